//! Elementary functions on complex numbers as upstream expands them: exponentials and
//! logarithms (with `expm1` / `log1p` accurate near zero), square roots through the scaled
//! modulus, trigonometric and hyperbolic functions from real `exp`/`sin`/`cos`, and `pow`
//! with Kahan's special cases.

use super::arithmetic::{self, modulus, Power};
use super::emit::{Emit, Parts};
use xla_dialect_arith::CmpFPredicate;
use xla_dialect_math::ops as math_ops;
use xla_ir::ValueId;

/// `e^x (cos y + i sin y)`; a zero `y` stays the imaginary part (C99's `cexp(x ± i0)` is
/// `e^x ± i0`, where `inf · sin 0` would be NaN).
pub fn exp(e: &mut Emit<'_, '_>, (x, y): Parts) -> Parts {
    let ex = e.f(math_ops::ExpOp::NAME, &[x]);
    let c = e.f(math_ops::CosOp::NAME, &[y]);
    let re = e.mul(ex, c);
    let s = e.f(math_ops::SinOp::NAME, &[y]);
    let im = e.mul(ex, s);
    let zero = e.cst(0.0);
    let real_only = e.cmp(CmpFPredicate::Oeq, y, zero);
    (re, e.select(real_only, y, im))
}

/// `cos(x) - 1`, by cephes' polynomial where `x^2 < (pi/4)^2` (no cancellation near 0).
fn cosm1(e: &mut Emit<'_, '_>, x: ValueId) -> ValueId {
    const COEFFS: [f64; 7] = [
        4.737_750_796_424_621E-14,
        -1.147_028_484_342_536E-11,
        2.087_675_428_708_152E-9,
        -2.755_731_921_499_979E-7,
        2.480_158_730_157_055E-5,
        -1.388_888_888_888_887_2E-3,
        4.166_666_666_666_666_4E-2,
    ];
    let (neg_half, neg_one) = (e.cst(-0.5), e.cst(-1.0));
    let c = e.f(math_ops::CosOp::NAME, &[x]);
    let large = e.add(c, neg_one);
    let x2 = e.mul(x, x);
    let x4 = e.mul(x2, x2);
    let mut poly = e.cst(COEFFS[0]);
    for &k in &COEFFS[1..] {
        let k = e.cst(k);
        poly = e.f(math_ops::FmaOp::NAME, &[poly, x2, k]);
    }
    let p = e.mul(x4, poly);
    let h = e.mul(neg_half, x2);
    let small = e.add(p, h);
    let bound = e.cst(0.61685);
    let big = e.cmp(CmpFPredicate::Oge, x2, bound);
    e.select(big, large, small)
}

/// `e^(x+iy) - 1 = (expm1(x) cos y + cosm1(y)) + i e^x sin y`.
pub fn expm1(e: &mut Emit<'_, '_>, (x, y): Parts) -> Parts {
    let (zero, one) = (e.cst(0.0), e.cst(1.0));
    let em1 = e.f(math_ops::ExpM1Op::NAME, &[x]);
    let ex = e.add(em1, one);
    let s = e.f(math_ops::SinOp::NAME, &[y]);
    let cm1 = cosm1(e, y);
    let c = e.add(cm1, one);
    let t = e.mul(em1, c);
    let re = e.add(t, cm1);
    let y_zero = e.cmp(CmpFPredicate::Oeq, y, zero);
    let t = e.mul(ex, s);
    (re, e.select(y_zero, zero, t))
}

/// `log|z| + i atan2(y, x)`.
pub fn log(e: &mut Emit<'_, '_>, (x, y): Parts) -> Parts {
    let m = modulus(e, x, y, Power::One);
    let re = e.f(math_ops::LogOp::NAME, &[m]);
    (re, e.atan2(y, x))
}

/// `log(1 + z)`: the real part `log|1+z|` as `log1p(max - 1) + log1p((min/max)^2)/2`.
pub fn log1p(e: &mut Emit<'_, '_>, (x, y): Parts) -> Parts {
    let (half, one) = (e.cst(0.5), e.cst(1.0));
    let xp1 = e.add(x, one);
    let a = e.abs(xp1);
    let b = e.abs(y);
    let (max, min) = (e.max(a, b), e.min(a, b));
    let use_real = e.cmp(CmpFPredicate::Ogt, xp1, b);
    let max_m1 = e.sub(max, one);
    let arg = e.select(use_real, x, max_m1);
    // At z = -1 both are 0: 0/0 would make the real part NaN and then `min`; log(0) is -inf.
    let q = e.div(min, max);
    let zero = e.cst(0.0);
    let max_zero = e.cmp(CmpFPredicate::Oeq, max, zero);
    let ratio = e.select(max_zero, zero, q);
    let l = e.f(math_ops::Log1pOp::NAME, &[arg]);
    let sq = e.mul(ratio, ratio);
    let ls = e.f(math_ops::Log1pOp::NAME, &[sq]);
    let h = e.mul(half, ls);
    let r = e.add(h, l);
    let nan = e.cmp(CmpFPredicate::Uno, r, r);
    let re = e.select(nan, min, r);
    (re, e.atan2(y, xp1))
}

/// Kahan's square root: t = sqrt((|x| + |z|)/2), then `t + i y/2t` for x >= 0 and
/// `|y|/2t + i copysign(t, y)` for x < 0 (exact zeros on the axes: cos(pi/2) is not 0 in
/// floating point, so the polar form gave -4e-8 + i for -1), with the IEEE results for
/// infinite and zero inputs.
pub fn sqrt(e: &mut Emit<'_, '_>, (x, y): Parts) -> Parts {
    let (zero, half) = (e.cst(0.0), e.cst(0.5));
    let m = modulus(e, x, y, Power::One);
    let ax = e.abs(x);
    let (hx, hm) = (e.mul(ax, half), e.mul(m, half));
    let s = e.add(hx, hm);
    let t = e.f(math_ops::SqrtOp::NAME, &[s]);
    let hy = e.mul(y, half);
    let y_over = e.div(hy, t);
    let ahy = e.abs(hy);
    let ay_over = e.div(ahy, t);
    let t_signed = e.copysign(t, y);
    let x_pos = e.cmp(CmpFPredicate::Oge, x, zero);
    let mut re = e.select(x_pos, t, ay_over);
    let mut im = e.select(x_pos, y_over, t_signed);
    let (inf, neg_inf, nan) = (
        e.cst(f64::INFINITY),
        e.cst(f64::NEG_INFINITY),
        e.cst(f64::NAN),
    );
    let ay = e.abs(y);
    let ay_inf = e.cmp(CmpFPredicate::Oeq, ay, inf);
    let ay_fin = e.cmp(CmpFPredicate::One, ay, inf);
    let x_inf = e.cmp(CmpFPredicate::Oeq, x, inf);
    let x_neg_inf = e.cmp(CmpFPredicate::Oeq, x, neg_inf);
    let c = e.and(x_neg_inf, ay_fin);
    re = e.select(c, zero, re);
    let c = e.or(ay_inf, x_inf);
    re = e.select(c, inf, re);
    let signed_inf = e.copysign(inf, y);
    let m_nan = e.cmp(CmpFPredicate::Uno, m, m);
    im = e.select(m_nan, nan, im);
    let c = e.or(ay_inf, x_neg_inf);
    im = e.select(c, signed_inf, im);
    let is_zero = e.cmp(CmpFPredicate::Oeq, m, zero);
    e.select2(is_zero, (zero, zero), (re, im))
}

/// `|z|^(-1/2) (cos(-arg/2) + i sin(-arg/2))`; infinite inputs give signed zeros, zero gives
/// `inf + NaN i`, as upstream.
pub fn rsqrt(e: &mut Emit<'_, '_>, (x, y): Parts) -> Parts {
    let (zero, inf, neg_half, nan) = (
        e.cst(0.0),
        e.cst(f64::INFINITY),
        e.cst(-0.5),
        e.cst(f64::NAN),
    );
    let m = modulus(e, x, y, Power::Rsqrt);
    let arg = e.atan2(y, x);
    let h = e.mul(arg, neg_half);
    let (c, s) = (
        e.f(math_ops::CosOp::NAME, &[h]),
        e.f(math_ops::SinOp::NAME, &[h]),
    );
    let (mut re, mut im) = (e.mul(m, c), e.mul(m, s));
    let neg_one = e.cst(-1.0);
    let re_zero = e.copysign(zero, x);
    let im_zero = e.copysign(zero, y);
    let neg_im_zero = e.mul(neg_one, im_zero);
    let (ax, ay) = (e.abs(x), e.abs(y));
    let ay_inf = e.cmp(CmpFPredicate::Oeq, ay, inf);
    let x_nan = e.cmp(CmpFPredicate::Uno, x, x);
    let ax_inf = e.cmp(CmpFPredicate::Oeq, ax, inf);
    let nan_inf = e.and(ay_inf, x_nan);
    let to_zero = e.or(nan_inf, ax_inf);
    re = e.select(to_zero, re_zero, re);
    im = e.select(to_zero, neg_im_zero, im);
    let x0 = e.cmp(CmpFPredicate::Oeq, x, zero);
    let y0 = e.cmp(CmpFPredicate::Oeq, y, zero);
    let is_zero = e.and(x0, y0);
    e.select2(is_zero, (inf, nan), (re, im))
}

/// `sin` (`sine = true`) or `cos` of `x + iy` from `t = e^y`:
/// sin: `(t/2 + 1/(2t)) sin x + i (t/2 - 1/(2t)) cos x`;
/// cos: `(1/(2t) + t/2) cos x + i (1/(2t) - t/2) sin x`.
pub fn sin_cos(e: &mut Emit<'_, '_>, sine: bool, (x, y): Parts) -> Parts {
    let half = e.cst(0.5);
    let t = e.f(math_ops::ExpOp::NAME, &[y]);
    let scaled = e.mul(half, t);
    let recip = e.div(half, t);
    let (s, c) = (
        e.f(math_ops::SinOp::NAME, &[x]),
        e.f(math_ops::CosOp::NAME, &[x]),
    );
    if sine {
        let sum = e.add(scaled, recip);
        let re = e.mul(sum, s);
        let diff = e.sub(scaled, recip);
        (re, e.mul(diff, c))
    } else {
        let sum = e.add(recip, scaled);
        let re = e.mul(sum, c);
        let diff = e.sub(recip, scaled);
        (re, e.mul(diff, s))
    }
}

/// `tanh(x + iy)` from `expm1(±2x)` (no overflow to NaN for large |x|); `tan(z) = -i tanh(iz)`.
pub fn tan_tanh(e: &mut Emit<'_, '_>, tan: bool, (x, y): Parts) -> Parts {
    let neg_one = e.cst(-1.0);
    let (x, y) = if tan { (e.mul(y, neg_one), x) } else { (x, y) };
    let (inf, four) = (e.cst(f64::INFINITY), e.cst(4.0));
    let two_x = e.add(x, x);
    let neg_two_x = e.mul(neg_one, two_x);
    let p = e.f(math_ops::ExpM1Op::NAME, &[two_x]);
    let q = e.f(math_ops::ExpM1Op::NAME, &[neg_two_x]);
    let re_num = e.sub(p, q);
    let c = e.f(math_ops::CosOp::NAME, &[y]);
    let c2 = e.mul(c, c);
    let c2x4 = e.mul(c2, four);
    let s = e.f(math_ops::SinOp::NAME, &[y]);
    let cs = e.mul(c, s);
    let im_num = e.mul(four, cs);
    let sum = e.add(p, q);
    let den = e.add(sum, c2x4);
    let is_inf = e.cmp(CmpFPredicate::Oeq, sum, inf);
    let limit = e.copysign(neg_one, x);
    let q_re = e.div(re_num, den);
    let mut re = e.select(is_inf, limit, q_re);
    let mut im = e.div(im_num, den);
    let (zero, nan) = (e.cst(0.0), e.cst(f64::NAN));
    let ax = e.abs(x);
    let ax_inf = e.cmp(CmpFPredicate::Oeq, ax, inf);
    let y_zero = e.cmp(CmpFPredicate::Oeq, y, zero);
    let ax_fin = e.not(ax_inf);
    let num_nan = e.cmp(CmpFPredicate::Uno, im_num, im_num);
    let re_nan = e.and(num_nan, ax_fin);
    let inf_nan = e.and(ax_inf, num_nan);
    let im_zero = e.or(y_zero, inf_nan);
    re = e.select(re_nan, nan, re);
    im = e.select(im_zero, zero, im);
    if tan {
        let neg_re = e.mul(re, neg_one);
        (im, neg_re)
    } else {
        (re, im)
    }
}

/// `(a+bi)^(c+di) = |z|^c e^(-d arg) (cos q + i sin q)`, `q = c arg + d log|z|`, with
/// `0^0 = 1`, `x^0 = 1`, `1^w = 1`, `inf^c = inf` (c > 0) or 0 (c < 0).
pub fn pow(e: &mut Emit<'_, '_>, (a, b): Parts, (c, d): Parts) -> Parts {
    let m = modulus(e, a, b, Power::One);
    let m_c = e.f(math_ops::PowFOp::NAME, &[m, c]);
    let neg_d = e.neg(d);
    let arg = e.atan2(b, a);
    let t = e.mul(neg_d, arg);
    let et = e.f(math_ops::ExpOp::NAME, &[t]);
    let coeff = e.mul(m_c, et);
    let ln = e.f(math_ops::LogOp::NAME, &[m]);
    let c_arg = e.mul(c, arg);
    let d_ln = e.mul(d, ln);
    let q = e.add(c_arg, d_ln);
    let (cq, sq) = (
        e.f(math_ops::CosOp::NAME, &[q]),
        e.f(math_ops::SinOp::NAME, &[q]),
    );
    let (inf, zero, one) = (e.cst(f64::INFINITY), e.cst(0.0), e.cst(1.0));
    let (c_one, c_zero, c_inf) = ((one, zero), (zero, zero), (inf, zero));
    let m0 = e.cmp(CmpFPredicate::Oeq, m, zero);
    let d0 = e.cmp(CmpFPredicate::Oeq, d, zero);
    let c0 = e.cmp(CmpFPredicate::Oeq, c, zero);
    let b0 = e.cmp(CmpFPredicate::Oeq, b, zero);
    let c_nonneg = e.cmp(CmpFPredicate::Ole, zero, c);
    let general = (e.mul(coeff, cq), e.mul(coeff, sq));
    let one_or_zero = e.select2(c0, c_one, c_zero);
    let x = e.and(m0, d0);
    let zero_base = e.and(x, c_nonneg);
    let r = e.select2(zero_base, one_or_zero, general);
    let zero_exp = e.and(c0, d0);
    let r = e.select2(zero_exp, c_one, r);
    let a1 = e.cmp(CmpFPredicate::Oeq, a, one);
    let one_base = e.and(a1, b0);
    let r = e.select2(one_base, c_one, r);
    let a_inf = e.cmp(CmpFPredicate::Oeq, a, inf);
    let inf_base = e.and(a_inf, b0);
    let c_pos = e.cmp(CmpFPredicate::Ogt, c, zero);
    let pos = e.and(d0, c_pos);
    let x = e.and(inf_base, pos);
    let r = e.select2(x, c_inf, r);
    let c_neg = e.cmp(CmpFPredicate::Olt, c, zero);
    let neg = e.and(d0, c_neg);
    let x = e.and(inf_base, neg);
    e.select2(x, c_zero, r)
}

/// `atan2(y, x) = -i log((x + i y) / sqrt(x^2 + y^2))` on complex `y`, `x`.
pub fn atan2(e: &mut Emit<'_, '_>, y: Parts, x: Parts) -> Parts {
    let xx = arithmetic::mul(e, x, x);
    let yy = arithmetic::mul(e, y, y);
    let s = arithmetic::add(e, xx, yy);
    let root = sqrt(e, s);
    let (zero, one) = (e.cst(0.0), e.cst(1.0));
    let iy = arithmetic::mul(e, (zero, one), y);
    let num = arithmetic::add(e, x, iy);
    let q = arithmetic::div(e, num, root);
    let l = log(e, q);
    let neg_one = e.cst(-1.0);
    arithmetic::mul(e, (zero, neg_one), l)
}
