//! XLA's implicit broadcasting for element-wise binary ops (operation semantics,
//! "Element-wise binary arithmetic operations" and the broadcasting page):
//!
//! - equal ranks: degenerate-dimension broadcasting (a size-1 dim stretches);
//! - a scalar (rank 0) operand broadcasts to the other operand's shape;
//! - other rank differences need `broadcast_dimensions`, mapping each dimension of the
//!   lower-rank operand to a dimension of the higher-rank one (strictly increasing); the
//!   unmapped dims become size 1, then degenerate broadcasting applies;
//! - with equal ranks `broadcast_dimensions` must be absent or the identity.
//!
//! [`plan`] computes the result shape and, for each operand, where its dimensions land in
//! the result (the `dims` of the `hlo.broadcast_in_dim` that makes the broadcast explicit).

use crate::display::shape_str;
use xla_ir::traits::broadcast::broadcast_dim;

/// How two operands broadcast together.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Plan {
    pub shape: Vec<i64>,
    /// For each operand, the result dimension each of its dimensions maps to.
    pub operand_dims: [Vec<i64>; 2],
}

/// Why two shapes do not broadcast; `Display` gives the diagnostic.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum BroadcastError {
    /// Different ranks, neither scalar, no `broadcast_dimensions`.
    RanksNeedDims { lhs: Vec<i64>, rhs: Vec<i64> },
    /// Equal ranks with non-identity `broadcast_dimensions`.
    NotIdentity { dims: Vec<i64>, rank: usize },
    /// `broadcast_dimensions` length differs from the lower rank.
    DimsSize { dims: usize, rank: usize },
    /// A value outside `[0, higher rank)`.
    DimOutOfRange {
        index: usize,
        value: i64,
        rank: usize,
    },
    /// Values not strictly increasing.
    NotIncreasing {
        index: usize,
        value: i64,
        previous: i64,
    },
    /// Two sizes that are neither equal nor 1.
    Incompatible {
        lhs: Vec<i64>,
        rhs: Vec<i64>,
        lhs_dim: usize,
        rhs_dim: usize,
    },
}

impl std::fmt::Display for BroadcastError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            BroadcastError::RanksNeedDims { lhs, rhs } => write!(
                f,
                "operands of ranks {} and {} (shapes {} and {}) need broadcast_dimensions: without them only a scalar may broadcast to a different rank",
                lhs.len(),
                rhs.len(),
                shape_str(lhs),
                shape_str(rhs)
            ),
            BroadcastError::NotIdentity { dims, rank } => write!(
                f,
                "broadcast_dimensions {} must be absent or the identity on operands of the same rank ({rank})",
                shape_str(dims)
            ),
            BroadcastError::DimsSize { dims, rank } => write!(
                f,
                "broadcast_dimensions size ({dims}) does not match the rank of the lower-rank operand ({rank})"
            ),
            BroadcastError::DimOutOfRange { index, value, rank } => write!(
                f,
                "broadcast_dimensions[{index}] = {value} is out of range [0, {rank}) of the higher-rank operand"
            ),
            BroadcastError::NotIncreasing { index, value, previous } => write!(
                f,
                "broadcast_dimensions must be strictly increasing, but broadcast_dimensions[{index}] = {value} comes after {previous}"
            ),
            BroadcastError::Incompatible { lhs, rhs, lhs_dim, rhs_dim } => {
                let size = |s: &[i64], i: usize| s.get(i).map_or("?".to_string(), |&d| crate::display::dim_str(d));
                write!(
                    f,
                    "operand shapes {} and {} do not broadcast: lhs dimension {lhs_dim} (size {}) and rhs dimension {rhs_dim} (size {}) must be equal or one of them 1",
                    shape_str(lhs),
                    shape_str(rhs),
                    size(lhs, *lhs_dim),
                    size(rhs, *rhs_dim)
                )
            }
        }
    }
}

fn identity(rank: usize) -> Vec<i64> {
    (0..rank as i64).collect()
}

/// The broadcast of `lhs` and `rhs` under XLA's rules.
pub fn plan(lhs: &[i64], rhs: &[i64], dims: Option<&[i64]>) -> Result<Plan, BroadcastError> {
    let (lr, rr) = (lhs.len(), rhs.len());
    if lr == rr {
        if let Some(d) = dims.filter(|d| !d.is_empty() && *d != identity(lr).as_slice()) {
            return Err(BroadcastError::NotIdentity {
                dims: d.to_vec(),
                rank: lr,
            });
        }
        let mut shape = Vec::with_capacity(lr);
        for (i, (&a, &b)) in lhs.iter().zip(rhs).enumerate() {
            let d = broadcast_dim(a, b).ok_or_else(|| BroadcastError::Incompatible {
                lhs: lhs.to_vec(),
                rhs: rhs.to_vec(),
                lhs_dim: i,
                rhs_dim: i,
            })?;
            shape.push(d);
        }
        return Ok(Plan {
            shape,
            operand_dims: [identity(lr), identity(rr)],
        });
    }
    let lhs_is_low = lr < rr;
    let (low, high) = if lhs_is_low { (lhs, rhs) } else { (rhs, lhs) };
    let low_dims: Vec<i64> = match dims {
        Some(d) if !d.is_empty() || low.is_empty() => d.to_vec(),
        _ if low.is_empty() => Vec::new(),
        _ => {
            return Err(BroadcastError::RanksNeedDims {
                lhs: lhs.to_vec(),
                rhs: rhs.to_vec(),
            })
        }
    };
    if low_dims.len() != low.len() {
        return Err(BroadcastError::DimsSize {
            dims: low_dims.len(),
            rank: low.len(),
        });
    }
    for (index, &value) in low_dims.iter().enumerate() {
        if value < 0 || value >= high.len() as i64 {
            return Err(BroadcastError::DimOutOfRange {
                index,
                value,
                rank: high.len(),
            });
        }
        if index > 0 && value <= low_dims[index - 1] {
            return Err(BroadcastError::NotIncreasing {
                index,
                value,
                previous: low_dims[index - 1],
            });
        }
    }
    let mut shape = high.to_vec();
    for (i, (&d, &size)) in low_dims.iter().zip(low).enumerate() {
        let slot = d as usize;
        shape[slot] = broadcast_dim(high[slot], size).ok_or_else(|| {
            let (lhs_dim, rhs_dim) = if lhs_is_low { (i, slot) } else { (slot, i) };
            BroadcastError::Incompatible {
                lhs: lhs.to_vec(),
                rhs: rhs.to_vec(),
                lhs_dim,
                rhs_dim,
            }
        })?;
    }
    let operand_dims = if lhs_is_low {
        [low_dims, identity(high.len())]
    } else {
        [identity(high.len()), low_dims]
    };
    Ok(Plan {
        shape,
        operand_dims,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use xla_ir::DYNAMIC;

    #[test]
    fn degenerate_dims_stretch() {
        let p = plan(&[2, 1], &[1, 3], None).unwrap();
        assert_eq!(p.shape, [2, 3]);
        assert_eq!(p.operand_dims, [vec![0, 1], vec![0, 1]]);
        assert_eq!(plan(&[DYNAMIC, 1], &[4, 3], None).unwrap().shape, [4, 3]);
    }

    #[test]
    fn scalars_broadcast_without_dims() {
        let p = plan(&[], &[2, 3], None).unwrap();
        assert_eq!(p.shape, [2, 3]);
        assert_eq!(p.operand_dims, [vec![], vec![0, 1]]);
    }

    #[test]
    fn different_ranks_need_dims() {
        assert!(matches!(
            plan(&[2, 3], &[3], None),
            Err(BroadcastError::RanksNeedDims { .. })
        ));
        let p = plan(&[2, 3], &[2], Some(&[0])).unwrap();
        assert_eq!(p.shape, [2, 3]);
        assert_eq!(p.operand_dims, [vec![0, 1], vec![0]]);
        let p = plan(&[1], &[2, 3], Some(&[1])).unwrap();
        assert_eq!(p.shape, [2, 3]);
    }

    #[test]
    fn dims_are_checked() {
        assert_eq!(
            plan(&[2, 3], &[3], Some(&[0, 1])),
            Err(BroadcastError::DimsSize { dims: 2, rank: 1 })
        );
        assert_eq!(
            plan(&[2, 3], &[3], Some(&[2])),
            Err(BroadcastError::DimOutOfRange {
                index: 0,
                value: 2,
                rank: 2
            })
        );
        assert_eq!(
            plan(&[2, 3, 4], &[4, 3], Some(&[2, 1])),
            Err(BroadcastError::NotIncreasing {
                index: 1,
                value: 1,
                previous: 2
            })
        );
        assert!(matches!(
            plan(&[2, 3], &[3], Some(&[0])),
            Err(BroadcastError::Incompatible {
                lhs_dim: 0,
                rhs_dim: 0,
                ..
            })
        ));
        assert!(matches!(
            plan(&[2], &[2], Some(&[1])),
            Err(BroadcastError::NotIdentity { .. })
        ));
        assert!(plan(&[2], &[2], Some(&[0])).is_ok());
    }

    #[test]
    fn messages_name_the_rule_and_dimensions() {
        let e = plan(&[2, 3], &[4], Some(&[1])).unwrap_err();
        assert_eq!(
            e.to_string(),
            "operand shapes [2, 3] and [4] do not broadcast: lhs dimension 1 (size 3) and rhs dimension 0 (size 4) must be equal or one of them 1"
        );
    }
}
