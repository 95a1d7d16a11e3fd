//! Ops that reorder elements without changing them:
//! `hlo.transpose %x, dims = [1, 0] : (tensor<2x3xf32>) -> tensor<3x2xf32>` (XLA's
//! Transpose) and `hlo.reverse %x, dims = [0] : tensor<3x2xf32>` (XLA's Rev).

use crate::dims::{is_unique, join};
use crate::syntax::{
    parse_attrs_and_same_type, parse_clauses_op, parse_keyword_i64_array, parse_operands,
    print_clauses_op, print_keyword_i64_array, print_operand_list, print_same_or_functional_type,
    Clause, Operands,
};
use crate::table::OpRow;
use crate::types::class;
use crate::verify_util::{
    check_operands, check_results, i64_array, required_i64_array, shape_of,
    verify_compatible_element_types, verify_compatible_operands_and_result_type,
    verify_inferred_types,
};
use xla_ir::asm::{OpAsmParser, OpAsmPrinter, Punct};
use xla_ir::{Diag, OpRef, OperationState, Type};

pub const PERMUTATION: &str = "permutation";
pub const DIMENSIONS: &str = "dimensions";

const UNARY: OpRow = OpRow { ..OpRow::EMPTY };

xla_ir::declare_ops! {
    /// The ops of this group, declared.
    all: DECLS;

    /// `hlo.transpose`: Transpose operation.
    pub struct TransposeOp = "hlo.transpose" {
        summary: "Transpose operation",
        operands: [operand: Single],
        results: [result: Single],
        attributes: [permutation = "permutation": required DenseArray],
        traits: [PURE],
    }
    /// `hlo.reverse`: Reverse operation.
    pub struct ReverseOp = "hlo.reverse" {
        summary: "Reverse operation",
        operands: [operand: Single],
        results: [result: Single],
        attributes: [dimensions = "dimensions": required DenseArray],
        traits: [PURE],
    }
}

pub const OPS: &[OpRow] = &[
    OpRow {
    decl: TransposeOp::INFO,
        description: "Permutes the dimensions of the operand (XLA's Transpose): result dimension `i` is \
                      operand dimension `permutation[i]`, and \
                      `result[i0, ..., iN] = operand[j0, ..., jN]` where `j[permutation[k]] = i[k]`.",
        example: "%r = hlo.transpose %x, dims = [1, 0] : (tensor<2x3xf32>) -> tensor<3x2xf32>",
        verify: Some(verify_transpose_invariants),
        verify_after_traits: Some(verify_transpose),
        syntax: Some((parse_transpose, print_transpose)),
        ..UNARY
    },
    OpRow {
    decl: ReverseOp::INFO,
        description: "Reverses the order of the elements along each of `dimensions` (XLA's Rev): index `i` \
                      of a reversed dimension of size `N` reads operand index `N - 1 - i`. The result has \
                      the operand's type.",
        example: "%r = hlo.reverse %x, dims = [0] : tensor<3x2xf32>",
        verify: Some(verify_reverse_invariants),
        verify_after_traits: Some(verify_reverse),
        syntax: Some((parse_reverse, print_reverse)),
        ..UNARY
    },
];

fn verify_transpose_invariants(op: OpRef<'_>) -> Result<(), Diag> {
    required_i64_array(op, PERMUTATION)?;
    check_operands(op, class::ANY_OR_ANY_QUANT)?;
    check_results(op, class::ANY_OR_ANY_QUANT)
}

/// `HLO_CompatibleOperandsAndResultElementType`, then StableHLO's `inferTransposeOp`.
fn verify_transpose(op: OpRef<'_>) -> Result<(), Diag> {
    verify_compatible_element_types(op)?;
    let permutation = required_i64_array(op, PERMUTATION)?;
    verify_inferred_types(op, infer_transpose(op, &permutation).map(|t| vec![t]))
}

/// Transpose C2-C4: `permutation` is a permutation of the operand's dimensions; result
/// dimension `i` is operand dimension `permutation[i]`.
pub fn infer_transpose(op: OpRef<'_>, permutation: &[i64]) -> Result<Type, String> {
    let operand = op.operand_type(0);
    let shape = shape_of(op.ctx, operand);
    let rank = shape.len();
    if permutation.len() != rank {
        return Err(format!(
            "TransposeOp operand rank {rank} does not match permutation size {}",
            permutation.len()
        ));
    }
    let mut sorted = permutation.to_vec();
    sorted.sort_unstable();
    if sorted.iter().enumerate().any(|(i, &d)| d != i as i64) {
        let range: Vec<i64> = (0..rank as i64).collect();
        return Err(format!(
            "attribute permutation must be a permutation of [{}] but got {}",
            join(&range),
            join(permutation)
        ));
    }
    let dims: Vec<i64> = permutation.iter().map(|&d| shape[d as usize]).collect();
    Ok(op.ctx.tensor_type(&dims, op.ctx.element_type(operand)))
}

const TRANSPOSE_CLAUSES: &[Clause] = &[Clause::Array {
    keyword: "dims",
    prop: PERMUTATION,
}];

fn parse_transpose(p: &mut dyn OpAsmParser, st: &mut OperationState) -> Result<(), Diag> {
    parse_clauses_op(p, st, Operands::Exactly(1), TRANSPOSE_CLAUSES)
}

fn print_transpose(p: &mut dyn OpAsmPrinter, op: OpRef<'_>) {
    print_clauses_op(p, op, TRANSPOSE_CLAUSES, Operands::Exactly(1))
}

fn verify_reverse_invariants(op: OpRef<'_>) -> Result<(), Diag> {
    required_i64_array(op, DIMENSIONS)?;
    check_operands(op, class::ANY)?;
    check_results(op, class::ANY)
}

/// `HLO_CompatibleOperandsAndResultType`, then StableHLO's reverse C2-C3.
fn verify_reverse(op: OpRef<'_>) -> Result<(), Diag> {
    verify_compatible_operands_and_result_type(op)?;
    let dims = required_i64_array(op, DIMENSIONS)?;
    if !is_unique(&dims) {
        return Err(op.plain_error(format!("dimensions should be unique. Got: {}", join(&dims))));
    }
    let rank = shape_of(op.ctx, op.operand_type(0)).len() as i64;
    for &d in &dims {
        if d < 0 {
            return Err(op.plain_error(format!(
                "all dimensions should be non-negative. Got dimension: {d}."
            )));
        }
        if d >= rank {
            return Err(op.plain_error(format!(
                "all dimensions should be between [0, {rank}). Got dimension: {d}."
            )));
        }
    }
    Ok(())
}

/// `%x, dims = [..] attr-dict : custom<SameOperandsAndResultType>`.
fn parse_reverse(p: &mut dyn OpAsmParser, st: &mut OperationState) -> Result<(), Diag> {
    let operands = parse_operands(p, 1)?;
    // Without `dims` the property comes from the attribute dictionary (malformed ops).
    if p.parse_optional_punct(Punct::Comma) {
        parse_keyword_i64_array(p, st, "dims", DIMENSIONS)?;
    }
    parse_attrs_and_same_type(p, st, &operands)
}

fn print_reverse(p: &mut dyn OpAsmPrinter, op: OpRef<'_>) {
    print_operand_list(p, op);
    if op
        .attr(DIMENSIONS)
        .and_then(|a| i64_array(op.ctx, a))
        .is_some()
    {
        p.write_str(", ");
        print_keyword_i64_array(p, op, "dims", DIMENSIONS);
        p.print_optional_attr_dict(op, &[DIMENSIONS]);
    } else {
        p.print_optional_attr_dict(op, &[]);
    }
    print_same_or_functional_type(p, op);
}
