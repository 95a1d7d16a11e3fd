//! The interpreter as the [`ConstantEvaluator`] of every op it evaluates, attached to the
//! ops as an external model so that folding passes evaluate through the interface and do
//! not depend on this crate.

use crate::eval::{eval_op_with_captures, run_op_region_with_captures, Registry};
use crate::value::Value;
use std::sync::Arc;
use xla_ir::{Body, Context, DResult, OpId, ValueId};
use xla_values::ConstantEvaluator;

/// Evaluates ops with the interpreter's registry.
struct InterpEvaluator {
    registry: Arc<Registry>,
}

impl ConstantEvaluator for InterpEvaluator {
    fn evaluate(
        &self,
        ctx: &Context,
        body: &Body,
        op: OpId,
        operands: &[Value],
        captured: Vec<(ValueId, Value)>,
    ) -> DResult<Vec<Value>> {
        eval_op_with_captures(ctx, &self.registry, body, op, operands, captured)
    }

    fn evaluate_region(
        &self,
        ctx: &Context,
        body: &Body,
        op: OpId,
        index: usize,
        args: Vec<Value>,
        captured: Vec<(ValueId, Value)>,
    ) -> DResult<Vec<Value>> {
        run_op_region_with_captures(ctx, &self.registry, body, op, index, args, captured)
    }
}

/// Attaches the interpreter to every registered op it evaluates, as external models: its
/// evaluation ([`crate::eval::Evaluation`], which interpreters on `ctx` dispatch through) and
/// the [`ConstantEvaluator`] (hlo constant folding in `--canonicalize` and
/// `--hlo-refine-shapes` uses it). Call after loading the dialects: ops of dialects loaded
/// later get none.
pub fn attach_interpreter(ctx: &mut Context) {
    let registry = Arc::new(Registry::with_all());
    registry.attach(ctx);
    let names: Vec<String> = ctx
        .registered_ops()
        .filter(|d| registry.supports(&d.name))
        .map(|d| d.name.clone())
        .collect();
    for name in names {
        let model = InterpEvaluator {
            registry: registry.clone(),
        };
        ctx.attach_op_interface::<dyn ConstantEvaluator>(&name, Box::new(model));
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn attaches_to_the_ops_the_interpreter_evaluates() {
        let mut ctx = Context::new();
        xla_dialects::load_all(&mut ctx);
        let add = ctx.op_name("hlo.add");
        let func = ctx.op_name("func.func");
        assert!(xla_values::evaluator_of(&ctx, add).is_none());
        attach_interpreter(&mut ctx);
        assert!(xla_values::evaluator_of(&ctx, add).is_some());
        assert!(xla_values::evaluator_of(&ctx, func).is_none());
        // Evaluations are attached to the ops they evaluate (func.func runs as a callee, not
        // an op): add and the conditional branch, with its successor choice.
        let model = |name: &str| {
            let def = ctx.registered_ops().find(|d| d.name == name)?;
            def.interface::<crate::eval::Evaluation>()
                .map(|m| (m.eval.is_some(), m.branch.is_some()))
        };
        assert_eq!(model("hlo.add"), Some((true, false)));
        assert_eq!(model("cf.cond_br").map(|m| m.1), Some(true));
        assert_eq!(model("func.func"), None);
    }
}
