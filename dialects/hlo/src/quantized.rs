//! StableHLO's constraints on quantized (`!quant.uniform`) operands and results.

use xla_dialect_quant::UniformType;
use xla_ir::{Context, Diag, OpRef, Type, TypeData};

/// The quantized element type of tensor `t`, if any.
/// Ops whose results are their operands' stored integers moved or reinterpreted: on quantized
/// tensors they run on the stored integers unchanged (the interpreter and
/// `--hlo-legalize-quant-to-int` share this list).
pub const MOVES_STORED_VALUES: &[&str] = &[
    crate::ops::BitcastConvertOp::NAME,
    crate::ops::ConstantOp::NAME,
    crate::ops::ReshapeOp::NAME,
    crate::ops::TransposeOp::NAME,
    crate::ops::BroadcastInDimOp::NAME,
    crate::ops::SliceOp::NAME,
    crate::ops::ConcatenateOp::NAME,
    crate::ops::TupleOp::NAME,
    crate::ops::GetTupleElementOp::NAME,
    crate::ops::OptimizationBarrierOp::NAME,
    crate::ops::AllGatherOp::NAME,
    crate::ops::AllToAllOp::NAME,
    crate::ops::CollectivePermuteOp::NAME,
];

pub fn quantized_element(ctx: &Context, t: Type) -> Option<UniformType> {
    UniformType::from_type(ctx, ctx.element_type(t))
}

/// `t` with its quantized elements replaced by their storage type (`tensor<2x!quant.uniform<i8:..>>`
/// -> `tensor<2xi8>`); `None` when `t` holds no quantized elements.
pub fn storage_tensor_type(ctx: &Context, t: Type) -> Option<Type> {
    let u = quantized_element(ctx, t)?;
    with_element(ctx, t, u.storage)
}

/// `t` with its quantized elements replaced by their expressed type.
pub fn expressed_tensor_type(ctx: &Context, t: Type) -> Option<Type> {
    let u = quantized_element(ctx, t)?;
    with_element(ctx, t, u.expressed)
}

/// A ranked or unranked tensor `t` with element type `elem`, its encoding kept.
pub fn with_element(ctx: &Context, t: Type, elem: Type) -> Option<Type> {
    match ctx.type_data(t) {
        TypeData::Tensor {
            shape, encoding, ..
        } => Some(ctx.intern_type(TypeData::Tensor {
            shape: shape.clone(),
            elem,
            encoding: *encoding,
        })),
        TypeData::UnrankedTensor { .. } => Some(ctx.unranked_tensor_type(elem)),
        _ => None,
    }
}

/// StableHLO's quantization constraints of binary element-wise ops (add C2-C7): all or none
/// of the operands and result quantized, one storage and one expressed type, and per-axis
/// operands only with a per-axis result along the same dimension.
pub fn verify_quantized_binary(op: OpRef<'_>) -> Result<(), Diag> {
    let ctx = op.ctx;
    let types = [op.operand_type(0), op.operand_type(1), op.result_type(0)];
    let q = types.map(|t| quantized_element(ctx, t));
    if q.iter().all(Option::is_none) {
        return Ok(());
    }
    let [Some(lhs), Some(rhs), Some(result)] = q else {
        return Err(
            op.error("expects all operands and results to be either quantized or non-quantized")
        );
    };
    if lhs.storage != result.storage || rhs.storage != result.storage {
        return Err(op.error("mismatched operands and result quantization storage types"));
    }
    if lhs.expressed != result.expressed || rhs.expressed != result.expressed {
        return Err(op.error("mismatched operands and result quantization expressed types"));
    }
    let Some(dim) = result.quantized_dimension else {
        if lhs.is_per_axis() || rhs.is_per_axis() {
            return Err(op.error("result is not per_axis quantized but lhs or rhs are"));
        }
        return Ok(());
    };
    if lhs.quantized_dimension.is_some_and(|d| d != dim) {
        return Err(op.error("quantization_dimension of lhs and result are not same"));
    }
    if rhs.quantized_dimension.is_some_and(|d| d != dim) {
        return Err(op.error("quantization_dimension of rhs and result are not same"));
    }
    Ok(())
}

/// The parameters of a quantized tensor type `t` fit it: the quantized dimension within the
/// rank, one scale per index along it, zero points within the storage range (StableHLO's
/// `QuantizedTensorElementType` constraints). Other types pass.
pub fn check_quantized_fits(op: OpRef<'_>, t: Type) -> Result<(), Diag> {
    let ctx = op.ctx;
    let Some(u) = quantized_element(ctx, t) else {
        return Ok(());
    };
    let quoted = || crate::display::quoted(ctx, t);
    let range = u.storage_min..=u.storage_max;
    if let Some(z) = u.zero_points.iter().find(|z| !range.contains(*z)) {
        return Err(op.error(format!(
            "zero point {z} is outside the storage range [{}, {}] of {}",
            u.storage_min,
            u.storage_max,
            quoted()
        )));
    }
    let (Some(dim), Some(shape)) = (u.quantized_dimension, ctx.shape(t)) else {
        return Ok(());
    };
    let Some(&size) = shape.get(dim as usize) else {
        return Err(op.error(format!(
            "quantization dimension {dim} is out of the rank {} of {}",
            shape.len(),
            quoted()
        )));
    };
    if size != xla_ir::DYNAMIC && size != u.scales.len() as i64 {
        return Err(op.error(format!(
            "{} scales for dimension {dim} of size {size} in {}",
            u.scales.len(),
            quoted()
        )));
    }
    Ok(())
}
