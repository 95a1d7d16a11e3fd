//! Region checks shared by the ops that carry computations (reduce, sort, while, if, ...):
//! ODS's `SizedRegion<1>`, the `SingleBlockImplicitTerminator<"ReturnOp">` trait, access to
//! a region's arguments and returned values, and StableHLO's `verifyReducerShape` for
//! reduction bodies (reduce, reduce_window, select_and_scatter, scatter, all_reduce, ...).
//!
//! Verifiers run before the ops inside their regions are verified, so a region may still
//! be malformed here (no block, an empty block, a last op that is not a terminator): the
//! accessors return `None` then and callers skip the checks that need the region.

use crate::display::quoted;
use crate::types::DIALECT;
use crate::verify_util::{dims_compatible, shapes_compatible};
use xla_ir::{BlockId, Body, Context, Diag, OpRef, Type, TypeData};

/// The name of the regions' terminator.
pub fn return_op_name() -> String {
    format!("{DIALECT}.return")
}

/// ODS `SizedRegion<1>` for every region: `names[i]` is region `i`'s ODS name.
pub fn check_single_block_regions(op: OpRef<'_>, names: &[&str]) -> Result<(), Diag> {
    let regions = op.regions();
    for (i, &r) in regions.ids.iter().enumerate() {
        if regions.body.region_blocks(r).count() != 1 {
            let name = names.get(i).copied().unwrap_or("");
            return Err(op.error(format!(
                "region #{i} ('{name}') failed to verify constraint: region with 1 blocks"
            )));
        }
    }
    Ok(())
}

/// The body holding `op`'s regions and the entry block of region `index`.
pub fn entry_block<'a>(op: OpRef<'a>, index: usize) -> Option<(&'a Body, BlockId)> {
    let regions = op.regions();
    let &r = regions.ids.get(index)?;
    Some((regions.body, regions.body.entry_block(r)?))
}

/// The entry block argument types of region `index` (empty without a block).
pub fn arg_types(op: OpRef<'_>, index: usize) -> Vec<Type> {
    entry_block(op, index)
        .map(|(body, b)| {
            body.block_args(b)
                .iter()
                .map(|&v| body.value_type(v))
                .collect()
        })
        .unwrap_or_default()
}

/// The operand types of the last op of region `index`'s entry block (its terminator once
/// the region verifies); `None` for a missing or empty block.
pub fn returned_types(op: OpRef<'_>, index: usize) -> Option<Vec<Type>> {
    let (body, b) = entry_block(op, index)?;
    let last = body.last_op(b)?;
    Some(body.operands(last).map(|v| body.value_type(v)).collect())
}

/// `SingleBlockImplicitTerminator<"ReturnOp">` (a region trait, checked once the regions
/// verified): every non-empty region is one non-empty block ending in `hlo.return`.
pub fn verify_return_terminators(op: OpRef<'_>) -> Result<(), Diag> {
    let regions = op.regions();
    let expected = return_op_name();
    for (i, &r) in regions.ids.iter().enumerate() {
        let mut blocks = regions.body.region_blocks(r);
        let Some(block) = blocks.next() else { continue };
        if blocks.next().is_some() {
            return Err(op.error(format!("expects region #{i} to have 0 or 1 blocks")));
        }
        let Some(last) = regions.body.last_op(block) else {
            return Err(op.error("expects a non-empty block"));
        };
        let found = OpRef::new(op.ctx, regions.body, last);
        if found.name_str() != expected {
            return Err(op
                .error(format!(
                    "expects regions to end with '{expected}', found '{}'",
                    found.name_str()
                ))
                .with_note(
                    op.loc(),
                    format!(
                        "in custom textual format, the absence of terminator implies '{expected}'"
                    ),
                ));
        }
    }
    Ok(())
}

/// Compatible shapes for any shaped types (unranked matches anything); `false` when either
/// type is not shaped (MLIR's `verifyCompatibleShape`).
pub fn shaped_compatible(ctx: &Context, a: Type, b: Type) -> bool {
    if !ctx.is_shaped(a) || !ctx.is_shaped(b) {
        return false;
    }
    match (ctx.shape(a), ctx.shape(b)) {
        (Some(x), Some(y)) => shapes_compatible(x, y),
        _ => true,
    }
}

/// StableHLO's `compatibleShapeAndElementType`: compatible shapes and equal element types
/// (any two floats when `ignore_fp_precision`).
pub fn compatible_shape_and_element(
    ctx: &Context,
    a: Type,
    b: Type,
    ignore_fp_precision: bool,
) -> bool {
    if !shaped_compatible(ctx, a, b) {
        return false;
    }
    let (ea, eb) = (ctx.element_type(a), ctx.element_type(b));
    ea == eb || (ignore_fp_precision && ctx.is_float(ea) && ctx.is_float(eb))
}

/// StableHLO's `isPromotableElementType`: the element type of `from` widens to that of
/// `to` within its kind (integer, float, complex); any float promotes to any float when
/// `ignore_fp_precision`.
pub fn is_promotable(ctx: &Context, from: Type, to: Type, ignore_fp_precision: bool) -> bool {
    if !ctx.is_shaped(from) || !ctx.is_shaped(to) {
        return false;
    }
    let (a, b) = (ctx.element_type(from), ctx.element_type(to));
    let same_kind = matches!(
        (ctx.type_data(a), ctx.type_data(b)),
        (TypeData::Integer { .. }, TypeData::Integer { .. })
            | (TypeData::Float(_), TypeData::Float(_))
            | (TypeData::Complex(_), TypeData::Complex(_))
    );
    if !same_kind {
        return false;
    }
    if ignore_fp_precision && ctx.is_float(a) {
        return true;
    }
    matches!((ctx.scalar_bit_width(a), ctx.scalar_bit_width(b)), (Some(x), Some(y)) if x <= y)
}

/// StableHLO's `verifyReducerShape`: region `region` of `op` reduces `inputs` from
/// `init_values` (`inputs.len()` of each); its accumulator arguments may keep the dims in
/// `allowed_dims` (the result dims: the reduction's output shape, or the window).
pub fn verify_reducer_shape(
    op: OpRef<'_>,
    region: usize,
    inputs: &[Type],
    init_values: &[Type],
    allowed_dims: &[i64],
) -> Result<(), Diag> {
    let ctx = op.ctx;
    let n = inputs.len();
    let args = arg_types(op, region);
    if args.len() != 2 * n {
        return Err(op.plain_error(format!(
            "Reduction-region must take {} parameters, but takes {} parameter(s)",
            2 * n,
            args.len()
        )));
    }
    let Some(accumulators) = returned_types(op, region) else {
        return Ok(());
    };
    if accumulators.is_empty() {
        return Err(op.plain_error("The reduction-region expected to return some value(s)"));
    }
    if accumulators.len() != n {
        return Err(op.plain_error(format!(
            "Reduction-region here must produce {n} tensors, but produces {} instead",
            accumulators.len()
        )));
    }
    if let Some(&bad) = accumulators.iter().find(|&&t| !ctx.is_shaped(t)) {
        return Err(op.plain_error(format!(
            "Reduction-region here must produce tensor-typed result(s), but produces {} instead",
            quoted(ctx, bad)
        )));
    }
    for i in 0..n {
        let (acc, init, input) = (accumulators[i], init_values[i], inputs[i]);
        let (acc_arg, elem_arg) = (args[i], args[n + i]);
        if !compatible_shape_and_element(ctx, acc, acc_arg, false) {
            return Err(parameter_mismatch(ctx, op, i, acc_arg, acc));
        }
        if !compatible_shape_and_element(ctx, acc, elem_arg, true) {
            return Err(parameter_mismatch(ctx, op, n + i, elem_arg, acc));
        }
        if !shaped_compatible(ctx, init, acc) {
            return Err(op.plain_error(format!(
                "The shape of reduction-region's result type at index {i} differs from the op's corresponding \
                 init-value type: {} vs {}",
                quoted(ctx, acc),
                quoted(ctx, init)
            )));
        }
        if !is_promotable(ctx, init, acc, true) {
            return Err(op.plain_error(format!(
                "The element-type of reduction-region's result type at index {i} is expected to be promotable \
                 from the op's corresponding init-value element-type: {} vs {}",
                quoted(ctx, acc),
                quoted(ctx, init)
            )));
        }
        if !is_promotable(ctx, input, elem_arg, true) {
            return Err(op.plain_error(format!(
                "The element-type of reduction-region's argument at index {} is expected to be promotable from \
                 {}, but got {}",
                n + i,
                quoted(ctx, ctx.element_type(input)),
                quoted(ctx, ctx.element_type(elem_arg))
            )));
        }
        check_accumulator_dims(ctx, op, n + i, i, elem_arg, allowed_dims)?;
    }
    Ok(())
}

fn parameter_mismatch(ctx: &Context, op: OpRef<'_>, index: usize, arg: Type, acc: Type) -> Diag {
    op.plain_error(format!(
        "The type of reduction-region's parameter at index {index} is different than the corresponding result \
         type: {} vs {}",
        quoted(ctx, arg),
        quoted(ctx, acc)
    ))
}

/// The argument's dims must be a subsequence of `allowed` (up to dynamic sizes).
fn check_accumulator_dims(
    ctx: &Context,
    op: OpRef<'_>,
    arg_index: usize,
    input_index: usize,
    arg: Type,
    allowed: &[i64],
) -> Result<(), Diag> {
    let Some(shape) = ctx.shape(arg) else {
        return Ok(());
    };
    if shape.len() > allowed.len() {
        return Err(op.plain_error(format!(
            "The rank of reduction-region's argument at index {arg_index} is expected to be <= {}, got {}",
            allowed.len(),
            shape.len()
        )));
    }
    let mut matched = 0;
    for &dim in allowed {
        if matched == shape.len() {
            break;
        }
        if dims_compatible(dim, shape[matched]) {
            matched += 1;
        }
    }
    if matched != shape.len() {
        return Err(op.plain_error(format!(
            "The shape of reduction-region's argument at index {arg_index} is not compatible with that of \
             reduce-op's input-parameter at index {input_index}"
        )));
    }
    Ok(())
}

/// ODS `SameVariadicOperandSize` over `inputs` and `init_values`: the first half of the
/// operands and the second (an odd operand out is in neither; [`check_paired_operands`]
/// reports it).
pub fn inputs_and_init_values(op: OpRef<'_>) -> (Vec<Type>, Vec<Type>) {
    let types = op.operand_types();
    let n = types.len() / 2;
    (types[..n].to_vec(), types[n..2 * n].to_vec())
}

/// Every input has its init value.
pub fn check_paired_operands(op: OpRef<'_>) -> Result<(), Diag> {
    let n = op.num_operands();
    if n.is_multiple_of(2) {
        return Ok(());
    }
    Err(op.error(format!(
        "requires as many init_values as inputs, but got {n} operands"
    )))
}

/// The spec's init values are scalars: 0-dimensional tensors (`first` is the operand
/// number of `init_values[0]`).
pub fn check_scalar_init_values(
    op: OpRef<'_>,
    first: usize,
    init_values: &[Type],
) -> Result<(), Diag> {
    let ctx = op.ctx;
    match init_values
        .iter()
        .position(|&t| ctx.shape(t).is_some_and(|s| !s.is_empty()))
    {
        Some(i) => Err(op.error(format!(
            "expects init_values to be 0-dimensional tensors, but operand #{} has type {}",
            first + i,
            quoted(ctx, init_values[i])
        ))),
        None => Ok(()),
    }
}
