//! `sin` and `cos` on f32 values: the reduction of |x| in 64-bit integers, the polynomials in
//! f32 (vectorized at f32 width). |x| = j pi/2 + r by Payne-Hanek for |x| >= 1/2 (`reduce_far`:
//! exact to about 2^-61 absolute for every f32, the largest included), r = |x| below; r is
//! carried on as the f32 pair r_hi + r_lo, then FreeBSD's kernels (`__kernel_sindf`,
//! `__kernel_cosdf`, errors below 2^-37 and 2^-34 on [-pi/4, pi/4]) in f32, the quadrant j mod 4
//! and, for sin, x's sign. One reduction for every argument, with no branch (LLVM vectorizes
//! the loop): a Cody-Waite reduction in f64 for the common arguments with the integer one
//! selected for large ones made the `exp_chain` bench program 30.4-32.4 ms against 23.6-26.8
//! with the integer one alone (16.8-18.5 with Cody-Waite alone, wrong from 2^51 on). Where
//! `--scf-version-trig-loops` proved every argument of a block of iterations below 4096, the
//! op carries [`SMALL_ARGUMENT_ATTR`] and takes a Cody-Waite reduction in f32 alone.

use super::build::{Elem, Emit};
use xla_dialect_arith::ops as arith_ops;
use xla_dialect_arith::CmpIPredicate;
use xla_ir::ValueId;

/// The bits of 2/pi after the binary point, 1 to 256, in 64-bit words (most significant first).
pub(super) const TWO_OVER_PI_BITS: [u64; 4] = [
    0xa2f9_836e_4e44_1529,
    0xfc27_57d1_f534_ddc0,
    0xdb62_9599_3c43_9041,
    0xfe51_63ab_debb_c561,
];
/// Zero bits in front of 2/pi's: a window may start 26 bits before its first bit (|x| in
/// [1/2, 1)), and with them every window starts in word 0 or 1 of `PADDED`.
const PADDING: u32 = 26;
/// 2/pi's bits shifted right by `PADDING`, in 64-bit words.
const PADDED: [u64; 4] = padded();
/// pi/2 * 2^-64: the scale of the remainder (a signed 64-bit fraction of a quadrant).
const PIO2_SCALED: f64 = std::f64::consts::FRAC_PI_2 / 18_446_744_073_709_551_616.0;
/// Biased f32 exponents of the reduced range: 1/2 and the largest finite binade less one (an
/// argument of the top binade is reduced as 2m times 2^(e - 1)).
const LOWEST_EXPONENT: i32 = 126;
const HIGHEST_EXPONENT: i32 = 253;

const fn padded() -> [u64; 4] {
    let b = TWO_OVER_PI_BITS;
    [
        b[0] >> PADDING,
        (b[0] << (64 - PADDING)) | (b[1] >> PADDING),
        (b[1] << (64 - PADDING)) | (b[2] >> PADDING),
        (b[2] << (64 - PADDING)) | (b[3] >> PADDING),
    ]
}

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

/// (j mod 4 as i32, r in f64) with |x| = j pi/2 + r by Payne-Hanek, for 1/2 <= |x| (other
/// lanes compute a value that is not used). |x| = m 2^t with a 24-bit integer m; the bits of
/// 2/pi whose product with m 2^t / 4 is an integer drop out of x 2/pi mod 4, so only a 64-bit
/// window w1 of 2/pi starting at bit t - 1 matters, plus the next 24 bits (w2) for the low part
/// of the product: m w1 + (m w2) >> 24 is (x 2/pi mod 4) as a fraction of 2^64 (wrapping
/// multiplies), short by at most 2 units of its last place. The window is cut out of two of
/// four words by shifts: no table lookup (a gather per lane costs more than the selects).
fn reduce_far(e: &mut Emit<'_>, magnitude: ValueId) -> (ValueId, ValueId) {
    use arith_ops::{AddIOp, AndIOp, MulIOp, OrIOp, ShLIOp, ShRUIOp, SubIOp};
    let twenty_three = e.i32(23);
    let biased = e.bin(ShRUIOp::NAME, magnitude, twenty_three);
    // The top binade (and infinities, NaN) as 2m 2^(t - 1); lanes below 1/2 (which keep r = |x|)
    // raised to 1/2's exponent: every shift below stays in range.
    let (lowest, highest) = (e.i32(LOWEST_EXPONENT), e.i32(HIGHEST_EXPONENT));
    let top = e.bin(arith_ops::MinSIOp::NAME, biased, highest);
    let doubling = e.bin(SubIOp::NAME, biased, top);
    let biased = e.bin(arith_ops::MaxSIOp::NAME, top, lowest);
    let fraction_mask = e.i32(0x7f_ffff);
    let fraction = e.bin(AndIOp::NAME, magnitude, fraction_mask);
    let implicit = e.i32(0x80_0000);
    let m = e.bin(OrIOp::NAME, fraction, implicit);
    let m = e.bin(ShLIOp::NAME, m, doubling);
    // t = biased - 150; the window starts at bit t - 1 of 2/pi (the first being bit 1), bit
    // t - 2 + PADDING of `PADDED` counted from 0: 0 to 127.
    let offset = e.i32(152 - PADDING as i32);
    let start = e.bin(SubIOp::NAME, biased, offset);
    let six = e.i32(6);
    let q = e.bin(ShRUIOp::NAME, start, six);
    let sixty_three = e.i32(63);
    let b = e.bin(AndIOp::NAME, start, sixty_three);
    let nb = e.bin(SubIOp::NAME, sixty_three, b);
    let m = e.cast(arith_ops::ExtUIOp::NAME, m, Elem::I64);
    let b = e.cast(arith_ops::ExtUIOp::NAME, b, Elem::I64);
    let nb = e.cast(arith_ops::ExtUIOp::NAME, nb, Elem::I64);
    let words = PADDED.map(|w| e.i64(w));
    let zero = e.i32(0);
    let second = e.cmpi(CmpIPredicate::Ne, q, zero);
    let lo = e.select(second, words[1], words[0]);
    let mid = e.select(second, words[2], words[1]);
    let hi = e.select(second, words[3], words[2]);
    let one = e.i64(1);
    // (a << b) | (c >> (64 - b)), the right shift split in two so that b = 0 stays defined.
    let window = |e: &mut Emit<'_>, a: ValueId, c: ValueId| {
        let left = e.bin(ShLIOp::NAME, a, b);
        let c1 = e.bin(ShRUIOp::NAME, c, one);
        let right = e.bin(ShRUIOp::NAME, c1, nb);
        e.bin(OrIOp::NAME, left, right)
    };
    let w1 = window(e, lo, mid);
    let w2 = window(e, mid, hi);
    let forty = e.i64(40);
    let w2 = e.bin(ShRUIOp::NAME, w2, forty);
    let high = e.bin(MulIOp::NAME, m, w1);
    let low = e.bin(MulIOp::NAME, m, w2);
    let twenty_four = e.i64(24);
    let low = e.bin(ShRUIOp::NAME, low, twenty_four);
    let p = e.bin(AddIOp::NAME, high, low);
    // The nearest quadrant: the top two bits after adding half of one. The rest: the low 62
    // bits moved to the top, whose sign bit set means the fraction was above one half (then
    // it is the fraction minus one, as a signed number).
    let half = e.i64(1 << 61);
    let rounded = e.bin(AddIOp::NAME, p, half);
    let sixty_two = e.i64(62);
    let j = e.bin(ShRUIOp::NAME, rounded, sixty_two);
    let two = e.i64(2);
    let rest = e.bin(ShLIOp::NAME, p, two);
    let rest = e.cast(arith_ops::SIToFPOp::NAME, rest, Elem::F64);
    let scale = e.f64(PIO2_SCALED);
    let r = e.mul(rest, scale);
    let j = e.cast(arith_ops::TruncIOp::NAME, j, Elem::I32);
    (j, r)
}

/// The bits of 4096 as f32: arguments of a sine or cosine marked [`SMALL_ARGUMENT_ATTR`]
/// (`--scf-version-trig-loops` proved it for the block they run in) are below it in
/// magnitude, and reduced in f32 by [`reduce_near`].
pub const SMALL_ARGUMENT_BITS: i32 = 0x4580_0000;
/// The discardable attribute on `math.sin`/`math.cos` whose argument is finite and below
/// 4096 in magnitude.
pub const SMALL_ARGUMENT_ATTR: &str = "xla.small_argument";

/// pi/2 in five f32 pieces, each truncated from what the earlier ones leave: four of 12
/// significant bits (j times each is exact for j < 2^12) and the rest; what they miss,
/// 3.9e-24, is below 2^-65 for every j < 2^12.
const PIO2_PIECES: [f32; 5] = [
    1.570_312_5,
    4.837_513e-4,
    7.549_533_6e-8,
    2.563_283e-12,
    6.123_234e-17,
];
/// 1.5 * 2^23: added to a value below 2^22, rounds it to an integer held in the low bits.
const ROUNDER: f32 = 12_582_912.0;

/// (a + b, its rounding error) exactly (Knuth's TwoSum: no condition on the magnitudes).
fn two_sum(e: &mut Emit<'_>, a: ValueId, b: ValueId) -> (ValueId, ValueId) {
    let s = e.add(a, b);
    let bb = e.sub(s, a);
    let aa = e.sub(s, bb);
    let da = e.sub(a, aa);
    let db = e.sub(b, bb);
    (s, e.add(da, db))
}

/// (j mod 4 as i32, r_hi, r_lo) with |x| = j pi/2 + r_hi + r_lo (|r_lo| <= ulp(r_hi) / 2) by
/// Cody-Waite in f32, for |x| < 4096 (j < 2^12): |x| - j p1 is exact by Sterbenz's lemma,
/// minus j p2 exact again (both a multiple of 2^-24 below 1); the third subtraction's rounding
/// error is recovered by TwoSum and the last two pieces go to the low part. r is exact to
/// about 2^-48 relative plus 2^-65, as the f64 reduction (the closest f32 to a multiple of
/// pi/2 below 4096 leaves r far above 2^-40).
fn reduce_near(e: &mut Emit<'_>, magnitude: ValueId) -> (ValueId, ValueId, ValueId) {
    let ax = e.cast(arith_ops::BitcastOp::NAME, magnitude, Elem::F32);
    let two_over_pi = e.f32(std::f32::consts::FRAC_2_PI);
    let scaled = e.mul(ax, two_over_pi);
    let rounder = e.f32(ROUNDER);
    let shifted = e.add(scaled, rounder);
    let j = e.sub(shifted, rounder);
    let quadrant = e.cast(arith_ops::BitcastOp::NAME, shifted, Elem::I32);
    let [p1, p2, p3, p4, p5] = PIO2_PIECES.map(|p| e.f32(p));
    let jp1 = e.mul(j, p1);
    let r = e.sub(ax, jp1);
    let jp2 = e.mul(j, p2);
    let r = e.sub(r, jp2);
    let jp3 = e.mul(j, p3);
    let neg_jp3 = e.neg(jp3);
    let (hi, lo) = two_sum(e, r, neg_jp3);
    let jp4 = e.mul(j, p4);
    let lo = e.sub(lo, jp4);
    let jp5 = e.mul(j, p5);
    let lo = e.sub(lo, jp5);
    let (r_hi, r_lo) = two_sum(e, hi, lo);
    (quadrant, r_hi, r_lo)
}

/// (sin(r), cos(r), j mod 4 as i32) in f32 for |x| = j pi/2 + r (`magnitude`: |x|'s bits);
/// `small`: |x| < 4096 (no infinity, no NaN).
fn reduce(e: &mut Emit<'_>, magnitude: ValueId, small: bool) -> (ValueId, ValueId, ValueId) {
    let (quadrant, r_hi, r_lo) = if small {
        reduce_near(e, magnitude)
    } else {
        let (far_quadrant, far_r) = reduce_far(e, magnitude);
        let ax = e.cast(arith_ops::BitcastOp::NAME, magnitude, Elem::F32);
        let near_r = e.cast(arith_ops::ExtFOp::NAME, ax, Elem::F64);
        let limit = e.i32(LOWEST_EXPONENT << 23);
        let is_far = e.cmpi(CmpIPredicate::Sge, magnitude, limit);
        let zero = e.i32(0);
        let quadrant = e.select(is_far, far_quadrant, zero);
        let r = e.select(is_far, far_r, near_r);
        let r_hi = e.cast(arith_ops::TruncFOp::NAME, r, Elem::F32);
        let r_hi_wide = e.cast(arith_ops::ExtFOp::NAME, r_hi, Elem::F64);
        let r_lo_wide = e.sub(r, r_hi_wide);
        let r_lo = e.cast(arith_ops::TruncFOp::NAME, r_lo_wide, Elem::F32);
        (quadrant, r_hi, r_lo)
    };
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

/// `first` when quadrant bit 0 is clear, else `second`; negated when bit 1 is set, and once
/// more where `sign` (an i32 of 0 or the sign bit) has it.
fn pick(
    e: &mut Emit<'_>,
    quadrant: ValueId,
    first: ValueId,
    second: ValueId,
    sign: Option<ValueId>,
) -> ValueId {
    let one = e.i32(1);
    let zero = e.i32(0);
    let odd_bit = e.bin(arith_ops::AndIOp::NAME, quadrant, one);
    let odd = e.cmpi(CmpIPredicate::Ne, odd_bit, zero);
    let v = e.select(odd, second, first);
    // Bit 1 of the quadrant moved to the sign bit (bit 31) flips the sign.
    let two = e.i32(2);
    let neg_bit = e.bin(arith_ops::AndIOp::NAME, quadrant, two);
    let thirty = e.i32(30);
    let mut flip = e.bin(arith_ops::ShLIOp::NAME, neg_bit, thirty);
    if let Some(sign) = sign {
        flip = e.bin(arith_ops::XOrIOp::NAME, flip, sign);
    }
    let bits = e.cast(arith_ops::BitcastOp::NAME, v, Elem::I32);
    let flipped = e.bin(arith_ops::XOrIOp::NAME, bits, flip);
    e.cast(arith_ops::BitcastOp::NAME, flipped, Elem::F32)
}

/// (|x|'s bits, x's sign bit) as i32.
fn split_sign(e: &mut Emit<'_>, x: ValueId) -> (ValueId, ValueId) {
    let bits = e.cast(arith_ops::BitcastOp::NAME, x, Elem::I32);
    let magnitude_mask = e.i32(0x7fff_ffff);
    let magnitude = e.bin(arith_ops::AndIOp::NAME, bits, magnitude_mask);
    let sign = e.bin(arith_ops::XOrIOp::NAME, bits, magnitude);
    (magnitude, sign)
}

/// Infinities and NaN give NaN (x * 0; the comparison is false for both), whatever the
/// reduction made of their bits.
fn not_finite(e: &mut Emit<'_>, x: ValueId, magnitude: ValueId, r: ValueId) -> ValueId {
    let limit = e.i32(0x7f80_0000);
    let finite = e.cmpi(CmpIPredicate::Slt, magnitude, limit);
    let zero = e.f32(0.0);
    let x0 = e.mul(x, zero);
    e.select(finite, r, x0)
}

/// sin(x) = sign(x) sin(|x|) (so sin(-0) = -0); `small`: |x| < 2^16 is known.
pub fn sin(e: &mut Emit<'_>, x: ValueId, small: bool) -> ValueId {
    let (magnitude, sign) = split_sign(e, x);
    let (s, c, q) = reduce(e, magnitude, small);
    let r = pick(e, q, s, c, Some(sign));
    if small {
        return r;
    }
    not_finite(e, x, magnitude, r)
}

/// cos(x) = cos(|x|); `small`: |x| < 2^16 is known.
pub fn cos(e: &mut Emit<'_>, x: ValueId, small: bool) -> ValueId {
    let (magnitude, _) = split_sign(e, x);
    let (s, c, q) = reduce(e, magnitude, small);
    // cos = sin shifted by a quadrant: c, -s, -c, s.
    let ns = e.neg(s);
    let r = pick(e, q, c, ns, None);
    if small {
        return r;
    }
    not_finite(e, x, magnitude, r)
}
