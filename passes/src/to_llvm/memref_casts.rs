//! `memref.cast` between ranked types of one rank (the descriptor is the same struct: the
//! op disappears) and `memref.reinterpret_cast` of a ranked source (the source's pointers
//! with the op's offset, sizes and strides). Casts to or from unranked memrefs are not
//! lowered (we have no unranked descriptor yet).

use super::build::{extract, index_constant, Descriptor};
use super::pattern::loc_of;
use xla_dialect_llvm::types::ptr_type;
use xla_dialect_memref::ops as memref_ops;
use xla_ir::rewrite::conversion::{ConversionPattern, ConversionRewriter};
use xla_ir::{Diag, OpId, TypeData, ValueId, DYNAMIC};

fn rank(ctx: &xla_ir::Context, t: xla_ir::Type) -> Option<usize> {
    match ctx.type_data(t) {
        TypeData::MemRef { shape, .. } => Some(shape.len()),
        _ => None,
    }
}

struct CastLowering;

impl ConversionPattern for CastLowering {
    fn root(&self) -> Option<&str> {
        Some(memref_ops::CastOp::NAME)
    }
    fn match_and_rewrite(
        &self,
        op: OpId,
        operands: &[ValueId],
        rw: &mut ConversionRewriter<'_>,
    ) -> Result<bool, Diag> {
        let ctx = rw.ctx();
        let v = rw.op_ref(op);
        let (Some(a), Some(b)) = (rank(ctx, v.operand_type(0)), rank(ctx, v.result_type(0))) else {
            return Ok(false);
        };
        let Some(&desc) = operands.first().filter(|_| a == b) else {
            return Ok(false);
        };
        rw.replace_op(op, &[desc])?;
        Ok(true)
    }
}

struct ReinterpretCastLowering;

impl ConversionPattern for ReinterpretCastLowering {
    fn root(&self) -> Option<&str> {
        Some(memref_ops::ReinterpretCastOp::NAME)
    }
    fn match_and_rewrite(
        &self,
        op: OpId,
        operands: &[ValueId],
        rw: &mut ConversionRewriter<'_>,
    ) -> Result<bool, Diag> {
        let ctx = rw.ctx();
        let v = rw.op_ref(op);
        if rank(ctx, v.operand_type(0)).is_none() {
            return Ok(false);
        }
        let get = |name: &str| v.attr(name).and_then(|a| ctx.attr_as_i64_array(a));
        let (Some(offsets), Some(sizes), Some(strides)) = (
            get("static_offsets"),
            get("static_sizes"),
            get("static_strides"),
        ) else {
            return Ok(false);
        };
        let Some(&desc) = operands.first() else {
            return Ok(false);
        };
        let loc = loc_of(rw, op);
        let mut dynamic = operands.iter().skip(1).copied();
        rw.set_insertion_point_before(op);
        let r = rw.rewriter();
        let ptr = ptr_type(ctx);
        let allocated = extract(r, loc, desc, &[0], ptr);
        let aligned = extract(r, loc, desc, &[1], ptr);
        let mut field = |s: i64, what: &str| -> Result<ValueId, Diag> {
            if s == DYNAMIC {
                dynamic
                    .next()
                    .ok_or_else(|| Diag::error(loc, format!("dynamic {what} without its operand")))
            } else {
                Ok(index_constant(r, loc, s))
            }
        };
        let offset = field(offsets.first().copied().unwrap_or(0), "offset")?;
        let sizes = sizes
            .iter()
            .map(|&s| field(s, "size"))
            .collect::<Result<Vec<_>, _>>()?;
        let strides = strides
            .iter()
            .map(|&s| field(s, "stride"))
            .collect::<Result<Vec<_>, _>>()?;
        let d = Descriptor {
            allocated,
            aligned,
            offset: Some(offset),
            sizes,
            strides,
        };
        let out = super::build::build_descriptor(rw.rewriter(), &d, loc, false);
        rw.replace_op(op, &[out])?;
        Ok(true)
    }
}

pub fn patterns() -> Vec<Box<dyn ConversionPattern>> {
    vec![Box::new(CastLowering), Box::new(ReinterpretCastLowering)]
}
