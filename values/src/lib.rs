//! xla-values: what a program computes with at run time, apart from how it is run.
//! Runtime values ([`value`], [`memref_value`], the llvm memory model [`llvm_memory`]),
//! conversions between `dense<...>` attributes and tensors ([`dense`]), the attribute names
//! lowering leaves for callers ([`abi`]), XLA's entry layouts ([`layout`]), the collective runtime call's descriptor
//! ([`collective_abi`]) and the interface folding evaluates ops through
//! ([`constant_evaluator`]). The interpreter, the passes and the JIT backends share them
//! without depending on each other.

pub mod abi;
pub mod collective_abi;
pub mod constant_evaluator;
pub mod dense;
pub mod layout;
pub mod llvm_memory;
pub mod memref_value;
pub mod npy;
pub mod probe_files;
pub mod value;

pub use constant_evaluator::{evaluator_of, ConstantEvaluator};
pub use memref_value::MemRefValue;
pub use value::{Buffer, ElemKind, Tensor, Value};
