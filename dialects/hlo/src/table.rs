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
//! Rows carry the docs (summary, description, example) that docs/dialects/hlo.md is
//! generated from; [`defs`] turns a table into `OpDef`s named `hlo.<mnemonic>`.

use crate::types::DIALECT;
use xla_ir::asm::OpAsmResultNames;
use xla_ir::registry::{ParseFn, PrintFn, VerifyFn};
use xla_ir::{Arity, OpDef, OpRef, RegionKind, Traits};

/// One op, declared once.
#[derive(Copy, Clone)]
pub struct OpRow {
    /// The name after `hlo.`.
    pub mnemonic: &'static str,
    pub summary: &'static str,
    pub description: &'static str,
    /// One custom-syntax example for the docs (a full `%r = hlo.op ...` line).
    pub example: &'static str,
    pub traits: Traits,
    pub operands: Arity,
    pub results: Arity,
    pub regions: Arity,
    pub region_kind: RegionKind,
    /// Properties (`<{...}>` in the generic form).
    pub inherent: &'static [&'static str],
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
    /// The template every group starts from: no operands, one result, no regions.
    pub const EMPTY: OpRow = OpRow {
        mnemonic: "",
        summary: "",
        description: "",
        example: "",
        traits: Traits::NONE,
        operands: Arity::Exactly(0),
        results: Arity::Exactly(1),
        regions: Arity::Exactly(0),
        region_kind: RegionKind::SsaCfg,
        inherent: &[],
        verify: None,
        verify_after_traits: None,
        verify_regions: None,
        syntax: None,
        parents: &[],
        extend: None,
        result_names: &[],
    };

    /// `hlo.<mnemonic>`.
    pub fn name(&self) -> String {
        format!("{DIALECT}.{}", self.mnemonic)
    }

    pub fn def(&self) -> OpDef {
        let mut def = OpDef::new(self.name())
            .summary(self.summary)
            .description(self.description)
            .traits(self.traits)
            .operands(self.operands)
            .results(self.results)
            .regions(self.regions)
            .region_kind(self.region_kind)
            .inherent(self.inherent)
            .parents(self.parents);
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

/// Trait sets used across groups.
pub mod traits {
    use xla_ir::Traits;
    pub const PURE: Traits = Traits::PURE;
    /// Element-wise and free of side effects.
    pub const PURE_ELEMENTWISE: Traits = Traits(Traits::PURE.0 | Traits::ELEMENTWISE.0);
    pub const PURE_ELEMENTWISE_COMMUTATIVE: Traits =
        Traits(Traits::PURE.0 | Traits::ELEMENTWISE.0 | Traits::COMMUTATIVE.0);
}
