//! `hlo.all_to_all`: within each process group, splits each operand into `split_count`
//! blocks along `split_dimension`, sends block `i` to the group's `i`-th process, and
//! concatenates the received blocks along `concat_dimension` (XLA's AllToAll). Variadic;
//! result types are inferred (StableHLO's `InferTensorType`). Generic form only:
//!
//! ```text
//! %r = "hlo.all_to_all"(%x) <{concat_dimension = 0 : i64, replica_groups = dense<[[0, 1]]> :
//!        tensor<1x2xi64>, split_count = 2 : i64, split_dimension = 1 : i64}> : (tensor<2x4xi64>) -> tensor<4x2xi64>
//! ```

use crate::collective::{
    channel_handle, check_pairwise_elements, check_same_count, check_variadic_tensors,
    replica_groups, verify_replica_groups, GroupRules, ReplicaGroups,
};
use crate::table::OpRow;
use crate::verify_util::{
    check_inferred_reported, inference_failed, required_i64, required_non_negative_i64, shape_of,
};
use xla_ir::{Diag, OpRef, Type, DYNAMIC};

pub const SPLIT_DIMENSION: &str = "split_dimension";
pub const CONCAT_DIMENSION: &str = "concat_dimension";
pub const SPLIT_COUNT: &str = "split_count";

xla_ir::declare_ops! {
    /// The ops of this group, declared.
    all: DECLS;

    /// `hlo.all_to_all`: AllToAll operation.
    pub struct AllToAllOp = "hlo.all_to_all" {
        summary: "AllToAll operation",
        operands: [operands: Variadic],
        results: [results: Variadic],
        attributes: [split_dimension = "split_dimension": required Integer, concat_dimension = "concat_dimension": required Integer, split_count = "split_count": required Integer, replica_groups = "replica_groups": optional Dense, channel_handle = "channel_handle": optional Any],
        traits: [HAS_SIDE_EFFECTS],
    }
}

pub const OPS: &[OpRow] = &[OpRow {
    decl: AllToAllOp::INFO,
    description: "Within each process group, splits each operand into `split_count` blocks along \
                  `split_dimension` and sends the `i`-th block to the group's `i`-th process, which \
                  concatenates the blocks it receives along `concat_dimension` in the group's order: \
                  `split_dimension` shrinks and `concat_dimension` grows by `split_count`, the group size.",
    example: "%result = \"hlo.all_to_all\"(%operand) <{concat_dimension = 0 : i64, replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>, split_count = 2 : i64, split_dimension = 1 : i64}> : (tensor<2x4xf32>) -> tensor<4x2xf32>",
    verify: Some(verify_all_to_all_invariants),
    verify_after_traits: Some(verify_all_to_all),
    ..OpRow::EMPTY
}];

fn positive(v: i64) -> bool {
    v > 0
}

/// The three integer properties, ODS-checked.
fn dims(op: OpRef<'_>) -> Result<(i64, i64, i64), Diag> {
    let split = required_non_negative_i64(op, SPLIT_DIMENSION)?;
    let concat = required_non_negative_i64(op, CONCAT_DIMENSION)?;
    let count = required_i64(op, SPLIT_COUNT, positive, "whose value is positive")?;
    Ok((split, concat, count))
}

fn verify_all_to_all_invariants(op: OpRef<'_>) -> Result<(), Diag> {
    dims(op)?;
    replica_groups(op)?;
    channel_handle(op)?;
    check_variadic_tensors(op, "operand", 0, &op.operand_types())?;
    check_variadic_tensors(op, "result", 0, &op.result_types())
}

/// Operand/result pairing, then StableHLO's `inferAllToAllOp` (all_to_all C1-C8) and the
/// comparison of the inferred types with the declared ones.
fn verify_all_to_all(op: OpRef<'_>) -> Result<(), Diag> {
    let operands = op.operand_types();
    check_same_count(op, operands.len())?;
    check_pairwise_elements(op, &operands)?;
    let inferred = infer_all_to_all(op, &operands).map_err(|d| inference_failed(op, d))?;
    for (inferred, actual) in inferred.into_iter().zip(op.result_types()) {
        check_inferred_reported(op, inferred, actual)?;
    }
    Ok(())
}

pub fn infer_all_to_all(op: OpRef<'_>, operands: &[Type]) -> Result<Vec<Type>, Diag> {
    let (split, concat, count) = dims(op)?;
    if let ReplicaGroups::Dense(groups) = replica_groups(op)? {
        let rules = GroupRules {
            all_same_size: true,
            use_global_device_ids: false,
            expected_group_size: Some(count),
        };
        verify_replica_groups(op, &groups, rules)?;
    }
    operands
        .iter()
        .map(|&t| infer_one(op, t, split, concat, count))
        .collect()
}

/// The result type for one operand: the split dimension divided, the concat one multiplied.
fn infer_one(
    op: OpRef<'_>,
    operand: Type,
    split: i64,
    concat: i64,
    count: i64,
) -> Result<Type, Diag> {
    let shape = shape_of(op.ctx, operand);
    let rank = shape.len();
    let in_bounds = |d: i64| usize::try_from(d).ok().filter(|&d| d < rank);
    let Some(split_dim) = in_bounds(split) else {
        return Err(op.plain_error(format!(
            "AllToAll split_dimension {split} is out-of-bounds for input rank {rank}"
        )));
    };
    let Some(concat_dim) = in_bounds(concat) else {
        return Err(op.plain_error(format!(
            "AllToAll concat_dimension {concat} is out-of-bounds for input rank {rank}"
        )));
    };
    let mut result = shape.to_vec();
    let split_size = shape[split_dim];
    if split_size != DYNAMIC {
        if split_size % count != 0 {
            return Err(op.plain_error(format!(
                "split dimension has size {split_size}, expected to be a multiple of split_count {count}"
            )));
        }
        result[split_dim] = split_size / count;
    }
    if result[concat_dim] != DYNAMIC {
        result[concat_dim] = result[concat_dim].checked_mul(count).ok_or_else(|| {
            op.plain_error(format!(
                "concat dimension size times split_count {count} overflows 64 bits"
            ))
        })?;
    }
    Ok(op.ctx.tensor_type(&result, op.ctx.element_type(operand)))
}
