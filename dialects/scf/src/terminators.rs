//! `scf.yield` and `scf.condition`: the terminators of scf regions.

use crate::region_checks::quoted;
use crate::{CONDITION, EXECUTE_REGION, FOR, IF, INDEX_SWITCH, WHILE, YIELD};
use xla_ir::asm::{Delimiter, OpAsmParser, OpAsmPrinter, Punct};
use xla_ir::{Arity, Diag, OpDef, OpRef, OperationState, Traits};

pub fn yield_op() -> OpDef {
    OpDef::new(YIELD)
        .summary("loop yield and termination operation")
        .description(
            "The `scf.yield` operation yields an SSA value from the scf dialect op region and \
             terminates the region. The semantics of how the values are yielded is defined by \
             the parent operation. If `scf.yield` has any operands, the operands must match the \
             parent operation's results; without operands it may be left implicit.",
        )
        .traits(Traits::PURE | Traits::RETURN_LIKE | Traits::TERMINATOR)
        .results(Arity::Exactly(0))
        .parents(&[EXECUTE_REGION, FOR, IF, INDEX_SWITCH, WHILE])
        .syntax(parse_yield, print_yield)
        .example("scf.yield %a, %b : f32, i32")
}

pub fn condition_op() -> OpDef {
    OpDef::new(CONDITION)
        .summary("loop continuation condition")
        .description(
            "This operation accepts the continuation (i.e., inverse of exit) condition of the \
             `scf.while` construct. If its first argument is true, the \"after\" region of \
             `scf.while` is executed, with the remaining arguments forwarded to the entry block \
             of the region. Otherwise, the loop terminates and the remaining arguments become \
             the results of `scf.while`.",
        )
        .traits(Traits::PURE | Traits::TERMINATOR)
        .operands(Arity::AtLeast(1))
        .results(Arity::Exactly(0))
        .parents(&[WHILE])
        .verifier(verify_condition)
        .syntax(parse_condition, print_condition)
        .example("scf.condition(%cond) %a, %b : f32, i32")
}

fn verify_condition(op: OpRef<'_>) -> Result<(), Diag> {
    let ctx = op.ctx;
    if op.num_operands() == 0 {
        return Err(op.error("expected 1 or more operands, but found 0"));
    }
    let t = op.operand_type(0);
    if ctx.integer_width(t) != Some(1) || !ctx.is_signless_integer(t) {
        return Err(op.error(format!(
            "operand #0 must be 1-bit signless integer, but got {}",
            quoted(ctx, t)
        )));
    }
    Ok(())
}

/// `($values^ : types)?` after an attribute dictionary.
pub(crate) fn parse_values_with_types(
    p: &mut dyn OpAsmParser,
    st: &mut OperationState,
) -> Result<(), Diag> {
    let operands = p.parse_operand_list(Delimiter::None)?;
    if operands.is_empty() {
        return Ok(());
    }
    let loc = p.current_loc();
    let types = p.parse_colon_type_list()?;
    if types.len() != operands.len() {
        return Err(p.error_at(
            loc,
            &format!(
                "{} operands present, but expected {}",
                operands.len(),
                types.len()
            ),
        ));
    }
    p.resolve_operands(&operands, &types, &mut st.operands)
}

pub(crate) fn print_values_with_types(p: &mut dyn OpAsmPrinter, op: OpRef<'_>, skip: usize) {
    let values: Vec<_> = op.operands().skip(skip).collect();
    if values.is_empty() {
        return;
    }
    p.write_str(" ");
    p.print_operands(&values);
    p.write_str(" : ");
    let types: Vec<_> = values.iter().map(|&v| op.value_type(v)).collect();
    p.print_types(&types);
}

/// `attr-dict ($results^ : type($results))?`
fn parse_yield(p: &mut dyn OpAsmParser, st: &mut OperationState) -> Result<(), Diag> {
    p.parse_optional_attr_dict(st)?;
    parse_values_with_types(p, st)
}

fn print_yield(p: &mut dyn OpAsmPrinter, op: OpRef<'_>) {
    p.print_optional_attr_dict(op, &[]);
    print_values_with_types(p, op, 0);
}

/// `( $condition ) attr-dict ($args^ : type($args))?`
fn parse_condition(p: &mut dyn OpAsmParser, st: &mut OperationState) -> Result<(), Diag> {
    p.parse_punct(Punct::LParen)?;
    let cond = p.parse_operand()?;
    p.parse_punct(Punct::RParen)?;
    let i1 = p.ctx().i1();
    let cond = p.resolve_operand(&cond, i1)?;
    st.operands.push(cond);
    p.parse_optional_attr_dict(st)?;
    parse_values_with_types(p, st)
}

fn print_condition(p: &mut dyn OpAsmPrinter, op: OpRef<'_>) {
    if op.num_operands() == 0 {
        return;
    }
    p.write_str("(");
    p.print_operand(op.operand(0));
    p.write_str(")");
    p.print_optional_attr_dict(op, &[]);
    print_values_with_types(p, op, 1);
}
