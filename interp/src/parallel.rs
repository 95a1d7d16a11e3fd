//! N simulated processes (replicas × partitions): StableHLO's `interpreter.run_parallel`
//! runs one function per process on its own thread; collectives meet at a rendezvous.

use crate::eval::{Interp, OpEval, Registry};
use crate::transport::{Collective, Transport};
use crate::value::Value;
use parking_lot::{Condvar, Mutex};
use rustc_hash::FxHashMap;
use std::sync::Arc;
use std::time::Duration;
use xla_dialect_check::interpreter as interpreter_ops;
use xla_ir::{AttrData, Context, DResult};

/// The thread transport: collectives of one process's threads meet here, one slot per member
/// of a group, per collective.
#[derive(Default)]
pub struct Rendezvous {
    slots: Mutex<FxHashMap<Collective, Vec<Option<Value>>>>,
    /// Values sent and not yet received, per channel handle, in send order.
    channels: Mutex<FxHashMap<i64, std::collections::VecDeque<Vec<Value>>>>,
    ready: Condvar,
    sent: Condvar,
    /// What `infeed` ops read, in order (from run_parallel's `infeed` functions).
    pub infeed: Mutex<std::collections::VecDeque<Vec<Value>>>,
    /// The first device that failed: the others stop waiting for it.
    failed: Mutex<Option<usize>>,
    /// Devices that gave up waiting for their group (a symptom, not a device's own failure).
    timed_out: Mutex<Vec<usize>>,
}

impl Rendezvous {
    /// Records that `device` failed by itself (the first such device is the one to report) and
    /// wakes every waiting device, which then gives up.
    pub fn fail(&self, device: usize) {
        {
            let _slots = self.slots.lock();
            self.failed.lock().get_or_insert(device);
            self.ready.notify_all();
        }
        let _channels = self.channels.lock();
        self.sent.notify_all();
    }

    /// Whether `device` gave up waiting for its group.
    pub fn timed_out(&self, device: usize) -> bool {
        self.timed_out.lock().contains(&device)
    }

    /// The first device that failed, if any.
    pub fn first_failure(&self) -> Option<usize> {
        *self.failed.lock()
    }

    fn check_failed(&self) -> Result<(), String> {
        match *self.failed.lock() {
            Some(d) => Err(format!("device {d} failed")),
            None => Ok(()),
        }
    }
}

/// How long a device waits for the others of its group before giving up.
pub const RENDEZVOUS_TIMEOUT: Duration = Duration::from_secs(20);

impl Transport for Rendezvous {
    fn exchange(
        &self,
        _: &Context,
        at: &Collective,
        me: usize,
        value: Value,
    ) -> Result<Vec<Value>, String> {
        let pos = at
            .group
            .iter()
            .position(|&g| g == me)
            .ok_or("process is not in its own group")?;
        let mut slots = self.slots.lock();
        slots
            .entry(at.clone())
            .or_insert_with(|| vec![None; at.group.len()])[pos] = Some(value);
        self.ready.notify_all();
        loop {
            self.check_failed()?;
            if let Some(v) = slots.get(at) {
                if v.iter().all(Option::is_some) {
                    return Ok(v.iter().flatten().cloned().collect());
                }
            }
            if self
                .ready
                .wait_for(&mut slots, RENDEZVOUS_TIMEOUT)
                .timed_out()
            {
                self.timed_out.lock().push(me);
                return Err("timed out waiting for the other processes of its group".into());
            }
        }
    }

    fn send(&self, _: &Context, handle: i64, values: Vec<Value>) -> Result<(), String> {
        self.channels
            .lock()
            .entry(handle)
            .or_default()
            .push_back(values);
        self.sent.notify_all();
        Ok(())
    }

    fn recv(&self, _: &Context, handle: i64) -> Result<Vec<Value>, String> {
        let mut channels = self.channels.lock();
        loop {
            self.check_failed()?;
            if let Some(v) = channels.get_mut(&handle).and_then(|q| q.pop_front()) {
                return Ok(v);
            }
            if self
                .sent
                .wait_for(&mut channels, RENDEZVOUS_TIMEOUT)
                .timed_out()
            {
                return Err(format!("timed out waiting for a send on channel {handle}"));
            }
        }
    }

    fn infeed(&self) -> Option<Vec<Value>> {
        self.infeed.lock().pop_front()
    }
}

/// Runs devices' programs outside the interpreter (the JIT's compiled functions,
/// backends/jit-devices): manual computation bodies and `interpreter.run_parallel`'s
/// functions, each device's thread (or, under MPI, the process) calling [`DevicePrograms::run`].
pub trait DevicePrograms: Sync {
    /// Runs function `name` on `args` as the device `process` (its collectives exchange
    /// through `process.transport`); returns the results and the process, its collective
    /// count advanced past the function's collectives.
    fn run(
        &self,
        name: &str,
        args: Vec<Value>,
        process: Process,
    ) -> Result<(Vec<Value>, Process), String>;
}

/// The identity of the process (device) an interpreter runs as.
pub struct Process {
    pub replica: usize,
    pub partition: usize,
    pub num_replicas: usize,
    pub num_partitions: usize,
    pub transport: Arc<dyn Transport>,
    /// Collectives executed so far (every process runs them in the same order).
    pub seq: std::cell::Cell<u64>,
}

impl Process {
    /// Deposits `value` for `group` (which contains this process) and returns every member's
    /// value, in group order, once all have arrived.
    pub fn exchange(
        &self,
        ev: &OpEval<'_, '_>,
        group: &[(usize, usize)],
        value: Value,
    ) -> DResult<Vec<Value>> {
        let what = format!("{} ({:?})", ev.op.name_str(), ev.op.id);
        self.exchange_values(ev.ctx(), what, group, value)
            .map_err(|e| ev.error(e))
    }

    /// [`Process::exchange`] for a collective named `what` (the same on every member), with
    /// plain errors: the collective runtime call's exchange (`collective_call`).
    pub fn exchange_values(
        &self,
        ctx: &Context,
        what: String,
        group: &[(usize, usize)],
        value: Value,
    ) -> Result<Vec<Value>, String> {
        let seq = self.seq.get();
        self.seq.set(seq + 1);
        let id = |(r, p): (usize, usize)| r * self.num_partitions + p;
        let at = Collective {
            seq,
            what,
            group: group.iter().map(|&g| id(g)).collect(),
        };
        self.transport
            .exchange(ctx, &at, id((self.replica, self.partition)), value)
    }

    /// Queues `values` on channel `handle`.
    pub fn send(&self, ev: &OpEval<'_, '_>, handle: i64, values: Vec<Value>) -> DResult<()> {
        self.transport
            .send(ev.ctx(), handle, values)
            .map_err(|e| ev.error(e))
    }

    /// The oldest values sent on channel `handle`, waiting for a sender if there are none.
    pub fn recv(&self, ev: &OpEval<'_, '_>, handle: i64) -> DResult<Vec<Value>> {
        self.transport
            .recv(ev.ctx(), handle)
            .map_err(|e| ev.error(e))
    }
}

/// `programs = [[@f, ...], ...]`: one row per replica, one column per partition.
fn programs(ev: &OpEval<'_, '_>) -> DResult<Vec<Vec<String>>> {
    let ctx = ev.ctx();
    let rows = ev
        .op
        .attr("programs")
        .and_then(|a| ctx.attr_as_array(a))
        .ok_or_else(|| ev.error("requires 'programs'"))?;
    rows.iter()
        .map(|r| {
            ctx.attr_as_array(*r)
                .ok_or_else(|| ev.error("'programs' must be an array of arrays"))?
                .iter()
                .map(|s| match ctx.attr_data(*s) {
                    AttrData::SymbolRef { root, .. } => Ok(ctx.symbol_str(*root).to_string()),
                    _ => Err(ev.error("'programs' must hold symbol references")),
                })
                .collect()
        })
        .collect()
}

fn run_parallel(ev: &OpEval<'_, '_>, operands: &[Value]) -> DResult<Vec<Value>> {
    let progs = programs(ev)?;
    let (nr, np) = (progs.len(), progs.first().map_or(0, Vec::len));
    if nr == 0 || np == 0 || progs.iter().any(|r| r.len() != np) {
        return Err(ev.error("'programs' must be a non-empty rectangle"));
    }
    let module = ev.interp.module.ok_or_else(|| ev.error("needs a module"))?;
    // Operands are handed out in process order, as many as each function takes.
    let mut jobs = Vec::new();
    let mut next = 0;
    for (r, row) in progs.iter().enumerate() {
        for (p, name) in row.iter().enumerate() {
            let f = ev
                .interp
                .function(name)
                .ok_or_else(|| ev.error(format!("program '@{name}' is not in the module")))?;
            let (body, regions) = f.body.op_regions(f.id);
            let params: Vec<xla_ir::Type> = regions
                .first()
                .and_then(|&rg| body.entry_block(rg))
                .map(|b| {
                    body.block_args(b)
                        .iter()
                        .map(|&a| body.value_type(a))
                        .collect()
                })
                .unwrap_or_default();
            let args = if params
                .iter()
                .any(|&t| xla_dialect_hlo::types::is_token(ev.ctx(), t))
                || ev.interp.device_programs.is_some()
            {
                let args = operands
                    .get(next..next + params.len())
                    .ok_or_else(|| ev.error("has too few operands for its programs"))?
                    .to_vec();
                next += params.len();
                args
            } else {
                // A lowered program without tokens at its boundary (hlo_to_linalg/signature.rs
                // drops them): the op's tokens are passed to no one.
                let mut args = Vec::new();
                while args.len() < params.len() {
                    let v = operands
                        .get(next)
                        .ok_or_else(|| ev.error("has too few operands for its programs"))?;
                    next += 1;
                    if !matches!(v, Value::Token) {
                        args.push(v.clone());
                    }
                }
                args
            };
            jobs.push((r, p, name.clone(), args));
        }
    }
    let rendezvous = Arc::new(Rendezvous::default());
    // `infeed = [@f, ...]`: each function's results are one infeed entry.
    if let Some(list) = ev.op.attr("infeed").and_then(|a| ev.ctx().attr_as_array(a)) {
        for f in list {
            let AttrData::SymbolRef { root, .. } = ev.ctx().attr_data(*f) else {
                return Err(ev.error("'infeed' must hold symbol references"));
            };
            let mut values = ev.interp.call(ev.ctx().symbol_str(*root), Vec::new())?;
            // A lowered function returns buffers, which become the entry's tensors (and are
            // freed: they are this op's to free).
            for v in &mut values {
                if let Value::MemRef(m) = v {
                    let t = m
                        .to_tensor()
                        .ok_or_else(|| ev.error("an infeed buffer is out of bounds"))?;
                    ev.state::<crate::memref::MemrefState>()?
                        .borrow_mut()
                        .live_allocs
                        .remove(m);
                    *v = Value::Tensor(t);
                }
            }
            rendezvous.infeed.lock().push_back(values);
        }
    }
    let (ctx, registry) = (ev.ctx(), ev.interp.registry);
    let elsewhere = ev.interp.device_programs;
    let device_error = ev.error("a device failed");
    let results: Vec<DResult<(Vec<Value>, crate::CheckStats)>> = std::thread::scope(|s| {
        let handles: Vec<_> = jobs
            .into_iter()
            .map(|(r, p, name, args)| {
                let rendezvous = rendezvous.clone();
                let device_error = device_error.clone();
                s.spawn(move || {
                    let process = Process {
                        replica: r,
                        partition: p,
                        num_replicas: nr,
                        num_partitions: np,
                        transport: rendezvous.clone(),
                        seq: std::cell::Cell::new(0),
                    };
                    if let Some(programs) = elsewhere {
                        let (out, _) = programs.run(&name, args, process).map_err(|e| {
                            // The others stop waiting for this device.
                            rendezvous.fail(r * np + p);
                            let mut d = device_error;
                            d.message = format!("device {}: {e}", r * np + p);
                            d
                        })?;
                        return Ok((out, crate::CheckStats::default()));
                    }
                    let mut interp = Interp::new(ctx, registry, Some(module));
                    interp.process = Some(process);
                    let out = interp.call(&name, args)?;
                    Ok((out, interp.checks.take()))
                })
            })
            .collect();
        handles
            .into_iter()
            .map(|h| {
                h.join()
                    .unwrap_or_else(|_| Err(ev.error("a process panicked")))
            })
            .collect()
    });
    let mut out = Vec::new();
    for r in results {
        let (vals, stats) = r?;
        let mut mine = ev.interp.checks.borrow_mut();
        mine.passed += stats.passed;
        mine.failed += stats.failed;
        mine.failures.extend(stats.failures);
        out.extend(vals);
    }
    // Lowered programs return no tokens: the op's token results are tokens.
    if out.len() < ev.op.num_results() {
        let mut values = out.into_iter();
        out = (0..ev.op.num_results())
            .map(
                |i| match xla_dialect_hlo::types::is_token(ev.ctx(), ev.op.result_type(i)) {
                    true => Some(Value::Token),
                    false => values.next(),
                },
            )
            .collect::<Option<Vec<_>>>()
            .ok_or_else(|| ev.error("its programs returned too few results"))?;
    }
    // Programs lowered to buffers return memrefs; the op's results stay tensors.
    for (i, v) in out.iter_mut().enumerate() {
        if let Value::MemRef(m) = v {
            if i < ev.op.num_results() && ev.ctx().is_tensor(ev.op.result_type(i)) {
                let t = m
                    .to_tensor()
                    .ok_or_else(|| ev.error("a program's result buffer is out of bounds"))?;
                *v = Value::Tensor(t);
            }
        }
    }
    Ok(out)
}

pub fn register(r: &mut Registry) {
    r.add(interpreter_ops::RunParallelOp::NAME, run_parallel);
}
