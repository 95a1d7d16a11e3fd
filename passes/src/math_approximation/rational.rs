//! `tanh` (a fitted odd rational function `x P(x^2) / Q(x^2)`), `erf` (XLA's `EmitErfF32` odd
//! rational function `x P(x^2) / Q(x^2)` up to where erf rounds to 1, evaluated in f64) and
//! `erfc` (erf's function below 0.5, `exp(-x^2)` times a fitted rational function above, in
//! f32) on f32 values.

use super::build::{Elem, Emit};
use xla_dialect_arith::ops as arith_ops;
use xla_dialect_arith::CmpFPredicate;
use xla_ir::ValueId;

/// tanh(x) rounds to +-1 beyond this, and so does the rational function there.
const TANH_CLAMP: f32 = 9.1;
/// tanh(x) ~ x P(x^2) / Q(x^2) on [0, 9.1]: a (4, 4) rational function in x^2 fitted to
/// tanh's relative error (2.3e-8 in exact arithmetic; Lawson's iteration on a linearized
/// least-squares fit, scripts/fit-rational.py). P(0) rounds to 1 in f32, so a tiny
/// x comes back unchanged. Coefficients from the highest power down.
const TANH_P: [f64; 5] = [
    1.317_703_500_205_051_4e-8,
    2.048_094_066_605_348_4e-5,
    3.487_802_173_355_699e-3,
    1.337_447_013_268_931_7e-1,
    9.999_999_774_807_18e-1,
];
const TANH_Q: [f64; 5] = [
    7.703_875_221_900_301e-7,
    3.272_901_118_534_222e-4,
    2.584_736_212_874_778e-2,
    4.670_778_403_639_199e-1,
    1.0,
];

/// tanh(x): the rational function on x clamped to +-9.1 (an odd function: the sign comes
/// with x; NaN stays NaN). Nine multiply-adds and a division, where `expm1` and a series
/// took about 45 operations: element-wise chains such as gelu are bound by this function.
/// 5.8 ulp at most (near 1, from rounding P and Q), 3.7 ulp below 2; Eigen's function
/// (XLA's) is similar.
pub fn tanh(e: &mut Emit<'_>, x: ValueId) -> ValueId {
    let hi = e.f32(TANH_CLAMP);
    let lo = e.f32(-TANH_CLAMP);
    let xc = e.clamp(x, lo, hi);
    let t = e.mul(xc, xc);
    let p = e.horner(t, &TANH_P);
    let q = e.horner(t, &TANH_Q);
    let num = e.mul(xc, p);
    e.div(num, q)
}

/// erf(x) rounds to +-1 from here on.
const ERF_CLAMP: f32 = 3.832_507;
const ERF_P: [f64; 5] = [
    2.290_506_586_135_064_6e-4,
    3.408_291_010_710_950_6e-3,
    0.05095569506238086,
    1.852_083_223_997_614_5e-1,
    1.128_379_143_519_084,
];
const ERF_Q: [f64; 7] = [
    -1.179_160_295_436_169_7e-7,
    2.354_796_647_131_318_5e-5,
    1.017_962_527_891_488_5e-3,
    1.407_047_017_116_766_7e-2,
    1.109_850_517_828_536_2e-1,
    4.974_692_511_006_753_8e-1,
    1.0,
];

/// erf's rational function of `xd` (f32 or f64): (x P(x^2), Q(x^2)).
fn erf_parts(e: &mut Emit<'_>, xd: ValueId) -> (ValueId, ValueId) {
    let x2 = e.mul(xd, xd);
    let p = e.horner(x2, &ERF_P);
    let px = e.mul(p, xd);
    let q = e.horner(x2, &ERF_Q);
    (px, q)
}

pub fn erf(e: &mut Emit<'_>, x: ValueId) -> ValueId {
    let xd = e.cast(arith_ops::ExtFOp::NAME, x, Elem::F64);
    let (px, q) = erf_parts(e, xd);
    let r = e.div(px, q);
    let r = e.cast(arith_ops::TruncFOp::NAME, r, Elem::F32);
    // copysign(1, x) from the bits: x's sign bit over 1.0's pattern.
    let bits = e.cast(arith_ops::BitcastOp::NAME, x, Elem::I32);
    let sign_mask = e.i32(i32::MIN);
    let sign = e.bin(arith_ops::AndIOp::NAME, bits, sign_mask);
    let one_bits = e.i32(0x3f80_0000);
    let signed_one = e.or(sign, one_bits);
    let unit = e.cast(arith_ops::BitcastOp::NAME, signed_one, Elem::F32);
    let ax = e.abs32(x);
    let clamp = e.f32(ERF_CLAMP);
    let saturated = e.cmpf(CmpFPredicate::Oge, ax, clamp);
    e.select(saturated, unit, r)
}

/// erfc(x) is 1 - erf(x) below this (at least 0.47: no cancellation) and from here on
/// exp(-x^2) R(x).
const ERFC_SPLIT: f32 = 0.5;
/// erfc(x) rounds to 0 in f32 beyond this.
const ERFC_CLAMP: f32 = 10.1;
/// e^(x^2) erfc(x) (scipy's erfcx) ~ P(x) / Q(x) on [0.5, 10.1], P of degree 4 and Q of
/// degree 5 (the 1/(x sqrt(pi)) decay built in): 7.5e-10 relative in exact arithmetic
/// (scripts/fit-rational.py). Positive coefficients: Horner's rule in f32 adds no
/// cancellation. Highest power first.
const ERFC_P: [f64; 5] = [
    0.043_686_916_753_486_786,
    0.273_453_140_565_977_2,
    0.818_074_713_895_048_3,
    1.313_993_260_550_818,
    1.000_009_935_114_699_2,
];
const ERFC_Q: [f64; 6] = [
    0.077_432_759_486_363_93,
    0.484_695_019_380_286_36,
    1.488_496_874_942_455_9,
    2.573_675_073_163_654,
    2.442_469_348_822_762_7,
    1.0,
];

/// (h, l) with h = x * x rounded and h + l = x^2 exactly (Dekker's product: x split into
/// two halves of 12 significant bits by masking, so that every partial product is exact).
fn square_exact(e: &mut Emit<'_>, x: ValueId) -> (ValueId, ValueId) {
    let h = e.mul(x, x);
    let bits = e.cast(arith_ops::BitcastOp::NAME, x, Elem::I32);
    let mask = e.i32(0xffff_f000_u32 as i32);
    let high_bits = e.bin(arith_ops::AndIOp::NAME, bits, mask);
    let xh = e.cast(arith_ops::BitcastOp::NAME, high_bits, Elem::F32);
    let xl = e.sub(x, xh);
    let hh = e.mul(xh, xh);
    let err = e.sub(hh, h);
    let cross = e.mul(xh, xl);
    let err = e.add(err, cross);
    let err = e.add(err, cross);
    let ll = e.mul(xl, xl);
    let l = e.add(err, ll);
    (h, l)
}

/// erfc(x) in f32, one division: below 0.5, (Q - x P) / Q of erf's rational function (erf
/// clamped at -3.8325, below which erfc rounds to 2); from 0.5 on, e P(x) / Q(x) with
/// e = exp(-x^2) as exp(-h) - exp(-h) l, x^2 = h + l exactly, so that exp's argument carries
/// no rounding error. NaN stays NaN, erfc(-inf) = 2, erfc(inf) = 0. Both sides are computed
/// for every element (no branches: the loop vectorizes) and picked by a select.
pub fn erfc(e: &mut Emit<'_>, x: ValueId) -> ValueId {
    let split = e.f32(ERFC_SPLIT);
    let large = e.cmpf(CmpFPredicate::Oge, x, split);
    // Below the split: 1 - erf(x) = (Q - x P) / Q.
    let lo = e.f32(-ERF_CLAMP);
    let below = e.cmpf(CmpFPredicate::Olt, x, lo);
    let xs = e.select(below, lo, x);
    let (px, q) = erf_parts(e, xs);
    let small_num = e.sub(q, px);
    // From the split on: exp(-x^2) P(x) / Q(x).
    let hi = e.f32(ERFC_CLAMP);
    let xl = e.clamp(x, split, hi);
    let (h, l) = square_exact(e, xl);
    let minus_h = e.neg(h);
    let eh = super::exp_log::exp(e, minus_h);
    let ehl = e.mul(eh, l);
    let ex = e.sub(eh, ehl);
    let p = e.horner(xl, &ERFC_P);
    let large_num = e.mul(ex, p);
    let large_den = e.horner(xl, &ERFC_Q);
    let num = e.select(large, large_num, small_num);
    let den = e.select(large, large_den, q);
    let r = e.div(num, den);
    // The clamped quotient is 2 within an ulp; erfc(x) rounds to exactly 2 there.
    let two = e.f32(2.0);
    e.select(below, two, r)
}
