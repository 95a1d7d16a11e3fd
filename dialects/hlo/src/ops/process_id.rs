//! The ids of the running process: `hlo.replica_id` (XLA's ReplicaId) and
//! `hlo.partition_id`, each a `tensor<ui32>` scalar.
//!
//! `%id = hlo.replica_id : tensor<ui32>`.

use crate::display::quoted;
use crate::syntax::{parse_result_type_only, print_result_type_only};
use crate::table::OpRow;
use crate::verify_util::check_inferred_reported;
use xla_ir::types::Signedness;
use xla_ir::{Diag, OpRef, Type, TypeData};

const PROCESS_ID: OpRow = OpRow {
    verify: Some(verify_id_type),
    verify_after_traits: Some(verify_id_shape),
    syntax: Some((parse_result_type_only, print_result_type_only)),
    ..OpRow::EMPTY
};

xla_ir::declare_ops! {
    /// The ops of this group, declared.
    all: DECLS;

    /// `hlo.replica_id`: ReplicaId operation.
    pub struct ReplicaIdOp = "hlo.replica_id" {
        summary: "ReplicaId operation",
        results: [result: Single],
        traits: [PURE],
    }
    /// `hlo.partition_id`: PartitionId operation.
    pub struct PartitionIdOp = "hlo.partition_id" {
        summary: "PartitionId operation",
        results: [result: Single],
        traits: [PURE],
    }
}

pub const OPS: &[OpRow] = &[
    OpRow {
    decl: ReplicaIdOp::INFO,
        description: "Produces the id of the current replica, an unsigned integer in `[0, N)` for N \
                      replicas, as a `tensor<ui32>` scalar: the same program sees a different value on \
                      each replica (XLA's ReplicaId).",
        example: "%result = hlo.replica_id : tensor<ui32>",
        ..PROCESS_ID
    },
    OpRow {
    decl: PartitionIdOp::INFO,
        description: "Produces the id of the current partition (the process's index within its replica \
                      under SPMD partitioning) as a `tensor<ui32>` scalar.",
        example: "%result = hlo.partition_id : tensor<ui32>",
        ..PROCESS_ID
    },
];

fn is_ui32(op: OpRef<'_>, t: Type) -> bool {
    matches!(
        op.ctx.type_data(t),
        TypeData::Integer {
            width: 32,
            signedness: Signedness::Unsigned
        }
    )
}

/// ODS: `TensorOf<[UI32]>`.
fn verify_id_type(op: OpRef<'_>) -> Result<(), Diag> {
    let t = op.result_type(0);
    if op.ctx.is_tensor(t) && is_ui32(op, op.ctx.element_type(t)) {
        return Ok(());
    }
    Err(op.error(format!(
        "result #0 must be tensor of 32-bit unsigned integer values, but got {}",
        quoted(op.ctx, t)
    )))
}

/// InferTypeOpInterface: the result is the scalar `tensor<ui32>`.
fn verify_id_shape(op: OpRef<'_>) -> Result<(), Diag> {
    let t = op.result_type(0);
    let inferred = op.ctx.tensor_type(&[], op.ctx.element_type(t));
    check_inferred_reported(op, inferred, t)
}
