//! Small builders over a [`ConversionRewriter`] for the ops the scf lowering creates.

use xla_dialect_arith::ops as arith_ops;
use xla_dialect_arith::CmpIPredicate;
use xla_dialect_cf::ops as cf_ops;
use xla_ir::rewrite::conversion::ConversionRewriter;
use xla_ir::{BlockId, Location, OpId, OperationState, RegionId, Type, ValueId};

/// `cf.br ^dest(args)` at the insertion point.
pub fn br(rw: &mut ConversionRewriter<'_>, loc: Location, dest: BlockId, args: &[ValueId]) -> OpId {
    let ctx = rw.ctx();
    let mut st = OperationState::new(ctx, cf_ops::BranchOp::NAME, loc).operands(args);
    st.successors.push(dest);
    rw.create(st)
}

/// `cf.cond_br %cond, ^t(targs), ^f(fargs)` at the insertion point.
pub fn cond_br(
    rw: &mut ConversionRewriter<'_>,
    loc: Location,
    cond: ValueId,
    t: (BlockId, &[ValueId]),
    f: (BlockId, &[ValueId]),
) -> OpId {
    let ctx = rw.ctx();
    let mut st = OperationState::new(ctx, cf_ops::CondBranchOp::NAME, loc)
        .operands(&[cond])
        .operands(t.1)
        .operands(f.1);
    st.successors.extend([t.0, f.0]);
    let sizes = i32_array(rw, &[1, t.1.len() as i32, f.1.len() as i32]);
    st.set_attr(ctx, "operandSegmentSizes", sizes);
    rw.create(st)
}

pub fn i32_array(rw: &ConversionRewriter<'_>, values: &[i32]) -> xla_ir::Attribute {
    rw.ctx().dense_i32_array(values)
}

/// A one-result op at the insertion point; returns its result.
pub fn op1(
    rw: &mut ConversionRewriter<'_>,
    name: &str,
    loc: Location,
    operands: &[ValueId],
    ty: Type,
    attrs: &[(&str, xla_ir::Attribute)],
) -> ValueId {
    let ctx = rw.ctx();
    let mut st = OperationState::new(ctx, name, loc)
        .operands(operands)
        .results(&[ty]);
    for &(k, v) in attrs {
        st.set_attr(ctx, k, v);
    }
    let op = rw.create(st);
    rw.body().results(op)[0]
}

/// `arith.cmpi <predicate>, %a, %b`.
pub fn cmpi(
    rw: &mut ConversionRewriter<'_>,
    loc: Location,
    predicate: CmpIPredicate,
    a: ValueId,
    b: ValueId,
) -> ValueId {
    let ctx = rw.ctx();
    let p = predicate.attr(ctx);
    op1(
        rw,
        arith_ops::CmpIOp::NAME,
        loc,
        &[a, b],
        ctx.i1(),
        &[("predicate", p)],
    )
}

/// A new block with arguments of `types`, placed right after `after`.
pub fn block_after(
    rw: &mut ConversionRewriter<'_>,
    after: BlockId,
    types: &[Type],
    loc: Location,
) -> BlockId {
    let body = rw.rewriter().body_mut(&[]);
    let b = body.create_block();
    body.insert_block_after(after, b);
    for &t in types {
        body.add_block_arg(b, t, Some(loc));
    }
    b
}

/// Adds arguments of `types` to `block`; returns them.
pub fn add_args(
    rw: &mut ConversionRewriter<'_>,
    block: BlockId,
    types: &[Type],
    loc: Location,
) -> Vec<ValueId> {
    let body = rw.rewriter().body_mut(&[]);
    types
        .iter()
        .map(|&t| body.add_block_arg(block, t, Some(loc)))
        .collect()
}

/// The region holding `block`.
pub fn region_of(rw: &ConversionRewriter<'_>, block: BlockId) -> Option<RegionId> {
    rw.body().block(block).parent_region()
}

/// The block holding `op`.
pub fn block_of(rw: &ConversionRewriter<'_>, op: OpId) -> Option<BlockId> {
    rw.body().op(op).parent_block()
}

/// The `index`-th region of `op` (local regions: scf ops are not isolated).
pub fn region(rw: &ConversionRewriter<'_>, op: OpId, index: usize) -> Option<RegionId> {
    rw.body().local_regions(op).get(index).copied()
}

/// The last op of the last block of `region`.
pub fn last_op(rw: &ConversionRewriter<'_>, region: RegionId) -> Option<OpId> {
    xla_dialect_scf::region_terminator(rw.body(), region)
}

/// Replaces `term` (a region terminator) by `cf.br ^dest(term's operands)`.
pub fn terminator_to_br(
    rw: &mut ConversionRewriter<'_>,
    term: OpId,
    dest: BlockId,
) -> Result<(), xla_ir::Diag> {
    let loc = rw.body().op(term).loc;
    let args: Vec<ValueId> = rw.body().operands(term).collect();
    rw.set_insertion_point_before(term);
    br(rw, loc, dest, &args);
    rw.erase_op(term)
}
