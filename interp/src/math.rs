//! math dialect evaluation: element-wise on scalars (0-d tensors), vectors and tensors of any
//! float type (computed in `f64`, rounded once to the element type, with the same `f64`
//! functions the hlo ops use, so a lowering from hlo to math evaluates bit-identically) and
//! of integers of any width.

use crate::elementwise::{binary, bool_tensor, one, tensor, unary, IntInfo, Kernels};
use crate::eval::{OpEval, Registry};
use crate::hlo::elementwise::{erf, erfc, float_max, float_min, int_pow};
use crate::value::{norm_int, Buffer, ElemKind, Tensor, Value};
use xla_dialect_math::ops as math_ops;
use xla_ir::float::{self, FloatKind};
use xla_ir::DResult;

type K = Kernels;

fn floats(f: fn(f64, f64) -> f64) -> K {
    K {
        float: Some(f),
        ..Default::default()
    }
}
fn ints(f: fn(i64, i64, IntInfo) -> i64) -> K {
    K {
        int: Some(f),
        ..Default::default()
    }
}
/// The value as unsigned bits of its width.
fn uw(a: i64, i: IntInfo) -> u64 {
    if i.width >= 64 {
        a as u64
    } else {
        (a as u64) & ((1u64 << i.width) - 1)
    }
}

/// Kernels of the element-wise ops with one result of the operands' type.
pub(crate) fn kernels(name: &str) -> Option<K> {
    Some(match name {
        math_ops::AbsFOp::NAME => floats(|a, _| a.abs()),
        math_ops::AcosOp::NAME => floats(|a, _| a.acos()),
        math_ops::AcoshOp::NAME => floats(|a, _| a.acosh()),
        math_ops::AsinOp::NAME => floats(|a, _| a.asin()),
        math_ops::AsinhOp::NAME => floats(|a, _| a.asinh()),
        math_ops::AtanOp::NAME => floats(|a, _| a.atan()),
        math_ops::AtanhOp::NAME => floats(|a, _| a.atanh()),
        math_ops::CbrtOp::NAME => floats(|a, _| a.cbrt()),
        math_ops::CeilOp::NAME => floats(|a, _| a.ceil()),
        math_ops::CosOp::NAME => floats(|a, _| a.cos()),
        math_ops::CoshOp::NAME => floats(|a, _| a.cosh()),
        math_ops::ErfOp::NAME => floats(|a, _| erf(a)),
        math_ops::ErfcOp::NAME => floats(|a, _| erfc(a)),
        math_ops::ExpOp::NAME => floats(|a, _| a.exp()),
        math_ops::Exp2Op::NAME => floats(|a, _| a.exp2()),
        math_ops::ExpM1Op::NAME => floats(|a, _| a.exp_m1()),
        math_ops::FloorOp::NAME => floats(|a, _| a.floor()),
        math_ops::LogOp::NAME => floats(|a, _| a.ln()),
        math_ops::Log10Op::NAME => floats(|a, _| a.log10()),
        math_ops::Log1pOp::NAME => floats(|a, _| a.ln_1p()),
        math_ops::Log2Op::NAME => floats(|a, _| a.log2()),
        math_ops::RoundOp::NAME => floats(|a, _| a.round()),
        math_ops::RoundEvenOp::NAME => floats(|a, _| a.round_ties_even()),
        math_ops::RsqrtOp::NAME => floats(|a, _| 1.0 / a.sqrt()),
        math_ops::SinOp::NAME => floats(|a, _| a.sin()),
        math_ops::SinhOp::NAME => floats(|a, _| a.sinh()),
        math_ops::SqrtOp::NAME => floats(|a, _| a.sqrt()),
        math_ops::TanOp::NAME => floats(|a, _| a.tan()),
        math_ops::TanhOp::NAME => floats(|a, _| a.tanh()),
        math_ops::TruncOp::NAME => floats(|a, _| a.trunc()),
        math_ops::Atan2Op::NAME => floats(f64::atan2),
        math_ops::CopySignOp::NAME => floats(f64::copysign),
        math_ops::PowFOp::NAME => floats(f64::powf),
        math_ops::AbsIOp::NAME => ints(|a, _, _| a.wrapping_abs()),
        math_ops::CountLeadingZerosOp::NAME => {
            ints(|a, _, i| i64::from(uw(a, i).leading_zeros() - (64 - i.width)))
        }
        math_ops::CountTrailingZerosOp::NAME => {
            ints(|a, _, i| i64::from(uw(a, i).trailing_zeros().min(i.width)))
        }
        math_ops::CtPopOp::NAME => ints(|a, _, i| i64::from(uw(a, i).count_ones())),
        // Signed powers; negative ones give 0 except for bases 1 and -1 (and 0 for base 0).
        math_ops::IPowIOp::NAME => ints(|a, b, i| int_pow(a, b, IntInfo { signed: true, ..i })),
        _ => return None,
    })
}

/// `ctlz`/`cttz`/`ctpop`/`absi` of `i1` values (stored as booleans).
fn bool_kernel(name: &str, x: bool) -> bool {
    match name {
        math_ops::CountLeadingZerosOp::NAME | math_ops::CountTrailingZerosOp::NAME => !x,
        _ => x,
    }
}

fn elementwise(ev: &OpEval<'_, '_>, operands: &[Value]) -> DResult<Vec<Value>> {
    let name = ev.op.name_str();
    let k = kernels(name).ok_or_else(|| ev.error("is not supported by the interpreter"))?;
    let a = tensor(ev, operands, 0)?;
    if let Buffer::Bool(v) = &a.data {
        if name != math_ops::IPowIOp::NAME {
            let data = Buffer::Bool(v.iter().map(|&x| bool_kernel(name, x)).collect());
            return one(a.with_data(a.shape.clone(), data));
        }
    }
    match operands.len() {
        1 => one(unary(ev, a, k)?),
        _ => one(binary(ev, a, tensor(ev, operands, 1)?, k)?),
    }
}

/// Float elements of `t` as `f64`, with the kind to round results to.
fn float_values(ev: &OpEval<'_, '_>, t: &Tensor) -> DResult<(FloatKind, Vec<f64>)> {
    match t.kind {
        ElemKind::Float(k) => Ok((k, t.data.to_f64(t.kind))),
        _ => Err(ev.error("expects floating point operands")),
    }
}

fn float_result(t: &Tensor, kind: FloatKind, values: Vec<f64>) -> Tensor {
    t.with_data(t.shape.clone(), Buffer::from_f64(kind, values))
}

/// `fma`: `a * b + c` with one rounding in `f64` (exact for narrower types' products).
pub(crate) fn fma(ev: &OpEval<'_, '_>, operands: &[Value]) -> DResult<Vec<Value>> {
    let [a, b, c] = [0, 1, 2].map(|i| tensor(ev, operands, i));
    let (a, b, c) = (a?, b?, c?);
    let (kind, x) = float_values(ev, a)?;
    let (_, y) = float_values(ev, b)?;
    let (_, z) = float_values(ev, c)?;
    if x.len() != y.len() || x.len() != z.len() {
        return Err(ev.error("operands have different numbers of elements"));
    }
    let r = x
        .iter()
        .zip(&y)
        .zip(&z)
        .map(|((&p, &q), &s)| p.mul_add(q, s))
        .collect();
    one(float_result(a, kind, r))
}

/// `clampf`: `minimumf(maximumf(x, lo), hi)` (NaN-propagating).
fn clampf(ev: &OpEval<'_, '_>, operands: &[Value]) -> DResult<Vec<Value>> {
    let [a, lo, hi] = [0, 1, 2].map(|i| tensor(ev, operands, i));
    let (a, lo, hi) = (a?, lo?, hi?);
    let (kind, x) = float_values(ev, a)?;
    let (_, l) = float_values(ev, lo)?;
    let (_, h) = float_values(ev, hi)?;
    if x.len() != l.len() || x.len() != h.len() {
        return Err(ev.error("operands have different numbers of elements"));
    }
    let r = x
        .iter()
        .zip(&l)
        .zip(&h)
        .map(|((&v, &p), &q)| float_min(float_max(v, p), q))
        .collect();
    one(float_result(a, kind, r))
}

/// `fpowi`: float base, signed integer power.
fn fpowi(ev: &OpEval<'_, '_>, operands: &[Value]) -> DResult<Vec<Value>> {
    let (a, n) = (tensor(ev, operands, 0)?, tensor(ev, operands, 1)?);
    let (kind, x) = float_values(ev, a)?;
    let powers: Vec<i64> = match n.kind {
        ElemKind::Int { width, .. } => n
            .ints()
            .into_iter()
            .map(|p| norm_int(p, width, true))
            .collect(),
        ElemKind::Bool => n.bools().into_iter().map(|b| -i64::from(b)).collect(),
        _ => return Err(ev.error("expects an integer power")),
    };
    if x.len() != powers.len() {
        return Err(ev.error("operands have different numbers of elements"));
    }
    let r = x
        .iter()
        .zip(&powers)
        .map(|(&v, &p)| v.powf(p as f64))
        .collect();
    one(float_result(a, kind, r))
}

/// `isnan`, `isinf`, `isfinite`, `isnormal`.
fn classify(ev: &OpEval<'_, '_>, operands: &[Value]) -> DResult<Vec<Value>> {
    let a = tensor(ev, operands, 0)?;
    let (kind, x) = float_values(ev, a)?;
    let smallest_normal = float::to_f64(kind, float::smallest_normal(kind));
    let test: Box<dyn Fn(f64) -> bool> = match ev.op.name_str() {
        math_ops::IsNaNOp::NAME => Box::new(f64::is_nan),
        math_ops::IsInfOp::NAME => Box::new(f64::is_infinite),
        math_ops::IsFiniteOp::NAME => Box::new(f64::is_finite),
        _ => Box::new(move |v: f64| v.is_finite() && v.abs() >= smallest_normal),
    };
    let v = x.into_iter().map(test).collect();
    one(bool_tensor(ev, a.shape.clone(), v))
}

fn sincos(ev: &OpEval<'_, '_>, operands: &[Value]) -> DResult<Vec<Value>> {
    let a = tensor(ev, operands, 0)?;
    let (kind, x) = float_values(ev, a)?;
    let sin = float_result(a, kind, x.iter().map(|v| v.sin()).collect());
    let cos = float_result(a, kind, x.iter().map(|v| v.cos()).collect());
    Ok(vec![Value::Tensor(sin), Value::Tensor(cos)])
}

pub fn register(r: &mut Registry) {
    for name in [
        math_ops::AbsFOp::NAME,
        math_ops::AcosOp::NAME,
        math_ops::AcoshOp::NAME,
        math_ops::AsinOp::NAME,
        math_ops::AsinhOp::NAME,
        math_ops::AtanOp::NAME,
        math_ops::AtanhOp::NAME,
        math_ops::CbrtOp::NAME,
        math_ops::CeilOp::NAME,
        math_ops::CosOp::NAME,
        math_ops::CoshOp::NAME,
        math_ops::ErfOp::NAME,
        math_ops::ErfcOp::NAME,
        math_ops::ExpOp::NAME,
        math_ops::Exp2Op::NAME,
        math_ops::ExpM1Op::NAME,
        math_ops::FloorOp::NAME,
        math_ops::LogOp::NAME,
        math_ops::Log10Op::NAME,
        math_ops::Log1pOp::NAME,
        math_ops::Log2Op::NAME,
        math_ops::RoundOp::NAME,
        math_ops::RoundEvenOp::NAME,
        math_ops::RsqrtOp::NAME,
        math_ops::SinOp::NAME,
        math_ops::SinhOp::NAME,
        math_ops::SqrtOp::NAME,
        math_ops::TanOp::NAME,
        math_ops::TanhOp::NAME,
        math_ops::TruncOp::NAME,
        math_ops::Atan2Op::NAME,
        math_ops::CopySignOp::NAME,
        math_ops::PowFOp::NAME,
        math_ops::AbsIOp::NAME,
        math_ops::CountLeadingZerosOp::NAME,
        math_ops::CountTrailingZerosOp::NAME,
        math_ops::CtPopOp::NAME,
        math_ops::IPowIOp::NAME,
    ] {
        r.add(name, elementwise);
    }
    r.add(math_ops::FmaOp::NAME, fma);
    r.add(math_ops::ClampFOp::NAME, clampf);
    r.add(math_ops::FPowIOp::NAME, fpowi);
    for name in [
        math_ops::IsNaNOp::NAME,
        math_ops::IsInfOp::NAME,
        math_ops::IsFiniteOp::NAME,
        math_ops::IsNormalOp::NAME,
    ] {
        r.add(name, classify);
    }
    r.add(math_ops::SincosOp::NAME, sincos);
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_kernel_name_is_registered() {
        let mut r = Registry::new();
        register(&mut r);
        for name in [
            "math.exp",
            "math.ctlz",
            "math.fma",
            "math.isnormal",
            "math.sincos",
            "math.fpowi",
        ] {
            assert!(r.supports(name), "{name}");
        }
        assert!(kernels("math.unknown").is_none());
    }

    #[test]
    fn bit_counts_respect_width() {
        let i8i = IntInfo {
            width: 8,
            signed: true,
        };
        let ctlz = kernels("math.ctlz").and_then(|k| k.int).unwrap();
        let cttz = kernels("math.cttz").and_then(|k| k.int).unwrap();
        assert_eq!(ctlz(1, 0, i8i), 7);
        assert_eq!(ctlz(-1, 0, i8i), 0);
        assert_eq!(cttz(0, 0, i8i), 8);
    }
}
