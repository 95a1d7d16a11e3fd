//! `tensor.generate`: a new buffer filled by a loop nest (`scf.for` per dimension) running
//! the op's body with the induction variables as indices; its `tensor.yield` becomes a
//! `memref.store`.

use super::core::{unsupported, Bufferizer};
use xla_dialect_memref::ops as memref_ops;
use xla_dialect_scf::ops as scf_ops;
use xla_ir::ir::OperationState;
use xla_ir::{BlockId, Body, DResult, OpId, ValueId, DYNAMIC};

/// An `scf.for %iv = %lb to %ub step %step` with an empty body ending in `scf.yield`, before
/// `anchor`; returns the loop, its body block and the induction variable.
fn empty_loop(
    bz: &Bufferizer<'_, '_>,
    body: &mut Body,
    anchor: OpId,
    lb: ValueId,
    ub: ValueId,
    step: ValueId,
) -> (OpId, BlockId, ValueId) {
    let ctx = bz.ctx;
    let loc = body.op(anchor).loc;
    let region = body.create_region();
    let block = body.create_block();
    body.append_block(region, block);
    let iv = body.add_block_arg(block, ctx.index_type(), Some(loc));
    let y = body.create_op(ctx, OperationState::new(ctx, scf_ops::YieldOp::NAME, loc));
    body.append_op(block, y);
    let mut st = OperationState::new(ctx, scf_ops::ForOp::NAME, loc).operands(&[lb, ub, step]);
    st.regions.push(region);
    let l = body.create_op(ctx, st);
    body.insert_op_before(anchor, l);
    (l, block, iv)
}

pub fn generate(bz: &mut Bufferizer<'_, '_>, body: &mut Body, op: OpId) -> DResult<()> {
    let ctx = bz.ctx;
    let r = body.result(op, 0);
    let shape = ctx.shape(body.value_type(r)).unwrap_or_default().to_vec();
    let dynamic: Vec<ValueId> = body.operands(op).collect();
    let Some(src) = body
        .local_regions(op)
        .first()
        .and_then(|&rg| body.entry_block(rg))
    else {
        return Err(unsupported(
            bz.op(body, op),
            "tensor.generate without a body",
        ));
    };
    let Some(term) = body.last_op(src).filter(|&t| body.num_operands(t) == 1) else {
        return Err(unsupported(
            bz.op(body, op),
            "tensor.generate must end in a tensor.yield of one value",
        ));
    };
    if body.block_args(src).len() != shape.len() {
        return Err(unsupported(
            bz.op(body, op),
            "tensor.generate's body must take one index per dimension",
        ));
    }
    let buf = bz.alloc(body, op, body.value_type(r), &dynamic);
    let zero = bz.index(body, op, 0);
    let one = bz.index(body, op, 1);
    let mut next_dynamic = dynamic.iter();
    let mut bounds = Vec::with_capacity(shape.len());
    for &d in &shape {
        bounds.push(if d == DYNAMIC {
            *next_dynamic
                .next()
                .ok_or_else(|| unsupported(bz.op(body, op), "too few dynamic extents"))?
        } else {
            bz.index(body, op, d)
        });
    }
    let mut anchor = op;
    let mut ivs = Vec::with_capacity(shape.len());
    for ub in bounds {
        let (_, block, iv) = empty_loop(bz, body, anchor, zero, ub, one);
        ivs.push(iv);
        anchor = body.last_op(block).unwrap_or(anchor);
    }
    // The body's ops move before the innermost yield (or before `op` for rank 0).
    for (&arg, &iv) in body.block_args(src).to_vec().iter().zip(&ivs) {
        body.replace_all_uses(arg, iv);
    }
    let value = body.operand(term, 0);
    let moved: Vec<OpId> = body.block_ops(src).filter(|&o| o != term).collect();
    for &o in &moved {
        body.move_op_before(o, anchor);
    }
    bz.emit(
        body,
        anchor,
        memref_ops::StoreOp::NAME,
        &[&[value, buf], &ivs[..]].concat(),
        &[],
        &[],
    );
    // The moved ops may use tensors themselves.
    for o in moved {
        if !body.is_erased(o) {
            bz.visit(body, o)?;
        }
    }
    bz.bind_result(r, buf, None);
    bz.erase.push(op);
    Ok(())
}
