//! llvm dialect evaluation: a byte-addressed memory model ([`memory`]) with the default
//! 64-bit data layout ([`layout`]); scalars are 0-d tensors, pointers `Value::Ptr`,
//! structs and arrays `Value::Tuple`s of their elements.

pub mod arith;
pub mod check_runtime;
mod collective_runtime;
pub mod entry;
mod lapack_runtime;
pub mod layout;
pub mod libc;
/// The memory model lives with the runtime values (`Value::Ptr`), in `xla-values`.
pub use xla_values::llvm_memory as memory;
pub mod memref_copy;
pub mod ops;
pub mod parallel_runtime;

use crate::eval::Registry;

pub fn register(r: &mut Registry) {
    arith::register(r);
    ops::register(r);
}
