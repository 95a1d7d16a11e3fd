//! Shape ops: reshape, transpose, broadcast_in_dim (also of iota) and convert.

use super::matchers::*;
use super::Rule;
use crate::ops::broadcast_in_dim::BROADCAST_DIMENSIONS;
use crate::ops::iota::IOTA_DIMENSION;
use crate::ops::reorder::PERMUTATION;
use xla_ir::float::FloatKind;
use xla_ir::rewrite::{constant_value, PatternRewriter};
use xla_ir::{AttrData, OpId, TypeData};

pub const RULES: &[Rule] = &[
    Rule {
        root: "reshape",
        name: "reshape-identity",
        apply: reshape_identity,
    },
    Rule {
        root: "reshape",
        name: "reshape-reshape",
        apply: reshape_reshape,
    },
    Rule {
        root: "transpose",
        name: "transpose-identity",
        apply: transpose_identity,
    },
    Rule {
        root: "transpose",
        name: "transpose-transpose",
        apply: transpose_transpose,
    },
    Rule {
        root: "broadcast_in_dim",
        name: "broadcast-identity",
        apply: broadcast_identity,
    },
    Rule {
        root: "broadcast_in_dim",
        name: "broadcast-broadcast",
        apply: broadcast_broadcast,
    },
    Rule {
        root: "broadcast_in_dim",
        name: "broadcast-of-iota",
        apply: broadcast_of_iota,
    },
    Rule {
        root: "broadcast_in_dim",
        name: "broadcast-to-reshape",
        apply: broadcast_to_reshape,
    },
    Rule {
        root: "broadcast_in_dim",
        name: "broadcast-to-transpose",
        apply: broadcast_to_transpose,
    },
    Rule {
        root: "broadcast_in_dim",
        name: "shape-op-of-splat",
        apply: shape_op_of_splat,
    },
    Rule {
        root: "reshape",
        name: "shape-op-of-splat",
        apply: shape_op_of_splat,
    },
    Rule {
        root: "transpose",
        name: "shape-op-of-splat",
        apply: shape_op_of_splat,
    },
    Rule {
        root: "dynamic_conv",
        name: "dynamic-conv-constant-padding",
        apply: dynamic_conv_constant_padding,
    },
    Rule {
        root: "convert",
        name: "convert-identity",
        apply: convert_identity,
    },
    Rule {
        root: "convert",
        name: "convert-round-trip",
        apply: convert_round_trip,
    },
];

/// `reshape(x) → x` when `x` has the result type.
fn reshape_identity(rw: &mut PatternRewriter<'_>, op: OpId) -> bool {
    operand(rw, op, 0).is_some_and(|x| replace_with(rw, op, x))
}

/// `reshape(reshape(x)) → reshape(x)` (row-major order is kept by both).
fn reshape_reshape(rw: &mut PatternRewriter<'_>, op: OpId) -> bool {
    let Some(inner) = operand(rw, op, 0).and_then(|v| def_named(rw, v, "reshape")) else {
        return false;
    };
    let Some(x) = operand(rw, inner, 0) else {
        return false;
    };
    replace_with(rw, op, x) || replace_with_new(rw, op, "reshape", &[x], &[])
}

fn is_identity(perm: &[i64]) -> bool {
    perm.iter().enumerate().all(|(i, &p)| p == i as i64)
}

/// `transpose(x, [0, 1, ..]) → x` when `x` has the result type.
fn transpose_identity(rw: &mut PatternRewriter<'_>, op: OpId) -> bool {
    let Some(perm) = i64s(rw, op, PERMUTATION) else {
        return false;
    };
    is_identity(&perm) && operand(rw, op, 0).is_some_and(|x| replace_with(rw, op, x))
}

/// `transpose(transpose(x, p1), p2) → transpose(x, q)` with `q[i] = p1[p2[i]]`, or `x`
/// when `q` is the identity.
fn transpose_transpose(rw: &mut PatternRewriter<'_>, op: OpId) -> bool {
    let Some(inner) = operand(rw, op, 0).and_then(|v| def_named(rw, v, "transpose")) else {
        return false;
    };
    let (Some(p1), Some(p2), Some(x)) = (
        i64s(rw, inner, PERMUTATION),
        i64s(rw, op, PERMUTATION),
        operand(rw, inner, 0),
    ) else {
        return false;
    };
    let Some(q) = compose(&p1, &p2) else {
        return false;
    };
    if is_identity(&q) {
        return replace_with(rw, op, x);
    }
    let attr = rw.ctx.dense_i64_array(&q);
    replace_with_new(rw, op, "transpose", &[x], &[(PERMUTATION, attr)])
}

/// `outer ∘ inner` for index maps: `q[i] = inner[outer[i]]`; `None` if out of range.
fn compose(inner: &[i64], outer: &[i64]) -> Option<Vec<i64>> {
    outer
        .iter()
        .map(|&o| usize::try_from(o).ok().and_then(|o| inner.get(o).copied()))
        .collect()
}

/// `broadcast_in_dim(x, [0, 1, ..]) → x` when `x` has the result type.
fn broadcast_identity(rw: &mut PatternRewriter<'_>, op: OpId) -> bool {
    let Some(dims) = i64s(rw, op, BROADCAST_DIMENSIONS) else {
        return false;
    };
    is_identity(&dims) && operand(rw, op, 0).is_some_and(|x| replace_with(rw, op, x))
}

/// `broadcast_in_dim(broadcast_in_dim(x, d1), d2) → broadcast_in_dim(x, d)` with
/// `d[i] = d2[d1[i]]` (each operand dimension lands where the outer maps its image).
fn broadcast_broadcast(rw: &mut PatternRewriter<'_>, op: OpId) -> bool {
    let Some(inner) = operand(rw, op, 0).and_then(|v| def_named(rw, v, "broadcast_in_dim")) else {
        return false;
    };
    let (Some(d1), Some(d2), Some(x)) = (
        i64s(rw, inner, BROADCAST_DIMENSIONS),
        i64s(rw, op, BROADCAST_DIMENSIONS),
        operand(rw, inner, 0),
    ) else {
        return false;
    };
    let Some(d) = compose(&d2, &d1) else {
        return false;
    };
    let attr = rw.ctx.dense_i64_array(&d);
    replace_with_new(
        rw,
        op,
        "broadcast_in_dim",
        &[x],
        &[(BROADCAST_DIMENSIONS, attr)],
    )
}

/// `broadcast_in_dim(iota(k), d) → iota(d[k])` of the result type. Precondition: the
/// result is static and its dimension `d[k]` has the iota's length (no expansion along
/// the counted dimension).
fn broadcast_of_iota(rw: &mut PatternRewriter<'_>, op: OpId) -> bool {
    let Some(iota) = operand(rw, op, 0).and_then(|v| def_named(rw, v, "iota")) else {
        return false;
    };
    let (Some(dims), Some(k), Some(t), Some(it)) = (
        i64s(rw, op, BROADCAST_DIMENSIONS),
        int_attr(rw, iota, IOTA_DIMENSION),
        result_ty(rw, op),
        result_ty(rw, iota),
    ) else {
        return false;
    };
    let (Some(out), Some(src)) = (static_shape(rw.ctx, t), static_shape(rw.ctx, it)) else {
        return false;
    };
    let Some(k) = usize::try_from(k).ok() else {
        return false;
    };
    let Some(&target) = dims.get(k) else {
        return false;
    };
    if usize::try_from(target).ok().and_then(|j| out.get(j)) != src.get(k) {
        return false;
    }
    let attr = rw.ctx.i64_attr(target);
    replace_with_new(rw, op, "iota", &[], &[(IOTA_DIMENSION, attr)])
}

/// Operand and result shapes of a broadcast where nothing is expanded: every mapped
/// dimension keeps its size and every unmapped result dimension has size 1.
fn no_expansion(rw: &PatternRewriter<'_>, op: OpId) -> Option<Vec<i64>> {
    let dims = i64s(rw, op, BROADCAST_DIMENSIONS)?;
    let x = operand(rw, op, 0)?;
    let src = static_shape(rw.ctx, ty(rw, x))?;
    let out = static_shape(rw.ctx, result_ty(rw, op)?)?;
    let mut mapped = vec![false; out.len()];
    for (i, &d) in dims.iter().enumerate() {
        let j = usize::try_from(d).ok()?;
        if out.get(j)? != src.get(i)? {
            return None;
        }
        mapped[j] = true;
    }
    out.iter()
        .zip(&mapped)
        .all(|(&n, &m)| m || n == 1)
        .then_some(dims)
}

/// `broadcast_in_dim` that only inserts size-1 dimensions, dimensions in order →
/// `reshape`. Precondition: static shapes, no expansion, increasing dims.
fn broadcast_to_reshape(rw: &mut PatternRewriter<'_>, op: OpId) -> bool {
    let Some(dims) = no_expansion(rw, op) else {
        return false;
    };
    let Some(x) = operand(rw, op, 0) else {
        return false;
    };
    // Same types: the identity rule's case.
    if !dims.windows(2).all(|w| w[0] < w[1]) || result_ty(rw, op) == Some(ty(rw, x)) {
        return false;
    }
    replace_with_new(rw, op, "reshape", &[x], &[])
}

/// `broadcast_in_dim` that permutes dimensions of the same sizes → `transpose` with the
/// inverse permutation. Precondition: static shapes, same rank, no expansion, dims not in
/// order.
fn broadcast_to_transpose(rw: &mut PatternRewriter<'_>, op: OpId) -> bool {
    let Some(dims) = no_expansion(rw, op) else {
        return false;
    };
    let rank = result_ty(rw, op).and_then(|t| static_shape(rw.ctx, t).map(|s| s.len()));
    if rank != Some(dims.len()) || is_identity(&dims) {
        return false;
    }
    let mut perm = vec![0i64; dims.len()];
    for (i, &d) in dims.iter().enumerate() {
        perm[d as usize] = i as i64;
    }
    let attr = rw.ctx.dense_i64_array(&perm);
    operand(rw, op, 0)
        .is_some_and(|x| replace_with_new(rw, op, "transpose", &[x], &[(PERMUTATION, attr)]))
}

/// `dynamic_conv` with a constant padding → `convolution` with that padding attribute.
fn dynamic_conv_constant_padding(rw: &mut PatternRewriter<'_>, op: OpId) -> bool {
    let Some(attrs) = crate::ops::dynamic_conv::convolution_attrs(rw.op_ref(op)) else {
        return false;
    };
    let (Some(lhs), Some(rhs)) = (operand(rw, op, 0), operand(rw, op, 1)) else {
        return false;
    };
    let attrs: Vec<(String, xla_ir::Attribute)> =
        attrs.into_iter().map(|(n, a)| (n.to_string(), a)).collect();
    let props: Vec<(&str, xla_ir::Attribute)> =
        attrs.iter().map(|(n, a)| (n.as_str(), *a)).collect();
    replace_with_new(rw, op, "convolution", &[lhs, rhs], &props)
}

/// `convert(x) → x` when `x` already has the result type.
fn convert_identity(rw: &mut PatternRewriter<'_>, op: OpId) -> bool {
    operand(rw, op, 0).is_some_and(|x| replace_with(rw, op, x))
}

/// `convert(convert(x : A) : B) : A → x` when every value of `A` is exactly
/// representable in `B` (see [`widens_exactly`]), so the round trip is the identity.
fn convert_round_trip(rw: &mut PatternRewriter<'_>, op: OpId) -> bool {
    let Some(inner) = operand(rw, op, 0).and_then(|v| def_named(rw, v, "convert")) else {
        return false;
    };
    let Some(x) = operand(rw, inner, 0) else {
        return false;
    };
    let (Some(mid), Some(out)) = (result_ty(rw, inner), result_ty(rw, op)) else {
        return false;
    };
    if ty(rw, x) != out {
        return false;
    }
    let ctx = rw.ctx;
    widens_exactly(ctx, ctx.element_type(out), ctx.element_type(mid)) && replace_with(rw, op, x)
}

/// Bits of precision (significand with the implicit bit) of the IEEE-like floats.
fn precision(k: FloatKind) -> Option<u32> {
    match k {
        FloatKind::F16 => Some(11),
        FloatKind::BF16 => Some(8),
        FloatKind::F32 => Some(24),
        FloatKind::F64 => Some(53),
        _ => None,
    }
}

/// True if converting `from` to `to` and back gives every value of `from` back:
/// predicates to anything (0/1, then `!= 0`); integers to wider integers that hold their
/// range; integers to floats whose precision covers their magnitude; floats to floats with
/// at least the precision and exponent range (f16 → f32/f64, bf16 → f32/f64, f32 → f64).
pub fn widens_exactly(ctx: &xla_ir::Context, from: xla_ir::Type, to: xla_ir::Type) -> bool {
    use xla_ir::types::Signedness::Unsigned;
    let int = |t| match ctx.type_data(t) {
        TypeData::Integer { width, signedness } => Some((*width, *signedness == Unsigned)),
        _ => None,
    };
    let float = |t| match ctx.type_data(t) {
        TypeData::Float(k) => Some(*k),
        _ => None,
    };
    if from == to {
        return true;
    }
    match (int(from), int(to), float(from), float(to)) {
        (Some((1, _)), _, _, _) => int(to).is_some() || precision_of(float(to)).is_some(),
        (Some((w1, u1)), Some((w2, u2)), _, _) => {
            // Magnitude bits needed by `from` fit in `to`.
            let need = if u1 { w1 } else { w1 - 1 };
            let have = if u2 { w2 } else { w2 - 1 };
            (u1 || !u2) && need <= have
        }
        (Some((w, u)), None, _, Some(k)) => {
            precision(k).is_some_and(|p| if u { w <= p } else { w - 1 <= p })
        }
        (None, None, Some(a), Some(b)) => matches!(
            (a, b),
            (
                FloatKind::F16 | FloatKind::BF16,
                FloatKind::F32 | FloatKind::F64
            ) | (FloatKind::F32, FloatKind::F64)
        ),
        _ => false,
    }
}

fn precision_of(k: Option<FloatKind>) -> Option<u32> {
    k.and_then(precision)
}

/// `broadcast_in_dim`, `reshape` or `transpose` of a splat constant → a splat constant of
/// the result type (every element is the splat value, whatever the size: no data is
/// expanded, so this applies beyond the folding limit). Precondition: static result type
/// with the operand's element type.
fn shape_op_of_splat(rw: &mut PatternRewriter<'_>, op: OpId) -> bool {
    let Some(x) = operand(rw, op, 0) else {
        return false;
    };
    let Some(t) = result_ty(rw, op) else {
        return false;
    };
    let ctx = rw.ctx;
    let Some(attr) = constant_value(ctx, rw.body(), x) else {
        return false;
    };
    let AttrData::DenseElements {
        ty,
        data,
        splat: true,
    } = ctx.attr_data(attr)
    else {
        return false;
    };
    if static_shape(ctx, t).is_none()
        || ctx.element_type(*ty) != ctx.element_type(t)
        || !ctx.is_tensor(t)
    {
        return false;
    }
    let value = ctx.intern_attr(AttrData::DenseElements {
        ty: t,
        data: data.clone(),
        splat: true,
    });
    replace_with_constant(rw, op, value)
}
