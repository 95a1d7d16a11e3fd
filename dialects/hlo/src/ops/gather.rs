//! `hlo.gather` (XLA's Gather) and `hlo.dynamic_gather` (the same with `slice_sizes` as a
//! run-time operand). Both print in the generic form, as StableHLO does:
//!
//! ```text
//! %r = "hlo.gather"(%x, %idx) <{dimension_numbers = #hlo.gather<offset_dims = [1],
//!        collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>,
//!        slice_sizes = array<i64: 1, 4>}> : (tensor<3x4xf32>, tensor<2x1xi64>) -> tensor<2x4xf32>
//! ```
//!
//! The shape rules (StableHLO's `verifyGather` / `inferGatherShape`) live in
//! [`super::gather_shape`].

use super::gather_shape::{check_slice_sizes, infer_gather, verify_gather_dims, SliceSizes};
use crate::attrs::dimension_numbers::{DimensionNumbers, GATHER};
use crate::const_operand::constant_ints;
use crate::table::OpRow;
use crate::types::class;
use crate::verify_util::{
    check_results, check_tensor_of, inference_error, optional_bool, required_i64_array, shape_of,
    verify_inferred_types,
};
use xla_ir::{Diag, OpRef};

pub const DIMENSION_NUMBERS: &str = "dimension_numbers";
pub const SLICE_SIZES: &str = "slice_sizes";
pub const INDICES_ARE_SORTED: &str = "indices_are_sorted";

xla_ir::declare_ops! {
    /// The ops of this group, declared.
    all: DECLS;

    /// `hlo.gather`: Gather operation.
    pub struct GatherOp = "hlo.gather" {
        summary: "Gather operation",
        operands: [operand: Single, start_indices: Single],
        results: [result: Single],
        attributes: [dimension_numbers = "dimension_numbers": required Any, slice_sizes = "slice_sizes": required DenseArray, indices_are_sorted = "indices_are_sorted": optional Bool],
        traits: [PURE],
    }
    /// `hlo.dynamic_gather`: DynamicGather operation.
    pub struct DynamicGatherOp = "hlo.dynamic_gather" {
        summary: "DynamicGather operation",
        operands: [operand: Single, start_indices: Single, slice_sizes: Single],
        results: [result: Single],
        attributes: [dimension_numbers = "dimension_numbers": required Any, indices_are_sorted = "indices_are_sorted": optional Bool],
        traits: [PURE],
    }
}

pub const OPS: &[OpRow] = &[
    OpRow {
    decl: GatherOp::INFO,
        description: "Gathers slices of size `slice_sizes` from the operand at the start positions read from \
                      `start_indices` (XLA's Gather). `dimension_numbers` (`#hlo.gather<...>`) say which \
                      dimension of `start_indices` holds the index vectors (`index_vector_dim`), which \
                      operand dimensions they index (`start_index_map`), which slice dimensions are dropped \
                      (`collapsed_slice_dims`, size 1) or paired with batch dimensions of the indices \
                      (`operand_batching_dims` / `start_indices_batching_dims`), and where the remaining \
                      slice dimensions go in the result (`offset_dims`).",
        example: "%r = \"hlo.gather\"(%x, %i) <{dimension_numbers = #hlo.gather<offset_dims = [1], \
                  collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, \
                  slice_sizes = array<i64: 1, 4>}> : (tensor<3x4xf32>, tensor<2x1xi64>) -> tensor<2x4xf32>",
        verify: Some(verify_gather_invariants),
        verify_after_traits: Some(verify_gather),
        ..OpRow::EMPTY
    },
    OpRow {
    decl: DynamicGatherOp::INFO,
        description: "Gather whose `slice_sizes` is a run-time 1-D operand (StableHLO's dynamic_gather); \
                      result dimensions that come from the slice sizes are `?` unless those are constants.",
        example: "%r = \"hlo.dynamic_gather\"(%x, %i, %sizes) <{dimension_numbers = #hlo.gather<offset_dims = [1], \
                  collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>}> : \
                  (tensor<3x?xf32>, tensor<2x1xi64>, tensor<2xi64>) -> tensor<2x?xf32>",
        verify: Some(verify_dynamic_gather_invariants),
        verify_after_traits: Some(verify_dynamic_gather),
        ..OpRow::EMPTY
    },
];

/// The required `dimension_numbers` property.
pub fn gather_dimension_numbers(op: OpRef<'_>) -> Result<DimensionNumbers, Diag> {
    let Some(a) = op.attr(DIMENSION_NUMBERS) else {
        return Err(op.error(format!("requires attribute '{DIMENSION_NUMBERS}'")));
    };
    GATHER.value_of(op.ctx, a).ok_or_else(|| {
        op.error(format!(
            "attribute '{DIMENSION_NUMBERS}' failed to satisfy constraint: {}",
            GATHER.summary
        ))
    })
}

fn verify_gather_invariants(op: OpRef<'_>) -> Result<(), Diag> {
    gather_dimension_numbers(op)?;
    required_i64_array(op, SLICE_SIZES)?;
    optional_bool(op, INDICES_ARE_SORTED)?;
    check_tensor_of(op, "operand", 0, op.operand_type(0), class::ANY)?;
    check_tensor_of(op, "operand", 1, op.operand_type(1), class::INT)?;
    check_results(op, class::ANY)
}

/// StableHLO's `inferGatherOp` (gather C1-C23).
fn verify_gather(op: OpRef<'_>) -> Result<(), Diag> {
    let dims = gather_dimension_numbers(op)?;
    let sizes = required_i64_array(op, SLICE_SIZES)?;
    let ctx = op.ctx;
    let (operand, indices) = (op.operand_type(0), op.operand_type(1));
    let (os, is) = (shape_of(ctx, operand), shape_of(ctx, indices));
    let checked = verify_gather_dims(os, is, Some(sizes.len() as i64), &dims.gather())
        .and_then(|()| check_slice_sizes(os, &sizes, &dims.gather()))
        .and_then(|()| infer_gather(is, SliceSizes::Known(&sizes), &dims.gather()));
    let shape = checked.map_err(|msg| inference_error(op, msg))?;
    verify_inferred_types(
        op,
        Ok(vec![ctx.tensor_type(&shape, ctx.element_type(operand))]),
    )
}

fn verify_dynamic_gather_invariants(op: OpRef<'_>) -> Result<(), Diag> {
    gather_dimension_numbers(op)?;
    optional_bool(op, INDICES_ARE_SORTED)?;
    check_tensor_of(op, "operand", 0, op.operand_type(0), class::ANY)?;
    check_tensor_of(op, "operand", 1, op.operand_type(1), class::INT)?;
    check_tensor_of(op, "operand", 2, op.operand_type(2), class::INT)?;
    check_results(op, class::ANY)
}

/// StableHLO's `inferDynamicGatherOp` (dynamic_gather C1-C23): slice sizes are checked
/// when they are constants.
fn verify_dynamic_gather(op: OpRef<'_>) -> Result<(), Diag> {
    let dims = gather_dimension_numbers(op)?;
    let ctx = op.ctx;
    let (operand, indices) = (op.operand_type(0), op.operand_type(1));
    let (os, is) = (shape_of(ctx, operand), shape_of(ctx, indices));
    let sizes_shape = shape_of(ctx, op.operand_type(2));
    let known = constant_ints(op, 2);
    let checked = (|| {
        if sizes_shape.len() != 1 {
            verify_gather_dims(os, is, None, &dims.gather())?;
            return Err(format!("slice_sizes.rank != 1 (got {})", sizes_shape.len()));
        }
        let count = sizes_shape[0];
        verify_gather_dims(
            os,
            is,
            (count != xla_ir::DYNAMIC).then_some(count),
            &dims.gather(),
        )?;
        let sizes = match &known {
            Some(values) => {
                check_slice_sizes(os, values, &dims.gather())?;
                SliceSizes::Known(values)
            }
            None => SliceSizes::Unknown,
        };
        infer_gather(is, sizes, &dims.gather())
    })();
    let shape = checked.map_err(|msg| inference_error(op, msg))?;
    verify_inferred_types(
        op,
        Ok(vec![ctx.tensor_type(&shape, ctx.element_type(operand))]),
    )
}
