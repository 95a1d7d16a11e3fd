//! `exp`, `expm1`, `log`, `log1p`, `log2` on f32 values, in arith ops only (no calls, no
//! branches). Range reduction by integer bit tricks; minimax polynomials from Cephes
//! (`expf`, `logf`), whose error is within about one ulp on the reduced range.

use super::build::{Elem, Emit};
use xla_dialect_arith::ops as arith_ops;
use xla_dialect_arith::{CmpFPredicate, CmpIPredicate};
use xla_ir::ValueId;

/// ln 2 split so that `n * LN2_HI` is exact for |n| < 2^15 (9 significant bits).
const LN2_HI: f32 = 0.693_359_4;
const LN2_LO: f32 = -2.121_944_4e-4;
const LOG2E: f32 = std::f32::consts::LOG2_E;
/// 1.5 * 2^23: adding it rounds an f32 of magnitude < 2^22 to an integer (ties to even).
const ROUNDER: f32 = 12_582_912.0;

/// (exp(r) - 1 - r) / r^2 on [-ln2/2, ln2/2] (Cephes expf).
const EXP_POLY: [f64; 6] = [
    1.987_569_150_0e-4,
    1.398_199_950_7e-3,
    8.333_451_907_3e-3,
    4.166_579_589_4e-2,
    1.666_666_545_9e-1,
    5.000_000_120_1e-1,
];

/// (log(1 + f) - f + f^2/2) / f^3 on [sqrt(1/2) - 1, sqrt(2) - 1] (Cephes logf).
const LOG_POLY: [f64; 9] = [
    7.037_683_629_2e-2,
    -1.151_461_031_0e-1,
    1.167_699_874_0e-1,
    -1.242_014_084_6e-1,
    1.424_932_278_7e-1,
    -1.666_805_766_5e-1,
    2.000_071_476_5e-1,
    -2.499_999_399_3e-1,
    3.333_333_117_4e-1,
];

/// x = n ln2 + r with |r| <= ln2/2 (slightly more where `x * log2(e)` rounds): the i32 `n`,
/// `r`, and `expm1(r)`. `x` must be within [-2^21, 2^21].
fn reduce_exp(e: &mut Emit<'_>, x: ValueId) -> (ValueId, ValueId, ValueId) {
    let log2e = e.f32(LOG2E);
    let rounder = e.f32(ROUNDER);
    let scaled = e.mul(x, log2e);
    let shifted = e.add(scaled, rounder);
    let nf = e.sub(shifted, rounder);
    // The low bits of `shifted` hold n: its bit pattern minus the rounder's.
    let bits = e.cast(arith_ops::BitcastOp::NAME, shifted, Elem::I32);
    let rounder_bits = e.i32(ROUNDER.to_bits() as i32);
    let n = e.bin(arith_ops::SubIOp::NAME, bits, rounder_bits);
    // Cody-Waite: n * LN2_HI is exact and x - n * LN2_HI exact (Sterbenz).
    let hi = e.f32(LN2_HI);
    let lo = e.f32(LN2_LO);
    let nh = e.mul(nf, hi);
    let r0 = e.sub(x, nh);
    let nl = e.mul(nf, lo);
    let r = e.sub(r0, nl);
    let z = e.mul(r, r);
    let p = e.horner(r, &EXP_POLY);
    let pz = e.mul(p, z);
    let em1 = e.add(pz, r);
    (n, r, em1)
}

/// `y * 2^n` for i32 `n` in [-252, 254], in two exact steps so that a subnormal result is
/// rounded once and an overflow gives infinity.
fn scale(e: &mut Emit<'_>, y: ValueId, n: ValueId) -> ValueId {
    let one = e.i32(1);
    let n1 = e.bin(arith_ops::ShRSIOp::NAME, n, one);
    let n2 = e.bin(arith_ops::SubIOp::NAME, n, n1);
    let s1 = e.pow2_f32(n1);
    let s2 = e.pow2_f32(n2);
    let y1 = e.mul(y, s1);
    e.mul(y1, s2)
}

/// e^x: 0 below -104 (where it underflows), infinity above 88.73, NaN for NaN.
pub fn exp(e: &mut Emit<'_>, x: ValueId) -> ValueId {
    let (lo, hi) = (e.f32(-104.0), e.f32(89.0));
    let xc = e.clamp(x, lo, hi);
    let (n, _, em1) = reduce_exp(e, xc);
    let one = e.f32(1.0);
    let y = e.add(em1, one);
    scale(e, y, n)
}

/// e^x - 1: `expm1(r)` when n = 0, `2^n expm1(r) + (2^n - 1)` (exact 2^n - 1 for the n where
/// it matters) otherwise, `e^x` beyond n = 120 (where subtracting 1 changes nothing).
pub fn expm1(e: &mut Emit<'_>, x: ValueId) -> ValueId {
    let (lo, hi) = (e.f32(-30.0), e.f32(89.0));
    let xc = e.clamp(x, lo, hi);
    let (n, _, em1) = reduce_exp(e, xc);
    let one = e.f32(1.0);
    let cap = e.i32(127);
    let low_n = e.bin(arith_ops::MinSIOp::NAME, n, cap);
    let s = e.pow2_f32(low_n);
    let sm1 = e.sub(s, one);
    let scaled = e.mul(s, em1);
    let mid = e.add(scaled, sm1);
    let y = e.add(em1, one);
    let big = scale(e, y, n);
    let big_n = e.i32(120);
    let is_big = e.cmpi(CmpIPredicate::Sgt, n, big_n);
    let zero_i = e.i32(0);
    let is_zero = e.cmpi(CmpIPredicate::Eq, n, zero_i);
    let r = e.select(is_big, big, mid);
    let r = e.select(is_zero, em1, r);
    // expm1(-0) = -0 (the polynomial's sum gives +0).
    let zero = e.f32(0.0);
    let x_zero = e.cmpf(CmpFPredicate::Oeq, x, zero);
    e.select(x_zero, x, r)
}

/// log(x) as `k ln2 + log(m)` with x = m 2^k, m in [sqrt(1/2), sqrt(2)): returns
/// (k as f32, f = m - 1, log(1 + f) - f); no special values.
fn reduce_log(e: &mut Emit<'_>, x: ValueId) -> (ValueId, ValueId, ValueId) {
    // Subnormals are scaled by 2^23 into the normal range first.
    let min_normal = e.f32(f32::MIN_POSITIVE);
    let tiny = e.cmpf(CmpFPredicate::Olt, x, min_normal);
    let two23 = e.f32(8_388_608.0);
    let scaled = e.mul(x, two23);
    let xs = e.select(tiny, scaled, x);
    let (m23, z23) = (e.i32(-23), e.i32(0));
    let adjust = e.select(tiny, m23, z23);
    let bits = e.cast(arith_ops::BitcastOp::NAME, xs, Elem::I32);
    // Offsetting by 1 - sqrt(1/2) puts the exponent step at sqrt(2) (musl's logf).
    let sqrt_half = 0x3f35_04f3_i32;
    let offset = e.i32(0x3f80_0000 - sqrt_half);
    let ix = e.bin(arith_ops::AddIOp::NAME, bits, offset);
    let shift = e.i32(23);
    let biased = e.bin(arith_ops::ShRSIOp::NAME, ix, shift);
    let bias = e.i32(127);
    let k0 = e.bin(arith_ops::SubIOp::NAME, biased, bias);
    let k = e.bin(arith_ops::AddIOp::NAME, k0, adjust);
    let mant_mask = e.i32(0x007f_ffff);
    let mant = e.bin(arith_ops::AndIOp::NAME, ix, mant_mask);
    let base = e.i32(sqrt_half);
    let mbits = e.bin(arith_ops::AddIOp::NAME, mant, base);
    let m = e.cast(arith_ops::BitcastOp::NAME, mbits, Elem::F32);
    let one = e.f32(1.0);
    let f = e.sub(m, one);
    let kf = e.cast(arith_ops::SIToFPOp::NAME, k, Elem::F32);
    let z = e.mul(f, f);
    let p = e.horner(f, &LOG_POLY);
    let pf = e.mul(p, f);
    let cubic = e.mul(pf, z);
    let half = e.f32(-0.5);
    let hz = e.mul(half, z);
    let tail = e.add(cubic, hz);
    (kf, f, tail)
}

/// log(0) = -inf, log(x < 0) = NaN, log(inf) = inf, NaN for NaN.
fn log_specials(e: &mut Emit<'_>, x: ValueId, r: ValueId) -> ValueId {
    let zero = e.f32(0.0);
    let inf = e.f32(f32::INFINITY);
    let ninf = e.f32(f32::NEG_INFINITY);
    let nan = e.f32(f32::NAN);
    let is_inf = e.cmpf(CmpFPredicate::Oeq, x, inf);
    let r = e.select(is_inf, inf, r);
    let is_zero = e.cmpf(CmpFPredicate::Oeq, x, zero);
    let r = e.select(is_zero, ninf, r);
    // Unordered: negative or NaN.
    let bad = e.cmpf(CmpFPredicate::Ult, x, zero);
    e.select(bad, nan, r)
}

pub fn log(e: &mut Emit<'_>, x: ValueId) -> ValueId {
    let (kf, f, tail) = reduce_log(e, x);
    // k ln2 + f + tail, the small terms first.
    let lo = e.f32(LN2_LO);
    let hi = e.f32(LN2_HI);
    let kl = e.mul(kf, lo);
    let t = e.add(tail, kl);
    let s = e.add(f, t);
    let kh = e.mul(kf, hi);
    let r = e.add(s, kh);
    log_specials(e, x, r)
}

/// log2(x) = k + log(m) log2(e).
pub fn log2(e: &mut Emit<'_>, x: ValueId) -> ValueId {
    let (kf, f, tail) = reduce_log(e, x);
    // log2(e) = hi + lo: f * lo and tail * hi, the small terms, are added first.
    let hi = e.f32(LOG2E);
    let lo = e.f32(1.925_963e-8);
    let fl = e.mul(f, lo);
    let tl = e.mul(tail, hi);
    let small = e.add(fl, tl);
    let fh = e.mul(f, hi);
    let s = e.add(fh, small);
    let r = e.add(kf, s);
    log_specials(e, x, r)
}

/// log(1 + x) = log(u) * x / (u - 1) with u = 1 + x (Goldberg), x itself when u = 1.
pub fn log1p(e: &mut Emit<'_>, x: ValueId) -> ValueId {
    let one = e.f32(1.0);
    let u = e.add(x, one);
    let lu = log(e, u);
    let um1 = e.sub(u, one);
    let ratio = e.div(x, um1);
    let r = e.mul(lu, ratio);
    let u_one = e.cmpf(CmpFPredicate::Oeq, u, one);
    let r = e.select(u_one, x, r);
    let inf = e.f32(f32::INFINITY);
    let is_inf = e.cmpf(CmpFPredicate::Oeq, x, inf);
    e.select(is_inf, inf, r)
}
