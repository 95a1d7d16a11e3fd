//! The probe runtime: `interpreter.probe` in compiled code records its buffer under its id
//! (`xla_probe`), and `check.expect_serialized_eq` compares a buffer with the recorded one of
//! that id and iteration (`xla_check_expect_serialized_eq`), counted with the other checks and
//! with the interpreter's messages (interp/src/probe.rs). The records last one run: the check
//! report's `take_report` forgets them.

use crate::check_runtime::{count, read_memref, CheckElem, Elements};
use parking_lot::Mutex;
use std::collections::HashMap;
use std::ffi::{c_char, CStr};

/// Recorded values per probe id, in order: (element code, elements).
static PROBES: Mutex<Option<HashMap<String, Vec<(i32, Elements)>>>> = Mutex::new(None);

/// Forgets every recorded value.
pub(crate) fn forget() {
    *PROBES.lock() = None;
}

fn id_text(id: *const c_char) -> String {
    if id.is_null() {
        return String::new();
    }
    // SAFETY: the compiled call passes a NUL-terminated string constant (an llvm.mlir.global).
    unsafe { CStr::from_ptr(id) }.to_string_lossy().into_owned()
}

fn read(code: i32, rank: i64, descriptor: *const i64) -> Result<Elements, String> {
    let kind = CheckElem::from_code(code).ok_or_else(|| format!("unknown element code {code}"))?;
    read_memref(kind, rank, descriptor)
}

/// `interpreter.probe`: records the buffer under `id` (an unreadable buffer records nothing,
/// so a check of it reports the missing value).
pub extern "C" fn xla_probe(code: i32, rank: i64, descriptor: *const i64, id: *const c_char) {
    if let Ok(value) = read(code, rank, descriptor) {
        PROBES
            .lock()
            .get_or_insert_with(HashMap::default)
            .entry(id_text(id))
            .or_default()
            .push((code, value));
    }
}

/// `check.expect_serialized_eq`: the buffer equals the `iteration`-th record of `id`.
pub extern "C" fn xla_check_expect_serialized_eq(
    code: i32,
    rank: i64,
    descriptor: *const i64,
    id: *const c_char,
    iteration: i64,
    loc: *const c_char,
) {
    let id = id_text(id);
    let result = read(code, rank, descriptor).and_then(|value| {
        let probes = PROBES.lock();
        let recorded = probes
            .as_ref()
            .and_then(|p| p.get(&id))
            .and_then(|list| list.get(usize::try_from(iteration).ok()?));
        match recorded {
            None => Err(format!(
                "probe '{id}' has no value at iteration {iteration}"
            )),
            Some((c, r)) if *c == code && r.shape == value.shape && r.bits == value.bits => Ok(()),
            Some(_) => Err(format!(
                "value differs from probe '{id}' at iteration {iteration}"
            )),
        }
    });
    count(result, loc);
}
