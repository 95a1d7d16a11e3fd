//! The local rewrites of `--hlo-refine-shapes` (StableHLO's `StablehloRefineShapes.cpp`
//! patterns): `get_dimension_size` of a static dimension becomes a constant, `dynamic_*`
//! ops whose shape operands are constants become their static forms, and result types are
//! re-inferred from operand types (`xla_dialect_hlo::infer`).

use xla_dialect_hlo::const_operand::constant_ints;
use xla_dialect_hlo::infer::infer_result_shapes;
use xla_dialect_hlo::ops as hlo;
use xla_ir::{AttrData, Body, Context, Diag, OpId, OpRef, OperationState, Type, TypeData, DYNAMIC};

/// The shape of a ranked tensor type.
pub(super) fn tensor_shape(ctx: &Context, t: Type) -> Option<&[i64]> {
    match ctx.type_data(t) {
        TypeData::Tensor { shape, .. } => Some(shape),
        _ => None,
    }
}

pub(super) fn is_static(ctx: &Context, t: Type) -> bool {
    tensor_shape(ctx, t).is_none_or(|s| !s.contains(&DYNAMIC))
}

/// `t` with the static dims of `shape` filled in where `t` has `?`; an error when a static
/// dim disagrees.
pub(super) fn refine_type(ctx: &Context, t: Type, shape: &[i64]) -> Result<Type, String> {
    let Some(old) = tensor_shape(ctx, t) else {
        return Ok(t);
    };
    if old.len() != shape.len() {
        return Err(format!(
            "inferred rank {} does not match the result rank {}",
            shape.len(),
            old.len()
        ));
    }
    let mut new = old.to_vec();
    for (d, (&o, &n)) in old.iter().zip(shape).enumerate() {
        match (o, n) {
            (_, DYNAMIC) => {}
            (DYNAMIC, n) => new[d] = n,
            (o, n) if o != n => {
                return Err(format!(
                    "inferred size {n} of dimension {d} does not match the result's {o}"
                ))
            }
            _ => {}
        }
    }
    Ok(ctx.tensor_type(&new, ctx.element_type(t)))
}

/// A `hlo.constant` of type `ty` (a static integer tensor) holding `values`, before `at`.
pub(super) fn int_constant_before(
    ctx: &Context,
    body: &mut Body,
    at: OpId,
    ty: Type,
    values: &[i64],
) -> xla_ir::ValueId {
    let elem = ctx.element_type(ty);
    let bytes = ctx.integer_width(elem).unwrap_or(64).div_ceil(8) as usize;
    let splat = values.windows(2).all(|w| w[0] == w[1]);
    let data: Vec<u8> = values[..if splat { 1 } else { values.len() }]
        .iter()
        .flat_map(|v| v.to_le_bytes()[..bytes].to_vec())
        .collect();
    let attr = ctx.intern_attr(AttrData::DenseElements {
        ty,
        data: data.into(),
        splat,
    });
    let loc = body.op(at).loc;
    let state = OperationState::new(ctx, hlo::ConstantOp::NAME, loc)
        .results(&[ty])
        .attr(ctx, hlo::constant::VALUE, attr);
    let c = body.create_op(ctx, state);
    body.insert_op_before(at, c);
    body.result(c, 0)
}

/// Replaces `op` by a new op `name` with `operands`, `attrs` and result type `ty` (other
/// attributes dropped); returns the new op.
fn replace_with(
    ctx: &Context,
    body: &mut Body,
    op: OpId,
    name: &str,
    operands: &[xla_ir::ValueId],
    attrs: &[(&str, xla_ir::Attribute)],
    ty: Type,
) -> OpId {
    let loc = body.op(op).loc;
    let mut state = OperationState::new(ctx, name, loc)
        .operands(operands)
        .results(&[ty]);
    for &(n, a) in attrs {
        state.set_attr(ctx, n, a);
    }
    let new = body.create_op(ctx, state);
    body.insert_op_before(op, new);
    let (old, fresh) = (body.result(op, 0), body.result(new, 0));
    body.replace_all_uses(old, fresh);
    body.erase_op(op);
    new
}

/// One local rewrite of `op`, if one applies: `Ok(true)` when the IR changed.
pub(super) fn refine_op(ctx: &Context, body: &mut Body, op: OpId) -> Result<bool, Diag> {
    let r = OpRef::new(ctx, body, op);
    let name = r.name_str();
    let result_ty = (r.num_results() > 0).then(|| r.result_type(0));
    let elem = result_ty.map(|t| ctx.element_type(t));
    let attr = |n: &str| r.attr(n);
    let static_ty = |shape: &[i64]| {
        (!shape.contains(&DYNAMIC) && shape.iter().all(|&d| d >= 0))
            .then(|| elem.map(|e| ctx.tensor_type(shape, e)))
            .flatten()
    };
    // The casts `--hlo-refine-arguments` inserts: users take the refined value.
    if name == xla_dialect_tensor::ops::CastOp::NAME && is_static(ctx, r.operand_type(0)) {
        let (from, to) = (body.operand(op, 0), body.result(op, 0));
        body.replace_all_uses(to, from);
        body.erase_op(op);
        return Ok(true);
    }
    if name == hlo::GetDimensionSizeOp::NAME {
        let dim = attr(hlo::dimension_size::DIMENSION).and_then(|a| ctx.attr_as_int(a));
        let shape = tensor_shape(ctx, r.operand_type(0));
        let size = dim.and_then(|d| shape?.get(usize::try_from(d).ok()?).copied());
        let (Some(size), Some(ty)) = (size.filter(|&s| s != DYNAMIC), result_ty) else {
            return Ok(false);
        };
        let old = body.result(op, 0);
        let c = int_constant_before(ctx, body, op, ty, &[size]);
        body.replace_all_uses(old, c);
        body.erase_op(op);
        return Ok(true);
    }
    // dynamic_* with constant shape operands → the static op.
    let operands: Vec<_> = r.operands().collect();
    if name == hlo::DynamicConvOp::NAME {
        let Some(new) = hlo::dynamic_conv::replace_by_convolution(ctx, body, op) else {
            return refine_result_types(ctx, body, op);
        };
        refine_result_types(ctx, body, new)?;
        return Ok(true);
    }
    let i64s = |v: &[i64]| ctx.dense_i64_array(v);
    let rewrite: Option<(&str, Vec<_>, Vec<(&str, xla_ir::Attribute)>, Type)> =
        if name == hlo::DynamicBroadcastInDimOp::NAME {
            constant_ints(r, 1).and_then(|s| static_ty(&s)).map(|ty| {
                let dims = attr(hlo::broadcast_in_dim::BROADCAST_DIMENSIONS);
                let attrs = dims
                    .map(|d| vec![(hlo::broadcast_in_dim::BROADCAST_DIMENSIONS, d)])
                    .unwrap_or_default();
                (hlo::BroadcastInDimOp::NAME, vec![operands[0]], attrs, ty)
            })
        } else if name == hlo::DynamicReshapeOp::NAME {
            constant_ints(r, 1)
                .and_then(|s| static_ty(&s))
                .map(|ty| (hlo::ReshapeOp::NAME, vec![operands[0]], vec![], ty))
        } else if name == hlo::DynamicIotaOp::NAME {
            constant_ints(r, 0).and_then(|s| static_ty(&s)).map(|ty| {
                let dim = attr(hlo::iota::IOTA_DIMENSION)
                    .map(|d| vec![(hlo::iota::IOTA_DIMENSION, d)])
                    .unwrap_or_default();
                (hlo::IotaOp::NAME, vec![], dim, ty)
            })
        } else if name == hlo::DynamicPadOp::NAME {
            match (
                constant_ints(r, 2),
                constant_ints(r, 3),
                constant_ints(r, 4),
            ) {
                (Some(lo), Some(hi), Some(interior)) => result_ty.map(|ty| {
                    let attrs = vec![
                        (hlo::pad::EDGE_PADDING_LOW, i64s(&lo)),
                        (hlo::pad::EDGE_PADDING_HIGH, i64s(&hi)),
                        (hlo::pad::INTERIOR_PADDING, i64s(&interior)),
                    ];
                    (hlo::PadOp::NAME, operands[..2].to_vec(), attrs, ty)
                }),
                _ => None,
            }
        } else if name == hlo::RealDynamicSliceOp::NAME {
            match (
                constant_ints(r, 1),
                constant_ints(r, 2),
                constant_ints(r, 3),
            ) {
                (Some(start), Some(limit), Some(strides)) => result_ty.map(|ty| {
                    let attrs = vec![
                        (hlo::slice::START_INDICES, i64s(&start)),
                        (hlo::slice::LIMIT_INDICES, i64s(&limit)),
                        (hlo::slice::STRIDES, i64s(&strides)),
                    ];
                    (hlo::SliceOp::NAME, vec![operands[0]], attrs, ty)
                }),
                _ => None,
            }
        } else if name == hlo::DynamicGatherOp::NAME {
            constant_ints(r, 2).zip(result_ty).map(|(sizes, ty)| {
                let mut attrs = vec![(hlo::gather::SLICE_SIZES, i64s(&sizes))];
                for n in [
                    hlo::gather::DIMENSION_NUMBERS,
                    hlo::gather::INDICES_ARE_SORTED,
                ] {
                    if let Some(a) = attr(n) {
                        attrs.push((n, a));
                    }
                }
                (hlo::GatherOp::NAME, operands[..2].to_vec(), attrs, ty)
            })
        } else {
            None
        };
    if let Some((new_name, new_operands, attrs, ty)) = rewrite {
        let new = replace_with(ctx, body, op, new_name, &new_operands, &attrs, ty);
        refine_result_types(ctx, body, new)?;
        return Ok(true);
    }
    refine_result_types(ctx, body, op)
}

/// Re-infers `op`'s result shapes from its operands and fills in `?` dims.
pub(super) fn refine_result_types(ctx: &Context, body: &mut Body, op: OpId) -> Result<bool, Diag> {
    let r = OpRef::new(ctx, body, op);
    let types = r.result_types();
    if types.iter().all(|&t| is_static(ctx, t)) {
        return Ok(false);
    }
    let Some(inferred) = infer_result_shapes(r) else {
        return Ok(false);
    };
    let shapes = inferred.map_err(|m| r.error(format!("cannot refine the result shapes: {m}")))?;
    let news = types
        .iter()
        .zip(&shapes)
        .enumerate()
        .map(|(i, (&t, shape))| {
            refine_type(ctx, t, shape)
                .map_err(|m| r.error(format!("cannot refine result #{i}: {m}")))
        })
        .collect::<Result<Vec<_>, _>>()?;
    let mut changed = false;
    for (i, (&t, &new)) in types.iter().zip(&news).enumerate() {
        if new != t {
            let v = body.result(op, i);
            body.set_value_type(v, new);
            changed = true;
        }
    }
    Ok(changed)
}
