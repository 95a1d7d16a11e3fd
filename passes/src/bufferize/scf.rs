//! scf.for / scf.while / scf.if with tensor values. Each loop-carried tensor lives in one
//! buffer for the whole loop (its init's own buffer when safe, else a copy): the region
//! arguments and the results are that buffer, and a terminator yielding another buffer copies
//! it in. So the new loops carry no memrefs (only their scalar values). An `scf.if` result is
//! a new buffer each branch copies its value into.

use super::core::{is_tensor, unsupported, Bufferizer};
use xla_ir::ir::OperationState;
use xla_ir::{BlockId, Body, DResult, OpId, ValueId, DYNAMIC};

pub fn visit(bz: &mut Bufferizer<'_, '_>, body: &mut Body, op: OpId, name: &str) -> DResult<()> {
    match name {
        "scf.for" => for_op(bz, body, op),
        "scf.while" => while_op(bz, body, op),
        "scf.if" => if_op(bz, body, op),
        "scf.yield" | "scf.condition" => terminator(bz, body, op),
        _ => Err(unsupported(bz.op(body, op), &format!("'{name}' with tensors is not bufferized"))),
    }
}

/// The buffer a loop carries tensor `t` in: `t`'s own when the loop may overwrite it.
fn carried(bz: &mut Bufferizer<'_, '_>, body: &mut Body, op: OpId, t: ValueId) -> DResult<(ValueId, Option<ValueId>)> {
    let buf = bz.buffer(body, op, t)?;
    if bz.aliases.can_write_in_place(body, &bz.order, op, t) {
        return Ok((buf, Some(t)));
    }
    let copy = !bz.undefined.contains(&t);
    Ok((bz.alloc_like(body, op, body.value_type(t), buf, copy), None))
}

/// A copy of `op` without its tensor operands and results, holding `op`'s regions.
fn rebuild(bz: &Bufferizer<'_, '_>, body: &mut Body, op: OpId) -> OpId {
    let ctx = bz.ctx;
    let operands: Vec<ValueId> = body.operands(op).filter(|&v| !bz.tensor_value(body, v)).collect();
    let types: Vec<_> = body.results(op).iter().map(|&r| body.value_type(r)).filter(|&t| !is_tensor(ctx, t)).collect();
    let data = body.op(op);
    let mut st = OperationState::new(ctx, ctx.op_name_str(data.name), data.loc).operands(&operands).results(&types);
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
fn bind_args(bz: &mut Bufferizer<'_, '_>, body: &Body, block: BlockId, first: usize, targets: &[Option<ValueId>]) {
    for (k, t) in targets.iter().enumerate() {
        if let (Some(buf), Some(&a)) = (t, body.block_args(block).get(first + k)) {
            bz.buffers.insert(a, *buf);
            bz.aliases.new_root(a, true);
            bz.dead_args.push((block, first + k));
        }
    }
}

/// Binds the old op's results: tensors to their buffers, others to the new op's results.
fn bind_results(bz: &mut Bufferizer<'_, '_>, body: &mut Body, op: OpId, new: OpId, targets: &[(Option<ValueId>, Option<ValueId>)]) {
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

fn entry(body: &Body, op: OpId, i: usize) -> Option<BlockId> {
    body.local_regions(op).get(i).and_then(|&r| body.entry_block(r))
}

fn for_op(bz: &mut Bufferizer<'_, '_>, body: &mut Body, op: OpId) -> DResult<()> {
    let inits: Vec<ValueId> = body.operands(op).skip(3).collect();
    let mut targets = Vec::with_capacity(inits.len());
    for &t in &inits {
        targets.push(if bz.tensor_value(body, t) { let (b, p) = carried(bz, body, op, t)?; (Some(b), p) } else { (None, None) });
    }
    let new = rebuild(bz, body, op);
    let block = entry(body, new, 0).ok_or_else(|| unsupported(bz.op(body, op), "scf.for without a body"))?;
    let bufs: Vec<Option<ValueId>> = targets.iter().map(|t| t.0).collect();
    bind_args(bz, body, block, 1, &bufs);
    bz.terminators.insert(block, bufs);
    bz.run_block(body, block)?;
    bind_results(bz, body, op, new, &targets);
    bz.erase.push(op);
    Ok(())
}

fn while_op(bz: &mut Bufferizer<'_, '_>, body: &mut Body, op: OpId) -> DResult<()> {
    let (Some(before), Some(after)) = (entry(body, op, 0), entry(body, op, 1)) else {
        return Err(unsupported(bz.op(body, op), "scf.while without both regions"));
    };
    let before_types: Vec<_> = body.block_args(before).iter().map(|&a| body.value_type(a)).collect();
    let after_types: Vec<_> = body.block_args(after).iter().map(|&a| body.value_type(a)).collect();
    if before_types != after_types {
        return Err(unsupported(bz.op(body, op), "scf.while whose two regions take different types is not bufferized"));
    }
    let inits: Vec<ValueId> = body.operands(op).collect();
    let mut targets = Vec::with_capacity(inits.len());
    for &t in &inits {
        targets.push(if bz.tensor_value(body, t) { let (b, p) = carried(bz, body, op, t)?; (Some(b), p) } else { (None, None) });
    }
    let new = rebuild(bz, body, op);
    let bufs: Vec<Option<ValueId>> = targets.iter().map(|t| t.0).collect();
    bind_args(bz, body, before, 0, &bufs);
    bind_args(bz, body, after, 0, &bufs);
    // scf.condition's first operand is the condition itself.
    bz.terminators.insert(before, std::iter::once(None).chain(bufs.iter().copied()).collect());
    bz.terminators.insert(after, bufs);
    bz.run_block(body, before)?;
    bz.run_block(body, after)?;
    bind_results(bz, body, op, new, &targets);
    bz.erase.push(op);
    Ok(())
}

fn if_op(bz: &mut Bufferizer<'_, '_>, body: &mut Body, op: OpId) -> DResult<()> {
    let ctx = bz.ctx;
    let mut targets = Vec::new();
    for r in body.results(op).to_vec() {
        let ty = body.value_type(r);
        if !is_tensor(ctx, ty) {
            targets.push((None, None));
            continue;
        }
        if ctx.shape(ty).is_none_or(|s| s.contains(&DYNAMIC)) {
            return Err(unsupported(bz.op(body, op), "scf.if with dynamically shaped tensor results is not bufferized"));
        }
        targets.push((Some(bz.alloc(body, op, ty, &[])), None));
    }
    let new = rebuild(bz, body, op);
    let bufs: Vec<Option<ValueId>> = targets.iter().map(|t| t.0).collect();
    for i in 0..2 {
        if let Some(b) = entry(body, new, i) {
            bz.terminators.insert(b, bufs.clone());
            bz.run_block(body, b)?;
        }
    }
    bind_results(bz, body, op, new, &targets);
    bz.erase.push(op);
    Ok(())
}

/// scf.yield / scf.condition of a rewritten op: copies each yielded tensor into its target
/// buffer (unless it is already there) and yields the rest.
fn terminator(bz: &mut Bufferizer<'_, '_>, body: &mut Body, op: OpId) -> DResult<()> {
    let ctx = bz.ctx;
    let block = body.op(op).parent_block();
    let Some(targets) = block.and_then(|b| bz.terminators.get(&b)).cloned() else {
        if body.operands(op).any(|v| bz.tensor_value(body, v)) {
            return Err(unsupported(bz.op(body, op), "a terminator yields tensors from an op that was not bufferized"));
        }
        return Ok(());
    };
    let operands: Vec<ValueId> = body.operands(op).collect();
    let mut sources = Vec::new();
    for (k, &v) in operands.iter().enumerate() {
        if let Some(Some(target)) = targets.get(k) {
            sources.push((bz.buffer(body, op, v)?, *target, v));
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
            bz.emit(body, op, "memref.copy", &[*src, *target], &[], &[]);
        }
    }
    let kept: Vec<ValueId> = operands.iter().enumerate().filter(|(k, _)| !matches!(targets.get(*k), Some(Some(_)))).map(|(_, &v)| v).collect();
    let name = ctx.op_name_str(body.op(op).name).to_string();
    bz.emit(body, op, &name, &kept, &[], &[]);
    bz.erase.push(op);
    Ok(())
}
