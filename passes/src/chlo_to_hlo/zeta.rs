//! The binary special functions, as XLA's math.cc: the Hurwitz zeta function ζ(x, q) by the
//! Euler–Maclaurin formula, and polygamma ψ⁽ⁿ⁾(x) through zeta.

use super::emit::{Cmp, Emitter};
use super::special;
use xla_ir::float::FloatKind;
use xla_ir::ValueId;

/// (2k)! / B_2k for k = 12 down to 1 (B_2k the Bernoulli numbers).
const ZETA_COEFFS: [f64; 12] = [
    -7.166_165_256_175_667e18,
    1.815_210_540_194_354_7e17,
    -4.597_978_722_407_473e15,
    1.164_678_281_435_006_7e14,
    -2.950_130_727_918_164e12,
    7.472_424_96e10,
    -1.892_437_580_318_379_2e9,
    47_900_160.0,
    -1_209_600.0,
    30_240.0,
    -720.0,
    12.0,
];

/// Terms of the direct sum before the Euler–Maclaurin correction (XLA always uses 9).
const DIRECT_TERMS: usize = 9;

/// ζ(x, q) = Σ_{k≥0} (q + k)^−x.
pub fn zeta(e: &mut Emitter<'_>, x: ValueId, q: ValueId) -> ValueId {
    let nx = e.neg(x);
    let mut a = q;
    let mut initial_sum = e.pow(q, nx);
    for _ in 0..DIRECT_TERMS {
        a = e.addc(a, 1.0);
        let p = e.pow(a, nx);
        initial_sum = e.add(initial_sum, p);
    }
    a = e.addc(a, 1.0);
    let neg_power = e.pow(a, nx);
    // Tail integral: a^−x · a / (x − 1).
    let pa = e.mul(neg_power, a);
    let xm1 = e.addc(x, -1.0);
    let tail = e.div(pa, xm1);
    let s = e.add(initial_sum, tail);
    // Bernoulli correction Σ_j B_2j/(2j)!·x(x+1)…(x+2j−2)·a^(−x−2j+1), by Horner's rule in 1/a² (avoids the Infs/NaNs of the naive sum).
    let a2 = e.mul(a, a);
    let one = e.c(1.0);
    let inv_a2 = e.div(one, a2);
    let mut horner = e.c(0.0);
    for (i, &coef) in ZETA_COEFFS.iter().take(11).enumerate() {
        let f1 = e.addc(x, 22.0 - 2.0 * i as f64);
        let f2 = e.addc(x, 21.0 - 2.0 * i as f64);
        let factor = e.mul(f1, f2);
        let h = e.addc(horner, 1.0 / coef);
        let h = e.mul(inv_a2, h);
        horner = e.mul(factor, h);
    }
    let last = e.addc(horner, 1.0 / ZETA_COEFFS[11]);
    let xa = e.div(x, a);
    let corr = e.mul(xa, last);
    let corr = e.addc(corr, 0.5);
    let corr = e.mul(neg_power, corr);
    let s = e.add(s, corr);
    // The direct sum alone where the next term is below its precision.
    let eps = match e.kind {
        FloatKind::F64 => f64::EPSILON,
        _ => f64::from(f32::EPSILON),
    };
    let anp = e.abs(neg_power);
    let ais = e.abs(initial_sum);
    let bound = e.mulc(ais, eps);
    let small = e.cmp(Cmp::Lt, anp, bound);
    let out = e.select(small, initial_sum, s);
    // Edge cases, as XLA: x < 1 is NaN, x = 1 a pole, q ≤ 0 needs an integer x, and at
    // integer q ≤ 0 the limit is +inf for even x, NaN otherwise.
    let nan = e.c(f64::NAN);
    let inf = e.c(f64::INFINITY);
    let below_one = e.cmpc(Cmp::Lt, x, 1.0);
    let out = e.select(below_one, nan, out);
    let at_one = e.cmpc(Cmp::Eq, x, 1.0);
    let out = e.select(at_one, inf, out);
    let q_le_zero = e.cmpc(Cmp::Le, q, 0.0);
    let xf = e.floor(x);
    let x_not_int = e.cmp(Cmp::Ne, x, xf);
    let domain = e.and(q_le_zero, x_not_int);
    let out = e.select(domain, nan, out);
    let qf = e.floor(q);
    let q_int = e.cmp(Cmp::Eq, q, qf);
    let pole = e.and(q_le_zero, q_int);
    let two = e.c(2.0);
    let xr = e.rem(x, two);
    let even = e.cmpc(Cmp::Eq, xr, 0.0);
    let pole_value = e.select(even, inf, nan);
    e.select(pole, pole_value, out)
}

/// ψ⁽ⁿ⁾(x): digamma for n = 0, (−1)^(n+1)·n!·ζ(n + 1, x) for a positive integer n, NaN
/// for any other n.
pub fn polygamma(e: &mut Emitter<'_>, n: ValueId, x: ValueId) -> ValueId {
    let n1 = e.addc(n, 1.0);
    let two = e.c(2.0);
    let nr = e.rem(n, two);
    let sign = e.mulc(nr, 2.0);
    let sign = e.addc(sign, -1.0);
    let lg = special::lgamma(e, n1);
    let fact = e.exp(lg);
    let z = zeta(e, n1, x);
    let sf = e.mul(sign, fact);
    let higher = e.mul(sf, z);
    let psi = special::digamma(e, x);
    let n_zero = e.cmpc(Cmp::Eq, n, 0.0);
    let out = e.select(n_zero, psi, higher);
    let nf = e.floor(n);
    let n_not_int = e.cmp(Cmp::Ne, n, nf);
    let n_neg = e.cmpc(Cmp::Lt, n, 0.0);
    let bad = e.or(n_not_int, n_neg);
    let nan = e.c(f64::NAN);
    e.select(bad, nan, out)
}
