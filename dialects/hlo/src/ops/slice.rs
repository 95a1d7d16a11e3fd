//! Static-bounds slicing: `hlo.slice %x [1:2, 0:4:2] : (tensor<3x4xf32>) -> tensor<1x2xf32>`
//! (XLA's Slice) and `hlo.real_dynamic_slice`, the same with start, limit and strides as
//! run-time 1-D operands.

use crate::dims::dim_at;
use crate::syntax::{
    parse_attrs_and_function_type, parse_functional_type_op, parse_slice_ranges,
    print_functional_type_op, print_slice_ranges,
};
use crate::table::OpRow;
use crate::types::class;
use crate::verify_util::{
    check_dimension_tensor, check_element_types_match, check_operands, check_results,
    check_same_sizes, check_tensor_of, check_types_match, i64_array, required_i64_array, shape_of,
    verify_inferred_types,
};
use xla_ir::asm::{OpAsmParser, OpAsmPrinter, Punct};
use xla_ir::{Diag, OpRef, OperationState, Type, DYNAMIC};

pub const START_INDICES: &str = "start_indices";
pub const LIMIT_INDICES: &str = "limit_indices";
pub const STRIDES: &str = "strides";

xla_ir::declare_ops! {
    /// The ops of this group, declared.
    all: DECLS;

    /// `hlo.slice`: Slice operation.
    pub struct SliceOp = "hlo.slice" {
        summary: "Slice operation",
        operands: [operand: Single],
        results: [result: Single],
        attributes: [start_indices = "start_indices": required DenseArray, limit_indices = "limit_indices": required DenseArray, strides = "strides": required DenseArray],
        traits: [PURE, SAME_OPERANDS_AND_RESULT_ELEMENT_TYPE],
    }
    /// `hlo.real_dynamic_slice`: RealDynamicSlice operation.
    pub struct RealDynamicSliceOp = "hlo.real_dynamic_slice" {
        summary: "RealDynamicSlice operation",
        operands: [operand: Single, start_indices: Single, limit_indices: Single, strides: Single],
        results: [result: Single],
        traits: [PURE],
    }
}

pub const OPS: &[OpRow] = &[
    OpRow {
    decl: SliceOp::INFO,
        description: "Extracts the sub-tensor with, in each dimension `d`, the indices \
                      `start_indices[d], start_indices[d] + strides[d], ...` below `limit_indices[d]` \
                      (XLA's Slice). The pretty form writes each dimension as `start:limit` or \
                      `start:limit:stride`.",
        example: "%r = hlo.slice %x [1:2, 0:4:2] : (tensor<3x4xf32>) -> tensor<1x2xf32>",
        verify: Some(verify_slice_invariants),
        verify_after_traits: Some(verify_slice),
        syntax: Some((parse_slice, print_slice)),
        ..OpRow::EMPTY
    },
    OpRow {
    decl: RealDynamicSliceOp::INFO,
        description: "Slice whose `start_indices`, `limit_indices` and `strides` are run-time 1-D tensors \
                      with one element per operand dimension (StableHLO's real_dynamic_slice).",
        example: "%r = hlo.real_dynamic_slice %x, %start, %limit, %strides : (tensor<?x3xf32>, tensor<2xi32>, \
                  tensor<2xi32>, tensor<2xi32>) -> tensor<?x1xf32>",
        verify: Some(verify_real_dynamic_slice_invariants),
        verify_after_traits: Some(verify_real_dynamic_slice),
        syntax: Some((parse_functional_type_op::<4>, print_functional_type_op)),
        ..OpRow::EMPTY
    },
];

fn verify_slice_invariants(op: OpRef<'_>) -> Result<(), Diag> {
    let start = required_i64_array(op, START_INDICES)?;
    let limit = required_i64_array(op, LIMIT_INDICES)?;
    let strides = required_i64_array(op, STRIDES)?;
    check_operands(op, class::ANY_OR_ANY_QUANT)?;
    check_results(op, class::ANY_OR_ANY_QUANT)?;
    check_same_sizes(
        op,
        &[START_INDICES, LIMIT_INDICES, STRIDES],
        &[&start, &limit, &strides],
    )
}

fn verify_slice(op: OpRef<'_>) -> Result<(), Diag> {
    let start = required_i64_array(op, START_INDICES)?;
    let limit = required_i64_array(op, LIMIT_INDICES)?;
    let strides = required_i64_array(op, STRIDES)?;
    verify_inferred_types(
        op,
        infer_slice(op, &start, &limit, &strides).map(|t| vec![t]),
    )
}

/// StableHLO's `inferSliceOp` (slice C2-C5): each result dimension is
/// `ceil((limit - start) / stride)`.
pub fn infer_slice(
    op: OpRef<'_>,
    start: &[i64],
    limit: &[i64],
    strides: &[i64],
) -> Result<Type, String> {
    let operand = op.operand_type(0);
    let shape = shape_of(op.ctx, operand);
    let rank = shape.len();
    if start.len() != rank {
        return Err(format!(
            "the number of elements in start_indices ({}) does not match the rank of the operand ({rank})",
            start.len()
        ));
    }
    let mut dims = Vec::with_capacity(rank);
    for (i, (((&s, &l), &stride), &size)) in
        start.iter().zip(limit).zip(strides).zip(shape).enumerate()
    {
        if s < 0 {
            return Err(format!("negative start index {s} in dimension {i}"));
        }
        if size != DYNAMIC && l > size {
            return Err(format!(
                "limit index {l} is larger than dimension size {size} in dimension {i}"
            ));
        }
        if s > l {
            return Err(format!(
                "start index {s} is larger than limit index {l} in dimension {i}"
            ));
        }
        if stride <= 0 {
            return Err(format!(
                "stride must be positive but got {stride} in dimension {i}"
            ));
        }
        let extent = l - s;
        dims.push(extent / stride + i64::from(extent % stride != 0));
    }
    Ok(op.ctx.tensor_type(&dims, op.ctx.element_type(operand)))
}

/// `%x [ranges] attr-dict : functional-type`.
fn parse_slice(p: &mut dyn OpAsmParser, st: &mut OperationState) -> Result<(), Diag> {
    let operand = p.parse_operand()?;
    // Without ranges the properties come from the attribute dictionary (malformed ops).
    if p.peek_punct(Punct::LSquare) {
        let [start, limit, strides] = parse_slice_ranges(p)?;
        let ctx = p.ctx();
        for (name, values) in [
            (START_INDICES, &start),
            (LIMIT_INDICES, &limit),
            (STRIDES, &strides),
        ] {
            let attr = ctx.dense_i64_array(values);
            st.set_attr(ctx, name, attr);
        }
    }
    parse_attrs_and_function_type(p, st, &[operand])
}

fn print_slice(p: &mut dyn OpAsmPrinter, op: OpRef<'_>) {
    let arrays: Vec<Option<Vec<i64>>> = [START_INDICES, LIMIT_INDICES, STRIDES]
        .iter()
        .map(|n| op.attr(n).and_then(|a| i64_array(op.ctx, a)))
        .collect();
    p.write_str(" ");
    p.print_operand(op.operand(0));
    match arrays.as_slice() {
        [Some(start), Some(limit), Some(strides)]
            if start.len() == limit.len() && start.len() == strides.len() =>
        {
            p.write_str(" ");
            print_slice_ranges(p, start, limit, strides);
            p.print_optional_attr_dict(op, &[START_INDICES, LIMIT_INDICES, STRIDES]);
        }
        // Not expressible as ranges: keep the properties in the dictionary.
        _ => p.print_optional_attr_dict(op, &[]),
    }
    p.write_str(" : ");
    p.print_function_type(&op.operand_types(), &op.result_types());
}

fn verify_real_dynamic_slice_invariants(op: OpRef<'_>) -> Result<(), Diag> {
    check_tensor_of(op, "operand", 0, op.operand_type(0), class::ANY)?;
    for i in 1..4 {
        check_dimension_tensor(op, i, false)?;
    }
    check_results(op, class::ANY)?;
    check_element_types_match(
        op,
        &["operand", "result"],
        &[op.operand_type(0), op.result_type(0)],
    )?;
    let index_types: Vec<Type> = (1..4).map(|i| op.operand_type(i)).collect();
    check_types_match(op, &[START_INDICES, LIMIT_INDICES, STRIDES], &index_types)
}

/// StableHLO's `verifyRealDynamicSliceOp`: one index per operand dimension.
fn verify_real_dynamic_slice(op: OpRef<'_>) -> Result<(), Diag> {
    let rank = shape_of(op.ctx, op.operand_type(0)).len() as i64;
    for (i, name) in [(1, START_INDICES), (2, LIMIT_INDICES), (3, STRIDES)] {
        let size = dim_at(shape_of(op.ctx, op.operand_type(i)), 0);
        if size != DYNAMIC && size != rank {
            return Err(op.plain_error(format!(
                "has mismatched number of operand rank ({rank}) and {name} size ({size})"
            )));
        }
    }
    Ok(())
}
