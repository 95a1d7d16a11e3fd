//! `hlo.sort` → a stable bottom-up merge sort of a permutation, then a gather:
//!
//! - `perm` starts as the iota along the sort dimension (an index tensor of the operands'
//!   shape);
//! - an `scf.for` over the ⌈log₂ n⌉ passes (run width `w = 1 << p`), carrying the permutation
//!   being read and the one being written (swapped after each pass); in each pass an `scf.for`
//!   over the rows (the other dimensions, flattened) and one over the pairs of runs
//!   `[lo, mid)`, `[mid, hi)` merge them with an `scf.for` over the output positions `k`
//!   carrying the run cursors `i`, `j`: the left element is taken unless the right one is
//!   strictly less (`less(x[perm[j]], x[perm[i]])`, the comparator region inlined as scalar
//!   code on `tensor.extract`s of every operand), so equal elements keep their order — a stable
//!   sort, which is also a valid unstable one; `tensor.insert` writes `perm` (in place once
//!   bufferized);
//! - a parallel `linalg.generic` moves every element of every operand to its place
//!   (`out[.., k, ..] = x[.., perm[.., k, ..], ..]`).
//!
//! Cost: n·⌈log₂ n⌉ comparisons per row (the comparator runs once per merge step).

use super::builder::Builder;
use super::region::inline_scalar_region;
use super::Lowering;
use xla_dialect_arith::ops as arith_ops;
use xla_dialect_arith::CmpIPredicate;
use xla_dialect_hlo::ops as hlo_ops;
use xla_dialect_scf::ops as scf_ops;
use xla_dialect_tensor::ops as tensor_ops;
use xla_ir::affine::AffineMap;
use xla_ir::{Diag, ValueId, DYNAMIC};

pub fn lowerings() -> Vec<Lowering> {
    vec![Lowering {
        op: hlo_ops::SortOp::NAME,
        lower: sort,
    }]
}

/// What the loops need to know about the sorted operands.
struct Layout {
    shape: Vec<i64>,
    dim: usize,
    /// The other dimensions with the stride of each in the flattened row index.
    rows: Vec<(usize, i64, i64)>,
}

impl Layout {
    fn new(shape: &[i64], dim: usize) -> Self {
        let others: Vec<usize> = (0..shape.len()).filter(|&d| d != dim).collect();
        let mut stride = 1;
        let mut rows = Vec::with_capacity(others.len());
        for &d in others.iter().rev() {
            rows.push((d, shape[d], stride));
            stride *= shape[d];
        }
        rows.reverse();
        Layout {
            shape: shape.to_vec(),
            dim,
            rows,
        }
    }
    fn row_count(&self) -> i64 {
        self.rows.iter().map(|&(_, size, _)| size).product()
    }
    /// The position of every other dimension for flattened row `row`.
    fn row_position(&self, b: &mut Builder<'_, '_>, row: ValueId) -> Vec<(usize, ValueId)> {
        let index = b.ctx().index_type();
        let mut out = Vec::with_capacity(self.rows.len());
        for &(d, size, stride) in &self.rows {
            let s = b.index_const(stride);
            let q = b.create1(arith_ops::DivUIOp::NAME, &[row, s], index, &[]);
            let n = b.index_const(size);
            out.push((d, b.create1(arith_ops::RemUIOp::NAME, &[q, n], index, &[])));
        }
        out
    }
    /// Full indices: the row's positions, `at` along the sort dimension.
    fn indices(&self, row: &[(usize, ValueId)], at: ValueId) -> Vec<ValueId> {
        let mut idx = vec![at; self.shape.len()];
        for &(d, v) in row {
            idx[d] = v;
        }
        idx
    }
}

fn sort(b: &mut Builder<'_, '_>, operands: &[ValueId]) -> Result<bool, Diag> {
    let ctx = b.ctx();
    let Some(&first) = operands.first() else {
        return Ok(false);
    };
    let shape = ctx
        .shape(b.ty(first))
        .map(<[i64]>::to_vec)
        .ok_or_else(|| b.fail("sorts of unranked tensors are not lowered"))?;
    for v in operands {
        let t = b.ty(*v);
        if ctx.shape(t) != Some(shape.as_slice()) || shape.contains(&DYNAMIC) {
            return Err(b.fail("sorts of dynamically shaped tensors (or of operands of different shapes) are not lowered"));
        }
    }
    let rank = shape.len();
    let dim = b
        .op()
        .attr("dimension")
        .and_then(|a| ctx.attr_as_int(a))
        .unwrap_or(-1);
    let dim = if dim < 0 { dim + rank as i128 } else { dim };
    let dim = usize::try_from(dim)
        .ok()
        .filter(|d| *d < rank)
        .ok_or_else(|| b.fail("sort dimension out of range"))?;
    let len = shape[dim];
    if len <= 1 || shape.contains(&0) {
        // Nothing to reorder (the comparator is never called).
        b.replace(operands)?;
        return Ok(true);
    }
    let layout = Layout::new(&shape, dim);
    let perm = merge_sort(b, operands, &layout)?;
    let results = gather(b, operands, perm, &layout)?;
    b.replace(&results)?;
    Ok(true)
}

/// The sorted permutation along the sort dimension (an index tensor of the operands' shape).
fn merge_sort(
    b: &mut Builder<'_, '_>,
    operands: &[ValueId],
    layout: &Layout,
) -> Result<ValueId, Diag> {
    let ctx = b.ctx();
    let index = ctx.index_type();
    let rank = layout.shape.len();
    let perm_ty = ctx.tensor_type(&layout.shape, index);
    let iota_init = b.empty(perm_ty, &[]);
    let dim = layout.dim;
    let iota = b.generic(
        &[],
        &[iota_init],
        &[AffineMap::identity(rank as u32)],
        &vec!["parallel"; rank],
        &mut |b, _| Ok(vec![b.loop_index(dim)]),
    )?;
    let iota = *iota
        .first()
        .ok_or_else(|| b.fail("iota without a result"))?;
    let spare = b.empty(perm_ty, &[]);
    let len = layout.shape[dim];
    let passes = i64::from(64 - (len - 1).leading_zeros());
    let (zero, one, pass_count) = (b.index_const(0), b.index_const(1), b.index_const(passes));
    let pass_body = b.region(
        &[index, perm_ty, perm_ty],
        scf_ops::YieldOp::NAME,
        &mut |b, a| {
            let (p, src, dst) = (a[0], a[1], a[2]);
            let (zero, one) = (b.index_const(0), b.index_const(1));
            let width = b.create1(arith_ops::ShLIOp::NAME, &[one, p], index, &[]);
            if layout.row_count() == 1 {
                let row = layout.row_position(b, zero);
                let merged = merge_row(b, operands, layout, &row, src, dst, width)?;
                return Ok(vec![merged, src]);
            }
            let rows = b.index_const(layout.row_count());
            let row_body = b.region(&[index, perm_ty], scf_ops::YieldOp::NAME, &mut |b, a| {
                let row = layout.row_position(b, a[0]);
                let merged = merge_row(b, operands, layout, &row, src, a[1], width)?;
                Ok(vec![merged])
            })?;
            let merged = b.create_with_region(
                scf_ops::ForOp::NAME,
                &[zero, rows, one, dst],
                &[perm_ty],
                &[],
                row_body,
            );
            let merged = *merged
                .first()
                .ok_or_else(|| b.fail("scf.for without a result"))?;
            Ok(vec![merged, src])
        },
    )?;
    let sorted = b.create_with_region(
        scf_ops::ForOp::NAME,
        &[zero, pass_count, one, iota, spare],
        &[perm_ty, perm_ty],
        &[],
        pass_body,
    );
    sorted
        .first()
        .copied()
        .ok_or_else(|| b.fail("scf.for without a result"))
}

/// One pass over one row: runs of `width` of `src` merged pairwise into `dst`.
fn merge_row(
    b: &mut Builder<'_, '_>,
    operands: &[ValueId],
    layout: &Layout,
    row: &[(usize, ValueId)],
    src: ValueId,
    dst: ValueId,
    width: ValueId,
) -> Result<ValueId, Diag> {
    let ctx = b.ctx();
    let index = ctx.index_type();
    let perm_ty = b.ty(dst);
    let len = layout.shape[layout.dim];
    let (zero, n) = (b.index_const(0), b.index_const(len));
    let pair = b.create1(arith_ops::AddIOp::NAME, &[width, width], index, &[]);
    let pair_body = b.region(&[index, perm_ty], scf_ops::YieldOp::NAME, &mut |b, a| {
        let (lo, dst) = (a[0], a[1]);
        let n = b.index_const(len);
        let mid = b.create1(arith_ops::AddIOp::NAME, &[lo, width], index, &[]);
        let mid = b.create1(arith_ops::MinUIOp::NAME, &[mid, n], index, &[]);
        let hi = b.create1(arith_ops::AddIOp::NAME, &[lo, pair], index, &[]);
        let hi = b.create1(arith_ops::MinUIOp::NAME, &[hi, n], index, &[]);
        let one = b.index_const(1);
        let step_body = b.region(
            &[index, index, index, perm_ty],
            scf_ops::YieldOp::NAME,
            &mut |b, a| {
                let (k, i, j, out) = (a[0], a[1], a[2], a[3]);
                merge_step(b, operands, layout, row, src, [k, i, j, out], mid, hi)
            },
        )?;
        let merged = b.create_with_region(
            scf_ops::ForOp::NAME,
            &[lo, hi, one, lo, mid, dst],
            &[index, index, perm_ty],
            &[],
            step_body,
        );
        Ok(vec![merged
            .get(2)
            .copied()
            .ok_or_else(|| b.fail("scf.for without a result"))?])
    })?;
    let merged = b.create_with_region(
        scf_ops::ForOp::NAME,
        &[zero, n, pair, dst],
        &[perm_ty],
        &[],
        pair_body,
    );
    merged
        .first()
        .copied()
        .ok_or_else(|| b.fail("scf.for without a result"))
}

/// Output position `k` of a merge: the left run's next element unless the right run's is
/// strictly less (or the left run is done); returns the advanced cursors and `out`.
#[allow(clippy::too_many_arguments)]
fn merge_step(
    b: &mut Builder<'_, '_>,
    operands: &[ValueId],
    layout: &Layout,
    row: &[(usize, ValueId)],
    src: ValueId,
    [k, i, j, out]: [ValueId; 4],
    mid: ValueId,
    hi: ValueId,
) -> Result<Vec<ValueId>, Diag> {
    let ctx = b.ctx();
    let (index, i1) = (ctx.index_type(), ctx.i1());
    let left_open = b.create1(
        arith_ops::CmpIOp::NAME,
        &[i, mid],
        i1,
        &[("predicate", CmpIPredicate::Ult.attr(b.ctx()))],
    );
    let right_open = b.create1(
        arith_ops::CmpIOp::NAME,
        &[j, hi],
        i1,
        &[("predicate", CmpIPredicate::Ult.attr(b.ctx()))],
    );
    // Cursors past their run read a valid element whose comparison is ignored.
    let last = b.index_const(layout.shape[layout.dim] - 1);
    let ic = b.create1(arith_ops::MinUIOp::NAME, &[i, last], index, &[]);
    let jc = b.create1(arith_ops::MinUIOp::NAME, &[j, last], index, &[]);
    let extract = |b: &mut Builder<'_, '_>, t: ValueId, at: ValueId| {
        let mut operands = vec![t];
        operands.extend(layout.indices(row, at));
        let elem = b.ctx().element_type(b.ty(t));
        b.create1(tensor_ops::ExtractOp::NAME, &operands, elem, &[])
    };
    let pa = extract(b, src, ic);
    let pb = extract(b, src, jc);
    // The comparator takes (lhs_0, rhs_0, lhs_1, rhs_1, ...): is right < left?
    let mut args = Vec::with_capacity(2 * operands.len());
    for &x in operands {
        let right = extract(b, x, pb);
        let left = extract(b, x, pa);
        args.extend([right, left]);
    }
    let less = inline_scalar_region(b, 0, &args)?
        .first()
        .copied()
        .ok_or_else(|| b.fail("comparator without a result"))?;
    let truth = b.create1(
        arith_ops::ConstantOp::NAME,
        &[],
        i1,
        &[("value", b.ctx().bool_attr(true))],
    );
    let not_less = b.create1(arith_ops::XOrIOp::NAME, &[less, truth], i1, &[]);
    let right_done = b.create1(arith_ops::XOrIOp::NAME, &[right_open, truth], i1, &[]);
    let left_wins = b.create1(arith_ops::OrIOp::NAME, &[right_done, not_less], i1, &[]);
    let take_left = b.create1(arith_ops::AndIOp::NAME, &[left_open, left_wins], i1, &[]);
    let value = b.create1(arith_ops::SelectOp::NAME, &[take_left, pa, pb], index, &[]);
    let mut insert = vec![value, out];
    insert.extend(layout.indices(row, k));
    let out_ty = b.ty(out);
    let out = b.create1(tensor_ops::InsertOp::NAME, &insert, out_ty, &[]);
    let one = b.index_const(1);
    let i_next = b.create1(arith_ops::AddIOp::NAME, &[i, one], index, &[]);
    let j_next = b.create1(arith_ops::AddIOp::NAME, &[j, one], index, &[]);
    let i = b.create1(
        arith_ops::SelectOp::NAME,
        &[take_left, i_next, i],
        index,
        &[],
    );
    let j = b.create1(
        arith_ops::SelectOp::NAME,
        &[take_left, j, j_next],
        index,
        &[],
    );
    Ok(vec![i, j, out])
}

/// Every operand reordered along the sort dimension by `perm`.
fn gather(
    b: &mut Builder<'_, '_>,
    operands: &[ValueId],
    perm: ValueId,
    layout: &Layout,
) -> Result<Vec<ValueId>, Diag> {
    let rank = layout.shape.len();
    let inits: Vec<ValueId> = operands.iter().map(|v| b.empty(b.ty(*v), &[])).collect();
    let maps = vec![AffineMap::identity(rank as u32); operands.len() + 1];
    let dim = layout.dim;
    b.generic(
        &[perm],
        &inits,
        &maps,
        &vec!["parallel"; rank],
        &mut |b, a| {
            let mut at: Vec<ValueId> = (0..rank).map(|d| b.loop_index(d)).collect();
            at[dim] = a[0];
            Ok(operands
                .iter()
                .map(|&x| {
                    let mut extract = vec![x];
                    extract.extend_from_slice(&at);
                    let elem = b.ctx().element_type(b.ty(x));
                    b.create1(tensor_ops::ExtractOp::NAME, &extract, elem, &[])
                })
                .collect())
        },
    )
}
