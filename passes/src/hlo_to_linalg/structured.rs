//! Helpers shared by the structured lowerings (dot, reduce, ...): filled init tensors,
//! scalar casts and multiply-accumulate bodies.

use super::builder::Builder;
use xla_dialect_arith::ops as arith_ops;
use xla_dialect_complex::ops as complex_ops;
use xla_dialect_linalg::ops as linalg_ops;
use xla_ir::{Diag, Type, TypeData, ValueId};

/// `linalg.fill ins(value) outs(init)`.
pub fn fill(b: &mut Builder<'_, '_>, value: ValueId, init: ValueId) -> Result<ValueId, Diag> {
    let ctx = b.ctx();
    let (vt, it) = (b.ty(value), b.ty(init));
    let region = b.region(
        &[vt, ctx.element_type(it)],
        linalg_ops::YieldOp::NAME,
        &mut |_, args| Ok(vec![args[0]]),
    )?;
    let segments = b.segments_attr(&[1, 1]);
    let results = b.create_with_region(
        linalg_ops::FillOp::NAME,
        &[value, init],
        &[it],
        &[("operandSegmentSizes", segments)],
        region,
    );
    results
        .first()
        .copied()
        .ok_or_else(|| b.fail("linalg.fill without a result"))
}

/// A `tensor.empty` of `ty` filled with `value` (a float or integer constant).
pub fn filled(
    b: &mut Builder<'_, '_>,
    ty: Type,
    dynamic_sizes: &[ValueId],
    value: f64,
) -> Result<ValueId, Diag> {
    let ty = super::elementwise::signless_type(b.ctx(), ty);
    let elem = b.ctx().element_type(ty);
    let init = b.empty(ty, dynamic_sizes);
    let v = b.scalar_const(elem, value)?;
    fill(b, v, init)
}

fn is_int(b: &Builder<'_, '_>, t: Type) -> bool {
    matches!(
        b.ctx().type_data(t),
        TypeData::Integer { .. } | TypeData::Index
    )
}

/// Converts a scalar to `to` (signed integer semantics), as linalg's `cast_signed`.
pub fn cast_scalar(b: &mut Builder<'_, '_>, v: ValueId, to: Type) -> ValueId {
    cast_scalar_from(b, v, to, false)
}

/// Converts a scalar to `to`; `unsigned` says the (signless) source holds unsigned
/// integers, which widen by zero extension and convert to floats with `uitofp`.
pub fn cast_scalar_from(b: &mut Builder<'_, '_>, v: ValueId, to: Type, unsigned: bool) -> ValueId {
    let to = super::elementwise::signless_type(b.ctx(), to);
    let from = b.ty(v);
    if from == to {
        return v;
    }
    let ctx = b.ctx();
    let width = |t: Type| {
        ctx.integer_width(t)
            .or_else(|| ctx.scalar_bit_width(t))
            .unwrap_or(0)
    };
    let name = match (is_int(b, from), is_int(b, to)) {
        (true, true) if width(from) < width(to) && unsigned => arith_ops::ExtUIOp::NAME,
        (true, true) if width(from) < width(to) => arith_ops::ExtSIOp::NAME,
        (true, true) => arith_ops::TruncIOp::NAME,
        (true, false) if unsigned => arith_ops::UIToFPOp::NAME,
        (true, false) => arith_ops::SIToFPOp::NAME,
        (false, true) => arith_ops::FPToSIOp::NAME,
        (false, false) if width(from) < width(to) => arith_ops::ExtFOp::NAME,
        (false, false) => arith_ops::TruncFOp::NAME,
    };
    b.create1(name, &[v], to, &[])
}

/// `acc + l * r` in `acc`'s type (`or`/`and` for booleans, complex ops for complex numbers); `unsigned` says which of `l`, `r`
/// hold unsigned integers (zero-extended when widened).
pub fn multiply_accumulate(
    b: &mut Builder<'_, '_>,
    l: ValueId,
    r: ValueId,
    acc: ValueId,
    unsigned: [bool; 2],
) -> Result<ValueId, Diag> {
    let ctx = b.ctx();
    let ty = b.ty(acc);
    let (l, r) = (
        cast_to_acc(b, l, ty, unsigned[0])?,
        cast_to_acc(b, r, ty, unsigned[1])?,
    );
    let (mul, add) = if ctx.is_float(ty) {
        (arith_ops::MulFOp::NAME, arith_ops::AddFOp::NAME)
    } else if ctx.integer_width(ty) == Some(1) {
        (arith_ops::AndIOp::NAME, arith_ops::OrIOp::NAME)
    } else if is_int(b, ty) {
        (arith_ops::MulIOp::NAME, arith_ops::AddIOp::NAME)
    } else if super::complex::complex_part(ctx, ty).is_some() {
        // --convert-complex-to-standard expands them once the loops exist.
        (complex_ops::MulOp::NAME, complex_ops::AddOp::NAME)
    } else {
        return Err(b.fail(format!(
            "element type '{}' of a dot is not lowered",
            xla_ir::asm::type_to_string(ctx, ty)
        )));
    };
    let product = b.create1(mul, &[l, r], ty, &[]);
    Ok(b.create1(add, &[acc, product], ty, &[]))
}

/// `v` in accumulator type `ty`: a real operand of a complex dot becomes `x + 0i` (its part
/// type first), others as [`cast_scalar_from`].
fn cast_to_acc(
    b: &mut Builder<'_, '_>,
    v: ValueId,
    ty: Type,
    unsigned: bool,
) -> Result<ValueId, Diag> {
    let ctx = b.ctx();
    match super::complex::complex_part(ctx, ty) {
        Some(part) if super::complex::complex_part(ctx, b.ty(v)).is_none() => {
            let re = cast_scalar_from(b, v, part, unsigned);
            let zero = b.scalar_const(part, 0.0)?;
            Ok(b.create1(complex_ops::CreateOp::NAME, &[re, zero], ty, &[]))
        }
        Some(part) if b.ty(v) != ty => {
            // complex<f32> into complex<f64> (or back): part by part.
            let from = super::complex::complex_part(ctx, b.ty(v)).unwrap_or(part);
            let re = b.create1(complex_ops::ReOp::NAME, &[v], from, &[]);
            let im = b.create1(complex_ops::ImOp::NAME, &[v], from, &[]);
            let (re, im) = (cast_scalar(b, re, part), cast_scalar(b, im, part));
            Ok(b.create1(complex_ops::CreateOp::NAME, &[re, im], ty, &[]))
        }
        _ => Ok(cast_scalar_from(b, v, ty, unsigned)),
    }
}

/// The element type a dot or convolution accumulates in: f32 for narrower floats (as XLA's
/// CPU backend), complex<f64> for complex<f32>, else the result's element type.
pub fn accumulator_type(b: &Builder<'_, '_>, elem: Type) -> Type {
    let ctx = b.ctx();
    let elem = super::elementwise::signless_type(ctx, elem);
    match ctx.scalar_bit_width(elem) {
        Some(w) if ctx.is_float(elem) && w < 32 => ctx.f32(),
        // complex<f32> sums in complex<f64>, rounded once (as the reference interpreter): a
        // part that cancels keeps its precision.
        _ if super::complex::complex_part(ctx, elem) == Some(ctx.f32()) => {
            ctx.complex_type(ctx.f64())
        }
        _ => elem,
    }
}

/// `v` converted element by element to `ty` (a parallel generic), or `v` if it has that type.
pub fn convert_to(b: &mut Builder<'_, '_>, v: ValueId, ty: Type) -> Result<ValueId, Diag> {
    let ty = super::elementwise::signless_type(b.ctx(), ty);
    if b.ty(v) == ty {
        return Ok(v);
    }
    let rank = b.ctx().shape(ty).map_or(0, <[i64]>::len) as u32;
    let elem = b.ctx().element_type(ty);
    b.parallel_generic(
        &[v],
        vec![xla_ir::affine::AffineMap::identity(rank)],
        ty,
        None,
        &mut |b, a| Ok(vec![cast_to_acc(b, a[0], elem, false)?]),
    )
}

/// Whether `t` is an unsigned integer type.
pub fn is_unsigned(b: &Builder<'_, '_>, t: Type) -> bool {
    matches!(
        b.ctx().type_data(t),
        TypeData::Integer {
            signedness: xla_ir::types::Signedness::Unsigned,
            ..
        }
    )
}

/// `arith.index_castui` for indices that were unsigned in the hlo op, else `index_cast`.
pub fn index_cast(b: &mut Builder<'_, '_>, v: ValueId, unsigned: bool) -> ValueId {
    let index = b.ctx().index_type();
    b.create1(
        if unsigned {
            arith_ops::IndexCastUIOp::NAME
        } else {
            arith_ops::IndexCastOp::NAME
        },
        &[v],
        index,
        &[],
    )
}
