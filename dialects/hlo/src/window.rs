//! Window attributes of the windowed ops (reduce_window, select_and_scatter; convolution's
//! window has the same rules): StableHLO's `convertPaddingAttribute`,
//! `verifyWindowAttributesAndInferWindowDimensions` and `inferWindowOutputShape`, with
//! their messages.

use xla_ir::{AttrData, Attribute, Context, Diag, OpRef, DYNAMIC};

/// One window dimension with its defaults filled in.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct WindowDim {
    pub size: i64,
    pub stride: i64,
    pub base_dilation: i64,
    pub window_dilation: i64,
    pub padding_low: i64,
    pub padding_high: i64,
}

/// The window attributes as given (empty = absent).
#[derive(Default)]
pub struct WindowAttrs<'a> {
    pub dimensions: &'a [i64],
    pub strides: &'a [i64],
    pub padding: &'a [(i64, i64)],
    pub base_dilations: &'a [i64],
    pub window_dilations: &'a [i64],
}

/// `padding = dense<[[lo, hi], ...]> : tensor<Nx2xi64>`: the `(low, high)` pairs; an
/// absent attribute gives none. The attribute must be a 64-bit integer elements attribute
/// (ODS `I64ElementsAttr`) of shape `{N, 2}`.
pub fn padding_pairs(op: OpRef<'_>, name: &str) -> Result<Vec<(i64, i64)>, Diag> {
    let Some(attr) = op.attr(name) else {
        return Ok(Vec::new());
    };
    let ctx = op.ctx;
    let Some((shape, values)) = i64_elements(ctx, attr) else {
        return Err(op.error(format!(
            "attribute '{name}' failed to satisfy constraint: 64-bit signless integer elements attribute"
        )));
    };
    let [rows, 2] = shape else {
        let dims: Vec<String> = shape.iter().map(i64::to_string).collect();
        return Err(op.plain_error(format!(
            "expects the shape of padding-attribute to be {{N, 2}}, but got {{{}}}.",
            dims.join(", ")
        )));
    };
    let rows = usize::try_from(*rows).unwrap_or(0);
    // A splat can claim any number of rows; no tensor has that many dimensions.
    if rows > MAX_PADDING_ROWS {
        return Err(op.plain_error(format!(
            "expects at most {MAX_PADDING_ROWS} padding-entries, but got {rows}."
        )));
    }
    let pairs: Option<Vec<(i64, i64)>> = (0..rows)
        .map(|i| Some((values.get(2 * i)?, values.get(2 * i + 1)?)))
        .collect();
    pairs.ok_or_else(|| {
        op.error(format!("attribute '{name}' failed to satisfy constraint: 64-bit signless integer elements attribute"))
    })
}

/// More padding rows than this cannot match any window.
const MAX_PADDING_ROWS: usize = 1 << 16;

/// The elements of a dense `i64` tensor attribute, read in place.
pub struct I64Elements<'a> {
    data: &'a [u8],
    splat: bool,
}

impl I64Elements<'_> {
    /// Element `i` in row-major order (`None` past the stored data).
    pub fn get(&self, i: usize) -> Option<i64> {
        let i = if self.splat { 0 } else { i };
        let bytes = self.data.get(8 * i..8 * i + 8)?;
        Some(i64::from_le_bytes(bytes.try_into().ok()?))
    }
}

/// The shape and elements of a `dense<...> : tensor<...xi64>` attribute.
pub fn i64_elements(ctx: &Context, attr: Attribute) -> Option<(&[i64], I64Elements<'_>)> {
    let AttrData::DenseElements { ty, data, splat } = ctx.attr_data(attr) else {
        return None;
    };
    let elem = ctx.element_type(*ty);
    if !ctx.is_signless_integer(elem) || ctx.integer_width(elem) != Some(64) {
        return None;
    }
    Some((
        ctx.shape(*ty)?,
        I64Elements {
            data,
            splat: *splat,
        },
    ))
}

/// StableHLO's `verifyWindowAttributesAndInferWindowDimensions`: every given attribute has
/// one entry per window dimension, sizes, strides and dilations are positive.
pub fn verify_window(op: OpRef<'_>, w: &WindowAttrs<'_>) -> Result<Vec<WindowDim>, Diag> {
    let n = w.dimensions.len();
    let sizes = [
        (w.strides.len(), "window-strides"),
        (w.base_dilations.len(), "base-dilation factors"),
        (w.window_dilations.len(), "window-dilation factors"),
        (w.padding.len(), "padding-entries"),
    ];
    for (size, what) in sizes {
        if size != 0 && size != n {
            return Err(op.plain_error(format!(
                "expects {what} to have same dimension-size as size of window dimensions ({n}), but got: {size}."
            )));
        }
    }
    let mut window = Vec::with_capacity(n);
    for (i, &size) in w.dimensions.iter().enumerate() {
        let pick = |values: &[i64], default: i64| values.get(i).copied().unwrap_or(default);
        let (low, high) = w.padding.get(i).copied().unwrap_or((0, 0));
        let dim = WindowDim {
            size,
            stride: pick(w.strides, 1),
            base_dilation: pick(w.base_dilations, 1),
            window_dilation: pick(w.window_dilations, 1),
            padding_low: low,
            padding_high: high,
        };
        let checks = [
            (size != DYNAMIC && size <= 0, "positive value", size),
            (dim.stride <= 0, "positive stride", dim.stride),
            (
                dim.base_dilation <= 0,
                "positive base dilation factor",
                dim.base_dilation,
            ),
            (
                dim.window_dilation <= 0,
                "positive window dilation factor",
                dim.window_dilation,
            ),
        ];
        if let Some((_, what, value)) = checks.iter().find(|c| c.0) {
            return Err(op.plain_error(format!(
                "expects window to have {what} for {i}-th window dimension, but got {value}."
            )));
        }
        window.push(dim);
    }
    Ok(window)
}

/// `(bound - 1) * dilation + 1` (0 for an empty bound).
fn dilated_bound(bound: i64, dilation: i64) -> i64 {
    if bound <= 0 {
        return 0;
    }
    (bound - 1).saturating_mul(dilation).saturating_add(1)
}

/// The number of valid window positions (StableHLO's `stridedBound`).
fn strided_bound(bound: i64, window: i64, stride: i64) -> i64 {
    if bound <= 0 || window > bound || stride <= 0 {
        return 0;
    }
    (bound - window) / stride + 1
}

/// StableHLO's `inferWindowOutputShape`: per dimension, the number of positions of the
/// dilated window in the padded, dilated base (`?` stays `?`).
pub fn window_output_shape(base: &[i64], window: &[WindowDim]) -> Vec<i64> {
    base.iter()
        .zip(window)
        .map(|(&b, w)| {
            if b == DYNAMIC || w.size == DYNAMIC {
                return DYNAMIC;
            }
            let padded = w
                .padding_low
                .saturating_add(dilated_bound(b, w.base_dilation))
                .saturating_add(w.padding_high);
            strided_bound(padded, dilated_bound(w.size, w.window_dilation), w.stride)
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn dim(size: i64, stride: i64) -> WindowDim {
        WindowDim {
            size,
            stride,
            base_dilation: 1,
            window_dilation: 1,
            padding_low: 0,
            padding_high: 0,
        }
    }

    #[test]
    fn output_shape_counts_window_positions() {
        assert_eq!(
            window_output_shape(&[8, 8], &[dim(2, 2), dim(3, 1)]),
            vec![4, 6]
        );
        assert_eq!(window_output_shape(&[DYNAMIC], &[dim(2, 2)]), vec![DYNAMIC]);
        // The interpreter's example: base dilation 2, padding (2, 1), window dilation 3.
        let w = WindowDim {
            size: 2,
            stride: 4,
            base_dilation: 2,
            window_dilation: 3,
            padding_low: 2,
            padding_high: 1,
        };
        assert_eq!(window_output_shape(&[3], &[w]), vec![2]);
        assert_eq!(window_output_shape(&[2], &[dim(3, 1)]), vec![0]);
    }
}
