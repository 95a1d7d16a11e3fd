//! Random numbers: rng_uniform and rng_normal (`hlo.rng`) and rng_bit_generator.

use super::{HloBuilder, OpSpec, Results, XlaOp};
use crate::attrs::rng::{RngAlgorithm, RngDistribution};
use crate::ops::rng::{RNG_ALGORITHM_ATTR, RNG_DISTRIBUTION_ATTR};
use crate::verify_util::elem_of;
use xla_ir::Type;

impl<'c> HloBuilder<'c> {
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
}
