//! chlo's element-wise unary ops without an XLA instruction: `%r = chlo.lgamma %x : T -> T`.

use crate::op_def;
use crate::syntax::{parse_unary, print_unary};
use xla_dialect_hlo::types::class;
use xla_dialect_hlo::verify_util::{
    check_inferred, check_tensor_of, verify_compatible_operands_and_result_type,
};
use xla_ir::registry::VerifyFn;
use xla_ir::{Arity, Diag, OpDef, OpRef, Traits};

const FP: u8 = class::FLOAT;
const FP_C: u8 = class::FLOAT_OR_COMPLEX;

/// One unary op: the operand classes pick its ODS-style verifier.
struct Unary {
    mnemonic: &'static str,
    summary: &'static str,
    description: &'static str,
    example: &'static str,
    verify: VerifyFn,
    /// After the core traits: how the result type follows from the operand's.
    verify_result: VerifyFn,
}

const fn same_type(
    mnemonic: &'static str,
    summary: &'static str,
    description: &'static str,
    example: &'static str,
    verify: VerifyFn,
) -> Unary {
    Unary {
        mnemonic,
        summary,
        description,
        example,
        verify,
        verify_result: verify_compatible_operands_and_result_type,
    }
}

const fn predicate(
    mnemonic: &'static str,
    summary: &'static str,
    description: &'static str,
    example: &'static str,
) -> Unary {
    Unary {
        mnemonic,
        summary,
        description,
        example,
        verify: verify_classes::<FP, { class::PRED }>,
        verify_result: verify_pred_result,
    }
}

const OPS: &[Unary] = &[
    same_type(
        "acos",
        "Acos operation",
        "Element-wise arccosine.",
        "%r = chlo.acos %x : tensor<4xf32> -> tensor<4xf32>",
        verify_classes::<FP_C, FP_C>,
    ),
    same_type(
        "acosh",
        "Acosh operation",
        "Element-wise inverse hyperbolic cosine (NaN below 1 for reals).",
        "%r = chlo.acosh %x : tensor<4xf32> -> tensor<4xf32>",
        verify_classes::<FP_C, FP_C>,
    ),
    same_type(
        "asin",
        "Asin operation",
        "Element-wise arcsine.",
        "%r = chlo.asin %x : tensor<4xf32> -> tensor<4xf32>",
        verify_classes::<FP_C, FP_C>,
    ),
    same_type(
        "asinh",
        "Asinh operation",
        "Element-wise inverse hyperbolic sine.",
        "%r = chlo.asinh %x : tensor<4xf32> -> tensor<4xf32>",
        verify_classes::<FP_C, FP_C>,
    ),
    same_type(
        "atan",
        "Atan operation",
        "Element-wise arctangent.",
        "%r = chlo.atan %x : tensor<4xf32> -> tensor<4xf32>",
        verify_classes::<FP_C, FP_C>,
    ),
    same_type(
        "atanh",
        "Atanh operation",
        "Element-wise inverse hyperbolic tangent (NaN outside [-1, 1] for reals).",
        "%r = chlo.atanh %x : tensor<4xf32> -> tensor<4xf32>",
        verify_classes::<FP_C, FP_C>,
    ),
    same_type(
        "bessel_i1e",
        "Bessel function of order 1",
        "Element-wise exponentially scaled modified Bessel function of the first kind of order 1.",
        "%r = chlo.bessel_i1e %x : tensor<4xf32> -> tensor<4xf32>",
        verify_classes::<FP_C, FP_C>,
    ),
    same_type(
        "conj",
        "Conj operation",
        "Element-wise complex conjugate (identity on reals).",
        "%r = chlo.conj %x : tensor<4xcomplex<f32>> -> tensor<4xcomplex<f32>>",
        verify_classes::<FP_C, FP_C>,
    ),
    same_type(
        "cosh",
        "Cosh operation",
        "Element-wise hyperbolic cosine.",
        "%r = chlo.cosh %x : tensor<4xf32> -> tensor<4xf32>",
        verify_classes::<FP_C, FP_C>,
    ),
    same_type(
        "sinh",
        "Sinh operation",
        "Element-wise hyperbolic sine.",
        "%r = chlo.sinh %x : tensor<4xf32> -> tensor<4xf32>",
        verify_classes::<FP_C, FP_C>,
    ),
    same_type(
        "square",
        "Square operation",
        "Element-wise `x * x` (JAX's `lax.square`; integers wrap around).",
        "%r = chlo.square %x : tensor<4xf32> -> tensor<4xf32>",
        verify_classes::<{ class::NUMERIC }, { class::NUMERIC }>,
    ),
    same_type(
        "digamma",
        "Digamma function",
        "Element-wise digamma (the derivative of lgamma).",
        "%r = chlo.digamma %x : tensor<4xf32> -> tensor<4xf32>",
        verify_classes::<FP, FP>,
    ),
    same_type(
        "erf_inv",
        "Inverse Erf",
        "Element-wise inverse of the error function.",
        "%r = chlo.erf_inv %x : tensor<4xf32> -> tensor<4xf32>",
        verify_classes::<FP, FP>,
    ),
    same_type(
        "erfc",
        "Erfc operation",
        "Element-wise complementary error function `1 - erf(x)`.",
        "%r = chlo.erfc %x : tensor<4xf32> -> tensor<4xf32>",
        verify_classes::<FP, FP>,
    ),
    same_type(
        "lgamma",
        "Lgamma function",
        "Element-wise logarithm of the absolute value of the gamma function.",
        "%r = chlo.lgamma %x : tensor<4xf32> -> tensor<4xf32>",
        verify_classes::<FP, FP>,
    ),
    predicate(
        "is_inf",
        "IsInf predicate",
        "Element-wise: whether the value is +inf or -inf.",
        "%r = chlo.is_inf %x : tensor<4xf32> -> tensor<4xi1>",
    ),
    predicate(
        "is_neg_inf",
        "IsNegInf predicate",
        "Element-wise: whether the value is -inf.",
        "%r = chlo.is_neg_inf %x : tensor<4xf32> -> tensor<4xi1>",
    ),
    predicate(
        "is_pos_inf",
        "IsPosInf predicate",
        "Element-wise: whether the value is +inf.",
        "%r = chlo.is_pos_inf %x : tensor<4xf32> -> tensor<4xi1>",
    ),
];

const TRAITS: Traits =
    Traits(Traits::PURE.0 | Traits::ELEMENTWISE.0 | Traits::SAME_OPERANDS_AND_RESULT_SHAPE.0);

pub fn defs() -> Vec<OpDef> {
    OPS.iter()
        .map(|u| {
            op_def(u.mnemonic, u.summary, u.description, u.example)
                .traits(TRAITS)
                .operands(Arity::Exactly(1))
                .results(Arity::Exactly(1))
                .verifier(u.verify)
                .after_traits_verifier(u.verify_result)
                .syntax(parse_unary, print_unary)
        })
        .collect()
}

/// Operand of `OPERAND` classes, result of `RESULT` classes.
fn verify_classes<const OPERAND: u8, const RESULT: u8>(op: OpRef<'_>) -> Result<(), Diag> {
    check_tensor_of(op, "operand", 0, op.operand_type(0), OPERAND)?;
    check_tensor_of(op, "result", 0, op.result_type(0), RESULT)
}

/// The result is the operand's shape with `i1` elements.
fn verify_pred_result(op: OpRef<'_>) -> Result<(), Diag> {
    let inferred = op.ctx.with_element_type(op.operand_type(0), op.ctx.i1());
    check_inferred(op, inferred, op.result_type(0))
}
