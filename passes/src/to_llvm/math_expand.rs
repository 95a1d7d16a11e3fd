//! Math ops without an llvm intrinsic of ours, expanded to arith and other math ops before
//! the conversion (scalars only; other forms stay and the conversion reports them):
//! - `isfinite`, `isinf`, `isnan`, `isnormal`: compares of `|x|` with infinity and the
//!   smallest normal (upstream lowers `isfinite`/`isnan` to `llvm.intr.is.fpclass`; the
//!   compares give the same answers and need no new intrinsic);
//! - `ipowi`: square-and-multiply unrolled over the exponent's bits (upstream calls a
//!   generated function, `--convert-math-to-funcs`); negative exponents give 0 except for
//!   bases 1 and -1, as the interpreter does;
//! - `fpowi`: `powf` of the exponent converted to float (upstream: `llvm.intr.powi`);
//! - `clampf`: `minimumf(maximumf(x, lo), hi)`; `sincos`: `sin` and `cos`;
//! - the ops called in libm (`erf`, `atan2`, `log1p`, ...) and the expanded `rsqrt`
//!   on f16 / bf16: computed in f32 between an `extf` and a `truncf`, as upstream's
//!   `--math-extend-to-supported-types` does (libm has no half-precision functions, and the
//!   expansion's steps would round in the narrow type).

use super::arith_expand::{expand_all, Emit};
use xla_dialect_arith::ops as arith_ops;
use xla_dialect_arith::{CmpFPredicate, CmpIPredicate};
use xla_dialect_math::ops as math_ops;
use xla_ir::float::FloatKind;
use xla_ir::{Body, Context, DResult, Diag, OpData, OpId, TypeData, ValueId};

/// Expands the ops above in every function of the module.
pub fn run(ctx: &Context, module: &mut OpData) -> Result<(), Vec<Diag>> {
    expand_all(ctx, module, expand)
}

fn expand(ctx: &Context, body: &mut Body, op: OpId) -> DResult<()> {
    let name = ctx.op_name_str(body.op(op).name).to_string();
    let operands: Vec<ValueId> = body.operands(op).collect();
    let Some(&x) = operands.first() else {
        return Ok(());
    };
    let ty = body.value_type(x);
    let e = Emit {
        ctx,
        anchor: op,
        loc: body.op(op).loc,
    };
    // In f16 / bf16 the `1 / s` step of rsqrt's expansion would round.
    let expanded = name == math_ops::RsqrtOp::NAME;
    let widened = super::math::LIBM.iter().any(|(o, _)| *o == name)
        || name == math_ops::Atan2Op::NAME
        || expanded;
    let results = match (name.as_str(), ctx.float_kind(ty)) {
        (_, Some(FloatKind::F16 | FloatKind::BF16)) if widened => {
            let f32t = ctx.f32();
            let wide: Vec<ValueId> = operands
                .iter()
                .map(|&v| e.op(body, arith_ops::ExtFOp::NAME, &[v], f32t, &[]))
                .collect();
            let r = e.op(body, &name, &wide, f32t, &[]);
            vec![e.op(body, arith_ops::TruncFOp::NAME, &[r], ty, &[])]
        }
        (math_ops::IsNaNOp::NAME, Some(_)) => vec![e.cmpf(body, CmpFPredicate::Uno, x, x)],
        (
            math_ops::IsFiniteOp::NAME | math_ops::IsInfOp::NAME | math_ops::IsNormalOp::NAME,
            Some(kind),
        ) => {
            let Some(inf_bits) = xla_ir::float::inf(kind, false) else {
                return Ok(());
            };
            let abs = e.op(body, math_ops::AbsFOp::NAME, &[x], ty, &[]);
            let inf = e.float_bits(body, ty, inf_bits);
            match name.as_str() {
                math_ops::IsInfOp::NAME => vec![e.cmpf(body, CmpFPredicate::Oeq, abs, inf)],
                math_ops::IsFiniteOp::NAME => vec![e.cmpf(body, CmpFPredicate::One, abs, inf)],
                _ => {
                    let min = e.float_bits(body, ty, xla_ir::float::smallest_normal(kind));
                    let big_enough = e.cmpf(body, CmpFPredicate::Oge, abs, min);
                    let finite = e.cmpf(body, CmpFPredicate::One, abs, inf);
                    vec![e.op(
                        body,
                        arith_ops::AndIOp::NAME,
                        &[big_enough, finite],
                        ctx.integer_type(1),
                        &[],
                    )]
                }
            }
        }
        (math_ops::FPowIOp::NAME, Some(_)) => {
            let Some(&n) = operands.get(1) else {
                return Ok(());
            };
            let nf = e.op(body, arith_ops::SIToFPOp::NAME, &[n], ty, &[]);
            vec![e.op(body, math_ops::PowFOp::NAME, &[x, nf], ty, &[])]
        }
        (math_ops::ClampFOp::NAME, Some(_)) => {
            let (Some(&lo), Some(&hi)) = (operands.get(1), operands.get(2)) else {
                return Ok(());
            };
            let low = e.op(body, arith_ops::MaximumFOp::NAME, &[x, lo], ty, &[]);
            vec![e.op(body, arith_ops::MinimumFOp::NAME, &[low, hi], ty, &[])]
        }
        (math_ops::SincosOp::NAME, Some(_)) => {
            vec![
                e.op(body, math_ops::SinOp::NAME, &[x], ty, &[]),
                e.op(body, math_ops::CosOp::NAME, &[x], ty, &[]),
            ]
        }
        (math_ops::IPowIOp::NAME, None) => {
            let (TypeData::Integer { width, .. }, Some(&n)) =
                (ctx.type_data(ty).clone(), operands.get(1))
            else {
                return Ok(());
            };
            if width < 2 {
                return Ok(());
            }
            vec![ipowi(&e, body, x, n, width)]
        }
        _ => return Ok(()),
    };
    if results.len() != body.results(op).len() {
        return Ok(());
    }
    let old: Vec<ValueId> = body.results(op).to_vec();
    for (o, n) in old.into_iter().zip(results) {
        body.replace_all_uses(o, n);
    }
    body.erase_op(op);
    Ok(())
}

/// `base ** power` for signed integers of `width` bits, wrapping; branch-free.
fn ipowi(e: &Emit<'_>, body: &mut Body, base: ValueId, power: ValueId, width: u32) -> ValueId {
    let ty = body.value_type(base);
    let (zero, one, minus_one) = (
        e.constant(body, ty, 0),
        e.constant(body, ty, 1),
        e.constant(body, ty, -1),
    );
    // Non-negative powers: the top bit is clear, so width - 1 bits suffice.
    let (mut result, mut square, mut bits) = (one, base, power);
    for k in 0..width - 1 {
        let low = e.op(body, arith_ops::AndIOp::NAME, &[bits, one], ty, &[]);
        let set = e.cmpi(body, CmpIPredicate::Ne, low, zero);
        let product = e.op(body, arith_ops::MulIOp::NAME, &[result, square], ty, &[]);
        result = e.op(
            body,
            arith_ops::SelectOp::NAME,
            &[set, product, result],
            ty,
            &[],
        );
        if k + 2 < width {
            square = e.op(body, arith_ops::MulIOp::NAME, &[square, square], ty, &[]);
            bits = e.op(body, arith_ops::ShRUIOp::NAME, &[bits, one], ty, &[]);
        }
    }
    // Negative powers: 1 for base 1, +-1 for base -1 by parity, else 0.
    let low = e.op(body, arith_ops::AndIOp::NAME, &[power, one], ty, &[]);
    let odd = e.cmpi(body, CmpIPredicate::Ne, low, zero);
    let base_is_one = e.cmpi(body, CmpIPredicate::Eq, base, one);
    let base_is_minus_one = e.cmpi(body, CmpIPredicate::Eq, base, minus_one);
    let signed_one = e.op(
        body,
        arith_ops::SelectOp::NAME,
        &[odd, minus_one, one],
        ty,
        &[],
    );
    let negative = e.op(
        body,
        arith_ops::SelectOp::NAME,
        &[base_is_minus_one, signed_one, zero],
        ty,
        &[],
    );
    let negative = e.op(
        body,
        arith_ops::SelectOp::NAME,
        &[base_is_one, one, negative],
        ty,
        &[],
    );
    let is_negative = e.cmpi(body, CmpIPredicate::Slt, power, zero);
    e.op(
        body,
        arith_ops::SelectOp::NAME,
        &[is_negative, negative, result],
        ty,
        &[],
    )
}
