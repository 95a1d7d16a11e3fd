//! Scatter's shape rules (StableHLO's `verifyScatterOp` and
//! `validateScatterDimensionNumbers`), on shapes; `indices` is the scatter indices' shape
//! with the implied trailing `1` appended when `index_vector_dim` equals its rank.
//! Messages are StableHLO's.

use crate::attrs::dimension_numbers::ScatterDims;
use crate::dims::{
    check_batching_dims, check_dims_in_bounds, check_distinct, dim_at, is_sorted, is_unique, join,
};
use crate::verify_util::dims_compatible;
use xla_ir::DYNAMIC;

/// C4: `rank(update) == rank(indices) - 1 + size(update_window_dims)`.
pub fn check_update_rank(
    update: &[i64],
    indices: &[i64],
    d: &ScatterDims<'_>,
) -> Result<(), String> {
    let expected = indices.len() as i64 - 1 + d.update_window_dims.len() as i64;
    if update.len() as i64 != expected {
        return Err(format!(
            "expects updates tensor must be of rank {expected} ( == rank-of('scatter_indices') - 1 + size-of('update_window_dims'), where 'scatter_indices' is expanded by a trailing 1 dimension if 'index_vector_dim' == rank-of('scatter_indices')), but got {}.",
            update.len()
        ));
    }
    Ok(())
}

/// `validateScatterDimensionNumbers` (C2, C7-C21) for one input/update pair.
pub fn validate_scatter_dims(
    operand: &[i64],
    indices: &[i64],
    update: &[i64],
    d: &ScatterDims<'_>,
) -> Result<(), String> {
    let operand_rank = operand.len() as i64;
    let window = (d.update_window_dims.len()
        + d.inserted_window_dims.len()
        + d.input_batching_dims.len()) as i64;
    if operand_rank != window {
        return Err(format!(
            "Expects rank-of operand to match size-of('update_window_dims') + size-of('inserted_window_dims') + size-of('input_batching_dims') i.e. {window} but got {operand_rank}."
        ));
    }
    if !is_sorted(d.update_window_dims) {
        return Err(format!(
            "Expects update_window_dims to be sorted; got: [{}].",
            join(d.update_window_dims)
        ));
    }
    if !is_unique(d.update_window_dims) {
        return Err(format!(
            "Expects update_window_dims to not repeat; got: [{}].",
            join(d.update_window_dims)
        ));
    }
    check_dims_in_bounds(
        d.update_window_dims,
        update.len() as i64,
        "update_window_dims",
        "rank-of('updates')",
    )?;
    check_distinct(
        d.inserted_window_dims,
        d.input_batching_dims,
        "inserted_window_dims",
        "input_batching_dims",
    )?;
    if !is_sorted(d.inserted_window_dims) {
        return Err(format!(
            "Expects inserted_window_dims to be sorted; got: [{}].",
            join(d.inserted_window_dims)
        ));
    }
    check_dims_in_bounds(
        d.inserted_window_dims,
        operand_rank,
        "inserted_window_dims",
        "rank-of('operand')",
    )?;
    if !is_sorted(d.input_batching_dims) {
        return Err(format!(
            "Expects input_batching_dims to be sorted; got: [{}].",
            join(d.input_batching_dims)
        ));
    }
    check_dims_in_bounds(
        d.input_batching_dims,
        operand_rank,
        "input_batching_dims",
        "rank-of('operand')",
    )?;
    if !is_unique(d.scatter_indices_batching_dims) {
        return Err(format!(
            "Expects scatter_indices_batching_dims to not repeat; got: [{}].",
            join(d.scatter_indices_batching_dims)
        ));
    }
    check_dims_in_bounds(
        d.scatter_indices_batching_dims,
        indices.len() as i64,
        "scatter_indices_batching_dims",
        "rank-of('scatter_indices')",
    )?;
    let ivd = d.index_vector_dim;
    check_batching_dims(
        (operand, indices),
        (d.input_batching_dims, d.scatter_indices_batching_dims),
        ["input_batching_dims", "scatter_indices_batching_dims"],
        ivd,
        ".",
    )?;
    let map_len = d.scatter_dims_to_operand_dims.len();
    if ivd == indices.len() as i64 && map_len != 1 {
        return Err(format!(
            "Scatter op has {map_len} elements in scatter_dims_to_operand_dims and the bound of dimension index_vector_dim={ivd} of scatter_indices is 1. These two numbers must be equal."
        ));
    }
    let bound = dim_at(indices, ivd);
    if bound != DYNAMIC && map_len as i64 != bound {
        return Err(format!(
            "Scatter op has {map_len} elements in scatter_dims_to_operand_dims and the bound of dimension index_vector_dim={ivd} of scatter_indices is {bound}. These two numbers must be equal."
        ));
    }
    check_distinct(
        d.scatter_dims_to_operand_dims,
        d.input_batching_dims,
        "scatter_dims_to_operand_dims",
        "input_batching_dims",
    )?;
    check_dims_in_bounds(
        d.scatter_dims_to_operand_dims,
        operand_rank,
        "scatter_dims_to_operand_dims",
        "rank-of('operand')",
    )
}

/// C4's bounds: window dimensions of the update fit the operand's non-inserted,
/// non-batching dimensions; its scatter dimensions match the indices'.
pub fn check_update_bounds(
    operand: &[i64],
    indices: &[i64],
    update: &[i64],
    d: &ScatterDims<'_>,
) -> Result<(), String> {
    let max_window: Vec<i64> = (0..operand.len() as i64)
        .filter(|i| !d.inserted_window_dims.contains(i) && !d.input_batching_dims.contains(i))
        .map(|i| dim_at(operand, i))
        .collect();
    for (i, &window_dim) in d.update_window_dims.iter().enumerate() {
        let (size, max) = (
            dim_at(update, window_dim),
            max_window.get(i).copied().unwrap_or(DYNAMIC),
        );
        if size != DYNAMIC && max != DYNAMIC && size > max {
            return Err(format!(
                "expects bounds of the window dimensions of updates to not exceed the bounds of the corresponding dimensions of operand. For dimension {window_dim}, updates bound is {size}, operand bound is {max}."
            ));
        }
    }
    let mut scatter_dim = 0i64;
    for (i, &size) in update.iter().enumerate() {
        if d.update_window_dims.contains(&(i as i64)) {
            continue;
        }
        if scatter_dim == d.index_vector_dim {
            scatter_dim += 1;
        }
        let bound = dim_at(indices, scatter_dim);
        if !dims_compatible(size, bound) {
            return Err(format!(
                "expects bounds of the scatter dimensions of updates to be same as the bounds of the corresponding dimensions of scatter indices. For scatter dimension {i}, updates bound is {size} , scatter_indices bound is {bound}."
            ));
        }
        scatter_dim += 1;
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn dims<'a>(
        window: &'a [i64],
        inserted: &'a [i64],
        map: &'a [i64],
        ivd: i64,
    ) -> ScatterDims<'a> {
        ScatterDims {
            update_window_dims: window,
            inserted_window_dims: inserted,
            input_batching_dims: &[],
            scatter_indices_batching_dims: &[],
            scatter_dims_to_operand_dims: map,
            index_vector_dim: ivd,
        }
    }

    #[test]
    fn accepts_a_row_update() {
        let d = dims(&[1], &[0], &[0], 1);
        assert_eq!(check_update_rank(&[2, 4], &[2, 1], &d), Ok(()));
        assert_eq!(validate_scatter_dims(&[3, 4], &[2, 1], &[2, 4], &d), Ok(()));
        assert_eq!(check_update_bounds(&[3, 4], &[2, 1], &[2, 4], &d), Ok(()));
    }

    #[test]
    fn reports_stablehlo_messages() {
        let d = dims(&[1], &[0], &[0], 1);
        assert!(check_update_bounds(&[3, 4], &[2, 1], &[2, 5], &d)
            .unwrap_err()
            .ends_with("For dimension 1, updates bound is 5, operand bound is 4."));
        assert!(check_update_bounds(&[3, 4], &[2, 1], &[3, 4], &d)
            .unwrap_err()
            .ends_with(
                "For scatter dimension 0, updates bound is 3 , scatter_indices bound is 2."
            ));
        let d = dims(&[1], &[0], &[0, 1], 1);
        assert!(validate_scatter_dims(&[3, 4], &[2, 1], &[2, 4], &d)
            .unwrap_err()
            .starts_with("Scatter op has 2 elements in scatter_dims_to_operand_dims"));
    }
}
