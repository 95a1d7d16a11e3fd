//! `--scf-vectorize-reductions`: a variadic reduction's loop (argmax, argmin: a value and its
//! index folded together by `select`s) runs over vector lanes. LLVM vectorizes reductions of
//! one accumulator with a known combiner (a sum, a maximum) but not two accumulators chosen
//! together, so JAX's argmax stayed a scalar loop, one element per iteration.
//!
//! `--convert-linalg-to-loops` marks the loops that carry a variadic reduction's accumulators
//! with `xla.reduction` (the reducer is associative, as XLA requires, so iterations may be
//! regrouped). Such an innermost `scf.for` with constant bounds whose body only reads memory
//! contiguously along the loop and computes element-wise becomes: the first vector of
//! elements as the lanes' start (no identity needed), a vector loop folding the rest lane by
//! lane with the body's own combiner, the lanes folded into the initial value in order, and
//! the original loop for the remainder. See docs/lowering/scf-vectorize-reductions.md.

mod plan;
#[cfg(test)]
mod tests;

use crate::scf_parallel_to_runtime::outline::{At, Emit};
use plan::{plan, Plan, Role};
use xla_dialect_arith::ops as arith_ops;
use xla_dialect_arith::CmpIPredicate;
use xla_dialect_scf::ops as scf_ops;
use xla_dialect_vector::ops as vector_ops;
use xla_ir::ir::WalkOrder;
use xla_ir::pass::PassInfo;
use xla_ir::rewrite::{clone_op_mapped, ValueMap};
use xla_ir::{AttrData, Body, Context, Diag, OpId, Type, ValueId};

pub const ARGUMENT: &str = "scf-vectorize-reductions";
const DESCRIPTION: &str = "Run scf.for loops of variadic reductions (argmax, argmin), marked xla.reduction, over vector lanes folded after the loop";

/// The discardable unit attribute on an `scf.for` whose carried values fold an associative
/// reducer: its iterations may be regrouped.
pub const REDUCTION_ATTR: &str = "xla.reduction";

#[derive(Default)]
pub struct ScfVectorizeReductions;

pub fn info() -> PassInfo {
    PassInfo {
        argument: ARGUMENT,
        description: DESCRIPTION,
        factory: || Box::new(ScfVectorizeReductions),
    }
}

func_body_pass!(ScfVectorizeReductions, "ScfVectorizeReductions", run);

pub fn run(ctx: &Context, body: &mut Body) -> Result<(), Vec<Diag>> {
    let mut loops = Vec::new();
    body.walk_local(WalkOrder::PreOrder, |op| {
        let data = body.op(op);
        if scf_ops::ForOp::is(ctx, data.name) && data.attrs.get_str(ctx, REDUCTION_ATTR).is_some() {
            loops.push(op);
        }
    });
    for f in loops {
        if let Some(plan) = plan(ctx, body, f) {
            vectorize(ctx, body, f, &plan);
        }
    }
    Ok(())
}

/// Vectors folded side by side (independent chains: a compare and a select through each
/// accumulator are several cycles of latency per vector), when the loop is long enough.
const SETS: i64 = 4;

/// Builds the vector form of loop `f` before it and keeps `f` for the remainder.
fn vectorize(ctx: &Context, body: &mut Body, f: OpId, plan: &Plan) {
    let e = Emit {
        ctx,
        loc: body.op(f).loc,
    };
    for &op in &plan.hoist {
        body.unlink_op(op);
        body.insert_op_before(f, op);
    }
    let before = At::Before(f);
    let index = ctx.index_type();
    let lanes = plan.lanes;
    let trips = plan.ub - plan.lb;
    let sets = [SETS, 2, 1]
        .into_iter()
        .find(|&s| trips >= 2 * s * lanes)
        .unwrap_or(1);
    let stride = sets * lanes;
    let full_sets = plan.lb + trips / stride * stride;
    let full = plan.lb + trips / lanes * lanes;
    // Every invariant a vector op reads, broadcast once ahead of all vector code.
    let mut map = ValueMap::default();
    for &v in &plan.invariants {
        let ty = vector_of(ctx, body.value_type(v), lanes);
        let b = e.value(body, before, vector_ops::BroadcastOp::NAME, &[v], ty, &[]);
        map.insert(v, b);
    }
    let broadcasts = map.clone();
    // The first vector of each set starts its lanes (no identity needed).
    let mut inits = Vec::new();
    for s in 0..sets {
        let start = e.constant(body, before, index, plan.lb + s * lanes);
        elements(&e, body, before, plan, start, &mut map);
        inits.extend(plan.elements.iter().map(|v| map[v]));
    }
    let k = plan.accumulators.len();
    let range = [plan.lb + stride, full_sets, stride].map(|c| e.constant(body, before, index, c));
    let (block, j, vaccs) = e.for_loop(body, before, range, &inits);
    let Some(vyield) = body.last_op(block) else {
        return;
    };
    let inside = At::Before(vyield);
    let mut yielded = Vec::with_capacity(vaccs.len());
    for (s, set) in vaccs.chunks(k).enumerate() {
        let at = if s == 0 {
            j
        } else {
            let offset = e.constant(body, inside, index, s as i64 * lanes);
            e.value(
                body,
                inside,
                arith_ops::AddIOp::NAME,
                &[j, offset],
                index,
                &[],
            )
        };
        yielded.extend(step(&e, body, inside, plan, at, set, &mut map));
    }
    body.set_operands(vyield, &yielded);
    let Some(vloop) = body.block_parent_op(block) else {
        return;
    };
    let results = body.results(vloop).to_vec();
    // The sets merged lane by lane, each lane ordered by position.
    let mut merged: Vec<ValueId> = results[..k].to_vec();
    for set in results.chunks(k).skip(1) {
        merged = ordered(&e, body, before, plan, &merged, set, Some(&broadcasts));
    }
    // Whole vectors past the last group of sets.
    if full > full_sets {
        let range = [full_sets, full, lanes].map(|c| e.constant(body, before, index, c));
        let (block, j, vaccs) = e.for_loop(body, before, range, &merged);
        let Some(vyield) = body.last_op(block) else {
            return;
        };
        let yielded = step(&e, body, At::Before(vyield), plan, j, &vaccs, &mut map);
        body.set_operands(vyield, &yielded);
        let Some(tail) = body.block_parent_op(block) else {
            return;
        };
        merged = body.results(tail).to_vec();
    }
    let partials = merged;
    // The lanes from the loop's initial values (applied once), each folded after or before
    // the running result as its position is later or earlier.
    let mut accs: Vec<ValueId> = body.operands(f).skip(3).collect();
    for lane in 0..lanes {
        let position = ctx.dense_i64_array(&[lane]);
        let partial: Vec<ValueId> = plan
            .elements
            .iter()
            .zip(&partials)
            .map(|(&el, &p)| {
                let ty = body.value_type(el);
                e.value(
                    body,
                    before,
                    vector_ops::ExtractOp::NAME,
                    &[p],
                    ty,
                    &[("static_position", position)],
                )
            })
            .collect();
        accs = ordered(&e, body, before, plan, &accs, &partial, None);
    }
    if full < plan.ub {
        let from = e.constant(body, before, index, full);
        body.set_operand(f, 0, from);
        for (i, &a) in accs.iter().enumerate() {
            body.set_operand(f, 3 + i, a);
        }
        body.op_mut(f).attrs.remove_str(ctx, REDUCTION_ATTR);
    } else {
        let results = body.results(f).to_vec();
        for (&r, &a) in results.iter().zip(&accs) {
            body.replace_all_uses(r, a);
        }
        body.erase_op(f);
    }
}

/// The reducer at `at`: `accs` as the accumulators, `elements` as the elements; on vectors
/// when given the broadcasts of the invariants.
fn fold(
    ctx: &Context,
    body: &mut Body,
    at: At,
    plan: &Plan,
    accs: &[ValueId],
    elements: &[ValueId],
    broadcasts: Option<&ValueMap>,
) -> Vec<ValueId> {
    let mut map = broadcasts.cloned().unwrap_or_default();
    map.extend(plan.elements.iter().copied().zip(elements.iter().copied()));
    reduce(
        ctx,
        body,
        at,
        plan,
        accs,
        &mut map,
        broadcasts.map(|_| plan.lanes),
    )
}

/// The reducer's ops at `at` with the accumulators as `accs` and the rest through `map` (on
/// vectors of `lanes` when given): the values it yields.
fn reduce(
    ctx: &Context,
    body: &mut Body,
    at: At,
    plan: &Plan,
    accs: &[ValueId],
    map: &mut ValueMap,
    lanes: Option<i64>,
) -> Vec<ValueId> {
    map.extend(plan.accumulators.iter().copied().zip(accs.iter().copied()));
    for &(op, role) in &plan.ops {
        if role == Role::Combine {
            clone_mapped(ctx, body, at, op, map, lanes);
        }
    }
    plan.yielded.iter().map(|v| map[v]).collect()
}

/// Two partial results (lane by lane for vectors) folded in the order of their positions:
/// the reducer on (a, b) where a's position is not later, else on (b, a).
fn ordered(
    e: &Emit<'_>,
    body: &mut Body,
    at: At,
    plan: &Plan,
    a: &[ValueId],
    b: &[ValueId],
    broadcasts: Option<&ValueMap>,
) -> Vec<ValueId> {
    let ctx = e.ctx;
    let after = fold(ctx, body, at, plan, a, b, broadcasts);
    let first = fold(ctx, body, at, plan, b, a, broadcasts);
    let k = plan.position;
    let i1 = match broadcasts {
        Some(_) => vector_of(ctx, ctx.i1(), plan.lanes),
        None => ctx.i1(),
    };
    let earlier = e.value(
        body,
        at,
        arith_ops::CmpIOp::NAME,
        &[a[k], b[k]],
        i1,
        &[("predicate", CmpIPredicate::Sle.attr(ctx))],
    );
    after
        .iter()
        .zip(&first)
        .map(|(&x, &y)| {
            let ty = body.value_type(x);
            e.value(
                body,
                at,
                arith_ops::SelectOp::NAME,
                &[earlier, x, y],
                ty,
                &[],
            )
        })
        .collect()
}

/// One vector step of the loop at `j`: the chunk's elements folded into `accs`.
fn step(
    e: &Emit<'_>,
    body: &mut Body,
    at: At,
    plan: &Plan,
    j: ValueId,
    accs: &[ValueId],
    map: &mut ValueMap,
) -> Vec<ValueId> {
    elements(e, body, at, plan, j, map);
    reduce(e.ctx, body, at, plan, accs, map, Some(plan.lanes))
}

/// The vector values of the chunk of elements starting at `j`: loads, lane indices and the
/// element-wise ops on them, added to `map`.
fn elements(e: &Emit<'_>, body: &mut Body, at: At, plan: &Plan, j: ValueId, map: &mut ValueMap) {
    let ctx = e.ctx;
    let lanes = plan.lanes;
    for &(op, role) in &plan.ops {
        let result = body.result(op, 0);
        let ty = body.value_type(result);
        let v = match role {
            Role::Load => {
                let mut operands: Vec<ValueId> = body.operands(op).collect();
                if let Some(last) = operands.last_mut() {
                    *last = j;
                }
                let vty = vector_of(ctx, ty, lanes);
                e.value(body, at, vector_ops::LoadOp::NAME, &operands, vty, &[])
            }
            Role::Lane => {
                let name = ctx.op_name_str(body.op(op).name);
                let s = e.value(body, at, name, &[j], ty, &[]);
                let vty = vector_of(ctx, ty, lanes);
                let b = e.value(body, at, vector_ops::BroadcastOp::NAME, &[s], vty, &[]);
                let steps = e.value(
                    body,
                    at,
                    arith_ops::ConstantOp::NAME,
                    &[],
                    vty,
                    &[("value", lane_numbers(ctx, vty, ty, lanes))],
                );
                e.value(body, at, arith_ops::AddIOp::NAME, &[b, steps], vty, &[])
            }
            Role::Map => {
                clone_mapped(ctx, body, at, op, map, Some(lanes));
                continue;
            }
            Role::Combine => continue,
        };
        map.insert(result, v);
    }
}

/// A copy of element-wise `op` at `at` with its operands through `map` (others as they
/// are), on vectors of `lanes` when given; its results enter `map`.
fn clone_mapped(
    ctx: &Context,
    body: &mut Body,
    at: At,
    op: OpId,
    map: &mut ValueMap,
    lanes: Option<i64>,
) {
    let types: Option<Vec<Type>> = lanes.map(|n| {
        body.results(op)
            .iter()
            .map(|&r| vector_of(ctx, body.value_type(r), n))
            .collect()
    });
    // The plan admits no op with regions.
    let Some(copy) = clone_op_mapped(ctx, body, op, map, types.as_deref()) else {
        return;
    };
    match at {
        At::Before(anchor) => body.insert_op_before(anchor, copy),
        At::End(block) => body.append_op(block, copy),
    }
}

fn vector_of(ctx: &Context, elem: Type, lanes: i64) -> Type {
    ctx.vector_type(&[lanes], elem)
}

/// `dense<[0, 1, ..., lanes - 1]> : vty` for integer element type `elem`.
fn lane_numbers(ctx: &Context, vty: Type, elem: Type, lanes: i64) -> xla_ir::Attribute {
    let bytes = ctx.scalar_bit_width(elem).unwrap_or(32).div_ceil(8) as usize;
    let mut data = Vec::with_capacity(bytes * lanes as usize);
    for l in 0..lanes {
        data.extend_from_slice(&l.to_le_bytes()[..bytes]);
    }
    ctx.intern_attr(AttrData::DenseElements {
        ty: vty,
        data: data.into_boxed_slice(),
        splat: false,
    })
}
