//! The dialect's attributes, one file per family, and the dispatch the dialect's
//! `parse_attr` / `print_attr` hooks use.
//!
//! Attribute bodies never name the dialect: the printer writes the prefix (`#hlo<...>`,
//! or `#stablehlo<...>` under `PrintOptions::dialect_renames`) and the parser accepts
//! every alias of the dialect, so one syntax serves hlo and StableHLO.
//!
//! Storage: `AttrData::Dialect { dialect: "hlo", mnemonic, params }`. Enums are
//! [`EnumAttr`]s (`#hlo<comparison_direction LT>`, StableHLO's verbose form).
//! Struct attributes ([`StructAttr`]) print
//! in the pretty form `#hlo.channel_handle<handle = 1, type = 0>`.
//! To add a family: a file with its `EnumAttr`s / `StructAttr`s (or parse/print functions)
//! and one entry in [`ENUMS`], [`STRUCTS`] or in [`parse_dialect_attr`] / [`print_dialect_attr`].

pub mod channel;
pub mod comparison;
mod enum_attr;
pub mod mesh;
pub mod rng;
pub mod struct_attr;

pub use enum_attr::EnumAttr;
pub use struct_attr::StructAttr;

use xla_ir::asm::{AsmParser, AsmPrinter};
use xla_ir::{Attribute, Diag, Type};

/// Every enum attribute of the dialect; parse and print dispatch on the mnemonic.
pub const ENUMS: &[&EnumAttr] = &[
    &comparison::COMPARISON_DIRECTION,
    &comparison::COMPARISON_TYPE,
    &rng::RNG_DISTRIBUTION,
    &rng::RNG_ALGORITHM,
];

/// Every struct attribute of the dialect (`#hlo.channel_handle<handle = 1, type = 0>`).
pub const STRUCTS: &[&StructAttr] = &[
    &channel::CHANNEL_HANDLE,
    &mesh::REPLICA_GROUP_MESH_AXES,
    &mesh::MESH,
    &mesh::MESH_AXIS,
    &mesh::AXIS_REF,
];

/// `DialectDef::parse_attr`: the mnemonic has been read (`comparison_direction` of
/// `#hlo<comparison_direction LT>`); the parser stands after it.
pub fn parse_dialect_attr(p: &mut dyn AsmParser, mnemonic: &str, _ty: Option<Type>) -> Result<Attribute, Diag> {
    if let Some(e) = ENUMS.iter().find(|e| e.mnemonic == mnemonic) {
        return e.parse_after_mnemonic(p);
    }
    if let Some(s) = STRUCTS.iter().find(|s| s.mnemonic == mnemonic) {
        return s.parse_after_mnemonic(p);
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
    STRUCTS.iter().any(|s| s.print(p, attr))
}
