//! Custom assembly of the toy ops.

use xla_ir::asm::{Delimiter, OpAsmParser, OpAsmPrinter, Punct};
use xla_ir::{Diag, OpRef, OperationState};

/// `toy.splat %x : f32 -> !toy.vec<4xf32>`
pub fn parse_splat(p: &mut dyn OpAsmParser, st: &mut OperationState) -> Result<(), Diag> {
    let x = p.parse_operand()?;
    p.parse_optional_attr_dict(st)?;
    p.parse_punct(Punct::Colon)?;
    let in_ty = p.parse_type()?;
    p.parse_punct(Punct::Arrow)?;
    let out_ty = p.parse_type()?;
    let v = p.resolve_operand(&x, in_ty)?;
    st.operands.push(v);
    st.result_types.push(out_ty);
    Ok(())
}

pub fn print_splat(p: &mut dyn OpAsmPrinter, op: OpRef<'_>) {
    p.write_str(" ");
    p.print_operand(op.operand(0));
    p.print_optional_attr_dict(op, &[]);
    p.write_str(" : ");
    p.print_type(op.operand_type(0));
    p.write_str(" -> ");
    p.print_type(op.result_type(0));
}

/// `toy.mix %a, %b [color #toy.color<red>] : !toy.vec<4xf32>`
pub fn parse_mix(p: &mut dyn OpAsmParser, st: &mut OperationState) -> Result<(), Diag> {
    let operands = p.parse_operand_list(Delimiter::None)?;
    if p.parse_optional_keyword("color") {
        // A type hint stops the attribute from taking the op's `: type` as its own.
        let none = p.ctx().none_type();
        let color = p.parse_attribute(Some(none))?;
        st.set_attr(p.ctx(), "color", color);
    }
    p.parse_optional_attr_dict(st)?;
    p.parse_punct(Punct::Colon)?;
    let ty = p.parse_type()?;
    p.resolve_operands(&operands, &vec![ty; operands.len()], &mut st.operands)?;
    st.result_types.push(ty);
    Ok(())
}

pub fn print_mix(p: &mut dyn OpAsmPrinter, op: OpRef<'_>) {
    p.write_str(" ");
    p.print_operands(&op.operands().collect::<Vec<_>>());
    if let Some(color) = op.attr("color") {
        p.write_str(" color ");
        p.print_attribute(color);
    }
    p.print_optional_attr_dict(op, &["color"]);
    p.write_str(" : ");
    p.print_type(op.result_type(0));
}

/// `toy.sum %v : !toy.vec<4xf32> -> f32`
pub fn parse_sum(p: &mut dyn OpAsmParser, st: &mut OperationState) -> Result<(), Diag> {
    parse_splat(p, st)
}

pub fn print_sum(p: &mut dyn OpAsmPrinter, op: OpRef<'_>) {
    print_splat(p, op)
}
