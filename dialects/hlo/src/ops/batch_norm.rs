//! `hlo.batch_norm_grad`, `hlo.batch_norm_inference`, `hlo.batch_norm_training` (XLA's
//! BatchNormGrad / BatchNormInference / BatchNormTraining; generic form only, as in
//! StableHLO): normalization over all dimensions but `feature_index`. Multi-dimensional
//! operands share one shape; the 1-D operands and results have the feature count.

use crate::display::dim_str;
use crate::table::OpRow;
use crate::types::{class, in_class, ranked_tensor};
use crate::verify_util::{
    check_inferred_types, shape_of, shapes_compatible, tensor_summary, type_constraint_error,
};
use xla_ir::{AttrData, Diag, OpRef, Type};

pub const EPSILON: &str = "epsilon";
pub const FEATURE_INDEX: &str = "feature_index";

/// Which operands and results are the n-dimensional ones (the rest are 1-D), by op.
struct Roles {
    operands: &'static [&'static str],
    results: &'static [&'static str],
    /// Operand indices of the n-dimensional operands.
    multi: &'static [usize],
}

const GRAD: Roles = Roles {
    operands: &["operand", "scale", "mean", "variance", "grad_output"],
    results: &["grad_operand", "grad_scale", "grad_offset"],
    multi: &[0, 4],
};
const INFERENCE: Roles = Roles {
    operands: &["operand", "scale", "offset", "mean", "variance"],
    results: &["result"],
    multi: &[0],
};
const TRAINING: Roles = Roles {
    operands: &["operand", "scale", "offset"],
    results: &["output", "batch_mean", "batch_var"],
    multi: &[0],
};

const BATCH_NORM: OpRow = OpRow { ..OpRow::EMPTY };

xla_ir::declare_ops! {
    /// The ops of this group, declared.
    all: DECLS;

    /// `hlo.batch_norm_grad`: BatchNormGrad operation.
    pub struct BatchNormGradOp = "hlo.batch_norm_grad" {
        summary: "BatchNormGrad operation",
        operands: [operand: Single, scale: Single, mean: Single, variance: Single, grad_output: Single],
        results: [grad_operand: Single, grad_scale: Single, grad_offset: Single],
        attributes: [epsilon = "epsilon": required Float, feature_index = "feature_index": required Integer],
        traits: [PURE],
    }
    /// `hlo.batch_norm_inference`: BatchNormInference operation.
    pub struct BatchNormInferenceOp = "hlo.batch_norm_inference" {
        summary: "BatchNormInference operation",
        operands: [operand: Single, scale: Single, offset: Single, mean: Single, variance: Single],
        results: [result: Single],
        attributes: [epsilon = "epsilon": required Float, feature_index = "feature_index": required Integer],
        traits: [PURE],
    }
    /// `hlo.batch_norm_training`: BatchNormTraining operation.
    pub struct BatchNormTrainingOp = "hlo.batch_norm_training" {
        summary: "BatchNormTraining operation",
        operands: [operand: Single, scale: Single, offset: Single],
        results: [output: Single, batch_mean: Single, batch_var: Single],
        attributes: [epsilon = "epsilon": required Float, feature_index = "feature_index": required Integer],
        traits: [PURE],
    }
}

pub const OPS: &[OpRow] = &[
    OpRow {
    decl: BatchNormGradOp::INFO,
        description: "Gradients of batch normalization (XLA's BatchNormGrad) with respect to `operand`, \
                      `scale` and `offset`, given the `mean` and `variance` of the forward pass, \
                      `grad_output` and `epsilon`; `feature_index` is the feature dimension of `operand`.",
        example: "%g:3 = \"hlo.batch_norm_grad\"(%x, %scale, %mean, %var, %dy) <{epsilon = 1.0e-03 : f32, \
                  feature_index = 1 : i64}> : (tensor<2x3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, \
                  tensor<2x3xf32>) -> (tensor<2x3xf32>, tensor<3xf32>, tensor<3xf32>)",
        verify: Some(|op| verify_invariants(op, &GRAD)),
        verify_after_traits: Some(|op| verify_batch_norm(op, &GRAD)),
        ..BATCH_NORM
    },
    OpRow {
    decl: BatchNormInferenceOp::INFO,
        description: "Normalizes `operand` with the given per-feature `mean` and `variance`, then scales \
                      by `scale` and shifts by `offset` (XLA's BatchNormInference): \
                      `(x - mean) / sqrt(variance + epsilon) * scale + offset` along `feature_index`.",
        example: "%y = \"hlo.batch_norm_inference\"(%x, %scale, %offset, %mean, %var) <{epsilon = 1.0e-05 : f32, \
                  feature_index = 1 : i64}> : (tensor<4x256xf32>, tensor<256xf32>, tensor<256xf32>, \
                  tensor<256xf32>, tensor<256xf32>) -> tensor<4x256xf32>",
        verify: Some(|op| verify_invariants(op, &INFERENCE)),
        verify_after_traits: Some(|op| verify_batch_norm(op, &INFERENCE)),
        ..BATCH_NORM
    },
    OpRow {
    decl: BatchNormTrainingOp::INFO,
        description: "Normalizes `operand` across all dimensions but `feature_index` with the batch's own \
                      mean and variance (XLA's BatchNormTraining), then applies `scale` and `offset`; also \
                      returns the batch mean and variance.",
        example: "%y:3 = \"hlo.batch_norm_training\"(%x, %scale, %offset) <{epsilon = 1.0e-03 : f32, \
                  feature_index = 1 : i64}> : (tensor<2x3xf32>, tensor<3xf32>, tensor<3xf32>) -> \
                  (tensor<2x3xf32>, tensor<3xf32>, tensor<3xf32>)",
        verify: Some(|op| verify_invariants(op, &TRAINING)),
        verify_after_traits: Some(|op| verify_batch_norm(op, &TRAINING)),
        ..BATCH_NORM
    },
];

/// The `feature_index` value (validated by the invariants).
fn feature_index(op: OpRef<'_>) -> Result<i64, Diag> {
    let value = op
        .attr(FEATURE_INDEX)
        .and_then(|a| match op.ctx.attr_data(a) {
            AttrData::Integer { ty, value }
                if op.ctx.is_signless_integer(*ty) && op.ctx.integer_width(*ty) == Some(64) =>
            {
                i64::try_from(*value).ok().filter(|&v| v >= 0)
            }
            _ => None,
        });
    match (op.attr(FEATURE_INDEX), value) {
        (None, _) => Err(op.error(format!("requires attribute '{FEATURE_INDEX}'"))),
        (Some(_), None) => Err(op.error(format!(
            "attribute '{FEATURE_INDEX}' failed to satisfy constraint: 64-bit signless integer attribute whose value \
             is non-negative"
        ))),
        (Some(_), Some(v)) => Ok(v),
    }
}

/// ODS: the attributes, ranked float tensors (1-D ones where the op wants them) and
/// `AllElementTypesMatch`.
fn verify_invariants(op: OpRef<'_>, roles: &Roles) -> Result<(), Diag> {
    match op.attr(EPSILON).map(|a| op.ctx.attr_data(a)) {
        None => return Err(op.error(format!("requires attribute '{EPSILON}'"))),
        Some(AttrData::Float { ty, .. }) if *ty == op.ctx.f32() => {}
        Some(_) => {
            return Err(op.error(format!(
                "attribute '{EPSILON}' failed to satisfy constraint: 32-bit float attribute"
            )))
        }
    }
    feature_index(op)?;
    let check = |what: &str, i: usize, t: Type, multi: bool| -> Result<(), Diag> {
        let ok = ranked_tensor(op.ctx, t)
            .is_some_and(|(s, e)| in_class(op.ctx, e, class::FLOAT) && (multi || s.len() == 1));
        if ok {
            return Ok(());
        }
        let summary = tensor_summary(class::FLOAT);
        let summary = if multi {
            summary
        } else {
            summary.replacen("ranked tensor", "1D tensor", 1)
        };
        Err(type_constraint_error(op, what, i, &summary, t))
    };
    for (i, t) in op.operand_types().into_iter().enumerate() {
        check("operand", i, t, roles.multi.contains(&i))?;
    }
    for (i, t) in op.result_types().into_iter().enumerate() {
        check("result", i, t, i == 0)?;
    }
    let elems: Vec<Type> = op
        .operand_types()
        .into_iter()
        .chain(op.result_types())
        .map(|t| op.ctx.element_type(t))
        .collect();
    if elems.windows(2).any(|w| w[0] != w[1]) {
        let names: Vec<&str> = roles
            .operands
            .iter()
            .chain(roles.results)
            .copied()
            .collect();
        return Err(op.error(format!(
            "failed to verify that all of {{{}}} have same element type",
            names.join(", ")
        )));
    }
    Ok(())
}

/// StableHLO's `verifyBatchNorm` and the inferred result types (batch_norm_* C1-C7).
fn verify_batch_norm(op: OpRef<'_>, roles: &Roles) -> Result<(), Diag> {
    let ctx = op.ctx;
    let operands = op.operand_types();
    let multi: Vec<Type> = roles
        .multi
        .iter()
        .filter_map(|&i| operands.get(i).copied())
        .collect();
    let single: Vec<Type> = operands
        .iter()
        .enumerate()
        .filter(|(i, _)| !roles.multi.contains(i))
        .map(|(_, &t)| t)
        .collect();
    let pairwise = |ts: &[Type]| {
        ts.iter().all(|&a| {
            ts.iter()
                .all(|&b| shapes_compatible(shape_of(ctx, a), shape_of(ctx, b)))
        })
    };
    if !pairwise(&multi) {
        return Err(op.error("expects multi-dimensional operands to have compatible shapes."));
    }
    if !pairwise(&single) {
        return Err(op.error("expects single-dimensional operands to have compatible shapes."));
    }
    let (Some(&x), Some(&s)) = (multi.first(), single.first()) else {
        return Ok(());
    };
    let shape = shape_of(ctx, x);
    let index = feature_index(op)?;
    let Some(&features) = usize::try_from(index).ok().and_then(|i| shape.get(i)) else {
        return Err(op.error(format!(
            "expects featureIndex to be smaller than the rank of multi-dimensional operands; got featureIndex {index}, \
             and rank {}.",
            shape.len()
        )));
    };
    let size = shape_of(ctx, s).first().copied().unwrap_or(0);
    if !crate::verify_util::dims_compatible(size, features) {
        return Err(op.error(format!(
            "expects the size of single-dimensional operands to be compatible with feature count, but the size of \
             single-dimensional operands is {} and the feature count is {}.",
            dim_str(size),
            dim_str(features)
        )));
    }
    let elem = ctx.element_type(x);
    let per_feature = ctx.tensor_type(&[features], elem);
    let inferred: Vec<Type> = if roles.results.len() == 1 {
        vec![x]
    } else {
        vec![x, per_feature, per_feature]
    };
    check_inferred_types(op, &inferred, &op.result_types())
}
