//! `uniform_quantize` (float or quantized to quantized) and `uniform_dequantize`
//! (quantized to its expressed float type), StableHLO's quantization conversions.

use crate::quantized::expressed_tensor_type;
use crate::syntax::{parse_functional_type_op, print_functional_type_op};
use crate::table::OpRow;
use crate::types::class;
use crate::verify_util::{check_inferred, check_tensor_of};
use xla_ir::{Diag, OpRef};

xla_ir::declare_ops! {
    /// The ops of this group, declared.
    all: DECLS;

    /// `hlo.uniform_quantize`: UniformQuantize operation.
    pub struct UniformQuantizeOp = "hlo.uniform_quantize" {
        summary: "UniformQuantize operation",
        operands: [operand: Single],
        results: [result: Single],
        traits: [PURE, ELEMENTWISE, SAME_OPERANDS_AND_RESULT_SHAPE],
    }
    /// `hlo.uniform_dequantize`: UniformDequantize operation.
    pub struct UniformDequantizeOp = "hlo.uniform_dequantize" {
        summary: "UniformDequantize operation",
        operands: [operand: Single],
        results: [result: Single],
        traits: [PURE, ELEMENTWISE, SAME_OPERANDS_AND_RESULT_SHAPE],
    }
}

pub const OPS: &[OpRow] = &[
    OpRow {
        decl: UniformQuantizeOp::INFO,
        description: "Quantizes floats (or requantizes quantized values) into the result's quantized \
                      type: `clamp(round_nearest_even(x / scale + zero_point), storage_min, storage_max)`, \
                      per tensor or along the quantized dimension.",
        example: "%r = hlo.uniform_quantize %x : (tensor<4xf32>) -> tensor<4x!quant.uniform<i8:f32, 5.000000e-01:-3>>",
        verify: Some(verify_uniform_quantize),
        syntax: Some((parse_functional_type_op::<1>, print_functional_type_op)),
        ..OpRow::EMPTY
    },
    OpRow {
        decl: UniformDequantizeOp::INFO,
        description: "Converts quantized values to their expressed type: `(q - zero_point) * scale`.",
        example: "%r = hlo.uniform_dequantize %q : (tensor<4x!quant.uniform<i8:f32, 5.000000e-01:-3>>) -> tensor<4xf32>",
        verify: Some(verify_uniform_dequantize),
        syntax: Some((parse_functional_type_op::<1>, print_functional_type_op)),
        ..OpRow::EMPTY
    },
];

const QUANTIZED: u8 = class::QUANT | class::QUANT_AXIS;

fn verify_uniform_quantize(op: OpRef<'_>) -> Result<(), Diag> {
    check_tensor_of(
        op,
        "operand",
        0,
        op.operand_type(0),
        class::FLOAT | QUANTIZED,
    )?;
    check_tensor_of(op, "result", 0, op.result_type(0), QUANTIZED)
}

/// The result is the operand's shape in the expressed type (InferTypeOpInterface).
fn verify_uniform_dequantize(op: OpRef<'_>) -> Result<(), Diag> {
    check_tensor_of(op, "operand", 0, op.operand_type(0), QUANTIZED)?;
    check_tensor_of(op, "result", 0, op.result_type(0), class::FLOAT)?;
    match expressed_tensor_type(op.ctx, op.operand_type(0)) {
        Some(inferred) => check_inferred(op, inferred, op.result_type(0)),
        None => Ok(()),
    }
}
