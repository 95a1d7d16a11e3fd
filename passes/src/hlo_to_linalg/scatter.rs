//! `hlo.scatter` → a `linalg.generic` whose outputs start as the scatter's inputs, with
//! parallel loops over the input positions and reduction loops over the update elements: at
//! each (position, update element) the body computes the element's target index (start
//! index vector from `tensor.extract` + batching + window offset, as StableHLO's scatter)
//! and, when it is the position, applies the update computation (the region inlined as
//! scalar code) — `arith.select` keeps the accumulator otherwise. As XLA, an update window
//! any part of which is out of bounds is skipped whole (each update element checks that its
//! window's start lies in `[0, size - extent]`); updates to one position apply in
//! update-index order. The cost is `|inputs| x |updates|` element steps: correct for any
//! index pattern, but quadratic (a loop-level scatter would need scf, see the docs).

use super::builder::Builder;
use super::region::inline_scalar_region;
use super::Lowering;
use xla_dialect_arith::ops as arith_ops;
use xla_dialect_arith::CmpIPredicate;
use xla_dialect_hlo::attrs::dimension_numbers::SCATTER;
use xla_dialect_hlo::ops as hlo_ops;
use xla_dialect_tensor::ops as tensor_ops;
use xla_ir::affine::AffineMap;
use xla_ir::{Diag, ValueId, DYNAMIC};

pub fn lowerings() -> Vec<Lowering> {
    vec![Lowering {
        op: hlo_ops::ScatterOp::NAME,
        lower: scatter,
    }]
}

fn batch_pos(d: i64, ivd: i64) -> usize {
    (if d < ivd { d } else { d - 1 }).max(0) as usize
}

fn scatter(b: &mut Builder<'_, '_>, operands: &[ValueId]) -> Result<bool, Diag> {
    let ctx = b.ctx();
    let n = operands.len().saturating_sub(1) / 2;
    if n == 0 || operands.len() != 2 * n + 1 {
        return Ok(false);
    }
    let (inputs, rest) = operands.split_at(n);
    let (indices, updates) = (rest[0], &rest[1..]);
    for v in operands {
        let t = b.ty(*v);
        if ctx.shape(t).is_none_or(|s| s.contains(&DYNAMIC)) {
            return Err(
                b.fail("scatters of unranked or dynamically shaped tensors are not lowered")
            );
        }
    }
    let idx_elem = ctx.element_type(b.ty(indices));
    if !ctx.is_signless_integer(idx_elem) {
        return Err(b.fail("scatter indices of other than signless integer type are not lowered"));
    }
    let in_shape = ctx.shape(b.ty(inputs[0])).unwrap_or_default().to_vec();
    let ushape = ctx.shape(b.ty(updates[0])).unwrap_or_default().to_vec();
    let idx_rank = ctx.shape(b.ty(indices)).map_or(0, <[i64]>::len);
    let dn = b
        .op()
        .attr("scatter_dimension_numbers")
        .and_then(|a| SCATTER.value_of(ctx, a))
        .ok_or_else(|| b.fail("missing 'scatter_dimension_numbers'"))?;
    let s = dn.scatter();
    let (rank, urank, ivd) = (in_shape.len(), ushape.len(), s.index_vector_dim);
    let scatter_dims: Vec<usize> = (0..urank)
        .filter(|d| !s.update_window_dims.contains(&(*d as i64)))
        .collect();
    let window_input_dims: Vec<usize> = (0..rank)
        .filter(|d| {
            !s.inserted_window_dims.contains(&(*d as i64))
                && !s.input_batching_dims.contains(&(*d as i64))
        })
        .collect();
    let in_range = |l: &[i64], k: usize| l.iter().all(|d| *d >= 0 && (*d as usize) < k);
    if !in_range(s.scatter_dims_to_operand_dims, rank)
        || !in_range(s.input_batching_dims, rank)
        || !in_range(s.update_window_dims, urank)
        || s.input_batching_dims.len() != s.scatter_indices_batching_dims.len()
        || s.update_window_dims.len() > window_input_dims.len()
    {
        return Err(b.fail("dimension numbers do not match the operands"));
    }
    let to_operand = s.scatter_dims_to_operand_dims.to_vec();
    let batching: Vec<(i64, i64)> = s
        .input_batching_dims
        .iter()
        .copied()
        .zip(s.scatter_indices_batching_dims.iter().copied())
        .collect();
    let window_dims = s.update_window_dims.to_vec();
    // The window's extent in each input dim: the update window dims' sizes, 1 elsewhere.
    let mut window = vec![1i64; rank];
    for (k, &d) in window_dims.iter().enumerate() {
        window[window_input_dims[k]] = ushape[d as usize];
    }
    let loops = (rank + urank) as u32;
    let update_map = AffineMap::projection(loops, &(rank as u32..loops).collect::<Vec<_>>());
    let out_map = AffineMap::projection(loops, &(0..rank as u32).collect::<Vec<_>>());
    let mut maps = vec![update_map; n];
    maps.extend(std::iter::repeat_n(out_map, n));
    let mut iterators = vec!["parallel"; rank];
    iterators.extend(std::iter::repeat_n("reduction", urank));
    let index = ctx.index_type();
    let unsigned_indices =
        super::structured::is_unsigned(b, ctx.element_type(b.op().operand_type(n)));
    let results = b.generic(updates, inputs, &maps, &iterators, &mut |b, args| {
        let position: Vec<ValueId> = (0..rank).map(|d| b.loop_index(d)).collect();
        let update: Vec<ValueId> = (0..urank).map(|d| b.loop_index(rank + d)).collect();
        let batch: Vec<ValueId> = scatter_dims.iter().map(|d| update[*d]).collect();
        let zero = b.index_const(0);
        let mut target = vec![zero; rank];
        for (k, &d) in to_operand.iter().enumerate() {
            let mut at = Vec::with_capacity(idx_rank + 1);
            at.push(indices);
            let mut next = batch.iter();
            for i in 0..idx_rank as i64 {
                let v = if i == ivd {
                    b.index_const(k as i64)
                } else {
                    *next
                        .next()
                        .ok_or_else(|| b.fail("scatter indices do not match the updates"))?
                };
                at.push(v);
            }
            let raw = b.create1(tensor_ops::ExtractOp::NAME, &at, idx_elem, &[]);
            let start = super::structured::index_cast(b, raw, unsigned_indices);
            target[d as usize] = b.create1(
                arith_ops::AddIOp::NAME,
                &[target[d as usize], start],
                index,
                &[],
            );
        }
        for &(d, sd) in &batching {
            let pos = *batch
                .get(batch_pos(sd, ivd))
                .ok_or_else(|| b.fail("batching dimension out of range"))?;
            target[d as usize] = b.create1(
                arith_ops::AddIOp::NAME,
                &[target[d as usize], pos],
                index,
                &[],
            );
        }
        // As XLA: the window fits whole (0 <= start <= size - extent, one unsigned compare) or
        // is dropped whole.
        let i1 = b.ctx().i1();
        let fits = in_shape.iter().zip(&window).all(|(s, w)| s >= w);
        let mut hit = b.create1(
            arith_ops::ConstantOp::NAME,
            &[],
            i1,
            &[("value", b.ctx().bool_attr(fits))],
        );
        for d in 0..rank {
            let last_start = b.index_const((in_shape[d] - window[d]).max(0));
            let inside = b.cmpi(CmpIPredicate::Ule, target[d], last_start);
            hit = b.create1(arith_ops::AndIOp::NAME, &[hit, inside], i1, &[]);
        }
        for (k, &d) in window_dims.iter().enumerate() {
            let wd = window_input_dims[k];
            target[wd] = b.create1(
                arith_ops::AddIOp::NAME,
                &[target[wd], update[d as usize]],
                index,
                &[],
            );
        }
        let eq = CmpIPredicate::Eq.attr(b.ctx());
        for d in 0..rank {
            let same = b.create1(
                arith_ops::CmpIOp::NAME,
                &[target[d], position[d]],
                i1,
                &[("predicate", eq)],
            );
            hit = b.create1(arith_ops::AndIOp::NAME, &[hit, same], i1, &[]);
        }
        // hlo: (accumulators..., updates...); linalg: (updates..., accumulators...).
        let hlo_args: Vec<ValueId> = args[n..].iter().chain(&args[..n]).copied().collect();
        let combined = inline_scalar_region(b, 0, &hlo_args)?;
        Ok(combined
            .iter()
            .zip(&args[n..])
            .map(|(&c, &acc)| {
                let ty = b.ty(acc);
                b.create1(arith_ops::SelectOp::NAME, &[hit, c, acc], ty, &[])
            })
            .collect())
    })?;
    b.replace(&results)?;
    Ok(true)
}
