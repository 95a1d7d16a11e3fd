//! The op table of the math dialect: one row per upstream op (MLIR 22's `MathOps.td`), with
//! its form, summary, description, example and folder.

use crate::fold::{self, f};
use crate::forms::{
    clampf, classify, float_binary, float_unary, fpowi, int_unary, same_type, sincos,
};
use xla_dialect_arith::constraints::class::{FLOAT, INT};
use xla_dialect_arith::syntax::flags;
use xla_ir::OpDef;

/// A unary function row: mnemonic, summary, example, folder.
type Row<F> = (&'static str, &'static str, &'static str, F);

/// A row whose example applies the op to `%b` of type `$ty`.
macro_rules! row {
    ($name:literal, $summary:literal, $ty:literal, $fold:expr) => {
        (
            $name,
            $summary,
            concat!("%a = math.", $name, " %b : ", $ty),
            $fold,
        )
    };
}

fn unary_float_rows() -> Vec<Row<Option<xla_ir::registry::FoldFn>>> {
    use fold::float_unary as u;
    vec![
        row!(
            "absf",
            "floating point absolute-value operation",
            "f64",
            Some(u::<{ f::ABS }>)
        ),
        row!(
            "acos",
            "arcus cosine of the given value",
            "f64",
            Some(u::<{ f::ACOS }>)
        ),
        row!(
            "acosh",
            "Hyperbolic arcus cosine of the given value",
            "f64",
            Some(u::<{ f::ACOSH }>)
        ),
        row!(
            "asin",
            "arcus sine of the given value",
            "f64",
            Some(u::<{ f::ASIN }>)
        ),
        row!(
            "asinh",
            "hyperbolic arcus sine of the given value",
            "f64",
            Some(u::<{ f::ASINH }>)
        ),
        row!(
            "atan",
            "arcus tangent of the given value",
            "f64",
            Some(u::<{ f::ATAN }>)
        ),
        row!(
            "atanh",
            "hyperbolic arcus tangent of the given value",
            "f64",
            Some(u::<{ f::ATANH }>)
        ),
        row!("cbrt", "cube root of the specified value", "f64", None),
        row!(
            "ceil",
            "ceiling of the specified value",
            "f64",
            Some(u::<{ f::CEIL }>)
        ),
        row!(
            "cos",
            "cosine of the specified value",
            "f64",
            Some(u::<{ f::COS }>)
        ),
        row!(
            "cosh",
            "hyperbolic cosine of the specified value",
            "f64",
            Some(u::<{ f::COSH }>)
        ),
        row!(
            "erf",
            "error function of the specified value",
            "f64",
            Some(u::<{ f::ERF }>)
        ),
        row!(
            "erfc",
            "complementary error function of the specified value",
            "f64",
            Some(u::<{ f::ERFC }>)
        ),
        row!(
            "exp",
            "base-e exponential of the specified value",
            "f64",
            Some(u::<{ f::EXP }>)
        ),
        row!(
            "exp2",
            "base-2 exponential of the specified value",
            "f64",
            Some(u::<{ f::EXP2 }>)
        ),
        row!(
            "expm1",
            "base-e exponential of the specified value minus 1",
            "f64",
            Some(u::<{ f::EXPM1 }>)
        ),
        row!(
            "floor",
            "floor of the specified value",
            "f64",
            Some(u::<{ f::FLOOR }>)
        ),
        row!(
            "log",
            "base-e logarithm of the specified value",
            "f64",
            Some(u::<{ f::LOG }>)
        ),
        row!(
            "log10",
            "base-10 logarithm of the specified value",
            "f64",
            Some(u::<{ f::LOG10 }>)
        ),
        row!(
            "log1p",
            "Computes the natural logarithm of one plus the given value",
            "f64",
            Some(u::<{ f::LOG1P }>)
        ),
        row!(
            "log2",
            "base-2 logarithm of the specified value",
            "f64",
            Some(u::<{ f::LOG2 }>)
        ),
        row!(
            "round",
            "round of the specified value",
            "f64",
            Some(u::<{ f::ROUND }>)
        ),
        row!(
            "roundeven",
            "round of the specified value with halfway cases to even",
            "f64",
            Some(u::<{ f::ROUNDEVEN }>)
        ),
        row!(
            "rsqrt",
            "reciprocal of sqrt (1 / sqrt of the specified value)",
            "f64",
            None
        ),
        row!(
            "sin",
            "sine of the specified value",
            "f64",
            Some(u::<{ f::SIN }>)
        ),
        row!(
            "sinh",
            "hyperbolic sine of the specified value",
            "f64",
            Some(u::<{ f::SINH }>)
        ),
        row!(
            "sqrt",
            "sqrt of the specified value",
            "f64",
            Some(u::<{ f::SQRT }>)
        ),
        row!(
            "tan",
            "tangent of the specified value",
            "f64",
            Some(u::<{ f::TAN }>)
        ),
        row!(
            "tanh",
            "hyperbolic tangent of the specified value",
            "f64",
            Some(u::<{ f::TANH }>)
        ),
        row!(
            "trunc",
            "trunc of the specified value",
            "f64",
            Some(u::<{ f::TRUNC }>)
        ),
    ]
}

/// `math.<name>` applied element-wise; what every float function's description says.
fn float_description(name: &str, summary: &str) -> String {
    format!(
        "The `{name}` operation computes the {summary}. It takes one operand of floating point \
         type (i.e., scalar, tensor or vector) and returns one result of the same type. \
         Optional `fastmath<...>` flags (`#arith.fastmath`) allow less precise evaluation."
    )
}

pub fn ops() -> Vec<OpDef> {
    let mut out = Vec::new();
    for (name, summary, example, folder) in unary_float_rows() {
        let mut def = float_unary(name, summary, folder);
        def.description = float_description(name, &summary.to_lowercase());
        def.examples.push(example);
        out.push(def);
    }
    out.extend([
        float_binary("atan2", "2-argument arcus tangent of the given values", Some(fold::float_binary::<{ f::ATAN2 }>))
            .description("`atan2(y, x)` is the angle between the positive x-axis and the ray through (x, y); all operands and the result have one floating point type.")
            .example("%a = math.atan2 %y, %x : f32"),
        float_binary("copysign", "A copysign operation", Some(fold::float_binary::<{ f::COPYSIGN }>))
            .description("Returns a value with the magnitude of the first operand and the sign of the second.")
            .example("%a = math.copysign %b, %c : f64"),
        float_binary("powf", "floating point raised to the power of operation", Some(fold::float_binary::<{ f::POWF }>))
            .description("`lhs` raised to the power `rhs`, both of one floating point type.")
            .example("%a = math.powf %b, %c fastmath<fast> : f64"),
        same_type::<FLOAT, { flags::FASTMATH }, 3>("fma", "floating point fused multipy-add operation", None)
            .description("`a * b + c` rounded once (the `llvm.fma` intrinsic).")
            .example("%d = math.fma %a, %b, %c : vector<4xf32>"),
        fpowi("floating point raised to the signed integer power")
            .description("A floating point base raised to a signless integer power (read as signed) of the same shape.")
            .example("%a = math.fpowi %b, %c : f64, i32"),
        clampf("floating point clamping operation")
            .description("Clamps the operand to `[min, max]`: `min(max(operand, min), max)`.")
            .example("%a = math.clampf %x to [%lo, %hi] : f32"),
        sincos("sine and cosine of the specified value")
            .description("Computes the sine and the cosine of the operand at once; both results have the operand's type.")
            .example("%sin, %cos = math.sincos %x : f32"),
    ]);
    let ints: [Row<xla_ir::registry::FoldFn>; 4] = [
        row!(
            "absi",
            "integer absolute-value operation",
            "i32",
            fold::int_unary::<{ f::ABSI }>
        ),
        row!(
            "ctlz",
            "counts the leading zeros an integer value",
            "i32",
            fold::int_unary::<{ f::CTLZ }>
        ),
        row!(
            "cttz",
            "counts the trailing zeros an integer value",
            "i32",
            fold::int_unary::<{ f::CTTZ }>
        ),
        row!(
            "ctpop",
            "counts the number of set bits of an integer value",
            "i32",
            fold::int_unary::<{ f::CTPOP }>
        ),
    ];
    for (name, summary, example, folder) in ints {
        out.push(
            int_unary(name, summary, Some(folder))
                .description("Operates on a signless integer (scalar, vector or tensor); the result has the operand's type.")
                .example(example),
        );
    }
    out.push(
        same_type::<INT, { flags::NONE }, 2>("ipowi", "signed integer raised to the power of operation", Some(fold::ipowi))
            .description("`lhs` raised to the power `rhs`, both signed integers of one type; the product wraps around.")
            .example("%a = math.ipowi %b, %c : i32"),
    );
    let classes: [Row<xla_ir::registry::FoldFn>; 4] = [
        row!(
            "isfinite",
            "returns true if the operand classifies as finite",
            "tensor<4xf32>",
            fold::classify::<{ f::ISFINITE }>
        ),
        row!(
            "isinf",
            "returns true if the operand classifies as infinite",
            "tensor<4xf32>",
            fold::classify::<{ f::ISINF }>
        ),
        row!(
            "isnan",
            "returns true if the operand classifies as NaN",
            "tensor<4xf32>",
            fold::classify::<{ f::ISNAN }>
        ),
        row!(
            "isnormal",
            "returns true if the operand classifies as normal",
            "tensor<4xf32>",
            fold::classify::<{ f::ISNORMAL }>
        ),
    ];
    for (name, summary, example, folder) in classes {
        out.push(
            classify(name, summary, folder)
                .description("Classifies a floating point value; the result is `i1`, or `i1` elements of the operand's shape.")
                .example(example),
        );
    }
    out
}
