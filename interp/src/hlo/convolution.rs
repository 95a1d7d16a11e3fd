//! hlo convolution with every dimension-number layout, padding, strides, lhs/rhs dilation,
//! window reversal, and feature/batch grouping (XLA's ConvGeneralDilated), and dynamic_conv
//! (the padding an operand). Padded taps with an
//! infinite weight as XLA's CPU backend: edge padding is zeros that multiply the weights
//! (NaN), except with lhs dilation, where every padded tap (edge or hole) is skipped.

use crate::elementwise::{one, result_elem, result_shape, tensor, C};
use crate::eval::{OpEval, Registry};
use crate::value::{for_each_index, linear, norm_int, Buffer, ElemKind, Tensor, Value};
use xla_dialect_hlo::attrs::conv_dims::ConvDims;
use xla_dialect_hlo::attrs::int_elements::{bool_list, i64_elements, i64_list};
use xla_dialect_hlo::ops as hlo_ops;
use xla_dialect_hlo::ops::conv_window::WindowAttrs;
use xla_dialect_hlo::ops::convolution::infer_convolution_shape;
use xla_ir::DResult;

fn convolution(ev: &OpEval<'_, '_>, operands: &[Value]) -> DResult<Vec<Value>> {
    let pad = match ev.op.attr("padding") {
        None => None,
        Some(a) => {
            Some(i64_elements(ev.ctx(), a).ok_or_else(|| ev.error("'padding' is not integers"))?)
        }
    };
    convolve(ev, operands, pad, result_shape(ev, 0)?)
}

/// dynamic_conv: the padding is operand 2's value; a dynamic result shape follows from it.
fn dynamic_conv(ev: &OpEval<'_, '_>, operands: &[Value]) -> DResult<Vec<Value>> {
    let pad = tensor(ev, operands, 2)?.ints();
    let static_result = ev
        .ctx()
        .shape(ev.op.result_type(0))
        .is_some_and(|s| s.iter().all(|&d| d >= 0));
    let out_shape = if static_result {
        result_shape(ev, 0)?
    } else {
        let shape = |i: usize| tensor(ev, operands, i).map(|t| t.shape.clone());
        let dims = ConvDims::from_attr(
            ev.ctx(),
            ev.op
                .attr("dimension_numbers")
                .ok_or_else(|| ev.error("requires 'dimension_numbers'"))?,
        )
        .ok_or_else(|| ev.error("requires 'dimension_numbers'"))?;
        let mut window = WindowAttrs::from_op(ev.op).map_err(|d| ev.error(d.message))?;
        window.padding = Some(pad.chunks(2).map(|p| (p[0], p[1])).collect());
        let count = |name: &str| {
            ev.op
                .attr(name)
                .and_then(|a| ev.ctx().attr_as_int(a))
                .unwrap_or(1) as i64
        };
        let shape = infer_convolution_shape(
            &shape(0)?,
            &shape(1)?,
            &dims,
            &window,
            count("feature_group_count"),
            count("batch_group_count"),
        )
        .map_err(|m| ev.error(m))?;
        if crate::value::checked_count(&shape).is_none() {
            return Err(ev.error("has a result with more elements than the interpreter's limit"));
        }
        shape
    };
    convolve(ev, operands, Some(pad), out_shape)
}

/// Convolution of operands 0 and 1 with `pad` (low, high per spatial dimension, flat).
fn convolve(
    ev: &OpEval<'_, '_>,
    operands: &[Value],
    pad: Option<Vec<i64>>,
    out_shape: Vec<i64>,
) -> DResult<Vec<Value>> {
    let (lhs, rhs) = (tensor(ev, operands, 0)?, tensor(ev, operands, 1)?);
    let ctx = ev.ctx();
    let dn = ev
        .op
        .attr("dimension_numbers")
        .and_then(|a| ConvDims::from_attr(ctx, a))
        .ok_or_else(|| ev.error("requires 'dimension_numbers'"))?;
    let ns = dn.input_spatial.len();
    let list = |name: &str, default: i64| -> DResult<Vec<i64>> {
        match ev.op.attr(name) {
            None => Ok(vec![default; ns]),
            Some(a) => i64_list(ctx, a)
                .filter(|v| v.len() == ns)
                .ok_or_else(|| ev.error(format!("'{name}' does not match the spatial rank"))),
        }
    };
    let (strides, lhs_dil, rhs_dil) = (
        list("window_strides", 1)?,
        list("lhs_dilation", 1)?,
        list("rhs_dilation", 1)?,
    );
    let pad = match pad {
        None => vec![0; 2 * ns],
        Some(v) if v.len() == 2 * ns => v,
        Some(_) => return Err(ev.error("'padding' does not match the spatial rank")),
    };
    let reversal = match ev.op.attr("window_reversal") {
        None => vec![false; ns],
        Some(a) => bool_list(ctx, a)
            .filter(|v| v.len() == ns)
            .ok_or_else(|| ev.error("'window_reversal' does not match the spatial rank"))?,
    };
    let int_attr = |n: &str| {
        ev.op
            .attr(n)
            .and_then(|a| ctx.attr_as_int(a))
            .unwrap_or(1)
            .max(1) as i64
    };
    let (groups, batch_groups) = (
        int_attr("feature_group_count"),
        int_attr("batch_group_count"),
    );
    let (ty, kind) = result_elem(ev, 0)?;
    let u = |d: i64| d as usize;
    let all_dims = [
        dn.input_batch,
        dn.input_feature,
        dn.kernel_input_feature,
        dn.kernel_output_feature,
        dn.output_batch,
        dn.output_feature,
    ];
    if all_dims.iter().any(|&d| d < 0)
        || dn.kernel_spatial.len() != ns
        || dn.output_spatial.len() != ns
    {
        return Err(ev.error("dimension numbers are inconsistent"));
    }
    let out_features = out_shape.get(u(dn.output_feature)).copied().unwrap_or(0);
    let in_range = |dims: &[i64], rank: usize| dims.iter().all(|&d| u(d) < rank);
    let lhs_dims = [&[dn.input_batch, dn.input_feature][..], &dn.input_spatial].concat();
    let rhs_dims = [
        &[dn.kernel_input_feature, dn.kernel_output_feature][..],
        &dn.kernel_spatial,
    ]
    .concat();
    let out_dims = [
        &[dn.output_batch, dn.output_feature][..],
        &dn.output_spatial,
    ]
    .concat();
    if !in_range(&lhs_dims, lhs.shape.len())
        || !in_range(&rhs_dims, rhs.shape.len())
        || !in_range(&out_dims, out_shape.len())
        || rhs.shape[u(dn.kernel_output_feature)] != out_features
    {
        return Err(ev.error("dimension numbers do not match the operands and result"));
    }
    let out_batch = out_shape[u(dn.output_batch)];
    let kif = rhs.shape[u(dn.kernel_input_feature)];
    let ksizes: Vec<i64> = dn.kernel_spatial.iter().map(|&d| rhs.shape[u(d)]).collect();
    let (ls, rs) = (Tensor::strides(&lhs.shape), Tensor::strides(&rhs.shape));
    let per_group = (out_features / groups).max(1);
    let per_bgroup = (out_features / batch_groups).max(1);
    let is_int = matches!(kind, ElemKind::Int { .. } | ElemKind::Bool);
    // Narrow floats accumulate in f32, as XLA's CPU backend does.
    let f32_acc = matches!(kind, ElemKind::Float(k) if k != xla_ir::float::FloatKind::F64);
    let (li, ri) = (lhs.ints(), rhs.ints());
    let (lc, rc) = if is_int {
        (Vec::new(), Vec::new())
    } else {
        (lhs.data.to_c128(lhs.kind), rhs.data.to_c128(rhs.kind))
    };
    let transposed = lhs_dil.iter().any(|&d| d > 1);
    let mut ints = Vec::new();
    let mut cs = Vec::new();
    let mut lidx = vec![0i64; lhs.shape.len()];
    let mut ridx = vec![0i64; rhs.shape.len()];
    for_each_index(&out_shape, |oi| {
        let (ob, of) = (oi[u(dn.output_batch)], oi[u(dn.output_feature)]);
        let fg = of / per_group;
        let bg = of / per_bgroup;
        let (mut si, mut sc, mut sf) = (0i64, C::new(0.0, 0.0), 0f32);
        for ki in 0..kif {
            for_each_index(&ksizes, |ks| {
                // As XLA's CPU backend: without lhs dilation, edge padding holds zeros that
                // multiply the weight (0 · inf = NaN); with it, every padded tap is skipped.
                let mut padding_tap = false;
                for s in 0..ns {
                    let k = if reversal[s] {
                        ksizes[s] - 1 - ks[s]
                    } else {
                        ks[s]
                    };
                    let p =
                        oi[u(dn.output_spatial[s])] * strides[s] + ks[s] * rhs_dil[s] - pad[2 * s];
                    if p < 0 || p > (lhs.shape[u(dn.input_spatial[s])] - 1) * lhs_dil[s] {
                        if transposed {
                            return;
                        }
                        padding_tap = true;
                    } else if p % lhs_dil[s] != 0 {
                        return;
                    } else {
                        lidx[u(dn.input_spatial[s])] = p / lhs_dil[s];
                    }
                    ridx[u(dn.kernel_spatial[s])] = k;
                }
                lidx[u(dn.input_batch)] = bg * out_batch + ob;
                lidx[u(dn.input_feature)] = fg * kif + ki;
                ridx[u(dn.kernel_input_feature)] = ki;
                ridx[u(dn.kernel_output_feature)] = of;
                if lidx.iter().zip(&lhs.shape).any(|(&x, &d)| x >= d) {
                    return;
                }
                let b = linear(&ridx, &rs);
                if padding_tap {
                    if f32_acc {
                        sf += 0.0 * rc[b].re as f32;
                    } else if !is_int {
                        sc += C::new(0.0, 0.0) * rc[b];
                    }
                    return;
                }
                let a = linear(&lidx, &ls);
                if is_int {
                    si = si.wrapping_add(li[a].wrapping_mul(ri[b]));
                } else if f32_acc {
                    sf += lc[a].re as f32 * rc[b].re as f32;
                } else {
                    sc += lc[a] * rc[b];
                }
            });
        }
        ints.push(si);
        cs.push(if f32_acc { C::new(sf as f64, 0.0) } else { sc });
    });
    let data = match kind {
        ElemKind::Int { width, signed } => {
            Buffer::Int(ints.iter().map(|&v| norm_int(v, width, signed)).collect())
        }
        ElemKind::Bool => Buffer::Bool(ints.iter().map(|&v| v != 0).collect()),
        ElemKind::Float(k) => Buffer::from_f64(k, cs.iter().map(|c| c.re).collect::<Vec<_>>()),
        ElemKind::Complex(k) => Buffer::from_c128(k, cs),
    };
    one(Tensor {
        ty,
        kind,
        shape: out_shape,
        data,
    })
}

pub fn register(r: &mut Registry) {
    r.add(hlo_ops::ConvolutionOp::NAME, convolution);
    r.add(hlo_ops::DynamicConvOp::NAME, dynamic_conv);
}
