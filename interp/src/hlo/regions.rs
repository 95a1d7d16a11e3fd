//! hlo ops with regions: reduce (variadic), while, if, case, map, sort; and dot_general.

use crate::elementwise::{one, result_elem, result_shape, tensor, C};
use crate::eval::{OpEval, Registry};
use crate::hlo::shape::list;
use crate::value::{for_each_index, norm_int, Buffer, ElemKind, Tensor, Value};
use xla_dialect_hlo::attrs::dot_dims::DotDims;
use xla_dialect_hlo::ops as hlo_ops;
use xla_ir::DResult;

/// Element `i` of `t` as a rank-0 tensor.
pub fn scalar_at(t: &Tensor, i: usize) -> Value {
    Value::Tensor(t.with_data(Vec::new(), t.data.gather(&[i])))
}

fn scalar_tensors(ev: &OpEval<'_, '_>, vals: Vec<Value>) -> DResult<Vec<Tensor>> {
    vals.into_iter()
        .map(|v| match v {
            Value::Tensor(t) if t.num_elements() == 1 => Ok(t),
            _ => Err(ev.error("region must return scalar tensors")),
        })
        .collect()
}

fn reduce(ev: &OpEval<'_, '_>, operands: &[Value]) -> DResult<Vec<Value>> {
    let n = operands.len() / 2;
    let inputs = (0..n)
        .map(|i| tensor(ev, operands, i))
        .collect::<DResult<Vec<_>>>()?;
    let inits = (n..2 * n)
        .map(|i| tensor(ev, operands, i))
        .collect::<DResult<Vec<_>>>()?;
    let dims = list(ev, "dimensions")?;
    let shape = &inputs
        .first()
        .ok_or_else(|| ev.error("needs at least one input"))?
        .shape;
    if inputs.iter().any(|t| &t.shape != shape) || inits.iter().any(|t| t.num_elements() != 1) {
        return Err(ev.error("inputs must have one shape and init values one element"));
    }
    if dims.iter().any(|&d| d < 0 || d as usize >= shape.len()) {
        return Err(ev.error("dimensions out of range"));
    }
    let kept: Vec<usize> = (0..shape.len())
        .filter(|d| !dims.contains(&(*d as i64)))
        .collect();
    let out_shape: Vec<i64> = kept.iter().map(|&d| shape[d]).collect();
    let out_strides = Tensor::strides(&out_shape);
    let out_n: usize = out_shape.iter().product::<i64>() as usize;
    // Accumulators per output element, then fold input elements in row-major order.
    let mut accs: Vec<Vec<Tensor>> = (0..out_n)
        .map(|_| inits.iter().map(|t| (*t).clone()).collect())
        .collect();
    let mut order = Vec::new();
    for_each_index(shape, |i| {
        order.push(
            kept.iter()
                .zip(&out_strides)
                .map(|(&d, &s)| i[d] as usize * s)
                .sum::<usize>(),
        )
    });
    for (lin, &o) in order.iter().enumerate() {
        let mut args: Vec<Value> = accs[o].iter().cloned().map(Value::Tensor).collect();
        args.extend(inputs.iter().map(|t| scalar_at(t, lin)));
        accs[o] = scalar_tensors(ev, ev.run_region(0, args)?)?;
    }
    (0..n)
        .map(|k| {
            let parts: Vec<&Buffer> = accs.iter().map(|a| &a[k].data).collect();
            let data = if parts.is_empty() {
                inits[k].data.gather(&[])
            } else {
                Buffer::concat(&parts)
                    .ok_or_else(|| ev.error("reducer changed the element type"))?
            };
            Ok(Value::Tensor(inits[k].with_data(out_shape.clone(), data)))
        })
        .collect()
}

fn truthy(ev: &OpEval<'_, '_>, v: &[Value]) -> DResult<bool> {
    match v {
        [Value::Tensor(t)] => t
            .bools()
            .first()
            .copied()
            .ok_or_else(|| ev.error("condition is empty")),
        _ => Err(ev.error("condition region must return one boolean")),
    }
}

fn while_op(ev: &OpEval<'_, '_>, operands: &[Value]) -> DResult<Vec<Value>> {
    let mut vals = operands.to_vec();
    while truthy(ev, &ev.run_region(0, vals.clone())?)? {
        vals = ev.run_region(1, vals)?;
    }
    Ok(vals)
}

fn if_op(ev: &OpEval<'_, '_>, operands: &[Value]) -> DResult<Vec<Value>> {
    let p = truthy(ev, operands)?;
    ev.run_region(if p { 0 } else { 1 }, Vec::new())
}

fn case(ev: &OpEval<'_, '_>, operands: &[Value]) -> DResult<Vec<Value>> {
    let i = tensor(ev, operands, 0)?
        .ints()
        .first()
        .copied()
        .ok_or_else(|| ev.error("index is empty"))?;
    let n = ev.num_regions() as i64;
    // Out-of-range indices run the last branch.
    let b = if i < 0 || i >= n { n - 1 } else { i };
    ev.run_region(b as usize, Vec::new())
}

fn map(ev: &OpEval<'_, '_>, operands: &[Value]) -> DResult<Vec<Value>> {
    let ts = (0..operands.len())
        .map(|i| tensor(ev, operands, i))
        .collect::<DResult<Vec<_>>>()?;
    let first = *ts.first().ok_or_else(|| ev.error("needs operands"))?;
    if ts.iter().any(|t| t.shape != first.shape) {
        return Err(ev.error("operands must have one shape"));
    }
    let mut parts = Vec::new();
    for i in 0..first.num_elements() {
        let r = scalar_tensors(
            ev,
            ev.run_region(0, ts.iter().map(|t| scalar_at(t, i)).collect())?,
        )?;
        parts.push(
            r.into_iter()
                .next()
                .ok_or_else(|| ev.error("computation returned nothing"))?,
        );
    }
    let (ty, kind) = result_elem(ev, 0)?;
    let data = if parts.is_empty() {
        first.data.gather(&[])
    } else {
        Buffer::concat(&parts.iter().map(|t| &t.data).collect::<Vec<_>>())
            .ok_or_else(|| ev.error("inconsistent element types"))?
    };
    one(Tensor {
        ty,
        kind,
        shape: first.shape.clone(),
        data,
    })
}

fn sort(ev: &OpEval<'_, '_>, operands: &[Value]) -> DResult<Vec<Value>> {
    let ts = (0..operands.len())
        .map(|i| tensor(ev, operands, i))
        .collect::<DResult<Vec<_>>>()?;
    let first = *ts.first().ok_or_else(|| ev.error("needs operands"))?;
    if ts.iter().any(|t| t.shape != first.shape) {
        return Err(ev.error("operands must have one shape"));
    }
    let rank = first.shape.len() as i64;
    let mut dim = ev
        .op
        .attr("dimension")
        .and_then(|a| ev.ctx().attr_as_int(a))
        .unwrap_or(-1) as i64;
    if dim < 0 {
        dim += rank;
    }
    let dim = usize::try_from(dim)
        .ok()
        .filter(|&d| d < first.shape.len())
        .ok_or_else(|| ev.error("dimension out of range"))?;
    let strides = Tensor::strides(&first.shape);
    let len = first.shape[dim] as usize;
    let mut outer_shape = first.shape.clone();
    outer_shape[dim] = 1;
    let mut perm: Vec<usize> = (0..first.num_elements()).collect();
    let mut err = None;
    for_each_index(&outer_shape, |i| {
        if err.is_some() {
            return;
        }
        let base: usize = i.iter().zip(&strides).map(|(&x, &s)| x as usize * s).sum();
        let pos: Vec<usize> = (0..len).map(|k| base + k * strides[dim]).collect();
        let mut keys: Vec<usize> = pos.clone();
        // Stable merge sort with the comparator region as "less than".
        let mut less = |a: usize, b: usize| -> bool {
            let mut args = Vec::new();
            for t in &ts {
                args.push(scalar_at(t, a));
                args.push(scalar_at(t, b));
            }
            match ev.run_region(0, args).and_then(|r| truthy(ev, &r)) {
                Ok(v) => v,
                Err(e) => {
                    err.get_or_insert(e);
                    false
                }
            }
        };
        merge_sort(&mut keys, &mut less);
        for (k, &p) in pos.iter().enumerate() {
            perm[p] = keys[k];
        }
    });
    if let Some(e) = err {
        return Err(e);
    }
    Ok(ts
        .iter()
        .map(|t| Value::Tensor(t.with_data(t.shape.clone(), t.data.gather(&perm))))
        .collect())
}

fn merge_sort(v: &mut [usize], less: &mut impl FnMut(usize, usize) -> bool) {
    if v.len() <= 1 {
        return;
    }
    let mid = v.len() / 2;
    merge_sort(&mut v[..mid], less);
    merge_sort(&mut v[mid..], less);
    let (mut a, mut b, mut out) = (0, mid, Vec::with_capacity(v.len()));
    while a < mid && b < v.len() {
        if less(v[b], v[a]) {
            out.push(v[b]);
            b += 1;
        } else {
            out.push(v[a]);
            a += 1;
        }
    }
    out.extend_from_slice(&v[a..mid]);
    out.extend_from_slice(&v[b..]);
    v.copy_from_slice(&out);
}

/// Numbers widened for accumulation.
enum Wide {
    Int(Vec<i64>),
    Float(Vec<f64>),
    Complex(Vec<C>),
}

fn widen(t: &Tensor, out: ElemKind) -> Wide {
    match out {
        ElemKind::Int { .. } | ElemKind::Bool => Wide::Int(t.ints()),
        ElemKind::Float(_) => Wide::Float(t.data.to_f64(t.kind)),
        ElemKind::Complex(_) => Wide::Complex(t.data.to_c128(t.kind)),
    }
}

fn dot_general(ev: &OpEval<'_, '_>, operands: &[Value]) -> DResult<Vec<Value>> {
    let (l, r) = (tensor(ev, operands, 0)?, tensor(ev, operands, 1)?);
    let dd = ev
        .op
        .attr("dot_dimension_numbers")
        .and_then(|a| DotDims::from_attr(ev.ctx(), a))
        .ok_or_else(|| ev.error("requires 'dot_dimension_numbers'"))?;
    let to_u = |v: &[i64], rank: usize| -> DResult<Vec<usize>> {
        v.iter()
            .map(|&d| {
                usize::try_from(d)
                    .ok()
                    .filter(|&d| d < rank)
                    .ok_or_else(|| ev.error("dimension out of range"))
            })
            .collect()
    };
    let (lb, rb) = (
        to_u(&dd.lhs_batching, l.shape.len())?,
        to_u(&dd.rhs_batching, r.shape.len())?,
    );
    let (lc, rc) = (
        to_u(&dd.lhs_contracting, l.shape.len())?,
        to_u(&dd.rhs_contracting, r.shape.len())?,
    );
    dot_with(ev, l, r, &lb, &rb, &lc, &rc)
}

/// Batch dims first, then lhs free dims, then rhs free dims; contracted dims summed.
pub fn dot_with(
    ev: &OpEval<'_, '_>,
    l: &Tensor,
    r: &Tensor,
    lb: &[usize],
    rb: &[usize],
    lc: &[usize],
    rc: &[usize],
) -> DResult<Vec<Value>> {
    let (ty, kind) = result_elem(ev, 0)?;
    if lc.iter().chain(lb).any(|&d| d >= l.shape.len())
        || rc.iter().chain(rb).any(|&d| d >= r.shape.len())
    {
        return Err(ev.error("dimension out of range"));
    }
    let lf: Vec<usize> = (0..l.shape.len())
        .filter(|d| !lb.contains(d) && !lc.contains(d))
        .collect();
    let rf: Vec<usize> = (0..r.shape.len())
        .filter(|d| !rb.contains(d) && !rc.contains(d))
        .collect();
    let shape: Vec<i64> = lb
        .iter()
        .map(|&d| l.shape[d])
        .chain(lf.iter().map(|&d| l.shape[d]))
        .chain(rf.iter().map(|&d| r.shape[d]))
        .collect();
    if shape != result_shape(ev, 0)? || lc.len() != rc.len() || lb.len() != rb.len() {
        return Err(ev.error("dimension numbers do not match the result shape"));
    }
    let csizes: Vec<i64> = lc.iter().map(|&d| l.shape[d]).collect();
    let sizes_of =
        |t: &Tensor, dims: &[usize]| dims.iter().map(|&d| t.shape[d]).collect::<Vec<_>>();
    if csizes != sizes_of(r, rc) || sizes_of(l, lb) != sizes_of(r, rb) {
        return Err(ev.error("contracting or batching dimension sizes differ between lhs and rhs"));
    }
    let (ls, rs) = (Tensor::strides(&l.shape), Tensor::strides(&r.shape));
    let (wl, wr) = (widen(l, kind), widen(r, kind));
    let mut pairs: Vec<(Vec<(usize, usize)>, ())> = Vec::new();
    for_each_index(&shape, |i| {
        let (bi, rest) = i.split_at(lb.len());
        let (li, ri) = rest.split_at(lf.len());
        let mut lbase: usize = lb.iter().zip(bi).map(|(&d, &x)| x as usize * ls[d]).sum();
        lbase += lf
            .iter()
            .zip(li)
            .map(|(&d, &x)| x as usize * ls[d])
            .sum::<usize>();
        let mut rbase: usize = rb.iter().zip(bi).map(|(&d, &x)| x as usize * rs[d]).sum();
        rbase += rf
            .iter()
            .zip(ri)
            .map(|(&d, &x)| x as usize * rs[d])
            .sum::<usize>();
        let mut terms = Vec::new();
        let visit = |c: &[i64]| {
            let lo: usize = lc.iter().zip(c).map(|(&d, &x)| x as usize * ls[d]).sum();
            let ro: usize = rc.iter().zip(c).map(|(&d, &x)| x as usize * rs[d]).sum();
            terms.push((lbase + lo, rbase + ro));
        };
        if csizes.is_empty() {
            let mut v = visit;
            v(&[])
        } else {
            for_each_index(&csizes, visit)
        }
        pairs.push((terms, ()));
    });
    let data = match (wl, wr, kind) {
        (Wide::Int(a), Wide::Int(b), ElemKind::Int { width, signed }) => Buffer::Int(
            pairs
                .iter()
                .map(|(t, _)| {
                    norm_int(
                        t.iter()
                            .fold(0i64, |s, &(x, y)| s.wrapping_add(a[x].wrapping_mul(b[y]))),
                        width,
                        signed,
                    )
                })
                .collect(),
        ),
        (Wide::Int(a), Wide::Int(b), _) => Buffer::Bool(
            pairs
                .iter()
                .map(|(t, _)| t.iter().any(|&(x, y)| a[x] != 0 && b[y] != 0))
                .collect(),
        ),
        // f64 accumulates in f64; narrower floats in f32, as XLA's CPU backend does.
        (Wide::Float(a), Wide::Float(b), ElemKind::Float(k @ xla_ir::float::FloatKind::F64)) => {
            Buffer::from_f64(
                k,
                pairs
                    .iter()
                    .map(|(t, _)| t.iter().fold(0.0, |s, &(x, y)| s + a[x] * b[y]))
                    .collect::<Vec<_>>(),
            )
        }
        (Wide::Float(a), Wide::Float(b), ElemKind::Float(k)) => Buffer::from_f64(
            k,
            pairs
                .iter()
                .map(|(t, _)| {
                    t.iter()
                        .fold(0f32, |s, &(x, y)| s + a[x] as f32 * b[y] as f32)
                        as f64
                })
                .collect::<Vec<_>>(),
        ),
        (Wide::Complex(a), Wide::Complex(b), ElemKind::Complex(k)) => Buffer::from_c128(
            k,
            pairs
                .iter()
                .map(|(t, _)| {
                    t.iter()
                        .fold(C::new(0.0, 0.0), |s, &(x, y)| s + a[x] * b[y])
                })
                .collect::<Vec<_>>(),
        ),
        _ => return Err(ev.error("is not supported for these element types")),
    };
    one(Tensor {
        ty,
        kind,
        shape,
        data,
    })
}

pub fn register(r: &mut Registry) {
    r.add(hlo_ops::ReduceOp::NAME, reduce);
    r.add(hlo_ops::WhileOp::NAME, while_op);
    r.add(hlo_ops::IfOp::NAME, if_op);
    r.add(hlo_ops::CaseOp::NAME, case);
    r.add(hlo_ops::MapOp::NAME, map);
    r.add(hlo_ops::SortOp::NAME, sort);
    r.add(hlo_ops::DotGeneralOp::NAME, dot_general);
}
