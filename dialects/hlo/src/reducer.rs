//! Reduction-region checks shared by the ops that take a combiner region (scatter here;
//! StableHLO also uses them for reduce, reduce_window, all_reduce, select_and_scatter):
//! StableHLO's `getAccumulatorTypes` and `verifyReducerShape`, with their messages.
//!
//! A reducer over `N` inputs takes `2N` scalar-like tensor arguments (accumulators, then
//! values) and returns `N` tensors whose types match the accumulator arguments.

use crate::display::quoted;
use crate::types::ranked_tensor;
use crate::verify_util::{dims_compatible, shape_of, shapes_compatible};
use xla_ir::{Context, OpRef, Type, TypeData, ValueId};

/// The entry block of region `index`: its argument types and its terminator's operand
/// types; `None` when the region is empty.
pub struct ReducerBlock {
    pub args: Vec<Type>,
    pub results: Vec<Type>,
}

pub fn reducer_block(op: OpRef<'_>, index: usize) -> Option<ReducerBlock> {
    let regions = op.regions();
    let body = regions.body;
    let block = body.entry_block(*regions.ids.get(index)?)?;
    let args = body.block_args(block).iter().map(|&v| body.value_type(v)).collect();
    let results = match body.last_op(block) {
        Some(term) => body.operands(term).map(|v: ValueId| body.value_type(v)).collect(),
        None => Vec::new(),
    };
    Some(ReducerBlock { args, results })
}

/// `getAccumulatorTypes`: the terminator's operand types.
pub fn accumulator_types(op: OpRef<'_>, index: usize) -> Result<Vec<Type>, String> {
    reducer_block(op, index)
        .map(|b| b.results)
        .ok_or_else(|| "Expects non-empty reduction block for type inference".to_string())
}

/// `verifyReducerShape`: `inputs[i]` and `init_values[i]` per input; block arguments of rank
/// at most `allowed_dims.len()` whose dims match a subsequence of `allowed_dims`.
pub fn verify_reducer_shape(
    ctx: &Context,
    block: &ReducerBlock,
    inputs: &[Type],
    init_values: &[Type],
    allowed_dims: &[i64],
) -> Result<(), String> {
    let n = inputs.len();
    if block.args.len() != 2 * n {
        return Err(format!(
            "Reduction-region must take {} parameters, but takes {} parameter(s)",
            2 * n,
            block.args.len()
        ));
    }
    if block.results.is_empty() {
        return Err("The reduction-region expected to return some value(s)".to_string());
    }
    if block.results.len() != n {
        return Err(format!(
            "Reduction-region here must produce {n} tensors, but produces {} instead",
            block.results.len()
        ));
    }
    if let Some(&t) = block.results.iter().find(|&&t| ranked_tensor(ctx, t).is_none()) {
        return Err(format!(
            "Reduction-region here must produce tensor-typed result(s), but produces {} instead",
            quoted(ctx, t)
        ));
    }
    for i in 0..n {
        let (acc, acc_arg, value_arg) = (block.results[i], block.args[i], block.args[n + i]);
        if !same_shape_and_element(ctx, acc, acc_arg, false) {
            return Err(format!(
                "The type of reduction-region's parameter at index {i} is different than the corresponding result type: {} vs {}",
                quoted(ctx, acc_arg),
                quoted(ctx, acc)
            ));
        }
        if !same_shape_and_element(ctx, acc, value_arg, true) {
            return Err(format!(
                "The type of reduction-region's parameter at index {} is different than the corresponding result type: {} vs {}",
                n + i,
                quoted(ctx, value_arg),
                quoted(ctx, acc)
            ));
        }
        let init = init_values.get(i).copied().unwrap_or(acc);
        if !shapes_compatible(shape_of(ctx, init), shape_of(ctx, acc)) {
            return Err(format!(
                "The shape of reduction-region's result type at index {i} differs from the op's corresponding init-value type: {} vs {}",
                quoted(ctx, acc),
                quoted(ctx, init)
            ));
        }
        if !promotable(ctx, init, acc) {
            return Err(format!(
                "The element-type of reduction-region's result type at index {i} is expected to be promotable from the op's corresponding init-value element-type: {} vs {}",
                quoted(ctx, acc),
                quoted(ctx, init)
            ));
        }
        if !promotable(ctx, inputs[i], value_arg) {
            return Err(format!(
                "The element-type of reduction-region's argument at index {} is expected to be promotable from {}, but got {}",
                n + i,
                crate::display::type_str(ctx, ctx.element_type(inputs[i])),
                crate::display::type_str(ctx, ctx.element_type(value_arg))
            ));
        }
        let arg_shape = shape_of(ctx, value_arg);
        if arg_shape.len() > allowed_dims.len() {
            return Err(format!(
                "The rank of reduction-region's argument at index {} is expected to be <= {}, got {}",
                n + i,
                allowed_dims.len(),
                arg_shape.len()
            ));
        }
        let mut matched = 0;
        for &d in allowed_dims {
            if matched < arg_shape.len() && dims_compatible(d, arg_shape[matched]) {
                matched += 1;
            }
        }
        if matched != arg_shape.len() {
            return Err(format!(
                "The shape of reduction-region's argument at index {} is not compatible with that of reduce-op's input-parameter at index {i}",
                n + i
            ));
        }
    }
    Ok(())
}

/// `compatibleShapeAndElementType`, floats of any precision matching when `ignore_fp`.
fn same_shape_and_element(ctx: &Context, a: Type, b: Type, ignore_fp: bool) -> bool {
    let (Some((sa, ea)), Some((sb, eb))) = (ranked_tensor(ctx, a), ranked_tensor(ctx, b)) else {
        return false;
    };
    shapes_compatible(sa, sb) && (ea == eb || (ignore_fp && is_float(ctx, ea) && is_float(ctx, eb)))
}

fn is_float(ctx: &Context, t: Type) -> bool {
    matches!(ctx.type_data(t), TypeData::Float(_))
}

/// `isPromotableElementType` with `ignoreFpPrecision`: same kind (integer, float, complex)
/// and no narrowing, except that any float promotes to any float.
fn promotable(ctx: &Context, from: Type, to: Type) -> bool {
    if ranked_tensor(ctx, from).is_none() || ranked_tensor(ctx, to).is_none() {
        return false;
    }
    let (a, b) = (ctx.element_type(from), ctx.element_type(to));
    match (ctx.type_data(a), ctx.type_data(b)) {
        (TypeData::Float(_), TypeData::Float(_)) => true,
        (TypeData::Integer { .. }, TypeData::Integer { .. }) | (TypeData::Complex(_), TypeData::Complex(_)) => {
            matches!((ctx.scalar_bit_width(a), ctx.scalar_bit_width(b)), (Some(x), Some(y)) if x <= y)
        }
        _ => false,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn scalar_reducer_over_one_input() {
        let ctx = Context::new();
        let s = ctx.tensor_type(&[], ctx.f32());
        let input = ctx.tensor_type(&[4], ctx.f32());
        let ok = ReducerBlock { args: vec![s, s], results: vec![s] };
        assert_eq!(verify_reducer_shape(&ctx, &ok, &[input], &[s], &[]), Ok(()));
        let arity = ReducerBlock { args: vec![s], results: vec![s] };
        assert_eq!(
            verify_reducer_shape(&ctx, &arity, &[input], &[s], &[]).unwrap_err(),
            "Reduction-region must take 2 parameters, but takes 1 parameter(s)"
        );
        let ranked = ctx.tensor_type(&[2], ctx.f32());
        let wide = ReducerBlock { args: vec![ranked, ranked], results: vec![ranked] };
        assert!(verify_reducer_shape(&ctx, &wide, &[input], &[ranked], &[])
            .unwrap_err()
            .starts_with("The rank of reduction-region's argument at index 1 is expected to be <= 0"));
    }

    #[test]
    fn integers_promote_without_narrowing() {
        let ctx = Context::new();
        let t = |e| ctx.tensor_type(&[], e);
        assert!(promotable(&ctx, t(ctx.i32()), t(ctx.i64())));
        assert!(!promotable(&ctx, t(ctx.i64()), t(ctx.i32())));
        assert!(promotable(&ctx, t(ctx.f64()), t(ctx.f32())));
        assert!(!promotable(&ctx, t(ctx.f32()), t(ctx.i32())));
    }
}
