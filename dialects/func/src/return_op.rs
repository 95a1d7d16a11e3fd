//! `func.return`: returns from the enclosing `func.func`.

use crate::diag_text::quoted_type;
use crate::func_op::{func_name, FUNC};
use xla_ir::asm::{OpAsmParser, OpAsmPrinter};
use xla_ir::{Arity, Diag, OpDef, OpRef, OperationState, Traits};

pub const RETURN: &str = crate::ops::ReturnOp::NAME;

pub fn return_op() -> OpDef {
    OpDef::new(RETURN)
        .summary("Function return operation")
        .description(
            "The `func.return` operation represents a return operation within a function. The \
             operation takes a variable number of operands and produces no results. The operand \
             number and types must match the signature of the function that contains the \
             operation.",
        )
        .traits(Traits::PURE | Traits::RETURN_LIKE | Traits::TERMINATOR)
        .results(Arity::Exactly(0))
        .verifier(verify_return)
        .syntax(parse_return, print_return)
        .example("func.func @foo() -> (i32, f8E4M3FN) {\n  ...\n  return %0, %1 : i32, f8E4M3FN\n}")
}

/// HasParent<FuncOp>. A return directly in a function's body sits in the function's own
/// isolated body, where it has no visible parent: the function checks it
/// (`verify_regions` of `func.func`). A visible parent is therefore some other op, unless a
/// `func.func` was built with local regions.
fn verify_return(op: OpRef<'_>) -> Result<(), Diag> {
    match op.parent_op() {
        Some(parent) if parent.name_str() == FUNC => check_return_against_function(&op, &parent),
        Some(_) => Err(op.error(format!("expects parent op '{FUNC}'"))),
        None => Ok(()),
    }
}

/// ReturnOp::verify: the operands match the enclosing function's result types.
pub fn check_return_against_function(ret: &OpRef<'_>, func: &OpRef<'_>) -> Result<(), Diag> {
    let ctx = ret.ctx;
    let Some(results) = func
        .attr("function_type")
        .and_then(|a| ctx.attr_as_type(a))
        .and_then(|t| ctx.function_signature(t))
        .map(|(_, r)| r)
    else {
        // The function's own verifier reports a missing or malformed type.
        return Ok(());
    };
    let name = func_name(func).unwrap_or("");
    if ret.num_operands() != results.len() {
        return Err(ret.error(format!(
            "has {} operands, but enclosing function (@{name}) returns {}",
            ret.num_operands(),
            results.len()
        )));
    }
    for (i, &expected) in results.iter().enumerate() {
        let actual = ret.operand_type(i);
        if actual != expected {
            return Err(ret.plain_error(format!(
                "type of return operand {i} ({}) doesn't match function result type ({}) in function @{name}",
                quoted_type(ctx, actual),
                quoted_type(ctx, expected)
            )));
        }
    }
    Ok(())
}

/// `attr-dict ($operands^ `:` type($operands))?`
fn parse_return(p: &mut dyn OpAsmParser, st: &mut OperationState) -> Result<(), Diag> {
    p.parse_optional_attr_dict(st)?;
    let operands_loc = p.current_loc();
    let Some(first) = p.parse_optional_operand() else {
        return Ok(());
    };
    let mut operands = vec![first?];
    while p.parse_optional_punct(xla_ir::asm::Punct::Comma) {
        operands.push(p.parse_operand()?);
    }
    let types = p.parse_colon_type_list()?;
    crate::call_ops::resolve_operands_at(p, operands_loc, &operands, &types, &mut st.operands)
}

fn print_return(p: &mut dyn OpAsmPrinter, op: OpRef<'_>) {
    p.print_optional_attr_dict(op, &[]);
    if op.num_operands() > 0 {
        let operands: Vec<_> = op.operands().collect();
        p.write_str(" ");
        p.print_operands(&operands);
        p.write_str(" : ");
        p.print_types(&op.operand_types());
    }
}
