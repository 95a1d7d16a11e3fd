//! scf.parallel → a nest of scf.for (one per induction variable, run in order), the
//! reductions carried as iter_args and their regions inlined into the innermost body.

use super::build::{last_op, region};
use xla_dialect_scf::ops as scf_ops;
use xla_ir::rewrite::conversion::ConversionRewriter;
use xla_ir::{BlockId, Diag, OpId, OperationState, ValueId};

/// Creates `scf.for %iv = lb to ub step s iter_args(inits)` at the insertion point; its body
/// block is empty, or holds an empty `scf.yield` when there are no iter_args (as upstream's
/// builder). Returns the op and its body block.
pub fn create_for(
    rw: &mut ConversionRewriter<'_>,
    loc: xla_ir::Location,
    lb: ValueId,
    ub: ValueId,
    step: ValueId,
    inits: &[ValueId],
) -> (OpId, BlockId) {
    let ctx = rw.ctx();
    let iv_type = rw.body().value_type(lb);
    let types: Vec<_> = inits.iter().map(|&v| rw.body().value_type(v)).collect();
    let body = rw.rewriter().body_mut(&[]);
    let r = body.create_region();
    let b = body.create_block();
    body.append_block(r, b);
    body.add_block_arg(b, iv_type, Some(loc));
    for &t in &types {
        body.add_block_arg(b, t, Some(loc));
    }
    if types.is_empty() {
        let y = body.create_op(ctx, OperationState::new(ctx, scf_ops::YieldOp::NAME, loc));
        body.append_op(b, y);
    }
    let mut st = OperationState::new(ctx, scf_ops::ForOp::NAME, loc)
        .operands(&[lb, ub, step])
        .operands(inits)
        .results(&types);
    st.regions.push(r);
    (rw.create(st), b)
}

/// Creates a one-dimensional `scf.parallel (%iv) = (lb) to (ub) step (s)` without
/// reductions at the insertion point; its body holds an empty `scf.reduce`. Returns the op
/// and its body block.
pub fn create_parallel(
    rw: &mut ConversionRewriter<'_>,
    loc: xla_ir::Location,
    lb: ValueId,
    ub: ValueId,
    step: ValueId,
) -> (OpId, BlockId) {
    let ctx = rw.ctx();
    let iv_type = rw.body().value_type(lb);
    let body = rw.rewriter().body_mut(&[]);
    let r = body.create_region();
    let b = body.create_block();
    body.append_block(r, b);
    body.add_block_arg(b, iv_type, Some(loc));
    let reduce = body.create_op(ctx, OperationState::new(ctx, scf_ops::ReduceOp::NAME, loc));
    body.append_op(b, reduce);
    let mut st = OperationState::new(ctx, scf_ops::ParallelOp::NAME, loc).operands(&[lb, ub, step]);
    st.set_attr(
        ctx,
        "operandSegmentSizes",
        ctx.dense_i32_array(&[1, 1, 1, 0]),
    );
    st.regions.push(r);
    (rw.create(st), b)
}

pub fn lower_parallel(
    op: OpId,
    operands: &[ValueId],
    rw: &mut ConversionRewriter<'_>,
) -> Result<bool, Diag> {
    let loc = rw.body().op(op).loc;
    let Some(sizes) = xla_dialect_scf::segment_sizes(&rw.op_ref(op)) else {
        return Ok(false);
    };
    let [n, n1, n2, num_inits] = sizes[..] else {
        return Ok(false);
    };
    if n == 0 || n1 != n || n2 != n || operands.len() != 3 * n + num_inits {
        return Ok(false);
    }
    let Some(r) = region(rw, op, 0) else {
        return Ok(false);
    };
    let Some(body_block) = rw.body().entry_block(r) else {
        return Ok(false);
    };
    let Some(reduce) = last_op(rw, r) else {
        return Ok(false);
    };
    if !scf_ops::ReduceOp::is(rw.ctx(), rw.body().op(reduce).name) {
        return Ok(false);
    }
    let reduce_operands: Vec<ValueId> = rw.body().operands(reduce).collect();
    let reductions: Vec<_> = rw.body().local_regions(reduce).to_vec();
    let mut returns = Vec::new();
    for &rr in &reductions {
        let (Some(b), Some(ret)) = (rw.body().entry_block(rr), last_op(rw, rr)) else {
            return Ok(false);
        };
        if !scf_ops::ReduceReturnOp::is(rw.ctx(), rw.body().op(ret).name)
            || rw.body().block_args(b).len() != 2
        {
            return Ok(false);
        }
        returns.push((b, ret));
    }
    if reductions.len() != num_inits || reduce_operands.len() != num_inits {
        return Ok(false);
    }

    let mut iter_args: Vec<ValueId> = operands[3 * n..].to_vec();
    let mut ivs = Vec::with_capacity(n);
    let mut loop_results = Vec::new();
    let mut current: Option<BlockId> = None;
    rw.set_insertion_point_before(op);
    for d in 0..n {
        let (for_op, block) = create_for(
            rw,
            loc,
            operands[d],
            operands[n + d],
            operands[2 * n + d],
            &iter_args,
        );
        ivs.push(rw.body().block_args(block)[0]);
        iter_args = rw.body().block_args(block)[1..].to_vec();
        let results = rw.body().results(for_op).to_vec();
        match current {
            None => loop_results = results,
            Some(outer) if !results.is_empty() => {
                rw.set_insertion_point_end(outer);
                rw.create(
                    OperationState::new(rw.ctx(), scf_ops::YieldOp::NAME, loc).operands(&results),
                );
            }
            Some(_) => {}
        }
        match rw.body().first_op(block) {
            Some(y) => rw.set_insertion_point_before(y),
            None => rw.set_insertion_point_end(block),
        }
        current = Some(block);
    }
    let Some(innermost) = current else {
        return Ok(false);
    };
    let mut yielded = Vec::with_capacity(num_inits);
    for (i, &(b, ret)) in returns.iter().enumerate() {
        let Some(value) = rw.body().operands(ret).next() else {
            return Err(Diag::error(loc, "'scf.reduce.return' without a value"));
        };
        yielded.push(value);
        rw.erase_op(ret)?;
        rw.inline_block_before(b, reduce, &[iter_args[i], reduce_operands[i]]);
    }
    rw.erase_op(reduce)?;
    match rw.body().last_op(innermost) {
        None => rw.merge_blocks(body_block, innermost, &ivs),
        Some(term) => rw.inline_block_before(body_block, term, &ivs),
    }
    if !yielded.is_empty() {
        rw.set_insertion_point_end(innermost);
        rw.create(OperationState::new(rw.ctx(), scf_ops::YieldOp::NAME, loc).operands(&yielded));
    }
    rw.replace_op(op, &loop_results)?;
    Ok(true)
}
