//! `--linalg-fuse-elementwise`: producer-consumer fusion of element-wise `linalg.generic`s
//! on tensors into the generics and `linalg.reduce`s that consume them, so chains such as
//! softmax's broadcast-subtract-exp become one loop nest without intermediate tensors, and a
//! reduction reads its element-wise producer's inputs directly (XLA's loop and reduction
//! fusion: softmax and layernorm read their input two or three times, not five).
//!
//! A producer is fusable into the consumer input it feeds when it is an all-parallel generic
//! on tensors with one output whose indexing map is a permutation, its body does not read its
//! output element and has no regions. The fused generic reads the producer's inputs through
//! `producer_input_map ∘ inverse(producer_output_map) ∘ consumer_operand_map`, runs the
//! producer's body, then the consumer's body on its result. A producer's `linalg.index d`
//! becomes the consumer loop that its loop d maps from, so an `iota` stays index arithmetic in
//! its consumer (argmax's reduction over `(x, iota)` reads no index tensor); when loop d maps
//! from no single consumer loop (a constant), the producer is not fused.
//! A consumer reading the producer at several inputs through one map takes one copy of it
//! (`y * y + y`), as a single user does. A producer with several users is fused into each of
//! them (its body duplicated, as XLA
//! duplicates cheap element-wise producers) when every user is a consumer it can fuse into,
//! one of them is a reduction, and its body is small ([`MAX_DUPLICATED_OPS`]); otherwise only
//! a single-use producer is. Duplication is bounded per function ([`Budget`]): the copied ops
//! never exceed the ops the function's generics had (at least [`MIN_DUPLICATION_BUDGET`]),
//! and a body that was itself made by copying is copied at most [`MAX_DUPLICATION_DEPTH`]
//! times over, so fusion stays linear on element-wise fan-out.
//! A `linalg.reduce` consumer becomes the equivalent `linalg.generic`. A consumer with
//! reduction loops takes a producer only through a permutation map (every iteration reads a
//! distinct element), so a contraction never recomputes its producer per output column.

use xla_dialect_func::ops as func_ops;
use xla_dialect_linalg::ops::{GenericOp, IndexOp, ReduceOp};
use xla_dialect_linalg::structured::{loop_bounds, structured, Structured};
use xla_dialect_tensor::ops as tensor_ops;
use xla_ir::affine::{AffineExpr, AffineMap};
use xla_ir::ir::{ValueDef, WalkOrder};
use xla_ir::pass::{Pass, PassInfo};
use xla_ir::rewrite::{clone_op_mapped, ValueMap};
use xla_ir::{AttrData, Body, Context, Diag, OpData, OpId, OpRef, ValueId};

pub const ARGUMENT: &str = "linalg-fuse-elementwise";
const DESCRIPTION: &str = "Fuse elementwise linalg.generic producers into their consumers";

#[derive(Default)]
pub struct LinalgFuseElementwise;

pub fn info() -> PassInfo {
    PassInfo {
        argument: ARGUMENT,
        description: DESCRIPTION,
        factory: || Box::new(LinalgFuseElementwise),
    }
}

impl Pass for LinalgFuseElementwise {
    fn argument(&self) -> &'static str {
        ARGUMENT
    }
    fn description(&self) -> &'static str {
        DESCRIPTION
    }
    fn name(&self) -> &'static str {
        "LinalgFuseElementwise"
    }
    fn anchor(&self) -> Option<&'static str> {
        Some(func_ops::FuncOp::NAME)
    }
    fn run(&self, ctx: &Context, op: &mut OpData) -> Result<(), Vec<Diag>> {
        if let Some(body) = op.isolated_body_mut() {
            fuse_body(ctx, body);
        }
        Ok(())
    }
}

/// Fuses until no producer-consumer pair qualifies; returns the number of fusions.
///
/// Worklist driven, so that the cost is linear in the ops and the fusions: every op is a
/// candidate consumer once, and a fusion queues only the ops it changed (the fused op, as a
/// consumer of its new inputs and as a producer for its users, and the users left of a
/// duplicated producer). Each fusion either erases an op or spends some of the duplication
/// budget, so the number of fusions is bounded by the ops plus [`Budget`].
pub fn fuse_body(ctx: &Context, body: &mut Body) -> usize {
    let mut ops = Vec::new();
    body.walk_local(WalkOrder::PreOrder, |op| ops.push(op));
    let mut budget = Budget::new(ctx, body, &ops);
    // Popped in program order: a chain fuses from its first consumer on.
    let mut worklist: Vec<OpId> = ops.into_iter().rev().collect();
    let mut fusions = 0;
    while let Some(consumer) = worklist.pop() {
        if body.is_erased(consumer) {
            continue;
        }
        let Some(plan) = plan(ctx, body, consumer, &budget) else {
            continue;
        };
        let producer = plan.producer;
        let (duplicate, cost) = (plan.duplicate, plan.duplicated_ops);
        let Some(fused) = apply(ctx, body, consumer, plan) else {
            continue;
        };
        fusions += 1;
        budget.record(consumer, producer, fused, duplicate, cost);
        // The users of a producer that stays (duplicated) may take it now that it has
        // fewer users, and the fused op may take the producers of its new inputs (popped
        // first). The fused op's own users follow it in program order: still queued.
        if !body.is_erased(producer) {
            for r in body.results(producer).to_vec() {
                worklist.extend(body.uses(r).map(|(user, _)| user));
            }
        }
        worklist.push(fused);
    }
    fusions
}

/// Duplicating producers into several consumers is on, within a per-function bound: on
/// chains of element-wise ops with fan-out (tests/jax_fresh b2_special_series) unbounded
/// duplication grew without limit.
const DUPLICATE: bool = true;

/// Most inputs of the producer's full size (every loop indexes them: not broadcasts) a
/// duplicated producer may read. A copy in a consumer reads those inputs instead of the
/// producer's result, so with one the consumer reads no more bytes than before; with more,
/// copying would multiply the memory traffic (a transformer's residual stream `x + a1 + a2 +
/// ...`, read by every layer norm, would be recomputed from all its terms in every layer).
pub const MAX_DUPLICATED_STREAMS: usize = 1;

/// The inputs of a producer that every one of its loops indexes (read once per iteration).
fn streamed_inputs(ps: &Structured) -> usize {
    let loops = ps.iterators.len();
    ps.maps[..ps.num_inputs]
        .iter()
        .filter(|m| {
            let mut dims = Vec::new();
            for e in &m.results {
                match e {
                    AffineExpr::Dim(d) => dims.push(*d),
                    // A unit dimension of a broadcast (x[i, 0]).
                    AffineExpr::Const(_) => {}
                    // Other expressions (d0 + d1) are counted: they may read anything.
                    _ => return true,
                }
            }
            dims.sort_unstable();
            dims.dedup();
            loops > 0 && dims.len() == loops
        })
        .count()
}

/// Largest producer body (ops, yield excluded) duplicated into several consumers.
pub const MAX_DUPLICATED_OPS: usize = 48;

/// Largest fused body (ops of producer and consumer, yields excluded): each fusion copies the
/// producer's body, so without a bound a chain of n element-wise ops fuses in O(n^2) time and
/// memory (10k chained adds: 2 minutes, 4 GB). A loop body this long is far past what keeps the
/// loop memory-bound, so the bound costs no speed.
pub const MAX_FUSED_OPS: usize = 256;

/// Most users a producer is duplicated into (softmax's exp has two, layernorm's centered
/// input three).
pub const MAX_DUPLICATED_USERS: usize = 4;

/// A copy is never copied again more than this many times (a producer made by duplicating
/// a producer made by duplicating ... is fused only where it has one user).
pub const MAX_DUPLICATION_DEPTH: u32 = 2;

/// Duplicated ops allowed in a function on top of the ops its generics have: fusion may at
/// most double the element-wise work of a function, plus this much for small functions.
pub const MIN_DUPLICATION_BUDGET: usize = 256;

/// The bound on duplication in one function: ops left to copy, and how many duplications
/// each fused op's body went through.
pub struct Budget {
    ops_left: usize,
    depth: rustc_hash::FxHashMap<OpId, u32>,
}

impl Budget {
    fn new(ctx: &Context, body: &Body, ops: &[OpId]) -> Self {
        let body_ops: usize = ops
            .iter()
            .filter(|&&op| GenericOp::is(ctx, body.op(op).name))
            .filter_map(|&op| single_block(body, op))
            .map(|b| body.block_ops(b).count())
            .sum();
        Budget {
            ops_left: body_ops.max(MIN_DUPLICATION_BUDGET),
            depth: Default::default(),
        }
    }
    fn depth(&self, op: OpId) -> u32 {
        self.depth.get(&op).copied().unwrap_or(0)
    }
    /// Whether `producer` may be copied, at a cost of `ops` (its body ops times the copies it
    /// will need: one per user but the last, which takes the producer itself).
    fn allows(&self, producer: OpId, ops: usize) -> bool {
        ops <= self.ops_left && self.depth(producer) < MAX_DUPLICATION_DEPTH
    }
    fn record(&mut self, consumer: OpId, producer: OpId, fused: OpId, duplicate: bool, ops: usize) {
        let from_producer = self.depth(producer) + u32::from(duplicate);
        let depth = self.depth(consumer).max(from_producer);
        if depth > 0 {
            self.depth.insert(fused, depth);
        }
        if duplicate {
            // A copy costs at least one op, so the budget also bounds the number of copies.
            self.ops_left = self.ops_left.saturating_sub(ops.max(1));
        }
    }
}

/// A checked fusion: which consumer input, its producer, and the fused op's maps.
struct Plan {
    /// The consumer inputs the producer feeds (through one map): all read its one copy.
    positions: Vec<usize>,
    producer: OpId,
    producer_inputs: Vec<ValueId>,
    maps: Vec<AffineMap>,
    consumer: Structured,
    /// The producer has other users: its body is copied, and it stays.
    duplicate: bool,
    /// The ops of the producer's body (yield excluded): the copy's cost.
    duplicated_ops: usize,
    /// For each producer loop, the consumer loop it runs as (for the producer's `linalg.index`).
    index_dims: Vec<Option<u32>>,
}

/// A consumer: a generic on tensors (any iterators) or a `linalg.reduce` on tensors.
fn consumer_op(op: OpRef<'_>) -> Option<Structured> {
    if !(op.isa::<GenericOp>() || op.isa::<ReduceOp>()) {
        return None;
    }
    let s = structured(op)?;
    let on_tensors = op.operand_types().iter().all(|t| op.ctx.is_tensor(*t));
    (on_tensors && op.num_results() == s.num_outputs()).then_some(s)
}

/// Whether `producer`'s result feeds only inputs of consumers (fusable ones or not is
/// checked per consumer; a use as an output init or by another kind of op stops it).
/// Duplication is kept to the reduction-fusion pattern (softmax's exp read by the sum and the
/// divide): at least one user is a reduction. Chains of element-wise ops that fan out to
/// element-wise users only would duplicate exponentially.
fn only_consumer_inputs(ctx: &Context, body: &Body, value: ValueId) -> bool {
    let mut feeds_reduction = false;
    let all = body.uses(value).all(|(user, index)| {
        let u = OpRef::new(ctx, body, user);
        let consumer = consumer_op(u).filter(|s| (index as usize) < s.num_inputs);
        feeds_reduction |= consumer.as_ref().is_some_and(|s| !s.all_parallel());
        consumer.is_some() && single_block(body, user).is_some()
    });
    all && feeds_reduction
}

fn elementwise_generic(op: OpRef<'_>) -> Option<Structured> {
    if !op.isa::<GenericOp>() {
        return None;
    }
    let s = structured(op)?;
    let on_tensors = op.operand_types().iter().all(|t| op.ctx.is_tensor(*t));
    (s.all_parallel() && on_tensors && op.num_results() == s.num_outputs()).then_some(s)
}

/// The entry block of the op's only region, if it is a single block.
fn single_block(body: &Body, op: OpId) -> Option<xla_ir::BlockId> {
    let region = *body.local_regions(op).first()?;
    let block = body.entry_block(region)?;
    body.next_block(block).is_none().then_some(block)
}

fn has_regions(body: &Body, block: xla_ir::BlockId) -> bool {
    body.block_ops(block)
        .any(|op| !body.local_regions(op).is_empty())
}

/// The `linalg.index` ops of `block` with their loop.
fn index_ops(ctx: &Context, body: &Body, block: xla_ir::BlockId) -> Vec<(OpId, Option<i128>)> {
    body.block_ops(block)
        .filter_map(|op| {
            let r = OpRef::new(ctx, body, op);
            r.isa::<IndexOp>()
                .then(|| (op, r.attr("dim").and_then(|a| ctx.attr_as_int(a))))
        })
        .collect()
}

/// Renumbers a producer's `linalg.index` to the consumer loop its loop runs as.
fn remap_index(ctx: &Context, body: &mut Body, op: OpId, index_dims: &[Option<u32>]) {
    let Some(dim) = OpRef::new(ctx, body, op)
        .attr("dim")
        .and_then(|a| ctx.attr_as_int(a))
    else {
        return;
    };
    let Some(Some(to)) = usize::try_from(dim).ok().and_then(|d| index_dims.get(d)) else {
        return;
    };
    let attr = ctx.i64_attr(i64::from(*to));
    let data = body.op_mut(op);
    if data.props.get_str(ctx, "dim").is_some() {
        data.props.set_str(ctx, "dim", attr);
    } else {
        data.attrs.set_str(ctx, "dim", attr);
    }
}

fn plan(ctx: &Context, body: &Body, consumer: OpId, budget: &Budget) -> Option<Plan> {
    let c = OpRef::new(ctx, body, consumer);
    let cs = consumer_op(c)?;
    single_block(body, consumer)?;
    (0..cs.num_inputs).find_map(|operand| {
        let value = c.operand(operand);
        let ValueDef::Result { op: producer, .. } = body.value(value).def else {
            return None;
        };
        let p = OpRef::new(ctx, body, producer);
        let ps = elementwise_generic(p)?;
        // Into a reduction only when each of its iterations reads its own producer element
        // (a sum over x[i, j]): a contraction (A[i, k] in a matmul's i, j, k loops) would
        // recompute the producer for every j.
        if !cs.all_parallel() && cs.maps.get(operand)?.inverse_permutation().is_none() {
            return None;
        }
        if ps.num_outputs() != 1 || p.num_results() != 1 {
            return None;
        }
        let block = single_block(body, producer)?;
        // Every input of this consumer reading the producer through the same map takes the
        // same element: one copy of the producer's body serves them all (`y * y + y`).
        let map = cs.maps.get(operand)?;
        let positions: Vec<usize> = (operand..cs.num_inputs)
            .filter(|&j| c.operand(j) == value && cs.maps.get(j) == Some(map))
            .collect();
        // Counting stops past the most users duplication serves, so that a value with
        // thousands of users (a splat) costs as little per consumer as any other.
        let users = body
            .uses(value)
            .take(MAX_DUPLICATED_USERS + positions.len())
            .count();
        let duplicate = users != positions.len();
        let users = users + 1 - positions.len();
        let duplicated_ops = body.block_ops(block).count().saturating_sub(1);
        let consumer_ops =
            single_block(body, consumer).map_or(0, |b| body.block_ops(b).count().saturating_sub(1));
        if duplicated_ops + consumer_ops > MAX_FUSED_OPS {
            return None;
        }
        if duplicate
            && (!DUPLICATE
                || users > MAX_DUPLICATED_USERS
                || duplicated_ops > MAX_DUPLICATED_OPS
                || !budget.allows(producer, duplicated_ops * (users - 1))
                || streamed_inputs(&ps) > MAX_DUPLICATED_STREAMS
                || !only_consumer_inputs(ctx, body, value))
        {
            return None;
        }
        let out_arg = *body.block_args(block).get(ps.num_inputs)?;
        if body.has_uses(out_arg) || has_regions(body, block) {
            return None;
        }
        let inverse = ps.maps.last()?.inverse_permutation()?;
        let to_producer_loops = inverse.compose(cs.maps.get(operand)?)?;
        let index_dims: Vec<Option<u32>> = to_producer_loops
            .results
            .iter()
            .map(|e| match e {
                AffineExpr::Dim(d) => Some(*d),
                _ => None,
            })
            .collect();
        for (_, dim) in index_ops(ctx, body, block) {
            let dim = usize::try_from(dim?).ok()?;
            index_dims.get(dim).copied().flatten()?;
        }
        let producer_maps = ps.maps[..ps.num_inputs]
            .iter()
            .map(|m| m.compose(&to_producer_loops))
            .collect::<Option<Vec<AffineMap>>>()?;
        let producer_inputs: Vec<ValueId> = p.operands().take(ps.num_inputs).collect();
        let consumer_operands: Vec<ValueId> = c.operands().collect();
        let (operands, slots, _) = fused_operands(&consumer_operands, &positions, &producer_inputs);
        let mut maps: Vec<AffineMap> = Vec::with_capacity(operands.len());
        for (j, slot) in slots.iter().enumerate() {
            match slot {
                Slot::Kept(_) => maps.push(cs.maps.get(j)?.clone()),
                Slot::Produced if j == positions[0] => maps.extend(producer_maps.iter().cloned()),
                Slot::Produced => {}
            }
        }
        // Every loop must still get its size from an operand dimension.
        let shapes: Vec<Vec<i64>> = operands
            .iter()
            .map(|v| ctx.shape(body.value_type(*v)).unwrap_or_default().to_vec())
            .collect();
        let fused = Structured {
            iterators: cs.iterators.clone(),
            maps: maps.clone(),
            num_inputs: cs.num_inputs - positions.len() + ps.num_inputs,
        };
        loop_bounds(&fused, &shapes)?;
        Some(Plan {
            positions,
            producer,
            producer_inputs,
            maps,
            consumer: cs.clone(),
            duplicate,
            duplicated_ops,
            index_dims,
        })
    })
}

/// Where a consumer operand goes in the fused op.
enum Slot {
    /// Still an operand, at this index of the fused op's operands.
    Kept(usize),
    /// Fed by the producer: its block argument becomes the producer's yielded value.
    Produced,
}

/// The fused op's operands: the consumer's, those at `positions` (the producer's result)
/// replaced by the producer's inputs once, at the first of them; each consumer operand's
/// slot; the index of the producer's first input.
fn fused_operands(
    consumer_operands: &[ValueId],
    positions: &[usize],
    producer_inputs: &[ValueId],
) -> (Vec<ValueId>, Vec<Slot>, usize) {
    let mut operands = Vec::with_capacity(consumer_operands.len() + producer_inputs.len());
    let mut slots = Vec::with_capacity(consumer_operands.len());
    let mut first = 0;
    for (j, &v) in consumer_operands.iter().enumerate() {
        if positions.contains(&j) {
            if positions.first() == Some(&j) {
                first = operands.len();
                operands.extend_from_slice(producer_inputs);
            }
            slots.push(Slot::Produced);
        } else {
            slots.push(Slot::Kept(operands.len()));
            operands.push(v);
        }
    }
    (operands, slots, first)
}

/// Builds the fused op in place of `consumer`; the fused op.
fn apply(ctx: &Context, body: &mut Body, consumer: OpId, plan: Plan) -> Option<OpId> {
    let Plan {
        positions,
        producer,
        producer_inputs,
        maps,
        consumer: cs,
        duplicate,
        duplicated_ops: _,
        index_dims,
    } = plan;
    let pblock = single_block(body, producer)?;
    let cblock = single_block(body, consumer)?;
    let consumer_operands: Vec<ValueId> = body.operands(consumer).collect();
    let (operands, slots, first) = fused_operands(&consumer_operands, &positions, &producer_inputs);
    let loc = body.op(consumer).loc;
    // The fused body: producer ops, then consumer ops on the producer's yielded value.
    let region = body.create_region();
    let block = body.create_block();
    body.append_block(region, block);
    let args: Vec<ValueId> = operands
        .iter()
        .map(|v| {
            let t = body.value_type(*v);
            body.add_block_arg(block, ctx.element_type(t), Some(loc))
        })
        .collect();
    let pargs = body.block_args(pblock).to_vec();
    let produced = (if duplicate {
        copy_producer_body(
            ctx,
            body,
            pblock,
            &pargs,
            &args[first..first + producer_inputs.len()],
            block,
            &index_dims,
        )
    } else {
        for (op, _) in index_ops(ctx, body, pblock) {
            remap_index(ctx, body, op, &index_dims);
        }
        for (k, &a) in pargs.iter().take(producer_inputs.len()).enumerate() {
            body.replace_all_uses(a, args[first + k]);
        }
        let pyield = body.last_op(pblock)?;
        let produced = body.operands(pyield).next();
        body.erase_op(pyield);
        body.splice_block_end(pblock, block);
        produced
    })?;
    let cargs = body.block_args(cblock).to_vec();
    for (&a, slot) in cargs.iter().zip(&slots) {
        let to = match slot {
            Slot::Kept(k) => args[*k],
            Slot::Produced => produced,
        };
        body.replace_all_uses(a, to);
    }
    body.splice_block_end(cblock, block);
    let result_types: Vec<_> = body
        .results(consumer)
        .iter()
        .map(|r| body.value_type(*r))
        .collect();
    let map_attrs: Vec<_> = maps
        .iter()
        .map(|m| ctx.intern_attr(AttrData::AffineMap(m.clone())))
        .collect();
    let iterators: Vec<_> = cs
        .iterators
        .iter()
        .map(|it| xla_dialect_linalg::attrs::iterator_attr(ctx, *it))
        .collect();
    let n_in = cs.num_inputs - positions.len() + producer_inputs.len();
    let (inputs, outputs) = operands.split_at_checked(n_in)?;
    let mut st = GenericOp::build(ctx, loc, inputs, outputs, &result_types);
    st.set_attr(ctx, "indexing_maps", ctx.array_attr(&map_attrs));
    st.set_attr(ctx, "iterator_types", ctx.array_attr(&iterators));
    st.regions.push(region);
    let fused = body.create_op(ctx, st);
    body.insert_op_before(consumer, fused);
    let old: Vec<ValueId> = body.results(consumer).to_vec();
    let new: Vec<ValueId> = body.results(fused).to_vec();
    for (o, n) in old.iter().zip(&new) {
        body.replace_all_uses(*o, *n);
    }
    let producer_init = body.operands(producer).last();
    body.erase_op(consumer);
    if duplicate && body.results(producer).iter().any(|r| body.has_uses(*r)) {
        return Some(fused);
    }
    body.erase_op(producer);
    // The producer's `tensor.empty` init is dead now.
    if let Some(init) = producer_init {
        if let ValueDef::Result { op, .. } = body.value(init).def {
            let is_empty = ctx.op_name_str(body.op(op).name) == tensor_ops::EmptyOp::NAME;
            if is_empty && !body.has_uses(init) {
                body.erase_op(op);
            }
        }
    }
    Some(fused)
}

/// Copies the ops of the producer's block `pblock` (args `pargs`, its inputs mapped to
/// `inputs`) to the end of `block`; the copy of the value it yields.
fn copy_producer_body(
    ctx: &Context,
    body: &mut Body,
    pblock: xla_ir::BlockId,
    pargs: &[ValueId],
    inputs: &[ValueId],
    block: xla_ir::BlockId,
    index_dims: &[Option<u32>],
) -> Option<ValueId> {
    let mut map: ValueMap = pargs.iter().copied().zip(inputs.iter().copied()).collect();
    let ops: Vec<OpId> = body.block_ops(pblock).collect();
    let (&pyield, ops) = ops.split_last()?;
    for &op in ops {
        let copy = clone_op_mapped(ctx, body, op, &mut map, None)?;
        body.append_op(block, copy);
        if OpRef::new(ctx, body, copy).isa::<IndexOp>() {
            remap_index(ctx, body, copy, index_dims);
        }
    }
    let yielded = body.operands(pyield).next()?;
    Some(map.get(&yielded).copied().unwrap_or(yielded))
}

#[cfg(test)]
mod tests {
    use super::fuse_body;
    use xla_dialect_linalg::ops::{GenericOp, IndexOp};
    use xla_dialect_math::ops::ExpOp;
    use xla_ir::asm::parse_module;
    use xla_ir::Context;

    fn context() -> Context {
        let mut ctx = Context::new();
        xla_dialects::load_all(&mut ctx);
        xla_interp::attach_interpreter(&mut ctx);
        ctx
    }

    /// Runs the fusion on the single function of `text`; the number of fusions and of
    /// generics left.
    fn fuse(text: &str) -> (usize, usize) {
        let (n, text) = fused_text(text);
        (n, text.matches(GenericOp::NAME).count())
    }

    const CHAIN: &str = r#"
#id = affine_map<(d0) -> (d0)>
func.func @f(%x: tensor<4xf32>) -> tensor<4xf32> {
  %e = tensor.empty() : tensor<4xf32>
  %a = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]} ins(%x : tensor<4xf32>) outs(%e : tensor<4xf32>) {
  ^bb0(%in: f32, %out: f32):
    %0 = arith.negf %in : f32
    linalg.yield %0 : f32
  } -> tensor<4xf32>
  %b = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel"]} ins(%a, %x : tensor<4xf32>, tensor<4xf32>) outs(%e : tensor<4xf32>) {
  ^bb0(%in: f32, %in2: f32, %out: f32):
    %0 = arith.mulf %in, %in2 : f32
    linalg.yield %0 : f32
  } -> tensor<4xf32>
  return %b : tensor<4xf32>
}
"#;

    #[test]
    fn single_use_producer_fuses() {
        assert_eq!(fuse(CHAIN), (1, 1));
    }

    #[test]
    fn producer_with_two_users_stays() {
        // %a is used by %b and returned: not fused.
        let text = CHAIN
            .replace(
                "-> tensor<4xf32> {\n  %e",
                "-> (tensor<4xf32>, tensor<4xf32>) {\n  %e",
            )
            .replace(
                "return %b : tensor<4xf32>",
                "return %a, %b : tensor<4xf32>, tensor<4xf32>",
            );
        assert_eq!(fuse(&text), (0, 2));
    }

    /// `y = exp(x); w = y * y + y`: y is read three times by what becomes one consumer.
    const DIAMOND: &str = r#"
#id = affine_map<(d0) -> (d0)>
func.func @f(%x: tensor<4xf32>) -> tensor<4xf32> {
  %e = tensor.empty() : tensor<4xf32>
  %y = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]} ins(%x : tensor<4xf32>) outs(%e : tensor<4xf32>) {
  ^bb0(%in: f32, %out: f32):
    %0 = math.exp %in : f32
    linalg.yield %0 : f32
  } -> tensor<4xf32>
  %z = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel"]} ins(%y, %y : tensor<4xf32>, tensor<4xf32>) outs(%e : tensor<4xf32>) {
  ^bb0(%a: f32, %b: f32, %out: f32):
    %0 = arith.mulf %a, %b : f32
    linalg.yield %0 : f32
  } -> tensor<4xf32>
  %w = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel"]} ins(%z, %y : tensor<4xf32>, tensor<4xf32>) outs(%e : tensor<4xf32>) {
  ^bb0(%a: f32, %b: f32, %out: f32):
    %0 = arith.addf %a, %b : f32
    linalg.yield %0 : f32
  } -> tensor<4xf32>
  return %w : tensor<4xf32>
}
"#;

    #[test]
    fn producer_read_several_times_by_one_consumer_fuses_once() {
        // %w takes %z, then every use of %y is the fused op's, through one map: %y fuses
        // once, its body not copied.
        let (n, text) = fused_text(DIAMOND);
        assert_eq!(n, 2, "{text}");
        assert_eq!(text.matches(GenericOp::NAME).count(), 1, "{text}");
        assert_eq!(text.matches(ExpOp::NAME).count(), 1, "{text}");
        assert!(text.contains("ins(%arg0 : tensor<4xf32>)"), "{text}");
    }

    #[test]
    fn producer_read_through_two_maps_by_one_consumer_is_not_merged() {
        // Reading y[i] and y[3 - i]-like (here a transposed 2-D read) takes two elements:
        // one copy of the body cannot serve both, so only the same-map reads merge.
        let two_maps = r#"
#id = affine_map<(d0, d1) -> (d0, d1)>
#t = affine_map<(d0, d1) -> (d1, d0)>
func.func @f(%x: tensor<3x3xf32>) -> tensor<3x3xf32> {
  %e = tensor.empty() : tensor<3x3xf32>
  %y = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]} ins(%x : tensor<3x3xf32>) outs(%e : tensor<3x3xf32>) {
  ^bb0(%in: f32, %out: f32):
    %0 = math.exp %in : f32
    linalg.yield %0 : f32
  } -> tensor<3x3xf32>
  %w = linalg.generic {indexing_maps = [#id, #t, #id], iterator_types = ["parallel", "parallel"]} ins(%y, %y : tensor<3x3xf32>, tensor<3x3xf32>) outs(%e : tensor<3x3xf32>) {
  ^bb0(%a: f32, %b: f32, %out: f32):
    %0 = arith.subf %a, %b : f32
    linalg.yield %0 : f32
  } -> tensor<3x3xf32>
  return %w : tensor<3x3xf32>
}
"#;
        // Two uses by an element-wise consumer through two maps: a duplicate (not into a
        // reduction), so it stays.
        assert_eq!(fuse(two_maps), (0, 2));
    }

    #[test]
    fn producer_using_its_output_stays() {
        let reads_out = CHAIN.replace(
            "%0 = arith.negf %in : f32",
            "%0 = arith.addf %in, %out : f32",
        );
        assert_eq!(fuse(&reads_out), (0, 2));
    }

    /// The module after fusion, printed, and the fusions made.
    fn fused_text(text: &str) -> (usize, String) {
        let ctx = context();
        let mut m = parse_module(&ctx, "t.mlir", text).expect("parses");
        let block = m.block();
        let func = m.body().block_ops(block).next().expect("a function");
        let body = m
            .body_mut()
            .op_mut(func)
            .isolated_body_mut()
            .expect("isolated");
        let n = fuse_body(&ctx, body);
        xla_ir::verify::verify_module_with(&ctx, &m, false).expect("fused module verifies");
        (n, xla_ir::asm::print_module(&ctx, &m, &Default::default()))
    }

    /// An iota-like producer (its value is its loop 0) read transposed by a reduction over
    /// rows: its loop 0 runs as the consumer's loop 1.
    const INDEX_TRANSPOSED: &str = r#"
#id = affine_map<(d0, d1) -> (d0, d1)>
#t = affine_map<(d0, d1) -> (d1, d0)>
#row = affine_map<(d0, d1) -> (d0)>
func.func @f(%x: tensor<3x5xf32>) -> tensor<3xf32> {
  %e = tensor.empty() : tensor<5x3xf32>
  %i = linalg.generic {indexing_maps = [#id], iterator_types = ["parallel", "parallel"]} outs(%e : tensor<5x3xf32>) {
  ^bb0(%out: f32):
    %k = linalg.index 0 : index
    %c = arith.index_cast %k : index to i64
    %f = arith.sitofp %c : i64 to f32
    linalg.yield %f : f32
  } -> tensor<5x3xf32>
  %z = tensor.empty() : tensor<3xf32>
  %s = linalg.generic {indexing_maps = [#id, #t, #row], iterator_types = ["parallel", "reduction"]} ins(%x, %i : tensor<3x5xf32>, tensor<5x3xf32>) outs(%z : tensor<3xf32>) {
  ^bb0(%a: f32, %b: f32, %acc: f32):
    %p = arith.mulf %a, %b : f32
    %q = arith.addf %acc, %p : f32
    linalg.yield %q : f32
  } -> tensor<3xf32>
  return %s : tensor<3xf32>
}
"#;

    #[test]
    fn index_producer_fuses_with_its_loop_renumbered() {
        let (n, text) = fused_text(INDEX_TRANSPOSED);
        assert_eq!(n, 1, "{text}");
        let index = |dim: u32| format!("{} {dim} : index", IndexOp::NAME);
        assert!(text.contains(&index(1)), "{text}");
        assert!(!text.contains(&index(0)), "{text}");
        assert!(!text.contains("tensor<5x3xf32>"), "{text}");
    }

    #[test]
    fn index_of_a_loop_read_at_a_constant_stays() {
        // The consumer reads the producer's column 2 only: the producer's loop 1 is no
        // consumer loop, so its index cannot be renumbered.
        let constant = r#"
#id = affine_map<(d0, d1) -> (d0, d1)>
#col = affine_map<(d0) -> (d0, 2)>
#one = affine_map<(d0) -> (d0)>
func.func @f(%x: tensor<5xf32>) -> tensor<5xf32> {
  %e = tensor.empty() : tensor<5x3xf32>
  %i = linalg.generic {indexing_maps = [#id], iterator_types = ["parallel", "parallel"]} outs(%e : tensor<5x3xf32>) {
  ^bb0(%out: f32):
    %k = linalg.index 1 : index
    %c = arith.index_cast %k : index to i64
    %f = arith.sitofp %c : i64 to f32
    linalg.yield %f : f32
  } -> tensor<5x3xf32>
  %z = tensor.empty() : tensor<5xf32>
  %s = linalg.generic {indexing_maps = [#one, #col, #one], iterator_types = ["parallel"]} ins(%x, %i : tensor<5xf32>, tensor<5x3xf32>) outs(%z : tensor<5xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %p = arith.mulf %a, %b : f32
    linalg.yield %p : f32
  } -> tensor<5xf32>
  return %s : tensor<5xf32>
}
"#;
        assert_eq!(fuse(constant), (0, 2));
        // Its loop 0 is the consumer's loop 0: that index fuses.
        let index = |dim: u32| format!("{} {dim} : index", IndexOp::NAME);
        let row = constant.replace(&index(1), &index(0));
        assert_eq!(fuse(&row), (1, 1));
    }

    /// `n` steps `t_k = exp(t_{k-1})^2`, each also summed by a reduction: every step is a
    /// producer with two users, one a reduction (the softmax pattern, repeated). Unbounded
    /// duplication copies each step's growing body into its sum.
    fn fan_out_chain(n: usize) -> String {
        let mut s = String::from(
            "#id = affine_map<(d0) -> (d0)>\n#red = affine_map<(d0) -> ()>\n\
             func.func @f(%x: tensor<64xf32>) -> tensor<64xf32> {\n\
             %e = tensor.empty() : tensor<64xf32>\n%z = tensor.empty() : tensor<f32>\n",
        );
        let mut prev = "%x".to_string();
        for k in 0..n {
            s += &format!(
                "%t{k} = linalg.generic {{indexing_maps = [#id, #id], iterator_types = [\"parallel\"]}} \
                 ins({prev} : tensor<64xf32>) outs(%e : tensor<64xf32>) {{\n\
                 ^bb0(%a: f32, %o: f32):\n\
                 %0 = math.exp %a : f32\n%1 = arith.mulf %0, %0 : f32\nlinalg.yield %1 : f32\n\
                 }} -> tensor<64xf32>\n\
                 %r{k} = linalg.generic {{indexing_maps = [#id, #red], iterator_types = [\"reduction\"]}} \
                 ins(%t{k} : tensor<64xf32>) outs(%z : tensor<f32>) {{\n\
                 ^bb0(%a: f32, %acc: f32):\n\
                 %0 = arith.addf %a, %acc : f32\nlinalg.yield %0 : f32\n\
                 }} -> tensor<f32>\n"
            );
            prev = format!("%t{k}");
        }
        s += &format!("return {prev} : tensor<64xf32>\n}}\n");
        s
    }

    /// Ops in the bodies of the function's generics after fusing `text`, and the fusions.
    fn body_ops_after_fusion(text: &str) -> (usize, usize) {
        let ctx = context();
        let mut m = parse_module(&ctx, "t.mlir", text).expect("parses");
        let block = m.block();
        let func = m.body().block_ops(block).next().expect("a function");
        let body = m
            .body_mut()
            .op_mut(func)
            .isolated_body_mut()
            .expect("isolated");
        let n = fuse_body(&ctx, body);
        let mut ops = 0;
        body.walk_local(xla_ir::ir::WalkOrder::PreOrder, |op| {
            let parent_is_generic = body
                .parent_op(op)
                .is_some_and(|p| ctx.op_name_str(body.op(p).name) == "linalg.generic");
            ops += usize::from(parent_is_generic);
        });
        xla_ir::verify::verify_module_with(&ctx, &m, false).expect("fused module verifies");
        (ops, n)
    }

    #[test]
    fn duplication_into_reductions_is_bounded() {
        // 3 body ops per step and 2 per sum, with yields: 5n before fusion. Duplication
        // may add at most as many ops as there were (and MIN_DUPLICATION_BUDGET).
        for n in [4, 50, 400] {
            let before = 5 * n;
            let (after, fusions) = body_ops_after_fusion(&fan_out_chain(n));
            assert!(
                after <= 2 * before + super::MIN_DUPLICATION_BUDGET,
                "n = {n}: {after} body ops after fusion, {before} before"
            );
            // A short chain fuses entirely: each step but the returned last one is copied
            // into its sum and fused into the next step. A long one until the budget is spent
            // (step k's body has 2k ops: copying them all would be quadratic).
            if n == 4 {
                assert_eq!(fusions, 2 * (n - 1));
            } else {
                assert!(fusions >= 8, "n = {n}: {fusions} fusions");
            }
        }
    }

    #[test]
    fn producer_of_two_streams_is_not_duplicated() {
        // t_k = exp(t_{k-1}) * x reads two full-size tensors: a copy in the sum would read
        // both instead of t_k, so nothing is copied (and t_k, used twice, stays).
        let text = fan_out_chain(3)
            .replace(
                "indexing_maps = [#id, #id], iterator_types",
                "indexing_maps = [#id, #id, #id], iterator_types",
            )
            .replace(
                "ins(%x : tensor<64xf32>) outs(%e",
                "ins(%x, %x : tensor<64xf32>, tensor<64xf32>) outs(%e",
            )
            .replace(
                "^bb0(%a: f32, %o: f32):",
                "^bb0(%a: f32, %b: f32, %o: f32):",
            )
            .replace(
                "%1 = arith.mulf %0, %0 : f32",
                "%1 = arith.mulf %0, %b : f32",
            );
        let text = text
            .replace(
                "ins(%t0 : tensor<64xf32>) outs(%e",
                "ins(%t0, %x : tensor<64xf32>, tensor<64xf32>) outs(%e",
            )
            .replace(
                "ins(%t1 : tensor<64xf32>) outs(%e",
                "ins(%t1, %x : tensor<64xf32>, tensor<64xf32>) outs(%e",
            );
        assert_eq!(body_ops_after_fusion(&text), (5 * 3, 0));
    }

    #[test]
    fn softmax_producer_duplicates_into_its_reduction() {
        // exp(x) is summed and divided by its sum: exp is copied into the sum, then fused
        // into the divide, so both read x and no generic materializes exp.
        let text = r#"
#id = affine_map<(d0) -> (d0)>
#red = affine_map<(d0) -> ()>
func.func @f(%x: tensor<64xf32>) -> tensor<64xf32> {
  %e = tensor.empty() : tensor<64xf32>
  %z = tensor.empty() : tensor<f32>
  %t = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]} ins(%x : tensor<64xf32>) outs(%e : tensor<64xf32>) {
  ^bb0(%a: f32, %o: f32):
    %0 = math.exp %a : f32
    linalg.yield %0 : f32
  } -> tensor<64xf32>
  %s = linalg.generic {indexing_maps = [#id, #red], iterator_types = ["reduction"]} ins(%t : tensor<64xf32>) outs(%z : tensor<f32>) {
  ^bb0(%a: f32, %acc: f32):
    %0 = arith.addf %a, %acc : f32
    linalg.yield %0 : f32
  } -> tensor<f32>
  %d = linalg.generic {indexing_maps = [#id, #red, #id], iterator_types = ["parallel"]} ins(%t, %s : tensor<64xf32>, tensor<f32>) outs(%e : tensor<64xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %0 = arith.divf %a, %b : f32
    linalg.yield %0 : f32
  } -> tensor<64xf32>
  return %d : tensor<64xf32>
}
"#;
        assert_eq!(fuse(text), (2, 2));
    }
}
