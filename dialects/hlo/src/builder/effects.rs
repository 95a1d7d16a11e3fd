//! Ops with effects or ordering: custom_call, infeed, outfeed, after_all, create_token
//! and optimization_barrier.

use super::{HloBuilder, OpSpec, Results, XlaOp};
use crate::ops::custom_call::CALL_TARGET_NAME;
use crate::ops::host_transfer::{INFEED_CONFIG, OUTFEED_CONFIG};
use xla_ir::Type;

impl<'c> HloBuilder<'c> {
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

    /// XLA's `OptimizationBarrier(operands)`.
    pub fn optimization_barrier(&mut self, operands: &[XlaOp]) -> Vec<XlaOp> {
        let types = operands.iter().map(|o| o.ty).collect();
        self.emit(OpSpec::new(
            "optimization_barrier",
            operands,
            Results::Known(types),
        ))
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
