//! The `memref` dialect of MLIR 22, built on xla-ir's public API only: allocation, element
//! access, copies, views that alias their source (subview, cast, reinterpret_cast,
//! collapse/expand_shape), strided metadata and module-level globals, with upstream's
//! custom syntax and verifier messages. Layout computations live in `xla_ir::strided`.

pub mod access;
pub mod alloc;
pub mod global;
mod memory_effects;
pub mod operand_checks;
pub mod ops;
pub mod reshape;
pub mod syntax;
pub mod views;

#[cfg(test)]
mod tests;

use xla_ir::DialectDef;

/// The `memref` dialect, ready for `Context::load_dialect`.
pub fn dialect() -> DialectDef {
    let mut d = DialectDef::new("memref");
    d.summary = "Buffers (memrefs): allocation, loads and stores, views and globals".to_string();
    d.ops = [
        alloc::ops(),
        access::ops(),
        views::ops(),
        reshape::ops(),
        global::ops(),
    ]
    .into_iter()
    .flatten()
    .collect();
    memory_effects::attach(&mut d);
    // Folded constants (a static `memref.dim`) become `arith.constant`, as upstream's
    // MemRefDialect::materializeConstant.
    d.materialize_constant = Some(xla_dialect_arith::materialize);
    d
}
