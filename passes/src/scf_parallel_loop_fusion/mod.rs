//! `--scf-parallel-loop-fusion`: fuses consecutive `scf.parallel` loops of a block that have
//! the same iteration space into one, when iteration i of the second touches only what
//! iteration i of the first wrote (upstream MLIR's pass of the same name is the model). After
//! `--convert-linalg-to-loops`, a row reduction and the element-wise ops that read its result
//! row by row (softmax's max, sum of exp and divide; layernorm's mean, variance and
//! normalization) become one loop over rows, whose body reads a row while it is in L1: the
//! input comes from memory once, not once per loop (XLA's reduction and multi-output
//! fusion). Consecutive `scf.for` loops without results fuse under the same condition (their
//! iterations then interleave in order), and the loops a fusion brings together fuse in turn:
//! a batched softmax becomes one loop over rows inside the loops over batch and heads.
//! See docs/lowering/scf-parallel-loop-fusion.md.

pub mod access;
#[cfg(test)]
mod tests;

use access::{accesses, may_interleave, root, Classes};
use xla_dialect_memref::ops as memref_ops;
use xla_dialect_scf::ops as scf_ops;
use xla_ir::ir::ValueDef;
use xla_ir::pass::PassInfo;
use xla_ir::{BlockId, Body, Context, Diag, OpId, OpRef, ValueId};

use crate::scf_parallel_to_runtime::cost::{constant_int, GRAIN_ATTR, LEAF_ATTR};

pub const ARGUMENT: &str = "scf-parallel-loop-fusion";
const DESCRIPTION: &str = "Fuse consecutive scf.parallel loops with the same iteration space whose iterations touch the same rows of the buffers they share";

#[derive(Default)]
pub struct ScfParallelLoopFusion;

pub fn info() -> PassInfo {
    PassInfo {
        argument: ARGUMENT,
        description: DESCRIPTION,
        factory: || Box::new(ScfParallelLoopFusion),
    }
}

func_body_pass!(ScfParallelLoopFusion, "ScfParallelLoopFusion", run);

/// Fuses the loops of every block of `body`, nested blocks included.
pub fn run(ctx: &Context, body: &mut Body) -> Result<(), Vec<Diag>> {
    let mut blocks = Vec::new();
    for &r in body.root_regions() {
        blocks_of(body, r, &mut blocks);
    }
    for b in blocks {
        fuse_block(ctx, body, b);
    }
    Ok(())
}

/// The blocks of region `r`, nested blocks before the block holding them: fusing a block's
/// loops erases the entry blocks of the loops it takes, which are then already done.
fn blocks_of(body: &Body, r: xla_ir::RegionId, out: &mut Vec<BlockId>) {
    for b in body.region_blocks(r) {
        for op in body.block_ops(b) {
            for &inner in body.local_regions(op) {
                stacker::maybe_grow(64 * 1024, 4 * 1024 * 1024, || blocks_of(body, inner, out));
            }
        }
        out.push(b);
    }
}

/// A loop this pass fuses: an `scf.parallel` or `scf.for` with one induction variable, no
/// results, no grain set by its producer, not a shared leaf. Its bounds and induction
/// variable.
struct Loop {
    lb: ValueId,
    ub: ValueId,
    step: ValueId,
    iv: ValueId,
    block: BlockId,
}

fn as_loop(ctx: &Context, body: &Body, op: OpId) -> Option<Loop> {
    let name = body.op(op).name;
    let looping = scf_ops::ParallelOp::is(ctx, name) || scf_ops::ForOp::is(ctx, name);
    if !looping || !body.results(op).is_empty() {
        return None;
    }
    let op_ref = OpRef::new(ctx, body, op);
    if op_ref.attr(GRAIN_ATTR).is_some() || op_ref.attr(LEAF_ATTR).is_some() {
        return None;
    }
    let operands: Vec<ValueId> = body.operands(op).collect();
    let [lb, ub, step] = operands.as_slice() else {
        return None;
    };
    let region = *body.local_regions(op).first()?;
    let block = body.entry_block(region)?;
    let [iv] = body.block_args(block) else {
        return None;
    };
    let terminator = body.last_op(block)?;
    if body.num_operands(terminator) != 0 || !body.local_regions(terminator).is_empty() {
        return None;
    }
    Some(Loop {
        lb: *lb,
        ub: *ub,
        step: *step,
        iv: *iv,
        block,
    })
}

/// Whether `a` and `b` are the same index: one value, equal constants, or the same
/// dimension of the same buffer.
pub fn same_index(ctx: &Context, body: &Body, a: ValueId, b: ValueId) -> bool {
    if a == b {
        return true;
    }
    if let (Some(x), Some(y)) = (constant_int(ctx, body, a), constant_int(ctx, body, b)) {
        return x == y;
    }
    let dim = |v: ValueId| match body.value(v).def {
        ValueDef::Result { op, .. } if memref_ops::DimOp::is(ctx, body.op(op).name) => {
            let ops: Vec<ValueId> = body.operands(op).collect();
            (ops.len() == 2).then(|| (ops[0], ops[1]))
        }
        _ => None,
    };
    match (dim(a), dim(b)) {
        (Some((m, i)), Some((n, j))) => m == n && same_index(ctx, body, i, j),
        _ => false,
    }
}

/// What to do with the ops between two loops to make them adjacent: those moved above the
/// first and the frees moved below the second; `None` when one of them must stay between.
fn clear_between(
    ctx: &Context,
    body: &Body,
    between: &[OpId],
    first: &[access::Access],
    second: &[access::Access],
    classes: &mut Classes,
) -> Option<(Vec<OpId>, Vec<OpId>)> {
    let (mut up, mut down) = (Vec::new(), Vec::new());
    for &op in between {
        if !body.local_regions(op).is_empty() {
            return None;
        }
        let name = ctx.op_name_str(body.op(op).name);
        let class_of = |classes: &mut Classes| {
            let buffer = body.operands(op).next()?;
            Some(classes.of(ctx, body, root(ctx, body, buffer).0))
        };
        match name {
            memref_ops::LoadOp::NAME => {
                let c = class_of(classes)?;
                if first.iter().any(|a| a.write && a.class.may_alias(c)) {
                    return None;
                }
                up.push(op);
            }
            memref_ops::DeallocOp::NAME => {
                let c = class_of(classes)?;
                if second.iter().any(|a| a.class.may_alias(c)) {
                    return None;
                }
                down.push(op);
            }
            memref_ops::AllocOp::NAME
            | memref_ops::AllocaOp::NAME
            | memref_ops::GetGlobalOp::NAME
            | memref_ops::DimOp::NAME
            | memref_ops::CastOp::NAME
            | memref_ops::ExpandShapeOp::NAME
            | memref_ops::CollapseShapeOp::NAME
            | memref_ops::SubViewOp::NAME
            | memref_ops::ReinterpretCastOp::NAME => up.push(op),
            _ if ["arith.", "math.", "complex.", "index."]
                .iter()
                .any(|p| name.starts_with(p)) =>
            {
                up.push(op)
            }
            _ => return None,
        }
    }
    Some((up, down))
}

/// Fuses runs of fusable loops in block `b`, each into the first loop of the run.
fn fuse_block(ctx: &Context, body: &mut Body, b: BlockId) {
    let mut classes = Classes::default();
    let mut cursor = body.first_op(b);
    while let Some(first) = cursor {
        cursor = body.next_op(first);
        let Some(p) = as_loop(ctx, body, first) else {
            continue;
        };
        let Some(mut first_accesses) = accesses(ctx, body, first, p.iv, &mut classes) else {
            continue;
        };
        // Take the following loops while they qualify.
        let mut fused = false;
        loop {
            let mut between = Vec::new();
            let mut next = body.next_op(first);
            while let Some(op) = next {
                if as_loop(ctx, body, op).is_some() || body.next_op(op).is_none() {
                    break;
                }
                between.push(op);
                next = body.next_op(op);
            }
            let Some(second) = next else { break };
            let Some(q) = as_loop(ctx, body, second) else {
                break;
            };
            // A sequential loop fuses only with a sequential one (its body may not run in
            // parallel), a parallel one with a parallel one.
            if body.op(first).name != body.op(second).name {
                break;
            }
            let same_space = same_index(ctx, body, p.lb, q.lb)
                && same_index(ctx, body, p.ub, q.ub)
                && same_index(ctx, body, p.step, q.step);
            if !same_space {
                break;
            }
            let Some(second_accesses) = accesses(ctx, body, second, q.iv, &mut classes) else {
                break;
            };
            if !may_interleave(&first_accesses, &second_accesses) {
                break;
            }
            let Some((up, down)) = clear_between(
                ctx,
                body,
                &between,
                &first_accesses,
                &second_accesses,
                &mut classes,
            ) else {
                break;
            };
            for op in up {
                body.move_op_before(op, first);
            }
            let mut after = second;
            for op in down {
                body.unlink_op(op);
                body.insert_op_after(after, op);
                after = op;
            }
            merge(body, &p, second, &q);
            first_accesses.extend(second_accesses);
            fused = true;
        }
        // The loops the fused bodies held are now siblings: fuse them too (a batched
        // softmax's loops over heads, then over rows).
        if fused {
            fuse_block(ctx, body, p.block);
        }
        cursor = body.next_op(first);
    }
}

/// Moves the body of loop `second` (`q`) to the end of `p`'s, on `p`'s induction variable,
/// and erases `second`.
fn merge(body: &mut Body, p: &Loop, second: OpId, q: &Loop) {
    body.replace_all_uses(q.iv, p.iv);
    let Some(anchor) = body.last_op(p.block) else {
        return;
    };
    let moved: Vec<OpId> = body.block_ops(q.block).collect();
    for &op in &moved[..moved.len().saturating_sub(1)] {
        body.move_op_before(op, anchor);
    }
    body.erase_op(second);
}
