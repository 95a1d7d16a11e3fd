//! chlo's assembly formats (all end in `attr-dict : <operand types> -> <result type>`):
//! - `%x : T -> R` (unary ops);
//! - `%a, %b : T1, T2 -> R` (next_after, polygamma, zeta);
//! - `%a, %b : (T1, T2) -> R` (the broadcasting ops, `broadcast_select` with 3 operands).

use xla_dialect_hlo::syntax::parse_operands;
use xla_ir::asm::{OpAsmParser, OpAsmPrinter, Punct};
use xla_ir::{Diag, OpRef, OperationState, Type};

/// How the operand types are written after the colon.
#[derive(Copy, Clone, PartialEq, Eq)]
pub enum OperandTypes {
    /// `T1, T2 -> R`
    Bare,
    /// `(T1, T2) -> R`
    Parenthesized,
}

/// `%a, ... attr-dict : <types> -> R` with `n` operands; fills operands, attributes
/// (after `st.name` is final, so properties land where the op keeps them) and results;
/// returns the operand types.
pub fn parse_op(
    p: &mut dyn OpAsmParser,
    st: &mut OperationState,
    n: usize,
    form: OperandTypes,
) -> Result<Vec<Type>, Diag> {
    let operands = parse_operands(p, n)?;
    p.parse_optional_attr_dict(st)?;
    p.parse_punct(Punct::Colon)?;
    let loc = p.current_loc();
    let (inputs, results) = match form {
        OperandTypes::Parenthesized => p.parse_function_type()?,
        OperandTypes::Bare => {
            let mut inputs = vec![p.parse_type()?];
            while p.parse_optional_punct(Punct::Comma) {
                inputs.push(p.parse_type()?);
            }
            p.parse_punct(Punct::Arrow)?;
            (inputs, vec![p.parse_type()?])
        }
    };
    if inputs.len() != n {
        return Err(p.error_at(
            loc,
            &format!("{n} operands present, but expected {}", inputs.len()),
        ));
    }
    p.resolve_operands(&operands, &inputs, &mut st.operands)?;
    st.result_types.extend(results);
    Ok(inputs)
}

/// Prints what [`parse_op`] reads.
pub fn print_op(p: &mut dyn OpAsmPrinter, op: OpRef<'_>, form: OperandTypes) {
    let operands: Vec<_> = op.operands().collect();
    p.write_str(" ");
    p.print_operands(&operands);
    p.print_optional_attr_dict(op, &[]);
    p.write_str(" : ");
    let inputs = op.operand_types();
    match form {
        OperandTypes::Parenthesized => p.print_function_type(&inputs, &op.result_types()),
        OperandTypes::Bare => {
            print_type_list(p, &inputs);
            p.write_str(" -> ");
            print_type_list(p, &op.result_types());
        }
    }
}

fn print_type_list(p: &mut dyn OpAsmPrinter, types: &[Type]) {
    for (i, &t) in types.iter().enumerate() {
        if i > 0 {
            p.write_str(", ");
        }
        p.print_type(t);
    }
}

pub fn parse_unary(p: &mut dyn OpAsmParser, st: &mut OperationState) -> Result<(), Diag> {
    parse_op(p, st, 1, OperandTypes::Bare).map(|_| ())
}
pub fn print_unary(p: &mut dyn OpAsmPrinter, op: OpRef<'_>) {
    print_op(p, op, OperandTypes::Bare)
}
pub fn parse_binary(p: &mut dyn OpAsmParser, st: &mut OperationState) -> Result<(), Diag> {
    parse_op(p, st, 2, OperandTypes::Bare).map(|_| ())
}
pub fn print_binary(p: &mut dyn OpAsmPrinter, op: OpRef<'_>) {
    print_op(p, op, OperandTypes::Bare)
}
pub fn parse_broadcast<const N: usize>(
    p: &mut dyn OpAsmParser,
    st: &mut OperationState,
) -> Result<(), Diag> {
    parse_op(p, st, N, OperandTypes::Parenthesized).map(|_| ())
}
pub fn print_broadcast(p: &mut dyn OpAsmPrinter, op: OpRef<'_>) {
    print_op(p, op, OperandTypes::Parenthesized)
}
