//! `--convert-scf-to-cf`: structured control flow (scf.for, scf.if, scf.while,
//! scf.index_switch, scf.execute_region, scf.parallel) becomes blocks and cf branches in
//! the enclosing region, as upstream's SCFToControlFlow pass (see
//! docs/lowering/scf-to-cf.md). scf.parallel first becomes a nest of scf.for (sequential
//! loops), which then lower like any other.

use xla_dialect_scf::ops as scf_ops;
pub(crate) mod build;
pub(crate) mod parallel;
mod regions;

use xla_ir::pass::{Pass, PassInfo};
use xla_ir::rewrite::conversion::{
    apply_conversion_to_op, Action, ConversionMode, ConversionPattern, ConversionPatternSet,
    ConversionRewriter, ConversionTarget,
};
use xla_ir::{Context, Diag, OpData, OpId, ValueId};

pub const ARGUMENT: &str = "convert-scf-to-cf";
const DESCRIPTION: &str =
    "Convert SCF dialect to ControlFlow dialect, replacing structured control flow with a CFG";

#[derive(Default)]
pub struct ScfToCf;

pub fn info() -> PassInfo {
    PassInfo {
        argument: ARGUMENT,
        description: DESCRIPTION,
        factory: || Box::new(ScfToCf),
    }
}

type LowerFn = fn(OpId, &[ValueId], &mut ConversionRewriter<'_>) -> Result<bool, Diag>;

/// One op's lowering as a conversion pattern.
struct Lowering {
    root: &'static str,
    name: &'static str,
    benefit: u16,
    lower: LowerFn,
}

impl ConversionPattern for Lowering {
    fn root(&self) -> Option<&str> {
        Some(self.root)
    }
    fn name(&self) -> &str {
        self.name
    }
    fn benefit(&self) -> u16 {
        self.benefit
    }
    fn match_and_rewrite(
        &self,
        op: OpId,
        operands: &[ValueId],
        rw: &mut ConversionRewriter<'_>,
    ) -> Result<bool, Diag> {
        (self.lower)(op, operands, rw)
    }
}

/// The scf → cf patterns (usable by pipelines that convert more at once).
pub fn patterns() -> Vec<Box<dyn ConversionPattern>> {
    let l = |root, name, lower| -> Box<dyn ConversionPattern> {
        Box::new(Lowering {
            root,
            name,
            benefit: 1,
            lower,
        })
    };
    vec![
        // Tried first: the do-while form needs one block fewer.
        Box::new(Lowering {
            root: scf_ops::WhileOp::NAME,
            name: "DoWhileLowering",
            benefit: 2,
            lower: regions::lower_do_while,
        }),
        l(scf_ops::ForOp::NAME, "ForLowering", regions::lower_for),
        l(scf_ops::IfOp::NAME, "IfLowering", regions::lower_if),
        l(
            scf_ops::WhileOp::NAME,
            "WhileLowering",
            regions::lower_while,
        ),
        l(
            scf_ops::IndexSwitchOp::NAME,
            "IndexSwitchLowering",
            regions::lower_index_switch,
        ),
        l(
            scf_ops::ExecuteRegionOp::NAME,
            "ExecuteRegionLowering",
            regions::lower_execute_region,
        ),
        l(
            scf_ops::ParallelOp::NAME,
            "ParallelLowering",
            parallel::lower_parallel,
        ),
    ]
}

/// Everything but scf is legal.
pub fn target() -> ConversionTarget {
    let mut t = ConversionTarget::new();
    t.add_illegal_dialect("scf");
    t.set_unknown_op_action(Action::Legal);
    t
}

impl Pass for ScfToCf {
    fn argument(&self) -> &'static str {
        ARGUMENT
    }
    fn description(&self) -> &'static str {
        DESCRIPTION
    }
    fn name(&self) -> &'static str {
        "SCFToControlFlowPass"
    }
    fn run(&self, ctx: &Context, op: &mut OpData) -> Result<(), Vec<Diag>> {
        let patterns = ConversionPatternSet::new(ctx, patterns());
        apply_conversion_to_op(ctx, op, &target(), &patterns, None, ConversionMode::Partial)
            .map(|_| ())
            .map_err(|diags| {
                diags
                    .into_iter()
                    .map(|d| {
                        let loc = d.loc;
                        d.with_note(
                            loc,
                            format!("in --{ARGUMENT} (see docs/lowering/scf-to-cf.md)"),
                        )
                    })
                    .collect()
            })
    }
}

#[cfg(test)]
mod tests;
