//! The check ops, their ODS constraints and verifiers.

use crate::syntax;
use xla_dialect_hlo::display::quoted;
use xla_dialect_hlo::types::class;
use xla_dialect_hlo::verify_util::check_tensor_of;
use xla_ir::ir::NamedAttrs;
use xla_ir::types::Signedness;
use xla_ir::{Arity, AttrData, Context, Diag, OpDef, OpRef, Traits, Type, TypeData};

pub const VALUE: &str = "value";
pub const TOLERANCE: &str = "tolerance";
pub const MAX_ULP: &str = "max_ulp_difference";
pub const MIN_ULP: &str = "min_ulp_difference";
pub const PROBE_ID: &str = "probe_id";
pub const ITERATION: &str = "iteration";

/// The default `tolerance` of the almost-equal checks.
pub const DEFAULT_TOLERANCE: f64 = 1e-4;

fn def(mnemonic: &str, summary: &str, description: &str, example: &'static str) -> OpDef {
    OpDef::new(format!("{}.{mnemonic}", crate::DIALECT))
        .summary(summary)
        .description(description)
        .example(example)
        .traits(Traits::HAS_SIDE_EFFECTS)
        .results(Arity::Exactly(0))
}

pub fn defs() -> Vec<OpDef> {
    vec![
        def(
            "expect_almost_eq_const",
            "Checks the tensor operand is almost equal to some constant",
            "The float or complex tensor `lhs` equals the elements attribute `value` within `tolerance` \
             (default 1e-4).",
            "check.expect_almost_eq_const %x, dense<[0.999999, 2.0]> : tensor<2xf32>",
        )
        .operands(Arity::Exactly(1))
        .inherent(&[VALUE, TOLERANCE])
        .verifier(verify_almost_eq_const)
        .syntax(syntax::parse_const::<true>, syntax::print_const::<true>),
        def(
            "expect_almost_eq",
            "Checks that the tensor operands are almost equal",
            "The float or complex tensors `lhs` and `rhs` are equal within `tolerance` (default 1e-4).",
            "check.expect_almost_eq %a, %b, tolerance = 1.000000e-03 : tensor<2xf32>",
        )
        .traits(Traits(Traits::HAS_SIDE_EFFECTS.0 | Traits::SAME_TYPE_OPERANDS.0))
        .operands(Arity::Exactly(2))
        .inherent(&[TOLERANCE])
        .verifier(verify_almost_eq)
        .syntax(syntax::parse_pair::<true>, syntax::print_pair::<true>),
        def(
            "expect_eq_const",
            "Checks the tensor operand is equal to some constant",
            "The tensor `lhs` is exactly equal to the elements attribute `value`.",
            "check.expect_eq_const %x, dense<[1, 2]> : tensor<2xi32>",
        )
        .operands(Arity::Exactly(1))
        .inherent(&[VALUE])
        .verifier(verify_eq_const)
        .syntax(syntax::parse_const::<false>, syntax::print_const::<false>),
        def(
            "expect_eq",
            "Checks that the tensor operands are equal",
            "The tensors `lhs` and `rhs` are exactly equal.",
            "check.expect_eq %a, %b : tensor<2xi32>",
        )
        .traits(Traits(Traits::HAS_SIDE_EFFECTS.0 | Traits::SAME_TYPE_OPERANDS.0))
        .operands(Arity::Exactly(2))
        .verifier(verify_eq)
        .syntax(syntax::parse_pair::<false>, syntax::print_pair::<false>),
        def(
            "expect_close",
            "Checks that the tensor operand ULP-distance to expected tensor operand is within specified limits",
            "For float or complex tensors `actual` and `expected`: `min_ulp_difference <= \
             ulp_difference(actual, expected) <= max_ulp_difference` element-wise (defaults 0 and 1); \
             non-finite values must be bitwise equal, or both NaN.",
            "check.expect_close %a, %b, max_ulp_difference = 3 : tensor<2xf32>, tensor<2xf32>",
        )
        .operands(Arity::Exactly(2))
        .inherent(&[MAX_ULP, MIN_ULP])
        .default_properties(default_max_ulp)
        .verifier(verify_close)
        .syntax(syntax::parse_close, syntax::print_close),
        def(
            "expect_serialized_eq",
            "Checks value of serialized tensor value",
            "The tensor `expected` equals the value serialized by probe `probe_id` at iteration \
             `iteration` (default 0).",
            "check.expect_serialized_eq %x, probe_id = \"probe0\" : tensor<2xi32>",
        )
        .operands(Arity::Exactly(1))
        .inherent(&[PROBE_ID, ITERATION])
        .verifier(verify_serialized_eq)
        .syntax(syntax::parse_serialized_eq, syntax::print_serialized_eq),
    ]
}

pub fn unsigned(ctx: &Context, width: u32) -> Type {
    ctx.intern_type(TypeData::Integer {
        width,
        signedness: Signedness::Unsigned,
    })
}

/// `max_ulp_difference` is `DefaultValuedAttr<UI64Attr, "1">`: always present.
fn default_max_ulp(ctx: &Context, props: &mut NamedAttrs) {
    if props.get_str(ctx, MAX_ULP).is_none() {
        props.set_str(ctx, MAX_ULP, ctx.integer_attr(unsigned(ctx, 64), 1));
    }
}

const FP_C: u8 = class::FLOAT_OR_COMPLEX;

fn verify_almost_eq_const(op: OpRef<'_>) -> Result<(), Diag> {
    check_tensor_of(op, "operand", 0, op.operand_type(0), FP_C)?;
    check_optional_f64(op, TOLERANCE)?;
    check_value_type(op)
}

fn verify_almost_eq(op: OpRef<'_>) -> Result<(), Diag> {
    check_tensor_of(op, "operand", 0, op.operand_type(0), FP_C)?;
    check_tensor_of(op, "operand", 1, op.operand_type(1), FP_C)?;
    check_optional_f64(op, TOLERANCE)
}

fn verify_eq_const(op: OpRef<'_>) -> Result<(), Diag> {
    check_tensor_of(op, "operand", 0, op.operand_type(0), class::ANY)?;
    check_value_type(op)
}

fn verify_eq(op: OpRef<'_>) -> Result<(), Diag> {
    check_tensor_of(op, "operand", 0, op.operand_type(0), class::ANY)?;
    check_tensor_of(op, "operand", 1, op.operand_type(1), class::ANY)
}

fn verify_close(op: OpRef<'_>) -> Result<(), Diag> {
    check_tensor_of(op, "operand", 0, op.operand_type(0), FP_C)?;
    check_tensor_of(op, "operand", 1, op.operand_type(1), FP_C)?;
    check_unsigned(op, MAX_ULP, 64, true)?;
    check_unsigned(op, MIN_ULP, 64, false)?;
    if op.operand_type(0) != op.operand_type(1) {
        return Err(op.error("failed to verify that all of {actual, expected} have same type"));
    }
    Ok(())
}

fn verify_serialized_eq(op: OpRef<'_>) -> Result<(), Diag> {
    check_tensor_of(op, "operand", 0, op.operand_type(0), class::ANY)?;
    let probe = op.attr(PROBE_ID);
    if probe.is_none() {
        return Err(op.error(format!("requires attribute '{PROBE_ID}'")));
    }
    if probe.and_then(|a| op.ctx.attr_as_str(a)).is_none() {
        return Err(op.error(format!(
            "attribute '{PROBE_ID}' failed to satisfy constraint: string attribute"
        )));
    }
    check_unsigned(op, ITERATION, 32, false)
}

/// `value` is an elements attribute of exactly the operand's type (`AllTypesMatch`).
fn check_value_type(op: OpRef<'_>) -> Result<(), Diag> {
    let Some(value) = op.attr(VALUE) else {
        return Err(op.error(format!("requires attribute '{VALUE}'")));
    };
    let is_elements = matches!(
        op.ctx.attr_data(value),
        AttrData::DenseElements { .. } | AttrData::DenseStrings { .. }
    );
    if !is_elements {
        return Err(op.error(format!(
            "attribute '{VALUE}' failed to satisfy constraint: constant vector/tensor attribute"
        )));
    }
    if op.ctx.attr_type(value) != Some(op.operand_type(0)) {
        let got = op
            .ctx
            .attr_type(value)
            .map(|t| quoted(op.ctx, t))
            .unwrap_or_default();
        return Err(op.error(format!(
            "failed to verify that all of {{lhs, value}} have same type (operand {}, value {got})",
            quoted(op.ctx, op.operand_type(0))
        )));
    }
    Ok(())
}

fn check_optional_f64(op: OpRef<'_>, name: &str) -> Result<(), Diag> {
    let Some(a) = op.attr(name) else {
        return Ok(());
    };
    match op.ctx.attr_data(a) {
        AttrData::Float { ty, .. } if *ty == op.ctx.f64() => Ok(()),
        _ => Err(op.error(format!(
            "attribute '{name}' failed to satisfy constraint: 64-bit float attribute"
        ))),
    }
}

fn check_unsigned(op: OpRef<'_>, name: &str, width: u32, required: bool) -> Result<(), Diag> {
    let Some(a) = op.attr(name) else {
        return if required {
            Err(op.error(format!("requires attribute '{name}'")))
        } else {
            Ok(())
        };
    };
    match op.ctx.attr_data(a) {
        AttrData::Integer { ty, .. } if *ty == unsigned(op.ctx, width) => Ok(()),
        _ => Err(op.error(format!(
            "attribute '{name}' failed to satisfy constraint: {width}-bit unsigned integer attribute"
        ))),
    }
}

// The check ops as typed declarations (names, operands, attributes, traits) that consumers
// use; xla-dialects checks they agree with the definitions above.
xla_ir::declare_ops! {
    /// Every declared check op.
    all: ALL;

    /// `check.expect_almost_eq_const`: Checks the tensor operand is almost equal to some constant.
    pub struct ExpectAlmostEqConstOp = "check.expect_almost_eq_const" {
        summary: "Checks the tensor operand is almost equal to some constant",
        operands: [operand: Single],
        attributes: [value = "value": required Any, tolerance = "tolerance": optional Float],
        traits: [HAS_SIDE_EFFECTS],
    }
    /// `check.expect_almost_eq`: Checks that the tensor operands are almost equal.
    pub struct ExpectAlmostEqOp = "check.expect_almost_eq" {
        summary: "Checks that the tensor operands are almost equal",
        operands: [lhs: Single, rhs: Single],
        attributes: [tolerance = "tolerance": optional Float],
        traits: [SAME_TYPE_OPERANDS, HAS_SIDE_EFFECTS],
    }
    /// `check.expect_eq_const`: Checks the tensor operand is equal to some constant.
    pub struct ExpectEqConstOp = "check.expect_eq_const" {
        summary: "Checks the tensor operand is equal to some constant",
        operands: [operand: Single],
        attributes: [value = "value": required Any],
        traits: [HAS_SIDE_EFFECTS],
    }
    /// `check.expect_eq`: Checks that the tensor operands are equal.
    pub struct ExpectEqOp = "check.expect_eq" {
        summary: "Checks that the tensor operands are equal",
        operands: [lhs: Single, rhs: Single],
        traits: [SAME_TYPE_OPERANDS, HAS_SIDE_EFFECTS],
    }
    /// `check.expect_close`: Checks that the tensor operand ULP-distance to expected tensor operand is within specified limits.
    pub struct ExpectCloseOp = "check.expect_close" {
        summary: "Checks that the tensor operand ULP-distance to expected tensor operand is within specified limits",
        operands: [actual: Single, expected: Single],
        attributes: [max_ulp_difference = "max_ulp_difference": optional Integer, min_ulp_difference = "min_ulp_difference": optional Integer],
        traits: [HAS_SIDE_EFFECTS],
    }
    /// `check.expect_serialized_eq`: Checks value of serialized tensor value.
    pub struct ExpectSerializedEqOp = "check.expect_serialized_eq" {
        summary: "Checks value of serialized tensor value",
        operands: [operand: Single],
        attributes: [probe_id = "probe_id": required String, iteration = "iteration": optional Integer],
        traits: [HAS_SIDE_EFFECTS],
    }
}
