//! Operand segments (`operandSegmentSizes`, AttrSizedOperandSegments) as sizes and groups.

use xla_ir::{Attribute, Context, OpRef};

/// The `operandSegmentSizes` property of `op` (AttrSizedOperandSegments).
pub fn segment_sizes(op: &OpRef<'_>) -> Option<Vec<usize>> {
    let a = op.attr("operandSegmentSizes")?;
    dense_i32_values(op.ctx, a)
}

/// The values of a `array<i32: ...>` attribute, as sizes (None if negative or not i32).
pub fn dense_i32_values(ctx: &Context, a: Attribute) -> Option<Vec<usize>> {
    ctx.attr_as_sizes(a)
}

/// `array<i32: ...>`.
pub fn dense_i32_array(ctx: &Context, values: &[usize]) -> Attribute {
    ctx.dense_i32_sizes(values)
}

pub use xla_ir::op_decl::split_segments;
