//! `hlo.pad %x, %v, low = [1], high = [-1], interior = [2] : (tensor<3xf32>, tensor<f32>) ->
//! tensor<7xf32>` (XLA's Pad: edge padding, negative to remove elements, and interior
//! padding) and `hlo.dynamic_pad`, its form with the paddings as run-time operands.

use crate::const_operand::constant_ints;
use crate::dims::join;
use crate::display::quoted;
use crate::syntax::{
    parse_clauses_op, parse_functional_type_op, print_clauses_op, print_functional_type_op, Clause,
    Operands,
};
use crate::table::OpRow;
use crate::types::{class, in_class, ranked_tensor};
use crate::verify_util::{
    check_dimension_tensor, check_element_types_match, check_results, check_same_sizes,
    check_tensor_of, check_types_match, required_i64_array, shape_of, tensor_summary,
    verify_inferred_types,
};
use xla_ir::asm::{OpAsmParser, OpAsmPrinter};
use xla_ir::{Diag, OpRef, OperationState, Type, DYNAMIC};

pub const EDGE_PADDING_LOW: &str = "edge_padding_low";
pub const EDGE_PADDING_HIGH: &str = "edge_padding_high";
pub const INTERIOR_PADDING: &str = "interior_padding";
const PADDINGS: [&str; 3] = [EDGE_PADDING_LOW, EDGE_PADDING_HIGH, INTERIOR_PADDING];

xla_ir::declare_ops! {
    /// The ops of this group, declared.
    all: DECLS;

    /// `hlo.pad`: Pad operation.
    pub struct PadOp = "hlo.pad" {
        summary: "Pad operation",
        operands: [operand: Single, padding_value: Single],
        results: [result: Single],
        attributes: [edge_padding_low = "edge_padding_low": required DenseArray, edge_padding_high = "edge_padding_high": required DenseArray, interior_padding = "interior_padding": required DenseArray],
        traits: [PURE, SAME_OPERANDS_AND_RESULT_ELEMENT_TYPE],
    }
    /// `hlo.dynamic_pad`: DynamicPad operation.
    pub struct DynamicPadOp = "hlo.dynamic_pad" {
        summary: "DynamicPad operation",
        operands: [operand: Single, padding_value: Single, edge_padding_low: Single, edge_padding_high: Single, interior_padding: Single],
        results: [result: Single],
        traits: [PURE],
    }
}

pub const OPS: &[OpRow] = &[
    OpRow {
    decl: PadOp::INFO,
        description: "Pads the operand with `padding_value` (XLA's Pad): `interior_padding[d]` values between \
                      neighbouring elements of dimension `d`, then `edge_padding_low[d]` and \
                      `edge_padding_high[d]` at its ends. Negative edge padding removes elements; interior \
                      padding is non-negative. Result size: \
                      `low + high + size + max(size - 1, 0) * interior`.",
        example: "%r = hlo.pad %x, %v, low = [1], high = [-1], interior = [2] : (tensor<3xf32>, tensor<f32>) -> \
                  tensor<7xf32>",
        verify: Some(verify_pad_invariants),
        verify_after_traits: Some(verify_pad),
        syntax: Some((parse_pad, print_pad)),
        ..OpRow::EMPTY
    },
    OpRow {
    decl: DynamicPadOp::INFO,
        description: "Pad whose `edge_padding_low`, `edge_padding_high` and `interior_padding` are run-time \
                      1-D tensors with one element per operand dimension (StableHLO's dynamic_pad).",
        example: "%r = hlo.dynamic_pad %x, %v, %low, %high, %interior : (tensor<?xf32>, tensor<f32>, \
                  tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<?xf32>",
        verify: Some(verify_dynamic_pad_invariants),
        verify_after_traits: Some(verify_dynamic_pad),
        syntax: Some((parse_functional_type_op::<5>, print_functional_type_op)),
        ..OpRow::EMPTY
    },
];

/// ODS `0DTensorOf<...>` for the padding value.
fn check_scalar_padding_value(op: OpRef<'_>) -> Result<(), Diag> {
    let t = op.operand_type(1);
    if ranked_tensor(op.ctx, t)
        .is_some_and(|(s, e)| s.is_empty() && in_class(op.ctx, e, class::ANY))
    {
        return Ok(());
    }
    let summary = tensor_summary(class::ANY).replacen("ranked tensor", "0D tensor", 1);
    Err(op.error(format!(
        "operand #1 must be {summary}, but got {}",
        quoted(op.ctx, t)
    )))
}

fn verify_pad_invariants(op: OpRef<'_>) -> Result<(), Diag> {
    let arrays = PADDINGS.map(|name| required_i64_array(op, name));
    let [low, high, interior] = arrays;
    let (low, high, interior) = (low?, high?, interior?);
    check_tensor_of(op, "operand", 0, op.operand_type(0), class::ANY)?;
    check_scalar_padding_value(op)?;
    check_results(op, class::ANY)?;
    check_same_sizes(op, &PADDINGS, &[&low, &high, &interior])
}

fn verify_pad(op: OpRef<'_>) -> Result<(), Diag> {
    let low = required_i64_array(op, EDGE_PADDING_LOW)?;
    let high = required_i64_array(op, EDGE_PADDING_HIGH)?;
    let interior = required_i64_array(op, INTERIOR_PADDING)?;
    verify_inferred_types(op, infer_pad(op, &low, &high, &interior).map(|t| vec![t]))
}

/// `size + low + high + max(size - 1, 0) * interior`, `None` outside `i64`.
pub fn padded_size(size: i64, low: i64, high: i64, interior: i64) -> Option<i64> {
    let grown = i128::from(size.max(1) - 1) * i128::from(interior);
    i64::try_from(i128::from(size) + i128::from(low) + i128::from(high) + grown).ok()
}

/// StableHLO's `inferPadOp` (pad C1-C4).
pub fn infer_pad(
    op: OpRef<'_>,
    low: &[i64],
    high: &[i64],
    interior: &[i64],
) -> Result<Type, String> {
    let operand = op.operand_type(0);
    let shape = shape_of(op.ctx, operand);
    if low.len() != shape.len() {
        return Err(format!(
            "edge_padding_low length ({}) must match operand rank ({})",
            low.len(),
            shape.len()
        ));
    }
    let mut dims = Vec::with_capacity(shape.len());
    for (i, (((&size, &lo), &hi), &inner)) in
        shape.iter().zip(low).zip(high).zip(interior).enumerate()
    {
        if inner < 0 {
            return Err(format!("Interior padding cannot be negative: {inner}"));
        }
        if size == DYNAMIC {
            dims.push(DYNAMIC);
            continue;
        }
        match padded_size(size, lo, hi, inner) {
            Some(n) if n >= 0 => dims.push(n),
            Some(_) => return Err(format!("Padding result in negative size for dimension {i}")),
            None => {
                return Err(format!(
                    "Padding result in too large a size for dimension {i}"
                ))
            }
        }
    }
    Ok(op.ctx.tensor_type(&dims, op.ctx.element_type(operand)))
}

const PAD_CLAUSES: &[Clause] = &[
    Clause::Array {
        keyword: "low",
        prop: EDGE_PADDING_LOW,
    },
    Clause::Array {
        keyword: "high",
        prop: EDGE_PADDING_HIGH,
    },
    Clause::Array {
        keyword: "interior",
        prop: INTERIOR_PADDING,
    },
];

/// `%x, %v, low = [..], high = [..], interior = [..] attr-dict : functional-type`.
fn parse_pad(p: &mut dyn OpAsmParser, st: &mut OperationState) -> Result<(), Diag> {
    parse_clauses_op(p, st, Operands::Exactly(2), PAD_CLAUSES)
}

fn print_pad(p: &mut dyn OpAsmPrinter, op: OpRef<'_>) {
    print_clauses_op(p, op, PAD_CLAUSES, Operands::Exactly(2))
}

fn verify_dynamic_pad_invariants(op: OpRef<'_>) -> Result<(), Diag> {
    check_tensor_of(op, "operand", 0, op.operand_type(0), class::ANY)?;
    check_tensor_of(op, "operand", 1, op.operand_type(1), class::ANY)?;
    for i in 2..5 {
        check_dimension_tensor(op, i, true)?;
    }
    check_results(op, class::ANY)?;
    let values = [op.operand_type(0), op.operand_type(1), op.result_type(0)];
    check_element_types_match(op, &["operand", "padding_value", "result"], &values)?;
    let paddings: Vec<Type> = (2..5).map(|i| op.operand_type(i)).collect();
    check_types_match(op, &PADDINGS, &paddings)
}

/// StableHLO's `verifyDynamicPadOp` (dynamic_pad C2-C4, the last two when the paddings are
/// constants).
fn verify_dynamic_pad(op: OpRef<'_>) -> Result<(), Diag> {
    let ctx = op.ctx;
    let input = shape_of(ctx, op.operand_type(0));
    let padding_size = shape_of(ctx, op.operand_type(2))
        .first()
        .copied()
        .unwrap_or(DYNAMIC);
    if padding_size != input.len() as i64 {
        return Err(op.plain_error(format!(
            "padding operands size ({padding_size}) must match operand rank ({})",
            input.len()
        )));
    }
    let Some(interior) = constant_ints(op, 4) else {
        return Ok(());
    };
    if interior.iter().any(|&i| i < 0) {
        return Err(op.plain_error(format!(
            "interior_padding must be non-negative, but got {}",
            join(&interior)
        )));
    }
    let output = shape_of(ctx, op.result_type(0));
    if input.contains(&DYNAMIC) || output.contains(&DYNAMIC) {
        return Ok(());
    }
    let (Some(low), Some(high)) = (constant_ints(op, 2), constant_ints(op, 3)) else {
        return Ok(());
    };
    let dims = input
        .iter()
        .zip(output)
        .zip(low.iter().zip(&high))
        .zip(&interior);
    for (i, (((&size, &out), (&lo, &hi)), &inner)) in dims.enumerate() {
        let want = padded_size(size, lo, hi, inner);
        if want != Some(out) {
            let want = want.map_or_else(|| "a size outside i64".to_string(), |w| w.to_string());
            return Err(op.plain_error(format!(
                "expected output dimension at index {i} to equal {want}, but got {out}"
            )));
        }
    }
    Ok(())
}
