//! `chlo.top_k` → `hlo.sort` of (values, iota indices) along the last dimension, descending
//! (total order for floats, stable so ties keep the lower index), then `hlo.slice` of the
//! first k (as StableHLO's chlo legalization does).

use xla_dialect_hlo::attrs::comparison::{ComparisonDirection, ComparisonType};
use xla_dialect_hlo::ops as hlo_ops;
use xla_dialect_hlo::ops::compare::{COMPARE_TYPE, DIRECTION};
use xla_dialect_hlo::ops::iota::IOTA_DIMENSION;
use xla_dialect_hlo::ops::slice::{LIMIT_INDICES, START_INDICES, STRIDES};
use xla_dialect_hlo::ops::sort_map::{DIMENSION, IS_STABLE};
use xla_ir::{Body, Context, OpId, OperationState, Type, TypeData, ValueId};

/// Ok if top_k is decomposed here (static shape of rank ≥ 1, two results), else why not.
pub fn check(ctx: &Context, body: &Body, id: OpId) -> Result<(), String> {
    let Some(x) = body.operands(id).next() else {
        return Err("chlo.top_k has no operand".into());
    };
    let shape = ctx
        .shape(body.value_type(x))
        .ok_or("the operand is not a ranked tensor")?;
    if shape.is_empty() || shape.contains(&xla_ir::DYNAMIC) {
        return Err("the operand shape is dynamic or of rank 0".into());
    }
    if body.results(id).len() != 2 {
        return Err("chlo.top_k does not have two results".into());
    }
    Ok(())
}

/// Creates the op of `state` before `at`.
fn insert(ctx: &Context, body: &mut Body, at: OpId, state: OperationState) -> OpId {
    let op = body.create_op(ctx, state);
    body.insert_op_before(at, op);
    op
}

/// Replaces the top_k op `id` (checked by [`check`]).
pub fn apply(ctx: &Context, body: &mut Body, id: OpId) {
    let (Some(x), Some(&values), Some(&indices)) = (
        body.operands(id).next(),
        body.results(id).first(),
        body.results(id).get(1),
    ) else {
        return;
    };
    let loc = body.op(id).loc;
    let x_ty = body.value_type(x);
    let shape = ctx.shape(x_ty).unwrap_or(&[]).to_vec();
    let last = shape.len().saturating_sub(1);
    let index_elem = ctx.element_type(body.value_type(indices));
    let elem = ctx.element_type(x_ty);
    let iota_ty = ctx.tensor_type(&shape, index_elem);
    let iota_state = OperationState::new(ctx, hlo_ops::IotaOp::NAME, loc)
        .results(&[iota_ty])
        .attr(
            ctx,
            IOTA_DIMENSION,
            ctx.integer_attr(ctx.integer_type(64), last as i128),
        );
    let iota = insert(ctx, body, id, iota_state);
    let iota = body.result(iota, 0);
    // Comparator: lhs value > rhs value.
    let region = body.create_region();
    let block = body.create_block();
    body.append_block(region, block);
    let scalar = ctx.tensor_type(&[], elem);
    let index_scalar = ctx.tensor_type(&[], index_elem);
    let lhs = body.add_block_arg(block, scalar, Some(loc));
    let rhs = body.add_block_arg(block, scalar, Some(loc));
    body.add_block_arg(block, index_scalar, Some(loc));
    body.add_block_arg(block, index_scalar, Some(loc));
    let mut cmp = OperationState::new(ctx, hlo_ops::CompareOp::NAME, loc)
        .operands(&[lhs, rhs])
        .results(&[ctx.tensor_type(&[], ctx.i1())])
        .attr(ctx, DIRECTION, ComparisonDirection::Gt.attr(ctx));
    if ctx.float_kind(elem).is_some() {
        cmp = cmp.attr(ctx, COMPARE_TYPE, ComparisonType::TotalOrder.attr(ctx));
    }
    let cmp = body.create_op(ctx, cmp);
    body.append_op(block, cmp);
    let gt = body.result(cmp, 0);
    let ret = body.create_op(
        ctx,
        OperationState::new(ctx, hlo_ops::ReturnOp::NAME, loc).operands(&[gt]),
    );
    body.append_op(block, ret);
    let mut sort = OperationState::new(ctx, hlo_ops::SortOp::NAME, loc)
        .operands(&[x, iota])
        .results(&[x_ty, iota_ty])
        .attr(
            ctx,
            DIMENSION,
            ctx.integer_attr(ctx.integer_type(64), last as i128),
        )
        .attr(ctx, IS_STABLE, ctx.bool_attr(true));
    sort.regions.push(region);
    let sort = insert(ctx, body, id, sort);
    let sorted = [body.result(sort, 0), body.result(sort, 1)];
    for (v, old) in sorted.into_iter().zip([values, indices]) {
        let out_ty: Type = body.value_type(old);
        let limit: Vec<i64> = match ctx.type_data(out_ty) {
            TypeData::Tensor { shape, .. } => shape.to_vec(),
            _ => shape.clone(),
        };
        let state = OperationState::new(ctx, hlo_ops::SliceOp::NAME, loc)
            .operands(&[v])
            .results(&[out_ty])
            .attr(
                ctx,
                START_INDICES,
                ctx.dense_i64_array(&vec![0; limit.len()]),
            )
            .attr(ctx, LIMIT_INDICES, ctx.dense_i64_array(&limit))
            .attr(ctx, STRIDES, ctx.dense_i64_array(&vec![1; limit.len()]));
        let s = insert(ctx, body, id, state);
        let r: ValueId = body.result(s, 0);
        body.replace_all_uses(old, r);
    }
    body.erase_op(id);
}
