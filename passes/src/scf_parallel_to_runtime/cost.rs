//! The cost model: whether an outermost `scf.parallel` is worth the runtime, and its grain.
//! As XLA's parallel task assignment (xla/service/cpu/parallel_task_assignment.cc) it
//! estimates the loop's work and keeps small loops sequential; the unit here is one op of
//! the body (a load, a store, an add), nested `scf.for`s multiplied by their trip counts.

use xla_dialect_arith::ops as arith_ops;
use xla_dialect_scf::ops as scf_ops;
use xla_ir::ir::ValueDef;
use xla_ir::{AttrData, BlockId, Body, Context, ValueId};

/// The least work (ops) one task should do: below it, dispatching costs more than it saves.
pub const MIN_TASK_WORK: i64 = 32 * 1024;

/// The integer value of `v` when an `arith.constant` defines it.
pub fn constant_int(ctx: &Context, body: &Body, v: ValueId) -> Option<i64> {
    let ValueDef::Result { op, .. } = body.value(v).def else {
        return None;
    };
    if !arith_ops::ConstantOp::is(ctx, body.op(op).name) {
        return None;
    }
    match ctx.attr_data(xla_ir::OpRef::new(ctx, body, op).attr("value")?) {
        AttrData::Integer { value, .. } => i64::try_from(*value).ok(),
        _ => None,
    }
}

/// Iterations of a loop `lb to ub step s` with constant bounds (0 when empty).
pub fn trip_count(
    ctx: &Context,
    body: &Body,
    lb: ValueId,
    ub: ValueId,
    step: ValueId,
) -> Option<i64> {
    let (lb, ub, step) = (
        constant_int(ctx, body, lb)?,
        constant_int(ctx, body, ub)?,
        constant_int(ctx, body, step)?,
    );
    (step > 0).then(|| ub.saturating_sub(lb).max(0).saturating_add(step - 1) / step)
}

/// Estimated work of one run of `block`: one per op, a nested `scf.for` or `scf.parallel` its
/// body times its trip count (1 when not constant: an under-estimate keeps loops sequential, never wrong),
/// other regions once each.
pub fn block_work(ctx: &Context, body: &Body, block: BlockId) -> i64 {
    let mut work: i64 = 0;
    for op in body.block_ops(block) {
        let mut inner: i64 = 0;
        for &r in body.local_regions(op) {
            for b in body.region_blocks(r) {
                inner =
                    inner.saturating_add(stacker::maybe_grow(64 * 1024, 4 * 1024 * 1024, || {
                        block_work(ctx, body, b)
                    }));
            }
        }
        let operands: Vec<ValueId> = body.operands(op).collect();
        let trips = match (ctx.op_name_str(body.op(op).name), operands.as_slice()) {
            (scf_ops::ForOp::NAME, [lb, ub, step, ..]) => {
                trip_count(ctx, body, *lb, *ub, *step).unwrap_or(1)
            }
            (scf_ops::ParallelOp::NAME, _) => parallel_trips(ctx, body, op, &operands),
            _ => 1,
        };
        work = work
            .saturating_add(1)
            .saturating_add(inner.saturating_mul(trips));
    }
    work
}

/// Iterations of an `scf.parallel` nest: the product over its dimensions (1 for unknown ones).
fn parallel_trips(ctx: &Context, body: &Body, op: xla_ir::OpId, operands: &[ValueId]) -> i64 {
    let n = xla_dialect_scf::segment_sizes(&xla_ir::OpRef::new(ctx, body, op))
        .and_then(|s| s.first().copied())
        .unwrap_or(0);
    if operands.len() < 3 * n {
        return 1;
    }
    (0..n)
        .map(|d| {
            trip_count(ctx, body, operands[d], operands[n + d], operands[2 * n + d]).unwrap_or(1)
        })
        .fold(1i64, i64::saturating_mul)
}

/// Attribute of an `scf.parallel` whose producer sized its iterations as tasks (the matmul
/// kernel): its value is the grain, and the loop is outlined whatever the estimate.
pub const GRAIN_ATTR: &str = "xla.grain";

/// Attribute of a single-iteration `scf.parallel` that is a shared piece of code (the
/// matmul kernel's packing and macro-kernel): outlined wherever it is nested, called
/// directly, and one function for all identical ones (never fused with its neighbours).
pub const LEAF_ATTR: &str = "xla.leaf";

/// Attribute of an `scf.parallel` whose body only drives calls of leaves (the matmul
/// kernel's task loop): its outlined function is marked `optnone`, which LLVM compiles
/// without its optimization passes and with the fast instruction selector (compile time;
/// the work is in the leaves).
pub const OPTNONE_ATTR: &str = "xla.optnone";

/// The grain `p` carries in [`GRAIN_ATTR`] (at least 1).
pub fn given_grain(ctx: &Context, body: &Body, p: xla_ir::OpId) -> Option<i64> {
    let attr = xla_ir::OpRef::new(ctx, body, p).attr(GRAIN_ATTR)?;
    match ctx.attr_data(attr) {
        AttrData::Integer { value, .. } => Some(i64::try_from(*value).ok()?.max(1)),
        _ => None,
    }
}

/// The grain (least iterations per task) of a loop whose iterations each do `per_iteration`
/// work, or `None` to keep it sequential: fewer than two tasks' worth of work in all.
pub fn grain(per_iteration: i64, trips: Option<i64>, min_task_work: i64) -> Option<i64> {
    let per = per_iteration.max(1);
    let grain = (min_task_work / per + i64::from(min_task_work % per != 0)).max(1);
    match trips {
        Some(t) if t < grain.saturating_mul(2) => None,
        _ => Some(grain),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn small_loops_stay_sequential() {
        // 1000 iterations of 5 ops: 5000 < 2 tasks of 32k.
        assert_eq!(grain(5, Some(1000), MIN_TASK_WORK), None);
        // 16M iterations: tasks of 6554 iterations (32k ops each).
        assert_eq!(grain(5, Some(16 << 20), MIN_TASK_WORK), Some(6554));
        // Unknown trip counts are left to the runtime, which runs short ranges inline.
        assert_eq!(grain(5, None, MIN_TASK_WORK), Some(6554));
        // Heavy iterations: one per task.
        assert_eq!(grain(1 << 20, Some(2), MIN_TASK_WORK), Some(1));
        assert_eq!(grain(0, Some(1 << 20), 1), Some(1));
    }
}
