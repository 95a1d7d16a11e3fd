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
