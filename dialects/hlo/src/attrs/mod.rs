//! The dialect's attributes, one file per family, and the dispatch the dialect's
//! `parse_attr` / `print_attr` hooks use.
//!
//! Attribute bodies never name the dialect: the printer writes the prefix (`#hlo<...>`,
//! or `#stablehlo<...>` under `PrintOptions::dialect_renames`) and the parser accepts
//! every alias of the dialect, so one syntax serves hlo and StableHLO.
//!
//! Storage: `AttrData::Dialect { dialect: "hlo", mnemonic, params }`. Enums are
//! [`EnumAttr`]s (`#hlo<comparison_direction LT>`, StableHLO's verbose form).
//! To add a family: a file with its `EnumAttr`s (or parse/print functions) and one
//! entry in [`ENUMS`] or in [`parse_dialect_attr`] / [`print_dialect_attr`].

pub mod comparison;
pub mod conv_dims;
pub mod dot_algorithm;
pub mod dot_dims;
mod enum_attr;
pub mod int_elements;
pub mod linalg_enums;
pub mod precision_config;
pub mod struct_syntax;

pub use enum_attr::EnumAttr;

use xla_ir::asm::{AsmParser, AsmPrinter};
use xla_ir::{Attribute, Diag, Type};

/// Every enum attribute of the dialect; parse and print dispatch on the mnemonic.
pub const ENUMS: &[&EnumAttr] = &[
    &comparison::COMPARISON_DIRECTION,
    &comparison::COMPARISON_TYPE,
    &linalg_enums::PRECISION,
    &linalg_enums::FFT_TYPE,
    &linalg_enums::TRANSPOSE,
];

/// `DialectDef::parse_attr`: the mnemonic has been read (`comparison_direction` of
/// `#hlo<comparison_direction LT>`); the parser stands after it.
pub fn parse_dialect_attr(p: &mut dyn AsmParser, mnemonic: &str, _ty: Option<Type>) -> Result<Attribute, Diag> {
    if let Some(e) = ENUMS.iter().find(|e| e.mnemonic == mnemonic) {
        return e.parse_after_mnemonic(p);
    }
    match mnemonic {
        dot_dims::MNEMONIC => dot_dims::parse(p),
        dot_algorithm::MNEMONIC => dot_algorithm::parse(p),
        conv_dims::MNEMONIC => conv_dims::parse(p),
        _ => Err(p.error(&format!("unknown hlo attribute: {mnemonic}"))),
    }
}

/// `DialectDef::print_attr`: the body after `#hlo` (the printer adds `<...>` when the body
/// is not a pretty `mnemonic<...>` form).
pub fn print_dialect_attr(p: &mut dyn AsmPrinter, attr: Attribute) -> bool {
    for e in ENUMS {
        if let Some(v) = e.value_of(p.ctx(), attr) {
            let text = format!("{} {}", e.mnemonic, e.name(v));
            p.write_str(&text);
            return true;
        }
    }
    if let Some(dims) = dot_dims::DotDims::from_attr(p.ctx(), attr) {
        p.write_str(&dims.text());
        return true;
    }
    if let Some(dims) = conv_dims::ConvDims::from_attr(p.ctx(), attr) {
        p.write_str(&dims.text());
        return true;
    }
    if let Some(algorithm) = dot_algorithm::DotAlgorithm::from_attr(p.ctx(), attr) {
        p.write_str(dot_algorithm::MNEMONIC);
        algorithm.print_body(p);
        return true;
    }
    false
}
