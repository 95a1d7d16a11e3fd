//! math -> llvm intrinsics (upstream's MathToLLVM), plus its expansion of `rsqrt`; `expm1`
//! and `log1p` are libm calls (upstream's MathToLibm), since the expansions `exp(x) - 1`
//! and `log(1 + x)` lose every digit near 0.

use super::arith::carried_props;
use super::build::value;
use super::pattern::{loc_of, Lowering, RootPattern};
use xla_dialect_math::ops as math_ops;
use xla_ir::rewrite::conversion::{ConversionPattern, ConversionRewriter};
use xla_ir::{Diag, OpId, ValueId};

pub const RENAMES: [(&str, &str); 20] = [
    (math_ops::AbsFOp::NAME, "llvm.intr.fabs"),
    (math_ops::CeilOp::NAME, "llvm.intr.ceil"),
    (math_ops::CopySignOp::NAME, "llvm.intr.copysign"),
    (math_ops::CosOp::NAME, "llvm.intr.cos"),
    (math_ops::SinOp::NAME, "llvm.intr.sin"),
    (math_ops::TanOp::NAME, "llvm.intr.tan"),
    (math_ops::TanhOp::NAME, "llvm.intr.tanh"),
    (math_ops::ExpOp::NAME, "llvm.intr.exp"),
    (math_ops::Exp2Op::NAME, "llvm.intr.exp2"),
    (math_ops::FloorOp::NAME, "llvm.intr.floor"),
    (math_ops::FmaOp::NAME, "llvm.intr.fma"),
    (math_ops::LogOp::NAME, "llvm.intr.log"),
    (math_ops::Log10Op::NAME, "llvm.intr.log10"),
    (math_ops::Log2Op::NAME, "llvm.intr.log2"),
    (math_ops::PowFOp::NAME, "llvm.intr.pow"),
    (math_ops::RoundOp::NAME, "llvm.intr.round"),
    (math_ops::RoundEvenOp::NAME, "llvm.intr.roundeven"),
    (math_ops::SqrtOp::NAME, "llvm.intr.sqrt"),
    (math_ops::TruncOp::NAME, "llvm.intr.trunc"),
    (math_ops::CtPopOp::NAME, "llvm.intr.ctpop"),
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
    let fm = carried_props(ctx, &rw.op_ref(op), "llvm.fadd");
    rw.set_insertion_point_before(op);
    let r = rw.rewriter();
    let one = value(
        r,
        "llvm.mlir.constant",
        loc,
        &[],
        ty,
        &[("value", one_attr)],
    );
    let s = value(r, "llvm.intr.sqrt", loc, &[x], ty, &fm);
    let result = value(r, "llvm.fdiv", loc, &[one, s], ty, &fm);
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
        "llvm.call",
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
        "llvm.intr.ctlz",
        &[("is_zero_poison", false)],
    )));
    out.push(Box::new(Lowering::with_bools(
        math_ops::CountTrailingZerosOp::NAME,
        "llvm.intr.cttz",
        &[("is_zero_poison", false)],
    )));
    for (op, _) in LIBM {
        out.push(RootPattern::boxed(op, libm_call));
    }
    out.push(RootPattern::boxed(math_ops::Atan2Op::NAME, libm_call));
    out.push(RootPattern::boxed(math_ops::RsqrtOp::NAME, expansion));
    out.push(Box::new(Lowering::with_bools(
        math_ops::AbsIOp::NAME,
        "llvm.intr.abs",
        &[("is_int_min_poison", false)],
    )));
    out
}
