//! hlo ops whose shapes come from operands (dynamic_iota, dynamic_reshape,
//! dynamic_broadcast_in_dim, dynamic_pad, dynamic_gather), get_dimension_size,
//! set_dimension_size, and
//! composite (runs its decomposition function).

use crate::elementwise::{one, tensor};
use crate::eval::{OpEval, Registry};
use crate::hlo::shape::{broadcast_to, list, pad_to, remap};
use crate::value::{Buffer, ElemKind, Tensor, Value};
use xla_dialect_hlo::ops as hlo_ops;
use xla_ir::{AttrData, DResult};

/// A shape operand's values, checked non-negative.
fn shape_operand(ev: &OpEval<'_, '_>, operands: &[Value], i: usize) -> DResult<Vec<i64>> {
    let v = tensor(ev, operands, i)?.ints();
    if v.iter().any(|&d| d < 0) {
        return Err(ev.error(format!("operand #{i} has a negative dimension size")));
    }
    if crate::value::checked_count(&v).is_none() {
        return Err(ev.error(format!(
            "operand #{i} asks for more elements than the interpreter's limit"
        )));
    }
    Ok(v)
}

fn dynamic_iota(ev: &OpEval<'_, '_>, operands: &[Value]) -> DResult<Vec<Value>> {
    let shape = shape_operand(ev, operands, 0)?;
    one(crate::hlo::constants::iota_of(ev, shape)?)
}

fn dynamic_reshape(ev: &OpEval<'_, '_>, operands: &[Value]) -> DResult<Vec<Value>> {
    let t = tensor(ev, operands, 0)?;
    let shape = shape_operand(ev, operands, 1)?;
    if shape.iter().product::<i64>() as usize != t.num_elements() {
        return Err(ev.error("output_shape has a different number of elements"));
    }
    one(t.with_data(shape, t.data.clone()))
}

fn dynamic_broadcast_in_dim(ev: &OpEval<'_, '_>, operands: &[Value]) -> DResult<Vec<Value>> {
    let t = tensor(ev, operands, 0)?;
    let shape = shape_operand(ev, operands, 1)?;
    one(broadcast_to(
        ev,
        t,
        &list(ev, "broadcast_dimensions")?,
        shape,
    )?)
}

fn dynamic_pad(ev: &OpEval<'_, '_>, operands: &[Value]) -> DResult<Vec<Value>> {
    let (t, v) = (tensor(ev, operands, 0)?, tensor(ev, operands, 1)?);
    let (lo, hi, interior) = (
        tensor(ev, operands, 2)?.ints(),
        tensor(ev, operands, 3)?.ints(),
        tensor(ev, operands, 4)?.ints(),
    );
    if [lo.len(), hi.len(), interior.len()]
        .iter()
        .any(|&n| n != t.shape.len())
        || interior.iter().any(|&x| x < 0)
    {
        return Err(ev.error("padding operands do not match the operand rank"));
    }
    let shape: Vec<i64> = (0..t.shape.len())
        .map(|d| lo[d] + hi[d] + t.shape[d] + (t.shape[d] - 1).max(0) * interior[d])
        .collect();
    if shape.iter().any(|&d| d < 0) {
        return Err(ev.error("padding makes a dimension negative"));
    }
    one(pad_to(ev, t, v, &lo, &interior, shape)?)
}

fn dynamic_gather(ev: &OpEval<'_, '_>, operands: &[Value]) -> DResult<Vec<Value>> {
    let sizes = tensor(ev, operands, 2)?.ints();
    crate::hlo::gather::gather_with(ev, &operands[..2], &sizes)
}

fn get_dimension_size(ev: &OpEval<'_, '_>, operands: &[Value]) -> DResult<Vec<Value>> {
    let t = tensor(ev, operands, 0)?;
    let d = ev
        .op
        .attr("dimension")
        .and_then(|a| ev.ctx().attr_as_int(a))
        .ok_or_else(|| ev.error("requires 'dimension'"))?;
    let size = usize::try_from(d)
        .ok()
        .and_then(|d| t.shape.get(d))
        .ok_or_else(|| ev.error("dimension out of range"))?;
    let ty = ev.ctx().integer_type(32);
    one(Tensor {
        ty,
        kind: ElemKind::Int {
            width: 32,
            signed: true,
        },
        shape: Vec::new(),
        data: Buffer::Int(vec![*size]),
    })
}

fn composite(ev: &OpEval<'_, '_>, operands: &[Value]) -> DResult<Vec<Value>> {
    let ctx = ev.ctx();
    let name = match ev.op.attr("decomposition").map(|a| ctx.attr_data(a)) {
        Some(AttrData::SymbolRef { root, nested }) if nested.is_empty() => {
            ctx.symbol_str(*root).to_string()
        }
        _ => return Err(ev.error("requires a 'decomposition' function")),
    };
    if ev.interp.function(&name).is_none() {
        return Err(ev.error(format!("decomposition '@{name}' is not in the module")));
    }
    ev.interp.call(&name, operands.to_vec())
}

/// `set_dimension_size`: the operand's first `size` entries along `dimension` (the run-time
/// view of XLA's padded dynamic dimension; `size` is clamped to the static bound).
fn set_dimension_size(ev: &OpEval<'_, '_>, operands: &[Value]) -> DResult<Vec<Value>> {
    let t = tensor(ev, operands, 0)?;
    let size = tensor(ev, operands, 1)?
        .ints()
        .first()
        .copied()
        .ok_or_else(|| ev.error("requires a scalar size"))?;
    let dim = ev
        .op
        .attr("dimension")
        .and_then(|a| ev.ctx().attr_as_int(a))
        .and_then(|d| usize::try_from(d).ok());
    let dim = dim
        .filter(|&d| d < t.shape.len())
        .ok_or_else(|| ev.error("requires 'dimension' within the operand's rank"))?;
    let mut shape = t.shape.clone();
    shape[dim] = size.clamp(0, t.shape[dim]);
    if shape == t.shape {
        return one(t.clone());
    }
    let strides = Tensor::strides(&t.shape);
    one(crate::hlo::shape::remap(ev, t, shape, None, |i| {
        Some(i.iter().zip(&strides).map(|(&x, &s)| x as usize * s).sum())
    })?)
}

fn real_dynamic_slice(ev: &OpEval<'_, '_>, operands: &[Value]) -> DResult<Vec<Value>> {
    let t = tensor(ev, operands, 0)?;
    let (start, limit, step) = (
        tensor(ev, operands, 1)?.ints(),
        tensor(ev, operands, 2)?.ints(),
        tensor(ev, operands, 3)?.ints(),
    );
    let rank = t.shape.len();
    if [start.len(), limit.len(), step.len()]
        .iter()
        .any(|&n| n != rank)
        || step.iter().any(|&s| s <= 0)
    {
        return Err(ev.error("start, limit and stride operands must match the operand rank"));
    }
    if (0..rank).any(|d| start[d] < 0 || limit[d] > t.shape[d] || start[d] > limit[d]) {
        return Err(ev.error("slice bounds are out of range"));
    }
    let shape: Vec<i64> = (0..rank)
        .map(|d| (limit[d] - start[d] + step[d] - 1) / step[d])
        .collect();
    let strides = Tensor::strides(&t.shape);
    one(remap(ev, t, shape, None, |i| {
        Some(
            i.iter()
                .enumerate()
                .map(|(d, &x)| (start[d] + x * step[d]) as usize * strides[d])
                .sum(),
        )
    })?)
}

pub fn register(r: &mut Registry) {
    r.add(hlo_ops::SetDimensionSizeOp::NAME, set_dimension_size);
    r.add(hlo_ops::DynamicIotaOp::NAME, dynamic_iota);
    r.add(hlo_ops::DynamicReshapeOp::NAME, dynamic_reshape);
    r.add(
        hlo_ops::DynamicBroadcastInDimOp::NAME,
        dynamic_broadcast_in_dim,
    );
    r.add(hlo_ops::DynamicPadOp::NAME, dynamic_pad);
    r.add(hlo_ops::DynamicGatherOp::NAME, dynamic_gather);
    r.add(hlo_ops::GetDimensionSizeOp::NAME, get_dimension_size);
    r.add(hlo_ops::CompositeOp::NAME, composite);
    r.add(hlo_ops::RealDynamicSliceOp::NAME, real_dynamic_slice);
}
