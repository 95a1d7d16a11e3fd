//! `hlo.concatenate %a, %b, dim = 0 : (tensor<1x3xf32>, tensor<2x3xf32>) -> tensor<3x3xf32>`:
//! XLA's ConcatInDim.

use crate::dims::join;
use crate::syntax::{parse_clauses_op, print_clauses_op, Clause, Operands};
use crate::table::OpRow;
use crate::types::class;
use crate::verify_util::{
    check_operands, check_results, dims_compatible, required_non_negative_i64, shape_of,
    verify_inferred_types,
};
use xla_ir::asm::{OpAsmParser, OpAsmPrinter};
use xla_ir::{Diag, OpRef, OperationState, Type, DYNAMIC};

pub const DIMENSION: &str = "dimension";

xla_ir::declare_ops! {
    /// The ops of this group, declared.
    all: DECLS;

    /// `hlo.concatenate`: Concatenate operation.
    pub struct ConcatenateOp = "hlo.concatenate" {
        summary: "Concatenate operation",
        operands: [inputs: OneOrMore],
        results: [result: Single],
        attributes: [dimension = "dimension": required Integer],
        traits: [PURE, SAME_OPERANDS_AND_RESULT_ELEMENT_TYPE],
    }
}

pub const OPS: &[OpRow] = &[OpRow {
    decl: ConcatenateOp::INFO,
    description: "Joins the operands, in order, along `dimension` (XLA's ConcatInDim). All operands have \
                  the same rank (at least 1) and the same sizes in every other dimension; the result's \
                  `dimension` is the sum of theirs.",
    example: "%r = hlo.concatenate %a, %b, dim = 0 : (tensor<1x3xf32>, tensor<2x3xf32>) -> tensor<3x3xf32>",
    verify: Some(verify_invariants),
    verify_after_traits: Some(verify_concatenate),
    syntax: Some((parse_concatenate, print_concatenate)),
    ..OpRow::EMPTY
}];

fn verify_invariants(op: OpRef<'_>) -> Result<(), Diag> {
    required_non_negative_i64(op, DIMENSION)?;
    check_operands(op, class::ANY_OR_ANY_QUANT)?;
    check_results(op, class::ANY_OR_ANY_QUANT)
}

fn verify_concatenate(op: OpRef<'_>) -> Result<(), Diag> {
    let dimension = required_non_negative_i64(op, DIMENSION)?;
    verify_inferred_types(op, infer_concatenate(op, dimension).map(|t| vec![t]))
}

/// StableHLO's `inferConcatenateOp` (concatenate C2, C4-C6): the concatenated dimension is
/// the sum of the inputs' (`?` if any is), the others the most specific of the inputs'.
pub fn infer_concatenate(op: OpRef<'_>, dimension: i64) -> Result<Type, String> {
    let types = op.operand_types();
    let Some(&witness) = types.first() else {
        return Err("expected 1 or more operands".to_string());
    };
    let witness_shape = shape_of(op.ctx, witness);
    let rank = witness_shape.len();
    if rank == 0 {
        return Err("rank-0 values cannot be concatenated".to_string());
    }
    let Some(dim) = usize::try_from(dimension).ok().filter(|&d| d < rank) else {
        return Err(format!(
            "dimension {dimension} is out-of-bounds for input rank {rank}"
        ));
    };
    for (i, &t) in types.iter().enumerate() {
        let shape = shape_of(op.ctx, t);
        if shape.len() != rank {
            return Err(format!("operands (0) and ({i}) do not match rank"));
        }
        for d in 0..rank {
            if d != dim && !dims_compatible(witness_shape[d], shape[d]) {
                return Err(format!(
                    "shapes of operand (0) and ({i}) are not compatible at non-concat index {d}: ({}) != ({})",
                    join(witness_shape),
                    join(shape)
                ));
            }
        }
    }
    let mut sizes = vec![DYNAMIC; rank];
    sizes[dim] = 0;
    for &t in &types {
        for (d, &size) in shape_of(op.ctx, t).iter().enumerate() {
            sizes[d] = if d == dim {
                match (sizes[d], size) {
                    (DYNAMIC, _) | (_, DYNAMIC) => DYNAMIC,
                    (a, b) => a
                        .checked_add(b)
                        .ok_or_else(|| format!("dimension {d} of the result overflows"))?,
                }
            } else if sizes[d] == DYNAMIC {
                size
            } else {
                sizes[d]
            };
        }
    }
    Ok(op.ctx.tensor_type(&sizes, op.ctx.element_type(witness)))
}

const CLAUSES: &[Clause] = &[Clause::Int {
    keyword: "dim",
    prop: DIMENSION,
}];

/// `%a, %b, dim = N attr-dict : functional-type` (`custom<VariadicOperandWithAttribute>`).
fn parse_concatenate(p: &mut dyn OpAsmParser, st: &mut OperationState) -> Result<(), Diag> {
    parse_clauses_op(p, st, Operands::Variadic, CLAUSES)
}

fn print_concatenate(p: &mut dyn OpAsmPrinter, op: OpRef<'_>) {
    print_clauses_op(p, op, CLAUSES, Operands::Variadic)
}
