//! Builders for the llvm ops the patterns emit, at a rewriter's insertion point.

use xla_dialect_llvm::ops as llvm_ops;
use xla_dialect_llvm::syntax::dense_i32_array;
use xla_dialect_llvm::types::ptr_type;
use xla_ir::rewrite::PatternRewriter;
use xla_ir::{Attribute, Location, OperationState, Type, ValueId};

/// Creates `name` with `operands`, one result of `ty` (or none) and properties.
pub fn op(
    rw: &mut PatternRewriter<'_>,
    name: &str,
    loc: Location,
    operands: &[ValueId],
    result: Option<Type>,
    props: &[(&str, Attribute)],
) -> Option<ValueId> {
    let ctx = rw.ctx;
    let mut st = OperationState::new(ctx, name, loc).operands(operands);
    if let Some(t) = result {
        st.result_types.push(t);
    }
    for &(k, v) in props {
        st.set_attr(ctx, k, v);
    }
    let id = rw.create(st);
    rw.body().results(id).first().copied()
}

pub fn value(
    rw: &mut PatternRewriter<'_>,
    name: &str,
    loc: Location,
    operands: &[ValueId],
    ty: Type,
    props: &[(&str, Attribute)],
) -> ValueId {
    op(rw, name, loc, operands, Some(ty), props)
        .expect("`op` was given Some(ty), so the created op has exactly one result")
}

/// `llvm.mlir.constant(v : index) : i64`, as upstream writes index constants.
pub fn index_constant(rw: &mut PatternRewriter<'_>, loc: Location, v: i64) -> ValueId {
    let ctx = rw.ctx;
    let attr = ctx.integer_attr(ctx.index_type(), i128::from(v));
    value(
        rw,
        llvm_ops::ConstantOp::NAME,
        loc,
        &[],
        ctx.i64(),
        &[("value", attr)],
    )
}

/// `llvm.mlir.constant(v : ty) : ty` for an integer type `ty`.
pub fn int_constant(rw: &mut PatternRewriter<'_>, loc: Location, ty: Type, v: i64) -> ValueId {
    let attr = rw.ctx.integer_attr(ty, i128::from(v));
    value(
        rw,
        llvm_ops::ConstantOp::NAME,
        loc,
        &[],
        ty,
        &[("value", attr)],
    )
}

pub fn poison(rw: &mut PatternRewriter<'_>, loc: Location, ty: Type) -> ValueId {
    value(rw, llvm_ops::PoisonOp::NAME, loc, &[], ty, &[])
}

pub fn insert(
    rw: &mut PatternRewriter<'_>,
    loc: Location,
    agg: ValueId,
    v: ValueId,
    position: &[i64],
) -> ValueId {
    let ctx = rw.ctx;
    let ty = rw.body().value_type(agg);
    value(
        rw,
        llvm_ops::InsertValueOp::NAME,
        loc,
        &[agg, v],
        ty,
        &[("position", ctx.dense_i64_array(position))],
    )
}

pub fn extract(
    rw: &mut PatternRewriter<'_>,
    loc: Location,
    agg: ValueId,
    position: &[i64],
    ty: Type,
) -> ValueId {
    let ctx = rw.ctx;
    value(
        rw,
        llvm_ops::ExtractValueOp::NAME,
        loc,
        &[agg],
        ty,
        &[("position", ctx.dense_i64_array(position))],
    )
}

/// `llvm.getelementptr [flags] base[index] : elem`; `flags` as GEPNoWrapFlags bits.
pub fn gep(
    rw: &mut PatternRewriter<'_>,
    loc: Location,
    base: ValueId,
    index: ValueId,
    elem: Type,
    flags: i128,
) -> ValueId {
    let ctx = rw.ctx;
    let props = [
        ("elem_type", ctx.type_attr(elem)),
        ("noWrapFlags", ctx.integer_attr(ctx.i32(), flags)),
        (
            "rawConstantIndices",
            dense_i32_array(ctx, &[xla_dialect_llvm::gep::DYNAMIC_INDEX]),
        ),
    ];
    value(
        rw,
        llvm_ops::GEPOp::NAME,
        loc,
        &[base, index],
        ptr_type(ctx),
        &props,
    )
}

/// The fields of a memref descriptor.
pub struct Descriptor {
    pub allocated: ValueId,
    pub aligned: ValueId,
    /// `None`: a constant 0 made after the pointers (as upstream).
    pub offset: Option<ValueId>,
    pub sizes: Vec<ValueId>,
    pub strides: Vec<ValueId>,
}

/// poison + insertvalue of every field. `interleaved`: size and stride per dimension (as
/// upstream packs function arguments), else all sizes then all strides (as allocations).
pub fn build_descriptor(
    rw: &mut PatternRewriter<'_>,
    d: &Descriptor,
    loc: Location,
    interleaved: bool,
) -> ValueId {
    let ty = super::types::descriptor_type(rw.ctx, d.sizes.len());
    let mut v = poison(rw, loc, ty);
    v = insert(rw, loc, v, d.allocated, &[0]);
    v = insert(rw, loc, v, d.aligned, &[1]);
    let offset = d.offset.unwrap_or_else(|| index_constant(rw, loc, 0));
    v = insert(rw, loc, v, offset, &[2]);
    let mut fields: Vec<(ValueId, [i64; 2])> = Vec::new();
    for (i, (&size, &stride)) in d.sizes.iter().zip(&d.strides).enumerate() {
        fields.push((size, [3, i as i64]));
        if interleaved {
            fields.push((stride, [4, i as i64]));
        }
    }
    if !interleaved {
        fields.extend(
            d.strides
                .iter()
                .enumerate()
                .map(|(i, &s)| (s, [4, i as i64])),
        );
    }
    for (f, pos) in fields {
        v = insert(rw, loc, v, f, &pos);
    }
    v
}

/// Every field of descriptor `desc` of rank `rank`, extracted in order.
pub fn unpack_descriptor(
    rw: &mut PatternRewriter<'_>,
    loc: Location,
    desc: ValueId,
    rank: usize,
) -> Vec<ValueId> {
    let ctx = rw.ctx;
    let ptr = ptr_type(ctx);
    let mut out = vec![
        extract(rw, loc, desc, &[0], ptr),
        extract(rw, loc, desc, &[1], ptr),
        extract(rw, loc, desc, &[2], ctx.i64()),
    ];
    for field in [3, 4] {
        for i in 0..rank {
            out.push(extract(rw, loc, desc, &[field, i as i64], ctx.i64()));
        }
    }
    out
}
