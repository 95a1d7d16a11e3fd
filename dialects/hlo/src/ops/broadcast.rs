//! `hlo.broadcast %x, sizes = [1, 2] : (tensor<3xi32>) -> tensor<1x2x3xi32>`: XLA's
//! Broadcast, which prepends dimensions of the given sizes to the operand's shape.

use crate::syntax::{parse_clauses_op, print_clauses_op, Clause, Operands};
use crate::table::OpRow;
use crate::types::class;
use crate::verify_util::{
    check_operands, check_results, required_i64_array, shape_of, verify_inferred_types,
};
use xla_ir::asm::{OpAsmParser, OpAsmPrinter};
use xla_ir::{Diag, OpRef, OperationState, Type};

pub const BROADCAST_SIZES: &str = "broadcast_sizes";

xla_ir::declare_ops! {
    /// The ops of this group, declared.
    all: DECLS;

    /// `hlo.broadcast`: Broadcast operation.
    pub struct BroadcastOp = "hlo.broadcast" {
        summary: "Broadcast operation",
        operands: [operand: Single],
        results: [result: Single],
        attributes: [broadcast_sizes = "broadcast_sizes": required DenseArray],
        traits: [PURE, SAME_OPERANDS_AND_RESULT_ELEMENT_TYPE],
    }
}

pub const OPS: &[OpRow] = &[OpRow {
    decl: BroadcastOp::INFO,
    description: "Adds dimensions on the left of the operand by duplicating its data (XLA's Broadcast): \
                  with `broadcast_sizes = [a0, ..., aN]` and an operand of shape `[b0, ..., bM]` the \
                  result has shape `[a0, ..., aN, b0, ..., bM]` and `result[i..., j...] = operand[j...]`.",
    example: "%r = hlo.broadcast %x, sizes = [1, 2] : (tensor<3xi32>) -> tensor<1x2x3xi32>",
    verify: Some(verify_invariants),
    verify_after_traits: Some(verify_broadcast),
    syntax: Some((parse_broadcast, print_broadcast)),
    ..OpRow::EMPTY
}];

fn verify_invariants(op: OpRef<'_>) -> Result<(), Diag> {
    required_i64_array(op, BROADCAST_SIZES)?;
    check_operands(op, class::ANY)?;
    check_results(op, class::ANY)
}

fn verify_broadcast(op: OpRef<'_>) -> Result<(), Diag> {
    let sizes = required_i64_array(op, BROADCAST_SIZES)?;
    verify_inferred_types(op, infer_broadcast(op, &sizes).map(|t| vec![t]))
}

/// StableHLO's `inferBroadcastOp`: `sizes ++ shape(operand)`.
pub fn infer_broadcast(op: OpRef<'_>, sizes: &[i64]) -> Result<Type, String> {
    if let Some(bad) = sizes.iter().find(|&&s| s < 0) {
        return Err(format!("Broadcast with negative dimension size {bad}"));
    }
    let operand = op.operand_type(0);
    let shape: Vec<i64> = sizes
        .iter()
        .chain(shape_of(op.ctx, operand))
        .copied()
        .collect();
    Ok(op.ctx.tensor_type(&shape, op.ctx.element_type(operand)))
}

const CLAUSES: &[Clause] = &[Clause::Array {
    keyword: "sizes",
    prop: BROADCAST_SIZES,
}];

/// `%x, sizes = [..] attr-dict : functional-type`.
fn parse_broadcast(p: &mut dyn OpAsmParser, st: &mut OperationState) -> Result<(), Diag> {
    parse_clauses_op(p, st, Operands::Exactly(1), CLAUSES)
}

fn print_broadcast(p: &mut dyn OpAsmPrinter, op: OpRef<'_>) {
    print_clauses_op(p, op, CLAUSES, Operands::Exactly(1))
}
