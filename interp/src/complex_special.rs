//! Complex functions at C99 Annex G's special values (infinite parts, zero divisors, overflow
//! of intermediate terms), where num_complex's textbook formulas give NaN: the values XLA
//! (and JAX on CPU) return. Ordinary arguments keep num_complex's results.

use crate::elementwise::C;
use std::f64::consts::{FRAC_PI_2, LN_2};

/// `copysign(k, v)` as 1.0 or 0.0 for an infinite or finite part (C99 G.5.1's "box").
fn unit_if_inf(v: f64) -> f64 {
    (if v.is_infinite() { 1f64 } else { 0f64 }).copysign(v)
}

/// `a / b`, with C99 G.5.1's recovery of infinite and zero quotients from a NaN result:
/// `(1 + i) / 0 = inf + inf·i`, `1 / (inf + 0i) = 0`.
pub fn div(a: C, b: C) -> C {
    let q = a / b;
    if !(q.re.is_nan() && q.im.is_nan()) {
        return q;
    }
    let (x, y, c, d) = (a.re, a.im, b.re, b.im);
    if c == 0.0 && d == 0.0 && !(x.is_nan() && y.is_nan()) {
        let inf = f64::INFINITY.copysign(c);
        C::new(inf * x, inf * y)
    } else if (x.is_infinite() || y.is_infinite()) && c.is_finite() && d.is_finite() {
        let (x, y) = (unit_if_inf(x), unit_if_inf(y));
        C::new(
            f64::INFINITY * (x * c + y * d),
            f64::INFINITY * (y * c - x * d),
        )
    } else if (c.is_infinite() || d.is_infinite()) && x.is_finite() && y.is_finite() {
        let (c, d) = (unit_if_inf(c), unit_if_inf(d));
        C::new(0.0 * (x * c + y * d), 0.0 * (y * c - x * d))
    } else {
        q
    }
}

/// `e^(x + iy)`; a zero y stays the imaginary part (C99's `cexp(x ± i0) = e^x ± i0`, where
/// `e^x · sin 0` is NaN once e^x overflows: exp(65536 + 0i) is inf + 0i, as XLA).
pub fn exp(z: C) -> C {
    if z.im == 0.0 {
        return C::new(z.re.exp(), z.im);
    }
    z.exp()
}

/// `e^z - 1`: for a zero imaginary part `expm1(x) + i0`, exact near zero and as [`exp`] beyond.
pub fn exp_m1(z: C) -> C {
    if z.im == 0.0 {
        return C::new(z.re.exp_m1(), z.im);
    }
    z.exp() - C::new(1.0, 0.0)
}

/// `ln(1 + z)`, the imaginary part's sign kept (`z + 1` would turn -0 into +0: ln(-1000 - 0i)
/// is 6.9 - πi, as the JIT's expansion and XLA give).
pub fn ln_1p(z: C) -> C {
    C::new(z.re + 1.0, z.im).ln()
}

/// `sqrt(z)` with C99's values for infinite parts (G.6.4.2, as the JIT's expansion):
/// `sqrt(x ± i∞) = ∞ ± i∞`, `sqrt(∞ + iy) = ∞ + i0` (NaN y kept), `sqrt(-∞ + iy) = 0 ± i∞`
/// (NaN + i∞ for a NaN y), where num_complex's polar form gives NaN parts.
pub fn sqrt(z: C) -> C {
    let (x, y) = (z.re, z.im);
    if y.is_infinite() {
        return C::new(f64::INFINITY, y);
    }
    if x == f64::INFINITY {
        return C::new(x, if y.is_nan() { y } else { 0f64.copysign(y) });
    }
    if x == f64::NEG_INFINITY {
        return if y.is_nan() {
            C::new(f64::NAN, f64::INFINITY)
        } else {
            C::new(0.0, f64::INFINITY.copysign(y))
        };
    }
    z.sqrt()
}

/// `1 / sqrt(z)`, through [`div`]: `rsqrt(inf + 0i) = 0`. A zero imaginary part takes the
/// sign opposite to z's (`rsqrt(conj z) = conj(rsqrt z)`), as XLA: `rsqrt(4 + 0i) = 0.5 − 0i`.
pub fn rsqrt(z: C) -> C {
    let r = div(C::new(1.0, 0.0), sqrt(z));
    if r.im == 0.0 && !z.im.is_nan() {
        return C::new(r.re, 0f64.copysign(-z.im));
    }
    r
}

/// `tanh(x + iy)`: once `|x| > 22`, `tanh x` is 1 in f64 and `e^(-2|x|)` below every
/// precision, so an overflowed NaN becomes `±1 + i·0` (the zero signed as `sin 2y`).
/// A zero y stays the imaginary part (C99's `ctanh(x + i0) = tanh x + i0`, NaN x included:
/// the textbook formula gives NaN + NaN·i for NaN + 0i).
pub fn tanh(z: C) -> C {
    if z.im == 0.0 {
        return C::new(z.re.tanh(), z.im);
    }
    let t = z.tanh();
    if (t.re.is_nan() || t.im.is_nan()) && z.re.abs() > 22.0 {
        return C::new(1f64.copysign(z.re), 0f64.copysign((2.0 * z.im).sin()));
    }
    t
}

/// `atanh(x + iy)`: with an infinite part, `±0 + i·±π/2` (C99's catanh; the sign of x, of y),
/// and `±0 + i·NaN` for an infinite x with a NaN y.
pub fn atanh(z: C) -> C {
    let (x, y) = (z.re, z.im);
    if x.is_infinite() && y.is_nan() {
        return C::new(0f64.copysign(x), f64::NAN);
    }
    if x.is_infinite() || y.is_infinite() {
        return C::new(0f64.copysign(x), FRAC_PI_2.copysign(y));
    }
    z.atanh()
}

/// `atan(z) = −i·atanh(iz)` where a part is infinite; num_complex's formula elsewhere.
/// On the cut (x = ±0, |y| > 1) the real part is ±π/2 with x's sign (C99's catan, and the
/// JIT's expansion), where num_complex's formula gave -π/2 for +0 - 2i.
pub fn atan(z: C) -> C {
    if z.re == 0.0 && z.im.is_finite() && z.im.abs() > 1.0 {
        return C::new(FRAC_PI_2.copysign(z.re), (1.0 / z.im).atanh());
    }
    if z.re.is_finite() && z.im.is_finite() {
        return z.atan();
    }
    let t = atanh(C::new(-z.im, z.re));
    C::new(t.im, -t.re)
}

/// `asinh(z)`: for an infinite or huge (> 1e150, where z² overflows) argument without NaN,
/// `ln(2z)` on the right half-plane (odd symmetry on the left): `asinh(inf + iy) = inf + i0`.
/// On the cut (x = ±0, |y| > 1): `±acosh|y| + i·copysign(π/2, y)` with x's sign (C99's
/// casinh, and the JIT's expansion), where num_complex's formula gave -1.317 - iπ/2 for +0 - 2i.
pub fn asinh(z: C) -> C {
    if z.re == 0.0 && z.im.is_finite() && z.im.abs() > 1.0 {
        return C::new(z.im.abs().acosh().copysign(z.re), FRAC_PI_2.copysign(z.im));
    }
    // asinh is odd: ln(z + √(z² + 1)) cancels on the left half-plane (asinh(-1e30 + i) gave
    // 32.6 instead of -69.8, JAX fuzz seed 4463).
    if z.re < 0.0 {
        return -asinh(-z);
    }
    let huge = |v: f64| v.abs() > 1e150;
    if z.re.is_nan() || z.im.is_nan() || !(huge(z.re) || huge(z.im)) {
        return z.asinh();
    }
    // A -0 real part keeps its side (C99's casinh(-0 + i∞) = -∞ + iπ/2).
    if z.re.is_sign_negative() {
        return -asinh(-z);
    }
    C::new(LN_2 + z.re.hypot(z.im).ln(), z.im.atan2(z.re))
}

#[cfg(test)]
mod tests {
    use super::*;
    const INF: f64 = f64::INFINITY;

    #[test]
    fn special_values_as_xla() {
        assert_eq!(div(C::new(1.0, 1.0), C::new(0.0, 0.0)), C::new(INF, INF));
        assert_eq!(div(C::new(1.0, 0.0), C::new(INF, 0.0)), C::new(0.0, 0.0));
        assert!(div(C::new(0.0, 0.0), C::new(0.0, 0.0)).re.is_nan());
        assert_eq!(div(C::new(6.0, 3.0), C::new(0.0, 3.0)), C::new(1.0, -2.0));
        assert_eq!(rsqrt(C::new(INF, 0.0)), C::new(0.0, 0.0));
        assert!(rsqrt(C::new(4.0, 0.0)).im.is_sign_negative());
        assert_eq!(tanh(C::new(1e30, 1e30)).re, 1.0);
        assert_eq!(tanh(C::new(-INF, 1.0)).re, -1.0);
        assert_eq!(atan(C::new(INF, 0.0)).re, FRAC_PI_2);
        assert_eq!(atan(C::new(-INF, 0.0)).re, -FRAC_PI_2);
        assert_eq!(atan(C::new(INF, 0.0)).im, 0.0);
        assert_eq!(asinh(C::new(INF, 0.0)), C::new(INF, 0.0));
        assert_eq!(asinh(C::new(-INF, 0.0)), C::new(-INF, 0.0));
        assert_eq!(asinh(C::new(INF, 1.0)), C::new(INF, 0.0));
        // The cuts on the imaginary axis: the side of x's zero.
        let a = asinh(C::new(0.0, -2.0));
        assert!((a.re - (3f64.sqrt() + 2.0).ln()).abs() < 1e-15 && a.im == -FRAC_PI_2);
        assert!(asinh(C::new(-0.0, -2.0)).re < 0.0);
        let t = atan(C::new(0.0, -2.0));
        assert!(t.re == FRAC_PI_2 && (t.im - (-0.5f64).atanh()).abs() < 1e-15);
        assert_eq!(atan(C::new(-0.0, 2.0)).re, -FRAC_PI_2);
        // log1p keeps a -0 imaginary part: ln(-1000 - 0i) has imaginary part -π.
        assert!(ln_1p(C::new(-1001.0, -0.0)).im < 0.0);
        // rsqrt(∞ + iNaN) = 0 (JAX fuzz seed 4246), sqrt(∞ + i) = ∞ + i0.
        let r = rsqrt(C::new(INF, f64::NAN));
        assert!(r.re == 0.0 && r.im == 0.0, "{r}");
        assert_eq!(sqrt(C::new(INF, 1.0)), C::new(INF, 0.0));
        assert_eq!(sqrt(C::new(-INF, -1.0)), C::new(0.0, -INF));
        assert_eq!(asinh(C::new(-0.0, INF)), C::new(-INF, FRAC_PI_2));
        let left = asinh(C::new(-1e30, 1.0));
        assert!((left.re + (2e30f64).ln()).abs() < 1e-12, "{left}");
        let big = asinh(C::new(1e200, 0.0));
        assert!((big.re - (2e200f64).ln()).abs() < 1e-12 && big.im == 0.0);
    }
}
