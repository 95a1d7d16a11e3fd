//! Linear algebra: einsum, cholesky, triangular_solve and fft; result shapes from the
//! dialect's `infer_einsum_shape` and `infer_real_fft_shape`.

use super::{HloBuilder, OpSpec, Results, XlaOp};
use crate::attrs::linalg_enums::{FftType, Transpose};
use crate::ops::binary::real_type;
use crate::ops::einsum::{infer_einsum_shape, EINSUM_CONFIG};
use crate::ops::fft::{infer_real_fft_shape, FFT_LENGTH, FFT_TYPE_ATTR};
use crate::ops::triangular::{LEFT_SIDE, LOWER, TRANSPOSE_A, UNIT_DIAGONAL};
use crate::verify_util::{elem_of, shape_of};

impl<'c> HloBuilder<'c> {
    /// XLA's `Einsum(lhs, rhs, config)` (`"ab,bc->ac"`); the shape from the dialect's
    /// `infer_einsum_shape`.
    pub fn einsum(&mut self, lhs: XlaOp, rhs: XlaOp, config: &str) -> XlaOp {
        let ctx = self.ctx;
        let operands = [lhs, rhs];
        match infer_einsum_shape(config, &[shape_of(ctx, lhs.ty), shape_of(ctx, rhs.ty)]) {
            Ok(shape) => {
                let result = ctx.tensor_type(&shape, elem_of(ctx, lhs.ty));
                let spec = OpSpec::new("einsum", &operands, Results::Known(vec![result]))
                    .attr(EINSUM_CONFIG, ctx.string_attr(config));
                self.emit1(spec)
            }
            Err(m) => self.reject("einsum", &operands, m),
        }
    }

    /// XLA's `Cholesky(a, lower)`.
    pub fn cholesky(&mut self, a: XlaOp, lower: bool) -> XlaOp {
        let ctx = self.ctx;
        let spec = OpSpec::new(
            "cholesky",
            std::slice::from_ref(&a),
            Results::Known(vec![a.ty]),
        )
        .attr(LOWER, ctx.bool_attr(lower));
        self.emit1(spec)
    }

    /// XLA's `TriangularSolve(a, b, left_side, lower, unit_diagonal, transpose_a)`: the
    /// result has `b`'s type.
    pub fn triangular_solve(
        &mut self,
        a: XlaOp,
        b: XlaOp,
        left_side: bool,
        lower: bool,
        unit_diagonal: bool,
        transpose_a: Transpose,
    ) -> XlaOp {
        let ctx = self.ctx;
        let operands = [a, b];
        let spec = OpSpec::new("triangular_solve", &operands, Results::Known(vec![b.ty]))
            .attr(LEFT_SIDE, ctx.bool_attr(left_side))
            .attr(LOWER, ctx.bool_attr(lower))
            .attr(UNIT_DIAGONAL, ctx.bool_attr(unit_diagonal))
            .attr(TRANSPOSE_A, transpose_a.attr(ctx));
        self.emit1(spec)
    }

    /// XLA's `Fft(operand, fft_type, fft_length)`; real transforms resize the innermost
    /// dimension (`infer_real_fft_shape`).
    pub fn fft(&mut self, operand: XlaOp, kind: FftType, fft_length: &[i64]) -> XlaOp {
        let ctx = self.ctx;
        let shape = shape_of(ctx, operand.ty);
        let elem = elem_of(ctx, operand.ty);
        let result = match kind {
            FftType::Fft | FftType::Ifft => Ok(operand.ty),
            FftType::Rfft => infer_real_fft_shape(shape, fft_length, true)
                .map(|s| ctx.tensor_type(&s, ctx.complex_type(elem))),
            FftType::Irfft => {
                let real = real_type(ctx, operand.ty).map_or(elem, |t| elem_of(ctx, t));
                infer_real_fft_shape(shape, fft_length, false).map(|s| ctx.tensor_type(&s, real))
            }
        };
        let result = match result {
            Ok(t) => t,
            Err(m) => return self.reject("fft", &[operand], m),
        };
        let spec = OpSpec::new(
            "fft",
            std::slice::from_ref(&operand),
            Results::Known(vec![result]),
        )
        .attr(FFT_TYPE_ATTR, kind.attr(ctx))
        .attr(FFT_LENGTH, ctx.dense_i64_array(fft_length));
        self.emit1(spec)
    }
}
