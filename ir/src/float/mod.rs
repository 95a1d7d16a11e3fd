//! APFloat-like support for every floating-point type known to MLIR 22.
//!
//! Values are carried as raw bit patterns in a `u64` (the low
//! [`FloatKind::bit_width`] bits are significant; higher bits are ignored by
//! every function here). The layer provides exact conversion to `f64`,
//! correctly rounded conversion from `f64` and from decimal literals, and
//! printing that mirrors MLIR's `AsmPrinter` (`printFloatValue`, which is
//! built on `llvm::APFloat::toString`).
//!
//! The semantics (exponent range, precision, NaN/Inf encodings) follow the
//! `fltSemantics` tables of `llvm/lib/Support/APFloat.cpp` and the OCP
//! 8-bit/MX specifications.
//!
//! Out of scope: `f80` (x87 extended) and `f128` (IEEE quad) — they do not fit
//! in a `u64` and are not supported by this module.
//!
//! All functions are panic-free for any input.

#[cfg(test)]
mod tests;

use num_bigint::BigUint;
use num_traits::Zero;
use std::cmp::Ordering;
use std::fmt;

/// A floating-point type of MLIR's builtin dialect.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum FloatKind {
    /// IEEE binary16 (`f16`).
    F16,
    /// bfloat16 (`bf16`).
    BF16,
    /// IEEE binary32 (`f32`).
    F32,
    /// IEEE binary64 (`f64`).
    F64,
    /// NVIDIA TensorFloat-32 (`tf32`), 19 storage bits.
    TF32,
    /// OCP FP8 E5M2 with IEEE inf/NaN (`f8E5M2`).
    F8E5M2,
    /// IEEE-style FP8 E4M3 with inf/NaN (`f8E4M3`).
    F8E4M3,
    /// OCP FP8 E4M3, finite, NaN = all ones (`f8E4M3FN`).
    F8E4M3FN,
    /// FP8 E5M2, finite, unsigned zero, NaN = 0x80 (`f8E5M2FNUZ`).
    F8E5M2FNUZ,
    /// FP8 E4M3, finite, unsigned zero, NaN = 0x80 (`f8E4M3FNUZ`).
    F8E4M3FNUZ,
    /// FP8 E4M3 with bias 11, finite, unsigned zero, NaN = 0x80 (`f8E4M3B11FNUZ`).
    F8E4M3B11FNUZ,
    /// IEEE-style FP8 E3M4 with inf/NaN (`f8E3M4`).
    F8E3M4,
    /// OCP MX scale type E8M0: unsigned, no zero, NaN = 0xFF (`f8E8M0FNU`).
    F8E8M0FNU,
    /// OCP MX FP6 E2M3, no inf/NaN (`f6E2M3FN`).
    F6E2M3FN,
    /// OCP MX FP6 E3M2, no inf/NaN (`f6E3M2FN`).
    F6E3M2FN,
    /// OCP MX FP4 E2M1, no inf/NaN (`f4E2M1FN`).
    F4E2M1FN,
}

/// How a kind encodes special (non-finite) values.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Flavor {
    /// IEEE 754: exponent all ones is inf (mantissa 0) or NaN; signed zero.
    Ieee,
    /// "FN": no infinity; NaN is exponent and mantissa all ones (E8M0FNU: 0xFF).
    NanAllOnes,
    /// "FNUZ": no infinity, unsigned zero, the only NaN is the negative-zero pattern.
    NanNegativeZero,
    /// No infinity and no NaN at all (OCP MX f6/f4 types).
    FiniteOnly,
}

/// IEEE-style exception flags of a conversion.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Status {
    /// The result represents the input exactly (NaN to NaN counts as exact).
    pub exact: bool,
    /// The finite input was too large and became inf, NaN or the saturated maximum.
    pub overflow: bool,
    /// The result is inexact and tiny (subnormal, zero, or E8M0's smallest value).
    pub underflow: bool,
    /// The input has no sensible image (NaN into f6/f4, negative value into E8M0FNU).
    pub invalid: bool,
}

impl Status {
    /// The status of an exact conversion.
    pub const EXACT: Status = Status {
        exact: true,
        overflow: false,
        underflow: false,
        invalid: false,
    };
    /// The status of an inexact but otherwise unremarkable conversion.
    pub const INEXACT: Status = Status {
        exact: false,
        overflow: false,
        underflow: false,
        invalid: false,
    };
}

/// Internal description of a format.
#[derive(Clone, Copy, Debug)]
struct Sem {
    width: u32,
    ebits: u32,
    mbits: u32,
    bias: i32,
    flavor: Flavor,
    signed: bool,
}

const fn sem(width: u32, ebits: u32, mbits: u32, bias: i32, flavor: Flavor) -> Sem {
    Sem {
        width,
        ebits,
        mbits,
        bias,
        flavor,
        signed: true,
    }
}

impl Sem {
    fn mask(&self) -> u64 {
        if self.width >= 64 {
            u64::MAX
        } else {
            (1u64 << self.width) - 1
        }
    }
    fn emask(&self) -> u64 {
        (1u64 << self.ebits) - 1
    }
    fn mmask(&self) -> u64 {
        (1u64 << self.mbits) - 1
    }
    fn sign_bit(&self) -> u64 {
        if self.signed {
            1u64 << (self.width - 1)
        } else {
            0
        }
    }
    /// Largest unbiased exponent of a finite value.
    fn emax(&self) -> i32 {
        let all = self.emask() as i32;
        match self.flavor {
            Flavor::Ieee => all - 1 - self.bias,
            Flavor::NanAllOnes if self.mbits == 0 => all - 1 - self.bias,
            _ => all - self.bias,
        }
    }
    /// Smallest unbiased exponent of a normal value.
    fn emin(&self) -> i32 {
        if self.mbits == 0 {
            -self.bias
        } else {
            1 - self.bias
        }
    }
    /// Mantissa field of the largest finite value.
    fn max_mant(&self) -> u64 {
        if self.flavor == Flavor::NanAllOnes && self.mbits > 0 {
            self.mmask() - 1
        } else {
            self.mmask()
        }
    }
    fn max_finite(&self) -> u64 {
        (((self.emax() + self.bias) as u64) << self.mbits) | self.max_mant()
    }
    fn nan(&self, neg: bool) -> Option<u64> {
        match self.flavor {
            Flavor::Ieee => Some(
                (self.emask() << self.mbits)
                    | (1u64 << (self.mbits - 1))
                    | if neg { self.sign_bit() } else { 0 },
            ),
            Flavor::NanAllOnes => Some(
                (self.emask() << self.mbits) | self.mmask() | if neg { self.sign_bit() } else { 0 },
            ),
            Flavor::NanNegativeZero => Some(self.sign_bit()),
            Flavor::FiniteOnly => None,
        }
    }
}

const ALL_KINDS: [FloatKind; 16] = [
    FloatKind::F16,
    FloatKind::BF16,
    FloatKind::F32,
    FloatKind::F64,
    FloatKind::TF32,
    FloatKind::F8E5M2,
    FloatKind::F8E4M3,
    FloatKind::F8E4M3FN,
    FloatKind::F8E5M2FNUZ,
    FloatKind::F8E4M3FNUZ,
    FloatKind::F8E4M3B11FNUZ,
    FloatKind::F8E3M4,
    FloatKind::F8E8M0FNU,
    FloatKind::F6E2M3FN,
    FloatKind::F6E3M2FN,
    FloatKind::F4E2M1FN,
];

impl FloatKind {
    /// Every supported kind, in declaration order.
    pub const ALL: [FloatKind; 16] = ALL_KINDS;

    fn sem(self) -> Sem {
        use Flavor::*;
        match self {
            FloatKind::F16 => sem(16, 5, 10, 15, Ieee),
            FloatKind::BF16 => sem(16, 8, 7, 127, Ieee),
            FloatKind::F32 => sem(32, 8, 23, 127, Ieee),
            FloatKind::F64 => sem(64, 11, 52, 1023, Ieee),
            FloatKind::TF32 => sem(19, 8, 10, 127, Ieee),
            FloatKind::F8E5M2 => sem(8, 5, 2, 15, Ieee),
            FloatKind::F8E4M3 => sem(8, 4, 3, 7, Ieee),
            FloatKind::F8E4M3FN => sem(8, 4, 3, 7, NanAllOnes),
            FloatKind::F8E5M2FNUZ => sem(8, 5, 2, 16, NanNegativeZero),
            FloatKind::F8E4M3FNUZ => sem(8, 4, 3, 8, NanNegativeZero),
            FloatKind::F8E4M3B11FNUZ => sem(8, 4, 3, 11, NanNegativeZero),
            FloatKind::F8E3M4 => sem(8, 3, 4, 3, Ieee),
            FloatKind::F8E8M0FNU => Sem {
                width: 8,
                ebits: 8,
                mbits: 0,
                bias: 127,
                flavor: NanAllOnes,
                signed: false,
            },
            FloatKind::F6E2M3FN => sem(6, 2, 3, 1, FiniteOnly),
            FloatKind::F6E3M2FN => sem(6, 3, 2, 3, FiniteOnly),
            FloatKind::F4E2M1FN => sem(4, 2, 1, 1, FiniteOnly),
        }
    }

    /// MLIR's type keyword for this kind (e.g. `"f8E4M3FN"`).
    pub fn mlir_name(self) -> &'static str {
        match self {
            FloatKind::F16 => "f16",
            FloatKind::BF16 => "bf16",
            FloatKind::F32 => "f32",
            FloatKind::F64 => "f64",
            FloatKind::TF32 => "tf32",
            FloatKind::F8E5M2 => "f8E5M2",
            FloatKind::F8E4M3 => "f8E4M3",
            FloatKind::F8E4M3FN => "f8E4M3FN",
            FloatKind::F8E5M2FNUZ => "f8E5M2FNUZ",
            FloatKind::F8E4M3FNUZ => "f8E4M3FNUZ",
            FloatKind::F8E4M3B11FNUZ => "f8E4M3B11FNUZ",
            FloatKind::F8E3M4 => "f8E3M4",
            FloatKind::F8E8M0FNU => "f8E8M0FNU",
            FloatKind::F6E2M3FN => "f6E2M3FN",
            FloatKind::F6E3M2FN => "f6E3M2FN",
            FloatKind::F4E2M1FN => "f4E2M1FN",
        }
    }

    /// Looks up a kind by its exact MLIR type keyword.
    pub fn from_mlir_name(name: &str) -> Option<FloatKind> {
        ALL_KINDS.iter().copied().find(|k| k.mlir_name() == name)
    }

    /// Storage size in bits (tf32: 19, f6: 6, f4: 4).
    pub fn bit_width(self) -> u32 {
        self.sem().width
    }

    /// Number of exponent bits.
    pub fn exponent_bits(self) -> u32 {
        self.sem().ebits
    }

    /// Number of explicitly stored mantissa (trailing significand) bits.
    pub fn mantissa_bits(self) -> u32 {
        self.sem().mbits
    }

    /// Significand precision in bits including the implicit bit (APFloat's `precision`).
    pub fn precision(self) -> u32 {
        self.sem().mbits + 1
    }

    /// Exponent bias.
    pub fn bias(self) -> i32 {
        self.sem().bias
    }

    /// Special-value encoding scheme.
    pub fn flavor(self) -> Flavor {
        self.sem().flavor
    }

    /// Largest unbiased exponent of a finite value (APFloat's `maxExponent`).
    pub fn max_exponent(self) -> i32 {
        self.sem().emax()
    }

    /// Smallest unbiased exponent of a normal value (APFloat's `minExponent`).
    pub fn min_exponent(self) -> i32 {
        self.sem().emin()
    }

    /// Whether the kind has infinities.
    pub fn has_inf(self) -> bool {
        self.flavor() == Flavor::Ieee
    }

    /// Whether the kind has a NaN encoding.
    pub fn has_nan(self) -> bool {
        self.flavor() != Flavor::FiniteOnly
    }

    /// Whether the kind can represent zero (false only for f8E8M0FNU).
    pub fn has_zero(self) -> bool {
        self != FloatKind::F8E8M0FNU
    }

    /// Whether the kind has a sign bit (false only for f8E8M0FNU).
    pub fn is_signed(self) -> bool {
        self.sem().signed
    }

    /// Whether negative zero exists (false for FNUZ kinds and f8E8M0FNU).
    pub fn has_negative_zero(self) -> bool {
        self.is_signed() && self.flavor() != Flavor::NanNegativeZero
    }
}

impl fmt::Display for FloatKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.mlir_name())
    }
}

impl std::str::FromStr for FloatKind {
    type Err = ();
    fn from_str(s: &str) -> Result<Self, ()> {
        FloatKind::from_mlir_name(s).ok_or(())
    }
}

// ---------------------------------------------------------------------------
// Decoding
// ---------------------------------------------------------------------------

/// A decoded bit pattern.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Decoded {
    /// NaN; `neg` is the sign bit, `payload` the mantissa field.
    Nan {
        neg: bool,
        payload: u64,
    },
    Inf {
        neg: bool,
    },
    Zero {
        neg: bool,
    },
    /// Value = (-1)^neg * mant * 2^exp, `mant` non-zero.
    Finite {
        neg: bool,
        mant: u64,
        exp: i32,
    },
}

fn decode(s: &Sem, bits: u64) -> Decoded {
    let bits = bits & s.mask();
    let neg = s.signed && bits & s.sign_bit() != 0;
    let ef = (bits >> s.mbits) & s.emask();
    let mf = bits & s.mmask();
    match s.flavor {
        Flavor::Ieee if ef == s.emask() => {
            return if mf == 0 {
                Decoded::Inf { neg }
            } else {
                Decoded::Nan { neg, payload: mf }
            };
        }
        Flavor::NanAllOnes if ef == s.emask() && mf == s.mmask() => {
            return Decoded::Nan { neg, payload: mf };
        }
        Flavor::NanNegativeZero if bits == s.sign_bit() => {
            return Decoded::Nan {
                neg: true,
                payload: 0,
            };
        }
        _ => {}
    }
    if s.mbits > 0 && ef == 0 {
        if mf == 0 {
            return Decoded::Zero { neg };
        }
        return Decoded::Finite {
            neg,
            mant: mf,
            exp: s.emin() - s.mbits as i32,
        };
    }
    Decoded::Finite {
        neg,
        mant: mf | (1u64 << s.mbits),
        exp: ef as i32 - s.bias - s.mbits as i32,
    }
}

/// Exact `2^k` for `k` in the normal f64 range; saturates outside it.
fn pow2(k: i32) -> f64 {
    let k = k.clamp(-1022, 1023);
    f64::from_bits(((k + 1023) as u64) << 52)
}

/// Converts a bit pattern of `kind` to `f64` exactly (NaN payloads are kept where possible).
pub fn to_f64(kind: FloatKind, bits: u64) -> f64 {
    match kind {
        FloatKind::F64 => return f64::from_bits(bits),
        FloatKind::F32 => return f32::from_bits(bits as u32) as f64,
        _ => {}
    }
    let s = kind.sem();
    match decode(&s, bits) {
        Decoded::Nan { neg, payload } => {
            let sign = if neg && s.flavor != Flavor::NanNegativeZero {
                1u64 << 63
            } else {
                0
            };
            let pl = if s.flavor == Flavor::Ieee {
                payload << (52 - s.mbits)
            } else {
                1u64 << 51
            };
            f64::from_bits(sign | (0x7FFu64 << 52) | pl)
        }
        Decoded::Inf { neg } => {
            if neg {
                f64::NEG_INFINITY
            } else {
                f64::INFINITY
            }
        }
        Decoded::Zero { neg } => {
            if neg {
                -0.0
            } else {
                0.0
            }
        }
        Decoded::Finite { neg, mant, exp } => {
            // All narrow kinds have |exp| far inside f64's normal range and
            // mantissas of at most 24 bits, so this product is exact.
            let v = mant as f64 * pow2(exp);
            if neg {
                -v
            } else {
                v
            }
        }
    }
}

// ---------------------------------------------------------------------------
// Rounding / encoding
// ---------------------------------------------------------------------------

/// Where the true value lies relative to the binary value being rounded.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Dir {
    Exact,
    Above,
    Below,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Lost {
    Zero,
    Less,
    Half,
    More,
}

/// Result of the overflow path for `sem`, following APFloat's `handleOverflow`.
fn overflow_result(s: &Sem, neg: bool) -> u64 {
    let sign = if neg { s.sign_bit() } else { 0 };
    match s.flavor {
        Flavor::Ieee => sign | (s.emask() << s.mbits),
        Flavor::FiniteOnly => sign | s.max_finite(),
        _ => s.nan(neg).unwrap_or(0),
    }
}

/// Rounds `(-1)^neg * m * 2^e` (m != 0) to `s`; returns (bits, status, was_exact_tie).
fn round_finite(s: &Sem, neg: bool, m: u64, e: i32, dir: Dir) -> (u64, Status, bool) {
    let mb = s.mbits as i32;
    let bitlen = 64 - m.leading_zeros() as i32;
    let msb = e + bitlen - 1;
    let mut q = msb.max(s.emin()) - mb;
    let (mut n, lost) = if e >= q {
        // Exact left shift; the result has at most mbits + 1 bits.
        (m << ((e - q) as u32), Lost::Zero)
    } else {
        let sh = (q - e) as u32;
        if sh > 64 {
            (0, Lost::Less)
        } else if sh == 64 {
            let half = 1u64 << 63;
            (
                0,
                match m.cmp(&half) {
                    Ordering::Less => Lost::Less,
                    Ordering::Equal => Lost::Half,
                    Ordering::Greater => Lost::More,
                },
            )
        } else {
            let rem = m & ((1u64 << sh) - 1);
            let half = 1u64 << (sh - 1);
            let l = if rem == 0 {
                Lost::Zero
            } else {
                match rem.cmp(&half) {
                    Ordering::Less => Lost::Less,
                    Ordering::Equal => Lost::Half,
                    Ordering::Greater => Lost::More,
                }
            };
            (m >> sh, l)
        }
    };
    let tie = lost == Lost::Half && dir == Dir::Exact;
    let lost = match (lost, dir) {
        (Lost::Half, Dir::Above) => Lost::More,
        (Lost::Half, Dir::Below) => Lost::Less,
        (l, _) => l,
    };
    let inexact = lost != Lost::Zero || dir != Dir::Exact;
    let round_up = match lost {
        Lost::More => true,
        Lost::Half => n & 1 == 1,
        _ => false,
    };
    if round_up {
        n += 1;
        if n == 1u64 << (mb + 1) {
            n >>= 1;
            q += 1;
        }
    }
    let sign = if neg && s.signed { s.sign_bit() } else { 0 };
    let mut st = Status {
        exact: !inexact,
        overflow: false,
        underflow: false,
        invalid: false,
    };
    if n == 0 {
        st.underflow = inexact;
        let bits = match s.flavor {
            Flavor::NanNegativeZero => 0,
            _ => sign,
        };
        return (bits, st, tie);
    }
    if n < (1u64 << mb) {
        // Subnormal.
        st.underflow = inexact;
        return (sign | n, st, tie);
    }
    let exp = q + mb;
    let mant = n & s.mmask();
    let overflow = exp > s.emax()
        || (s.flavor == Flavor::NanAllOnes && s.mbits > 0 && exp == s.emax() && mant == s.mmask());
    if overflow {
        let st = Status {
            exact: false,
            overflow: true,
            underflow: false,
            invalid: false,
        };
        return (overflow_result(s, neg), st, tie);
    }
    (sign | (((exp + s.bias) as u64) << s.mbits) | mant, st, tie)
}

/// Splits a finite non-zero f64 into (neg, mantissa, exponent).
fn split_f64(x: f64) -> (bool, u64, i32) {
    let b = x.to_bits();
    let neg = b >> 63 != 0;
    let ef = ((b >> 52) & 0x7FF) as i32;
    let mf = b & ((1u64 << 52) - 1);
    if ef == 0 {
        (neg, mf, -1074)
    } else {
        (neg, mf | (1u64 << 52), ef - 1075)
    }
}

fn from_f64_dir(kind: FloatKind, x: f64, dir: Dir) -> (u64, Status, bool) {
    let s = kind.sem();
    if kind == FloatKind::F64 {
        let st = if dir == Dir::Exact || x.is_nan() {
            Status::EXACT
        } else {
            Status::INEXACT
        };
        return (x.to_bits(), st, false);
    }
    if x.is_nan() {
        let b = x.to_bits();
        let neg = b >> 63 != 0;
        return match s.flavor {
            Flavor::Ieee => {
                let mut payload = (b & ((1u64 << 52) - 1)) >> (52 - s.mbits);
                if payload == 0 {
                    payload = 1u64 << (s.mbits - 1);
                }
                let sign = if neg { s.sign_bit() } else { 0 };
                (
                    sign | (s.emask() << s.mbits) | payload,
                    Status::EXACT,
                    false,
                )
            }
            Flavor::NanAllOnes | Flavor::NanNegativeZero => {
                (s.nan(neg && s.signed).unwrap_or(0), Status::EXACT, false)
            }
            Flavor::FiniteOnly => (
                0,
                Status {
                    exact: false,
                    overflow: false,
                    underflow: false,
                    invalid: true,
                },
                false,
            ),
        };
    }
    let neg = x.is_sign_negative();
    if !s.signed && neg && x != 0.0 {
        let st = Status {
            exact: false,
            overflow: false,
            underflow: false,
            invalid: true,
        };
        return (s.nan(false).unwrap_or(0), st, false);
    }
    if x.is_infinite() {
        return match s.flavor {
            Flavor::Ieee => (overflow_result(&s, neg), Status::EXACT, false),
            Flavor::FiniteOnly => (overflow_result(&s, neg), Status::INEXACT, false),
            _ => (s.nan(neg && s.signed).unwrap_or(0), Status::INEXACT, false),
        };
    }
    if x == 0.0 {
        let (bits, exact) = match s.flavor {
            _ if !kind.has_zero() => (0, false),
            Flavor::NanNegativeZero => (0, !neg),
            _ => (if neg { s.sign_bit() } else { 0 }, true),
        };
        let exact = exact && dir == Dir::Exact;
        let st = Status {
            exact,
            overflow: false,
            underflow: false,
            invalid: false,
        };
        return (bits, st, false);
    }
    let (neg, m, e) = split_f64(x);
    round_finite(&s, neg, m, e, dir)
}

/// Converts an `f64` to `kind` with round-to-nearest-even, like APFloat's `convert`.
///
/// Special cases: overflow gives inf for IEEE kinds, NaN for FN/FNUZ kinds
/// (as APFloat does), and the saturated ±max for the f6/f4 kinds (which have
/// neither inf nor NaN). Infinite inputs map likewise. NaN maps to the kind's
/// NaN (IEEE kinds keep the truncated payload, forced non-zero); for f6/f4 it
/// yields +0 with `invalid`. FNUZ kinds map -0 to +0. f8E8M0FNU maps zero and
/// tiny values to its smallest value 2^-127 (0x00), and negative non-zero
/// values to NaN with `invalid`. Ties in f8E8M0FNU (1.5·2^e) round up, since
/// its significand is the lone (odd) implicit bit — matching APFloat.
pub fn from_f64(kind: FloatKind, x: f64) -> (u64, Status) {
    if kind == FloatKind::F32 {
        let y = x as f32;
        let bits = y.to_bits() as u64;
        if x.is_nan() {
            return (bits, Status::EXACT);
        }
        let exact = y as f64 == x;
        let overflow = x.is_finite() && y.is_infinite();
        let underflow = !exact && (y == 0.0 || y.is_subnormal());
        return (
            bits,
            Status {
                exact,
                overflow,
                underflow,
                invalid: false,
            },
        );
    }
    let (bits, st, _) = from_f64_dir(kind, x, Dir::Exact);
    (bits, st)
}

// ---------------------------------------------------------------------------
// Parsing
// ---------------------------------------------------------------------------

/// A syntactically valid decimal literal.
struct DecimalLit<'a> {
    int_digits: &'a str,
    frac_digits: &'a str,
    /// Exponent text after `e`/`E` (with optional sign); empty if absent.
    exp_text: &'a str,
}

/// Validates `[-+]?[0-9]+([.][0-9]*)?([eE][-+]?[0-9]+)?`.
fn scan_decimal(s: &str) -> Option<DecimalLit<'_>> {
    let b = s.as_bytes();
    let mut i = 0;
    if i < b.len() && (b[i] == b'-' || b[i] == b'+') {
        i += 1;
    }
    let is = i;
    while i < b.len() && b[i].is_ascii_digit() {
        i += 1;
    }
    if i == is {
        return None;
    }
    let int_digits = &s[is..i];
    let mut frac_digits = "";
    if i < b.len() && b[i] == b'.' {
        i += 1;
        let fs = i;
        while i < b.len() && b[i].is_ascii_digit() {
            i += 1;
        }
        frac_digits = &s[fs..i];
    }
    let mut exp_text = "";
    if i < b.len() && (b[i] == b'e' || b[i] == b'E') {
        i += 1;
        let es = i;
        if i < b.len() && (b[i] == b'-' || b[i] == b'+') {
            i += 1;
        }
        let ds = i;
        while i < b.len() && b[i].is_ascii_digit() {
            i += 1;
        }
        if i == ds {
            return None;
        }
        exp_text = &s[es..i];
    }
    if i != b.len() {
        return None;
    }
    Some(DecimalLit {
        int_digits,
        frac_digits,
        exp_text,
    })
}

/// Parses an exponent, saturating at ±10^12.
fn parse_exp_saturating(t: &str) -> i64 {
    let (neg, digits) = match t.as_bytes().first() {
        Some(b'-') => (true, &t[1..]),
        Some(b'+') => (false, &t[1..]),
        _ => (false, t),
    };
    let mut v: i64 = 0;
    for c in digits.bytes() {
        v = (v * 10 + (c - b'0') as i64).min(1_000_000_000_000);
    }
    if neg {
        -v
    } else {
        v
    }
}

/// Compares the exact value of `lit` (ignoring sign) with `m * 2^e`.
fn compare_decimal(lit: &DecimalLit<'_>, m: u64, e: i32) -> Ordering {
    const MAX_DIGITS: usize = 800;
    let digits: Vec<u8> = lit
        .int_digits
        .bytes()
        .chain(lit.frac_digits.bytes())
        .map(|c| c - b'0')
        .collect();
    let mut k: i64 = parse_exp_saturating(lit.exp_text) - lit.frac_digits.len() as i64;
    let first = digits.iter().position(|&d| d != 0);
    let Some(first) = first else {
        return if m == 0 {
            Ordering::Equal
        } else {
            Ordering::Less
        };
    };
    let mut last = digits.len();
    while last > first && digits[last - 1] == 0 {
        last -= 1;
        k += 1;
    }
    let mut sig = &digits[first..last];
    let mut sticky = false;
    if sig.len() > MAX_DIGITS {
        k += (sig.len() - MAX_DIGITS) as i64;
        sticky = true; // the dropped tail ends in a non-zero digit
        sig = &sig[..MAX_DIGITS];
    }
    // Magnitudes far from m*2^e: decide without big arithmetic.
    let dec_mag = k + sig.len() as i64; // value < 10^dec_mag, >= 10^(dec_mag-1)
    let bin_mag = e as i64 + 64 - m.leading_zeros() as i64; // value < 2^bin_mag, >= 2^(bin_mag-1)
                                                            // log10(2) ~ 0.30103
    let bin_dec = (bin_mag as f64) * std::f64::consts::LOG10_2;
    if (dec_mag as f64) - 1.0 > bin_dec + 2.0 {
        return Ordering::Greater;
    }
    if (dec_mag as f64) < bin_dec - 2.0 {
        return Ordering::Less;
    }
    let mut left = BigUint::zero();
    for &d in sig {
        left = left * 10u32 + d as u32;
    }
    let mut right = BigUint::from(m);
    if k >= 0 {
        left *= pow10(k as u64);
    } else {
        right *= pow10(k.unsigned_abs());
    }
    if e >= 0 {
        right <<= e as u64;
    } else {
        left <<= e.unsigned_abs() as u64;
    }
    match left.cmp(&right) {
        Ordering::Equal if sticky => Ordering::Greater,
        o => o,
    }
}

/// Parses a decimal MLIR float literal, correctly rounded (nearest-even) to `kind`.
///
/// Accepts `[-+]?[0-9]+([.][0-9]*)?([eE][-+]?[0-9]+)?` (so integers too).
/// Out-of-range magnitudes overflow exactly like [`from_f64`] (inf, NaN, or
/// saturation) and tiny ones underflow to subnormals/zero, as MLIR does.
/// Returns `None` on a syntax error, or for a negative non-zero value of the
/// unsigned f8E8M0FNU. Note: MLIR's own parser rounds through `f64` first
/// (double rounding); this function rounds the exact decimal value once.
pub fn parse_decimal(kind: FloatKind, s: &str) -> Option<u64> {
    let lit = scan_decimal(s)?;
    match kind {
        FloatKind::F64 => return s.parse::<f64>().ok().map(f64::to_bits),
        FloatKind::F32 => return s.parse::<f32>().ok().map(|v| v.to_bits() as u64),
        _ => {}
    }
    let x = s.parse::<f64>().ok()?;
    let (bits, st, tie) = from_f64_dir(kind, x, Dir::Exact);
    if st.invalid {
        return None;
    }
    if !tie {
        // Every rounding boundary of a narrower kind is an f64 value, so
        // rounding the correctly rounded f64 gives the correct result unless
        // the f64 landed exactly on a boundary.
        return Some(bits);
    }
    let (neg, m, e) = split_f64(x);
    let dir = match compare_decimal(&lit, m, e) {
        Ordering::Equal => Dir::Exact,
        Ordering::Greater => Dir::Above,
        Ordering::Less => Dir::Below,
    };
    let (bits, _, _) = round_finite(&kind.sem(), neg, m, e, dir);
    Some(bits)
}

/// Validates a hexadecimal bit-pattern literal (`0x...` in MLIR) for `kind`.
pub fn from_hex_bits(kind: FloatKind, value: u64) -> Option<u64> {
    let w = kind.bit_width();
    if w >= 64 || value >> w == 0 {
        Some(value)
    } else {
        None
    }
}

/// Parses either a hex bit pattern (`0x7FC00000`, no sign allowed) or a decimal literal.
pub fn parse_literal(kind: FloatKind, s: &str) -> Option<u64> {
    if let Some(hex) = s.strip_prefix("0x").or_else(|| s.strip_prefix("0X")) {
        if hex.is_empty() || !hex.bytes().all(|c| c.is_ascii_hexdigit()) {
            return None;
        }
        let digits = hex.trim_start_matches('0');
        if digits.len() > 16 {
            return None;
        }
        let v = if digits.is_empty() {
            0
        } else {
            u64::from_str_radix(digits, 16).ok()?
        };
        return from_hex_bits(kind, v);
    }
    parse_decimal(kind, s)
}

// ---------------------------------------------------------------------------
// Printing
// ---------------------------------------------------------------------------

/// Port of APFloat's `AdjustToPrecision` on the binary significand (truncating).
fn adjust_big(sig: &mut BigUint, exp: &mut i64, fp: u64) {
    let bits = sig.bits();
    let required = (fp * 196).div_ceil(59);
    if bits <= required {
        return;
    }
    let tens = (bits - required) * 59 / 196;
    if tens == 0 {
        return;
    }
    *exp += tens as i64;
    *sig /= pow10(tens);
}

/// 10^n as a big integer.
fn pow10(n: u64) -> BigUint {
    BigUint::from(10u32).pow(u32::try_from(n).unwrap_or(u32::MAX))
}

/// Port of APFloat's `AdjustToPrecision` on the decimal digit buffer (round half up).
/// `buf` holds digits least significant first.
fn adjust_digits(buf: &mut Vec<u8>, exp: &mut i64, fp: usize) {
    let n = buf.len();
    if n <= fp || fp == 0 {
        return;
    }
    let mut first = n - fp;
    if buf[first - 1] < 5 {
        while first < n && buf[first] == 0 {
            first += 1;
        }
        *exp += first as i64;
        buf.drain(..first);
        return;
    }
    let mut i = first;
    while i < n {
        if buf[i] == 9 {
            first += 1;
        } else {
            buf[i] += 1;
            break;
        }
        i += 1;
    }
    if first == n {
        *exp += first as i64;
        buf.clear();
        buf.push(1);
        return;
    }
    *exp += first as i64;
    buf.drain(..first);
}

/// Formats like `llvm::APFloat::toString(Str, FormatPrecision, FormatMaxPadding, TruncateZero)`.
///
/// `format_precision == 0` means "enough digits to round-trip" (APFloat's
/// formula `2 + precision * 59 / 196`). NaN prints as `NaN`, infinities as
/// `+Inf`/`-Inf`. The defaults of APFloat are `(0, 3, true)`. Precision and
/// padding are clamped to 1000 to bound the output size.
pub fn to_llvm_string(
    kind: FloatKind,
    bits: u64,
    format_precision: u32,
    format_max_padding: u32,
    truncate_zero: bool,
) -> String {
    let format_precision = format_precision.min(1000);
    let format_max_padding = format_max_padding.min(1000);
    let s = kind.sem();
    let mut out = String::new();
    let (neg, mant, exp2) = match decode(&s, bits) {
        Decoded::Nan { .. } => return "NaN".to_string(),
        Decoded::Inf { neg } => {
            return if neg {
                "-Inf".to_string()
            } else {
                "+Inf".to_string()
            };
        }
        Decoded::Zero { neg } => {
            if neg {
                out.push('-');
            }
            if format_max_padding == 0 {
                if truncate_zero {
                    out.push_str("0.0E+0");
                } else {
                    out.push_str("0.0");
                    if format_precision > 1 {
                        out.extend(std::iter::repeat_n('0', format_precision as usize - 1));
                    }
                    out.push_str("e+00");
                }
            } else {
                out.push('0');
            }
            return out;
        }
        Decoded::Finite { neg, mant, exp } => (neg, mant, exp),
    };
    if neg {
        out.push('-');
    }
    let precision_bits = (s.mbits + 1) as u64;
    let fp: u64 = if format_precision == 0 {
        2 + precision_bits * 59 / 196
    } else {
        format_precision as u64
    };
    let pad = format_max_padding as i64;

    let tz = mant.trailing_zeros();
    let mut exp = exp2 as i64 + tz as i64;
    let mut sig = BigUint::from(mant >> tz);
    if exp > 0 {
        sig <<= exp as u64;
        exp = 0;
    } else if exp < 0 {
        let n = u32::try_from(exp.unsigned_abs()).unwrap_or(u32::MAX);
        sig *= BigUint::from(5u32).pow(n);
    }
    adjust_big(&mut sig, &mut exp, fp);

    // Digits least significant first, trailing zeros moved into the exponent.
    let mut buf: Vec<u8> = Vec::new();
    if !sig.is_zero() {
        let digits = sig.to_radix_le(10);
        let zeros = digits.iter().take_while(|&&d| d == 0).count();
        exp += zeros as i64;
        buf.extend_from_slice(&digits[zeros..]);
    }
    if buf.is_empty() {
        buf.push(0);
    }
    adjust_digits(&mut buf, &mut exp, fp as usize);
    let nd = buf.len();
    let digit = |i: usize| (b'0' + buf[i]) as char;

    let scientific = if format_max_padding == 0 {
        true
    } else if exp >= 0 {
        exp > pad || nd as i64 + exp > fp as i64
    } else {
        let msd = exp + nd as i64 - 1;
        if msd >= 0 {
            false
        } else {
            -msd > pad
        }
    };

    if scientific {
        exp += nd as i64 - 1;
        out.push(digit(nd - 1));
        out.push('.');
        if nd == 1 && truncate_zero {
            out.push('0');
        } else {
            for i in 1..nd {
                out.push(digit(nd - 1 - i));
            }
        }
        if !truncate_zero && fp > nd as u64 - 1 {
            out.extend(std::iter::repeat_n('0', (fp - nd as u64 + 1) as usize));
        }
        out.push(if truncate_zero { 'E' } else { 'e' });
        out.push(if exp >= 0 { '+' } else { '-' });
        let a = exp.unsigned_abs();
        if !truncate_zero && a < 10 {
            out.push('0');
        }
        out.push_str(&a.to_string());
        return out;
    }

    if exp >= 0 {
        for i in 0..nd {
            out.push(digit(nd - 1 - i));
        }
        out.extend(std::iter::repeat_n('0', exp as usize));
        return out;
    }

    let whole = exp + nd as i64;
    let mut i = 0usize;
    if whole > 0 {
        while (i as i64) < whole {
            out.push(digit(nd - i - 1));
            i += 1;
        }
        out.push('.');
    } else {
        out.push_str("0.");
        for _ in 0..(-whole) {
            out.push('0');
        }
    }
    while i < nd {
        out.push(digit(nd - i - 1));
        i += 1;
    }
    out
}

/// Hex bit-pattern literal as MLIR prints it (`0x` + uppercase digits, zero-padded to the storage width).
pub fn format_hex(kind: FloatKind, bits: u64) -> String {
    let s = kind.sem();
    let width = s.width.div_ceil(4) as usize;
    format!("0x{:0width$X}", bits & s.mask(), width = width)
}

/// Prints a value like MLIR's `printFloatValue` (used for float attributes and dense elements).
///
/// Tries `%.6e`-style exponential form (`1.000000e+00`, via APFloat's
/// truncating `toString(6, 0, false)`) and keeps it if it parses back to the
/// same bits; otherwise uses APFloat's default `toString()` if that contains a
/// `.`; otherwise (NaN, inf, or integral values needing many digits) prints
/// the bit pattern in hex (see [`format_hex`]).
pub fn format_mlir(kind: FloatKind, bits: u64) -> String {
    let s = kind.sem();
    let bits = bits & s.mask();
    match decode(&s, bits) {
        Decoded::Nan { .. } | Decoded::Inf { .. } => {}
        _ => {
            let short = to_llvm_string(kind, bits, 6, 0, false);
            if parse_decimal(kind, &short) == Some(bits) {
                return short;
            }
            let long = to_llvm_string(kind, bits, 0, 3, true);
            if long.contains('.') {
                return long;
            }
        }
    }
    format_hex(kind, bits)
}

// ---------------------------------------------------------------------------
// Helpers
// ---------------------------------------------------------------------------

/// Whether `bits` encodes a NaN of `kind`.
pub fn is_nan(kind: FloatKind, bits: u64) -> bool {
    matches!(decode(&kind.sem(), bits), Decoded::Nan { .. })
}

/// Whether `bits` encodes an infinity of `kind`.
pub fn is_inf(kind: FloatKind, bits: u64) -> bool {
    matches!(decode(&kind.sem(), bits), Decoded::Inf { .. })
}

/// Whether `bits` encodes a finite value (not NaN, not inf).
pub fn is_finite(kind: FloatKind, bits: u64) -> bool {
    matches!(
        decode(&kind.sem(), bits),
        Decoded::Zero { .. } | Decoded::Finite { .. }
    )
}

/// Whether `bits` encodes +0 or -0.
pub fn is_zero(kind: FloatKind, bits: u64) -> bool {
    matches!(decode(&kind.sem(), bits), Decoded::Zero { .. })
}

/// Whether the sign of a non-NaN value is negative (false for FNUZ NaN and unsigned kinds).
pub fn is_negative(kind: FloatKind, bits: u64) -> bool {
    match decode(&kind.sem(), bits) {
        Decoded::Nan { .. } => false,
        Decoded::Inf { neg } | Decoded::Zero { neg } | Decoded::Finite { neg, .. } => neg,
    }
}

/// Negates a value (APFloat `changeSign`): FNUZ zero/NaN are unchanged; for the
/// unsigned f8E8M0FNU every input yields NaN (0xFF), the negation not being representable.
pub fn negate(kind: FloatKind, bits: u64) -> u64 {
    let s = kind.sem();
    let bits = bits & s.mask();
    if !s.signed {
        return s.nan(false).unwrap_or(bits);
    }
    if s.flavor == Flavor::NanNegativeZero
        && matches!(decode(&s, bits), Decoded::Zero { .. } | Decoded::Nan { .. })
    {
        return bits;
    }
    bits ^ s.sign_bit()
}

/// Positive zero, or `None` for f8E8M0FNU (which has no zero).
pub fn zero(kind: FloatKind) -> Option<u64> {
    if kind.has_zero() {
        Some(0)
    } else {
        None
    }
}

/// The value 1.0.
pub fn one(kind: FloatKind) -> u64 {
    let s = kind.sem();
    (s.bias as u64) << s.mbits
}

/// Largest finite value.
pub fn max_finite(kind: FloatKind) -> u64 {
    kind.sem().max_finite()
}

/// Lowest (most negative) finite value; for unsigned f8E8M0FNU its smallest value 2^-127.
pub fn min_finite(kind: FloatKind) -> u64 {
    let s = kind.sem();
    if s.signed {
        s.max_finite() | s.sign_bit()
    } else {
        0
    }
}

/// Smallest positive normal value (2^min_exponent).
pub fn smallest_normal(kind: FloatKind) -> u64 {
    let s = kind.sem();
    ((s.emin() + s.bias) as u64) << s.mbits
}

/// Smallest positive value (the least subnormal, or the smallest normal if there are no subnormals).
pub fn smallest_positive(kind: FloatKind) -> u64 {
    let s = kind.sem();
    if s.mbits > 0 {
        1
    } else {
        smallest_normal(kind)
    }
}

/// The canonical quiet NaN (positive where the sign is free), or `None` for f6/f4 kinds.
pub fn nan(kind: FloatKind) -> Option<u64> {
    kind.sem().nan(false)
}

/// Infinity of the given sign, or `None` for kinds without infinities.
pub fn inf(kind: FloatKind, negative: bool) -> Option<u64> {
    let s = kind.sem();
    if s.flavor == Flavor::Ieee {
        Some(overflow_result(&s, negative))
    } else {
        None
    }
}
