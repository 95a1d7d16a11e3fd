//! `hlo.broadcast_in_dim %x, dims = [0] : (tensor<3xf32>) -> tensor<3x4xf32>`: XLA's
//! BroadcastInDim. Operand dimension `i` maps to result dimension `dims[i]` and must have
//! size 1 or that dimension's size; the other result dimensions are new.

use crate::syntax::{parse_clauses_op, print_clauses_op, Clause, Operands};
use crate::table::OpRow;
use crate::types::{class, in_class, ranked_tensor};
use crate::verify_util::{
    check_operands, required_i64_array, shape_of, tensor_summary, type_constraint_error,
};
use xla_ir::asm::{OpAsmParser, OpAsmPrinter};
use xla_ir::{Diag, OpRef, OperationState, DYNAMIC};

pub const BROADCAST_DIMENSIONS: &str = "broadcast_dimensions";

xla_ir::declare_ops! {
    /// The ops of this group, declared.
    all: DECLS;

    /// `hlo.broadcast_in_dim`: BroadcastInDim operation.
    pub struct BroadcastInDimOp = "hlo.broadcast_in_dim" {
        summary: "BroadcastInDim operation",
        operands: [operand: Single],
        results: [result: Single],
        attributes: [broadcast_dimensions = "broadcast_dimensions": required DenseArray],
        traits: [PURE],
    }
}

pub const OPS: &[OpRow] = &[OpRow {
    decl: BroadcastInDimOp::INFO,
    description: "Expands the operand to the statically shaped result by duplicating data: operand \
                  dimension `i` becomes result dimension `broadcast_dimensions[i]` (size 1 stretches), \
                  the remaining result dimensions are added.",
    example: "%r = hlo.broadcast_in_dim %x, dims = [0] : (tensor<3xf32>) -> tensor<3x4xf32>",
    verify: Some(verify_invariants),
    verify_after_traits: Some(verify_broadcast_in_dim),
    syntax: Some((parse_broadcast_in_dim, print_broadcast_in_dim)),
    ..OpRow::EMPTY
}];

fn verify_invariants(op: OpRef<'_>) -> Result<(), Diag> {
    required_i64_array(op, BROADCAST_DIMENSIONS)?;
    check_operands(op, class::ANY_OR_ANY_QUANT)?;
    let result = op.result_type(0);
    let ok = ranked_tensor(op.ctx, result).is_some_and(|(s, e)| {
        !s.contains(&DYNAMIC) && in_class(op.ctx, e, class::ANY_OR_ANY_QUANT)
    });
    if ok {
        return Ok(());
    }
    let summary = tensor_summary(class::ANY_OR_ANY_QUANT).replacen(
        "ranked tensor",
        "statically shaped or single bounded dimension tensor",
        1,
    );
    Err(type_constraint_error(op, "result", 0, &summary, result))
}

/// StableHLO's broadcast_in_dim C1-C5, with its messages.
fn verify_broadcast_in_dim(op: OpRef<'_>) -> Result<(), Diag> {
    let ctx = op.ctx;
    let (operand, result) = (op.operand_type(0), op.result_type(0));
    if ctx.element_type(operand) != ctx.element_type(result) {
        return Err(op.error("requires compatible element types for all operands and results"));
    }
    let dims = required_i64_array(op, BROADCAST_DIMENSIONS)?;
    let (os, rs) = (shape_of(ctx, operand), shape_of(ctx, result));
    if dims.len() != os.len() {
        return Err(op.error(format!(
            "broadcast_dimensions size ({}) does not match operand rank ({})",
            dims.len(),
            os.len()
        )));
    }
    if let Some(&bad) = dims.iter().find(|&&d| d < 0 || d >= rs.len() as i64) {
        return Err(op.error(format!(
            "broadcast_dimensions contains invalid value {bad} for result with rank {}",
            rs.len()
        )));
    }
    let mut seen = dims.clone();
    seen.sort_unstable();
    if seen.windows(2).any(|w| w[0] == w[1]) {
        return Err(op.error("broadcast_dimensions should not have duplicates"));
    }
    for (i, (&d, &size)) in dims.iter().zip(os).enumerate() {
        let target = rs[d as usize];
        if size != DYNAMIC && size != 1 && size != target {
            return Err(op.error(format!(
                "size of operand dimension {i} ({size}) is not equal to 1 or size of result dimension {d} ({target})"
            )));
        }
    }
    Ok(())
}

const CLAUSES: &[Clause] = &[Clause::Array {
    keyword: "dims",
    prop: BROADCAST_DIMENSIONS,
}];

/// `%x, dims = [..] attr-dict : functional-type`.
fn parse_broadcast_in_dim(p: &mut dyn OpAsmParser, st: &mut OperationState) -> Result<(), Diag> {
    parse_clauses_op(p, st, Operands::Exactly(1), CLAUSES)
}

fn print_broadcast_in_dim(p: &mut dyn OpAsmPrinter, op: OpRef<'_>) {
    print_clauses_op(p, op, CLAUSES, Operands::Exactly(1))
}
