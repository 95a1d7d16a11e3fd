//! math -> llvm intrinsics (upstream's MathToLLVM), plus its expansion of `rsqrt`; `expm1`
//! and `log1p` are libm calls (upstream's MathToLibm), since the expansions `exp(x) - 1`
//! and `log(1 + x)` lose every digit near 0.

use super::arith::carried_props;
use super::build::value;
use super::pattern::{loc_of, Lowering, RootPattern};
use xla_dialect_llvm::ops as llvm_ops;
use xla_dialect_math::ops as math_ops;
use xla_ir::rewrite::conversion::{ConversionPattern, ConversionRewriter};
use xla_ir::{Diag, OpId, ValueId};

pub const RENAMES: [(&str, &str); 20] = [
    (math_ops::AbsFOp::NAME, llvm_ops::FAbsOp::NAME),
    (math_ops::CeilOp::NAME, llvm_ops::FCeilOp::NAME),
    (math_ops::CopySignOp::NAME, llvm_ops::CopySignOp::NAME),
    (math_ops::CosOp::NAME, llvm_ops::CosOp::NAME),
    (math_ops::SinOp::NAME, llvm_ops::SinOp::NAME),
    (math_ops::TanOp::NAME, llvm_ops::TanOp::NAME),
    (math_ops::TanhOp::NAME, llvm_ops::TanhOp::NAME),
    (math_ops::ExpOp::NAME, llvm_ops::ExpOp::NAME),
    (math_ops::Exp2Op::NAME, llvm_ops::Exp2Op::NAME),
    (math_ops::FloorOp::NAME, llvm_ops::FFloorOp::NAME),
    (math_ops::FmaOp::NAME, llvm_ops::FMAOp::NAME),
    (math_ops::LogOp::NAME, llvm_ops::LogOp::NAME),
    (math_ops::Log10Op::NAME, llvm_ops::Log10Op::NAME),
    (math_ops::Log2Op::NAME, llvm_ops::Log2Op::NAME),
    (math_ops::PowFOp::NAME, llvm_ops::PowOp::NAME),
    (math_ops::RoundOp::NAME, llvm_ops::RoundOp::NAME),
    (math_ops::RoundEvenOp::NAME, llvm_ops::RoundEvenOp::NAME),
    (math_ops::SqrtOp::NAME, llvm_ops::SqrtOp::NAME),
    (math_ops::TruncOp::NAME, llvm_ops::FTruncOp::NAME),
    (math_ops::CtPopOp::NAME, llvm_ops::CtPopOp::NAME),
];

/// `rsqrt` = 1 / sqrt(x) (upstream's expansion).
fn expansion(
    _root: &'static str,
    op: OpId,
    operands: &[ValueId],
    rw: &mut ConversionRewriter<'_>,
) -> Result<bool, Diag> {
    let ctx = rw.ctx();
    let Some(&x) = operands.first() else {
        return Ok(false);
    };
    let ty = rw.body().value_type(x);
    let Some(kind) = ctx.float_kind(ty) else {
        return Ok(false);
    };
    let loc = loc_of(rw, op);
    let one_attr = ctx.float_attr_bits(ty, xla_ir::float::from_f64(kind, 1.0).0);
    let fm = carried_props(ctx, &rw.op_ref(op), llvm_ops::FAddOp::NAME);
    rw.set_insertion_point_before(op);
    let r = rw.rewriter();
    let one = value(
        r,
        llvm_ops::ConstantOp::NAME,
        loc,
        &[],
        ty,
        &[("value", one_attr)],
    );
    let s = value(r, llvm_ops::SqrtOp::NAME, loc, &[x], ty, &fm);
    let result = value(r, llvm_ops::FDivOp::NAME, loc, &[one, s], ty, &fm);
    rw.replace_op(op, &[result])?;
    Ok(true)
}

/// math ops without an llvm intrinsic, called in libm as convert-math-to-libm does
/// (`erff` for f32, `erf` for f64); the declarations are added by the pass.
pub const LIBM: [(&str, &str); 13] = [
    (math_ops::ErfOp::NAME, "erf"),
    (math_ops::ErfcOp::NAME, "erfc"),
    (math_ops::AcosOp::NAME, "acos"),
    (math_ops::AsinOp::NAME, "asin"),
    (math_ops::AtanOp::NAME, "atan"),
    (math_ops::AcoshOp::NAME, "acosh"),
    (math_ops::AsinhOp::NAME, "asinh"),
    (math_ops::AtanhOp::NAME, "atanh"),
    (math_ops::CoshOp::NAME, "cosh"),
    (math_ops::SinhOp::NAME, "sinh"),
    (math_ops::CbrtOp::NAME, "cbrt"),
    (math_ops::ExpM1Op::NAME, "expm1"),
    (math_ops::Log1pOp::NAME, "log1p"),
];

/// The libm function `base` for float type `ty` (`erff` / `erf`).
pub fn libm_name(ctx: &xla_ir::Context, base: &str, ty: xla_ir::Type) -> Option<String> {
    match ctx.float_kind(ty)? {
        xla_ir::float::FloatKind::F32 => Some(format!("{base}f")),
        xla_ir::float::FloatKind::F64 => Some(base.to_string()),
        _ => None,
    }
}

fn libm_call(
    root: &'static str,
    op: OpId,
    operands: &[ValueId],
    rw: &mut ConversionRewriter<'_>,
) -> Result<bool, Diag> {
    let ctx = rw.ctx();
    let Some(&x) = operands.first() else {
        return Ok(false);
    };
    let ty = rw.body().value_type(x);
    // `math.atan2` (binary) is not in the unary table; its function is `atan2`.
    let base = LIBM
        .iter()
        .find(|(o, _)| *o == root)
        .map_or("atan2", |(_, b)| *b);
    let Some(name) = libm_name(ctx, base, ty) else {
        return Ok(false);
    };
    let loc = loc_of(rw, op);
    let segs = xla_dialect_llvm::syntax::dense_i32_array(ctx, &[operands.len() as i32, 0]);
    rw.set_insertion_point_before(op);
    let v = value(
        rw.rewriter(),
        llvm_ops::CallOp::NAME,
        loc,
        operands,
        ty,
        &[
            ("callee", ctx.symbol_ref(&name)),
            ("operandSegmentSizes", segs),
        ],
    );
    rw.replace_op(op, &[v])?;
    Ok(true)
}

pub fn patterns() -> Vec<Box<dyn ConversionPattern>> {
    let mut out: Vec<Box<dyn ConversionPattern>> = RENAMES
        .iter()
        .map(|&(f, t)| Box::new(Lowering::new(f, t)) as Box<dyn ConversionPattern>)
        .collect();
    out.push(Box::new(Lowering::with_bools(
        math_ops::CountLeadingZerosOp::NAME,
        llvm_ops::CountLeadingZerosOp::NAME,
        &[("is_zero_poison", false)],
    )));
    out.push(Box::new(Lowering::with_bools(
        math_ops::CountTrailingZerosOp::NAME,
        llvm_ops::CountTrailingZerosOp::NAME,
        &[("is_zero_poison", false)],
    )));
    for (op, _) in LIBM {
        out.push(RootPattern::boxed(op, libm_call));
    }
    out.push(RootPattern::boxed(math_ops::Atan2Op::NAME, libm_call));
    out.push(RootPattern::boxed(math_ops::RsqrtOp::NAME, expansion));
    out.push(Box::new(Lowering::with_bools(
        math_ops::AbsIOp::NAME,
        llvm_ops::AbsOp::NAME,
        &[("is_int_min_poison", false)],
    )));
    out
}
