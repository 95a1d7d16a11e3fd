//! The op-table mechanism: every op is one `OpRow`, a `const` value built from a per-group
//! template with struct-update syntax, so a group of ops reads as a table:
//!
//! ```ignore
//! const UNARY: OpRow = OpRow { operands: Arity::Exactly(1), ..OpRow::EMPTY };
//! pub const OPS: &[OpRow] = &[
//!     OpRow { mnemonic: "abs", summary: "...", description: "...", example: "...", ..UNARY },
//! ];
//! ```
//!
//! A row's `decl` is the op's declaration (`declare_ops!` in the group's file): its name,
//! summary, operands, results, regions, properties and traits come from there and nowhere
//! else. Rows add the docs (description, example) that docs/dialects/hlo.md is generated
//! from, the verifiers and the syntax; [`defs`] turns a table into `OpDef`s.

use xla_ir::asm::OpAsmResultNames;
use xla_ir::op_decl::OpInfo;
use xla_ir::registry::{ParseFn, PrintFn, VerifyFn};
use xla_ir::{OpDef, OpRef, RegionKind, Traits};

/// One op, declared once.
#[derive(Copy, Clone)]
pub struct OpRow {
    /// The op's declaration: name, summary, operand/result/region groups, properties, traits.
    pub decl: OpInfo,
    pub description: &'static str,
    /// One custom-syntax example for the docs (a full `%r = hlo.op ...` line).
    pub example: &'static str,
    pub region_kind: RegionKind,
    /// ODS-style invariants, checked before the core traits.
    pub verify: Option<VerifyFn>,
    /// The op's own verifier, after the core traits (ODS `hasVerifier`).
    pub verify_after_traits: Option<VerifyFn>,
    /// Checks needing the regions verified first.
    pub verify_regions: Option<VerifyFn>,
    /// Custom syntax; `None` = generic form only.
    pub syntax: Option<(ParseFn, PrintFn)>,
    /// HasParent: allowed parent op names (empty = anywhere).
    pub parents: &'static [&'static str],
    /// Anything else the `OpDef` needs (interfaces such as symbol uses or block argument
    /// names).
    pub extend: Option<fn(&mut OpDef)>,
    /// Names suggested for the results, by index (`%output_state, %output = ...`;
    /// MLIR's `getAsmResultNames`); empty = none.
    pub result_names: &'static [&'static str],
}

impl OpRow {
    /// The template every group starts from (each row sets its `decl`).
    pub const EMPTY: OpRow = OpRow {
        decl: UNDECLARED,
        description: "",
        example: "",
        region_kind: RegionKind::SsaCfg,
        verify: None,
        verify_after_traits: None,
        verify_regions: None,
        syntax: None,
        parents: &[],
        extend: None,
        result_names: &[],
    };

    /// `hlo.<mnemonic>`.
    pub fn name(&self) -> &'static str {
        self.decl.name
    }

    pub fn def(&self) -> OpDef {
        let decl = &self.decl;
        let mut def = OpDef::new(decl.name)
            .summary(decl.summary)
            .description(self.description)
            .traits(decl.traits)
            .operands(decl.operand_arity())
            .results(decl.result_arity())
            .regions(decl.region_arity())
            .region_kind(self.region_kind)
            .parents(self.parents);
        def.inherent_attrs
            .extend(decl.attributes.iter().map(|a| a.name));
        if !self.example.is_empty() {
            def = def.example(self.example);
        }
        if let Some(f) = self.verify {
            def = def.verifier(f);
        }
        if let Some(f) = self.verify_after_traits {
            def = def.after_traits_verifier(f);
        }
        if let Some(f) = self.verify_regions {
            def = def.region_verifier(f);
        }
        if let Some((parse, print)) = self.syntax {
            def = def.syntax(parse, print);
        }
        if let Some(extend) = self.extend {
            extend(&mut def);
        }
        if !self.result_names.is_empty() {
            def.add_interface::<dyn OpAsmResultNames>(Box::new(ResultNames(self.result_names)));
        }
        def
    }
}

/// The placeholder of [`OpRow::EMPTY`] (a row without a declaration registers no op name
/// in the dialect: `tests` checks every row has one).
pub const UNDECLARED: OpInfo = OpInfo {
    name: "",
    summary: "",
    operands: &[],
    results: &[],
    attributes: &[],
    regions: &[],
    successors: &[],
    traits: Traits::NONE,
};

/// [`OpRow::result_names`] as the printer's naming interface.
struct ResultNames(&'static [&'static str]);

impl OpAsmResultNames for ResultNames {
    fn result_names(&self, op: OpRef<'_>) -> Vec<(usize, String)> {
        self.0
            .iter()
            .take(op.num_results())
            .enumerate()
            .map(|(i, n)| (i, n.to_string()))
            .collect()
    }
}

/// The `OpDef`s of a table.
pub fn defs(rows: &[OpRow]) -> Vec<OpDef> {
    rows.iter().map(OpRow::def).collect()
}
