//! hlo comparisons and selection: compare (every comparison type), select and clamp.

use crate::elementwise::{bool_tensor, compare, int_cmp, one, tensor, C};
use crate::eval::{OpEval, Registry};
use crate::hlo::elementwise::{float_max, float_min};
use crate::value::{Buffer, ElemKind, Tensor, Value};
use std::cmp::Ordering;
use xla_dialect_hlo::attrs::comparison::{ComparisonDirection, ComparisonType};
use xla_dialect_hlo::ops as hlo_ops;
use xla_ir::DResult;

/// Float total order key: -NaN < -Inf < ... < -0 < +0 < ... < +Inf < +NaN.
pub fn total_key(x: f64) -> i64 {
    let b = x.to_bits() as i64;
    b ^ (((b >> 63) as u64) >> 1) as i64
}

fn compare_op(ev: &OpEval<'_, '_>, operands: &[Value]) -> DResult<Vec<Value>> {
    let dir = hlo_ops::compare::comparison_direction(ev.op)?;
    // An absent compare_type lets the element type decide, as NOTYPE does.
    let ctype = hlo_ops::compare::compare_type(ev.op)?.unwrap_or(ComparisonType::NoType);
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

pub fn register(r: &mut Registry) {
    r.add(hlo_ops::CompareOp::NAME, compare_op);
    r.add(hlo_ops::SelectOp::NAME, select_values);
    r.add(hlo_ops::ClampOp::NAME, clamp);
}
