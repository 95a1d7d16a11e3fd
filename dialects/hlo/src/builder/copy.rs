//! Copies a computation's region (built in its own body) into the body of the op using it:
//! regions of non-isolated ops live in the enclosing body, so the ops are recreated there.

use std::collections::HashMap;
use xla_ir::ir::OpRegions;
use xla_ir::{BlockId, Body, Context, OpId, OperationState, RegionId, ValueId};

/// A new detached region of `dst` holding a copy of `src`'s first root region. With
/// `inline_args`, the entry block's arguments are replaced by those values (regions without
/// arguments, such as `hlo.if`'s branches, get their operands that way).
pub fn copy_computation(
    ctx: &Context,
    src: &Body,
    dst: &mut Body,
    inline_args: Option<&[ValueId]>,
) -> RegionId {
    let mut values = HashMap::new();
    let Some(&region) = src.root_regions().first() else {
        return dst.create_region();
    };
    let mut entry_args = Vec::new();
    if let (Some(args), Some(entry)) = (inline_args, src.entry_block(region)) {
        for (&old, &new) in src.block_args(entry).iter().zip(args) {
            values.insert(old, new);
        }
        entry_args = src.block_args(entry).to_vec();
    }
    copy_region(ctx, src, region, dst, &mut values, &entry_args)
}

fn copy_region(
    ctx: &Context,
    src: &Body,
    region: RegionId,
    dst: &mut Body,
    values: &mut HashMap<ValueId, ValueId>,
    inlined: &[ValueId],
) -> RegionId {
    stacker::maybe_grow(64 * 1024, 4 * 1024 * 1024, || {
        let new_region = dst.create_region();
        let mut blocks: HashMap<BlockId, BlockId> = HashMap::new();
        for b in src.region_blocks(region) {
            let nb = dst.create_block();
            dst.append_block(new_region, nb);
            for &a in src.block_args(b).iter().filter(|a| !inlined.contains(a)) {
                let loc = src.value(a).loc;
                let na = dst.add_block_arg(nb, src.value_type(a), loc);
                values.insert(a, na);
            }
            blocks.insert(b, nb);
        }
        for b in src.region_blocks(region) {
            let ops: Vec<OpId> = src.block_ops(b).collect();
            for op in ops {
                let new_op = copy_op(ctx, src, op, dst, values, &blocks);
                if let Some(&nb) = blocks.get(&b) {
                    dst.append_op(nb, new_op);
                }
            }
        }
        new_region
    })
}

fn copy_op(
    ctx: &Context,
    src: &Body,
    op: OpId,
    dst: &mut Body,
    values: &mut HashMap<ValueId, ValueId>,
    blocks: &HashMap<BlockId, BlockId>,
) -> OpId {
    let data = src.op(op);
    let mut st = OperationState::new(ctx, "", data.loc);
    st.name = data.name;
    st.operands = src
        .operands(op)
        .map(|v| values.get(&v).copied().unwrap_or(v))
        .collect();
    st.result_types = src.results(op).iter().map(|&v| src.value_type(v)).collect();
    st.props = data.props.clone();
    st.attrs = data.attrs.clone();
    st.successors = data
        .successors()
        .iter()
        .map(|b| blocks.get(b).copied().unwrap_or(*b))
        .collect();
    match data.regions() {
        OpRegions::Isolated(body) => st.isolated = Some(body.clone()),
        OpRegions::Local(regions) => {
            for &r in regions.iter() {
                let nr = copy_region(ctx, src, r, dst, values, &[]);
                st.regions.push(nr);
            }
        }
    }
    let new_op = dst.create_op(ctx, st);
    for (&old, &new) in src.results(op).iter().zip(dst.results(new_op)) {
        values.insert(old, new);
    }
    new_op
}
