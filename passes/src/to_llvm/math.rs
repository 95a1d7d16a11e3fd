//! math -> llvm intrinsics (upstream's MathToLLVM), plus its expansion of `rsqrt`; `expm1`
//! and `log1p` are libm calls (upstream's MathToLibm), since the expansions `exp(x) - 1`
//! and `log(1 + x)` lose every digit near 0.

use super::arith::carried_props;
use super::build::value;
use super::pattern::{loc_of, Lowering, RootPattern};
use xla_ir::rewrite::conversion::{ConversionPattern, ConversionRewriter};
use xla_ir::{Diag, OpId, ValueId};

pub const RENAMES: [(&str, &str); 20] = [
    ("math.absf", "llvm.intr.fabs"),
    ("math.ceil", "llvm.intr.ceil"),
    ("math.copysign", "llvm.intr.copysign"),
    ("math.cos", "llvm.intr.cos"),
    ("math.sin", "llvm.intr.sin"),
    ("math.tan", "llvm.intr.tan"),
    ("math.tanh", "llvm.intr.tanh"),
    ("math.exp", "llvm.intr.exp"),
    ("math.exp2", "llvm.intr.exp2"),
    ("math.floor", "llvm.intr.floor"),
    ("math.fma", "llvm.intr.fma"),
    ("math.log", "llvm.intr.log"),
    ("math.log10", "llvm.intr.log10"),
    ("math.log2", "llvm.intr.log2"),
    ("math.powf", "llvm.intr.pow"),
    ("math.round", "llvm.intr.round"),
    ("math.roundeven", "llvm.intr.roundeven"),
    ("math.sqrt", "llvm.intr.sqrt"),
    ("math.trunc", "llvm.intr.trunc"),
    ("math.ctpop", "llvm.intr.ctpop"),
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
    ("math.erf", "erf"),
    ("math.erfc", "erfc"),
    ("math.acos", "acos"),
    ("math.asin", "asin"),
    ("math.atan", "atan"),
    ("math.acosh", "acosh"),
    ("math.asinh", "asinh"),
    ("math.atanh", "atanh"),
    ("math.cosh", "cosh"),
    ("math.sinh", "sinh"),
    ("math.cbrt", "cbrt"),
    ("math.expm1", "expm1"),
    ("math.log1p", "log1p"),
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
        "math.ctlz",
        "llvm.intr.ctlz",
        &[("is_zero_poison", false)],
    )));
    out.push(Box::new(Lowering::with_bools(
        "math.cttz",
        "llvm.intr.cttz",
        &[("is_zero_poison", false)],
    )));
    for (op, _) in LIBM {
        out.push(RootPattern::boxed(op, libm_call));
    }
    out.push(RootPattern::boxed("math.atan2", libm_call));
    out.push(RootPattern::boxed("math.rsqrt", expansion));
    out.push(Box::new(Lowering::with_bools(
        "math.absi",
        "llvm.intr.abs",
        &[("is_int_min_poison", false)],
    )));
    out
}
