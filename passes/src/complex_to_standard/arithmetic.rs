//! Arithmetic expansions: add/sub part by part, the textbook product, Smith's division with
//! upstream's recovery of infinite and zero cases, the overflow-safe modulus (`abs` and its
//! square root / reciprocal square root for `sqrt` / `rsqrt`), `sign` and comparisons.

use super::emit::{Emit, Parts};
use xla_dialect_arith::CmpFPredicate;
use xla_dialect_math::ops as math_ops;
use xla_ir::ValueId;

/// `(a+bi)(c+di) = (ac - bd) + (bc + ad)i`.
pub fn mul(e: &mut Emit<'_, '_>, (a, b): Parts, (c, d): Parts) -> Parts {
    let (ac, bd) = (e.mul(a, c), e.mul(b, d));
    let re = e.sub(ac, bd);
    let (bc, ad) = (e.mul(b, c), e.mul(a, d));
    (re, e.add(bc, ad))
}

pub fn add(e: &mut Emit<'_, '_>, x: Parts, y: Parts) -> Parts {
    (e.add(x.0, y.0), e.add(x.1, y.1))
}

pub fn sub(e: &mut Emit<'_, '_>, x: Parts, y: Parts) -> Parts {
    (e.sub(x.0, y.0), e.sub(x.1, y.1))
}

/// Which power of the modulus [`modulus`] computes.
#[derive(Clone, Copy, PartialEq)]
pub enum Power {
    One,
    Rsqrt,
}

/// `|re + im i|` (or its reciprocal square root) as `max * sqrt(1 + (min/max)^2)`,
/// which neither overflows nor underflows where the result is representable; NaN only when
/// a part is NaN (then `min`, which carries it, or infinity when the other part is).
pub fn modulus(e: &mut Emit<'_, '_>, re: ValueId, im: ValueId, power: Power) -> ValueId {
    let one = e.cst(1.0);
    let (ar, ai) = (e.abs(re), e.abs(im));
    let (mut max, mut min) = (e.max(ar, ai), e.min(ar, ai));
    let ratio = e.div(min, max);
    let sq = e.mul(ratio, ratio);
    let mut sum = e.add(sq, one);
    if power == Power::Rsqrt {
        sum = e.f(math_ops::RsqrtOp::NAME, &[sum]);
        min = e.f(math_ops::RsqrtOp::NAME, &[min]);
        max = e.f(math_ops::RsqrtOp::NAME, &[max]);
    }
    let root = e.f(math_ops::SqrtOp::NAME, &[sum]);
    let result = e.mul(max, root);
    let nan = e.cmp(CmpFPredicate::Uno, result, result);
    e.select(nan, min, result)
}

/// Smith's division: scale by the larger of the divisor's parts; where that gives NaN in
/// both parts, upstream's corner cases (zero divisor, infinite dividend or divisor).
pub fn div(e: &mut Emit<'_, '_>, (a, b): Parts, (c, d): Parts) -> Parts {
    // |c| < |d|: r = c/d, den = d + r c; re = (a r + b)/den, im = (b r - a)/den.
    let r1 = e.div(c, d);
    let t = e.mul(r1, c);
    let den1 = e.add(d, t);
    let ar = e.mul(a, r1);
    let n = e.add(ar, b);
    let re1 = e.div(n, den1);
    let br = e.mul(b, r1);
    let n = e.sub(br, a);
    let im1 = e.div(n, den1);
    // Otherwise: r = d/c, den = c + r d; re = (a + b r)/den, im = (b - a r)/den.
    let r2 = e.div(d, c);
    let t = e.mul(r2, d);
    let den2 = e.add(c, t);
    let br = e.mul(b, r2);
    let n = e.add(a, br);
    let re2 = e.div(n, den2);
    let ar = e.mul(a, r2);
    let n = e.sub(b, ar);
    let im2 = e.div(n, den2);

    let (zero, one, inf) = (e.cst(0.0), e.cst(1.0), e.cst(f64::INFINITY));
    // Case 1: zero divisor, dividend not all NaN: infinity with c's sign times the dividend.
    let (abs_c, abs_d) = (e.abs(c), e.abs(d));
    let c_zero = e.cmp(CmpFPredicate::Oeq, abs_c, zero);
    let d_zero = e.cmp(CmpFPredicate::Oeq, abs_d, zero);
    let a_num = e.cmp(CmpFPredicate::Ord, a, zero);
    let b_num = e.cmp(CmpFPredicate::Ord, b, zero);
    let some_num = e.or(a_num, b_num);
    let both_zero = e.and(c_zero, d_zero);
    let to_inf = e.and(some_num, both_zero);
    let signed_inf = e.copysign(inf, c);
    let inf_case = (e.mul(signed_inf, a), e.mul(signed_inf, b));

    // Case 2: infinite dividend, finite divisor.
    let c_fin = e.cmp(CmpFPredicate::One, abs_c, inf);
    let d_fin = e.cmp(CmpFPredicate::One, abs_d, inf);
    let rhs_fin = e.and(c_fin, d_fin);
    let (abs_a, abs_b) = (e.abs(a), e.abs(b));
    let a_inf = e.cmp(CmpFPredicate::Oeq, abs_a, inf);
    let b_inf = e.cmp(CmpFPredicate::Oeq, abs_b, inf);
    let lhs_inf = e.or(a_inf, b_inf);
    let inf_num = e.and(lhs_inf, rhs_fin);
    let s = e.select(a_inf, one, zero);
    let a1 = e.copysign(s, a);
    let s = e.select(b_inf, one, zero);
    let b1 = e.copysign(s, b);
    let (x, y) = (e.mul(a1, c), e.mul(b1, d));
    let s = e.add(x, y);
    let re3 = e.mul(inf, s);
    let (x, y) = (e.mul(b1, c), e.mul(a1, d));
    let s = e.sub(x, y);
    let im3 = e.mul(inf, s);

    // Case 3: finite dividend, infinite divisor.
    let a_fin = e.cmp(CmpFPredicate::One, abs_a, inf);
    let b_fin = e.cmp(CmpFPredicate::One, abs_b, inf);
    let lhs_fin = e.and(a_fin, b_fin);
    let c_inf = e.cmp(CmpFPredicate::Oeq, abs_c, inf);
    let d_inf = e.cmp(CmpFPredicate::Oeq, abs_d, inf);
    let rhs_inf = e.or(c_inf, d_inf);
    let inf_den = e.and(lhs_fin, rhs_inf);
    let s = e.select(c_inf, one, zero);
    let c1 = e.copysign(s, c);
    let s = e.select(d_inf, one, zero);
    let d1 = e.copysign(s, d);
    let (x, y) = (e.mul(a, c1), e.mul(b, d1));
    let s = e.add(x, y);
    let re4 = e.mul(zero, s);
    let (x, y) = (e.mul(b, c1), e.mul(a, d1));
    let s = e.sub(x, y);
    let im4 = e.mul(zero, s);

    let c_smaller = e.cmp(CmpFPredicate::Olt, abs_c, abs_d);
    let smith = e.select2(c_smaller, (re1, im1), (re2, im2));
    let case3 = e.select2(inf_den, (re4, im4), smith);
    let case2 = e.select2(inf_num, (re3, im3), case3);
    let case1 = e.select2(to_inf, inf_case, case2);
    let re_nan = e.cmp(CmpFPredicate::Uno, smith.0, zero);
    let im_nan = e.cmp(CmpFPredicate::Uno, smith.1, zero);
    let nan = e.and(re_nan, im_nan);
    e.select2(nan, case1, smith)
}

/// `z / |z|`, and `z` itself when it is zero.
pub fn sign(e: &mut Emit<'_, '_>, (re, im): Parts) -> Parts {
    let zero = e.cst(0.0);
    let re_zero = e.cmp(CmpFPredicate::Oeq, re, zero);
    let im_zero = e.cmp(CmpFPredicate::Oeq, im, zero);
    let is_zero = e.and(re_zero, im_zero);
    let m = modulus(e, re, im, Power::One);
    let unit = (e.div(re, m), e.div(im, m));
    e.select2(is_zero, (re, im), unit)
}

/// `complex.eq` (both parts `oeq`) or `complex.neq` (either part `une`).
pub fn compare(e: &mut Emit<'_, '_>, equal: bool, x: Parts, y: Parts) -> ValueId {
    let p = if equal {
        CmpFPredicate::Oeq
    } else {
        CmpFPredicate::Une
    };
    let re = e.cmp(p, x.0, y.0);
    let im = e.cmp(p, x.1, y.1);
    if equal {
        e.and(re, im)
    } else {
        e.or(re, im)
    }
}
