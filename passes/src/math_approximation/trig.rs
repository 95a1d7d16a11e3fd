//! `sin` and `cos` on f32 values, computed in f64 (vectorizable like f32, half as wide):
//! x = j pi/2 + r with a two-part pi/2 (the product j * PIO2_HI is exact for |j| < 2^20,
//! so the reduction is exact to f64 rounding up to |x| ~ 1.6e6 and degrades beyond, by about
//! |x| 2^-53 absolute), then FreeBSD's f64 kernels for f32 results (`__kernel_sindf`,
//! `__kernel_cosdf`, errors below 2^-37 and 2^-34 on [-pi/4, pi/4]) and the quadrant j mod 4.

use super::build::{Elem, Emit};
use xla_dialect_arith::ops as arith_ops;
use xla_ir::ValueId;

/// The first 33 bits of pi/2, and the rest.
const PIO2_HI: f64 = 1.570_796_326_734_125_6;
const PIO2_LO: f64 = 6.077_100_506_506_192e-11;
const TWO_OVER_PI: f64 = std::f64::consts::FRAC_2_PI;
/// 1.5 * 2^52: adding it rounds an f64 of magnitude < 2^51 to an integer.
const ROUNDER: f64 = 6_755_399_441_055_744.0;

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

/// (sin(r), cos(r), j mod 4 as i64) for x = j pi/2 + r.
fn reduce(e: &mut Emit<'_>, x: ValueId) -> (ValueId, ValueId, ValueId) {
    let xd = e.cast(arith_ops::ExtFOp::NAME, x, Elem::F64);
    let k = e.f64(TWO_OVER_PI);
    let t = e.mul(xd, k);
    let rounder = e.f64(ROUNDER);
    let shifted = e.add(t, rounder);
    let j = e.sub(shifted, rounder);
    // Beyond 2^51 every f64 is an integer already.
    let (limit, nlimit) = (e.f64(2f64.powi(51)), e.f64(-(2f64.powi(51))));
    let below = e.cmpf("olt", t, limit);
    let above = e.cmpf("ogt", t, nlimit);
    let in_range = e.bin(arith_ops::AndIOp::NAME, below, above);
    let j = e.select(in_range, j, t);
    let bits = e.cast(arith_ops::BitcastOp::NAME, shifted, Elem::I64);
    let three = e.i64(3);
    let quadrant = e.bin(arith_ops::AndIOp::NAME, bits, three);
    let (hi, lo) = (e.f64(PIO2_HI), e.f64(PIO2_LO));
    let jh = e.mul(j, hi);
    let r0 = e.sub(xd, jh);
    let jl = e.mul(j, lo);
    let r = e.sub(r0, jl);
    // Beyond 2^51 the reduction has no bits left: a remainder of 0 keeps the result of a
    // finite argument in [-1, 1] (never the inf - inf = NaN an unreduced argument gives).
    // NaN and infinities keep their remainder (NaN).
    let zero = e.f64(0.0);
    let (inf, ninf) = (e.f64(f64::INFINITY), e.f64(f64::NEG_INFINITY));
    let high = e.cmpf("oge", t, limit);
    let low = e.cmpf("ole", t, nlimit);
    let huge = e.bin(arith_ops::OrIOp::NAME, high, low);
    let not_inf = e.cmpf("one", t, inf);
    let not_ninf = e.cmpf("one", t, ninf);
    let finite = e.bin(arith_ops::AndIOp::NAME, not_inf, not_ninf);
    let huge_finite = e.bin(arith_ops::AndIOp::NAME, huge, finite);
    let r = e.select(huge_finite, zero, r);
    let z = e.mul(r, r);
    // sin(r) = r + r^3 S(r^2); cos(r) = 1 + r^2 C(r^2).
    let s = e.horner(z, &SIN);
    let rz = e.mul(r, z);
    let rs = e.mul(rz, s);
    let sin = e.add(r, rs);
    let c = e.horner(z, &COS);
    let zc = e.mul(z, c);
    let one = e.f64(1.0);
    let cos = e.add(one, zc);
    (sin, cos, quadrant)
}

/// The f32 value of `first` when quadrant bit 0 is clear, else `second`; negated when bit 1
/// is set.
fn pick(e: &mut Emit<'_>, quadrant: ValueId, first: ValueId, second: ValueId) -> ValueId {
    let one = e.i64(1);
    let zero = e.i64(0);
    let odd_bit = e.bin(arith_ops::AndIOp::NAME, quadrant, one);
    let odd = e.cmpi("ne", odd_bit, zero);
    let v = e.select(odd, second, first);
    let two = e.i64(2);
    let neg_bit = e.bin(arith_ops::AndIOp::NAME, quadrant, two);
    let negative = e.cmpi("ne", neg_bit, zero);
    let nv = e.neg(v);
    let v = e.select(negative, nv, v);
    e.cast(arith_ops::TruncFOp::NAME, v, Elem::F32)
}

pub fn sin(e: &mut Emit<'_>, x: ValueId) -> ValueId {
    let (s, c, q) = reduce(e, x);
    let r = pick(e, q, s, c);
    // sin(-0) = -0 (the kernel's sum gives +0).
    let zero = e.f32(0.0);
    let is_zero = e.cmpf("oeq", x, zero);
    e.select(is_zero, x, r)
}

pub fn cos(e: &mut Emit<'_>, x: ValueId) -> ValueId {
    let (s, c, q) = reduce(e, x);
    // cos = sin shifted by a quadrant: c, -s, -c, s.
    let ns = e.neg(s);
    pick(e, q, c, ns)
}
