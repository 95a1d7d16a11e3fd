//! Region simplification for `--canonicalize` (`region-simplify`): erase blocks no path
//! from the entry reaches, erase dead ops and block arguments that are dead (unused, or
//! only passed around to dead arguments; when every predecessor is a known branch), and merge
//! a block into its single predecessor when that ends in an unconditional branch to it whose
//! BranchOpInterface asks for it (upstream gets this one from cf.br's canonicalization).

use rustc_hash::{FxHashMap, FxHashSet};
use xla_ir::ir::{ValueDef, WalkOrder};
use xla_ir::rewrite::would_be_trivially_dead;
use xla_ir::{BlockId, Body, Context, OpId, RegionId, ValueId};

use crate::branch::{erase_successor_operand, successor_operand_ranges};
use crate::dominance::{reverse_post_order, successors};
use xla_ir::interfaces::BranchOpInterface;

/// Simplifies every region of `body` (nested local regions included); true if it changed.
pub fn simplify_regions(ctx: &Context, body: &mut Body) -> bool {
    let mut regions: Vec<RegionId> = body.root_regions().to_vec();
    let mut ops = Vec::new();
    body.walk_local(WalkOrder::PreOrder, |op| ops.push(op));
    for op in ops {
        regions.extend_from_slice(body.local_regions(op));
    }
    let mut changed = false;
    for r in regions {
        if body.region_parent_op(r).is_some_and(|p| body.is_erased(p)) {
            continue;
        }
        changed |= erase_unreachable_blocks(body, r);
        changed |= drop_dead_block_args(ctx, body, r);
        changed |= merge_into_single_predecessor(ctx, body, r);
    }
    changed
}

fn erase_unreachable_blocks(body: &mut Body, region: RegionId) -> bool {
    let blocks: Vec<BlockId> = body.region_blocks(region).collect();
    if blocks.len() < 2 {
        return false;
    }
    let reachable: FxHashSet<BlockId> = reverse_post_order(body, region).into_iter().collect();
    let dead: Vec<BlockId> = blocks
        .into_iter()
        .filter(|b| !reachable.contains(b))
        .collect();
    for &b in &dead {
        body.erase_block(b);
    }
    !dead.is_empty()
}

/// Each (predecessor terminator, successor slot) that branches to `block`.
fn incoming(body: &Body, region: RegionId, block: BlockId) -> Vec<(OpId, usize)> {
    let mut out = Vec::new();
    for p in body.region_blocks(region) {
        let Some(t) = body.last_op(p) else { continue };
        for (i, &s) in body.op(t).successors().iter().enumerate() {
            if s == block {
                out.push((t, i));
            }
        }
    }
    out
}

/// Upstream's region DCE: a value is live when a live op uses it; ops with effects,
/// terminators and ops with regions are live; a branch operand is live only when the block
/// argument it feeds is (so arguments that only feed themselves around a loop die). Dead
/// ops and dead arguments of blocks whose predecessors are all known branches (or
/// unregistered ops, as upstream) are erased.
fn drop_dead_block_args(ctx: &Context, body: &mut Body, region: RegionId) -> bool {
    let blocks: Vec<BlockId> = body.region_blocks(region).collect();
    if blocks.len() < 2 {
        return false;
    }
    // Blocks whose arguments may be erased: non-entry, every predecessor a known branch or
    // an unregistered op (upstream does not look at those; their operands stay).
    let mut prunable: FxHashMap<BlockId, Vec<(OpId, usize)>> = FxHashMap::default();
    for &b in &blocks[1..] {
        let edges = incoming(body, region, b);
        let understood = |t: OpId| {
            successor_operand_ranges(ctx, body, t).is_some()
                || ctx.op_def(body.op(t).name).is_none()
        };
        if edges.iter().all(|&(t, _)| understood(t)) {
            prunable.insert(b, edges);
        }
    }
    if prunable.is_empty() {
        return false;
    }
    let mut live: FxHashSet<ValueId> = FxHashSet::default();
    let mut work: Vec<ValueId> = Vec::new();
    let mut live_ops: FxHashSet<OpId> = FxHashSet::default();
    let mark_op =
        |op: OpId, body: &Body, live_ops: &mut FxHashSet<OpId>, work: &mut Vec<ValueId>| {
            if !live_ops.insert(op) {
                return;
            }
            // Forwarded branch operands wait for their block argument to be live.
            let forwarded: FxHashSet<usize> = match successor_operand_ranges(ctx, body, op) {
                Some(ranges) => ranges.iter().flat_map(|&(s, l)| s..s + l).collect(),
                None => FxHashSet::default(),
            };
            work.extend(
                body.operands(op)
                    .enumerate()
                    .filter(|(i, _)| !forwarded.contains(i))
                    .map(|(_, v)| v),
            );
            // Values used inside the op's regions.
            let (rb, regions) = body.op_regions(op);
            if std::ptr::eq(rb, body) {
                for &r in regions {
                    let mut inner = Vec::new();
                    body.collect_region(r, WalkOrder::PreOrder, &mut inner);
                    for o in inner {
                        work.extend(body.operands(o));
                    }
                }
            }
        };
    for &b in &blocks {
        for op in body.block_ops(b) {
            if body.op(op).num_regions() > 0 || !would_be_trivially_dead(ctx, body, op) {
                mark_op(op, body, &mut live_ops, &mut work);
            }
        }
        if !prunable.contains_key(&b) {
            work.extend_from_slice(body.block_args(b));
        }
    }
    while let Some(v) = work.pop() {
        if !live.insert(v) {
            continue;
        }
        match body.value(v).def {
            ValueDef::Result { op, .. } => mark_op(op, body, &mut live_ops, &mut work),
            ValueDef::BlockArg { block, index } => {
                let Some(edges) = prunable.get(&block) else {
                    continue;
                };
                for &(t, slot) in edges {
                    if let Some(&(start, _)) = successor_operand_ranges(ctx, body, t)
                        .and_then(|r| r.get(slot).copied())
                        .as_ref()
                    {
                        work.push(body.operand(t, start + index as usize));
                    }
                }
            }
        }
    }
    // Dead arguments: drop their operands first, then the dead ops, then the arguments.
    let mut changed = false;
    let mut dead_args: Vec<(BlockId, usize)> = Vec::new();
    for &b in prunable.keys() {
        for (i, &a) in body.block_args(b).iter().enumerate().rev() {
            if !live.contains(&a) {
                dead_args.push((b, i));
            }
        }
    }
    dead_args.sort_by_key(|&(b, i)| (b, std::cmp::Reverse(i)));
    for &(b, i) in &dead_args {
        for &(t, slot) in &prunable[&b] {
            erase_successor_operand(ctx, body, t, slot, i);
        }
    }
    let mut dead_ops: Vec<OpId> = Vec::new();
    for &b in &blocks {
        dead_ops.extend(body.block_ops(b).filter(|o| !live_ops.contains(o)));
    }
    for &op in dead_ops.iter().rev() {
        body.erase_op(op);
        changed = true;
    }
    for &(b, i) in &dead_args {
        if body.has_uses(body.block_args(b)[i]) {
            continue;
        }
        body.erase_block_arg(b, i);
        changed = true;
    }
    changed
}

fn merge_into_single_predecessor(ctx: &Context, body: &mut Body, region: RegionId) -> bool {
    let merges = |body: &Body, op: OpId| {
        ctx.op_def(body.op(op).name)
            .and_then(|d| d.interface::<dyn BranchOpInterface>())
            .is_some_and(|b| b.merges_into_single_predecessor())
    };
    let mut changed = false;
    loop {
        let blocks: Vec<BlockId> = body.region_blocks(region).skip(1).collect();
        let mut merged = false;
        for b in blocks {
            let edges = incoming(body, region, b);
            let [(t, 0)] = edges.as_slice() else { continue };
            let Some(pred) = body.op(*t).parent_block() else {
                continue;
            };
            if pred == b || !merges(body, *t) || successors(body, pred) != [b] {
                continue;
            }
            let Some(&[(start, len)]) = successor_operand_ranges(ctx, body, *t).as_deref() else {
                continue;
            };
            let values: Vec<ValueId> = body.operands(*t).skip(start).take(len).collect();
            if values.len() != body.block_args(b).len() {
                continue;
            }
            for (arg, v) in body.block_args(b).to_vec().into_iter().zip(values) {
                body.replace_all_uses(arg, v);
            }
            body.erase_op(*t);
            body.splice_block_end(b, pred);
            body.erase_block(b);
            merged = true;
            changed = true;
            break;
        }
        if !merged {
            return changed;
        }
    }
}
