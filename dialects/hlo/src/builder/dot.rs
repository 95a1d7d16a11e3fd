//! dot and dot_general: shapes from the dialect's `infer_dot_shape` and
//! `infer_dot_general_shape`.

use super::{HloBuilder, OpSpec, Results, XlaOp};
use crate::attrs::dot_dims::DotDims;
use crate::ops::dot::infer_dot_shape;
use crate::ops::dot_general::{infer_dot_general_shape, DOT_DIMENSION_NUMBERS};
use crate::verify_util::{elem_of, shape_of};

impl<'c> HloBuilder<'c> {
    /// XLA's `Dot(lhs, rhs)`: vector-vector, matrix-vector or matrix-matrix product.
    pub fn dot(&mut self, lhs: XlaOp, rhs: XlaOp) -> XlaOp {
        let ctx = self.ctx;
        match infer_dot_shape(shape_of(ctx, lhs.ty), shape_of(ctx, rhs.ty)) {
            Ok(shape) => {
                let result = ctx.tensor_type(&shape, elem_of(ctx, lhs.ty));
                self.emit1(OpSpec::new(
                    "dot",
                    &[lhs, rhs],
                    Results::Known(vec![result]),
                ))
            }
            Err(m) => self.reject("dot", &[lhs, rhs], m),
        }
    }

    /// XLA's `DotGeneral(lhs, rhs, dimension_numbers)`.
    pub fn dot_general(&mut self, lhs: XlaOp, rhs: XlaOp, dims: &DotDims) -> XlaOp {
        let ctx = self.ctx;
        match infer_dot_general_shape(dims, shape_of(ctx, lhs.ty), shape_of(ctx, rhs.ty)) {
            Ok(shape) => {
                let result = ctx.tensor_type(&shape, elem_of(ctx, lhs.ty));
                let operands = [lhs, rhs];
                let spec = OpSpec::new("dot_general", &operands, Results::Known(vec![result]))
                    .attr(DOT_DIMENSION_NUMBERS, dims.attr(ctx));
                self.emit1(spec)
            }
            Err(m) => self.reject("dot_general", &[lhs, rhs], m),
        }
    }
}
