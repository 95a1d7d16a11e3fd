//! `interpreter.probe %x, probe_id = "p" : T` records each value it sees under its id;
//! `check.expect_serialized_eq %y, probe_id = "p", iter = N` compares with the N-th record
//! (from this run, or serialized by an earlier one in the probe directory: `index.csv` + `.npy`);
//! `interpreter.print %x : T` prints the value as a dense literal on stdout, and `outfeed`
//! shows each value it sends to the host as `outfeed: <dense literal>` (the interpreter and
//! compiled code's runtime call alike: [`print_line`], [`outfeed_line`]).

use crate::elementwise::tensor;
use crate::eval::{OpEval, Registry};
use crate::value::{Tensor, Value};
use std::io::Write;
use std::path::Path;
use xla_dialect_check::interpreter as interpreter_ops;
use xla_dialect_check::ops as check_ops;
use xla_ir::Diag;

pub use xla_dialect_check::interpreter::PROBE_ID;

/// The lines shown while [`capture_output`] runs (None: they go to stdout).
static CAPTURED: parking_lot::Mutex<Option<Vec<String>>> = parking_lot::Mutex::new(None);

/// Runs `f`, collecting the lines prints and outfeeds show instead of writing them (the JIT's
/// test harness compares a program's output with the interpreter's).
pub fn capture_output<T>(f: impl FnOnce() -> T) -> (T, Vec<String>) {
    *CAPTURED.lock() = Some(Vec::new());
    let out = f();
    let lines = CAPTURED.lock().take().unwrap_or_default();
    (out, lines)
}

/// One whole line per value, so parallel processes do not interleave.
fn show(line: String) {
    if let Some(lines) = CAPTURED.lock().as_mut() {
        lines.push(line);
        return;
    }
    let _ = writeln!(std::io::stdout().lock(), "{line}");
}

/// `interpreter.print`: the value as a dense literal, on a line.
pub fn print_line(ctx: &xla_ir::Context, t: &Tensor) {
    show(crate::dense::format_dense(ctx, t));
}

/// `outfeed`: `outfeed: ` and the value as a dense literal, on a line.
pub fn outfeed_line(ctx: &xla_ir::Context, t: &Tensor) {
    show(format!("outfeed: {}", crate::dense::format_dense(ctx, t)));
}

fn print(ev: &OpEval<'_, '_>, operands: &[Value]) -> Result<Vec<Value>, Diag> {
    print_line(ev.ctx(), tensor(ev, operands, 0)?);
    Ok(Vec::new())
}

fn probe_id(ev: &OpEval<'_, '_>) -> Result<String, Diag> {
    ev.op
        .attr(PROBE_ID)
        .and_then(|a| ev.ctx().attr_as_str(a))
        .map(str::to_string)
        .ok_or_else(|| ev.error("requires 'probe_id'"))
}

fn probe(ev: &OpEval<'_, '_>, operands: &[Value]) -> Result<Vec<Value>, Diag> {
    let t = tensor(ev, operands, 0)?.clone();
    record_probe(ev, &probe_id(ev)?, &t)?;
    Ok(vec![Value::Tensor(t)])
}

/// Records `t` as the next value of probe `id` (and serializes it into the probe directory):
/// `interpreter.probe`, and the compiled probe's runtime call at the llvm level.
pub(crate) fn record_probe(ev: &OpEval<'_, '_>, id: &str, t: &Tensor) -> Result<(), Diag> {
    let iteration = {
        let mut probes = ev.state::<Probes>()?.borrow_mut();
        let list = probes.0.entry(id.to_string()).or_default();
        list.push(t.clone());
        list.len() - 1
    };
    if let Some(dir) = &ev.interp.probe_dir {
        serialize(dir, id, iteration, t)
            .map_err(|m| ev.error(format!("cannot serialize probe '{id}': {m}")))?;
    }
    Ok(())
}

/// File name of a probe's value: every byte of the id outside `[A-Za-z0-9_-]` is written as
/// `%XX`, so distinct ids get distinct files (`a/b` is `a%2Fb`, `a_b` stays) inside the
/// directory; the iteration follows the last `_`.
fn probe_file(id: &str, iteration: usize) -> String {
    let mut safe = String::with_capacity(id.len());
    for b in id.bytes() {
        if b.is_ascii_alphanumeric() || b == b'_' || b == b'-' {
            safe.push(b as char);
        } else {
            safe.push_str(&format!("%{b:02X}"));
        }
    }
    format!("{safe}_{iteration}.npy")
}

/// A CSV field (RFC 4180): quoted when it holds a comma, a quote or a line break.
fn csv_field(s: &str) -> String {
    if s.contains([',', '"', '\n', '\r']) {
        format!("\"{}\"", s.replace('"', "\"\""))
    } else {
        s.to_string()
    }
}

/// The records of a CSV text (RFC 4180 quoting; a quoted field may span lines).
fn csv_records(text: &str) -> Vec<Vec<String>> {
    let mut records = Vec::new();
    let (mut record, mut field) = (Vec::new(), String::new());
    let (mut quoted, mut chars) = (false, text.chars().peekable());
    while let Some(c) = chars.next() {
        match c {
            '"' if quoted && chars.peek() == Some(&'"') => {
                chars.next();
                field.push('"');
            }
            '"' if quoted => quoted = false,
            '"' if field.is_empty() => quoted = true,
            ',' if !quoted => record.push(std::mem::take(&mut field)),
            '\n' if !quoted => {
                record.push(std::mem::take(&mut field));
                records.push(std::mem::take(&mut record));
            }
            '\r' if !quoted && chars.peek() == Some(&'\n') => {}
            c => field.push(c),
        }
    }
    if !field.is_empty() || !record.is_empty() {
        record.push(field);
        records.push(record);
    }
    records
}

/// Writes `DIR/<id>_<iteration>.npy` and appends `id,iteration,file` to `DIR/index.csv`.
fn serialize(
    dir: &Path,
    id: &str,
    iteration: usize,
    t: &crate::value::Tensor,
) -> Result<(), String> {
    std::fs::create_dir_all(dir).map_err(|e| e.to_string())?;
    let file = probe_file(id, iteration);
    std::fs::write(dir.join(&file), crate::npy::write_npy(t)?).map_err(|e| e.to_string())?;
    let mut index = std::fs::OpenOptions::new()
        .create(true)
        .append(true)
        .open(dir.join("index.csv"))
        .map_err(|e| e.to_string())?;
    writeln!(index, "{},{iteration},{}", csv_field(id), csv_field(&file)).map_err(|e| e.to_string())
}

/// The value an earlier run serialized for `id` at `iteration`, read as type `ty`.
fn deserialize(
    ev: &OpEval<'_, '_>,
    dir: &Path,
    id: &str,
    iteration: usize,
) -> Result<Option<crate::value::Tensor>, String> {
    let Ok(index) = std::fs::read_to_string(dir.join("index.csv")) else {
        return Ok(None);
    };
    let wanted = iteration.to_string();
    let Some(file) = csv_records(&index).into_iter().rev().find_map(|mut r| {
        let file = r.pop()?;
        let iter = r.pop()?;
        // An unquoted id with commas, as written before ids were quoted.
        (r.join(",") == id && iter == wanted).then_some(file)
    }) else {
        return Ok(None);
    };
    if file.contains('/') || file.contains("..") {
        return Err(format!(
            "index.csv names a file outside the probe directory: {file}"
        ));
    }
    let bytes = std::fs::read(dir.join(&file)).map_err(|e| format!("{file}: {e}"))?;
    crate::npy::read_npy(ev.ctx(), &bytes, ev.op.operand_type(0)).map(Some)
}

fn expect_serialized_eq(ev: &OpEval<'_, '_>, operands: &[Value]) -> Result<Vec<Value>, Diag> {
    let t = tensor(ev, operands, 0)?;
    let id = probe_id(ev)?;
    let iter = ev
        .op
        .attr("iteration")
        .and_then(|a| ev.ctx().attr_as_int(a))
        .unwrap_or(0) as usize;
    check_against_probe(ev, &id, iter, t)
}

/// Counts whether `t` equals the `iter`-th value of probe `id` (recorded in this run, else
/// serialized in the probe directory): `check.expect_serialized_eq`, and its compiled runtime
/// call at the llvm level.
pub(crate) fn check_against_probe(
    ev: &OpEval<'_, '_>,
    id: &str,
    iter: usize,
    t: &Tensor,
) -> Result<Vec<Value>, Diag> {
    let mut recorded = ev
        .state::<Probes>()?
        .borrow()
        .0
        .get(id)
        .and_then(|v| v.get(iter).cloned());
    if recorded.is_none() {
        if let Some(dir) = &ev.interp.probe_dir {
            recorded = deserialize(ev, dir, id, iter)
                .map_err(|m| ev.error(format!("cannot read probe '{id}': {m}")))?;
        }
    }
    let result = match recorded {
        None => Err(format!("probe '{id}' has no value at iteration {iter}")),
        Some(r) if r.shape == t.shape && r.data == t.data => Ok(()),
        Some(_) => Err(format!(
            "value differs from probe '{id}' at iteration {iter}"
        )),
    };
    crate::check::record(ev, result)
}

/// Values recorded by `interpreter.probe` during a run, per probe id, in order.
#[derive(Default)]
pub struct Probes(pub rustc_hash::FxHashMap<String, Vec<Tensor>>);

pub fn register(r: &mut Registry) {
    r.add_state::<Probes>();
    r.add(interpreter_ops::ProbeOp::NAME, probe);
    r.add(interpreter_ops::PrintOp::NAME, print);
    r.add(check_ops::ExpectSerializedEqOp::NAME, expect_serialized_eq);
}

#[cfg(test)]
mod tests {
    use super::{csv_field, csv_records, probe_file};

    #[test]
    fn distinct_ids_get_distinct_files() {
        let ids = [
            "a/b", "a_b", "a%2Fb", "a b", "a_1", "a", "x\ny", "..", "\u{e9}",
        ];
        let files: std::collections::HashSet<String> = ids
            .iter()
            .flat_map(|id| [probe_file(id, 0), probe_file(id, 10)])
            .collect();
        assert_eq!(files.len(), 2 * ids.len(), "{files:?}");
        assert!(
            files
                .iter()
                .all(|f| !f.contains('/') && !f.starts_with('.')),
            "{files:?}"
        );
    }

    #[test]
    fn index_fields_round_trip() {
        let ids = ["plain", "a,b", "say \"hi\"", "x\ny", "cr\r\nlf"];
        let text: String = ids
            .iter()
            .map(|id| format!("{},0,{}\n", csv_field(id), csv_field(&probe_file(id, 0))))
            .collect();
        let records = csv_records(&text);
        assert_eq!(records.len(), ids.len(), "{text}");
        for (r, id) in records.iter().zip(ids) {
            assert_eq!(r, &vec![id.to_string(), "0".into(), probe_file(id, 0)]);
        }
        assert_eq!(
            csv_records("a,b,0,a_b_0.npy\n"),
            vec![vec!["a", "b", "0", "a_b_0.npy"]]
        );
    }
}
