//! `hlo.dot` and `hlo.dot_general`: `linalg.matmul` / `linalg.batch_matmul` when the
//! dimension numbers are the plain (batched) matrix product, else a `linalg.generic` whose
//! loops are batch, lhs-free, rhs-free (parallel) and contracting (reduction) dimensions.
//! The accumulator starts from a zero-filled `tensor.empty`.

use super::builder::{affine_map, Builder};
use super::structured::{accumulator_type, convert_to, filled, is_unsigned, multiply_accumulate};
use super::Lowering;
use xla_dialect_hlo::attrs::dot_dims::DotDims;
use xla_dialect_hlo::ops as hlo_ops;
use xla_dialect_linalg::ops as linalg_ops;
use xla_ir::affine::{AffineExpr, AffineMap};
use xla_ir::{Diag, ValueId, DYNAMIC};

pub fn lowerings() -> Vec<Lowering> {
    vec![
        Lowering {
            op: hlo_ops::DotOp::NAME,
            lower: dot,
        },
        Lowering {
            op: hlo_ops::DotGeneralOp::NAME,
            lower: dot_general,
        },
    ]
}

fn dot(b: &mut Builder<'_, '_>, operands: &[ValueId]) -> Result<bool, Diag> {
    let &[l, _] = operands else { return Ok(false) };
    let lrank = b.ctx().shape(b.ty(l)).map_or(0, <[i64]>::len) as i64;
    let dims = DotDims {
        lhs_contracting: vec![lrank - 1],
        rhs_contracting: vec![0],
        ..Default::default()
    };
    lower(b, operands, &dims)
}

fn dot_general(b: &mut Builder<'_, '_>, operands: &[ValueId]) -> Result<bool, Diag> {
    let dims = b
        .op()
        .attr("dot_dimension_numbers")
        .and_then(|a| DotDims::from_attr(b.ctx(), a))
        .ok_or_else(|| b.fail("missing 'dot_dimension_numbers'"))?;
    lower(b, operands, &dims)
}

/// Where each loop comes from: batch dims, then lhs free, rhs free, contracting.
struct Loops {
    lhs: AffineMap,
    rhs: AffineMap,
    out: AffineMap,
    iterators: Vec<&'static str>,
}

fn loops(lrank: usize, rrank: usize, d: &DotDims) -> Option<Loops> {
    let free = |rank: usize, batch: &[i64], contract: &[i64]| -> Vec<i64> {
        (0..rank as i64)
            .filter(|x| !batch.contains(x) && !contract.contains(x))
            .collect()
    };
    let lfree = free(lrank, &d.lhs_batching, &d.lhs_contracting);
    let rfree = free(rrank, &d.rhs_batching, &d.rhs_contracting);
    let (nb, nl, nr, nc) = (
        d.lhs_batching.len(),
        lfree.len(),
        rfree.len(),
        d.lhs_contracting.len(),
    );
    let n = (nb + nl + nr + nc) as u32;
    let operand_map =
        |rank: usize, batch: &[i64], own_free: &[i64], free_base: usize, contract: &[i64]| {
            let results: Option<Vec<AffineExpr>> = (0..rank as i64)
                .map(|x| {
                    let pos = |list: &[i64]| list.iter().position(|y| *y == x);
                    let loop_index = pos(batch)
                        .or_else(|| pos(own_free).map(|i| free_base + i))
                        .or_else(|| pos(contract).map(|i| nb + nl + nr + i))?;
                    Some(AffineExpr::Dim(loop_index as u32))
                })
                .collect();
            results.map(|r| affine_map(n, r))
        };
    let lhs = operand_map(lrank, &d.lhs_batching, &lfree, nb, &d.lhs_contracting)?;
    let rhs = operand_map(rrank, &d.rhs_batching, &rfree, nb + nl, &d.rhs_contracting)?;
    let out = AffineMap::projection(n, &(0..(nb + nl + nr) as u32).collect::<Vec<_>>());
    let mut iterators = vec!["parallel"; nb + nl + nr];
    iterators.extend(std::iter::repeat_n("reduction", nc));
    Some(Loops {
        lhs,
        rhs,
        out,
        iterators,
    })
}

fn lower(b: &mut Builder<'_, '_>, operands: &[ValueId], d: &DotDims) -> Result<bool, Diag> {
    let &[l, r] = operands else { return Ok(false) };
    let ctx = b.ctx();
    let result_ty = b.op().result_type(0);
    let (Some(ls), Some(rs), Some(out_shape)) =
        (ctx.shape(b.ty(l)), ctx.shape(b.ty(r)), ctx.shape(result_ty))
    else {
        return Err(b.fail("unranked operands are not lowered"));
    };
    if out_shape.contains(&DYNAMIC) {
        return Err(b.fail("dots with dynamic dimensions are not lowered"));
    }
    if d.lhs_contracting.len() != d.rhs_contracting.len()
        || d.lhs_batching.len() != d.rhs_batching.len()
    {
        return Err(b.fail("mismatched dimension numbers"));
    }
    let (lrank, rrank) = (ls.len(), rs.len());
    let plain = d.lhs_batching.is_empty()
        && lrank == 2
        && rrank == 2
        && d.lhs_contracting == [1]
        && d.rhs_contracting == [0];
    let batched = d.lhs_batching == [0]
        && d.rhs_batching == [0]
        && lrank == 3
        && rrank == 3
        && d.lhs_contracting == [2]
        && d.rhs_contracting == [1];
    let acc_elem = accumulator_type(b, ctx.element_type(result_ty));
    let unsigned = [0, 1].map(|i| is_unsigned(b, b.ctx().element_type(b.op().operand_type(i))));
    // Named matmuls widen with cast_signed: unsigned operands that widen take the generic form.
    let widens = |v: ValueId, b: &Builder<'_, '_>| b.ctx().element_type(b.ty(v)) != acc_elem;
    let zero_extends = (unsigned[0] && widens(l, b)) || (unsigned[1] && widens(r, b));
    // Complex dots take the generic form: its body (complex.mul/add) is spelled out.
    let complex = super::complex::complex_part(ctx, acc_elem).is_some();
    let (plain, batched) = (
        plain && !zero_extends && !complex,
        batched && !zero_extends && !complex,
    );
    let acc_ty = ctx.tensor_type(out_shape, acc_elem);
    let init = filled(b, acc_ty, &[], 0.0)?;
    let elem = |v: ValueId, b: &Builder<'_, '_>| b.ctx().element_type(b.ty(v));
    let arg_types = [elem(l, b), elem(r, b), acc_elem];
    let value = if plain || batched {
        let maps = if plain {
            xla_dialect_linalg::structured::matmul_maps()
        } else {
            xla_dialect_linalg::structured::batch_matmul_maps()
        };
        let region = b.region(&arg_types, linalg_ops::YieldOp::NAME, &mut |b, a| {
            Ok(vec![multiply_accumulate(b, a[0], a[1], a[2], unsigned)?])
        })?;
        let attrs = [
            ("indexing_maps", b.maps_attr(&maps)),
            ("operandSegmentSizes", b.segments_attr(&[2, 1])),
        ];
        let name = if plain {
            linalg_ops::MatmulOp::NAME
        } else {
            linalg_ops::BatchMatmulOp::NAME
        };
        b.create_with_region(name, &[l, r, init], &[acc_ty], &attrs, region)
    } else {
        let lp = loops(lrank, rrank, d).ok_or_else(|| b.fail("dimension numbers out of range"))?;
        b.generic(
            &[l, r],
            &[init],
            &[lp.lhs, lp.rhs, lp.out],
            &lp.iterators,
            &mut |b, a| Ok(vec![multiply_accumulate(b, a[0], a[1], a[2], unsigned)?]),
        )?
    };
    let accumulated = *value
        .first()
        .ok_or_else(|| b.fail("dot without a result"))?;
    let result = convert_to(b, accumulated, result_ty)?;
    b.replace(&[result])?;
    Ok(true)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn dot_general_loops_order_batch_free_contracting() {
        // [b, k, m] x [b, n, k] -> [b, m, n]
        let d = DotDims {
            lhs_batching: vec![0],
            rhs_batching: vec![0],
            lhs_contracting: vec![1],
            rhs_contracting: vec![2],
        };
        let l = loops(3, 3, &d).unwrap();
        assert_eq!(l.lhs, AffineMap::projection(4, &[0, 3, 1]));
        assert_eq!(l.rhs, AffineMap::projection(4, &[0, 2, 3]));
        assert_eq!(l.out, AffineMap::projection(4, &[0, 1, 2]));
        assert_eq!(
            l.iterators,
            ["parallel", "parallel", "parallel", "reduction"]
        );
    }
}
