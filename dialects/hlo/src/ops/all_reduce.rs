//! Collectives with a reduction region: `hlo.all_reduce` (every process gets the
//! reduction), `hlo.reduce_scatter` (each gets one slice of it) and `hlo.collective_reduce`
//! (the group's root gets it). The region reduces two scalar tensors and may accumulate in
//! a wider element type than the operands (`f32` reduced in `f64`); results then have the
//! accumulator's element type. Generic form only, as in StableHLO:
//!
//! ```text
//! %r = "hlo.all_reduce"(%x) <{replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>}> ({
//! ^bb0(%a: tensor<f32>, %b: tensor<f32>):
//!   %s = hlo.add %a, %b : tensor<f32>
//!   hlo.return %s : tensor<f32>
//! }) : (tensor<4xf32>) -> tensor<4xf32>
//! ```

use crate::collective::{
    channel_handle, channel_id, check_same_count, check_single_block_region,
    check_variadic_tensors, data_operands, optional_unit, replica_groups, static_group_size,
    verify_replica_groups, GroupRules, ReplicaGroups, HAS_DYNAMIC_ROOT, USE_GLOBAL_DEVICE_IDS,
};
use crate::reducer::{check_result_element, verify_reducer_shape};
use crate::table::OpRow;
use crate::verify_util::{dims_compatible, required_non_negative_i64, shape_of, shapes_compatible};
use xla_ir::{Diag, OpRef, Type, DYNAMIC};

pub const SCATTER_DIMENSION: &str = "scatter_dimension";

const REDUCING: OpRow = OpRow { ..OpRow::EMPTY };

xla_ir::declare_ops! {
    /// The ops of this group, declared.
    all: DECLS;

    /// `hlo.all_reduce`: AllReduce operation.
    pub struct AllReduceOp = "hlo.all_reduce" {
        summary: "AllReduce operation",
        operands: [operands: Variadic],
        results: [results: Variadic],
        attributes: [replica_groups = "replica_groups": required Dense, channel_handle = "channel_handle": optional Any, use_global_device_ids = "use_global_device_ids": optional Unit],
        regions: [computation: Single],
        traits: [RECURSIVE_MEMORY_EFFECTS, HAS_SIDE_EFFECTS],
    }
    /// `hlo.reduce_scatter`: ReduceScatter operation.
    pub struct ReduceScatterOp = "hlo.reduce_scatter" {
        summary: "ReduceScatter operation",
        operands: [operand: Single],
        results: [result: Single],
        attributes: [scatter_dimension = "scatter_dimension": required Integer, replica_groups = "replica_groups": required Dense, channel_handle = "channel_handle": optional Any, use_global_device_ids = "use_global_device_ids": optional Unit],
        regions: [computation: Single],
        traits: [RECURSIVE_MEMORY_EFFECTS, HAS_SIDE_EFFECTS],
    }
    /// `hlo.collective_reduce`: CollectiveReduce operation.
    pub struct CollectiveReduceOp = "hlo.collective_reduce" {
        summary: "CollectiveReduce operation",
        operands: [operands: Variadic],
        results: [results: Variadic],
        attributes: [replica_groups = "replica_groups": required Dense, channel_handle = "channel_handle": optional Any, use_global_device_ids = "use_global_device_ids": optional Unit, has_dynamic_root = "has_dynamic_root": optional Bool],
        regions: [computation: Single],
        traits: [RECURSIVE_MEMORY_EFFECTS, HAS_SIDE_EFFECTS],
    }
}

pub const OPS: &[OpRow] = &[
    OpRow {
    decl: AllReduceOp::INFO,
        description: "Within each process group, reduces the `operands` of every process with the \
                      `computation` region and gives every process the results, which have the operands' \
                      shapes and the region's (possibly wider) element types (XLA's AllReduce; \
                      CrossReplicaSum is an all_reduce with addition). Variadic: each operand is reduced \
                      separately. Groups may be ragged (`-1` pads short rows).",
        example: "%result = \"hlo.all_reduce\"(%operand) <{replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>}> ({\n^bb0(%a: tensor<f32>, %b: tensor<f32>):\n  %sum = hlo.add %a, %b : tensor<f32>\n  hlo.return %sum : tensor<f32>\n}) : (tensor<4xf32>) -> tensor<4xf32>",
        verify: Some(verify_all_reduce_invariants),
        verify_after_traits: Some(verify_all_reduce),
        ..REDUCING
    },
    OpRow {
    decl: ReduceScatterOp::INFO,
        description: "Within each process group, reduces the operand of every process with `computation`, \
                      splits the reduction along `scatter_dimension` into as many blocks as the group has \
                      processes, and gives the group's `i`-th process the `i`-th block: the result is the \
                      operand with `scatter_dimension` divided by the group size (XLA's ReduceScatter).",
        example: "%result = \"hlo.reduce_scatter\"(%operand) <{replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>, scatter_dimension = 1 : i64}> ({\n^bb0(%a: tensor<f32>, %b: tensor<f32>):\n  %sum = hlo.add %a, %b : tensor<f32>\n  hlo.return %sum : tensor<f32>\n}) : (tensor<2x4xf32>) -> tensor<2x2xf32>",
        verify: Some(verify_reduce_scatter_invariants),
        verify_after_traits: Some(verify_reduce_scatter),
        ..REDUCING
    },
    OpRow {
    decl: CollectiveReduceOp::INFO,
        description: "Within each process group, reduces the data operands of every process with \
                      `computation` and delivers the reduction to the group's root: its first process, or \
                      with `has_dynamic_root` the process the last operand (a `tensor<Nxi32>`, one entry per \
                      data operand) selects. Results have the data operands' shapes and the region's \
                      element types.",
        example: "%result = \"hlo.collective_reduce\"(%operand) <{replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>}> ({\n^bb0(%a: tensor<f32>, %b: tensor<f32>):\n  %sum = hlo.add %a, %b : tensor<f32>\n  hlo.return %sum : tensor<f32>\n}) : (tensor<4xf32>) -> tensor<4xf32>",
        verify: Some(verify_collective_reduce_invariants),
        verify_after_traits: Some(verify_collective_reduce),
        ..REDUCING
    },
];

/// ODS: the shared properties, tensors, the single-block region.
fn check_common_invariants(op: OpRef<'_>) -> Result<(), Diag> {
    replica_groups(op)?;
    channel_handle(op)?;
    optional_unit(op, USE_GLOBAL_DEVICE_IDS)?;
    check_variadic_tensors(op, "operand", 0, &op.operand_types())?;
    check_variadic_tensors(op, "result", 0, &op.result_types())?;
    check_single_block_region(op, 0, "computation")
}

fn verify_all_reduce_invariants(op: OpRef<'_>) -> Result<(), Diag> {
    check_common_invariants(op)
}

fn verify_reduce_scatter_invariants(op: OpRef<'_>) -> Result<(), Diag> {
    required_non_negative_i64(op, SCATTER_DIMENSION)?;
    check_common_invariants(op)
}

fn verify_collective_reduce_invariants(op: OpRef<'_>) -> Result<(), Diag> {
    optional_unit(op, HAS_DYNAMIC_ROOT)?;
    check_common_invariants(op)
}

/// Replica groups (ragged allowed unless `all_same_size`) and the channel a global-id
/// collective needs: StableHLO's all_reduce C1-C4 / reduce_scatter C3-C6.
fn check_groups_and_channel(
    op: OpRef<'_>,
    all_same_size: bool,
) -> Result<(ReplicaGroups<'_>, bool), Diag> {
    let use_global = optional_unit(op, USE_GLOBAL_DEVICE_IDS)?;
    let groups = replica_groups(op)?;
    if let ReplicaGroups::Dense(d) = &groups {
        let rules = GroupRules {
            all_same_size,
            use_global_device_ids: use_global,
            expected_group_size: None,
        };
        verify_replica_groups(op, d, rules)?;
    }
    let channel = channel_id(op);
    if use_global && channel <= 0 {
        return Err(op.plain_error(format!(
            "channel_id must be positive when useGlobalDeviceIds is set but got: {channel}"
        )));
    }
    Ok((groups, use_global))
}

/// The reducer over one operand (scalar accumulators), then the result's element type.
fn check_reduction(op: OpRef<'_>, operand: Type, result: Type) -> Result<(), Diag> {
    let init = op.ctx.tensor_type(&[], op.ctx.element_type(operand));
    let Some(accumulators) = verify_reducer_shape(op, 0, &[operand], &[init], &[])? else {
        return Ok(());
    };
    match accumulators.first() {
        Some(&acc) => check_result_element(op, acc, result),
        None => Ok(()),
    }
}

/// Each data operand pairs with a result of the same shape, reduced by the region.
fn check_reduced_pairs(op: OpRef<'_>, operands: &[Type]) -> Result<(), Diag> {
    check_same_count(op, operands.len())?;
    for (i, (&operand, result)) in operands.iter().zip(op.result_types()).enumerate() {
        if !shapes_compatible(shape_of(op.ctx, operand), shape_of(op.ctx, result)) {
            return Err(op.error(format!(
                "requires the same shape for operand and result at index {i}"
            )));
        }
    }
    Ok(())
}

fn check_reductions(op: OpRef<'_>, operands: &[Type]) -> Result<(), Diag> {
    for (&operand, result) in operands.iter().zip(op.result_types()) {
        check_reduction(op, operand, result)?;
    }
    Ok(())
}

/// StableHLO's `verifyAllReduceOp` (all_reduce C1-C7).
fn verify_all_reduce(op: OpRef<'_>) -> Result<(), Diag> {
    let operands = op.operand_types();
    check_reduced_pairs(op, &operands)?;
    check_groups_and_channel(op, false)?;
    check_reductions(op, &operands)
}

fn verify_collective_reduce(op: OpRef<'_>) -> Result<(), Diag> {
    let operands = data_operands(op, "collective_reduce")?;
    check_reduced_pairs(op, &operands)?;
    check_groups_and_channel(op, false)?;
    check_reductions(op, &operands)
}

/// StableHLO's `verifyReduceScatterOp` (reduce_scatter C2-C9), then the spec's exact
/// result size where the group size is known.
fn verify_reduce_scatter(op: OpRef<'_>) -> Result<(), Diag> {
    let dim = required_non_negative_i64(op, SCATTER_DIMENSION)?;
    let (groups, use_global) = check_groups_and_channel(op, true)?;
    let (operand, result) = (op.operand_type(0), op.result_type(0));
    check_reduction(op, operand, result)?;
    let (operand, result) = (shape_of(op.ctx, operand), shape_of(op.ctx, result));
    if operand.len() != result.len() {
        return Err(op.plain_error("operand and result should have same rank"));
    }
    let Some(d) = usize::try_from(dim).ok().filter(|&d| d < operand.len()) else {
        return Err(op.plain_error("scatter dim should be less than operand/result rank"));
    };
    let (operand_size, result_size) = (operand[d], result[d]);
    let is_static = operand_size != DYNAMIC && result_size != DYNAMIC;
    if is_static {
        check_scatter_sizes(op, operand_size, result_size)?;
    }
    for (i, (&a, &b)) in operand.iter().zip(result).enumerate() {
        if i != d && !dims_compatible(a, b) {
            return Err(op.plain_error(format!(
                "non scatter dimensions should be same for operand ({a}) and result ({b})"
            )));
        }
    }
    match static_group_size(&groups, channel_id(op), use_global).filter(|_| is_static) {
        Some(g) if result_size.checked_mul(g) != Some(operand_size) => Err(op.plain_error(format!(
            "result scatter dimension has size {result_size}, expected operand scatter dimension size \
             {operand_size} divided by the replica group size {g}"
        ))),
        _ => Ok(()),
    }
}

/// Static scatter dimension sizes: non-zero, the operand's a multiple of the result's.
fn check_scatter_sizes(op: OpRef<'_>, operand_size: i64, result_size: i64) -> Result<(), Diag> {
    if operand_size == 0 {
        return Err(op.plain_error("operand dimension size at scatter_dimension cannot be zero"));
    }
    if result_size == 0 {
        return Err(op.plain_error("result dimension size at scatter_dimension cannot be zero"));
    }
    if operand_size % result_size != 0 {
        return Err(op.plain_error(format!(
            "operand scatter dimension has size {operand_size}, expected to be a multiple of result scatter \
             dimension size {result_size}"
        )));
    }
    Ok(())
}
