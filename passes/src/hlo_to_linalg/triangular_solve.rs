//! `hlo.triangular_solve` (floats; complex with complex ops, `ADJOINT` conjugating `A`) → substitution as an `scf.for` over the rows of the
//! solution, carried as a tensor (zero at first):
//! - the system is normalized to `L · Y = B'` with `L` triangular: `L = op(A)` for
//!   `left_side`, `op(A)ᵀ` otherwise (then `Y = Xᵀ`, `B' = Bᵀ`, read through transposed
//!   maps); `op` transposes for `transpose_a`, the ignored triangle of `A` is masked out and
//!   `unit_diagonal` reads ones;
//! - step `k` solves row `p` (`k` forward for a lower `L`, `n - 1 - k` backward for upper):
//!   a generic sums `L[p, j] · Y[j, c]` over `j` (rows not yet solved are still zero), a
//!   second one replaces row `p` by `(B'[p, c] - sum[c]) / L[p, p]`.
//!
//! `A`'s elements are read with `tensor.extract` at the step's row. Batch dimensions are
//! parallel loops.

use super::builder::Builder;
use super::elementwise::has_signed_or_unsigned;
use super::structured::filled;
use super::Lowering;
use xla_dialect_arith::ops as arith_ops;
use xla_dialect_arith::CmpIPredicate;
use xla_dialect_complex::ops as complex_ops;
use xla_dialect_hlo::attrs::linalg_enums::Transpose;
use xla_dialect_hlo::ops as hlo_ops;
use xla_dialect_scf::ops as scf_ops;
use xla_dialect_tensor::ops as tensor_ops;
use xla_ir::affine::AffineMap;
use xla_ir::{Diag, ValueId, DYNAMIC};

pub fn lowerings() -> Vec<Lowering> {
    vec![Lowering {
        op: hlo_ops::TriangularSolveOp::NAME,
        lower: triangular_solve,
    }]
}

fn flag(b: &Builder<'_, '_>, name: &str) -> bool {
    b.op()
        .attr(name)
        .and_then(|a| b.ctx().attr_as_int(a))
        .is_some_and(|v| v != 0)
}

fn triangular_solve(b: &mut Builder<'_, '_>, operands: &[ValueId]) -> Result<bool, Diag> {
    let &[a, rhs] = operands else {
        return Ok(false);
    };
    let ctx = b.ctx();
    let (a_ty, b_ty) = (b.ty(a), b.ty(rhs));
    let elem = ctx.element_type(b_ty);
    let complex = super::complex::complex_part(ctx, elem).is_some();
    if !(ctx.is_float(elem) || complex) || has_signed_or_unsigned(ctx, a_ty) {
        return Err(b.fail("triangular_solve is lowered for floating-point and complex types only"));
    }
    // Complex systems use the complex ops (expanded by --convert-complex-to-standard).
    let arith = move |real: &'static str, cplx: &'static str| if complex { cplx } else { real };
    let (Some(ashape), Some(bshape)) = (
        ctx.shape(a_ty).map(<[i64]>::to_vec),
        ctx.shape(b_ty).map(<[i64]>::to_vec),
    ) else {
        return Err(b.fail("unranked operands are not lowered"));
    };
    let rank = ashape.len();
    if rank < 2 || bshape.len() != rank || ashape.iter().chain(&bshape).any(|d| *d == DYNAMIC) {
        return Err(b.fail("operands must be statically shaped with the same rank, at least 2"));
    }
    let (left, lower, unit) = (
        flag(b, "left_side"),
        flag(b, "lower"),
        flag(b, "unit_diagonal"),
    );
    let t = hlo_ops::triangular::transpose_a(b.op())?;
    if t == Transpose::TransposeInvalid {
        return Err(b.fail("transpose_a is invalid"));
    }
    let transposed = t != Transpose::NoTranspose;
    let conjugate = complex && t == Transpose::Adjoint;
    let nb = rank - 2;
    let n = ashape[rank - 1];
    // Lower-ness of the system matrix L decides the direction.
    let forward = if left {
        lower != transposed
    } else {
        lower == transposed
    };
    let index = ctx.index_type();
    let i1 = ctx.i1();
    // Logical (row r, column c) of Y / B' to physical dims of X / B.
    let phys = |batch: &[u32], r: u32, c: u32, total: u32| {
        let mut dims = batch.to_vec();
        if left {
            dims.extend([r, c]);
        } else {
            dims.extend([c, r]);
        }
        AffineMap::projection(total, &dims)
    };
    let batch2: Vec<u32> = (0..nb as u32).collect();
    let m = if left {
        bshape[rank - 1]
    } else {
        bshape[rank - 2]
    };
    let sum_shape: Vec<i64> = ashape[..nb].iter().copied().chain([m]).collect();
    let sum_ty = ctx.tensor_type(&sum_shape, elem);
    let zeros = filled(b, b_ty, &[], 0.0)?;
    let (lb, ub, step) = (b.index_const(0), b.index_const(n), b.index_const(1));
    let region = b.region(&[index, b_ty], scf_ops::YieldOp::NAME, &mut |b, args| {
        let (k, y) = (args[0], args[1]);
        let p = if forward {
            k
        } else {
            let last = b.index_const(n - 1);
            b.create1(arith_ops::SubIOp::NAME, &[last, k], index, &[])
        };
        // sum[batch, c] = Σ_j L[p, j] · Y[j, c]; loops (batch, c, j).
        let total = nb as u32 + 2;
        let (c_dim, j_dim) = (nb as u32, nb as u32 + 1);
        let sum_init = filled(b, sum_ty, &[], 0.0)?;
        let mut iterators = vec!["parallel"; nb + 1];
        iterators.push("reduction");
        let y_map = phys(&batch2, j_dim, c_dim, total);
        let out_map = AffineMap::projection(total, &(0..=nb as u32).collect::<Vec<_>>());
        let sums = b.generic(
            &[y],
            &[sum_init],
            &[y_map, out_map],
            &iterators,
            &mut |b, v| {
                let (yv, acc) = (v[0], v[1]);
                let batch: Vec<ValueId> = (0..nb).map(|d| b.loop_index(d)).collect();
                let j = b.loop_index(j_dim as usize);
                // L[p, j] = M[r, c] with (r, c) = left ? (p, j) : (j, p); M[r, c] = A[i, jj]
                // with (i, jj) = transposed ? (c, r) : (r, c), kept inside A's triangle.
                let (r, c) = if left { (p, j) } else { (j, p) };
                let (i, jj) = if transposed { (c, r) } else { (r, c) };
                let keep = b.create1(
                    arith_ops::CmpIOp::NAME,
                    &[jj, i],
                    i1,
                    &[(
                        "predicate",
                        if lower {
                            CmpIPredicate::Sle
                        } else {
                            CmpIPredicate::Sge
                        }
                        .attr(b.ctx()),
                    )],
                );
                let mut at = vec![a];
                at.extend(batch);
                at.extend([i, jj]);
                let mut av = b.create1(tensor_ops::ExtractOp::NAME, &at, elem, &[]);
                if conjugate {
                    av = b.create1(complex_ops::ConjOp::NAME, &[av], elem, &[]);
                }
                let product = b.create1(
                    arith(arith_ops::MulFOp::NAME, complex_ops::MulOp::NAME),
                    &[av, yv],
                    elem,
                    &[],
                );
                let zero = b.scalar_const(elem, 0.0)?;
                let term = b.create1(arith_ops::SelectOp::NAME, &[keep, product, zero], elem, &[]);
                Ok(vec![b.create1(
                    arith(arith_ops::AddFOp::NAME, complex_ops::AddOp::NAME),
                    &[acc, term],
                    elem,
                    &[],
                )])
            },
        )?;
        let sum = *sums.first().ok_or_else(|| b.fail("missing sum"))?;
        // Row p of Y becomes (B'[p, c] - sum[c]) / L[p, p]; loops (batch, r, c).
        let (r_dim, c2) = (nb as u32, nb as u32 + 1);
        let maps = vec![
            phys(&batch2, r_dim, c2, total),
            phys(&batch2, r_dim, c2, total),
            AffineMap::projection(
                total,
                &batch2.iter().copied().chain([c2]).collect::<Vec<_>>(),
            ),
            phys(&batch2, r_dim, c2, total),
        ];
        let out_init = b.empty(b_ty, &[]);
        let rows = b.generic(
            &[y, rhs, sum],
            &[out_init],
            &maps,
            &vec!["parallel"; nb + 2],
            &mut |b, v| {
                let (yv, bv, sv) = (v[0], v[1], v[2]);
                let r = b.loop_index(r_dim as usize);
                let hit = b.create1(
                    arith_ops::CmpIOp::NAME,
                    &[r, p],
                    i1,
                    &[("predicate", CmpIPredicate::Eq.attr(b.ctx()))],
                );
                let diff = b.create1(
                    arith(arith_ops::SubFOp::NAME, complex_ops::SubOp::NAME),
                    &[bv, sv],
                    elem,
                    &[],
                );
                let solved = if unit {
                    diff
                } else {
                    let mut at = vec![a];
                    at.extend((0..nb).map(|d| b.loop_index(d)).collect::<Vec<_>>());
                    at.extend([p, p]);
                    let mut diag = b.create1(tensor_ops::ExtractOp::NAME, &at, elem, &[]);
                    if conjugate {
                        diag = b.create1(complex_ops::ConjOp::NAME, &[diag], elem, &[]);
                    }
                    b.create1(
                        arith(arith_ops::DivFOp::NAME, complex_ops::DivOp::NAME),
                        &[diff, diag],
                        elem,
                        &[],
                    )
                };
                Ok(vec![b.create1(
                    arith_ops::SelectOp::NAME,
                    &[hit, solved, yv],
                    elem,
                    &[],
                )])
            },
        )?;
        Ok(rows)
    })?;
    let results = b.create_with_region(
        scf_ops::ForOp::NAME,
        &[lb, ub, step, zeros],
        &[b_ty],
        &[],
        region,
    );
    b.replace(&results)?;
    Ok(true)
}
