//! `--scf-reuse-loop-values`: when a loop recomputes an expensive value (a `math` op or a
//! float division) that an earlier sibling loop over the same range already computed, and
//! the later loop stores into a fresh buffer at the element of its iteration, the earlier
//! loop stores the value there and the later loop loads it back instead of computing it
//! again. After `--scf-parallel-loop-fusion`, softmax's row body computes `exp(x - max)`
//! once (for the sum) and divides it in place, as XLA's multi-output reduction fusion does.
//! See docs/lowering/scf-reuse-loop-values.md.

use crate::scf_parallel_loop_fusion::access::{collect, root, Class, Classes};
use crate::scf_parallel_loop_fusion::same_index;
use std::collections::HashSet;
use xla_dialect_arith::ops as arith_ops;
use xla_dialect_memref::ops as memref_ops;
use xla_dialect_scf::ops as scf_ops;
use xla_ir::interfaces::{only_reads, op_effects, EffectKind};
use xla_ir::ir::ValueDef;
use xla_ir::pass::PassInfo;
use xla_ir::{BlockId, Body, Context, Diag, OpId, OpRef, OperationState, Traits, ValueId};

pub const ARGUMENT: &str = "scf-reuse-loop-values";
/// How many earlier sibling loops a loop is matched against (softmax needs the previous one).
const NEAREST_LOOPS: usize = 4;
/// How many expensive values of a loop, and same-named ops of the earlier loop, are compared:
/// the comparison is a tree walk, so the pass stays linear in long loop bodies.
const CANDIDATES: usize = 8;
const DESCRIPTION: &str = "Store an expensive value a loop recomputes from an earlier sibling loop over the same range into the buffer the later loop writes, and load it back";

#[derive(Default)]
pub struct ScfReuseLoopValues;

pub fn info() -> PassInfo {
    PassInfo {
        argument: ARGUMENT,
        description: DESCRIPTION,
        factory: || Box::new(ScfReuseLoopValues),
    }
}

func_body_pass!(ScfReuseLoopValues, "ScfReuseLoopValues", run);

pub fn run(ctx: &Context, body: &mut Body) -> Result<(), Vec<Diag>> {
    let mut blocks = Vec::new();
    for &r in body.root_regions() {
        for b in body.region_blocks(r) {
            blocks.push(b);
        }
    }
    let mut i = 0;
    while i < blocks.len() {
        let b = blocks[i];
        i += 1;
        for op in body.block_ops(b).collect::<Vec<_>>() {
            for &r in body.local_regions(op) {
                blocks.extend(body.region_blocks(r));
            }
        }
        reuse_in_block(ctx, body, b);
    }
    Ok(())
}

/// An `scf.for` of the block: its range, induction variable and body block.
struct Loop {
    op: OpId,
    range: [ValueId; 3],
    iv: ValueId,
    block: BlockId,
}

fn as_loop(ctx: &Context, body: &Body, op: OpId) -> Option<Loop> {
    if !scf_ops::ForOp::is(ctx, body.op(op).name) {
        return None;
    }
    let mut operands = body.operands(op);
    let range = [operands.next()?, operands.next()?, operands.next()?];
    let block = body.entry_block(*body.local_regions(op).first()?)?;
    let iv = *body.block_args(block).first()?;
    Some(Loop {
        op,
        range,
        iv,
        block,
    })
}

fn reuse_in_block(ctx: &Context, body: &mut Body, b: BlockId) {
    let loops: Vec<OpId> = body
        .block_ops(b)
        .filter(|&o| as_loop(ctx, body, o).is_some())
        .collect();
    for (k, &later) in loops.iter().enumerate() {
        // The nearest earlier loops only: every pair reads the ops between its loops, so
        // a block of many loops stays linear.
        for &earlier in loops[..k].iter().rev().take(NEAREST_LOOPS) {
            let (Some(a), Some(l)) = (as_loop(ctx, body, earlier), as_loop(ctx, body, later))
            else {
                continue;
            };
            let same = (0..3).all(|i| same_index(ctx, body, a.range[i], l.range[i]));
            if same {
                reuse_between(ctx, body, &a, &l);
            }
        }
    }
}

/// A store of the later loop into a fresh buffer at the element of its iteration: the
/// buffer and the indices (the last one the induction variable).
struct Target {
    store: OpId,
    buffer: ValueId,
    indices: Vec<ValueId>,
}

fn reuse_between(ctx: &Context, body: &mut Body, a: &Loop, l: &Loop) {
    // The ops from the earlier loop to the later one, nested ones included.
    let mut span = Vec::new();
    let mut cursor = Some(a.op);
    while let Some(op) = cursor {
        span.push(op);
        collect(body, op, &mut span);
        if op == l.op {
            break;
        }
        cursor = body.next_op(op);
    }
    let span_set: HashSet<OpId> = span.iter().copied().collect();
    let outside = |v: ValueId| match body.value(v).def {
        ValueDef::Result { op, .. } => !span_set.contains(&op),
        ValueDef::BlockArg { block, .. } => body
            .block_parent_op(block)
            .is_none_or(|p| !span_set.contains(&p)),
    };
    let mut classes = Classes::default();
    let Some(target) = target_store(ctx, body, l, &outside, &mut classes) else {
        return;
    };
    let Some(writes) = written_roots(ctx, body, &span, target.store) else {
        return;
    };
    // Nothing else in the span touches the target buffer, nor, when it escapes (into a call
    // after the loops), a buffer of unknown origin that might be it.
    let target_root = root(ctx, body, target.buffer).0;
    let target_class = classes.of(ctx, body, target_root);
    let touches_target = span.iter().any(|&op| {
        op != target.store
            && body.operands(op).any(|v| {
                if !is_memref(ctx, body, v) {
                    return false;
                }
                let r = root(ctx, body, v).0;
                r == target_root
                    || (matches!(target_class, Class::Escaped(_))
                        && classes.of(ctx, body, r) == Class::Unknown)
            })
    });
    if touches_target {
        return;
    }
    let elem = ctx.element_type(body.value_type(target.buffer));
    // Candidates before the target store (its element still holds the earlier loop's value).
    let candidates: Vec<OpId> = body
        .block_ops(l.block)
        .take_while(|&o| o != target.store)
        .collect();
    let expensive_candidates = candidates
        .iter()
        .rev()
        .filter(|&&w| expensive(ctx, body, w))
        .take(CANDIDATES);
    for &w in expensive_candidates {
        if body.is_erased(w) || body.results(w).len() != 1 {
            continue;
        }
        let result = body.results(w)[0];
        if body.value_type(result) != elem || !body.has_uses(result) {
            continue;
        }
        let name = body.op(w).name;
        let Some(twin) = body
            .block_ops(a.block)
            .filter(|&o| body.op(o).name == name)
            .take(CANDIDATES)
            .find(|&o| same_tree(ctx, body, o, w, a, l, &outside))
        else {
            continue;
        };
        if !loads_unwritten(ctx, body, w, l, &writes, &mut classes) {
            continue;
        }
        replace(ctx, body, twin, w, &target, a, l);
        // The target's elements now hold this value.
        return;
    }
}

fn is_memref(ctx: &Context, body: &Body, v: ValueId) -> bool {
    matches!(
        ctx.type_data(body.value_type(v)),
        xla_ir::TypeData::MemRef { .. } | xla_ir::TypeData::UnrankedMemRef { .. }
    )
}

/// A value worth a store and a load: a `math` op or a float division.
fn expensive(ctx: &Context, body: &Body, op: OpId) -> bool {
    let name = body.op(op).name;
    ctx.op_name_str(name).starts_with("math.")
        || arith_ops::DivFOp::is(ctx, name)
        || arith_ops::RemFOp::is(ctx, name)
}

/// The first store of `l`'s body into a local allocation at `[outer..., iv]`, with the
/// buffer and the outer indices defined before the span.
fn target_store(
    ctx: &Context,
    body: &Body,
    l: &Loop,
    outside: &impl Fn(ValueId) -> bool,
    classes: &mut Classes,
) -> Option<Target> {
    body.block_ops(l.block).find_map(|op| {
        if !memref_ops::StoreOp::is(ctx, body.op(op).name) {
            return None;
        }
        let operands: Vec<ValueId> = body.operands(op).collect();
        let (&buffer, indices) = operands.get(1..)?.split_first()?;
        let (&last, outer) = indices.split_last()?;
        let fresh = root(ctx, body, buffer).0 == buffer
            && matches!(classes.of(ctx, body, buffer), Class::Alloc(b) | Class::Escaped(b) if b == buffer);
        (fresh && last == l.iv && outside(buffer) && outer.iter().all(|&v| outside(v))).then(|| {
            Target {
                store: op,
                buffer,
                indices: indices.to_vec(),
            }
        })
    })
}

/// The roots of the buffers the span writes (stores and frees), `None` when an op of the
/// span may write memory some other way (a call, a copy).
fn written_roots(ctx: &Context, body: &Body, span: &[OpId], target: OpId) -> Option<Vec<ValueId>> {
    let mut out = Vec::new();
    for &op in span {
        let name = body.op(op).name;
        let operands: Vec<ValueId> = body.operands(op).collect();
        if memref_ops::StoreOp::is(ctx, name) {
            if op != target {
                out.push(root(ctx, body, *operands.get(1)?).0);
            }
        } else if memref_ops::DeallocOp::is(ctx, name) {
            out.push(root(ctx, body, *operands.first()?).0);
        } else if !reads_only(ctx, body, op) {
            return None;
        }
    }
    Some(out)
}

/// Ops that write no memory, by MemoryEffectOpInterface or their traits: no effects of
/// their own but reads and allocations (pure ops, loads, views, allocations), or only those
/// of their regions (scf structure, whose nested ops are in the span themselves).
fn reads_only(ctx: &Context, body: &Body, op: OpId) -> bool {
    let op = OpRef::new(ctx, body, op);
    match op_effects(op) {
        Some(effects) => effects
            .iter()
            .all(|e| matches!(e.kind, EffectKind::Read | EffectKind::Allocate)),
        None => op.has_trait(Traits::RECURSIVE_MEMORY_EFFECTS),
    }
}

/// Whether `x` (in the earlier loop) computes what `y` (in the later loop) computes: the same
/// ops over the same outside values, the induction variables in the same places.
fn same_tree(
    ctx: &Context,
    body: &Body,
    x: OpId,
    y: OpId,
    a: &Loop,
    l: &Loop,
    outside: &impl Fn(ValueId) -> bool,
) -> bool {
    let (dx, dy) = (body.op(x), body.op(y));
    let pure_or_load = reads_only(ctx, body, y)
        && body.local_regions(y).is_empty()
        && !scf_ops::YieldOp::is(ctx, dy.name);
    if dx.name != dy.name
        || dx.props != dy.props
        || body.results(x).len() != body.results(y).len()
        || body.num_operands(x) != body.num_operands(y)
        || !pure_or_load
    {
        return false;
    }
    body.operands(x).zip(body.operands(y)).all(|(u, v)| {
        if u == v {
            return outside(u);
        }
        if u == a.iv && v == l.iv {
            return true;
        }
        let (ValueDef::Result { op: ox, index: ix }, ValueDef::Result { op: oy, index: iy }) =
            (body.value(u).def, body.value(v).def)
        else {
            return false;
        };
        ix == iy
            && body.op(ox).parent_block() == Some(a.block)
            && body.op(oy).parent_block() == Some(l.block)
            && stacker::maybe_grow(64 * 1024, 1024 * 1024, || {
                same_tree(ctx, body, ox, oy, a, l, outside)
            })
    })
}

/// Whether no buffer that `w`'s loads (inside the later loop) read is written in the span.
fn loads_unwritten(
    ctx: &Context,
    body: &Body,
    w: OpId,
    l: &Loop,
    writes: &[ValueId],
    classes: &mut Classes,
) -> bool {
    let mut stack = vec![w];
    while let Some(op) = stack.pop() {
        if memref_ops::LoadOp::is(ctx, body.op(op).name) {
            let r = root(ctx, body, body.operand(op, 0)).0;
            let c = classes.of(ctx, body, r);
            let conflict = writes.iter().any(|&wr| {
                wr == r || (c == Class::Unknown && classes.of(ctx, body, wr) == Class::Unknown)
            });
            if conflict {
                return false;
            }
        }
        for v in body.operands(op) {
            if let ValueDef::Result { op: d, .. } = body.value(v).def {
                if body.op(d).parent_block() == Some(l.block) {
                    stack.push(d);
                }
            }
        }
    }
    true
}

/// Stores `twin`'s result at the target element in the earlier loop and loads it in place of
/// `w` in the later one; `w`'s computation is left to dead-code elimination.
fn replace(ctx: &Context, body: &mut Body, twin: OpId, w: OpId, t: &Target, a: &Loop, l: &Loop) {
    let value = body.results(twin)[0];
    let earlier_indices: Vec<ValueId> = t
        .indices
        .iter()
        .map(|&v| if v == l.iv { a.iv } else { v })
        .collect();
    let loc = body.op(twin).loc;
    let mut operands = vec![value, t.buffer];
    operands.extend(&earlier_indices);
    let store = body.create_op(
        ctx,
        OperationState::new(ctx, memref_ops::StoreOp::NAME, loc).operands(&operands),
    );
    body.insert_op_after(twin, store);
    let mut operands = vec![t.buffer];
    operands.extend(&t.indices);
    let mut st =
        OperationState::new(ctx, memref_ops::LoadOp::NAME, body.op(w).loc).operands(&operands);
    let old = body.results(w)[0];
    st.result_types.push(body.value_type(old));
    let load = body.create_op(ctx, st);
    body.insert_op_before(w, load);
    let loaded = body.results(load)[0];
    body.replace_all_uses(old, loaded);
    erase_dead(ctx, body, w);
}

/// Erases `op` and the ops that only read (pure ops, loads) and fed only it.
fn erase_dead(ctx: &Context, body: &mut Body, op: OpId) {
    let mut stack = vec![op];
    while let Some(op) = stack.pop() {
        if body.is_erased(op) || body.results(op).iter().any(|&r| body.has_uses(r)) {
            continue;
        }
        if !only_reads(ctx, body, op) {
            continue;
        }
        let feeders: Vec<OpId> = body
            .operands(op)
            .filter_map(|v| match body.value(v).def {
                ValueDef::Result { op, .. } => Some(op),
                ValueDef::BlockArg { .. } => None,
            })
            .collect();
        body.erase_op(op);
        stack.extend(feeders);
    }
}
