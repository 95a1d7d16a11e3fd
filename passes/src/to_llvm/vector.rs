//! vector -> llvm (upstream's ConvertVectorToLLVM for the ops the matmul micro-kernel emits):
//! `vector.load` / `vector.store` become an element address and an `llvm.load` / `llvm.store`
//! of the vector, aligned to the op's `alignment` or else to its element, non-temporal when
//! the op's `nontemporal` is true (upstream's `VectorLoadStoreConversion`), and
//! `vector.broadcast` an `llvm.insertelement` into lane 0 and an all-zero `llvm.shufflevector`,
//! `vector.extract` of a lane an `llvm.extractelement` at an i64 constant.

use super::build::{int_constant, poison, value};
use super::memref::{element_ptr, info};
use super::pattern::{loc_of, RootPattern};
use super::types::convert;
use xla_dialect_llvm::ops as llvm_ops;
use xla_dialect_vector::ops as vector_ops;
use xla_ir::rewrite::conversion::{ConversionPattern, ConversionRewriter};
use xla_ir::{Diag, OpId, ValueId};

/// The llvm access's properties: the op's `alignment` (else that of an `elem`-sized lane)
/// and, when the op's `nontemporal` is true, `nontemporal`.
fn access_props(
    rw: &ConversionRewriter<'_>,
    op: OpId,
    elem: xla_ir::Type,
) -> Vec<(&'static str, xla_ir::Attribute)> {
    let ctx = rw.ctx();
    let given = rw
        .op_ref(op)
        .attr("alignment")
        .and_then(|a| ctx.attr_as_int(a));
    let bytes = given.unwrap_or_else(|| {
        ctx.scalar_bit_width(elem)
            .map_or(1, |b| i128::from(b.div_ceil(8)))
    });
    let mut props = vec![("alignment", ctx.integer_attr(ctx.i64(), bytes))];
    let nontemporal = rw.op_ref(op).attr("nontemporal");
    if nontemporal.is_some_and(|a| ctx.attr_as_int(a) == Some(1)) {
        props.push(("nontemporal", ctx.unit_attr()));
    }
    props
}

fn load(
    _: &'static str,
    op: OpId,
    operands: &[ValueId],
    rw: &mut ConversionRewriter<'_>,
) -> Result<bool, Diag> {
    let ctx = rw.ctx();
    let orig = rw.op_ref(op).operand(0);
    let (Some(m), Some(vty)) = (
        info(ctx, rw.body().value_type(orig)),
        convert(ctx, rw.op_ref(op).result_type(0)),
    ) else {
        return Ok(false);
    };
    let Some((&desc, indices)) = operands.split_first() else {
        return Ok(false);
    };
    let loc = loc_of(rw, op);
    let props = access_props(rw, op, m.elem);
    rw.set_insertion_point_before(op);
    let p = element_ptr(rw.rewriter(), loc, desc, &m, indices);
    let v = value(
        rw.rewriter(),
        llvm_ops::LoadOp::NAME,
        loc,
        &[p],
        vty,
        &props,
    );
    rw.replace_op(op, &[v])?;
    Ok(true)
}

fn store(
    _: &'static str,
    op: OpId,
    operands: &[ValueId],
    rw: &mut ConversionRewriter<'_>,
) -> Result<bool, Diag> {
    let ctx = rw.ctx();
    let orig = rw.op_ref(op).operand(1);
    let Some(m) = info(ctx, rw.body().value_type(orig)) else {
        return Ok(false);
    };
    let (Some(&v), Some(&desc)) = (operands.first(), operands.get(1)) else {
        return Ok(false);
    };
    let indices = operands.get(2..).unwrap_or(&[]);
    let loc = loc_of(rw, op);
    let props = access_props(rw, op, m.elem);
    rw.set_insertion_point_before(op);
    let p = element_ptr(rw.rewriter(), loc, desc, &m, indices);
    super::build::op(
        rw.rewriter(),
        llvm_ops::StoreOp::NAME,
        loc,
        &[v, p],
        None,
        &props,
    );
    rw.erase_op(op)?;
    Ok(true)
}

fn broadcast(
    _: &'static str,
    op: OpId,
    operands: &[ValueId],
    rw: &mut ConversionRewriter<'_>,
) -> Result<bool, Diag> {
    let ctx = rw.ctx();
    let Some(vty) = convert(ctx, rw.op_ref(op).result_type(0)) else {
        return Ok(false);
    };
    let (Some(&s), Some(lanes)) = (
        operands.first(),
        ctx.shape(vty).and_then(|s| s.first().copied()),
    ) else {
        return Ok(false);
    };
    let loc = loc_of(rw, op);
    rw.set_insertion_point_before(op);
    let undef = poison(rw.rewriter(), loc, vty);
    let zero = int_constant(rw.rewriter(), loc, ctx.i32(), 0);
    let first = value(
        rw.rewriter(),
        llvm_ops::InsertElementOp::NAME,
        loc,
        &[undef, s, zero],
        vty,
        &[],
    );
    let mask = ctx.dense_i32_array(&vec![0; lanes.max(0) as usize]);
    let splat = value(
        rw.rewriter(),
        llvm_ops::ShuffleVectorOp::NAME,
        loc,
        &[first, undef],
        vty,
        &[("mask", mask)],
    );
    rw.replace_op(op, &[splat])?;
    Ok(true)
}

fn extract(
    _: &'static str,
    op: OpId,
    operands: &[ValueId],
    rw: &mut ConversionRewriter<'_>,
) -> Result<bool, Diag> {
    let ctx = rw.ctx();
    let Some(ty) = convert(ctx, rw.op_ref(op).result_type(0)) else {
        return Ok(false);
    };
    let position = xla_dialect_vector::extract_position(&rw.op_ref(op));
    let (Some(&v), Some(&[lane])) = (operands.first(), position.as_deref()) else {
        return Ok(false);
    };
    let loc = loc_of(rw, op);
    rw.set_insertion_point_before(op);
    let at = int_constant(rw.rewriter(), loc, ctx.i64(), lane);
    let e = value(
        rw.rewriter(),
        llvm_ops::ExtractElementOp::NAME,
        loc,
        &[v, at],
        ty,
        &[],
    );
    rw.replace_op(op, &[e])?;
    Ok(true)
}

pub fn patterns() -> Vec<Box<dyn ConversionPattern>> {
    vec![
        RootPattern::boxed(vector_ops::LoadOp::NAME, load),
        RootPattern::boxed(vector_ops::StoreOp::NAME, store),
        RootPattern::boxed(vector_ops::BroadcastOp::NAME, broadcast),
        RootPattern::boxed(vector_ops::ExtractOp::NAME, extract),
    ]
}
