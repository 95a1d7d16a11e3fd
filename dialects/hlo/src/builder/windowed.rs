//! Windowed reductions: reduce_window and select_and_scatter, the window's strides,
//! dilations and padding from [`WindowAttrs`].

use super::{HloBuilder, OpSpec, Results, XlaComputation, XlaOp};
use crate::attrs::int_elements::i64_elements_attr;
use crate::ops::conv_window::{window_output_shape, WindowAttrs};
use crate::ops::windowed::{
    BASE_DILATIONS, PADDING, WINDOW_DILATIONS, WINDOW_DIMENSIONS, WINDOW_STRIDES,
};
use crate::verify_util::{elem_of, shape_of};

impl<'c> HloBuilder<'c> {
    /// XLA's `ReduceWindowWithGeneralPadding(operand, init_value, computation,
    /// window_dimensions, window_strides, base_dilations, window_dilations, padding)`; the
    /// window's strides, dilations and padding are in `window` (`lhs_dilation` = base,
    /// `rhs_dilation` = window dilations).
    pub fn reduce_window(
        &mut self,
        operand: XlaOp,
        init_value: XlaOp,
        computation: &XlaComputation,
        window_dimensions: &[i64],
        window: &WindowAttrs,
    ) -> XlaOp {
        let ctx = self.ctx;
        let operands = [operand, init_value];
        let shape = window
            .window(window_dimensions)
            .and_then(|w| window_output_shape(shape_of(ctx, operand.ty), &w));
        let (shape, Some(&acc)) = (shape, computation.result_types.first()) else {
            return self.reject(
                "reduce_window",
                &operands,
                "the computation returns no value".to_string(),
            );
        };
        let shape = match shape {
            Ok(s) => s,
            Err(m) => return self.reject("reduce_window", &operands, m),
        };
        let result = ctx.tensor_type(&shape, elem_of(ctx, acc));
        let spec = OpSpec::new("reduce_window", &operands, Results::Known(vec![result]))
            .attr(WINDOW_DIMENSIONS, ctx.dense_i64_array(window_dimensions))
            .region(computation);
        let lists = [
            (WINDOW_STRIDES, &window.strides),
            (BASE_DILATIONS, &window.lhs_dilation),
            (WINDOW_DILATIONS, &window.rhs_dilation),
        ];
        self.emit1(with_window(ctx, spec, &lists, &window.padding))
    }

    /// XLA's `SelectAndScatterWithGeneralPadding(operand, select, window_dimensions,
    /// window_strides, padding, source, init_value, scatter)`: the result has the operand's
    /// type. (XLA's argument list, hence the count.)
    #[allow(clippy::too_many_arguments)]
    pub fn select_and_scatter(
        &mut self,
        operand: XlaOp,
        select: &XlaComputation,
        window_dimensions: &[i64],
        window: &WindowAttrs,
        source: XlaOp,
        init_value: XlaOp,
        scatter: &XlaComputation,
    ) -> XlaOp {
        let ctx = self.ctx;
        let operands = [operand, source, init_value];
        let spec = OpSpec::new(
            "select_and_scatter",
            &operands,
            Results::Known(vec![operand.ty]),
        )
        .attr(WINDOW_DIMENSIONS, ctx.dense_i64_array(window_dimensions))
        .region(select)
        .region(scatter);
        let lists = [(WINDOW_STRIDES, &window.strides)];
        self.emit1(with_window(ctx, spec, &lists, &window.padding))
    }
}

/// `spec` with the window's given lists (strides, dilations: their names differ between
/// convolution and reduce_window) and padding (`[n, 2]` elements) set where present.
pub(super) fn with_window<'a>(
    ctx: &xla_ir::Context,
    mut spec: OpSpec<'a>,
    lists: &[(&'static str, &Option<Vec<i64>>)],
    padding: &Option<Vec<(i64, i64)>>,
) -> OpSpec<'a> {
    for &(name, list) in lists {
        if let Some(values) = list {
            spec = spec.attr(name, ctx.dense_i64_array(values));
        }
    }
    if let Some(padding) = padding {
        let flat: Vec<i64> = padding.iter().flat_map(|&(lo, hi)| [lo, hi]).collect();
        spec = spec.attr(
            PADDING,
            i64_elements_attr(ctx, &[padding.len() as i64, 2], &flat),
        );
    }
    spec
}
