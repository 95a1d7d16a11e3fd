//! Strided memref layouts: the strides and offset a memref type's layout denotes (MLIR's
//! `getStridesAndOffset`), the type of a subview, of a collapse/expand of dimensions, and the
//! canonical way to build a strided memref type. [`DYNAMIC`] stands for `?` throughout.

use crate::affine::AffineExpr;
use crate::attrs::{AttrData, Attribute};
use crate::context::Context;
use crate::types::{Type, TypeData, DYNAMIC};

/// Row-major strides of `shape`; a stride is dynamic once a dimension to its right is.
pub fn contiguous_strides(shape: &[i64]) -> Vec<i64> {
    let mut strides = vec![1i64; shape.len()];
    let mut running = 1i64;
    for i in (0..shape.len()).rev() {
        strides[i] = running;
        running = match (running, shape[i]) {
            (DYNAMIC, _) | (_, DYNAMIC) => DYNAMIC,
            (r, d) => r.checked_mul(d).unwrap_or(DYNAMIC),
        };
    }
    strides
}

/// `a * b` where either may be dynamic (or the product overflow).
pub fn mul_dynamic(a: i64, b: i64) -> i64 {
    if a == DYNAMIC || b == DYNAMIC {
        DYNAMIC
    } else {
        a.checked_mul(b).unwrap_or(DYNAMIC)
    }
}

/// `a + b` where either may be dynamic (or the sum overflow).
pub fn add_dynamic(a: i64, b: i64) -> i64 {
    if a == DYNAMIC || b == DYNAMIC {
        DYNAMIC
    } else {
        a.checked_add(b).unwrap_or(DYNAMIC)
    }
}

/// The strides and offset of a ranked memref type; `None` when its layout is not strided
/// (an affine map that is not a linear form of the dimensions).
pub fn strides_and_offset(ctx: &Context, ty: Type) -> Option<(Vec<i64>, i64)> {
    let TypeData::MemRef { shape, layout, .. } = ctx.type_data(ty) else {
        return None;
    };
    let Some(layout) = layout else {
        return Some((contiguous_strides(shape), 0));
    };
    match ctx.attr_data(*layout) {
        AttrData::StridedLayout { offset, strides } => Some((strides.to_vec(), *offset)),
        AttrData::AffineMap(map) if map.is_identity() => Some((contiguous_strides(shape), 0)),
        AttrData::AffineMap(map)
            if map.results.len() == 1 && map.num_dims as usize == shape.len() =>
        {
            let mut strides = vec![0i64; shape.len()];
            let mut offset = 0i64;
            linear_form(&map.results[0], 1, &mut strides, &mut offset)?;
            Some((strides, offset))
        }
        _ => None,
    }
}

/// Adds `scale * expr` to the coefficients; symbols make a coefficient dynamic.
fn linear_form(expr: &AffineExpr, scale: i64, strides: &mut [i64], offset: &mut i64) -> Option<()> {
    match expr {
        AffineExpr::Dim(d) => {
            let s = strides.get_mut(*d as usize)?;
            *s = add_dynamic(*s, scale);
        }
        AffineExpr::Symbol(_) => *offset = DYNAMIC,
        AffineExpr::Const(c) => *offset = add_dynamic(*offset, mul_dynamic(*c, scale)),
        AffineExpr::Add(a, b) => {
            linear_form(a, scale, strides, offset)?;
            linear_form(b, scale, strides, offset)?;
        }
        AffineExpr::Mul(a, b) => match (a.as_ref(), b.as_ref()) {
            (e, AffineExpr::Const(c)) | (AffineExpr::Const(c), e) => {
                linear_form(e, mul_dynamic(scale, *c), strides, offset)?
            }
            (e, AffineExpr::Symbol(_)) | (AffineExpr::Symbol(_), e) => {
                linear_form(e, DYNAMIC, strides, offset)?
            }
            _ => return None,
        },
        _ => return None,
    }
    Some(())
}

/// A memref type with the given strides and offset: the identity layout when they are the
/// contiguous ones (as MLIR canonicalizes), else `strided<[...], offset: ...>`.
pub fn strided_memref_type(
    ctx: &Context,
    shape: &[i64],
    elem: Type,
    strides: &[i64],
    offset: i64,
    memory_space: Option<Attribute>,
) -> Type {
    let identity = offset == 0 && strides == contiguous_strides(shape).as_slice();
    let layout = (!identity).then(|| strided_layout(ctx, strides, offset));
    ctx.intern_type(TypeData::MemRef {
        shape: shape.into(),
        elem,
        layout,
        memory_space,
    })
}

/// `strided<[strides], offset: offset>` (MLIR prints it without the offset when it is 0).
pub fn strided_layout(ctx: &Context, strides: &[i64], offset: i64) -> Attribute {
    ctx.intern_attr(AttrData::StridedLayout {
        offset,
        strides: strides.into(),
    })
}

/// Same strides and offset: layouts that denote the same addressing.
pub fn same_layout(ctx: &Context, a: Type, b: Type) -> bool {
    matches!((strides_and_offset(ctx, a), strides_and_offset(ctx, b)), (Some(x), Some(y)) if x == y)
}

/// The memref type a subview of `source` with these static offsets, sizes and strides has
/// (MLIR's `SubViewOp::inferResultType`): always with an explicit strided layout.
pub fn subview_type(
    ctx: &Context,
    source: Type,
    offsets: &[i64],
    sizes: &[i64],
    steps: &[i64],
) -> Option<Type> {
    let TypeData::MemRef {
        elem, memory_space, ..
    } = ctx.type_data(source)
    else {
        return None;
    };
    let (src_strides, src_offset) = strides_and_offset(ctx, source)?;
    if offsets.len() != src_strides.len()
        || sizes.len() != src_strides.len()
        || steps.len() != src_strides.len()
    {
        return None;
    }
    let mut offset = src_offset;
    let mut strides = Vec::with_capacity(sizes.len());
    for i in 0..sizes.len() {
        offset = add_dynamic(offset, mul_dynamic(offsets[i], src_strides[i]));
        strides.push(mul_dynamic(steps[i], src_strides[i]));
    }
    let layout = strided_layout(ctx, &strides, offset);
    Some(ctx.intern_type(TypeData::MemRef {
        shape: sizes.into(),
        elem: *elem,
        layout: Some(layout),
        memory_space: *memory_space,
    }))
}

/// Drops the dimensions of `full` (a subview type) that `reduced` leaves out: unit sizes
/// chosen greedily from the left, as MLIR's rank-reduction mask. Returns the kept dimensions.
pub fn rank_reduction_mask(full: &[i64], reduced: &[i64]) -> Option<Vec<usize>> {
    let mut kept = Vec::with_capacity(reduced.len());
    let mut j = 0;
    for (i, &d) in full.iter().enumerate() {
        if j < reduced.len() && (reduced[j] == d) {
            kept.push(i);
            j += 1;
        } else if d != 1 {
            return None;
        }
    }
    (j == reduced.len()).then_some(kept)
}

/// Shape of collapsing `shape` by `groups` (products; dynamic if any member is).
pub fn collapsed_shape(shape: &[i64], groups: &[Vec<i64>]) -> Option<Vec<i64>> {
    groups
        .iter()
        .map(|g| {
            g.iter().try_fold(1i64, |acc, &d| {
                Some(mul_dynamic(acc, *shape.get(usize::try_from(d).ok()?)?))
            })
        })
        .collect()
}

/// Strides of a collapse: each group keeps the stride of its innermost dimension
/// (the contiguity of each group is the verifier's concern).
pub fn collapsed_strides(strides: &[i64], groups: &[Vec<i64>]) -> Option<Vec<i64>> {
    groups
        .iter()
        .map(|g| strides.get(usize::try_from(*g.last()?).ok()?).copied())
        .collect()
}

/// Strides of an expand: each source dimension's stride split over its group's sizes.
pub fn expanded_strides(
    src_strides: &[i64],
    out_shape: &[i64],
    groups: &[Vec<i64>],
) -> Option<Vec<i64>> {
    let mut out = vec![0i64; out_shape.len()];
    for (g, &stride) in groups.iter().zip(src_strides) {
        let mut running = stride;
        for &d in g.iter().rev() {
            let d = usize::try_from(d).ok()?;
            *out.get_mut(d)? = running;
            running = mul_dynamic(running, *out_shape.get(d)?);
        }
    }
    Some(out)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::affine::AffineMap;

    #[test]
    fn strides_of_identity_strided_and_affine_layouts() {
        let ctx = Context::new();
        let m = ctx.memref_type(&[4, DYNAMIC, 8], ctx.f32());
        assert_eq!(strides_and_offset(&ctx, m), Some((vec![DYNAMIC, 8, 1], 0)));
        let s = strided_memref_type(&ctx, &[2, 4], ctx.f32(), &[8, 1], 10, None);
        assert_eq!(strides_and_offset(&ctx, s), Some((vec![8, 1], 10)));
        // (d0, d1) -> (d0 * 8 + d1 + 3)
        let e = AffineExpr::Add(
            Box::new(AffineExpr::Add(
                Box::new(AffineExpr::Mul(
                    Box::new(AffineExpr::Dim(0)),
                    Box::new(AffineExpr::Const(8)),
                )),
                Box::new(AffineExpr::Dim(1)),
            )),
            Box::new(AffineExpr::Const(3)),
        );
        let map = ctx.intern_attr(AttrData::AffineMap(AffineMap {
            num_dims: 2,
            num_symbols: 0,
            results: vec![e],
        }));
        let a = ctx.intern_type(TypeData::MemRef {
            shape: vec![2, 8].into(),
            elem: ctx.f32(),
            layout: Some(map),
            memory_space: None,
        });
        assert_eq!(strides_and_offset(&ctx, a), Some((vec![8, 1], 3)));
    }

    #[test]
    fn contiguous_strides_are_the_identity_layout() {
        let ctx = Context::new();
        let t = strided_memref_type(&ctx, &[4, 8], ctx.f32(), &[8, 1], 0, None);
        assert_eq!(t, ctx.memref_type(&[4, 8], ctx.f32()));
        assert!(same_layout(
            &ctx,
            t,
            subview_type(&ctx, t, &[0, 0], &[4, 8], &[1, 1]).unwrap()
        ));
    }

    #[test]
    fn subview_type_composes_offsets_and_strides() {
        let ctx = Context::new();
        let src = ctx.memref_type(&[4, 8], ctx.f32());
        let t = subview_type(&ctx, src, &[1, 2], &[2, 4], &[1, 2]).unwrap();
        assert_eq!(strides_and_offset(&ctx, t), Some((vec![8, 2], 10)));
        let d = subview_type(&ctx, src, &[DYNAMIC, 0], &[DYNAMIC, 8], &[1, 1]).unwrap();
        assert_eq!(strides_and_offset(&ctx, d), Some((vec![8, 1], DYNAMIC)));
        assert_eq!(rank_reduction_mask(&[1, 8], &[8]), Some(vec![1]));
        assert_eq!(rank_reduction_mask(&[2, 8], &[8]), None);
    }

    #[test]
    fn collapse_and_expand_shapes_and_strides() {
        let groups = vec![vec![0, 1], vec![2]];
        assert_eq!(collapsed_shape(&[4, 8, 2], &groups), Some(vec![32, 2]));
        assert_eq!(
            collapsed_shape(&[4, DYNAMIC, 2], &groups),
            Some(vec![DYNAMIC, 2])
        );
        assert_eq!(collapsed_strides(&[16, 2, 1], &groups), Some(vec![2, 1]));
        assert_eq!(
            expanded_strides(&[2, 1], &[4, 8, 2], &groups),
            Some(vec![16, 2, 1])
        );
        assert_eq!(collapsed_shape(&[4], &[vec![5]]), None);
    }
}
