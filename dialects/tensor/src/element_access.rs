//! Element access: `tensor.extract` reads and `tensor.insert` replaces the element at
//! given indices.

use crate::syntax::{named, resolve_indices};
use xla_ir::asm::{OpAsmParser, OpAsmPrinter, Punct};
use xla_ir::{Arity, Diag, OpDef, OpRef, OperationState, Traits};

pub fn ops() -> Vec<OpDef> {
    vec![
        named(OpDef::new("tensor.extract"), "extracted")
            .summary("element extraction operation")
            .description("Reads the element at the given indices of a ranked tensor.")
            .traits(Traits::PURE)
            .operands(Arity::AtLeast(1))
            .results(Arity::Exactly(1))
            .verifier(verify_extract)
            .syntax(parse_extract, print_extract)
            .example("%x = tensor.extract %t[%i, %j] : tensor<4x8xf32>"),
        named(OpDef::new("tensor.insert"), "inserted")
            .summary("element insertion operation")
            .description("Returns the destination tensor with the element at the given indices replaced by the scalar.")
            .traits(Traits::PURE)
            .operands(Arity::AtLeast(2))
            .results(Arity::Exactly(1))
            .verifier(verify_insert)
            .syntax(parse_insert, print_insert)
            .example("%r = tensor.insert %f into %t[%i, %j] : tensor<4x8xf32>"),
    ]
}

/// `%t[%i, %j]`.
fn parse_indexed(
    p: &mut dyn OpAsmParser,
) -> Result<
    (
        xla_ir::asm::UnresolvedOperand,
        Vec<xla_ir::asm::UnresolvedOperand>,
    ),
    Diag,
> {
    let tensor = p.parse_operand()?;
    let indices = p.parse_operand_list(xla_ir::asm::Delimiter::Square)?;
    Ok((tensor, indices))
}

fn print_indexed(p: &mut dyn OpAsmPrinter, op: OpRef<'_>, first_index: usize) {
    let operands: Vec<_> = op.operands().collect();
    if let Some(t) = operands.get(first_index - 1) {
        p.print_operand(*t);
    }
    p.write_str("[");
    p.print_operands(operands.get(first_index..).unwrap_or_default());
    p.write_str("]");
    p.print_optional_attr_dict(op, &[]);
    p.write_str(" : ");
    p.print_type(op.operand_type(first_index - 1));
}

fn parse_extract(p: &mut dyn OpAsmParser, st: &mut OperationState) -> Result<(), Diag> {
    let (tensor, indices) = parse_indexed(p)?;
    p.parse_optional_attr_dict(st)?;
    p.parse_punct(Punct::Colon)?;
    let ty = p.parse_type()?;
    st.operands.push(p.resolve_operand(&tensor, ty)?);
    resolve_indices(p, &indices, st)?;
    st.result_types.push(p.ctx().element_type(ty));
    Ok(())
}

fn print_extract(p: &mut dyn OpAsmPrinter, op: OpRef<'_>) {
    p.write_str(" ");
    print_indexed(p, op, 1);
}

fn rank_of(op: OpRef<'_>, i: usize) -> Option<usize> {
    op.ctx.shape(op.operand_type(i)).map(|s| s.len())
}

fn verify_extract(op: OpRef<'_>) -> Result<(), Diag> {
    if rank_of(op, 0).is_some_and(|r| r != op.num_operands() - 1) {
        return Err(op.error("incorrect number of indices for extract_element"));
    }
    Ok(())
}

fn parse_insert(p: &mut dyn OpAsmParser, st: &mut OperationState) -> Result<(), Diag> {
    let scalar = p.parse_operand()?;
    p.parse_keyword("into")?;
    let (tensor, indices) = parse_indexed(p)?;
    p.parse_optional_attr_dict(st)?;
    p.parse_punct(Punct::Colon)?;
    let ty = p.parse_type()?;
    let elem = p.ctx().element_type(ty);
    st.operands.push(p.resolve_operand(&scalar, elem)?);
    st.operands.push(p.resolve_operand(&tensor, ty)?);
    resolve_indices(p, &indices, st)?;
    st.result_types.push(ty);
    Ok(())
}

fn print_insert(p: &mut dyn OpAsmPrinter, op: OpRef<'_>) {
    p.write_str(" ");
    p.print_operand(op.operand(0));
    p.write_str(" into ");
    print_indexed(p, op, 2);
}

fn verify_insert(op: OpRef<'_>) -> Result<(), Diag> {
    if rank_of(op, 1).is_some_and(|r| r != op.num_operands() - 2) {
        return Err(op.error("incorrect number of indices"));
    }
    Ok(())
}
