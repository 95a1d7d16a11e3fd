//! LLVM C API functions that mlir-sys's bindings do not cover (target machine, new pass
//! manager, verifier, errors). Declared by hand from LLVM 22's llvm-c headers; the symbols come
//! from the static LLVM libraries mlir-sys links.

use mlir_sys::LLVMModuleRef;
use std::ffi::{c_char, c_int, c_void};

pub type TargetRef = *mut c_void;
pub type TargetMachineRef = *mut c_void;
pub type TargetDataRef = *mut c_void;
pub type PassBuilderOptionsRef = *mut c_void;
pub type ErrorRef = *mut c_void;
pub type MemoryBufferRef = *mut c_void;
pub type LljitRef = *mut c_void;

/// `LLVMOrcCSymbolMapPair`: an interned name and its address with `LLVMJITSymbolFlags`.
#[repr(C)]
pub struct SymbolMapPair {
    pub name: *mut c_void,
    pub address: u64,
    pub generic_flags: u8,
    pub target_flags: u8,
}

/// `LLVMJITSymbolGenericFlagsExported | LLVMJITSymbolGenericFlagsCallable`.
pub const EXPORTED_CALLABLE: u8 = 0b11;

/// `LLVMCodeGenOptLevel`.
pub const CODEGEN_LEVEL_NONE: c_int = 0;
pub const CODEGEN_LEVEL_AGGRESSIVE: c_int = 3;
pub const CODEGEN_LEVEL_DEFAULT: c_int = 2;
/// `LLVMRelocPIC`.
pub const RELOC_PIC: c_int = 2;
/// `LLVMCodeModelDefault`.
pub const CODE_MODEL_DEFAULT: c_int = 0;
/// `LLVMObjectFile` / `LLVMAssemblyFile`.
pub const OBJECT_FILE: c_int = 1;
/// `LLVMReturnStatusAction`.
pub const RETURN_STATUS_ACTION: c_int = 2;

extern "C" {
    pub fn LLVMGetDefaultTargetTriple() -> *mut c_char;
    pub fn LLVMGetHostCPUName() -> *mut c_char;
    pub fn LLVMGetHostCPUFeatures() -> *mut c_char;
    pub fn LLVMGetTargetFromTriple(
        triple: *const c_char,
        target: *mut TargetRef,
        error: *mut *mut c_char,
    ) -> c_int;
    pub fn LLVMCreateTargetMachine(
        target: TargetRef,
        triple: *const c_char,
        cpu: *const c_char,
        features: *const c_char,
        level: c_int,
        reloc: c_int,
        code_model: c_int,
    ) -> TargetMachineRef;
    pub fn LLVMDisposeTargetMachine(machine: TargetMachineRef);
    pub fn LLVMCreateTargetDataLayout(machine: TargetMachineRef) -> TargetDataRef;
    pub fn LLVMSetModuleDataLayout(module: LLVMModuleRef, layout: TargetDataRef);
    pub fn LLVMDisposeTargetData(layout: TargetDataRef);
    pub fn LLVMTargetMachineEmitToFile(
        machine: TargetMachineRef,
        module: LLVMModuleRef,
        file_name: *const c_char,
        file_type: c_int,
        error: *mut *mut c_char,
    ) -> c_int;
    pub fn LLVMTargetMachineEmitToMemoryBuffer(
        machine: TargetMachineRef,
        module: LLVMModuleRef,
        file_type: c_int,
        error: *mut *mut c_char,
        out: *mut MemoryBufferRef,
    ) -> c_int;
    pub fn LLVMCreateMemoryBufferWithMemoryRangeCopy(
        data: *const c_char,
        length: usize,
        name: *const c_char,
    ) -> MemoryBufferRef;
    pub fn LLVMGetBufferStart(buffer: MemoryBufferRef) -> *const c_char;
    pub fn LLVMGetBufferSize(buffer: MemoryBufferRef) -> usize;
    pub fn LLVMDisposeMemoryBuffer(buffer: MemoryBufferRef);
    // llvm-c/LLJIT.h: an ORC JIT of its own for objects compiled on another thread.
    pub fn LLVMOrcCreateLLJIT(result: *mut LljitRef, builder: *mut c_void) -> ErrorRef;
    pub fn LLVMOrcLLJITGetMainJITDylib(jit: LljitRef) -> *mut c_void;
    pub fn LLVMOrcLLJITAddObjectFile(
        jit: LljitRef,
        dylib: *mut c_void,
        object: MemoryBufferRef,
    ) -> ErrorRef;
    pub fn LLVMOrcLLJITLookup(jit: LljitRef, result: *mut u64, name: *const c_char) -> ErrorRef;
    pub fn LLVMOrcDisposeLLJIT(jit: LljitRef) -> ErrorRef;
    pub fn LLVMOrcLLJITMangleAndIntern(jit: LljitRef, name: *const c_char) -> *mut c_void;
    pub fn LLVMOrcAbsoluteSymbols(symbols: *mut SymbolMapPair, count: usize) -> *mut c_void;
    pub fn LLVMOrcJITDylibDefine(dylib: *mut c_void, unit: *mut c_void) -> ErrorRef;
    pub fn LLVMCreatePassBuilderOptions() -> PassBuilderOptionsRef;
    pub fn LLVMDisposePassBuilderOptions(options: PassBuilderOptionsRef);
    pub fn LLVMRunPasses(
        module: LLVMModuleRef,
        passes: *const c_char,
        machine: TargetMachineRef,
        options: PassBuilderOptionsRef,
    ) -> ErrorRef;
    pub fn LLVMGetErrorMessage(error: ErrorRef) -> *mut c_char;
    pub fn LLVMDisposeErrorMessage(message: *mut c_char);
    pub fn LLVMVerifyModule(
        module: LLVMModuleRef,
        action: c_int,
        message: *mut *mut c_char,
    ) -> c_int;
}

// The native target's registration functions (llvm-c/Target.h's LLVMInitializeNativeTarget is
// an inline wrapper around these).
#[cfg(target_arch = "x86_64")]
extern "C" {
    pub fn LLVMInitializeX86TargetInfo();
    pub fn LLVMInitializeX86Target();
    pub fn LLVMInitializeX86TargetMC();
    pub fn LLVMInitializeX86AsmPrinter();
}
#[cfg(target_arch = "aarch64")]
extern "C" {
    pub fn LLVMInitializeAArch64TargetInfo();
    pub fn LLVMInitializeAArch64Target();
    pub fn LLVMInitializeAArch64TargetMC();
    pub fn LLVMInitializeAArch64AsmPrinter();
}

/// Registers the host's LLVM target (idempotent in LLVM).
pub fn initialize_native_target() {
    #[cfg(target_arch = "x86_64")]
    // SAFETY: LLVM's target registration functions take no arguments and only fill LLVM's
    // global target registry; calling them more than once is allowed.
    unsafe {
        LLVMInitializeX86TargetInfo();
        LLVMInitializeX86Target();
        LLVMInitializeX86TargetMC();
        LLVMInitializeX86AsmPrinter();
    }
    #[cfg(target_arch = "aarch64")]
    // SAFETY: as above, for the AArch64 target.
    unsafe {
        LLVMInitializeAArch64TargetInfo();
        LLVMInitializeAArch64Target();
        LLVMInitializeAArch64TargetMC();
        LLVMInitializeAArch64AsmPrinter();
    }
}

/// Takes ownership of an LLVM-allocated message (freed with LLVMDisposeMessage).
pub fn take_message(message: *mut c_char) -> String {
    if message.is_null() {
        return String::new();
    }
    // SAFETY: `message` is a NUL-terminated string allocated by LLVM that we own; it is read
    // once and then freed with the matching deallocator.
    unsafe {
        let text = std::ffi::CStr::from_ptr(message)
            .to_string_lossy()
            .into_owned();
        mlir_sys::LLVMDisposeMessage(message);
        text
    }
}

/// Consumes an `LLVMErrorRef`: `None` for success, else its message.
pub fn take_error(error: ErrorRef) -> Option<String> {
    if error.is_null() {
        return None;
    }
    // SAFETY: a non-null error from LLVM is owned by us; LLVMGetErrorMessage consumes it and
    // returns a message freed with LLVMDisposeErrorMessage.
    unsafe {
        let message = LLVMGetErrorMessage(error);
        let text = std::ffi::CStr::from_ptr(message)
            .to_string_lossy()
            .into_owned();
        LLVMDisposeErrorMessage(message);
        Some(text)
    }
}
