//! xla-jit-devices: programs of several devices through the JIT (docs/devices.md, "The JIT").
//! Apart from `xla-melior` so that the native backend does not depend on the interpreter,
//! whose device transport and collective code this crate reuses. [`register`] adds the
//! collective runtime's symbols to those every JIT module links against.

#[cfg(feature = "melior")]
pub mod collective_runtime;
#[cfg(feature = "melior")]
pub mod devices;

/// Makes `xla_collective_call` available to modules the JIT compiles from now on.
#[cfg(feature = "melior")]
pub fn register() {
    xla_melior::register_runtime_symbols(&collective_runtime::symbols());
}
