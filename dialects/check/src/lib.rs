//! The `check` dialect: StableHLO's test assertions (`check.expect_eq`,
//! `check.expect_almost_eq_const`, ...) used by its interpreter tests. Parsing, printing
//! and verification only; evaluating them belongs to the interpreter.
//!
//! Testdata files written by JAX spell the same checks as
//! `stablehlo.custom_call @check.expect_eq(...)`; those are hlo custom calls.

pub mod interpreter;
pub mod ops;
mod syntax;

#[cfg(test)]
mod tests;

use xla_ir::DialectDef;

/// The dialect's namespace.
pub const DIALECT: &str = "check";

/// The `check` dialect, ready for `Context::load_dialect`.
pub fn dialect() -> DialectDef {
    let mut d = DialectDef::new(DIALECT);
    d.summary = "Test assertions of StableHLO's interpreter tests".to_string();
    d.ops = ops::defs();
    d
}
