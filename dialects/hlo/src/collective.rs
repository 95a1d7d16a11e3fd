//! What the collective and host-transfer ops share: replica groups (StableHLO's
//! `verifyReplicaGroups`), channel handles and the process-group modes they select, and
//! the ODS-style checks of their attributes, tokens and variadic tensors.
//!
//! Modes (StableHLO spec, "Collective ops"): with `channel_id <= 0` and no
//! `use_global_device_ids`, groups are replica ids (`cross_replica`); with a positive
//! channel id they name replicas crossed with partitions (`cross_replica_and_partition`,
//! group size times the partition count) or, with `use_global_device_ids`, flattened
//! device ids (`flattened_ids`).

use crate::attrs::channel::ChannelHandle;
use crate::attrs::mesh::REPLICA_GROUP_MESH_AXES;
use crate::dense::DenseInts;
use crate::types::{class, class_summary, is_tensor_of, is_token};
use crate::verify_util::{check_variadic, type_constraint_error};
use std::collections::HashSet;
use xla_ir::{AttrData, Diag, OpRef, Type};

pub const REPLICA_GROUPS: &str = "replica_groups";
pub const CHANNEL_HANDLE: &str = "channel_handle";
pub const USE_GLOBAL_DEVICE_IDS: &str = "use_global_device_ids";

/// `replica_groups` as written.
pub enum ReplicaGroups<'a> {
    /// `dense<[[0, 1], [2, 3]]> : tensor<2x2xi64>`: one row per group, `-1` pads ragged rows.
    Dense(DenseInts<'a>),
    /// `#hlo.replica_group_mesh_axes<...>`: groups that depend on a mesh.
    MeshAxes,
}

/// How [`verify_replica_groups`] judges groups (StableHLO's parameters of the same name).
#[derive(Copy, Clone, Default)]
pub struct GroupRules {
    /// Every group has the same size: `-1` padding is invalid.
    pub all_same_size: bool,
    /// Groups hold global device ids, so they may not be empty.
    pub use_global_device_ids: bool,
    /// The size every group must have (all_to_all's `split_count`).
    pub expected_group_size: Option<i64>,
}

/// The `replica_groups` property: required, 64-bit integer elements or mesh axes.
pub fn replica_groups(op: OpRef<'_>) -> Result<ReplicaGroups<'_>, Diag> {
    let Some(a) = op.attr(REPLICA_GROUPS) else {
        return Err(op.error(format!("requires attribute '{REPLICA_GROUPS}'")));
    };
    if REPLICA_GROUP_MESH_AXES.values(op.ctx, a).is_some() {
        return Ok(ReplicaGroups::MeshAxes);
    }
    match i64_elements(op, a) {
        Some(d) => Ok(ReplicaGroups::Dense(d)),
        None => Err(op.error(format!(
            "attribute '{REPLICA_GROUPS}' failed to satisfy constraint: 64-bit signless integer elements attribute"
        ))),
    }
}

/// `a` as `dense<...>` elements of `i64` (ODS `I64ElementsAttr`).
pub fn i64_elements<'a>(op: OpRef<'a>, a: xla_ir::Attribute) -> Option<DenseInts<'a>> {
    let AttrData::DenseElements { ty, .. } = op.ctx.attr_data(a) else {
        return None;
    };
    let elem = op.ctx.element_type(*ty);
    if !op.ctx.is_signless_integer(elem) || op.ctx.integer_width(elem) != Some(64) {
        return None;
    }
    DenseInts::of(op.ctx, a)
}

/// StableHLO's `verifyReplicaGroups`: rank 2, unique ids, ids `0..n` all present, `-1`
/// padding only in ragged groups, and the expected group size.
pub fn verify_replica_groups(
    op: OpRef<'_>,
    groups: &DenseInts<'_>,
    rules: GroupRules,
) -> Result<(), Diag> {
    let &[rows, cols] = groups.shape else {
        return Err(op.plain_error("replica groups should be a rank 2 tensor"));
    };
    if rules.use_global_device_ids && (rows == 0 || cols == 0) {
        return Err(op.plain_error("replica groups cannot be empty"));
    }
    // A splat repeats one id: its first two elements say everything.
    let count = if groups.is_splat() {
        groups.len().min(2)
    } else {
        groups.len()
    };
    let mut seen = HashSet::new();
    for id in (0..count).filter_map(|i| groups.get(i)) {
        if id == -1 {
            if !rules.all_same_size {
                continue;
            }
            return Err(op.plain_error("Invalid replica id -1"));
        }
        if !seen.insert(id) {
            return Err(op.plain_error(format!("replica id #{id} seen more than once")));
        }
    }
    if let Some(missing) = (0..seen.len() as i128).find(|id| !seen.contains(id)) {
        return Err(op.plain_error(format!("replica id #{missing} not seen in replica groups")));
    }
    if let (true, Some(expected)) = (rules.all_same_size, rules.expected_group_size) {
        let size = u64::try_from(rows)
            .ok()
            .filter(|&r| r > 0)
            .map(|r| groups.len() / r);
        if size.and_then(|s| i64::try_from(s).ok()) != Some(expected) {
            return Err(op.plain_error(format!("group size of replica_groups must be {expected}")));
        }
    }
    Ok(())
}

/// The optional `channel_handle` property (ODS-checked).
pub fn channel_handle(op: OpRef<'_>) -> Result<Option<ChannelHandle>, Diag> {
    let Some(a) = op.attr(CHANNEL_HANDLE) else {
        return Ok(None);
    };
    ChannelHandle::of(op.ctx, a).map(Some).ok_or_else(|| {
        op.error(format!(
            "attribute '{CHANNEL_HANDLE}' failed to satisfy constraint: two 64-bit integers 'handle' and 'type'"
        ))
    })
}

/// The required `channel_handle` property.
pub fn required_channel_handle(op: OpRef<'_>) -> Result<ChannelHandle, Diag> {
    channel_handle(op)?.ok_or_else(|| op.error(format!("requires attribute '{CHANNEL_HANDLE}'")))
}

/// The channel id: the handle's `handle`, 0 without a channel.
pub fn channel_id(op: OpRef<'_>) -> i64 {
    op.attr(CHANNEL_HANDLE)
        .and_then(|a| ChannelHandle::of(op.ctx, a))
        .map_or(0, |c| c.handle)
}

/// The number of processes in each group when `replica_groups` alone determines it: the
/// `cross_replica` and `flattened_ids` modes with non-empty dense groups. Other modes
/// multiply by the partition count, which the op does not know.
pub fn static_group_size(
    groups: &ReplicaGroups<'_>,
    channel_id: i64,
    use_global_device_ids: bool,
) -> Option<i64> {
    let ReplicaGroups::Dense(d) = groups else {
        return None;
    };
    let &[rows, cols] = d.shape else { return None };
    let plain_mode =
        (channel_id <= 0 && !use_global_device_ids) || (channel_id > 0 && use_global_device_ids);
    (plain_mode && rows > 0 && cols > 0).then_some(cols)
}

/// An optional unit property (ODS `UnitAttr`): whether it is set.
pub fn optional_unit(op: OpRef<'_>, name: &str) -> Result<bool, Diag> {
    match op.attr(name).map(|a| op.ctx.attr_data(a)) {
        None => Ok(false),
        Some(AttrData::Unit) => Ok(true),
        Some(_) => Err(op.error(format!(
            "attribute '{name}' failed to satisfy constraint: unit attribute"
        ))),
    }
}

/// An optional string property (ODS `StrAttr`, possibly defaulted).
pub fn optional_string(op: OpRef<'_>, name: &str) -> Result<(), Diag> {
    match op.attr(name) {
        Some(a) if op.ctx.attr_as_str(a).is_none() => Err(op.error(format!(
            "attribute '{name}' failed to satisfy constraint: string attribute"
        ))),
        _ => Ok(()),
    }
}

/// Operand `index` is a token.
pub fn check_token_operand(op: OpRef<'_>, index: usize) -> Result<(), Diag> {
    let t = op.operand_type(index);
    if is_token(op.ctx, t) {
        return Ok(());
    }
    Err(type_constraint_error(op, "operand", index, "token", t))
}

/// Result `index` is a token.
pub fn check_token_result(op: OpRef<'_>, index: usize) -> Result<(), Diag> {
    let t = op.result_type(index);
    if is_token(op.ctx, t) {
        return Ok(());
    }
    Err(type_constraint_error(op, "result", index, "token", t))
}

/// `Variadic<HLO_Tensor>`: the values `types` (operand or result `first..`) are ranked
/// tensors of spec element types.
pub fn check_variadic_tensors(
    op: OpRef<'_>,
    what: &str,
    first: usize,
    types: &[Type],
) -> Result<(), Diag> {
    let summary = format!(
        "ranked tensor of {} values",
        class_summary(class::ANY_OR_QUANT)
    );
    check_variadic(op, what, first, types, &summary, |t| {
        is_tensor_of(op.ctx, t, class::ANY_OR_QUANT)
    })
}

/// The collectives' pairing of operand `i` with result `i`.
pub fn check_same_count(op: OpRef<'_>, operands: usize) -> Result<(), Diag> {
    if operands == op.num_results() {
        return Ok(());
    }
    Err(op.error("requires the same number of operands and results"))
}

/// Operand `i` and result `i` have the same element type.
pub fn check_pairwise_elements(op: OpRef<'_>, operands: &[Type]) -> Result<(), Diag> {
    let ctx = op.ctx;
    for (i, (&a, b)) in operands.iter().zip(op.result_types()).enumerate() {
        if ctx.element_type(a) != ctx.element_type(b) {
            return Err(op.error(format!(
                "requires the same element type for operand and result at index {i}"
            )));
        }
    }
    Ok(())
}

/// ODS `SizedRegion<1>`: region `index` (named `name`) has exactly one block.
pub fn check_single_block_region(op: OpRef<'_>, index: usize, name: &str) -> Result<(), Diag> {
    let regions = op.regions();
    let blocks = regions
        .ids
        .get(index)
        .map_or(0, |&r| regions.body.region_blocks(r).count());
    if blocks == 1 {
        return Ok(());
    }
    Err(op.error(format!(
        "region #{index} ('{name}') failed to verify constraint: region with 1 blocks"
    )))
}

pub const HAS_DYNAMIC_ROOT: &str = "has_dynamic_root";

/// The data operands of an op with an optional dynamic root (`collective_broadcast`,
/// `collective_reduce`): with `has_dynamic_root`, the last operand is a `tensor<Nxi32>`
/// naming one root per data operand; `what` is the op's name in messages.
pub fn data_operands(op: OpRef<'_>, what: &str) -> Result<Vec<Type>, Diag> {
    let mut operands = op.operand_types();
    if !optional_unit(op, HAS_DYNAMIC_ROOT)? {
        if operands.is_empty() {
            return Err(op.error(format!("{what} requires at least one data operand")));
        }
        return Ok(operands);
    }
    if operands.len() < 2 {
        return Err(op.error(format!(
            "{what} with has_dynamic_root=true requires at least two operands (data + root)"
        )));
    }
    let root = operands.pop().unwrap_or(op.ctx.i32());
    let is_i32 = |t: Type| op.ctx.is_signless_integer(t) && op.ctx.integer_width(t) == Some(32);
    let root_len = match crate::types::ranked_tensor(op.ctx, root) {
        Some((&[len], elem)) if is_i32(elem) => len,
        _ => {
            return Err(op.error(format!(
                "last operand of {what} with has_dynamic_root=true must be a rank-1 i32 tensor"
            )))
        }
    };
    if root_len != xla_ir::DYNAMIC && u64::try_from(root_len).ok() != Some(operands.len() as u64) {
        return Err(op.error(format!(
            "last operand of {what} with has_dynamic_root=true must have the same number of elements as data \
             operands ({}), but got {root_len}",
            operands.len()
        )));
    }
    Ok(operands)
}
