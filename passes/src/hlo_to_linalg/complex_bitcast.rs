//! `bitcast_convert` between complex types of different widths (`complex<f64>` to two
//! `complex<f32>` and back) as the float bitcast of their parts, rewritten in hlo before the
//! conversion: the parts stacked on a new last dimension (real, imaginary: the memory order),
//! bitcast between float widths (which splits or joins that dimension's elements), and the
//! result's elements built from pairs along the last dimension. Other complex bitcasts stay
//! (and are not lowered).

use xla_dialect_hlo::ops as hlo;
use xla_ir::ir::WalkOrder;
use xla_ir::{Body, Context, OpId, OperationState, Type, TypeData, ValueId};

/// Every such bitcast of `body`, rewritten.
pub fn complex_bitcasts_to_parts(ctx: &Context, body: &mut Body) {
    let name = ctx.op_name(hlo::BitcastConvertOp::NAME);
    let mut ops = Vec::new();
    body.walk_local(WalkOrder::PreOrder, |op| ops.push(op));
    ops.retain(|&op| body.op(op).name == name);
    for op in ops {
        rewrite(ctx, body, op);
    }
}

/// The part type and static shape of a tensor of complex elements.
fn complex_parts(ctx: &Context, t: Type) -> Option<(Type, Vec<i64>)> {
    let TypeData::Tensor { shape, elem, .. } = ctx.type_data(t) else {
        return None;
    };
    let TypeData::Complex(part) = ctx.type_data(*elem) else {
        return None;
    };
    (!shape.contains(&xla_ir::DYNAMIC)).then(|| (*part, shape.to_vec()))
}

fn rewrite(ctx: &Context, body: &mut Body, op: OpId) -> Option<()> {
    let input = body.operand(op, 0);
    let result = body.result(op, 0);
    let (from, in_shape) = complex_parts(ctx, body.value_type(input))?;
    let (to, out_shape) = complex_parts(ctx, body.value_type(result))?;
    let (wf, wt) = (ctx.scalar_bit_width(from)?, ctx.scalar_bit_width(to)?);
    // Two parts per element: the float bitcast splits or joins pairs exactly when the widths
    // differ by two.
    if wf != 2 * wt && wt != 2 * wf {
        return None;
    }
    let loc = body.op(op).loc;
    let emit = |body: &mut Body,
                name: &str,
                operands: &[ValueId],
                ty: Type,
                attrs: &[(&str, xla_ir::Attribute)]| {
        let mut st = OperationState::new(ctx, name, loc)
            .operands(operands)
            .results(&[ty]);
        for &(n, a) in attrs {
            st.set_attr(ctx, n, a);
        }
        let new = body.create_op(ctx, st);
        body.insert_op_before(op, new);
        body.result(new, 0)
    };
    let with_last = |shape: &[i64], extra: &[i64]| [shape, extra].concat();
    // The parts, stacked: from[in_shape, 2].
    let column_ty = ctx.tensor_type(&with_last(&in_shape, &[1]), from);
    let part_ty = ctx.tensor_type(&in_shape, from);
    let mut columns = Vec::new();
    for part in [hlo::RealOp::NAME, hlo::ImagOp::NAME] {
        let p = emit(body, part, &[input], part_ty, &[]);
        columns.push(emit(body, hlo::ReshapeOp::NAME, &[p], column_ty, &[]));
    }
    let parts_ty = ctx.tensor_type(&with_last(&in_shape, &[2]), from);
    let rank = in_shape.len() as i64;
    let parts = emit(
        body,
        hlo::ConcatenateOp::NAME,
        &columns,
        parts_ty,
        &[(hlo::concatenate::DIMENSION, ctx.i64_attr(rank))],
    );
    // Narrower parts: a new last dimension of two halves; wider: the last (parts) joined.
    let bits_shape = if wf > wt {
        with_last(&in_shape, &[2, 2])
    } else {
        in_shape.clone()
    };
    let bits_ty = ctx.tensor_type(&bits_shape, to);
    let bits = emit(body, hlo::BitcastConvertOp::NAME, &[parts], bits_ty, &[]);
    // Result element j: (bits[..., j, 0], bits[..., j, 1]) along the last dimension.
    let last = bits_shape.len() - 1;
    let out_part_ty = ctx.tensor_type(&out_shape, to);
    let mut halves = Vec::new();
    for k in 0..2 {
        let mut start = vec![0; bits_shape.len()];
        let mut limit = bits_shape.clone();
        start[last] = k;
        limit[last] = k + 1;
        let sliced_ty = ctx.tensor_type(&with_last(&bits_shape[..last], &[1]), to);
        let s = emit(
            body,
            hlo::SliceOp::NAME,
            &[bits],
            sliced_ty,
            &[
                (hlo::slice::START_INDICES, ctx.dense_i64_array(&start)),
                (hlo::slice::LIMIT_INDICES, ctx.dense_i64_array(&limit)),
                (
                    hlo::slice::STRIDES,
                    ctx.dense_i64_array(&vec![1; bits_shape.len()]),
                ),
            ],
        );
        halves.push(emit(body, hlo::ReshapeOp::NAME, &[s], out_part_ty, &[]));
    }
    let out_ty = body.value_type(result);
    let out = emit(body, hlo::ComplexOp::NAME, &halves, out_ty, &[]);
    body.replace_all_uses(result, out);
    body.erase_op(op);
    Some(())
}
