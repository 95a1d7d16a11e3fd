//! `hlo.reshape %x : (tensor<2x3xf32>) -> tensor<6xf32>` (XLA's Reshape in row-major order)
//! and `hlo.dynamic_reshape %x, %shape : (tensor<?xf32>, tensor<2xi64>) -> tensor<?x4xf32>`,
//! its form with the result shape given at run time.

use crate::const_operand::constant_ints;
use crate::dims::num_elements;
use crate::syntax::{parse_functional_type_op, print_functional_type_op};
use crate::table::OpRow;
use crate::types::{class, in_class};
use crate::verify_util::{
    check_dimension_tensor, check_operand_and_result_element_type, check_operands, check_results,
    check_shape_operand, check_tensor_of, shape_of, tensor_summary, type_constraint_error,
    verify_compatible_element_types,
};
use xla_ir::{Context, Diag, OpRef, Type, TypeData, DYNAMIC};

xla_ir::declare_ops! {
    /// The ops of this group, declared.
    all: DECLS;

    /// `hlo.reshape`: Reshape operation.
    pub struct ReshapeOp = "hlo.reshape" {
        summary: "Reshape operation",
        operands: [operand: Single],
        results: [result: Single],
        traits: [PURE],
    }
    /// `hlo.dynamic_reshape`: DynamicReshape operation.
    pub struct DynamicReshapeOp = "hlo.dynamic_reshape" {
        summary: "DynamicReshape operation",
        operands: [operand: Single, output_shape: Single],
        results: [result: Single],
        traits: [PURE],
    }
}

pub const OPS: &[OpRow] = &[
    OpRow {
    decl: ReshapeOp::INFO,
        description: "Reinterprets the operand's elements, in row-major order, as a tensor of the statically \
                      shaped result type (XLA's Reshape with the default dimension order). Operand and \
                      result have the same number of elements.",
        example: "%r = hlo.reshape %x : (tensor<2x3xf32>) -> tensor<6xf32>",
        verify: Some(verify_reshape_invariants),
        verify_after_traits: Some(verify_reshape),
        syntax: Some((parse_functional_type_op::<1>, print_functional_type_op)),
        ..OpRow::EMPTY
    },
    OpRow {
    decl: DynamicReshapeOp::INFO,
        description: "Reshape whose result shape is the run-time value of the 1-D `output_shape` operand \
                      (StableHLO's dynamic_reshape); the result type's rank is the number of elements \
                      of `output_shape`.",
        example: "%r = hlo.dynamic_reshape %x, %shape : (tensor<?xf32>, tensor<2xi64>) -> tensor<?x4xf32>",
        verify: Some(verify_dynamic_reshape_invariants),
        verify_after_traits: Some(verify_dynamic_reshape),
        syntax: Some((parse_functional_type_op::<2>, print_functional_type_op)),
        ..OpRow::EMPTY
    },
];

fn verify_reshape_invariants(op: OpRef<'_>) -> Result<(), Diag> {
    check_operands(op, class::ANY_OR_ANY_QUANT)?;
    let result = op.result_type(0);
    if is_static_or_single_bounded(op.ctx, result) {
        return Ok(());
    }
    let summary = tensor_summary(class::ANY_OR_ANY_QUANT).replacen(
        "ranked tensor",
        "statically shaped or single bounded dimension tensor",
        1,
    );
    Err(type_constraint_error(op, "result", 0, &summary, result))
}

/// A static shape, or one `?` dimension in a tensor carrying an encoding (StableHLO's bounds).
fn is_static_or_single_bounded(ctx: &Context, t: Type) -> bool {
    let TypeData::Tensor {
        shape,
        elem,
        encoding,
    } = ctx.type_data(t)
    else {
        return false;
    };
    let dynamic = shape.iter().filter(|&&d| d == DYNAMIC).count();
    in_class(ctx, *elem, class::ANY_OR_ANY_QUANT)
        && (dynamic == 0 || (dynamic == 1 && encoding.is_some()))
}

/// `HLO_CompatibleOperandsAndResultElementType`, then StableHLO's `verifyReshapeOp`.
fn verify_reshape(op: OpRef<'_>) -> Result<(), Diag> {
    verify_compatible_element_types(op)?;
    check_element_counts(op)
}

/// Reshape C2 (when both shapes are static).
fn check_element_counts(op: OpRef<'_>) -> Result<(), Diag> {
    let operand = num_elements(shape_of(op.ctx, op.operand_type(0)));
    let result = num_elements(shape_of(op.ctx, op.result_type(0)));
    match (operand, result) {
        (Some(o), Some(r)) if o != r => Err(op.plain_error(format!(
            "number of output elements ({r}) doesn't match expected number of elements ({o})"
        ))),
        _ => Ok(()),
    }
}

fn verify_dynamic_reshape_invariants(op: OpRef<'_>) -> Result<(), Diag> {
    check_tensor_of(op, "operand", 0, op.operand_type(0), class::ANY)?;
    check_dimension_tensor(op, 1, true)?;
    check_results(op, class::ANY)
}

/// StableHLO's `verifyDynamicReshapeOp`.
fn verify_dynamic_reshape(op: OpRef<'_>) -> Result<(), Diag> {
    let ctx = op.ctx;
    let (operand, result) = (op.operand_type(0), op.result_type(0));
    check_operand_and_result_element_type(op)?;
    check_element_counts(op)?;
    check_shape_operand(op, 1)?;
    let result_rank = shape_of(ctx, result).len() as i64;
    if shape_of(ctx, op.operand_type(1)).first() != Some(&result_rank) {
        return Err(op.plain_error(
            "result should have a rank equal to the number of elements in output_shape",
        ));
    }
    let operand_count = num_elements(shape_of(ctx, operand));
    if let (Some(count), Some(shape)) = (operand_count, constant_ints(op, 1)) {
        let shape_count = shape.iter().fold(1i64, |acc, &d| acc.wrapping_mul(d));
        if count != shape_count {
            return Err(op.plain_error(format!(
                "output_shape is incompatible with input type of operation: input has {count} elements, but output_shape has {shape_count}"
            )));
        }
    }
    Ok(())
}
