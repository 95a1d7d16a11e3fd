//! The side parts of a split compile (split_module.rs): their objects, generated on another
//! thread, linked by an ORC LLJIT of their own (LLVM's C API), whose functions' addresses the
//! main part's execution engine takes as registered symbols. The objects' references resolve
//! to each other, the runtime's symbols defined here, or the process's (LLJIT's default).

use crate::ffi;
use std::ffi::CString;

/// An LLJIT holding the linked side objects; their code lives as long as this value.
pub struct SideObject {
    raw: ffi::LljitRef,
}

impl Drop for SideObject {
    fn drop(&mut self) {
        // SAFETY: `raw` was created non-null in `load` and is disposed once; nothing calls
        // into its code any more (the engine that did is dropped first, see `JitModule`).
        let error = unsafe { ffi::LLVMOrcDisposeLLJIT(self.raw) };
        ffi::take_error(error);
    }
}

impl SideObject {
    /// Links `objects`, their references resolved to each other, to `symbols` (the engine's
    /// registered runtime) or the process, and looks up `names`: (name, address) per name.
    pub fn load(
        objects: &[Vec<u8>],
        symbols: &[(&str, *mut ())],
        names: &[String],
    ) -> Result<(Self, Vec<(String, usize)>), String> {
        let mut raw = std::ptr::null_mut();
        // SAFETY: a null builder asks for a default LLJIT for the host (the native target is
        // registered by the caller); on success we own the result.
        let error = unsafe { ffi::LLVMOrcCreateLLJIT(&mut raw, std::ptr::null_mut()) };
        if let Some(m) = ffi::take_error(error) {
            return Err(format!("cannot create the side JIT: {m}"));
        }
        let jit = SideObject { raw };
        jit.define(symbols)?;
        let buffer_name = CString::new("side").unwrap_or_default();
        for object in objects {
            // SAFETY: the bytes are copied into a buffer whose ownership passes to the JIT with
            // `LLVMOrcLLJITAddObjectFile` (also when it fails).
            let error = unsafe {
                let buffer = ffi::LLVMCreateMemoryBufferWithMemoryRangeCopy(
                    object.as_ptr() as *const _,
                    object.len(),
                    buffer_name.as_ptr(),
                );
                ffi::LLVMOrcLLJITAddObjectFile(
                    jit.raw,
                    ffi::LLVMOrcLLJITGetMainJITDylib(jit.raw),
                    buffer,
                )
            };
            if let Some(m) = ffi::take_error(error) {
                return Err(format!("cannot add a side object: {m}"));
            }
        }
        let mut addresses = Vec::new();
        for name in names {
            let c_name = CString::new(name.as_str()).map_err(|e| e.to_string())?;
            let mut address = 0u64;
            // SAFETY: the JIT is valid and the name NUL-terminated; the first lookup links the
            // object (its unresolved symbols from the process) and returns the address.
            let error = unsafe { ffi::LLVMOrcLLJITLookup(jit.raw, &mut address, c_name.as_ptr()) };
            if let Some(m) = ffi::take_error(error) {
                return Err(format!("cannot link '{name}' of the side object: {m}"));
            }
            addresses.push((name.clone(), address as usize));
        }
        Ok((jit, addresses))
    }

    /// Defines `symbols` as absolute addresses in the JIT's main library.
    fn define(&self, symbols: &[(&str, *mut ())]) -> Result<(), String> {
        let names: Vec<CString> = symbols
            .iter()
            .map(|(n, _)| CString::new(*n).map_err(|e| e.to_string()))
            .collect::<Result<_, _>>()?;
        // SAFETY: the JIT is valid and the names NUL-terminated; each interned name's reference
        // passes to the materialization unit, which passes to the library with
        // `LLVMOrcJITDylibDefine` (also when that fails); the addresses are functions of this
        // process that outlive the JIT.
        let error = unsafe {
            let mut pairs: Vec<ffi::SymbolMapPair> = names
                .iter()
                .zip(symbols)
                .map(|(c_name, (_, address))| ffi::SymbolMapPair {
                    name: ffi::LLVMOrcLLJITMangleAndIntern(self.raw, c_name.as_ptr()),
                    address: *address as u64,
                    generic_flags: ffi::EXPORTED_CALLABLE,
                    target_flags: 0,
                })
                .collect();
            let unit = ffi::LLVMOrcAbsoluteSymbols(pairs.as_mut_ptr(), pairs.len());
            ffi::LLVMOrcJITDylibDefine(ffi::LLVMOrcLLJITGetMainJITDylib(self.raw), unit)
        };
        match ffi::take_error(error) {
            None => Ok(()),
            Some(m) => Err(format!(
                "cannot define the runtime's symbols in the side JIT: {m}"
            )),
        }
    }
}
