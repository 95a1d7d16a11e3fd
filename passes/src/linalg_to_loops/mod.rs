//! `--convert-linalg-to-loops`: linalg structured ops on memrefs (buffer semantics) become
//! `scf.for` nests of `memref.load` / `memref.store` with the op's region inlined in the
//! innermost loop (`linalg.index` becomes the loop's induction variable), as upstream's
//! pass (see docs/lowering/linalg-to-loops.md). The outermost loop is an `scf.parallel`
//! when its iterations write distinct output elements and the body only computes (option
//! `parallel=false`: never); the others are sequential `scf.for`.
//! Unlike upstream, the innermost loop is the one walking most operands contiguously when
//! that keeps each output element's update order (`order.rs`; matmul nests as i, k, j).
//! Ops on tensors are left alone (bufferize first).

pub(crate) mod accumulate;
pub(crate) mod indexing;
mod lower;
mod order;
mod tiling;

#[cfg(test)]
mod tests;

use xla_dialect_linalg::ops::StructuredOpKind;
use xla_ir::pass::{Pass, PassInfo, PassOptionDoc};
use xla_ir::rewrite::conversion::{
    apply_conversion_to_op, Action, ConversionMode, ConversionPattern, ConversionPatternSet,
    ConversionRewriter, ConversionTarget,
};
use xla_ir::{Context, Diag, OpData, OpId, OpRef, ValueId};

pub const ARGUMENT: &str = "convert-linalg-to-loops";
const DESCRIPTION: &str = "Convert the operations from the linalg dialect into loops";

/// The pass; `parallel` (option `parallel`, default on) makes the outermost loop of a nest
/// an `scf.parallel` where its iterations are independent (lower.rs).
pub struct LinalgToLoops {
    pub parallel: bool,
}

impl Default for LinalgToLoops {
    fn default() -> Self {
        LinalgToLoops { parallel: true }
    }
}

pub fn info() -> PassInfo {
    PassInfo {
        argument: ARGUMENT,
        description: DESCRIPTION,
        factory: || Box::new(LinalgToLoops::default()),
    }
}

/// A structured op works on buffers when it has no results and no tensor operand.
pub fn has_buffer_semantics(op: OpRef<'_>) -> bool {
    op.num_results() == 0 && op.operand_types().iter().all(|&t| !op.ctx.is_tensor(t))
}

struct LowerToLoops {
    root: &'static str,
    parallel: bool,
}

impl ConversionPattern for LowerToLoops {
    fn root(&self) -> Option<&str> {
        Some(self.root)
    }
    fn name(&self) -> &str {
        "LinalgRewritePattern"
    }
    fn match_and_rewrite(
        &self,
        op: OpId,
        operands: &[ValueId],
        rw: &mut ConversionRewriter<'_>,
    ) -> Result<bool, Diag> {
        lower::lower(op, operands, rw, self.parallel)
    }
}

/// The patterns; `parallel` as the pass's option.
pub fn patterns(parallel: bool) -> Vec<Box<dyn ConversionPattern>> {
    StructuredOpKind::ALL
        .iter()
        .map(|kind| {
            let root = kind.name();
            Box::new(LowerToLoops { root, parallel }) as Box<dyn ConversionPattern>
        })
        .collect()
}

/// Structured ops on buffers are illegal; everything else (ops on tensors included) is legal.
pub fn target() -> ConversionTarget {
    let mut t = ConversionTarget::new();
    for kind in StructuredOpKind::ALL {
        t.add_dynamically_legal_op(kind.name(), |op| !has_buffer_semantics(op));
    }
    t.set_unknown_op_action(Action::Legal);
    t
}

impl Pass for LinalgToLoops {
    fn argument(&self) -> &'static str {
        ARGUMENT
    }
    fn description(&self) -> &'static str {
        DESCRIPTION
    }
    fn name(&self) -> &'static str {
        "ConvertLinalgToLoopsPass"
    }
    fn set_option(&mut self, name: &str, value: &str) -> Result<(), String> {
        match (name, value.trim()) {
            ("parallel", "true" | "1") => self.parallel = true,
            ("parallel", "false" | "0") => self.parallel = false,
            ("parallel", other) => {
                return Err(format!(
                    "option 'parallel' takes true or false, not '{other}'"
                ))
            }
            _ => return Err(format!("no such option '{name}'")),
        }
        Ok(())
    }
    fn options(&self) -> Vec<(String, String)> {
        vec![("parallel".into(), self.parallel.to_string())]
    }
    fn option_docs(&self) -> Vec<PassOptionDoc> {
        vec![PassOptionDoc { name: "parallel", value_kind: "bool", description: "Emit the outermost loop as scf.parallel when its iterations write distinct output elements (false: scf.for only)" }]
    }
    fn run(&self, ctx: &Context, op: &mut OpData) -> Result<(), Vec<Diag>> {
        let patterns = ConversionPatternSet::new(ctx, patterns(self.parallel));
        apply_conversion_to_op(ctx, op, &target(), &patterns, None, ConversionMode::Partial)
            .map(|_| ())
    }
}
