//! chlo element-wise ops (the math functions JAX emits through chlo), evaluated in f64/complex
//! f64 (musl's erf/erfc/lgamma through `libm`) and rounded to the element type.

use crate::complex_special;
use crate::dense::{element_bits, float_from_bits};
use crate::elementwise::{binary, one, tensor, unary, Kernels, C};
use crate::eval::{OpEval, Registry};
use crate::hlo::elementwise::erf;
use crate::value::{ElemKind, Value};
use xla_dialect_chlo::elementwise::{Elementwise, Elementwise as E};
use xla_dialect_chlo::ops as chlo_ops;
use xla_ir::DResult;

/// ψ(x): recurrence up to x ≥ 10 (where the series' first omitted term, 691/(32760 x¹²), is
/// below 1e-13), then the asymptotic series; reflection for x < 0.
pub fn digamma(mut x: f64) -> f64 {
    if x.is_nan() || x == f64::NEG_INFINITY {
        return f64::NAN;
    }
    if x <= 0.0 && x == x.floor() {
        return f64::NAN;
    }
    if x < 0.0 {
        return digamma(1.0 - x) - std::f64::consts::PI / (std::f64::consts::PI * x).tan();
    }
    let mut r = 0.0;
    while x < 10.0 {
        r -= 1.0 / x;
        x += 1.0;
    }
    let f = 1.0 / (x * x);
    r + x.ln()
        - 0.5 / x
        - f * (1.0 / 12.0 - f * (1.0 / 120.0 - f * (1.0 / 252.0 - f * (1.0 / 240.0 - f / 132.0))))
}

/// erf⁻¹ by Giles' approximation refined with two Newton steps.
pub fn erf_inv(x: f64) -> f64 {
    if x.is_nan() || x.abs() > 1.0 {
        return f64::NAN;
    }
    if x == 1.0 || x == -1.0 {
        return f64::INFINITY.copysign(x);
    }
    let w = -((1.0 - x) * (1.0 + x)).ln();
    let mut y = if w < 5.0 {
        let w = w - 2.5;
        let c = [
            2.810_226_36e-08,
            3.432_739_39e-07,
            -3.523_387_7e-06,
            -4.391_506_54e-06,
            0.000_218_580_87,
            -0.001_253_725_03,
            -0.004_177_681_64,
            0.246_640_727,
            1.501_409_41,
        ];
        c.iter().fold(0.0, |p, &k| p * w + k) * x
    } else {
        let w = w.sqrt() - 3.0;
        let c = [
            -0.000_200_214_257,
            0.000_100_950_558,
            0.001_349_343_22,
            -0.003_673_428_44,
            0.005_739_507_73,
            -0.007_622_461_3,
            0.009_438_870_47,
            1.001_674_06,
            2.832_976_82,
        ];
        c.iter().fold(0.0, |p, &k| p * w + k) * x
    };
    for _ in 0..2 {
        let e = erf(y) - x;
        y -= e / (2.0 / std::f64::consts::PI.sqrt() * (-y * y).exp());
    }
    y
}

/// e^{-|x|}·I₁(x): the power series below 25, the asymptotic expansion above.
pub fn bessel_i1e(x: f64) -> f64 {
    if x.is_nan() {
        return x;
    }
    let ax = x.abs();
    let r = if ax < 25.0 {
        let (mut term, mut sum, q) = (ax / 2.0, ax / 2.0, ax * ax / 4.0);
        for k in 1..500 {
            term *= q / (k as f64 * (k + 1) as f64);
            sum += term;
            if term < sum * 1e-17 {
                break;
            }
        }
        sum * (-ax).exp()
    } else {
        // Σ (-1)^k a_k / x^k with a_k = Π (4 - (2j-1)²) / (k! 8^k); stop at the smallest term
        // (the series is asymptotic).
        let (mut term, mut sum) = (1.0f64, 1.0f64);
        for k in 1..30 {
            let m = (2 * k - 1) as f64;
            let next = term * -(4.0 - m * m) / (k as f64 * 8.0 * ax);
            if next.abs() >= term.abs() || next.abs() < 1e-17 * sum.abs() {
                break;
            }
            term = next;
            sum += term;
        }
        sum / (2.0 * std::f64::consts::PI * ax).sqrt()
    };
    r.copysign(x)
}

/// Hurwitz ζ(x, q) = Σ_{k≥0} (q + k)^-x: direct sum until q + k > 9, then the Euler-Maclaurin
/// tail (Cephes' `zeta`). Edge cases as XLA's chlo.zeta expansion: at an integer q ≤ 0 (a pole)
/// +inf for an even integer x and NaN otherwise; NaN for x < 1 and for q ≤ 0 with a
/// non-integer x; +inf at x = 1.
pub fn zeta(x: f64, q: f64) -> f64 {
    // (2k)! / B_2k for k = 1..12.
    const A: [f64; 12] = [
        12.0,
        -720.0,
        30240.0,
        -1209600.0,
        47900160.0,
        -1.892_437_580_318_379_2e9,
        7.472_424_96e10,
        -2.950_130_727_918_164e12,
        1.164_678_281_435_006_7e14,
        -4.597_978_722_407_473e15,
        1.815_210_540_194_354_7e17,
        -7.166_165_256_175_667e18,
    ];
    if x.is_nan() || q.is_nan() {
        return f64::NAN;
    }
    if q <= 0.0 && q == q.floor() {
        return if x % 2.0 == 0.0 {
            f64::INFINITY
        } else {
            f64::NAN
        };
    }
    if x < 1.0 || (q <= 0.0 && x != x.floor()) {
        return f64::NAN;
    }
    if x == 1.0 {
        return f64::INFINITY;
    }
    let mut s = q.powf(-x);
    let (mut a, mut b) = (q, 0.0);
    let mut i = 0;
    while i < 9 || a <= 9.0 {
        i += 1;
        a += 1.0;
        b = a.powf(-x);
        s += b;
        if (b / s).abs() < f64::EPSILON {
            return s;
        }
    }
    let w = a;
    s += b * w / (x - 1.0) - 0.5 * b;
    let (mut fac, mut k) = (1.0, 0.0);
    for coef in A {
        fac *= x + k;
        b /= w;
        let t = fac * b / coef;
        s += t;
        if (t / s).abs() < f64::EPSILON {
            break;
        }
        k += 1.0;
        fac *= x + k;
        b /= w;
        k += 1.0;
    }
    s
}

/// ψ⁽ⁿ⁾(x) = (-1)^(n+1) n! ζ(n + 1, x) for a positive integer n, digamma for n = 0, NaN for any
/// other n (as XLA's chlo.polygamma expansion).
pub fn polygamma(n: f64, x: f64) -> f64 {
    if n.is_nan() || x.is_nan() || n < 0.0 || n != n.floor() {
        return f64::NAN;
    }
    if n == 0.0 {
        return digamma(x);
    }
    let sign = if n % 2.0 == 0.0 { -1.0 } else { 1.0 };
    sign * libm::lgamma(n + 1.0).exp() * zeta(n + 1.0, x)
}

fn kernels(kind: Elementwise) -> Option<Kernels> {
    let d = Kernels::default();
    Some(match kind {
        E::Acos => Kernels {
            float: Some(|a, _| a.acos()),
            complex: Some(|a: C, _| a.acos()),
            ..d
        },
        E::Acosh => Kernels {
            float: Some(|a, _| a.acosh()),
            complex: Some(|a: C, _| a.acosh()),
            ..d
        },
        E::Asin => Kernels {
            float: Some(|a, _| a.asin()),
            complex: Some(|a: C, _| a.asin()),
            ..d
        },
        E::Asinh => Kernels {
            float: Some(|a, _| a.asinh()),
            complex: Some(|a: C, _| complex_special::asinh(a)),
            ..d
        },
        E::Atan => Kernels {
            float: Some(|a, _| a.atan()),
            complex: Some(|a: C, _| complex_special::atan(a)),
            ..d
        },
        E::Atanh => Kernels {
            float: Some(|a, _| a.atanh()),
            complex: Some(|a: C, _| complex_special::atanh(a)),
            ..d
        },
        E::Cosh => Kernels {
            float: Some(|a, _| a.cosh()),
            complex: Some(|a: C, _| a.cosh()),
            ..d
        },
        E::Sinh => Kernels {
            float: Some(|a, _| a.sinh()),
            complex: Some(|a: C, _| a.sinh()),
            ..d
        },
        E::Erfc => Kernels {
            float: Some(|a, _| crate::hlo::elementwise::erfc(a)),
            ..d
        },
        E::ErfInv => Kernels {
            float: Some(|a, _| erf_inv(a)),
            ..d
        },
        E::Lgamma => Kernels {
            float: Some(|a, _| libm::lgamma(a)),
            ..d
        },
        E::Digamma => Kernels {
            float: Some(|a, _| digamma(a)),
            ..d
        },
        E::Square => Kernels {
            int: Some(|a, _, _| a.wrapping_mul(a)),
            float: Some(|a, _| a * a),
            complex: Some(|a: C, _| a * a),
            ..d
        },
        E::Conj => Kernels {
            float: Some(|a, _| a),
            complex: Some(|a: C, _| a.conj()),
            ..d
        },
        E::BesselI1e => Kernels {
            float: Some(|a, _| bessel_i1e(a)),
            ..d
        },
        E::Zeta => Kernels {
            float: Some(zeta),
            ..d
        },
        E::Polygamma => Kernels {
            float: Some(polygamma),
            ..d
        },
        _ => return None,
    })
}

fn eval(ev: &OpEval<'_, '_>, operands: &[Value]) -> DResult<Vec<Value>> {
    let k = Elementwise::of(ev.op)
        .and_then(kernels)
        .ok_or_else(|| ev.error("is not supported by the interpreter"))?;
    let a = tensor(ev, operands, 0)?;
    if operands.len() > 1 {
        one(binary(ev, a, tensor(ev, operands, 1)?, k)?)
    } else {
        one(unary(ev, a, k)?)
    }
}

/// next_after(x, y): the neighbor of x toward y in x's own format.
fn next_after(ev: &OpEval<'_, '_>, operands: &[Value]) -> DResult<Vec<Value>> {
    let (x, y) = (tensor(ev, operands, 0)?, tensor(ev, operands, 1)?);
    let ElemKind::Float(k) = x.kind else {
        return Err(ev.error("requires float operands"));
    };
    let w = k.bit_width();
    let sign = 1u64 << (w - 1);
    let (xv, yv, xb) = (
        x.data.to_f64(x.kind),
        y.data.to_f64(y.kind),
        element_bits(x),
    );
    let out: Vec<u64> = xv
        .iter()
        .zip(&yv)
        .zip(&xb)
        .map(|((&a, &b), &bits)| {
            if a.is_nan() || b.is_nan() {
                return xla_ir::float::nan(k).unwrap_or(bits);
            }
            if a == b {
                return element_bits_of(k, b);
            }
            if a == 0.0 {
                return if b > 0.0 { 1 } else { sign | 1 };
            }
            if (a < b) == (a > 0.0) {
                bits + 1
            } else {
                bits - 1
            }
        })
        .collect();
    one(x.with_data(x.shape.clone(), float_from_bits(k, out)))
}

fn element_bits_of(k: xla_ir::float::FloatKind, v: f64) -> u64 {
    xla_ir::float::from_f64(k, v).0
}

/// Registers every element-wise chlo op by its kind.
pub fn register(r: &mut Registry) {
    for &kind in Elementwise::ALL {
        let eval_fn: crate::eval::EvalFn = match kind {
            E::NextAfter => next_after,
            E::IsInf | E::IsPosInf | E::IsNegInf => is_inf,
            _ if kernels(kind).is_some() => eval,
            _ => continue,
        };
        r.add(kind.name(), eval_fn);
    }
    register_sorting(r);
    register_more(r);
}

/// top_k along the last dimension: the k largest values (descending in total order, ties by
/// lower index) and their indices as i32.
fn top_k(ev: &OpEval<'_, '_>, operands: &[Value]) -> DResult<Vec<Value>> {
    let a = tensor(ev, operands, 0)?;
    let k = ev
        .op
        .attr("k")
        .and_then(|x| ev.ctx().attr_as_int(x))
        .ok_or_else(|| ev.error("requires 'k'"))? as usize;
    let last = *a
        .shape
        .last()
        .ok_or_else(|| ev.error("requires a ranked operand of rank >= 1"))? as usize;
    if k > last {
        return Err(ev.error("k is larger than the last dimension"));
    }
    let keys: Vec<f64> = match &a.data {
        crate::value::Buffer::Int(v) if matches!(a.kind, ElemKind::Int { signed: false, .. }) => {
            v.iter().map(|&x| x as u64 as f64).collect()
        }
        crate::value::Buffer::Int(v) => v.iter().map(|&x| x as f64).collect(),
        d => d.to_f64(a.kind),
    };
    let ints = a.ints();
    let mut pick = Vec::new();
    let mut idx = Vec::new();
    for (row, chunk) in keys.chunks(last.max(1)).enumerate() {
        let mut order: Vec<usize> = (0..chunk.len()).collect();
        order.sort_by(|&x, &y| {
            let (p, q) = (chunk[x], chunk[y]);
            // Total order (+NaN above +inf, -NaN below -inf); integers compare exactly.
            let by_value = if matches!(a.kind, ElemKind::Int { .. }) {
                ints[row * last + y].cmp(&ints[row * last + x])
            } else {
                crate::hlo::compare::total_key(q).cmp(&crate::hlo::compare::total_key(p))
            };
            by_value.then(x.cmp(&y))
        });
        for &o in &order[..k] {
            pick.push(row * last + o);
            idx.push(o as i64);
        }
    }
    let mut shape = a.shape.clone();
    if let Some(l) = shape.last_mut() {
        *l = k as i64;
    }
    let values = a.with_data(shape.clone(), a.data.gather(&pick));
    let ity = ev.ctx().integer_type(32);
    let indices = crate::value::Tensor {
        ty: ity,
        kind: ElemKind::Int {
            width: 32,
            signed: true,
        },
        shape,
        data: crate::value::Buffer::Int(idx),
    };
    Ok(vec![Value::Tensor(values), Value::Tensor(indices)])
}

pub fn register_sorting(r: &mut Registry) {
    r.add(chlo_ops::TopKOp::NAME, top_k);
}

/// `is_inf`, `is_pos_inf`, `is_neg_inf`.
fn is_inf(ev: &OpEval<'_, '_>, operands: &[Value]) -> DResult<Vec<Value>> {
    let a = tensor(ev, operands, 0)?;
    let test: fn(f64) -> bool = match Elementwise::of(ev.op) {
        Some(E::IsPosInf) => |x| x == f64::INFINITY,
        Some(E::IsNegInf) => |x| x == f64::NEG_INFINITY,
        _ => f64::is_infinite,
    };
    let v = a.data.to_f64(a.kind).into_iter().map(test).collect();
    one(crate::elementwise::bool_tensor(ev, a.shape.clone(), v))
}

/// `constant_like`: the scalar `value` in the shape of the operand.
fn constant_like(ev: &OpEval<'_, '_>, operands: &[Value]) -> DResult<Vec<Value>> {
    let a = tensor(ev, operands, 0)?;
    let v = ev
        .op
        .attr("value")
        .ok_or_else(|| ev.error("requires a 'value' attribute"))?;
    let (ty, kind) = crate::elementwise::result_elem(ev, 0)?;
    let s = crate::dense::tensor_from_attr(ev.ctx(), v).map_err(|m| ev.error(m))?;
    let s = crate::convert::convert_tensor(&s, ty, kind);
    one(crate::hlo::shape::broadcast_to(
        ev,
        &s,
        &[],
        a.shape.clone(),
    )?)
}

pub fn register_more(r: &mut Registry) {
    r.add(chlo_ops::ConstantLikeOp::NAME, constant_like);
}
