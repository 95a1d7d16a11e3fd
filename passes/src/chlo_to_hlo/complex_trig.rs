//! Inverse and hyperbolic trigonometric functions on complex numbers, built from hlo's complex
//! sqrt / log_plus_one, the real parts' atan2 and the real decompositions of [`super::trig`].
//! asin / acos / acosh are Kahan's formulas ("Branch cuts for complex elementary functions",
//! 1987), as C99's casin & co.: the sign of a zero imaginary part picks the side of a branch
//! cut, which is what XLA's results (and NumPy's) show on the cuts.
//!
//! The emitter's type is the real part type; `cty` is the complex tensor type.

use super::emit::{Cmp, Emitter};
use super::trig;
use xla_dialect_hlo::ops as hlo_ops;
use xla_ir::{Type, ValueId};

fn re(e: &mut Emitter<'_>, z: ValueId) -> ValueId {
    let ty = e.ty;
    e.op(hlo_ops::RealOp::NAME, &[z], ty, &[])
}

fn im(e: &mut Emitter<'_>, z: ValueId) -> ValueId {
    let ty = e.ty;
    e.op(hlo_ops::ImagOp::NAME, &[z], ty, &[])
}

fn complex(e: &mut Emitter<'_>, cty: Type, re: ValueId, im: ValueId) -> ValueId {
    e.op(hlo_ops::ComplexOp::NAME, &[re, im], cty, &[])
}

/// The real and imaginary parts of √(x + iy) (hlo's principal complex square root).
fn sqrt_parts(e: &mut Emitter<'_>, cty: Type, x: ValueId, y: ValueId) -> (ValueId, ValueId) {
    let z = complex(e, cty, x, y);
    let r = e.op(hlo_ops::SqrtOp::NAME, &[z], cty, &[]);
    (re(e, r), im(e, r))
}

/// (√(1 − z), √(1 + z)) as parts; 1 − z negates the imaginary part (so −0 stays signed).
fn one_minus_plus_roots(
    e: &mut Emitter<'_>,
    cty: Type,
    x: ValueId,
    y: ValueId,
) -> ((ValueId, ValueId), (ValueId, ValueId)) {
    let one = e.c(1.0);
    let xm = e.sub(one, x);
    let ny = e.neg(y);
    let m = sqrt_parts(e, cty, xm, ny);
    let xp = e.addc(x, 1.0);
    let p = sqrt_parts(e, cty, xp, y);
    (m, p)
}

/// asin(z) = atan2(x, Re(√(1−z)·√(1+z))) + i·asinh(Im(conj(√(1−z))·√(1+z))).
pub fn asin(e: &mut Emitter<'_>, cty: Type, z: ValueId) -> ValueId {
    let (x, y) = (re(e, z), im(e, z));
    let (r, i) = asin_parts(e, cty, x, y);
    complex(e, cty, r, i)
}

fn asin_parts(e: &mut Emitter<'_>, cty: Type, x: ValueId, y: ValueId) -> (ValueId, ValueId) {
    let ((a, b), (c, d)) = one_minus_plus_roots(e, cty, x, y);
    let ac = e.mul(a, c);
    let bd = e.mul(b, d);
    let den = e.sub(ac, bd);
    let real = e.atan2(x, den);
    let ad = e.mul(a, d);
    let bc = e.mul(b, c);
    let s = e.sub(ad, bc);
    (real, trig::asinh(e, s))
}

/// acos(z) = 2·atan2(Re √(1−z), Re √(1+z)) + i·asinh(Im(conj(√(1+z))·√(1−z))).
pub fn acos(e: &mut Emitter<'_>, cty: Type, z: ValueId) -> ValueId {
    let (x, y) = (re(e, z), im(e, z));
    let ((a, b), (c, d)) = one_minus_plus_roots(e, cty, x, y);
    let t = e.atan2(a, c);
    let real = e.mulc(t, 2.0);
    let cb = e.mul(c, b);
    let da = e.mul(d, a);
    let s = e.sub(cb, da);
    let imag = trig::asinh(e, s);
    complex(e, cty, real, imag)
}

/// asinh(z) = −i·asin(iz).
pub fn asinh(e: &mut Emitter<'_>, cty: Type, z: ValueId) -> ValueId {
    let (x, y) = (re(e, z), im(e, z));
    let ny = e.neg(y);
    let (r, i) = asin_parts(e, cty, ny, x);
    let nr = e.neg(r);
    complex(e, cty, i, nr)
}

/// acosh(z) = asinh(Re(conj(√(z−1))·√(z+1))) + 2i·atan2(Im √(z−1), Re √(z+1)).
pub fn acosh(e: &mut Emitter<'_>, cty: Type, z: ValueId) -> ValueId {
    let (x, y) = (re(e, z), im(e, z));
    let xm = e.addc(x, -1.0);
    let (a, b) = sqrt_parts(e, cty, xm, y);
    let xp = e.addc(x, 1.0);
    let (c, d) = sqrt_parts(e, cty, xp, y);
    let ac = e.mul(a, c);
    let bd = e.mul(b, d);
    let s = e.add(ac, bd);
    let real = trig::asinh(e, s);
    let t = e.atan2(b, c);
    let imag = e.mulc(t, 2.0);
    complex(e, cty, real, imag)
}

/// atanh(x + iy) = ½·(log1p(z) − log1p(−z)) as parts; with an infinite part the real part is
/// ±0 with the sign of x (C99's catanh; the difference would be inf − inf).
fn atanh_parts(e: &mut Emitter<'_>, cty: Type, x: ValueId, y: ValueId) -> (ValueId, ValueId) {
    let z = complex(e, cty, x, y);
    let a = e.op(hlo_ops::LogPlusOneOp::NAME, &[z], cty, &[]);
    let nz = e.op(hlo_ops::NegateOp::NAME, &[z], cty, &[]);
    let b = e.op(hlo_ops::LogPlusOneOp::NAME, &[nz], cty, &[]);
    let d = e.op(hlo_ops::SubtractOp::NAME, &[a, b], cty, &[]);
    let (dr, di) = (re(e, d), im(e, d));
    let real = e.mulc(dr, 0.5);
    let (ax, ay) = (e.abs(x), e.abs(y));
    let inf = f64::INFINITY;
    let (x_inf, y_inf) = (e.cmpc(Cmp::Eq, ax, inf), e.cmpc(Cmp::Eq, ay, inf));
    let infinite = e.or(x_inf, y_inf);
    let sx = e.sign(x);
    let signed_zero = e.mulc(sx, 0.0);
    (e.select(infinite, signed_zero, real), e.mulc(di, 0.5))
}

pub fn atanh(e: &mut Emitter<'_>, cty: Type, z: ValueId) -> ValueId {
    let (x, y) = (re(e, z), im(e, z));
    let (r, i) = atanh_parts(e, cty, x, y);
    complex(e, cty, r, i)
}

/// atan(z) = −i·atanh(iz).
pub fn atan(e: &mut Emitter<'_>, cty: Type, z: ValueId) -> ValueId {
    let (x, y) = (re(e, z), im(e, z));
    let ny = e.neg(y);
    let (r, i) = atanh_parts(e, cty, ny, x);
    let nr = e.neg(r);
    complex(e, cty, i, nr)
}

/// sinh(x + iy) = sinh x·cos y + i·cosh x·sin y.
pub fn sinh(e: &mut Emitter<'_>, cty: Type, z: ValueId) -> ValueId {
    hyperbolic(e, cty, z, true)
}

/// cosh(x + iy) = cosh x·cos y + i·sinh x·sin y.
pub fn cosh(e: &mut Emitter<'_>, cty: Type, z: ValueId) -> ValueId {
    hyperbolic(e, cty, z, false)
}

/// sinh (`is_sinh`) or cosh of x + iy: the two differ only in which of sinh x, cosh x
/// multiplies cos y.
fn hyperbolic(e: &mut Emitter<'_>, cty: Type, z: ValueId, is_sinh: bool) -> ValueId {
    let (x, y) = (re(e, z), im(e, z));
    let (sh, ch) = (trig::sinh(e, x), trig::cosh(e, x));
    let (s, c) = (e.sin(y), e.cos(y));
    let (with_cos, with_sin) = if is_sinh { (sh, ch) } else { (ch, sh) };
    let real = e.mul(with_cos, c);
    let imag = e.mul(with_sin, s);
    complex(e, cty, real, imag)
}

/// square(x + iy) = (x − y)(x + y) + 2ixy (no cancellation in x² − y²), as StableHLO's
/// chlo legalization.
pub fn square(e: &mut Emitter<'_>, cty: Type, z: ValueId) -> ValueId {
    let (x, y) = (re(e, z), im(e, z));
    let d = e.sub(x, y);
    let s = e.add(x, y);
    let real = e.mul(d, s);
    let xy = e.mul(x, y);
    let imag = e.mulc(xy, 2.0);
    complex(e, cty, real, imag)
}

/// The complex decomposition of a chlo op (its mnemonic), if there is one.
pub fn decomposition(mnemonic: &str) -> Option<fn(&mut Emitter<'_>, Type, ValueId) -> ValueId> {
    Some(match mnemonic {
        "asin" => asin,
        "acos" => acos,
        "atan" => atan,
        "asinh" => asinh,
        "acosh" => acosh,
        "atanh" => atanh,
        "sinh" => sinh,
        "cosh" => cosh,
        "square" => square,
        _ => return None,
    })
}
