//! Checks on dimension-number lists shared by the shape-inference code (StableHLO's
//! `isUnique`, `checkDimsDistinct`, `checkDimInBounds`, `checkDimsInBounds`), returning
//! StableHLO's messages. Errors are plain messages: the caller decides where they go (an
//! inference error has no op prefix).

use xla_ir::DYNAMIC;

/// No value repeats.
pub fn is_unique(dims: &[i64]) -> bool {
    let mut sorted = dims.to_vec();
    sorted.sort_unstable();
    sorted.windows(2).all(|w| w[0] != w[1])
}

pub fn is_sorted(dims: &[i64]) -> bool {
    dims.windows(2).all(|w| w[0] <= w[1])
}

/// `1, 0, 2`: a list as StableHLO's messages print an `ArrayRef<int64_t>`.
pub fn join(dims: &[i64]) -> String {
    dims.iter()
        .map(i64::to_string)
        .collect::<Vec<_>>()
        .join(", ")
}

/// No value appears twice across `lhs` and `rhs` together.
pub fn check_distinct(
    lhs: &[i64],
    rhs: &[i64],
    lhs_name: &str,
    rhs_name: &str,
) -> Result<(), String> {
    let mut seen: Vec<i64> = Vec::with_capacity(lhs.len() + rhs.len());
    for &d in lhs.iter().chain(rhs) {
        if seen.contains(&d) {
            return Err(format!(
                "has duplicated dimension from {lhs_name} and {rhs_name}: {d}"
            ));
        }
        seen.push(d);
    }
    Ok(())
}

/// `dim` in `[0, upper)`, or `[0, upper]` when `inclusive`.
pub fn check_dim_in_bounds(
    dim: i64,
    upper: i64,
    name: &str,
    upper_name: &str,
    inclusive: bool,
) -> Result<(), String> {
    let end = if inclusive { "]" } else { ")" };
    let limit = if inclusive {
        upper.saturating_add(1)
    } else {
        upper
    };
    if dim < 0 || dim >= limit {
        return Err(format!("Expects {name} to be in range [0, {upper_name}{end} i.e. [0, {upper}{end}. got: {dim}."));
    }
    Ok(())
}

/// Every element of `dims` in `[0, upper)`.
pub fn check_dims_in_bounds(
    dims: &[i64],
    upper: i64,
    name: &str,
    upper_name: &str,
) -> Result<(), String> {
    match dims.iter().find(|&&d| d < 0 || d >= upper) {
        Some(d) => Err(format!(
            "Expects each element of {name} to be in range [0, {upper_name}) i.e. [0, {upper}). got: {d}."
        )),
        None => Ok(()),
    }
}

/// A dimension of `shape`, or `?` when `i` is out of range (callers check ranges first;
/// this keeps malformed input from panicking).
pub fn dim_at(shape: &[i64], i: i64) -> i64 {
    usize::try_from(i)
        .ok()
        .and_then(|i| shape.get(i))
        .copied()
        .unwrap_or(DYNAMIC)
}

/// Gather's and scatter's batching dimensions: `index_vector_dim` is not one of
/// `indices_dims`, which pair one to one with `operand_dims` on compatible sizes. `names`
/// are the two lists' names; `end` ends each message (scatter's end in `.`).
pub fn check_batching_dims(
    (operand, indices): (&[i64], &[i64]),
    (operand_dims, indices_dims): (&[i64], &[i64]),
    names: [&str; 2],
    index_vector_dim: i64,
    end: &str,
) -> Result<(), String> {
    let [operand_name, indices_name] = names;
    if indices_dims.contains(&index_vector_dim) {
        return Err(format!(
            "expects {indices_name} not to include index_vector_dim {index_vector_dim}{end}"
        ));
    }
    if operand_dims.len() != indices_dims.len() {
        return Err(format!(
            "{operand_name} and {indices_name} should have the same size{end}"
        ));
    }
    for (i, (&od, &id)) in operand_dims.iter().zip(indices_dims).enumerate() {
        let (a, b) = (dim_at(operand, od), dim_at(indices, id));
        if !crate::verify_util::dims_compatible(a, b) {
            return Err(format!(
                "{operand_name}[{i}] and {indices_name}[{i}] must have compatible sizes, but got {a} and {b}{end}"
            ));
        }
    }
    Ok(())
}

/// The product of static sizes, `None` with a `?` or on overflow.
pub fn num_elements(shape: &[i64]) -> Option<i64> {
    shape.iter().try_fold(1i64, |acc, &d| {
        if d == DYNAMIC {
            None
        } else {
            acc.checked_mul(d)
        }
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn messages_follow_stablehlo() {
        assert_eq!(
            check_dim_in_bounds(4, 3, "index_vector_dim", "rank-of('start_indices')", true).unwrap_err(),
            "Expects index_vector_dim to be in range [0, rank-of('start_indices')] i.e. [0, 3]. got: 4."
        );
        assert_eq!(
            check_dims_in_bounds(&[0, 17], 3, "collapsed_slice_dims", "rank-of('operand')").unwrap_err(),
            "Expects each element of collapsed_slice_dims to be in range [0, rank-of('operand')) i.e. [0, 3). got: 17."
        );
        assert_eq!(
            check_distinct(&[1], &[1], "a", "b").unwrap_err(),
            "has duplicated dimension from a and b: 1"
        );
        assert!(is_unique(&[2, 0, 1]) && !is_unique(&[1, 0, 1]));
        assert!(is_sorted(&[0, 0, 2]) && !is_sorted(&[2, 1]));
        assert_eq!(num_elements(&[2, 3]), Some(6));
        assert_eq!(num_elements(&[2, DYNAMIC]), None);
        assert_eq!(dim_at(&[4], 7), DYNAMIC);
    }
}
