//! `"hlo.dynamic_conv"(%lhs, %rhs, %padding) {...}`: StableHLO's dynamic_conv, a convolution
//! whose padding is an operand (an integer tensor of shape `[N, 2]`, N spatial dimensions)
//! instead of the `padding` attribute; the other attributes and constraints are
//! `hlo.convolution`'s. Generic syntax only, as in StableHLO. A constant padding is checked
//! like the attribute; canonicalize turns such an op into `hlo.convolution`.

use super::conv_window::{WindowAttrs, PADDING};
use super::convolution::{
    dimension_numbers, group_counts, verify_conv_shapes, ConvolutionOp, Padding,
};
use crate::attrs::int_elements::i64_elements_attr;
use crate::attrs::precision_config::precision_config;
use crate::const_operand::constant_ints;
use crate::display::shape_str;
use crate::table::OpRow;
use crate::types::class;
use crate::verify_util::{check_results, check_tensor_of, shape_of};
use xla_ir::{Attribute, Body, Context, Diag, OpId, OpRef, OperationState, DYNAMIC};

xla_ir::declare_ops! {
    /// The ops of this group, declared.
    all: DECLS;

    /// `hlo.dynamic_conv`: DynamicConv operation.
    pub struct DynamicConvOp = "hlo.dynamic_conv" {
        summary: "DynamicConv operation",
        operands: [lhs: Single, rhs: Single, padding: Single],
        results: [result: Single],
        attributes: [window_strides = "window_strides": optional DenseArray, lhs_dilation = "lhs_dilation": optional DenseArray, rhs_dilation = "rhs_dilation": optional DenseArray, window_reversal = "window_reversal": optional DenseArray, dimension_numbers = "dimension_numbers": required Any, feature_group_count = "feature_group_count": required Integer, batch_group_count = "batch_group_count": required Integer, precision_config = "precision_config": optional Array],
        traits: [PURE],
    }
}

pub const OPS: &[OpRow] = &[OpRow {
    decl: DynamicConvOp::INFO,
    description: "Convolution whose padding is the run-time value of the `padding` operand, an \
                  integer tensor of shape `[N, 2]` (low and high padding of each of the N spatial \
                  dimensions); otherwise as `hlo.convolution`. With a constant padding, \
                  canonicalize makes it an `hlo.convolution`.",
    example: "%r = \"hlo.dynamic_conv\"(%x, %k, %pad) {batch_group_count = 1 : i64, \
              dimension_numbers = #hlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, \
              feature_group_count = 1 : i64} : (tensor<1x8x8x3xf32>, tensor<3x3x3x16xf32>, \
              tensor<2x2xi64>) -> tensor<1x?x?x16xf32>",
    verify: Some(verify_dynamic_conv_invariants),
    verify_after_traits: Some(verify_dynamic_conv),
    ..OpRow::EMPTY
}];

fn verify_dynamic_conv_invariants(op: OpRef<'_>) -> Result<(), Diag> {
    dimension_numbers(op)?;
    group_counts(op)?;
    precision_config(op)?;
    WindowAttrs::from_op(op)?;
    check_tensor_of(op, "operand", 0, op.operand_type(0), class::ANY)?;
    check_tensor_of(op, "operand", 1, op.operand_type(1), class::ANY)?;
    check_tensor_of(op, "operand", 2, op.operand_type(2), class::INT)?;
    check_results(op, class::ANY)
}

/// The padding pairs of a constant padding operand, if it is one.
pub fn constant_padding(op: OpRef<'_>) -> Option<Vec<(i64, i64)>> {
    let ints = constant_ints(op, 2)?;
    if !matches!(shape_of(op.ctx, op.operand_type(2)), [_, 2]) {
        return None;
    }
    Some(ints.chunks(2).map(|p| (p[0], p[1])).collect())
}

fn verify_dynamic_conv(op: OpRef<'_>) -> Result<(), Diag> {
    let spatial = dimension_numbers(op)?.input_spatial.len() as i64;
    let shape = shape_of(op.ctx, op.operand_type(2));
    let rows_ok = matches!(shape, [n, _] if *n == spatial || *n == DYNAMIC);
    let cols_ok = matches!(shape, [_, c] if *c == 2 || *c == DYNAMIC);
    if !(rows_ok && cols_ok) {
        return Err(op.error(format!(
            "expects padding to be of shape [{spatial}, 2] (one pair per spatial dimension), but got {}.",
            shape_str(shape)
        )));
    }
    let padding = constant_padding(op).map_or(Padding::Unknown, Padding::Known);
    verify_conv_shapes(op, padding)
}

/// The attributes of the `hlo.convolution` a dynamic_conv with a constant padding is: its
/// own, with the padding as the `padding` attribute (`tensor<Nx2xi64>`).
pub fn convolution_attrs<'a>(op: OpRef<'a>) -> Option<Vec<(&'a str, Attribute)>> {
    let pairs = constant_padding(op)?;
    let flat: Vec<i64> = pairs.iter().flat_map(|&(lo, hi)| [lo, hi]).collect();
    let padding = i64_elements_attr(op.ctx, &[pairs.len() as i64, 2], &flat);
    // The declared attributes (properties), then any discardable ones.
    let declared = DynamicConvOp::INFO
        .attributes
        .iter()
        .filter_map(|a| Some((a.name, op.attr(a.name)?)));
    let is_declared = |name: &str| {
        DynamicConvOp::INFO
            .attributes
            .iter()
            .any(|a| a.name == name)
    };
    let discardable = op
        .attrs()
        .iter()
        .map(|(name, value)| (op.ctx.symbol_str(name), value))
        .filter(|&(name, _)| !is_declared(name));
    let mut attrs: Vec<(&str, Attribute)> = declared
        .chain(discardable)
        .filter(|&(name, _)| name != PADDING)
        .collect();
    attrs.push((PADDING, padding));
    Some(attrs)
}

/// Replaces dynamic_conv `op` of `body` by the `hlo.convolution` it is when its padding is
/// a constant (result type kept); the new op, or `None` when the padding is not constant.
pub fn replace_by_convolution(ctx: &Context, body: &mut Body, op: OpId) -> Option<OpId> {
    let r = OpRef::new(ctx, body, op);
    let attrs: Vec<(String, Attribute)> = convolution_attrs(r)?
        .into_iter()
        .map(|(n, a)| (n.to_string(), a))
        .collect();
    let operands: Vec<_> = r.operands().take(2).collect();
    let mut state = OperationState::new(ctx, ConvolutionOp::NAME, body.op(op).loc)
        .operands(&operands)
        .results(&[r.result_type(0)]);
    for (name, value) in &attrs {
        state.set_attr(ctx, name, *value);
    }
    let new = body.create_op(ctx, state);
    body.insert_op_before(op, new);
    let (old, fresh) = (body.result(op, 0), body.result(new, 0));
    body.replace_all_uses(old, fresh);
    body.erase_op(op);
    Some(new)
}
