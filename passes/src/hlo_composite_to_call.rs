//! `--hlo-legalize-composite-to-call`: replaces each `hlo.composite` with a `func.call` of its
//! `decomposition` function (StableHLO's `stablehlo-legalize-composite-to-call`), so the
//! composite lowers as its decomposition once `--inline` has run.

use xla_dialect_func::ops as func_ops;
use xla_dialect_hlo::ops as hlo_ops;
use xla_ir::pass::PassInfo;
use xla_ir::{Body, Context, Diag, OpRef, OperationState, ValueId};

pub const ARGUMENT: &str = "hlo-legalize-composite-to-call";
const DESCRIPTION: &str = "Replace hlo.composite ops with calls of their decomposition functions";

#[derive(Default)]
pub struct HloCompositeToCall;

pub fn info() -> PassInfo {
    PassInfo {
        argument: ARGUMENT,
        description: DESCRIPTION,
        factory: || Box::new(HloCompositeToCall),
    }
}

func_body_pass!(
    HloCompositeToCall,
    "HloLegalizeCompositeToCall",
    legalize_body
);

/// Rewrites every `hlo.composite` in `body`, nested regions included.
pub fn legalize_body(ctx: &Context, body: &mut Body) -> Result<(), Vec<Diag>> {
    let composites: Vec<_> = body
        .all_ops()
        .filter(|&id| {
            body.op(id).parent_block().is_some()
                && OpRef::new(ctx, body, id).name_str() == hlo_ops::CompositeOp::NAME
        })
        .collect();
    let mut errors = Vec::new();
    for id in composites {
        let op = OpRef::new(ctx, body, id);
        let Some(callee) = op.attr("decomposition") else {
            errors.push(op.error(format!(
                "failed to legalize to a call ({ARGUMENT}): it has no 'decomposition'"
            )));
            continue;
        };
        let operands: Vec<ValueId> = op.operands().collect();
        let state = OperationState::new(ctx, func_ops::CallOp::NAME, op.loc())
            .operands(&operands)
            .results(&op.result_types())
            .attr(ctx, "callee", callee);
        let call = body.create_op(ctx, state);
        body.insert_op_before(id, call);
        for (i, &r) in body.results(id).to_vec().iter().enumerate() {
            let new = body.result(call, i);
            body.replace_all_uses(r, new);
        }
        body.erase_op(id);
    }
    if errors.is_empty() {
        Ok(())
    } else {
        Err(errors)
    }
}
