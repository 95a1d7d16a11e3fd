//! `hlo.scatter` (XLA's Scatter), variadic: `N` inputs, the scatter indices, `N` updates,
//! and an update computation combining each current value with its update. Generic form
//! only, as StableHLO prints it:
//!
//! ```text
//! %r = "hlo.scatter"(%x, %idx, %upd) <{scatter_dimension_numbers = #hlo.scatter<
//!        update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0],
//!        index_vector_dim = 1>}> ({
//!   ^bb0(%a: tensor<f32>, %b: tensor<f32>):
//!     %s = hlo.add %a, %b : tensor<f32>
//!     hlo.return %s : tensor<f32>
//! }) : (tensor<3x4xf32>, tensor<2x1xi64>, tensor<2x4xf32>) -> tensor<3x4xf32>
//! ```

use super::scatter_shape::{check_update_bounds, check_update_rank, validate_scatter_dims};
use crate::attrs::dimension_numbers::{DimensionNumbers, ScatterDims, SCATTER};
use crate::dims::check_dim_in_bounds;
use crate::display::quoted;
use crate::reducer::verify_reducer_shape;
use crate::table::OpRow;
use crate::types::{class, in_class, ranked_tensor};
use crate::verify_util::{
    inference_error, optional_bool, same_shape_with_elem, shape_of, shapes_compatible,
    tensor_summary, type_constraint_error, verify_inferred_types,
};
use xla_ir::{Context, Diag, OpRef, Type};

pub const SCATTER_DIMENSION_NUMBERS: &str = "scatter_dimension_numbers";
pub const INDICES_ARE_SORTED: &str = "indices_are_sorted";
pub const UNIQUE_INDICES: &str = "unique_indices";

xla_ir::declare_ops! {
    /// The ops of this group, declared.
    all: DECLS;

    /// `hlo.scatter`: Scatter operation.
    pub struct ScatterOp = "hlo.scatter" {
        summary: "Scatter operation",
        operands: [inputs: OneOrMore, scatter_indices: Single, updates: OneOrMore],
        results: [results: OneOrMore],
        attributes: [scatter_dimension_numbers = "scatter_dimension_numbers": required Any, indices_are_sorted = "indices_are_sorted": optional Bool, unique_indices = "unique_indices": optional Bool],
        regions: [update_computation: Single],
        traits: [RECURSIVE_MEMORY_EFFECTS],
    }
}

pub const OPS: &[OpRow] = &[OpRow {
    decl: ScatterOp::INFO,
    description: "Produces the inputs with the slices at the positions read from `scatter_indices` \
                  combined with `updates` by the `update_computation` region (XLA's Scatter), for `N` \
                  inputs and `N` updates at once. `scatter_dimension_numbers` (`#hlo.scatter<...>`) say \
                  which update dimensions are window dimensions (`update_window_dims`), which operand \
                  dimensions the windows skip (`inserted_window_dims`, `input_batching_dims`), which \
                  operand dimensions the index vectors address (`scatter_dims_to_operand_dims`) and \
                  where those vectors lie in the indices (`index_vector_dim`).",
    example: "%r = \"hlo.scatter\"(%x, %i, %u) <{scatter_dimension_numbers = #hlo.scatter<update_window_dims = [1], \
              inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>}> ({\n\
              ^bb0(%a: tensor<f32>, %b: tensor<f32>):\n  hlo.return %b : tensor<f32>\n}) : \
              (tensor<3x4xf32>, tensor<2x1xi64>, tensor<2x4xf32>) -> tensor<3x4xf32>",
    verify: Some(verify_invariants),
    verify_after_traits: Some(verify_scatter),
    ..OpRow::EMPTY
}];

/// The required `scatter_dimension_numbers` property.
fn scatter_dimension_numbers(op: OpRef<'_>) -> Result<DimensionNumbers, Diag> {
    let Some(a) = op.attr(SCATTER_DIMENSION_NUMBERS) else {
        return Err(op.error(format!("requires attribute '{SCATTER_DIMENSION_NUMBERS}'")));
    };
    SCATTER.value_of(op.ctx, a).ok_or_else(|| {
        op.error(format!(
            "attribute '{SCATTER_DIMENSION_NUMBERS}' failed to satisfy constraint: {}",
            SCATTER.summary
        ))
    })
}

/// The number of inputs (= updates): `SameVariadicOperandSize` over `N, 1, N` operands.
fn num_inputs(op: OpRef<'_>) -> usize {
    op.num_operands().saturating_sub(1) / 2
}

fn check_variadic_tensor(op: OpRef<'_>, what: &str, i: usize, t: Type) -> Result<(), Diag> {
    if ranked_tensor(op.ctx, t).is_some_and(|(_, e)| in_class(op.ctx, e, class::ANY)) {
        return Ok(());
    }
    Err(type_constraint_error(
        op,
        what,
        i,
        &format!("variadic of {}", tensor_summary(class::ANY)),
        t,
    ))
}

fn verify_invariants(op: OpRef<'_>) -> Result<(), Diag> {
    scatter_dimension_numbers(op)?;
    optional_bool(op, INDICES_ARE_SORTED)?;
    optional_bool(op, UNIQUE_INDICES)?;
    if op.num_operands().is_multiple_of(2) {
        return Err(op.error(format!(
            "requires as many updates as inputs (2N + 1 operands), but got {} operands",
            op.num_operands()
        )));
    }
    let n = num_inputs(op);
    for (i, t) in op.operand_types().into_iter().enumerate() {
        if i == n {
            let ok = ranked_tensor(op.ctx, t)
                .is_some_and(|(_, e)| in_class(op.ctx, e, class::INT) || op.ctx.is_index(e));
            if !ok {
                return Err(op.error(format!(
                    "operand #{i} must be ranked tensor of integer or index values, but got {}",
                    quoted(op.ctx, t)
                )));
            }
        } else {
            check_variadic_tensor(op, "operand", i, t)?;
        }
    }
    for (i, t) in op.result_types().into_iter().enumerate() {
        check_variadic_tensor(op, "result", i, t)?;
    }
    if update_computation_results(op).is_none() {
        return Err(op.error(
            "region #0 ('update_computation') failed to verify constraint: region with 1 blocks",
        ));
    }
    Ok(())
}

/// InferTypeOpInterface (`inferScatterOp`), then StableHLO's `verifyScatterOp`.
fn verify_scatter(op: OpRef<'_>) -> Result<(), Diag> {
    let n = num_inputs(op);
    let types = op.operand_types();
    let (inputs, rest) = types.split_at(n.min(types.len()));
    let Some((&indices, updates)) = rest.split_first() else {
        return Ok(());
    };
    let accumulators = update_computation_results(op).ok_or_else(|| {
        inference_error(op, "Expects non-empty reduction block for type inference")
    })?;
    let inferred: Vec<Type> = inputs
        .iter()
        .zip(&accumulators)
        .map(|(&input, &acc)| same_shape_with_elem(op.ctx, input, op.ctx.element_type(acc)))
        .collect();
    verify_inferred_types(op, Ok(inferred))?;
    let dims = scatter_dimension_numbers(op)?;
    check_scatter(op, inputs, indices, updates, &dims)
}

/// `getAccumulatorTypes`: the types the update computation's entry block returns (its last
/// op's operands); `None` when the region has no block.
fn update_computation_results(op: OpRef<'_>) -> Option<Vec<Type>> {
    let regions = op.regions();
    let body = regions.body;
    let block = body.entry_block(*regions.ids.first()?)?;
    Some(body.last_op(block).map_or_else(Vec::new, |last| {
        body.operands(last).map(|v| body.value_type(v)).collect()
    }))
}

/// `verifyScatterOp` (scatter C1-C23), in StableHLO's order.
fn check_scatter(
    op: OpRef<'_>,
    inputs: &[Type],
    indices: Type,
    updates: &[Type],
    dims: &DimensionNumbers,
) -> Result<(), Diag> {
    let ctx = op.ctx;
    let d = dims.scatter();
    check_operand_shapes(ctx, inputs, indices, updates, &d).map_err(|msg| op.plain_error(msg))?;
    let init_values: Vec<Type> = updates
        .iter()
        .map(|&u| ctx.tensor_type(&[], ctx.element_type(u)))
        .collect();
    verify_reducer_shape(op, 0, inputs, &init_values, &[])?;
    check_dimension_numbers(ctx, inputs, indices, updates, &d).map_err(|msg| op.plain_error(msg))
}

/// C1, C3, C22: inputs and updates each share a shape; `index_vector_dim` fits the indices.
fn check_operand_shapes(
    ctx: &Context,
    inputs: &[Type],
    indices: Type,
    updates: &[Type],
    d: &ScatterDims<'_>,
) -> Result<(), String> {
    let first_input = inputs.first().map_or(&[][..], |&t| shape_of(ctx, t));
    if inputs
        .iter()
        .any(|&t| !shapes_compatible(first_input, shape_of(ctx, t)))
    {
        return Err("Not all inputs have compatible shapes.".to_string());
    }
    let first_update = updates.first().map_or(&[][..], |&t| shape_of(ctx, t));
    if updates
        .iter()
        .any(|&t| !shapes_compatible(first_update, shape_of(ctx, t)))
    {
        return Err("Not all updates have compatible shapes.".to_string());
    }
    let rank = shape_of(ctx, indices).len() as i64;
    check_dim_in_bounds(
        d.index_vector_dim,
        rank,
        "index_vector_dim",
        "rank-of('scatter_indices')",
        true,
    )
}

/// C2, C4, C7-C21 on the indices' shape with its implied trailing `1`.
fn check_dimension_numbers(
    ctx: &Context,
    inputs: &[Type],
    indices: Type,
    updates: &[Type],
    d: &ScatterDims<'_>,
) -> Result<(), String> {
    let mut expanded = shape_of(ctx, indices).to_vec();
    if d.index_vector_dim == expanded.len() as i64 {
        expanded.push(1);
    }
    for &update in updates {
        check_update_rank(shape_of(ctx, update), &expanded, d)?;
    }
    for (&input, &update) in inputs.iter().zip(updates) {
        validate_scatter_dims(shape_of(ctx, input), &expanded, shape_of(ctx, update), d)?;
    }
    for (&input, &update) in inputs.iter().zip(updates) {
        check_update_bounds(shape_of(ctx, input), &expanded, shape_of(ctx, update), d)?;
    }
    Ok(())
}
