//! hlo data movement: broadcast_in_dim, reshape, transpose, slice, concatenate, pad, reverse,
//! dynamic_slice (start indices clamped into range) and dynamic_update_slice.

use crate::elementwise::{one, result_shape, tensor};
use crate::eval::{OpEval, Registry};
use crate::value::{for_each_index, Buffer, Tensor, Value};
use xla_dialect_hlo::attrs::int_elements::i64_list;
use xla_dialect_hlo::ops as hlo_ops;
use xla_ir::DResult;

pub fn list(ev: &OpEval<'_, '_>, name: &str) -> DResult<Vec<i64>> {
    ev.op
        .attr(name)
        .and_then(|a| i64_list(ev.ctx(), a))
        .ok_or_else(|| ev.error(format!("requires '{name}'")))
}

/// Result element `idx` is operand element `src(idx)`; `None` takes `fill`'s single element.
pub fn remap(
    ev: &OpEval<'_, '_>,
    t: &Tensor,
    shape: Vec<i64>,
    fill: Option<&Tensor>,
    src: impl Fn(&[i64]) -> Option<usize>,
) -> DResult<Tensor> {
    if crate::value::checked_count(&shape).is_none() {
        return Err(ev.error("result has more elements than the interpreter's limit"));
    }
    let mut from = Vec::new();
    let n = t.num_elements();
    let mut bad = false;
    for_each_index(&shape, |i| {
        let s = src(i);
        if s.is_some_and(|s| s >= n) || (s.is_none() && fill.is_none()) {
            bad = true;
        }
        from.push(s);
    });
    if bad {
        return Err(ev.error("operand and result shapes do not agree"));
    }
    let data = match fill {
        Some(f) => {
            let zeros = vec![0usize; from.len()];
            t.data
                .merge(&f.data, &from, &zeros)
                .ok_or_else(|| ev.error("padding value has another element type"))?
        }
        None => t
            .data
            .gather(&from.iter().map(|s| s.unwrap_or(0)).collect::<Vec<_>>()),
    };
    Ok(t.with_data(shape, data))
}

fn broadcast_in_dim(ev: &OpEval<'_, '_>, operands: &[Value]) -> DResult<Vec<Value>> {
    let t = tensor(ev, operands, 0)?;
    let dims = list(ev, "broadcast_dimensions")?;
    one(broadcast_to(ev, t, &dims, result_shape(ev, 0)?)?)
}

/// Operand dimension `k` becomes result dimension `dims[k]` (size 1 stretches).
pub fn broadcast_to(
    ev: &OpEval<'_, '_>,
    t: &Tensor,
    dims: &[i64],
    shape: Vec<i64>,
) -> DResult<Tensor> {
    if dims.len() != t.shape.len() || dims.iter().any(|&d| d < 0 || d as usize >= shape.len()) {
        return Err(ev.error("broadcast_dimensions do not match the operand"));
    }
    let strides = Tensor::strides(&t.shape);
    remap(ev, t, shape, None, |i| {
        Some(
            dims.iter()
                .enumerate()
                .map(|(k, &d)| {
                    if t.shape[k] == 1 {
                        0
                    } else {
                        i[d as usize] as usize * strides[k]
                    }
                })
                .sum(),
        )
    })
}

fn reshape(ev: &OpEval<'_, '_>, operands: &[Value]) -> DResult<Vec<Value>> {
    let t = tensor(ev, operands, 0)?;
    let shape = result_shape(ev, 0)?;
    if shape.iter().product::<i64>() as usize != t.num_elements() {
        return Err(ev.error("result has a different number of elements"));
    }
    one(t.with_data(shape, t.data.clone()))
}

fn transpose(ev: &OpEval<'_, '_>, operands: &[Value]) -> DResult<Vec<Value>> {
    let t = tensor(ev, operands, 0)?;
    let perm = list(ev, "permutation")?;
    if perm.len() != t.shape.len() || perm.iter().any(|&p| p < 0 || p as usize >= t.shape.len()) {
        return Err(ev.error("permutation does not match the operand rank"));
    }
    let shape: Vec<i64> = perm.iter().map(|&p| t.shape[p as usize]).collect();
    let strides = Tensor::strides(&t.shape);
    one(remap(ev, t, shape, None, |i| {
        Some(
            perm.iter()
                .zip(i)
                .map(|(&p, &x)| x as usize * strides[p as usize])
                .sum(),
        )
    })?)
}

fn slice(ev: &OpEval<'_, '_>, operands: &[Value]) -> DResult<Vec<Value>> {
    let t = tensor(ev, operands, 0)?;
    let (start, strides_attr) = (list(ev, "start_indices")?, list(ev, "strides")?);
    let shape = result_shape(ev, 0)?;
    if start.len() != t.shape.len()
        || strides_attr.len() != t.shape.len()
        || shape.len() != t.shape.len()
    {
        return Err(ev.error("slice attributes do not match the operand rank"));
    }
    let strides = Tensor::strides(&t.shape);
    one(remap(ev, t, shape, None, |i| {
        Some(
            i.iter()
                .enumerate()
                .map(|(d, &x)| (start[d] + x * strides_attr[d]) as usize * strides[d])
                .sum(),
        )
    })?)
}

fn concatenate(ev: &OpEval<'_, '_>, operands: &[Value]) -> DResult<Vec<Value>> {
    let dim = ev
        .op
        .attr("dimension")
        .and_then(|a| ev.ctx().attr_as_int(a))
        .ok_or_else(|| ev.error("requires 'dimension'"))? as usize;
    let ts = (0..operands.len())
        .map(|i| tensor(ev, operands, i))
        .collect::<DResult<Vec<_>>>()?;
    let first = *ts
        .first()
        .ok_or_else(|| ev.error("needs at least one operand"))?;
    let shape = result_shape(ev, 0)?;
    if dim >= shape.len() {
        return Err(ev.error("dimension out of range"));
    }
    // Concatenation along `dim` = for each outer index, the operands' inner blocks in turn.
    let outer: usize = shape[..dim].iter().product::<i64>() as usize;
    let mut idx = Vec::new();
    let mut offsets = Vec::new();
    let mut off = 0;
    for t in &ts {
        offsets.push(off);
        off += t.num_elements();
    }
    for o in 0..outer {
        for (t, &base) in ts.iter().zip(&offsets) {
            let block: usize = t.shape[dim..].iter().product::<i64>() as usize;
            idx.extend((0..block).map(|j| base + o * block + j));
        }
    }
    let all = Buffer::concat(&ts.iter().map(|t| &t.data).collect::<Vec<_>>())
        .ok_or_else(|| ev.error("operands have different element types"))?;
    if idx.iter().any(|&i| i >= all.len()) || idx.len() != shape.iter().product::<i64>() as usize {
        return Err(ev.error("operand shapes do not agree with the result"));
    }
    one(first.with_data(shape, all.gather(&idx)))
}

fn pad(ev: &OpEval<'_, '_>, operands: &[Value]) -> DResult<Vec<Value>> {
    let (t, v) = (tensor(ev, operands, 0)?, tensor(ev, operands, 1)?);
    let (lo, interior) = (list(ev, "edge_padding_low")?, list(ev, "interior_padding")?);
    one(pad_to(ev, t, v, &lo, &interior, result_shape(ev, 0)?)?)
}

/// `t` padded with `v`: `lo` before each dimension, `interior` between elements, up to `shape`.
pub fn pad_to(
    ev: &OpEval<'_, '_>,
    t: &Tensor,
    v: &Tensor,
    lo: &[i64],
    interior: &[i64],
    shape: Vec<i64>,
) -> DResult<Tensor> {
    if lo.len() != t.shape.len() || interior.len() != t.shape.len() || shape.len() != t.shape.len()
    {
        return Err(ev.error("padding attributes do not match the operand rank"));
    }
    let strides = Tensor::strides(&t.shape);
    remap(ev, t, shape, Some(v), |i| {
        let mut s = 0;
        for d in 0..i.len() {
            let x = i[d] - lo[d];
            let step = interior[d] + 1;
            if x < 0 || step <= 0 || x % step != 0 || x / step >= t.shape[d] {
                return None;
            }
            s += (x / step) as usize * strides[d];
        }
        Some(s)
    })
}

fn reverse(ev: &OpEval<'_, '_>, operands: &[Value]) -> DResult<Vec<Value>> {
    let t = tensor(ev, operands, 0)?;
    let dims = list(ev, "dimensions")?;
    let strides = Tensor::strides(&t.shape);
    one(remap(ev, t, t.shape.clone(), None, |i| {
        Some(
            i.iter()
                .enumerate()
                .map(|(d, &x)| {
                    let x = if dims.contains(&(d as i64)) {
                        t.shape[d] - 1 - x
                    } else {
                        x
                    };
                    x as usize * strides[d]
                })
                .sum(),
        )
    })?)
}

/// Start indices from scalar operands, clamped so the window fits: `clamp(0, s, dim - size)`.
fn clamped_starts(
    ev: &OpEval<'_, '_>,
    operands: &[Value],
    from: usize,
    shape: &[i64],
    sizes: &[i64],
) -> DResult<Vec<i64>> {
    (0..shape.len())
        .map(|d| {
            let s = tensor(ev, operands, from + d)?
                .ints()
                .first()
                .copied()
                .ok_or_else(|| ev.error("start index is empty"))?;
            Ok(s.clamp(0, (shape[d] - sizes[d]).max(0)))
        })
        .collect()
}

fn dynamic_slice(ev: &OpEval<'_, '_>, operands: &[Value]) -> DResult<Vec<Value>> {
    let t = tensor(ev, operands, 0)?;
    let sizes = list(ev, "slice_sizes")?;
    if sizes.len() != t.shape.len() || operands.len() != 1 + t.shape.len() {
        return Err(ev.error("slice_sizes and start indices must match the operand rank"));
    }
    let start = clamped_starts(ev, operands, 1, &t.shape, &sizes)?;
    let strides = Tensor::strides(&t.shape);
    one(remap(ev, t, sizes.clone(), None, |i| {
        Some(
            i.iter()
                .enumerate()
                .map(|(d, &x)| (start[d] + x) as usize * strides[d])
                .sum(),
        )
    })?)
}

fn dynamic_update_slice(ev: &OpEval<'_, '_>, operands: &[Value]) -> DResult<Vec<Value>> {
    let (t, u) = (tensor(ev, operands, 0)?, tensor(ev, operands, 1)?);
    if u.shape.len() != t.shape.len() || operands.len() != 2 + t.shape.len() {
        return Err(ev.error("update and start indices must match the operand rank"));
    }
    let start = clamped_starts(ev, operands, 2, &t.shape, &u.shape)?;
    let ustrides = Tensor::strides(&u.shape);
    let mut from = Vec::new();
    for_each_index(&t.shape, |i| {
        let inside = i
            .iter()
            .enumerate()
            .all(|(d, &x)| x >= start[d] && x < start[d] + u.shape[d]);
        from.push(inside.then(|| {
            i.iter()
                .enumerate()
                .map(|(d, &x)| (x - start[d]) as usize * ustrides[d])
                .sum()
        }));
    });
    let own: Vec<usize> = (0..from.len()).collect();
    let data = u
        .data
        .merge(&t.data, &from, &own)
        .ok_or_else(|| ev.error("update has another element type"))?;
    one(t.with_data(t.shape.clone(), data))
}

fn broadcast(ev: &OpEval<'_, '_>, operands: &[Value]) -> DResult<Vec<Value>> {
    let t = tensor(ev, operands, 0)?;
    let sizes = list(ev, "broadcast_sizes")?;
    let n = sizes.len() as i64;
    let dims: Vec<i64> = (0..t.shape.len() as i64).map(|d| d + n).collect();
    let shape: Vec<i64> = sizes.iter().chain(&t.shape).copied().collect();
    one(broadcast_to(ev, t, &dims, shape)?)
}

pub fn register(r: &mut Registry) {
    r.add(hlo_ops::BroadcastInDimOp::NAME, broadcast_in_dim);
    r.add(hlo_ops::ReshapeOp::NAME, reshape);
    r.add(hlo_ops::TransposeOp::NAME, transpose);
    r.add(hlo_ops::SliceOp::NAME, slice);
    r.add(hlo_ops::ConcatenateOp::NAME, concatenate);
    r.add(hlo_ops::PadOp::NAME, pad);
    r.add(hlo_ops::ReverseOp::NAME, reverse);
    r.add(hlo_ops::DynamicSliceOp::NAME, dynamic_slice);
    r.add(hlo_ops::DynamicUpdateSliceOp::NAME, dynamic_update_slice);
    r.add(hlo_ops::BroadcastOp::NAME, broadcast);
}
