//! Dialect conversion (MLIR's DialectConversion): legalize a body against a
//! [`ConversionTarget`] with [`ConversionPattern`]s, converting types with a
//! [`TypeConverter`]. See docs/conversion.md for a walk-through.
//!
//! Contract: there is no rollback. A pattern must decide whether it applies before it
//! mutates; the driver checks this (a change followed by "no match", or "match" without a
//! change, is reported as an error at the op). Values whose type changed reach users not
//! yet converted through source materializations (`builtin.unrealized_conversion_cast` by
//! default); patterns see their operands already converted (the adaptor operands).
//! Materializations left unused at the end are erased; live ones stay for
//! `--reconcile-unrealized-casts`.

mod driver;
mod function;
mod generic;
mod pattern;
mod reconcile;
mod rewriter;
mod target;
mod type_converter;

#[cfg(test)]
mod tests;

pub use driver::{
    apply_conversion, apply_conversion_to_op, apply_full_conversion, apply_partial_conversion,
    ConversionMode, ConversionStats,
};
pub use function::{is_signature_legal, FunctionSignaturePattern};
pub use generic::ConvertTypesPattern;
pub use pattern::{ConversionPattern, ConversionPatternSet};
pub use reconcile::reconcile_unrealized_casts;
pub use rewriter::ConversionRewriter;
pub use target::{Action, ConversionTarget, Legality, LegalityFn};
pub use type_converter::{
    unrealized_cast, Conversion, MaterializeFn, SignatureConversion, TypeConverter, UNREALIZED_CAST,
};
