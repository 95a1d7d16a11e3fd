//! The probe runtime: `interpreter.probe` in compiled code records its buffer under its id
//! (`xla_probe`), and `check.expect_serialized_eq` compares a buffer with the recorded one of
//! that id and iteration (`xla_check_expect_serialized_eq`), counted with the other checks and
//! with the interpreter's messages (interp/src/probe.rs). Values are the interpreter's tensors,
//! of the op's element type (the call names it: buffers are signless), so that with a probe
//! directory ([`set_probe_dir`], `xla-run --probe-output-dir`) they are serialized to, and read
//! back from, the interpreter's files (xla_values::probe_files). The records last one run: the
//! check report's `take_report` forgets them.

use crate::check_runtime::{count, read_bytes, CheckElem};
use parking_lot::Mutex;
use std::collections::HashMap;
use std::ffi::{c_char, CStr};
use std::path::PathBuf;
use std::sync::LazyLock;
use xla_ir::Context;
use xla_values::probe_files;
use xla_values::Tensor;

/// Recorded values per probe id, in order.
static PROBES: Mutex<Option<HashMap<String, Vec<Tensor>>>> = Mutex::new(None);

/// Where probes are serialized and serialized checks read earlier runs' values.
static PROBE_DIR: Mutex<Option<PathBuf>> = Mutex::new(None);

/// The element types of recorded values (builtin types only, one for every thread).
static TYPES: LazyLock<Context> = LazyLock::new(Context::new);

/// Serializes the values compiled probes record into `dir` from now on (None: none), and
/// reads serialized checks' values from there when this run recorded none.
pub fn set_probe_dir(dir: Option<PathBuf>) {
    *PROBE_DIR.lock() = dir;
}

/// Forgets every recorded value.
pub(crate) fn forget() {
    *PROBES.lock() = None;
}

fn text(s: *const c_char) -> String {
    if s.is_null() {
        return String::new();
    }
    // SAFETY: the compiled call passes a NUL-terminated string constant (an llvm.mlir.global).
    unsafe { CStr::from_ptr(s) }.to_string_lossy().into_owned()
}

/// The buffer as a tensor of element type `elem` (its text; the buffer holds it signless).
fn read(code: i32, rank: i64, descriptor: *const i64, elem: &str) -> Result<Tensor, String> {
    let kind = CheckElem::from_code(code).ok_or_else(|| format!("unknown element code {code}"))?;
    let (shape, bytes) = read_bytes(kind, rank, descriptor)?;
    let ctx = &*TYPES;
    let elem = ctx
        .parse_type_str(elem)
        .map_err(|e| format!("element type '{elem}': {}", e.message))?;
    xla_values::dense::tensor_from_bytes(ctx, ctx.tensor_type(&shape, elem), &bytes, false)
}

/// Records `t` as the next value of `id`, serialized when there is a probe directory.
fn record(id: String, t: Tensor) -> Result<(), String> {
    let iteration = {
        let mut probes = PROBES.lock();
        let list = probes
            .get_or_insert_with(HashMap::default)
            .entry(id.clone())
            .or_default();
        list.push(t.clone());
        list.len() - 1
    };
    match PROBE_DIR.lock().as_deref() {
        Some(dir) => probe_files::serialize(dir, &id, iteration, &t)
            .map_err(|m| format!("cannot serialize probe '{id}': {m}")),
        None => Ok(()),
    }
}

/// `interpreter.probe`: records the buffer under `id` (an unreadable buffer records nothing,
/// so a check of it reports the missing value; a probe that cannot be serialized is a failed
/// check, counted with the others).
pub extern "C" fn xla_probe(
    code: i32,
    rank: i64,
    descriptor: *const i64,
    id: *const c_char,
    elem: *const c_char,
) {
    if let Ok(value) = read(code, rank, descriptor, &text(elem)) {
        if let Err(e) = record(text(id), value) {
            count(Err(e), std::ptr::null());
        }
    }
}

/// `check.expect_serialized_eq`: the buffer equals the `iteration`-th record of `id` (of this
/// run, else serialized in the probe directory).
pub extern "C" fn xla_check_expect_serialized_eq(
    code: i32,
    rank: i64,
    descriptor: *const i64,
    id: *const c_char,
    iteration: i64,
    loc: *const c_char,
    elem: *const c_char,
) {
    let id = text(id);
    let result = read(code, rank, descriptor, &text(elem)).and_then(|value| {
        let iter = usize::try_from(iteration).unwrap_or(usize::MAX);
        let mut recorded = PROBES
            .lock()
            .as_ref()
            .and_then(|p| p.get(&id))
            .and_then(|list| list.get(iter).cloned());
        if recorded.is_none() {
            if let Some(dir) = PROBE_DIR.lock().as_deref() {
                let ty = TYPES.tensor_type(&value.shape, value.ty);
                recorded = probe_files::deserialize(&TYPES, dir, &id, iter, ty)
                    .map_err(|m| format!("cannot read probe '{id}': {m}"))?;
            }
        }
        match recorded {
            None => Err(format!(
                "probe '{id}' has no value at iteration {iteration}"
            )),
            Some(r) if r.shape == value.shape && r.data == value.data => Ok(()),
            Some(_) => Err(format!(
                "value differs from probe '{id}' at iteration {iteration}"
            )),
        }
    });
    count(result, loc);
}
