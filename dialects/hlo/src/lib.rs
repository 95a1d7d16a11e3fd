//! The `hlo` dialect: XLA's HLO operations (the XLA operation semantics are normative),
//! with StableHLO's constraints, messages and pretty syntax under the `hlo.` prefix.
//! `stablehlo.*` and `mhlo.*` names, `!stablehlo.token` and `#stablehlo<...>` parse as
//! this dialect (dialect aliases); `PrintOptions::dialect_renames` prints it back as
//! `stablehlo`.
//!
//! Layout (to extend: add a file under `ops/` with a `const OPS: &[OpRow]` table and list
//! it in `ops::TABLES`; attributes go under `attrs/`):
//! - [`types`]: `!hlo.token` and the spec's element-type classes;
//! - [`attrs`]: the dialect's attributes (enums such as `#hlo<comparison_direction LT>`);
//! - [`table`]: `OpRow`, the one-row-per-op declaration with docs;
//! - [`syntax`]: shared pretty-form pieces; [`verify_util`]: shared checks and messages;
//! - [`broadcast`]: XLA's implicit broadcasting rules;
//! - [`dims`]: dimension-list checks of the shape inference; [`const_operand`]: constant
//!   values of shape operands; [`reducer`]: combiner-region checks;
//! - [`ops`]: the op groups.

pub mod attrs;
pub mod broadcast;
pub mod const_operand;
pub mod dims;
pub mod display;
pub mod ops;
pub mod reducer;
pub mod syntax;
pub mod table;
pub mod types;
pub mod verify_util;

#[cfg(test)]
mod tests;

pub use types::DIALECT;

use xla_ir::DialectDef;

/// Dialect names that parse as `hlo`.
pub const ALIASES: &[&str] = &["stablehlo", "mhlo"];

/// The `hlo` dialect, ready for `Context::load_dialect`.
pub fn dialect() -> DialectDef {
    let mut d = DialectDef::new(DIALECT);
    d.summary = "XLA's HLO operations, with StableHLO's syntax and constraints".to_string();
    d.aliases = ALIASES.iter().map(|s| s.to_string()).collect();
    d.parse_type = Some(types::parse_type);
    d.print_type = Some(types::print_type);
    d.parse_attr = Some(attrs::parse_dialect_attr);
    d.print_attr = Some(attrs::print_dialect_attr);
    d.materialize_constant = Some(ops::constant::materialize);
    d.ops = ops::TABLES.iter().flat_map(|t| table::defs(t)).collect();
    d
}
