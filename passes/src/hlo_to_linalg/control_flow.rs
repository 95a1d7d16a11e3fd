//! hlo control flow into scf: `hlo.while` → `scf.while`, `hlo.if` → `scf.if`, `hlo.case`
//! → `scf.index_switch`. The regions move as they are (their hlo ops are lowered after
//! them, the walk being pre-order); `hlo.return` becomes `scf.condition` / `scf.yield`, and
//! the 0-d tensor predicates and indices are read with `tensor.extract`.

use super::builder::Builder;
use super::Lowering;
use xla_dialect_arith::ops as arith_ops;
use xla_dialect_hlo::ops as hlo_ops;
use xla_dialect_scf::ops as scf_ops;
use xla_dialect_tensor::ops as tensor_ops;
use xla_ir::{BlockId, Diag, OpId, OperationState, RegionId, Type, ValueId};

pub fn lowerings() -> Vec<Lowering> {
    vec![
        Lowering {
            op: hlo_ops::WhileOp::NAME,
            lower: lower_while,
        },
        Lowering {
            op: hlo_ops::IfOp::NAME,
            lower: lower_if,
        },
        Lowering {
            op: hlo_ops::CaseOp::NAME,
            lower: lower_case,
        },
    ]
}

/// Tokens and tuples have no loop form: only ranked tensors may be carried.
fn check_tensors(b: &Builder<'_, '_>, types: &[Type]) -> Result<(), Diag> {
    let ctx = b.ctx();
    if let Some(&t) = types
        .iter()
        .find(|&&t| !ctx.is_tensor(t) || ctx.shape(t).is_none())
    {
        return Err(b.fail(format!(
            "carries a value of type '{}': only ranked tensors are lowered (tokens and tuples are not)",
            xla_ir::asm::type_to_string(ctx, t)
        )));
    }
    Ok(())
}

/// The regions of the op being lowered, and each region's `hlo.return` (last op of its
/// last block), checked before anything changes.
fn regions_and_returns(b: &mut Builder<'_, '_>) -> Result<Vec<(RegionId, OpId)>, Diag> {
    let anchor = b.anchor;
    let body = b.body();
    let mut out = Vec::new();
    for &r in body.local_regions(anchor) {
        let ret = body
            .region_blocks(r)
            .last()
            .and_then(|blk| body.last_op(blk))
            .filter(|&t| b.ctx().op_name_str(body.op(t).name) == hlo_ops::ReturnOp::NAME);
        match ret {
            Some(t) => out.push((r, t)),
            None => return Err(b.fail("a region does not end in 'hlo.return'")),
        }
    }
    Ok(out)
}

/// Moves the blocks of `src` into a new detached region; returns it and its entry block.
fn move_region(
    b: &mut Builder<'_, '_>,
    src: RegionId,
) -> Result<(RegionId, Option<BlockId>), Diag> {
    let body = b.rewriter().body_mut();
    let dst = body.create_region();
    let blocks: Vec<BlockId> = body.region_blocks(src).collect();
    for &blk in &blocks {
        body.unlink_block(blk);
        body.append_block(dst, blk);
    }
    // Block arguments in the converted (signless) types, like the new op's operands.
    b.convert_region_types(dst)?;
    Ok((dst, blocks.first().copied()))
}

/// Replaces `ret` (an `hlo.return`) by `name(prefix ++ ret's operands)`.
fn replace_return(b: &mut Builder<'_, '_>, ret: OpId, name: &str, prefix: &[ValueId]) {
    let ctx = b.ctx();
    let loc = b.body().op(ret).loc;
    let mut raw = prefix.to_vec();
    raw.extend(b.body().operands(ret));
    // Yielded values in the converted (signless) types, matching the new op's signature.
    b.rewriter().set_insertion_point_before(ret);
    let operands: Vec<ValueId> = raw.iter().map(|&v| b.signless(v)).collect();
    let rw = b.rewriter();
    rw.set_insertion_point_before(ret);
    rw.create(OperationState::new(ctx, name, loc).operands(&operands));
    rw.body_mut().erase_op(ret);
}

/// `tensor.extract %t[] : tensor<T>` before the op being lowered, or before `at`.
fn extract_scalar(b: &mut Builder<'_, '_>, t: ValueId, at: Option<OpId>) -> Result<ValueId, Diag> {
    let ctx = b.ctx();
    let ty = b.ty(t);
    if ctx.shape(ty) != Some(&[][..]) {
        return Err(b.fail("expects a 0-d tensor predicate or index"));
    }
    let elem = ctx.element_type(ty);
    if let Some(op) = at {
        b.rewriter().set_insertion_point_before(op);
    }
    let v = b.create1(tensor_ops::ExtractOp::NAME, &[t], elem, &[]);
    let anchor = b.anchor;
    b.rewriter().set_insertion_point_before(anchor);
    Ok(v)
}

/// `hlo.while(cond, body)` → `scf.while` with the cond region as `before` (ending in
/// `tensor.extract` + `scf.condition`) and the body as `after` (ending in `scf.yield`).
fn lower_while(b: &mut Builder<'_, '_>, operands: &[ValueId]) -> Result<bool, Diag> {
    let result_types = b.op().result_types();
    check_tensors(b, &result_types)?;
    let parts = regions_and_returns(b)?;
    let [(cond_r, cond_ret), (body_r, body_ret)] = parts[..] else {
        return Err(b.fail("expects a cond and a body region"));
    };
    let pred = match b.body().operands(cond_ret).collect::<Vec<_>>()[..] {
        [p] => p,
        _ => return Err(b.fail("the cond region must return one predicate")),
    };
    let (before, before_entry) = move_region(b, cond_r)?;
    let (after, _) = move_region(b, body_r)?;
    let cond = extract_scalar(b, pred, Some(cond_ret))?;
    let args: Vec<ValueId> = before_entry
        .map(|e| b.body().block_args(e).to_vec())
        .unwrap_or_default();
    let ctx = b.ctx();
    let loc = b.body().op(cond_ret).loc;
    let rw = b.rewriter();
    rw.set_insertion_point_before(cond_ret);
    rw.create(
        OperationState::new(ctx, scf_ops::ConditionOp::NAME, loc)
            .operands(&[cond])
            .operands(&args),
    );
    rw.body_mut().erase_op(cond_ret);
    replace_return(b, body_ret, scf_ops::YieldOp::NAME, &[]);
    let anchor = b.anchor;
    b.rewriter().set_insertion_point_before(anchor);
    let mut st = OperationState::new(ctx, scf_ops::WhileOp::NAME, b.loc)
        .operands(operands)
        .results(&b.signless_types(&result_types));
    st.regions.extend([before, after]);
    let op = b.rewriter().create(st);
    let results = b.body().results(op).to_vec();
    b.replace(&results)?;
    Ok(true)
}

/// `hlo.if(pred) {then} {else}` → `scf.if (tensor.extract pred)`.
fn lower_if(b: &mut Builder<'_, '_>, operands: &[ValueId]) -> Result<bool, Diag> {
    let result_types = b.op().result_types();
    check_tensors(b, &result_types)?;
    let parts = regions_and_returns(b)?;
    let [(then_r, then_ret), (else_r, else_ret)] = parts[..] else {
        return Err(b.fail("expects two regions"));
    };
    let Some(&pred) = operands.first() else {
        return Err(b.fail("expects a predicate"));
    };
    let cond = extract_scalar(b, pred, None)?;
    let (then_region, _) = move_region(b, then_r)?;
    let (else_region, _) = move_region(b, else_r)?;
    replace_return(b, then_ret, scf_ops::YieldOp::NAME, &[]);
    replace_return(b, else_ret, scf_ops::YieldOp::NAME, &[]);
    let anchor = b.anchor;
    b.rewriter().set_insertion_point_before(anchor);
    let mut st = OperationState::new(b.ctx(), scf_ops::IfOp::NAME, b.loc)
        .operands(&[cond])
        .results(&b.signless_types(&result_types));
    st.regions.extend([then_region, else_region]);
    let op = b.rewriter().create(st);
    let results = b.body().results(op).to_vec();
    b.replace(&results)?;
    Ok(true)
}

/// `hlo.case(index) {b0} ... {bn}` → `scf.index_switch` with cases 0..n-1 and the last
/// branch as the default (XLA runs the last branch for an out-of-range index).
fn lower_case(b: &mut Builder<'_, '_>, operands: &[ValueId]) -> Result<bool, Diag> {
    let result_types = b.op().result_types();
    check_tensors(b, &result_types)?;
    let parts = regions_and_returns(b)?;
    if parts.is_empty() {
        return Err(b.fail("expects at least one branch"));
    }
    let Some(&index) = operands.first() else {
        return Err(b.fail("expects an index"));
    };
    let ctx = b.ctx();
    let i = extract_scalar(b, index, None)?;
    let idx = b.create1(arith_ops::IndexCastOp::NAME, &[i], ctx.index_type(), &[]);
    let mut regions = Vec::with_capacity(parts.len());
    for &(r, ret) in &parts {
        let (moved, _) = move_region(b, r)?;
        replace_return(b, ret, scf_ops::YieldOp::NAME, &[]);
        regions.push(moved);
    }
    regions.rotate_right(1);
    let anchor = b.anchor;
    b.rewriter().set_insertion_point_before(anchor);
    let cases: Vec<i64> = (0..parts.len() as i64 - 1).collect();
    let mut st = OperationState::new(ctx, scf_ops::IndexSwitchOp::NAME, b.loc)
        .operands(&[idx])
        .results(&b.signless_types(&result_types));
    st.set_attr(ctx, "cases", ctx.dense_i64_array(&cases));
    st.regions.extend(regions);
    let op = b.rewriter().create(st);
    let results = b.body().results(op).to_vec();
    b.replace(&results)?;
    Ok(true)
}
