//! Folding chains of `builtin.unrealized_conversion_cast` (MLIR's
//! reconcileUnrealizedCasts): a cast whose inputs, followed back through a chain of
//! casts, reach values of its own result types is replaced by those values; casts left
//! without uses are erased. Casts that still convert between different types stay.

use super::UNREALIZED_CAST;
use crate::context::Context;
use crate::ir::{Body, OpId, ValueDef, ValueId, WalkOrder};

/// Reconciles the casts of `body` (not of nested isolated bodies); returns the casts left.
pub fn reconcile_unrealized_casts(ctx: &Context, body: &mut Body) -> Vec<OpId> {
    let cast_name = ctx.op_name(UNREALIZED_CAST);
    let is_cast = |body: &Body, op: OpId| body.op(op).name == cast_name;
    let mut casts = Vec::new();
    body.walk_local(WalkOrder::PreOrder, |op| casts.push(op));
    casts.retain(|&op| is_cast(body, op));
    for &cast in &casts {
        if body.is_erased(cast) {
            continue;
        }
        let results: Vec<ValueId> = body.results(cast).to_vec();
        let want: Vec<_> = results.iter().map(|&v| body.value_type(v)).collect();
        let mut inputs: Vec<ValueId> = body.operands(cast).collect();
        // Each step goes to an earlier cast, so the walk ends; the bound guards cycles in
        // graph regions.
        for _ in 0..casts.len() + 1 {
            let types: Vec<_> = inputs.iter().map(|&v| body.value_type(v)).collect();
            if types == want {
                for (&from, &to) in results.iter().zip(&inputs) {
                    body.replace_all_uses(from, to);
                }
                break;
            }
            match single_defining_cast(body, &inputs) {
                Some(prev) if is_cast(body, prev) => inputs = body.operands(prev).collect(),
                _ => break,
            }
        }
    }
    // Erase unused casts, users before the casts they use.
    let mut left = Vec::new();
    for &cast in casts.iter().rev() {
        if body.is_erased(cast) {
            continue;
        }
        if body.results(cast).iter().any(|&v| body.has_uses(v)) {
            left.push(cast);
        } else {
            body.erase_op(cast);
        }
    }
    left.retain(|&op| !body.is_erased(op));
    left.reverse();
    left
}

/// The op whose results are exactly `values`, in order.
fn single_defining_cast(body: &Body, values: &[ValueId]) -> Option<OpId> {
    let first = *values.first()?;
    let ValueDef::Result { op, .. } = body.value(first).def else {
        return None;
    };
    (body.results(op) == values).then_some(op)
}
