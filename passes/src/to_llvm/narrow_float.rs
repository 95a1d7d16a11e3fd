//! `arith.extf` from and `arith.truncf` to the 8-bit floats (f8E5M2, f8E4M3, f8E4M3FN,
//! f8E5M2FNUZ, f8E4M3FNUZ, f8E4M3B11FNUZ, f8E3M4), which llvm has no type for (they are
//! `i8` there), expanded to integer arithmetic on their bits before the conversion, through
//! f32 (every such value is an f32; other float types convert to f32 exactly, except f64,
//! which is rounded to f32 first). Rounding is to nearest even; a value beyond the largest
//! finite one becomes infinity (IEEE kinds) or NaN (FN / FNUZ kinds), as APFloat and the
//! interpreter do. Upstream has no such expansion (its arith-to-llvm leaves these ops).
//! Scalars only; other forms stay and the conversion reports them.
//!
//! `arith.truncf` from f32 to bf16 is expanded too, as upstream's
//! `--arith-expand=include-bf16` does: LLVM lowers a scalar `fptrunc float to bfloat` on x86
//! without AVX512-BF16 to a call of `__truncsfbf2`, which older libgcc (GCC 12) lacks, so a
//! JIT-compiled module could not resolve it.

use super::arith_expand::{expand_all, Emit};
use xla_dialect_arith::ops as arith_ops;
use xla_dialect_arith::{CmpFPredicate, CmpIPredicate};
use xla_dialect_math::ops as math_ops;
use xla_ir::float::{Flavor, FloatKind};
use xla_ir::{Body, Context, DResult, Diag, OpData, OpId, Type, ValueId};

/// Expands the conversions above in every function of the module.
pub fn run(ctx: &Context, module: &mut OpData) -> Result<(), Vec<Diag>> {
    expand_all(ctx, module, expand)
}

/// The 8-bit kinds handled: signed, with a NaN.
fn handled(kind: FloatKind) -> bool {
    kind.bit_width() == 8 && kind.is_signed() && kind.has_nan() && kind.mantissa_bits() > 0
}

fn expand(ctx: &Context, body: &mut Body, op: OpId) -> DResult<()> {
    let name = ctx.op_name_str(body.op(op).name);
    if !matches!(name, arith_ops::ExtFOp::NAME | arith_ops::TruncFOp::NAME)
        || body.num_operands(op) != 1
        || body.results(op).len() != 1
    {
        return Ok(());
    }
    let x = body.operand(op, 0);
    let (from, to) = (body.value_type(x), body.value_type(body.results(op)[0]));
    let (Some(fk), Some(tk)) = (ctx.float_kind(from), ctx.float_kind(to)) else {
        return Ok(());
    };
    let e = Emit {
        ctx,
        anchor: op,
        loc: body.op(op).loc,
    };
    let f32t = ctx.f32();
    let result = if handled(fk) && !handled(tk) {
        let wide = extend(&e, body, x, fk);
        match tk {
            FloatKind::F32 => wide,
            FloatKind::F64 => e.op(body, arith_ops::ExtFOp::NAME, &[wide], to, &[]),
            // f16 and bf16 hold every value of these kinds exactly.
            _ => e.op(body, arith_ops::TruncFOp::NAME, &[wide], to, &[]),
        }
    } else if tk == FloatKind::BF16 && fk == FloatKind::F32 {
        truncate_bf16(&e, body, x, to)
    } else if handled(tk) && !handled(fk) {
        let narrow = match fk {
            FloatKind::F32 => x,
            FloatKind::F64 => e.op(body, arith_ops::TruncFOp::NAME, &[x], f32t, &[]),
            _ => e.op(body, arith_ops::ExtFOp::NAME, &[x], f32t, &[]),
        };
        truncate(&e, body, narrow, tk, to)
    } else {
        return Ok(());
    };
    let old = body.results(op)[0];
    body.replace_all_uses(old, result);
    body.erase_op(op);
    Ok(())
}

fn f32_const(e: &Emit<'_>, body: &mut Body, v: f32) -> ValueId {
    e.float_bits(body, e.ctx.f32(), u64::from(v.to_bits()))
}

/// The f32 value of the `kind` number `x`.
fn extend(e: &Emit<'_>, body: &mut Body, x: ValueId, kind: FloatKind) -> ValueId {
    let (i8t, i32t, f32t) = (e.ctx.integer_type(8), e.ctx.i32(), e.ctx.f32());
    let m = kind.mantissa_bits();
    let bias = kind.bias();
    let byte = e.op(body, arith_ops::BitcastOp::NAME, &[x], i8t, &[]);
    let c = e.op(body, arith_ops::ExtUIOp::NAME, &[byte], i32t, &[]);
    let k = |e: &Emit<'_>, body: &mut Body, v: i64| e.constant(body, i32t, i128::from(v));
    let mag_mask = k(e, body, 0x7f);
    let mag = e.op(body, arith_ops::AndIOp::NAME, &[c, mag_mask], i32t, &[]);
    let shift_m = k(e, body, i64::from(m));
    let field = e.op(body, arith_ops::ShRUIOp::NAME, &[mag, shift_m], i32t, &[]);
    let man_mask = k(e, body, (1 << m) - 1);
    let man = e.op(body, arith_ops::AndIOp::NAME, &[mag, man_mask], i32t, &[]);
    // Normal: rebias the exponent field, move the mantissa to f32's top bits.
    let rebias = k(e, body, i64::from(127 - bias));
    let exp = e.op(body, arith_ops::AddIOp::NAME, &[field, rebias], i32t, &[]);
    let s23 = k(e, body, 23);
    let exp_bits = e.op(body, arith_ops::ShLIOp::NAME, &[exp, s23], i32t, &[]);
    let s_man = k(e, body, i64::from(23 - m));
    let man_bits = e.op(body, arith_ops::ShLIOp::NAME, &[man, s_man], i32t, &[]);
    let normal_bits = e.op(
        body,
        arith_ops::OrIOp::NAME,
        &[exp_bits, man_bits],
        i32t,
        &[],
    );
    let normal = e.op(body, arith_ops::BitcastOp::NAME, &[normal_bits], f32t, &[]);
    // Subnormal (and zero): mantissa * 2^(emin - m), exact in f32.
    let man_f = e.op(body, arith_ops::UIToFPOp::NAME, &[man], f32t, &[]);
    let quantum = f32_const(e, body, 2f32.powi(kind.min_exponent() - m as i32));
    let sub = e.op(body, arith_ops::MulFOp::NAME, &[man_f, quantum], f32t, &[]);
    let zero = k(e, body, 0);
    let is_sub = e.cmpi(body, CmpIPredicate::Eq, field, zero);
    let value = e.op(
        body,
        arith_ops::SelectOp::NAME,
        &[is_sub, sub, normal],
        f32t,
        &[],
    );
    // Specials.
    let nan = f32_const(e, body, f32::NAN);
    let (value, is_nan) = match kind.flavor() {
        Flavor::Ieee => {
            let all = k(e, body, (1 << kind.exponent_bits()) - 1);
            let top = e.cmpi(body, CmpIPredicate::Eq, field, all);
            let man_zero = e.cmpi(body, CmpIPredicate::Eq, man, zero);
            let inf = f32_const(e, body, f32::INFINITY);
            let special = e.op(
                body,
                arith_ops::SelectOp::NAME,
                &[man_zero, inf, nan],
                f32t,
                &[],
            );
            (
                e.op(
                    body,
                    arith_ops::SelectOp::NAME,
                    &[top, special, value],
                    f32t,
                    &[],
                ),
                None,
            )
        }
        Flavor::NanAllOnes => (value, Some(e.cmpi(body, CmpIPredicate::Eq, mag, mag_mask))),
        _ => {
            let nan_code = k(e, body, 0x80);
            (value, Some(e.cmpi(body, CmpIPredicate::Eq, c, nan_code)))
        }
    };
    let value = match is_nan {
        Some(n) => e.op(body, arith_ops::SelectOp::NAME, &[n, nan, value], f32t, &[]),
        None => value,
    };
    let sign_bit = k(e, body, 0x80);
    let sign = e.op(body, arith_ops::AndIOp::NAME, &[c, sign_bit], i32t, &[]);
    let negative = e.cmpi(body, CmpIPredicate::Ne, sign, zero);
    let negated = e.op(body, arith_ops::NegFOp::NAME, &[value], f32t, &[]);
    e.op(
        body,
        arith_ops::SelectOp::NAME,
        &[negative, negated, value],
        f32t,
        &[],
    )
}

/// The `kind` number (of type `ty`) nearest to the f32 `x`.
fn truncate(e: &Emit<'_>, body: &mut Body, x: ValueId, kind: FloatKind, ty: Type) -> ValueId {
    let (i8t, i32t, f32t) = (e.ctx.integer_type(8), e.ctx.i32(), e.ctx.f32());
    let m = kind.mantissa_bits();
    let k = |e: &Emit<'_>, body: &mut Body, v: i64| e.constant(body, i32t, i128::from(v));
    let bits = e.op(body, arith_ops::BitcastOp::NAME, &[x], i32t, &[]);
    let abs_mask = k(e, body, 0x7fff_ffff);
    let abs = e.op(body, arith_ops::AndIOp::NAME, &[bits, abs_mask], i32t, &[]);
    // Normal targets: rebias, then drop 23 - m mantissa bits rounding to nearest even (a
    // carry moves into the exponent, as it should).
    let rebias = k(e, body, i64::from(127 - kind.bias()) << 23);
    let v = e.op(body, arith_ops::SubIOp::NAME, &[abs, rebias], i32t, &[]);
    let shift = 23 - m;
    let half = k(e, body, (1 << (shift - 1)) - 1);
    let s = k(e, body, i64::from(shift));
    let kept = e.op(body, arith_ops::ShRUIOp::NAME, &[v, s], i32t, &[]);
    let one = k(e, body, 1);
    let odd = e.op(body, arith_ops::AndIOp::NAME, &[kept, one], i32t, &[]);
    let biased = e.op(body, arith_ops::AddIOp::NAME, &[v, half], i32t, &[]);
    let biased = e.op(body, arith_ops::AddIOp::NAME, &[biased, odd], i32t, &[]);
    let normal = e.op(body, arith_ops::ShRUIOp::NAME, &[biased, s], i32t, &[]);
    // Subnormal targets: |x| in units of the smallest subnormal, rounded to even (2^m, the
    // smallest normal's code, when it rounds up).
    let absf = e.op(body, arith_ops::BitcastOp::NAME, &[abs], f32t, &[]);
    let scale = f32_const(e, body, 2f32.powi(m as i32 - kind.min_exponent()));
    let scaled = e.op(body, arith_ops::MulFOp::NAME, &[absf, scale], f32t, &[]);
    let rounded = e.op(body, math_ops::RoundEvenOp::NAME, &[scaled], f32t, &[]);
    let sub = e.op(body, arith_ops::FPToUIOp::NAME, &[rounded], i32t, &[]);
    let min_normal = k(e, body, i64::from(kind.min_exponent() + 127) << 23);
    let is_normal = e.cmpi(body, CmpIPredicate::Uge, abs, min_normal);
    let code = e.op(
        body,
        arith_ops::SelectOp::NAME,
        &[is_normal, normal, sub],
        i32t,
        &[],
    );
    // Out of range and NaN, by flavor; then the sign.
    let f32_inf = k(e, body, 0x7f80_0000);
    let is_nan = e.cmpi(body, CmpIPredicate::Ugt, abs, f32_inf);
    let sign_mask = k(e, body, i64::from(i32::MIN));
    let sign = e.op(body, arith_ops::AndIOp::NAME, &[bits, sign_mask], i32t, &[]);
    let s24 = k(e, body, 24);
    let sign8 = e.op(body, arith_ops::ShRUIOp::NAME, &[sign, s24], i32t, &[]);
    let code = match kind.flavor() {
        Flavor::Ieee => {
            let inf = k(e, body, ((1 << kind.exponent_bits()) - 1) << m);
            let capped = e.op(body, arith_ops::MinUIOp::NAME, &[code, inf], i32t, &[]);
            let qnan = k(
                e,
                body,
                (((1 << kind.exponent_bits()) - 1) << m) | (1 << (m - 1)),
            );
            let c = e.op(
                body,
                arith_ops::SelectOp::NAME,
                &[is_nan, qnan, capped],
                i32t,
                &[],
            );
            e.op(body, arith_ops::OrIOp::NAME, &[c, sign8], i32t, &[])
        }
        Flavor::NanAllOnes => {
            let all = k(e, body, 0x7f);
            let capped = e.op(body, arith_ops::MinUIOp::NAME, &[code, all], i32t, &[]);
            let c = e.op(
                body,
                arith_ops::SelectOp::NAME,
                &[is_nan, all, capped],
                i32t,
                &[],
            );
            e.op(body, arith_ops::OrIOp::NAME, &[c, sign8], i32t, &[])
        }
        _ => {
            // FNUZ: NaN is 0x80 (the would-be negative zero); zero has no sign.
            let top = k(e, body, 0x7f);
            let nan = k(e, body, 0x80);
            let too_big = e.cmpi(body, CmpIPredicate::Ugt, code, top);
            let bad = e.op(
                body,
                arith_ops::OrIOp::NAME,
                &[too_big, is_nan],
                e.ctx.integer_type(1),
                &[],
            );
            let zero = k(e, body, 0);
            let is_zero = e.cmpi(body, CmpIPredicate::Eq, code, zero);
            let signed = e.op(body, arith_ops::OrIOp::NAME, &[code, sign8], i32t, &[]);
            let c = e.op(
                body,
                arith_ops::SelectOp::NAME,
                &[is_zero, zero, signed],
                i32t,
                &[],
            );
            e.op(body, arith_ops::SelectOp::NAME, &[bad, nan, c], i32t, &[])
        }
    };
    let byte = e.op(body, arith_ops::TruncIOp::NAME, &[code], i8t, &[]);
    e.op(body, arith_ops::BitcastOp::NAME, &[byte], ty, &[])
}

/// `x` (f32) rounded to nearest even bf16: the top 16 bits after adding 0x7fff plus the
/// lowest kept bit; NaNs keep their sign and top payload bits and become quiet.
fn truncate_bf16(e: &Emit<'_>, body: &mut Body, x: ValueId, to: Type) -> ValueId {
    let (i16t, i32t) = (e.ctx.integer_type(16), e.ctx.i32());
    let k = |e: &Emit<'_>, body: &mut Body, v: i64| e.constant(body, i32t, i128::from(v));
    let bits = e.op(body, arith_ops::BitcastOp::NAME, &[x], i32t, &[]);
    let sixteen = k(e, body, 16);
    let top = e.op(body, arith_ops::ShRUIOp::NAME, &[bits, sixteen], i32t, &[]);
    let one = k(e, body, 1);
    let lsb = e.op(body, arith_ops::AndIOp::NAME, &[top, one], i32t, &[]);
    let half = k(e, body, 0x7fff);
    let bias = e.op(body, arith_ops::AddIOp::NAME, &[half, lsb], i32t, &[]);
    let sum = e.op(body, arith_ops::AddIOp::NAME, &[bits, bias], i32t, &[]);
    let rounded = e.op(body, arith_ops::ShRUIOp::NAME, &[sum, sixteen], i32t, &[]);
    let quiet = k(e, body, 0x40);
    let nan = e.op(body, arith_ops::OrIOp::NAME, &[top, quiet], i32t, &[]);
    let is_nan = e.cmpf(body, CmpFPredicate::Uno, x, x);
    let r = e.op(
        body,
        arith_ops::SelectOp::NAME,
        &[is_nan, nan, rounded],
        i32t,
        &[],
    );
    let r16 = e.op(body, arith_ops::TruncIOp::NAME, &[r], i16t, &[]);
    e.op(body, arith_ops::BitcastOp::NAME, &[r16], to, &[])
}
