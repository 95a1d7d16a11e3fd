//! `llvm.call` as CallOpInterface and `llvm.func` as CallableOpInterface (upstream's LLVM
//! inliner replaces the returns of a multi-block callee with `llvm.br`).

use crate::ops::{BrOp, CallOp, FuncOp};
use std::ops::Range;
use xla_ir::interfaces::{CallOpInterface, CallableOpInterface};
use xla_ir::op_decl::operand_range;
use xla_ir::{
    Attribute, BlockId, Context, DialectDef, Location, OpDecl, OpRef, OperationState, ValueId,
};

/// Attaches the interfaces to `llvm.call` and `llvm.func`.
pub fn attach(d: &mut DialectDef) {
    for def in &mut d.ops {
        match def.name.as_str() {
            CallOp::NAME => def.add_interface::<dyn CallOpInterface>(Box::new(Call)),
            FuncOp::NAME => def.add_interface::<dyn CallableOpInterface>(Box::new(Function)),
            _ => {}
        }
    }
}

/// `llvm.call`: a direct call names `callee` and passes its callee operands; an indirect
/// one passes the callee pointer first.
struct Call;

impl CallOpInterface for Call {
    fn callee(&self, op: OpRef<'_>) -> Option<Attribute> {
        op.attr("callee")
    }
    fn arg_operands(&self, op: OpRef<'_>) -> Range<usize> {
        let args = operand_range(op, <CallOp<'_> as OpDecl>::INFO.operands, 0);
        match self.callee(op) {
            Some(_) => args,
            None => (args.start + 1).min(args.end)..args.end,
        }
    }
}

struct Function;

impl CallableOpInterface for Function {
    fn inline_branch(
        &self,
        ctx: &Context,
        loc: Location,
        operands: &[ValueId],
        dest: BlockId,
    ) -> Option<OperationState> {
        let mut state = OperationState::declared::<BrOp>(ctx, loc).operands(operands);
        state.successors.push(dest);
        Some(state)
    }
}
