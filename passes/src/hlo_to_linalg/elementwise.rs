//! Element-wise hlo ops (unary, binary, compare, select, clamp, convert, bitcast_convert and
//! the math functions) to a parallel `linalg.generic` whose body is the op's scalar code
//! ([`super::scalar`]). Implicit broadcasts read operands through broadcasting maps (size-1
//! dimensions through constant 0, scalars through `() -> ()`); dynamic result dimensions are
//! sized with `tensor.dim` of an operand that has them. On scalar operands (hlo ops inside
//! regions whose block arguments became scalars) the scalar code replaces the op directly.

use super::builder::{affine_map, Builder};
use super::scalar::{self, signless, ScalarOp};
use super::Lowering;
use xla_dialect_hlo::ops as hlo_ops;
use xla_dialect_hlo::ops::binary::implicit_broadcast;
use xla_dialect_tensor::ops as tensor_ops;
use xla_ir::affine::{AffineExpr, AffineMap};
use xla_ir::types::Signedness;
use xla_ir::{Context, Diag, Type, TypeData, ValueId, DYNAMIC};

pub fn lowerings() -> Vec<Lowering> {
    scalar::Kind::lowered()
        .map(|kind| Lowering {
            op: kind.name(),
            lower,
        })
        .collect()
}

/// Whether `t` (or its elements) is an unsigned or signed (non-signless) integer.
pub fn has_signed_or_unsigned(ctx: &Context, t: Type) -> bool {
    matches!(
        ctx.type_data(ctx.element_type(t)),
        TypeData::Integer {
            signedness: Signedness::Unsigned | Signedness::Signed,
            ..
        }
    )
}

/// `t` with signless elements.
pub fn signless_type(ctx: &Context, t: Type) -> Type {
    if ctx.is_shaped(t) {
        ctx.with_element_type(t, signless(ctx, ctx.element_type(t)))
    } else {
        signless(ctx, t)
    }
}

fn lower(b: &mut Builder<'_, '_>, operands: &[ValueId]) -> Result<bool, Diag> {
    let s = ScalarOp::of(b.op());
    if s.name == hlo_ops::BitcastConvertOp::NAME
        && bit_width(b, s.operand_elems[0]) != bit_width(b, s.result_elem)
    {
        return super::shape::bitcast_across_widths(b, operands);
    }
    scalar::precheck(b, &s)?;
    let ctx = b.ctx();
    if operands.iter().all(|&v| !ctx.is_shaped(b.ty(v))) {
        let r = scalar::emit(b, &s, operands)?;
        b.replace(&[r])?;
        return Ok(true);
    }
    let op = b.op();
    let result_ty = op.result_type(0);
    let Some(result_shape) = ctx.shape(result_ty).map(<[i64]>::to_vec) else {
        return Err(b.fail("unranked tensors are not lowered"));
    };
    let rank = result_shape.len();
    // Result dimension each operand dimension maps to.
    let plan = implicit_broadcast(op);
    let mut maps = Vec::with_capacity(operands.len());
    for (i, &v) in operands.iter().enumerate() {
        let shape = ctx.shape(b.ty(v)).map(<[i64]>::to_vec).unwrap_or_default();
        let dims: Vec<i64> = match &plan {
            Some(p) if i < 2 => p.operand_dims[i].clone(),
            _ if shape.len() == rank => (0..rank as i64).collect(),
            _ if shape.is_empty() => Vec::new(),
            _ => return Err(b.fail("operand rank differs from the result's")),
        };
        let results = dims
            .iter()
            .zip(&shape)
            .map(|(&d, &size)| {
                let out = result_shape.get(d as usize).copied().unwrap_or(DYNAMIC);
                if size == 1 && out != 1 {
                    AffineExpr::Const(0)
                } else {
                    AffineExpr::Dim(d as u32)
                }
            })
            .collect();
        maps.push((affine_map(rank as u32, results), dims, shape));
    }
    // tensor.dim of an operand dimension that carries each dynamic result dimension.
    let mut dyn_sizes = Vec::new();
    for (d, &size) in result_shape.iter().enumerate() {
        if size != DYNAMIC {
            continue;
        }
        let source = maps
            .iter()
            .zip(operands)
            .find_map(|((_, dims, shape), &v)| {
                let k = dims.iter().position(|&x| x == d as i64)?;
                (shape.get(k) != Some(&1)).then_some((v, k))
            });
        let Some((v, k)) = source else {
            return Err(b.fail(format!(
                "no operand gives the size of dynamic result dimension {d}"
            )));
        };
        let c = b.index_const(k as i64);
        let index = b.ctx().index_type();
        dyn_sizes.push(b.create1(tensor_ops::DimOp::NAME, &[v, c], index, &[]));
    }
    let init = b.empty(signless_type(b.ctx(), result_ty), &dyn_sizes);
    let mut all_maps: Vec<AffineMap> = maps.into_iter().map(|(m, _, _)| m).collect();
    all_maps.push(AffineMap::identity(rank as u32));
    let n = operands.len();
    let iterators = vec!["parallel"; rank];
    let results = b.generic(operands, &[init], &all_maps, &iterators, &mut |b, args| {
        Ok(vec![scalar::emit(b, &s, &args[..n])?])
    })?;
    b.replace(&results)?;
    Ok(true)
}

fn bit_width(b: &Builder<'_, '_>, t: Type) -> Option<u32> {
    let ctx = b.ctx();
    ctx.integer_width(t)
        .or_else(|| ctx.float_kind(t).map(|k| k.bit_width()))
}
