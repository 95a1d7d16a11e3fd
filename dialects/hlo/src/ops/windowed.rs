//! The windowed reductions: `hlo.reduce_window` (reduce every window of N inputs) and
//! `hlo.select_and_scatter` (select one element per window, scatter the source there).
//! Both print in the generic form, as StableHLO does.

use super::conv_window::{window_output_shape, WindowAttrs, WindowDim};
use crate::attrs::int_elements::{i64_elements, i64_elements_shape};
use crate::display::{dim_str, quoted};
use crate::reducer::verify_reducer_shape;
use crate::regions::{
    arg_types, check_paired_operands, check_returns_one_i1, check_scalar_init_values,
    check_single_block_regions, compatible_shape_and_element, inputs_and_init_values,
    returned_types, verify_return_terminators,
};
use crate::table::OpRow;
use crate::types::{class, is_tensor_of};
use crate::verify_util::{
    check_inferred_types, check_tensor_of, check_variadic, optional_i64_array, required_i64_array,
    shape_of, shapes_compatible, tensor_summary,
};
use xla_ir::{Diag, OpRef, Type};

pub const WINDOW_DIMENSIONS: &str = "window_dimensions";
pub const WINDOW_STRIDES: &str = "window_strides";
pub const BASE_DILATIONS: &str = "base_dilations";
pub const WINDOW_DILATIONS: &str = "window_dilations";
pub const PADDING: &str = "padding";

xla_ir::declare_ops! {
    /// The ops of this group, declared.
    all: DECLS;

    /// `hlo.reduce_window`: ReduceWindow operation.
    pub struct ReduceWindowOp = "hlo.reduce_window" {
        summary: "ReduceWindow operation",
        operands: [inputs: Variadic],
        results: [results: Variadic],
        attributes: [window_dimensions = "window_dimensions": required DenseArray, window_strides = "window_strides": optional DenseArray, base_dilations = "base_dilations": optional DenseArray, window_dilations = "window_dilations": optional DenseArray, padding = "padding": optional Dense],
        regions: [body: Single],
        traits: [RECURSIVE_MEMORY_EFFECTS],
    }
    /// `hlo.select_and_scatter`: SelectAndScatter operation.
    pub struct SelectAndScatterOp = "hlo.select_and_scatter" {
        summary: "SelectAndScatter operation",
        operands: [operand: Single, source: Single, init_value: Single],
        results: [result: Single],
        attributes: [window_dimensions = "window_dimensions": optional DenseArray, window_strides = "window_strides": optional DenseArray, padding = "padding": optional Dense],
        regions: [select: Single, scatter: Single],
        traits: [RECURSIVE_MEMORY_EFFECTS],
    }
}

pub const OPS: &[OpRow] = &[
    OpRow {
    decl: ReduceWindowOp::INFO,
        description: "Reduces every window of `inputs` (N tensors of one shape) with `body`, starting from \
                      `init_values` (N 0-dimensional tensors). The window has `window_dimensions`, moves by \
                      `window_strides`, and sees the inputs dilated by `base_dilations` and padded by `padding` \
                      (`[low, high]` per dimension) with its own elements `window_dilations` apart. `body` \
                      takes the N running values then the N window elements and returns the new running \
                      values; result i has one element per window position.",
        example: "%r = \"hlo.reduce_window\"(%x, %init) ({\n^bb0(%a: tensor<f32>, %b: tensor<f32>):\n  \
                  %m = hlo.maximum %a, %b : tensor<f32>\n  hlo.return %m : tensor<f32>\n}) \
                  {window_dimensions = array<i64: 2, 2>, window_strides = array<i64: 2, 2>} : \
                  (tensor<4x4xf32>, tensor<f32>) -> tensor<2x2xf32>",
        verify: Some(verify_reduce_window_invariants),
        verify_after_traits: Some(verify_reduce_window),
        verify_regions: Some(verify_return_terminators),
        ..OpRow::EMPTY
    },
    OpRow {
    decl: SelectAndScatterOp::INFO,
        description: "For every window of `operand` (`window_dimensions`, `window_strides`, `padding`), picks \
                      one element with `select` (a `(tensor<E>, tensor<E>) -> tensor<i1>` computation, true \
                      keeps the first) and combines the window's `source` value into that position of the \
                      result with `scatter`; positions never selected keep `init_value`. `source` has one \
                      element per window position; the result has the operand's shape.",
        example: "%r = \"hlo.select_and_scatter\"(%x, %src, %zero) ({\n^bb0(%a: tensor<f32>, %b: tensor<f32>):\n  \
                  %p = hlo.compare GE, %a, %b : (tensor<f32>, tensor<f32>) -> tensor<i1>\n  \
                  hlo.return %p : tensor<i1>\n}, {\n^bb0(%a: tensor<f32>, %b: tensor<f32>):\n  \
                  %s = hlo.add %a, %b : tensor<f32>\n  hlo.return %s : tensor<f32>\n}) \
                  {window_dimensions = array<i64: 2>, window_strides = array<i64: 2>} : \
                  (tensor<4xf32>, tensor<2xf32>, tensor<f32>) -> tensor<4xf32>",
        verify: Some(verify_select_and_scatter_invariants),
        verify_after_traits: Some(verify_select_and_scatter),
        verify_regions: Some(verify_return_terminators),
        ..OpRow::EMPTY
    },
];

fn window_array_attrs(op: OpRef<'_>, names: &[&str]) -> Result<(), Diag> {
    for &name in names {
        optional_i64_array(op, name)?;
    }
    padding_pairs(op).map(|_| ())
}

fn verify_reduce_window_invariants(op: OpRef<'_>) -> Result<(), Diag> {
    let ctx = op.ctx;
    let summary = tensor_summary(class::ANY);
    let is_tensor = |t| is_tensor_of(ctx, t, class::ANY);
    check_variadic(op, "operand", 0, &op.operand_types(), &summary, is_tensor)?;
    check_variadic(op, "result", 0, &op.result_types(), &summary, is_tensor)?;
    required_i64_array(op, WINDOW_DIMENSIONS)?;
    window_array_attrs(op, &[WINDOW_STRIDES, BASE_DILATIONS, WINDOW_DILATIONS])?;
    check_single_block_regions(op, &["body"])
}

/// StableHLO's `verifyReduceWindowOp` and shape inference.
fn verify_reduce_window(op: OpRef<'_>) -> Result<(), Diag> {
    let ctx = op.ctx;
    let (inputs, init_values) = inputs_and_init_values(op);
    let Some(&first) = inputs.first() else {
        return Err(op.plain_error("requires at least 1 input value"));
    };
    let witness = shape_of(ctx, first);
    for (i, &t) in inputs.iter().enumerate().skip(1) {
        if !shapes_compatible(witness, shape_of(ctx, t)) {
            return Err(op.plain_error(format!(
                "expects all inputs to have compatible shapes. Shape at input-index {i} is not compatible with \
                 shape at input-index 0"
            )));
        }
    }
    let padding = padding_pairs(op)?;
    let dims = required_i64_array(op, WINDOW_DIMENSIONS)?;
    for &t in &inputs {
        let rank = shape_of(ctx, t).len();
        if rank != dims.len() {
            return Err(op.plain_error(format!(
                "expects window-dimensions size == input rank, but got window-dimensions size: {} and input: {} \
                 with rank = {rank}.",
                dims.len(),
                quoted(ctx, t)
            )));
        }
    }
    let attrs = WindowAttrs {
        strides: optional_i64_array(op, WINDOW_STRIDES)?,
        padding,
        lhs_dilation: optional_i64_array(op, BASE_DILATIONS)?,
        rhs_dilation: optional_i64_array(op, WINDOW_DILATIONS)?,
        reversal: None,
    };
    let window = window_of(op, &attrs, &dims)?;
    verify_reducer_shape(op, 0, &inputs, &init_values, &dims)?;
    check_scalar_init_values(op, inputs.len(), &init_values)?;
    check_paired_operands(op)?;
    let Some(accumulators) = returned_types(op, 0) else {
        return Ok(());
    };
    let shape = window_output_shape(witness, &window).map_err(|m| op.plain_error(m))?;
    let inferred: Vec<Type> = accumulators
        .iter()
        .map(|&acc| ctx.tensor_type(&shape, ctx.element_type(acc)))
        .collect();
    check_inferred_types(op, &inferred, &op.result_types())
}

fn verify_select_and_scatter_invariants(op: OpRef<'_>) -> Result<(), Diag> {
    for (i, t) in op.operand_types().into_iter().enumerate() {
        check_tensor_of(op, "operand", i, t, class::ANY)?;
    }
    for (i, t) in op.result_types().into_iter().enumerate() {
        check_tensor_of(op, "result", i, t, class::ANY)?;
    }
    window_array_attrs(op, &[WINDOW_DIMENSIONS, WINDOW_STRIDES])?;
    check_single_block_regions(op, &["select", "scatter"])
}

/// StableHLO's `verifySelectAndScatterOp` and shape inference.
fn verify_select_and_scatter(op: OpRef<'_>) -> Result<(), Diag> {
    let ctx = op.ctx;
    let (operand, source, init) = (op.operand_type(0), op.operand_type(1), op.operand_type(2));
    let scalar = ctx.tensor_type(&[], ctx.element_type(operand));
    let select_args = arg_types(op, 0);
    if select_args.len() != 2 {
        return Err(op.plain_error(format!(
            "expects the select-region to take 2 parameters, but takes {}",
            select_args.len()
        )));
    }
    for (i, &t) in select_args.iter().enumerate() {
        if !compatible_shape_and_element(ctx, scalar, t, true) {
            return Err(op.plain_error(format!(
                "expects the type of select-region's parameter at index {i} to be {}, but got {}",
                quoted(ctx, scalar),
                quoted(ctx, t)
            )));
        }
    }
    check_returns_one_i1(
        op,
        0,
        "expects select-region to return single value, but got: ",
        "expects the return-type of select-region to be tensor<i1>, but got: ",
    )?;
    let source_scalar = ctx.tensor_type(&[], ctx.element_type(source));
    verify_reducer_shape(op, 1, &[source_scalar], &[init], &[])?;
    check_scalar_init_values(op, 2, &[init])?;
    let dims = optional_i64_array(op, WINDOW_DIMENSIONS)?.unwrap_or_default();
    let operand_shape = shape_of(ctx, operand);
    if operand_shape.len() != dims.len() {
        return Err(op.plain_error(format!(
            "expects window-dimensions size == operand rank, but got window-dimensions size: {} and \
             operand-type: {} with rank = {}.",
            dims.len(),
            quoted(ctx, operand),
            operand_shape.len()
        )));
    }
    let attrs = WindowAttrs {
        strides: optional_i64_array(op, WINDOW_STRIDES)?,
        padding: padding_pairs(op)?,
        ..WindowAttrs::default()
    };
    let window = window_of(op, &attrs, &dims)?;
    let source_shape =
        window_output_shape(operand_shape, &window).map_err(|m| op.plain_error(m))?;
    let expected_source = ctx.tensor_type(&source_shape, ctx.element_type(operand));
    if !compatible_shape_and_element(ctx, expected_source, source, true) {
        return Err(op.plain_error(format!(
            "expects source-type to be {}, but got{}",
            quoted(ctx, expected_source),
            quoted(ctx, source)
        )));
    }
    let Some(accumulators) = returned_types(op, 1) else {
        return Ok(());
    };
    let Some(&acc) = accumulators.first() else {
        return Ok(());
    };
    check_inferred_types(
        op,
        &[ctx.with_element_type(operand, ctx.element_type(acc))],
        &op.result_types(),
    )
}

/// StableHLO's `verifyWindowAttributesAndInferWindowDimensions` over `dims`.
fn window_of(op: OpRef<'_>, attrs: &WindowAttrs, dims: &[i64]) -> Result<Vec<WindowDim>, Diag> {
    attrs.window(dims).map_err(|m| op.plain_error(m))
}

/// StableHLO's `convertPaddingAttribute`: `padding = dense<[[lo, hi], ...]> : tensor<Nx2xi64>`
/// as `(low, high)` pairs (ODS `I64ElementsAttr`).
fn padding_pairs(op: OpRef<'_>) -> Result<Option<Vec<(i64, i64)>>, Diag> {
    let Some(a) = op.attr(PADDING) else {
        return Ok(None);
    };
    let constraint = || {
        op.error(format!(
            "attribute '{PADDING}' failed to satisfy constraint: 64-bit signless integer elements attribute"
        ))
    };
    let shape = i64_elements_shape(op.ctx, a).ok_or_else(constraint)?;
    if !matches!(shape, [_, 2]) {
        let dims: Vec<String> = shape.iter().map(|&d| dim_str(d)).collect();
        return Err(op.plain_error(format!(
            "expects the shape of padding-attribute to be {{N, 2}}, but got {{{}}}.",
            dims.join(", ")
        )));
    }
    let values = i64_elements(op.ctx, a).ok_or_else(constraint)?;
    Ok(Some(values.chunks_exact(2).map(|c| (c[0], c[1])).collect()))
}

/// The result shape of a reduce_window from its first input's shape and the window
/// attributes (shape refinement re-infers it once the input is static).
pub(crate) fn reduce_window_shape(op: OpRef<'_>) -> Result<Vec<i64>, Diag> {
    let (inputs, _) = inputs_and_init_values(op);
    let Some(&first) = inputs.first() else {
        return Err(op.plain_error("requires at least 1 input value"));
    };
    let attrs = WindowAttrs {
        strides: optional_i64_array(op, WINDOW_STRIDES)?,
        padding: padding_pairs(op)?,
        lhs_dilation: optional_i64_array(op, BASE_DILATIONS)?,
        rhs_dilation: optional_i64_array(op, WINDOW_DILATIONS)?,
        reversal: None,
    };
    let window = window_of(op, &attrs, &required_i64_array(op, WINDOW_DIMENSIONS)?)?;
    window_output_shape(shape_of(op.ctx, first), &window).map_err(|m| op.plain_error(m))
}
