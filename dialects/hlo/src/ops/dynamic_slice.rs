//! Slices at run-time start indices, one scalar operand per dimension (clamped so that the
//! slice stays in bounds):
//! `hlo.dynamic_slice %x, %i, %j, sizes = [1, 4]` (XLA's DynamicSlice) and
//! `hlo.dynamic_update_slice %x, %update, %i, %j` (XLA's DynamicUpdateSlice).

use crate::syntax::{
    parse_attrs_and_function_type, parse_clauses_op, print_clauses_op, Clause, Operands,
};
use crate::table::OpRow;
use crate::types::{class, in_class, ranked_tensor};
use crate::verify_util::{
    check_element_types_match, check_results, check_tensor_of, required_i64_array, shape_of,
    tensor_summary, type_constraint_error, verify_inferred_types,
};
use xla_ir::asm::{Delimiter, OpAsmParser, OpAsmPrinter};
use xla_ir::{Diag, OpRef, OperationState, Type, DYNAMIC};

pub const SLICE_SIZES: &str = "slice_sizes";

xla_ir::declare_ops! {
    /// The ops of this group, declared.
    all: DECLS;

    /// `hlo.dynamic_slice`: DynamicSlice operation.
    pub struct DynamicSliceOp = "hlo.dynamic_slice" {
        summary: "DynamicSlice operation",
        operands: [operand: Single, start_indices: Variadic],
        results: [result: Single],
        attributes: [slice_sizes = "slice_sizes": required DenseArray],
        traits: [PURE],
    }
    /// `hlo.dynamic_update_slice`: DynamicUpdateSlice operation.
    pub struct DynamicUpdateSliceOp = "hlo.dynamic_update_slice" {
        summary: "DynamicUpdateSlice operation",
        operands: [operand: Single, update: Single, start_indices: Variadic],
        results: [result: Single],
        traits: [PURE],
    }
}

pub const OPS: &[OpRow] = &[
    OpRow {
    decl: DynamicSliceOp::INFO,
        description: "Extracts a slice of shape `slice_sizes` starting at the run-time indices given as one \
                      scalar integer operand per dimension (XLA's DynamicSlice). Each start index is \
                      clamped to `[0, dim - slice_size]`, so the slice is always in bounds.",
        example: "%r = hlo.dynamic_slice %x, %i, %j, sizes = [1, 4] : (tensor<3x4xf32>, tensor<i64>, tensor<i64>) \
                  -> tensor<1x4xf32>",
        verify: Some(verify_dynamic_slice_invariants),
        verify_after_traits: Some(verify_dynamic_slice),
        syntax: Some((parse_dynamic_slice, print_dynamic_slice)),
        ..OpRow::EMPTY
    },
    OpRow {
    decl: DynamicUpdateSliceOp::INFO,
        description: "Produces the operand with the slice starting at the run-time indices (one scalar \
                      operand per dimension) overwritten by `update` (XLA's DynamicUpdateSlice). Start \
                      indices are clamped to `[0, dim - update_dim]`.",
        example: "%r = hlo.dynamic_update_slice %x, %u, %i, %j : (tensor<3x4xf32>, tensor<1x4xf32>, tensor<i64>, \
                  tensor<i64>) -> tensor<3x4xf32>",
        verify: Some(verify_dynamic_update_slice_invariants),
        verify_after_traits: Some(verify_dynamic_update_slice),
        syntax: Some((parse_dynamic_update_slice, print_dynamic_update_slice)),
        ..OpRow::EMPTY
    },
];

/// ODS `Variadic<HLO_ScalarIntTensor>` for operands `first..`.
fn check_scalar_indices(op: OpRef<'_>, first: usize) -> Result<(), Diag> {
    for (i, t) in op.operand_types().into_iter().enumerate().skip(first) {
        let ok = ranked_tensor(op.ctx, t)
            .is_some_and(|(s, e)| s.is_empty() && in_class(op.ctx, e, class::INT));
        if !ok {
            let summary = tensor_summary(class::INT).replacen("ranked tensor", "0D tensor", 1);
            return Err(type_constraint_error(
                op,
                "operand",
                i,
                &format!("variadic of {summary}"),
                t,
            ));
        }
    }
    Ok(())
}

/// `tensorsHaveSameElType` over the start indices.
fn start_indices_share_element_type(op: OpRef<'_>, first: usize) -> bool {
    let elems: Vec<Type> = op
        .operand_types()
        .into_iter()
        .skip(first)
        .map(|t| op.ctx.element_type(t))
        .collect();
    elems.windows(2).all(|w| w[0] == w[1])
}

fn verify_dynamic_slice_invariants(op: OpRef<'_>) -> Result<(), Diag> {
    required_i64_array(op, SLICE_SIZES)?;
    check_tensor_of(op, "operand", 0, op.operand_type(0), class::ANY)?;
    check_scalar_indices(op, 1)?;
    check_results(op, class::ANY)?;
    check_element_types_match(
        op,
        &["operand", "result"],
        &[op.operand_type(0), op.result_type(0)],
    )
}

fn verify_dynamic_slice(op: OpRef<'_>) -> Result<(), Diag> {
    let sizes = required_i64_array(op, SLICE_SIZES)?;
    verify_inferred_types(op, infer_dynamic_slice(op, &sizes).map(|t| vec![t]))
}

/// StableHLO's `inferDynamicSliceOp` (dynamic_slice C2-C5): the result shape is `slice_sizes`.
pub fn infer_dynamic_slice(op: OpRef<'_>, sizes: &[i64]) -> Result<Type, String> {
    let operand = op.operand_type(0);
    let shape = shape_of(op.ctx, operand);
    let num_indices = op.num_operands() - 1;
    if num_indices != sizes.len() {
        return Err(format!(
            "has mismatched number of slice sizes ({}) and number of start indices ({num_indices})",
            sizes.len()
        ));
    }
    if shape.len() != num_indices {
        return Err(format!(
            "has mismatched number of start indices ({num_indices}) and the rank of operand ({})",
            shape.len()
        ));
    }
    if !start_indices_share_element_type(op, 1) {
        return Err("start indices must have same element type".to_string());
    }
    for (i, (&size, &dim)) in sizes.iter().zip(shape).enumerate() {
        if size < 0 {
            return Err(format!("has negative size index to dynamic slice: {size}"));
        }
        if dim != DYNAMIC && size > dim {
            return Err(format!("has slice size {size} greater than dimension size {dim} in dimension {i} of operand"));
        }
    }
    Ok(op.ctx.tensor_type(sizes, op.ctx.element_type(operand)))
}

const SLICE_CLAUSES: &[Clause] = &[Clause::Array {
    keyword: "sizes",
    prop: SLICE_SIZES,
}];

/// `%x, %i, %j, sizes = [..] attr-dict : functional-type` (`custom<VariadicOperandWithAttribute>`).
fn parse_dynamic_slice(p: &mut dyn OpAsmParser, st: &mut OperationState) -> Result<(), Diag> {
    parse_clauses_op(p, st, Operands::Variadic, SLICE_CLAUSES)
}

fn print_dynamic_slice(p: &mut dyn OpAsmPrinter, op: OpRef<'_>) {
    print_clauses_op(p, op, SLICE_CLAUSES, Operands::Variadic)
}

fn verify_dynamic_update_slice_invariants(op: OpRef<'_>) -> Result<(), Diag> {
    check_tensor_of(op, "operand", 0, op.operand_type(0), class::ANY)?;
    check_tensor_of(op, "operand", 1, op.operand_type(1), class::ANY)?;
    check_scalar_indices(op, 2)?;
    check_results(op, class::ANY)?;
    let types = [op.operand_type(0), op.operand_type(1), op.result_type(0)];
    check_element_types_match(op, &["operand", "update", "result"], &types)
}

fn verify_dynamic_update_slice(op: OpRef<'_>) -> Result<(), Diag> {
    verify_inferred_types(op, infer_dynamic_update_slice(op).map(|t| vec![t]))
}

/// StableHLO's `inferDynamicUpdateSliceOp` (C1, C3-C6): the result has the operand's type.
pub fn infer_dynamic_update_slice(op: OpRef<'_>) -> Result<Type, String> {
    let (operand, update) = (op.operand_type(0), op.operand_type(1));
    let (os, us) = (shape_of(op.ctx, operand), shape_of(op.ctx, update));
    if us.len() != os.len() {
        return Err(format!(
            "update rank does not match operand rank: {} vs {}.",
            us.len(),
            os.len()
        ));
    }
    let num_indices = op.num_operands() - 2;
    if num_indices != os.len() {
        return Err(format!(
            "expects number of start_indices to match operand rank: {num_indices} vs {}.",
            os.len()
        ));
    }
    if !start_indices_share_element_type(op, 2) {
        return Err("start indices must have same element type".to_string());
    }
    for (i, (&o, &u)) in os.iter().zip(us).enumerate() {
        if u == DYNAMIC {
            continue;
        }
        if o != DYNAMIC && (u < 0 || u > o) {
            return Err(format!(
                "expects size at dimension {i} of update to be in range [0, {o}]. Got: {u}."
            ));
        }
        if o == DYNAMIC && u < 0 {
            return Err(format!(
                "expects size at dimension {i} of update to be non-negative. Got: {u}."
            ));
        }
    }
    Ok(operand)
}

/// `operands attr-dict : functional-type(operands, results)` with any number of operands.
fn parse_dynamic_update_slice(
    p: &mut dyn OpAsmParser,
    st: &mut OperationState,
) -> Result<(), Diag> {
    let operands = p.parse_operand_list(Delimiter::None)?;
    parse_attrs_and_function_type(p, st, &operands)
}

fn print_dynamic_update_slice(p: &mut dyn OpAsmPrinter, op: OpRef<'_>) {
    crate::syntax::print_functional_type_op(p, op)
}
