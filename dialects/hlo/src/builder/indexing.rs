//! gather, scatter and convolution: shapes from the dialect's `verify_gather_dims` /
//! `check_slice_sizes` / `infer_gather` chain and `infer_convolution_shape`.

use super::{HloBuilder, OpSpec, Results, XlaComputation, XlaOp};
use crate::attrs::conv_dims::ConvDims;
use crate::attrs::dimension_numbers::{DimensionNumbers, GATHER, SCATTER};
use crate::ops::conv_window::{
    WindowAttrs, LHS_DILATION, RHS_DILATION, WINDOW_REVERSAL, WINDOW_STRIDES,
};
use crate::ops::convolution::{
    infer_convolution_shape, BATCH_GROUP_COUNT, DIMENSION_NUMBERS as CONV_DIMENSION_NUMBERS,
    FEATURE_GROUP_COUNT,
};
use crate::ops::gather::{DIMENSION_NUMBERS as GATHER_DIMENSION_NUMBERS, SLICE_SIZES};
use crate::ops::gather_shape::{check_slice_sizes, infer_gather, verify_gather_dims, SliceSizes};
use crate::ops::scatter::SCATTER_DIMENSION_NUMBERS;
use crate::verify_util::{elem_of, shape_of};
use xla_ir::AttrData;

impl<'c> HloBuilder<'c> {
    /// XLA's `Gather(operand, start_indices, dimension_numbers, slice_sizes)`.
    pub fn gather(
        &mut self,
        operand: XlaOp,
        start_indices: XlaOp,
        dims: &DimensionNumbers,
        slice_sizes: &[i64],
    ) -> XlaOp {
        let ctx = self.ctx;
        let (os, is) = (shape_of(ctx, operand.ty), shape_of(ctx, start_indices.ty));
        let g = dims.gather();
        let shape = verify_gather_dims(os, is, Some(slice_sizes.len() as i64), &g)
            .and_then(|()| check_slice_sizes(os, slice_sizes, &g))
            .and_then(|()| infer_gather(is, SliceSizes::Known(slice_sizes), &g));
        let operands = [operand, start_indices];
        match shape {
            Ok(shape) => {
                let result = ctx.tensor_type(&shape, elem_of(ctx, operand.ty));
                let spec = OpSpec::new("gather", &operands, Results::Known(vec![result]))
                    .attr(GATHER_DIMENSION_NUMBERS, GATHER.attr(ctx, dims))
                    .attr(SLICE_SIZES, ctx.dense_i64_array(slice_sizes));
                self.emit1(spec)
            }
            Err(m) => self.reject("gather", &operands, m),
        }
    }

    /// XLA's `Scatter(operands, scatter_indices, updates, update_computation,
    /// dimension_numbers)`: the results have the operands' types.
    pub fn scatter(
        &mut self,
        inputs: &[XlaOp],
        scatter_indices: XlaOp,
        updates: &[XlaOp],
        update_computation: &XlaComputation,
        dims: &DimensionNumbers,
    ) -> Vec<XlaOp> {
        let ctx = self.ctx;
        let mut operands = inputs.to_vec();
        operands.push(scatter_indices);
        operands.extend_from_slice(updates);
        let types = inputs.iter().map(|o| o.ty).collect();
        let spec = OpSpec::new("scatter", &operands, Results::Known(types))
            .attr(SCATTER_DIMENSION_NUMBERS, SCATTER.attr(ctx, dims))
            .region(update_computation);
        self.emit(spec)
    }

    /// XLA's `ConvGeneralDilated(lhs, rhs, window_strides, padding, lhs_dilation,
    /// rhs_dilation, dimension_numbers, feature_group_count, batch_group_count)`, the window
    /// given as [`WindowAttrs`] (absent fields take their defaults).
    pub fn convolution(
        &mut self,
        lhs: XlaOp,
        rhs: XlaOp,
        window: &WindowAttrs,
        dims: &ConvDims,
        feature_group_count: i64,
        batch_group_count: i64,
    ) -> XlaOp {
        let ctx = self.ctx;
        let operands = [lhs, rhs];
        let (ls, rs) = (shape_of(ctx, lhs.ty), shape_of(ctx, rhs.ty));
        let shape = match infer_convolution_shape(
            ls,
            rs,
            dims,
            window,
            feature_group_count,
            batch_group_count,
        ) {
            Ok(s) => s,
            Err(m) => return self.reject("convolution", &operands, m),
        };
        let result = ctx.tensor_type(&shape, elem_of(ctx, lhs.ty));
        let mut spec = OpSpec::new("convolution", &operands, Results::Known(vec![result]))
            .attr(CONV_DIMENSION_NUMBERS, dims.attr(ctx))
            .attr(FEATURE_GROUP_COUNT, ctx.i64_attr(feature_group_count))
            .attr(BATCH_GROUP_COUNT, ctx.i64_attr(batch_group_count));
        let lists = [
            (WINDOW_STRIDES, &window.strides),
            (LHS_DILATION, &window.lhs_dilation),
            (RHS_DILATION, &window.rhs_dilation),
        ];
        spec = super::windowed::with_window(ctx, spec, &lists, &window.padding);
        if let Some(reversal) = &window.reversal {
            let data: Vec<u8> = reversal.iter().map(|&b| u8::from(b)).collect();
            spec = spec.attr(
                WINDOW_REVERSAL,
                ctx.intern_attr(AttrData::DenseArray {
                    elem: ctx.i1(),
                    data: data.into(),
                }),
            );
        }
        self.emit1(spec)
    }
}
