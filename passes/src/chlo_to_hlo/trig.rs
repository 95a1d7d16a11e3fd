//! Inverse and hyperbolic trigonometric functions on real floats, through hlo's atan2,
//! log_plus_one and exponential_minus_one (the forms StableHLO's chlo legalization uses).

use super::emit::{Cmp, Emitter};
use xla_ir::ValueId;

/// asin(x) = 2·atan2(x, 1 + √(1 − x²)).
pub fn asin(e: &mut Emitter<'_>, x: ValueId) -> ValueId {
    let one = e.c(1.0);
    let root = one_minus_square_root(e, x);
    let d = e.add(one, root);
    let a = e.atan2(x, d);
    e.mulc(a, 2.0)
}

/// √((1 − x)(1 + x)), exact near |x| = 1.
fn one_minus_square_root(e: &mut Emitter<'_>, x: ValueId) -> ValueId {
    let one = e.c(1.0);
    let a = e.sub(one, x);
    let b = e.add(one, x);
    let p = e.mul(a, b);
    e.sqrt(p)
}

/// acos(x) = 2·atan2(√(1 − x²), 1 + x), and π at x = −1.
pub fn acos(e: &mut Emitter<'_>, x: ValueId) -> ValueId {
    let root = one_minus_square_root(e, x);
    let d = e.addc(x, 1.0);
    let a = e.atan2(root, d);
    let r = e.mulc(a, 2.0);
    let m1 = e.cmpc(Cmp::Eq, x, -1.0);
    let pi = e.c(std::f64::consts::PI);
    e.select(m1, pi, r)
}

/// atan(x) = atan2(x, 1).
pub fn atan(e: &mut Emitter<'_>, x: ValueId) -> ValueId {
    let one = e.c(1.0);
    e.atan2(x, one)
}

/// sinh(x): (expm1(x) − expm1(−x))/2 for |x| < 1, (e^x − e^{−x})/2 while e^|x| is finite,
/// e^{x − ln 2} − e^{−x − ln 2} beyond (no overflow before sinh itself overflows).
pub fn sinh(e: &mut Emitter<'_>, x: ValueId) -> ValueId {
    let nx = e.neg(x);
    let a = e.expm1(x);
    let b = e.expm1(nx);
    let d = e.sub(a, b);
    let small = e.mulc(d, 0.5);
    let (p, q) = half_exps(e, x);
    let medium = e.sub(p, q);
    let (p, q) = shifted_half_exps(e, x);
    let large = e.sub(p, q);
    let ax = e.abs(x);
    let limit = exp_limit(e);
    let is_large = e.cmpc(Cmp::Gt, ax, limit);
    let r = e.select(is_large, large, medium);
    let is_small = e.cmpc(Cmp::Lt, ax, 1.0);
    e.select(is_small, small, r)
}

/// The largest argument whose exponential is finite.
fn exp_limit(e: &Emitter<'_>) -> f64 {
    match e.kind {
        xla_ir::float::FloatKind::F64 => 709.0,
        _ => 88.0,
    }
}

/// (e^x / 2, e^{−x} / 2).
fn half_exps(e: &mut Emitter<'_>, x: ValueId) -> (ValueId, ValueId) {
    let nx = e.neg(x);
    let p = e.exp(x);
    let q = e.exp(nx);
    (e.mulc(p, 0.5), e.mulc(q, 0.5))
}

/// (e^{x − ln 2}, e^{−x − ln 2}): the halves without overflowing first.
fn shifted_half_exps(e: &mut Emitter<'_>, x: ValueId) -> (ValueId, ValueId) {
    let ln2 = std::f64::consts::LN_2;
    let xa = e.addc(x, -ln2);
    let nx = e.neg(x);
    let xb = e.addc(nx, -ln2);
    (e.exp(xa), e.exp(xb))
}

/// cosh(x) = e^x/2 + e^{−x}/2, shifted by ln 2 where e^|x| overflows.
pub fn cosh(e: &mut Emitter<'_>, x: ValueId) -> ValueId {
    let (p, q) = half_exps(e, x);
    let medium = e.add(p, q);
    let (p, q) = shifted_half_exps(e, x);
    let large = e.add(p, q);
    let ax = e.abs(x);
    let limit = exp_limit(e);
    let is_large = e.cmpc(Cmp::Gt, ax, limit);
    e.select(is_large, large, medium)
}

/// Above this magnitude x² overflows or √(x² + 1) = |x|: asinh/acosh use log(2|x|).
fn large_arg(e: &Emitter<'_>) -> f64 {
    match e.kind {
        xla_ir::float::FloatKind::F64 => 1e150,
        _ => 1e18,
    }
}

/// asinh(x) = sign(x)·log1p(|x| + x²/(1 + √(1 + x²))), log(2|x|) for huge |x|.
pub fn asinh(e: &mut Emitter<'_>, x: ValueId) -> ValueId {
    let ax = e.abs(x);
    let a2 = e.mul(ax, ax);
    let a2p = e.addc(a2, 1.0);
    let r = e.sqrt(a2p);
    let d = e.addc(r, 1.0);
    let q = e.div(a2, d);
    let s = e.add(ax, q);
    let small = e.log1p(s);
    let la = e.log(ax);
    let large = e.addc(la, std::f64::consts::LN_2);
    let big = large_arg(e);
    let is_large = e.cmpc(Cmp::Ge, ax, big);
    let r = e.select(is_large, large, small);
    let sx = e.sign(x);
    let r = e.mul(r, sx);
    // sign(±0)·0 keeps the zero's sign; NaN stays NaN through sign.
    let zero = e.cmpc(Cmp::Eq, x, 0.0);
    e.select(zero, x, r)
}

/// acosh(x) = log1p(y + √(y(x + 1))) with y = x − 1, log(2x) for huge x; NaN below 1.
pub fn acosh(e: &mut Emitter<'_>, x: ValueId) -> ValueId {
    let y = e.addc(x, -1.0);
    let xp = e.addc(x, 1.0);
    let p = e.mul(y, xp);
    let r = e.sqrt(p);
    let s = e.add(y, r);
    let small = e.log1p(s);
    let lx = e.log(x);
    let large = e.addc(lx, std::f64::consts::LN_2);
    let big = large_arg(e);
    let is_large = e.cmpc(Cmp::Ge, x, big);
    e.select(is_large, large, small)
}

/// atanh(x) = ½·(log1p(x) − log1p(−x)) (1 ± x is exact near |x| = 1); NaN for |x| > 1,
/// ±∞ at ±1.
pub fn atanh(e: &mut Emitter<'_>, x: ValueId) -> ValueId {
    let a = e.log1p(x);
    let nx = e.neg(x);
    let b = e.log1p(nx);
    let d = e.sub(a, b);
    let r = e.mulc(d, 0.5);
    let ax = e.abs(x);
    let out = e.cmpc(Cmp::Gt, ax, 1.0);
    let nan = e.c(f64::NAN);
    e.select(out, nan, r)
}
