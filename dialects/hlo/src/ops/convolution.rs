//! `hlo.convolution(%lhs, %rhs) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f],
//! window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate =
//! [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (...) -> ...`:
//! XLA's Conv / ConvWithGeneralPadding, with StableHLO's constraints (C1-C27) and
//! messages. The window and the shape inference are in `conv_window`.

use super::binary::same_or_quantized_operand_elements;
use super::conv_window::{parse_window, print_window, window_output_shape, WindowAttrs};
use crate::attrs::conv_dims::{self, ConvDims};
use crate::attrs::precision_config::{check_precision_count, precision_config};
use crate::display::quoted;
use crate::syntax::{parse_attrs_and_function_type, print_attrs_and_function_type};
use crate::table::OpRow;
use crate::types::class;
use crate::verify_util::{check_inferred, check_operands, check_results, required_int, shape_of};
use xla_ir::asm::{Delimiter, OpAsmParser, OpAsmPrinter, Punct};
use xla_ir::{Diag, OpRef, OperationState, DYNAMIC};

pub const DIMENSION_NUMBERS: &str = "dimension_numbers";
pub const FEATURE_GROUP_COUNT: &str = "feature_group_count";
pub const BATCH_GROUP_COUNT: &str = "batch_group_count";

xla_ir::declare_ops! {
    /// The ops of this group, declared.
    all: DECLS;

    /// `hlo.convolution`: Convolution operation.
    pub struct ConvolutionOp = "hlo.convolution" {
        summary: "Convolution operation",
        operands: [lhs: Single, rhs: Single],
        results: [result: Single],
        attributes: [window_strides = "window_strides": optional DenseArray, padding = "padding": optional Dense, lhs_dilation = "lhs_dilation": optional DenseArray, rhs_dilation = "rhs_dilation": optional DenseArray, window_reversal = "window_reversal": optional DenseArray, dimension_numbers = "dimension_numbers": required Any, feature_group_count = "feature_group_count": required Integer, batch_group_count = "batch_group_count": required Integer, precision_config = "precision_config": optional Array],
        traits: [PURE],
    }
}

pub const OPS: &[OpRow] = &[OpRow {
    decl: ConvolutionOp::INFO,
    description: "Convolution of the kind used in neural networks (XLA's Conv and \
                  ConvWithGeneralPadding): a window of `rhs` (the kernel) moves over the spatial \
                  dimensions of `lhs`, optionally strided, padded (negative padding crops), with \
                  holes inserted between input elements (`lhs_dilation`) or kernel elements \
                  (`rhs_dilation`) and the kernel reversed per dimension. `dimension_numbers` says \
                  which dimensions are batch, feature and spatial. `feature_group_count` splits the \
                  features into groups (depthwise convolution), `batch_group_count` the batch \
                  (filter gradients); at most one of them exceeds 1. `precision_config` holds at \
                  most one precision per operand.",
    example: "%r = hlo.convolution(%x, %k) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], \
              window = {stride = [1, 1], pad = [[1, 1], [1, 1]]} {batch_group_count = 1 : i64, \
              feature_group_count = 1 : i64} : (tensor<1x8x8x3xf32>, tensor<3x3x3x16xf32>) -> \
              tensor<1x8x8x16xf32>",
    verify: Some(verify_convolution_invariants),
    verify_after_traits: Some(verify_convolution),
    syntax: Some((parse_convolution, print_convolution)),
    ..OpRow::EMPTY
}];

pub(crate) fn dimension_numbers(op: OpRef<'_>) -> Result<ConvDims, Diag> {
    let Some(a) = op.attr(DIMENSION_NUMBERS) else {
        return Err(op.error(format!("requires attribute '{DIMENSION_NUMBERS}'")));
    };
    ConvDims::from_attr(op.ctx, a).ok_or_else(|| {
        op.error(format!(
            "attribute '{DIMENSION_NUMBERS}' failed to satisfy constraint: Structure of dimension information for conv op"
        ))
    })
}

pub(crate) fn group_counts(op: OpRef<'_>) -> Result<(i64, i64), Diag> {
    let constraint = "64-bit signless integer attribute";
    Ok((
        required_int(op, FEATURE_GROUP_COUNT, constraint)?,
        required_int(op, BATCH_GROUP_COUNT, constraint)?,
    ))
}

fn verify_convolution_invariants(op: OpRef<'_>) -> Result<(), Diag> {
    dimension_numbers(op)?;
    group_counts(op)?;
    precision_config(op)?;
    WindowAttrs::from_op(op)?;
    check_operands(op, class::ANY_OR_ANY_QUANT)?;
    check_results(op, class::ANY_OR_ANY_QUANT)
}

/// StableHLO's duplicate report: the dimension numbers sorted, then de-duplicated in
/// place as `std::unique` does (the tail keeps leftovers), or `None` if all distinct.
fn duplicates_report(dims: &[i64]) -> Option<String> {
    let mut v = dims.to_vec();
    v.sort_unstable();
    let first = v.windows(2).position(|w| w[0] == w[1])?;
    let mut dest = first;
    for i in first + 2..v.len() {
        if v[dest] != v[i] {
            dest += 1;
            v[dest] = v[i];
        }
    }
    Some(format!("{{{}}}", crate::dims::join(&v)))
}

/// C12-C13, C17-C20: spatial counts agree, positions in range and unique.
fn check_dimension_numbers(dims: &ConvDims, rank: usize) -> Result<(), String> {
    let (n_in, n_k, n_out) = (
        dims.input_spatial.len(),
        dims.kernel_spatial.len(),
        dims.output_spatial.len(),
    );
    if n_in != n_k || n_in != n_out {
        return Err(format!(
            "expects the same size for input, kernel and output spatial-dimensions, but got {n_in}, {n_k}, and {n_out} resp."
        ));
    }
    let all = |l: conv_dims::Layout<'_>| -> Vec<i64> {
        l.non_spatial.iter().chain(l.spatial).copied().collect()
    };
    let (input, kernel, output) = (all(dims.input()), all(dims.kernel()), all(dims.output()));
    let in_range = |v: &Vec<i64>| v.iter().all(|&d| d >= 0 && (d as u64) < rank as u64);
    if !(in_range(&input) && in_range(&kernel) && in_range(&output)) {
        return Err(format!(
            "expects input, kernel, and output dimension-numbers to be in-range [0, {rank})."
        ));
    }
    for (what, list) in [("input", &input), ("kernel", &kernel), ("output", &output)] {
        if let Some(report) = duplicates_report(list) {
            return Err(format!(
                "expects {what} dimension-numbers to be unique, got {report}."
            ));
        }
    }
    Ok(())
}

/// C10-C11, C14-C16, C21-C23: the group counts and the feature and batch sizes.
fn check_groups(
    lhs: &[i64],
    rhs: &[i64],
    dims: &ConvDims,
    fgc: i64,
    bgc: i64,
) -> Result<(), String> {
    if fgc <= 0 {
        return Err(format!(
            "expects feature_group_count to be a positive number, got {fgc}."
        ));
    }
    if bgc <= 0 {
        return Err(format!(
            "expects batch_group_count to be a positive number, got {bgc}."
        ));
    }
    if bgc > 1 && fgc > 1 {
        return Err(format!(
            "expects batch_group_count and feature_group_count not to be both greater than 1. Got {bgc} and {fgc} resp."
        ));
    }
    // Positions were range-checked by check_dimension_numbers.
    let dim = |shape: &[i64], d: i64| shape.get(d as usize).copied().unwrap_or(DYNAMIC);
    let (input_features, input_batch) = (dim(lhs, dims.input_feature), dim(lhs, dims.input_batch));
    let (kernel_in, kernel_out) = (
        dim(rhs, dims.kernel_input_feature),
        dim(rhs, dims.kernel_output_feature),
    );
    if kernel_out != DYNAMIC {
        if kernel_out % bgc != 0 {
            return Err(format!(
                "expects output feature dimension size ({kernel_out}) to be a multiple of batch_group_count. Got \
                 batch_group_count = {bgc}."
            ));
        }
        if kernel_out % fgc != 0 {
            return Err(format!(
                "expects kernel output feature dimension ({kernel_out}) to be divisible by feature_group_count. For \
                 feature_group_count = {fgc}."
            ));
        }
    }
    if input_features != DYNAMIC {
        if input_features % fgc != 0 {
            return Err(format!(
                "expects input feature dimension ({input_features}) to be a multiple of feature_group_count. Got \
                 feature_group_count = {fgc}."
            ));
        }
        if kernel_in != DYNAMIC && input_features / fgc != kernel_in {
            return Err(format!(
                "expects input feature dimension ({input_features}) / feature_group_count = kernel input feature \
                 dimension ({kernel_in}). Got feature_group_count = {fgc}."
            ));
        }
    }
    if input_batch != DYNAMIC && input_batch % bgc != 0 {
        return Err(format!(
            "expects input batch dimension ({input_batch}) to be divisible by batch_group_count. Got \
             batch_group_count = {bgc}."
        ));
    }
    Ok(())
}

/// The result shape (C25) after checking the dimension numbers, groups and window
/// (everything of StableHLO's `inferConvolutionOp` after the rank checks).
pub fn infer_convolution_shape(
    lhs: &[i64],
    rhs: &[i64],
    dims: &ConvDims,
    window: &WindowAttrs,
    fgc: i64,
    bgc: i64,
) -> Result<Vec<i64>, String> {
    check_dimension_numbers(dims, lhs.len())?;
    check_groups(lhs, rhs, dims, fgc, bgc)?;
    if lhs.len() != dims.input_spatial.len() + 2 {
        return Err(format!(
            "expects convolution arguments to have {} dimensions. Got: {}",
            dims.input_spatial.len() + 2,
            lhs.len()
        ));
    }
    let dim = |shape: &[i64], d: i64| shape.get(d as usize).copied().unwrap_or(DYNAMIC);
    let window_sizes: Vec<i64> = dims.kernel_spatial.iter().map(|&d| dim(rhs, d)).collect();
    let window = window.window(&window_sizes)?;
    let base: Vec<i64> = dims.input_spatial.iter().map(|&d| dim(lhs, d)).collect();
    let spatial = window_output_shape(&base, &window)?;
    let mut result = vec![DYNAMIC; lhs.len()];
    let mut set = |d: i64, v: i64| {
        if let Some(slot) = result.get_mut(d as usize) {
            *slot = v;
        }
    };
    for (&d, &size) in dims.output_spatial.iter().zip(&spatial) {
        set(d, size);
    }
    let batch = dim(lhs, dims.input_batch);
    set(
        dims.output_batch,
        if batch == DYNAMIC {
            DYNAMIC
        } else {
            batch / bgc
        },
    );
    set(dims.output_feature, dim(rhs, dims.kernel_output_feature));
    Ok(result)
}

/// Where a convolution's padding comes from.
pub(crate) enum Padding {
    /// The `padding` attribute (hlo.convolution).
    Attr,
    /// A dynamic_conv's constant padding operand.
    Known(Vec<(i64, i64)>),
    /// A dynamic_conv's padding known only at run time: the output's spatial sizes are not
    /// checked.
    Unknown,
}

fn verify_convolution(op: OpRef<'_>) -> Result<(), Diag> {
    verify_conv_shapes(op, Padding::Attr)
}

/// StableHLO's convolution checks of the operand and result shapes (C1-C27).
pub(crate) fn verify_conv_shapes(op: OpRef<'_>, padding: Padding) -> Result<(), Diag> {
    let ctx = op.ctx;
    let (lhs_ty, rhs_ty) = (op.operand_type(0), op.operand_type(1));
    let (lhs, rhs) = (shape_of(ctx, lhs_ty), shape_of(ctx, rhs_ty));
    if lhs.len() != rhs.len() {
        return Err(op.error(format!(
            "expects convolution arguments to have same number of dimensions. Got: {} and {}.",
            quoted(ctx, lhs_ty),
            quoted(ctx, rhs_ty)
        )));
    }
    if lhs.len() < 2 {
        return Err(op.error(format!(
            "expects convolution arguments to have >= 2 dimensions. Got: {} and {}.",
            quoted(ctx, lhs_ty),
            quoted(ctx, rhs_ty)
        )));
    }
    let dims = dimension_numbers(op)?;
    let (fgc, bgc) = group_counts(op)?;
    if let Some(config) = precision_config(op)? {
        check_precision_count(op, &config)?;
    }
    let mut window = WindowAttrs::from_op(op)?;
    match &padding {
        Padding::Attr => {}
        Padding::Known(pairs) => window.padding = Some(pairs.clone()),
        Padding::Unknown => window.padding = None,
    }
    let mut shape =
        infer_convolution_shape(lhs, rhs, &dims, &window, fgc, bgc).map_err(|m| op.error(m))?;
    if matches!(padding, Padding::Unknown) {
        for &d in &dims.output_spatial {
            if let Some(size) = shape.get_mut(d as usize) {
                *size = DYNAMIC;
            }
        }
    }
    // C27 for lhs and rhs; the result may use a wider accumulation type (i8 x i8 -> i32).
    same_or_quantized_operand_elements(op)?;
    let result = op.result_type(0);
    check_inferred(
        op,
        ctx.tensor_type(&shape, ctx.element_type(result)),
        result,
    )
}

/// `(%lhs, %rhs) dim_numbers = ..., window = {...} attr-dict : functional-type`.
fn parse_convolution(p: &mut dyn OpAsmParser, st: &mut OperationState) -> Result<(), Diag> {
    let operands = p.parse_operand_list(Delimiter::Paren)?;
    let mut first = true;
    loop {
        if first {
            if !p.peek_keyword("dim_numbers") && !p.peek_keyword("window") {
                break;
            }
            first = false;
        } else if !p.parse_optional_punct(Punct::Comma) {
            break;
        }
        if p.parse_optional_keyword("dim_numbers") {
            p.parse_punct(Punct::Equal)?;
            let dims = conv_dims::parse_compact(p.as_asm_parser())?;
            st.set_attr(p.ctx(), DIMENSION_NUMBERS, dims.attr(p.ctx()));
        } else {
            p.parse_keyword("window")?;
            p.parse_punct(Punct::Equal)?;
            p.parse_punct(Punct::LBrace)?;
            parse_window(p, st)?;
        }
    }
    parse_attrs_and_function_type(p, st, &operands)
}

fn print_convolution(p: &mut dyn OpAsmPrinter, op: OpRef<'_>) {
    let operands: Vec<_> = op.operands().collect();
    p.write_str("(");
    p.print_operands(&operands);
    p.write_str(") ");
    let mut elided = vec![];
    let compact = op
        .attr(DIMENSION_NUMBERS)
        .and_then(|a| ConvDims::from_attr(op.ctx, a))
        .and_then(|d| d.compact_text());
    if let Some(text) = compact {
        p.write_str(&format!("dim_numbers = {text}, "));
        elided.push(DIMENSION_NUMBERS);
    }
    p.write_str("window = ");
    elided.extend(print_window(p, op));
    print_attrs_and_function_type(p, op, &elided);
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn duplicates_are_reported_like_stablehlo() {
        assert_eq!(
            duplicates_report(&[3, 2, 0, 0]).as_deref(),
            Some("{0, 2, 3, 3}")
        );
        assert_eq!(
            duplicates_report(&[0, 3, 0, 3]).as_deref(),
            Some("{0, 3, 3, 3}")
        );
        assert_eq!(duplicates_report(&[0, 0]).as_deref(), Some("{0, 0}"));
        assert_eq!(duplicates_report(&[0, 1, 2]), None);
    }

    #[test]
    fn shapes_follow_padding_dilation_and_groups() {
        let window = WindowAttrs {
            padding: Some(vec![(1, 1), (2, 2)]),
            lhs_dilation: Some(vec![2, 2]),
            ..WindowAttrs::default()
        };
        let shape = infer_convolution_shape(
            &[1, 16, 16, 2],
            &[2, 3, 2, 2],
            &ConvDims::nhwc(),
            &window,
            1,
            1,
        );
        assert_eq!(shape, Ok(vec![1, 32, 33, 2]));
        let grouped = infer_convolution_shape(
            &[4, 9, 9, 6],
            &[3, 3, 3, 12],
            &ConvDims::nhwc(),
            &WindowAttrs::default(),
            2,
            1,
        );
        assert_eq!(grouped, Ok(vec![4, 7, 7, 12]));
        let batch_groups = infer_convolution_shape(
            &[4, 9, 9, 6],
            &[3, 3, 6, 12],
            &ConvDims::nhwc(),
            &WindowAttrs::default(),
            1,
            2,
        );
        assert_eq!(batch_groups, Ok(vec![2, 7, 7, 12]));
    }

    #[test]
    fn group_rules_have_their_messages() {
        let err = |lhs: &[i64], rhs: &[i64], f, b| {
            infer_convolution_shape(lhs, rhs, &ConvDims::nhwc(), &WindowAttrs::default(), f, b)
                .unwrap_err()
        };
        assert!(err(&[1, 8, 8, 207], &[3, 3, 207, 16], 1, 3)
            .contains("(16) to be a multiple of batch_group_count"));
        assert!(err(&[1, 8, 8, 207], &[3, 3, 20, 16], 2, 1)
            .contains("(207) to be a multiple of feature_group_count"));
        assert!(err(&[5, 8, 8, 207], &[3, 3, 207, 16], 1, 2).contains("input batch dimension (5)"));
        assert!(err(&[1, 8, 8, 207], &[3, 3, 207, 16], 0, 1)
            .contains("feature_group_count to be a positive number"));
    }
}
