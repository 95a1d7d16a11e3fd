//! Verifiers of the op traits the core knows (upstream `OpTrait::impl::verify*`), usable
//! directly from dialect verifiers.

use crate::context::Context;
use crate::diagnostic::DResult;
use crate::ir::{OpRef, OpRegions, ValueDef};
use crate::registry::Traits;
use crate::traits::broadcast::{self, ShapeRef, ShapedKind, ShapedOperand};
use crate::types::{Type, TypeData, DYNAMIC};

/// `HasParent` / `ParentOneOf`: the op sits directly in one of `parents` (by name).
pub fn verify_has_parent(
    op: OpRef<'_>,
    parent: Option<OpRef<'_>>,
    parents: &[&str],
) -> DResult<()> {
    if parents.is_empty() || parent.is_some_and(|p| parents.contains(&p.name_str())) {
        return Ok(());
    }
    let expected = if parents.len() == 1 {
        "'"
    } else {
        "to be one of '"
    };
    Err(op.error(format!(
        "expects parent op {expected}{}'",
        parents.join(", ")
    )))
}

/// Structural traits, checked right after the counts (ODS puts them before the op's own
/// invariants).
pub(crate) fn verify_structural_traits(op: OpRef<'_>, traits: Traits) -> DResult<()> {
    if traits.contains(Traits::SINGLE_BLOCK) {
        verify_single_block(op, traits.contains(Traits::NO_TERMINATOR))?;
    }
    if traits.contains(Traits::TERMINATOR) {
        verify_is_terminator(op)?;
    }
    Ok(())
}

type TraitCheck = fn(OpRef<'_>) -> DResult<()>;

/// The type and shape traits and Symbol, in a fixed order (after the op's `verify` hook,
/// as upstream runs them after the ODS constraints).
/// `explain` adds notes upstream does not emit (see [`verify_broadcastable_explained`]).
pub(crate) fn verify_op_traits(op: OpRef<'_>, traits: Traits, explain: bool) -> DResult<()> {
    let broadcastable: TraitCheck = if explain {
        verify_broadcastable_explained
    } else {
        verify_broadcastable
    };
    let checks: [(Traits, TraitCheck); 8] = [
        (Traits::SAME_OPERANDS_SHAPE, verify_same_operands_shape),
        (
            Traits::SAME_OPERANDS_ELEMENT_TYPE,
            verify_same_operands_element_type,
        ),
        (Traits::SAME_TYPE_OPERANDS, verify_same_type_operands),
        (
            Traits::SAME_OPERANDS_AND_RESULT_SHAPE,
            verify_same_operands_and_result_shape,
        ),
        (
            Traits::SAME_OPERANDS_AND_RESULT_ELEMENT_TYPE,
            verify_same_operands_and_result_element_type,
        ),
        (
            Traits::SAME_OPERANDS_AND_RESULT_TYPE,
            verify_same_operands_and_result_type,
        ),
        (Traits::ELEMENTWISE, verify_elementwise),
        (Traits::BROADCASTABLE, broadcastable),
    ];
    for (t, check) in checks {
        if traits.contains(t) {
            check(op)?;
        }
    }
    if traits.contains(Traits::SYMBOL) {
        super::symbols::verify_symbol(op)?;
    } else if traits.contains(Traits::SYMBOL_TABLE) && op.attr(super::symbols::SYM_NAME).is_some() {
        // A symbol table with a name is an optional symbol (builtin.module).
        super::symbols::verify_symbol(op)?;
    }
    Ok(())
}

// ---- shape helpers (upstream's TypeUtilities) ----

/// `None` for non-shaped types, `Some(None)` for unranked ones, else the dims.
fn shape_of(ctx: &Context, t: Type) -> Option<Option<&[i64]>> {
    if !ctx.is_shaped(t) {
        return None;
    }
    Some(ctx.shape(t))
}

fn is_scalable_vector(ctx: &Context, t: Type) -> bool {
    matches!(ctx.type_data(t), TypeData::Vector { scalable, .. } if scalable.iter().any(|&s| s))
}

/// `verifyCompatibleShape(Type, Type)`: both non-shaped, or both shaped with an unranked
/// side or equal ranks whose static dims agree.
pub fn compatible_shape(ctx: &Context, a: Type, b: Type) -> bool {
    match (shape_of(ctx, a), shape_of(ctx, b)) {
        (None, None) => true,
        (Some(Some(x)), Some(Some(y))) => {
            x.len() == y.len()
                && x.iter()
                    .zip(y)
                    .all(|(&p, &q)| p == DYNAMIC || q == DYNAMIC || p == q)
        }
        (Some(_), Some(_)) => true,
        _ => false,
    }
}

/// `verifyCompatibleShapes(TypeRange)`: all non-shaped, or all shaped, not mixing scalable
/// and fixed vectors, ranked ones of one rank with agreeing static dims.
pub fn compatible_shapes<I>(ctx: &Context, types: I) -> bool
where
    I: Iterator<Item = Type> + Clone,
{
    let shaped = types.clone().filter(|&t| ctx.is_shaped(t)).count();
    let total = types.clone().count();
    if shaped == 0 {
        return true;
    }
    if shaped != total {
        return false;
    }
    let scalable = types
        .clone()
        .filter(|&t| is_scalable_vector(ctx, t))
        .count();
    if scalable != 0 && scalable != total {
        return false;
    }
    let ranked = types.filter_map(|t| ctx.shape(t));
    let Some(first) = ranked.clone().next() else {
        return true;
    };
    if ranked.clone().any(|s| s.len() != first.len()) {
        return false;
    }
    (0..first.len()).all(|i| {
        let mut statics = ranked.clone().map(|s| s[i]).filter(|&d| d != DYNAMIC);
        match statics.next() {
            Some(d0) => statics.all(|d| d == d0),
            None => true,
        }
    })
}

// ---- the traits ----

fn at_least_one_operand(op: OpRef<'_>) -> DResult<()> {
    super::structure::verify_operand_count(op, crate::registry::Arity::AtLeast(1))
}

fn at_least_one_operand_and_result(op: OpRef<'_>) -> DResult<()> {
    at_least_one_operand(op)?;
    super::structure::verify_result_count(op, crate::registry::Arity::AtLeast(1))
}

fn operand_types<'a>(op: OpRef<'a>) -> impl Iterator<Item = Type> + Clone + 'a {
    let body = op.body;
    body.op(op.id)
        .operands
        .iter()
        .map(move |&u| body.value_type(body.operand_data(u).value))
}

fn result_types<'a>(op: OpRef<'a>) -> impl Iterator<Item = Type> + Clone + 'a {
    let body = op.body;
    op.results().iter().map(move |&v| body.value_type(v))
}

/// `SameTypeOperands`: every operand has the type of the first (exactly).
pub fn verify_same_type_operands(op: OpRef<'_>) -> DResult<()> {
    let mut types = operand_types(op);
    if let Some(first) = types.next() {
        if types.any(|t| t != first) {
            return Err(op.error("requires all operands to have the same type"));
        }
    }
    Ok(())
}

/// `SameOperandsShape`: at least one operand, and all operand shapes compatible (`?` matches
/// any size).
pub fn verify_same_operands_shape(op: OpRef<'_>) -> DResult<()> {
    at_least_one_operand(op)?;
    if !compatible_shapes(op.ctx, operand_types(op)) {
        return Err(op.error("requires the same shape for all operands"));
    }
    Ok(())
}

/// `SameOperandsAndResultShape`: at least one operand and one result, all shapes compatible.
pub fn verify_same_operands_and_result_shape(op: OpRef<'_>) -> DResult<()> {
    at_least_one_operand_and_result(op)?;
    if !compatible_shapes(op.ctx, operand_types(op).chain(result_types(op))) {
        return Err(op.error("requires the same shape for all operands and results"));
    }
    Ok(())
}

/// `SameOperandsElementType`: at least one operand, all of one element type.
pub fn verify_same_operands_element_type(op: OpRef<'_>) -> DResult<()> {
    at_least_one_operand(op)?;
    let ctx = op.ctx;
    let mut types = operand_types(op).map(|t| ctx.element_type(t));
    let first = types.next();
    if types.any(|t| Some(t) != first) {
        return Err(op.error("requires the same element type for all operands"));
    }
    Ok(())
}

/// `SameOperandsAndResultElementType`: at least one operand and one result, all of the first
/// result's element type.
pub fn verify_same_operands_and_result_element_type(op: OpRef<'_>) -> DResult<()> {
    at_least_one_operand_and_result(op)?;
    let ctx = op.ctx;
    let elem = ctx.element_type(op.result_type(0));
    if result_types(op)
        .chain(operand_types(op))
        .any(|t| ctx.element_type(t) != elem)
    {
        return Err(op.error("requires the same element type for all operands and results"));
    }
    Ok(())
}

/// The encoding of a ranked tensor type (`None` for other types).
fn encoding(ctx: &Context, t: Type) -> Option<crate::attrs::Attribute> {
    match ctx.type_data(t) {
        TypeData::Tensor { encoding, .. } => *encoding,
        _ => None,
    }
}

/// `SameOperandsAndResultType`: at least one operand and one result, all of the first result's
/// element type with compatible shapes (and its encoding, if it has one).
pub fn verify_same_operands_and_result_type(op: OpRef<'_>) -> DResult<()> {
    at_least_one_operand_and_result(op)?;
    let ctx = op.ctx;
    let ty = op.result_type(0);
    let elem = ctx.element_type(ty);
    let enc = encoding(ctx, ty);
    for t in result_types(op).skip(1).chain(operand_types(op)) {
        if ctx.element_type(t) != elem || !compatible_shape(ctx, t, ty) {
            return Err(op.error("requires the same type for all operands and results"));
        }
        if enc.is_some() && encoding(ctx, t) != enc {
            return Err(op.error("requires the same encoding for all operands and results"));
        }
    }
    Ok(())
}

/// Tensors and vectors: the types an elementwise op maps over.
fn is_mappable(ctx: &Context, t: Type) -> bool {
    matches!(
        ctx.type_data(t),
        TypeData::Tensor { .. } | TypeData::UnrankedTensor { .. } | TypeData::Vector { .. }
    )
}

/// The upstream TypeID of a mappable type: ranked tensor, unranked tensor or vector.
fn base_kind(ctx: &Context, t: Type) -> u8 {
    match ctx.type_data(t) {
        TypeData::Tensor { .. } => 0,
        TypeData::UnrankedTensor { .. } => 1,
        _ => 2,
    }
}

/// `Elementwise`: tensor/vector operands and results all of one kind with compatible shapes,
/// and all results non-scalar when an operand is (or every operand and result is a scalar).
pub fn verify_elementwise(op: OpRef<'_>) -> DResult<()> {
    let ctx = op.ctx;
    let mappable_results = result_types(op).filter(|&t| is_mappable(ctx, t));
    let mappable_operands = operand_types(op).filter(|&t| is_mappable(ctx, t));
    let (n_results, n_operands) = (
        mappable_results.clone().count(),
        mappable_operands.clone().count(),
    );
    if n_results == 0 && n_operands == 0 {
        return Ok(());
    }
    if n_operands == 0 {
        return Err(
            op.error("if a result is non-scalar, then at least one operand must be non-scalar")
        );
    }
    if n_results == 0 {
        return Err(op.error(
            "if an operand is non-scalar, then there must be at least one non-scalar result",
        ));
    }
    if n_results != op.num_results() {
        return Err(op.error("if an operand is non-scalar, then all results must be non-scalar"));
    }
    let all = mappable_operands.chain(mappable_results);
    let first = all.clone().next().map(|t| base_kind(ctx, t));
    if all.clone().any(|t| Some(base_kind(ctx, t)) != first) || !compatible_shapes(ctx, all) {
        return Err(
            op.error("all non-scalar operands/results must have the same shape and base type")
        );
    }
    Ok(())
}

fn broadcast_view(ctx: &Context, t: Type) -> ShapedOperand<'_> {
    let kind = match ctx.type_data(t) {
        TypeData::Tensor { .. } | TypeData::UnrankedTensor { .. } => ShapedKind::Tensor,
        TypeData::Vector { .. } => ShapedKind::Vector,
        _ => ShapedKind::Other,
    };
    let shape = match ctx.shape(t) {
        Some(dims) => ShapeRef::Ranked(dims),
        None => ShapeRef::Unranked,
    };
    (kind, shape)
}

/// `ResultsBroadcastableShape` (upstream `verifyCompatibleOperandBroadcast`): exactly
/// upstream's diagnostic, without notes (an extra note fails `-verify-diagnostics` tests).
pub fn verify_broadcastable(op: OpRef<'_>) -> DResult<()> {
    broadcastable(op, false)
}

/// [`verify_broadcastable`] plus a note naming the operand shapes and the inferred shape.
pub fn verify_broadcastable_explained(op: OpRef<'_>) -> DResult<()> {
    broadcastable(op, true)
}

fn broadcastable(op: OpRef<'_>, explain: bool) -> DResult<()> {
    let ctx = op.ctx;
    let operands: smallvec::SmallVec<[ShapedOperand<'_>; 4]> =
        operand_types(op).map(|t| broadcast_view(ctx, t)).collect();
    let results: smallvec::SmallVec<[ShapedOperand<'_>; 2]> =
        result_types(op).map(|t| broadcast_view(ctx, t)).collect();
    let Err(e) = broadcast::verify_broadcastable(&operands, &results) else {
        return Ok(());
    };
    let diag = if e.op_error {
        op.error(&e.message)
    } else {
        op.plain_error(e.message.clone())
    };
    Err(if explain && !e.note.is_empty() {
        diag.with_note(op.loc(), e.note)
    } else {
        diag
    })
}

/// `IsTerminator`: the op ends its block.
pub fn verify_is_terminator(op: OpRef<'_>) -> DResult<()> {
    let block = op.body.op(op.id).parent_block();
    if block.and_then(|b| op.body.last_op(b)) != Some(op.id) {
        return Err(op.error("must be the last operation in the parent block"));
    }
    Ok(())
}

/// `SingleBlock`: each region has at most one block, non-empty unless `NoTerminator`.
pub fn verify_single_block(op: OpRef<'_>, no_terminator: bool) -> DResult<()> {
    let regions = op.regions();
    for (i, &r) in regions.ids.iter().enumerate() {
        let mut blocks = regions.body.region_blocks(r);
        let Some(first) = blocks.next() else { continue };
        if blocks.next().is_some() {
            return Err(op.error(format!("expects region #{i} to have 0 or 1 blocks")));
        }
        if !no_terminator && regions.body.first_op(first).is_none() {
            return Err(op.error("expects a non-empty block"));
        }
    }
    Ok(())
}

/// `IsolatedFromAbove` for an op whose regions live in its parent's body (built by hand):
/// no operand inside may come from outside. Ops owning a body satisfy it by construction.
pub fn verify_isolated_from_above(op: OpRef<'_>) -> DResult<()> {
    let OpRegions::Local(regions) = op.body.op(op.id).regions() else {
        return Ok(());
    };
    let body = op.body;
    let mut pending = Vec::new();
    for &limit in regions.iter() {
        pending.push(limit);
        while let Some(r) = pending.pop() {
            for b in body.region_blocks(r) {
                for user in body.block_ops(b) {
                    for v in body.operands(user) {
                        let def_region = match body.value(v).def {
                            ValueDef::BlockArg { block, .. } => body.block(block).parent_region(),
                            ValueDef::Result { op: d, .. } => body
                                .op(d)
                                .parent_block()
                                .and_then(|blk| body.block(blk).parent_region()),
                        };
                        let user_ref = OpRef::new(op.ctx, body, user);
                        let Some(def_region) = def_region else {
                            return Err(user_ref.plain_error("operation's operand is unlinked"));
                        };
                        if !region_is_ancestor(body, limit, def_region) {
                            return Err(user_ref
                                .error("using value defined outside the region")
                                .with_note(op.loc(), "required by region isolation constraints"));
                        }
                    }
                    let nested = OpRef::new(op.ctx, body, user);
                    if !nested.has_trait(Traits::ISOLATED_FROM_ABOVE) {
                        pending.extend_from_slice(body.local_regions(user));
                    }
                }
            }
        }
    }
    Ok(())
}

/// Whether `ancestor` is `r` or encloses it (within one body).
pub(crate) fn region_is_ancestor(
    body: &crate::ir::Body,
    ancestor: crate::ir::RegionId,
    r: crate::ir::RegionId,
) -> bool {
    let mut cur = Some(r);
    while let Some(c) = cur {
        if c == ancestor {
            return true;
        }
        cur = body
            .region_parent_op(c)
            .and_then(|p| body.op(p).parent_block())
            .and_then(|b| body.block(b).parent_region());
    }
    false
}
