//! Running pipelines: passes in order on their op, nested pipelines on each matching op
//! directly inside it (in parallel across isolated siblings unless threading is off).

use std::time::Instant;

use rayon::prelude::*;
use rustc_hash::FxHashMap;

use super::instrument::{dump, RunOptions};
use super::manager::{OpPassManager, PassEntry, PassManager};
use super::target::Target;
use super::timing::TimingNode;
use super::verifier::verify_op;
use super::Pass;
use crate::context::Context;
use crate::diagnostic::Diag;
use crate::ir::{Body, Module, OpId};
use crate::registry::Traits;
use crate::types::Type;

/// The outcome of [`PassManager::run`].
pub struct RunReport {
    /// `Ok` if every pass (and verification) succeeded; else the diagnostics of the failure.
    pub result: Result<(), Vec<Diag>>,
    /// Rows per pass (empty unless [`RunOptions::timing`]); nested pipelines appear as
    /// `'func.func' Pipeline` rows, verification as `Verifier` rows.
    pub timing: TimingNode,
    /// On failure, the (first) pass that failed and its op, as mlir-opt names them:
    /// `` `CSE` on 'func.func' operation: @f ``.
    pub failed_pass: Option<String>,
    /// With [`RunOptions::local_reproducer`], on failure: the module just before the pass
    /// that failed, and that pass alone as a pipeline nested in its op's ancestors.
    pub local_reproducer: Option<(Module, String)>,
}

/// Where IR dumps go, in order.
pub type Sink<'a> = &'a mut dyn FnMut(&str);

impl PassManager {
    /// Runs the pipeline on the module op; IR dumps are written to `sink` in program order.
    pub fn run(&self, ctx: &Context, module: &mut Module, sink: Sink<'_>) -> RunReport {
        let mut timing = TimingNode::new("passes", "Passes");
        let exec = Executor {
            ctx,
            opts: &self.options,
            failed_pass: std::sync::Mutex::new(None),
            before_pass: std::sync::Mutex::new(None),
            local_reproducer: std::sync::Mutex::new(None),
        };
        let whole_module = self.options.print_ir.module_scope || self.options.local_reproducer;
        let mut target = if whole_module {
            Target::Path {
                top: &mut module.top,
                path: vec![module.op],
            }
        } else {
            Target::InBody {
                body: &mut module.top,
                id: module.op,
            }
        };
        let name = ctx.op_name_str(target.name()).to_owned();
        let result = match self.root.anchor() {
            Some(anchor) if anchor != name => {
                let loc = target.data().loc;
                let msg = format!("can't run '{anchor}' pass manager on '{name}' op");
                Err(vec![Diag::error(loc, msg)])
            }
            _ => exec.run_pipeline(&self.root, &mut target, sink, &mut timing),
        };
        let failed_pass = exec
            .failed_pass
            .into_inner()
            .unwrap_or_else(|e| e.into_inner());
        let local_reproducer = exec
            .local_reproducer
            .into_inner()
            .unwrap_or_else(|e| e.into_inner())
            .map(|(top, pipeline)| {
                let module = Module {
                    top,
                    op: module.op,
                    external_resources: Vec::new(),
                };
                (module, pipeline)
            });
        RunReport {
            result,
            timing,
            failed_pass,
            local_reproducer,
        }
    }
}

struct Executor<'a> {
    ctx: &'a Context,
    opts: &'a RunOptions,
    /// See [`RunReport::failed_pass`].
    failed_pass: std::sync::Mutex<Option<String>>,
    /// The top-level body and the one-pass pipeline of the pass running now (local reproducer).
    before_pass: std::sync::Mutex<Option<(Body, String)>>,
    /// The `before_pass` of the first pass that failed.
    local_reproducer: std::sync::Mutex<Option<(Body, String)>>,
}

/// A nested op to run a pipeline on, found before the body is split into disjoint borrows.
struct Scheduled {
    id: OpId,
    operand_types: Vec<Type>,
    result_types: Vec<Type>,
}

/// What one op's nested run produced (kept per op so parallel output stays in order).
struct OpRun {
    result: Result<(), Vec<Diag>>,
    dumps: String,
    timing: TimingNode,
    thread: Option<usize>,
}

impl Executor<'_> {
    /// Runs each entry of `pm` on `target`, stopping at the first failure.
    fn run_pipeline(
        &self,
        pm: &OpPassManager,
        target: &mut Target<'_>,
        sink: Sink<'_>,
        timing: &mut TimingNode,
    ) -> Result<(), Vec<Diag>> {
        stacker::maybe_grow(64 * 1024, 4 * 1024 * 1024, || {
            for (index, entry) in pm.entries().iter().enumerate() {
                let key = index.to_string();
                match entry {
                    PassEntry::Pass(pass) => {
                        self.run_pass(pass.as_ref(), &key, target, sink, timing)?
                    }
                    PassEntry::Nested(nested) => {
                        let row_name = format!("'{}' Pipeline", nested.anchor_name());
                        let start = Instant::now();
                        let mut row = TimingNode::new(key.as_str(), row_name.as_str());
                        let (result, parallel) = self.run_nested(nested, target, sink, &mut row);
                        if self.opts.timing {
                            row.wall = start.elapsed();
                            if !parallel {
                                row.user = row.wall;
                            }
                            timing.child(&key, &row_name).merge_sequential(row);
                        }
                        result?;
                    }
                }
            }
            Ok(())
        })
    }

    /// One pass on one op, with its instrumentation.
    fn run_pass(
        &self,
        pass: &dyn Pass,
        key: &str,
        target: &mut Target<'_>,
        sink: Sink<'_>,
        timing: &mut TimingNode,
    ) -> Result<(), Vec<Diag>> {
        let ctx = self.ctx;
        let op_name = target.name();
        if let Some(anchor) = pass.anchor() {
            if anchor != ctx.op_name_str(op_name) {
                let msg = format!(
                    "'{}' op trying to schedule pass '{}' on an unsupported operation",
                    ctx.op_name_str(op_name),
                    pass.name()
                );
                return Err(vec![Diag::error(target.data().loc, msg)]);
            }
        }
        let print = &self.opts.print_ir;
        if print.before.selects(pass.argument()) {
            sink(&dump(ctx, "Before", pass, false, target, print));
        }
        let after = print.after_success(pass.argument());
        let before_print =
            (after && print.after_change).then(|| super::instrument::fingerprint(ctx, target));
        if self.opts.local_reproducer {
            let snapshot = self.local_snapshot(pass, target);
            *self.before_pass.lock().unwrap_or_else(|e| e.into_inner()) = Some(snapshot);
        }
        let start = Instant::now();
        let result = pass.run(ctx, target.data());
        if self.opts.timing {
            timing.child(key, pass.name()).add(start.elapsed());
        }
        if let Err(diags) = result {
            self.record_failure(pass, target);
            if print.after_failed(pass.argument()) {
                sink(&dump(ctx, "After", pass, true, target, print));
            }
            return Err(diags);
        }
        let changed = match &before_print {
            Some(b) => *b != super::instrument::fingerprint(ctx, target),
            None => true,
        };
        if after && changed {
            sink(&dump(ctx, "After", pass, false, target, print));
        }
        if self.opts.verify_each {
            let start = Instant::now();
            let verified = target.with_view(ctx, |body, id| verify_op(ctx, body, id));
            if self.opts.timing {
                timing.child("verifier", "Verifier").add(start.elapsed());
            }
            verified?;
        }
        Ok(())
    }

    /// Runs `pm` on each op it is anchored on directly inside `target`'s isolated body;
    /// also says whether the ops ran in parallel (their user time is then set in `row`).
    fn run_nested(
        &self,
        pm: &OpPassManager,
        target: &mut Target<'_>,
        sink: Sink<'_>,
        row: &mut TimingNode,
    ) -> (Result<(), Vec<Diag>>, bool) {
        if matches!(target, Target::Path { .. }) {
            return (self.run_nested_on_paths(pm, target, sink, row), false);
        }
        let Some(body) = target.data().isolated_body_mut() else {
            return (Ok(()), false);
        };
        let scheduled = match self.schedule(pm, body) {
            Ok(s) if s.is_empty() => return (Ok(()), false),
            Ok(s) => s,
            Err(diags) => return (Err(diags), false),
        };
        let order: FxHashMap<OpId, usize> = scheduled
            .iter()
            .enumerate()
            .map(|(i, s)| (s.id, i))
            .collect();
        let mut targets: Vec<(usize, Target<'_>)> = Vec::with_capacity(scheduled.len());
        let mut scheduled: Vec<Option<Scheduled>> = scheduled.into_iter().map(Some).collect();
        for (id, data) in body.ops_mut() {
            let Some(&pos) = order.get(&id) else { continue };
            if let Some(s) = scheduled.get_mut(pos).and_then(Option::take) {
                targets.push((
                    pos,
                    Target::Detached {
                        data,
                        operand_types: s.operand_types,
                        result_types: s.result_types,
                    },
                ));
            }
        }
        targets.sort_by_key(|(pos, _)| *pos);

        if self.opts.threading && targets.len() > 1 {
            let runs: Vec<OpRun> = targets
                .par_iter_mut()
                .map(|(_, t)| self.run_buffered(pm, t))
                .collect();
            (self.finish_parallel(runs, sink, row), true)
        } else {
            for (_, t) in &mut targets {
                if let Err(diags) = self.run_pipeline(pm, t, sink, row) {
                    return (Err(diags), false);
                }
            }
            (Ok(()), false)
        }
    }

    /// The whole module as it is and `pass` alone, nested in its op's ancestors:
    /// `builtin.module(func.func(cse))`.
    fn local_snapshot(&self, pass: &dyn Pass, target: &mut Target<'_>) -> (Body, String) {
        let top = target.with_top(self.ctx, |body, _| body.clone());
        let names = target.op_path_names(self.ctx);
        let mut pipeline = String::new();
        for name in &names {
            pipeline.push_str(name);
            pipeline.push('(');
        }
        super::manager::write_pass(&mut pipeline, pass);
        pipeline.push_str(&")".repeat(names.len()));
        (top, pipeline)
    }

    /// Remembers the first pass that fails, with its op.
    fn record_failure(&self, pass: &dyn Pass, target: &mut Target<'_>) {
        let ctx = self.ctx;
        let mut first = self.failed_pass.lock().unwrap_or_else(|e| e.into_inner());
        if first.is_some() {
            return;
        }
        if let Some(snapshot) = self
            .before_pass
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .take()
        {
            *self
                .local_reproducer
                .lock()
                .unwrap_or_else(|e| e.into_inner()) = Some(snapshot);
        }
        let op = target.with_view(ctx, |body, id| {
            let name = ctx.op_name_str(body.op(id).name);
            match crate::verify::symbols::symbol_name(ctx, body, id) {
                Some(sym) => format!("'{name}' operation: @{sym}"),
                None => format!("'{name}' operation"),
            }
        });
        *first = Some(format!("`{}` on {op}", pass.name()));
    }

    /// `run_nested` on one thread with every op reached from the top-level body, so IR dumps
    /// can show the whole module.
    fn run_nested_on_paths(
        &self,
        pm: &OpPassManager,
        target: &mut Target<'_>,
        sink: Sink<'_>,
        row: &mut TimingNode,
    ) -> Result<(), Vec<Diag>> {
        let Some(body) = target.data().isolated_body_mut() else {
            return Ok(());
        };
        let scheduled = self.schedule(pm, body)?;
        for s in scheduled {
            if let Some(mut child) = target.child(s.id) {
                self.run_pipeline(pm, &mut child, sink, row)?;
            }
        }
        Ok(())
    }

    /// Runs `pm` on one op on the current (worker) thread, buffering its IR dumps.
    fn run_buffered(&self, pm: &OpPassManager, target: &mut Target<'_>) -> OpRun {
        let mut dumps = String::new();
        let mut timing = TimingNode::default();
        let start = Instant::now();
        let result = self.run_pipeline(pm, target, &mut |s: &str| dumps.push_str(s), &mut timing);
        timing.wall = start.elapsed();
        timing.user = timing.wall;
        OpRun {
            result,
            dumps,
            timing,
            thread: rayon::current_thread_index(),
        }
    }

    /// Forwards per-op dumps in program order, merges timings, and gathers every failure.
    fn finish_parallel(
        &self,
        runs: Vec<OpRun>,
        sink: Sink<'_>,
        row: &mut TimingNode,
    ) -> Result<(), Vec<Diag>> {
        let mut per_thread: FxHashMap<Option<usize>, TimingNode> = FxHashMap::default();
        let mut errors = Vec::new();
        let mut failed = false;
        for run in runs {
            sink(&run.dumps);
            per_thread
                .entry(run.thread)
                .or_default()
                .merge_sequential(run.timing);
            if let Err(diags) = run.result {
                failed = true;
                errors.extend(diags);
            }
        }
        let mut threads: Vec<(Option<usize>, TimingNode)> = per_thread.into_iter().collect();
        threads.sort_by_key(|(t, _)| *t);
        let mut combined = TimingNode::default();
        for (_, t) in threads {
            combined.merge_concurrent(t);
        }
        row.user = combined.user;
        row.children = combined.children;
        if failed {
            Err(errors)
        } else {
            Ok(())
        }
    }

    /// The ops `pm` runs on: those directly in `body`'s regions with a matching name.
    fn schedule(&self, pm: &OpPassManager, body: &Body) -> Result<Vec<Scheduled>, Vec<Diag>> {
        let ctx = self.ctx;
        let mut out = Vec::new();
        for &region in body.root_regions() {
            for block in body.region_blocks(region) {
                for id in body.block_ops(block) {
                    let data = body.op(id);
                    let name = ctx.op_name_str(data.name);
                    let def = ctx.op_def(data.name);
                    let isolated = def.is_some_and(|d| d.has_trait(Traits::ISOLATED_FROM_ABOVE));
                    match pm.anchor() {
                        Some(anchor) if anchor != name => continue,
                        Some(_) if def.is_none() => {
                            let msg = format!("'{name}' op trying to schedule a pass on an unregistered operation");
                            return Err(vec![Diag::error(data.loc, msg)]);
                        }
                        Some(_) if !isolated => {
                            let msg = format!("'{name}' op trying to schedule a pass on an operation not marked as 'IsolatedFromAbove'");
                            return Err(vec![Diag::error(data.loc, msg)]);
                        }
                        // `any(...)` runs on the isolated ops every pass of it accepts.
                        None if !isolated || !accepts_all(pm, name) => continue,
                        _ => {}
                    }
                    out.push(Scheduled {
                        id,
                        operand_types: body.operands(id).map(|v| body.value_type(v)).collect(),
                        result_types: body
                            .results(id)
                            .iter()
                            .map(|&v| body.value_type(v))
                            .collect(),
                    });
                }
            }
        }
        Ok(out)
    }
}

/// True if every pass directly in `pm` can run on ops named `name`.
fn accepts_all(pm: &OpPassManager, name: &str) -> bool {
    pm.entries().iter().all(|e| match e {
        PassEntry::Pass(p) => p.anchor().is_none_or(|a| a == name),
        PassEntry::Nested(_) => true,
    })
}
