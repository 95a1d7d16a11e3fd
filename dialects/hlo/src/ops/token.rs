//! Tokens order side effects: `hlo.after_all` joins tokens, `hlo.create_token` makes one.
//!
//! `%t = hlo.after_all %a, %b : !hlo.token`, `%t = hlo.create_token : !hlo.token`.

use crate::collective::check_token_result;
use crate::display::quoted;
use crate::syntax::{
    parse_attrs_and_same_type, parse_operands_any, print_operands_and_attrs,
    print_same_or_functional_type,
};
use crate::table::OpRow;
use crate::types::is_token;
use xla_ir::asm::{OpAsmParser, OpAsmPrinter};
use xla_ir::{Diag, OpRef, OperationState};

xla_ir::declare_ops! {
    /// The ops of this group, declared.
    all: DECLS;

    /// `hlo.after_all`: AfterAll operation.
    pub struct AfterAllOp = "hlo.after_all" {
        summary: "AfterAll operation",
        operands: [inputs: Variadic],
        results: [result: Single],
        traits: [PURE],
    }
    /// `hlo.create_token`: CreateToken operation.
    pub struct CreateTokenOp = "hlo.create_token" {
        summary: "CreateToken operation",
        results: [output: Single],
        traits: [PURE],
    }
}

pub const OPS: &[OpRow] = &[
    OpRow {
    decl: AfterAllOp::INFO,
        description: "Produces a token that is ready only after the operations producing the `inputs` \
                      tokens have run: a join that orders what depends on the result after all of them \
                      (XLA's AfterAll). Takes any number of tokens.",
        example: "%result = hlo.after_all %input0, %input1 : !hlo.token",
        verify: Some(verify_after_all),
        syntax: Some((parse_after_all, print_after_all)),
        ..OpRow::EMPTY
    },
    OpRow {
    decl: CreateTokenOp::INFO,
        description: "Produces a fresh token; the same as `after_all` with no inputs (kept for \
                      compatibility with older StableHLO producers).",
        example: "%token = hlo.create_token : !hlo.token",
        verify: Some(verify_create_token),
        syntax: Some((parse_create_token, print_create_token)),
        ..OpRow::EMPTY
    },
];

/// ODS: `Variadic<HLO_Token>` inputs, a token result.
fn verify_after_all(op: OpRef<'_>) -> Result<(), Diag> {
    for (i, t) in op.operand_types().into_iter().enumerate() {
        if !is_token(op.ctx, t) {
            return Err(op.error(format!(
                "operand #{i} must be variadic of token, but got {}",
                quoted(op.ctx, t)
            )));
        }
    }
    check_token_result(op, 0)
}

fn verify_create_token(op: OpRef<'_>) -> Result<(), Diag> {
    check_token_result(op, 0)
}

/// `$inputs attr-dict : custom<VariadicSameOperandsAndResultType>`.
fn parse_after_all(p: &mut dyn OpAsmParser, st: &mut OperationState) -> Result<(), Diag> {
    let operands = parse_operands_any(p)?;
    parse_attrs_and_same_type(p, st, &operands)
}

fn print_after_all(p: &mut dyn OpAsmPrinter, op: OpRef<'_>) {
    print_operands_and_attrs(p, op, &[]);
    print_same_or_functional_type(p, op);
}

/// `attr-dict : type(results)`.
fn parse_create_token(p: &mut dyn OpAsmParser, st: &mut OperationState) -> Result<(), Diag> {
    crate::syntax::parse_result_type_only(p, st)
}

fn print_create_token(p: &mut dyn OpAsmPrinter, op: OpRef<'_>) {
    crate::syntax::print_result_type_only(p, op)
}
