//! The `hlo` dialect: XLA's HLO operations (the XLA operation semantics are normative),
//! with StableHLO's constraints, messages and pretty syntax under the `hlo.` prefix.
//! `stablehlo.*` and `mhlo.*` names, `!stablehlo.token` and `#stablehlo<...>` parse as
//! this dialect (dialect aliases, [`ALIASES`]); `PrintOptions::dialect_renames` (xla-opt
//! `--hlo-print-stablehlo`) prints it back under `stablehlo`.
//!
//! Layout:
//! - [`types`]: `!hlo.token` and the spec's element-type classes (`class::*` bit sets,
//!   `element_class`, `is_int_or_pred`, ...);
//! - [`attrs`]: attribute families (`AttrFamily`), enums (`EnumAttr`, e.g.
//!   `#hlo<comparison_direction LT>`);
//! - [`ops`]: the op groups, one file each: each op declared once (`declare_ops!`: name,
//!   summary, operands, results, regions, properties, traits; typed views such as
//!   `ops::AddOp` with `NAME`, `isa`/`dyn_cast`), and a table of `OpRow`s taking their facts
//!   from the declarations;
//! - [`table`]: `OpRow`, one `const` row per op with its docs, verifiers and syntax, built
//!   from a per-group template with struct-update syntax;
//! - [`syntax`]: shared pretty-form pieces (same-or-functional trailing type, `dims = [..]`);
//! - [`verify_util`]: shared checks with StableHLO's messages (ODS-style type constraints,
//!   compatible shapes with `?`, inferred result types);
//! - [`broadcast`]: XLA's implicit broadcasting rules (used by `ops::binary`, `compare` and
//!   `--hlo-legalize-broadcasts` in the `xla-passes` crate);
//! - [`display`]: types as diagnostics print them;
//! - [`regions`]: checks of ops with computations (single-block regions ending in
//!   `hlo.return`, their arguments and returned types);
//! - [`collective`]: replica groups, channels and checks shared by collectives and transfers;
//! - [`reducer`]: reduction regions (StableHLO's `verifyReducerShape`);
//! - [`region_branch`]: `hlo.if`, `hlo.case` and `hlo.while` as RegionBranchOpInterface;
//! - [`dense`]: reading integer `dense<...>` attributes lazily; [`const_operand`]: the
//!   values of constant shape operands;
//! - [`elementwise`]: the element-wise ops and their kinds, matched by the interpreter and
//!   the scalar lowering;
//! - [`quantized`]: StableHLO's constraints on `!quant.uniform` operands (`ops::quantize`
//!   holds `uniform_quantize` / `uniform_dequantize`);
//! - [`dims`]: dimension-list checks of the shape inference (sorted, unique, in bounds);
//! - [`canonical`]: canonicalization patterns, one file per group.
//!
//! XLA's `Call` is `func.call`, as in StableHLO (no `hlo.call`: the func dialect's call
//! already checks the callee's signature); `CompositeCall` is `hlo.composite`.
//!
//! Adding ops: create `ops/<group>.rs` declaring the ops (`xla_ir::declare_ops!`, listed as
//! `DECLS`) and a `pub const OPS: &[OpRow]` (a template row for the group, then one row per
//! op with `decl: XOp::INFO`, `description`, `example`, `verify` (ODS invariants:
//! `check_tensor_of`, attribute kinds), `verify_after_traits` (the op's own rules),
//! `syntax`), and list it in `ops::TABLES`, `ops::DECLARED` and the `pub use` list of
//! `ops`; an element-wise op also gets a variant in [`elementwise::Elementwise`]. Verifier
//! order follows MLIR: `verify`, then the declared core traits, then `verify_after_traits`,
//! then `verify_regions`. Messages are StableHLO's where it has the rule (check
//! /work/shared/conformance/stablehlo/ops_stablehlo.mlir), otherwise they name the rule and
//! the dimensions involved.

pub mod attrs;
pub mod broadcast;
pub mod builder;
pub mod canonical;
pub mod collective;
pub mod const_operand;
pub mod dense;
pub mod dims;
pub mod display;
pub mod elementwise;
pub mod infer;
pub mod ops;
pub mod quantized;
pub mod reducer;
pub mod region_branch;
pub mod regions;
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
    for def in &mut d.ops {
        let mnemonic = def.name.strip_prefix("hlo.").unwrap_or_default();
        def.canonicalize = canonical::hook_for(mnemonic);
    }
    region_branch::attach(&mut d);
    d
}
