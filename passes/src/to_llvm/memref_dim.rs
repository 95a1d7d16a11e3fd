//! `memref.dim` of a ranked memref, as upstream: a static size is a constant, a dynamic one
//! the descriptor's size field; a non-constant dimension index picks among the sizes (with
//! selects, where upstream stores the sizes to the stack and loads one: same value).

use super::build::{extract, index_constant, value};
use super::pattern::loc_of;
use xla_dialect_arith::ops as arith_ops;
use xla_dialect_llvm::ops as llvm_ops;
use xla_dialect_memref::ops as memref_ops;
use xla_ir::ir::ValueDef;
use xla_ir::rewrite::conversion::{ConversionPattern, ConversionRewriter};
use xla_ir::{Body, Context, Diag, OpId, TypeData, ValueId};

/// The integer a constant op (`arith.constant` or `llvm.mlir.constant`) defines `v` as.
fn constant_index(ctx: &Context, body: &Body, v: ValueId) -> Option<i64> {
    let ValueDef::Result { op, .. } = body.value(v).def else {
        return None;
    };
    let r = xla_ir::OpRef::new(ctx, body, op);
    if !matches!(
        r.name_str(),
        arith_ops::ConstantOp::NAME | llvm_ops::ConstantOp::NAME
    ) {
        return None;
    }
    r.attr("value")
        .and_then(|a| ctx.attr_as_int(a))
        .and_then(|i| i64::try_from(i).ok())
}

pub struct DimLowering;

impl ConversionPattern for DimLowering {
    fn root(&self) -> Option<&str> {
        Some(memref_ops::DimOp::NAME)
    }
    fn match_and_rewrite(
        &self,
        op: OpId,
        operands: &[ValueId],
        rw: &mut ConversionRewriter<'_>,
    ) -> Result<bool, Diag> {
        let ctx = rw.ctx();
        let (Some(&desc), Some(&index)) = (operands.first(), operands.get(1)) else {
            return Ok(false);
        };
        let orig = rw.op_ref(op);
        let TypeData::MemRef { shape, .. } =
            ctx.type_data(rw.body().value_type(orig.operand(0))).clone()
        else {
            return Ok(false);
        };
        let known = constant_index(ctx, rw.body(), orig.operand(1))
            .or_else(|| constant_index(ctx, rw.body(), index));
        let loc = loc_of(rw, op);
        rw.set_insertion_point_before(op);
        let r = rw.rewriter();
        let size = |r: &mut xla_ir::rewrite::PatternRewriter<'_>, i: usize| match shape[i] {
            s if s >= 0 => index_constant(r, loc, s),
            _ => extract(r, loc, desc, &[3, i as i64], ctx.i64()),
        };
        let result = match known {
            Some(i) => match usize::try_from(i).ok().filter(|&i| i < shape.len()) {
                Some(i) => size(r, i),
                // Out of range is undefined behavior upstream; poison says so.
                None => super::build::poison(r, loc, ctx.i64()),
            },
            None if shape.is_empty() => return Ok(false),
            None => {
                let eq = ctx.i64_attr(0);
                let mut picked = size(r, shape.len() - 1);
                for i in (0..shape.len() - 1).rev() {
                    let k = index_constant(r, loc, i as i64);
                    let is_i = value(
                        r,
                        llvm_ops::ICmpOp::NAME,
                        loc,
                        &[index, k],
                        ctx.integer_type(1),
                        &[("predicate", eq)],
                    );
                    let s = size(r, i);
                    picked = value(
                        r,
                        llvm_ops::SelectOp::NAME,
                        loc,
                        &[is_i, s, picked],
                        ctx.i64(),
                        &[],
                    );
                }
                picked
            }
        };
        rw.replace_op(op, &[result])?;
        Ok(true)
    }
}
