//! Special functions: lgamma, digamma (Lanczos approximation, as StableHLO's chlo
//! legalization), erf_inv (Giles' single-precision polynomial plus two Newton steps on
//! hlo.erf), bessel_i1e (power series below 20, asymptotic expansion above).

use super::emit::{Cmp, Emitter};
use xla_ir::ValueId;

/// Lanczos parameters: g = 7, n = 9 (Numerical Recipes / Boost's set used by XLA).
const LANCZOS_G: f64 = 7.0;
const LANCZOS_BASE: f64 = 0.999_999_999_999_809_9;
const LANCZOS_COEFFS: [f64; 8] = [
    676.520_368_121_885_1,
    -1_259.139_216_722_402_8,
    771.323_428_777_653_1,
    -176.615_029_162_140_6,
    12.507_343_278_686_905,
    -0.138_571_095_265_720_12,
    9.984_369_578_019_572e-6,
    1.505_632_735_149_311_6e-7,
];

/// The reflected argument: `x < 0.5` (reflect) and `z = reflect ? -x : x - 1`.
fn lanczos_arg(e: &mut Emitter<'_>, x: ValueId) -> (ValueId, ValueId) {
    let reflect = e.cmpc(Cmp::Lt, x, 0.5);
    let neg = e.neg(x);
    let dec = e.addc(x, -1.0);
    let z = e.select(reflect, neg, dec);
    (reflect, z)
}

/// log(z + g + 0.5) computed as log(g + 0.5) + log1p(z / (g + 0.5)) (exact for large z).
fn log_t(e: &mut Emitter<'_>, z: ValueId) -> ValueId {
    let half_g = LANCZOS_G + 0.5;
    let q = e.mulc(z, 1.0 / half_g);
    let l = e.log1p(q);
    e.addc(l, half_g.ln())
}

/// log|Γ(x)|.
pub fn lgamma(e: &mut Emitter<'_>, x: ValueId) -> ValueId {
    let (reflect, z) = lanczos_arg(e, x);
    let mut sum = e.c(LANCZOS_BASE);
    for (i, &k) in LANCZOS_COEFFS.iter().enumerate() {
        let d = e.addc(z, (i + 1) as f64);
        let kc = e.c(k);
        let t = e.div(kc, d);
        sum = e.add(sum, t);
    }
    let t = e.addc(z, LANCZOS_G + 0.5);
    let lt = log_t(e, z);
    // log Γ(z+1) = log √(2π) + (z + 0.5 - t / log t)·log t + log sum
    let t_over = e.div(t, lt);
    let zh = e.addc(z, 0.5);
    let f = e.sub(zh, t_over);
    let f = e.mul(f, lt);
    let ls = e.log(sum);
    let f = e.add(f, ls);
    let log_y = e.addc(f, (2.0 * std::f64::consts::PI).sqrt().ln());
    // Reflection: log|Γ(x)| = log π − log|sin πx| − log|Γ(1−x)|, with the fractional part
    // reduced to [0, 0.5] so sin keeps its precision.
    let ax = e.abs(x);
    let fl = e.floor(ax);
    let frac = e.sub(ax, fl);
    let over = e.cmpc(Cmp::Gt, frac, 0.5);
    let one = e.c(1.0);
    let flip = e.sub(one, frac);
    let reduced = e.select(over, flip, frac);
    let arg = e.mulc(reduced, std::f64::consts::PI);
    let s = e.sin(arg);
    let denom = e.log(s);
    let finite = e.is_finite(denom);
    let nd = e.neg(denom);
    let r = e.addc(nd, std::f64::consts::PI.ln());
    let r = e.sub(r, log_y);
    let reflection = e.select(finite, r, nd);
    let result = e.select(reflect, reflection, log_y);
    // lgamma(±inf) = +inf.
    let inf = e.c(f64::INFINITY);
    let is_inf = e.cmp(Cmp::Eq, ax, inf);
    e.select(is_inf, inf, result)
}

/// ψ(x), the derivative of log Γ, from the Lanczos sum's derivative.
pub fn digamma(e: &mut Emitter<'_>, x: ValueId) -> ValueId {
    let (reflect, z) = lanczos_arg(e, x);
    let mut num = e.c(0.0);
    let mut denom = e.c(LANCZOS_BASE);
    for (i, &k) in LANCZOS_COEFFS.iter().enumerate() {
        let d = e.addc(z, (i + 1) as f64);
        let d2 = e.mul(d, d);
        let kc = e.c(k);
        let a = e.div(kc, d2);
        num = e.sub(num, a);
        let b = e.div(kc, d);
        denom = e.add(denom, b);
    }
    let t = e.addc(z, LANCZOS_G + 0.5);
    let lt = log_t(e, z);
    // ψ(z+1) = log t + num/denom − g/t
    let q = e.div(num, denom);
    let y = e.add(lt, q);
    let g = e.c(LANCZOS_G);
    let gt = e.div(g, t);
    let y = e.sub(y, gt);
    // Reflection: ψ(x) = ψ(1−x) − π·cot(πx), with x reduced by its nearest integer.
    let xh = e.addc(x, 0.5);
    let fl = e.floor(xh);
    let afl = e.abs(fl);
    let reduced = e.add(x, afl);
    let arg = e.mulc(reduced, std::f64::consts::PI);
    let c = e.cos(arg);
    let s = e.sin(arg);
    let cot = e.div(c, s);
    let pcot = e.mulc(cot, std::f64::consts::PI);
    let reflection = e.sub(y, pcot);
    let real = e.select(reflect, reflection, y);
    // Poles: x a non-positive integer.
    let nonpos = e.cmpc(Cmp::Le, x, 0.0);
    let xf = e.floor(x);
    let integral = e.cmp(Cmp::Eq, x, xf);
    let pole = e.and(nonpos, integral);
    let nan = e.c(f64::NAN);
    e.select(pole, nan, real)
}

const ERF_INV_SMALL: [f64; 9] = [
    2.810_226_36e-08,
    3.432_739_39e-07,
    -3.523_387_7e-06,
    -4.391_506_54e-06,
    0.000_218_580_87,
    -0.001_253_725_03,
    -0.004_177_681_64,
    0.246_640_727,
    1.501_409_41,
];
const ERF_INV_LARGE: [f64; 9] = [
    -0.000_200_214_257,
    0.000_100_950_558,
    0.001_349_343_22,
    -0.003_673_428_44,
    0.005_739_507_73,
    -0.007_622_461_3,
    0.009_438_870_47,
    1.001_674_06,
    2.832_976_82,
];

/// erf⁻¹(x): Giles' polynomial in w = −log((1−x)(1+x)), then `newton_steps` Newton steps.
pub fn erf_inv(e: &mut Emitter<'_>, x: ValueId, newton_steps: usize) -> ValueId {
    let one = e.c(1.0);
    let a = e.sub(one, x);
    let b = e.add(one, x);
    let ab = e.mul(a, b);
    let l = e.log(ab);
    let w = e.neg(l);
    let small = e.cmpc(Cmp::Lt, w, 5.0);
    let ws = e.addc(w, -2.5);
    let sq = e.sqrt(w);
    let wl = e.addc(sq, -3.0);
    let ps = e.horner(ws, &ERF_INV_SMALL);
    let pl = e.horner(wl, &ERF_INV_LARGE);
    let p = e.select(small, ps, pl);
    let mut y = e.mul(p, x);
    for _ in 0..newton_steps {
        // y −= (erf(y) − x) / (2/√π · e^{−y²})
        let ey = e.erf(y);
        let r = e.sub(ey, x);
        let yy = e.mul(y, y);
        let nyy = e.neg(yy);
        let ex = e.exp(nyy);
        let d = e.mulc(ex, std::f64::consts::FRAC_2_SQRT_PI);
        let step = e.div(r, d);
        let next = e.sub(y, step);
        // Keep the polynomial value where the step is not finite (|x| near 1).
        let ok = e.is_finite(next);
        y = e.select(ok, next, y);
    }
    // erf⁻¹(±1) = ±∞.
    let ax = e.abs(x);
    let edge = e.cmp(Cmp::Eq, ax, one);
    let inf = e.c(f64::INFINITY);
    let sx = e.mul(x, inf);
    e.select(edge, sx, y)
}

/// Below this |x| bessel_i1e uses the power series, above it the asymptotic expansion.
const I1E_SWITCH: f64 = 20.0;
const I1E_SERIES_TERMS: u32 = 48;
const I1E_ASYMPTOTIC_TERMS: u32 = 14;

/// e^{−|x|}·I₁(x).
pub fn bessel_i1e(e: &mut Emitter<'_>, x: ValueId) -> ValueId {
    let ax = e.abs(x);
    // Series: I₁(a) = (a/2)·Σ_k q^k / (k!(k+1)!), q = a²/4, evaluated by Horner in q.
    let mut coeffs = Vec::new();
    let mut c = 1.0f64;
    for k in 0..I1E_SERIES_TERMS {
        coeffs.push(c);
        c /= f64::from((k + 1) * (k + 2));
    }
    coeffs.reverse();
    let a2 = e.mul(ax, ax);
    let q = e.mulc(a2, 0.25);
    let s = e.horner(q, &coeffs);
    let half = e.mulc(ax, 0.5);
    let s = e.mul(s, half);
    let nax = e.neg(ax);
    let ex = e.exp(nax);
    let series = e.mul(s, ex);
    // Asymptotic: I₁(a)·e^{−a} ≈ (2πa)^{−1/2}·Σ_k (−1)^k a_k / a^k (a clamped so the unused
    // branch stays finite).
    let lo = e.c(I1E_SWITCH);
    let big = e.cmp(Cmp::Ge, ax, lo);
    let aa = e.select(big, ax, lo);
    let inv = e.div(lo, aa);
    let inv = e.mulc(inv, 1.0 / I1E_SWITCH);
    let mut acoeffs = Vec::new();
    let mut t = 1.0f64;
    for k in 1..=I1E_ASYMPTOTIC_TERMS {
        acoeffs.push(t);
        let m = f64::from(2 * k - 1);
        t *= -(4.0 - m * m) / (f64::from(k) * 8.0);
    }
    acoeffs.reverse();
    let sum = e.horner(inv, &acoeffs);
    let two_pi_a = e.mulc(aa, 2.0 * std::f64::consts::PI);
    let root = e.sqrt(two_pi_a);
    let asym = e.div(sum, root);
    let r = e.select(big, asym, series);
    // Odd function.
    let sx = e.sign(x);
    e.mul(r, sx)
}
