//! Convolution's window: the attributes (`window_strides`, `padding`, `lhs_dilation`,
//! `rhs_dilation`, `window_reversal`), their pretty form `window = {stride = [2, 1],
//! pad = [[0, 1], [0, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 2], reverse = [false,
//! false]}` (StableHLO's `custom<WindowAttributes>`; absent attributes are left out) and
//! the size of the output window (StableHLO's `verifyWindowAttributesAndInferWindowDimensions`
//! and `inferWindowOutputShape`, with its messages).

use crate::attrs::int_elements::{
    bool_array_attr, bool_list, i64_elements, i64_elements_attr, i64_elements_shape, i64_list,
};
use crate::dims::join;
use crate::display::dim_str;
use crate::syntax::parse_i64_list;
use xla_ir::asm::{AsmParser, Delimiter, OpAsmParser, OpAsmPrinter, Punct};
use xla_ir::{Diag, OpRef, OperationState, DYNAMIC};

pub const WINDOW_STRIDES: &str = "window_strides";
pub const PADDING: &str = "padding";
pub const LHS_DILATION: &str = "lhs_dilation";
pub const RHS_DILATION: &str = "rhs_dilation";
pub const WINDOW_REVERSAL: &str = "window_reversal";

/// The window attributes of an op, each `None` when absent (defaults: stride 1, no
/// padding, dilation 1, no reversal).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct WindowAttrs {
    pub strides: Option<Vec<i64>>,
    pub padding: Option<Vec<(i64, i64)>>,
    pub lhs_dilation: Option<Vec<i64>>,
    pub rhs_dilation: Option<Vec<i64>>,
    pub reversal: Option<Vec<bool>>,
}

fn constraint_error(op: OpRef<'_>, name: &str, summary: &str) -> Diag {
    op.error(format!(
        "attribute '{name}' failed to satisfy constraint: {summary}"
    ))
}

fn i64_list_prop(op: OpRef<'_>, name: &str) -> Result<Option<Vec<i64>>, Diag> {
    let Some(a) = op.attr(name) else {
        return Ok(None);
    };
    i64_list(op.ctx, a)
        .map(Some)
        .ok_or_else(|| constraint_error(op, name, "i64 dense array attribute"))
}

impl WindowAttrs {
    /// Reads the attributes, with ODS-style errors for ones of the wrong kind and
    /// StableHLO's message for a padding not of shape `[N, 2]`.
    pub fn from_op(op: OpRef<'_>) -> Result<WindowAttrs, Diag> {
        let padding = match op.attr(PADDING) {
            None => None,
            Some(a) => {
                let shape = i64_elements_shape(op.ctx, a).ok_or_else(|| {
                    constraint_error(op, PADDING, "64-bit signless integer elements attribute")
                })?;
                if !matches!(shape, [_, 2]) {
                    let dims: Vec<String> = shape.iter().map(|&d| dim_str(d)).collect();
                    return Err(op.error(format!(
                        "expects the shape of padding-attribute to be {{N, 2}}, but got {{{}}}.",
                        dims.join(", ")
                    )));
                }
                let values = i64_elements(op.ctx, a).ok_or_else(|| {
                    constraint_error(op, PADDING, "64-bit signless integer elements attribute")
                })?;
                Some(values.chunks_exact(2).map(|c| (c[0], c[1])).collect())
            }
        };
        let reversal = match op.attr(WINDOW_REVERSAL) {
            None => None,
            Some(a) => Some(bool_list(op.ctx, a).ok_or_else(|| {
                constraint_error(op, WINDOW_REVERSAL, "i1 dense array attribute")
            })?),
        };
        Ok(WindowAttrs {
            strides: i64_list_prop(op, WINDOW_STRIDES)?,
            padding,
            lhs_dilation: i64_list_prop(op, LHS_DILATION)?,
            rhs_dilation: i64_list_prop(op, RHS_DILATION)?,
            reversal,
        })
    }

    /// Checks the attribute sizes against the number of window dimensions and their
    /// values, and returns the window of each dimension.
    pub fn window(&self, sizes: &[i64]) -> Result<Vec<WindowDim>, String> {
        let check_size = |len: Option<usize>, what: &str| {
            match len {
            Some(n) if n != 0 && n != sizes.len() => Err(format!(
                "expects {what} to have same dimension-size as size of window dimensions ({}), but got: {n}.",
                sizes.len()
            )),
            _ => Ok(()),
        }
        };
        check_size(self.strides.as_ref().map(Vec::len), "window-strides")?;
        check_size(
            self.lhs_dilation.as_ref().map(Vec::len),
            "base-dilation factors",
        )?;
        check_size(
            self.rhs_dilation.as_ref().map(Vec::len),
            "window-dilation factors",
        )?;
        check_size(self.padding.as_ref().map(Vec::len), "padding-entries")?;
        check_size(self.reversal.as_ref().map(Vec::len), "window-reversal")?;
        let at = |v: &Option<Vec<i64>>, i: usize| {
            v.as_ref().and_then(|v| v.get(i)).copied().unwrap_or(1)
        };
        let mut window = Vec::with_capacity(sizes.len());
        for (i, &size) in sizes.iter().enumerate() {
            if size != DYNAMIC && size <= 0 {
                return Err(format!("expects window to have positive value for {i}-th window dimension, but got {size}."));
            }
            let stride = at(&self.strides, i);
            if stride <= 0 {
                return Err(format!("expects window to have positive stride for {i}-th window dimension, but got {stride}."));
            }
            let base_dilation = at(&self.lhs_dilation, i);
            if base_dilation <= 0 {
                return Err(format!(
                    "expects window to have positive base dilation factor for {i}-th window dimension, but got {base_dilation}."
                ));
            }
            let window_dilation = at(&self.rhs_dilation, i);
            if window_dilation <= 0 {
                return Err(format!(
                    "expects window to have positive window dilation factor for {i}-th window dimension, but got {window_dilation}."
                ));
            }
            let (padding_low, padding_high) = self
                .padding
                .as_ref()
                .and_then(|p| p.get(i))
                .copied()
                .unwrap_or((0, 0));
            window.push(WindowDim {
                size,
                stride,
                padding_low,
                padding_high,
                base_dilation,
                window_dilation,
            });
        }
        Ok(window)
    }
}

/// One spatial dimension of a window.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct WindowDim {
    pub size: i64,
    pub stride: i64,
    pub padding_low: i64,
    pub padding_high: i64,
    pub base_dilation: i64,
    pub window_dilation: i64,
}

/// `(bound - 1) * dilation + 1`, or 0 for an empty bound.
fn dilated_bound(bound: i128, dilation: i128) -> i128 {
    if bound <= 0 {
        0
    } else {
        (bound - 1) * dilation + 1
    }
}

/// The number of valid window positions (0 when the window does not fit).
fn strided_bound(bound: i128, window: i128, stride: i128) -> i128 {
    if bound <= 0 || window > bound {
        0
    } else {
        (bound - window) / stride + 1
    }
}

/// The output size of each window dimension over `base` (`?` stays `?`); an error if a
/// size overflows 64 bits.
pub fn window_output_shape(base: &[i64], window: &[WindowDim]) -> Result<Vec<i64>, String> {
    base.iter()
        .zip(window)
        .map(|(&b, w)| {
            if b == DYNAMIC || w.size == DYNAMIC {
                return Ok(DYNAMIC);
            }
            // i128 holds every product of two i64 values: no overflow below.
            let padded = w.padding_low as i128
                + dilated_bound(b as i128, w.base_dilation as i128)
                + w.padding_high as i128;
            let out = strided_bound(
                padded,
                dilated_bound(w.size as i128, w.window_dilation as i128),
                w.stride as i128,
            );
            i64::try_from(out)
                .ok()
                .filter(|&o| o != DYNAMIC)
                .ok_or_else(|| format!("window output size {out} overflows"))
        })
        .collect()
}

/// `keyword = [..]` items of `window = {...}` after the `{`; reads the `}` and stores
/// the attributes.
pub fn parse_window(p: &mut dyn OpAsmParser, st: &mut OperationState) -> Result<(), Diag> {
    let mut allowed = vec!["stride", "pad", "lhs_dilate", "rhs_dilate", "reverse"];
    while let Some(name) = p.parse_optional_keyword_any() {
        let Some(pos) = allowed.iter().position(|a| *a == name) else {
            return Err(p.error(&format!("Unexpected keyword {name}")));
        };
        allowed.remove(pos);
        p.parse_punct(Punct::Equal)?;
        let (prop, attr) = match name.as_str() {
            "pad" => {
                let pairs = parse_pad_list(p.as_asm_parser())?;
                let flat: Vec<i64> = pairs.iter().flat_map(|&(l, h)| [l, h]).collect();
                (
                    PADDING,
                    i64_elements_attr(p.ctx(), &[pairs.len() as i64, 2], &flat),
                )
            }
            "reverse" => {
                let flags: Vec<bool> = parse_i64_list(p.as_asm_parser())?
                    .iter()
                    .map(|&v| v != 0)
                    .collect();
                (WINDOW_REVERSAL, bool_array_attr(p.ctx(), &flags))
            }
            _ => {
                let values = parse_i64_list(p.as_asm_parser())?;
                let prop = match name.as_str() {
                    "stride" => WINDOW_STRIDES,
                    "lhs_dilate" => LHS_DILATION,
                    _ => RHS_DILATION,
                };
                (prop, p.ctx().dense_i64_array(&values))
            }
        };
        st.set_attr(p.ctx(), prop, attr);
        if !p.parse_optional_punct(Punct::Comma) {
            break;
        }
    }
    p.parse_punct(Punct::RBrace)
}

/// `[[0, 1], [2, 3]]`: pairs only.
fn parse_pad_list(p: &mut dyn AsmParser) -> Result<Vec<(i64, i64)>, Diag> {
    let mut pairs = Vec::new();
    p.parse_comma_separated(Delimiter::Square, &mut |q| {
        let pair = parse_i64_list(q)?;
        let [low, high] = pair[..] else {
            return Err(q.error(&format!(
                "Expected array with 2 elements, got {} elements instead",
                pair.len()
            )));
        };
        pairs.push((low, high));
        Ok(())
    })?;
    Ok(pairs)
}

/// Prints `{stride = [..], ...}` for the well-formed window attributes present; returns
/// the names printed (to elide from the attribute dictionary).
pub fn print_window(p: &mut dyn OpAsmPrinter, op: OpRef<'_>) -> Vec<&'static str> {
    let ctx = op.ctx;
    let ints = |prop: &str| op.attr(prop).and_then(|a| i64_list(ctx, a));
    let mut items: Vec<String> = Vec::new();
    let mut printed = Vec::new();
    if let Some(v) = ints(WINDOW_STRIDES) {
        items.push(format!("stride = [{}]", join(&v)));
        printed.push(WINDOW_STRIDES);
    }
    let pad = op
        .attr(PADDING)
        .filter(|&a| matches!(i64_elements_shape(ctx, a), Some([_, 2])));
    if let Some(values) = pad.and_then(|a| i64_elements(ctx, a)) {
        let pairs: Vec<String> = values
            .chunks_exact(2)
            .map(|c| format!("[{}, {}]", c[0], c[1]))
            .collect();
        items.push(format!("pad = [{}]", pairs.join(", ")));
        printed.push(PADDING);
    }
    for (prop, key) in [(LHS_DILATION, "lhs_dilate"), (RHS_DILATION, "rhs_dilate")] {
        if let Some(v) = ints(prop) {
            items.push(format!("{key} = [{}]", join(&v)));
            printed.push(prop);
        }
    }
    if let Some(flags) = op.attr(WINDOW_REVERSAL).and_then(|a| bool_list(ctx, a)) {
        let names: Vec<&str> = flags
            .iter()
            .map(|&b| if b { "true" } else { "false" })
            .collect();
        items.push(format!("reverse = [{}]", names.join(", ")));
        printed.push(WINDOW_REVERSAL);
    }
    p.write_str(&format!("{{{}}}", items.join(", ")));
    printed
}

#[cfg(test)]
mod tests {
    use super::*;

    fn dim(size: i64) -> WindowDim {
        WindowDim {
            size,
            stride: 1,
            padding_low: 0,
            padding_high: 0,
            base_dilation: 1,
            window_dilation: 1,
        }
    }

    #[test]
    fn output_sizes_count_window_positions() {
        // 16 inputs dilated by 2 (31) padded by 1 each side (33), window 2 x dilation 1.
        let w = WindowDim {
            padding_low: 1,
            padding_high: 1,
            base_dilation: 2,
            ..dim(2)
        };
        assert_eq!(window_output_shape(&[16], &[w]), Ok(vec![32]));
        let strided = WindowDim {
            stride: 2,
            ..dim(3)
        };
        assert_eq!(window_output_shape(&[9], &[strided]), Ok(vec![4]));
        assert_eq!(window_output_shape(&[2], &[dim(3)]), Ok(vec![0]));
        assert_eq!(
            window_output_shape(&[DYNAMIC], &[dim(3)]),
            Ok(vec![DYNAMIC])
        );
        let negative = WindowDim {
            padding_low: -5,
            ..dim(1)
        };
        assert_eq!(window_output_shape(&[3], &[negative]), Ok(vec![0]));
        let huge = WindowDim {
            base_dilation: i64::MAX,
            ..dim(1)
        };
        assert!(window_output_shape(&[i64::MAX], &[huge]).is_err());
    }

    #[test]
    fn window_checks_sizes_then_values() {
        let attrs = WindowAttrs {
            strides: Some(vec![1]),
            ..WindowAttrs::default()
        };
        assert_eq!(
            attrs.window(&[3, 3]).unwrap_err(),
            "expects window-strides to have same dimension-size as size of window dimensions (2), but got: 1."
        );
        let attrs = WindowAttrs {
            rhs_dilation: Some(vec![0, 1]),
            ..WindowAttrs::default()
        };
        assert!(attrs
            .window(&[3, 3])
            .unwrap_err()
            .contains("positive window dilation factor for 0-th"));
        assert!(WindowAttrs::default()
            .window(&[0])
            .unwrap_err()
            .contains("positive value for 0-th window dimension"));
    }
}
