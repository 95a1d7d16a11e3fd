//! Function boundaries and constants. Tensor arguments become identity-layout memrefs the
//! callee only reads; tensor results become memrefs the callee allocates and the caller owns
//! (and deallocates). So a returned buffer must be a fresh allocation of the function: an
//! argument, a constant, a view or a buffer returned twice is copied first.

use super::core::{is_tensor, memref_type, unsupported, Bufferizer};
use xla_dialect_arith::ops as arith_ops;
use xla_dialect_func::ops as func_ops;
use xla_dialect_memref::ops as memref_ops;
use xla_ir::{AttrData, Body, DResult, OpId, ValueId};

/// `func.return`: returns the buffers, each an allocation the caller will own.
pub fn ret(bz: &mut Bufferizer<'_, '_>, body: &mut Body, op: OpId) -> DResult<()> {
    let ctx = bz.ctx;
    let operands: Vec<ValueId> = body.operands(op).collect();
    if !operands.iter().any(|&v| bz.tensor_value(body, v)) {
        return Ok(());
    }
    let mut returned: Vec<ValueId> = Vec::new();
    let mut new_operands = Vec::with_capacity(operands.len());
    for (i, v) in operands.into_iter().enumerate() {
        if !bz.tensor_value(body, v) {
            new_operands.push(v);
            continue;
        }
        let buf = bz.buffer(body, op, v)?;
        if let Some(Some(layout)) = bz.result_layouts.get(i).cloned() {
            let ty = body.value_type(v);
            new_operands.push(super::layouts::copy_out_result(
                bz, body, op, ty, buf, &layout,
            ));
            continue;
        }
        let root = owned_root(bz, body, buf).filter(|r| !returned.contains(r));
        let fresh = root.is_some() && body.value_type(buf) == memref_type(ctx, body.value_type(v));
        let out = if fresh {
            buf
        } else {
            bz.alloc_like(body, op, body.value_type(v), buf, true)
        };
        returned.push(root.unwrap_or(out));
        new_operands.push(out);
    }
    bz.emit(body, op, func_ops::ReturnOp::NAME, &new_operands, &[], &[]);
    bz.erase.push(op);
    Ok(())
}

/// The allocation this function owns that `buf` is (or is a whole reshaped view of: freeing
/// such a view frees the allocation).
fn owned_root(bz: &Bufferizer<'_, '_>, body: &Body, buf: ValueId) -> Option<ValueId> {
    let mut cur = buf;
    loop {
        if bz.owned.contains(&cur) {
            return Some(cur);
        }
        let xla_ir::ir::ValueDef::Result { op, .. } = body.value(cur).def else {
            return None;
        };
        if !matches!(
            bz.op(body, op).name_str(),
            memref_ops::CollapseShapeOp::NAME
                | memref_ops::ExpandShapeOp::NAME
                | memref_ops::CastOp::NAME
        ) {
            return None;
        }
        cur = body.operand(op, 0);
    }
}

/// `func.call`: passes buffers; the results are new buffers this function now owns. Callees
/// take identity layouts, so a view (a slice with an offset or strides) is passed as a copy.
pub fn call(bz: &mut Bufferizer<'_, '_>, body: &mut Body, op: OpId) -> DResult<()> {
    let ctx = bz.ctx;
    let mut operands = Vec::with_capacity(body.num_operands(op));
    for v in body.operands(op).collect::<Vec<_>>() {
        let buf = bz.buffer(body, op, v)?;
        let ty = body.value_type(v);
        let passed = if is_tensor(ctx, ty) && body.value_type(buf) != memref_type(ctx, ty) {
            bz.alloc_like(body, op, ty, buf, true)
        } else {
            buf
        };
        operands.push(passed);
    }
    let results: Vec<ValueId> = body.results(op).to_vec();
    let types: Vec<_> = results
        .iter()
        .map(|&r| memref_type(ctx, body.value_type(r)))
        .collect();
    let props: Vec<(String, xla_ir::Attribute)> = body
        .op(op)
        .props
        .iter()
        .map(|(k, v)| (ctx.symbol_str(k).to_string(), v))
        .collect();
    let prop_refs: Vec<(&str, xla_ir::Attribute)> =
        props.iter().map(|(k, v)| (k.as_str(), *v)).collect();
    let new = bz.emit(
        body,
        op,
        func_ops::CallOp::NAME,
        &operands,
        &types,
        &prop_refs,
    );
    for (i, &r) in results.iter().enumerate() {
        let nr = body.result(new, i);
        if is_tensor(ctx, body.value_type(r)) {
            bz.owned.push(nr);
            bz.bind_result(r, nr, None);
        } else {
            body.replace_all_uses(r, nr);
        }
    }
    bz.erase.push(op);
    Ok(())
}

/// `arith.constant dense<...> : tensor<...>` reads a private constant global.
pub fn constant(bz: &mut Bufferizer<'_, '_>, body: &mut Body, op: OpId) -> DResult<()> {
    let ctx = bz.ctx;
    let r = body.result(op, 0);
    let value = bz
        .op(body, op)
        .attr("value")
        .filter(|a| matches!(ctx.attr_data(*a), AttrData::DenseElements { .. }));
    let Some(value) = value else {
        return Err(unsupported(
            bz.op(body, op),
            "only dense tensor constants are bufferized",
        ));
    };
    let tensor_ty = body.value_type(r);
    if let Some(scalar) = filled_at_run_time(bz, tensor_ty, value) {
        // A large splat stays one element down to LLVM: a new buffer filled by a loop.
        let elem = ctx.element_type(tensor_ty);
        let v = bz.emit1(
            body,
            op,
            arith_ops::ConstantOp::NAME,
            &[],
            elem,
            &[("value", scalar)],
        );
        let out = bz.alloc(body, op, tensor_ty, &[]);
        super::slices::fill(bz, body, op, v, out);
        bz.bind_result(r, out, None);
        bz.erase.push(op);
        return Ok(());
    }
    let ty = memref_type(ctx, tensor_ty);
    let name = bz.globals.get(ctx, ty, value);
    let g = bz.emit1(
        body,
        op,
        memref_ops::GetGlobalOp::NAME,
        &[],
        ty,
        &[("name", ctx.symbol_ref(&name))],
    );
    bz.buffers.insert(r, g);
    bz.aliases.new_root(r, false);
    bz.erase.push(op);
    Ok(())
}

/// Splats of more bytes than this are filled at run time instead of becoming a global
/// (LLVM would expand the global's initializer element by element; docs/limits.md).
pub const MAX_SPLAT_GLOBAL_BYTES: u64 = 64 * 1024;

/// The scalar element of a splat `value` of `tensor_ty` too large to keep as a global
/// (integer and float elements; complex splats stay globals).
fn filled_at_run_time(
    bz: &Bufferizer<'_, '_>,
    tensor_ty: xla_ir::Type,
    value: xla_ir::Attribute,
) -> Option<xla_ir::Attribute> {
    let ctx = bz.ctx;
    let AttrData::DenseElements { splat: true, .. } = ctx.attr_data(value) else {
        return None;
    };
    let elem = ctx.element_type(tensor_ty);
    let count = u64::try_from(ctx.num_elements(tensor_ty)?).ok()?;
    let bytes = u64::from(ctx.scalar_bit_width(elem)?.div_ceil(8)).saturating_mul(count);
    if bytes <= MAX_SPLAT_GLOBAL_BYTES || !(ctx.is_integer(elem) || ctx.is_float(elem)) {
        return None;
    }
    super::globals::splat_scalar(ctx, value, elem)
}
