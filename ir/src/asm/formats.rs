//! Assembly-format pieces that many ops share (what ODS would generate for them).

use super::{Delimiter, OpAsmParser, OpAsmPrinter};
use crate::diagnostic::Diag;
use crate::ir::{OpRef, OperationState};

/// `$operands attr-dict (`:` type($operands))?`: the terminators `hlo.return`, `linalg.yield`,
/// `llvm.return`...
pub fn parse_operands_attrs_types(
    p: &mut dyn OpAsmParser,
    st: &mut OperationState,
) -> Result<(), Diag> {
    let operands = p.parse_operand_list(Delimiter::None)?;
    p.parse_optional_attr_dict(st)?;
    if operands.is_empty() {
        return Ok(());
    }
    let types = p.parse_colon_type_list()?;
    p.resolve_operands(&operands, &types, &mut st.operands)
}

/// Prints what [`parse_operands_attrs_types`] reads.
pub fn print_operands_attrs_types(p: &mut dyn OpAsmPrinter, op: OpRef<'_>) {
    let operands: Vec<_> = op.operands().collect();
    if !operands.is_empty() {
        p.write_str(" ");
        p.print_operands(&operands);
    }
    p.print_optional_attr_dict(op, &[]);
    if !operands.is_empty() {
        p.write_str(" : ");
        p.print_types(&op.operand_types());
    }
}

/// `$source attr-dict : type($source) to type($result)`: `tensor.cast`, `vector.broadcast`...
pub fn parse_operand_to_type(p: &mut dyn OpAsmParser, st: &mut OperationState) -> Result<(), Diag> {
    let operand = p.parse_operand()?;
    p.parse_optional_attr_dict(st)?;
    p.parse_punct(super::Punct::Colon)?;
    let from = p.parse_type()?;
    p.parse_keyword("to")?;
    let to = p.parse_type()?;
    st.operands.push(p.resolve_operand(&operand, from)?);
    st.result_types.push(to);
    Ok(())
}

/// Prints what [`parse_operand_to_type`] reads (nothing for a malformed op).
pub fn print_operand_to_type(p: &mut dyn OpAsmPrinter, op: OpRef<'_>) {
    if op.num_operands() != 1 || op.num_results() != 1 {
        return;
    }
    p.write_str(" ");
    p.print_operand(op.operand(0));
    p.print_optional_attr_dict(op, &[]);
    p.write_str(" : ");
    p.print_type(op.operand_type(0));
    p.write_str(" to ");
    p.print_type(op.result_type(0));
}
