//! The dialect's attributes, one file per family, and the dispatch the dialect's
//! `parse_attr` / `print_attr` hooks use.
//!
//! Attribute bodies never name the dialect: the printer writes the prefix (`#hlo<...>`,
//! or `#stablehlo<...>` under `PrintOptions::dialect_renames`) and the parser accepts
//! every alias of the dialect, so one syntax serves hlo and StableHLO.
//!
//! Storage: `AttrData::Dialect { dialect: "hlo", mnemonic, params }`. Enums are
//! [`EnumAttr`]s (`#hlo<comparison_direction LT>`, StableHLO's verbose form); gather and
//! scatter dimension numbers are pretty struct forms (`#hlo.gather<offset_dims = [1]>`).
//! To add a family: a file with its `EnumAttr`s (or parse/print functions) and one
//! entry in [`ENUMS`] or in [`parse_dialect_attr`] / [`print_dialect_attr`].

pub mod comparison;
pub mod dimension_numbers;
mod enum_attr;

pub use enum_attr::EnumAttr;

use xla_ir::asm::{AsmParser, AsmPrinter};
use xla_ir::{Attribute, Diag, Type};

/// Every enum attribute of the dialect; parse and print dispatch on the mnemonic.
pub const ENUMS: &[&EnumAttr] = &[&comparison::COMPARISON_DIRECTION, &comparison::COMPARISON_TYPE];

/// The struct-like dimension-numbers attributes (`#hlo.gather<...>`, `#hlo.scatter<...>`).
pub const DIMENSION_NUMBERS: &[&dimension_numbers::DimensionNumbersKind] =
    &[&dimension_numbers::GATHER, &dimension_numbers::SCATTER];

/// `DialectDef::parse_attr`: the mnemonic has been read (`comparison_direction` of
/// `#hlo<comparison_direction LT>`); the parser stands after it.
pub fn parse_dialect_attr(p: &mut dyn AsmParser, mnemonic: &str, _ty: Option<Type>) -> Result<Attribute, Diag> {
    if let Some(e) = ENUMS.iter().find(|e| e.mnemonic == mnemonic) {
        return e.parse_after_mnemonic(p);
    }
    if let Some(k) = DIMENSION_NUMBERS.iter().find(|k| k.mnemonic == mnemonic) {
        return k.parse_after_mnemonic(p);
    }
    Err(p.error(&format!("unknown hlo attribute: {mnemonic}")))
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
    for k in DIMENSION_NUMBERS {
        if let Some(dims) = k.value_of(p.ctx(), attr) {
            k.print(p, &dims);
            return true;
        }
    }
    false
}
