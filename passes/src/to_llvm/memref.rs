//! memref -> llvm (upstream's FinalizeMemRefToLLVM for the ops bufferized code uses):
//! `alloc` (malloc), `alloca`, `dealloc` (free), `load`, `store`, `copy` (memcpy for
//! identity layouts), on memrefs with identity or strided layouts.

use super::build::{extract, gep, index_constant, value, Descriptor};
use super::pattern::{loc_of, RootPattern};
use super::types::convert;
use xla_dialect_llvm::ops as llvm_ops;
use xla_dialect_llvm::types::ptr_type;
use xla_dialect_memref::ops as memref_ops;
use xla_ir::rewrite::conversion::{ConversionPattern, ConversionRewriter};
use xla_ir::rewrite::PatternRewriter;
use xla_ir::{
    AttrData, Attribute, Context, Diag, Location, OpId, Type, TypeData, ValueId, DYNAMIC,
};

/// `inbounds|nuw`, upstream's flags on element addresses.
const GEP_INBOUNDS_NUW: i128 = 7;
/// `overflow<nsw, nuw>` on index arithmetic.
const NSW_NUW: i128 = 3;

/// Layouts the lowering understands: identity maps and `strided<..>`.
pub fn is_supported_layout(ctx: &Context, l: Attribute) -> bool {
    match ctx.attr_data(l) {
        AttrData::AffineMap(m) => m.is_identity(),
        AttrData::StridedLayout { .. } => true,
        _ => false,
    }
}

/// Shape, element type, static strides and offset (`DYNAMIC` where unknown) of a memref type.
pub struct MemRefInfo {
    pub shape: Vec<i64>,
    pub elem: Type,
    pub strides: Vec<i64>,
    pub offset: i64,
    pub contiguous: bool,
}

pub fn info(ctx: &Context, t: Type) -> Option<MemRefInfo> {
    let TypeData::MemRef {
        shape,
        elem,
        layout,
        ..
    } = ctx.type_data(t)
    else {
        return None;
    };
    let elem = convert(ctx, *elem)?;
    let contiguous_strides = || {
        let mut s = vec![1i64; shape.len()];
        for i in (0..shape.len().saturating_sub(1)).rev() {
            s[i] = if s[i + 1] == DYNAMIC || shape[i + 1] == DYNAMIC {
                DYNAMIC
            } else {
                s[i + 1] * shape[i + 1]
            };
        }
        s
    };
    match layout.map(|l| ctx.attr_data(l)) {
        None => Some(MemRefInfo {
            shape: shape.to_vec(),
            elem,
            strides: contiguous_strides(),
            offset: 0,
            contiguous: true,
        }),
        Some(AttrData::AffineMap(m)) if m.is_identity() => Some(MemRefInfo {
            shape: shape.to_vec(),
            elem,
            strides: contiguous_strides(),
            offset: 0,
            contiguous: true,
        }),
        Some(AttrData::StridedLayout { offset, strides }) => Some(MemRefInfo {
            shape: shape.to_vec(),
            elem,
            strides: strides.to_vec(),
            offset: *offset,
            contiguous: false,
        }),
        _ => None,
    }
}

pub(super) fn mul(
    rw: &mut PatternRewriter<'_>,
    loc: Location,
    a: ValueId,
    b: ValueId,
    flags: i128,
) -> ValueId {
    i64_binary(rw, llvm_ops::MulOp::NAME, loc, a, b, flags)
}

pub(super) fn add(
    rw: &mut PatternRewriter<'_>,
    loc: Location,
    a: ValueId,
    b: ValueId,
    flags: i128,
) -> ValueId {
    i64_binary(rw, llvm_ops::AddOp::NAME, loc, a, b, flags)
}

/// An i64 `llvm.add`/`llvm.mul`, with `overflowFlags` only when some flag is set (as upstream prints).
fn i64_binary(
    rw: &mut PatternRewriter<'_>,
    name: &str,
    loc: Location,
    a: ValueId,
    b: ValueId,
    flags: i128,
) -> ValueId {
    let ctx = rw.ctx;
    let props: Vec<(&str, Attribute)> = if flags != 0 {
        vec![("overflowFlags", ctx.integer_attr(ctx.i32(), flags))]
    } else {
        Vec::new()
    };
    value(rw, name, loc, &[a, b], ctx.i64(), &props)
}

/// The address of element `indices` of descriptor `desc` (upstream's getStridedElementPtr).
pub(super) fn element_ptr(
    rw: &mut PatternRewriter<'_>,
    loc: Location,
    desc: ValueId,
    m: &MemRefInfo,
    indices: &[ValueId],
) -> ValueId {
    let ctx = rw.ctx;
    let base = extract(rw, loc, desc, &[1], ptr_type(ctx));
    let mut linear: Option<ValueId> = None;
    if m.offset != 0 {
        linear = Some(if m.offset == DYNAMIC {
            extract(rw, loc, desc, &[2], ctx.i64())
        } else {
            index_constant(rw, loc, m.offset)
        });
    }
    for (k, (&i, &s)) in indices.iter().zip(&m.strides).enumerate() {
        let term = match s {
            1 => i,
            DYNAMIC => {
                let stride = extract(rw, loc, desc, &[4, k as i64], ctx.i64());
                mul(rw, loc, i, stride, NSW_NUW)
            }
            _ => {
                let stride = index_constant(rw, loc, s);
                mul(rw, loc, i, stride, NSW_NUW)
            }
        };
        linear = Some(match linear {
            None => term,
            Some(acc) => add(rw, loc, acc, term, NSW_NUW),
        });
    }
    let index = linear.unwrap_or_else(|| index_constant(rw, loc, 0));
    gep(rw, loc, base, index, m.elem, GEP_INBOUNDS_NUW)
}

fn memref_info_of(rw: &ConversionRewriter<'_>, v: ValueId) -> Option<MemRefInfo> {
    info(rw.ctx(), rw.body().value_type(v))
}

struct LoadLowering;

impl ConversionPattern for LoadLowering {
    fn root(&self) -> Option<&str> {
        Some(memref_ops::LoadOp::NAME)
    }
    fn match_and_rewrite(
        &self,
        op: OpId,
        operands: &[ValueId],
        rw: &mut ConversionRewriter<'_>,
    ) -> Result<bool, Diag> {
        let orig = rw.op_ref(op).operand(0);
        let Some(m) = memref_info_of(rw, orig) else {
            return Ok(false);
        };
        let (Some(&desc), indices) = (operands.first(), operands.get(1..).unwrap_or(&[])) else {
            return Ok(false);
        };
        let loc = loc_of(rw, op);
        rw.set_insertion_point_before(op);
        let p = element_ptr(rw.rewriter(), loc, desc, &m, indices);
        let v = value(
            rw.rewriter(),
            llvm_ops::LoadOp::NAME,
            loc,
            &[p],
            m.elem,
            &[],
        );
        rw.replace_op(op, &[v])?;
        Ok(true)
    }
}

struct StoreLowering;

impl ConversionPattern for StoreLowering {
    fn root(&self) -> Option<&str> {
        Some(memref_ops::StoreOp::NAME)
    }
    fn match_and_rewrite(
        &self,
        op: OpId,
        operands: &[ValueId],
        rw: &mut ConversionRewriter<'_>,
    ) -> Result<bool, Diag> {
        let orig = rw.op_ref(op).operand(1);
        let Some(m) = memref_info_of(rw, orig) else {
            return Ok(false);
        };
        let (Some(&v), Some(&desc)) = (operands.first(), operands.get(1)) else {
            return Ok(false);
        };
        let indices = operands.get(2..).unwrap_or(&[]);
        let loc = loc_of(rw, op);
        rw.set_insertion_point_before(op);
        let p = element_ptr(rw.rewriter(), loc, desc, &m, indices);
        super::build::op(
            rw.rewriter(),
            llvm_ops::StoreOp::NAME,
            loc,
            &[v, p],
            None,
            &[],
        );
        rw.erase_op(op)?;
        Ok(true)
    }
}

/// `memref.alloc` / `memref.alloca`: size from the (dynamic) sizes, then a descriptor.
fn alloc(
    root: &'static str,
    op: OpId,
    operands: &[ValueId],
    rw: &mut ConversionRewriter<'_>,
) -> Result<bool, Diag> {
    let ctx = rw.ctx();
    let result_ty = rw.op_ref(op).result_type(0);
    let Some(m) = info(ctx, result_ty) else {
        return Ok(false);
    };
    if !m.contiguous {
        return Err(rw.op_ref(op).error("failed to legalize to llvm: only allocations with the identity layout are lowered (see docs/lowering/to-llvm.md)"));
    }
    let alignment = rw
        .op_ref(op)
        .attr("alignment")
        .and_then(|a| ctx.attr_as_int(a))
        .filter(|&a| a > 0)
        .map(|a| a as i64);
    if let Err(why) = super::memref_global::addressable_bytes(ctx, &m.shape, m.elem) {
        return Err(rw.op_ref(op).error(why));
    }
    let loc = loc_of(rw, op);
    rw.set_insertion_point_before(op);
    let heap = root == memref_ops::AllocOp::NAME;
    let r = rw.rewriter();
    // Sizes: constants for static dims, the operands (in order) for dynamic ones.
    let mut dynamic = operands.iter();
    let mut sizes = Vec::with_capacity(m.shape.len());
    for &d in &m.shape {
        sizes.push(match d {
            DYNAMIC => *dynamic
                .next()
                .ok_or_else(|| Diag::error(loc, "dynamic size without its operand"))?,
            _ => index_constant(r, loc, d),
        });
    }
    // Strides from the innermost dimension out (upstream's order of constants): the
    // last running product is the element count.
    let one = index_constant(r, loc, 1);
    let mut strides = Vec::with_capacity(m.shape.len());
    let mut running: Option<ValueId> = None;
    for k in (0..m.shape.len()).rev() {
        strides.push(running.unwrap_or(one));
        running = Some(match running {
            None => sizes[k],
            Some(acc) => mul(r, loc, acc, sizes[k], 0),
        });
    }
    strides.reverse();
    let running = running.unwrap_or(one);
    let count = running;
    let ptr = ptr_type(ctx);
    let (allocated, aligned) = if heap {
        let null = value(r, llvm_ops::ZeroOp::NAME, loc, &[], ptr, &[]);
        let end = gep(r, loc, null, count, m.elem, 0);
        let mut bytes = value(r, llvm_ops::PtrToIntOp::NAME, loc, &[end], ctx.i64(), &[]);
        let align = alignment.map(|a| index_constant(r, loc, a));
        if let Some(a) = align {
            bytes = add(r, loc, bytes, a, 0);
        }
        let callee = ctx.symbol_ref("malloc");
        let segs = xla_dialect_llvm::syntax::dense_i32_array(ctx, &[1, 0]);
        let allocated = value(
            r,
            llvm_ops::CallOp::NAME,
            loc,
            &[bytes],
            ptr,
            &[("callee", callee), ("operandSegmentSizes", segs)],
        );
        // Round the address up to the alignment: (p + a - 1) - (p + a - 1) % a.
        let aligned = match align {
            None => allocated,
            Some(a) => {
                let i64t = ctx.i64();
                let p = value(r, llvm_ops::PtrToIntOp::NAME, loc, &[allocated], i64t, &[]);
                let one = index_constant(r, loc, 1);
                let a_minus_1 = value(r, llvm_ops::SubOp::NAME, loc, &[a, one], i64t, &[]);
                let bumped = add(r, loc, p, a_minus_1, 0);
                let rem = value(r, llvm_ops::URemOp::NAME, loc, &[bumped, a], i64t, &[]);
                let rounded = value(r, llvm_ops::SubOp::NAME, loc, &[bumped, rem], i64t, &[]);
                value(r, llvm_ops::IntToPtrOp::NAME, loc, &[rounded], ptr, &[])
            }
        };
        (allocated, aligned)
    } else {
        let mut props = vec![("elem_type", ctx.type_attr(m.elem))];
        if let Some(a) = alignment {
            props.insert(0, ("alignment", ctx.i64_attr(a)));
        }
        let p = value(r, llvm_ops::AllocaOp::NAME, loc, &[count], ptr, &props);
        (p, p)
    };
    let d = Descriptor {
        allocated,
        aligned,
        offset: None,
        sizes,
        strides,
    };
    let desc = super::build::build_descriptor(r, &d, loc, false);
    rw.replace_op(op, &[desc])?;
    Ok(true)
}

struct DeallocLowering;

impl ConversionPattern for DeallocLowering {
    fn root(&self) -> Option<&str> {
        Some(memref_ops::DeallocOp::NAME)
    }
    fn match_and_rewrite(
        &self,
        op: OpId,
        operands: &[ValueId],
        rw: &mut ConversionRewriter<'_>,
    ) -> Result<bool, Diag> {
        let ctx = rw.ctx();
        let Some(&desc) = operands.first() else {
            return Ok(false);
        };
        if convert(ctx, rw.op_ref(op).operand_type(0)) != Some(rw.body().value_type(desc)) {
            return Ok(false);
        }
        let loc = loc_of(rw, op);
        rw.set_insertion_point_before(op);
        let r = rw.rewriter();
        let p = extract(r, loc, desc, &[0], ptr_type(ctx));
        let segs = xla_dialect_llvm::syntax::dense_i32_array(ctx, &[1, 0]);
        super::build::op(
            r,
            llvm_ops::CallOp::NAME,
            loc,
            &[p],
            None,
            &[
                ("callee", ctx.symbol_ref("free")),
                ("operandSegmentSizes", segs),
            ],
        );
        rw.erase_op(op)?;
        Ok(true)
    }
}

/// Whether the elements are contiguous in row-major order (identity layout, or strided
/// with the row-major strides of a static shape; the offset may be anything).
fn is_dense(m: &MemRefInfo) -> bool {
    if m.contiguous {
        return true;
    }
    let mut expected = 1i64;
    for (&d, &s) in m.shape.iter().zip(&m.strides).rev() {
        if d == DYNAMIC || s != expected {
            return false;
        }
        expected = expected.saturating_mul(d);
    }
    true
}

/// `memref.copy` between dense layouts: one `llvm.intr.memcpy` of the source's bytes.
struct CopyLowering;

impl ConversionPattern for CopyLowering {
    fn root(&self) -> Option<&str> {
        Some(memref_ops::CopyOp::NAME)
    }
    fn match_and_rewrite(
        &self,
        op: OpId,
        operands: &[ValueId],
        rw: &mut ConversionRewriter<'_>,
    ) -> Result<bool, Diag> {
        let ctx = rw.ctx();
        let (Some(&src), Some(&dst)) = (operands.first(), operands.get(1)) else {
            return Ok(false);
        };
        let copy = rw.op_ref(op);
        let (Some(ms), Some(md)) = (
            info(ctx, copy.operand_type(0)),
            info(ctx, copy.operand_type(1)),
        ) else {
            return Ok(false);
        };
        if !is_dense(&ms) || !is_dense(&md) {
            return super::memref_views::unrolled_copy(rw, op, src, dst, &ms, &md);
        }
        let loc = loc_of(rw, op);
        rw.set_insertion_point_before(op);
        let r = rw.rewriter();
        let mut count = index_constant(r, loc, 1);
        for k in 0..ms.shape.len() {
            let size = extract(r, loc, src, &[3, k as i64], ctx.i64());
            count = mul(r, loc, count, size, 0);
        }
        let ptr = ptr_type(ctx);
        let null = value(r, llvm_ops::ZeroOp::NAME, loc, &[], ptr, &[]);
        let one = xla_dialect_llvm::syntax::dense_i32_array(ctx, &[1]);
        let props = [
            ("elem_type", ctx.type_attr(ms.elem)),
            ("noWrapFlags", ctx.integer_attr(ctx.i32(), 0)),
            ("rawConstantIndices", one),
        ];
        let elem_end = value(r, llvm_ops::GEPOp::NAME, loc, &[null], ptr, &props);
        let elem_size = value(
            r,
            llvm_ops::PtrToIntOp::NAME,
            loc,
            &[elem_end],
            ctx.i64(),
            &[],
        );
        let bytes = mul(r, loc, count, elem_size, 0);
        let addr = |d: ValueId, r: &mut PatternRewriter<'_>| {
            let base = extract(r, loc, d, &[1], ptr);
            let off = extract(r, loc, d, &[2], ctx.i64());
            gep(r, loc, base, off, ms.elem, 0)
        };
        let s = addr(src, r);
        let t = addr(dst, r);
        super::build::op(
            r,
            llvm_ops::MemcpyOp::NAME,
            loc,
            &[t, s, bytes],
            None,
            &[("isVolatile", ctx.bool_attr(false))],
        );
        rw.erase_op(op)?;
        Ok(true)
    }
}

pub fn patterns() -> Vec<Box<dyn ConversionPattern>> {
    vec![
        Box::new(CopyLowering),
        Box::new(super::memref_global::GlobalLowering),
        Box::new(super::memref_global::GetGlobalLowering),
        Box::new(LoadLowering),
        Box::new(StoreLowering),
        RootPattern::boxed(memref_ops::AllocOp::NAME, alloc),
        RootPattern::boxed(memref_ops::AllocaOp::NAME, alloc),
        Box::new(DeallocLowering),
    ]
}
