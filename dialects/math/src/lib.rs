//! The `math` dialect of MLIR 22: elementary functions (exp, log, trigonometric, rounding,
//! bit counting, classification) on scalars, vectors and tensors, with upstream's syntax
//! (`fastmath<...>` flags as `#arith.fastmath`), verifiers and constant folders.
//! Ops are table rows (`op_defs`) over a few shared forms (`forms`); folders live in `fold`;
//! consumers name them through the typed declarations in [`ops`].

mod fold;
mod forms;
mod op_defs;
pub mod ops;

#[cfg(test)]
mod tests;

use xla_ir::DialectDef;

/// The `math` dialect, ready for `Context::load_dialect` (after `arith`, whose attributes
/// and constants it uses).
pub fn dialect() -> DialectDef {
    let mut d = DialectDef::new("math");
    d.summary =
        "Mathematical functions: exponentials, logarithms, trigonometry, rounding, bit counts"
            .to_string();
    d.materialize_constant = Some(xla_dialect_arith::materialize);
    d.ops = op_defs::ops();
    d
}
