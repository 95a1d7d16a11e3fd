//! `cf.assert`: aborts the program with a message when its condition is false.

use crate::branch_ops::check_i1_operand;
use crate::ASSERT;
use xla_ir::asm::{OpAsmParser, OpAsmPrinter, Punct};
use xla_ir::{Arity, Diag, OpDef, OpRef, OperationState, Traits};

pub fn assert_op() -> OpDef {
    OpDef::new(ASSERT)
        .summary("Assert operation with message attribute")
        .description(
            "Assert operation at runtime with single boolean operand and an error message \
             attribute. If the argument is `true` this operation has no effect. Otherwise, the \
             program execution will abort. The provided error message may be used by a runtime \
             to propagate the error to the user.",
        )
        .traits(Traits::HAS_SIDE_EFFECTS)
        .operands(Arity::Exactly(1))
        .results(Arity::Exactly(0))
        .inherent(&["msg"])
        .verifier(verify_assert)
        .syntax(parse_assert, print_assert)
        .example("cf.assert %b, \"Expected ... to be true\"")
}

fn verify_assert(op: OpRef<'_>) -> Result<(), Diag> {
    check_i1_operand(&op)?;
    match op.attr("msg") {
        Some(m) if op.ctx.attr_as_str(m).is_some() => Ok(()),
        Some(_) => Err(op.error("attribute 'msg' failed to satisfy constraint: string attribute")),
        None => Err(op.error("requires attribute 'msg'")),
    }
}

/// `$arg , $msg attr-dict`
fn parse_assert(p: &mut dyn OpAsmParser, st: &mut OperationState) -> Result<(), Diag> {
    let arg = p.parse_operand()?;
    let i1 = p.ctx().i1();
    let arg = p.resolve_operand(&arg, i1)?;
    st.operands.push(arg);
    p.parse_punct(Punct::Comma)?;
    let msg = p.parse_string()?;
    let msg = p.ctx().string_attr(&msg);
    st.set_attr(p.ctx(), "msg", msg);
    p.parse_optional_attr_dict(st)
}

fn print_assert(p: &mut dyn OpAsmPrinter, op: OpRef<'_>) {
    if op.num_operands() != 1 {
        return;
    }
    p.write_str(" ");
    p.print_operand(op.operand(0));
    p.write_str(", ");
    let msg = op
        .attr("msg")
        .and_then(|m| op.ctx.attr_as_str(m))
        .unwrap_or("");
    p.print_string(msg);
    p.print_optional_attr_dict(op, &["msg"]);
}
