//! The `bufferization` dialect of MLIR 22: the bridge between tensors and buffers —
//! `to_tensor` (a tensor reading a buffer), `to_buffer` (the buffer of a tensor; upstream's
//! former `to_memref`), `alloc_tensor` (a tensor to be bufferized to a new allocation) and
//! `dealloc_tensor`. Custom syntax and verifier messages as upstream.

pub mod ops;

#[cfg(test)]
mod tests;

pub use ops::{ALLOC_TENSOR, DEALLOC_TENSOR, TO_BUFFER, TO_TENSOR};

use xla_ir::DialectDef;

/// The `bufferization` dialect, ready for `Context::load_dialect`.
pub fn dialect() -> DialectDef {
    let mut d = DialectDef::new("bufferization");
    d.summary = "Tensor/buffer conversion ops used by bufferization".to_string();
    d.ops = ops::ops();
    d
}
