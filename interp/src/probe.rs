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
use xla_dialect_check::interpreter as interpreter_ops;
use xla_dialect_check::ops as check_ops;
use xla_ir::Diag;
use xla_values::probe_files;

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
        probe_files::serialize(dir, id, iteration, t)
            .map_err(|m| ev.error(format!("cannot serialize probe '{id}': {m}")))?;
    }
    Ok(())
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
            let ty = ev.ctx().tensor_type(&t.shape, t.ty);
            recorded = probe_files::deserialize(ev.ctx(), dir, id, iter, ty)
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
