//! Point-to-point collectives: `hlo.collective_permute` sends each source's operand to its
//! target (XLA's CollectivePermute) and `hlo.collective_broadcast` sends the group root's
//! operands to the whole group. Generic form only, as in StableHLO:
//!
//! ```text
//! %r = "hlo.collective_permute"(%x) <{source_target_pairs = dense<[[0, 1], [1, 0]]> :
//!        tensor<2x2xi64>}> : (tensor<2xf32>) -> tensor<2xf32>
//! ```

use crate::collective::{
    channel_handle, check_variadic_tensors, data_operands, i64_elements, optional_unit,
    replica_groups, ReplicaGroups, HAS_DYNAMIC_ROOT,
};
use crate::dense::DenseInts;
use crate::display::shape_str;
use crate::table::OpRow;
use crate::types::class;
use crate::verify_util::{
    check_operands, check_results, types_compatible, verify_compatible_operands_and_result_type,
};
use std::collections::HashSet;
use xla_ir::{Diag, OpRef};

pub const SOURCE_TARGET_PAIRS: &str = "source_target_pairs";

xla_ir::declare_ops! {
    /// The ops of this group, declared.
    all: DECLS;

    /// `hlo.collective_permute`: CollectivePermute operation.
    pub struct CollectivePermuteOp = "hlo.collective_permute" {
        summary: "CollectivePermute operation",
        operands: [operand: Single],
        results: [result: Single],
        attributes: [source_target_pairs = "source_target_pairs": required Dense, channel_handle = "channel_handle": optional Any],
        traits: [HAS_SIDE_EFFECTS],
    }
    /// `hlo.collective_broadcast`: CollectiveBroadcast operation.
    pub struct CollectiveBroadcastOp = "hlo.collective_broadcast" {
        summary: "CollectiveBroadcast operation",
        operands: [operands: Variadic],
        results: [results: Variadic],
        attributes: [replica_groups = "replica_groups": required Dense, channel_handle = "channel_handle": optional Any, has_dynamic_root = "has_dynamic_root": optional Bool],
        traits: [HAS_SIDE_EFFECTS],
    }
}

pub const OPS: &[OpRow] = &[
    OpRow {
    decl: CollectivePermuteOp::INFO,
        description: "Sends the operand of each process named as a source in `source_target_pairs` (an \
                      `Nx2` list of (source, target) process ids, sources and targets each unique) to its \
                      target; a process that is no target gets zeros of the operand's type.",
        example: "%result = \"hlo.collective_permute\"(%operand) <{source_target_pairs = dense<[[0, 1], [1, 2]]> : tensor<2x2xi64>}> : (tensor<2x2xi64>) -> tensor<2x2xi64>",
        verify: Some(verify_permute_invariants),
        verify_after_traits: Some(verify_permute),
        ..OpRow::EMPTY
    },
    OpRow {
    decl: CollectiveBroadcastOp::INFO,
        description: "Within each process group, sends the operands of the group's root (its first \
                      process, or with `has_dynamic_root` the process the last operand, a `tensor<Nxi32>` \
                      with one entry per data operand, selects) to every process of the group; processes \
                      outside every group get zeros. Results have the data operands' types.",
        example: "%result = \"hlo.collective_broadcast\"(%operand) <{replica_groups = dense<[[2, 1]]> : tensor<1x2xi64>}> : (tensor<1x2xi64>) -> tensor<1x2xi64>",
        verify: Some(verify_broadcast_invariants),
        verify_after_traits: Some(verify_broadcast),
        ..OpRow::EMPTY
    },
];

/// The `source_target_pairs` property: required 64-bit integer elements.
fn source_target_pairs(op: OpRef<'_>) -> Result<DenseInts<'_>, Diag> {
    let Some(a) = op.attr(SOURCE_TARGET_PAIRS) else {
        return Err(op.error(format!("requires attribute '{SOURCE_TARGET_PAIRS}'")));
    };
    i64_elements(op, a).ok_or_else(|| {
        op.error(format!(
            "attribute '{SOURCE_TARGET_PAIRS}' failed to satisfy constraint: 64-bit signless integer elements attribute"
        ))
    })
}

fn verify_permute_invariants(op: OpRef<'_>) -> Result<(), Diag> {
    source_target_pairs(op)?;
    channel_handle(op)?;
    check_operands(op, class::ANY)?;
    check_results(op, class::ANY)?;
    verify_compatible_operands_and_result_type(op)
}

/// StableHLO's `verifyCollectivePermuteOp` (collective_permute C1-C4).
fn verify_permute(op: OpRef<'_>) -> Result<(), Diag> {
    let pairs = source_target_pairs(op)?;
    if pairs.shape.len() != 2 {
        return Err(op.plain_error(format!(
            "expect source_target_pairs attribute to be of rank 2, but got rank {}",
            pairs.shape.len()
        )));
    }
    if pairs.shape[1] != 2 {
        let dims = shape_str(pairs.shape);
        return Err(op.plain_error(format!(
            "expect source_target_pairs attribute of shape (N, 2), but got ({})",
            dims.trim_start_matches('[').trim_end_matches(']')
        )));
    }
    // A splat repeats one pair: its first four ids say everything.
    let count = if pairs.is_splat() {
        pairs.len().min(4)
    } else {
        pairs.len()
    };
    let (mut sources, mut targets) = (HashSet::new(), HashSet::new());
    for (i, id) in (0..count).filter_map(|i| pairs.get(i)).enumerate() {
        if id < 0 {
            return Err(op.plain_error("replica ids in source_target_pairs must be >= 0"));
        }
        let (seen, what) = if i % 2 == 0 {
            (&mut sources, "sources")
        } else {
            (&mut targets, "targets")
        };
        if !seen.insert(id) {
            return Err(op.plain_error(format!("duplicate {what} not allowed")));
        }
    }
    Ok(())
}

fn verify_broadcast_invariants(op: OpRef<'_>) -> Result<(), Diag> {
    replica_groups(op)?;
    channel_handle(op)?;
    optional_unit(op, HAS_DYNAMIC_ROOT)?;
    check_variadic_tensors(op, "operand", 0, &op.operand_types())?;
    check_variadic_tensors(op, "result", 0, &op.result_types())
}

/// Data operands pair with results of the same type; replica groups (StableHLO's
/// `verifyCollectiveBroadcastOp`, C1-C3): rank 2, unique and non-negative ids.
fn verify_broadcast(op: OpRef<'_>) -> Result<(), Diag> {
    let data = data_operands(op, "collective_broadcast")?;
    if data.len() != op.num_results() {
        return Err(op.error("requires the same number of data operands and results"));
    }
    if !data
        .iter()
        .zip(op.result_types())
        .all(|(&a, b)| types_compatible(op.ctx, a, b))
    {
        return Err(op.error("requires compatible types for all operands and results"));
    }
    let ReplicaGroups::Dense(groups) = replica_groups(op)? else {
        return Ok(());
    };
    if groups.shape.len() != 2 {
        return Err(op.plain_error("replica groups should be a rank 2 tensor"));
    }
    let count = if groups.is_splat() {
        groups.len().min(2)
    } else {
        groups.len()
    };
    let mut seen = HashSet::new();
    for id in (0..count).filter_map(|i| groups.get(i)) {
        if id < 0 {
            return Err(op.plain_error(format!("Invalid replica id {id}")));
        }
        if !seen.insert(id) {
            return Err(op.plain_error(format!("replica id #{id} seen more than once")));
        }
    }
    Ok(())
}
