//! Quantized tensors (`!quant.uniform` elements) with StableHLO's semantics: a quantized
//! tensor holds its stored integers; `uniform_quantize` / `uniform_dequantize` convert, ops
//! that only move or reinterpret values run on the stored integers, and every other hlo op
//! dequantizes its operands, computes in the expressed type and quantizes its results
//! (the spec's `dequantize_op_quantize`).

use crate::elementwise::{result_shape, tensor};
use crate::eval::{OpEval, Registry};
use crate::value::{Buffer, ElemKind, Tensor, Value};
use xla_dialect_hlo::ops as hlo_ops;
use xla_dialect_quant::uniform::{dequantize, quantize};
use xla_dialect_quant::UniformType;
use xla_ir::float::FloatKind;
use xla_ir::{Body, Context, DResult, OpRef, OperationState, Type};

pub fn register(r: &mut Registry) {
    r.add(hlo_ops::UniformQuantizeOp::NAME, uniform_quantize);
    r.add(hlo_ops::UniformDequantizeOp::NAME, uniform_dequantize);
}

/// Whether `name` runs unchanged on quantized tensors: it moves or reinterprets stored
/// integers, or converts quantized values itself.
fn on_stored_values(name: &str) -> bool {
    name == hlo_ops::UniformQuantizeOp::NAME
        || name == hlo_ops::UniformDequantizeOp::NAME
        || xla_dialect_hlo::quantized::MOVES_STORED_VALUES.contains(&name)
}

fn quantized(ctx: &Context, t: Type) -> Option<UniformType> {
    UniformType::from_type(ctx, ctx.element_type(t))
}

/// Whether `op` is an hlo op computing on quantized values (then through
/// [`dequantize_op_quantize`]).
pub fn computes_in_expressed_type(op: OpRef<'_>) -> bool {
    let ctx = op.ctx;
    op.name_str().starts_with("hlo.")
        && !on_stored_values(op.name_str())
        && op
            .operand_types()
            .into_iter()
            .chain(op.result_types())
            .any(|t| quantized(ctx, t).is_some())
}

/// The index along dimension `dim` of each element of a row-major `shape`.
fn axis_indices(shape: &[i64], dim: Option<i32>) -> impl Fn(usize) -> usize + '_ {
    let (size, inner) = match dim.and_then(|d| usize::try_from(d).ok()) {
        Some(d) if d < shape.len() => (
            shape[d].max(1) as usize,
            shape[d + 1..].iter().product::<i64>().max(1) as usize,
        ),
        _ => (1, 1),
    };
    move |i| (i / inner) % size
}

/// The expressed-type tensor of quantized tensor `t` of type `u`.
fn dequantize_tensor(ctx: &Context, t: &Tensor, u: &UniformType) -> DResult<Tensor> {
    let kind = float_kind(ctx, u)?;
    let stored = stored_values(t);
    let axis = axis_indices(&t.shape, u.quantized_dimension);
    let values = stored.iter().enumerate().map(|(i, &q)| {
        let (scale, zero_point) = u.params_at(axis(i));
        dequantize(kind, q, scale, zero_point)
    });
    Ok(Tensor {
        ty: u.expressed,
        kind: ElemKind::Float(kind),
        shape: t.shape.clone(),
        data: Buffer::from_f64(kind, values.collect::<Vec<_>>()),
    })
}

/// The quantized tensor of type `u` (element type `elem`) for expressed values `x`.
fn quantize_values(
    ctx: &Context,
    x: &[f64],
    shape: &[i64],
    elem: Type,
    u: &UniformType,
) -> DResult<Tensor> {
    let kind = float_kind(ctx, u)?;
    let axis = axis_indices(shape, u.quantized_dimension);
    let stored = x.iter().enumerate().map(|(i, &v)| {
        let (scale, zero_point) = u.params_at(axis(i));
        quantize(kind, v, scale, zero_point, u.storage_min, u.storage_max)
    });
    Ok(Tensor {
        ty: elem,
        kind: ElemKind::Int {
            width: u.storage_width(ctx),
            signed: u.signed,
        },
        shape: shape.to_vec(),
        data: Buffer::Int(stored.collect()),
    })
}

fn float_kind(ctx: &Context, u: &UniformType) -> DResult<FloatKind> {
    u.expressed_kind(ctx).ok_or_else(|| {
        xla_ir::Diag::error(
            ctx.unknown_loc(),
            "quantized type without a float expressed type",
        )
    })
}

/// The stored integers of a quantized tensor (as its storage kind holds them).
fn stored_values(t: &Tensor) -> Vec<i64> {
    match &t.data {
        Buffer::Int(v) => v.clone(),
        other => other.to_f64(t.kind).into_iter().map(|x| x as i64).collect(),
    }
}

/// `uniform_quantize`: floats, or quantized values requantized through their expressed values.
fn uniform_quantize(ev: &OpEval<'_, '_>, operands: &[Value]) -> DResult<Vec<Value>> {
    let ctx = ev.ctx();
    let a = tensor(ev, operands, 0)?;
    let result = ev.op.result_type(0);
    let u = quantized(ctx, result).ok_or_else(|| ev.error("result is not quantized"))?;
    let x = match quantized(ctx, ev.op.operand_type(0)) {
        Some(from) => dequantize_tensor(ctx, a, &from)?,
        None => a.clone(),
    };
    let shape = result_shape(ev, 0)?;
    let values = x.data.to_f64(x.kind);
    let q = quantize_values(ctx, &values, &shape, ctx.element_type(result), &u)?;
    Ok(vec![Value::Tensor(q)])
}

fn uniform_dequantize(ev: &OpEval<'_, '_>, operands: &[Value]) -> DResult<Vec<Value>> {
    let ctx = ev.ctx();
    let a = tensor(ev, operands, 0)?;
    let u = quantized(ctx, ev.op.operand_type(0))
        .ok_or_else(|| ev.error("operand is not quantized"))?;
    Ok(vec![Value::Tensor(dequantize_tensor(ctx, a, &u)?)])
}

/// Runs `ev.op` on dequantized operands with expressed result types (a copy of the op in a
/// scratch body), then quantizes the results that are quantized.
pub fn dequantize_op_quantize(ev: &OpEval<'_, '_>, operands: &[Value]) -> DResult<Vec<Value>> {
    let ctx = ev.ctx();
    let op = ev.op;
    if op.num_regions() > 0 {
        return Err(
            op.error("with quantized values and regions is not supported by the interpreter")
        );
    }
    let expressed = |t: Type| match quantized(ctx, t) {
        Some(u) => xla_dialect_hlo::quantized::with_element(ctx, t, u.expressed).unwrap_or(t),
        None => t,
    };
    let mut inputs = Vec::with_capacity(operands.len());
    for (v, t) in operands.iter().zip(op.operand_types()) {
        match (v, quantized(ctx, t)) {
            (Value::Tensor(x), Some(u)) => {
                inputs.push(Value::Tensor(dequantize_tensor(ctx, x, &u)?))
            }
            _ => inputs.push(v.clone()),
        }
    }
    let mut body = Body::new();
    let region = body.add_root_region();
    let block = body.create_block();
    body.append_block(region, block);
    let args: Vec<_> = op
        .operand_types()
        .into_iter()
        .map(|t| body.add_block_arg(block, expressed(t), None))
        .collect();
    let mut state = OperationState::new(ctx, op.name_str(), op.loc());
    state.operands = args;
    state.result_types = op.result_types().into_iter().map(expressed).collect();
    state.props = op.props().clone();
    state.attrs = op.attrs().clone();
    let copy = body.create_op(ctx, state);
    body.append_op(block, copy);
    let results = ev
        .interp
        .eval_in(OpRef::new(ctx, &body, copy), &inputs, None)?;
    results
        .into_iter()
        .zip(op.result_types())
        .map(|(v, t)| match (v, quantized(ctx, t)) {
            (Value::Tensor(x), Some(u)) => {
                let values = x.data.to_f64(x.kind);
                quantize_values(ctx, &values, &x.shape, ctx.element_type(t), &u).map(Value::Tensor)
            }
            (v, _) => Ok(v),
        })
        .collect()
}
