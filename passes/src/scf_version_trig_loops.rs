//! `--scf-version-trig-loops`: an element-wise `scf.parallel` (one dimension, no reductions,
//! no nested regions) computing f32 `math.sin`/`math.cos` runs in blocks of [`BLOCK`]
//! iterations, each first reading its arguments (the ops they depend on, cloned into a short
//! loop folding the largest magnitude's bits) and then running one of two versions of the
//! body: with every argument below 2^16 (the common case) the sines and cosines carry
//! `xla.small_argument` and `--math-polynomial-approximation` reduces them by Cody-Waite in
//! f64 alone; otherwise the body as it was, with the Payne-Hanek reduction exact for every
//! f32, which LLVM compiles unvectorized (it runs for blocks holding huge arguments, NaN or
//! infinities only). The vector code cannot branch per element: without the versions every
//! element paid the integer reduction (the `exp_chain` bench program 24 against 17 ms). The
//! same ops compute every element in both versions up to the reduction, whose results agree
//! to the documented bound; results do not depend on the block size or the thread count.
//! See docs/lowering/scf-version-trig-loops.md.

use crate::math_approximation::{SMALL_ARGUMENT_ATTR, SMALL_ARGUMENT_BITS};
use crate::scf_parallel_loop_fusion::access::{root, Classes};
use crate::scf_parallel_to_runtime::cost::{self, block_work, trip_count, GRAIN_ATTR};
use crate::scf_parallel_to_runtime::outline::{At, Emit};
use rustc_hash::FxHashSet;
use xla_dialect_arith::ops as arith_ops;
use xla_dialect_arith::CmpIPredicate;
use xla_dialect_math::ops as math_ops;
use xla_dialect_memref::ops as memref_ops;
use xla_dialect_scf::ops as scf_ops;
use xla_ir::ir::ValueDef;
use xla_ir::pass::PassInfo;
use xla_ir::rewrite::{clone_op_mapped, ValueMap};
use xla_ir::{BlockId, Body, Context, Diag, OpId, OpRef, OperationState, Traits, ValueId};

pub const ARGUMENT: &str = "scf-version-trig-loops";
const DESCRIPTION: &str = "Run element-wise scf.parallel loops with f32 sin/cos in blocks, each with a version for arguments below 2^16 (Cody-Waite reduction) and one for the rest";

/// Iterations of a block: its arguments are read twice, the second time from L1 (2 KiB of
/// f32), and the check costs a short loop per block.
pub const BLOCK: i64 = 512;

#[derive(Default)]
pub struct ScfVersionTrigLoops;

pub fn info() -> PassInfo {
    PassInfo {
        argument: ARGUMENT,
        description: DESCRIPTION,
        factory: || Box::new(ScfVersionTrigLoops),
    }
}

func_body_pass!(ScfVersionTrigLoops, "ScfVersionTrigLoops", run);

pub fn run(ctx: &Context, body: &mut Body) -> Result<(), Vec<Diag>> {
    let loops: Vec<OpId> = body
        .all_ops()
        .filter(|&o| !body.is_erased(o) && scf_ops::ParallelOp::is(ctx, body.op(o).name))
        .collect();
    for p in loops {
        if let Some(plan) = plan(ctx, body, p) {
            version(ctx, body, p, &plan);
        }
    }
    Ok(())
}

/// A loop to version: its body block, the trigonometric ops and the ops their arguments
/// depend on inside the block (in block order), each with the value a load among them
/// reads when the body stored it just before (forwarded: the check runs before the body).
struct Plan {
    block: BlockId,
    trig: Vec<OpId>,
    slice: Vec<(OpId, Option<ValueId>)>,
}

fn is_trig(ctx: &Context, body: &Body, op: OpId) -> bool {
    let name = body.op(op).name;
    (math_ops::SinOp::is(ctx, name) || math_ops::CosOp::is(ctx, name))
        && body.num_operands(op) == 1
        && body.value_type(body.operand(op, 0)) == ctx.f32()
}

fn plan(ctx: &Context, body: &Body, p: OpId) -> Option<Plan> {
    let sizes = xla_dialect_scf::segment_sizes(&OpRef::new(ctx, body, p))?;
    if sizes != [1, 1, 1, 0] || !body.results(p).is_empty() {
        return None;
    }
    if OpRef::new(ctx, body, p).attr(GRAIN_ATTR).is_some() {
        return None;
    }
    let region = *body.local_regions(p).first()?;
    let block = body
        .entry_block(region)
        .filter(|&b| body.next_block(b).is_none())?;
    let terminator = body.last_op(block)?;
    if !scf_ops::ReduceOp::is(ctx, body.op(terminator).name)
        || body.num_operands(terminator) != 0
        || !body.local_regions(terminator).is_empty()
    {
        return None;
    }
    let ops: Vec<OpId> = body.block_ops(block).filter(|&o| o != terminator).collect();
    let trig: Vec<OpId> = ops
        .iter()
        .copied()
        .filter(|&o| is_trig(ctx, body, o))
        .collect();
    if trig.is_empty() {
        return None;
    }
    // Every op pure, a load or a store; the stores with the alias class of their buffer.
    let mut classes = Classes::default();
    let mut stores = Vec::new();
    for &o in &ops {
        let name = body.op(o).name;
        if memref_ops::StoreOp::is(ctx, name) {
            let buffer = root(ctx, body, body.operand(o, 1)).0;
            stores.push((o, classes.of(ctx, body, buffer)));
        } else if !memref_ops::LoadOp::is(ctx, name)
            && !OpRef::new(ctx, body, o).has_trait(Traits::PURE)
        {
            return None;
        }
        if !body.local_regions(o).is_empty() {
            return None;
        }
    }
    let position = |o: OpId| ops.iter().position(|&x| x == o);
    // The arguments' ops, computed again in the check: pure ops and loads of buffers the
    // body does not write, or that it wrote at the same indices just before.
    let mut needed: FxHashSet<OpId> = FxHashSet::default();
    let mut forwarded: Vec<(OpId, ValueId)> = Vec::new();
    let mut stack: Vec<ValueId> = trig.iter().map(|&t| body.operand(t, 0)).collect();
    while let Some(v) = stack.pop() {
        let ValueDef::Result { op, .. } = body.value(v).def else {
            continue;
        };
        if body.op(op).parent_block() != Some(block) || !needed.insert(op) {
            continue;
        }
        if is_trig(ctx, body, op) {
            return None;
        }
        if memref_ops::LoadOp::is(ctx, body.op(op).name) {
            let buffer = body.operand(op, 0);
            let class = classes.of(ctx, body, root(ctx, body, buffer).0);
            let writers: Vec<OpId> = stores
                .iter()
                .filter(|(_, c)| c.may_alias(class))
                .map(|&(s, _)| s)
                .collect();
            match writers[..] {
                [] => {}
                [s] if position(s) < position(op)
                    && body.operands(s).skip(1).eq(body.operands(op)) =>
                {
                    let stored = body.operand(s, 0);
                    forwarded.push((op, stored));
                    stack.push(stored);
                    continue;
                }
                _ => return None,
            }
        }
        stack.extend(body.operands(op));
    }
    let slice = ops
        .into_iter()
        .filter(|o| needed.contains(o))
        .map(|o| (o, forwarded.iter().find(|f| f.0 == o).map(|f| f.1)))
        .collect();
    Some(Plan { block, trig, slice })
}

fn version(ctx: &Context, body: &mut Body, p: OpId, plan: &Plan) {
    let e = Emit {
        ctx,
        loc: body.op(p).loc,
    };
    let index = ctx.index_type();
    let (lb, ub, step) = (body.operand(p, 0), body.operand(p, 1), body.operand(p, 2));
    let Some(iv) = body.block_args(plan.block).first().copied() else {
        return;
    };
    let Some(terminator) = body.last_op(plan.block) else {
        return;
    };
    let originals: Vec<OpId> = body
        .block_ops(plan.block)
        .filter(|&o| o != terminator)
        .collect();
    // The grain from the body's own work per iteration (the blocked body's inner loops have
    // no constant trip count, which the runtime's estimate would count once).
    let work = block_work(ctx, body, plan.block).saturating_mul(BLOCK);
    let blocks = trip_count(ctx, body, lb, ub, step).map(|t| (t + BLOCK - 1) / BLOCK);
    let grain = cost::grain(work, blocks, cost::MIN_TASK_WORK);

    let before = At::Before(p);
    let block_size = e.constant(body, before, index, BLOCK);
    let block_step = e.value(
        body,
        before,
        arith_ops::MulIOp::NAME,
        &[step, block_size],
        index,
        &[],
    );
    body.set_operand(p, 2, block_step);
    if let Some(g) = grain {
        body.op_mut(p)
            .attrs
            .set_str(ctx, GRAIN_ATTR, ctx.i64_attr(g));
    }

    let at = At::Before(terminator);
    let end = e.value(
        body,
        at,
        arith_ops::AddIOp::NAME,
        &[iv, block_step],
        index,
        &[],
    );
    let hi = e.value(body, at, arith_ops::MinSIOp::NAME, &[end, ub], index, &[]);
    let zero = e.constant(body, at, ctx.i32(), 0);
    // The check: the largest |argument|'s bits over the block (NaN and infinities included).
    let (check, k, accs) = e.for_loop(body, at, [iv, hi, step], &[zero]);
    let Some(check_yield) = body.last_op(check) else {
        return;
    };
    let mut map = ValueMap::default();
    map.insert(iv, k);
    for &(o, stored) in &plan.slice {
        match stored {
            Some(v) => {
                let value = map.get(&v).copied().unwrap_or(v);
                map.insert(body.result(o, 0), value);
            }
            None => {
                clone_before(ctx, body, &[o], &mut map, check_yield);
            }
        }
    }
    let in_check = At::Before(check_yield);
    let magnitude_mask = e.constant(body, in_check, ctx.i32(), 0x7fff_ffff);
    let mut largest = accs[0];
    for &t in &plan.trig {
        let arg = body.operand(t, 0);
        let arg = map.get(&arg).copied().unwrap_or(arg);
        let bits = e.value(
            body,
            in_check,
            arith_ops::BitcastOp::NAME,
            &[arg],
            ctx.i32(),
            &[],
        );
        let magnitude = e.value(
            body,
            in_check,
            arith_ops::AndIOp::NAME,
            &[bits, magnitude_mask],
            ctx.i32(),
            &[],
        );
        largest = e.value(
            body,
            in_check,
            arith_ops::MaxUIOp::NAME,
            &[largest, magnitude],
            ctx.i32(),
            &[],
        );
    }
    body.set_operands(check_yield, &[largest]);
    let Some(check_loop) = body.block_parent_op(check) else {
        return;
    };
    let largest = body.result(check_loop, 0);
    let limit = e.constant(body, at, ctx.i32(), i64::from(SMALL_ARGUMENT_BITS));
    let predicate = CmpIPredicate::Ult.attr(ctx);
    let small = e.value(
        body,
        at,
        arith_ops::CmpIOp::NAME,
        &[largest, limit],
        ctx.integer_type(1),
        &[("predicate", predicate)],
    );

    let (then_block, else_block) = if_else(&e, body, at, small);
    for (branch, marked) in [(then_block, true), (else_block, false)] {
        let Some(branch_yield) = body.last_op(branch) else {
            return;
        };
        let (inner, k, _) = e.for_loop(body, At::Before(branch_yield), [iv, hi, step], &[]);
        let Some(inner_yield) = body.last_op(inner) else {
            return;
        };
        let mut map = ValueMap::default();
        map.insert(iv, k);
        let copies = clone_before(ctx, body, &originals, &mut map, inner_yield);
        for c in copies {
            if marked && is_trig(ctx, body, c) {
                body.op_mut(c)
                    .attrs
                    .set_str(ctx, SMALL_ARGUMENT_ATTR, ctx.unit_attr());
            }
        }
        if !marked {
            if let Some(slow) = body.block_parent_op(inner) {
                let annotation = xla_dialect_llvm::loop_annotation::vectorize_disabled(ctx);
                body.op_mut(slow).attrs.set_str(
                    ctx,
                    crate::scf_loop_interleave::LOOP_ANNOTATION,
                    annotation,
                );
            }
        }
    }
    for &o in originals.iter().rev() {
        body.erase_op(o);
    }
}

/// Clones `ops` (without regions) before `anchor`, operands through `map`; the copies.
fn clone_before(
    ctx: &Context,
    body: &mut Body,
    ops: &[OpId],
    map: &mut ValueMap,
    anchor: OpId,
) -> Vec<OpId> {
    let mut copies = Vec::with_capacity(ops.len());
    for &o in ops {
        if let Some(c) = clone_op_mapped(ctx, body, o, map, None) {
            body.insert_op_before(anchor, c);
            copies.push(c);
        }
    }
    copies
}

/// `scf.if %cond { scf.yield } else { scf.yield }` at `at`: its two blocks.
fn if_else(e: &Emit<'_>, body: &mut Body, at: At, cond: ValueId) -> (BlockId, BlockId) {
    let mut regions = Vec::new();
    let mut blocks = Vec::new();
    for _ in 0..2 {
        let region = body.create_region();
        let block = body.create_block();
        body.append_block(region, block);
        e.op(body, At::End(block), scf_ops::YieldOp::NAME, &[], None, &[]);
        regions.push(region);
        blocks.push(block);
    }
    let mut st = OperationState::new(e.ctx, scf_ops::IfOp::NAME, e.loc).operands(&[cond]);
    st.regions = regions;
    let op = body.create_op(e.ctx, st);
    match at {
        At::Before(anchor) => body.insert_op_before(anchor, op),
        At::End(b) => body.append_op(b, op),
    }
    (blocks[0], blocks[1])
}
