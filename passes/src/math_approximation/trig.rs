//! `sin` and `cos` on f32 values: the reduction in f64, the polynomials in f32 (vectorized at
//! f32 width, where the whole evaluation in f64 ran at half of it).
//! x = j pi/2 + r with a two-part pi/2 (the product j * PIO2_HI is exact for |j| < 2^20, so the
//! reduction is exact to f64 rounding up to |x| ~ 1.6e6 and degrades beyond, by about |x| 2^-53
//! absolute); r is carried on as the f32 pair r_hi + r_lo, then FreeBSD's kernels
//! (`__kernel_sindf`, `__kernel_cosdf`, errors below 2^-37 and 2^-34 on [-pi/4, pi/4]) in f32 and
//! the quadrant j mod 4.

use super::build::{Elem, Emit};
use xla_dialect_arith::ops as arith_ops;
use xla_dialect_arith::{CmpFPredicate, CmpIPredicate};
use xla_ir::ValueId;

/// The first 33 bits of pi/2, and the rest.
const PIO2_HI: f64 = 1.570_796_326_734_125_6;
const PIO2_LO: f64 = 6.077_100_506_506_192e-11;
const TWO_OVER_PI: f64 = std::f64::consts::FRAC_2_PI;
/// 1.5 * 2^52: adding it rounds an f64 of magnitude < 2^51 to an integer.
const ROUNDER: f64 = 6_755_399_441_055_744.0;
/// |x| from which x 2/pi may reach 2^51 (2^51 itself: a little below 2^51 pi/2).
const REDUCTION_LIMIT: f32 = 2_251_799_813_685_248.0;

const SIN: [f64; 4] = [
    2.718311493989822e-06,
    -0.00019839334836096632,
    0.008333329385889463,
    -0.16666666641626524,
];
const COS: [f64; 4] = [
    2.439044879627741e-05,
    -0.001388676377460993,
    0.04166662332373906,
    -0.499999997251031,
];

/// (sin(r), cos(r), j mod 4 as i32) in f32 for x = j pi/2 + r.
fn reduce(e: &mut Emit<'_>, x: ValueId) -> (ValueId, ValueId, ValueId) {
    let xd = e.cast(arith_ops::ExtFOp::NAME, x, Elem::F64);
    let k = e.f64(TWO_OVER_PI);
    let t = e.mul(xd, k);
    let rounder = e.f64(ROUNDER);
    let shifted = e.add(t, rounder);
    let j = e.sub(shifted, rounder);
    let bits = e.cast(arith_ops::BitcastOp::NAME, shifted, Elem::I64);
    let low = e.cast(arith_ops::TruncIOp::NAME, bits, Elem::I32);
    let three = e.i32(3);
    let quadrant = e.bin(arith_ops::AndIOp::NAME, low, three);
    let (hi, lo) = (e.f64(PIO2_HI), e.f64(PIO2_LO));
    let jh = e.mul(j, hi);
    let r0 = e.sub(xd, jh);
    let jl = e.mul(j, lo);
    let r = e.sub(r0, jl);
    let r_hi = e.cast(arith_ops::TruncFOp::NAME, r, Elem::F32);
    let r_hi_wide = e.cast(arith_ops::ExtFOp::NAME, r_hi, Elem::F64);
    let r_lo_wide = e.sub(r, r_hi_wide);
    let r_lo = e.cast(arith_ops::TruncFOp::NAME, r_lo_wide, Elem::F32);
    let z = e.mul(r_hi, r_hi);
    // sin(r) = r_hi + (r_lo + r_hi^3 S(r_hi^2)): the small terms added before the large one.
    let s = e.horner(z, &SIN);
    let rz = e.mul(r_hi, z);
    let rs = e.mul(rz, s);
    let tail = e.add(r_lo, rs);
    let sin = e.add(r_hi, tail);
    // cos(r) = w + ((1 - w - z/2) + (z^2 C'(z) - r_hi r_lo)) with w = 1 - z/2: the rounding
    // error of w recovered exactly (FreeBSD's `__kernel_cos`).
    let c = e.horner(z, &COS[..3]);
    let zz = e.mul(z, z);
    let zzc = e.mul(zz, c);
    let cross = e.mul(r_hi, r_lo);
    let small = e.sub(zzc, cross);
    let half = e.f32(0.5);
    let hz = e.mul(z, half);
    let one = e.f32(1.0);
    let w = e.sub(one, hz);
    let lost = e.sub(one, w);
    let lost = e.sub(lost, hz);
    let tail = e.add(lost, small);
    let cos = e.add(w, tail);
    (sin, cos, quadrant)
}

/// `first` when quadrant bit 0 is clear, else `second`; negated when bit 1 is set.
fn pick(e: &mut Emit<'_>, quadrant: ValueId, first: ValueId, second: ValueId) -> ValueId {
    let one = e.i32(1);
    let zero = e.i32(0);
    let odd_bit = e.bin(arith_ops::AndIOp::NAME, quadrant, one);
    let odd = e.cmpi(CmpIPredicate::Ne, odd_bit, zero);
    let v = e.select(odd, second, first);
    // Bit 1 of the quadrant moved to the sign bit (bit 31) flips the sign.
    let two = e.i32(2);
    let neg_bit = e.bin(arith_ops::AndIOp::NAME, quadrant, two);
    let thirty = e.i32(30);
    let sign = e.bin(arith_ops::ShLIOp::NAME, neg_bit, thirty);
    let bits = e.cast(arith_ops::BitcastOp::NAME, v, Elem::I32);
    let flipped = e.bin(arith_ops::XOrIOp::NAME, bits, sign);
    e.cast(arith_ops::BitcastOp::NAME, flipped, Elem::F32)
}

/// From 2^51 on the reduction has no bits left (and its garbage remainder may leave the
/// kernels' range): x * 0 instead keeps the result of a finite argument in [-1, 1] (0 or -0)
/// and gives NaN for infinities and NaN (where the comparison is false too). Tested on x in
/// f32 once per element rather than on x 2/pi in f64 (twice the vector instructions).
fn beyond_reduction(e: &mut Emit<'_>, x: ValueId, r: ValueId) -> ValueId {
    let ax = e.abs32(x);
    let limit = e.f32(REDUCTION_LIMIT);
    let in_range = e.cmpf(CmpFPredicate::Olt, ax, limit);
    let zero = e.f32(0.0);
    let x0 = e.mul(x, zero);
    e.select(in_range, r, x0)
}

pub fn sin(e: &mut Emit<'_>, x: ValueId) -> ValueId {
    let (s, c, q) = reduce(e, x);
    let r = pick(e, q, s, c);
    let r = beyond_reduction(e, x, r);
    // sin(-0) = -0 (the kernel's sum gives +0).
    let zero = e.f32(0.0);
    let is_zero = e.cmpf(CmpFPredicate::Oeq, x, zero);
    e.select(is_zero, x, r)
}

pub fn cos(e: &mut Emit<'_>, x: ValueId) -> ValueId {
    let (s, c, q) = reduce(e, x);
    // cos = sin shifted by a quadrant: c, -s, -c, s.
    let ns = e.neg(s);
    let r = pick(e, q, c, ns);
    beyond_reduction(e, x, r)
}
