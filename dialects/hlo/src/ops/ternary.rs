//! `hlo.select` and `hlo.clamp`: three-operand element-wise ops whose first (select) or
//! outer (clamp) operands may be scalars.
//!
//! - `%r = hlo.select %pred, %t, %f : tensor<2xi1>, tensor<2xi32>` (or a functional type);
//! - `%r = hlo.clamp %min, %x, %max : (tensor<f32>, tensor<3xf32>, tensor<f32>) -> tensor<3xf32>`.

use crate::display::shape_str;
use crate::syntax::{
    parse_operands, parse_same_type_op, print_operands_and_attrs, print_same_type_op,
};
use crate::table::OpRow;
use crate::types::class;
use crate::verify_util::{
    check_inferred, check_tensor_of, shape_of, shapes_compatible, types_compatible,
};
use xla_ir::asm::{OpAsmParser, OpAsmPrinter, Punct};
use xla_ir::{Diag, OpRef, OperationState};

xla_ir::declare_ops! {
    /// The ops of this group, declared.
    all: DECLS;

    /// `hlo.select`: Select operation.
    pub struct SelectOp = "hlo.select" {
        summary: "Select operation",
        operands: [pred: Single, on_true: Single, on_false: Single],
        results: [result: Single],
        traits: [PURE],
    }
    /// `hlo.clamp`: Clamp operation.
    pub struct ClampOp = "hlo.clamp" {
        summary: "Clamp operation",
        operands: [min: Single, operand: Single, max: Single],
        results: [result: Single],
        traits: [PURE, SAME_OPERANDS_AND_RESULT_ELEMENT_TYPE],
    }
}

pub const OPS: &[OpRow] = &[
    OpRow {
    decl: SelectOp::INFO,
        description: "Element-wise choice: `on_true` where `pred` holds, else `on_false`. `pred` is a \
                      scalar or has the operands' shape.",
        example: "%r = hlo.select %pred, %on_true, %on_false : tensor<2x2xi1>, tensor<2x2xi32>",
        verify: Some(verify_select_types),
        verify_after_traits: Some(verify_select),
        syntax: Some((parse_select, print_select)),
        ..OpRow::EMPTY
    },
    OpRow {
    decl: ClampOp::INFO,
        description: "Element-wise `min(max(operand, min), max)`; `min` and `max` are scalars or have the \
                      operand's shape.",
        example: "%r = hlo.clamp %min, %operand, %max : (tensor<f32>, tensor<3xf32>, tensor<f32>) -> tensor<3xf32>",
        verify: Some(verify_clamp_types),
        verify_after_traits: Some(verify_clamp),
        syntax: Some((parse_same_type_op::<3>, print_same_type_op)),
        ..OpRow::EMPTY
    },
];

fn verify_select_types(op: OpRef<'_>) -> Result<(), Diag> {
    check_tensor_of(op, "operand", 0, op.operand_type(0), class::PRED)?;
    check_tensor_of(op, "operand", 1, op.operand_type(1), class::ANY)?;
    check_tensor_of(op, "operand", 2, op.operand_type(2), class::ANY)?;
    check_tensor_of(op, "result", 0, op.result_type(0), class::ANY)
}

/// StableHLO's select constraints C1 (pred scalar or same shape) and C2 (branch types).
fn verify_select(op: OpRef<'_>) -> Result<(), Diag> {
    let ctx = op.ctx;
    let (on_true, on_false) = (op.operand_type(1), op.operand_type(2));
    let pred = shape_of(ctx, op.operand_type(0));
    if !types_compatible(ctx, on_true, on_false) {
        return Err(op.error("requires compatible types for non-predicate operands"));
    }
    if !pred.is_empty() && !shapes_compatible(pred, shape_of(ctx, on_true)) {
        return Err(op.error("requires the same shape for all operands"));
    }
    check_inferred(op, on_true, op.result_type(0))
}

/// `%p, %t, %f attr-dict : pred_type, result_type` or `: (P, T, F) -> R`.
fn parse_select(p: &mut dyn OpAsmParser, st: &mut OperationState) -> Result<(), Diag> {
    let operands = parse_operands(p, 3)?;
    p.parse_optional_attr_dict(st)?;
    p.parse_punct(Punct::Colon)?;
    let loc = p.current_loc();
    let first = p.parse_type()?;
    let (inputs, result) = if p.parse_optional_punct(Punct::Comma) {
        let ty = p.parse_type()?;
        (vec![first, ty, ty], ty)
    } else {
        match p.ctx().function_signature(first) {
            Some((inputs, [result])) if inputs.len() == 3 => (inputs.to_vec(), *result),
            Some((inputs, _)) if inputs.len() != 3 => {
                return Err(p.error_at(
                    loc,
                    &format!("3 operands present, but expected {}", inputs.len()),
                ))
            }
            Some(_) => return Err(p.error_at(loc, "expected single output")),
            None => return Err(p.error_at(loc, "expected functional type or list of two types")),
        }
    };
    p.resolve_operands(&operands, &inputs, &mut st.operands)?;
    st.result_types.push(result);
    Ok(())
}

fn print_select(p: &mut dyn OpAsmPrinter, op: OpRef<'_>) {
    print_operands_and_attrs(p, op, &[]);
    p.write_str(" : ");
    let types = op.operand_types();
    let results = op.result_types();
    match (types.as_slice(), results.as_slice()) {
        ([pred, on_true, on_false], [result]) if on_true == result && on_false == result => {
            p.print_type(*pred);
            p.write_str(", ");
            p.print_type(*result);
        }
        _ => p.print_function_type(&types, &results),
    }
}

fn verify_clamp_types(op: OpRef<'_>) -> Result<(), Diag> {
    for i in 0..3 {
        check_tensor_of(op, "operand", i, op.operand_type(i), class::ANY_OR_QUANT)?;
    }
    check_tensor_of(op, "result", 0, op.result_type(0), class::ANY_OR_QUANT)
}

/// StableHLO's clamp constraints C1/C2: `min`/`max` scalar or compatible with the operand.
fn verify_clamp(op: OpRef<'_>) -> Result<(), Diag> {
    let ctx = op.ctx;
    let operand = shape_of(ctx, op.operand_type(1));
    for (i, name) in [(0, "min"), (2, "max")] {
        let bound = shape_of(ctx, op.operand_type(i));
        if !bound.is_empty() && !shapes_compatible(bound, operand) {
            return Err(op.error(format!(
                "{name} shape {} is not scalar and is not compatible to operand shape {}",
                shape_str(bound),
                shape_str(operand)
            )));
        }
    }
    check_inferred(op, op.operand_type(1), op.result_type(0))
}
