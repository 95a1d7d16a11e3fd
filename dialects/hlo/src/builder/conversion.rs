//! Bit-level conversions: bitcast_convert and reduce_precision.

use super::{HloBuilder, OpSpec, Results, XlaOp};
use crate::ops::conversion::{EXPONENT_BITS, MANTISSA_BITS};

impl<'c> HloBuilder<'c> {
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
}
