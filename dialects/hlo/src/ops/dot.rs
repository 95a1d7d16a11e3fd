//! `hlo.dot %a, %b, precision = [DEFAULT, DEFAULT] : (tensor<2x3xf32>, tensor<3xf32>) ->
//! tensor<2xf32>`: XLA's Dot — vector·vector (scalar result), matrix·vector,
//! vector·matrix and matrix·matrix products, contracting the last dimension of `lhs`
//! with the first of `rhs`. Also the precision-config syntax shared with dot_general.

use super::binary::same_or_quantized_operand_elements;
use crate::attrs::precision_config::{
    check_precision_count, parse_precision_list, precision_config, precision_list_text,
    PRECISION_CONFIG,
};
use crate::syntax::{
    parse_attrs_and_function_type, print_attrs_and_function_type, print_operand_list,
};
use crate::table::OpRow;
use crate::types::class;
use crate::verify_util::{
    check_inferred_shape, check_operands, check_results, dims_compatible, shape_of,
};
use xla_ir::asm::{OpAsmParser, OpAsmPrinter, Punct, UnresolvedOperand};
use xla_ir::{Diag, OpRef, OperationState};

xla_ir::declare_ops! {
    /// The ops of this group, declared.
    all: DECLS;

    /// `hlo.dot`: Dot operation.
    pub struct DotOp = "hlo.dot" {
        summary: "Dot operation",
        operands: [lhs: Single, rhs: Single],
        results: [result: Single],
        attributes: [precision_config = "precision_config": optional Array],
        traits: [PURE],
    }
}

pub const OPS: &[OpRow] = &[OpRow {
    decl: DotOp::INFO,
    description: "Sum of products over the last dimension of `lhs` and the first dimension of `rhs` \
                  (XLA's Dot): vector [n] · vector [n] gives a scalar, matrix [m x k] · vector [k] a \
                  vector [m], vector [k] · matrix [k x n] a vector [n] and matrix [m x k] · matrix \
                  [k x n] a matrix [m x n]. The contracted dimensions must have the same size; \
                  `precision_config` holds at most one precision per operand.",
    example: "%r = hlo.dot %a, %b, precision = [DEFAULT, DEFAULT] : (tensor<2x3xf32>, tensor<3x4xf32>) -> tensor<2x4xf32>",
    verify: Some(verify_dot_invariants),
    verify_after_traits: Some(verify_dot),
    syntax: Some((parse_dot, print_dot)),
    ..OpRow::EMPTY
}];

fn verify_dot_invariants(op: OpRef<'_>) -> Result<(), Diag> {
    precision_config(op)?;
    check_operands(op, class::ANY_OR_ANY_QUANT)?;
    check_results(op, class::ANY_OR_ANY_QUANT)
}

/// The result shape of a Dot of these operand shapes (StableHLO's `inferDotOp`).
pub fn infer_dot_shape(lhs: &[i64], rhs: &[i64]) -> Result<Vec<i64>, String> {
    // (lhs contracted dimension, rhs contracted dimension, result dimensions)
    let (l, r, result) = match (lhs, rhs) {
        ([k], [k2]) => (*k, *k2, vec![]),
        ([m, k], [k2]) => (*k, *k2, vec![*m]),
        ([k], [k2, n]) => (*k, *k2, vec![*n]),
        ([m, k], [k2, n]) => (*k, *k2, vec![*m, *n]),
        _ => return Err("expected both lhs/rhs ranks to be either 1 or 2".into()),
    };
    if !dims_compatible(l, r) {
        let l_dim = lhs.len() - 1;
        return Err(format!(
            "contracting dimension sizes must match for lhs/rhs, but lhs dimension {l_dim} has size {} and \
             rhs dimension 0 has size {}",
            crate::display::dim_str(l),
            crate::display::dim_str(r)
        ));
    }
    Ok(result)
}

fn verify_dot(op: OpRef<'_>) -> Result<(), Diag> {
    if let Some(config) = precision_config(op)? {
        check_precision_count(op, &config)?;
    }
    same_or_quantized_operand_elements(op)?;
    let (lhs, rhs) = (
        shape_of(op.ctx, op.operand_type(0)),
        shape_of(op.ctx, op.operand_type(1)),
    );
    let inferred = infer_dot_shape(lhs, rhs).map_err(|m| op.error(m))?;
    check_inferred_shape(op, &inferred, op.result_type(0))
}

/// `%lhs, %rhs`: exactly two operands, read one by one so that a keyword may follow.
pub fn parse_two_operands(p: &mut dyn OpAsmParser) -> Result<[UnresolvedOperand; 2], Diag> {
    let lhs = p.parse_operand()?;
    p.parse_punct(Punct::Comma)?;
    let rhs = p.parse_operand()?;
    Ok([lhs, rhs])
}

/// `precision = [..]` after its keyword was seen: stores `precision_config`.
pub fn parse_precision_clause(
    p: &mut dyn OpAsmParser,
    st: &mut OperationState,
) -> Result<(), Diag> {
    p.parse_punct(Punct::Equal)?;
    let config = parse_precision_list(p.as_asm_parser())?;
    st.set_attr(p.ctx(), PRECISION_CONFIG, config);
    Ok(())
}

/// `, precision = [..]` when the op has a well-formed `precision_config`; returns whether
/// it was printed (and must be elided from the attribute dictionary).
pub fn print_precision_clause(p: &mut dyn OpAsmPrinter, op: OpRef<'_>) -> bool {
    let Ok(Some(config)) = precision_config(op) else {
        return false;
    };
    p.write_str(", precision = ");
    p.write_str(&precision_list_text(&config));
    true
}

/// `attr-dict : (lhs, rhs) -> result` after the clauses.
pub fn parse_dict_and_types(
    p: &mut dyn OpAsmParser,
    st: &mut OperationState,
    operands: &[UnresolvedOperand],
) -> Result<(), Diag> {
    parse_attrs_and_function_type(p, st, operands)
}

/// ` attr-dict : (lhs, rhs) -> result`, eliding what the clauses printed.
pub fn print_dict_and_types(p: &mut dyn OpAsmPrinter, op: OpRef<'_>, elided: &[&str]) {
    print_attrs_and_function_type(p, op, elided);
}

/// `%a, %b (, precision = [..])? attr-dict : functional-type`.
fn parse_dot(p: &mut dyn OpAsmParser, st: &mut OperationState) -> Result<(), Diag> {
    let operands = parse_two_operands(p)?;
    if p.parse_optional_punct(Punct::Comma) {
        p.parse_keyword("precision")?;
        parse_precision_clause(p, st)?;
    }
    parse_dict_and_types(p, st, &operands)
}

fn print_dot(p: &mut dyn OpAsmPrinter, op: OpRef<'_>) {
    print_operand_list(p, op);
    let elided: &[&str] = if print_precision_clause(p, op) {
        &[PRECISION_CONFIG]
    } else {
        &[]
    };
    print_dict_and_types(p, op, elided);
}

#[cfg(test)]
mod tests {
    use super::*;
    use xla_ir::DYNAMIC;

    #[test]
    fn dot_shapes_follow_the_operand_ranks() {
        assert_eq!(infer_dot_shape(&[3], &[3]), Ok(vec![]));
        assert_eq!(infer_dot_shape(&[2, 3], &[3]), Ok(vec![2]));
        assert_eq!(infer_dot_shape(&[3], &[3, 4]), Ok(vec![4]));
        assert_eq!(infer_dot_shape(&[2, DYNAMIC], &[3, 4]), Ok(vec![2, 4]));
        assert!(infer_dot_shape(&[2, 3, 4], &[4])
            .unwrap_err()
            .contains("ranks to be either 1 or 2"));
        assert!(infer_dot_shape(&[2, 3], &[4])
            .unwrap_err()
            .contains("lhs dimension 1 has size 3"));
    }
}
