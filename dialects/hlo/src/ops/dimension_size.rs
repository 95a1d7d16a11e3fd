//! Dynamic dimension sizes: `hlo.get_dimension_size %x, dim = 0 : (tensor<?x4xf32>) ->
//! tensor<i32>` (XLA's GetDimensionSize) and `hlo.set_dimension_size %x, %n, dim = 0`
//! (XLA's SetDimensionSize, which makes the dimension dynamic with the operand's size as
//! its bound).

use crate::attrs::bounds::{bounded_tensor, bounds_of};
use crate::const_operand::constant_ints;
use crate::display::quoted;
use crate::syntax::{parse_clauses_op, print_clauses_op, Clause, Operands};
use crate::table::OpRow;
use crate::types::{class, ranked_tensor};
use crate::verify_util::{
    check_operands, check_results, check_tensor_of, inference_error, required_non_negative_i64,
    shape_of, verify_inferred_types,
};
use xla_ir::asm::{OpAsmParser, OpAsmPrinter};
use xla_ir::{Diag, OpRef, OperationState, DYNAMIC};

pub const DIMENSION: &str = "dimension";

xla_ir::declare_ops! {
    /// The ops of this group, declared.
    all: DECLS;

    /// `hlo.get_dimension_size`: GetDimensionSize operation.
    pub struct GetDimensionSizeOp = "hlo.get_dimension_size" {
        summary: "GetDimensionSize operation",
        operands: [operand: Single],
        results: [result: Single],
        attributes: [dimension = "dimension": required Integer],
        traits: [PURE],
    }
    /// `hlo.set_dimension_size`: SetDimensionSize operation.
    pub struct SetDimensionSizeOp = "hlo.set_dimension_size" {
        summary: "SetDimensionSize operation",
        operands: [operand: Single, size: Single],
        results: [result: Single],
        attributes: [dimension = "dimension": required Integer],
        traits: [PURE],
    }
}

pub const OPS: &[OpRow] = &[
    OpRow {
    decl: GetDimensionSizeOp::INFO,
        description: "Returns the (run-time) size of dimension `dimension` of the operand as a `tensor<i32>` \
                      (XLA's GetDimensionSize).",
        example: "%r = hlo.get_dimension_size %x, dim = 0 : (tensor<?x4xf32>) -> tensor<i32>",
        verify: Some(verify_get_invariants),
        verify_after_traits: Some(verify_get_dimension_size),
        syntax: Some((parse_get, print_get)),
        ..OpRow::EMPTY
    },
    OpRow {
    decl: SetDimensionSizeOp::INFO,
        description: "Passes the operand through with dimension `dimension` made dynamic, its run-time size \
                      being the scalar `size` and its bound the operand's static size (XLA's \
                      SetDimensionSize). Padded elements are ignored by later reductions.",
        example: "%r = hlo.set_dimension_size %x, %n, dim = 0 : (tensor<10xf32>, tensor<i32>) -> tensor<?xf32>",
        verify: Some(verify_set_invariants),
        verify_after_traits: Some(verify_set_dimension_size),
        syntax: Some((parse_set, print_set)),
        ..OpRow::EMPTY
    },
];

/// StableHLO's `verifyDimInBounds`.
fn check_dim_in_bounds(op: OpRef<'_>, dimension: i64) -> Result<(), Diag> {
    let rank = shape_of(op.ctx, op.operand_type(0)).len();
    if dimension >= rank as i64 {
        return Err(inference_error(
            op,
            format!("requires dimension attribute in range [0, {rank}); found ({dimension})"),
        ));
    }
    Ok(())
}

fn verify_get_invariants(op: OpRef<'_>) -> Result<(), Diag> {
    required_non_negative_i64(op, DIMENSION)?;
    check_operands(op, class::ANY)?;
    check_results(op, class::ANY)
}

fn verify_get_dimension_size(op: OpRef<'_>) -> Result<(), Diag> {
    let dimension = required_non_negative_i64(op, DIMENSION)?;
    check_dim_in_bounds(op, dimension)?;
    let i32_scalar = op.ctx.tensor_type(&[], op.ctx.i32());
    verify_inferred_types(op, Ok(vec![i32_scalar]))
}

fn verify_set_invariants(op: OpRef<'_>) -> Result<(), Diag> {
    required_non_negative_i64(op, DIMENSION)?;
    check_tensor_of(op, "operand", 0, op.operand_type(0), class::ANY)?;
    let size = op.operand_type(1);
    if ranked_tensor(op.ctx, size).is_none_or(|(_, e)| e != op.ctx.i32()) {
        return Err(op.error(format!(
            "operand #1 must be ranked tensor of 32-bit signless integer values, but got {}",
            quoted(op.ctx, size)
        )));
    }
    check_results(op, class::ANY)
}

/// StableHLO's `inferSetDimensionSizeOp`: the dimension becomes `?` bounded by the
/// operand's size, unless `size` is a constant equal to that bound.
fn verify_set_dimension_size(op: OpRef<'_>) -> Result<(), Diag> {
    let ctx = op.ctx;
    let dimension = required_non_negative_i64(op, DIMENSION)?;
    if !shape_of(ctx, op.operand_type(1)).is_empty() {
        return Err(inference_error(op, "size operand should be of rank-0"));
    }
    check_dim_in_bounds(op, dimension)?;
    let operand = op.operand_type(0);
    let mut shape = shape_of(ctx, operand).to_vec();
    let mut bounds = bounds_of(ctx, operand).unwrap_or_else(|| vec![DYNAMIC; shape.len()]);
    let d = dimension as usize;
    if shape[d] != DYNAMIC {
        bounds[d] = shape[d];
    }
    shape[d] = DYNAMIC;
    let size = constant_ints(op, 1).and_then(|v| v.first().copied());
    if let Some(size) = size.filter(|&s| s == bounds[d]) {
        shape[d] = size;
        bounds[d] = DYNAMIC;
    }
    let inferred = bounded_tensor(ctx, &shape, ctx.element_type(operand), &bounds);
    verify_inferred_types(op, Ok(vec![inferred]))
}

const CLAUSES: &[Clause] = &[Clause::Int {
    keyword: "dim",
    prop: DIMENSION,
}];

/// `%x, dim = N attr-dict : functional-type`.
fn parse_get(p: &mut dyn OpAsmParser, st: &mut OperationState) -> Result<(), Diag> {
    parse_clauses_op(p, st, Operands::Exactly(1), CLAUSES)
}

/// `%x, %size, dim = N attr-dict : functional-type`.
fn parse_set(p: &mut dyn OpAsmParser, st: &mut OperationState) -> Result<(), Diag> {
    parse_clauses_op(p, st, Operands::Exactly(2), CLAUSES)
}

fn print_get(p: &mut dyn OpAsmPrinter, op: OpRef<'_>) {
    print_clauses_op(p, op, CLAUSES, Operands::Exactly(1))
}

fn print_set(p: &mut dyn OpAsmPrinter, op: OpRef<'_>) {
    print_clauses_op(p, op, CLAUSES, Operands::Exactly(2))
}
