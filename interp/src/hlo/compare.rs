//! hlo constants, comparisons, selection, conversion and tuples.

use crate::convert::convert_tensor;
use crate::dense::tensor_from_attr;
use crate::elementwise::{
    bool_tensor, compare, int_cmp, one, result_elem, result_shape, tensor, C,
};
use crate::eval::{OpEval, Registry};
use crate::hlo::elementwise::{float_max, float_min};
use crate::value::{for_each_index, Buffer, ElemKind, Tensor, Value};
use std::cmp::Ordering;
use xla_dialect_hlo::attrs::comparison::{ComparisonDirection, ComparisonType};
use xla_dialect_hlo::ops as hlo_ops;
use xla_ir::DResult;

fn constant(ev: &OpEval<'_, '_>, _: &[Value]) -> DResult<Vec<Value>> {
    let a = ev
        .op
        .attr("value")
        .ok_or_else(|| ev.error("requires a 'value' attribute"))?;
    one(tensor_from_attr(ev.ctx(), a).map_err(|m| ev.error(m))?)
}

fn iota(ev: &OpEval<'_, '_>, _: &[Value]) -> DResult<Vec<Value>> {
    one(iota_of(ev, result_shape(ev, 0)?)?)
}

/// 0, 1, 2, ... along `iota_dimension` of `shape`, in the result's element type.
pub fn iota_of(ev: &OpEval<'_, '_>, shape: Vec<i64>) -> DResult<Tensor> {
    let dim = ev
        .op
        .attr("iota_dimension")
        .and_then(|a| ev.ctx().attr_as_int(a))
        .ok_or_else(|| ev.error("requires 'iota_dimension'"))?;
    let (ty, kind) = result_elem(ev, 0)?;
    let dim = usize::try_from(dim)
        .ok()
        .filter(|&d| d < shape.len())
        .ok_or_else(|| ev.error("iota_dimension out of range"))?;
    let mut idx = Vec::new();
    for_each_index(&shape, |i| idx.push(i[dim]));
    let src = Tensor {
        ty: ev.ctx().i64(),
        kind: ElemKind::Int {
            width: 64,
            signed: true,
        },
        shape: shape.clone(),
        data: Buffer::Int(idx),
    };
    Ok(convert_tensor(&src, ty, kind))
}

/// Float total order key: -NaN < -Inf < ... < -0 < +0 < ... < +Inf < +NaN.
pub fn total_key(x: f64) -> i64 {
    let b = x.to_bits() as i64;
    b ^ (((b >> 63) as u64) >> 1) as i64
}

fn compare_op(ev: &OpEval<'_, '_>, operands: &[Value]) -> DResult<Vec<Value>> {
    let ctx = ev.ctx();
    let dir = ev
        .op
        .attr("comparison_direction")
        .and_then(|a| ComparisonDirection::of_attr(ctx, a))
        .ok_or_else(|| ev.error("requires 'comparison_direction'"))?;
    let ctype = ev
        .op
        .attr("compare_type")
        .and_then(|a| ComparisonType::of_attr(ctx, a))
        .unwrap_or(ComparisonType::NoType);
    let (a, b) = crate::hlo::elementwise::broadcast_operands(ev, operands)?;
    let (a, b) = (&a, &b);
    let holds = move |o: Option<Ordering>| match (dir, o) {
        (ComparisonDirection::Ne, None) => true,
        (_, None) => false,
        (ComparisonDirection::Eq, Some(o)) => o.is_eq(),
        (ComparisonDirection::Ne, Some(o)) => o.is_ne(),
        (ComparisonDirection::Ge, Some(o)) => o.is_ge(),
        (ComparisonDirection::Gt, Some(o)) => o.is_gt(),
        (ComparisonDirection::Le, Some(o)) => o.is_le(),
        (_, Some(o)) => o.is_lt(),
    };
    let total = ctype == ComparisonType::TotalOrder;
    let int = |x: i64, y: i64, i| {
        let i = match ctype {
            ComparisonType::Signed => crate::elementwise::IntInfo { signed: true, ..i },
            ComparisonType::Unsigned => crate::elementwise::IntInfo { signed: false, ..i },
            _ => i,
        };
        holds(Some(int_cmp(x, y, i)))
    };
    let float = |x: f64, y: f64| {
        if total {
            holds(Some(total_key(x).cmp(&total_key(y))))
        } else {
            holds(x.partial_cmp(&y))
        }
    };
    let cplx = |x: C, y: C| match dir {
        ComparisonDirection::Eq => x == y,
        ComparisonDirection::Ne => x != y,
        _ => {
            let o = if total {
                Some(
                    total_key(x.re)
                        .cmp(&total_key(y.re))
                        .then(total_key(x.im).cmp(&total_key(y.im))),
                )
            } else {
                x.re.partial_cmp(&y.re)
                    .and_then(|r| x.im.partial_cmp(&y.im).map(|i| r.then(i)))
            };
            holds(o)
        }
    };
    let v = compare(ev, a, b, int, float, Some(&cplx))?;
    one(bool_tensor(ev, a.shape.clone(), v))
}

/// `select(pred, on_true, on_false)` with a scalar or element-wise predicate.
pub fn select_values(ev: &OpEval<'_, '_>, operands: &[Value]) -> DResult<Vec<Value>> {
    let p = tensor(ev, operands, 0)?.bools();
    let (t, f) = (tensor(ev, operands, 1)?, tensor(ev, operands, 2)?);
    let n = t.num_elements();
    if f.num_elements() != n || (p.len() != 1 && p.len() != n) {
        return Err(ev.error("operands have mismatched sizes"));
    }
    let from: Vec<Option<usize>> = (0..n)
        .map(|i| {
            if p[if p.len() == 1 { 0 } else { i }] {
                Some(i)
            } else {
                None
            }
        })
        .collect();
    let idx: Vec<usize> = (0..n).collect();
    let data = t
        .data
        .merge(&f.data, &from, &idx)
        .ok_or_else(|| ev.error("operands have different element types"))?;
    one(t.with_data(t.shape.clone(), data))
}

fn clamp(ev: &OpEval<'_, '_>, operands: &[Value]) -> DResult<Vec<Value>> {
    let (lo, x, hi) = (
        tensor(ev, operands, 0)?,
        tensor(ev, operands, 1)?,
        tensor(ev, operands, 2)?,
    );
    let n = x.num_elements();
    let at = |t: &Tensor, i: usize| if t.num_elements() == 1 { 0 } else { i };
    if [lo, hi]
        .iter()
        .any(|t| t.num_elements() != 1 && t.num_elements() != n)
    {
        return Err(ev.error("min and max must be scalars or shaped like the operand"));
    }
    let data = match (&lo.data, &x.data, &hi.data, x.kind) {
        (Buffer::Int(l), Buffer::Int(v), Buffer::Int(h), ElemKind::Int { width, signed }) => {
            let info = crate::elementwise::IntInfo { width, signed };
            Buffer::Int(
                (0..n)
                    .map(|i| {
                        let m = if int_cmp(v[i], l[at(lo, i)], info).is_ge() {
                            v[i]
                        } else {
                            l[at(lo, i)]
                        };
                        if int_cmp(m, h[at(hi, i)], info).is_le() {
                            m
                        } else {
                            h[at(hi, i)]
                        }
                    })
                    .collect(),
            )
        }
        (Buffer::Bool(l), Buffer::Bool(v), Buffer::Bool(h), _) => Buffer::Bool(
            (0..n)
                .map(|i| (v[i] | l[at(lo, i)]) & h[at(hi, i)])
                .collect(),
        ),
        (_, _, _, ElemKind::Float(k)) => {
            let (l, v, h) = (
                lo.data.to_f64(lo.kind),
                x.data.to_f64(x.kind),
                hi.data.to_f64(hi.kind),
            );
            Buffer::from_f64(
                k,
                (0..n)
                    .map(|i| float_min(float_max(v[i], l[at(lo, i)]), h[at(hi, i)]))
                    .collect::<Vec<_>>(),
            )
        }
        _ => return Err(ev.error("is not supported for this element type")),
    };
    one(x.with_data(x.shape.clone(), data))
}

fn convert(ev: &OpEval<'_, '_>, operands: &[Value]) -> DResult<Vec<Value>> {
    let a = tensor(ev, operands, 0)?;
    let (ty, kind) = result_elem(ev, 0)?;
    one(convert_tensor(a, ty, kind))
}

/// Bit width of one element (complex: both parts).
fn elem_bits(k: ElemKind) -> u32 {
    match k {
        ElemKind::Bool => 1,
        ElemKind::Int { width, .. } => width,
        ElemKind::Float(f) => f.bit_width(),
        ElemKind::Complex(f) => 2 * f.bit_width(),
    }
}

/// Reinterprets the bits: an element splits into several narrower ones (least significant
/// first) or several merge into a wider one. Complex elements are (real, imaginary) bits.
fn bitcast_convert(ev: &OpEval<'_, '_>, operands: &[Value]) -> DResult<Vec<Value>> {
    let a = tensor(ev, operands, 0)?;
    let (ty, kind) = result_elem(ev, 0)?;
    let shape = result_shape(ev, 0)?;
    let (wi, wo) = (elem_bits(a.kind), elem_bits(kind));
    let mask = |w: u32| {
        if w >= 128 {
            u128::MAX
        } else {
            (1u128 << w) - 1
        }
    };
    let raw = crate::dense::element_bits(a);
    let src: Vec<u128> = match a.kind {
        ElemKind::Complex(_) => raw
            .chunks(2)
            .map(|c| (c[0] as u128) | ((c.get(1).copied().unwrap_or(0) as u128) << (wi / 2)))
            .collect(),
        _ => raw.iter().map(|&b| b as u128 & mask(wi)).collect(),
    };
    let out: Vec<u128> = if wi >= wo {
        let r = (wi / wo.max(1)) as usize;
        src.iter()
            .flat_map(|&b| {
                (0..r).map(move |j| b.checked_shr(j as u32 * wo).unwrap_or(0) & mask(wo))
            })
            .collect()
    } else {
        let r = (wo / wi.max(1)) as usize;
        src.chunks(r)
            .map(|c| {
                c.iter().enumerate().fold(0u128, |acc, (j, &b)| {
                    acc | b.checked_shl(j as u32 * wi).unwrap_or(0)
                })
            })
            .collect()
    };
    let data = match kind {
        ElemKind::Bool => Buffer::Bool(out.iter().map(|&b| b & 1 != 0).collect()),
        ElemKind::Int { width, signed } => Buffer::Int(
            out.iter()
                .map(|&b| crate::value::norm_int(b as i64, width, signed))
                .collect(),
        ),
        ElemKind::Float(k) => {
            crate::dense::float_from_bits(k, out.iter().map(|&b| b as u64).collect())
        }
        ElemKind::Complex(k) => {
            let half = wo / 2;
            let part = |b: u128| match k {
                xla_ir::float::FloatKind::F32 => f32::from_bits(b as u32) as f64,
                _ => f64::from_bits(b as u64),
            };
            Buffer::from_c128(
                k,
                out.iter()
                    .map(|&b| C::new(part(b & mask(half)), part(b >> half)))
                    .collect::<Vec<_>>(),
            )
        }
    };
    if data.len() != shape.iter().product::<i64>() as usize {
        return Err(ev.error("result shape does not hold the operand's bits"));
    }
    one(Tensor {
        ty,
        kind,
        shape,
        data,
    })
}

fn tuple(_: &OpEval<'_, '_>, operands: &[Value]) -> DResult<Vec<Value>> {
    Ok(vec![Value::Tuple(operands.to_vec())])
}

fn get_tuple_element(ev: &OpEval<'_, '_>, operands: &[Value]) -> DResult<Vec<Value>> {
    let i = ev
        .op
        .attr("index")
        .and_then(|a| ev.ctx().attr_as_int(a))
        .ok_or_else(|| ev.error("requires 'index'"))?;
    match operands.first() {
        Some(Value::Tuple(v)) => v
            .get(i as usize)
            .cloned()
            .map(|x| vec![x])
            .ok_or_else(|| ev.error("index out of range")),
        _ => Err(ev.error("operand is not a tuple")),
    }
}

fn token(_: &OpEval<'_, '_>, _: &[Value]) -> DResult<Vec<Value>> {
    Ok(vec![Value::Token])
}

fn optimization_barrier(_: &OpEval<'_, '_>, operands: &[Value]) -> DResult<Vec<Value>> {
    Ok(operands.to_vec())
}

pub fn register(r: &mut Registry) {
    r.add(hlo_ops::ConstantOp::NAME, constant);
    r.add(hlo_ops::IotaOp::NAME, iota);
    r.add(hlo_ops::CompareOp::NAME, compare_op);
    r.add(hlo_ops::SelectOp::NAME, select_values);
    r.add(hlo_ops::ClampOp::NAME, clamp);
    r.add(hlo_ops::ConvertOp::NAME, convert);
    r.add(hlo_ops::BitcastConvertOp::NAME, bitcast_convert);
    r.add(hlo_ops::TupleOp::NAME, tuple);
    r.add(hlo_ops::GetTupleElementOp::NAME, get_tuple_element);
    r.add(hlo_ops::AfterAllOp::NAME, token);
    r.add(hlo_ops::CreateTokenOp::NAME, token);
    r.add(hlo_ops::OptimizationBarrierOp::NAME, optimization_barrier);
}
