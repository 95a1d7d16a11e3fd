//! Folding by evaluation as an interface: a crate that can evaluate ops (the interpreter)
//! attaches a [`ConstantEvaluator`] to each op it evaluates, as an external model
//! (`Context::attach_op_interface`); folding passes ask the op for it and fold nothing when
//! no evaluator is registered.

use crate::value::Value;
use xla_ir::{Body, Context, DResult, OpId, OpName, ValueId};

/// Evaluates one op on constant inputs at compile time.
pub trait ConstantEvaluator: Send + Sync {
    /// The values of `op`'s results for `operands`; `captured` gives the values its regions
    /// use from outside `op`.
    fn evaluate(
        &self,
        ctx: &Context,
        body: &Body,
        op: OpId,
        operands: &[Value],
        captured: Vec<(ValueId, Value)>,
    ) -> DResult<Vec<Value>>;

    /// The values region `index` of `op` yields when run on `args` (e.g. a loop condition
    /// on the loop's initial values).
    fn evaluate_region(
        &self,
        ctx: &Context,
        body: &Body,
        op: OpId,
        index: usize,
        args: Vec<Value>,
        captured: Vec<(ValueId, Value)>,
    ) -> DResult<Vec<Value>>;
}

/// The evaluator attached to the op `name`, if one is registered.
pub fn evaluator_of(ctx: &Context, name: OpName) -> Option<&dyn ConstantEvaluator> {
    ctx.op_def(name)?.interface::<dyn ConstantEvaluator>()
}
