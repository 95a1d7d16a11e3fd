//! einsum, custom_call, select_and_scatter, rng_bit_generator, infeed, outfeed.

use super::{HloBuilder, OpSpec, Results, XlaComputation, XlaOp};
use crate::attrs::int_elements::i64_elements_attr;
use crate::attrs::rng::RngAlgorithm;
use crate::ops::conv_window::WindowAttrs;
use crate::ops::custom_call::CALL_TARGET_NAME;
use crate::ops::einsum::{infer_einsum_shape, EINSUM_CONFIG};
use crate::ops::host_transfer::{INFEED_CONFIG, OUTFEED_CONFIG};
use crate::ops::rng::RNG_ALGORITHM_ATTR;
use crate::ops::windowed::{PADDING, WINDOW_DIMENSIONS, WINDOW_STRIDES};
use crate::verify_util::{elem_of, shape_of};
use xla_ir::Type;

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

    /// XLA's `CustomCall(call_target_name, operands, shape)`: the result types are given.
    pub fn custom_call(
        &mut self,
        call_target_name: &str,
        operands: &[XlaOp],
        result_types: &[Type],
    ) -> Vec<XlaOp> {
        let target = self.ctx.string_attr(call_target_name);
        self.emit(
            OpSpec::new(
                "custom_call",
                operands,
                Results::Known(result_types.to_vec()),
            )
            .attr(CALL_TARGET_NAME, target),
        )
    }

    /// XLA's `SelectAndScatterWithGeneralPadding(operand, select, window_dimensions,
    /// window_strides, padding, source, init_value, scatter)`: the result has the operand's
    /// type. (XLA's argument list, hence the count.)
    #[allow(clippy::too_many_arguments)]
    pub fn select_and_scatter(
        &mut self,
        operand: XlaOp,
        select: &XlaComputation,
        window_dimensions: &[i64],
        window: &WindowAttrs,
        source: XlaOp,
        init_value: XlaOp,
        scatter: &XlaComputation,
    ) -> XlaOp {
        let ctx = self.ctx;
        let operands = [operand, source, init_value];
        let mut spec = OpSpec::new(
            "select_and_scatter",
            &operands,
            Results::Known(vec![operand.ty]),
        )
        .attr(WINDOW_DIMENSIONS, ctx.dense_i64_array(window_dimensions))
        .region(select)
        .region(scatter);
        if let Some(strides) = &window.strides {
            spec = spec.attr(WINDOW_STRIDES, ctx.dense_i64_array(strides));
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

    /// XLA's `RngBitGenerator(algorithm, initial_state, shape)`: the new state (of the
    /// initial state's type) and random bits of type `output`.
    pub fn rng_bit_generator(
        &mut self,
        algo: RngAlgorithm,
        initial_state: XlaOp,
        output: Type,
    ) -> Vec<XlaOp> {
        let ctx = self.ctx;
        let spec = OpSpec::new(
            "rng_bit_generator",
            std::slice::from_ref(&initial_state),
            Results::Known(vec![initial_state.ty, output]),
        )
        .attr(RNG_ALGORITHM_ATTR, algo.attr(ctx));
        self.emit(spec)
    }

    /// XLA's `InfeedWithToken(token, shape, config)`: values of `types`, then a token.
    pub fn infeed(&mut self, token: XlaOp, types: &[Type], config: &str) -> Vec<XlaOp> {
        let ctx = self.ctx;
        let mut results = types.to_vec();
        results.push(crate::types::token_type(ctx));
        let spec = OpSpec::new(
            "infeed",
            std::slice::from_ref(&token),
            Results::Known(results),
        )
        .attr(INFEED_CONFIG, ctx.string_attr(config));
        self.emit(spec)
    }

    /// XLA's `OutfeedWithToken(operands, token, shape, config)`: a token.
    pub fn outfeed(&mut self, operands: &[XlaOp], token: XlaOp, config: &str) -> XlaOp {
        let ctx = self.ctx;
        let mut all = operands.to_vec();
        all.push(token);
        let spec = OpSpec::new(
            "outfeed",
            &all,
            Results::Known(vec![crate::types::token_type(ctx)]),
        )
        .attr(OUTFEED_CONFIG, ctx.string_attr(config));
        self.emit1(spec)
    }
}
