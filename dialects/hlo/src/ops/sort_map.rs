//! Ops applying a scalar computation across tensors: `hlo.sort` (a comparator orders N
//! tensors together along one dimension) and `hlo.map` (element-wise application). Both
//! print in the generic form, as StableHLO does.

use crate::display::quoted;
use crate::regions::{
    arg_types, check_returns_one_i1, check_single_block_regions, returned_types,
    verify_return_terminators,
};
use crate::table::OpRow;
use crate::types::{class, is_tensor_of};
use crate::verify_util::{
    check_inferred_types, check_variadic, inference_failed, required_i64_array, shape_of,
    tensor_summary, verify_compatible_operands_and_result_shape,
};
use xla_ir::{Arity, AttrData, Diag, OpRef};

pub const DIMENSION: &str = "dimension";
pub const IS_STABLE: &str = "is_stable";
pub const DIMENSIONS: &str = "dimensions";

xla_ir::declare_ops! {
    /// The ops of this group, declared.
    all: DECLS;

    /// `hlo.sort`: Sort operation.
    pub struct SortOp = "hlo.sort" {
        summary: "Sort operation",
        operands: [inputs: Variadic],
        results: [results: Variadic],
        attributes: [dimension = "dimension": optional Integer, is_stable = "is_stable": optional Bool],
        regions: [comparator: Single],
        traits: [RECURSIVE_MEMORY_EFFECTS],
    }
    /// `hlo.map`: Map operation.
    pub struct MapOp = "hlo.map" {
        summary: "Map operation",
        operands: [inputs: Variadic],
        results: [result: Single],
        attributes: [dimensions = "dimensions": required DenseArray],
        regions: [computation: Single],
        traits: [RECURSIVE_MEMORY_EFFECTS],
    }
}

pub const OPS: &[OpRow] = &[
    OpRow {
    decl: SortOp::INFO,
        description: "Sorts `inputs` (N tensors of one shape) together along `dimension` (default -1, the \
                      last; negative values count from the end). `comparator` takes two elements of each \
                      input, `(tensor<E0>, tensor<E0>, tensor<E1>, tensor<E1>, ...)`, and returns a \
                      `tensor<i1>` saying whether the first goes before the second. `is_stable` keeps \
                      equal elements in order.",
        example: "%r = \"hlo.sort\"(%x) ({\n^bb0(%a: tensor<f32>, %b: tensor<f32>):\n  \
                  %lt = hlo.compare LT, %a, %b : (tensor<f32>, tensor<f32>) -> tensor<i1>\n  \
                  hlo.return %lt : tensor<i1>\n}) {dimension = 0 : i64, is_stable = true} : \
                  (tensor<4xf32>) -> tensor<4xf32>",
        verify: Some(verify_sort_invariants),
        verify_after_traits: Some(verify_sort),
        verify_regions: Some(verify_return_terminators),
        ..OpRow::EMPTY
    },
    OpRow {
    decl: MapOp::INFO,
        description: "Applies `computation` element-wise to `inputs` (N tensors of one shape): it takes one \
                      0-dimensional tensor per input, of that input's element type, and returns one \
                      0-dimensional tensor, whose element type the result has. `dimensions` must be all \
                      dimensions in order.",
        example: "%r = \"hlo.map\"(%a, %b) ({\n^bb0(%x: tensor<f32>, %y: tensor<f32>):\n  \
                  %s = hlo.add %x, %y : tensor<f32>\n  hlo.return %s : tensor<f32>\n}) \
                  {dimensions = array<i64: 0>} : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>",
        verify: Some(verify_map_invariants),
        verify_after_traits: Some(verify_map),
        verify_regions: Some(verify_return_terminators),
        ..OpRow::EMPTY
    },
];

fn check_tensors(op: OpRef<'_>) -> Result<(), Diag> {
    let ctx = op.ctx;
    let summary = tensor_summary(class::ANY);
    let is_tensor = |t| is_tensor_of(ctx, t, class::ANY);
    check_variadic(op, "operand", 0, &op.operand_types(), &summary, is_tensor)?;
    if op.num_results() == 1 && op.def().is_some_and(|d| d.results == Arity::Exactly(1)) {
        return crate::verify_util::check_tensor_of(op, "result", 0, op.result_type(0), class::ANY);
    }
    check_variadic(op, "result", 0, &op.result_types(), &summary, is_tensor)
}

/// `dimension` (i64, default -1) and `is_stable` (bool, default false).
fn sort_attrs(op: OpRef<'_>) -> Result<(i64, bool), Diag> {
    let ctx = op.ctx;
    let dimension = match op.attr(DIMENSION) {
        None => -1,
        Some(a) => match ctx.attr_data(a) {
            AttrData::Integer { ty, value } if ctx.is_signless_integer(*ty) && ctx.integer_width(*ty) == Some(64) => {
                *value as i64
            }
            _ => {
                return Err(op.error(format!(
                    "attribute '{DIMENSION}' failed to satisfy constraint: 64-bit signless integer attribute"
                )))
            }
        },
    };
    let stable = match op.attr(IS_STABLE) {
        None => false,
        Some(a) => match ctx.attr_data(a) {
            AttrData::Integer { ty, value } if ctx.integer_width(*ty) == Some(1) => *value != 0,
            _ => {
                return Err(op.error(format!(
                    "attribute '{IS_STABLE}' failed to satisfy constraint: bool attribute"
                )))
            }
        },
    };
    Ok((dimension, stable))
}

fn verify_sort_invariants(op: OpRef<'_>) -> Result<(), Diag> {
    check_tensors(op)?;
    sort_attrs(op)?;
    check_single_block_regions(op, &["comparator"])
}

/// SameOperandsAndResultShape, the inferred types (the inputs'), then StableHLO's
/// `verifySortOp`.
fn verify_sort(op: OpRef<'_>) -> Result<(), Diag> {
    let ctx = op.ctx;
    verify_compatible_operands_and_result_shape(op)?;
    let inputs = op.operand_types();
    check_inferred_types(op, &inputs, &op.result_types())?;
    let Some(&first) = inputs.first() else {
        return Err(op.plain_error("requires at least 1 input value"));
    };
    let (dimension, _) = sort_attrs(op)?;
    let rank = shape_of(ctx, first).len() as i64;
    if dimension < -rank || dimension >= rank {
        return Err(op.plain_error(format!(
            "dimension attribute value must be in range [-{rank}, {rank}), but found {dimension}"
        )));
    }
    let args = arg_types(op, 0);
    if args.len() != 2 * inputs.len() {
        return Err(op.plain_error(format!(
            "comparator block should have {} arguments",
            2 * inputs.len()
        )));
    }
    for (k, &input) in inputs.iter().enumerate() {
        let expected = ctx.tensor_type(&[], ctx.element_type(input));
        for i in [2 * k, 2 * k + 1] {
            if args[i] != expected {
                return Err(op.plain_error(format!(
                    "comparator block argument #{i} should be of type {} but got {}",
                    quoted(ctx, expected),
                    quoted(ctx, args[i])
                )));
            }
        }
    }
    check_returns_one_i1(
        op,
        0,
        "comparator must return single output but got ",
        "comparator must return tensor<i1> but got ",
    )
}

fn verify_map_invariants(op: OpRef<'_>) -> Result<(), Diag> {
    check_tensors(op)?;
    required_i64_array(op, DIMENSIONS)?;
    check_single_block_regions(op, &["computation"])
}

/// SameOperandsAndResultShape, then the inference (InferTypeOpInterface: a failure is
/// followed by `failed to infer returned types`).
fn verify_map(op: OpRef<'_>) -> Result<(), Diag> {
    verify_compatible_operands_and_result_shape(op)?;
    infer_map(op).map_err(|d| inference_failed(op, d))
}

/// StableHLO's `inferMapOp` and the inferred type.
fn infer_map(op: OpRef<'_>) -> Result<(), Diag> {
    let ctx = op.ctx;
    let inputs = op.operand_types();
    let args = arg_types(op, 0);
    if inputs.len() != args.len() {
        return Err(op.plain_error(format!(
            "expects number of operands to match the arity of map computation, but got: {} and {}",
            inputs.len(),
            args.len()
        )));
    }
    for (i, (&arg, &input)) in args.iter().zip(&inputs).enumerate() {
        let Some(arg_shape) = ctx.shape(arg).filter(|_| ctx.is_tensor(arg)) else {
            return Err(op.plain_error(format!(
                "computation arguments must be 0-rank tensor, but got: arg #{i} of type {}",
                quoted(ctx, arg)
            )));
        };
        if !arg_shape.is_empty() {
            return Err(op.plain_error(format!(
                "computation arguments must be 0-rank tensor, but got: arg #{i} of type {}",
                quoted(ctx, arg)
            )));
        }
        let (arg_elem, input_elem) = (ctx.element_type(arg), ctx.element_type(input));
        if arg_elem != input_elem {
            return Err(op.plain_error(format!(
                "element type of operands and computation arguments must match, but got: {} and {}",
                quoted(ctx, input_elem),
                quoted(ctx, arg_elem)
            )));
        }
    }
    let Some(outputs) = returned_types(op, 0) else {
        return Ok(());
    };
    let [output] = outputs.as_slice() else {
        return Err(op.plain_error(format!(
            "computation must return single output, but got: {}",
            outputs.len()
        )));
    };
    if ctx.shape(*output).is_none_or(|s| !s.is_empty()) || !ctx.is_tensor(*output) {
        return Err(op.plain_error(format!(
            "computation must return 0-rank tensor, but got: {}",
            quoted(ctx, *output)
        )));
    }
    let dims = required_i64_array(op, DIMENSIONS)?;
    if dims.iter().enumerate().any(|(i, &d)| d != i as i64) {
        return Err(op.plain_error(format!(
            "requires monotonically increasing dimension numbers, but got: {}",
            crate::dims::join(&dims)
        )));
    }
    let mut result_shape: &[i64] = &[];
    for &input in &inputs {
        let shape = shape_of(ctx, input);
        if dims.len() != shape.len() {
            return Err(op.plain_error(format!(
                "applied to a subset of dimensions currently not supported: operand dimensions = {}, requested map \
                 dimensions size = {}",
                shape.len(),
                dims.len()
            )));
        }
        result_shape = shape;
    }
    let inferred = [ctx.tensor_type(result_shape, ctx.element_type(*output))];
    check_inferred_types(op, &inferred, &op.result_types())
}
