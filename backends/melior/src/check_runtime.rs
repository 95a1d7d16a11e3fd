//! The check runtime: functions that compiled `check.*` ops call (registered as JIT symbols).
//! Specification: docs/lowering/to-llvm.md, section "check runtime". Memrefs arrive as
//! upstream's unranked form `(i64 rank, ptr descriptor)`; the element type as a code
//! (`ElemKind::check_code`); the op's location as a NUL-terminated `file:line:col` string.
//! Results are counted here like the interpreter counts them (same comparisons, same messages).

use crate::abi::ElemKind;
use parking_lot::Mutex;
use std::ffi::{c_char, CStr};

/// Passed/failed counts and failure messages (`loc: check failed: ...`) of compiled checks.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct CheckReport {
    pub passed: usize,
    pub failed: usize,
    pub failures: Vec<(String, String)>,
}

static REPORT: Mutex<CheckReport> = Mutex::new(CheckReport { passed: 0, failed: 0, failures: Vec::new() });

/// Returns and resets the counts of checks run since the last call.
pub fn take_report() -> CheckReport {
    std::mem::take(&mut *REPORT.lock())
}

/// The symbols to register with an execution engine: (name, address).
pub fn symbols() -> Vec<(&'static str, *mut ())> {
    vec![
        ("xla_check_expect_eq", xla_check_expect_eq as *mut ()),
        ("xla_check_expect_almost_eq", xla_check_expect_almost_eq as *mut ()),
        ("xla_check_expect_close", xla_check_expect_close as *mut ()),
        // Not a check, but the other runtime function compiled modules call.
        ("memrefCopy", crate::memref_runtime::memrefCopy as *mut ()),
    ]
}

enum Mode {
    Exact,
    Almost(f64),
    Ulps(u64, u64),
}

/// A memref's elements read out of its descriptor as f64 values and raw bits.
struct Elements {
    shape: Vec<i64>,
    values: Vec<f64>,
    bits: Vec<u64>,
}

fn read_memref(kind: ElemKind, rank: i64, descriptor: *const i64) -> Result<Elements, String> {
    if descriptor.is_null() || !(0..=64).contains(&rank) {
        return Err(format!("invalid memref (rank {rank})"));
    }
    let rank = rank as usize;
    // SAFETY: the compiled check passes a pointer to a rank-`rank` memref descriptor
    // ({ptr, ptr, i64, [rank x i64], [rank x i64]}: 3 + 2*rank 8-byte words) of live memory.
    let words = unsafe { std::slice::from_raw_parts(descriptor, 3 + 2 * rank) };
    let (aligned, offset) = (words[1] as usize, words[2]);
    let shape = words[3..3 + rank].to_vec();
    let strides = &words[3 + rank..];
    let bytes = crate::memory::read_strided(aligned, offset, &shape, strides, kind.size())?;
    let bits: Vec<u64> = bytes
        .chunks_exact(kind.size())
        .map(|c| {
            let mut w = [0u8; 8];
            w[..c.len()].copy_from_slice(c);
            u64::from_le_bytes(w)
        })
        .collect();
    let values = bits.iter().map(|&b| to_f64(kind, b)).collect();
    Ok(Elements { shape, values, bits })
}

fn to_f64(kind: ElemKind, bits: u64) -> f64 {
    match kind {
        ElemKind::I1 => (bits & 1) as f64,
        ElemKind::I8 => bits as u8 as i8 as f64,
        ElemKind::I16 => bits as u16 as i16 as f64,
        ElemKind::I32 => bits as u32 as i32 as f64,
        ElemKind::I64 => bits as i64 as f64,
        ElemKind::F16 => half::f16::from_bits(bits as u16).to_f64(),
        ElemKind::BF16 => half::bf16::from_bits(bits as u16).to_f64(),
        ElemKind::F32 => f32::from_bits(bits as u32) as f64,
        ElemKind::F64 => f64::from_bits(bits),
    }
}

fn is_float(kind: ElemKind) -> bool {
    matches!(kind, ElemKind::F16 | ElemKind::BF16 | ElemKind::F32 | ElemKind::F64)
}

fn ulp_key(bits: u64, width: u32) -> i128 {
    let sign = (bits >> (width - 1)) & 1;
    let mag = (bits & ((1u64 << (width - 1)) - 1)) as i128;
    if sign == 1 { -mag } else { mag }
}

fn format_value(kind: ElemKind, bits: u64) -> String {
    if is_float(kind) { to_f64(kind, bits).to_string() } else { (to_f64(kind, bits) as i64).to_string() }
}

/// The interpreter's comparison (interp/src/check.rs), element by element.
fn compare(kind: ElemKind, a: &Elements, e: &Elements, mode: &Mode) -> Result<(), String> {
    if a.shape != e.shape {
        return Err(format!("shape mismatch: {:?} vs expected {:?}", a.shape, e.shape));
    }
    let width = (kind.size() * 8) as u32;
    for i in 0..a.values.len() {
        let (x, y) = (a.values[i], e.values[i]);
        let ok = if !is_float(kind) {
            a.bits[i] == e.bits[i]
        } else {
            x == y
                || (x.is_nan() && y.is_nan())
                || match mode {
                    Mode::Exact => false,
                    Mode::Almost(t) => (x - y).abs() <= *t || (x - y).abs() <= t * y.abs(),
                    Mode::Ulps(lo, hi) => {
                        let d = (ulp_key(a.bits[i], width) - ulp_key(e.bits[i], width)).unsigned_abs();
                        !x.is_nan() && !y.is_nan() && d >= *lo as u128 && d <= *hi as u128
                    }
                }
        };
        if !ok {
            return Err(format!("element {i}: got {}, expected {}", format_value(kind, a.bits[i]), format_value(kind, e.bits[i])));
        }
    }
    Ok(())
}

fn location(loc: *const c_char) -> String {
    if loc.is_null() {
        return "<unknown>".into();
    }
    // SAFETY: the compiled check passes a NUL-terminated string constant (an llvm.mlir.global).
    unsafe { CStr::from_ptr(loc) }.to_string_lossy().into_owned()
}

fn record(code: i32, ra: i64, a: *const i64, rb: i64, b: *const i64, mode: Mode, loc: *const c_char) {
    let result = ElemKind::from_check_code(code)
        .ok_or_else(|| format!("unknown element type code {code}"))
        .and_then(|kind| compare(kind, &read_memref(kind, ra, a)?, &read_memref(kind, rb, b)?, &mode));
    let mut report = REPORT.lock();
    match result {
        Ok(()) => report.passed += 1,
        Err(m) => {
            report.failed += 1;
            report.failures.push((location(loc), format!("check failed: {m}")));
        }
    }
}

/// `check.expect_eq` / `expect_eq_const`: exact equality (NaN equals NaN).
pub extern "C" fn xla_check_expect_eq(code: i32, ra: i64, a: *const i64, rb: i64, b: *const i64, loc: *const c_char) {
    record(code, ra, a, rb, b, Mode::Exact, loc);
}

/// `check.expect_almost_eq` / `_const`: |a - e| <= tol, or <= tol * |e|.
pub extern "C" fn xla_check_expect_almost_eq(code: i32, ra: i64, a: *const i64, rb: i64, b: *const i64, tolerance: f64, loc: *const c_char) {
    record(code, ra, a, rb, b, Mode::Almost(tolerance), loc);
}

/// `check.expect_close`: ULP distance within [min_ulp, max_ulp].
#[allow(clippy::too_many_arguments)]
pub extern "C" fn xla_check_expect_close(code: i32, ra: i64, a: *const i64, rb: i64, b: *const i64, max_ulp: i64, min_ulp: i64, loc: *const c_char) {
    record(code, ra, a, rb, b, Mode::Ulps(min_ulp.max(0) as u64, max_ulp.max(0) as u64), loc);
}

#[cfg(test)]
mod tests {
    use super::*;

    fn descriptor(data: &[f32]) -> Vec<i64> {
        vec![data.as_ptr() as i64, data.as_ptr() as i64, 0, data.len() as i64, 1]
    }

    #[test]
    fn counts_and_messages_match_the_interpreter() {
        let (x, y) = ([1.0f32, 2.0], [1.0f32, 2.5]);
        let (dx, dy) = (descriptor(&x), descriptor(&y));
        let code = ElemKind::F32.check_code();
        let _ = take_report();
        xla_check_expect_eq(code, 1, dx.as_ptr(), 1, dx.as_ptr(), c"f.mlir:1:1".as_ptr());
        xla_check_expect_eq(code, 1, dx.as_ptr(), 1, dy.as_ptr(), c"f.mlir:2:3".as_ptr());
        xla_check_expect_almost_eq(code, 1, dx.as_ptr(), 1, dy.as_ptr(), 0.6, std::ptr::null());
        let r = take_report();
        assert_eq!((r.passed, r.failed), (2, 1));
        assert_eq!(r.failures, vec![("f.mlir:2:3".to_string(), "check failed: element 1: got 2, expected 2.5".to_string())]);
    }
}
