//! Soft-float conversions that LLVM's code generator calls where the host CPU has no
//! instruction for them: `fptrunc` to `bfloat` without AVX512-BF16, to `half` without F16C.
//! Our lowering expands `truncf` to bf16 into integer code, but LLVM keeps a bf16 value that
//! lives across blocks as an f32 and truncates it where it is stored (found by tests/jax_fresh
//! b2_half_mixed, b3_small_dtype_scans). compiler-rt and GCC 13's libgcc define them; Debian 12's
//! libgcc does not, so the JIT registers these (docs/backends/melior.md).
//!
//! Calling convention: a `bfloat` / `half` value travels in the first float register (xmm0 on
//! x86-64, v0 on AArch64), in its low 16 bits — the same place as the low 16 bits of an `f32`.
//! So these take and return `f32`s whose low 16 bits carry the 16-bit pattern; stable Rust has
//! no `bf16` / `f16` type to say it directly.

use half::{bf16, f16};

/// The `f32` whose bit pattern is `bits` in its low half (how a 16-bit float is returned).
fn in_low_bits(bits: u16) -> f32 {
    f32::from_bits(u32::from(bits))
}

/// f64 -> f32 rounding to odd: exact when representable, else the neighbour with an odd
/// significand. Rounding that to a format of at most 22 significand bits (bf16, f16) gives the
/// correctly rounded result, without the double-rounding error of f64 -> f32 -> bf16.
fn f64_to_f32_round_to_odd(x: f64) -> f32 {
    let nearest = x as f32;
    if x.is_nan() || f64::from(nearest) == x || nearest.to_bits() & 1 == 1 {
        return nearest;
    }
    // Even and inexact: x lies between `nearest` and its neighbour on x's side, which is odd.
    let bits = nearest.to_bits();
    f32::from_bits(if f64::from(nearest).abs() > x.abs() {
        bits - 1
    } else {
        bits + 1
    })
}

/// `__truncsfbf2`: f32 -> bf16, to nearest even (NaNs quieted, overflow to infinity).
pub extern "C" fn truncsfbf2(x: f32) -> f32 {
    in_low_bits(bf16::from_f32(x).to_bits())
}

/// `__truncdfbf2`: f64 -> bf16, correctly rounded.
pub extern "C" fn truncdfbf2(x: f64) -> f32 {
    in_low_bits(bf16::from_f32(f64_to_f32_round_to_odd(x)).to_bits())
}

/// `__truncsfhf2`: f32 -> f16.
pub extern "C" fn truncsfhf2(x: f32) -> f32 {
    in_low_bits(f16::from_f32(x).to_bits())
}

/// `__truncdfhf2`: f64 -> f16, correctly rounded.
pub extern "C" fn truncdfhf2(x: f64) -> f32 {
    in_low_bits(f16::from_f32(f64_to_f32_round_to_odd(x)).to_bits())
}

/// `__extendhfsf2`: f16 -> f32 (exact).
pub extern "C" fn extendhfsf2(x: f32) -> f32 {
    f16::from_bits(x.to_bits() as u16).to_f32()
}

/// The symbols to register with an execution engine: (name, address).
pub fn symbols() -> Vec<(&'static str, *mut ())> {
    vec![
        ("__truncsfbf2", truncsfbf2 as *mut ()),
        ("__truncdfbf2", truncdfbf2 as *mut ()),
        ("__truncsfhf2", truncsfhf2 as *mut ()),
        ("__truncdfhf2", truncdfhf2 as *mut ()),
        ("__extendhfsf2", extendhfsf2 as *mut ()),
    ]
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A spread of f64 values: edges, near-ties, subnormals of both formats, huge values.
    fn samples() -> Vec<f64> {
        let mut v = vec![
            0.0,
            -0.0,
            1.0,
            -1.0,
            f64::INFINITY,
            f64::NEG_INFINITY,
            f64::MAX,
            f64::MIN_POSITIVE,
            1e-45,
            1e-40,
            65504.0,
            65520.0,
        ];
        v.extend([
            3.4e38,
            3.4028235e38,
            3.39e38,
            1.0 + 2f64.powi(-8),
            1.0 + 2f64.powi(-8) + 2f64.powi(-40),
            1.0 + 2f64.powi(-11) + 2f64.powi(-50),
        ]);
        let mut state = 0x9e37_79b9_7f4a_7c15u64;
        for _ in 0..20000 {
            state ^= state << 13;
            state ^= state >> 7;
            state ^= state << 17;
            let x = f64::from_bits(state);
            if x.is_finite() && x.abs() < 1e40 && x.abs() > 1e-50 {
                v.push(x);
            }
            // Values near bf16 / f16 rounding ties: a representable f32 plus a tiny nudge.
            let tie = f64::from(f32::from_bits((state >> 32) as u32 & 0x7fff_8000 | 0x8000))
                * (1.0 + (state & 0xff) as f64 * 1e-12);
            if tie.is_finite() {
                v.push(tie);
                v.push(-tie);
            }
        }
        v
    }

    /// The correctly rounded bf16 of `x`, computed by comparing with the two neighbours.
    fn reference_bf16(x: f64) -> u16 {
        let down = bf16::from_f32(x as f32);
        let candidates = [
            down.to_bits().wrapping_sub(1),
            down.to_bits(),
            down.to_bits().wrapping_add(1),
        ];
        let mut best = down.to_bits();
        for c in candidates {
            let cv = f64::from(bf16::from_bits(c).to_f32());
            let bv = f64::from(bf16::from_bits(best).to_f32());
            if cv.is_nan() || (cv.signum() != x.signum() && cv != 0.0) {
                continue;
            }
            let (dc, db) = ((cv - x).abs(), (bv - x).abs());
            if dc < db || (dc == db && c & 1 == 0 && best & 1 == 1) {
                best = c;
            }
        }
        best
    }

    #[test]
    fn f32_to_bf16_rounds_to_nearest_even_and_keeps_specials() {
        let bits = |x: f32| truncsfbf2(x).to_bits();
        assert_eq!(bits(1.0), 0x3f80);
        // 1 + 2^-8 is halfway between 1 and 1 + 2^-7: ties to even (1.0).
        assert_eq!(bits(1.0 + 2f32.powi(-8)), 0x3f80);
        assert_eq!(bits(1.0 + 3.0 * 2f32.powi(-8)), 0x3f82);
        assert_eq!(bits(f32::MAX), 0x7f80);
        assert_eq!(bits(-3.4e38), 0xff80);
        assert!(bf16::from_bits(bits(f32::NAN) as u16).is_nan());
    }

    #[test]
    fn f64_to_bf16_is_correctly_rounded() {
        for x in samples() {
            let got = truncdfbf2(x).to_bits() as u16;
            let want = if x.is_infinite() || x.abs() >= 3.3961775e38 {
                bf16::from_f64(x).to_bits()
            } else {
                reference_bf16(x)
            };
            assert_eq!(got, want, "{x:e}");
        }
        // A double-rounding case: f64 -> f32 rounds up to a bf16 tie, which then rounds to even
        // (down); the exact value is above the tie, so the correct result rounds up.
        let x = 1.0 + 2f64.powi(-8) + 2f64.powi(-40);
        assert_eq!(
            truncdfbf2(x).to_bits() as u16,
            bf16::from_f32(1.0 + 2f32.powi(-7)).to_bits()
        );
    }

    #[test]
    fn half_conversions_round_trip() {
        for x in samples() {
            let h = truncsfhf2(x as f32).to_bits() as u16;
            assert_eq!(h, f16::from_f32(x as f32).to_bits());
            assert_eq!(
                extendhfsf2(in_low_bits(h)).to_bits(),
                f16::from_bits(h).to_f32().to_bits()
            );
        }
        let x = 1.0 + 2f64.powi(-11) + 2f64.powi(-50);
        assert_eq!(
            truncdfhf2(x).to_bits() as u16,
            f16::from_f32(1.0 + 2f32.powi(-10)).to_bits()
        );
    }
}
