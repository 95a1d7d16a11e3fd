//! `--scf-split-reductions`: a large reduction to one value (an outermost `scf.for` that
//! folds its accumulator with an associative combiner and only reads memory) runs as a fixed
//! number of chunks in an `scf.parallel`, each folding its range from the combiner's identity
//! into a buffer of partial results, then one short loop folds the partials into the initial
//! value. XLA reassociates reductions the same way (the float sums carry `reassoc` already:
//! docs/lowering/linalg-to-loops.md, "Reductions"); the chunks depend on the trip count only,
//! so results are the same for any number of threads. See docs/lowering/scf-split-reductions.md.

use crate::linalg_to_loops::accumulate::has_reassoc;
use crate::scf_parallel_to_runtime::cost::{block_work, constant_int, GRAIN_ATTR};
use crate::scf_parallel_to_runtime::outline::{At, Emit};
use xla_dialect_arith::ops as arith_ops;
use xla_dialect_memref::ops as memref_ops;
use xla_dialect_scf::ops as scf_ops;
use xla_ir::ir::ValueDef;
use xla_ir::pass::PassInfo;
use xla_ir::ValueId;
use xla_ir::{Attribute, BlockId, Body, Context, Diag, OpId, OperationState, Traits, Type};

pub const ARGUMENT: &str = "scf-split-reductions";
const DESCRIPTION: &str = "Run a large outermost scf.for reduction to one value as parallel chunks of partial results folded by a short loop";

/// Chunks of a split reduction (fixed: the partial sums, so the results, do not depend on
/// the thread count): enough to balance two to a few dozen cores.
const CHUNKS: i64 = 64;
/// The fewest trips of a reduction into a buffer worth splitting (its chunks are whole trips).
const MIN_TRIPS: i64 = 4;
/// The least work (ops of the body times trips) worth splitting: below it a task costs
/// more than it saves.
const MIN_WORK: i64 = 1 << 18;

#[derive(Default)]
pub struct ScfSplitReductions;

pub fn info() -> PassInfo {
    PassInfo {
        argument: ARGUMENT,
        description: DESCRIPTION,
        factory: || Box::new(ScfSplitReductions),
    }
}

func_body_pass!(ScfSplitReductions, "ScfSplitReductions", run);

pub fn run(ctx: &Context, body: &mut Body) -> Result<(), Vec<Diag>> {
    let mut loops = Vec::new();
    for &r in body.root_regions() {
        for b in body.region_blocks(r) {
            loops.extend(
                body.block_ops(b)
                    .filter(|&o| scf_ops::ForOp::is(ctx, body.op(o).name)),
            );
        }
    }
    for f in loops {
        if let Some(plan) = plan(ctx, body, f) {
            split(ctx, body, f, &plan);
        } else if let Some(plan) = memory_plan(ctx, body, f) {
            split_in_memory(ctx, body, f, &plan);
        }
    }
    Ok(())
}

/// A reduction to split: its trip count, accumulator type, combiner (the op that folds the
/// accumulator, perhaps in a nested loop), the accumulator's operand position in it, and the
/// combiner's identity.
struct Plan {
    trips: i64,
    ty: Type,
    combiner: OpId,
    position: usize,
    identity: Attribute,
}

fn plan(ctx: &Context, body: &Body, f: OpId) -> Option<Plan> {
    let operands: Vec<ValueId> = body.operands(f).collect();
    let ([lb, ub, step, _], [_]) = (operands.as_slice(), body.results(f)) else {
        return None;
    };
    let (Some(0), Some(trips), Some(1)) = (
        constant_int(ctx, body, *lb),
        constant_int(ctx, body, *ub),
        constant_int(ctx, body, *step),
    ) else {
        return None;
    };
    let block = body.entry_block(*body.local_regions(f).first()?)?;
    let work = block_work(ctx, body, block).saturating_mul(trips);
    if trips < 2 * CHUNKS || work < MIN_WORK || !only_reads(ctx, body, block) {
        return None;
    }
    let acc = *body.block_args(block).get(1)?;
    let (combiner, position) = combiner_of(ctx, body, block, acc)?;
    let ty = body.value_type(acc);
    let identity = identity(ctx, ctx.op_name_str(body.op(combiner).name), ty)?;
    Some(Plan {
        trips,
        ty,
        combiner,
        position,
        identity,
    })
}

/// Whether the ops of `block` (nested ones included) only compute and read memory.
fn only_reads(ctx: &Context, body: &Body, block: BlockId) -> bool {
    body.block_ops(block).all(|op| {
        let name = body.op(op).name;
        let reads = ctx
            .op_def(name)
            .is_some_and(|d| d.has_trait(Traits::NO_MEMORY_EFFECT))
            || memref_ops::LoadOp::is(ctx, name)
            || scf_ops::ForOp::is(ctx, name)
            || scf_ops::YieldOp::is(ctx, name);
        reads
            && body.local_regions(op).iter().all(|&r| {
                body.region_blocks(r).all(|b| {
                    stacker::maybe_grow(64 * 1024, 1024 * 1024, || only_reads(ctx, body, b))
                })
            })
    })
}

/// The op that folds `acc` (the iter_arg of `block`'s loop) into the value the block yields,
/// and the accumulator's operand position in it: the yielded value is `combine(acc, x)`, or
/// an inner `scf.for` started from `acc` whose body does the same. `acc` has no other use.
fn combiner_of(ctx: &Context, body: &Body, block: BlockId, acc: ValueId) -> Option<(OpId, usize)> {
    let terminator = body.last_op(block)?;
    if body.num_operands(terminator) != 1 || body.use_count(acc) != 1 {
        return None;
    }
    let (user, index) = body.uses(acc).next()?;
    let yielded = body.operand(terminator, 0);
    if body.results(user) != [yielded] {
        return None;
    }
    let name = body.op(user).name;
    if scf_ops::ForOp::is(ctx, name) {
        // The inner loop's single iter_arg starts from acc.
        let inner = body.entry_block(*body.local_regions(user).first()?)?;
        let inner_acc = *body.block_args(inner).get(1)?;
        if index != 3 || body.num_operands(user) != 4 {
            return None;
        }
        return stacker::maybe_grow(64 * 1024, 1024 * 1024, || {
            combiner_of(ctx, body, inner, inner_acc)
        });
    }
    let binary = body.num_operands(user) == 2;
    let text = ctx.op_name_str(name);
    // Float sums and products round differently in another order: only when allowed.
    let rounds = [arith_ops::AddFOp::NAME, arith_ops::MulFOp::NAME].contains(&text);
    let reassoc = has_reassoc(ctx, body, user);
    let associative = identity(ctx, text, body.value_type(acc)).is_some() && (!rounds || reassoc);
    (binary && associative).then_some((user, index as usize))
}

/// The identity of `combiner` on `ty` values, for the associative combiners (float sums and
/// products only with `reassoc`, which the reductions carry).
fn identity(ctx: &Context, combiner: &str, ty: Type) -> Option<Attribute> {
    let float = ctx.float_kind(ty).is_some();
    let width = ctx.scalar_bit_width(ty)?;
    let int = |v: i128| (!float && ctx.is_integer(ty)).then(|| ctx.integer_attr(ty, v));
    let fl = |v: f64| {
        let kind = ctx.float_kind(ty).filter(|k| k.has_inf())?;
        Some(ctx.float_attr_bits(ty, xla_ir::float::from_f64(kind, v).0))
    };
    let min = -(1i128 << (width - 1));
    match combiner {
        arith_ops::AddFOp::NAME => fl(-0.0),
        arith_ops::MulFOp::NAME => fl(1.0),
        arith_ops::MaximumFOp::NAME | arith_ops::MaxNumFOp::NAME => fl(f64::NEG_INFINITY),
        arith_ops::MinimumFOp::NAME | arith_ops::MinNumFOp::NAME => fl(f64::INFINITY),
        arith_ops::AddIOp::NAME | arith_ops::OrIOp::NAME | arith_ops::XOrIOp::NAME => int(0),
        arith_ops::MulIOp::NAME => int(1),
        arith_ops::AndIOp::NAME => int(-1),
        arith_ops::MaxSIOp::NAME => int(min),
        arith_ops::MinSIOp::NAME => int(-min - 1),
        arith_ops::MaxUIOp::NAME => int(0),
        arith_ops::MinUIOp::NAME => int(-1),
        _ => None,
    }
}

/// Rewrites reduction loop `f` into chunks folded in parallel, then a fold of the partials.
fn split(ctx: &Context, body: &mut Body, f: OpId, plan: &Plan) {
    let e = Emit {
        ctx,
        loc: body.op(f).loc,
    };
    let init = body.operand(f, 3);
    let result = body.result(f, 0);
    let Chunked {
        partials,
        zero,
        one,
        count,
        c,
        reduce,
        start,
        end,
    } = chunk_loop(&e, body, f, plan.trips, &[], plan.ty);
    let inside = At::Before(reduce);
    let identity = e.value(
        body,
        inside,
        arith_ops::ConstantOp::NAME,
        &[],
        plan.ty,
        &[("value", plan.identity)],
    );
    // The fold of the partials, after the chunks, from the initial value.
    let after = At::Before(f);
    let (fold_block, k, accs) = e.for_loop(body, after, [zero, count, one], &[init]);
    let acc = accs[0];
    let Some(fold_yield) = body.last_op(fold_block) else {
        return;
    };
    let part = e.value(
        body,
        At::Before(fold_yield),
        memref_ops::LoadOp::NAME,
        &[partials, k],
        plan.ty,
        &[],
    );
    let combiner = body.op(plan.combiner);
    let mut st = OperationState::new(ctx, ctx.op_name_str(combiner.name), e.loc);
    st.props = combiner.props.clone();
    st.attrs = combiner.attrs.clone();
    let pair = if plan.position == 0 {
        [acc, part]
    } else {
        [part, acc]
    };
    let folded_op = body.create_op(ctx, st.operands(&pair).results(&[plan.ty]));
    body.insert_op_before(fold_yield, folded_op);
    let folded = body.result(folded_op, 0);
    body.set_operands(fold_yield, &[folded]);
    let Some(fold) = body.block_parent_op(fold_block) else {
        return;
    };
    let total = body.result(fold, 0);
    body.replace_all_uses(result, total);
    // The loop itself becomes a chunk's fold.
    body.unlink_op(f);
    body.insert_op_before(reduce, f);
    body.set_operands(f, &[start, end, one, identity]);
    e.op(
        body,
        At::Before(reduce),
        memref_ops::StoreOp::NAME,
        &[result, partials, c],
        None,
        &[],
    );
    let Some(after_fold) = body.next_op(fold) else {
        return;
    };
    e.op(
        body,
        At::Before(after_fold),
        memref_ops::DeallocOp::NAME,
        &[partials],
        None,
        &[],
    );
}

/// A reduction into a buffer (a column sum: `out[j] = out[j] + x[i, j]` under a loop over
/// i): the buffer, its element type and static shape, its read-modify-write sites
/// (load, store) and their combiner's identity.
struct MemoryPlan {
    trips: i64,
    out: ValueId,
    ty: Type,
    shape: Vec<i64>,
    sites: Vec<(OpId, OpId)>,
    combiner: OpId,
    position: usize,
    identity: Attribute,
}

fn memory_plan(ctx: &Context, body: &Body, f: OpId) -> Option<MemoryPlan> {
    let operands: Vec<ValueId> = body.operands(f).collect();
    let ([lb, ub, step], []) = (operands.as_slice(), body.results(f)) else {
        return None;
    };
    let (Some(0), Some(trips), Some(1)) = (
        constant_int(ctx, body, *lb),
        constant_int(ctx, body, *ub),
        constant_int(ctx, body, *step),
    ) else {
        return None;
    };
    let block = body.entry_block(*body.local_regions(f).first()?)?;
    let work = block_work(ctx, body, block).saturating_mul(trips);
    if trips < MIN_TRIPS || work < MIN_WORK {
        return None;
    }
    let mut stores = Vec::new();
    collect_stores(ctx, body, block, &mut stores)?;
    let &first = stores.first()?;
    let out = body.operand(first, 1);
    let xla_ir::TypeData::MemRef {
        shape,
        elem,
        layout: None,
        ..
    } = ctx.type_data(body.value_type(out))
    else {
        return None;
    };
    // The copies' fill and fold cost chunks x elements: small next to the loop's work.
    let elements = shape
        .iter()
        .try_fold(1i64, |n, &d| (d >= 0).then(|| n.saturating_mul(d)))?;
    let copies = elements.saturating_mul(trips.min(CHUNKS));
    if copies.saturating_mul(8) > work || inside_loop(body, out, f) {
        return None;
    }
    let mut sites = Vec::new();
    let mut combiner = None;
    for &st in &stores {
        // out[idx] = combine(load out[idx], x): the load in the same block, used once.
        let operands: Vec<ValueId> = body.operands(st).collect();
        if operands.get(1) != Some(&out) {
            return None;
        }
        let ValueDef::Result { op: c, .. } = body.value(operands[0]).def else {
            return None;
        };
        // The new value only goes to the buffer: anything else would see a chunk's partial.
        if body.use_count(operands[0]) != 1 {
            return None;
        }
        let (load, position) = body.operands(c).enumerate().find_map(|(k, v)| {
            let ValueDef::Result { op: l, .. } = body.value(v).def else {
                return None;
            };
            let same = memref_ops::LoadOp::is(ctx, body.op(l).name)
                && body.operands(l).eq(operands[1..].iter().copied())
                && body.use_count(v) == 1
                && body.op(l).parent_block() == body.op(st).parent_block();
            same.then_some((l, k))
        })?;
        // out[idx] = an inner reduction started from out[idx] (a reduction over (0, 2) with
        // the kept axis between: each row's inner fold continues the element's), or
        // out[idx] = combine(out[idx], x).
        let (c, position) = if scf_ops::ForOp::is(ctx, body.op(c).name) {
            let inner = body.entry_block(*body.local_regions(c).first()?)?;
            let inner_acc = *body.block_args(inner).get(1)?;
            if position != 3 || body.num_operands(c) != 4 || body.results(c).len() != 1 {
                return None;
            }
            combiner_of(ctx, body, inner, inner_acc)?
        } else {
            let text = ctx.op_name_str(body.op(c).name);
            let rounds = [arith_ops::AddFOp::NAME, arith_ops::MulFOp::NAME].contains(&text);
            if body.num_operands(c) != 2 || (rounds && !has_reassoc(ctx, body, c)) {
                return None;
            }
            (c, position)
        };
        let name = body.op(c).name;
        if combiner.is_some_and(|(o, _): (OpId, usize)| body.op(o).name != name) {
            return None;
        }
        combiner = Some((c, position));
        sites.push((load, st));
    }
    // Nothing else touches the buffer inside the loop.
    let accessed: Vec<OpId> = sites.iter().flat_map(|&(l, s)| [l, s]).collect();
    if body
        .uses(out)
        .any(|(user, _)| !accessed.contains(&user) && inside(body, user, f))
    {
        return None;
    }
    let (combiner, position) = combiner?;
    let identity = identity(ctx, ctx.op_name_str(body.op(combiner).name), *elem)?;
    Some(MemoryPlan {
        trips,
        out,
        ty: *elem,
        shape: shape.to_vec(),
        sites,
        combiner,
        position,
        identity,
    })
}

/// The stores of `block` and its nested loops, `None` if an op might write otherwise.
fn collect_stores(ctx: &Context, body: &Body, block: BlockId, out: &mut Vec<OpId>) -> Option<()> {
    for op in body.block_ops(block) {
        let name = body.op(op).name;
        if memref_ops::StoreOp::is(ctx, name) {
            out.push(op);
            continue;
        }
        let reads = ctx
            .op_def(name)
            .is_some_and(|d| d.has_trait(Traits::NO_MEMORY_EFFECT))
            || memref_ops::LoadOp::is(ctx, name)
            || scf_ops::ForOp::is(ctx, name)
            || scf_ops::YieldOp::is(ctx, name);
        if !reads {
            return None;
        }
        for &r in body.local_regions(op) {
            for b in body.region_blocks(r) {
                stacker::maybe_grow(64 * 1024, 1024 * 1024, || collect_stores(ctx, body, b, out))?;
            }
        }
    }
    Some(())
}

/// Whether `op` is nested (at any depth) in `ancestor`.
fn inside(body: &Body, op: OpId, ancestor: OpId) -> bool {
    let mut at = body.parent_op(op);
    while let Some(p) = at {
        if p == ancestor {
            return true;
        }
        at = body.parent_op(p);
    }
    false
}

/// Whether `v` is defined inside `f`.
fn inside_loop(body: &Body, v: ValueId, f: OpId) -> bool {
    match body.value(v).def {
        ValueDef::Result { op, .. } => op == f || inside(body, op, f),
        ValueDef::BlockArg { block, .. } => body
            .block_parent_op(block)
            .is_some_and(|p| p == f || inside(body, p, f)),
    }
}

/// Empty `scf.for` loops over `shape` at `at`: the innermost body's position and the ivs.
fn nest(e: &Emit<'_>, body: &mut Body, at: At, shape: &[i64]) -> (At, Vec<ValueId>) {
    let index = e.ctx.index_type();
    let mut at = at;
    let mut ivs = Vec::new();
    for &n in shape {
        let zero = e.constant(body, at, index, 0);
        let one = e.constant(body, at, index, 1);
        let size = e.constant(body, at, index, n);
        let (block, iv, _) = e.for_loop(body, at, [zero, size, one], &[]);
        ivs.push(iv);
        match body.last_op(block) {
            Some(y) => at = At::Before(y),
            None => break,
        }
    }
    (at, ivs)
}

/// The loop over rows runs as chunks in parallel, each accumulating into its own copy of
/// the buffer (filled with the identity first); then each element of the buffer folds in
/// the chunks' copies in chunk order.
fn split_in_memory(ctx: &Context, body: &mut Body, f: OpId, plan: &MemoryPlan) {
    let e = Emit {
        ctx,
        loc: body.op(f).loc,
    };
    let Chunked {
        partials,
        one,
        c,
        reduce,
        start,
        end,
        ..
    } = chunk_loop(&e, body, f, plan.trips, &plan.shape, plan.ty);
    // This chunk's copy starts at the identity.
    let (fill_at, ivs) = nest(&e, body, At::Before(reduce), &plan.shape);
    let identity = e.value(
        body,
        fill_at,
        arith_ops::ConstantOp::NAME,
        &[],
        plan.ty,
        &[("value", plan.identity)],
    );
    let mut idx = vec![c];
    idx.extend(&ivs);
    let mut fill = vec![identity, partials];
    fill.extend(&idx);
    e.op(body, fill_at, memref_ops::StoreOp::NAME, &fill, None, &[]);
    // The fold, after the chunks, chunk by chunk (each element still folds the chunks in
    // their order, and the inner loop walks the buffer contiguously):
    // out[e] = combine(out[e], p[k, e]).
    let chunks = ctx
        .shape(body.value_type(partials))
        .and_then(|s| s.first().copied())
        .unwrap_or(0);
    let mut fold_shape = vec![chunks];
    fold_shape.extend(&plan.shape);
    let (fold_at, ivs) = nest(&e, body, At::Before(f), &fold_shape);
    let mut load = vec![plan.out];
    load.extend(&ivs[1..]);
    let current = e.value(body, fold_at, memref_ops::LoadOp::NAME, &load, plan.ty, &[]);
    let mut pk = vec![partials];
    pk.extend(&ivs);
    let part = e.value(body, fold_at, memref_ops::LoadOp::NAME, &pk, plan.ty, &[]);
    let combiner = body.op(plan.combiner);
    let mut cst = OperationState::new(ctx, ctx.op_name_str(combiner.name), e.loc);
    cst.props = combiner.props.clone();
    cst.attrs = combiner.attrs.clone();
    let pair = if plan.position == 0 {
        [current, part]
    } else {
        [part, current]
    };
    let folded_op = body.create_op(ctx, cst.operands(&pair).results(&[plan.ty]));
    match fold_at {
        At::Before(anchor) => body.insert_op_before(anchor, folded_op),
        At::End(b) => body.append_op(b, folded_op),
    }
    let folded = body.result(folded_op, 0);
    let mut store = vec![folded, plan.out];
    store.extend(&ivs[1..]);
    e.op(body, fold_at, memref_ops::StoreOp::NAME, &store, None, &[]);
    // The row loop becomes a chunk's, accumulating into the chunk's copy.
    let after_fold = body.next_op(f);
    body.unlink_op(f);
    body.insert_op_before(reduce, f);
    body.set_operands(f, &[start, end, one]);
    for &(l, s) in &plan.sites {
        let mut lo: Vec<ValueId> = vec![partials, c];
        lo.extend(body.operands(l).skip(1));
        body.set_operands(l, &lo);
        let mut so: Vec<ValueId> = body.operands(s).take(1).collect();
        so.push(partials);
        so.push(c);
        so.extend(body.operands(s).skip(2).collect::<Vec<_>>());
        body.set_operands(s, &so);
    }
    if let Some(after) = after_fold {
        e.op(
            body,
            At::Before(after),
            memref_ops::DeallocOp::NAME,
            &[partials],
            None,
            &[],
        );
    }
}

/// The skeleton both splits share: copies `memref<chunks x shape x ty>`, and before `f` an
/// `scf.parallel (%c)` over the chunks (a chunk per task) computing its rows
/// `[start, end) = [c * chunk, min(c * chunk + chunk, trips))`.
struct Chunked {
    partials: ValueId,
    zero: ValueId,
    one: ValueId,
    count: ValueId,
    c: ValueId,
    reduce: OpId,
    start: ValueId,
    end: ValueId,
}

fn chunk_loop(
    e: &Emit<'_>,
    body: &mut Body,
    f: OpId,
    trips: i64,
    shape: &[i64],
    ty: Type,
) -> Chunked {
    let ctx = e.ctx;
    let index = ctx.index_type();
    let at = At::Before(f);
    let chunk = (trips + CHUNKS - 1) / CHUNKS;
    let chunks = (trips + chunk - 1) / chunk;
    let mut full = vec![chunks];
    full.extend(shape);
    let partials = e.value(
        body,
        at,
        memref_ops::AllocOp::NAME,
        &[],
        ctx.memref_type(&full, ty),
        &[
            ("alignment", ctx.i64_attr(64)),
            ("operandSegmentSizes", ctx.dense_i32_array(&[0, 0])),
        ],
    );
    let zero = e.constant(body, at, index, 0);
    let one = e.constant(body, at, index, 1);
    let count = e.constant(body, at, index, chunks);
    let length = e.constant(body, at, index, chunk);
    let last = e.constant(body, at, index, trips);
    let region = body.create_region();
    let block = body.create_block();
    body.append_block(region, block);
    let c = body.add_block_arg(block, index, Some(e.loc));
    let mut st =
        OperationState::new(ctx, scf_ops::ParallelOp::NAME, e.loc).operands(&[zero, count, one]);
    st.set_attr(
        ctx,
        "operandSegmentSizes",
        ctx.dense_i32_array(&[1, 1, 1, 0]),
    );
    // A chunk per task: the runtime's cost model cannot see the chunk loop's trip count.
    st.set_attr(ctx, GRAIN_ATTR, ctx.i64_attr(1));
    st.regions.push(region);
    let p = body.create_op(ctx, st);
    body.insert_op_before(f, p);
    let reduce = e.op(
        body,
        At::End(block),
        scf_ops::ReduceOp::NAME,
        &[],
        None,
        &[],
    );
    let inside = At::Before(reduce);
    let start = e.value(
        body,
        inside,
        arith_ops::MulIOp::NAME,
        &[c, length],
        index,
        &[],
    );
    let next = e.value(
        body,
        inside,
        arith_ops::AddIOp::NAME,
        &[start, length],
        index,
        &[],
    );
    let end = e.value(
        body,
        inside,
        arith_ops::MinSIOp::NAME,
        &[next, last],
        index,
        &[],
    );
    Chunked {
        partials,
        zero,
        one,
        count,
        c,
        reduce,
        start,
        end,
    }
}
