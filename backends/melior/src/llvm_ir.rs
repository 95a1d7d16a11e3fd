//! LLVM IR side: translation of a verified llvm-dialect module (mlir-sys's
//! `mlirTranslateModuleToLLVMIR`), LLVM's verifier, the new pass manager's `default<On>`
//! pipeline for the host CPU, printing and object emission through a host target machine.

use crate::ffi;
use melior::ir::Module as MModule;
use std::ffi::CString;

/// LLVM optimization level (`default<O2>` etc., and the code generator's level).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub enum OptLevel {
    O0,
    O1,
    #[default]
    O2,
    O3,
}

impl OptLevel {
    pub fn as_number(self) -> usize {
        match self {
            OptLevel::O0 => 0,
            OptLevel::O1 => 1,
            OptLevel::O2 => 2,
            OptLevel::O3 => 3,
        }
    }
    pub fn from_number(n: u32) -> Option<Self> {
        Some(match n {
            0 => OptLevel::O0,
            1 => OptLevel::O1,
            2 => OptLevel::O2,
            3 => OptLevel::O3,
            _ => return None,
        })
    }
}

/// An LLVM module with the LLVM context that owns it.
pub struct LlvmModule {
    context: mlir_sys::LLVMContextRef,
    module: mlir_sys::LLVMModuleRef,
}

// SAFETY: the module and the LLVM context it lives in are owned by this value alone (created in
// `translate`, disposed in `drop`); LLVM allows a context and its modules to be used from any
// one thread at a time, and moving the value moves that sole ownership.
unsafe impl Send for LlvmModule {}

impl Drop for LlvmModule {
    fn drop(&mut self) {
        // SAFETY: both handles were created in `translate`, are non-null, and are disposed once
        // here, the module before the context that owns it.
        unsafe {
            mlir_sys::LLVMDisposeModule(self.module);
            mlir_sys::LLVMContextDispose(self.context);
        }
    }
}

/// Translates a verified llvm-dialect module; `Err` carries no message when upstream reported
/// the failure through the diagnostic handler.
pub fn translate(module: &MModule) -> Result<LlvmModule, String> {
    // SAFETY: a fresh LLVM context is created and owned here; the MLIR module is verified
    // and alive for the whole call; a null result means failure (diagnostics were emitted to
    // the MLIR context), and we then dispose the context we created.
    let (context, raw) = unsafe {
        let context = mlir_sys::LLVMContextCreate();
        let raw = mlir_sys::mlirTranslateModuleToLLVMIR(module.as_operation().to_raw(), context);
        if raw.is_null() {
            mlir_sys::LLVMContextDispose(context);
            return Err(String::new());
        }
        (context, raw)
    };
    let llvm = LlvmModule {
        context,
        module: raw,
    };
    let mut message = std::ptr::null_mut();
    // SAFETY: the module is valid; the verifier only reads it and returns a message we own.
    let broken =
        unsafe { ffi::LLVMVerifyModule(llvm.module, ffi::RETURN_STATUS_ACTION, &mut message) } != 0;
    let text = ffi::take_message(message);
    if broken {
        return Err(format!(
            "the translated LLVM IR is invalid: {}",
            text.trim()
        ));
    }
    Ok(llvm)
}

/// A target machine for the host: its triple, CPU name and CPU features.
pub struct HostMachine {
    raw: ffi::TargetMachineRef,
    pub triple: String,
    pub cpu: String,
}

impl Drop for HostMachine {
    fn drop(&mut self) {
        // SAFETY: created non-null in `host_machine`, disposed once.
        unsafe { ffi::LLVMDisposeTargetMachine(self.raw) }
    }
}

/// Creates a target machine for the host CPU (PIC, so objects link into shared libraries too).
pub fn host_machine(level: OptLevel) -> Result<HostMachine, String> {
    ffi::initialize_native_target();
    registered_host_machine(level)
}

/// [`host_machine`] once the native target is registered (another thread may create one
/// meanwhile: the registration writes LLVM's global registry).
pub fn registered_host_machine(level: OptLevel) -> Result<HostMachine, String> {
    // SAFETY: these return LLVM-allocated strings that `take_message` frees.
    let (triple, cpu, features) = unsafe {
        (
            ffi::take_message(ffi::LLVMGetDefaultTargetTriple()),
            ffi::take_message(ffi::LLVMGetHostCPUName()),
            ffi::take_message(ffi::LLVMGetHostCPUFeatures()),
        )
    };
    let c_triple = CString::new(triple.clone()).map_err(|e| e.to_string())?;
    let c_cpu = CString::new(cpu.clone()).map_err(|e| e.to_string())?;
    let c_features = CString::new(features).map_err(|e| e.to_string())?;
    let mut target = std::ptr::null_mut();
    let mut message = std::ptr::null_mut();
    // SAFETY: the strings are NUL-terminated and outlive the calls; out-pointers are valid.
    let failed =
        unsafe { ffi::LLVMGetTargetFromTriple(c_triple.as_ptr(), &mut target, &mut message) } != 0;
    let text = ffi::take_message(message);
    if failed || target.is_null() {
        return Err(format!(
            "no LLVM target for the host triple '{triple}': {text}"
        ));
    }
    let codegen_level = match level {
        OptLevel::O0 => ffi::CODEGEN_LEVEL_NONE,
        OptLevel::O1 | OptLevel::O2 => ffi::CODEGEN_LEVEL_DEFAULT,
        OptLevel::O3 => ffi::CODEGEN_LEVEL_AGGRESSIVE,
    };
    // SAFETY: `target` is a registered target; the strings are valid for the call.
    let raw = unsafe {
        ffi::LLVMCreateTargetMachine(
            target,
            c_triple.as_ptr(),
            c_cpu.as_ptr(),
            c_features.as_ptr(),
            codegen_level,
            ffi::RELOC_PIC,
            ffi::CODE_MODEL_DEFAULT,
        )
    };
    if raw.is_null() {
        return Err(format!(
            "LLVM could not create a target machine for '{triple}' ({cpu})"
        ));
    }
    Ok(HostMachine { raw, triple, cpu })
}

impl LlvmModule {
    /// Sets the host's triple and data layout, then runs `default<On>` (O0: nothing).
    pub fn optimize(&mut self, machine: &HostMachine, level: OptLevel) -> Result<(), String> {
        self.set_target(machine)?;
        if level == OptLevel::O0 {
            return Ok(());
        }
        self.run_passes(machine, &format!("default<O{}>", level.as_number()))
    }

    /// Sets `machine`'s triple and data layout on the module.
    pub fn set_target(&mut self, machine: &HostMachine) -> Result<(), String> {
        let c_triple = CString::new(machine.triple.clone()).map_err(|e| e.to_string())?;
        // SAFETY: module and machine are valid; the layout is created, applied and disposed here.
        unsafe {
            mlir_sys::LLVMSetTarget(self.module, c_triple.as_ptr());
            let layout = ffi::LLVMCreateTargetDataLayout(machine.raw);
            ffi::LLVMSetModuleDataLayout(self.module, layout);
            ffi::LLVMDisposeTargetData(layout);
        }
        Ok(())
    }

    /// Runs the new pass manager's `pipeline` (sets nothing else: see `optimize`).
    pub fn run_passes(&mut self, machine: &HostMachine, pipeline: &str) -> Result<(), String> {
        let pipeline = CString::new(pipeline).map_err(|e| e.to_string())?;
        // SAFETY: module and machine are valid and verified; the options are created and disposed
        // here; the returned error (if any) is consumed by `take_error`.
        let error = unsafe {
            let options = ffi::LLVMCreatePassBuilderOptions();
            let error = ffi::LLVMRunPasses(self.module, pipeline.as_ptr(), machine.raw, options);
            ffi::LLVMDisposePassBuilderOptions(options);
            error
        };
        match ffi::take_error(error) {
            None => Ok(()),
            Some(message) => Err(format!("LLVM's optimization pipeline failed: {message}")),
        }
    }

    /// The module as LLVM IR text.
    pub fn print(&self) -> String {
        // SAFETY: the module is valid; the returned string is owned and freed by `take_message`.
        ffi::take_message(unsafe { mlir_sys::LLVMPrintModuleToString(self.module) })
    }

    /// A native object file for `machine`'s target, in memory.
    pub fn emit_object_bytes(&self, machine: &HostMachine) -> Result<Vec<u8>, String> {
        let mut message = std::ptr::null_mut();
        let mut buffer = std::ptr::null_mut();
        // SAFETY: module and machine are valid; on success we own the buffer, read it once
        // and dispose it; the error message (if any) is freed by `take_message`.
        unsafe {
            let failed = ffi::LLVMTargetMachineEmitToMemoryBuffer(
                machine.raw,
                self.module,
                ffi::OBJECT_FILE,
                &mut message,
                &mut buffer,
            ) != 0;
            let text = ffi::take_message(message);
            if failed || buffer.is_null() {
                return Err(format!("LLVM could not generate an object: {text}"));
            }
            let start = ffi::LLVMGetBufferStart(buffer) as *const u8;
            let bytes = std::slice::from_raw_parts(start, ffi::LLVMGetBufferSize(buffer)).to_vec();
            ffi::LLVMDisposeMemoryBuffer(buffer);
            Ok(bytes)
        }
    }

    /// Writes a native object file for `machine`'s target.
    pub fn emit_object(&self, machine: &HostMachine, path: &str) -> Result<(), String> {
        let c_path = CString::new(path).map_err(|_| format!("invalid output path '{path}'"))?;
        let mut message = std::ptr::null_mut();
        // SAFETY: module and machine are valid, the path is NUL-terminated; the error message
        // (if any) is owned by us and freed by `take_message`.
        let failed = unsafe {
            ffi::LLVMTargetMachineEmitToFile(
                machine.raw,
                self.module,
                c_path.as_ptr(),
                ffi::OBJECT_FILE,
                &mut message,
            )
        } != 0;
        let text = ffi::take_message(message);
        if failed {
            return Err(format!("cannot write object file '{path}': {text}"));
        }
        Ok(())
    }
}
