//! `hlo.all_gather`: within each process group, concatenates every process's operand along
//! `all_gather_dim` (XLA's AllGather). Variadic: operand `i` gives result `i`. Generic form
//! only, as in StableHLO:
//!
//! ```text
//! %r = "hlo.all_gather"(%x) <{all_gather_dim = 1 : i64,
//!        replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>}> : (tensor<2x2xi64>) -> tensor<2x4xi64>
//! ```

use crate::collective::{
    channel_handle, channel_id, check_pairwise_elements, check_same_count, check_variadic_tensors,
    optional_unit, replica_groups, static_group_size, verify_replica_groups, GroupRules,
    ReplicaGroups, USE_GLOBAL_DEVICE_IDS,
};
use crate::table::OpRow;
use crate::verify_util::{dims_compatible, required_non_negative_i64, shape_of};
use xla_ir::{Diag, OpRef, DYNAMIC};

pub const ALL_GATHER_DIM: &str = "all_gather_dim";

xla_ir::declare_ops! {
    /// The ops of this group, declared.
    all: DECLS;

    /// `hlo.all_gather`: AllGather operation.
    pub struct AllGatherOp = "hlo.all_gather" {
        summary: "AllGather operation",
        operands: [operands: Variadic],
        results: [results: Variadic],
        attributes: [all_gather_dim = "all_gather_dim": required Integer, replica_groups = "replica_groups": required Dense, channel_handle = "channel_handle": optional Any, use_global_device_ids = "use_global_device_ids": optional Unit],
        traits: [HAS_SIDE_EFFECTS],
    }
}

pub const OPS: &[OpRow] = &[OpRow {
    decl: AllGatherOp::INFO,
    description: "Within each process group, concatenates the `operands` of every process along \
                  `all_gather_dim`, in the group's order, giving every process the same `results`: each \
                  result is its operand with `all_gather_dim` multiplied by the group size. \
                  `replica_groups` (one row per group) with `channel_handle` and `use_global_device_ids` \
                  select the processes (cross-replica, cross-replica-and-partition or flattened device \
                  ids).",
    example: "%result = \"hlo.all_gather\"(%operand) <{all_gather_dim = 1 : i64, replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>}> : (tensor<2x2xf32>) -> tensor<2x4xf32>",
    verify: Some(verify_all_gather_invariants),
    verify_after_traits: Some(verify_all_gather),
    ..OpRow::EMPTY
}];

/// ODS: the properties, `Variadic<HLO_Tensor>` operands and results.
fn verify_all_gather_invariants(op: OpRef<'_>) -> Result<(), Diag> {
    required_non_negative_i64(op, ALL_GATHER_DIM)?;
    replica_groups(op)?;
    channel_handle(op)?;
    optional_unit(op, USE_GLOBAL_DEVICE_IDS)?;
    check_variadic_tensors(op, "operand", 0, &op.operand_types())?;
    check_variadic_tensors(op, "result", 0, &op.result_types())
}

/// StableHLO's `verifyAllGatherOp` (all_gather C1-C6), then the spec's exact result size
/// where the group size is known.
fn verify_all_gather(op: OpRef<'_>) -> Result<(), Diag> {
    let operands = op.operand_types();
    check_same_count(op, operands.len())?;
    check_pairwise_elements(op, &operands)?;
    let dim = required_non_negative_i64(op, ALL_GATHER_DIM)?;
    let use_global = optional_unit(op, USE_GLOBAL_DEVICE_IDS)?;
    let groups = replica_groups(op)?;
    if let ReplicaGroups::Dense(d) = &groups {
        let rules = GroupRules {
            all_same_size: true,
            use_global_device_ids: use_global,
            expected_group_size: None,
        };
        verify_replica_groups(op, d, rules)?;
    }
    let channel = channel_id(op);
    if use_global && channel < 0 {
        return Err(op.plain_error("channel_id cannot be negative when useGlobalDeviceIds is set"));
    }
    let group_size = static_group_size(&groups, channel, use_global);
    for (operand, result) in operands.iter().zip(op.result_types()) {
        check_gathered_shape(
            op,
            shape_of(op.ctx, *operand),
            shape_of(op.ctx, result),
            dim,
            group_size,
        )?;
    }
    Ok(())
}

/// One operand/result pair: same rank, same dims except `dim`, which the result multiplies.
fn check_gathered_shape(
    op: OpRef<'_>,
    operand: &[i64],
    result: &[i64],
    dim: i64,
    group_size: Option<i64>,
) -> Result<(), Diag> {
    let Some(d) = usize::try_from(dim).ok().filter(|&d| d < operand.len()) else {
        return Err(op.plain_error("all_gather_dim must be a valid index of operand"));
    };
    if operand.len() != result.len() {
        return Err(op.plain_error("operand and result must have the same rank"));
    }
    let (operand_size, result_size) = (operand[d], result[d]);
    if operand_size == 0 {
        return Err(op.plain_error("dimension size of operand at 'all_gather_dim' cannot be zero"));
    }
    let others_match = operand
        .iter()
        .zip(result)
        .enumerate()
        .all(|(i, (&a, &b))| i == d || dims_compatible(a, b));
    if !others_match {
        return Err(op.plain_error(
            "operand and result should have the same shape except for the dimension size at 'all_gather_dim'",
        ));
    }
    if operand_size == DYNAMIC || result_size == DYNAMIC {
        return Ok(());
    }
    if result_size % operand_size != 0 {
        return Err(op.plain_error(format!(
            "result gather dimension has size {result_size}, expected to be a multiple of operand gather dimension \
             size {operand_size}"
        )));
    }
    match group_size {
        Some(g) if operand_size.checked_mul(g) != Some(result_size) => Err(op.plain_error(format!(
            "result gather dimension has size {result_size}, expected operand gather dimension size {operand_size} \
             times the replica group size {g}"
        ))),
        _ => Ok(()),
    }
}
