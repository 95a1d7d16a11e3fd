//! Reading and building the integer attribute kinds convolution's window uses:
//! `dense<[[0, 0], [1, 1]]> : tensor<2x2xi64>` (padding), `array<i64: ...>` (strides,
//! dilations; the older `dense<1> : tensor<2xi64>` spelling is accepted) and
//! `array<i1: ...>` (window reversal).

use crate::types::ranked_tensor;
use crate::verify_util::i64_array;
use xla_ir::{AttrData, Attribute, Context};

/// Splats are expanded only up to this many elements (user input may claim billions).
const MAX_EXPANDED: i64 = 1 << 16;

/// The shape of an i64 `dense<...>` attribute.
pub fn i64_elements_shape(ctx: &Context, a: Attribute) -> Option<&[i64]> {
    let AttrData::DenseElements { ty, .. } = ctx.attr_data(a) else {
        return None;
    };
    let (shape, elem) = ranked_tensor(ctx, *ty)?;
    (ctx.is_signless_integer(elem) && ctx.integer_width(elem) == Some(64)).then_some(shape)
}

/// The values of an i64 `dense<...>` attribute in row-major order, splats expanded.
pub fn i64_elements(ctx: &Context, a: Attribute) -> Option<Vec<i64>> {
    let shape = i64_elements_shape(ctx, a)?;
    let count = shape
        .iter()
        .try_fold(1i64, |n, &d| n.checked_mul(d))
        .filter(|&n| (0..=MAX_EXPANDED).contains(&n))?;
    let AttrData::DenseElements { data, splat, .. } = ctx.attr_data(a) else {
        return None;
    };
    let values: Vec<i64> = data
        .chunks_exact(8)
        .map(|c| i64::from_le_bytes(c.try_into().unwrap_or([0; 8])))
        .collect();
    if *splat {
        let v = *values.first()?;
        return Some(vec![v; count as usize]);
    }
    (values.len() as i64 == count).then_some(values)
}

/// `dense<values> : tensor<shape x i64>`, interned as a splat when all values agree (as
/// the parser does).
pub fn i64_elements_attr(ctx: &Context, shape: &[i64], values: &[i64]) -> Attribute {
    let ty = ctx.tensor_type(shape, ctx.i64());
    let splat = values
        .first()
        .is_some_and(|f| values.iter().all(|v| v == f));
    let data: Vec<u8> = if splat {
        values[..1].iter().flat_map(|v| v.to_le_bytes()).collect()
    } else {
        values.iter().flat_map(|v| v.to_le_bytes()).collect()
    };
    ctx.intern_attr(AttrData::DenseElements {
        ty,
        data: data.into(),
        splat,
    })
}

/// An `array<i64: ...>`, or a 1-D i64 `dense<...>` (MHLO's older spelling).
pub fn i64_list(ctx: &Context, a: Attribute) -> Option<Vec<i64>> {
    if let Some(v) = i64_array(ctx, a) {
        return Some(v);
    }
    (i64_elements_shape(ctx, a)?.len() == 1)
        .then(|| i64_elements(ctx, a))
        .flatten()
}

/// The values of an `array<i1: ...>`, or of a 1-D i1 `dense<...>` (older spelling).
pub fn bool_list(ctx: &Context, a: Attribute) -> Option<Vec<bool>> {
    match ctx.attr_data(a) {
        AttrData::DenseArray { elem, .. } if ctx.integer_width(*elem) == Some(1) => Some(
            ctx.attr_as_i64_array(a)?
                .into_iter()
                .map(|v| v != 0)
                .collect(),
        ),
        AttrData::DenseElements { ty, data, splat } => {
            let (shape, elem) = ranked_tensor(ctx, *ty)?;
            let [n] = shape else { return None };
            if ctx.integer_width(elem) != Some(1) || !(0..=MAX_EXPANDED).contains(n) {
                return None;
            }
            let bits: Vec<bool> = data.iter().map(|&b| b & 1 != 0).collect();
            if *splat {
                return Some(vec![*bits.first()?; *n as usize]);
            }
            (bits.len() as i64 == *n).then_some(bits)
        }
        _ => None,
    }
}

/// `array<i1: ...>`.
pub fn bool_array_attr(ctx: &Context, values: &[bool]) -> Attribute {
    let data: Vec<u8> = values.iter().map(|&b| b as u8).collect();
    ctx.intern_attr(AttrData::DenseArray {
        elem: ctx.i1(),
        data: data.into(),
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn elements_round_trip_and_expand_splats() {
        let ctx = Context::new();
        let pad = i64_elements_attr(&ctx, &[2, 2], &[0, 1, 2, 3]);
        assert_eq!(i64_elements_shape(&ctx, pad), Some(&[2i64, 2][..]));
        assert_eq!(i64_elements(&ctx, pad), Some(vec![0, 1, 2, 3]));
        let zeros = i64_elements_attr(&ctx, &[3, 2], &[0; 6]);
        assert_eq!(i64_elements(&ctx, zeros), Some(vec![0; 6]));
        let huge = i64_elements_attr(&ctx, &[1 << 40], &[1]);
        assert_eq!(i64_elements(&ctx, huge), None);
        assert_eq!(
            i64_list(&ctx, i64_elements_attr(&ctx, &[2], &[1, 2])),
            Some(vec![1, 2])
        );
        assert_eq!(i64_list(&ctx, ctx.dense_i64_array(&[4])), Some(vec![4]));
    }

    #[test]
    fn bool_arrays_round_trip() {
        let ctx = Context::new();
        let a = bool_array_attr(&ctx, &[true, false]);
        assert_eq!(bool_list(&ctx, a), Some(vec![true, false]));
        assert_eq!(bool_list(&ctx, ctx.dense_i64_array(&[1])), None);
    }
}
