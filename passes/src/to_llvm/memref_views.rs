//! Views and strided copies: `memref.subview` (static or dynamic offsets and sizes, rank-
//! reducing too), `memref.collapse_shape` / `memref.expand_shape` of dense memrefs with static
//! result shapes (new sizes and strides on the same pointers), and copies between strided
//! views, unrolled into loads and stores for static shapes of at most
//! [`MAX_UNROLLED_COPY`] elements, else a `memrefCopy` runtime call (as upstream always does).

use super::build::{extract, index_constant, Descriptor};
use super::memref::{add, element_ptr, info, mul, MemRefInfo};
use super::pattern::{loc_of, RootPattern};
use xla_dialect_llvm::ops as llvm_ops;
use xla_dialect_llvm::types::ptr_type;
use xla_dialect_memref::ops as memref_ops;
use xla_ir::rewrite::conversion::{ConversionPattern, ConversionRewriter};
use xla_ir::rewrite::PatternRewriter;
use xla_ir::{Diag, Location, OpId, ValueId, DYNAMIC};

pub const MAX_UNROLLED_COPY: i64 = 1024;

/// A descriptor field: the static value as a constant, or the field read from `desc`.
fn field(
    rw: &mut PatternRewriter<'_>,
    loc: Location,
    desc: ValueId,
    position: &[i64],
    static_value: i64,
) -> ValueId {
    if static_value == DYNAMIC {
        extract(rw, loc, desc, position, rw.ctx.i64())
    } else {
        index_constant(rw, loc, static_value)
    }
}

/// Copies element by element (for views whose elements are not contiguous).
pub fn unrolled_copy(
    rw: &mut ConversionRewriter<'_>,
    op: OpId,
    src: ValueId,
    dst: ValueId,
    ms: &MemRefInfo,
    md: &MemRefInfo,
) -> Result<bool, Diag> {
    let count = ms.shape.iter().try_fold(1i64, |acc, &d| {
        if d == DYNAMIC {
            None
        } else {
            acc.checked_mul(d)
        }
    });
    let Some(count) = count.filter(|&c| c <= MAX_UNROLLED_COPY) else {
        // Larger or dynamic: upstream's runtime call.
        return super::memref_copy_call::call_copy(
            rw,
            op,
            src,
            dst,
            ms.shape.len(),
            md.shape.len(),
            ms.elem,
        );
    };
    let loc = loc_of(rw, op);
    rw.set_insertion_point_before(op);
    let r = rw.rewriter();
    let mut idx = vec![0i64; ms.shape.len()];
    for _ in 0..count {
        let indices: Vec<ValueId> = idx.iter().map(|&i| index_constant(r, loc, i)).collect();
        let from = element_ptr(r, loc, src, ms, &indices);
        let v = super::build::value(r, llvm_ops::LoadOp::NAME, loc, &[from], ms.elem, &[]);
        let to = element_ptr(r, loc, dst, md, &indices);
        super::build::op(r, llvm_ops::StoreOp::NAME, loc, &[v, to], None, &[]);
        for k in (0..idx.len()).rev() {
            idx[k] += 1;
            if idx[k] < ms.shape[k] {
                break;
            }
            idx[k] = 0;
        }
    }
    rw.erase_op(op)?;
    Ok(true)
}

/// Which source dimensions of sizes `sizes` a subview of result shape `result` keeps: each
/// result dimension matches the next source one of equal (or dynamic) size; unmatched source
/// dimensions must be 1. None when the shapes do not line up.
fn kept_dims(sizes: &[i64], result: &[i64]) -> Option<Vec<bool>> {
    let mut keep = Vec::with_capacity(sizes.len());
    let mut j = 0;
    for &s in sizes {
        if result
            .get(j)
            .is_some_and(|&r| r == s || r == DYNAMIC || s == DYNAMIC)
        {
            keep.push(true);
            j += 1;
        } else if s == 1 {
            keep.push(false);
        } else {
            return None;
        }
    }
    (j == result.len()).then_some(keep)
}

struct SubViewLowering;

impl ConversionPattern for SubViewLowering {
    fn root(&self) -> Option<&str> {
        Some(memref_ops::SubViewOp::NAME)
    }
    fn match_and_rewrite(
        &self,
        op: OpId,
        operands: &[ValueId],
        rw: &mut ConversionRewriter<'_>,
    ) -> Result<bool, Diag> {
        let ctx = rw.ctx();
        let v = rw.op_ref(op);
        let (Some(ms), Some(mr)) = (info(ctx, v.operand_type(0)), info(ctx, v.result_type(0)))
        else {
            return Ok(false);
        };
        let get = |name: &str| v.attr(name).and_then(|a| ctx.attr_as_i64_array(a));
        let (Some(offsets), Some(sizes), Some(strides)) = (
            get("static_offsets"),
            get("static_sizes"),
            get("static_strides"),
        ) else {
            return Ok(false);
        };
        if offsets.len() != ms.shape.len()
            || sizes.len() != ms.shape.len()
            || strides.len() != ms.shape.len()
        {
            return Ok(false);
        }
        // Rank-reducing: the unit dimensions the result drops (matched left to right, as
        // upstream's computeRankReductionMask).
        let Some(keep) = kept_dims(&sizes, &mr.shape) else {
            return Ok(false);
        };
        let Some(&desc) = operands.first() else {
            return Ok(false);
        };
        let mut dynamic = operands.iter().skip(1).copied();
        let loc = loc_of(rw, op);
        rw.set_insertion_point_before(op);
        let r = rw.rewriter();
        let ptr = ptr_type(ctx);
        let allocated = extract(r, loc, desc, &[0], ptr);
        let aligned = extract(r, loc, desc, &[1], ptr);
        let mut offset = field(r, loc, desc, &[2], ms.offset);
        let src_strides: Vec<ValueId> = (0..ms.shape.len())
            .map(|k| field(r, loc, desc, &[4, k as i64], ms.strides[k]))
            .collect();
        for (k, &o) in offsets.iter().enumerate() {
            let o = if o == DYNAMIC {
                dynamic
                    .next()
                    .ok_or_else(|| Diag::error(loc, "dynamic offset without its operand"))?
            } else {
                index_constant(r, loc, o)
            };
            let scaled = mul(r, loc, o, src_strides[k], 0);
            offset = add(r, loc, offset, scaled, 0);
        }
        let mut new_sizes = Vec::new();
        for &s in &sizes {
            new_sizes.push(if s == DYNAMIC {
                dynamic
                    .next()
                    .ok_or_else(|| Diag::error(loc, "dynamic size without its operand"))?
            } else {
                index_constant(r, loc, s)
            });
        }
        let mut new_strides = Vec::new();
        for (k, &s) in strides.iter().enumerate() {
            let step = if s == DYNAMIC {
                dynamic
                    .next()
                    .ok_or_else(|| Diag::error(loc, "dynamic stride without its operand"))?
            } else {
                index_constant(r, loc, s)
            };
            new_strides.push(mul(r, loc, src_strides[k], step, 0));
        }
        let pick = |v: Vec<ValueId>| {
            v.into_iter()
                .zip(&keep)
                .filter(|(_, &k)| k)
                .map(|(x, _)| x)
                .collect()
        };
        let d = Descriptor {
            allocated,
            aligned,
            offset: Some(offset),
            sizes: pick(new_sizes),
            strides: pick(new_strides),
        };
        let out = super::build::build_descriptor(r, &d, loc, false);
        rw.replace_op(op, &[out])?;
        Ok(true)
    }
}

/// `collapse_shape` / `expand_shape` of a dense memref into a static shape.
fn reshape(
    _root: &'static str,
    op: OpId,
    operands: &[ValueId],
    rw: &mut ConversionRewriter<'_>,
) -> Result<bool, Diag> {
    let ctx = rw.ctx();
    let v = rw.op_ref(op);
    let (Some(ms), Some(mr)) = (info(ctx, v.operand_type(0)), info(ctx, v.result_type(0))) else {
        return Ok(false);
    };
    if !ms.contiguous || mr.shape.iter().chain(&mr.strides).any(|&d| d == DYNAMIC) {
        return Ok(false);
    }
    let Some(&desc) = operands.first() else {
        return Ok(false);
    };
    let loc = loc_of(rw, op);
    rw.set_insertion_point_before(op);
    let r = rw.rewriter();
    let ptr = ptr_type(ctx);
    let allocated = extract(r, loc, desc, &[0], ptr);
    let aligned = extract(r, loc, desc, &[1], ptr);
    let offset = extract(r, loc, desc, &[2], ctx.i64());
    let sizes = mr
        .shape
        .iter()
        .map(|&d| index_constant(r, loc, d))
        .collect();
    let strides = mr
        .strides
        .iter()
        .map(|&s| index_constant(r, loc, s))
        .collect();
    let d = Descriptor {
        allocated,
        aligned,
        offset: Some(offset),
        sizes,
        strides,
    };
    let out = super::build::build_descriptor(r, &d, loc, false);
    rw.replace_op(op, &[out])?;
    Ok(true)
}

pub fn patterns() -> Vec<Box<dyn ConversionPattern>> {
    vec![
        Box::new(SubViewLowering),
        RootPattern::boxed(memref_ops::CollapseShapeOp::NAME, reshape),
        RootPattern::boxed(memref_ops::ExpandShapeOp::NAME, reshape),
    ]
}
