//! Static shape information: `tensor.dim` reads a dimension's size, `tensor.cast` converts
//! between types that agree on every static dimension.

use crate::syntax::{named, quoted, resolve_indices};
use xla_ir::asm::formats::{parse_operand_to_type, print_operand_to_type};
use xla_ir::asm::{OpAsmParser, OpAsmPrinter, Punct};
use xla_ir::interfaces::{ConditionallySpeculatable, ConstantDimIndex};
use xla_ir::{Arity, Diag, OpDef, OpRef, OperationState, Traits, Type, DYNAMIC};

pub fn ops() -> Vec<OpDef> {
    vec![
        named(OpDef::new("tensor.cast"), "cast")
            .summary("tensor cast operation")
            .description("Converts a tensor between types that agree on every static dimension.")
            .traits(Traits::PURE)
            .operands(Arity::Exactly(1))
            .results(Arity::Exactly(1))
            .verifier(verify_cast)
            .syntax(parse_operand_to_type, print_operand_to_type)
            .example("%c = tensor.cast %t : tensor<4x8xf32> to tensor<?x8xf32>"),
        named(OpDef::new("tensor.dim"), "dim")
            .summary("dimension index operation")
            .description("Returns the size of the given dimension of a tensor.")
            .traits(Traits::NO_MEMORY_EFFECT)
            .implements::<dyn ConditionallySpeculatable>(Box::new(ConstantDimIndex))
            .operands(Arity::Exactly(2))
            .results(Arity::Exactly(1))
            .syntax(parse_dim, print_dim)
            .example("%d = tensor.dim %t, %c0 : tensor<?x8xf32>"),
    ]
}

/// Static dimensions agree where both are static, ranks where both are ranked.
pub fn cast_compatible(op: OpRef<'_>, a: Type, b: Type) -> bool {
    let ctx = op.ctx;
    if ctx.element_type(a) != ctx.element_type(b) {
        return false;
    }
    match (ctx.shape(a), ctx.shape(b)) {
        (Some(x), Some(y)) => {
            x.len() == y.len()
                && x.iter()
                    .zip(y)
                    .all(|(p, q)| p == q || *p == DYNAMIC || *q == DYNAMIC)
        }
        _ => true,
    }
}

fn verify_cast(op: OpRef<'_>) -> Result<(), Diag> {
    let (from, to) = (op.operand_type(0), op.result_type(0));
    if !cast_compatible(op, from, to) {
        return Err(op.error(format!(
            "operand type {} and result type {} are cast incompatible",
            quoted(op.ctx, from),
            quoted(op.ctx, to)
        )));
    }
    Ok(())
}

fn parse_dim(p: &mut dyn OpAsmParser, st: &mut OperationState) -> Result<(), Diag> {
    let tensor = p.parse_operand()?;
    p.parse_punct(Punct::Comma)?;
    let index = p.parse_operand()?;
    p.parse_optional_attr_dict(st)?;
    p.parse_punct(Punct::Colon)?;
    let ty = p.parse_type()?;
    st.operands.push(p.resolve_operand(&tensor, ty)?);
    resolve_indices(p, &[index], st)?;
    st.result_types.push(p.ctx().index_type());
    Ok(())
}

fn print_dim(p: &mut dyn OpAsmPrinter, op: OpRef<'_>) {
    p.write_str(" ");
    p.print_operands(&op.operands().collect::<Vec<_>>());
    p.print_optional_attr_dict(op, &[]);
    p.write_str(" : ");
    p.print_type(op.operand_type(0));
}
