//! Replacing values the analysis proved constant, as upstream's SCCP rewrite: blocks in
//! program order (a block's nested regions right after it), each op's results then the
//! block's arguments; constants are created (once per value and type) at the start of the
//! entry block of the nearest region constants may go in, with an unknown location; an op
//! whose results were all replaced is erased if nothing else keeps it.

use rustc_hash::FxHashMap;
use xla_ir::rewrite::would_be_trivially_dead;
use xla_ir::{Attribute, BlockId, Body, Context, OpName, RegionId, Traits, Type, ValueId};

use super::analysis::FuncState;
use super::lattice::Lattice;

type ConstantKey = (RegionId, String, Attribute, Type);

/// Rewrites `body` with what `state` knows; returns how many values were replaced.
pub fn rewrite_body(ctx: &Context, body: &mut Body, state: &FuncState) -> usize {
    let mut constants: FxHashMap<ConstantKey, ValueId> = FxHashMap::default();
    let mut replaced = 0;
    let mut stack: Vec<BlockId> = Vec::new();
    for &r in body.root_regions().to_vec().iter().rev() {
        push_region(body, r, &mut stack);
    }
    while let Some(block) = stack.pop() {
        let ops: Vec<_> = body.block_ops(block).collect();
        let mut nested: Vec<RegionId> = Vec::new();
        for op in ops {
            if body.is_erased(op) {
                continue;
            }
            let results = body.results(op).to_vec();
            let mut all = !results.is_empty();
            for r in results {
                match replace(ctx, body, block, r, state.lattice(r), &mut constants) {
                    true => replaced += 1,
                    false => all = false,
                }
            }
            if all
                && would_be_trivially_dead(ctx, body, op)
                && body.results(op).iter().all(|&v| !body.has_uses(v))
            {
                body.erase_op(op);
                continue;
            }
            nested.extend_from_slice(body.local_regions(op));
        }
        for &arg in body.block_args(block).to_vec().iter() {
            if replace(ctx, body, block, arg, state.lattice(arg), &mut constants) {
                replaced += 1;
            }
        }
        // Regions of later ops go below earlier ones: the first op's regions come next.
        for &r in nested.iter().rev() {
            push_region(body, r, &mut stack);
        }
    }
    replaced
}

fn push_region(body: &Body, r: RegionId, stack: &mut Vec<BlockId>) {
    let blocks: Vec<BlockId> = body.region_blocks(r).collect();
    stack.extend(blocks.into_iter().rev());
}

/// Replaces the uses of `v` by a constant if its lattice is one; true if it did.
fn replace(
    ctx: &Context,
    body: &mut Body,
    block: BlockId,
    v: ValueId,
    lat: Lattice,
    constants: &mut FxHashMap<ConstantKey, ValueId>,
) -> bool {
    let Lattice::Constant(value, source) = lat else {
        return false;
    };
    let ty = body.value_type(v);
    let Some(c) = get_or_create_constant(ctx, body, block, source, value, ty, constants) else {
        return false;
    };
    if c != v {
        body.replace_all_uses(v, c);
    }
    true
}

fn get_or_create_constant(
    ctx: &Context,
    body: &mut Body,
    block: BlockId,
    source: OpName,
    value: Attribute,
    ty: Type,
    constants: &mut FxHashMap<ConstantKey, ValueId>,
) -> Option<ValueId> {
    let dialect = ctx.op_def(source)?.dialect_name().to_string();
    let region = insertion_region(ctx, body, block)?;
    let key = (region, dialect, value, ty);
    if let Some(&c) = constants.get(&key) {
        return Some(c);
    }
    let materialize = ctx.dialect_by_name(&key.1)?.materialize_constant?;
    let state = materialize(ctx, value, ty, ctx.unknown_loc())?;
    if state.result_types.as_slice() != [ty] {
        return None;
    }
    let entry = body.entry_block(region)?;
    let op = body.create_op(ctx, state);
    body.prepend_op(entry, op);
    let c = body.result(op, 0);
    constants.insert(key, c);
    Some(c)
}

/// The region constants for `block` go in: the nearest whose parent is isolated,
/// unregistered, or outside this body (MLIR's OperationFolder::getInsertionRegion).
fn insertion_region(ctx: &Context, body: &Body, mut block: BlockId) -> Option<RegionId> {
    loop {
        let region = body.block(block).parent_region()?;
        let Some(parent) = body.region_parent_op(region) else {
            return Some(region);
        };
        let def = ctx.op_def(body.op(parent).name);
        if def.is_none_or(|d| d.has_trait(Traits::ISOLATED_FROM_ABOVE)) {
            return Some(region);
        }
        block = body.op(parent).parent_block()?;
    }
}
