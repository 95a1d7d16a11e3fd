//! The `arith` dialect of MLIR 22, built on xla-ir's public API only.
//!
//! Every upstream op with its custom syntax, verifier (upstream's messages), traits,
//! properties and folder; the `#arith.fastmath` and `#arith.overflow` attributes; and the
//! constant materializer. Ops are described by small tables (`int_binary`, `float_binary`,
//! `casts`, ...) whose shared forms live in `syntax` and `constraints`; consumers name ops
//! through the typed declarations in [`ops`].

pub mod apfloat;
pub mod apint;
pub mod attrs;
mod canonical;
mod casts;
pub mod compare;
mod constant;
pub mod constraints;
mod display;
mod extended;
mod float_binary;
pub mod fold;
mod int_binary;
pub mod ops;
mod select;
mod speculation;
pub mod syntax;

#[cfg(test)]
mod tests;

pub use attrs::{
    CmpFPredicate, CmpIPredicate, RoundingMode, CMPF_PREDICATES, CMPI_PREDICATES, FASTMATH,
    OVERFLOW, ROUNDING_MODES,
};
pub use constant::materialize;

use xla_ir::DialectDef;

/// The `arith` dialect, ready for `Context::load_dialect`.
pub fn dialect() -> DialectDef {
    let mut d = DialectDef::new("arith");
    d.summary =
        "Basic integer and floating point arithmetic, bitwise, cast and compare ops".to_string();
    d.parse_attr = Some(attrs::parse_dialect_attr);
    d.print_attr = Some(attrs::print_dialect_attr);
    d.materialize_constant = Some(constant::materialize);
    d.ops = [
        constant::ops(),
        int_binary::ops(),
        extended::ops(),
        float_binary::ops(),
        casts::ops(),
        compare::ops(),
        select::ops(),
    ]
    .into_iter()
    .flatten()
    .collect();
    for op in &mut d.ops {
        op.canonicalize = canonical::patterns_for(&op.name);
    }
    d
}
