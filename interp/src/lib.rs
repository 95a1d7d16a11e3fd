//! xla-interp: the reference interpreter. The evaluator ([`eval`]) and per-dialect op
//! evaluations registered by name, so that later dialects plug in the same way; folding
//! reaches it through the `ConstantEvaluator` model [`attach_interpreter`] attaches.
//! The runtime values ([`value`]) and `dense<...>` conversions ([`dense`]) live in
//! `xla-values` and are re-exported here.

pub mod arith;
pub mod bufferization;
pub mod cast;
pub mod cf;
pub mod check;
pub mod chlo;
pub mod collective_call;
pub mod complex;
pub mod complex_special;
pub mod constant_evaluator;
pub mod convert;
pub use xla_values::dense;
pub mod devices;
pub mod elementwise;
pub mod eval;
pub mod func;
pub mod hlo;
pub mod lapack;
pub mod linalg;
pub mod llvm;
pub mod math;
pub mod memref;
pub use xla_values::memref_value;
#[cfg(feature = "mpi")]
mod mpi_channels;
#[cfg(feature = "mpi")]
pub mod mpi_transport;
pub use xla_values::npy;
pub mod parallel;
pub mod probe;
pub mod runner;
pub mod scf;
pub mod tensor;
pub mod transport;
pub use xla_values::value;
pub mod vector;
pub mod wire;

#[cfg(test)]
mod tests;

pub use constant_evaluator::attach_interpreter;
pub use eval::{
    eval_op, eval_op_with_captures, run_op_region_with_captures, CheckStats, EvalFn, Interp,
    OpEval, Registry,
};
pub use memref_value::MemRefValue;
pub use value::{Buffer, ElemKind, Tensor, Value};
