//! `hlo.reduce`: applies a reduction body to N inputs along `dimensions`, starting from N
//! init values.
//!
//! ```text
//! %r = hlo.reduce(%x init: %zero) applies hlo.add across dimensions = [1]
//!        : (tensor<8x32xf32>, tensor<f32>) -> tensor<8xf32>
//! ```
//!
//! The syntax (compact and region forms) is in [`super::reduce_syntax`].

use super::reduce_syntax::{parse_reduce, print_reduce};
use crate::reducer::verify_reducer_shape;
use crate::regions::{
    check_paired_operands, check_scalar_init_values, check_single_block_regions,
    inputs_and_init_values, verify_return_terminators,
};
use crate::table::OpRow;
use crate::types::class;
use crate::verify_util::{
    check_inferred_types, check_variadic, required_i64_array, shape_of, shapes_compatible,
    tensor_summary,
};
use xla_ir::{Diag, OpRef, Type};

/// The reduced dimensions (`array<i64: ...>`).
pub const DIMENSIONS: &str = "dimensions";

xla_ir::declare_ops! {
    /// The ops of this group, declared.
    all: DECLS;

    /// `hlo.reduce`: Reduce operation.
    pub struct ReduceOp = "hlo.reduce" {
        summary: "Reduce operation",
        operands: [inputs: Variadic],
        results: [results: Variadic],
        attributes: [dimensions = "dimensions": required DenseArray],
        regions: [body: Single],
        traits: [RECURSIVE_MEMORY_EFFECTS],
    }
}

pub const OPS: &[OpRow] = &[OpRow {
    decl: ReduceOp::INFO,
    description: "Reduces `inputs` (N tensors of one shape) along `dimensions` with `body`, starting from \
                  `init_values` (N scalars: 0-dimensional tensors). `body` takes the N running values then \
                  the N input elements, as 0-dimensional tensors, and returns the N new running values; \
                  its element types may be wider than the inputs' (promotion). Result i has the input \
                  shape without `dimensions` and the element type body returns at i. The reduction order \
                  is unspecified. Prints as `applies hlo.op` when the body is one commutative binary hlo \
                  op, else with a `reducer` region.",
    example: "%r = hlo.reduce(%x init: %zero) applies hlo.add across dimensions = [1] : \
              (tensor<8x32xf32>, tensor<f32>) -> tensor<8xf32>",
    verify: Some(verify_reduce_invariants),
    verify_after_traits: Some(verify_reduce),
    verify_regions: Some(verify_return_terminators),
    syntax: Some((parse_reduce, print_reduce)),
    ..OpRow::EMPTY
}];

/// ODS: variadic ranked tensors, the `dimensions` array, one single-block region.
fn verify_reduce_invariants(op: OpRef<'_>) -> Result<(), Diag> {
    let ctx = op.ctx;
    let summary = tensor_summary(class::ANY);
    let is_tensor = |t| crate::types::is_tensor_of(ctx, t, class::ANY);
    check_variadic(op, "operand", 0, &op.operand_types(), &summary, is_tensor)?;
    check_variadic(op, "result", 0, &op.result_types(), &summary, is_tensor)?;
    required_i64_array(op, DIMENSIONS)?;
    check_single_block_regions(op, &["body"])
}

/// StableHLO's `verifyReduceOp` and shape inference.
fn verify_reduce(op: OpRef<'_>) -> Result<(), Diag> {
    let (inputs, init_values) = inputs_and_init_values(op);
    let dims = required_i64_array(op, DIMENSIONS)?;
    let kept = reduced_shape(op, &inputs, &dims)?;
    let accumulators = verify_reducer_shape(op, 0, &inputs, &init_values, &kept)?;
    check_scalar_init_values(op, inputs.len(), &init_values)?;
    check_paired_operands(op)?;
    if let Some(accumulators) = accumulators {
        let ctx = op.ctx;
        let inferred: Vec<Type> = accumulators
            .iter()
            .map(|&acc| ctx.tensor_type(&kept, ctx.element_type(acc)))
            .collect();
        check_inferred_types(op, &inferred, &op.result_types())?;
    }
    Ok(())
}

/// StableHLO's `verifyReduceOpInputsAndInferShape`: the inputs' common shape without the
/// (in-range, distinct) reduced dimensions.
pub fn reduced_shape(op: OpRef<'_>, inputs: &[Type], dims: &[i64]) -> Result<Vec<i64>, Diag> {
    let Some(&first) = inputs.first() else {
        return Err(op.plain_error("requires at least 1 input value"));
    };
    let witness = shape_of(op.ctx, first);
    for (i, &t) in inputs.iter().enumerate().skip(1) {
        if !shapes_compatible(witness, shape_of(op.ctx, t)) {
            return Err(op.plain_error(format!(
                "expects all inputs to have compatible shapes. Shape at input-index {i} is not compatible with \
                 shape at input-index 0"
            )));
        }
    }
    let rank = witness.len() as i64;
    let mut seen = Vec::with_capacity(dims.len());
    for &d in dims {
        if d < 0 || d >= rank {
            return Err(op.plain_error(format!(
                "Out-of-bounds dimension {d}, expected to be in range [0, {rank})"
            )));
        }
        if seen.contains(&d) {
            return Err(op.plain_error(format!("Duplicate reduction dimension: {d}")));
        }
        seen.push(d);
    }
    Ok(witness
        .iter()
        .enumerate()
        .filter(|(i, _)| !seen.contains(&(*i as i64)))
        .map(|(_, &s)| s)
        .collect())
}
