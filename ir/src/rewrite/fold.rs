//! Folding through `OpDef::fold` hooks, constant values, and trivially dead ops.

use crate::attrs::Attribute;
use crate::context::Context;
use crate::ir::{Body, OpId, OpRef, ValueDef, ValueId};
use crate::registry::{FoldResult, Traits};

/// The value of a constant-like op (its fold hook with no operands), as MLIR's m_Constant.
pub fn op_constant(ctx: &Context, body: &Body, op: OpId) -> Option<Attribute> {
    let def = ctx.op_def(body.op(op).name)?;
    if !def.has_trait(Traits::CONSTANT_LIKE) || body.results(op).len() != 1 {
        return None;
    }
    let fold = def.fold?;
    match fold(OpRef::new(ctx, body, op), &[])?.first()? {
        FoldResult::Attr(a) => Some(*a),
        FoldResult::Value(_) => None,
    }
}

/// The constant `v` holds, if a constant-like op of the same body defines it.
pub fn constant_value(ctx: &Context, body: &Body, v: ValueId) -> Option<Attribute> {
    match body.value(v).def {
        ValueDef::Result { op, .. } => op_constant(ctx, body, op),
        ValueDef::BlockArg { .. } => None,
    }
}

/// What folding an op gave.
pub(super) enum Folded {
    /// Replace the results by these (existing values or constants to materialize).
    Results(Vec<FoldResult>),
    /// The op was changed in place (commutative operands reordered).
    InPlace,
}

/// Folds `op`: its fold hook, then the commutative trait's "constants to the right".
pub(super) fn fold_op(ctx: &Context, body: &mut Body, op: OpId) -> Option<Folded> {
    let def = ctx.op_def(body.op(op).name)?;
    if def.has_trait(Traits::CONSTANT_LIKE) {
        return None;
    }
    let operands: Vec<ValueId> = body.operands(op).collect();
    let constants: Vec<Option<Attribute>> = operands
        .iter()
        .map(|&v| constant_value(ctx, body, v))
        .collect();
    if let Some(fold) = def.fold {
        if let Some(results) = fold(OpRef::new(ctx, body, op), &constants) {
            if results.len() == body.results(op).len() && !results.is_empty() {
                return Some(Folded::Results(results));
            }
        }
    }
    if def.has_trait(Traits::COMMUTATIVE) {
        // A stable partition: non-constants first, constants last (MLIR's foldCommutative).
        let mut order: Vec<usize> = (0..operands.len()).collect();
        order.sort_by_key(|&i| constants[i].is_some());
        if order.iter().enumerate().any(|(k, &i)| k != i) {
            let sorted: Vec<ValueId> = order.iter().map(|&i| operands[i]).collect();
            body.set_operands(op, &sorted);
            return Some(Folded::InPlace);
        }
    }
    None
}

/// True if `op` has no uses and removing it changes nothing else (MLIR's isOpTriviallyDead).
pub fn is_trivially_dead(ctx: &Context, body: &Body, op: OpId) -> bool {
    body.results(op).iter().all(|&v| !body.has_uses(v)) && would_be_trivially_dead(ctx, body, op)
}

/// True if `op` could be removed once unused: registered, no terminator or symbol, and its
/// memory effects (MemoryEffectOpInterface, or its traits) only read or act on what it
/// allocates itself. Unregistered ops and ops of unknown effects are kept.
pub fn would_be_trivially_dead(ctx: &Context, body: &Body, op: OpId) -> bool {
    let Some(def) = ctx.op_def(body.op(op).name) else {
        return false;
    };
    if def.has_trait(Traits::TERMINATOR) || def.has_trait(Traits::SYMBOL) {
        return false;
    }
    crate::interfaces::removable_effects(ctx, body, op)
}
