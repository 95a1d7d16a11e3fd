//! Loop bounds and affine indexing expanded into arith ops (no affine dialect: after the
//! lowering only arith, scf and memref are left).

use crate::scf_to_cf::build::op1;
use xla_dialect_arith::ops as arith_ops;
use xla_dialect_linalg::structured::Structured;
use xla_dialect_memref::ops as memref_ops;
use xla_ir::affine::{AffineExpr, AffineMap};
use xla_ir::rewrite::conversion::ConversionRewriter;
use xla_ir::{Location, Type, ValueId, DYNAMIC};

/// `arith.constant v : index`.
pub fn index_const(rw: &mut ConversionRewriter<'_>, loc: Location, v: i64) -> ValueId {
    let ctx = rw.ctx();
    let a = ctx.integer_attr(ctx.index_type(), i128::from(v));
    op1(
        rw,
        arith_ops::ConstantOp::NAME,
        loc,
        &[],
        ctx.index_type(),
        &[("value", a)],
    )
}

/// Where each loop's size comes from: (operand, dimension) of the first operand dimension
/// indexed by that loop alone.
pub fn loop_sources(s: &Structured, ranks: &[usize]) -> Option<Vec<(usize, usize)>> {
    let mut sources = vec![None; s.num_loops()];
    for (operand, (map, &rank)) in s.maps.iter().zip(ranks).enumerate() {
        for (dim, e) in map.results.iter().enumerate().take(rank) {
            if let AffineExpr::Dim(d) = e {
                let slot = sources.get_mut(*d as usize)?;
                if slot.is_none() {
                    *slot = Some((operand, dim));
                }
            }
        }
    }
    sources.into_iter().collect()
}

/// The size of dimension `dim` of `memref` as an index value: a constant when static,
/// `memref.dim` otherwise.
pub fn dim_size(
    rw: &mut ConversionRewriter<'_>,
    loc: Location,
    memref: ValueId,
    dim: usize,
) -> ValueId {
    let ctx = rw.ctx();
    let ty: Type = rw.body().value_type(memref);
    let size = ctx
        .shape(ty)
        .and_then(|s| s.get(dim).copied())
        .unwrap_or(DYNAMIC);
    if size != DYNAMIC {
        return index_const(rw, loc, size);
    }
    let d = index_const(rw, loc, dim as i64);
    op1(
        rw,
        memref_ops::DimOp::NAME,
        loc,
        &[memref, d],
        ctx.index_type(),
        &[],
    )
}

/// Evaluates `e` over the induction variables with arith ops (`None` for symbols).
pub fn expand(
    rw: &mut ConversionRewriter<'_>,
    loc: Location,
    e: &AffineExpr,
    ivs: &[ValueId],
) -> Option<ValueId> {
    let index = rw.ctx().index_type();
    let bin = |rw: &mut ConversionRewriter<'_>,
               name: &str,
               a: &AffineExpr,
               b: &AffineExpr|
     -> Option<ValueId> {
        let x = expand(rw, loc, a, ivs)?;
        let y = expand(rw, loc, b, ivs)?;
        Some(op1(rw, name, loc, &[x, y], index, &[]))
    };
    match e {
        AffineExpr::Dim(d) => ivs.get(*d as usize).copied(),
        AffineExpr::Symbol(_) => None,
        AffineExpr::Const(c) => Some(index_const(rw, loc, *c)),
        AffineExpr::Add(a, b) => bin(rw, arith_ops::AddIOp::NAME, a, b),
        AffineExpr::Mul(a, b) => bin(rw, arith_ops::MulIOp::NAME, a, b),
        AffineExpr::Mod(a, b) => {
            // Affine `mod` is non-negative: ((a rem b) + b) rem b.
            let r = bin(rw, arith_ops::RemSIOp::NAME, a, b)?;
            let m = expand(rw, loc, b, ivs)?;
            let s = op1(rw, arith_ops::AddIOp::NAME, loc, &[r, m], index, &[]);
            Some(op1(rw, arith_ops::RemSIOp::NAME, loc, &[s, m], index, &[]))
        }
        AffineExpr::FloorDiv(a, b) => bin(rw, arith_ops::FloorDivSIOp::NAME, a, b),
        AffineExpr::CeilDiv(a, b) => bin(rw, arith_ops::CeilDivSIOp::NAME, a, b),
    }
}

/// The indices `map` gives for the current iteration.
pub fn indices(
    rw: &mut ConversionRewriter<'_>,
    loc: Location,
    map: &AffineMap,
    ivs: &[ValueId],
) -> Option<Vec<ValueId>> {
    map.results
        .iter()
        .map(|e| expand(rw, loc, e, ivs))
        .collect()
}
