//! hlo element-wise ops with XLA's semantics (as XLA's evaluator defines the
//! implementation-defined cases: x/0 = -1, x%0 = x, INT_MIN/-1 = INT_MIN, INT_MIN%-1 = 0).

use crate::complex_special;
use crate::elementwise::{binary, int_cmp, one, tensor, unary, IntInfo, Kernels, C};
use crate::eval::{OpEval, Registry};
use crate::value::{Buffer, ElemKind, Tensor, Value};
use xla_dialect_hlo::elementwise::{Elementwise, Elementwise as E};
use xla_ir::DResult;

type K = Kernels;

fn uw(a: i64, i: IntInfo) -> u64 {
    if i.width >= 64 {
        a as u64
    } else {
        (a as u64) & ((1u64 << i.width) - 1)
    }
}

pub fn divide(a: i64, b: i64, i: IntInfo) -> i64 {
    if b == 0 {
        return -1;
    }
    if !i.signed {
        return (uw(a, i) / uw(b, i)) as i64;
    }
    if a == i.min() && b == -1 {
        a
    } else {
        a / b
    }
}

pub fn remainder(a: i64, b: i64, i: IntInfo) -> i64 {
    if b == 0 {
        return a;
    }
    if !i.signed {
        return (uw(a, i) % uw(b, i)) as i64;
    }
    if a == i.min() && b == -1 {
        0
    } else {
        a % b
    }
}

fn shift_amount(b: i64, i: IntInfo) -> Option<u32> {
    let s = uw(b, i);
    (s < i.width as u64).then_some(s as u32)
}

pub fn shl(a: i64, b: i64, i: IntInfo) -> i64 {
    shift_amount(b, i).map_or(0, |s| ((a as u64) << s) as i64)
}
pub fn shr_logical(a: i64, b: i64, i: IntInfo) -> i64 {
    shift_amount(b, i).map_or(0, |s| (uw(a, i) >> s) as i64)
}
pub fn shr_arith(a: i64, b: i64, i: IntInfo) -> i64 {
    // Unsigned types are sign-extended from their top bit first.
    let v = crate::value::norm_int(a, i.width, true);
    shift_amount(b, i).map_or(if v < 0 { -1 } else { 0 }, |s| v >> s)
}

pub fn float_max(a: f64, b: f64) -> f64 {
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
}
pub fn float_min(a: f64, b: f64) -> f64 {
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
}

/// Integer power with XLA's rules: negative exponents give 0 except for bases 1 and -1.
pub fn int_pow(a: i64, b: i64, i: IntInfo) -> i64 {
    if i.signed && b < 0 {
        return match a {
            1 => 1,
            -1 => {
                if b % 2 == 0 {
                    1
                } else {
                    -1
                }
            }
            _ => 0,
        };
    }
    let (mut base, mut e, mut acc) = (a, uw(b, i), 1i64);
    while e > 0 {
        if e & 1 == 1 {
            acc = acc.wrapping_mul(base);
        }
        base = base.wrapping_mul(base);
        e >>= 1;
    }
    acc
}

fn cmax(a: i64, b: i64, i: IntInfo) -> i64 {
    if int_cmp(a, b, i).is_ge() {
        a
    } else {
        b
    }
}
fn cmin(a: i64, b: i64, i: IntInfo) -> i64 {
    if int_cmp(a, b, i).is_le() {
        a
    } else {
        b
    }
}

/// Complex max/min order: lexicographic on (real, imaginary).
fn lex_ge(a: C, b: C) -> bool {
    a.re > b.re || (a.re == b.re && a.im >= b.im)
}

/// `z / |z|`; a NaN in either part gives NaN in both, zero stays zero.
fn complex_sign(a: C, _: C) -> C {
    if a.re.is_nan() || a.im.is_nan() {
        C::new(f64::NAN, f64::NAN)
    } else if a.norm() == 0.0 {
        a
    } else {
        a / a.norm()
    }
}

/// `atan2(y, x) = -i * log((x + i*y) / sqrt(x^2 + y^2))`.
fn complex_atan2(y: C, x: C) -> C {
    let i = C::new(0.0, 1.0);
    -i * ((x + i * y) / (x * x + y * y).sqrt()).ln()
}

fn sign_f(x: f64, _: f64) -> f64 {
    if x.is_nan() || x == 0.0 {
        x
    } else {
        x.signum()
    }
}

/// Complex ops are only defined where XLA defines them.
pub fn kernels(kind: Elementwise) -> Option<K> {
    let d = K::default();
    Some(match kind {
        E::Add => K {
            int: Some(|a, b, _| a.wrapping_add(b)),
            float: Some(|a, b| a + b),
            complex: Some(|a, b| a + b),
            boolean: Some(|a, b| a | b),
        },
        E::Subtract => K {
            int: Some(|a, b, _| a.wrapping_sub(b)),
            float: Some(|a, b| a - b),
            complex: Some(|a, b| a - b),
            ..d
        },
        E::Multiply => K {
            int: Some(|a, b, _| a.wrapping_mul(b)),
            float: Some(|a, b| a * b),
            complex: Some(|a, b| a * b),
            boolean: Some(|a, b| a & b),
        },
        E::Divide => K {
            int: Some(divide),
            float: Some(|a, b| a / b),
            complex: Some(complex_special::div),
            ..d
        },
        E::Remainder => K {
            int: Some(remainder),
            float: Some(|a, b| a % b),
            ..d
        },
        E::Maximum => K {
            int: Some(cmax),
            float: Some(float_max),
            boolean: Some(|a, b| a | b),
            complex: Some(|a, b| if lex_ge(a, b) { a } else { b }),
        },
        E::Minimum => K {
            int: Some(cmin),
            float: Some(float_min),
            boolean: Some(|a, b| a & b),
            complex: Some(|a, b| if lex_ge(b, a) { a } else { b }),
        },
        E::And => K {
            int: Some(|a, b, _| a & b),
            boolean: Some(|a, b| a & b),
            ..d
        },
        E::Or => K {
            int: Some(|a, b, _| a | b),
            boolean: Some(|a, b| a | b),
            ..d
        },
        E::Xor => K {
            int: Some(|a, b, _| a ^ b),
            boolean: Some(|a, b| a ^ b),
            ..d
        },
        E::ShiftLeft => K {
            int: Some(shl),
            ..d
        },
        E::ShiftRightLogical => K {
            int: Some(shr_logical),
            ..d
        },
        E::ShiftRightArithmetic => K {
            int: Some(shr_arith),
            ..d
        },
        E::Power => K {
            int: Some(int_pow),
            float: Some(f64::powf),
            complex: Some(|a: C, b: C| {
                if a == C::new(0.0, 0.0) && b == C::new(0.0, 0.0) {
                    C::new(1.0, 0.0)
                } else {
                    a.powc(b)
                }
            }),
            ..d
        },
        E::Atan2 => K {
            float: Some(f64::atan2),
            complex: Some(complex_atan2),
            ..d
        },
        E::Negate => K {
            int: Some(|a, _, _| a.wrapping_neg()),
            float: Some(|a, _| -a),
            complex: Some(|a, _| -a),
            ..d
        },
        E::Not => K {
            int: Some(|a, _, _| !a),
            boolean: Some(|a, _| !a),
            ..d
        },
        E::Abs => K {
            int: Some(|a, _, _| a.wrapping_abs()),
            float: Some(|a, _| a.abs()),
            ..d
        },
        E::Sign => K {
            int: Some(|a, _, _| a.signum()),
            float: Some(sign_f),
            complex: Some(complex_sign),
            ..d
        },
        E::Popcnt => K {
            int: Some(|a, _, i| uw(a, i).count_ones() as i64),
            ..d
        },
        E::CountLeadingZeros => K {
            int: Some(|a, _, i| (uw(a, i).leading_zeros() - (64 - i.width)) as i64),
            ..d
        },
        E::Ceil => K {
            float: Some(|a, _| a.ceil()),
            ..d
        },
        E::Floor => K {
            float: Some(|a, _| a.floor()),
            ..d
        },
        E::RoundNearestAfz => K {
            float: Some(|a, _| a.round()),
            ..d
        },
        E::RoundNearestEven => K {
            float: Some(|a, _| a.round_ties_even()),
            ..d
        },
        E::Sqrt => K {
            float: Some(|a, _| a.sqrt()),
            complex: Some(|a: C, _| complex_special::sqrt(a)),
            ..d
        },
        E::Rsqrt => K {
            float: Some(|a, _| 1.0 / a.sqrt()),
            complex: Some(|a: C, _| complex_special::rsqrt(a)),
            ..d
        },
        E::Cbrt => K {
            float: Some(|a, _| a.cbrt()),
            complex: Some(|a: C, _| a.cbrt()),
            ..d
        },
        E::Exponential => K {
            float: Some(|a, _| a.exp()),
            complex: Some(|a: C, _| complex_special::exp(a)),
            ..d
        },
        E::ExponentialMinusOne => K {
            float: Some(|a, _| a.exp_m1()),
            complex: Some(|a: C, _| complex_special::exp_m1(a)),
            ..d
        },
        E::Log => K {
            float: Some(|a, _| a.ln()),
            complex: Some(|a: C, _| a.ln()),
            ..d
        },
        E::LogPlusOne => K {
            float: Some(|a, _| a.ln_1p()),
            complex: Some(|a: C, _| complex_special::ln_1p(a)),
            ..d
        },
        E::Logistic => K {
            float: Some(|a, _| 1.0 / (1.0 + (-a).exp())),
            complex: Some(|a: C, _| {
                C::new(1.0, 0.0) / (C::new(1.0, 0.0) + complex_special::exp(-a))
            }),
            ..d
        },
        E::Sine => K {
            float: Some(|a, _| a.sin()),
            complex: Some(|a: C, _| a.sin()),
            ..d
        },
        E::Cosine => K {
            float: Some(|a, _| a.cos()),
            complex: Some(|a: C, _| a.cos()),
            ..d
        },
        E::Tan => K {
            float: Some(|a, _| a.tan()),
            complex: Some(|a: C, _| a.tan()),
            ..d
        },
        E::Tanh => K {
            float: Some(|a, _| a.tanh()),
            complex: Some(|a: C, _| complex_special::tanh(a)),
            ..d
        },
        E::Erf => K {
            float: Some(|a, _| erf(a)),
            ..d
        },
        _ => return None,
    })
}

/// erf (musl's, through the `libm` crate: within an ULP).
pub fn erf(x: f64) -> f64 {
    libm::erf(x)
}

/// erfc without the cancellation of 1 - erf for large arguments.
pub fn erfc(x: f64) -> f64 {
    libm::erfc(x)
}

/// Operands of an implicitly broadcasting binary op (chlo's `broadcast_*`, imported as hlo
/// ops with optional `broadcast_dimensions`) widened to the result shape.
pub fn broadcast_operands(ev: &OpEval<'_, '_>, operands: &[Value]) -> DResult<(Tensor, Tensor)> {
    let (a, b) = (tensor(ev, operands, 0)?, tensor(ev, operands, 1)?);
    if a.shape == b.shape {
        return Ok((a.clone(), b.clone()));
    }
    let shape = crate::elementwise::result_shape(ev, 0)?;
    let explicit = ev
        .op
        .attr("broadcast_dimensions")
        .and_then(|x| xla_dialect_hlo::attrs::int_elements::i64_list(ev.ctx(), x));
    let widen = |t: &Tensor| -> DResult<Tensor> {
        let r = t.shape.len();
        if t.shape == shape {
            return Ok(t.clone());
        }
        let dims: Vec<i64> = match &explicit {
            Some(d) if d.len() == r => d.clone(),
            // numpy-style: trailing dimensions line up.
            _ => (shape.len().saturating_sub(r)..shape.len())
                .map(|d| d as i64)
                .collect(),
        };
        crate::hlo::shape::broadcast_to(ev, t, &dims, shape.clone())
    };
    Ok((widen(a)?, widen(b)?))
}

fn eval(ev: &OpEval<'_, '_>, operands: &[Value]) -> DResult<Vec<Value>> {
    let k = Elementwise::of(ev.op)
        .and_then(kernels)
        .ok_or_else(|| ev.error("is not supported by the interpreter"))?;
    let a = tensor(ev, operands, 0)?;
    if operands.len() > 1 {
        let (a, b) = broadcast_operands(ev, operands)?;
        one(binary(ev, &a, &b, k)?)
    } else {
        one(unary(ev, a, k)?)
    }
}

/// `abs` of complex yields the float magnitude.
fn abs(ev: &OpEval<'_, '_>, operands: &[Value]) -> DResult<Vec<Value>> {
    let a = tensor(ev, operands, 0)?;
    if let ElemKind::Complex(part) = a.kind {
        let (ty, kind) = crate::elementwise::result_elem(ev, 0)?;
        let data = Buffer::from_f64(
            part,
            a.data
                .to_c128(a.kind)
                .iter()
                .map(|c| c.norm())
                .collect::<Vec<_>>(),
        );
        return one(crate::value::Tensor {
            ty,
            kind,
            shape: a.shape.clone(),
            data,
        });
    }
    eval(ev, operands)
}

/// `real`, `imag` (of complex or float) and `complex` (from two floats).
fn complex_parts(ev: &OpEval<'_, '_>, operands: &[Value]) -> DResult<Vec<Value>> {
    let a = tensor(ev, operands, 0)?;
    let (ty, kind) = crate::elementwise::result_elem(ev, 0)?;
    let c = a.data.to_c128(a.kind);
    let data = match (Elementwise::of(ev.op), kind) {
        (Some(E::Real), ElemKind::Float(k)) => {
            Buffer::from_f64(k, c.iter().map(|z| z.re).collect::<Vec<_>>())
        }
        (Some(E::Imag), ElemKind::Float(k)) => {
            Buffer::from_f64(k, c.iter().map(|z| z.im).collect::<Vec<_>>())
        }
        (Some(E::Complex), ElemKind::Complex(k)) => {
            let im = tensor(ev, operands, 1)?.data.to_f64(a.kind);
            Buffer::from_c128(
                k,
                c.iter()
                    .zip(im)
                    .map(|(z, i)| C::new(z.re, i))
                    .collect::<Vec<_>>(),
            )
        }
        _ => return Err(ev.error("has an unexpected result element type")),
    };
    one(crate::value::Tensor {
        ty,
        kind,
        shape: a.shape.clone(),
        data,
    })
}

fn is_finite(ev: &OpEval<'_, '_>, operands: &[Value]) -> DResult<Vec<Value>> {
    let a = tensor(ev, operands, 0)?;
    let v = a
        .data
        .to_f64(a.kind)
        .iter()
        .map(|x| x.is_finite())
        .collect();
    one(crate::elementwise::bool_tensor(ev, a.shape.clone(), v))
}

/// Registers the kernels of every element-wise hlo op that has them (compare, select, clamp
/// and the conversions are evaluated elsewhere).
pub fn register(r: &mut Registry) {
    for &kind in Elementwise::ALL {
        let eval_fn: crate::eval::EvalFn = match kind {
            E::Abs => abs,
            E::Real | E::Imag | E::Complex => complex_parts,
            E::IsFinite => is_finite,
            _ if kernels(kind).is_some() => eval,
            _ => continue,
        };
        r.add(kind.name(), eval_fn);
    }
}
