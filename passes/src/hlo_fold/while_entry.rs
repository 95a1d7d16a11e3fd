//! `hlo.while` whose condition is false at entry: the condition region is evaluated on the
//! initial values (when every value it reads is a constant), and if it yields `false` the
//! loop is replaced by its initial values. Initial values the condition never reads need
//! not be constant (a zero of their type stands in). The condition is evaluated through the
//! `hlo.while`'s [`ConstantEvaluator`](xla_values::ConstantEvaluator); without one nothing
//! is replaced.

use xla_dialect_hlo::ops as hlo_ops;

use super::{captured_by, static_elements, INPUT_FACTOR};
use xla_ir::rewrite::{constant_value, PatternRewriter, RewritePattern};
use xla_ir::{Attribute, Body, Context, Diag, OpId, Type, ValueId};
use xla_values::{evaluator_of, Buffer, Value};

pub(super) struct WhileFalseAtEntry {
    pub limit: u64,
}

impl RewritePattern for WhileFalseAtEntry {
    fn root(&self) -> Option<&str> {
        Some(hlo_ops::WhileOp::NAME)
    }
    fn benefit(&self) -> u16 {
        super::FOLD_BENEFIT
    }
    fn name(&self) -> &str {
        "hlo-while-false-at-entry"
    }
    fn match_and_rewrite(&self, op: OpId, rw: &mut PatternRewriter<'_>) -> Result<bool, Diag> {
        if !false_at_entry(rw.ctx, rw.body(), op, self.limit) {
            return Ok(false);
        }
        let inits: Vec<ValueId> = rw.body().operands(op).collect();
        let same = rw
            .body()
            .results(op)
            .iter()
            .zip(&inits)
            .all(|(&r, &v)| rw.body().value_type(r) == rw.body().value_type(v));
        if !same || inits.len() != rw.body().results(op).len() {
            return Ok(false);
        }
        rw.replace_op(op, &inits);
        Ok(true)
    }
}

/// A zero of a static tensor type (for initial values the condition does not read).
fn zero_of(ctx: &Context, t: Type) -> Option<Value> {
    static_elements(ctx, t)?;
    // A splat of zero bytes (16: the widest element, complex<f64>).
    xla_values::dense::tensor_from_bytes(ctx, t, &[0u8; 16], true)
        .ok()
        .map(Value::Tensor)
}

fn false_at_entry(ctx: &Context, body: &Body, op: OpId, limit: u64) -> bool {
    let Some(evaluator) = evaluator_of(ctx, body.op(op).name) else {
        return false;
    };
    let (rb, regions) = body.op_regions(op);
    let Some(&cond) = regions.first() else {
        return false;
    };
    let Some(entry) = rb.entry_block(cond) else {
        return false;
    };
    let params = rb.block_args(entry);
    let inits: Vec<ValueId> = body.operands(op).collect();
    if params.len() != inits.len() {
        return false;
    }
    let Some(captured) = captured_by(ctx, body, op, &[cond]) else {
        return false;
    };
    let mut inputs: Vec<Attribute> = Vec::new();
    let mut args = Vec::new();
    for (&p, &init) in params.iter().zip(&inits) {
        if rb.has_uses(p) {
            let Some(c) = constant_value(ctx, body, init) else {
                return false;
            };
            inputs.push(c);
            args.push(None);
        } else {
            let Some(z) = zero_of(ctx, body.value_type(init)) else {
                return false;
            };
            args.push(Some(z));
        }
    }
    let Some(captured_constants) = captured
        .iter()
        .map(|&v| constant_value(ctx, body, v))
        .collect::<Option<Vec<Attribute>>>()
    else {
        return false;
    };
    let elements = inputs
        .iter()
        .chain(&captured_constants)
        .map(|&a| {
            ctx.attr_type(a)
                .and_then(|t| static_elements(ctx, t))
                .unwrap_or(u64::MAX)
        })
        .fold(0u64, u64::saturating_add);
    if elements > limit.saturating_mul(INPUT_FACTOR) {
        return false;
    }
    let to_value = |a: Attribute| {
        xla_values::dense::tensor_from_attr(ctx, a)
            .ok()
            .map(Value::Tensor)
    };
    let mut given = inputs.into_iter();
    let Some(args) = args
        .into_iter()
        .map(|a| a.or_else(|| given.next().and_then(to_value)))
        .collect::<Option<Vec<Value>>>()
    else {
        return false;
    };
    let Some(captured) = captured
        .into_iter()
        .zip(captured_constants)
        .map(|(v, a)| Some((v, to_value(a)?)))
        .collect::<Option<Vec<_>>>()
    else {
        return false;
    };
    let Ok(result) = evaluator.evaluate_region(ctx, body, op, 0, args, captured) else {
        return false;
    };
    matches!(result.first().and_then(|v| v.as_tensor()).map(|t| &t.data), Some(Buffer::Bool(b)) if b.iter().all(|&x| !x))
}
