//! Shape and type checks shared by the verifiers, with StableHLO's messages where StableHLO
//! has the rule (`requires compatible types for all operands and results`, `inferred
//! type(s) ... are incompatible with return type(s) of operation ...`).
//!
//! Shapes use `xla_ir::DYNAMIC` for `?`; two dims are compatible when equal or either is `?`.

use crate::display::{quoted, quoted_list, type_str};
use crate::types::{class_summary, in_class, ranked_tensor};
use xla_ir::diagnostic::Severity;
use xla_ir::{AttrData, Attribute, Context, Diag, Location, OpRef, Type, TypeData, DYNAMIC};

/// Two dimensions that may be equal at run time.
pub fn dims_compatible(a: i64, b: i64) -> bool {
    a == b || a == DYNAMIC || b == DYNAMIC
}

/// Equal ranks with pairwise compatible dims.
pub fn shapes_compatible(a: &[i64], b: &[i64]) -> bool {
    a.len() == b.len() && a.iter().zip(b).all(|(&x, &y)| dims_compatible(x, y))
}

/// Compatible shapes and equal element types (non-tensors must be equal): what StableHLO's
/// `HLO_CompatibleOperandsAndResultType` and friends require.
pub fn types_compatible(ctx: &Context, a: Type, b: Type) -> bool {
    match (ranked_tensor(ctx, a), ranked_tensor(ctx, b)) {
        (Some((sa, ea)), Some((sb, eb))) => {
            crate::types::elements_compatible(ctx, ea, eb) && shapes_compatible(sa, sb)
        }
        _ => a == b,
    }
}

/// StableHLO's `isCompatibleForHloTypeInference`, which inferred result types are checked
/// with: [`hlo_compatible`], and each shape within the other's bounds
/// (`#hlo.bounds<...>`, `verifyCompatibleShapeWithBounds`).
pub fn inferred_compatible(ctx: &Context, inferred: Type, actual: Type) -> bool {
    hlo_compatible(ctx, inferred, actual)
        && within_bounds(ctx, shape_of(ctx, inferred), actual)
        && within_bounds(ctx, shape_of(ctx, actual), inferred)
}

/// No static size of `shape` exceeds `bounded`'s bound.
fn within_bounds(ctx: &Context, shape: &[i64], bounded: Type) -> bool {
    let Some(bounds) = crate::attrs::bounds::bounds_of(ctx, bounded) else {
        return true;
    };
    shape
        .iter()
        .zip(&bounds)
        .all(|(&d, &b)| b == DYNAMIC || d == DYNAMIC || d <= b)
}

/// The ODS summary of a ranked tensor constraint over element classes.
pub fn tensor_summary(classes: u8) -> String {
    format!("ranked tensor of {} values", class_summary(classes))
}

/// ODS's operand/result constraint check: `what #i must be <summary>, but got 'T'`.
pub fn check_tensor_of(
    op: OpRef<'_>,
    what: &str,
    i: usize,
    t: Type,
    classes: u8,
) -> Result<(), Diag> {
    let ok = ranked_tensor(op.ctx, t).is_some_and(|(_, e)| in_class(op.ctx, e, classes));
    if ok {
        return crate::quantized::check_quantized_fits(op, t);
    }
    Err(type_constraint_error(
        op,
        what,
        i,
        &tensor_summary(classes),
        t,
    ))
}

/// ODS's message for a value of the wrong type: `operand #1 must be token, but got 'T'`.
pub fn type_constraint_error(
    op: OpRef<'_>,
    what: &str,
    index: usize,
    summary: &str,
    t: Type,
) -> Diag {
    op.error(format!(
        "{what} #{index} must be {summary}, but got {}",
        quoted(op.ctx, t)
    ))
}

/// The element summary of StableHLO's dimension tensors (`HLO_DimensionValue`).
const DIMENSION_VALUES: &str =
    "index or 2/4/8/16/32/64-bit signless integer or 2/4/8/16/32/64-bit unsigned integer values";

/// ODS `HLO_StaticDimensionTensor` (`static_shape`) or `HLO_DimensionTensor`: a 1-D tensor
/// of index or integer values, e.g. the shape operand of the dynamic ops.
pub fn check_dimension_tensor(op: OpRef<'_>, i: usize, static_shape: bool) -> Result<(), Diag> {
    let t = op.operand_type(i);
    let ok = ranked_tensor(op.ctx, t).is_some_and(|(s, e)| {
        s.len() == 1
            && (!static_shape || s[0] != DYNAMIC)
            && (op.ctx.is_index(e) || in_class(op.ctx, e, crate::types::class::INT))
    });
    if ok {
        return Ok(());
    }
    let kind = if static_shape {
        "statically shaped 1-dimensional tensor"
    } else {
        "1D tensor"
    };
    Err(op.error(format!(
        "operand #{i} must be {kind} of {DIMENSION_VALUES}, but got {}",
        quoted(op.ctx, t)
    )))
}

/// StableHLO's `verifyShapeOperandIsCompatibleWithResultType`: when operand `i` is a
/// constant, its values must be compatible with the result's shape.
pub fn check_shape_operand(op: OpRef<'_>, i: usize) -> Result<(), Diag> {
    let Some(values) = crate::const_operand::constant_ints(op, i) else {
        return Ok(());
    };
    let result = op.result_type(0);
    if shapes_compatible(&values, shape_of(op.ctx, result))
        && ranked_tensor(op.ctx, result).is_some()
    {
        return Ok(());
    }
    Err(op.plain_error(format!(
        "output shape [{}] is incompatible with return type of operation {}",
        crate::dims::join(&values),
        quoted(op.ctx, result)
    )))
}

/// Every operand is a ranked tensor of `classes`.
pub fn check_operands(op: OpRef<'_>, classes: u8) -> Result<(), Diag> {
    for (i, t) in op.operand_types().into_iter().enumerate() {
        check_tensor_of(op, "operand", i, t, classes)?;
    }
    Ok(())
}

/// Every result is a ranked tensor of `classes`.
pub fn check_results(op: OpRef<'_>, classes: u8) -> Result<(), Diag> {
    for (i, t) in op.result_types().into_iter().enumerate() {
        check_tensor_of(op, "result", i, t, classes)?;
    }
    Ok(())
}

/// ODS's check of a variadic group starting at operand (or result) `start`:
/// `what #i must be variadic of <summary>, but got 'T'`.
pub fn check_variadic(
    op: OpRef<'_>,
    what: &str,
    start: usize,
    types: &[Type],
    summary: &str,
    ok: impl Fn(Type) -> bool,
) -> Result<(), Diag> {
    match types.iter().position(|&t| !ok(t)) {
        Some(i) => Err(type_constraint_error(
            op,
            what,
            start + i,
            &format!("variadic of {summary}"),
            types[i],
        )),
        None => Ok(()),
    }
}

/// The summary of [`is_value_type`] for messages.
pub const VALUE_SUMMARY: &str = "ranked tensor or token or tuple or memref values";

/// The values hlo ops pass around: ranked tensors, tokens, tuples and (for custom calls
/// and control flow) memrefs.
pub fn is_value_type(ctx: &Context, t: Type) -> bool {
    ranked_tensor(ctx, t).is_some()
        || crate::types::is_token(ctx, t)
        || matches!(
            ctx.type_data(t),
            TypeData::Tuple(_) | TypeData::MemRef { .. }
        )
}

/// The dims of a ranked tensor (callers have checked the constraints; anything else is rank 0).
pub fn shape_of(ctx: &Context, t: Type) -> &[i64] {
    ranked_tensor(ctx, t).map_or(&[], |(s, _)| s)
}

/// The element type of a tensor, or the type itself.
pub fn elem_of(ctx: &Context, t: Type) -> Type {
    ctx.element_type(t)
}

/// `HLO_CompatibleOperandsAndResultType`: all operand and result types compatible.
pub fn verify_compatible_operands_and_result_type(op: OpRef<'_>) -> Result<(), Diag> {
    check_all_types_agree(
        op,
        "requires compatible types for all operands and results",
        types_compatible,
    )
}

/// `HLO_CompatibleOperandsAndResultElementType`: one element type across operands and results.
pub fn verify_compatible_element_types(op: OpRef<'_>) -> Result<(), Diag> {
    check_all_types_agree(
        op,
        "requires compatible element types for all operands and results",
        |ctx, a, b| ctx.element_type(a) == ctx.element_type(b),
    )
}

/// `SameOperandsAndResultShape` with `?` compatibility (StableHLO relaxes it so).
pub fn verify_compatible_operands_and_result_shape(op: OpRef<'_>) -> Result<(), Diag> {
    check_all_types_agree(
        op,
        "requires the same shape for all operands and results",
        |ctx, a, b| shapes_compatible(shape_of(ctx, a), shape_of(ctx, b)),
    )
}

/// `msg` unless every operand and result type agrees with the first one.
fn check_all_types_agree(
    op: OpRef<'_>,
    msg: &str,
    agree: fn(&Context, Type, Type) -> bool,
) -> Result<(), Diag> {
    let types: Vec<Type> = op
        .operand_types()
        .into_iter()
        .chain(op.result_types())
        .collect();
    match types.first() {
        Some(&first) if !types.iter().all(|&t| agree(op.ctx, first, t)) => Err(op.error(msg)),
        _ => Ok(()),
    }
}

/// Operand 0 and result 0 have one element type (dynamic_reshape, dynamic_broadcast_in_dim).
pub fn check_operand_and_result_element_type(op: OpRef<'_>) -> Result<(), Diag> {
    let (operand, result) = (op.operand_type(0), op.result_type(0));
    if op.ctx.element_type(operand) == op.ctx.element_type(result) {
        return Ok(());
    }
    Err(op.plain_error(format!(
        "expects operand and result to have compatible element type. Got: {} and {}",
        quoted(op.ctx, operand),
        quoted(op.ctx, result)
    )))
}

/// InferTypeOpInterface's failure: the inferred result type does not match the declared one.
pub fn incompatible_return(op: OpRef<'_>, inferred: Type, actual: Type) -> Diag {
    op.error(format!(
        "inferred type(s) {} are incompatible with return type(s) of operation {}",
        quoted(op.ctx, inferred),
        quoted(op.ctx, actual)
    ))
}

/// Checks `actual` against the inferred type (compatible shapes, same element type).
pub fn check_inferred(op: OpRef<'_>, inferred: Type, actual: Type) -> Result<(), Diag> {
    if inferred_compatible(op.ctx, inferred, actual) {
        Ok(())
    } else {
        Err(incompatible_return(op, inferred, actual))
    }
}

/// StableHLO's `isCompatibleForHloTypeInference` for any types: shaped types of one kind
/// (tensor or buffer) with compatible shapes (unranked matches any rank) and equal element
/// types, tuples element by element, anything else equal.
pub fn hlo_compatible(ctx: &Context, a: Type, b: Type) -> bool {
    if a == b {
        return true;
    }
    // Tuples nest as deep as the input says.
    stacker::maybe_grow(64 * 1024, 4 * 1024 * 1024, || {
        match (ctx.type_data(a), ctx.type_data(b)) {
            (TypeData::Tuple(xs), TypeData::Tuple(ys)) => hlo_compatible_lists(ctx, xs, ys),
            _ if ctx.is_shaped(a) && ctx.is_shaped(b) && ctx.is_tensor(a) == ctx.is_tensor(b) => {
                let shapes_ok = match (ctx.shape(a), ctx.shape(b)) {
                    (Some(x), Some(y)) => shapes_compatible(x, y),
                    _ => true,
                };
                shapes_ok
                    && crate::types::elements_compatible(
                        ctx,
                        ctx.element_type(a),
                        ctx.element_type(b),
                    )
            }
            _ => false,
        }
    })
}

/// [`hlo_compatible`] over two lists of the same length.
pub fn hlo_compatible_lists(ctx: &Context, a: &[Type], b: &[Type]) -> bool {
    a.len() == b.len() && a.iter().zip(b).all(|(&x, &y)| hlo_compatible(ctx, x, y))
}

/// InferTypeOpInterface's failure as MLIR reports it: the reason `diag`, then a second
/// error `'op' op failed to infer returned types` (carried in `notes` with error severity,
/// so that both reach the renderer and `-verify-diagnostics`).
pub fn inference_failed(op: OpRef<'_>, mut diag: Diag) -> Diag {
    diag.notes.push(op.error("failed to infer returned types"));
    diag
}

/// [`check_inferred`] for ops whose result types come from InferTypeOpInterface: a
/// mismatch also reports `failed to infer returned types`.
pub fn check_inferred_reported(op: OpRef<'_>, inferred: Type, actual: Type) -> Result<(), Diag> {
    check_inferred(op, inferred, actual).map_err(|d| inference_failed(op, d))
}

/// `diag` followed by a second error at `loc`, for the places where MLIR emits two errors
/// in a row (an inference failure then `failed to infer returned types`; a malformed field
/// then `failed parsing gather dimension numbers`). The second travels as an error-severity
/// note, which renderers and `-verify-diagnostics` treat as a diagnostic of its own.
pub fn followed_by(mut diag: Diag, loc: Location, msg: &str) -> Diag {
    diag.notes.push(Diag {
        severity: Severity::Error,
        loc,
        message: msg.to_string(),
        notes: Vec::new(),
    });
    diag
}

/// An error of a result-type inference (`emitOptionalError(location, ...)`: no op prefix),
/// followed by InferTypeOpInterface's `'op' op failed to infer returned types`.
pub fn inference_error(op: OpRef<'_>, msg: impl Into<String>) -> Diag {
    inference_failed(op, op.plain_error(msg))
}

/// InferTypeOpInterface's verifier: the inference (a message on failure), then each declared
/// result compatible with its inferred type (StableHLO's `isCompatibleForHloTypeInference`).
pub fn verify_inferred_types(
    op: OpRef<'_>,
    inferred: Result<Vec<Type>, String>,
) -> Result<(), Diag> {
    let inferred = inferred.map_err(|msg| inference_error(op, msg))?;
    let actual = op.result_types();
    let compatible = inferred.len() == actual.len()
        && inferred
            .iter()
            .zip(&actual)
            .all(|(&i, &a)| inferred_compatible(op.ctx, i, a));
    if compatible {
        return Ok(());
    }
    let msg = format!(
        "inferred type(s) {} are incompatible with return type(s) of operation {}",
        quoted_list(op.ctx, &inferred),
        quoted_list(op.ctx, &actual)
    );
    Err(inference_failed(op, op.error(msg)))
}

/// A required `I64Attr` confined to non-negative values (ODS `ConfinedAttr<I64Attr,
/// [IntNonNegative]>`, e.g. `dimension`, `iota_dimension`).
pub fn required_non_negative_i64(op: OpRef<'_>, name: &str) -> Result<i64, Diag> {
    required_i64(op, name, |v| v >= 0, "whose value is non-negative")
}

/// A required `I64Attr` (optionally constrained), as `i64`: `constraint` completes ODS's
/// "64-bit signless integer attribute" (e.g. "whose value is non-negative").
pub fn required_i64(
    op: OpRef<'_>,
    name: &str,
    valid: fn(i64) -> bool,
    constraint: &str,
) -> Result<i64, Diag> {
    let Some(a) = op.attr(name) else {
        return Err(op.error(format!("requires attribute '{name}'")));
    };
    let value = match op.ctx.attr_data(a) {
        AttrData::Integer { ty, value }
            if op.ctx.is_signless_integer(*ty) && op.ctx.integer_width(*ty) == Some(64) =>
        {
            i64::try_from(*value).ok()
        }
        _ => None,
    };
    value.filter(|&v| valid(v)).ok_or_else(|| {
        let suffix = if constraint.is_empty() { String::new() } else { format!(" {constraint}") };
        op.error(format!("attribute '{name}' failed to satisfy constraint: 64-bit signless integer attribute{suffix}"))
    })
}

/// An optional `BoolAttr` (`DefaultValuedOptionalAttr<BoolAttr, "false">`): its value.
pub fn optional_bool(op: OpRef<'_>, name: &str) -> Result<bool, Diag> {
    let Some(a) = op.attr(name) else {
        return Ok(false);
    };
    match op.ctx.attr_data(a) {
        AttrData::Integer { ty, value } if *ty == op.ctx.i1() => Ok(*value != 0),
        _ => Err(op.error(format!(
            "attribute '{name}' failed to satisfy constraint: bool attribute"
        ))),
    }
}

/// ODS `AllElementTypesMatch<[names]>` over operand/result types.
pub fn check_element_types_match(
    op: OpRef<'_>,
    names: &[&str],
    types: &[Type],
) -> Result<(), Diag> {
    let Some(&first) = types.first() else {
        return Ok(());
    };
    let elem = op.ctx.element_type(first);
    if types.iter().all(|&t| op.ctx.element_type(t) == elem) {
        return Ok(());
    }
    Err(op.error(format!(
        "failed to verify that all of {{{}}} have same element type",
        names.join(", ")
    )))
}

/// ODS `AllTypesMatch<[names]>`.
pub fn check_types_match(op: OpRef<'_>, names: &[&str], types: &[Type]) -> Result<(), Diag> {
    if types.windows(2).all(|w| w[0] == w[1]) {
        return Ok(());
    }
    Err(op.error(format!(
        "failed to verify that all of {{{}}} have same type",
        names.join(", ")
    )))
}

/// ODS `AllMatchSameOperatorTrait<[names], "$_self.size()", "size">` over i64 arrays.
pub fn check_same_sizes(op: OpRef<'_>, names: &[&str], arrays: &[&[i64]]) -> Result<(), Diag> {
    if arrays.windows(2).all(|w| w[0].len() == w[1].len()) {
        return Ok(());
    }
    Err(op.error(format!(
        "failed to verify that all of {{{}}} have same size",
        names.join(", ")
    )))
}

/// StableHLO's shape-only inference check (dot, dot_general): `inferred` must be
/// compatible with the result's shape.
pub fn check_inferred_shape(op: OpRef<'_>, inferred: &[i64], actual: Type) -> Result<(), Diag> {
    if shapes_compatible(inferred, shape_of(op.ctx, actual)) {
        return Ok(());
    }
    Err(op.error(format!(
        "inferred shape '{}' is incompatible with return type of operation {}",
        crate::display::shape_str(inferred),
        quoted(op.ctx, actual)
    )))
}

/// InferTypeOpInterface's check for several results: all inferred types compatible
/// ([`inferred_compatible`]).
pub fn check_inferred_types(op: OpRef<'_>, inferred: &[Type], actual: &[Type]) -> Result<(), Diag> {
    let ok = inferred.len() == actual.len()
        && inferred
            .iter()
            .zip(actual)
            .all(|(&i, &a)| inferred_compatible(op.ctx, i, a));
    if ok {
        return Ok(());
    }
    Err(op.error(format!(
        "inferred type(s) {} are incompatible with return type(s) of operation {}",
        crate::display::quoted_list(op.ctx, inferred),
        crate::display::quoted_list(op.ctx, actual)
    )))
}

/// The values of an i64 dense array attribute (`array<i64: 0, 1>`), if `a` is one.
pub fn i64_array(ctx: &Context, a: Attribute) -> Option<Vec<i64>> {
    match ctx.attr_data(a) {
        AttrData::DenseArray { elem, .. } if ctx.integer_width(*elem) == Some(64) => {
            ctx.attr_as_i64_array(a)
        }
        _ => None,
    }
}

/// An optional i64-array property: `Ok(None)` when absent, an ODS-style error when it is
/// of another kind.
pub fn optional_i64_array(op: OpRef<'_>, name: &str) -> Result<Option<Vec<i64>>, Diag> {
    let Some(a) = op.attr(name) else {
        return Ok(None);
    };
    match i64_array(op.ctx, a) {
        Some(v) => Ok(Some(v)),
        None => Err(op.error(format!(
            "attribute '{name}' failed to satisfy constraint: i64 dense array attribute"
        ))),
    }
}

/// A required i64-array property.
pub fn required_i64_array(op: OpRef<'_>, name: &str) -> Result<Vec<i64>, Diag> {
    optional_i64_array(op, name)?.ok_or_else(|| op.error(format!("requires attribute '{name}'")))
}

/// A required integer property of any integer type, as `i64`.
pub fn required_int(op: OpRef<'_>, name: &str, constraint: &str) -> Result<i64, Diag> {
    let Some(a) = op.attr(name) else {
        return Err(op.error(format!("requires attribute '{name}'")));
    };
    op.ctx
        .attr_as_int(a)
        .and_then(|v| i64::try_from(v).ok())
        .ok_or_else(|| {
            op.error(format!(
                "attribute '{name}' failed to satisfy constraint: {constraint}"
            ))
        })
}

/// `tensor<...>` with the same shape as `like` and element `elem`.
pub fn same_shape_with_elem(ctx: &Context, like: Type, elem: Type) -> Type {
    ctx.with_element_type(like, elem)
}

/// A type for messages, unquoted.
pub fn type_text(ctx: &Context, t: Type) -> String {
    type_str(ctx, t)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn dynamic_dims_are_compatible_with_anything() {
        assert!(dims_compatible(DYNAMIC, 4));
        assert!(!dims_compatible(3, 4));
        assert!(shapes_compatible(&[2, DYNAMIC], &[DYNAMIC, 5]));
        assert!(!shapes_compatible(&[2], &[2, 1]));
    }

    #[test]
    fn compatible_types_need_equal_elements() {
        let ctx = Context::new();
        let a = ctx.tensor_type(&[4], ctx.f32());
        let b = ctx.tensor_type(&[DYNAMIC], ctx.f32());
        let c = ctx.tensor_type(&[4], ctx.f64());
        assert!(types_compatible(&ctx, a, b));
        assert!(!types_compatible(&ctx, a, c));
    }

    #[test]
    fn summaries_read_like_ods() {
        assert_eq!(
            tensor_summary(crate::types::class::PRED),
            "ranked tensor of pred (AKA boolean or 1-bit integer) values"
        );
    }
}
