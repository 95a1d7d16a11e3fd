//! `hlo.cholesky` (real floats) → an `scf.for` over the columns of the factor, carrying the
//! factor as a tensor (zero at first), in its lower form `a = l·lᵀ` (for `lower = false` the
//! upper factor `u = lᵀ` is read and written through transposed indices):
//! - step `j`: a generic sums `s[i] = Σ_k l[i, k] · l[j, k]` (columns from `j` on are still
//!   zero, so the sum may run over every `k`);
//! - a second generic writes column `j`: `l[j, j] = sqrt(a[j, j] - s[j])` and
//!   `l[i, j] = (a[i, j] - s[i]) / l[j, j]` below it; the other triangle stays zero.
//!
//! Only the chosen triangle of `a` is read (`tensor.extract`). Batch dimensions are parallel.

use super::builder::Builder;
use super::structured::filled;
use super::Lowering;
use xla_dialect_arith::ops as arith_ops;
use xla_dialect_arith::CmpIPredicate;
use xla_dialect_hlo::ops as hlo_ops;
use xla_dialect_math::ops as math_ops;
use xla_dialect_scf::ops as scf_ops;
use xla_dialect_tensor::ops as tensor_ops;
use xla_ir::affine::AffineMap;
use xla_ir::{Diag, ValueId, DYNAMIC};

pub fn lowerings() -> Vec<Lowering> {
    vec![Lowering {
        op: hlo_ops::CholeskyOp::NAME,
        lower: cholesky,
    }]
}

fn cholesky(b: &mut Builder<'_, '_>, operands: &[ValueId]) -> Result<bool, Diag> {
    let &[a] = operands else { return Ok(false) };
    let ctx = b.ctx();
    let ty = b.ty(a);
    let elem = ctx.element_type(ty);
    if !ctx.is_float(elem) {
        return Err(b.fail("cholesky is lowered for real floating-point types only (complex arithmetic has no arith form)"));
    }
    let shape = ctx
        .shape(ty)
        .map(<[i64]>::to_vec)
        .ok_or_else(|| b.fail("unranked operands are not lowered"))?;
    let rank = shape.len();
    if rank < 2 || shape.contains(&DYNAMIC) || shape[rank - 1] != shape[rank - 2] {
        return Err(b.fail("cholesky needs statically shaped square innermost matrices"));
    }
    let lower = b
        .op()
        .attr("lower")
        .and_then(|x| ctx.attr_as_int(x))
        .is_some_and(|v| v != 0);
    let (nb, n) = (rank - 2, shape[rank - 1]);
    let index = ctx.index_type();
    let batch: Vec<u32> = (0..nb as u32).collect();
    let total = nb as u32 + 2;
    // Logical (row, column) of the lower form to physical dims.
    let phys = |r: u32, c: u32| {
        let mut dims = batch.clone();
        dims.extend(if lower { [r, c] } else { [c, r] });
        AffineMap::projection(total, &dims)
    };
    // `tensor.extract` of logical element (r, c) of `t` for the current batch.
    let extract = |b: &mut Builder<'_, '_>, t: ValueId, r: ValueId, c: ValueId| {
        let mut at = vec![t];
        at.extend((0..nb).map(|d| b.loop_index(d)).collect::<Vec<_>>());
        at.extend(if lower { [r, c] } else { [c, r] });
        b.create1(tensor_ops::ExtractOp::NAME, &at, elem, &[])
    };
    let sum_ty = ctx.tensor_type(&shape[..rank - 1], elem);
    let zeros = filled(b, ty, &[], 0.0)?;
    let (lb, ub, step) = (b.index_const(0), b.index_const(n), b.index_const(1));
    let region = b.region(&[index, ty], scf_ops::YieldOp::NAME, &mut |b, args| {
        let (j, l) = (args[0], args[1]);
        let (i_dim, k_dim) = (nb as u32, nb as u32 + 1);
        // s[batch, i] = Σ_k l[i, k] · l[j, k].
        let sum_init = filled(b, sum_ty, &[], 0.0)?;
        let mut iterators = vec!["parallel"; nb + 1];
        iterators.push("reduction");
        let sum_map = AffineMap::projection(total, &(0..=nb as u32).collect::<Vec<_>>());
        let sums = b.generic(
            &[l],
            &[sum_init],
            &[phys(i_dim, k_dim), sum_map.clone()],
            &iterators,
            &mut |b, v| {
                let k = b.loop_index(k_dim as usize);
                let ljk = extract(b, l, j, k);
                let product = b.create1(arith_ops::MulFOp::NAME, &[v[0], ljk], elem, &[]);
                Ok(vec![b.create1(
                    arith_ops::AddFOp::NAME,
                    &[v[1], product],
                    elem,
                    &[],
                )])
            },
        )?;
        let s = *sums.first().ok_or_else(|| b.fail("missing sum"))?;
        // Column j: the diagonal's square root, then the scaled entries below it.
        let (r_dim, c_dim) = (nb as u32, nb as u32 + 1);
        let out = b.empty(ty, &[]);
        let maps = [phys(r_dim, c_dim), sum_map, phys(r_dim, c_dim)];
        let cols = b.generic(
            &[l, s],
            &[out],
            &maps,
            &vec!["parallel"; nb + 2],
            &mut |b, v| {
                let (lv, si) = (v[0], v[1]);
                let (i, c) = (b.loop_index(r_dim as usize), b.loop_index(c_dim as usize));
                let mut sj_at = vec![s];
                sj_at.extend((0..nb).map(|d| b.loop_index(d)).collect::<Vec<_>>());
                sj_at.push(j);
                let sj = b.create1(tensor_ops::ExtractOp::NAME, &sj_at, elem, &[]);
                let ajj = extract(b, a, j, j);
                let d2 = b.create1(arith_ops::SubFOp::NAME, &[ajj, sj], elem, &[]);
                let d = b.create1(math_ops::SqrtOp::NAME, &[d2], elem, &[]);
                let aij = extract(b, a, i, j);
                let num = b.create1(arith_ops::SubFOp::NAME, &[aij, si], elem, &[]);
                let below = b.create1(arith_ops::DivFOp::NAME, &[num, d], elem, &[]);
                let on_diag = b.cmpi(CmpIPredicate::Eq, i, j);
                let is_below = b.cmpi(CmpIPredicate::Sgt, i, j);
                let in_column = b.cmpi(CmpIPredicate::Eq, c, j);
                let value = b.create1(arith_ops::SelectOp::NAME, &[is_below, below, lv], elem, &[]);
                let value = b.create1(arith_ops::SelectOp::NAME, &[on_diag, d, value], elem, &[]);
                Ok(vec![b.create1(
                    arith_ops::SelectOp::NAME,
                    &[in_column, value, lv],
                    elem,
                    &[],
                )])
            },
        )?;
        Ok(cols)
    })?;
    let results = b.create_with_region(
        scf_ops::ForOp::NAME,
        &[lb, ub, step, zeros],
        &[ty],
        &[],
        region,
    );
    b.replace(&results)?;
    Ok(true)
}
