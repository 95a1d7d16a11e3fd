//! `--scf-loop-interleave`: an innermost element-wise `scf.for` with a long body (approximated
//! math: a sine, an exponential and a tanh per element are ~100 ops) asks LLVM to interleave
//! its vector iterations (`#llvm.loop_annotation<interleave = #llvm.loop_interleave<count =
//! N>>`, carried to the back edge by `--convert-scf-to-cf`). LLVM interleaves only loops whose
//! body costs less than 20 by itself; one long body is a single chain of dependent
//! instructions longer than the out-of-order window, so the core waits on latencies with its
//! units idle. Interleaved, independent chains fill them: `exp_chain` (sin, exp, tanh per
//! element) ran 31.3 ms of CPU for 16M f32 as it was, 27.1 with 2, 24.4 with 4. Results do
//! not change: every element is computed by the same instructions. Loops that carry values
//! (reductions), call functions, or run fewer iterations than the interleaved vector width
//! keep LLVM's choice. See docs/lowering/scf-loop-interleave.md.

use crate::scf_parallel_to_runtime::cost::trip_count;
use xla_dialect_arith::ops as arith_ops;
use xla_dialect_func::ops as func_ops;
use xla_dialect_scf::ops as scf_ops;
use xla_ir::ir::WalkOrder;
use xla_ir::pass::{parse_int_option, Pass, PassInfo, PassOptionDoc};
use xla_ir::{Body, Context, Diag, OpData, OpId};

pub const ARGUMENT: &str = "scf-loop-interleave";
const DESCRIPTION: &str = "Ask LLVM to interleave the vector iterations of innermost element-wise scf.for loops with long bodies (loop_annotation on the back edge)";

/// The discardable attribute `--convert-scf-to-cf` moves to the loop's back edge.
pub const LOOP_ANNOTATION: &str = "loop_annotation";
/// Body ops (constants and the terminator aside) from which a loop is interleaved. The
/// bench's element-wise loops: gelu's tanh form 37 ops (bound by memory), log-softmax's
/// 52, exact gelu 114 (neutral: 15.5 -> 15.2 ms of CPU), exp_chain 127 (31.3 -> 24.1).
pub const MIN_OPS: i64 = 60;
/// Vector iterations interleaved: 4 measured fastest (2: 27.1, 4: 24.4 ms).
pub const COUNT: i64 = 4;
/// The widest vector LLVM picks for f32 (AVX-512: 16 lanes): with fewer than
/// `COUNT` x this many iterations the interleaved loop would not run at all.
const MAX_LANES: i64 = 16;

pub struct ScfLoopInterleave {
    /// Option `min-ops`.
    pub min_ops: i64,
    /// Option `count`.
    pub count: i64,
}

impl Default for ScfLoopInterleave {
    fn default() -> Self {
        ScfLoopInterleave {
            min_ops: MIN_OPS,
            count: COUNT,
        }
    }
}

pub fn info() -> PassInfo {
    PassInfo {
        argument: ARGUMENT,
        description: DESCRIPTION,
        factory: || Box::new(ScfLoopInterleave::default()),
    }
}

impl Pass for ScfLoopInterleave {
    fn argument(&self) -> &'static str {
        ARGUMENT
    }
    fn description(&self) -> &'static str {
        DESCRIPTION
    }
    fn name(&self) -> &'static str {
        "ScfLoopInterleave"
    }
    fn anchor(&self) -> Option<&'static str> {
        Some(func_ops::FuncOp::NAME)
    }
    fn set_option(&mut self, name: &str, value: &str) -> Result<(), String> {
        match name {
            "min-ops" => self.min_ops = parse_int_option(name, value)?,
            "count" => {
                self.count = parse_int_option(name, value)?;
                if !(1..=64).contains(&self.count) {
                    return Err(format!(
                        "option 'count' must be in 1..=64, got {}",
                        self.count
                    ));
                }
            }
            _ => return Err(format!("no such option '{name}'")),
        }
        Ok(())
    }
    fn options(&self) -> Vec<(String, String)> {
        vec![
            ("count".into(), self.count.to_string()),
            ("min-ops".into(), self.min_ops.to_string()),
        ]
    }
    fn option_docs(&self) -> Vec<PassOptionDoc> {
        vec![
            PassOptionDoc {
                name: "count",
                value_kind: "int",
                description: "Vector iterations LLVM interleaves (default 4)",
            },
            PassOptionDoc {
                name: "min-ops",
                value_kind: "int",
                description: "Ops in the loop's body (constants aside) from which it is interleaved (default 60)",
            },
        ]
    }
    fn run(&self, ctx: &Context, op: &mut OpData) -> Result<(), Vec<Diag>> {
        if let Some(body) = op.isolated_body_mut() {
            run(ctx, body, self.min_ops, self.count);
        }
        Ok(())
    }
}

pub fn run(ctx: &Context, body: &mut Body, min_ops: i64, count: i64) {
    let mut chosen = Vec::new();
    body.walk_local(WalkOrder::PreOrder, |op| {
        if interleaves(ctx, body, op, min_ops, count) {
            chosen.push(op);
        }
    });
    let annotation = xla_dialect_llvm::loop_annotation::interleave_annotation(ctx, count as u32);
    for op in chosen {
        body.op_mut(op)
            .attrs
            .set_str(ctx, LOOP_ANNOTATION, annotation);
    }
}

fn interleaves(ctx: &Context, body: &Body, op: OpId, min_ops: i64, count: i64) -> bool {
    if !scf_ops::ForOp::is(ctx, body.op(op).name) || !body.results(op).is_empty() {
        return false;
    }
    if body.op(op).attrs.get_str(ctx, LOOP_ANNOTATION).is_some() {
        return false;
    }
    let operands: Vec<_> = body.operands(op).collect();
    if let [lb, ub, step, ..] = operands[..] {
        if trip_count(ctx, body, lb, ub, step).is_some_and(|t| t < count * MAX_LANES) {
            return false;
        }
    }
    let mut nested = Vec::new();
    for &r in body.local_regions(op) {
        body.collect_region(r, WalkOrder::PreOrder, &mut nested);
    }
    let mut ops = 0;
    for &o in &nested {
        let name = body.op(o).name;
        let is_loop = [
            scf_ops::ForOp::NAME,
            scf_ops::ParallelOp::NAME,
            scf_ops::WhileOp::NAME,
        ]
        .iter()
        .any(|n| ctx.op_name_str(name) == *n);
        if is_loop || func_ops::CallOp::is(ctx, name) {
            return false;
        }
        if !arith_ops::ConstantOp::is(ctx, name) && !scf_ops::YieldOp::is(ctx, name) {
            ops += 1;
        }
    }
    ops >= min_ops
}
