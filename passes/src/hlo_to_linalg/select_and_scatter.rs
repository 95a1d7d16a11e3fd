//! `hlo.select_and_scatter` → two generics:
//! 1. per source element (parallel loops) over its window (reduction loops): the selected
//!    operand position, as the running `(value, linear position)` pair: an element inside the
//!    operand (padding is never selected) replaces the pair when none is selected yet or the
//!    select region (inlined, `select(current, element)`) does not keep the current one;
//! 2. per operand position (parallel) over the source elements (reduction, in source order):
//!    the scatter region (inlined) applied to the source elements whose selected position it
//!    is, starting from the init value (`arith.select` keeps the accumulator otherwise).
//!
//! The operand is read with `tensor.extract` at clamped indices (used only when inside).

use super::builder::Builder;
use super::reduce::extract_scalar;
use super::region::inline_scalar_region;
use super::structured::{fill, filled};
use super::Lowering;
use xla_dialect_arith::ops as arith_ops;
use xla_dialect_arith::CmpIPredicate;
use xla_dialect_hlo::attrs::int_elements::{i64_elements, i64_list};
use xla_dialect_hlo::ops as hlo_ops;
use xla_dialect_tensor::ops as tensor_ops;
use xla_ir::affine::AffineMap;
use xla_ir::{Diag, ValueId, DYNAMIC};

pub fn lowerings() -> Vec<Lowering> {
    vec![Lowering {
        op: hlo_ops::SelectAndScatterOp::NAME,
        lower: select_and_scatter,
    }]
}

fn select_and_scatter(b: &mut Builder<'_, '_>, operands: &[ValueId]) -> Result<bool, Diag> {
    let &[operand, source, init] = operands else {
        return Ok(false);
    };
    let ctx = b.ctx();
    for v in operands {
        let t = b.ty(*v);
        if ctx.shape(t).is_none_or(|s| s.contains(&DYNAMIC)) {
            return Err(b.fail(
                "select_and_scatter on unranked or dynamically shaped tensors is not lowered",
            ));
        }
    }
    let shape = ctx.shape(b.ty(operand)).unwrap_or_default().to_vec();
    let src_shape = ctx.shape(b.ty(source)).unwrap_or_default().to_vec();
    let rank = shape.len();
    let list = |name: &str| -> Result<Vec<i64>, Diag> {
        match b.op().attr(name) {
            None => Ok(vec![1; rank]),
            Some(a) => i64_list(ctx, a)
                .filter(|v| v.len() == rank)
                .ok_or_else(|| b.fail(format!("'{name}' does not match the rank"))),
        }
    };
    let (window, strides) = (list("window_dimensions")?, list("window_strides")?);
    let pad = match b.op().attr("padding") {
        None => vec![0; 2 * rank],
        Some(a) => i64_elements(ctx, a)
            .filter(|v| v.len() == 2 * rank)
            .ok_or_else(|| b.fail("'padding' does not match the rank"))?,
    };
    if src_shape.len() != rank {
        return Err(b.fail("source rank differs from the operand rank"));
    }
    let elem = ctx.element_type(b.ty(operand));
    let (index, i64t, i1) = (ctx.index_type(), ctx.i64(), ctx.i1());
    let lin_strides = {
        let mut s = vec![1i64; rank];
        for d in (0..rank.saturating_sub(1)).rev() {
            s[d] = s[d + 1] * shape[d + 1];
        }
        s
    };
    // 1. Selection per source element.
    let loops = (2 * rank) as u32;
    let vals = b.empty(ctx.tensor_type(&src_shape, elem), &[]);
    let init_scalar = extract_scalar(b, init);
    let vals = fill(b, init_scalar, vals)?;
    let positions = filled(b, ctx.tensor_type(&src_shape, i64t), &[], -1.0)?;
    let window_shape = b.empty(ctx.tensor_type(&window, elem), &[]);
    let src_map = AffineMap::projection(loops, &(0..rank as u32).collect::<Vec<_>>());
    let win_map = AffineMap::projection(loops, &(rank as u32..loops).collect::<Vec<_>>());
    let mut iterators = vec!["parallel"; rank];
    iterators.extend(std::iter::repeat_n("reduction", rank));
    let selected = b.generic(
        &[window_shape],
        &[vals, positions],
        &[win_map, src_map.clone(), src_map],
        &iterators,
        &mut |b, a| {
            let (cur_val, cur_pos) = (a[1], a[2]);
            let zero = b.index_const(0);
            let mut inside = b.create1(
                arith_ops::ConstantOp::NAME,
                &[],
                i1,
                &[("value", b.ctx().bool_attr(true))],
            );
            let mut at = Vec::with_capacity(rank);
            let mut linear = b.index_const(0);
            for d in 0..rank {
                let (s, w) = (b.loop_index(d), b.loop_index(rank + d));
                let stride = b.index_const(strides[d]);
                let scaled = b.create1(arith_ops::MulIOp::NAME, &[s, stride], index, &[]);
                let shifted = b.create1(arith_ops::AddIOp::NAME, &[scaled, w], index, &[]);
                let low = b.index_const(pad[2 * d]);
                let p = b.create1(arith_ops::SubIOp::NAME, &[shifted, low], index, &[]);
                let size = b.index_const(shape[d]);
                let ge = b.create1(
                    arith_ops::CmpIOp::NAME,
                    &[p, zero],
                    i1,
                    &[("predicate", CmpIPredicate::Sge.attr(b.ctx()))],
                );
                let lt = b.create1(
                    arith_ops::CmpIOp::NAME,
                    &[p, size],
                    i1,
                    &[("predicate", CmpIPredicate::Slt.attr(b.ctx()))],
                );
                let both = b.create1(arith_ops::AndIOp::NAME, &[ge, lt], i1, &[]);
                inside = b.create1(arith_ops::AndIOp::NAME, &[inside, both], i1, &[]);
                let last = b.index_const((shape[d] - 1).max(0));
                let lower = b.create1(arith_ops::MaxSIOp::NAME, &[p, zero], index, &[]);
                let clamped = b.create1(arith_ops::MinSIOp::NAME, &[lower, last], index, &[]);
                let scale = b.index_const(lin_strides[d]);
                let part = b.create1(arith_ops::MulIOp::NAME, &[clamped, scale], index, &[]);
                linear = b.create1(arith_ops::AddIOp::NAME, &[linear, part], index, &[]);
                at.push(clamped);
            }
            let mut extract = vec![operand];
            extract.extend(at);
            let value = b.create1(tensor_ops::ExtractOp::NAME, &extract, elem, &[]);
            let keep = *inline_scalar_region(b, 0, &[cur_val, value])?
                .first()
                .ok_or_else(|| b.fail("select region without a result"))?;
            let none = b.create1(
                arith_ops::ConstantOp::NAME,
                &[],
                i64t,
                &[("value", b.ctx().integer_attr(i64t, -1))],
            );
            let empty = b.create1(
                arith_ops::CmpIOp::NAME,
                &[cur_pos, none],
                i1,
                &[("predicate", CmpIPredicate::Eq.attr(b.ctx()))],
            );
            let truth = b.create1(
                arith_ops::ConstantOp::NAME,
                &[],
                i1,
                &[("value", b.ctx().bool_attr(true))],
            );
            let replace = b.create1(arith_ops::XOrIOp::NAME, &[keep, truth], i1, &[]);
            let want = b.create1(arith_ops::OrIOp::NAME, &[empty, replace], i1, &[]);
            let take = b.create1(arith_ops::AndIOp::NAME, &[inside, want], i1, &[]);
            let pos = b.create1(arith_ops::IndexCastOp::NAME, &[linear], i64t, &[]);
            let new_val = b.create1(
                arith_ops::SelectOp::NAME,
                &[take, value, cur_val],
                elem,
                &[],
            );
            let new_pos = b.create1(arith_ops::SelectOp::NAME, &[take, pos, cur_pos], i64t, &[]);
            Ok(vec![new_val, new_pos])
        },
    )?;
    let selected_pos = *selected
        .get(1)
        .ok_or_else(|| b.fail("selection without positions"))?;
    // 2. Scatter the source elements to their selected positions.
    let result_ty = b.op().result_type(0);
    let out = b.empty(result_ty, &[]);
    let out = fill(b, init_scalar, out)?;
    let results = b.generic(
        &[source, selected_pos],
        &[out],
        &[
            AffineMap::projection(loops, &(rank as u32..loops).collect::<Vec<_>>()),
            AffineMap::projection(loops, &(rank as u32..loops).collect::<Vec<_>>()),
            AffineMap::projection(loops, &(0..rank as u32).collect::<Vec<_>>()),
        ],
        &iterators,
        &mut |b, a| {
            let (src, sel, acc) = (a[0], a[1], a[2]);
            let mut linear = b.index_const(0);
            for (d, &stride) in lin_strides.iter().enumerate().take(rank) {
                let p = b.loop_index(d);
                let scale = b.index_const(stride);
                let part = b.create1(arith_ops::MulIOp::NAME, &[p, scale], index, &[]);
                linear = b.create1(arith_ops::AddIOp::NAME, &[linear, part], index, &[]);
            }
            let pos = b.create1(arith_ops::IndexCastOp::NAME, &[linear], i64t, &[]);
            let hit = b.create1(
                arith_ops::CmpIOp::NAME,
                &[sel, pos],
                i1,
                &[("predicate", CmpIPredicate::Eq.attr(b.ctx()))],
            );
            let combined = *inline_scalar_region(b, 1, &[acc, src])?
                .first()
                .ok_or_else(|| b.fail("scatter region without a result"))?;
            let ty = b.ty(acc);
            Ok(vec![b.create1(
                arith_ops::SelectOp::NAME,
                &[hit, combined, acc],
                ty,
                &[],
            )])
        },
    )?;
    b.replace(&results)?;
    Ok(true)
}
