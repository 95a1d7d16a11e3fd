//! Element-wise unary ops (XLA's "Element-wise unary functions"): one table row each.
//!
//! All are `Elementwise` and `SameOperandsAndResultShape`; most also have compatible
//! operand and result types. `abs`, `real` and `imag` map complex to its real type,
//! `is_finite` yields booleans (`: (tensor<7xf64>) -> tensor<7xi1>`).

use crate::attrs::result_accuracy::ResultAccuracy;
use crate::syntax::{
    parse_functional_type_op, parse_same_type_op, print_functional_type_op,
    print_operands_and_attrs, print_same_or_functional_type, print_same_type_op,
};
use crate::table::OpRow;
use crate::types::class;
use crate::verify_util::{
    check_inferred, check_tensor_of, verify_compatible_operands_and_result_type,
};
use xla_ir::asm::OpAsmPrinter;
use xla_ir::{Arity, Diag, OpRef, Traits};

const UNARY_TRAITS: Traits =
    Traits(Traits::PURE.0 | Traits::ELEMENTWISE.0 | Traits::SAME_OPERANDS_AND_RESULT_SHAPE.0);

/// The template: one operand, compatible operand and result types, `%r = hlo.op %x : T`.
const UNARY: OpRow = OpRow {
    traits: UNARY_TRAITS,
    operands: Arity::Exactly(1),
    verify_after_traits: Some(verify_compatible_operands_and_result_type),
    syntax: Some((parse_same_type_op::<1>, print_same_type_op)),
    ..OpRow::EMPTY
};

/// `operand` of `OPERAND` classes, `result` of `RESULT` classes; then `Elementwise`, which
/// StableHLO lists before `SameOperandsAndResultShape` (so its message wins).
pub fn verify_unary<const OPERAND: u8, const RESULT: u8>(op: OpRef<'_>) -> Result<(), Diag> {
    check_tensor_of(op, "operand", 0, op.operand_type(0), OPERAND)?;
    check_tensor_of(op, "result", 0, op.result_type(0), RESULT)?;
    xla_ir::verify::traits::verify_elementwise(op)
}

/// The property of the transcendental ops (StableHLO's `result_accuracy`).
pub const RESULT_ACCURACY: &str = "result_accuracy";

/// Transcendental ops: an optional `result_accuracy`, then the unary checks.
pub fn verify_transcendental<const OPERAND: u8, const RESULT: u8>(
    op: OpRef<'_>,
) -> Result<(), Diag> {
    if let Some(a) = op.attr(RESULT_ACCURACY) {
        let Some(accuracy) = ResultAccuracy::of(op.ctx, a) else {
            return Err(op.error(format!(
                "attribute '{RESULT_ACCURACY}' failed to satisfy constraint: Requested accuracy for unary ops."
            )));
        };
        accuracy.check().map_err(|m| op.error(m))?;
    }
    verify_unary::<OPERAND, RESULT>(op)
}

/// The unary form, eliding `result_accuracy` when it is the default.
fn print_transcendental(p: &mut dyn OpAsmPrinter, op: OpRef<'_>) {
    let default = op
        .attr(RESULT_ACCURACY)
        .and_then(|a| ResultAccuracy::of(op.ctx, a))
        .is_some_and(|v| v == ResultAccuracy::default());
    let elided: &[&str] = if default { &[RESULT_ACCURACY] } else { &[] };
    print_operands_and_attrs(p, op, elided);
    print_same_or_functional_type(p, op);
}

/// The template of the transcendental ops.
const TRANSCENDENTAL: OpRow = OpRow {
    inherent: &[RESULT_ACCURACY],
    verify: Some(verify_transcendental::<FP_C, FP_C>),
    syntax: Some((parse_same_type_op::<1>, print_transcendental)),
    ..UNARY
};

/// The result is the operand's type with complex elements replaced by their real type.
fn verify_real_result(op: OpRef<'_>) -> Result<(), Diag> {
    let operand = op.operand_type(0);
    let inferred = super::binary::real_type(op.ctx, operand).unwrap_or(operand);
    check_inferred(op, inferred, op.result_type(0))
}

/// The result is the operand's shape with `i1` elements.
fn verify_pred_result(op: OpRef<'_>) -> Result<(), Diag> {
    let inferred = op.ctx.with_element_type(op.operand_type(0), op.ctx.i1());
    check_inferred(op, inferred, op.result_type(0))
}

const FP: u8 = class::FLOAT;
const FP_C: u8 = class::FLOAT_OR_COMPLEX;

pub const OPS: &[OpRow] = &[
    OpRow {
        mnemonic: "abs",
        summary: "Abs operation",
        description:
            "Element-wise absolute value; complex operands give their magnitude as a real tensor.",
        example: "%r = hlo.abs %x : tensor<3xi32>",
        verify: Some(verify_unary::<{ class::SINT_FLOAT_COMPLEX }, { class::SINT | class::FLOAT }>),
        verify_after_traits: Some(verify_real_result),
        ..UNARY
    },
    OpRow {
        mnemonic: "cbrt",
        summary: "Cbrt operation",
        description: "Element-wise cubic root.",
        example: "%r = hlo.cbrt %x : tensor<4xf64>",
        ..TRANSCENDENTAL
    },
    OpRow {
        mnemonic: "ceil",
        summary: "Ceil operation",
        description: "Element-wise ceiling (round toward positive infinity).",
        example: "%r = hlo.ceil %x : tensor<5xf32>",
        verify: Some(verify_unary::<FP, FP>),
        ..UNARY
    },
    OpRow {
        mnemonic: "count_leading_zeros",
        summary: "Clz operation",
        description: "Element-wise count of leading zero bits.",
        example: "%r = hlo.count_leading_zeros %x : tensor<2x2xi64>",
        verify: Some(verify_unary::<{ class::INT }, { class::INT }>),
        ..UNARY
    },
    OpRow {
        mnemonic: "cosine",
        summary: "Cosine operation",
        description: "Element-wise cosine.",
        example: "%r = hlo.cosine %x : tensor<2xf32>",
        ..TRANSCENDENTAL
    },
    OpRow {
        mnemonic: "erf",
        summary: "Erf operation",
        description: "Element-wise error function (XLA's Erf; `chlo.erf` in StableHLO).",
        example: "%r = hlo.erf %x : tensor<4xf32>",
        verify: Some(verify_unary::<FP, FP>),
        ..UNARY
    },
    OpRow {
        mnemonic: "exponential",
        summary: "Exp operation",
        description: "Element-wise natural exponential.",
        example: "%r = hlo.exponential %x : tensor<2x2xf64>",
        ..TRANSCENDENTAL
    },
    OpRow {
        mnemonic: "exponential_minus_one",
        summary: "Expm1 operation",
        description: "Element-wise `e^x - 1`, accurate near zero.",
        example: "%r = hlo.exponential_minus_one %x : tensor<2xf64>",
        ..TRANSCENDENTAL
    },
    OpRow {
        mnemonic: "floor",
        summary: "Floor operation",
        description: "Element-wise floor (round toward negative infinity).",
        example: "%r = hlo.floor %x : tensor<2xf32>",
        verify: Some(verify_unary::<FP, FP>),
        ..UNARY
    },
    OpRow {
        mnemonic: "imag",
        summary: "Imag operation",
        description: "Element-wise imaginary part; zero for real operands.",
        example: "%r = hlo.imag %x : (tensor<2xcomplex<f32>>) -> tensor<2xf32>",
        verify: Some(verify_unary::<FP_C, FP>),
        verify_after_traits: Some(verify_real_result),
        ..UNARY
    },
    OpRow {
        mnemonic: "is_finite",
        summary: "IsFinite operation",
        description: "Element-wise test that a value is neither +Inf, -Inf nor NaN.",
        example: "%r = hlo.is_finite %x : (tensor<7xf64>) -> tensor<7xi1>",
        verify: Some(verify_unary::<FP, { class::PRED }>),
        verify_after_traits: Some(verify_pred_result),
        syntax: Some((parse_functional_type_op::<1>, print_functional_type_op)),
        ..UNARY
    },
    OpRow {
        mnemonic: "log",
        summary: "Log operation",
        description: "Element-wise natural logarithm.",
        example: "%r = hlo.log %x : tensor<2x2xf64>",
        ..TRANSCENDENTAL
    },
    OpRow {
        mnemonic: "log_plus_one",
        summary: "Log1p operation",
        description: "Element-wise `log(1 + x)`, accurate near zero.",
        example: "%r = hlo.log_plus_one %x : tensor<5xf64>",
        ..TRANSCENDENTAL
    },
    OpRow {
        mnemonic: "logistic",
        summary: "Logistic operation",
        description: "Element-wise logistic function `1 / (1 + e^-x)`.",
        example: "%r = hlo.logistic %x : tensor<2x2xf64>",
        ..TRANSCENDENTAL
    },
    OpRow {
        mnemonic: "negate",
        summary: "Neg operation",
        description: "Element-wise negation (wrapping for integers).",
        example: "%r = hlo.negate %x : tensor<2x3xi32>",
        verify: Some(verify_unary::<{ class::NUMERIC }, { class::NUMERIC }>),
        ..UNARY
    },
    OpRow {
        mnemonic: "not",
        summary: "Not operation",
        description: "Element-wise NOT: logical for booleans, bitwise for integers.",
        example: "%r = hlo.not %x : tensor<5x3x1xi1>",
        verify: Some(verify_unary::<{ class::INT_OR_PRED }, { class::INT_OR_PRED }>),
        ..UNARY
    },
    OpRow {
        mnemonic: "popcnt",
        summary: "PopulationCount operation",
        description: "Element-wise count of set bits.",
        example: "%r = hlo.popcnt %x : tensor<4xi64>",
        verify: Some(verify_unary::<{ class::INT }, { class::INT }>),
        ..UNARY
    },
    OpRow {
        mnemonic: "real",
        summary: "Real operation",
        description: "Element-wise real part; the identity for real operands.",
        example: "%r = hlo.real %x : (tensor<2xcomplex<f32>>) -> tensor<2xf32>",
        verify: Some(verify_unary::<FP_C, FP>),
        verify_after_traits: Some(verify_real_result),
        ..UNARY
    },
    OpRow {
        mnemonic: "round_nearest_afz",
        summary: "Round operation",
        description: "Element-wise rounding to the nearest integer, ties away from zero.",
        example: "%r = hlo.round_nearest_afz %x : tensor<5xf64>",
        verify: Some(verify_unary::<FP, FP>),
        ..UNARY
    },
    OpRow {
        mnemonic: "round_nearest_even",
        summary: "RoundNearestEven operation",
        description: "Element-wise rounding to the nearest integer, ties to even.",
        example: "%r = hlo.round_nearest_even %x : tensor<5xf64>",
        verify: Some(verify_unary::<FP, FP>),
        ..UNARY
    },
    OpRow {
        mnemonic: "rsqrt",
        summary: "Rsqrt operation",
        description: "Element-wise reciprocal square root.",
        example: "%r = hlo.rsqrt %x : tensor<2x2xf32>",
        ..TRANSCENDENTAL
    },
    OpRow {
        mnemonic: "sign",
        summary: "Sign operation",
        description: "Element-wise sign: -1, 0 or 1 (NaN for NaN; `x / |x|` for complex).",
        example: "%r = hlo.sign %x : tensor<5xf64>",
        verify: Some(verify_unary::<{ class::SINT_FLOAT_COMPLEX }, { class::SINT_FLOAT_COMPLEX }>),
        ..UNARY
    },
    OpRow {
        mnemonic: "sine",
        summary: "Sine operation",
        description: "Element-wise sine.",
        example: "%r = hlo.sine %x : tensor<2xf32>",
        ..TRANSCENDENTAL
    },
    OpRow {
        mnemonic: "sqrt",
        summary: "Sqrt operation",
        description: "Element-wise square root.",
        example: "%r = hlo.sqrt %x : tensor<2x2xf32>",
        ..TRANSCENDENTAL
    },
    OpRow {
        mnemonic: "tan",
        summary: "Tan operation",
        description: "Element-wise tangent.",
        example: "%r = hlo.tan %x : tensor<2xf32>",
        ..TRANSCENDENTAL
    },
    OpRow {
        mnemonic: "tanh",
        summary: "Tanh operation",
        description: "Element-wise hyperbolic tangent.",
        example: "%r = hlo.tanh %x : tensor<2xf32>",
        ..TRANSCENDENTAL
    },
];
