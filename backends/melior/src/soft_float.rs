//! bf16 truncations LLVM calls on targets without a native conversion (x86 without
//! AVX512-BF16): `__truncsfbf2` (f32) and `__truncdfbf2` (f64), as compiler-rt and libgcc 13+
//! define them. LLVM keeps a bf16 value that lives across blocks as an f32 and truncates it
//! where it is stored, even when it was loaded as bf16 (a reduction's init filling a buffer), so
//! modules call these even though our lowering expands every `truncf` to bf16. Libgcc 12 lacks
//! them: the JIT registers these (found by tests/jax_fresh b2_half_mixed, b3_small_dtype_scans).

/// The bf16 result travels in the low 16 bits of the float return register (how `__bf16` is
/// returned on x86-64 and AArch64); the f32 carrying it is only moved, never computed with.
fn in_float_register(b: half::bf16) -> f32 {
    f32::from_bits(u32::from(b.to_bits()))
}

/// `__truncsfbf2`: f32 to bf16, round to nearest even, NaN stays NaN.
pub extern "C" fn truncsfbf2(x: f32) -> f32 {
    in_float_register(half::bf16::from_f32(x))
}

/// `__truncdfbf2`: f64 to bf16, rounded once: to f32 rounding to odd (truncate, then set the
/// lowest bit if inexact), whose 16 extra bits make the final nearest-even rounding exact.
pub extern "C" fn truncdfbf2(x: f64) -> f32 {
    let mut t = x as f32;
    if t.is_nan() || f64::from(t) == x {
        return in_float_register(half::bf16::from_f32(t));
    }
    if f64::from(t).abs() > x.abs() {
        // Rounded away from zero: one step back toward zero (t is nonzero here).
        t = f32::from_bits(t.to_bits() - 1);
    }
    in_float_register(half::bf16::from_f32(f32::from_bits(t.to_bits() | 1)))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn rounds_to_nearest_even_and_keeps_specials() {
        let bits = |v: f32| v.to_bits();
        assert_eq!(bits(truncsfbf2(1.0)), 0x3f80);
        // 1 + 2^-8 is halfway between 1 and 1 + 2^-7: ties to even (1.0).
        assert_eq!(bits(truncsfbf2(1.0 + 1.0 / 256.0)), 0x3f80);
        assert_eq!(bits(truncsfbf2(1.0 + 3.0 / 256.0)), 0x3f82);
        assert_eq!(bits(truncsfbf2(f32::INFINITY)), 0x7f80);
        assert_eq!(bits(truncsfbf2(-3.4e38)), 0xff80);
        assert_eq!(bits(truncsfbf2(f32::NAN)) & 0x7fc0, 0x7fc0);
        assert_eq!(bits(truncdfbf2(-2.5)), 0xc020);
        // Halfway in f32 but just above halfway in f64: one rounding goes up.
        assert_eq!(bits(truncdfbf2(1.0 + 1.0 / 256.0 + 1e-12)), 0x3f81);
    }
}
