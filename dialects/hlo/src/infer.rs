//! Result shapes of hlo ops from their operands' types and attributes (StableHLO's
//! `InferShapedTypeOpInterface`), for shape refinement: once operands become static the
//! results can be re-inferred. Each rule is the dialect's own inference (`ops::*::infer_*`,
//! the shape functions the verifiers use); element types are not inferred (the caller keeps
//! the result's).

use crate::ops::{self, binary, unary};
use crate::verify_util::{required_i64_array, shape_of};
use xla_ir::{OpRef, Traits, DYNAMIC};

/// The inferred shape of every result of `op`: `None` when the dialect has no rule for
/// the op (its results are given by attributes, or it is not an hlo op), an error when the
/// operands do not fit the op.
pub fn infer_result_shapes(op: OpRef<'_>) -> Option<Result<Vec<Vec<i64>>, String>> {
    let name = op.name_str();
    let ctx = op.ctx;
    let operand_shape = |i: usize| shape_of(ctx, op.operand_type(i)).to_vec();
    let one = |r: Result<xla_ir::Type, String>| r.map(|t| vec![shape_of(ctx, t).to_vec()]);
    let i64s = |attr: &str| required_i64_array(op, attr).map_err(|d| d.message);
    let elementwise = op.has_trait(Traits::ELEMENTWISE)
        || op.has_trait(Traits::SAME_OPERANDS_AND_RESULT_SHAPE)
        || binary::DECLS.iter().any(|d| d.name == name)
        || unary::DECLS.iter().any(|d| d.name == name)
        || [
            ops::CompareOp::NAME,
            ops::SelectOp::NAME,
            ops::ClampOp::NAME,
            ops::MapOp::NAME,
        ]
        .contains(&name);
    if elementwise && name.starts_with("hlo.") {
        let rank = shape_of(ctx, op.result_type(0)).len();
        let shapes: Vec<Vec<i64>> = (0..op.num_operands())
            .map(operand_shape)
            .filter(|s| s.len() == rank)
            .collect();
        return Some(join_broadcast(&shapes, rank).map(|s| vec![s; op.num_results()]));
    }
    // Results with the shapes of the leading operands.
    let same_as_operands = [
        ops::SortOp::NAME,
        ops::ReverseOp::NAME,
        ops::DynamicUpdateSliceOp::NAME,
        ops::ScatterOp::NAME,
        ops::SelectAndScatterOp::NAME,
        ops::CholeskyOp::NAME,
        ops::OptimizationBarrierOp::NAME,
    ];
    if same_as_operands.contains(&name) {
        return Some(Ok((0..op.num_results()).map(operand_shape).collect()));
    }
    if name == ops::BitcastConvertOp::NAME {
        // Equal widths keep the shape; a narrower result adds a minor dimension of the
        // ratio, a wider one drops it (StableHLO's bitcast_convert C2).
        let (from, to) = (
            crate::types::bit_width(ctx, ctx.element_type(op.operand_type(0))),
            crate::types::bit_width(ctx, ctx.element_type(op.result_type(0))),
        );
        let mut shape = operand_shape(0);
        match (from, to) {
            (Some(f), Some(t)) if t < f && t > 0 => shape.push(i64::from(f / t)),
            (Some(f), Some(t)) if t > f => {
                shape.pop();
            }
            _ => {}
        }
        return Some(Ok(vec![shape]));
    }
    if name == ops::TriangularSolveOp::NAME {
        return Some(Ok(vec![operand_shape(1)]));
    }
    Some(match name {
        n if n == ops::SliceOp::NAME => (|| {
            one(ops::slice::infer_slice(
                op,
                &i64s(ops::slice::START_INDICES)?,
                &i64s(ops::slice::LIMIT_INDICES)?,
                &i64s(ops::slice::STRIDES)?,
            ))
        })(),
        n if n == ops::ConcatenateOp::NAME => {
            let dim = op
                .attr(ops::concatenate::DIMENSION)
                .and_then(|a| ctx.attr_as_int(a))
                .and_then(|v| i64::try_from(v).ok());
            match dim {
                Some(d) => one(ops::concatenate::infer_concatenate(op, d)),
                None => Err("requires attribute 'dimension'".into()),
            }
        }
        n if n == ops::TransposeOp::NAME => {
            i64s(ops::reorder::PERMUTATION).and_then(|p| one(ops::reorder::infer_transpose(op, &p)))
        }
        n if n == ops::BroadcastOp::NAME => i64s(ops::broadcast::BROADCAST_SIZES)
            .and_then(|s| one(ops::broadcast::infer_broadcast(op, &s))),
        n if n == ops::PadOp::NAME => (|| {
            one(ops::pad::infer_pad(
                op,
                &i64s(ops::pad::EDGE_PADDING_LOW)?,
                &i64s(ops::pad::EDGE_PADDING_HIGH)?,
                &i64s(ops::pad::INTERIOR_PADDING)?,
            ))
        })(),
        n if n == ops::DynamicSliceOp::NAME => i64s(ops::dynamic_slice::SLICE_SIZES)
            .and_then(|s| one(ops::dynamic_slice::infer_dynamic_slice(op, &s))),
        n if n == ops::ReduceOp::NAME => (|| {
            let (inputs, _) = crate::regions::inputs_and_init_values(op);
            let dims = i64s(ops::reduce::DIMENSIONS)?;
            let kept = ops::reduce::reduced_shape(op, &inputs, &dims).map_err(|d| d.message)?;
            Ok(vec![kept; op.num_results()])
        })(),
        n if n == ops::ReduceWindowOp::NAME => ops::windowed::reduce_window_shape(op)
            .map(|s| vec![s; op.num_results()])
            .map_err(|d| d.message),
        n if n == ops::DotGeneralOp::NAME => (|| {
            let dims = ops::dot_general::dimension_numbers(op).map_err(|d| d.message)?;
            ops::dot_general::infer_dot_general_shape(&dims, &operand_shape(0), &operand_shape(1))
                .map(|s| vec![s])
        })(),
        n if n == ops::DotOp::NAME => {
            ops::dot::infer_dot_shape(&operand_shape(0), &operand_shape(1)).map(|s| vec![s])
        }
        n if n == ops::ConvolutionOp::NAME => (|| {
            let dims = ops::convolution::dimension_numbers(op).map_err(|d| d.message)?;
            let (fgc, bgc) = ops::convolution::group_counts(op).map_err(|d| d.message)?;
            let window = ops::conv_window::WindowAttrs::from_op(op).map_err(|d| d.message)?;
            ops::convolution::infer_convolution_shape(
                &operand_shape(0),
                &operand_shape(1),
                &dims,
                &window,
                fgc,
                bgc,
            )
            .map(|s| vec![s])
        })(),
        n if n == ops::GatherOp::NAME => (|| {
            let dims = ops::gather::gather_dimension_numbers(op).map_err(|d| d.message)?;
            let sizes = i64s(ops::gather::SLICE_SIZES)?;
            ops::gather_shape::infer_gather(
                &operand_shape(1),
                ops::gather_shape::SliceSizes::Known(&sizes),
                &dims.gather(),
            )
            .map(|s| vec![s])
        })(),
        _ => return None,
    })
}

/// The shape of an element-wise result of rank `rank` from its operands of that rank
/// (XLA's degenerate broadcasting: a size other than 1 wins; all-1 stays 1; else `?`).
fn join_broadcast(shapes: &[Vec<i64>], rank: usize) -> Result<Vec<i64>, String> {
    (0..rank)
        .map(|d| {
            let sizes: Vec<i64> = shapes.iter().map(|s| s[d]).collect();
            let mut wide = sizes.iter().filter(|&&n| n != DYNAMIC && n != 1);
            match (
                wide.next(),
                wide.find(|&&m| Some(&m) != sizes.iter().find(|&&n| n != DYNAMIC && n != 1)),
            ) {
                (Some(&a), Some(&b)) => {
                    Err(format!("operand sizes {a} and {b} of dimension {d} differ"))
                }
                (Some(&n), None) => Ok(n),
                (None, _) if !sizes.is_empty() && sizes.iter().all(|&n| n == 1) => Ok(1),
                (None, _) => Ok(DYNAMIC),
            }
        })
        .collect()
}
