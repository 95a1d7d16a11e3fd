//! The `chlo` dialect: StableHLO's "client HLO" ops that JAX emits (`chlo.erf`,
//! `chlo.lgamma`, `chlo.top_k`, `chlo.broadcast_add`, ...).
//!
//! Where XLA's operation set (the hlo dialect) has the op, the chlo name is only an import
//! spelling: it parses straight into the hlo op and prints as hlo from then on
//! ([`rename`]):
//! - `chlo.broadcast_<op>` become the hlo element-wise op with its optional
//!   `broadcast_dimensions` (hlo's binary ops carry XLA's implicit broadcasting); chlo's
//!   numpy-style rank broadcasting (no `broadcast_dimensions`, different ranks) is made
//!   explicit as `broadcast_dimensions` aligned to the trailing dimensions;
//! - `chlo.broadcast_compare` -> `hlo.compare`, `chlo.broadcast_complex` -> `hlo.complex`;
//! - `chlo.erf` / `chlo.tan` -> `hlo.erf` / `hlo.tan` (XLA's Erf and Tan);
//! - `chlo.constant` -> `hlo.constant`.
//!
//! The generic form (`"chlo.broadcast_add"(...)`) resolves through
//! `DialectDef::op_renames`; the custom form goes through a registered `chlo.*` op whose
//! parse hook builds the hlo op.
//!
//! The ops XLA has no instruction for (erf_inv, lgamma, digamma, top_k, the inverse and
//! hyperbolic trigonometric functions, ...) stay chlo ops, defined here rather than in
//! the hlo dialect: hlo is exactly XLA's operation set, and these ops are client-side
//! compositions that a later pass decomposes into hlo. Keeping them in their own dialect
//! also prints them back as `chlo.*`, which StableHLO's tools read unchanged.
//! `chlo.minimum_broadcast_shapes` (a dynamic-shape helper on index tensors) is not
//! defined.

pub mod binary;
pub mod constant_like;
pub mod elementwise;
pub mod ops;
pub mod rename;
pub mod syntax;
pub mod top_k;
pub mod unary;

#[cfg(test)]
mod tests;

use xla_ir::{DialectDef, OpDef};

/// The dialect's namespace.
pub const DIALECT: &str = "chlo";

/// The `chlo` dialect, ready for `Context::load_dialect` (after the hlo dialect).
pub fn dialect() -> DialectDef {
    let mut d = DialectDef::new(DIALECT);
    d.summary =
        "Client HLO ops: JAX's helper ops, mapped onto hlo where XLA has the op".to_string();
    // `#chlo<comparison_direction LT>` is hlo's enum attribute.
    d.parse_attr = Some(xla_dialect_hlo::attrs::parse_dialect_attr);
    d.op_renames = rename::RENAMES
        .iter()
        .map(|r| (r.name(), r.target()))
        .collect();
    d.ops = rename::defs();
    d.ops.extend(unary::defs());
    d.ops.extend(binary::defs());
    d.ops.push(top_k::def());
    d.ops.push(constant_like::def());
    d
}

/// `chlo.<mnemonic>` with its docs.
pub(crate) fn op_def(
    mnemonic: &str,
    summary: &str,
    description: &str,
    example: &'static str,
) -> OpDef {
    OpDef::new(format!("{DIALECT}.{mnemonic}"))
        .summary(summary)
        .description(description)
        .example(example)
}
