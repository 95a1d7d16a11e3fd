//! The `complex` dialect of MLIR 22: complex numbers (`complex<f32>`, ...) built from and split
//! into their parts, arithmetic, elementary functions and comparisons, with upstream's syntax
//! (`fastmath<...>` flags as `#arith.fastmath`) and verifier messages. Ops act on scalars only.
//! Op forms live in `forms`, the op table in `table`, the typed declarations in `ops`.

mod forms;
pub mod ops;
mod table;

#[cfg(test)]
mod tests;

use xla_ir::DialectDef;

/// The `complex` dialect, ready for `Context::load_dialect` (after `arith`, whose fastmath
/// attribute it uses).
pub fn dialect() -> DialectDef {
    let mut d = DialectDef::new("complex");
    d.summary = "Complex numbers: construction, arithmetic, elementary functions".to_string();
    d.ops = table::ops();
    d
}
