//! Constant folders, as upstream folds: rounding, sign and classification ops on every float
//! kind (exact); transcendental functions only on `f32` and `f64` (through libm's `f32` and
//! `f64` functions, like upstream's calls to the C library); integer bit counts and `ipowi`
//! on every width. No fold where upstream declines (`sqrt`/`log` of negatives, `0 ** -n`).

use xla_dialect_arith::apint::{mask, sign_extend};
use xla_dialect_arith::fold::{
    decode_all, elem_width, make, map_binary, map_unary, to_attr, Elems,
};
use xla_ir::float::{self, FloatKind};
use xla_ir::registry::FoldResult;
use xla_ir::{Attribute, OpRef};

/// Function codes shared by the folders (const generic arguments).
pub mod f {
    pub const ABS: u8 = 0;
    pub const CEIL: u8 = 1;
    pub const FLOOR: u8 = 2;
    pub const ROUNDEVEN: u8 = 3;
    pub const TRUNC: u8 = 4;
    pub const ROUND: u8 = 5;
    pub const EXP: u8 = 6;
    pub const EXP2: u8 = 7;
    pub const EXPM1: u8 = 8;
    pub const LOG: u8 = 9;
    pub const LOG2: u8 = 10;
    pub const LOG10: u8 = 11;
    pub const LOG1P: u8 = 12;
    pub const SQRT: u8 = 13;
    pub const SIN: u8 = 14;
    pub const COS: u8 = 15;
    pub const TAN: u8 = 16;
    pub const ASIN: u8 = 17;
    pub const ACOS: u8 = 18;
    pub const ATAN: u8 = 19;
    pub const SINH: u8 = 20;
    pub const COSH: u8 = 21;
    pub const TANH: u8 = 22;
    pub const ASINH: u8 = 23;
    pub const ACOSH: u8 = 24;
    pub const ATANH: u8 = 25;
    pub const ERF: u8 = 26;
    pub const ERFC: u8 = 27;
    // Binary.
    pub const COPYSIGN: u8 = 40;
    pub const ATAN2: u8 = 41;
    pub const POWF: u8 = 42;
    // Integer.
    pub const ABSI: u8 = 50;
    pub const CTLZ: u8 = 51;
    pub const CTTZ: u8 = 52;
    pub const CTPOP: u8 = 53;
    // Classification.
    pub const ISNAN: u8 = 60;
    pub const ISINF: u8 = 61;
    pub const ISFINITE: u8 = 62;
    pub const ISNORMAL: u8 = 63;
}
use f::*;

fn operands<const N: usize>(op: OpRef<'_>, attrs: &[Option<Attribute>]) -> Option<[Elems; N]> {
    if op.num_results() != 1 || attrs.len() != N {
        return None;
    }
    let decoded: Vec<Elems> = decode_all(op.ctx, attrs)
        .into_iter()
        .collect::<Option<_>>()?;
    decoded.try_into().ok()
}

/// Kinds whose values `f64` holds exactly (so exact operations may go through `f64`).
fn narrow_kind(op: OpRef<'_>, e: &Elems) -> Option<FloatKind> {
    op.ctx.float_kind(e.elem).filter(|k| k.bit_width() <= 64)
}

/// Exact operations on any float kind: sign and rounding to integral values.
fn exact(code: u8, x: f64) -> f64 {
    match code {
        ABS => x.abs(),
        CEIL => x.ceil(),
        FLOOR => x.floor(),
        ROUNDEVEN => x.round_ties_even(),
        TRUNC => x.trunc(),
        _ => x,
    }
}

/// `f32`/`f64` functions; `None` where upstream does not fold.
fn transcendental64(code: u8, x: f64) -> Option<f64> {
    Some(match code {
        ROUND => x.round(),
        EXP => libm::exp(x),
        EXP2 => libm::exp2(x),
        EXPM1 => libm::expm1(x),
        LOG | LOG2 | LOG10 | SQRT if x < 0.0 => return None,
        LOG => libm::log(x),
        LOG2 => libm::log2(x),
        LOG10 => libm::log10(x),
        LOG1P if x + 1.0 < 0.0 => return None,
        LOG1P => libm::log1p(x),
        SQRT => libm::sqrt(x),
        SIN => libm::sin(x),
        COS => libm::cos(x),
        TAN => libm::tan(x),
        ASIN => libm::asin(x),
        ACOS => libm::acos(x),
        ATAN => libm::atan(x),
        SINH => libm::sinh(x),
        COSH => libm::cosh(x),
        TANH => libm::tanh(x),
        ASINH => libm::asinh(x),
        ACOSH => libm::acosh(x),
        ATANH => libm::atanh(x),
        ERF => libm::erf(x),
        ERFC => libm::erfc(x),
        _ => return None,
    })
}

fn transcendental32(code: u8, x: f32) -> Option<f32> {
    Some(match code {
        ROUND => x.round(),
        EXP => libm::expf(x),
        EXP2 => libm::exp2f(x),
        EXPM1 => libm::expm1f(x),
        LOG | LOG2 | LOG10 | SQRT if x < 0.0 => return None,
        LOG => libm::logf(x),
        LOG2 => libm::log2f(x),
        LOG10 => libm::log10f(x),
        LOG1P if x + 1.0 < 0.0 => return None,
        LOG1P => libm::log1pf(x),
        SQRT => libm::sqrtf(x),
        SIN => libm::sinf(x),
        COS => libm::cosf(x),
        TAN => libm::tanf(x),
        ASIN => libm::asinf(x),
        ACOS => libm::acosf(x),
        ATAN => libm::atanf(x),
        SINH => libm::sinhf(x),
        COSH => libm::coshf(x),
        TANH => libm::tanhf(x),
        ASINH => libm::asinhf(x),
        ACOSH => libm::acoshf(x),
        ATANH => libm::atanhf(x),
        ERF => libm::erff(x),
        ERFC => libm::erfcf(x),
        _ => return None,
    })
}

/// The folder of a unary float op.
pub fn float_unary<const CODE: u8>(
    op: OpRef<'_>,
    attrs: &[Option<Attribute>],
) -> Option<Vec<FoldResult>> {
    let [x] = operands::<1>(op, attrs)?;
    let kind = narrow_kind(op, &x)?;
    let result = map_unary(op.ctx, &x, x.ty, |b| {
        let b = b as u64;
        let out = match kind {
            _ if CODE <= TRUNC => {
                if float::is_nan(kind, b) || float::is_inf(kind, b) {
                    return Some(u128::from(if CODE == ABS {
                        b & !sign_bit(kind)
                    } else {
                        b
                    }));
                }
                float::from_f64(kind, exact(CODE, float::to_f64(kind, b))).0
            }
            FloatKind::F64 => transcendental64(CODE, f64::from_bits(b))?.to_bits(),
            FloatKind::F32 => {
                u64::from(transcendental32(CODE, f32::from_bits(b as u32))?.to_bits())
            }
            _ => return None,
        };
        Some(u128::from(out))
    });
    to_attr(result)
}

fn sign_bit(kind: FloatKind) -> u64 {
    1u64 << (kind.bit_width() - 1)
}

/// The folder of `copysign`, `atan2` and `powf`.
pub fn float_binary<const CODE: u8>(
    op: OpRef<'_>,
    attrs: &[Option<Attribute>],
) -> Option<Vec<FoldResult>> {
    let [a, b] = operands::<2>(op, attrs)?;
    let kind = narrow_kind(op, &a)?;
    let result = map_binary(op.ctx, &a, &b, a.ty, |x, y| {
        let (x, y) = (x as u64, y as u64);
        let out = match (CODE, kind) {
            (COPYSIGN, _) => (x & !sign_bit(kind)) | (y & sign_bit(kind)),
            (ATAN2, _) if float::is_zero(kind, x) && float::is_zero(kind, y) => float::nan(kind)?,
            (ATAN2, FloatKind::F64) => libm::atan2(f64::from_bits(x), f64::from_bits(y)).to_bits(),
            (ATAN2, FloatKind::F32) => u64::from(
                libm::atan2f(f32::from_bits(x as u32), f32::from_bits(y as u32)).to_bits(),
            ),
            (POWF, FloatKind::F64) => libm::pow(f64::from_bits(x), f64::from_bits(y)).to_bits(),
            (POWF, FloatKind::F32) => {
                u64::from(libm::powf(f32::from_bits(x as u32), f32::from_bits(y as u32)).to_bits())
            }
            _ => return None,
        };
        Some(u128::from(out))
    });
    to_attr(result)
}

/// The folder of `absi`, `ctlz`, `cttz` and `ctpop`.
pub fn int_unary<const CODE: u8>(
    op: OpRef<'_>,
    attrs: &[Option<Attribute>],
) -> Option<Vec<FoldResult>> {
    let [x] = operands::<1>(op, attrs)?;
    let width = elem_width(op.ctx, x.elem)?;
    let result = map_unary(op.ctx, &x, x.ty, |b| {
        let b = b & mask(width);
        let out = match CODE {
            ABSI => sign_extend(b, width).unsigned_abs(),
            CTLZ => u128::from(b.leading_zeros() - (128 - width)),
            CTTZ => u128::from(b.trailing_zeros().min(width)),
            _ => u128::from(b.count_ones()),
        };
        Some(out & mask(width))
    });
    to_attr(result)
}

/// `ipowi`: exact powers by squaring (wrapping); negative powers fold to 0, 1 or -1 as
/// upstream, except `0 ** -n`, which stays.
pub fn ipowi(op: OpRef<'_>, attrs: &[Option<Attribute>]) -> Option<Vec<FoldResult>> {
    let [a, b] = operands::<2>(op, attrs)?;
    let width = elem_width(op.ctx, a.elem)?;
    let m = mask(width);
    let result = map_binary(op.ctx, &a, &b, a.ty, |base, power| {
        let (base, power) = (base & m, power & m);
        let one = 1u128;
        if power == 0 {
            return Some(one & m);
        }
        if sign_extend(power, width) < 0 {
            return match sign_extend(base, width) {
                0 => None,
                1 => Some(one & m),
                -1 if power & 1 == 1 => Some(m),
                -1 => Some(one & m),
                _ => Some(0),
            };
        }
        let (mut result, mut base, mut power) = (one, base, power);
        while power != 0 {
            if power & 1 == 1 {
                result = result.wrapping_mul(base) & m;
            }
            power >>= 1;
            base = base.wrapping_mul(base) & m;
        }
        Some(result & m)
    });
    to_attr(result)
}

/// The folder of `isnan`, `isinf`, `isfinite` and `isnormal`.
pub fn classify<const CODE: u8>(
    op: OpRef<'_>,
    attrs: &[Option<Attribute>],
) -> Option<Vec<FoldResult>> {
    let [x] = operands::<1>(op, attrs)?;
    let kind = narrow_kind(op, &x)?;
    let bits: Option<Vec<u128>> = x
        .bits
        .iter()
        .map(|&b| {
            let b = b as u64;
            let answer = match CODE {
                ISNAN => float::is_nan(kind, b),
                ISINF => float::is_inf(kind, b),
                ISFINITE => float::is_finite(kind, b),
                _ => {
                    let magnitude = float::to_f64(kind, b).abs();
                    float::is_finite(kind, b)
                        && magnitude >= float::to_f64(kind, float::smallest_normal(kind))
                }
            };
            Some(u128::from(answer))
        })
        .collect();
    to_attr(make(op.ctx, op.result_type(0), &bits?))
}
