//! Deallocation: each buffer the function owns (its allocations and the results of calls) is
//! freed right after the last op that uses it or a view of it, unless it is returned (the
//! caller then owns it). Allocations nobody uses are erased instead.

use rustc_hash::FxHashSet;
use xla_dialect_bufferization::ops as bufferization_ops;
use xla_dialect_func::ops as func_ops;
use xla_dialect_memref::ops as memref_ops;
use xla_dialect_scf::ops as scf_ops;
use xla_ir::{Body, Context, OpId, ValueId};

/// Ops whose result is a view of their first operand.
fn is_view(name: &str) -> bool {
    // (`to_tensor` reads the buffer wherever its tensor is used; a probe returns its operand.)
    matches!(
        name,
        memref_ops::SubViewOp::NAME
            | memref_ops::CastOp::NAME
            | memref_ops::CollapseShapeOp::NAME
            | memref_ops::ExpandShapeOp::NAME
            | memref_ops::ReinterpretCastOp::NAME
            | bufferization_ops::ToTensorOp::NAME
            | xla_ir::builtin::UnrealizedConversionCastOp::NAME
            | xla_dialect_check::interpreter::ProbeOp::NAME
    )
}

/// The `scf.if` whose branch `op` terminates, if `op` is such an `scf.yield`.
fn yielded_by_if(ctx: &Context, body: &Body, op: OpId) -> Option<OpId> {
    let parent = body.parent_op(op)?;
    (scf_ops::YieldOp::is(ctx, body.op(op).name)
        && matches!(
            ctx.op_name_str(body.op(parent).name),
            scf_ops::IfOp::NAME | scf_ops::IndexSwitchOp::NAME
        ))
    .then_some(parent)
}

/// `buf` and every view made of it (or `scf.if` result that may be it), transitively.
fn aliases(ctx: &Context, body: &Body, buf: ValueId) -> Vec<ValueId> {
    let mut out = vec![buf];
    let mut i = 0;
    while i < out.len() {
        let v = out[i];
        for (owner, index) in body.uses(v) {
            if index == 0 && is_view(ctx.op_name_str(body.op(owner).name)) {
                out.extend(body.results(owner).iter().copied());
            }
            // An `scf.if` yielding the buffer: its result may be this buffer.
            if let Some(parent) = yielded_by_if(ctx, body, owner) {
                out.extend(body.results(parent).get(index as usize).copied());
            }
        }
        i += 1;
    }
    out
}

/// The ancestor of `op` (or `op` itself) that sits directly in `block`.
fn ancestor_in(body: &Body, mut op: OpId, block: xla_ir::BlockId) -> Option<OpId> {
    loop {
        if body.op(op).parent_block() == Some(block) {
            return Some(op);
        }
        op = body.parent_op(op)?;
    }
}

/// Inserts the deallocations of `owned`; returns how many were inserted.
pub fn insert_deallocs(ctx: &Context, body: &mut Body, owned: &[ValueId]) -> usize {
    let mut done: FxHashSet<ValueId> = FxHashSet::default();
    // Position of each op in its block, numbered once per block (deallocs inserted later
    // do not change the order of the ops already there).
    let mut positions: rustc_hash::FxHashMap<xla_ir::BlockId, rustc_hash::FxHashMap<OpId, usize>> =
        Default::default();
    let mut count = 0;
    for &buf in owned {
        if !done.insert(buf) {
            continue;
        }
        let Some(block) = super::analysis::def_block(body, buf) else {
            continue;
        };
        let xla_ir::ir::ValueDef::Result { op: def, .. } = body.value(buf).def else {
            continue;
        };
        let all = aliases(ctx, body, buf);
        let users: Vec<OpId> = all
            .iter()
            .flat_map(|&v| body.uses(v).map(|(u, _)| u).collect::<Vec<_>>())
            .collect();
        // Returned or yielded out of its region: the buffer escapes.
        let escapes = users.iter().any(|&u| {
            let name = ctx.op_name_str(body.op(u).name);
            let through_if = yielded_by_if(ctx, body, u).is_some();
            name == func_ops::ReturnOp::NAME
                || (name.ends_with(".yield") && !name.starts_with("linalg.") && !through_if)
                || name == scf_ops::ConditionOp::NAME
        });
        if escapes {
            continue;
        }
        let name = ctx.op_name_str(body.op(def).name);
        if users.is_empty() && name == memref_ops::AllocOp::NAME {
            body.erase_op(def);
            continue;
        }
        // The last op of the block that uses the buffer (directly or in its regions).
        let pos = positions.entry(block).or_insert_with(|| {
            body.block_ops(block)
                .enumerate()
                .map(|(i, o)| (o, i))
                .collect()
        });
        let last = users
            .iter()
            .filter_map(|&u| ancestor_in(body, u, block))
            .chain(std::iter::once(def))
            .max_by_key(|o| pos.get(o).copied().unwrap_or(0))
            .unwrap_or(def);
        let loc = body.op(last).loc;
        let d = body.create_op(
            ctx,
            xla_ir::OperationState::new(ctx, memref_ops::DeallocOp::NAME, loc).operands(&[buf]),
        );
        body.insert_op_after(last, d);
        count += 1;
    }
    count
}
