//! arith dialect evaluation with MLIR's semantics (signless integers, poison-free cases only).

use crate::convert::convert_tensor;
use crate::dense::tensor_from_attr;
use crate::elementwise::{
    binary, bool_tensor, compare, one, result_elem, tensor, IntInfo, Kernels,
};
use crate::eval::{OpEval, Registry};
use crate::value::Value;
use std::cmp::Ordering;
use xla_dialect_arith::ops as arith_ops;
use xla_dialect_arith::{CmpFPredicate, CmpIPredicate};
use xla_ir::DResult;

type K = Kernels;

fn ints(f: fn(i64, i64, IntInfo) -> i64) -> K {
    K {
        int: Some(f),
        ..Default::default()
    }
}
fn floats(f: fn(f64, f64) -> f64) -> K {
    K {
        float: Some(f),
        ..Default::default()
    }
}
fn u(a: i64) -> u64 {
    a as u64
}
/// Value as unsigned of `w` bits (inputs are stored sign-extended for signless types).
fn uw(a: i64, i: IntInfo) -> u64 {
    if i.width >= 64 {
        a as u64
    } else {
        (a as u64) & ((1u64 << i.width) - 1)
    }
}

pub(crate) fn kernels(name: &str) -> Option<K> {
    Some(match name {
        arith_ops::AddIOp::NAME => ints(|a, b, _| a.wrapping_add(b)),
        arith_ops::SubIOp::NAME => ints(|a, b, _| a.wrapping_sub(b)),
        arith_ops::MulIOp::NAME => ints(|a, b, _| a.wrapping_mul(b)),
        arith_ops::DivSIOp::NAME => ints(|a, b, _| if b == 0 { 0 } else { a.wrapping_div(b) }),
        arith_ops::DivUIOp::NAME => ints(|a, b, i| {
            if b == 0 {
                0
            } else {
                (uw(a, i) / uw(b, i)) as i64
            }
        }),
        arith_ops::RemSIOp::NAME => ints(|a, b, _| if b == 0 { 0 } else { a.wrapping_rem(b) }),
        arith_ops::RemUIOp::NAME => ints(|a, b, i| {
            if b == 0 {
                0
            } else {
                (uw(a, i) % uw(b, i)) as i64
            }
        }),
        arith_ops::CeilDivSIOp::NAME => ints(|a, b, _| {
            if b == 0 {
                return 0;
            }
            let q = a.wrapping_div(b);
            if a.wrapping_rem(b) != 0 && ((a < 0) == (b < 0)) {
                q.wrapping_add(1)
            } else {
                q
            }
        }),
        arith_ops::CeilDivUIOp::NAME => ints(|a, b, i| {
            if b == 0 {
                0
            } else {
                uw(a, i).div_ceil(uw(b, i)) as i64
            }
        }),
        arith_ops::FloorDivSIOp::NAME => ints(|a, b, _| {
            if b == 0 {
                return 0;
            }
            let q = a.wrapping_div(b);
            if a.wrapping_rem(b) != 0 && ((a < 0) != (b < 0)) {
                q.wrapping_sub(1)
            } else {
                q
            }
        }),
        arith_ops::AndIOp::NAME => K {
            int: Some(|a, b, _| a & b),
            boolean: Some(|a, b| a & b),
            ..Default::default()
        },
        arith_ops::OrIOp::NAME => K {
            int: Some(|a, b, _| a | b),
            boolean: Some(|a, b| a | b),
            ..Default::default()
        },
        arith_ops::XOrIOp::NAME => K {
            int: Some(|a, b, _| a ^ b),
            boolean: Some(|a, b| a ^ b),
            ..Default::default()
        },
        arith_ops::ShLIOp::NAME => ints(|a, b, i| {
            if uw(b, i) >= i.width as u64 {
                0
            } else {
                ((u(a)) << uw(b, i)) as i64
            }
        }),
        arith_ops::ShRUIOp::NAME => ints(|a, b, i| {
            if uw(b, i) >= i.width as u64 {
                0
            } else {
                (uw(a, i) >> uw(b, i)) as i64
            }
        }),
        arith_ops::ShRSIOp::NAME => ints(|a, b, i| {
            if uw(b, i) >= i.width as u64 {
                0
            } else {
                a >> uw(b, i)
            }
        }),
        arith_ops::MaxSIOp::NAME => ints(|a, b, _| a.max(b)),
        arith_ops::MinSIOp::NAME => ints(|a, b, _| a.min(b)),
        arith_ops::MaxUIOp::NAME => ints(|a, b, i| if uw(a, i) >= uw(b, i) { a } else { b }),
        arith_ops::MinUIOp::NAME => ints(|a, b, i| if uw(a, i) <= uw(b, i) { a } else { b }),
        arith_ops::AddFOp::NAME => floats(|a, b| a + b),
        arith_ops::SubFOp::NAME => floats(|a, b| a - b),
        arith_ops::MulFOp::NAME => floats(|a, b| a * b),
        arith_ops::DivFOp::NAME => floats(|a, b| a / b),
        arith_ops::RemFOp::NAME => floats(|a, b| a % b),
        arith_ops::NegFOp::NAME => floats(|a, _| -a),
        arith_ops::MaximumFOp::NAME => floats(|a, b| {
            if a.is_nan() || b.is_nan() {
                f64::NAN
            } else if a == b {
                if a.is_sign_negative() {
                    b
                } else {
                    a
                }
            } else {
                a.max(b)
            }
        }),
        arith_ops::MinimumFOp::NAME => floats(|a, b| {
            if a.is_nan() || b.is_nan() {
                f64::NAN
            } else if a == b {
                if a.is_sign_negative() {
                    a
                } else {
                    b
                }
            } else {
                a.min(b)
            }
        }),
        arith_ops::MaxNumFOp::NAME => floats(f64::max),
        arith_ops::MinNumFOp::NAME => floats(f64::min),
        _ => return None,
    })
}

fn elementwise(ev: &OpEval<'_, '_>, operands: &[Value]) -> DResult<Vec<Value>> {
    let k =
        kernels(ev.op.name_str()).ok_or_else(|| ev.error("is not supported by the interpreter"))?;
    let a = tensor(ev, operands, 0)?;
    let b = if operands.len() > 1 {
        tensor(ev, operands, 1)?
    } else {
        a
    };
    one(binary(ev, a, b, k)?)
}

fn constant(ev: &OpEval<'_, '_>, _: &[Value]) -> DResult<Vec<Value>> {
    let a = ev
        .op
        .attr("value")
        .ok_or_else(|| ev.error("requires a 'value' attribute"))?;
    let t = tensor_from_attr(ev.ctx(), a).map_err(|m| ev.error(m))?;
    one(t)
}

pub(crate) fn cmpi(ev: &OpEval<'_, '_>, operands: &[Value]) -> DResult<Vec<Value>> {
    use CmpIPredicate as P;
    let p = ev
        .op
        .attr("predicate")
        .and_then(|a| CmpIPredicate::of_attr(ev.ctx(), a))
        .ok_or_else(|| ev.error("requires a 'predicate'"))?;
    let (a, b) = (tensor(ev, operands, 0)?, tensor(ev, operands, 1)?);
    let test = move |x: i64, y: i64, i: IntInfo| {
        let s = x.cmp(&y);
        let un = uw(x, i).cmp(&uw(y, i));
        match p {
            P::Eq => s == Ordering::Equal,
            P::Ne => s != Ordering::Equal,
            P::Slt => s == Ordering::Less,
            P::Sle => s != Ordering::Greater,
            P::Sgt => s == Ordering::Greater,
            P::Sge => s != Ordering::Less,
            P::Ult => un == Ordering::Less,
            P::Ule => un != Ordering::Greater,
            P::Ugt => un == Ordering::Greater,
            P::Uge => un != Ordering::Less,
        }
    };
    // i1 values are stored as 0/1: the signed predicates see them as 0/-1.
    let test2 = move |x: i64, y: i64, i: IntInfo| {
        if i.width == 1 {
            test(
                -x,
                -y,
                IntInfo {
                    width: 1,
                    signed: true,
                },
            )
        } else {
            test(x, y, i)
        }
    };
    let v = compare(ev, a, b, test2, |_, _| false, None)?;
    one(bool_tensor(ev, a.shape.clone(), v))
}

pub(crate) fn cmpf(ev: &OpEval<'_, '_>, operands: &[Value]) -> DResult<Vec<Value>> {
    let p = ev
        .op
        .attr("predicate")
        .and_then(|a| CmpFPredicate::of_attr(ev.ctx(), a))
        .ok_or_else(|| ev.error("requires a 'predicate'"))?;
    let (a, b) = (tensor(ev, operands, 0)?, tensor(ev, operands, 1)?);
    // The folder's semantics (`applyCmpPredicate`), on the f64 values.
    let f = move |x: f64, y: f64| {
        let order = if x.is_nan() || y.is_nan() {
            None
        } else {
            x.partial_cmp(&y)
        };
        xla_dialect_arith::compare::cmpf(p, order)
    };
    let v = compare(ev, a, b, |_, _, _| false, f, None)?;
    one(bool_tensor(ev, a.shape.clone(), v))
}

fn select(ev: &OpEval<'_, '_>, operands: &[Value]) -> DResult<Vec<Value>> {
    // A scalar condition choosing between whole non-tensor values: canonicalize turns an
    // `scf.if` yielding buffers into `arith.select` on memrefs (found by the random differential
    // tests, lit/xla-run/difftest-select-memref.mlir).
    if let [Value::Tensor(c), a, b] = operands {
        if c.shape.is_empty() && !matches!(a, Value::Tensor(_)) {
            let pick = c.bools().first().copied().unwrap_or(false);
            return Ok(vec![if pick { a.clone() } else { b.clone() }]);
        }
    }
    crate::hlo::compare::select_values(ev, operands)
}

/// Casts: all go through the shared conversion with MLIR's integer semantics.
fn cast(ev: &OpEval<'_, '_>, operands: &[Value]) -> DResult<Vec<Value>> {
    cast_as(ev, operands, ev.op.name_str())
}

/// The cast `name` (an arith cast's name) applied to the op's operand and result type.
pub(crate) fn cast_as(ev: &OpEval<'_, '_>, operands: &[Value], name: &str) -> DResult<Vec<Value>> {
    let a = tensor(ev, operands, 0)?;
    let (ty, kind) = result_elem(ev, 0)?;
    // Signed sources are sign-extended, unsigned ones zero-extended, as the op says.
    let mut src = a.clone();
    let unsigned_src = matches!(
        name,
        arith_ops::ExtUIOp::NAME | arith_ops::UIToFPOp::NAME | arith_ops::IndexCastUIOp::NAME
    );
    if let crate::value::ElemKind::Int { width, .. } = a.kind {
        src.kind = crate::value::ElemKind::Int {
            width,
            signed: !unsigned_src,
        };
        if let crate::value::Buffer::Int(v) = &mut src.data {
            for x in v.iter_mut() {
                *x = crate::value::norm_int(*x, width, !unsigned_src);
            }
        }
    }
    if let (crate::value::Buffer::Bool(v), true) = (
        &a.data,
        unsigned_src || name == arith_ops::ExtSIOp::NAME || name == arith_ops::SIToFPOp::NAME,
    ) {
        // i1 sources: extsi/sitofp see true as -1.
        let signed = !unsigned_src;
        src.kind = crate::value::ElemKind::Int { width: 1, signed };
        src.data = crate::value::Buffer::Int(
            v.iter()
                .map(|&b| {
                    if b {
                        if signed {
                            -1
                        } else {
                            1
                        }
                    } else {
                        0
                    }
                })
                .collect(),
        );
    }
    if name == arith_ops::BitcastOp::NAME {
        return one(crate::convert::bitcast_same_width(ev, &src, ty, kind)?);
    }
    // trunci to i1 keeps the lowest bit (not `!= 0`, which is what convert does).
    if let (true, crate::value::ElemKind::Bool, crate::value::Buffer::Int(v)) =
        (name == arith_ops::TruncIOp::NAME, kind, &src.data)
    {
        let bits = crate::value::Buffer::Bool(v.iter().map(|&x| x & 1 != 0).collect());
        return one(crate::value::Tensor {
            ty,
            kind,
            shape: src.shape.clone(),
            data: bits,
        });
    }
    let fp_to_unsigned = name == arith_ops::FPToUIOp::NAME;
    let mut kind_out = kind;
    if let (crate::value::ElemKind::Int { width, .. }, true) = (kind, fp_to_unsigned) {
        kind_out = crate::value::ElemKind::Int {
            width,
            signed: false,
        };
    }
    let mut t = convert_tensor(&src, ty, kind_out);
    // Results are signless: store them sign-extended.
    if let (crate::value::ElemKind::Int { width, .. }, crate::value::Buffer::Int(v)) =
        (kind, &mut t.data)
    {
        for x in v.iter_mut() {
            *x = crate::value::norm_int(*x, width, true);
        }
        t.kind = kind;
    }
    one(t)
}

pub fn register(r: &mut Registry) {
    for name in [
        arith_ops::AddIOp::NAME,
        arith_ops::SubIOp::NAME,
        arith_ops::MulIOp::NAME,
        arith_ops::DivSIOp::NAME,
        arith_ops::DivUIOp::NAME,
        arith_ops::RemSIOp::NAME,
        arith_ops::RemUIOp::NAME,
        arith_ops::CeilDivSIOp::NAME,
        arith_ops::CeilDivUIOp::NAME,
        arith_ops::FloorDivSIOp::NAME,
        arith_ops::AndIOp::NAME,
        arith_ops::OrIOp::NAME,
        arith_ops::XOrIOp::NAME,
        arith_ops::ShLIOp::NAME,
        arith_ops::ShRUIOp::NAME,
        arith_ops::ShRSIOp::NAME,
        arith_ops::MaxSIOp::NAME,
        arith_ops::MinSIOp::NAME,
        arith_ops::MaxUIOp::NAME,
        arith_ops::MinUIOp::NAME,
        arith_ops::AddFOp::NAME,
        arith_ops::SubFOp::NAME,
        arith_ops::MulFOp::NAME,
        arith_ops::DivFOp::NAME,
        arith_ops::RemFOp::NAME,
        arith_ops::NegFOp::NAME,
        arith_ops::MaximumFOp::NAME,
        arith_ops::MinimumFOp::NAME,
        arith_ops::MaxNumFOp::NAME,
        arith_ops::MinNumFOp::NAME,
    ] {
        r.add(name, elementwise);
    }
    r.add(arith_ops::ConstantOp::NAME, constant);
    r.add(arith_ops::CmpIOp::NAME, cmpi);
    r.add(arith_ops::CmpFOp::NAME, cmpf);
    r.add(arith_ops::SelectOp::NAME, select);
    register_extended(r);
    for name in [
        arith_ops::ExtUIOp::NAME,
        arith_ops::ExtSIOp::NAME,
        arith_ops::ExtFOp::NAME,
        arith_ops::TruncIOp::NAME,
        arith_ops::TruncFOp::NAME,
        arith_ops::UIToFPOp::NAME,
        arith_ops::SIToFPOp::NAME,
        arith_ops::FPToUIOp::NAME,
        arith_ops::FPToSIOp::NAME,
        arith_ops::IndexCastOp::NAME,
        arith_ops::IndexCastUIOp::NAME,
        arith_ops::BitcastOp::NAME,
    ] {
        r.add(name, cast);
    }
}

/// Integers as exact i128 values (signed or unsigned view) for the extended ops.
fn wide(t: &crate::value::Tensor, signed: bool) -> Vec<i128> {
    let crate::value::ElemKind::Int { width, .. } = t.kind else {
        return t
            .bools()
            .into_iter()
            .map(|b| if b && signed { -1 } else { b as i128 })
            .collect();
    };
    t.ints()
        .into_iter()
        .map(|v| {
            if signed {
                v as i128
            } else {
                uw(
                    v,
                    IntInfo {
                        width,
                        signed: false,
                    },
                ) as i128
            }
        })
        .collect()
}

fn int_tensor_like(
    t: &crate::value::Tensor,
    v: impl Iterator<Item = i128>,
) -> crate::value::Tensor {
    let width = match t.kind {
        crate::value::ElemKind::Int { width, .. } => width,
        _ => 1,
    };
    let data = match t.kind {
        crate::value::ElemKind::Bool => crate::value::Buffer::Bool(v.map(|x| x & 1 != 0).collect()),
        _ => crate::value::Buffer::Int(
            v.map(|x| crate::value::norm_int(x as i64, width, true))
                .collect(),
        ),
    };
    t.with_data(t.shape.clone(), data)
}

/// `addui_extended` (sum, carry), `mulsi_extended` / `mului_extended` (low, high halves).
fn extended(ev: &OpEval<'_, '_>, operands: &[Value]) -> DResult<Vec<Value>> {
    let (a, b) = (tensor(ev, operands, 0)?, tensor(ev, operands, 1)?);
    let width = match a.kind {
        crate::value::ElemKind::Int { width, .. } => width,
        _ => 1,
    };
    let name = ev.op.name_str();
    let signed = name == arith_ops::MulSIExtendedOp::NAME;
    let (x, y) = (wide(a, signed), wide(b, signed));
    if name == arith_ops::AddUIExtendedOp::NAME {
        let sums: Vec<i128> = x.iter().zip(&y).map(|(p, q)| p + q).collect();
        let carry = sums.iter().map(|&s| (s >> width) != 0).collect();
        return Ok(vec![
            Value::Tensor(int_tensor_like(a, sums.iter().copied())),
            Value::Tensor(bool_tensor(ev, a.shape.clone(), carry)),
        ]);
    }
    let prods: Vec<i128> = x.iter().zip(&y).map(|(p, q)| p.wrapping_mul(*q)).collect();
    Ok(vec![
        Value::Tensor(int_tensor_like(a, prods.iter().copied())),
        Value::Tensor(int_tensor_like(a, prods.iter().map(|&p| p >> width))),
    ])
}

pub fn register_extended(r: &mut Registry) {
    for name in [
        arith_ops::AddUIExtendedOp::NAME,
        arith_ops::MulSIExtendedOp::NAME,
        arith_ops::MulUIExtendedOp::NAME,
    ] {
        r.add(name, extended);
    }
}
