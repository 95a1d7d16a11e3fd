//! CallOpInterface and CallableOpInterface: which ops call a symbol with which operands, and
//! which ops are functions the calls reach (upstream `getCallableForCallee`,
//! `getArgOperands`, `getCallableRegion`). A callable's body is its isolated body (every
//! function here is IsolatedFromAbove); its returns are the `RETURN_LIKE` terminators of
//! that body's region.

use crate::attrs::{AttrData, Attribute, Location};
use crate::context::Context;
use crate::ir::{BlockId, Body, OpRef, OperationState, ValueId};
use std::ops::Range;

/// An op that calls a function.
pub trait CallOpInterface: Send + Sync {
    /// The symbol reference of the callee; `None` for an indirect call.
    fn callee(&self, op: OpRef<'_>) -> Option<Attribute>;
    /// The operands passed as the callee's arguments.
    fn arg_operands(&self, op: OpRef<'_>) -> Range<usize>;
}

/// A function calls reach.
pub trait CallableOpInterface: Send + Sync {
    /// The body calls run: the isolated body of the op, if it has a block (a declaration
    /// has none).
    fn callable_body<'a>(&self, op: OpRef<'a>) -> Option<&'a Body> {
        let body = op.body.op(op.id).isolated_body()?;
        let region = *body.root_regions().first()?;
        body.entry_block(region).map(|_| body)
    }

    /// The unconditional branch to `dest` with `operands` that replaces a return of this
    /// callable when the inliner splices a body of several blocks into a caller (upstream
    /// `DialectInlinerInterface::handleTerminator`); `None` keeps such calls.
    fn inline_branch(
        &self,
        _ctx: &Context,
        _loc: Location,
        _operands: &[ValueId],
        _dest: BlockId,
    ) -> Option<OperationState> {
        None
    }
}

/// The flat symbol a call names through its CallOpInterface; `None` for other ops,
/// indirect calls and nested references.
pub fn callee_name<'a>(ctx: &'a Context, body: &Body, call: crate::OpId) -> Option<&'a str> {
    let op = OpRef::new(ctx, body, call);
    let callee = op.interface::<dyn CallOpInterface>()?.callee(op)?;
    match ctx.attr_data(callee) {
        AttrData::SymbolRef { root, nested } if nested.is_empty() => Some(ctx.symbol_str(*root)),
        _ => None,
    }
}

/// A [`CallOpInterface`] for calls that keep the callee in a symbol attribute and pass every
/// operand (`func.call`).
pub struct SymbolCall {
    /// The callee attribute's name.
    pub attr: &'static str,
}

impl CallOpInterface for SymbolCall {
    fn callee(&self, op: OpRef<'_>) -> Option<Attribute> {
        op.attr(self.attr)
    }
    fn arg_operands(&self, op: OpRef<'_>) -> Range<usize> {
        0..op.num_operands()
    }
}
