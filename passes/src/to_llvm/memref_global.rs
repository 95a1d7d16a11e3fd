//! `memref.global` -> `llvm.mlir.global` (an array, nested per dimension, initialized by
//! the dense value or left undef) and `memref.get_global` -> a descriptor on its address
//! (the allocated pointer is upstream's 0xdeadbeef marker: globals are never freed).

use super::build::{index_constant, value, Descriptor};
use super::memref::info;
use super::pattern::loc_of;
use xla_dialect_llvm::attrs::linkage_attr;
use xla_dialect_llvm::ops as llvm_ops;
use xla_dialect_llvm::types::{array_type, ptr_type};
use xla_dialect_memref::ops as memref_ops;
use xla_ir::rewrite::conversion::{ConversionPattern, ConversionRewriter};
use xla_ir::{AttrData, Body, Context, Diag, OpId, OperationState, Type, ValueId};

/// The llvm type holding a memref global's elements.
fn storage_type(ctx: &Context, shape: &[i64], elem: Type) -> Type {
    shape
        .iter()
        .rev()
        .fold(elem, |t, &d| array_type(ctx, d.max(0) as u64, t))
}

/// Bytes of the largest array level of a `shape` x `elem` buffer (zero dimensions skipped,
/// as LLVM sizes the inner arrays of an empty global): an error when beyond what a 64-bit
/// target can address (2^63 - 1 bytes; docs/limits.md).
pub(super) fn addressable_bytes(ctx: &Context, shape: &[i64], elem: Type) -> Result<u64, String> {
    let elem_bytes = ctx
        .scalar_bit_width(elem)
        .map_or(16, |w| w.div_ceil(8).max(1)) as u64;
    let bytes = shape
        .iter()
        .filter(|&&d| d > 0)
        .try_fold(elem_bytes, |acc, &d| acc.checked_mul(d as u64))
        .filter(|&b| b <= i64::MAX as u64);
    bytes.ok_or_else(|| {
        let dims: Vec<String> = shape.iter().map(i64::to_string).collect();
        format!(
            "a buffer of {} elements of {elem_bytes} bytes is more than the target can address (2^63 - 1 bytes; see docs/limits.md)",
            dims.join("x")
        )
    })
}

pub struct GlobalLowering;

impl ConversionPattern for GlobalLowering {
    fn root(&self) -> Option<&str> {
        Some(memref_ops::GlobalOp::NAME)
    }
    fn match_and_rewrite(
        &self,
        op: OpId,
        _: &[ValueId],
        rw: &mut ConversionRewriter<'_>,
    ) -> Result<bool, Diag> {
        let ctx = rw.ctx();
        let g = rw.op_ref(op);
        let Some(ty) = g.attr("type").and_then(|a| ctx.attr_as_type(a)) else {
            return Ok(false);
        };
        let Some(m) = info(ctx, ty) else {
            return Ok(false);
        };
        if m.shape.iter().any(|&d| d < 0) {
            return Err(g.error("failed to legalize to llvm: a global needs a static shape"));
        }
        let Some(name) = g
            .attr("sym_name")
            .and_then(|a| ctx.attr_as_str(a))
            .map(str::to_string)
        else {
            return Ok(false);
        };
        if let Err(why) = addressable_bytes(ctx, &m.shape, m.elem) {
            return Err(g.error(why));
        }
        let storage = storage_type(ctx, &m.shape, m.elem);
        let private = g.attr("sym_visibility").and_then(|a| ctx.attr_as_str(a)) == Some("private");
        // Zero elements need no initializer (LLVM would still build the inner arrays).
        let initial = g
            .attr("initial_value")
            .filter(|&a| !matches!(ctx.attr_data(a), AttrData::Unit))
            .filter(|_| !m.shape.contains(&0));
        let constant = g.attr("constant").is_some();
        let alignment = g.attr("alignment");
        let loc = loc_of(rw, op);
        let mut st = OperationState::new(ctx, llvm_ops::GlobalOp::NAME, loc);
        st.set_attr(ctx, "sym_name", ctx.string_attr(&name));
        st.set_attr(ctx, "global_type", ctx.type_attr(storage));
        st.set_attr(
            ctx,
            "linkage",
            linkage_attr(ctx, if private { "private" } else { "external" }),
        );
        if constant {
            st.set_attr(ctx, "constant", ctx.unit_attr());
        }
        if let Some(a) = alignment {
            st.set_attr(ctx, "alignment", a);
        }
        let mut body = Body::with_root_regions(1);
        match initial {
            // A rank-0 global holds a scalar: the splat's element, as upstream.
            Some(v) if m.shape.is_empty() => {
                let scalar = crate::bufferize::globals::splat_scalar(ctx, v, m.elem)
                    .or_else(|| super::complex::struct_value(ctx, v));
                st.set_attr(ctx, "value", scalar.unwrap_or(v))
            }
            Some(v) => st.set_attr(ctx, "value", v),
            None => {
                let region = body.root_regions()[0];
                let block = body.create_block();
                body.append_block(region, block);
                let undef = body.create_op(
                    ctx,
                    OperationState::new(ctx, llvm_ops::UndefOp::NAME, loc).results(&[storage]),
                );
                body.append_op(block, undef);
                let v = body.result(undef, 0);
                let ret = body.create_op(
                    ctx,
                    OperationState::new(ctx, llvm_ops::ReturnOp::NAME, loc).operands(&[v]),
                );
                body.append_op(block, ret);
            }
        }
        st.isolated = Some(Box::new(body));
        rw.replace_op_with_new(op, st)?;
        Ok(true)
    }
}

pub struct GetGlobalLowering;

impl ConversionPattern for GetGlobalLowering {
    fn root(&self) -> Option<&str> {
        Some(memref_ops::GetGlobalOp::NAME)
    }
    fn match_and_rewrite(
        &self,
        op: OpId,
        _: &[ValueId],
        rw: &mut ConversionRewriter<'_>,
    ) -> Result<bool, Diag> {
        let ctx = rw.ctx();
        let g = rw.op_ref(op);
        let Some(m) = info(ctx, g.result_type(0)) else {
            return Ok(false);
        };
        let Some(name) = g.attr("name") else {
            return Ok(false);
        };
        if !m.contiguous || m.shape.iter().any(|&d| d < 0) {
            return Ok(false);
        }
        let storage = storage_type(ctx, &m.shape, m.elem);
        let loc = loc_of(rw, op);
        rw.set_insertion_point_before(op);
        let r = rw.rewriter();
        let ptr = ptr_type(ctx);
        // Sizes and strides first, as upstream.
        let sizes: Vec<ValueId> = m.shape.iter().map(|&d| index_constant(r, loc, d)).collect();
        let strides: Vec<ValueId> = m
            .strides
            .iter()
            .map(|&s| index_constant(r, loc, s))
            .collect();
        let address = value(
            r,
            llvm_ops::AddressOfOp::NAME,
            loc,
            &[],
            ptr,
            &[("global_name", name)],
        );
        let zeros = vec![0i32; m.shape.len() + 1];
        let props = [
            ("elem_type", ctx.type_attr(storage)),
            ("noWrapFlags", ctx.integer_attr(ctx.i32(), 0)),
            (
                "rawConstantIndices",
                xla_dialect_llvm::syntax::dense_i32_array(ctx, &zeros),
            ),
        ];
        let aligned = value(r, llvm_ops::GEPOp::NAME, loc, &[address], ptr, &props);
        let marker_attr = ctx.integer_attr(ctx.index_type(), 0xdead_beef);
        let marker = value(
            r,
            llvm_ops::ConstantOp::NAME,
            loc,
            &[],
            ctx.i64(),
            &[("value", marker_attr)],
        );
        let allocated = value(r, llvm_ops::IntToPtrOp::NAME, loc, &[marker], ptr, &[]);
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
}
