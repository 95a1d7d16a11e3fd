//! `rsqrt` and `powf` with a constant exponent on f32 values: products (in f64 where two
//! roundings in f32 would add up), a division and `math.sqrt` (a hardware instruction,
//! `llvm.intr.sqrt`, which vectorizes).

use super::build::{Elem, Emit};
use xla_dialect_arith::ops as arith_ops;
use xla_dialect_arith::CmpFPredicate;
use xla_dialect_math::ops as math_ops;
use xla_ir::{AttrData, Body, Context, OpRef, ValueId};

pub fn rsqrt(e: &mut Emit<'_>, x: ValueId) -> ValueId {
    let s = e.op(math_ops::SqrtOp::NAME, &[x], Elem::F32);
    let one = e.f32(1.0);
    e.div(one, s)
}

/// The exponent of `powf` when it is an `arith.constant` (a scalar or a splat).
pub fn constant_exponent(ctx: &Context, body: &Body, v: ValueId) -> Option<f64> {
    let xla_ir::ir::ValueDef::Result { op, .. } = body.value(v).def else {
        return None;
    };
    let r = OpRef::new(ctx, body, op);
    if !r.isa::<arith_ops::ConstantOp>() {
        return None;
    }
    let kind = ctx.float_kind(ctx.element_type(body.value_type(v)))?;
    let bits = match ctx.attr_data(r.attr("value")?) {
        AttrData::Float { bits, .. } => *bits,
        AttrData::DenseElements {
            data, splat: true, ..
        } => {
            let mut raw = [0u8; 8];
            let n = data.len().min(8);
            raw[..n].copy_from_slice(&data[..n]);
            u64::from_le_bytes(raw)
        }
        _ => return None,
    };
    Some(xla_ir::float::to_f64(kind, bits))
}

/// Whether `p` is an exponent [`powf`] expands.
pub fn expands(p: f64) -> bool {
    [0.0, 1.0, 2.0, 3.0, 4.0, -1.0, -2.0, 0.5, -0.5].contains(&p)
}

/// x^p for the exponents of [`expands`], with C's `pow` special cases (pow(x, 0) = 1 even
/// for NaN, pow(-0, 0.5) = +0, pow(-inf, 0.5) = +inf, pow(-inf, -0.5) = +0).
pub fn powf(e: &mut Emit<'_>, x: ValueId, p: f64) -> ValueId {
    if p == 0.0 {
        return e.f32(1.0);
    }
    if p == 1.0 {
        return x;
    }
    if p == 0.5 || p == -0.5 {
        let s = e.op(math_ops::SqrtOp::NAME, &[x], Elem::F32);
        // + 0 turns sqrt(-0) = -0 into +0.
        let zero = e.f32(0.0);
        let s = e.add(s, zero);
        let v = if p < 0.0 {
            let one = e.f32(1.0);
            e.div(one, s)
        } else {
            s
        };
        let ninf = e.f32(f32::NEG_INFINITY);
        let at_ninf = e.cmpf(CmpFPredicate::Oeq, x, ninf);
        let limit = if p < 0.0 { zero } else { e.f32(f32::INFINITY) };
        return e.select(at_ninf, limit, v);
    }
    if p == 2.0 {
        return e.mul(x, x);
    }
    if p == -1.0 {
        let one = e.f32(1.0);
        return e.div(one, x);
    }
    // x^3, x^4, x^-2 in f64 (x^2 exact, then one more rounding each), rounded once to f32.
    let xd = e.cast(arith_ops::ExtFOp::NAME, x, Elem::F64);
    let sqd = e.mul(xd, xd);
    let r = match p {
        3.0 => e.mul(sqd, xd),
        4.0 => e.mul(sqd, sqd),
        _ => {
            let oned = e.f64(1.0);
            e.div(oned, sqd)
        }
    };
    e.cast(arith_ops::TruncFOp::NAME, r, Elem::F32)
}
