//! `tanh` (a fitted odd rational function `x P(x^2) / Q(x^2)`) and `erf` (XLA's `EmitErfF32` odd rational function
//! `x P(x^2) / Q(x^2)` up to where erf rounds to 1, evaluated in f64) on f32 values.

use super::build::{Elem, Emit};
use xla_dialect_arith::ops as arith_ops;
use xla_ir::ValueId;

/// tanh(x) rounds to +-1 beyond this, and so does the rational function there.
const TANH_CLAMP: f32 = 9.1;
/// tanh(x) ~ x P(x^2) / Q(x^2) on [0, 9.1]: a (4, 4) rational function in x^2 fitted to
/// tanh's relative error (2.3e-8 in exact arithmetic; Lawson's iteration on a linearized
/// least-squares fit, scripts/fit-tanh.py). P(0) rounds to 1 in f32, so a tiny
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

pub fn erf(e: &mut Emit<'_>, x: ValueId) -> ValueId {
    let xd = e.cast(arith_ops::ExtFOp::NAME, x, Elem::F64);
    let x2 = e.mul(xd, xd);
    let p = e.horner(x2, &ERF_P);
    let px = e.mul(p, xd);
    let q = e.horner(x2, &ERF_Q);
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
    let saturated = e.cmpf("oge", ax, clamp);
    e.select(saturated, unit, r)
}
