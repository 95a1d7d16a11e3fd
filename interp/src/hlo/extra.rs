//! More hlo ops: broadcast, dot, real_dynamic_slice, batch_norm_{inference,training,grad}
//! and cholesky.

use crate::elementwise::{one, result_elem, result_shape, tensor, C};
use crate::eval::{OpEval, Registry};
use crate::hlo::shape::{broadcast_to, list, remap};
use crate::value::{for_each_index, Buffer, ElemKind, Tensor, Value};
use xla_dialect_hlo::ops as hlo_ops;
use xla_ir::{AttrData, DResult};

fn broadcast(ev: &OpEval<'_, '_>, operands: &[Value]) -> DResult<Vec<Value>> {
    let t = tensor(ev, operands, 0)?;
    let sizes = list(ev, "broadcast_sizes")?;
    let n = sizes.len() as i64;
    let dims: Vec<i64> = (0..t.shape.len() as i64).map(|d| d + n).collect();
    let shape: Vec<i64> = sizes.iter().chain(&t.shape).copied().collect();
    one(broadcast_to(ev, t, &dims, shape)?)
}

/// `dot`: contracts the last dimension of lhs with the first of rhs.
fn dot(ev: &OpEval<'_, '_>, operands: &[Value]) -> DResult<Vec<Value>> {
    let (l, r) = (tensor(ev, operands, 0)?, tensor(ev, operands, 1)?);
    let lc = l
        .shape
        .len()
        .checked_sub(1)
        .ok_or_else(|| ev.error("requires operands of rank 1 or 2"))?;
    crate::hlo::regions::dot_with(ev, l, r, &[], &[], &[lc], &[0])
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

fn float_attr(ev: &OpEval<'_, '_>, name: &str) -> DResult<f64> {
    match ev.op.attr(name).map(|a| ev.ctx().attr_data(a)) {
        Some(AttrData::Float { ty, bits }) => ev
            .ctx()
            .float_kind(*ty)
            .map(|k| xla_ir::float::to_f64(k, *bits))
            .ok_or_else(|| ev.error(format!("'{name}' is not a float"))),
        _ => Err(ev.error(format!("requires '{name}'"))),
    }
}

/// Feature index and, per element, its feature; plus the element count per feature.
fn features(ev: &OpEval<'_, '_>, t: &Tensor) -> DResult<(Vec<usize>, usize, usize)> {
    let fi = ev
        .op
        .attr("feature_index")
        .and_then(|a| ev.ctx().attr_as_int(a))
        .ok_or_else(|| ev.error("requires 'feature_index'"))?;
    let fi = usize::try_from(fi)
        .ok()
        .filter(|&f| f < t.shape.len())
        .ok_or_else(|| ev.error("feature_index out of range"))?;
    let mut of = Vec::with_capacity(t.num_elements());
    for_each_index(&t.shape, |i| of.push(i[fi] as usize));
    let nf = t.shape[fi] as usize;
    Ok((of, nf, t.num_elements() / nf.max(1)))
}

fn float_kind(ev: &OpEval<'_, '_>, t: &Tensor) -> DResult<xla_ir::float::FloatKind> {
    match t.kind {
        ElemKind::Float(k) => Ok(k),
        _ => Err(ev.error("requires float operands")),
    }
}

fn per_feature_mean(v: &[f64], of: &[usize], nf: usize, count: usize) -> Vec<f64> {
    let mut m = vec![0.0; nf];
    for (x, &f) in v.iter().zip(of) {
        m[f] += x;
    }
    m.iter().map(|s| s / count.max(1) as f64).collect()
}

fn batch_norm_inference(ev: &OpEval<'_, '_>, operands: &[Value]) -> DResult<Vec<Value>> {
    let t = tensor(ev, operands, 0)?;
    let k = float_kind(ev, t)?;
    let [scale, offset, mean, var] =
        [1, 2, 3, 4].map(|i| tensor(ev, operands, i).map(|x| x.data.to_f64(x.kind)));
    let (scale, offset, mean, var) = (scale?, offset?, mean?, var?);
    let eps = float_attr(ev, "epsilon")?;
    let (of, _, _) = features(ev, t)?;
    let x = t.data.to_f64(t.kind);
    let y: Vec<f64> = x
        .iter()
        .zip(&of)
        .map(|(&v, &f)| scale[f] * (v - mean[f]) / (var[f] + eps).sqrt() + offset[f])
        .collect();
    one(t.with_data(t.shape.clone(), Buffer::from_f64(k, y)))
}

fn batch_norm_training(ev: &OpEval<'_, '_>, operands: &[Value]) -> DResult<Vec<Value>> {
    let t = tensor(ev, operands, 0)?;
    let k = float_kind(ev, t)?;
    let (scale, offset) = (tensor(ev, operands, 1)?, tensor(ev, operands, 2)?);
    let (sv, ov) = (
        scale.data.to_f64(scale.kind),
        offset.data.to_f64(offset.kind),
    );
    let eps = float_attr(ev, "epsilon")?;
    let (of, nf, count) = features(ev, t)?;
    let x = t.data.to_f64(t.kind);
    let mean = per_feature_mean(&x, &of, nf, count);
    let sq: Vec<f64> = x
        .iter()
        .zip(&of)
        .map(|(&v, &f)| (v - mean[f]) * (v - mean[f]))
        .collect();
    let var = per_feature_mean(&sq, &of, nf, count);
    let y: Vec<f64> = x
        .iter()
        .zip(&of)
        .map(|(&v, &f)| sv[f] * (v - mean[f]) / (var[f] + eps).sqrt() + ov[f])
        .collect();
    let vec1 =
        |v: Vec<f64>| Value::Tensor(scale.with_data(vec![nf as i64], Buffer::from_f64(k, v)));
    Ok(vec![
        Value::Tensor(t.with_data(t.shape.clone(), Buffer::from_f64(k, y))),
        vec1(mean),
        vec1(var),
    ])
}

fn batch_norm_grad(ev: &OpEval<'_, '_>, operands: &[Value]) -> DResult<Vec<Value>> {
    let t = tensor(ev, operands, 0)?;
    let k = float_kind(ev, t)?;
    let scale = tensor(ev, operands, 1)?;
    let [sv, mean, var, gy] =
        [1, 2, 3, 4].map(|i| tensor(ev, operands, i).map(|x| x.data.to_f64(x.kind)));
    let (sv, mean, var, gy) = (sv?, mean?, var?, gy?);
    let eps = float_attr(ev, "epsilon")?;
    let (of, nf, count) = features(ev, t)?;
    let x = t.data.to_f64(t.kind);
    let centered: Vec<f64> = x.iter().zip(&of).map(|(&v, &f)| v - mean[f]).collect();
    let mean_gy = per_feature_mean(&gy, &of, nf, count);
    let prod: Vec<f64> = gy.iter().zip(&centered).map(|(g, c)| g * c).collect();
    let mean_prod = per_feature_mean(&prod, &of, nf, count);
    let gx: Vec<f64> = (0..x.len())
        .map(|i| {
            let f = of[i];
            sv[f] / (var[f] + eps).sqrt()
                * (gy[i] - mean_gy[f] - centered[i] * mean_prod[f] / (var[f] + eps))
        })
        .collect();
    let gscale: Vec<f64> = (0..nf)
        .map(|f| mean_prod[f] * count as f64 / (var[f] + eps).sqrt())
        .collect();
    let goffset: Vec<f64> = mean_gy.iter().map(|m| m * count as f64).collect();
    let vec1 =
        |v: Vec<f64>| Value::Tensor(scale.with_data(vec![nf as i64], Buffer::from_f64(k, v)));
    Ok(vec![
        Value::Tensor(t.with_data(t.shape.clone(), Buffer::from_f64(k, gx))),
        vec1(gscale),
        vec1(goffset),
    ])
}

/// Cholesky factor (lower: `a = l·lᴴ`, else `a = uᴴ·u`) of each innermost matrix; only the
/// chosen triangle of `a` is read and the other triangle of the result is zero.
fn cholesky(ev: &OpEval<'_, '_>, operands: &[Value]) -> DResult<Vec<Value>> {
    let a = tensor(ev, operands, 0)?;
    let lower = ev
        .op
        .attr("lower")
        .and_then(|x| ev.ctx().attr_as_int(x))
        .unwrap_or(0)
        != 0;
    let r = a.shape.len();
    if r < 2 || a.shape[r - 1] != a.shape[r - 2] {
        return Err(ev.error("requires square innermost matrices"));
    }
    let n = a.shape[r - 1] as usize;
    let v = a.data.to_c128(a.kind);
    let mut out = vec![C::new(0.0, 0.0); v.len()];
    for (m, o) in v.chunks(n * n).zip(out.chunks_mut(n * n)) {
        // Work on the lower form: read a[i][j] (i >= j) from the chosen triangle.
        let at = |i: usize, j: usize| {
            if lower {
                m[i * n + j]
            } else {
                m[j * n + i].conj()
            }
        };
        let mut l = vec![C::new(0.0, 0.0); n * n];
        for j in 0..n {
            let d = at(j, j)
                - (0..j)
                    .map(|k| l[j * n + k] * l[j * n + k].conj())
                    .sum::<C>();
            let djj = C::new(d.re.sqrt(), 0.0);
            l[j * n + j] = djj;
            for i in j + 1..n {
                l[i * n + j] = (at(i, j)
                    - (0..j)
                        .map(|k| l[i * n + k] * l[j * n + k].conj())
                        .sum::<C>())
                    / djj;
            }
        }
        for i in 0..n {
            for j in 0..n {
                o[i * n + j] = if lower {
                    l[i * n + j]
                } else {
                    l[j * n + i].conj()
                };
            }
        }
    }
    let (ty, kind) = result_elem(ev, 0)?;
    let data = match kind {
        ElemKind::Complex(k) => Buffer::from_c128(k, out),
        ElemKind::Float(k) => Buffer::from_f64(k, out.iter().map(|c| c.re).collect::<Vec<_>>()),
        _ => return Err(ev.error("requires float or complex elements")),
    };
    one(Tensor {
        ty,
        kind,
        shape: result_shape(ev, 0)?,
        data,
    })
}

pub fn register(r: &mut Registry) {
    r.add(hlo_ops::BroadcastOp::NAME, broadcast);
    r.add(hlo_ops::DotOp::NAME, dot);
    r.add(hlo_ops::RealDynamicSliceOp::NAME, real_dynamic_slice);
    r.add(hlo_ops::BatchNormInferenceOp::NAME, batch_norm_inference);
    r.add(hlo_ops::BatchNormTrainingOp::NAME, batch_norm_training);
    r.add(hlo_ops::BatchNormGradOp::NAME, batch_norm_grad);
    r.add(hlo_ops::CholeskyOp::NAME, cholesky);
}
