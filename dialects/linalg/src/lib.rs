//! The `linalg` dialect of MLIR 22: structured ops on tensors and memrefs.
//!
//! Every structured op is described by [`structured::structured`] as the `linalg.generic` it
//! stands for (loops, indexing maps, inputs), which the verifiers, the interpreter and the
//! passes share. Named ops (`fill`, `matmul`, ...) build their implicit region when parsed.

pub mod attrs;
pub mod generic;
pub mod index_yield;
pub mod mapping;
pub mod named;
pub mod ops;
pub mod structured;
pub mod syntax;
pub mod verify;

#[cfg(test)]
mod tests;

use xla_ir::DialectDef;

/// The `linalg` dialect, ready for `Context::load_dialect`.
pub fn dialect() -> DialectDef {
    let mut d = DialectDef::new("linalg");
    d.summary = "Structured operations on tensors and buffers: loops described by indexing maps"
        .to_string();
    d.parse_attr = Some(attrs::parse_dialect_attr);
    d.print_attr = Some(attrs::print_dialect_attr);
    d.ops = [
        vec![generic::op()],
        named::ops(),
        mapping::ops(),
        index_yield::ops(),
    ]
    .into_iter()
    .flatten()
    .collect();
    d
}
