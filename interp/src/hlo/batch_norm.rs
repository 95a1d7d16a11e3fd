//! hlo batch normalization: batch_norm_inference, batch_norm_training and batch_norm_grad.

use crate::elementwise::{one, tensor};
use crate::eval::{OpEval, Registry};
use crate::value::{for_each_index, Buffer, ElemKind, Tensor, Value};
use xla_dialect_hlo::ops as hlo_ops;
use xla_ir::{AttrData, DResult};

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

pub fn register(r: &mut Registry) {
    r.add(hlo_ops::BatchNormInferenceOp::NAME, batch_norm_inference);
    r.add(hlo_ops::BatchNormTrainingOp::NAME, batch_norm_training);
    r.add(hlo_ops::BatchNormGradOp::NAME, batch_norm_grad);
}
