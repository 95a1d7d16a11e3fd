//! The memref ops' shared syntax: the mixed static/dynamic lists of subview and
//! reinterpret_cast (`[%a, 0, 4]`), reassociation lists, `: source <keyword> result` type
//! tails, indexed accesses (`%m[%i, %j]`) and result names.

pub use xla_ir::asm::index_lists::{
    parse_mixed_list, parse_reassociation, print_mixed_list, print_reassociation,
    reassociation_attr,
};
use xla_ir::asm::{Delimiter, OpAsmParser, OpAsmPrinter, OpAsmResultNames, Punct};
use xla_ir::{Diag, OpDef, OpRef, OperationState, Type};

struct ResultNames(fn(OpRef<'_>) -> Vec<(usize, String)>);

impl OpAsmResultNames for ResultNames {
    fn result_names(&self, op: OpRef<'_>) -> Vec<(usize, String)> {
        (self.0)(op)
    }
}

/// Names the single result `%name` (MLIR's `getAsmResultNames`).
pub fn named_result(mut def: OpDef, names: fn(OpRef<'_>) -> Vec<(usize, String)>) -> OpDef {
    def.add_interface::<dyn OpAsmResultNames>(Box::new(ResultNames(names)));
    def
}

/// `attr-dict : source-type <keyword> result-type`, the tail shared by the view and reshape ops.
pub fn parse_cast_types(
    p: &mut dyn OpAsmParser,
    state: &mut xla_ir::OperationState,
    keyword: &str,
) -> Result<(Type, Type), Diag> {
    p.parse_optional_attr_dict(state)?;
    p.parse_punct(Punct::Colon)?;
    let src_ty = p.parse_type()?;
    p.parse_keyword(keyword)?;
    let res_ty = p.parse_type()?;
    Ok((src_ty, res_ty))
}

/// Prints what `parse_cast_types` reads; `separator` is the keyword with its spaces.
pub fn print_cast_types(p: &mut dyn OpAsmPrinter, op: OpRef<'_>, separator: &str, elided: &[&str]) {
    p.print_optional_attr_dict(op, elided);
    p.write_str(" : ");
    p.print_type(op.operand_type(0));
    p.write_str(separator);
    p.print_type(op.result_type(0));
}

/// `%m[%i, ...] {attrs} : memref-type` (memref.load/store, vector.load/store): pushes the
/// memref and the indices, returns the memref type.
pub fn parse_indexed(p: &mut dyn OpAsmParser, state: &mut OperationState) -> Result<Type, Diag> {
    let m = p.parse_operand()?;
    let indices = p.parse_operand_list(Delimiter::Square)?;
    p.parse_optional_attr_dict(state)?;
    p.parse_punct(Punct::Colon)?;
    let ty = p.parse_type()?;
    let v = p.resolve_operand(&m, ty)?;
    state.operands.push(v);
    let index = p.ctx().index_type();
    for i in &indices {
        let v = p.resolve_operand(i, index)?;
        state.operands.push(v);
    }
    Ok(ty)
}

/// Prints what [`parse_indexed`] reads, from operand `first` on (nothing for a malformed op).
pub fn print_indexed(p: &mut dyn OpAsmPrinter, op: OpRef<'_>, first: usize) {
    let operands: Vec<_> = op.operands().collect();
    let Some((&m, indices)) = operands.get(first..).and_then(|o| o.split_first()) else {
        return;
    };
    p.print_operand(m);
    p.write_str("[");
    p.print_operands(indices);
    p.write_str("]");
    p.print_optional_attr_dict(op, &[]);
    p.write_str(" : ");
    p.print_type(op.operand_type(first));
}
