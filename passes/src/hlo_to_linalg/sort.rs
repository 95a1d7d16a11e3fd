//! `hlo.sort` → two generics, by ranking: the first computes, for every element, its final
//! position along the sort dimension (a reduction over the other elements of its row:
//! `less(x_j, x_i) || (!less(x_i, x_j) && j < i)`, the comparator region inlined as scalar
//! code, so equal elements keep their order — a stable sort, which is also a valid unstable
//! one); the second moves every element of every operand to its rank (a reduction over the
//! row selecting the element whose rank is the output position). Both cost n² comparisons
//! per row: fine for the short rows JAX sorts (top-k, argsort of small axes).

use super::builder::Builder;
use super::region::inline_scalar_region;
use super::structured::filled;
use super::Lowering;
use xla_dialect_arith::CMPI_PREDICATES;
use xla_ir::affine::{AffineExpr, AffineMap};
use xla_ir::{Diag, ValueId, DYNAMIC};

pub fn lowerings() -> Vec<Lowering> {
    vec![Lowering { op: "hlo.sort", lower: sort }]
}

/// The identity on the first `rank` of `rank + 1` loops, with the sort dimension read from
/// the extra loop when `along` is set.
fn map(rank: usize, dim: usize, along: bool) -> AffineMap {
    let results = (0..rank)
        .map(|d| AffineExpr::Dim(if along && d == dim { rank as u32 } else { d as u32 }))
        .collect();
    AffineMap::new(rank as u32 + 1, results)
}

fn sort(b: &mut Builder<'_, '_>, operands: &[ValueId]) -> Result<bool, Diag> {
    let ctx = b.ctx();
    let Some(&first) = operands.first() else { return Ok(false) };
    let shape = ctx.shape(b.ty(first)).map(<[i64]>::to_vec).ok_or_else(|| b.fail("sorts of unranked tensors are not lowered"))?;
    for v in operands {
        let t = b.ty(*v);
        if ctx.shape(t) != Some(shape.as_slice()) || shape.contains(&DYNAMIC) {
            return Err(b.fail("sorts of dynamically shaped tensors (or of operands of different shapes) are not lowered"));
        }
    }
    let rank = shape.len();
    let dim = b.op().attr("dimension").and_then(|a| ctx.attr_as_int(a)).unwrap_or(-1);
    let dim = if dim < 0 { dim + rank as i128 } else { dim };
    let dim = usize::try_from(dim).ok().filter(|d| *d < rank).ok_or_else(|| b.fail("sort dimension out of range"))?;
    let n = operands.len();
    let index = ctx.index_type();
    let i64t = ctx.i64();
    let mut parallel_then_reduction = vec!["parallel"; rank];
    parallel_then_reduction.push("reduction");
    // 1. Ranks: inputs at the element (i) and at the other element (j) of its row.
    let rank_ty = ctx.tensor_type(&shape, i64t);
    let zeros = filled(b, rank_ty, &[], 0.0)?;
    let mut ins: Vec<ValueId> = operands.to_vec();
    ins.extend_from_slice(operands);
    let mut maps = vec![map(rank, dim, false); n];
    maps.extend(std::iter::repeat_n(map(rank, dim, true), n));
    maps.push(map(rank, dim, false));
    let ranks = b.generic(&ins, &[zeros], &maps, &parallel_then_reduction, &mut |b, a| {
        let (xi, xj, acc) = (&a[..n], &a[n..2 * n], a[2 * n]);
        let interleave = |l: &[ValueId], r: &[ValueId]| l.iter().zip(r).flat_map(|(x, y)| [*x, *y]).collect::<Vec<_>>();
        let less = |b: &mut Builder<'_, '_>, l: &[ValueId], r: &[ValueId]| -> Result<ValueId, Diag> {
            inline_scalar_region(b, 0, &interleave(l, r))?.first().copied().ok_or_else(|| b.fail("comparator without a result"))
        };
        let lt = less(b, xj, xi)?;
        let gt = less(b, xi, xj)?;
        let i1 = b.ctx().i1();
        let pos = |b: &mut Builder<'_, '_>, d: usize| {
            let attr = b.ctx().i64_attr(d as i64);
            b.create1("linalg.index", &[], index, &[("dim", attr)])
        };
        let (i, j) = (pos(b, dim), pos(b, rank));
        let slt = CMPI_PREDICATES.attr(b.ctx(), CMPI_PREDICATES.index_of("slt").unwrap_or(2));
        let before = b.create1("arith.cmpi", &[j, i], i1, &[("predicate", slt)]);
        let truth = b.create1("arith.constant", &[], i1, &[("value", b.ctx().bool_attr(true))]);
        let not_gt = b.create1("arith.xori", &[gt, truth], i1, &[]);
        let tie_before = b.create1("arith.andi", &[not_gt, before], i1, &[]);
        let counts = b.create1("arith.ori", &[lt, tie_before], i1, &[]);
        let one = b.create1("arith.extui", &[counts], i64t, &[]);
        Ok(vec![b.create1("arith.addi", &[acc, one], i64t, &[])])
    })?;
    let ranks = *ranks.first().ok_or_else(|| b.fail("rank computation without a result"))?;
    // 2. Placement: the output element at position p of its row is the element ranked p.
    let inits: Vec<ValueId> = operands.iter().map(|v| b.empty(b.ty(*v), &[])).collect();
    let mut ins: Vec<ValueId> = operands.to_vec();
    ins.push(ranks);
    let mut maps = vec![map(rank, dim, true); n + 1];
    maps.extend(std::iter::repeat_n(map(rank, dim, false), n));
    let results = b.generic(&ins, &inits, &maps, &parallel_then_reduction, &mut |b, a| {
        let r = a[n];
        let attr = b.ctx().i64_attr(dim as i64);
        let p = b.create1("linalg.index", &[], index, &[("dim", attr)]);
        let p64 = b.create1("arith.index_cast", &[p], i64t, &[]);
        let eq = CMPI_PREDICATES.attr(b.ctx(), CMPI_PREDICATES.index_of("eq").unwrap_or(0));
        let i1 = b.ctx().i1();
        let hit = b.create1("arith.cmpi", &[r, p64], i1, &[("predicate", eq)]);
        Ok((0..n)
            .map(|k| {
                let (x, acc) = (a[k], a[n + 1 + k]);
                let ty = b.ty(acc);
                b.create1("arith.select", &[hit, x, acc], ty, &[])
            })
            .collect())
    })?;
    b.replace(&results)?;
    Ok(true)
}
