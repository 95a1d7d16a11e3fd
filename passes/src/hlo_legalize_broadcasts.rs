//! `--hlo-legalize-broadcasts`: makes every implicit broadcast of the hlo element-wise
//! binary ops (and `hlo.compare`) explicit. Each operand whose shape differs from the
//! result's (or that `broadcast_dimensions` maps) goes through an `hlo.broadcast_in_dim`
//! to the result shape, and `broadcast_dimensions` is dropped:
//!
//! ```mlir
//! %r = hlo.add %m, %v {broadcast_dimensions = array<i64: 1>} : (tensor<2x3xf32>, tensor<3xf32>) -> tensor<2x3xf32>
//! // becomes
//! %b = hlo.broadcast_in_dim %v, dims = [1] : (tensor<3xf32>) -> tensor<2x3xf32>
//! %r = hlo.add %m, %b : tensor<2x3xf32>
//! ```
//!
//! A broadcast into a dynamic result dimension has no static `broadcast_in_dim`: the pass
//! reports it as an error.

use xla_dialect_hlo::broadcast::Plan;
use xla_dialect_hlo::ops as hlo_ops;
use xla_dialect_hlo::ops::binary::{implicit_broadcast, BROADCAST_DIMENSIONS};
use xla_dialect_hlo::ops::broadcast_in_dim;
use xla_ir::pass::PassInfo;
use xla_ir::{Body, Context, Diag, OpId, OpRef, OperationState, DYNAMIC};

pub const ARGUMENT: &str = "hlo-legalize-broadcasts";
const DESCRIPTION: &str =
    "Make the implicit broadcasts of hlo element-wise binary ops explicit hlo.broadcast_in_dim ops";

#[derive(Default)]
pub struct HloLegalizeBroadcasts;

pub fn info() -> PassInfo {
    PassInfo {
        argument: ARGUMENT,
        description: DESCRIPTION,
        factory: || Box::new(HloLegalizeBroadcasts),
    }
}

func_body_pass!(
    HloLegalizeBroadcasts,
    "HloLegalizeBroadcasts",
    legalize_body
);

/// One op to rewrite: its plan, computed before the body is mutated.
struct Rewrite {
    op: OpId,
    plan: Plan,
}

/// Rewrites every implicitly broadcasting op of `body` (nested isolated ops are left to
/// their own pass runs).
pub fn legalize_body(ctx: &Context, body: &mut Body) -> Result<(), Vec<Diag>> {
    let mut rewrites = Vec::new();
    let mut errors = Vec::new();
    for id in body.all_ops() {
        if body.op(id).parent_block().is_none() {
            continue;
        }
        let op = OpRef::new(ctx, body, id);
        let Some(plan) = implicit_broadcast(op) else {
            continue;
        };
        if plan.shape.contains(&DYNAMIC) {
            errors.push(op.error(format!(
                "cannot make the implicit broadcast explicit: the result shape {} is dynamic",
                xla_dialect_hlo::display::shape_str(&plan.shape)
            )));
            continue;
        }
        rewrites.push(Rewrite { op: id, plan });
    }
    if !errors.is_empty() {
        return Err(errors);
    }
    for r in rewrites {
        apply(ctx, body, r);
    }
    Ok(())
}

fn apply(ctx: &Context, body: &mut Body, r: Rewrite) {
    for (i, dims) in r.plan.operand_dims.iter().enumerate() {
        let value = body.operand(r.op, i);
        let ty = body.value_type(value);
        let shape = ctx.shape(ty).unwrap_or(&[]);
        let identity = dims.iter().enumerate().all(|(k, &d)| d == k as i64);
        if shape == r.plan.shape.as_slice() && identity {
            continue;
        }
        let target = ctx.tensor_type(&r.plan.shape, ctx.element_type(ty));
        let loc = body.op(r.op).loc;
        let state = OperationState::new(ctx, hlo_ops::BroadcastInDimOp::NAME, loc)
            .operands(&[value])
            .results(&[target])
            .attr(
                ctx,
                broadcast_in_dim::BROADCAST_DIMENSIONS,
                ctx.dense_i64_array(dims),
            );
        let b = body.create_op(ctx, state);
        body.insert_op_before(r.op, b);
        let new_value = body.result(b, 0);
        body.set_operand(r.op, i, new_value);
    }
    body.op_mut(r.op)
        .props
        .remove_str(ctx, BROADCAST_DIMENSIONS);
}

#[cfg(test)]
mod tests;
