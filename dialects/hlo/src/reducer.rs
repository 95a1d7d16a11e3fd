//! Reduction regions (`all_reduce`, `reduce_scatter`, `reduce`, `reduce_window`, ...):
//! StableHLO's `verifyReducerShape` with its messages. A reducer over N inputs takes 2N
//! scalar-like tensor arguments (N accumulators, then N values) and returns N tensors,
//! the accumulator types; their element types may be wider than the inputs' ("promotable":
//! `f32` inputs may be reduced in `f64`).

use crate::display::quoted;
use crate::verify_util::{shape_of, shapes_compatible, types_compatible};
use xla_ir::{Context, Diag, OpRef, Traits, Type, TypeData};

/// Whether element type `from` may be promoted to `to`: equal, or both floats / both
/// integers of the same signedness with `to` at least as wide; quantized types of one
/// expressed type, scale and zero point whose storage widens.
pub fn is_promotable_element(ctx: &Context, from: Type, to: Type) -> bool {
    if from == to {
        return true;
    }
    use xla_dialect_quant::UniformType;
    match (
        UniformType::from_type(ctx, from),
        UniformType::from_type(ctx, to),
    ) {
        (Some(a), Some(b)) => {
            return a.expressed == b.expressed
                && a.signed == b.signed
                && a.scales == b.scales
                && a.zero_points == b.zero_points
                && a.quantized_dimension == b.quantized_dimension
                && a.storage_width(ctx) <= b.storage_width(ctx);
        }
        (None, None) => {}
        _ => return false,
    }
    match (ctx.type_data(from), ctx.type_data(to)) {
        (TypeData::Float(a), TypeData::Float(b)) => a.bit_width() <= b.bit_width(),
        (
            TypeData::Integer {
                width: wa,
                signedness: sa,
            },
            TypeData::Integer {
                width: wb,
                signedness: sb,
            },
        ) => sa == sb && wa <= wb && *wa > 1,
        _ => false,
    }
}

/// Two tensor types with compatible shapes and equal element types (any two float element
/// types count as equal with `ignore_fp_precision`).
fn compatible_shape_and_element(
    ctx: &Context,
    a: Type,
    b: Type,
    ignore_fp_precision: bool,
) -> bool {
    if !ctx.is_tensor(a) || !ctx.is_tensor(b) {
        return false;
    }
    if !shapes_compatible(shape_of(ctx, a), shape_of(ctx, b)) {
        return false;
    }
    let (ea, eb) = (ctx.element_type(a), ctx.element_type(b));
    ea == eb || (ignore_fp_precision && ctx.is_float(ea) && ctx.is_float(eb))
}

/// The region's entry block arguments and returned types, when the region has an entry
/// block ending in a terminator (otherwise the structural verifier reports it later).
fn signature(op: OpRef<'_>, region: usize) -> Option<(Vec<Type>, Vec<Type>)> {
    let regions = op.regions();
    let body = regions.body;
    let block = body.entry_block(*regions.ids.get(region)?)?;
    let args = body
        .block_args(block)
        .iter()
        .map(|&v| body.value_type(v))
        .collect();
    let last = body.last_op(block)?;
    let is_terminator = op
        .ctx
        .op_def(body.op(last).name)
        .is_none_or(|d| d.has_trait(Traits::TERMINATOR));
    if !is_terminator {
        return None;
    }
    let returned = body.operands(last).map(|v| body.value_type(v)).collect();
    Some((args, returned))
}

/// StableHLO's `verifyReducerShape` on region `region` of `op`: `inputs` are the reduced
/// operands' types, `inits` the initial values' (scalar tensors for the collectives), and
/// `allowed_dims` the dimensions a block argument may keep. Returns the accumulator types
/// (the region's result types), or `None` when the region lacks a terminator.
pub fn verify_reducer_shape(
    op: OpRef<'_>,
    region: usize,
    inputs: &[Type],
    inits: &[Type],
    allowed_dims: &[i64],
) -> Result<Option<Vec<Type>>, Diag> {
    let ctx = op.ctx;
    let Some((args, accumulators)) = signature(op, region) else {
        return Ok(None);
    };
    let n = inputs.len();
    if args.len() != 2 * n {
        return Err(op.plain_error(format!(
            "Reduction-region must take {} parameters, but takes {} parameter(s)",
            2 * n,
            args.len()
        )));
    }
    if accumulators.is_empty() {
        return Err(op.plain_error("The reduction-region expected to return some value(s)"));
    }
    if accumulators.len() != n {
        return Err(op.plain_error(format!(
            "Reduction-region here must produce {n} tensors, but produces {} instead",
            accumulators.len()
        )));
    }
    if let Some(&t) = accumulators.iter().find(|&&t| !ctx.is_tensor(t)) {
        return Err(op.plain_error(format!(
            "Reduction-region here must produce tensor-typed result(s), but produces {} instead",
            quoted(ctx, t)
        )));
    }
    for i in 0..n {
        let (acc, init, input) = (accumulators[i], inits[i], inputs[i]);
        let (acc_arg, value_arg) = (args[i], args[n + i]);
        if !compatible_shape_and_element(ctx, acc, acc_arg, false) {
            return Err(parameter_mismatch(op, i, acc_arg, acc));
        }
        if !compatible_shape_and_element(ctx, acc, value_arg, true) {
            return Err(parameter_mismatch(op, n + i, value_arg, acc));
        }
        // StableHLO checks the shape first.
        if !shapes_compatible(shape_of(ctx, init), shape_of(ctx, acc)) {
            return Err(op.plain_error(format!(
                "The shape of reduction-region's result type at index {i} differs from the op's corresponding \
                 init-value type: {} vs {}",
                quoted(ctx, acc),
                quoted(ctx, init)
            )));
        }
        if !is_promotable_element(ctx, ctx.element_type(init), ctx.element_type(acc)) {
            return Err(op.plain_error(format!(
                "The element-type of reduction-region's result type at index {i} is expected to be promotable \
                 from the op's corresponding init-value element-type: {} vs {}",
                quoted(ctx, acc),
                quoted(ctx, init)
            )));
        }
        if !is_promotable_element(ctx, ctx.element_type(input), ctx.element_type(value_arg)) {
            return Err(op.plain_error(format!(
                "The element-type of reduction-region's argument at index {} is expected to be promotable from {}, \
                 but got {}",
                n + i,
                quoted(ctx, ctx.element_type(input)),
                quoted(ctx, ctx.element_type(value_arg))
            )));
        }
        check_argument_dims(op, n + i, i, shape_of(ctx, value_arg), allowed_dims)?;
    }
    Ok(Some(accumulators))
}

fn parameter_mismatch(op: OpRef<'_>, index: usize, arg: Type, acc: Type) -> Diag {
    op.plain_error(format!(
        "The type of reduction-region's parameter at index {index} is different than the corresponding result \
         type: {} vs {}",
        quoted(op.ctx, arg),
        quoted(op.ctx, acc)
    ))
}

/// A block argument's dims must be a subsequence of the allowed (kept) dimensions.
fn check_argument_dims(
    op: OpRef<'_>,
    arg_index: usize,
    input_index: usize,
    arg_shape: &[i64],
    allowed: &[i64],
) -> Result<(), Diag> {
    if arg_shape.len() > allowed.len() {
        return Err(op.plain_error(format!(
            "The rank of reduction-region's argument at index {arg_index} is expected to be <= {}, got {}",
            allowed.len(),
            arg_shape.len()
        )));
    }
    let mut matched = 0;
    for &dim in allowed {
        match arg_shape.get(matched) {
            Some(&d) if crate::verify_util::dims_compatible(dim, d) => matched += 1,
            Some(_) => {}
            None => break,
        }
    }
    if matched != arg_shape.len() {
        return Err(op.plain_error(format!(
            "The shape of reduction-region's argument at index {arg_index} is not compatible with that of \
             reduce-op's input-parameter at index {input_index}"
        )));
    }
    Ok(())
}

/// `result element-type is expected to be 'f64', but got 'f32'`: a collective's result
/// element type must be the reducer's accumulator element type.
pub fn check_result_element(op: OpRef<'_>, accumulator: Type, result: Type) -> Result<(), Diag> {
    let ctx = op.ctx;
    let (want, got) = (ctx.element_type(accumulator), ctx.element_type(result));
    if types_compatible(ctx, ctx.with_element_type(result, want), result) {
        return Ok(());
    }
    Err(op.plain_error(format!(
        "result element-type is expected to be {}, but got {}",
        quoted(ctx, want),
        quoted(ctx, got)
    )))
}

#[cfg(test)]
mod tests {
    use super::*;
    use xla_ir::float::FloatKind;

    #[test]
    fn promotion_widens_within_a_kind() {
        let ctx = Context::new();
        let (f16, f32, f64) = (ctx.float_type(FloatKind::F16), ctx.f32(), ctx.f64());
        assert!(is_promotable_element(&ctx, f16, f32) && is_promotable_element(&ctx, f32, f64));
        assert!(!is_promotable_element(&ctx, f64, f32));
        assert!(is_promotable_element(&ctx, ctx.integer_type(8), ctx.i32()));
        assert!(!is_promotable_element(&ctx, ctx.i32(), ctx.integer_type(8)));
        assert!(!is_promotable_element(&ctx, ctx.i32(), f32));
        assert!(!is_promotable_element(&ctx, ctx.i1(), ctx.integer_type(8)));
    }
}
