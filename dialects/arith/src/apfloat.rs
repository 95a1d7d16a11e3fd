//! Float arithmetic with LLVM `APFloat` semantics on bit patterns, for the folders.
//!
//! Built on the core's `float` module: values go through `f64` exactly, and results are
//! rounded once to the target kind. For every kind narrower than `f64` (precision at most
//! 24 bits) `+ - * /` computed in `f64` and rounded once are correctly rounded (53 >= 2p+2),
//! and `f64` itself uses native arithmetic; `rem` is exact. NaN results follow APFloat:
//! a NaN operand propagates (quieted, left operand first), a fresh NaN is the default one.

use xla_ir::float::{self, Flavor, FloatKind};

#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum BinOp {
    Add,
    Sub,
    Mul,
    Div,
    Rem,
}

/// The quiet bit of an IEEE-flavored kind (the top stored mantissa bit).
fn quiet_bit(kind: FloatKind) -> Option<u64> {
    (kind.flavor() == Flavor::Ieee && kind.mantissa_bits() > 0)
        .then(|| 1u64 << (kind.mantissa_bits() - 1))
}

/// `APFloat::makeQuiet`.
pub fn quiet(kind: FloatKind, bits: u64) -> u64 {
    bits | quiet_bit(kind).unwrap_or(0)
}

pub fn is_signaling(kind: FloatKind, bits: u64) -> bool {
    float::is_nan(kind, bits) && quiet_bit(kind).is_some_and(|q| bits & q == 0)
}

fn value(kind: FloatKind, bits: u64) -> f64 {
    float::to_f64(kind, bits)
}

/// `a op b` in `kind`; `None` if the result would be a NaN the kind cannot hold.
pub fn binary(kind: FloatKind, op: BinOp, a: u64, b: u64) -> Option<u64> {
    if float::is_nan(kind, a) {
        return Some(quiet(kind, a));
    }
    if float::is_nan(kind, b) {
        return Some(quiet(kind, b));
    }
    let (x, y) = (value(kind, a), value(kind, b));
    let r = match op {
        BinOp::Add => x + y,
        BinOp::Sub => x - y,
        BinOp::Mul => x * y,
        BinOp::Div => x / y,
        BinOp::Rem => x % y,
    };
    if r.is_nan() {
        return float::nan(kind);
    }
    Some(round(kind, r))
}

/// Rounds an `f64` to `kind` (nearest-even, APFloat's overflow behavior).
pub fn round(kind: FloatKind, x: f64) -> u64 {
    if kind == FloatKind::F64 {
        return x.to_bits();
    }
    float::from_f64(kind, x).0
}

/// `APFloat::compare`: `None` when unordered.
pub fn compare(kind: FloatKind, a: u64, b: u64) -> Option<std::cmp::Ordering> {
    value(kind, a).partial_cmp(&value(kind, b))
}

fn zeros_of_opposite_sign(kind: FloatKind, a: u64, b: u64) -> bool {
    float::is_zero(kind, a)
        && float::is_zero(kind, b)
        && float::is_negative(kind, a) != float::is_negative(kind, b)
}

/// `llvm::maximum`: NaN-propagating, `-0 < +0`.
pub fn maximum(kind: FloatKind, a: u64, b: u64) -> u64 {
    if float::is_nan(kind, a) {
        return quiet(kind, a);
    }
    if float::is_nan(kind, b) {
        return quiet(kind, b);
    }
    if zeros_of_opposite_sign(kind, a, b) {
        return if float::is_negative(kind, a) { b } else { a };
    }
    if compare(kind, a, b) == Some(std::cmp::Ordering::Less) {
        b
    } else {
        a
    }
}

/// `llvm::minimum`: NaN-propagating, `-0 < +0`.
pub fn minimum(kind: FloatKind, a: u64, b: u64) -> u64 {
    if float::is_nan(kind, a) {
        return quiet(kind, a);
    }
    if float::is_nan(kind, b) {
        return quiet(kind, b);
    }
    if zeros_of_opposite_sign(kind, a, b) {
        return if float::is_negative(kind, a) { a } else { b };
    }
    if compare(kind, b, a) == Some(std::cmp::Ordering::Less) {
        b
    } else {
        a
    }
}

/// `llvm::maxnum`: a quiet NaN operand yields the other operand.
pub fn maxnum(kind: FloatKind, a: u64, b: u64) -> u64 {
    match (float::is_nan(kind, a), float::is_nan(kind, b)) {
        _ if is_signaling(kind, a) => quiet(kind, a),
        _ if is_signaling(kind, b) => quiet(kind, b),
        (true, _) => b,
        (_, true) => a,
        _ => maximum(kind, a, b),
    }
}

/// `llvm::minnum`: a quiet NaN operand yields the other operand.
pub fn minnum(kind: FloatKind, a: u64, b: u64) -> u64 {
    match (float::is_nan(kind, a), float::is_nan(kind, b)) {
        _ if is_signaling(kind, a) => quiet(kind, a),
        _ if is_signaling(kind, b) => quiet(kind, b),
        (true, _) => b,
        (_, true) => a,
        _ => minimum(kind, a, b),
    }
}

/// Converts between kinds only if no information is lost (upstream's `convertFloatValue`).
pub fn convert_exact(from: FloatKind, bits: u64, to: FloatKind) -> Option<u64> {
    let nan = float::is_nan(from, bits);
    if (float::is_inf(from, bits) && !to.has_inf())
        || (nan && (!to.has_nan() || is_signaling(from, bits)))
    {
        return None;
    }
    let x = value(from, bits);
    let out = if to == FloatKind::F64 {
        x.to_bits()
    } else {
        let (out, status) = float::from_f64(to, x);
        if status.invalid {
            return None;
        }
        out
    };
    (value(to, out).to_bits() == x.to_bits()).then_some(out)
}

/// `convertFromAPInt` with nearest-even rounding; `None` where the kind has no image.
pub fn from_int(kind: FloatKind, v: i128, unsigned_bits: Option<u128>) -> Option<u64> {
    let text = match unsigned_bits {
        Some(u) => u.to_string(),
        None => v.to_string(),
    };
    float::parse_decimal(kind, &text)
}

/// `convertToInteger` rounding towards zero; `None` for NaN or out-of-range values.
pub fn to_int(kind: FloatKind, bits: u64, width: u32, signed: bool) -> Option<u128> {
    let t = value(kind, bits).trunc();
    if t.is_nan() {
        return None;
    }
    let (lo, hi) = if signed {
        let half = 2f64.powi(width as i32 - 1);
        (-half, half)
    } else {
        (0.0, 2f64.powi(width as i32))
    };
    if !(t >= lo && t < hi) {
        return None;
    }
    let bits = if signed {
        (t as i128) as u128
    } else {
        t as u128
    };
    Some(bits & crate::apint::mask(width))
}

#[cfg(test)]
mod tests {
    use super::*;
    use FloatKind::*;

    fn f32b(x: f32) -> u64 {
        x.to_bits() as u64
    }

    #[test]
    fn arithmetic_rounds_once() {
        assert_eq!(
            binary(F32, BinOp::Add, f32b(1.0), f32b(2.0)),
            Some(f32b(3.0))
        );
        assert_eq!(
            binary(F32, BinOp::Div, f32b(1.0), f32b(3.0)),
            Some(f32b(1.0 / 3.0))
        );
        assert_eq!(
            binary(F32, BinOp::Rem, f32b(-7.5), f32b(2.0)),
            Some(f32b(-1.5))
        );
        // 0x3C00 is 1.0 in f16; 65504 + 32 overflows to inf.
        assert_eq!(binary(F16, BinOp::Add, 0x7bff, 0x5000), Some(0x7c00));
        assert_eq!(
            binary(F64, BinOp::Mul, 2f64.to_bits(), 0.5f64.to_bits()),
            Some(1f64.to_bits())
        );
    }

    #[test]
    fn nan_results_follow_apfloat() {
        let inf = f32b(f32::INFINITY);
        assert_eq!(binary(F32, BinOp::Sub, inf, inf), Some(0x7fc0_0000));
        assert_eq!(
            binary(F32, BinOp::Add, f32b(1.0), 0x7f80_0001),
            Some(0x7fc0_0001)
        );
        assert_eq!(binary(F4E2M1FN, BinOp::Div, 0, 0), None);
    }

    #[test]
    fn min_max() {
        let (pz, nz) = (f32b(0.0), f32b(-0.0));
        assert_eq!(maximum(F32, nz, pz), pz);
        assert_eq!(minimum(F32, pz, nz), nz);
        assert_eq!(maximum(F32, f32b(1.0), 0x7fc0_0000), 0x7fc0_0000);
        assert_eq!(maxnum(F32, 0x7fc0_0000, f32b(1.0)), f32b(1.0));
        assert_eq!(minnum(F32, f32b(2.0), f32b(1.0)), f32b(1.0));
    }

    #[test]
    fn conversions() {
        assert_eq!(convert_exact(F32, f32b(1.5), F16), Some(0x3e00));
        assert_eq!(convert_exact(F32, f32b(0.1), F16), None);
        assert_eq!(convert_exact(F16, 0x3e00, F64), Some(1.5f64.to_bits()));
        assert_eq!(convert_exact(F32, f32b(f32::INFINITY), F8E4M3FN), None);
        assert_eq!(from_int(F32, 16_777_217, None), Some(f32b(16_777_216.0)));
        assert_eq!(from_int(F32, 0, Some(u128::MAX)), Some(f32b(f32::INFINITY)));
        assert_eq!(from_int(F16, -3, None), Some(0xc200));
        assert_eq!(to_int(F32, f32b(-2.7), 8, true), Some(0xfe));
        assert_eq!(to_int(F32, f32b(-0.5), 8, false), Some(0));
        assert_eq!(to_int(F32, f32b(256.0), 8, false), None);
        assert_eq!(to_int(F32, f32b(-129.0), 8, true), None);
        assert_eq!(to_int(F32, 0x7fc0_0000, 8, true), None);
    }
}
