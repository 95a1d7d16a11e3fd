//! Region checks shared by the ops that carry computations (reduce, sort, while, if, ...):
//! ODS's `SizedRegion<1>`, the `SingleBlockImplicitTerminator<"ReturnOp">` trait, access to
//! a region's arguments and returned values, and the operand pairing of the reductions
//! (their bodies are checked by [`crate::reducer`]).
//!
//! Verifiers run before the ops inside their regions are verified, so a region may still
//! be malformed here (no block, an empty block, a last op that is not a terminator): the
//! accessors return `None` then and callers skip the checks that need the region.

use crate::display::quoted;
use crate::types::DIALECT;
use crate::verify_util::shapes_compatible;
use xla_ir::{BlockId, Body, Context, Diag, OpRef, Type};

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

/// Region `index` returns one `tensor<i1>` (sort's comparator, while's condition,
/// select_and_scatter's select); the messages end with the count or the type found.
pub fn check_returns_one_i1(
    op: OpRef<'_>,
    index: usize,
    count_msg: &str,
    type_msg: &str,
) -> Result<(), Diag> {
    let Some(returned) = returned_types(op, index) else {
        return Ok(());
    };
    let [result] = returned.as_slice() else {
        return Err(op.plain_error(format!("{count_msg}{}", returned.len())));
    };
    let i1 = op.ctx.tensor_type(&[], op.ctx.i1());
    if *result != i1 {
        return Err(op.plain_error(format!("{type_msg}{}", quoted(op.ctx, *result))));
    }
    Ok(())
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
