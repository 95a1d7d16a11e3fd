//! Gather's shape rules, shared by `gather` and `dynamic_gather`: StableHLO's
//! `verifyGather` (the dimension-number constraints C1-C20), the slice-size constraints
//! (C9, C12, C21) and `inferGatherShape` (C5, C22-C23). Messages are StableHLO's.

use crate::attrs::dimension_numbers::GatherDims;
use crate::dims::{
    check_batching_dims, check_dim_in_bounds, check_dims_in_bounds, check_distinct, dim_at,
    is_sorted, is_unique, join,
};
use xla_ir::DYNAMIC;

/// The slice sizes, when known.
#[derive(Copy, Clone)]
pub enum SliceSizes<'a> {
    Known(&'a [i64]),
    /// `dynamic_gather` with a non-constant `slice_sizes`: every slice dimension is `?`.
    Unknown,
}

impl SliceSizes<'_> {
    fn get(self, i: i64) -> i64 {
        match self {
            SliceSizes::Known(sizes) => dim_at(sizes, i),
            SliceSizes::Unknown => DYNAMIC,
        }
    }
}

/// `verifyGather`: the dimension numbers against the operand and start-indices shapes;
/// `slice_count` is the number of slice sizes when known (C20).
pub fn verify_gather_dims(
    operand: &[i64],
    indices: &[i64],
    slice_count: Option<i64>,
    d: &GatherDims<'_>,
) -> Result<(), String> {
    let operand_rank = operand.len() as i64;
    let indices_rank = indices.len() as i64;
    let implied_rank =
        (d.offset_dims.len() + d.collapsed_slice_dims.len() + d.operand_batching_dims.len()) as i64;
    if operand_rank != implied_rank {
        return Err(format!(
            "offset_dims size ({}) plus collapse_slice_dims size ({}) plus operand_batching_dims size ({}) is not equal to operand rank ({operand_rank})",
            d.offset_dims.len(),
            d.collapsed_slice_dims.len(),
            d.operand_batching_dims.len()
        ));
    }
    let ivd = d.index_vector_dim;
    check_dim_in_bounds(
        ivd,
        indices_rank,
        "index_vector_dim",
        "rank-of('start_indices')",
        true,
    )?;
    let implied_trailing = ivd == indices_rank;
    let index_size = if implied_trailing {
        1
    } else {
        dim_at(indices, ivd)
    };
    if index_size != DYNAMIC && index_size != d.start_index_map.len() as i64 {
        return Err(format!(
            "start_index_map size ({}) is not equal to size of index dimension ({ivd}) of start_indices ({index_size})",
            d.start_index_map.len()
        ));
    }
    if !is_sorted(d.offset_dims) {
        return Err(format!(
            "expects offset_dims to be sorted, got: [{}]",
            join(d.offset_dims)
        ));
    }
    if !is_unique(d.offset_dims) {
        return Err(format!(
            "expects offset_dims to not repeat, got: [{}]",
            join(d.offset_dims)
        ));
    }
    check_distinct(
        d.collapsed_slice_dims,
        d.operand_batching_dims,
        "collapsed_slice_dims",
        "operand_batching_dims",
    )?;
    if !is_sorted(d.collapsed_slice_dims) {
        return Err(format!(
            "expects collapsed_slice_dims to be sorted, got: [{}]",
            join(d.collapsed_slice_dims)
        ));
    }
    check_dims_in_bounds(
        d.collapsed_slice_dims,
        operand_rank,
        "collapsed_slice_dims",
        "rank-of('operand')",
    )?;
    if !is_sorted(d.operand_batching_dims) {
        return Err(format!(
            "expects operand_batching_dims to be sorted, got: [{}]",
            join(d.operand_batching_dims)
        ));
    }
    check_dims_in_bounds(
        d.operand_batching_dims,
        operand_rank,
        "operand_batching_dims",
        "rank-of('operand')",
    )?;
    if !is_unique(d.start_indices_batching_dims) {
        return Err(format!(
            "expects start_indices_batching_dims to not repeat, got: [{}]",
            join(d.start_indices_batching_dims)
        ));
    }
    check_dims_in_bounds(
        d.start_indices_batching_dims,
        indices_rank,
        "start_indices_batching_dims",
        "rank-of('start_indices')",
    )?;
    check_batching_dims(
        (operand, indices),
        (d.operand_batching_dims, d.start_indices_batching_dims),
        ["operand_batching_dims", "start_indices_batching_dims"],
        ivd,
        "",
    )?;
    check_distinct(
        d.start_index_map,
        d.operand_batching_dims,
        "start_index_map",
        "operand_batching_dims",
    )?;
    check_dims_in_bounds(
        d.start_index_map,
        operand_rank,
        "start_index_map",
        "rank-of('operand')",
    )?;
    match slice_count {
        Some(n) if n != operand_rank => Err(format!(
            "slice_sizes size ({n}) not equal to operand rank ({operand_rank})"
        )),
        _ => Ok(()),
    }
}

/// C9, C12, C21: collapsed and batching dimensions take slices of size at most 1; every
/// slice fits its operand dimension.
pub fn check_slice_sizes(operand: &[i64], sizes: &[i64], d: &GatherDims<'_>) -> Result<(), String> {
    for (dims, name) in [
        (d.collapsed_slice_dims, "collapsed_slice_dims"),
        (d.operand_batching_dims, "operand_batching_dims"),
    ] {
        for &dim in dims {
            let size = dim_at(sizes, dim);
            if size != DYNAMIC && size > 1 {
                return Err(format!(
                    "Expects that for each dim in {name}, slice_sizes[dim] should be <= 1, but got {size}"
                ));
            }
        }
    }
    for (i, &size) in sizes.iter().enumerate() {
        let dim = operand.get(i).copied().unwrap_or(DYNAMIC);
        if size < 0 || (dim != DYNAMIC && size > dim) {
            return Err(format!(
                "slice size ({size}) is out of bounds for operand dimension ({dim}) at index {i}"
            ));
        }
    }
    Ok(())
}

/// `inferGatherReturnTypeComponents`: offset dimensions take the slice sizes of the operand
/// dimensions that are neither collapsed nor batching, in order; the other (batch)
/// dimensions take the start-indices dimensions other than `index_vector_dim`.
pub fn infer_gather(
    indices: &[i64],
    sizes: SliceSizes<'_>,
    d: &GatherDims<'_>,
) -> Result<Vec<i64>, String> {
    let mut indices_rank = indices.len() as i64;
    if d.index_vector_dim == indices_rank {
        indices_rank += 1;
    }
    let result_rank = d.offset_dims.len() as i64 + indices_rank - 1;
    check_dims_in_bounds(
        d.offset_dims,
        result_rank,
        "offset_dims",
        "implied-result-rank",
    )?;
    let removed: Vec<i64> = d
        .collapsed_slice_dims
        .iter()
        .chain(d.operand_batching_dims)
        .copied()
        .collect();
    let max_removed = removed.iter().copied().max().unwrap_or(-1);
    let prefix: Vec<i64> = (0..=max_removed)
        .filter(|i| !removed.contains(i))
        .map(|i| sizes.get(i))
        .collect();
    let offset_size = |index: usize| match prefix.get(index) {
        Some(&s) => s,
        None => sizes.get(index as i64 + removed.len() as i64),
    };
    let mut shape = Vec::with_capacity(result_rank.max(0) as usize);
    let mut batch_index = 0i64;
    for i in 0..result_rank {
        if let Some(pos) = d.offset_dims.iter().position(|&o| o == i) {
            shape.push(offset_size(pos));
            continue;
        }
        let mut index = batch_index;
        batch_index += 1;
        if index >= d.index_vector_dim {
            index += 1;
        }
        shape.push(dim_at(indices, index));
    }
    Ok(shape)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn dims<'a>(
        offset: &'a [i64],
        collapsed: &'a [i64],
        map: &'a [i64],
        ivd: i64,
    ) -> GatherDims<'a> {
        GatherDims {
            offset_dims: offset,
            collapsed_slice_dims: collapsed,
            operand_batching_dims: &[],
            start_indices_batching_dims: &[],
            start_index_map: map,
            index_vector_dim: ivd,
        }
    }

    #[test]
    fn infers_stablehlo_examples() {
        let d = dims(&[2], &[0, 1], &[0, 1], 2);
        assert_eq!(
            verify_gather_dims(&[2, 4, 9], &[1, 5, 2], Some(3), &d),
            Ok(())
        );
        assert_eq!(
            infer_gather(&[1, 5, 2], SliceSizes::Known(&[1, 1, 8]), &d),
            Ok(vec![1, 5, 8])
        );
        assert_eq!(
            infer_gather(&[1, 5, 2], SliceSizes::Unknown, &d),
            Ok(vec![1, 5, DYNAMIC])
        );
        let d = dims(&[0, 2, 3, 4, 5], &[0, 1, 3], &[0, 1], 2);
        let sizes = [1, 1, 8, 1, 7, 1, 6, 1];
        let shape = infer_gather(&[1, 5, 2], SliceSizes::Known(&sizes), &d);
        assert_eq!(shape, Ok(vec![8, 1, 7, 1, 6, 1, 5]));
    }

    #[test]
    fn implied_trailing_index_dimension() {
        let d = dims(&[], &[0], &[0], 1);
        assert_eq!(verify_gather_dims(&[5], &[2], Some(1), &d), Ok(()));
        assert_eq!(infer_gather(&[2], SliceSizes::Known(&[1]), &d), Ok(vec![2]));
    }

    #[test]
    fn reports_the_first_broken_rule() {
        let d = dims(&[2], &[0, 1], &[0], 2);
        assert_eq!(
            verify_gather_dims(&[2, 4, 9], &[1, 5, 2], Some(3), &d).unwrap_err(),
            "start_index_map size (1) is not equal to size of index dimension (2) of start_indices (2)"
        );
        let d = dims(&[2], &[0, 1], &[0, 1], 2);
        assert_eq!(
            check_slice_sizes(&[DYNAMIC, DYNAMIC, 2], &[1, 1, 8], &d).unwrap_err(),
            "slice size (8) is out of bounds for operand dimension (2) at index 2"
        );
    }
}
