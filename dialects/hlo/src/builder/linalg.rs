//! Further ops: dynamic_update_slice, reduce_window, bitcast_convert, reduce_precision,
//! get_dimension_size, optimization_barrier, cholesky, triangular_solve, fft, rng,
//! after_all, create_token.

use super::{HloBuilder, OpSpec, Results, XlaComputation, XlaOp};
use crate::attrs::int_elements::i64_elements_attr;
use crate::attrs::linalg_enums::{FftType, Transpose};
use crate::attrs::rng::RngDistribution;
use crate::ops::binary::real_type;
use crate::ops::conv_window::{window_output_shape, WindowAttrs};
use crate::ops::conversion::{EXPONENT_BITS, MANTISSA_BITS};
use crate::ops::dimension_size::DIMENSION;
use crate::ops::dynamic_slice::infer_dynamic_update_slice;
use crate::ops::fft::{infer_real_fft_shape, FFT_LENGTH, FFT_TYPE_ATTR};
use crate::ops::rng::RNG_DISTRIBUTION_ATTR;
use crate::ops::triangular::{LEFT_SIDE, LOWER, TRANSPOSE_A, UNIT_DIAGONAL};
use crate::ops::windowed::{
    BASE_DILATIONS, PADDING, WINDOW_DILATIONS, WINDOW_DIMENSIONS, WINDOW_STRIDES,
};
use crate::verify_util::{elem_of, shape_of};

impl<'c> HloBuilder<'c> {
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

    /// XLA's `ReduceWindowWithGeneralPadding(operand, init_value, computation,
    /// window_dimensions, window_strides, base_dilations, window_dilations, padding)`; the
    /// window's strides, dilations and padding are in `window` (`lhs_dilation` = base,
    /// `rhs_dilation` = window dilations).
    pub fn reduce_window(
        &mut self,
        operand: XlaOp,
        init_value: XlaOp,
        computation: &XlaComputation,
        window_dimensions: &[i64],
        window: &WindowAttrs,
    ) -> XlaOp {
        let ctx = self.ctx;
        let operands = [operand, init_value];
        let shape = window
            .window(window_dimensions)
            .and_then(|w| window_output_shape(shape_of(ctx, operand.ty), &w));
        let (shape, Some(&acc)) = (shape, computation.result_types.first()) else {
            return self.reject(
                "reduce_window",
                &operands,
                "the computation returns no value".to_string(),
            );
        };
        let shape = match shape {
            Ok(s) => s,
            Err(m) => return self.reject("reduce_window", &operands, m),
        };
        let result = ctx.tensor_type(&shape, elem_of(ctx, acc));
        let mut spec = OpSpec::new("reduce_window", &operands, Results::Known(vec![result]))
            .attr(WINDOW_DIMENSIONS, ctx.dense_i64_array(window_dimensions))
            .region(computation);
        for (name, list) in [
            (WINDOW_STRIDES, &window.strides),
            (BASE_DILATIONS, &window.lhs_dilation),
            (WINDOW_DILATIONS, &window.rhs_dilation),
        ] {
            if let Some(values) = list {
                spec = spec.attr(name, ctx.dense_i64_array(values));
            }
        }
        if let Some(padding) = &window.padding {
            let flat: Vec<i64> = padding.iter().flat_map(|&(lo, hi)| [lo, hi]).collect();
            spec = spec.attr(
                PADDING,
                i64_elements_attr(ctx, &[padding.len() as i64, 2], &flat),
            );
        }
        self.emit1(spec)
    }

    /// XLA's `BitcastConvertType(operand, new_element_type)` for equal bit widths (other
    /// widths change the shape: give the result type with `bitcast_convert_to`).
    pub fn bitcast_convert(&mut self, operand: XlaOp, new_element_type: xla_ir::Type) -> XlaOp {
        let t = self.ctx.with_element_type(operand.ty, new_element_type);
        self.bitcast_convert_to(operand, t)
    }

    /// `bitcast_convert` to an explicit result type.
    pub fn bitcast_convert_to(&mut self, operand: XlaOp, result: xla_ir::Type) -> XlaOp {
        self.emit1(OpSpec::new(
            "bitcast_convert",
            &[operand],
            Results::Known(vec![result]),
        ))
    }

    /// XLA's `ReducePrecision(operand, exponent_bits, mantissa_bits)`.
    pub fn reduce_precision(
        &mut self,
        operand: XlaOp,
        exponent_bits: i32,
        mantissa_bits: i32,
    ) -> XlaOp {
        let ctx = self.ctx;
        let i32t = ctx.i32();
        let spec = OpSpec::new(
            "reduce_precision",
            std::slice::from_ref(&operand),
            Results::Known(vec![operand.ty]),
        )
        .attr(EXPONENT_BITS, ctx.integer_attr(i32t, exponent_bits.into()))
        .attr(MANTISSA_BITS, ctx.integer_attr(i32t, mantissa_bits.into()));
        self.emit1(spec)
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
        .attr(DIMENSION, ctx.i64_attr(dimension));
        self.emit1(spec)
    }

    /// XLA's `OptimizationBarrier(operands)`.
    pub fn optimization_barrier(&mut self, operands: &[XlaOp]) -> Vec<XlaOp> {
        let types = operands.iter().map(|o| o.ty).collect();
        self.emit(OpSpec::new(
            "optimization_barrier",
            operands,
            Results::Known(types),
        ))
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

    /// XLA's `RngUniform(a, b, shape)`: the shape becomes a constant operand.
    pub fn rng_uniform(&mut self, a: XlaOp, b: XlaOp, shape: &[i64]) -> XlaOp {
        self.rng(a, b, shape, RngDistribution::Uniform)
    }

    /// XLA's `RngNormal(mu, sigma, shape)`.
    pub fn rng_normal(&mut self, mu: XlaOp, sigma: XlaOp, shape: &[i64]) -> XlaOp {
        self.rng(mu, sigma, shape, RngDistribution::Normal)
    }

    fn rng(&mut self, a: XlaOp, b: XlaOp, shape: &[i64], distribution: RngDistribution) -> XlaOp {
        let ctx = self.ctx;
        let dims = self.constant_literal(ctx.tensor_type(&[shape.len() as i64], ctx.i64()), shape);
        let result = ctx.tensor_type(shape, elem_of(ctx, a.ty));
        let operands = [a, b, dims];
        let spec = OpSpec::new("rng", &operands, Results::Known(vec![result]))
            .attr(RNG_DISTRIBUTION_ATTR, distribution.attr(ctx));
        self.emit1(spec)
    }

    /// XLA's `AfterAll(tokens)`: a token after all of them.
    pub fn after_all(&mut self, tokens: &[XlaOp]) -> XlaOp {
        let token = crate::types::token_type(self.ctx);
        self.emit1(OpSpec::new(
            "after_all",
            tokens,
            Results::Known(vec![token]),
        ))
    }

    /// XLA's `CreateToken()`.
    pub fn create_token(&mut self) -> XlaOp {
        let token = crate::types::token_type(self.ctx);
        self.emit1(OpSpec::new(
            "create_token",
            &[],
            Results::Known(vec![token]),
        ))
    }
}
