//! The dialect's attributes, one file per family, and the dispatch the dialect's
//! `parse_attr` / `print_attr` hooks use.
//!
//! Attribute bodies never name the dialect: the printer writes the prefix (`#hlo<...>`,
//! or `#stablehlo<...>` under `PrintOptions::dialect_renames`) and the parser accepts
//! every alias of the dialect, so one syntax serves hlo and StableHLO. A body of the form
//! `mnemonic<...>` prints in the pretty form `#hlo.dot<...>`, anything else in the verbose
//! form `#hlo<comparison_direction LT>` (the core printer decides, as MLIR does).
//!
//! Storage: `AttrData::Dialect { dialect: "hlo", mnemonic, params }`.
//!
//! To add a family: a file defining `pub const FAMILY: AttrFamily` (or [`EnumAttr`]s listed
//! in [`ENUMS`]), and one line in [`FAMILIES`]. Struct-like bodies `<key = value, ...>`
//! go through [`struct_attr`]:
//! ODS `struct(params)` attributes (`#hlo.channel_handle<handle = 1, type = 0>`) are
//! [`StructAttr`]s; dot, conv, gather and scatter dimension numbers and dot algorithms use
//! its `parse_struct` with StableHLO's messages. [`hlo_attr`] / [`hlo_attr_params`] build
//! and read the storage.

pub mod bounds;
pub mod channel;
pub mod comparison;
pub mod conv_dims;
pub mod dimension_numbers;
pub mod dot_algorithm;
pub mod dot_dims;
mod enum_attr;
pub mod int_elements;
pub mod linalg_enums;
pub mod mesh;
pub mod output_operand_alias;
pub mod precision_config;
pub mod result_accuracy;
pub mod rng;
pub mod struct_attr;

pub use enum_attr::EnumAttr;
pub use struct_attr::StructAttr;

use crate::types::DIALECT;
use xla_ir::asm::{AsmParser, AsmPrinter};
use xla_ir::{AttrData, Attribute, Context, Diag, Type};

/// A group of attributes with their syntax.
pub struct AttrFamily {
    /// The mnemonics this family parses (`dot` for `#hlo.dot<...>`).
    pub mnemonics: &'static [&'static str],
    /// Parses the rest of the attribute after `mnemonic` (the parser stands after it).
    pub parse: fn(&mut dyn AsmParser, &str) -> Result<Attribute, Diag>,
    /// Writes the body after `#hlo` (`dot<...>`, `comparison_direction LT`); false when
    /// the attribute is not of this family.
    pub print: fn(&mut dyn AsmPrinter, Attribute) -> bool,
}

/// Every enum attribute of the dialect (dispatched by their mnemonics).
pub const ENUMS: &[&EnumAttr] = &[
    &comparison::COMPARISON_DIRECTION,
    &comparison::COMPARISON_TYPE,
    &result_accuracy::RESULT_ACCURACY_MODE,
    &rng::RNG_DISTRIBUTION,
    &rng::RNG_ALGORITHM,
    &linalg_enums::PRECISION,
    &linalg_enums::FFT_TYPE,
    &linalg_enums::TRANSPOSE,
];

/// Every other attribute family of the dialect.
pub const FAMILIES: &[&AttrFamily] = &[
    &output_operand_alias::FAMILY,
    &result_accuracy::FAMILY,
    &channel::FAMILY,
    &mesh::FAMILY,
    &dot_dims::FAMILY,
    &dot_algorithm::FAMILY,
    &conv_dims::FAMILY,
    &dimension_numbers::FAMILY,
    &bounds::FAMILY,
];

/// The interned `#hlo.mnemonic<params>` attribute.
pub fn hlo_attr(ctx: &Context, mnemonic: &str, params: impl Into<Box<[Attribute]>>) -> Attribute {
    ctx.intern_attr(AttrData::Dialect {
        dialect: ctx.symbol(DIALECT),
        mnemonic: ctx.symbol(mnemonic),
        params: params.into(),
    })
}

/// The parameters of `attr` if it is `#hlo.mnemonic<...>`; `None` for anything else.
pub fn hlo_attr_params<'a>(
    ctx: &'a Context,
    attr: Attribute,
    mnemonic: &str,
) -> Option<&'a [Attribute]> {
    let AttrData::Dialect {
        dialect,
        mnemonic: m,
        params,
    } = ctx.attr_data(attr)
    else {
        return None;
    };
    (ctx.symbol_str(*dialect) == DIALECT && ctx.symbol_str(*m) == mnemonic)
        .then_some(params.as_ref())
}

/// `DialectDef::parse_attr`: the mnemonic has been read (`comparison_direction` of
/// `#hlo<comparison_direction LT>`, `dot` of `#hlo.dot<...>`).
pub fn parse_dialect_attr(
    p: &mut dyn AsmParser,
    mnemonic: &str,
    _ty: Option<Type>,
) -> Result<Attribute, Diag> {
    if let Some(e) = ENUMS.iter().find(|e| e.mnemonic == mnemonic) {
        return e.parse_after_mnemonic(p);
    }
    match FAMILIES.iter().find(|f| f.mnemonics.contains(&mnemonic)) {
        Some(f) => (f.parse)(p, mnemonic),
        None => Err(p.error(&format!("unknown hlo attribute: {mnemonic}"))),
    }
}

/// `DialectDef::print_attr`.
pub fn print_dialect_attr(p: &mut dyn AsmPrinter, attr: Attribute) -> bool {
    let ours = matches!(p.ctx().attr_data(attr), AttrData::Dialect { dialect, .. } if p.ctx().symbol_str(*dialect) == DIALECT);
    if !ours {
        return false;
    }
    for e in ENUMS {
        if let Some(v) = e.value_of(p.ctx(), attr) {
            let text = e.body(v);
            p.write_str(&text);
            return true;
        }
    }
    FAMILIES.iter().any(|f| (f.print)(p, attr))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn mnemonics_are_unique() {
        let mut all: Vec<&str> = ENUMS.iter().map(|e| e.mnemonic).collect();
        all.extend(FAMILIES.iter().flat_map(|f| f.mnemonics.iter().copied()));
        let n = all.len();
        all.sort_unstable();
        all.dedup();
        assert_eq!(all.len(), n, "a mnemonic is dispatched twice");
    }
}
