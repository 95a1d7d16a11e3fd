//! `(%a = %x, %b = %y)`: the assignment lists of scf.for and scf.while binding region
//! arguments to initial values.

use xla_ir::asm::{Argument, OpAsmParser, OpAsmPrinter, Punct, UnresolvedOperand};
use xla_ir::{Diag, Type, ValueId};

/// `(%a = %x, %b = %y)`: region arguments (untyped) and their initial values.
pub fn parse_assignment_list(
    p: &mut dyn OpAsmParser,
) -> Result<(Vec<Argument>, Vec<UnresolvedOperand>), Diag> {
    let mut args = Vec::new();
    let mut inits = Vec::new();
    p.parse_punct(Punct::LParen)?;
    if p.parse_optional_punct(Punct::RParen) {
        return Ok((args, inits));
    }
    loop {
        args.push(p.parse_argument(false, false)?);
        p.parse_punct(Punct::Equal)?;
        inits.push(p.parse_operand()?);
        if !p.parse_optional_punct(Punct::Comma) {
            break;
        }
    }
    p.parse_punct(Punct::RParen)?;
    Ok((args, inits))
}

/// `prefix(%a = %x, %b = %y)`; nothing when there are no initial values (as upstream).
pub fn print_assignment_list(
    p: &mut dyn OpAsmPrinter,
    args: &[ValueId],
    inits: &[ValueId],
    prefix: &str,
) {
    if inits.is_empty() {
        return;
    }
    p.write_str(prefix);
    p.write_str("(");
    for (i, (&a, &v)) in args.iter().zip(inits).enumerate() {
        if i > 0 {
            p.write_str(", ");
        }
        p.print_operand(a);
        p.write_str(" = ");
        p.print_operand(v);
    }
    p.write_str(")");
}

/// Gives parsed arguments their types (in order).
pub fn typed_args(args: &[Argument], types: &[Type]) -> Vec<Argument> {
    args.iter()
        .zip(types)
        .map(|(a, &t)| Argument {
            ty: Some(t),
            ..a.clone()
        })
        .collect()
}
