//! `tanh` (a series and `expm1`) and `erf` (XLA's `EmitErfF32` odd rational function
//! `x P(x^2) / Q(x^2)` up to where erf rounds to 1, evaluated in f64) on f32 values.

use super::build::{Elem, Emit};
use xla_dialect_arith::ops as arith_ops;
use xla_ir::ValueId;

/// tanh(x) rounds to +-1 beyond this (and e^(2x) stays finite).
const TANH_CLAMP: f32 = 9.0;
/// Below this tanh(x) is its Taylor series x - x^3/3 + 2x^5/15 - ... to x^15 (truncation
/// error below 1e-9 relative); from here on, expm1(2|x|) has no cancellation.
const TANH_TAYLOR: f32 = 0.35;
const TANH_SERIES: [f64; 7] = [
    -929_569.0 / 638_512_875.0,
    21_844.0 / 6_081_075.0,
    -1_382.0 / 155_925.0,
    62.0 / 2_835.0,
    -17.0 / 315.0,
    2.0 / 15.0,
    -1.0 / 3.0,
];

/// tanh(x): the Taylor series below 0.35, `m / (m + 2)` with m = expm1(2|x|) beyond (where
/// the division damps m's error), with x's sign. Eigen's rational function (XLA's choice)
/// is 2 ulp off near 0 and 6 ulp near 1 without fma.
pub fn tanh(e: &mut Emit<'_>, x: ValueId) -> ValueId {
    let ax = e.abs32(x);
    let hi = e.f32(TANH_CLAMP);
    let above = e.cmpf("ogt", ax, hi);
    let axc = e.select(above, hi, ax);
    let two = e.f32(2.0);
    let twice = e.mul(axc, two);
    let m = super::exp_log::expm1(e, twice);
    let den = e.add(m, two);
    let big = e.div(m, den);
    // The sign of x on the magnitude.
    let sign_mask = e.i32(i32::MIN);
    let bits = e.cast(arith_ops::BitcastOp::NAME, x, Elem::I32);
    let sign = e.bin(arith_ops::AndIOp::NAME, bits, sign_mask);
    let big_bits = e.cast(arith_ops::BitcastOp::NAME, big, Elem::I32);
    let signed = e.or(big_bits, sign);
    let big = e.cast(arith_ops::BitcastOp::NAME, signed, Elem::F32);
    // x + x z S(z): adding the small correction last keeps x's bits (and x for subnormals).
    let z = e.mul(x, x);
    let series = e.horner(z, &TANH_SERIES);
    let xz = e.mul(x, z);
    let correction = e.mul(xz, series);
    let taylor = e.add(x, correction);
    let limit = e.f32(TANH_TAYLOR);
    let small = e.cmpf("olt", ax, limit);
    e.select(small, taylor, big)
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
