//! xla-melior: the bridge from our llvm-dialect modules to native code through upstream
//! MLIR/LLVM 22 (melior 0.27, mlir-sys 220). The only crate of the workspace with `unsafe`
//! (each block says why it is sound). Design and measurements: docs/backends/melior.md.
//!
//! Flow: our module is printed (generic form, with locations) and parsed by upstream MLIR,
//! which verifies it; every op must be in the llvm dialect; then either
//! - `translate_to_llvm_ir`: `mlirTranslateModuleToLLVMIR`, LLVM's verifier, the new pass
//!   manager's `default<O2|O3>` for the host CPU (triple, CPU name and features), printed;
//! - `emit_object`: the same optimized module compiled by a host target machine to an object
//!   file, plus a C header for the entry function;
//! - `JitModule::compile`: MLIR's ExecutionEngine (ORC JIT at the same opt level), with the
//!   check runtime's and the soft-float conversions' symbols registered; `JitModule::call` passes host buffers as memref
//!   descriptors through the packed `_mlir_<name>` wrapper after checking the signature.
//!
//! Upstream diagnostics become our `Diag`s at the user's source locations.
//!
//! Without the `melior` feature the crate holds only the pure parts (calling-convention
//! types, C headers) and `AVAILABLE` is false: the default build needs nothing but Rust.

pub mod abi;
pub mod cpu_time;
pub mod header;
pub mod host_bytes;
pub mod values;

#[cfg(feature = "melior")]
mod bridge;
#[cfg(feature = "melior")]
pub mod check_runtime;
#[cfg(feature = "melior")]
mod direct_handoff;
#[cfg(feature = "melior")]
mod ffi;
#[cfg(feature = "melior")]
pub mod float_runtime;
#[cfg(feature = "melior")]
mod jit;
#[cfg(feature = "melior")]
mod llvm_ir;
#[cfg(feature = "melior")]
mod memory;
#[cfg(feature = "melior")]
mod memref_runtime;
#[cfg(feature = "melior")]
pub mod perf_map;
#[cfg(feature = "melior")]
mod probe_runtime;
#[cfg(feature = "melior")]
mod side_object;
pub mod split_module;
#[cfg(feature = "melior")]
mod upstream;

pub use abi::{CallOptions, ElemKind, HostBuffer, HostValue, LlvmSignature, LlvmType, ResultSpec};
#[cfg(feature = "melior")]
pub use bridge::*;
#[cfg(feature = "melior")]
pub use check_runtime::register_runtime_symbols;
#[cfg(feature = "melior")]
pub use llvm_ir::OptLevel;
#[cfg(feature = "melior")]
pub use memref_runtime::{ranked_view, View};
#[cfg(feature = "melior")]
pub use probe_runtime::set_probe_dir;

/// Whether this build links upstream MLIR/LLVM.
pub const AVAILABLE: bool = cfg!(feature = "melior");

/// What to do to get the native backend, for tools built without it.
pub const HOW_TO_ENABLE: &str = "this build has no native backend: install LLVM/MLIR 22 (`scripts/install-deps --melior`, \
i.e. apt packages llvm-22-dev libmlir-22-dev mlir-22-tools libpolly-22-dev libzstd-dev libz3-dev libxml2-dev libclang-22-dev) \
and rebuild with `cargo build --features melior` (or `--all-features`; .cargo/config.toml points mlir-sys at /usr/lib/llvm-22)";
