//! scf.for / scf.while / scf.if with tensor values. Each loop-carried tensor lives in one
//! buffer for the whole loop (its init's own buffer when safe, else a copy): the region
//! arguments and the results are that buffer, and a terminator yielding another buffer copies
//! it in. So the new loops carry no memrefs (only their scalar values). An `scf.if` result is
//! a new buffer each branch copies its value into.

use super::core::{is_tensor, unsupported, Bufferizer, Yielded};
use xla_dialect_arith::ops as arith_ops;
use xla_dialect_scf::ops as scf_ops;
use xla_ir::ir::OperationState;
use xla_ir::{BlockId, Body, DResult, OpId, ValueId, DYNAMIC};

pub fn visit(bz: &mut Bufferizer<'_, '_>, body: &mut Body, op: OpId, name: &str) -> DResult<()> {
    match name {
        scf_ops::ForOp::NAME => for_op(bz, body, op),
        scf_ops::WhileOp::NAME => while_op(bz, body, op),
        scf_ops::IfOp::NAME | scf_ops::IndexSwitchOp::NAME => if_op(bz, body, op),
        scf_ops::YieldOp::NAME | scf_ops::ConditionOp::NAME => terminator(bz, body, op),
        _ => Err(unsupported(
            bz.op(body, op),
            &format!("'{name}' with tensors is not bufferized"),
        )),
    }
}

/// The buffer a loop carries tensor `t` in: `t`'s own when the loop may overwrite it.
fn carried(
    bz: &mut Bufferizer<'_, '_>,
    body: &mut Body,
    op: OpId,
    t: ValueId,
) -> DResult<(ValueId, Option<ValueId>)> {
    let buf = bz.buffer(body, op, t)?;
    if bz.aliases.can_write_in_place(body, &bz.order, op, t, &[]) {
        return Ok((buf, Some(t)));
    }
    let copy = !bz.undefined.contains(&t);
    Ok((bz.alloc_like(body, op, body.value_type(t), buf, copy), None))
}

/// A copy of `op` without its tensor operands, with results of `types`, holding `op`'s regions.
fn rebuild(bz: &Bufferizer<'_, '_>, body: &mut Body, op: OpId, types: &[xla_ir::Type]) -> OpId {
    let ctx = bz.ctx;
    let operands: Vec<ValueId> = body
        .operands(op)
        .filter(|&v| !bz.tensor_value(body, v))
        .collect();
    let data = body.op(op);
    let mut st = OperationState::new(ctx, ctx.op_name_str(data.name), data.loc)
        .operands(&operands)
        .results(types);
    st.props = data.props.clone();
    st.attrs = data.attrs.clone();
    for r in body.local_regions(op).to_vec() {
        let nr = body.create_region();
        for b in body.region_blocks(r).collect::<Vec<_>>() {
            body.unlink_block(b);
            body.append_block(nr, b);
        }
        st.regions.push(nr);
    }
    let new = body.create_op(ctx, st);
    body.insert_op_before(op, new);
    new
}

/// Gives the tensor arguments of `block` (from `first` on, position `k` in `targets`) their
/// buffers; they are dropped from the block once the old ops are gone.
fn bind_args(
    bz: &mut Bufferizer<'_, '_>,
    body: &Body,
    block: BlockId,
    first: usize,
    targets: &[Option<ValueId>],
) {
    for (k, t) in targets.iter().enumerate() {
        if let (Some(buf), Some(&a)) = (t, body.block_args(block).get(first + k)) {
            bz.buffers.insert(a, *buf);
            bz.aliases.new_root(a, true);
            bz.dead_args.push((block, first + k));
        }
    }
}

/// The result types of `op` that stay (its non-tensor ones).
fn scalar_result_types(bz: &Bufferizer<'_, '_>, body: &Body, op: OpId) -> Vec<xla_ir::Type> {
    body.results(op)
        .iter()
        .map(|&r| body.value_type(r))
        .filter(|&t| !is_tensor(bz.ctx, t))
        .collect()
}

/// Binds the old op's results: tensors to their buffers, others to the new op's results.
fn bind_results(
    bz: &mut Bufferizer<'_, '_>,
    body: &mut Body,
    op: OpId,
    new: OpId,
    targets: &[(Option<ValueId>, Option<ValueId>)],
) {
    let mut next = 0;
    for (k, &r) in body.results(op).to_vec().iter().enumerate() {
        match targets.get(k) {
            Some((Some(buf), in_place_of)) => bz.bind_result(r, *buf, *in_place_of),
            _ => {
                let nr = body.result(new, next);
                body.replace_all_uses(r, nr);
                next += 1;
            }
        }
    }
}

fn yields(bufs: &[Option<ValueId>]) -> Vec<Yielded> {
    bufs.iter()
        .map(|b| b.map_or(Yielded::Keep, Yielded::CopyInto))
        .collect()
}

fn entry(body: &Body, op: OpId, i: usize) -> Option<BlockId> {
    body.local_regions(op)
        .get(i)
        .and_then(|&r| body.entry_block(r))
}

fn for_op(bz: &mut Bufferizer<'_, '_>, body: &mut Body, op: OpId) -> DResult<()> {
    let inits: Vec<ValueId> = body.operands(op).skip(3).collect();
    let mut targets = Vec::with_capacity(inits.len());
    for &t in &inits {
        targets.push(if bz.tensor_value(body, t) {
            let (b, p) = carried(bz, body, op, t)?;
            (Some(b), p)
        } else {
            (None, None)
        });
    }
    let types = scalar_result_types(bz, body, op);
    let new = rebuild(bz, body, op, &types);
    let block = entry(body, new, 0)
        .ok_or_else(|| unsupported(bz.op(body, op), "scf.for without a body"))?;
    let bufs: Vec<Option<ValueId>> = targets.iter().map(|t| t.0).collect();
    bind_args(bz, body, block, 1, &bufs);
    bz.terminators.insert(block, yields(&bufs));
    bz.run_block(body, block)?;
    bind_results(bz, body, op, new, &targets);
    bz.erase.push(op);
    Ok(())
}

fn while_op(bz: &mut Bufferizer<'_, '_>, body: &mut Body, op: OpId) -> DResult<()> {
    let (Some(before), Some(after)) = (entry(body, op, 0), entry(body, op, 1)) else {
        return Err(unsupported(
            bz.op(body, op),
            "scf.while without both regions",
        ));
    };
    let before_types: Vec<_> = body
        .block_args(before)
        .iter()
        .map(|&a| body.value_type(a))
        .collect();
    let after_types: Vec<_> = body
        .block_args(after)
        .iter()
        .map(|&a| body.value_type(a))
        .collect();
    if before_types != after_types {
        return Err(unsupported(
            bz.op(body, op),
            "scf.while whose two regions take different types is not bufferized",
        ));
    }
    let inits: Vec<ValueId> = body.operands(op).collect();
    let mut targets = Vec::with_capacity(inits.len());
    for &t in &inits {
        targets.push(if bz.tensor_value(body, t) {
            let (b, p) = carried(bz, body, op, t)?;
            (Some(b), p)
        } else {
            (None, None)
        });
    }
    let types = scalar_result_types(bz, body, op);
    let new = rebuild(bz, body, op, &types);
    let bufs: Vec<Option<ValueId>> = targets.iter().map(|t| t.0).collect();
    bind_args(bz, body, before, 0, &bufs);
    bind_args(bz, body, after, 0, &bufs);
    // scf.condition's first operand is the condition itself.
    bz.terminators.insert(
        before,
        std::iter::once(Yielded::Keep)
            .chain(yields(&bufs))
            .collect(),
    );
    bz.terminators.insert(after, yields(&bufs));
    bz.run_block(body, before)?;
    bz.run_block(body, after)?;
    bind_results(bz, body, op, new, &targets);
    bz.erase.push(op);
    Ok(())
}

/// The values the branches of an `scf.if` / `scf.index_switch` yield (one list per branch).
fn branch_yields(body: &Body, op: OpId) -> Vec<Vec<ValueId>> {
    (0..body.local_regions(op).len())
        .filter_map(|i| entry(body, op, i))
        .filter_map(|b| body.last_op(b))
        .map(|t| body.operands(t).collect())
        .collect()
}

fn if_op(bz: &mut Bufferizer<'_, '_>, body: &mut Body, op: OpId) -> DResult<()> {
    let ctx = bz.ctx;
    let yields = branch_yields(body, op);
    let mut modes = Vec::new();
    let mut types = Vec::new();
    for (k, r) in body.results(op).to_vec().into_iter().enumerate() {
        let ty = body.value_type(r);
        if !is_tensor(ctx, ty) {
            modes.push(Yielded::Keep);
            types.push(ty);
            continue;
        }
        // Both branches yield tensors from before the `if` whose buffers have one type: the
        // result is either buffer, yielded as is.
        // (Or dense constants of the branch: globals, alive for the whole program.)
        let outer: Option<Vec<xla_ir::Type>> = yields
            .iter()
            .map(|ys| {
                let y = ys.get(k).copied()?;
                if super::analysis::def_block(body, y).is_some_and(|b| !inside(body, b, op)) {
                    return bz.buffers.get(&y).map(|&b| body.value_type(b));
                }
                is_constant(bz, body, y).then(|| super::core::memref_type(ctx, body.value_type(y)))
            })
            .collect();
        let n_regions = body.local_regions(op).len();
        if let Some(tys) =
            outer.filter(|t| t.len() == n_regions && !t.is_empty() && t.iter().all(|&x| x == t[0]))
        {
            modes.push(Yielded::Buffer);
            types.push(tys[0]);
            continue;
        }
        if ctx.shape(ty).is_none_or(|s| s.contains(&DYNAMIC)) {
            let what = bz.op(body, op).name_str();
            return Err(unsupported(
                bz.op(body, op),
                &format!("{what} with dynamically shaped tensor results is not bufferized"),
            ));
        }
        modes.push(Yielded::CopyInto(bz.alloc(body, op, ty, &[])));
    }
    let new = rebuild(bz, body, op, &types);
    for i in 0..body.local_regions(new).len() {
        if let Some(b) = entry(body, new, i) {
            bz.terminators.insert(b, modes.clone());
            bz.run_block(body, b)?;
        }
    }
    let mut next = 0;
    for (k, r) in body.results(op).to_vec().into_iter().enumerate() {
        match modes[k] {
            Yielded::CopyInto(buf) => bz.bind_result(r, buf, None),
            Yielded::Buffer => {
                let nr = body.result(new, next);
                next += 1;
                bz.buffers.insert(r, nr);
                // The result lives in either branch's buffer.
                if let Some(first) = yields.first().and_then(|y| y.get(k)) {
                    bz.aliases.join(r, *first);
                    for other in yields.iter().skip(1).filter_map(|y| y.get(k)) {
                        bz.aliases.merge(r, *other);
                    }
                }
            }
            Yielded::Keep => {
                let nr = body.result(new, next);
                next += 1;
                body.replace_all_uses(r, nr);
            }
        }
    }
    bz.erase.push(op);
    Ok(())
}

/// Whether `v` is the result of a dense tensor `arith.constant` (bufferized to a global).
fn is_constant(bz: &Bufferizer<'_, '_>, body: &Body, v: ValueId) -> bool {
    match body.value(v).def {
        xla_ir::ir::ValueDef::Result { op, .. } => {
            bz.op(body, op).isa::<arith_ops::ConstantOp>() && is_tensor(bz.ctx, body.value_type(v))
        }
        _ => false,
    }
}

/// Whether block `b` is inside op `op`'s regions.
fn inside(body: &Body, b: BlockId, op: OpId) -> bool {
    let mut cur = body.block_parent_op(b);
    while let Some(o) = cur {
        if o == op {
            return true;
        }
        cur = body.parent_op(o);
    }
    false
}

/// scf.yield / scf.condition of a rewritten op: copies each yielded tensor into its target
/// buffer (unless it is already there) and yields the rest.
fn terminator(bz: &mut Bufferizer<'_, '_>, body: &mut Body, op: OpId) -> DResult<()> {
    let ctx = bz.ctx;
    let block = body.op(op).parent_block();
    let Some(modes) = block.and_then(|b| bz.terminators.get(&b)).cloned() else {
        if body.operands(op).any(|v| bz.tensor_value(body, v)) {
            return Err(unsupported(
                bz.op(body, op),
                "a terminator yields tensors from an op that was not bufferized",
            ));
        }
        return Ok(());
    };
    let operands: Vec<ValueId> = body.operands(op).collect();
    let mut sources = Vec::new();
    let mut kept = Vec::new();
    for (k, &v) in operands.iter().enumerate() {
        match modes.get(k).copied().unwrap_or(Yielded::Keep) {
            Yielded::CopyInto(target) => sources.push((bz.buffer(body, op, v)?, target, v)),
            Yielded::Buffer => kept.push(bz.buffer(body, op, v)?),
            Yielded::Keep => kept.push(v),
        }
    }
    // A value living in another target's buffer is saved before any copy overwrites it.
    let all_targets: Vec<ValueId> = sources.iter().map(|s| s.1).collect();
    for s in sources.iter_mut() {
        if s.0 != s.1 && all_targets.contains(&s.0) {
            s.0 = bz.alloc_like(body, op, body.value_type(s.2), s.0, true);
        }
    }
    for (src, target, _) in &sources {
        if src != target {
            bz.copy(body, op, *src, *target);
        }
    }
    let name = ctx.op_name_str(body.op(op).name).to_string();
    bz.emit(body, op, &name, &kept, &[], &[]);
    bz.erase.push(op);
    Ok(())
}
