//! `tanh` (a fitted odd rational function `x P(x^2) / Q(x^2)`) and `erf` (XLA's `EmitErfF32` odd rational function
//! `x P(x^2) / Q(x^2)` up to where erf rounds to 1, evaluated in f64) on f32 values.

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

/// erf's rational function of f64 `xd`: (x P(x^2), Q(x^2)).
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
/// exp(-x^2) R(1/x^2) / x.
const ERFC_SPLIT: f32 = 0.5;
/// erfc(x) rounds to 0 in f32 beyond this.
const ERFC_CLAMP: f32 = 10.1;
/// x e^(x^2) erfc(x) ~ P(t) / Q(t), t = 1/x^2, on [0.5, 10.1]: a (6, 6) rational function
/// (7.8e-10 relative in exact arithmetic; scripts/fit-rational.py), highest power first.
const ERFC_P: [f64; 7] = [
    8.416_737_137_272_3e-3,
    7.579_452_436_098_335e-1,
    7.732_990_928_383_082,
    2.070_715_845_994_799_4e1,
    1.857_875_492_206_227_7e1,
    5.913_971_864_351_285,
    5.641_895_772_586_104e-1,
];
const ERFC_Q: [f64; 7] = [
    1.277_936_883_445_313e-1,
    3.826_825_908_845_862,
    2.412_577_325_907_635_4e1,
    4.917_334_006_035_039e1,
    3.767_121_101_680_792e1,
    1.098_224_037_301_529_8e1,
    1.0,
];

/// erfc(x) in f64 on f32 x, one division: below 0.5, (Q - x P) / Q of erf's rational
/// function (erf clamped at -3.8325, where erfc rounds to 2); from 0.5 on,
/// e P(t) / (x Q(t)) with t = 1/x^2 and e = exp(-x^2) as exp(-h) (1 - l), h = x^2 rounded
/// to f32 and l = x^2 - h exactly (x^2 is exact in f64), so that exp's argument carries no
/// rounding error: its 1-ulp error stays 1 ulp of the result. NaN stays NaN, erfc(-inf) = 2,
/// erfc(inf) = 0.
pub fn erfc(e: &mut Emit<'_>, x: ValueId) -> ValueId {
    let split = e.f32(ERFC_SPLIT);
    let large = e.cmpf(CmpFPredicate::Oge, x, split);
    // Below the split: 1 - erf(x) = (Q - x P) / Q.
    let lo = e.f32(-ERF_CLAMP);
    let below = e.cmpf(CmpFPredicate::Olt, x, lo);
    let xs = e.select(below, lo, x);
    let xsd = e.cast(arith_ops::ExtFOp::NAME, xs, Elem::F64);
    let (px, q) = erf_parts(e, xsd);
    let small_num = e.sub(q, px);
    // From the split on: exp(-x^2) P(t) / (x Q(t)).
    let hi = e.f32(ERFC_CLAMP);
    let xl = e.clamp(x, split, hi);
    let xld = e.cast(arith_ops::ExtFOp::NAME, xl, Elem::F64);
    let x2 = e.mul(xld, xld);
    let h = e.cast(arith_ops::TruncFOp::NAME, x2, Elem::F32);
    let hd = e.cast(arith_ops::ExtFOp::NAME, h, Elem::F64);
    let l = e.sub(x2, hd);
    let minus_h = e.neg(h);
    let eh = super::exp_log::exp(e, minus_h);
    let ehd = e.cast(arith_ops::ExtFOp::NAME, eh, Elem::F64);
    let one = e.f64(1.0);
    let correction = e.sub(one, l);
    let ex = e.mul(ehd, correction);
    // P(t) / Q(t) = (x^12 P(1/x^2)) / (x^12 Q(1/x^2)): both polynomials reversed in x^2,
    // which saves a division (all coefficients are positive: no cancellation either way).
    let (mut p_rev, mut q_rev) = (ERFC_P, ERFC_Q);
    p_rev.reverse();
    q_rev.reverse();
    let p = e.horner(x2, &p_rev);
    let large_num = e.mul(ex, p);
    let qt = e.horner(x2, &q_rev);
    let large_den = e.mul(xld, qt);
    let num = e.select(large, large_num, small_num);
    let den = e.select(large, large_den, q);
    let r = e.div(num, den);
    e.cast(arith_ops::TruncFOp::NAME, r, Elem::F32)
}
