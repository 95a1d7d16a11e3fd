//! Triangular linear algebra: `hlo.cholesky %a, lower = true : tensor<3x3xf32>` (XLA's
//! Cholesky) and `hlo.triangular_solve` (XLA's TriangularSolve, generic form only, as in
//! StableHLO). Both treat all but the two minor dimensions as batch dimensions.

use crate::attrs::linalg_enums::Transpose;
use crate::dims::join;
use crate::display::quoted;
use crate::syntax::{parse_attrs_and_same_type, print_operand_list, print_same_or_functional_type};
use crate::table::OpRow;
use crate::types::class;
use crate::verify_util::{
    check_inferred, check_operands, check_results, dims_compatible, shape_of, shapes_compatible,
};
use xla_ir::asm::{OpAsmParser, OpAsmPrinter, Punct};
use xla_ir::{AttrData, Diag, OpRef, OperationState};

pub const LOWER: &str = "lower";
pub const LEFT_SIDE: &str = "left_side";
pub const UNIT_DIAGONAL: &str = "unit_diagonal";
pub const TRANSPOSE_A: &str = "transpose_a";

xla_ir::declare_ops! {
    /// The ops of this group, declared.
    all: DECLS;

    /// `hlo.cholesky`: Cholesky operation.
    pub struct CholeskyOp = "hlo.cholesky" {
        summary: "Cholesky operation",
        operands: [a: Single],
        results: [result: Single],
        attributes: [lower = "lower": optional Bool],
        traits: [PURE, SAME_OPERANDS_AND_RESULT_ELEMENT_TYPE],
    }
    /// `hlo.triangular_solve`: TriangularSolve operation.
    pub struct TriangularSolveOp = "hlo.triangular_solve" {
        summary: "TriangularSolve operation",
        operands: [a: Single, b: Single],
        results: [result: Single],
        attributes: [left_side = "left_side": required Bool, lower = "lower": required Bool, unit_diagonal = "unit_diagonal": required Bool, transpose_a = "transpose_a": required Enum],
        traits: [PURE, SAME_OPERANDS_AND_RESULT_ELEMENT_TYPE],
    }
}

pub const OPS: &[OpRow] = &[
    OpRow {
    decl: CholeskyOp::INFO,
        description: "Cholesky decomposition of a batch of symmetric (Hermitian) positive definite \
                      matrices (XLA's Cholesky): with `lower` the lower-triangular `l` with `a = l · l^H`, \
                      otherwise the upper-triangular `u` with `a = u^H · u`. Only that triangle of `a` is \
                      read and written; the rest of the result is implementation-defined.",
        example: "%r = hlo.cholesky %a, lower = true : tensor<3x3xf32>",
        verify: Some(verify_cholesky_invariants),
        verify_after_traits: Some(verify_cholesky),
        syntax: Some((parse_cholesky, print_cholesky)),
        ..OpRow::EMPTY
    },
    OpRow {
    decl: TriangularSolveOp::INFO,
        description: "Solves `op(a) · x = b` (`left_side`) or `x · op(a) = b` for `x`, batched over the \
                      leading dimensions (XLA's TriangularSolve). `a` is triangular (`lower` or upper, \
                      with an implicit unit diagonal if `unit_diagonal`); `op` is given by `transpose_a`: \
                      NO_TRANSPOSE, TRANSPOSE or ADJOINT (conjugate transpose).",
        example: "%r = \"hlo.triangular_solve\"(%a, %b) <{left_side = true, lower = true, transpose_a = \
                  #hlo<transpose NO_TRANSPOSE>, unit_diagonal = false}> : (tensor<3x3xf32>, tensor<3x1xf32>) \
                  -> tensor<3x1xf32>",
        verify: Some(verify_triangular_solve_invariants),
        verify_after_traits: Some(verify_triangular_solve),
        ..OpRow::EMPTY
    },
];

/// A `BoolAttr` property: `Ok(None)` when absent.
fn bool_prop(op: OpRef<'_>, name: &str) -> Result<Option<bool>, Diag> {
    let Some(a) = op.attr(name) else {
        return Ok(None);
    };
    match op.ctx.attr_data(a) {
        AttrData::Integer { ty, value } if *ty == op.ctx.i1() => Ok(Some(*value != 0)),
        _ => Err(op.error(format!(
            "attribute '{name}' failed to satisfy constraint: bool attribute"
        ))),
    }
}

fn required_bool(op: OpRef<'_>, name: &str) -> Result<bool, Diag> {
    bool_prop(op, name)?.ok_or_else(|| op.error(format!("requires attribute '{name}'")))
}

fn verify_cholesky_invariants(op: OpRef<'_>) -> Result<(), Diag> {
    bool_prop(op, LOWER)?;
    check_operands(op, class::FLOAT_OR_COMPLEX)?;
    check_results(op, class::FLOAT_OR_COMPLEX)
}

/// cholesky C1-C3 with StableHLO's messages.
fn verify_cholesky(op: OpRef<'_>) -> Result<(), Diag> {
    let a = op.operand_type(0);
    let shape = shape_of(op.ctx, a);
    let [.., rows, cols] = shape else {
        return Err(op.error(format!(
            "argument 'a' must have rank >= 2, got shape {}.",
            join(shape)
        )));
    };
    if !dims_compatible(*rows, *cols) {
        return Err(op.error(format!(
            "minor dimensions of 'a' must have equal size, got shape {}.",
            join(shape)
        )));
    }
    check_inferred(op, a, op.result_type(0))
}

/// The op's `transpose_a`, with ODS's messages when it is absent or not a transpose option.
pub fn transpose_a(op: OpRef<'_>) -> Result<Transpose, Diag> {
    let Some(t) = op.attr(TRANSPOSE_A) else {
        return Err(op.error(format!("requires attribute '{TRANSPOSE_A}'")));
    };
    Transpose::of_attr(op.ctx, t).ok_or_else(|| {
        op.error(format!(
            "attribute '{TRANSPOSE_A}' failed to satisfy constraint: Transpose options"
        ))
    })
}

fn verify_triangular_solve_invariants(op: OpRef<'_>) -> Result<(), Diag> {
    for name in [LEFT_SIDE, LOWER, UNIT_DIAGONAL] {
        required_bool(op, name)?;
    }
    transpose_a(op)?;
    check_operands(op, class::FLOAT_OR_COMPLEX)?;
    check_results(op, class::FLOAT_OR_COMPLEX)
}

/// triangular_solve C1-C4 with StableHLO's messages (its `inferTriangularSolveOp`).
fn verify_triangular_solve(op: OpRef<'_>) -> Result<(), Diag> {
    let ctx = op.ctx;
    let (a_ty, b_ty) = (op.operand_type(0), op.operand_type(1));
    let (a, b) = (shape_of(ctx, a_ty), shape_of(ctx, b_ty));
    let [a_batch @ .., a_rows, a_cols] = a else {
        return Err(op.error(format!(
            "operand 'a' must have rank >= 2, but got {}",
            quoted(ctx, a_ty)
        )));
    };
    if !dims_compatible(*a_rows, *a_cols) {
        return Err(op.error(format!(
            "two minor dimensions of operand 'a' must be compatible, but got {}",
            quoted(ctx, a_ty)
        )));
    }
    if a.len() != b.len() {
        return Err(op.error(format!(
            "operands must have equal rank, but got {} and {}",
            quoted(ctx, a_ty),
            quoted(ctx, b_ty)
        )));
    }
    let left_side = required_bool(op, LEFT_SIDE)?;
    // Same rank >= 2 as `a`.
    let shared = b[b.len() - if left_side { 2 } else { 1 }];
    if !dims_compatible(*a_cols, shared) {
        return Err(op.error(format!(
            "shared dimension of operands 'a' and 'b' must be compatible, but got {} and {}",
            quoted(ctx, a_ty),
            quoted(ctx, b_ty)
        )));
    }
    if !shapes_compatible(a_batch, &b[..b.len() - 2]) {
        return Err(op.error(format!(
            "batch dimensions of the operands must be compatible, but got {} and {}",
            quoted(ctx, a_ty),
            quoted(ctx, b_ty)
        )));
    }
    if transpose_a(op)? == Transpose::TransposeInvalid {
        return Err(op.error("Invalid transpose option value for triangular solve"));
    }
    check_inferred(op, b_ty, op.result_type(0))
}

/// `%a (, lower = true)? attr-dict : type` (`custom<SameOperandsAndResultType>`).
fn parse_cholesky(p: &mut dyn OpAsmParser, st: &mut OperationState) -> Result<(), Diag> {
    let operand = p.parse_operand()?;
    if p.parse_optional_punct(Punct::Comma) {
        p.parse_keyword(LOWER)?;
        p.parse_punct(Punct::Equal)?;
        let i1 = p.ctx().i1();
        let lower = p.parse_attribute(Some(i1))?;
        st.set_attr(p.ctx(), LOWER, lower);
    }
    parse_attrs_and_same_type(p, st, &[operand])
}

/// `lower` prints only when true (false is its default and elided, as ODS does).
fn print_cholesky(p: &mut dyn OpAsmPrinter, op: OpRef<'_>) {
    print_operand_list(p, op);
    let elided: &[&str] = match bool_prop(op, LOWER) {
        Ok(Some(true)) => {
            p.write_str(", lower = true");
            &[LOWER]
        }
        Ok(Some(false)) => &[LOWER],
        _ => &[],
    };
    p.print_optional_attr_dict(op, elided);
    print_same_or_functional_type(p, op);
}
