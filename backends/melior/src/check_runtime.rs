//! The check runtime: functions that compiled `check.*` ops call (registered as JIT symbols).
//! Specification: docs/lowering/to-llvm.md, section "check runtime". Memrefs arrive as
//! upstream's unranked form `(i64 rank, ptr descriptor)`; the element type as a code
//! (`CheckElem::from_code`); the op's location as a NUL-terminated `file:line:col` string.
//! Results are counted here like the interpreter counts them (same comparisons, same messages).

use crate::abi::ElemKind;
use parking_lot::Mutex;
use std::ffi::{c_char, CStr};
use xla_ir::float::FloatKind;

/// Passed/failed counts and failure messages (`loc: check failed: ...`) of compiled checks.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct CheckReport {
    pub passed: usize,
    pub failed: usize,
    pub failures: Vec<(String, String)>,
}

static REPORT: Mutex<CheckReport> = Mutex::new(CheckReport {
    passed: 0,
    failed: 0,
    failures: Vec::new(),
});

/// Returns and resets the counts of checks run since the last call (and forgets the values
/// probes recorded: a run's probes are the run's, as in the interpreter).
pub fn take_report() -> CheckReport {
    crate::probe_runtime::forget();
    std::mem::take(&mut *REPORT.lock())
}

/// The symbols to register with an execution engine: (name, address).
pub fn symbols() -> Vec<(&'static str, *mut ())> {
    vec![
        ("xla_check_expect_eq", xla_check_expect_eq as *mut ()),
        (
            "xla_check_expect_almost_eq",
            xla_check_expect_almost_eq as *mut (),
        ),
        ("xla_check_expect_close", xla_check_expect_close as *mut ()),
        ("xla_probe", crate::probe_runtime::xla_probe as *mut ()),
        (
            "xla_check_expect_serialized_eq",
            crate::probe_runtime::xla_check_expect_serialized_eq as *mut (),
        ),
        // Not checks, but the other runtime functions compiled modules call.
        ("memrefCopy", crate::memref_runtime::memrefCopy as *mut ()),
        ("xla_alloc_failed", xla_alloc_failed as *mut ()),
        (
            "xla_alloc_failure_pending",
            xla_alloc_failure_pending as *mut (),
        ),
    ]
    .into_iter()
    .chain(crate::float_runtime::symbols())
    .chain(registered_symbols())
    // The parallel loops' thread pool (crate runtime/, docs/lowering/parallel-runtime.md).
    .chain(xla_runtime::symbols())
    .collect()
}

/// Runtime functions other crates add for the modules compiled after
/// ([`register_runtime_symbols`]: the collective runtime of crate xla-jit-devices), by address.
static REGISTERED: parking_lot::Mutex<Vec<(&'static str, usize)>> =
    parking_lot::Mutex::new(Vec::new());

/// Adds runtime functions every module compiled from now on links against (a name already
/// registered keeps its first address).
pub fn register_runtime_symbols(symbols: &[(&'static str, *mut ())]) {
    let mut registered = REGISTERED.lock();
    for &(name, address) in symbols {
        if !registered.iter().any(|(n, _)| *n == name) {
            registered.push((name, address as usize));
        }
    }
}

fn registered_symbols() -> Vec<(&'static str, *mut ())> {
    REGISTERED
        .lock()
        .iter()
        .map(|&(name, address)| (name, address as *mut ()))
        .collect()
}

enum Mode {
    Exact,
    Almost(f64),
    Ulps(u64, u64),
}

/// The element type of a checked memref, decoded from its code: codes 0-8 are
/// `ElemKind::check_code`; 9 is i2, 10 is i4; 11 is complex<f32>, 12
/// complex<f64>; `16 + i` is `FloatKind::ALL[i]` (the float
/// types without an `ElemKind`: f8, f6, f4, tf32). Must agree with passes/src/to_llvm/checks.rs.
#[derive(Clone, Copy, Debug, PartialEq)]
pub(crate) enum CheckElem {
    Int(u32),
    Float(FloatKind),
    /// `{T, T}` (real, imaginary) of a float part type.
    Complex(FloatKind),
}

/// First code of the float types that have no `ElemKind`.
pub const FLOAT_CODE_BASE: i32 = 16;

impl CheckElem {
    pub(crate) fn from_code(code: i32) -> Option<Self> {
        if let Some(kind) = ElemKind::from_check_code(code) {
            return Some(match kind {
                ElemKind::I1 => CheckElem::Int(1),
                ElemKind::I8 => CheckElem::Int(8),
                ElemKind::I16 => CheckElem::Int(16),
                ElemKind::I32 => CheckElem::Int(32),
                ElemKind::I64 => CheckElem::Int(64),
                ElemKind::F16 => CheckElem::Float(FloatKind::F16),
                ElemKind::BF16 => CheckElem::Float(FloatKind::BF16),
                ElemKind::F32 => CheckElem::Float(FloatKind::F32),
                ElemKind::F64 => CheckElem::Float(FloatKind::F64),
                ElemKind::C64 => CheckElem::Complex(FloatKind::F32),
                ElemKind::C128 => CheckElem::Complex(FloatKind::F64),
            });
        }
        match code {
            9 => Some(CheckElem::Int(2)),
            10 => Some(CheckElem::Int(4)),
            11 => Some(CheckElem::Complex(FloatKind::F32)),
            12 => Some(CheckElem::Complex(FloatKind::F64)),
            c => usize::try_from(c.checked_sub(FLOAT_CODE_BASE)?)
                .ok()
                .and_then(|i| FloatKind::ALL.get(i))
                .map(|&k| CheckElem::Float(k)),
        }
    }
    fn width(self) -> u32 {
        match self {
            CheckElem::Int(w) => w,
            CheckElem::Float(k) | CheckElem::Complex(k) => k.bit_width(),
        }
    }
    /// Raw words per element: two (real, imaginary) for complex numbers.
    fn words(self) -> usize {
        if matches!(self, CheckElem::Complex(_)) {
            2
        } else {
            1
        }
    }
    /// Bytes per element in memory: LLVM's alloc size (i1, i2, i4, f8: one byte; tf32: 4).
    fn size(self) -> usize {
        self.part_size() * self.words()
    }
    /// Bytes of one word (a complex number's part).
    fn part_size(self) -> usize {
        (self.width() as usize).div_ceil(8).next_power_of_two()
    }
    fn mask(self) -> u64 {
        match self.width() {
            64 => u64::MAX,
            w => (1u64 << w) - 1,
        }
    }
}

/// A memref's elements read out of its descriptor as raw bits (masked to the type's width;
/// a complex element is two words, real then imaginary).
pub(crate) struct Elements {
    pub(crate) shape: Vec<i64>,
    pub(crate) bits: Vec<u64>,
}

pub(crate) fn read_memref(
    kind: CheckElem,
    rank: i64,
    descriptor: *const i64,
) -> Result<Elements, String> {
    let (shape, bytes) = read_bytes(kind, rank, descriptor)?;
    let bits: Vec<u64> = bytes
        .chunks_exact(kind.part_size())
        .map(|c| {
            let mut w = [0u8; 8];
            w[..c.len()].copy_from_slice(c);
            u64::from_le_bytes(w) & kind.mask()
        })
        .collect();
    Ok(Elements { shape, bits })
}

/// The shape and the elements' bytes, row-major, of the memref `(rank, descriptor)`.
pub(crate) fn read_bytes(
    kind: CheckElem,
    rank: i64,
    descriptor: *const i64,
) -> Result<(Vec<i64>, Vec<u8>), String> {
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
    Ok((shape, bytes))
}

/// A float element's value (None for integers).
fn float_value(kind: CheckElem, bits: u64) -> Option<f64> {
    match kind {
        CheckElem::Float(k) | CheckElem::Complex(k) => Some(xla_ir::float::to_f64(k, bits)),
        CheckElem::Int(_) => None,
    }
}

fn ulp_key(bits: u64, width: u32) -> i128 {
    let sign = (bits >> (width - 1)) & 1;
    let mag = (bits & ((1u64 << (width - 1)) - 1)) as i128;
    if sign == 1 {
        -mag
    } else {
        mag
    }
}

/// As the interpreter prints elements: floats as f64, i1 as a bool, integers sign-extended.
fn format_value(kind: CheckElem, bits: u64) -> String {
    match (kind, float_value(kind, bits)) {
        (_, Some(v)) => v.to_string(),
        (CheckElem::Int(1), None) => (bits & 1 == 1).to_string(),
        (_, None) => {
            let shift = 64 - kind.width();
            (((bits << shift) as i64) >> shift).to_string()
        }
    }
}

/// Both NaN or equal.
fn same(x: f64, y: f64) -> bool {
    x == y || (x.is_nan() && y.is_nan())
}

/// A complex number as num-complex prints it (the interpreter's messages).
fn format_complex(re: f64, im: f64) -> String {
    if im < 0.0 {
        format!("{re}-{}i", -im)
    } else {
        format!("{re}+{im}i")
    }
}

/// The interpreter's complex comparison: both parts the same, or (not exact) the modulus of
/// the difference within the tolerance (1e-5 for ULP checks) relative to the expected modulus.
fn compare_complex(k: FloatKind, a: &[u64], e: &[u64], mode: &Mode) -> Result<(), String> {
    let value = |w: &[u64]| {
        (
            xla_ir::float::to_f64(k, w[0]),
            xla_ir::float::to_f64(k, w[1]),
        )
    };
    for (i, (aw, ew)) in a.chunks_exact(2).zip(e.chunks_exact(2)).enumerate() {
        let ((ar, ai), (er, ei)) = (value(aw), value(ew));
        let exact = same(ar, er) && same(ai, ei);
        let ok = exact
            || match mode {
                Mode::Exact => false,
                Mode::Almost(_) | Mode::Ulps(_, _) => {
                    let t = if let Mode::Almost(t) = mode { *t } else { 1e-5 };
                    (ar - er).hypot(ai - ei) <= t * er.hypot(ei).max(1.0)
                }
            };
        if !ok {
            return Err(format!(
                "element {i}: got {}, expected {}",
                format_complex(ar, ai),
                format_complex(er, ei)
            ));
        }
    }
    Ok(())
}

/// The interpreter's comparison (interp/src/check.rs), element by element.
fn compare(kind: CheckElem, a: &Elements, e: &Elements, mode: &Mode) -> Result<(), String> {
    if a.shape != e.shape {
        return Err(format!(
            "shape mismatch: {:?} vs expected {:?}",
            a.shape, e.shape
        ));
    }
    if let CheckElem::Complex(k) = kind {
        return compare_complex(k, &a.bits, &e.bits, mode);
    }
    let width = kind.width();
    for (i, (&ab, &eb)) in a.bits.iter().zip(&e.bits).enumerate() {
        let ok = match (float_value(kind, ab), float_value(kind, eb)) {
            (Some(x), Some(y)) => {
                x == y
                    || (x.is_nan() && y.is_nan())
                    || match mode {
                        Mode::Exact => false,
                        Mode::Almost(t) => (x - y).abs() <= *t || (x - y).abs() <= t * y.abs(),
                        Mode::Ulps(lo, hi) => {
                            let d = (ulp_key(ab, width) - ulp_key(eb, width)).unsigned_abs();
                            !x.is_nan() && !y.is_nan() && d >= *lo as u128 && d <= *hi as u128
                        }
                    }
            }
            _ => ab == eb,
        };
        if !ok {
            return Err(format!(
                "element {i}: got {}, expected {}",
                format_value(kind, ab),
                format_value(kind, eb)
            ));
        }
    }
    Ok(())
}

fn location(loc: *const c_char) -> String {
    if loc.is_null() {
        return "<unknown>".into();
    }
    // SAFETY: the compiled check passes a NUL-terminated string constant (an llvm.mlir.global).
    unsafe { CStr::from_ptr(loc) }
        .to_string_lossy()
        .into_owned()
}

fn record(
    code: i32,
    ra: i64,
    a: *const i64,
    rb: i64,
    b: *const i64,
    mode: Mode,
    loc: *const c_char,
) {
    let result = CheckElem::from_code(code)
        .ok_or_else(|| format!("unknown element type code {code}"))
        .and_then(|kind| {
            compare(
                kind,
                &read_memref(kind, ra, a)?,
                &read_memref(kind, rb, b)?,
                &mode,
            )
        });
    count(result, loc);
}

/// Counts one check's outcome; a failure's message is reported at `loc`.
pub(crate) fn count(result: Result<(), String>, loc: *const c_char) {
    let mut report = REPORT.lock();
    match result {
        Ok(()) => report.passed += 1,
        Err(m) => {
            report.failed += 1;
            report
                .failures
                .push((location(loc), format!("check failed: {m}")));
        }
    }
}

/// `check.expect_eq` / `expect_eq_const`: exact equality (NaN equals NaN).
pub extern "C" fn xla_check_expect_eq(
    code: i32,
    ra: i64,
    a: *const i64,
    rb: i64,
    b: *const i64,
    loc: *const c_char,
) {
    record(code, ra, a, rb, b, Mode::Exact, loc);
}

/// `check.expect_almost_eq` / `_const`: |a - e| <= tol, or <= tol * |e|.
pub extern "C" fn xla_check_expect_almost_eq(
    code: i32,
    ra: i64,
    a: *const i64,
    rb: i64,
    b: *const i64,
    tolerance: f64,
    loc: *const c_char,
) {
    record(code, ra, a, rb, b, Mode::Almost(tolerance), loc);
}

/// `check.expect_close`: ULP distance within [min_ulp, max_ulp].
#[allow(clippy::too_many_arguments)]
pub extern "C" fn xla_check_expect_close(
    code: i32,
    ra: i64,
    a: *const i64,
    rb: i64,
    b: *const i64,
    max_ulp: i64,
    min_ulp: i64,
    loc: *const c_char,
) {
    record(
        code,
        ra,
        a,
        rb,
        b,
        Mode::Ulps(min_ulp.max(0) as u64, max_ulp.max(0) as u64),
        loc,
    );
}

/// Whether an allocation failed in compiled code since the last `take_alloc_failure`.
static ALLOC_FAILED: std::sync::atomic::AtomicBool = std::sync::atomic::AtomicBool::new(false);
/// The first such failure: `loc: message`.
static ALLOC_FAILURE: Mutex<Option<String>> = Mutex::new(None);

/// Returns and clears the allocation failure of the last call, if one failed.
pub fn take_alloc_failure() -> Option<String> {
    ALLOC_FAILED.store(false, std::sync::atomic::Ordering::SeqCst);
    ALLOC_FAILURE.lock().take()
}

/// Called by compiled code (passes/src/llvm_alloc_failure_exits.rs) when `malloc(bytes)`
/// returned null; the code then returns from the call.
extern "C" fn xla_alloc_failed(bytes: i64, loc: *const c_char) {
    let loc = if loc.is_null() {
        "unknown".to_string()
    } else {
        // SAFETY: the compiled code passes a NUL-terminated string constant (an llvm.mlir.global).
        unsafe { CStr::from_ptr(loc) }
            .to_string_lossy()
            .into_owned()
    };
    let mut first = ALLOC_FAILURE.lock();
    if first.is_none() {
        *first = Some(format!(
            "{loc}: out of memory: the allocation of {bytes} bytes failed"
        ));
    }
    ALLOC_FAILED.store(true, std::sync::atomic::Ordering::SeqCst);
}

/// Called by compiled code after a call that may have failed to allocate.
extern "C" fn xla_alloc_failure_pending() -> bool {
    ALLOC_FAILED.load(std::sync::atomic::Ordering::SeqCst)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn descriptor(data: &[f32]) -> Vec<i64> {
        vec![
            data.as_ptr() as i64,
            data.as_ptr() as i64,
            0,
            data.len() as i64,
            1,
        ]
    }

    /// The report is process-wide: tests that read it run one at a time.
    static SERIAL: Mutex<()> = Mutex::new(());

    #[test]
    fn counts_and_messages_match_the_interpreter() {
        let _serial = SERIAL.lock();
        let (x, y) = ([1.0f32, 2.0], [1.0f32, 2.5]);
        let (dx, dy) = (descriptor(&x), descriptor(&y));
        let code = ElemKind::F32.check_code();
        let _ = take_report();
        xla_check_expect_eq(code, 1, dx.as_ptr(), 1, dx.as_ptr(), c"f.mlir:1:1".as_ptr());
        xla_check_expect_eq(code, 1, dx.as_ptr(), 1, dy.as_ptr(), c"f.mlir:2:3".as_ptr());
        xla_check_expect_almost_eq(code, 1, dx.as_ptr(), 1, dy.as_ptr(), 0.6, std::ptr::null());
        let r = take_report();
        assert_eq!((r.passed, r.failed), (2, 1));
        assert_eq!(
            r.failures,
            vec![(
                "f.mlir:2:3".to_string(),
                "check failed: element 1: got 2, expected 2.5".to_string()
            )]
        );
    }

    #[test]
    fn complex_elements_compare_part_by_part() {
        let _serial = SERIAL.lock();
        let _ = take_report();
        // Two complex<f32> numbers each: (1, 2), (3, -4) against (1, 2), (3, -4.5).
        let (x, y) = ([1.0f32, 2.0, 3.0, -4.0], [1.0f32, 2.0, 3.0, -4.5]);
        let d = |v: &[f32]| vec![v.as_ptr() as i64, v.as_ptr() as i64, 0, 2, 1];
        let (dx, dy) = (d(&x), d(&y));
        xla_check_expect_eq(11, 1, dx.as_ptr(), 1, dx.as_ptr(), std::ptr::null());
        xla_check_expect_eq(11, 1, dx.as_ptr(), 1, dy.as_ptr(), c"c.mlir:1:1".as_ptr());
        xla_check_expect_almost_eq(11, 1, dx.as_ptr(), 1, dy.as_ptr(), 0.2, std::ptr::null());
        let r = take_report();
        assert_eq!((r.passed, r.failed), (2, 1));
        assert_eq!(
            r.failures,
            vec![(
                "c.mlir:1:1".to_string(),
                "check failed: element 1: got 3-4i, expected 3-4.5i".to_string()
            )]
        );
    }

    fn byte_descriptor(data: &[u8]) -> Vec<i64> {
        vec![
            data.as_ptr() as i64,
            data.as_ptr() as i64,
            0,
            data.len() as i64,
            1,
        ]
    }

    #[test]
    fn narrow_integers_and_f8_compare_like_the_interpreter() {
        let _serial = SERIAL.lock();
        let _ = take_report();
        // i4: one byte per element; -1 is 0xf (high bits ignored).
        let (x, y) = ([0x0fu8, 3], [0xffu8, 4]);
        let (dx, dy) = (byte_descriptor(&x), byte_descriptor(&y));
        xla_check_expect_eq(10, 1, dx.as_ptr(), 1, dy.as_ptr(), c"i4.mlir:1:1".as_ptr());
        // f8E4M3FN: 0x38 is 1.0, 0x40 is 2.0; within 0.5 of each other relatively.
        let f8 = FloatKind::ALL
            .iter()
            .position(|&k| k == FloatKind::F8E4M3FN)
            .unwrap() as i32
            + FLOAT_CODE_BASE;
        let (p, q) = ([0x38u8, 0x40], [0x38u8, 0x40]);
        let (dp, dq) = (byte_descriptor(&p), byte_descriptor(&q));
        xla_check_expect_eq(f8, 1, dp.as_ptr(), 1, dq.as_ptr(), std::ptr::null());
        xla_check_expect_close(f8, 1, dp.as_ptr(), 1, dx.as_ptr(), 1, 0, std::ptr::null());
        let r = take_report();
        assert_eq!((r.passed, r.failed), (1, 2));
        assert_eq!(
            r.failures[0],
            (
                "i4.mlir:1:1".to_string(),
                "check failed: element 1: got 3, expected 4".to_string()
            )
        );
        assert!(
            r.failures[1]
                .1
                .starts_with("check failed: element 0: got 1, expected 0."),
            "{:?}",
            r.failures
        );
        assert_eq!(CheckElem::from_code(9), Some(CheckElem::Int(2)));
        assert_eq!(
            CheckElem::from_code(11),
            Some(CheckElem::Complex(FloatKind::F32))
        );
        assert_eq!(CheckElem::from_code(FLOAT_CODE_BASE - 1), None);
    }
}
