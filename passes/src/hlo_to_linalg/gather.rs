//! `hlo.gather` → a parallel `linalg.generic` over the result whose body computes each
//! element's operand index (as upstream's stablehlo-to-linalg gather lowering):
//! `linalg.index` gives the output index; the batch part picks the start index vector
//! (`tensor.extract` from the start indices, `arith.index_cast`, clamped to
//! `[0, operand_dim - slice_size]`), operand batching dimensions follow their start-index
//! batching dimension, the offset part is added on the non-collapsed dimensions, and
//! `tensor.extract` reads the operand element.

use super::builder::Builder;
use super::Lowering;
use xla_dialect_arith::ops as arith_ops;
use xla_dialect_hlo::attrs::dimension_numbers::GATHER;
use xla_dialect_hlo::attrs::int_elements::i64_list;
use xla_dialect_hlo::ops as hlo_ops;
use xla_dialect_tensor::ops as tensor_ops;
use xla_ir::{Diag, ValueId, DYNAMIC};

pub fn lowerings() -> Vec<Lowering> {
    vec![Lowering {
        op: hlo_ops::GatherOp::NAME,
        lower: gather,
    }]
}

/// The position of start-indices dimension `d` among the batch dimensions (`ivd` removed).
fn batch_pos(d: i64, ivd: i64) -> usize {
    (if d < ivd { d } else { d - 1 }).max(0) as usize
}

fn gather(b: &mut Builder<'_, '_>, operands: &[ValueId]) -> Result<bool, Diag> {
    let &[operand, indices] = operands else {
        return Ok(false);
    };
    let ctx = b.ctx();
    let result_ty = b.op().result_type(0);
    let shapes =
        [b.ty(operand), b.ty(indices), result_ty].map(|t| ctx.shape(t).map(<[i64]>::to_vec));
    let [Some(op_shape), Some(idx_shape), Some(out_shape)] = shapes else {
        return Err(b.fail("gathers of unranked tensors are not lowered"));
    };
    if op_shape
        .iter()
        .chain(&idx_shape)
        .chain(&out_shape)
        .any(|d| *d == DYNAMIC)
    {
        return Err(b.fail("gathers of dynamically shaped tensors are not lowered"));
    }
    let idx_elem = ctx.element_type(b.ty(indices));
    if !ctx.is_signless_integer(idx_elem) {
        return Err(b.fail("start indices of other than signless integer type are not lowered"));
    }
    let sizes = b
        .op()
        .attr("slice_sizes")
        .and_then(|a| i64_list(ctx, a))
        .ok_or_else(|| b.fail("missing 'slice_sizes'"))?;
    let dn = b
        .op()
        .attr("dimension_numbers")
        .and_then(|a| GATHER.value_of(ctx, a))
        .ok_or_else(|| b.fail("missing 'dimension_numbers'"))?;
    let g = dn.gather();
    let (rank, out_rank, ivd) = (op_shape.len(), out_shape.len(), g.index_vector_dim);
    let in_range = |l: &[i64], n: usize| l.iter().all(|d| *d >= 0 && (*d as usize) < n);
    if sizes.len() != rank
        || !in_range(g.collapsed_slice_dims, rank)
        || !in_range(g.operand_batching_dims, rank)
        || !in_range(g.start_index_map, rank)
        || !in_range(g.offset_dims, out_rank)
        || g.operand_batching_dims.len() != g.start_indices_batching_dims.len()
    {
        return Err(b.fail("dimension numbers do not match the operands"));
    }
    let batch_dims: Vec<usize> = (0..out_rank)
        .filter(|d| !g.offset_dims.contains(&(*d as i64)))
        .collect();
    let offset_operand_dims: Vec<usize> = (0..rank)
        .filter(|d| {
            !g.collapsed_slice_dims.contains(&(*d as i64))
                && !g.operand_batching_dims.contains(&(*d as i64))
        })
        .collect();
    let idx_rank = idx_shape.len();
    let g = (
        g.offset_dims.to_vec(),
        g.operand_batching_dims.to_vec(),
        g.start_indices_batching_dims.to_vec(),
        g.start_index_map.to_vec(),
    );
    let (offset_dims, operand_batching, indices_batching, start_index_map) = g;
    let index = ctx.index_type();
    let elem = ctx.element_type(result_ty);
    let unsigned_indices =
        super::structured::is_unsigned(b, ctx.element_type(b.op().operand_type(1)));
    let value = b.parallel_generic(&[], Vec::new(), result_ty, None, &mut |b, _| {
        let out: Vec<ValueId> = (0..out_rank).map(|d| b.loop_index(d)).collect();
        let batch: Vec<ValueId> = batch_dims.iter().map(|d| out[*d]).collect();
        let zero = b.index_const(0);
        let mut full = vec![zero; rank];
        for (k, &d) in start_index_map.iter().enumerate() {
            // The start index vector at this batch position, component k.
            let mut at = Vec::with_capacity(idx_rank);
            let mut next = batch.iter();
            for i in 0..idx_rank as i64 {
                if i == ivd {
                    at.push(b.index_const(k as i64));
                } else {
                    at.push(*next.next().ok_or_else(|| {
                        b.fail("start indices do not match the result's batch dimensions")
                    })?);
                }
            }
            let mut ops = vec![indices];
            ops.extend(at);
            let raw = b.create1(tensor_ops::ExtractOp::NAME, &ops, idx_elem, &[]);
            let i = super::structured::index_cast(b, raw, unsigned_indices);
            let d = d as usize;
            let high = b.index_const((op_shape[d] - sizes[d]).max(0));
            let lower = b.create1(arith_ops::MaxSIOp::NAME, &[i, zero], index, &[]);
            full[d] = b.create1(arith_ops::MinSIOp::NAME, &[lower, high], index, &[]);
        }
        for (&d, &s) in operand_batching.iter().zip(&indices_batching) {
            let pos = *batch
                .get(batch_pos(s, ivd))
                .ok_or_else(|| b.fail("batching dimension out of range"))?;
            full[d as usize] = b.create1(
                arith_ops::AddIOp::NAME,
                &[full[d as usize], pos],
                index,
                &[],
            );
        }
        for (k, &d) in offset_dims.iter().enumerate() {
            let od = *offset_operand_dims
                .get(k)
                .ok_or_else(|| b.fail("offset dimensions do not match the operand"))?;
            full[od] = b.create1(
                arith_ops::AddIOp::NAME,
                &[full[od], out[d as usize]],
                index,
                &[],
            );
        }
        let mut ops = vec![operand];
        ops.extend(full);
        Ok(vec![b.create1(
            tensor_ops::ExtractOp::NAME,
            &ops,
            elem,
            &[],
        )])
    })?;
    b.replace(&[value])?;
    Ok(true)
}
