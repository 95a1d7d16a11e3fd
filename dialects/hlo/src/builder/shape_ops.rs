//! Shape ops: broadcast, broadcast_in_dim, reshape, transpose, slice, dynamic_slice,
//! dynamic_update_slice, get_dimension_size, concatenate, pad, reverse, iota. Result types come from the ops' own inference
//! (`ops::*::infer_*`) or, where XLA's builder call names the result shape, from the call.

use super::{HloBuilder, OpSpec, Results, XlaOp};
use crate::ops::broadcast::{infer_broadcast, BROADCAST_SIZES};
use crate::ops::broadcast_in_dim::BROADCAST_DIMENSIONS;
use crate::ops::concatenate::{infer_concatenate, DIMENSION};
use crate::ops::dimension_size::DIMENSION as SIZE_DIMENSION;
use crate::ops::dynamic_slice::{infer_dynamic_slice, infer_dynamic_update_slice, SLICE_SIZES};
use crate::ops::iota::IOTA_DIMENSION;
use crate::ops::pad::{infer_pad, EDGE_PADDING_HIGH, EDGE_PADDING_LOW, INTERIOR_PADDING};
use crate::ops::reorder::{infer_transpose, DIMENSIONS, PERMUTATION};
use crate::ops::slice::{infer_slice, LIMIT_INDICES, START_INDICES, STRIDES};
use crate::verify_util::{elem_of, required_i64_array};
use xla_ir::{OpRef, Type};

/// An `array<i64>` property, as the inference functions take it.
fn i64s(op: OpRef<'_>, name: &str) -> Result<Vec<i64>, String> {
    required_i64_array(op, name).map_err(|d| d.message)
}

fn infer_broadcast_op(op: OpRef<'_>) -> Result<Type, String> {
    infer_broadcast(op, &i64s(op, BROADCAST_SIZES)?)
}

fn infer_transpose_op(op: OpRef<'_>) -> Result<Type, String> {
    infer_transpose(op, &i64s(op, PERMUTATION)?)
}

fn infer_slice_op(op: OpRef<'_>) -> Result<Type, String> {
    infer_slice(
        op,
        &i64s(op, START_INDICES)?,
        &i64s(op, LIMIT_INDICES)?,
        &i64s(op, STRIDES)?,
    )
}

fn infer_dynamic_slice_op(op: OpRef<'_>) -> Result<Type, String> {
    infer_dynamic_slice(op, &i64s(op, SLICE_SIZES)?)
}

fn infer_pad_op(op: OpRef<'_>) -> Result<Type, String> {
    infer_pad(
        op,
        &i64s(op, EDGE_PADDING_LOW)?,
        &i64s(op, EDGE_PADDING_HIGH)?,
        &i64s(op, INTERIOR_PADDING)?,
    )
}

fn infer_concatenate_op(op: OpRef<'_>) -> Result<Type, String> {
    let dim = op
        .attr(DIMENSION)
        .and_then(|a| op.ctx.attr_as_int(a))
        .and_then(|v| i64::try_from(v).ok());
    infer_concatenate(
        op,
        dim.ok_or_else(|| format!("requires attribute '{DIMENSION}'"))?,
    )
}

impl<'c> HloBuilder<'c> {
    /// XLA's `Broadcast(operand, broadcast_sizes)`: new major dimensions of these sizes.
    pub fn broadcast(&mut self, operand: XlaOp, broadcast_sizes: &[i64]) -> XlaOp {
        let sizes = self.ctx.dense_i64_array(broadcast_sizes);
        self.emit1(
            OpSpec::new("broadcast", &[operand], Results::Infer(infer_broadcast_op))
                .attr(BROADCAST_SIZES, sizes),
        )
    }

    /// XLA's `BroadcastInDim(operand, out_dim_size, broadcast_dimensions)`: operand
    /// dimension `i` becomes result dimension `broadcast_dimensions[i]`.
    pub fn broadcast_in_dim(
        &mut self,
        operand: XlaOp,
        out_dim_size: &[i64],
        broadcast_dimensions: &[i64],
    ) -> XlaOp {
        let ctx = self.ctx;
        let result = ctx.tensor_type(out_dim_size, elem_of(ctx, operand.ty));
        let dims = ctx.dense_i64_array(broadcast_dimensions);
        self.emit1(
            OpSpec::new("broadcast_in_dim", &[operand], Results::Known(vec![result]))
                .attr(BROADCAST_DIMENSIONS, dims),
        )
    }

    /// XLA's `Reshape(operand, new_sizes)` (row-major, no dimension reordering).
    pub fn reshape(&mut self, operand: XlaOp, new_sizes: &[i64]) -> XlaOp {
        let result = self
            .ctx
            .tensor_type(new_sizes, elem_of(self.ctx, operand.ty));
        self.emit1(OpSpec::new(
            "reshape",
            &[operand],
            Results::Known(vec![result]),
        ))
    }

    /// XLA's `Transpose(operand, permutation)`.
    pub fn transpose(&mut self, operand: XlaOp, permutation: &[i64]) -> XlaOp {
        let perm = self.ctx.dense_i64_array(permutation);
        self.emit1(
            OpSpec::new("transpose", &[operand], Results::Infer(infer_transpose_op))
                .attr(PERMUTATION, perm),
        )
    }

    /// XLA's `Slice(operand, start_indices, limit_indices, strides)`.
    pub fn slice(
        &mut self,
        operand: XlaOp,
        start_indices: &[i64],
        limit_indices: &[i64],
        strides: &[i64],
    ) -> XlaOp {
        let ctx = self.ctx;
        let spec = OpSpec::new(
            "slice",
            std::slice::from_ref(&operand),
            Results::Infer(infer_slice_op),
        )
        .attr(START_INDICES, ctx.dense_i64_array(start_indices))
        .attr(LIMIT_INDICES, ctx.dense_i64_array(limit_indices))
        .attr(STRIDES, ctx.dense_i64_array(strides));
        self.emit1(spec)
    }

    /// XLA's `DynamicSlice(operand, start_indices, slice_sizes)`: one scalar start index per
    /// dimension.
    pub fn dynamic_slice(
        &mut self,
        operand: XlaOp,
        start_indices: &[XlaOp],
        slice_sizes: &[i64],
    ) -> XlaOp {
        let mut operands = vec![operand];
        operands.extend_from_slice(start_indices);
        let sizes = self.ctx.dense_i64_array(slice_sizes);
        self.emit1(
            OpSpec::new(
                "dynamic_slice",
                &operands,
                Results::Infer(infer_dynamic_slice_op),
            )
            .attr(SLICE_SIZES, sizes),
        )
    }

    /// XLA's `ConcatInDim(operands, dimension)`.
    pub fn concatenate(&mut self, operands: &[XlaOp], dimension: i64) -> XlaOp {
        let dim = self.ctx.i64_attr(dimension);
        self.emit1(
            OpSpec::new(
                "concatenate",
                operands,
                Results::Infer(infer_concatenate_op),
            )
            .attr(DIMENSION, dim),
        )
    }

    /// XLA's `Pad(operand, padding_value, padding_config)` with the config as three lists
    /// (low and high may be negative; interior >= 0).
    pub fn pad(
        &mut self,
        operand: XlaOp,
        padding_value: XlaOp,
        low: &[i64],
        high: &[i64],
        interior: &[i64],
    ) -> XlaOp {
        let ctx = self.ctx;
        let operands = [operand, padding_value];
        let spec = OpSpec::new("pad", &operands, Results::Infer(infer_pad_op))
            .attr(EDGE_PADDING_LOW, ctx.dense_i64_array(low))
            .attr(EDGE_PADDING_HIGH, ctx.dense_i64_array(high))
            .attr(INTERIOR_PADDING, ctx.dense_i64_array(interior));
        self.emit1(spec)
    }

    /// XLA's `Rev(operand, dimensions)`: `hlo.reverse`.
    pub fn reverse(&mut self, operand: XlaOp, dimensions: &[i64]) -> XlaOp {
        let dims = self.ctx.dense_i64_array(dimensions);
        self.emit1(
            OpSpec::new("reverse", &[operand], Results::Known(vec![operand.ty]))
                .attr(DIMENSIONS, dims),
        )
    }

    /// XLA's `Iota(builder, shape, iota_dimension)`: `ty` is the result tensor type.
    pub fn iota(&mut self, ty: Type, iota_dimension: i64) -> XlaOp {
        let dim = self.ctx.i64_attr(iota_dimension);
        self.emit1(OpSpec::new("iota", &[], Results::Known(vec![ty])).attr(IOTA_DIMENSION, dim))
    }

    /// XLA's `DynamicUpdateSlice(operand, update, start_indices)`.
    pub fn dynamic_update_slice(
        &mut self,
        operand: XlaOp,
        update: XlaOp,
        start_indices: &[XlaOp],
    ) -> XlaOp {
        let mut operands = vec![operand, update];
        operands.extend_from_slice(start_indices);
        self.emit1(OpSpec::new(
            "dynamic_update_slice",
            &operands,
            Results::Infer(infer_dynamic_update_slice),
        ))
    }

    /// XLA's `GetDimensionSize(operand, dimension)`: a `tensor<i32>`.
    pub fn get_dimension_size(&mut self, operand: XlaOp, dimension: i64) -> XlaOp {
        let ctx = self.ctx;
        let result = ctx.tensor_type(&[], ctx.i32());
        let spec = OpSpec::new(
            "get_dimension_size",
            std::slice::from_ref(&operand),
            Results::Known(vec![result]),
        )
        .attr(SIZE_DIMENSION, ctx.i64_attr(dimension));
        self.emit1(spec)
    }
}
