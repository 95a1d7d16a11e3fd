//! `--loop-invariant-code-motion`: moves the ops of a loop's regions whose operands are all
//! defined outside the loop, that have no memory effects and that are speculatable (they
//! run even when the loop runs zero times) in front of the loop, as upstream's pass. Loops
//! are the RegionBranchOpInterface ops whose regions run again (`scf.for`, `scf.while`,
//! `scf.parallel`, `hlo.while`); inner loops go first, so invariants move out step by step.

use std::collections::VecDeque;
use xla_ir::interfaces::{is_memory_effect_free, is_speculatable, loop_regions};
use xla_ir::ir::{ValueDef, WalkOrder};
use xla_ir::pass::{Pass, PassInfo};
use xla_ir::rewrite::for_each_body;
use xla_ir::{Body, Context, Diag, OpData, OpId, OpRef, RegionId, Traits, ValueId};

pub const ARGUMENT: &str = "loop-invariant-code-motion";
const DESCRIPTION: &str = "Hoist loop invariant instructions outside of the loop";

#[derive(Default)]
pub struct LoopInvariantCodeMotion;

pub fn info() -> PassInfo {
    PassInfo {
        argument: ARGUMENT,
        description: DESCRIPTION,
        factory: || Box::new(LoopInvariantCodeMotion),
    }
}

impl Pass for LoopInvariantCodeMotion {
    fn argument(&self) -> &'static str {
        ARGUMENT
    }
    fn description(&self) -> &'static str {
        DESCRIPTION
    }
    fn name(&self) -> &'static str {
        "LoopInvariantCodeMotion"
    }
    fn run(&self, ctx: &Context, op: &mut OpData) -> Result<(), Vec<Diag>> {
        let Some(body) = op.isolated_body_mut() else {
            return Ok(());
        };
        for_each_body(body, &|b| {
            hoist_loop_invariants(ctx, b);
            Ok(())
        })
    }
}

/// Hoists the invariant ops of every loop of `body`, inner loops first; returns how many
/// moved.
pub fn hoist_loop_invariants(ctx: &Context, body: &mut Body) -> usize {
    let mut ops = Vec::new();
    body.walk_local(WalkOrder::PostOrder, |op| ops.push(op));
    let mut moved = 0;
    for op in ops {
        let regions: Vec<RegionId> = loop_regions(OpRef::new(ctx, body, op))
            .into_iter()
            .filter_map(|i| body.local_regions(op).get(i).copied())
            .collect();
        for region in regions {
            moved += hoist_from_region(ctx, body, op, region);
        }
    }
    moved
}

/// Upstream's `moveLoopInvariantCode` for one region of `lp`: the region's top-level ops
/// in order, then the users of each op that moved.
fn hoist_from_region(ctx: &Context, body: &mut Body, lp: OpId, region: RegionId) -> usize {
    let mut worklist: VecDeque<OpId> = body
        .region_blocks(region)
        .flat_map(|b| body.block_ops(b))
        .collect();
    let mut moved = 0;
    while let Some(op) = worklist.pop_front() {
        if body.is_erased(op) || op_region(body, op) != Some(region) {
            continue;
        }
        if !is_memory_effect_free(ctx, body, op)
            || !is_speculatable(ctx, body, op)
            || !can_be_hoisted(ctx, body, op, lp)
        {
            continue;
        }
        body.move_op_before(op, lp);
        moved += 1;
        for &r in body.results(op) {
            worklist.extend(
                body.uses(r)
                    .map(|(user, _)| user)
                    .filter(|&u| op_region(body, u) == Some(region)),
            );
        }
    }
    moved
}

fn op_region(body: &Body, op: OpId) -> Option<RegionId> {
    body.op(op)
        .parent_block()
        .and_then(|b| body.block(b).parent_region())
}

/// Not a terminator, and every value `op` or an op nested in it uses (other than values
/// defined inside `op`) is defined outside `lp`.
fn can_be_hoisted(ctx: &Context, body: &Body, op: OpId, lp: OpId) -> bool {
    if OpRef::new(ctx, body, op).has_trait(Traits::TERMINATOR) {
        return false;
    }
    let mut nested = vec![op];
    for &r in body.local_regions(op) {
        body.collect_region(r, WalkOrder::PreOrder, &mut nested);
    }
    nested.iter().all(|&o| {
        body.operands(o)
            .all(|v| is_inside(body, v, op) || !is_inside(body, v, lp))
    })
}

/// Whether `v` is defined in a region of `ancestor` (at any depth).
fn is_inside(body: &Body, v: ValueId, ancestor: OpId) -> bool {
    let block = match body.value(v).def {
        ValueDef::Result { op, .. } => body.op(op).parent_block(),
        ValueDef::BlockArg { block, .. } => Some(block),
    };
    let mut owner = block.and_then(|b| body.block_parent_op(b));
    while let Some(o) = owner {
        if o == ancestor {
            return true;
        }
        owner = body.parent_op(o);
    }
    false
}
