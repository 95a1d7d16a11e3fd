//! Lowerings of the scf ops whose regions become blocks of the enclosing region.

use super::build::{
    add_args, block_after, block_of, br, cmpi, cond_br, last_op, op1, region, region_of,
    terminator_to_br,
};
use xla_dialect_arith::ops as arith_ops;
use xla_dialect_arith::CmpIPredicate;
use xla_dialect_cf::ops as cf_ops;
use xla_dialect_scf::ops as scf_ops;
use xla_ir::rewrite::conversion::ConversionRewriter;
use xla_ir::{Diag, OpDecl, OpId, OperationState, ValueId};

/// Whether `op` is the declared op `T`.
fn is<T: OpDecl>(rw: &ConversionRewriter<'_>, op: OpId) -> bool {
    T::is(rw.ctx(), rw.body().op(op).name)
}

/// `init: br cond(lb, inits)`; `cond(iv, iters): cond_br (iv < ub), body, end`;
/// `body...: br cond(iv + step, yielded)`; the loop's results are `cond`'s iters.
pub fn lower_for(
    op: OpId,
    operands: &[ValueId],
    rw: &mut ConversionRewriter<'_>,
) -> Result<bool, Diag> {
    let loc = rw.body().op(op).loc;
    let [lb, ub, step, inits @ ..] = operands else {
        return Ok(false);
    };
    let (Some(init_block), Some(r)) = (block_of(rw, op), region(rw, op, 0)) else {
        return Ok(false);
    };
    let (Some(parent), Some(cond_block)) = (region_of(rw, init_block), rw.body().entry_block(r))
    else {
        return Ok(false);
    };
    let (Some(first), Some(term)) = (rw.body().first_op(cond_block), last_op(rw, r)) else {
        return Ok(false);
    };
    if !is::<scf_ops::YieldOp>(rw, term) {
        return Ok(false);
    }
    let unsigned = rw.op_ref(op).attr("unsignedCmp").is_some();
    let Some(&iv) = rw.body().block_args(cond_block).first() else {
        return Ok(false);
    };
    let iv_type = rw.body().value_type(iv);
    let yielded: Vec<ValueId> = rw.body().operands(term).collect();
    // As upstream: the back edge carries the loop's llvm attributes (`loop_annotation`).
    let llvm_attrs: Vec<(xla_ir::Symbol, xla_ir::Attribute)> = rw
        .op_ref(op)
        .attrs()
        .iter()
        .filter(|&(_, a)| is_llvm_attr(rw.ctx(), a))
        .collect();

    let end_block = rw.split_block(init_block, op);
    let first_body = rw.split_block(cond_block, first);
    rw.set_insertion_point_before(term);
    let stepped = op1(rw, arith_ops::AddIOp::NAME, loc, &[iv, *step], iv_type, &[]);
    let mut carried = vec![stepped];
    carried.extend(yielded);
    let back_edge = br(rw, loc, cond_block, &carried);
    if !llvm_attrs.is_empty() {
        let ctx = rw.ctx();
        rw.modify_in_place(back_edge, |body| {
            for (name, a) in llvm_attrs {
                body.op_mut(back_edge).attrs.set(ctx, name, a);
            }
        });
    }
    rw.erase_op(term)?;
    rw.inline_region_before(r, parent, Some(end_block));
    rw.set_insertion_point_end(init_block);
    let mut entry = vec![*lb];
    entry.extend_from_slice(inits);
    br(rw, loc, cond_block, &entry);
    rw.set_insertion_point_end(cond_block);
    let cmp = cmpi(
        rw,
        loc,
        if unsigned {
            CmpIPredicate::Ult
        } else {
            CmpIPredicate::Slt
        },
        iv,
        *ub,
    );
    cond_br(rw, loc, cmp, (first_body, &[]), (end_block, &[]));
    let results: Vec<ValueId> = rw
        .body()
        .block_args(cond_block)
        .get(1..)
        .unwrap_or_default()
        .to_vec();
    rw.replace_op(op, &results)?;
    Ok(true)
}

/// `cond_br %c, then, else`; both end in `br continue(yielded)`, whose arguments are the results.
pub fn lower_if(
    op: OpId,
    operands: &[ValueId],
    rw: &mut ConversionRewriter<'_>,
) -> Result<bool, Diag> {
    let loc = rw.body().op(op).loc;
    let Some(&cond) = operands.first() else {
        return Ok(false);
    };
    let (Some(cond_block), Some(then_r), Some(else_r)) =
        (block_of(rw, op), region(rw, op, 0), region(rw, op, 1))
    else {
        return Ok(false);
    };
    let Some(parent) = region_of(rw, cond_block) else {
        return Ok(false);
    };
    let (Some(then_block), Some(then_term)) = (rw.body().entry_block(then_r), last_op(rw, then_r))
    else {
        return Ok(false);
    };
    let else_parts = match rw.body().entry_block(else_r) {
        None => None,
        Some(b) => match last_op(rw, else_r) {
            Some(t) if is::<scf_ops::YieldOp>(rw, t) => Some((b, t)),
            _ => return Ok(false),
        },
    };
    if !is::<scf_ops::YieldOp>(rw, then_term) {
        return Ok(false);
    }
    let result_types = rw.op_ref(op).result_types();

    let remaining = rw.split_block(cond_block, op);
    let continue_block = if result_types.is_empty() {
        remaining
    } else {
        let b = block_after(rw, cond_block, &result_types, loc);
        rw.set_insertion_point_end(b);
        br(rw, loc, remaining, &[]);
        b
    };
    terminator_to_br(rw, then_term, continue_block)?;
    rw.inline_region_before(then_r, parent, Some(continue_block));
    let mut else_block = continue_block;
    if let Some((b, t)) = else_parts {
        else_block = b;
        terminator_to_br(rw, t, continue_block)?;
        rw.inline_region_before(else_r, parent, Some(continue_block));
    }
    rw.set_insertion_point_end(cond_block);
    cond_br(rw, loc, cond, (then_block, &[]), (else_block, &[]));
    let results: Vec<ValueId> = rw.body().block_args(continue_block).to_vec();
    rw.replace_op(op, &results)?;
    Ok(true)
}

/// `br before(inits)`; `before: cond_br %c, after(args), continue`; `after: br before(yielded)`.
pub fn lower_while(
    op: OpId,
    operands: &[ValueId],
    rw: &mut ConversionRewriter<'_>,
) -> Result<bool, Diag> {
    let loc = rw.body().op(op).loc;
    let (Some(current), Some(before_r), Some(after_r)) =
        (block_of(rw, op), region(rw, op, 0), region(rw, op, 1))
    else {
        return Ok(false);
    };
    let Some(parent) = region_of(rw, current) else {
        return Ok(false);
    };
    let (Some(before), Some(after)) = (
        rw.body().entry_block(before_r),
        rw.body().entry_block(after_r),
    ) else {
        return Ok(false);
    };
    let (Some(condition), Some(yield_op)) = (last_op(rw, before_r), last_op(rw, after_r)) else {
        return Ok(false);
    };
    if !is::<scf_ops::ConditionOp>(rw, condition) || !is::<scf_ops::YieldOp>(rw, yield_op) {
        return Ok(false);
    }
    let cond_operands: Vec<ValueId> = rw.body().operands(condition).collect();
    let Some((&cond, args)) = cond_operands.split_first() else {
        return Ok(false);
    };

    let continuation = rw.split_block(current, op);
    rw.inline_region_before(after_r, parent, Some(continuation));
    rw.inline_region_before(before_r, parent, Some(after));
    rw.set_insertion_point_end(current);
    br(rw, loc, before, operands);
    let cond_loc = rw.body().op(condition).loc;
    rw.set_insertion_point_before(condition);
    cond_br(rw, cond_loc, cond, (after, args), (continuation, &[]));
    rw.erase_op(condition)?;
    terminator_to_br(rw, yield_op, before)?;
    rw.replace_op(op, args)?;
    Ok(true)
}

/// A `scf.while` whose `after` region only forwards its arguments (a do-while loop) becomes
/// one loop block: `br before(inits)`; `before: cond_br %c, before(args), continue`.
pub fn lower_do_while(
    op: OpId,
    operands: &[ValueId],
    rw: &mut ConversionRewriter<'_>,
) -> Result<bool, Diag> {
    let loc = rw.body().op(op).loc;
    let (Some(current), Some(before_r), Some(after_r)) =
        (block_of(rw, op), region(rw, op, 0), region(rw, op, 1))
    else {
        return Ok(false);
    };
    let Some(parent) = region_of(rw, current) else {
        return Ok(false);
    };
    let (Some(before), Some(after)) = (
        rw.body().entry_block(before_r),
        rw.body().entry_block(after_r),
    ) else {
        return Ok(false);
    };
    let Some(yield_op) = rw.body().first_op(after) else {
        return Ok(false);
    };
    let forwards = rw.body().next_op(yield_op).is_none()
        && is::<scf_ops::YieldOp>(rw, yield_op)
        && rw
            .body()
            .operands(yield_op)
            .eq(rw.body().block_args(after).iter().copied());
    let Some(condition) = last_op(rw, before_r) else {
        return Ok(false);
    };
    if !forwards || !is::<scf_ops::ConditionOp>(rw, condition) {
        return Ok(false);
    }
    let cond_operands: Vec<ValueId> = rw.body().operands(condition).collect();
    let Some((&cond, args)) = cond_operands.split_first() else {
        return Ok(false);
    };

    let continuation = rw.split_block(current, op);
    rw.inline_region_before(before_r, parent, Some(continuation));
    rw.set_insertion_point_end(current);
    br(rw, loc, before, operands);
    let cond_loc = rw.body().op(condition).loc;
    rw.set_insertion_point_before(condition);
    cond_br(rw, cond_loc, cond, (before, args), (continuation, &[]));
    rw.erase_op(condition)?;
    rw.replace_op(op, args)?;
    Ok(true)
}

/// `cf.switch (index_cast %arg to i32)` to the inlined case regions, which branch to a
/// continuation whose arguments are the results.
pub fn lower_index_switch(
    op: OpId,
    operands: &[ValueId],
    rw: &mut ConversionRewriter<'_>,
) -> Result<bool, Diag> {
    let loc = rw.body().op(op).loc;
    let Some(&arg) = operands.first() else {
        return Ok(false);
    };
    let Some(cond_block) = block_of(rw, op) else {
        return Ok(false);
    };
    let Some(parent) = region_of(rw, cond_block) else {
        return Ok(false);
    };
    let regions: Vec<_> = rw.body().local_regions(op).to_vec();
    let cases = rw
        .op_ref(op)
        .attr("cases")
        .and_then(|a| rw.ctx().attr_as_i64_array(a))
        .unwrap_or_default();
    if regions.len() != cases.len() + 1 {
        return Ok(false);
    }
    let mut parts = Vec::new();
    for &r in &regions {
        match (rw.body().entry_block(r), last_op(rw, r)) {
            (Some(b), Some(t)) if is::<scf_ops::YieldOp>(rw, t) => parts.push((r, b, t)),
            _ => return Ok(false),
        }
    }
    let result_types = rw.op_ref(op).result_types();

    let continue_block = rw.split_block(cond_block, op);
    let results = add_args(rw, continue_block, &result_types, loc);
    // Case regions first, then the default one, as upstream lays them out.
    let mut order: Vec<usize> = (1..parts.len()).collect();
    order.push(0);
    for &i in &order {
        let (r, _, t) = parts[i];
        terminator_to_br(rw, t, continue_block)?;
        rw.inline_region_before(r, parent, Some(continue_block));
    }
    rw.set_insertion_point_end(cond_block);
    let ctx = rw.ctx();
    let flag = op1(
        rw,
        arith_ops::IndexCastOp::NAME,
        loc,
        &[arg],
        ctx.i32(),
        &[],
    );
    let mut st = OperationState::new(ctx, cf_ops::SwitchOp::NAME, loc).operands(&[flag]);
    st.successors.push(parts[0].1);
    st.successors.extend(parts[1..].iter().map(|p| p.1));
    if !cases.is_empty() {
        let values = xla_dialect_cf::dense_ints(
            ctx,
            ctx.i32(),
            &cases.iter().map(|&c| c as i32 as i64).collect::<Vec<_>>(),
        );
        st.set_attr(ctx, "case_values", values);
    }
    st.set_attr(
        ctx,
        "case_operand_segments",
        xla_dialect_cf::dense_i32_array(ctx, &vec![0; cases.len()]),
    );
    st.set_attr(
        ctx,
        "operandSegmentSizes",
        xla_dialect_cf::dense_i32_array(ctx, &[1, 0, 0]),
    );
    rw.create(st);
    rw.replace_op(op, &results)?;
    Ok(true)
}

/// `br entry`; each `scf.yield` becomes `br continue(yielded)`.
pub fn lower_execute_region(
    op: OpId,
    _: &[ValueId],
    rw: &mut ConversionRewriter<'_>,
) -> Result<bool, Diag> {
    let loc = rw.body().op(op).loc;
    let (Some(cond_block), Some(r)) = (block_of(rw, op), region(rw, op, 0)) else {
        return Ok(false);
    };
    let (Some(parent), Some(entry)) = (region_of(rw, cond_block), rw.body().entry_block(r)) else {
        return Ok(false);
    };
    let result_types = rw.op_ref(op).result_types();
    let yields: Vec<OpId> = rw
        .body()
        .region_blocks(r)
        .filter_map(|b| rw.body().last_op(b))
        .filter(|&t| is::<scf_ops::YieldOp>(rw, t))
        .collect();

    let remaining = rw.split_block(cond_block, op);
    rw.set_insertion_point_end(cond_block);
    br(rw, loc, entry, &[]);
    for t in yields {
        terminator_to_br(rw, t, remaining)?;
    }
    rw.inline_region_before(r, parent, Some(remaining));
    let results = add_args(rw, remaining, &result_types, loc);
    rw.replace_op(op, &results)?;
    Ok(true)
}

/// An attribute of the llvm dialect (`#llvm.loop_annotation<...>`).
fn is_llvm_attr(ctx: &xla_ir::Context, a: xla_ir::Attribute) -> bool {
    matches!(ctx.attr_data(a), xla_ir::AttrData::Dialect { dialect, .. } if ctx.symbol_str(*dialect) == "llvm")
}
