//! `func.call`/`func.call_indirect` as CallOpInterface, `func.func` as CallableOpInterface.

use std::ops::Range;
use xla_ir::interfaces::{CallOpInterface, CallableOpInterface};
use xla_ir::{Attribute, BlockId, Context, Location, OpRef, OperationState, ValueId};

/// `func.call_indirect`: the callee is operand 0, the arguments follow.
pub struct IndirectCall;

impl CallOpInterface for IndirectCall {
    fn callee(&self, _op: OpRef<'_>) -> Option<Attribute> {
        None
    }
    fn arg_operands(&self, op: OpRef<'_>) -> Range<usize> {
        1.min(op.num_operands())..op.num_operands()
    }
}

/// `func.func`: a multi-block body is inlined with `cf.br`s for its returns, as upstream's
/// func inliner extension does; looked up by name so that func needs no cf crate (without
/// cf loaded such calls are kept).
pub struct Function;

const CF_BR: &str = "cf.br";

impl CallableOpInterface for Function {
    fn inline_branch(
        &self,
        ctx: &Context,
        loc: Location,
        operands: &[ValueId],
        dest: BlockId,
    ) -> Option<OperationState> {
        ctx.lookup_registered_op(CF_BR)?;
        let mut state = OperationState::new(ctx, CF_BR, loc).operands(operands);
        state.successors.push(dest);
        Some(state)
    }
}
