//! Unit tests for the float module.

use super::*;

/// (type keyword, input literal, output of `mlir-opt` 22 for `arith.constant <input> : <type>`).
const MLIR_OPT_SAMPLES: &[(&str, &str, &str)] = &[
    ("f64", "0.1", "1.000000e-01"),
    ("f64", "1.0", "1.000000e+00"),
    ("f64", "-2.5", "-2.500000e+00"),
    ("f64", "0.3333333333333333", "0.33333333333333331"),
    ("f64", "3.141592653589793", "3.1415926535897931"),
    ("f64", "123456789.0", "0x419D6F3454000000"),
    ("f64", "1.0e300", "1.000000e+300"),
    ("f64", "4.9406564584124654e-324", "4.940660e-324"),
    ("f64", "2.2250738585072014e-308", "2.2250738585072014E-308"),
    ("f64", "1.7976931348623157e308", "1.7976931348623157E+308"),
    ("f64", "0.0001234567891", "1.234567891E-4"),
    ("f64", "-0.0", "-0.000000e+00"),
    ("f64", "1.5e20", "1.500000e+20"),
    ("f64", "9007199254740993.0", "0x4340000000000000"),
    ("f64", "0.2", "2.000000e-01"),
    ("f64", "100.0", "1.000000e+02"),
    ("f64", "1234.5678", "1234.5678"),
    ("f64", "1.0e-7", "9.9999999999999995E-8"),
    ("f64", "0x7FF8000000000000", "0x7FF8000000000000"),
    ("f64", "0xFFF0000000000000", "0xFFF0000000000000"),
    ("f32", "0.1", "1.000000e-01"),
    ("f32", "1.0", "1.000000e+00"),
    ("f32", "-2.5", "-2.500000e+00"),
    ("f32", "3.14159265", "3.14159274"),
    ("f32", "16777215.0", "0x4B7FFFFF"),
    ("f32", "1.0e-40", "9.999940e-41"),
    ("f32", "1.0e-45", "1.401300e-45"),
    ("f32", "3.4028235e38", "3.40282347E+38"),
    ("f32", "0.3333333", "0.333333313"),
    ("f32", "1234.5678", "1234.56775"),
    ("f32", "100000000.0", "1.000000e+08"),
    ("f32", "0x7FC00000", "0x7FC00000"),
    ("f32", "0xFF800000", "0xFF800000"),
    ("f32", "0x7F800001", "0x7F800001"),
    ("f16", "0.1", "9.997550e-02"),
    ("f16", "1.0", "1.000000e+00"),
    ("f16", "65504.0", "6.550400e+04"),
    ("f16", "6.1e-5", "6.097560e-05"),
    ("f16", "5.96e-8", "5.960460e-08"),
    ("f16", "0.333", "3.330080e-01"),
    ("f16", "-1234.0", "-1.234000e+03"),
    ("f16", "2049.0", "2.048000e+03"),
    ("f16", "0x7E00", "0x7E00"),
    ("f16", "0xFC00", "0xFC00"),
    ("bf16", "0.1", "1.000980e-01"),
    ("bf16", "1.0", "1.000000e+00"),
    ("bf16", "3.0e38", "3.004060e+38"),
    ("bf16", "0.333", "3.320310e-01"),
    ("bf16", "-1.0e-40", "-9.183550e-41"),
    ("bf16", "257.0", "2.560000e+02"),
    ("bf16", "0x7FC0", "0x7FC0"),
    ("bf16", "0xFF80", "0xFF80"),
    ("f8E4M3FN", "0.1", "1.015630e-01"),
    ("f8E4M3FN", "1.0", "1.000000e+00"),
    ("f8E4M3FN", "448.0", "4.480000e+02"),
    ("f8E4M3FN", "-448.0", "-4.480000e+02"),
    ("f8E4M3FN", "0.001953125", "1.953130e-03"),
    ("f8E4M3FN", "0.3", "3.125000e-01"),
    ("f8E4M3FN", "17.0", "1.600000e+01"),
    ("f8E4M3FN", "0x7F", "0x7F"),
    ("f8E4M3FN", "0xFF", "0xFF"),
    ("f8E5M2", "57344.0", "5.734400e+04"),
    ("f8E5M2", "0x7C", "0x7C"),
    ("f8E5M2", "0x7E", "0x7E"),
    ("f8E5M2", "1.52587890625e-05", "1.525880e-05"),
    ("f8E4M3", "240.0", "2.400000e+02"),
    ("f8E4M3", "0x78", "0x78"),
    ("f8E5M2FNUZ", "0x80", "0x80"),
    ("f8E5M2FNUZ", "57344.0", "5.734400e+04"),
    ("f8E4M3FNUZ", "240.0", "2.400000e+02"),
    ("f8E4M3FNUZ", "0x80", "0x80"),
    ("f8E4M3B11FNUZ", "30.0", "3.000000e+01"),
    ("f8E4M3B11FNUZ", "0.1", "1.015630e-01"),
    ("f8E3M4", "15.5", "1.550000e+01"),
    ("f8E3M4", "0x70", "0x70"),
    ("f8E8M0FNU", "1.0", "1.000000e+00"),
    ("f8E8M0FNU", "0x00", "5.877470e-39"),
    ("f8E8M0FNU", "0xFE", "1.701410e+38"),
    ("f8E8M0FNU", "0xFF", "0xFF"),
    ("f8E8M0FNU", "3.0", "4.000000e+00"),
    ("f6E2M3FN", "7.5", "7.500000e+00"),
    ("f6E2M3FN", "0.125", "1.250000e-01"),
    ("f6E3M2FN", "28.0", "2.800000e+01"),
    ("f6E3M2FN", "0.0625", "6.250000e-02"),
    ("f4E2M1FN", "6.0", "6.000000e+00"),
    ("f4E2M1FN", "0.5", "5.000000e-01"),
    ("f4E2M1FN", "-3.0", "-3.000000e+00"),
    ("tf32", "0.1", "9.997550e-02"),
    ("tf32", "1.0", "1.000000e+00"),
    ("tf32", "0x3FC00", "0x3FC00"),
];

fn small_kinds() -> impl Iterator<Item = FloatKind> {
    FloatKind::ALL.into_iter().filter(|k| k.bit_width() <= 8)
}

fn k(name: &str) -> FloatKind {
    FloatKind::from_mlir_name(name).unwrap()
}

#[test]
fn names_round_trip() {
    for kind in FloatKind::ALL {
        assert_eq!(FloatKind::from_mlir_name(kind.mlir_name()), Some(kind));
        assert_eq!(kind.to_string(), kind.mlir_name());
        assert_eq!(kind.mlir_name().parse::<FloatKind>(), Ok(kind));
    }
    assert_eq!(FloatKind::from_mlir_name("f8e4m3fn"), None);
    assert_eq!(FloatKind::from_mlir_name("f80"), None);
    assert_eq!(FloatKind::from_mlir_name("f128"), None);
    assert_eq!(FloatKind::from_mlir_name(""), None);
}

#[test]
fn semantics_table() {
    use Flavor::*;
    // kind, width, ebits, mbits, bias, flavor, max_exponent, min_exponent
    let table = [
        (FloatKind::F16, 16, 5, 10, 15, Ieee, 15, -14),
        (FloatKind::BF16, 16, 8, 7, 127, Ieee, 127, -126),
        (FloatKind::F32, 32, 8, 23, 127, Ieee, 127, -126),
        (FloatKind::F64, 64, 11, 52, 1023, Ieee, 1023, -1022),
        (FloatKind::TF32, 19, 8, 10, 127, Ieee, 127, -126),
        (FloatKind::F8E5M2, 8, 5, 2, 15, Ieee, 15, -14),
        (FloatKind::F8E4M3, 8, 4, 3, 7, Ieee, 7, -6),
        (FloatKind::F8E4M3FN, 8, 4, 3, 7, NanAllOnes, 8, -6),
        (FloatKind::F8E5M2FNUZ, 8, 5, 2, 16, NanNegativeZero, 15, -15),
        (FloatKind::F8E4M3FNUZ, 8, 4, 3, 8, NanNegativeZero, 7, -7),
        (
            FloatKind::F8E4M3B11FNUZ,
            8,
            4,
            3,
            11,
            NanNegativeZero,
            4,
            -10,
        ),
        (FloatKind::F8E3M4, 8, 3, 4, 3, Ieee, 3, -2),
        (FloatKind::F8E8M0FNU, 8, 8, 0, 127, NanAllOnes, 127, -127),
        (FloatKind::F6E2M3FN, 6, 2, 3, 1, FiniteOnly, 2, 0),
        (FloatKind::F6E3M2FN, 6, 3, 2, 3, FiniteOnly, 4, -2),
        (FloatKind::F4E2M1FN, 4, 2, 1, 1, FiniteOnly, 2, 0),
    ];
    for (kind, w, e, m, b, fl, emax, emin) in table {
        assert_eq!(kind.bit_width(), w, "{kind}");
        assert_eq!(kind.exponent_bits(), e, "{kind}");
        assert_eq!(kind.mantissa_bits(), m, "{kind}");
        assert_eq!(kind.precision(), m + 1, "{kind}");
        assert_eq!(kind.bias(), b, "{kind}");
        assert_eq!(kind.flavor(), fl, "{kind}");
        assert_eq!(kind.max_exponent(), emax, "{kind}");
        assert_eq!(kind.min_exponent(), emin, "{kind}");
        if kind.is_signed() {
            assert_eq!(w, 1 + e + m, "{kind}");
        } else {
            assert_eq!(w, e + m, "{kind}");
        }
    }
    assert!(!FloatKind::F8E8M0FNU.is_signed());
    assert!(!FloatKind::F8E8M0FNU.has_zero());
    assert!(!FloatKind::F8E4M3FNUZ.has_negative_zero());
    assert!(FloatKind::F8E4M3FN.has_negative_zero());
    assert!(!FloatKind::F4E2M1FN.has_nan());
    assert!(!FloatKind::F8E4M3FN.has_inf());
    assert!(FloatKind::F8E5M2.has_inf());
}

#[test]
fn known_values() {
    let f = FloatKind::F8E4M3FN;
    assert_eq!(to_f64(f, max_finite(f)), 448.0);
    assert_eq!(max_finite(f), 0x7E);
    assert!(is_nan(f, 0x7F) && is_nan(f, 0xFF));
    assert_eq!(to_f64(f, smallest_positive(f)), 2f64.powi(-9));

    let f = FloatKind::F8E5M2;
    assert_eq!(to_f64(f, max_finite(f)), 57344.0);
    assert!(is_inf(f, 0x7C) && is_inf(f, 0xFC) && is_nan(f, 0x7D) && is_nan(f, 0xFE));
    assert_eq!(to_f64(f, 1), 2f64.powi(-16));

    let f = FloatKind::F8E4M3FNUZ;
    assert_eq!(nan(f), Some(0x80));
    assert!(is_nan(f, 0x80));
    assert_eq!(to_f64(f, max_finite(f)), 240.0);
    assert_eq!(to_f64(f, 0x7F), 240.0);
    assert_eq!(to_f64(f, 1), 2f64.powi(-10));

    let f = FloatKind::F8E5M2FNUZ;
    assert_eq!(nan(f), Some(0x80));
    assert_eq!(to_f64(f, 0x7F), 57344.0);
    assert_eq!(to_f64(f, 1), 2f64.powi(-17));

    let f = FloatKind::F8E4M3B11FNUZ;
    assert_eq!(to_f64(f, 0x7F), 30.0);
    assert_eq!(to_f64(f, smallest_normal(f)), 2f64.powi(-10));
    assert_eq!(to_f64(f, 1), 2f64.powi(-13));

    let f = FloatKind::F8E4M3;
    assert_eq!(to_f64(f, max_finite(f)), 240.0);
    assert_eq!(inf(f, false), Some(0x78));

    let f = FloatKind::F8E3M4;
    assert_eq!(to_f64(f, max_finite(f)), 15.5);
    assert_eq!(inf(f, true), Some(0xF0));
    assert_eq!(to_f64(f, 1), 2f64.powi(-6));

    let f = FloatKind::F8E8M0FNU;
    assert_eq!(to_f64(f, 0x00), 2f64.powi(-127));
    assert_eq!(to_f64(f, 0x7F), 1.0);
    assert_eq!(to_f64(f, 0xFE), 2f64.powi(127));
    assert!(is_nan(f, 0xFF));
    assert_eq!(max_finite(f), 0xFE);
    assert_eq!(min_finite(f), 0x00);
    assert_eq!(smallest_normal(f), 0x00);
    assert_eq!(zero(f), None);

    let f = FloatKind::F4E2M1FN;
    let vals: Vec<f64> = (0..8).map(|b| to_f64(f, b)).collect();
    assert_eq!(vals, [0.0, 0.5, 1.0, 1.5, 2.0, 3.0, 4.0, 6.0]);
    let neg: Vec<f64> = (8..16).map(|b| to_f64(f, b)).collect();
    assert_eq!(neg, [-0.0, -0.5, -1.0, -1.5, -2.0, -3.0, -4.0, -6.0]);
    assert!(to_f64(f, 8).is_sign_negative());

    let f = FloatKind::F6E2M3FN;
    assert_eq!(to_f64(f, max_finite(f)), 7.5);
    assert_eq!(to_f64(f, 1), 0.125);
    let f = FloatKind::F6E3M2FN;
    assert_eq!(to_f64(f, max_finite(f)), 28.0);
    assert_eq!(to_f64(f, 1), 0.0625);

    let f = FloatKind::F16;
    assert_eq!(one(f), 0x3C00);
    assert_eq!(max_finite(f), 0x7BFF);
    assert_eq!(to_f64(f, 0x7BFF), 65504.0);
    assert_eq!(to_f64(f, 1), 2f64.powi(-24));
    assert_eq!(smallest_normal(f), 0x0400);
    assert_eq!(min_finite(f), 0xFBFF);
    assert_eq!(nan(f), Some(0x7E00));

    let f = FloatKind::BF16;
    assert_eq!(one(f), 0x3F80);
    assert_eq!(nan(f), Some(0x7FC0));
    let f = FloatKind::TF32;
    assert_eq!(one(f), 0x1FC00);
    assert_eq!(inf(f, false), Some(0x3FC00));
    assert_eq!(inf(f, true), Some(0x7FC00));
    assert_eq!(
        to_f64(f, max_finite(f)),
        (2.0 - 2f64.powi(-10)) * 2f64.powi(127)
    );
    assert_eq!(nan(FloatKind::F32), Some(0x7FC0_0000));
    assert_eq!(nan(FloatKind::F64), Some(0x7FF8_0000_0000_0000));
    assert_eq!(one(FloatKind::F64), 1f64.to_bits());
    assert_eq!(max_finite(FloatKind::F64), f64::MAX.to_bits());
    assert_eq!(min_finite(FloatKind::F32), f32::MIN.to_bits() as u64);
    assert_eq!(
        smallest_normal(FloatKind::F32),
        f32::MIN_POSITIVE.to_bits() as u64
    );
    assert_eq!(nan(FloatKind::F4E2M1FN), None);
    assert_eq!(inf(FloatKind::F8E4M3FN, false), None);

    for kind in FloatKind::ALL {
        assert_eq!(to_f64(kind, one(kind)), 1.0, "{kind}");
        if let Some(z) = zero(kind) {
            assert_eq!(to_f64(kind, z), 0.0, "{kind}");
            assert!(is_zero(kind, z));
        }
        let mx = to_f64(kind, max_finite(kind));
        let next_up = max_finite(kind) + 1;
        assert!(
            !is_finite(kind, next_up) || next_up >> (kind.bit_width() - 1) == 1,
            "{kind}"
        );
        if kind.is_signed() {
            assert_eq!(to_f64(kind, min_finite(kind)), -mx, "{kind}");
        }
        assert_eq!(
            to_f64(kind, smallest_normal(kind)),
            2f64.powi(kind.min_exponent()),
            "{kind}"
        );
        assert!(
            mx >= 2f64.powi(kind.max_exponent()) && mx < 2f64.powi(kind.max_exponent() + 1),
            "{kind}"
        );
    }
}

#[test]
fn small_kinds_exhaustive_round_trip() {
    for kind in small_kinds() {
        for bits in 0..(1u64 << kind.bit_width()) {
            let v = to_f64(kind, bits);
            let (back, st) = from_f64(kind, v);
            if is_nan(kind, bits) {
                assert!(v.is_nan(), "{kind} {bits:#x}");
                assert!(is_nan(kind, back), "{kind} {bits:#x}");
                continue;
            }
            assert_eq!(back, bits, "{kind} {bits:#x} {v}");
            assert!(
                st.exact && !st.overflow && !st.underflow && !st.invalid,
                "{kind} {bits:#x}"
            );
            assert_eq!(is_inf(kind, bits), v.is_infinite());
            assert_eq!(
                is_negative(kind, bits),
                v.is_sign_negative(),
                "{kind} {bits:#x}"
            );
        }
    }
}

#[test]
fn nan_payloads_round_trip_for_ieee_kinds() {
    for kind in [
        FloatKind::F16,
        FloatKind::BF16,
        FloatKind::TF32,
        FloatKind::F8E5M2,
        FloatKind::F8E4M3,
        FloatKind::F8E3M4,
    ] {
        let m = kind.mantissa_bits();
        let e = kind.exponent_bits();
        for payload in 1..(1u64 << m).min(4096) {
            for sign in [0, 1u64 << (kind.bit_width() - 1)] {
                let bits = sign | (((1u64 << e) - 1) << m) | payload;
                assert!(is_nan(kind, bits));
                assert_eq!(
                    from_f64(kind, to_f64(kind, bits)).0,
                    bits,
                    "{kind} {bits:#x}"
                );
            }
        }
    }
}

#[test]
fn wide_kinds_exhaustive_round_trip() {
    for kind in [FloatKind::F16, FloatKind::BF16, FloatKind::TF32] {
        for bits in 0..(1u64 << kind.bit_width()) {
            let v = to_f64(kind, bits);
            let (back, st) = from_f64(kind, v);
            assert_eq!(back, bits, "{kind} {bits:#x}");
            assert!(st.exact, "{kind} {bits:#x}");
        }
    }
    // bf16 is the top half of f32; tf32 the top 19 bits.
    for bits in 0..(1u64 << 16) {
        let a = to_f64(FloatKind::BF16, bits);
        let b = f32::from_bits((bits as u32) << 16) as f64;
        assert!(
            a.to_bits() == b.to_bits() || (a.is_nan() && b.is_nan()),
            "{bits:#x}"
        );
    }
    for bits in (0..(1u64 << 19)).step_by(7) {
        let a = to_f64(FloatKind::TF32, bits);
        let b = f32::from_bits((bits as u32) << 13) as f64;
        assert!(
            a.to_bits() == b.to_bits() || (a.is_nan() && b.is_nan()),
            "{bits:#x}"
        );
    }
}

#[test]
fn f16_and_bf16_exhaustive_print_parse() {
    for kind in [FloatKind::F16, FloatKind::BF16] {
        for bits in 0..(1u64 << 16) {
            let s = format_mlir(kind, bits);
            assert_eq!(parse_literal(kind, &s), Some(bits), "{kind} {bits:#x} {s}");
            if is_finite(kind, bits) {
                assert!(
                    s.contains('.') && !s.starts_with("0x"),
                    "{kind} {bits:#x} {s}"
                );
                assert_eq!(parse_decimal(kind, &s), Some(bits));
            }
        }
    }
}

#[test]
fn small_kinds_exhaustive_print_parse() {
    for kind in small_kinds() {
        for bits in 0..(1u64 << kind.bit_width()) {
            let s = format_mlir(kind, bits);
            assert_eq!(parse_literal(kind, &s), Some(bits), "{kind} {bits:#x} {s}");
        }
    }
}

/// Cross-checks the generic rounding routine against the hardware f64 -> f32 conversion.
#[test]
fn generic_rounding_matches_native_f32() {
    let s = FloatKind::F32.sem();
    let mut state = 0x9E37_79B9_7F4A_7C15u64;
    let mut next = || {
        state ^= state << 13;
        state ^= state >> 7;
        state ^= state << 17;
        state
    };
    let check = |x: f64| {
        if x.is_nan() || x == 0.0 || x.is_infinite() {
            return;
        }
        let (neg, m, e) = split_f64(x);
        let (bits, st, _) = round_finite(&s, neg, m, e, Dir::Exact);
        let native = x as f32;
        assert_eq!(bits, native.to_bits() as u64, "{x:e}");
        assert_eq!(st.exact, native as f64 == x, "{x:e}");
        assert_eq!(st, from_f64(FloatKind::F32, x).1, "{x:e}");
    };
    for _ in 0..200_000 {
        let r = next();
        // Random f64 around the f32 range, including subnormal/overflow edges.
        let exp = 1023 - 160 + (r >> 52) % 300;
        let x = f64::from_bits((r & (1 << 63)) | (exp << 52) | (next() & ((1 << 52) - 1)));
        check(x);
        // Exact midpoints between adjacent f32 values.
        let f = f32::from_bits(next() as u32);
        if f.is_finite() {
            let g = f32::from_bits(f.to_bits() + 1);
            if g.is_finite() {
                check((f as f64 + g as f64) / 2.0);
            }
        }
    }
}

#[test]
fn ties_to_even() {
    let f16 = FloatKind::F16;
    // 2049 lies halfway between 2048 (even) and 2050 (odd mantissa).
    assert_eq!(from_f64(f16, 2049.0).0, from_f64(f16, 2048.0).0);
    assert_eq!(from_f64(f16, 2051.0).0, from_f64(f16, 2052.0).0);
    assert!(!from_f64(f16, 2049.0).1.exact);
    // Subnormal tie: 2^-25 is halfway between 0 and 2^-24 -> 0 (underflow).
    let (b, st) = from_f64(f16, 2f64.powi(-25));
    assert_eq!(b, 0);
    assert!(st.underflow && !st.exact);
    assert_eq!(from_f64(f16, 3.0 * 2f64.powi(-25)).0, 2);
    assert_eq!(from_f64(f16, -3.0 * 2f64.powi(-25)).0, 0x8002);
    // Overflow threshold: 65520 = 65504 + ulp/2 rounds to inf; just below stays.
    let (b, st) = from_f64(f16, 65520.0);
    assert_eq!(b, 0x7C00);
    assert!(st.overflow);
    assert_eq!(from_f64(f16, 65519.99).0, 0x7BFF);

    let f4 = FloatKind::F4E2M1FN;
    assert_eq!(to_f64(f4, from_f64(f4, 2.5).0), 2.0);
    assert_eq!(to_f64(f4, from_f64(f4, 3.5).0), 4.0);
    assert_eq!(to_f64(f4, from_f64(f4, 5.0).0), 4.0);
    assert_eq!(to_f64(f4, from_f64(f4, 0.25).0), 0.0);
    assert_eq!(to_f64(f4, from_f64(f4, 0.75).0), 1.0);
    // f4 saturates (no inf/NaN).
    let (b, st) = from_f64(f4, 100.0);
    assert_eq!(b, 0x7);
    assert!(st.overflow);
    assert_eq!(from_f64(f4, f64::NEG_INFINITY).0, 0xF);
    let (b, st) = from_f64(f4, f64::NAN);
    assert_eq!(b, 0);
    assert!(st.invalid);

    // f8E4M3FN: 464 is halfway between 448 (0x7E, even) and the NaN slot -> 448;
    // anything above becomes NaN like APFloat.
    let fn8 = FloatKind::F8E4M3FN;
    assert_eq!(from_f64(fn8, 464.0).0, 0x7E);
    let (b, st) = from_f64(fn8, 464.5);
    assert_eq!(b, 0x7F);
    assert!(st.overflow);
    assert_eq!(from_f64(fn8, -1000.0).0, 0xFF);
    assert_eq!(from_f64(fn8, f64::INFINITY).0, 0x7F);

    // FNUZ: overflow and NaN go to 0x80, -0 becomes +0.
    let fnuz = FloatKind::F8E4M3FNUZ;
    assert_eq!(from_f64(fnuz, 1.0e6).0, 0x80);
    assert_eq!(from_f64(fnuz, -1.0e6).0, 0x80);
    assert_eq!(from_f64(fnuz, f64::NAN).0, 0x80);
    let (b, st) = from_f64(fnuz, -0.0);
    assert_eq!(b, 0);
    assert!(!st.exact);
    assert_eq!(from_f64(fnuz, -1.0e-30).0, 0);

    // E8M0: ties (1.5 * 2^e) round up, tiny values and zero go to 2^-127,
    // negative values are invalid.
    let e8 = FloatKind::F8E8M0FNU;
    assert_eq!(to_f64(e8, from_f64(e8, 3.0).0), 4.0);
    assert_eq!(to_f64(e8, from_f64(e8, 2.9).0), 2.0);
    assert_eq!(to_f64(e8, from_f64(e8, 1.5).0), 2.0);
    assert_eq!(from_f64(e8, 0.0).0, 0x00);
    assert_eq!(from_f64(e8, 1.0e-300).0, 0x00);
    assert_eq!(from_f64(e8, 1.0e300).0, 0xFF);
    let (b, st) = from_f64(e8, -2.0);
    assert_eq!(b, 0xFF);
    assert!(st.invalid);

    // IEEE f8 kinds overflow to inf.
    assert_eq!(from_f64(FloatKind::F8E5M2, 1.0e9).0, 0x7C);
    assert_eq!(from_f64(FloatKind::F8E5M2, -1.0e9).0, 0xFC);

    // bf16 ties: 1 + 2^-8 is halfway between 1 and 1 + 2^-7.
    let bf = FloatKind::BF16;
    assert_eq!(from_f64(bf, 1.0 + 2f64.powi(-8)).0, 0x3F80);
    assert_eq!(from_f64(bf, 1.0 + 3.0 * 2f64.powi(-8)).0, 0x3F82);
}

#[test]
fn status_flags() {
    assert_eq!(from_f64(FloatKind::F32, 0.5).1, Status::EXACT);
    assert_eq!(from_f64(FloatKind::F32, 0.1).1, Status::INEXACT);
    assert!(from_f64(FloatKind::F32, 1e39).1.overflow);
    assert!(from_f64(FloatKind::F32, 1e-50).1.underflow);
    assert_eq!(
        from_f64(FloatKind::F64, 0.1),
        (0.1f64.to_bits(), Status::EXACT)
    );
    assert!(from_f64(FloatKind::F16, 1e-6).1.underflow);
    assert!(!from_f64(FloatKind::F16, 65504.0 * 1.00001).1.overflow);
}

#[test]
fn decimal_parsing() {
    let f32k = FloatKind::F32;
    assert_eq!(parse_decimal(f32k, "1.0"), Some(0x3F80_0000));
    assert_eq!(
        parse_decimal(f32k, "-2.5e0"),
        Some((-2.5f32).to_bits() as u64)
    );
    assert_eq!(parse_decimal(f32k, "+1.5"), Some(1.5f32.to_bits() as u64));
    assert_eq!(parse_decimal(f32k, "5."), Some(5f32.to_bits() as u64));
    assert_eq!(parse_decimal(f32k, "7"), Some(7f32.to_bits() as u64));
    assert_eq!(parse_decimal(f32k, "1E3"), Some(1000f32.to_bits() as u64));
    assert_eq!(parse_decimal(f32k, "1.0e39"), Some(0x7F80_0000));
    // A value whose f64 rounding lands on an f32 tie; direct f32 parsing avoids double rounding.
    assert_eq!(
        parse_decimal(f32k, "1.00000005960464477539062500001"),
        Some(0x3F80_0001)
    );
    for bad in [
        "", "-", ".5", "1.0.0", "1e", "1e+", "inf", "nan", "NaN", "0x10", "1_0", " 1.0", "1.0 ",
        "--1", "1.0f",
    ] {
        assert_eq!(parse_decimal(f32k, bad), None, "{bad:?}");
    }
    let f64k = FloatKind::F64;
    assert_eq!(parse_decimal(f64k, "0.1"), Some(0.1f64.to_bits()));
    assert_eq!(parse_decimal(f64k, "1e400"), Some(f64::INFINITY.to_bits()));
    assert_eq!(parse_decimal(f64k, "-0.0"), Some((-0.0f64).to_bits()));
    assert_eq!(parse_decimal(f64k, "1e-999999999999999999999999"), Some(0));

    // Double-rounding traps for narrow kinds: values within 1e-25 of an f16 tie.
    let f16 = FloatKind::F16;
    assert_eq!(parse_decimal(f16, "2049.0"), Some(0x6800)); // tie -> even (2048)
    assert_eq!(
        parse_decimal(f16, "2049.00000000000000000000001"),
        Some(0x6801)
    ); // -> 2050
    assert_eq!(
        parse_decimal(f16, "2048.99999999999999999999999"),
        Some(0x6800)
    );
    assert_eq!(parse_decimal(f16, "65520.0"), Some(0x7C00));
    assert_eq!(
        parse_decimal(f16, "65519.9999999999999999999999"),
        Some(0x7BFF)
    );
    let long = format!("2049.{}1", "0".repeat(5000));
    assert_eq!(parse_decimal(f16, &long), Some(0x6801));
    let fn8 = FloatKind::F8E4M3FN;
    assert_eq!(parse_decimal(fn8, "464.0"), Some(0x7E));
    assert_eq!(
        parse_decimal(fn8, "464.000000000000000000000000001"),
        Some(0x7F)
    );
    assert_eq!(parse_decimal(fn8, "-1000.0"), Some(0xFF));
    let e8 = FloatKind::F8E8M0FNU;
    assert_eq!(parse_decimal(e8, "-1.0"), None);
    assert_eq!(parse_decimal(e8, "0.0"), Some(0));
    assert_eq!(parse_decimal(e8, "-0.0"), Some(0));
    assert_eq!(parse_decimal(e8, "3.0"), Some(0x81));
    assert_eq!(parse_decimal(FloatKind::F8E4M3FNUZ, "-0.0"), Some(0));
    assert_eq!(parse_decimal(FloatKind::F4E2M1FN, "100.0"), Some(0x7));
    assert_eq!(parse_decimal(FloatKind::F4E2M1FN, "-0.0"), Some(0x8));
}

#[test]
fn hex_literals() {
    assert_eq!(from_hex_bits(FloatKind::F16, 0x7C00), Some(0x7C00));
    assert_eq!(from_hex_bits(FloatKind::F16, 0x1_0000), None);
    assert_eq!(from_hex_bits(FloatKind::F4E2M1FN, 0xF), Some(0xF));
    assert_eq!(from_hex_bits(FloatKind::F4E2M1FN, 0x10), None);
    assert_eq!(from_hex_bits(FloatKind::TF32, 0x7FFFF), Some(0x7FFFF));
    assert_eq!(from_hex_bits(FloatKind::TF32, 0x80000), None);
    assert_eq!(from_hex_bits(FloatKind::F64, u64::MAX), Some(u64::MAX));
    assert_eq!(
        parse_literal(FloatKind::F32, "0x7FC00000"),
        Some(0x7FC0_0000)
    );
    assert_eq!(
        parse_literal(FloatKind::F32, "0x7fc00000"),
        Some(0x7FC0_0000)
    );
    assert_eq!(
        parse_literal(FloatKind::F32, "0x0000000000000000003F800000"),
        Some(0x3F80_0000)
    );
    assert_eq!(parse_literal(FloatKind::F32, "0x17FC00000"), None);
    assert_eq!(parse_literal(FloatKind::F32, "-0x7FC00000"), None);
    assert_eq!(parse_literal(FloatKind::F32, "0x"), None);
    assert_eq!(parse_literal(FloatKind::F32, "0x+1"), None);
    assert_eq!(parse_literal(FloatKind::F64, "0x10000000000000000"), None);
    assert_eq!(format_hex(FloatKind::F6E2M3FN, 0x8), "0x08");
    assert_eq!(format_hex(FloatKind::TF32, 0x3FC00), "0x3FC00");
    assert_eq!(format_hex(FloatKind::F64, 0), "0x0000000000000000");
}

#[test]
fn mlir_printing_samples() {
    for &(ty, input, expected) in MLIR_OPT_SAMPLES {
        let kind = k(ty);
        let bits = parse_literal(kind, input).unwrap_or_else(|| panic!("{ty} {input}"));
        assert_eq!(format_mlir(kind, bits), expected, "{ty} {input}");
        assert_eq!(parse_literal(kind, expected), Some(bits), "{ty} {expected}");
    }
}

#[test]
fn mlir_printing_required_examples() {
    assert_eq!(
        format_mlir(FloatKind::F32, 1f32.to_bits() as u64),
        "1.000000e+00"
    );
    assert_eq!(
        format_mlir(FloatKind::F32, 0.1f32.to_bits() as u64),
        "1.000000e-01"
    );
    assert_eq!(
        format_mlir(FloatKind::F32, (-0.25f32).to_bits() as u64),
        "-2.500000e-01"
    );
    // mlir-opt 22 prints f64 0.1 as 1.000000e-01 too: the 7-digit form parses back to the same double.
    assert_eq!(
        format_mlir(FloatKind::F64, 0.1f64.to_bits()),
        "1.000000e-01"
    );
    // A double that needs the long APFloat::toString form.
    assert_eq!(
        format_mlir(FloatKind::F64, (1.0f64 / 3.0).to_bits()),
        "0.33333333333333331"
    );
    assert_eq!(
        format_mlir(FloatKind::F32, f32::NAN.to_bits() as u64),
        "0x7FC00000"
    );
    assert_eq!(
        format_mlir(FloatKind::F64, f64::NEG_INFINITY.to_bits()),
        "0xFFF0000000000000"
    );
    assert_eq!(
        format_mlir(FloatKind::F64, 0.0f64.to_bits()),
        "0.000000e+00"
    );
    assert_eq!(format_mlir(FloatKind::F8E4M3FNUZ, 0x80), "0x80");
    assert_eq!(format_mlir(FloatKind::F8E8M0FNU, 0xFF), "0xFF");
}

#[test]
fn llvm_to_string_defaults() {
    let f64k = FloatKind::F64;
    let s = |x: f64| to_llvm_string(f64k, x.to_bits(), 0, 3, true);
    assert_eq!(s(0.1), "0.10000000000000001");
    assert_eq!(s(1.0), "1");
    assert_eq!(s(100.0), "100");
    assert_eq!(s(1.5), "1.5");
    assert_eq!(s(1.0e20), "1.0E+20");
    assert_eq!(s(1.0e-7), "9.9999999999999995E-8");
    assert_eq!(s(-0.0), "-0");
    assert_eq!(
        to_llvm_string(f64k, f64::INFINITY.to_bits(), 0, 3, true),
        "+Inf"
    );
    assert_eq!(
        to_llvm_string(f64k, f64::NEG_INFINITY.to_bits(), 0, 3, true),
        "-Inf"
    );
    assert_eq!(to_llvm_string(f64k, f64::NAN.to_bits(), 0, 3, true), "NaN");
    assert_eq!(to_llvm_string(f64k, 0, 6, 0, false), "0.000000e+00");
    assert_eq!(to_llvm_string(f64k, 0, 0, 0, true), "0.0E+0");
    assert_eq!(
        to_llvm_string(f64k, 0.5f64.to_bits(), u32::MAX, 0, false).len(),
        1006
    );
}

#[test]
fn helpers() {
    let f = FloatKind::F16;
    assert_eq!(negate(f, 0x3C00), 0xBC00);
    assert_eq!(negate(f, 0x0000), 0x8000);
    assert_eq!(negate(f, 0x7C00), 0xFC00);
    let fnuz = FloatKind::F8E4M3FNUZ;
    assert_eq!(negate(fnuz, 0x00), 0x00);
    assert_eq!(negate(fnuz, 0x80), 0x80);
    assert_eq!(negate(fnuz, 0x38), 0xB8);
    assert_eq!(negate(FloatKind::F8E8M0FNU, 0x7F), 0xFF);
    assert_eq!(negate(FloatKind::F4E2M1FN, 0x2), 0xA);
    for kind in FloatKind::ALL {
        let m = max_finite(kind);
        assert!(is_finite(kind, m) && !is_nan(kind, m) && !is_inf(kind, m));
        if kind.is_signed() {
            assert_eq!(negate(kind, negate(kind, m)), m);
            assert_eq!(negate(kind, m), min_finite(kind));
        }
        if let Some(n) = nan(kind) {
            assert!(is_nan(kind, n), "{kind}");
            assert!(!is_finite(kind, n));
        }
        for neg in [false, true] {
            if let Some(i) = inf(kind, neg) {
                assert!(is_inf(kind, i));
                assert_eq!(
                    to_f64(kind, i),
                    if neg {
                        f64::NEG_INFINITY
                    } else {
                        f64::INFINITY
                    }
                );
            }
        }
    }
    // High bits beyond the storage width are ignored.
    assert_eq!(to_f64(FloatKind::F16, 0xFFFF_0000_3C00), 1.0);
    assert_eq!(
        format_mlir(FloatKind::F16, 0xFFFF_0000_3C00),
        "1.000000e+00"
    );
}

/// Every entry point must be panic-free for arbitrary input.
#[test]
fn no_panics_on_arbitrary_input() {
    let mut state = 0x2545_F491_4F6C_DD1Du64;
    let mut next = || {
        state ^= state << 13;
        state ^= state >> 7;
        state ^= state << 17;
        state
    };
    let alphabet = b"0123456789.eE+-x ";
    for _ in 0..20_000 {
        let r = next();
        let len = (r % 12) as usize;
        let s: String = (0..len)
            .map(|_| alphabet[(next() % alphabet.len() as u64) as usize] as char)
            .collect();
        for kind in FloatKind::ALL {
            let _ = parse_literal(kind, &s);
            let bits = next();
            let _ = format_mlir(kind, bits);
            let _ = to_llvm_string(
                kind,
                bits,
                (next() % 40) as u32,
                (next() % 5) as u32,
                next() & 1 == 1,
            );
            let v = f64::from_bits(next());
            let _ = from_f64(kind, v);
            let _ = to_f64(kind, bits);
            let _ = negate(kind, bits);
        }
    }
    for kind in FloatKind::ALL {
        for x in [
            f64::MAX,
            f64::MIN,
            f64::MIN_POSITIVE,
            5e-324,
            -5e-324,
            f64::NAN,
            -f64::NAN,
            0.0,
            -0.0,
        ] {
            let _ = from_f64(kind, x);
        }
        for s in [
            "9".repeat(400),
            format!("0.{}1", "0".repeat(400)),
            format!("1e{}", "9".repeat(50)),
            format!("1e-{}", "9".repeat(50)),
        ] {
            let _ = parse_decimal(kind, &s);
        }
    }
}
