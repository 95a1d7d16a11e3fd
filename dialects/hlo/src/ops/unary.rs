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
use xla_ir::{Diag, OpRef};

/// The template: one operand, compatible operand and result types, `%r = hlo.op %x : T`.
const UNARY: OpRow = OpRow {
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

xla_ir::declare_ops! {
    /// The ops of this group, declared.
    all: DECLS;

    /// `hlo.abs`: Abs operation.
    pub struct AbsOp = "hlo.abs" {
        summary: "Abs operation",
        operands: [operand: Single],
        results: [result: Single],
        traits: [PURE, ELEMENTWISE, SAME_OPERANDS_AND_RESULT_SHAPE],
    }
    /// `hlo.cbrt`: Cbrt operation.
    pub struct CbrtOp = "hlo.cbrt" {
        summary: "Cbrt operation",
        operands: [operand: Single],
        results: [result: Single],
        attributes: [result_accuracy = "result_accuracy": optional Any],
        traits: [PURE, ELEMENTWISE, SAME_OPERANDS_AND_RESULT_SHAPE],
    }
    /// `hlo.ceil`: Ceil operation.
    pub struct CeilOp = "hlo.ceil" {
        summary: "Ceil operation",
        operands: [operand: Single],
        results: [result: Single],
        traits: [PURE, ELEMENTWISE, SAME_OPERANDS_AND_RESULT_SHAPE],
    }
    /// `hlo.count_leading_zeros`: Clz operation.
    pub struct CountLeadingZerosOp = "hlo.count_leading_zeros" {
        summary: "Clz operation",
        operands: [operand: Single],
        results: [result: Single],
        traits: [PURE, ELEMENTWISE, SAME_OPERANDS_AND_RESULT_SHAPE],
    }
    /// `hlo.cosine`: Cosine operation.
    pub struct CosineOp = "hlo.cosine" {
        summary: "Cosine operation",
        operands: [operand: Single],
        results: [result: Single],
        attributes: [result_accuracy = "result_accuracy": optional Any],
        traits: [PURE, ELEMENTWISE, SAME_OPERANDS_AND_RESULT_SHAPE],
    }
    /// `hlo.erf`: Erf operation.
    pub struct ErfOp = "hlo.erf" {
        summary: "Erf operation",
        operands: [operand: Single],
        results: [result: Single],
        traits: [PURE, ELEMENTWISE, SAME_OPERANDS_AND_RESULT_SHAPE],
    }
    /// `hlo.exponential`: Exp operation.
    pub struct ExponentialOp = "hlo.exponential" {
        summary: "Exp operation",
        operands: [operand: Single],
        results: [result: Single],
        attributes: [result_accuracy = "result_accuracy": optional Any],
        traits: [PURE, ELEMENTWISE, SAME_OPERANDS_AND_RESULT_SHAPE],
    }
    /// `hlo.exponential_minus_one`: Expm1 operation.
    pub struct ExponentialMinusOneOp = "hlo.exponential_minus_one" {
        summary: "Expm1 operation",
        operands: [operand: Single],
        results: [result: Single],
        attributes: [result_accuracy = "result_accuracy": optional Any],
        traits: [PURE, ELEMENTWISE, SAME_OPERANDS_AND_RESULT_SHAPE],
    }
    /// `hlo.floor`: Floor operation.
    pub struct FloorOp = "hlo.floor" {
        summary: "Floor operation",
        operands: [operand: Single],
        results: [result: Single],
        traits: [PURE, ELEMENTWISE, SAME_OPERANDS_AND_RESULT_SHAPE],
    }
    /// `hlo.imag`: Imag operation.
    pub struct ImagOp = "hlo.imag" {
        summary: "Imag operation",
        operands: [operand: Single],
        results: [result: Single],
        traits: [PURE, ELEMENTWISE, SAME_OPERANDS_AND_RESULT_SHAPE],
    }
    /// `hlo.is_finite`: IsFinite operation.
    pub struct IsFiniteOp = "hlo.is_finite" {
        summary: "IsFinite operation",
        operands: [operand: Single],
        results: [result: Single],
        traits: [PURE, ELEMENTWISE, SAME_OPERANDS_AND_RESULT_SHAPE],
    }
    /// `hlo.log`: Log operation.
    pub struct LogOp = "hlo.log" {
        summary: "Log operation",
        operands: [operand: Single],
        results: [result: Single],
        attributes: [result_accuracy = "result_accuracy": optional Any],
        traits: [PURE, ELEMENTWISE, SAME_OPERANDS_AND_RESULT_SHAPE],
    }
    /// `hlo.log_plus_one`: Log1p operation.
    pub struct LogPlusOneOp = "hlo.log_plus_one" {
        summary: "Log1p operation",
        operands: [operand: Single],
        results: [result: Single],
        attributes: [result_accuracy = "result_accuracy": optional Any],
        traits: [PURE, ELEMENTWISE, SAME_OPERANDS_AND_RESULT_SHAPE],
    }
    /// `hlo.logistic`: Logistic operation.
    pub struct LogisticOp = "hlo.logistic" {
        summary: "Logistic operation",
        operands: [operand: Single],
        results: [result: Single],
        attributes: [result_accuracy = "result_accuracy": optional Any],
        traits: [PURE, ELEMENTWISE, SAME_OPERANDS_AND_RESULT_SHAPE],
    }
    /// `hlo.negate`: Neg operation.
    pub struct NegateOp = "hlo.negate" {
        summary: "Neg operation",
        operands: [operand: Single],
        results: [result: Single],
        traits: [PURE, ELEMENTWISE, SAME_OPERANDS_AND_RESULT_SHAPE],
    }
    /// `hlo.not`: Not operation.
    pub struct NotOp = "hlo.not" {
        summary: "Not operation",
        operands: [operand: Single],
        results: [result: Single],
        traits: [PURE, ELEMENTWISE, SAME_OPERANDS_AND_RESULT_SHAPE],
    }
    /// `hlo.popcnt`: PopulationCount operation.
    pub struct PopcntOp = "hlo.popcnt" {
        summary: "PopulationCount operation",
        operands: [operand: Single],
        results: [result: Single],
        traits: [PURE, ELEMENTWISE, SAME_OPERANDS_AND_RESULT_SHAPE],
    }
    /// `hlo.real`: Real operation.
    pub struct RealOp = "hlo.real" {
        summary: "Real operation",
        operands: [operand: Single],
        results: [result: Single],
        traits: [PURE, ELEMENTWISE, SAME_OPERANDS_AND_RESULT_SHAPE],
    }
    /// `hlo.round_nearest_afz`: Round operation.
    pub struct RoundNearestAfzOp = "hlo.round_nearest_afz" {
        summary: "Round operation",
        operands: [operand: Single],
        results: [result: Single],
        traits: [PURE, ELEMENTWISE, SAME_OPERANDS_AND_RESULT_SHAPE],
    }
    /// `hlo.round_nearest_even`: RoundNearestEven operation.
    pub struct RoundNearestEvenOp = "hlo.round_nearest_even" {
        summary: "RoundNearestEven operation",
        operands: [operand: Single],
        results: [result: Single],
        traits: [PURE, ELEMENTWISE, SAME_OPERANDS_AND_RESULT_SHAPE],
    }
    /// `hlo.rsqrt`: Rsqrt operation.
    pub struct RsqrtOp = "hlo.rsqrt" {
        summary: "Rsqrt operation",
        operands: [operand: Single],
        results: [result: Single],
        attributes: [result_accuracy = "result_accuracy": optional Any],
        traits: [PURE, ELEMENTWISE, SAME_OPERANDS_AND_RESULT_SHAPE],
    }
    /// `hlo.sign`: Sign operation.
    pub struct SignOp = "hlo.sign" {
        summary: "Sign operation",
        operands: [operand: Single],
        results: [result: Single],
        traits: [PURE, ELEMENTWISE, SAME_OPERANDS_AND_RESULT_SHAPE],
    }
    /// `hlo.sine`: Sine operation.
    pub struct SineOp = "hlo.sine" {
        summary: "Sine operation",
        operands: [operand: Single],
        results: [result: Single],
        attributes: [result_accuracy = "result_accuracy": optional Any],
        traits: [PURE, ELEMENTWISE, SAME_OPERANDS_AND_RESULT_SHAPE],
    }
    /// `hlo.sqrt`: Sqrt operation.
    pub struct SqrtOp = "hlo.sqrt" {
        summary: "Sqrt operation",
        operands: [operand: Single],
        results: [result: Single],
        attributes: [result_accuracy = "result_accuracy": optional Any],
        traits: [PURE, ELEMENTWISE, SAME_OPERANDS_AND_RESULT_SHAPE],
    }
    /// `hlo.tan`: Tan operation.
    pub struct TanOp = "hlo.tan" {
        summary: "Tan operation",
        operands: [operand: Single],
        results: [result: Single],
        attributes: [result_accuracy = "result_accuracy": optional Any],
        traits: [PURE, ELEMENTWISE, SAME_OPERANDS_AND_RESULT_SHAPE],
    }
    /// `hlo.tanh`: Tanh operation.
    pub struct TanhOp = "hlo.tanh" {
        summary: "Tanh operation",
        operands: [operand: Single],
        results: [result: Single],
        attributes: [result_accuracy = "result_accuracy": optional Any],
        traits: [PURE, ELEMENTWISE, SAME_OPERANDS_AND_RESULT_SHAPE],
    }
}

pub const OPS: &[OpRow] = &[
    OpRow {
        decl: AbsOp::INFO,
        description:
            "Element-wise absolute value; complex operands give their magnitude as a real tensor.",
        example: "%r = hlo.abs %x : tensor<3xi32>",
        verify: Some(verify_unary::<{ class::SINT_FLOAT_COMPLEX }, { class::SINT | class::FLOAT }>),
        verify_after_traits: Some(verify_real_result),
        ..UNARY
    },
    OpRow {
        decl: CbrtOp::INFO,
        description: "Element-wise cubic root.",
        example: "%r = hlo.cbrt %x : tensor<4xf64>",
        ..TRANSCENDENTAL
    },
    OpRow {
        decl: CeilOp::INFO,
        description: "Element-wise ceiling (round toward positive infinity).",
        example: "%r = hlo.ceil %x : tensor<5xf32>",
        verify: Some(verify_unary::<FP, FP>),
        ..UNARY
    },
    OpRow {
        decl: CountLeadingZerosOp::INFO,
        description: "Element-wise count of leading zero bits.",
        example: "%r = hlo.count_leading_zeros %x : tensor<2x2xi64>",
        verify: Some(verify_unary::<{ class::INT }, { class::INT }>),
        ..UNARY
    },
    OpRow {
        decl: CosineOp::INFO,
        description: "Element-wise cosine.",
        example: "%r = hlo.cosine %x : tensor<2xf32>",
        ..TRANSCENDENTAL
    },
    OpRow {
        decl: ErfOp::INFO,
        description: "Element-wise error function (XLA's Erf; `chlo.erf` in StableHLO).",
        example: "%r = hlo.erf %x : tensor<4xf32>",
        verify: Some(verify_unary::<FP, FP>),
        ..UNARY
    },
    OpRow {
        decl: ExponentialOp::INFO,
        description: "Element-wise natural exponential.",
        example: "%r = hlo.exponential %x : tensor<2x2xf64>",
        ..TRANSCENDENTAL
    },
    OpRow {
        decl: ExponentialMinusOneOp::INFO,
        description: "Element-wise `e^x - 1`, accurate near zero.",
        example: "%r = hlo.exponential_minus_one %x : tensor<2xf64>",
        ..TRANSCENDENTAL
    },
    OpRow {
        decl: FloorOp::INFO,
        description: "Element-wise floor (round toward negative infinity).",
        example: "%r = hlo.floor %x : tensor<2xf32>",
        verify: Some(verify_unary::<FP, FP>),
        ..UNARY
    },
    OpRow {
        decl: ImagOp::INFO,
        description: "Element-wise imaginary part; zero for real operands.",
        example: "%r = hlo.imag %x : (tensor<2xcomplex<f32>>) -> tensor<2xf32>",
        verify: Some(verify_unary::<FP_C, FP>),
        verify_after_traits: Some(verify_real_result),
        ..UNARY
    },
    OpRow {
        decl: IsFiniteOp::INFO,
        description: "Element-wise test that a value is neither +Inf, -Inf nor NaN.",
        example: "%r = hlo.is_finite %x : (tensor<7xf64>) -> tensor<7xi1>",
        verify: Some(verify_unary::<FP, { class::PRED }>),
        verify_after_traits: Some(verify_pred_result),
        syntax: Some((parse_functional_type_op::<1>, print_functional_type_op)),
        ..UNARY
    },
    OpRow {
        decl: LogOp::INFO,
        description: "Element-wise natural logarithm.",
        example: "%r = hlo.log %x : tensor<2x2xf64>",
        ..TRANSCENDENTAL
    },
    OpRow {
        decl: LogPlusOneOp::INFO,
        description: "Element-wise `log(1 + x)`, accurate near zero.",
        example: "%r = hlo.log_plus_one %x : tensor<5xf64>",
        ..TRANSCENDENTAL
    },
    OpRow {
        decl: LogisticOp::INFO,
        description: "Element-wise logistic function `1 / (1 + e^-x)`.",
        example: "%r = hlo.logistic %x : tensor<2x2xf64>",
        ..TRANSCENDENTAL
    },
    OpRow {
        decl: NegateOp::INFO,
        description: "Element-wise negation (wrapping for integers).",
        example: "%r = hlo.negate %x : tensor<2x3xi32>",
        verify: Some(verify_unary::<{ class::NUMERIC }, { class::NUMERIC }>),
        ..UNARY
    },
    OpRow {
        decl: NotOp::INFO,
        description: "Element-wise NOT: logical for booleans, bitwise for integers.",
        example: "%r = hlo.not %x : tensor<5x3x1xi1>",
        verify: Some(verify_unary::<{ class::INT_OR_PRED }, { class::INT_OR_PRED }>),
        ..UNARY
    },
    OpRow {
        decl: PopcntOp::INFO,
        description: "Element-wise count of set bits.",
        example: "%r = hlo.popcnt %x : tensor<4xi64>",
        verify: Some(verify_unary::<{ class::INT }, { class::INT }>),
        ..UNARY
    },
    OpRow {
        decl: RealOp::INFO,
        description: "Element-wise real part; the identity for real operands.",
        example: "%r = hlo.real %x : (tensor<2xcomplex<f32>>) -> tensor<2xf32>",
        verify: Some(verify_unary::<FP_C, FP>),
        verify_after_traits: Some(verify_real_result),
        ..UNARY
    },
    OpRow {
        decl: RoundNearestAfzOp::INFO,
        description: "Element-wise rounding to the nearest integer, ties away from zero.",
        example: "%r = hlo.round_nearest_afz %x : tensor<5xf64>",
        verify: Some(verify_unary::<FP, FP>),
        ..UNARY
    },
    OpRow {
        decl: RoundNearestEvenOp::INFO,
        description: "Element-wise rounding to the nearest integer, ties to even.",
        example: "%r = hlo.round_nearest_even %x : tensor<5xf64>",
        verify: Some(verify_unary::<FP, FP>),
        ..UNARY
    },
    OpRow {
        decl: RsqrtOp::INFO,
        description: "Element-wise reciprocal square root.",
        example: "%r = hlo.rsqrt %x : tensor<2x2xf32>",
        ..TRANSCENDENTAL
    },
    OpRow {
        decl: SignOp::INFO,
        description: "Element-wise sign: -1, 0 or 1 (NaN for NaN; `x / |x|` for complex).",
        example: "%r = hlo.sign %x : tensor<5xf64>",
        verify: Some(verify_unary::<{ class::SINT_FLOAT_COMPLEX }, { class::SINT_FLOAT_COMPLEX }>),
        ..UNARY
    },
    OpRow {
        decl: SineOp::INFO,
        description: "Element-wise sine.",
        example: "%r = hlo.sine %x : tensor<2xf32>",
        ..TRANSCENDENTAL
    },
    OpRow {
        decl: SqrtOp::INFO,
        description: "Element-wise square root.",
        example: "%r = hlo.sqrt %x : tensor<2x2xf32>",
        ..TRANSCENDENTAL
    },
    OpRow {
        decl: TanOp::INFO,
        description: "Element-wise tangent.",
        example: "%r = hlo.tan %x : tensor<2xf32>",
        ..TRANSCENDENTAL
    },
    OpRow {
        decl: TanhOp::INFO,
        description: "Element-wise hyperbolic tangent.",
        example: "%r = hlo.tanh %x : tensor<2xf32>",
        ..TRANSCENDENTAL
    },
];
