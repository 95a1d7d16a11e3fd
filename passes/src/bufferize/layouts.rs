//! The entry's layouts (docs/layouts.md): a parameter or result of `main` that the module
//! attributes give a layout other than the default becomes a strided memref in that layout
//! (`f32[2,3]{0,1}` -> `memref<2x3xf32, strided<[1, 2]>>`). The body stays row-major, as XLA
//! keeps non-default entry layouts to the boundary: such a parameter is copied into a
//! row-major buffer on entry, such a result out of one into a buffer of its layout.

use super::core::{is_tensor, memref_type, Bufferizer, PASS};
use xla_dialect_func::ops as func_ops;
use xla_dialect_memref::ops as memref_ops;
use xla_ir::affine::{AffineExpr, AffineMap};
use xla_ir::strided::{contiguous_strides, strided_memref_type};
use xla_ir::verify::symbols::symbol_name;
use xla_ir::{Body, Context, DResult, Diag, OpData, OpId, Type, ValueId};
use xla_values::layout::{self, EntryLayouts, Layout};

/// The entry function `main` and the layouts the module declares for it, when some is not
/// the default one.
pub fn entry_layouts(
    ctx: &Context,
    module_op: &OpData,
    module: &Body,
) -> DResult<Option<(OpId, EntryLayouts)>> {
    let declared = [layout::PARAMETER_LAYOUTS_ATTR, layout::RESULT_LAYOUT_ATTR]
        .iter()
        .any(|n| module_op.attrs.get(ctx.symbol(n)).is_some());
    if !declared {
        return Ok(None);
    }
    let Some(&region) = module.root_regions().first() else {
        return Ok(None);
    };
    let Some(block) = module.entry_block(region) else {
        return Ok(None);
    };
    let main = module.block_ops(block).find(|&op| {
        func_ops::FuncOp::is(ctx, module.op(op).name)
            && symbol_name(ctx, module, op) == Some("main")
    });
    let Some(main) = main else {
        return Err(Diag::error(
            module_op.loc,
            format!("failed to bufferize ({PASS}): the module declares entry layouts but has no function 'main'"),
        ));
    };
    let data = module.op(main);
    let key = ctx.symbol("function_type");
    let (args, results) = data
        .props
        .get(key)
        .or_else(|| data.attrs.get(key))
        .and_then(|a| ctx.attr_as_type(a))
        .and_then(|t| ctx.function_signature(t))
        .map(|(a, r)| (a.to_vec(), r.to_vec()))
        .unwrap_or_default();
    let layouts =
        layout::entry_layouts(ctx, |n| module_op.attrs.get(ctx.symbol(n)), &args, &results)
            .map_err(|m| {
                Diag::error(
                    data.loc,
                    format!("failed to bufferize ({PASS}): invalid entry layouts: {m}"),
                )
            })?;
    Ok((!layouts.is_default()).then_some((main, layouts)))
}

/// The memref type of tensor type `t` stored in `layout`.
pub fn memref_in_layout(ctx: &Context, t: Type, layout: &Layout) -> Type {
    // Memrefs keep their type: bufferizing a bufferized module again changes nothing.
    match (layout, ctx.shape(t)) {
        (Some(m2m), Some(shape)) if is_tensor(ctx, t) => {
            let strides = layout::strides(shape, m2m);
            strided_memref_type(ctx, shape, ctx.element_type(t), &strides, 0, None)
        }
        _ => memref_type(ctx, t),
    }
}

/// Rewrites `main`'s arguments in a layout (already bufferized as row-major memrefs) to
/// strided memrefs, each copied into a row-major buffer its uses read instead.
pub fn copy_in_parameters(
    bz: &mut Bufferizer<'_, '_>,
    body: &mut Body,
    params: &[Layout],
    tensor_types: &[Type],
) {
    let ctx = bz.ctx;
    let Some(&region) = body.root_regions().first() else {
        return;
    };
    let Some(entry) = body.entry_block(region) else {
        return;
    };
    let Some(anchor) = body.first_op(entry) else {
        return;
    };
    let args = body.block_args(entry).to_vec();
    for ((&arg, layout), &ty) in args.iter().zip(params).zip(tensor_types) {
        if layout.is_none() || !is_tensor(ctx, ty) {
            continue;
        }
        let (Some(m2m), Some(shape)) = (layout, ctx.shape(ty).map(<[i64]>::to_vec)) else {
            continue;
        };
        body.set_value_type(arg, memref_in_layout(ctx, ty, layout));
        let row_major = bz.alloc(body, anchor, ty, &[]);
        body.replace_all_uses(arg, row_major);
        // The buffer as the row-major array of its memory order, transposed into place.
        let physical = reinterpret(
            bz,
            body,
            anchor,
            arg,
            &layout::physical_shape(&shape, m2m),
            None,
        );
        bz.copy_permuted(body, anchor, physical, to_physical_map(m2m), row_major);
    }
}

/// The indices of the physical (memory-order) array at the logical indices: physical
/// dimension `j` is logical dimension `minor_to_major[rank - 1 - j]`.
fn to_physical_map(minor_to_major: &[i64]) -> AffineMap {
    let rank = minor_to_major.len() as u32;
    let results = minor_to_major
        .iter()
        .rev()
        .map(|&d| AffineExpr::Dim(d as u32))
        .collect();
    AffineMap::new(rank, results)
}

/// The logical indices at the indices of the physical array (the inverse of
/// [`to_physical_map`]).
fn to_logical_map(minor_to_major: &[i64]) -> AffineMap {
    let rank = minor_to_major.len();
    let mut results = vec![AffineExpr::Const(0); rank];
    for (j, &d) in minor_to_major.iter().rev().enumerate() {
        results[d as usize] = AffineExpr::Dim(j as u32);
    }
    AffineMap::new(rank as u32, results)
}

/// `memref.reinterpret_cast` of `buf` (offset 0) to `shape` with `strides` (row-major
/// when `None`).
fn reinterpret(
    bz: &Bufferizer<'_, '_>,
    body: &mut Body,
    anchor: OpId,
    buf: ValueId,
    shape: &[i64],
    strides: Option<&[i64]>,
) -> ValueId {
    let ctx = bz.ctx;
    let elem = ctx.element_type(body.value_type(buf));
    let strides = strides.map_or_else(|| contiguous_strides(shape), <[i64]>::to_vec);
    bz.emit1(
        body,
        anchor,
        memref_ops::ReinterpretCastOp::NAME,
        &[buf],
        strided_memref_type(ctx, shape, elem, &strides, 0, None),
        &[
            ("operandSegmentSizes", ctx.dense_i32_array(&[1, 0, 0, 0])),
            ("static_offsets", ctx.dense_i64_array(&[0])),
            ("static_sizes", ctx.dense_i64_array(shape)),
            ("static_strides", ctx.dense_i64_array(&strides)),
        ],
    )
}

/// The buffer returned for `buf` (the row-major buffer of a result of shaped type `ty`) when
/// the result has `layout`: a new buffer of the layout holding a copy of it.
pub fn copy_out_result(
    bz: &mut Bufferizer<'_, '_>,
    body: &mut Body,
    ret: OpId,
    ty: Type,
    buf: ValueId,
    layout: &[i64],
) -> ValueId {
    let ctx = bz.ctx;
    let Some(shape) = ctx.shape(ty).map(<[i64]>::to_vec) else {
        return buf;
    };
    let elem = ctx.element_type(ty);
    // The allocation is row-major in memory order (the transpose of the result, for
    // `{0,1}`); the returned view gives it the logical shape.
    let physical = ctx.tensor_type(&layout::physical_shape(&shape, layout), elem);
    let storage = bz.alloc(body, ret, physical, &[]);
    bz.copy_permuted(body, ret, buf, to_logical_map(layout), storage);
    let strides = layout::strides(&shape, layout);
    reinterpret(bz, body, ret, storage, &shape, Some(&strides))
}
