//! `hlo.map`: a parallel `linalg.generic` over the operands (identity maps) whose body is the
//! map's computation re-emitted on scalars ([`super::region::inline_scalar_region`]).

use super::builder::Builder;
use super::elementwise::signless_type;
use super::region::inline_scalar_region;
use super::Lowering;
use xla_dialect_hlo::ops as hlo_ops;
use xla_ir::affine::AffineMap;
use xla_ir::{Diag, ValueId, DYNAMIC};

pub fn lowerings() -> Vec<Lowering> {
    vec![Lowering {
        op: hlo_ops::MapOp::NAME,
        lower: map,
    }]
}

fn map(b: &mut Builder<'_, '_>, operands: &[ValueId]) -> Result<bool, Diag> {
    let result_ty = signless_type(b.ctx(), b.op().result_type(0));
    let shape = b
        .ctx()
        .shape(result_ty)
        .map(<[i64]>::to_vec)
        .ok_or_else(|| b.fail("unranked tensors are not lowered"))?;
    let rank = shape.len() as u32;
    let dims = b
        .op()
        .attr("dimensions")
        .and_then(|a| b.ctx().attr_as_i64_array(a))
        .unwrap_or_default();
    if dims.iter().enumerate().any(|(i, &d)| d != i as i64) {
        return Err(b.fail("map over a subset or permutation of the dimensions is not lowered"));
    }
    let source = operands
        .first()
        .copied()
        .filter(|_| shape.contains(&DYNAMIC));
    let maps = vec![AffineMap::identity(rank); operands.len()];
    let n = operands.len();
    let r = b.parallel_generic(operands, maps, result_ty, source, &mut |b, args| {
        inline_scalar_region(b, 0, &args[..n])
    })?;
    b.replace(&[r])?;
    Ok(true)
}
