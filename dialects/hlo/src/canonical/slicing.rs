//! slice, pad, concatenate and dynamic_slice.

use super::matchers::*;
use super::Rule;
use crate::ops::concatenate::DIMENSION;
use crate::ops::dynamic_slice::SLICE_SIZES;
use crate::ops::pad::{EDGE_PADDING_HIGH, EDGE_PADDING_LOW, INTERIOR_PADDING};
use crate::ops::slice::{LIMIT_INDICES, START_INDICES, STRIDES};
use xla_ir::rewrite::{constant_value, PatternRewriter};
use xla_ir::{AttrData, Attribute, Context, OpId, Type};

pub const RULES: &[Rule] = &[
    Rule {
        root: "slice",
        name: "slice-full",
        apply: slice_full,
    },
    Rule {
        root: "slice",
        name: "slice-slice",
        apply: slice_slice,
    },
    Rule {
        root: "pad",
        name: "pad-zero",
        apply: pad_zero,
    },
    Rule {
        root: "concatenate",
        name: "concatenate-single",
        apply: concatenate_single,
    },
    Rule {
        root: "concatenate",
        name: "concatenate-constants",
        apply: concatenate_constants,
    },
    Rule {
        root: "dynamic_slice",
        name: "dynamic-slice-constant",
        apply: dynamic_slice_constant,
    },
];

struct SliceAttrs {
    start: Vec<i64>,
    limit: Vec<i64>,
    strides: Vec<i64>,
}

fn slice_attrs(rw: &PatternRewriter<'_>, op: OpId) -> Option<SliceAttrs> {
    let a = SliceAttrs {
        start: i64s(rw, op, START_INDICES)?,
        limit: i64s(rw, op, LIMIT_INDICES)?,
        strides: i64s(rw, op, STRIDES)?,
    };
    (a.start.len() == a.limit.len() && a.start.len() == a.strides.len()).then_some(a)
}

/// `slice(x)` taking every element (starts 0, strides 1) → `x` when `x` has the result
/// type.
fn slice_full(rw: &mut PatternRewriter<'_>, op: OpId) -> bool {
    let Some(a) = slice_attrs(rw, op) else {
        return false;
    };
    a.start.iter().all(|&s| s == 0)
        && a.strides.iter().all(|&s| s == 1)
        && operand(rw, op, 0).is_some_and(|x| replace_with(rw, op, x))
}

/// `slice(slice(x, s1, l1, t1), s2, l2, t2) → slice(x, s, l, t)` with, per dimension,
/// `s = s1 + s2*t1`, `t = t1*t2`, `l = s + (n-1)*t + 1` for the `n` elements taken (or
/// `s = l = s1` when none). Precondition: both verified (positive strides), no overflow.
fn slice_slice(rw: &mut PatternRewriter<'_>, op: OpId) -> bool {
    let Some(inner) = operand(rw, op, 0).and_then(|v| def_named(rw, v, "slice")) else {
        return false;
    };
    let (Some(a), Some(b), Some(x)) = (
        slice_attrs(rw, inner),
        slice_attrs(rw, op),
        operand(rw, inner, 0),
    ) else {
        return false;
    };
    if a.start.len() != b.start.len() {
        return false;
    }
    let mut s = Vec::new();
    let mut l = Vec::new();
    let mut t = Vec::new();
    for i in 0..a.start.len() {
        let (s2, l2, t2) = (b.start[i], b.limit[i], b.strides[i]);
        if t2 <= 0 || a.strides[i] <= 0 || l2 < s2 {
            return false;
        }
        let n = (l2 - s2 + t2 - 1) / t2;
        let Some(start) = s2
            .checked_mul(a.strides[i])
            .and_then(|v| v.checked_add(a.start[i]))
        else {
            return false;
        };
        let Some(stride) = a.strides[i].checked_mul(t2) else {
            return false;
        };
        // Nothing taken: an empty slice at the inner start, which is within `x` (s1 + s2*t1 may
        // not be: found by the random differential tests, lit/xla-run/difftest-slice-slice-empty.mlir).
        let (start, limit) = if n == 0 {
            (a.start[i], Some(a.start[i]))
        } else {
            (
                start,
                (n - 1)
                    .checked_mul(stride)
                    .and_then(|v| v.checked_add(start + 1)),
            )
        };
        let Some(limit) = limit else { return false };
        s.push(start);
        l.push(limit);
        t.push(stride);
    }
    let ctx = rw.ctx;
    let props = [
        (START_INDICES, ctx.dense_i64_array(&s)),
        (LIMIT_INDICES, ctx.dense_i64_array(&l)),
        (STRIDES, ctx.dense_i64_array(&t)),
    ];
    replace_with_new(rw, op, "slice", &[x], &props)
}

/// `pad(x, v)` with all paddings 0 → `x` when `x` has the result type.
fn pad_zero(rw: &mut PatternRewriter<'_>, op: OpId) -> bool {
    let zero = |name| i64s(rw, op, name).is_some_and(|v| v.iter().all(|&p| p == 0));
    zero(EDGE_PADDING_LOW)
        && zero(EDGE_PADDING_HIGH)
        && zero(INTERIOR_PADDING)
        && operand(rw, op, 0).is_some_and(|x| replace_with(rw, op, x))
}

/// `concatenate(x) → x` when `x` has the result type.
fn concatenate_single(rw: &mut PatternRewriter<'_>, op: OpId) -> bool {
    rw.body().operands(op).len() == 1 && operand(rw, op, 0).is_some_and(|x| replace_with(rw, op, x))
}

/// Two adjacent constant operands of a concatenate become one constant (their elements
/// joined along the dimension); with only those two, the result is that constant.
/// Precondition: static shapes, same element type; the joined constant has at most
/// [`JOIN_LIMIT`] elements unless both are the same splat (the result is a splat).
fn concatenate_constants(rw: &mut PatternRewriter<'_>, op: OpId) -> bool {
    let Some(dim) = int_attr(rw, op, DIMENSION).and_then(|d| usize::try_from(d).ok()) else {
        return false;
    };
    let ops = operands(rw, op);
    let ctx = rw.ctx;
    let consts: Vec<Option<Attribute>> = ops
        .iter()
        .map(|&v| constant_value(ctx, rw.body(), v))
        .collect();
    for i in 0..ops.len().saturating_sub(1) {
        let (Some(a), Some(b)) = (consts[i], consts[i + 1]) else {
            continue;
        };
        let Some(joined) = join(ctx, a, b, dim) else {
            continue;
        };
        if ops.len() == 2 {
            return replace_with_constant(rw, op, joined);
        }
        let Some(t) = ctx.attr_type(joined) else {
            return false;
        };
        let c = create_before(
            rw,
            op,
            "constant",
            &[],
            t,
            &[(crate::ops::constant::VALUE, joined)],
        );
        let mut new_ops = ops.clone();
        new_ops.splice(i..i + 2, [c]);
        rw.set_operands(op, &new_ops);
        return true;
    }
    false
}

/// Joined constants hold at most this many elements unless they are one splat: the rule
/// must not expand a huge splat into data.
pub const JOIN_LIMIT: i64 = 1 << 16;

/// `a` and `b` joined along `dim`.
fn join(ctx: &Context, a: Attribute, b: Attribute, dim: usize) -> Option<Attribute> {
    let (
        AttrData::DenseElements {
            ty: ta,
            data: da,
            splat: sa,
        },
        AttrData::DenseElements {
            ty: tb,
            data: db,
            splat: sb,
        },
    ) = (ctx.attr_data(a), ctx.attr_data(b))
    else {
        return None;
    };
    let (shape_a, shape_b) = (static_shape(ctx, *ta)?, static_shape(ctx, *tb)?);
    if shape_a.len() != shape_b.len()
        || dim >= shape_a.len()
        || ctx.element_type(*ta) != ctx.element_type(*tb)
    {
        return None;
    }
    let mut shape = shape_a.to_vec();
    shape[dim] = shape_a[dim].checked_add(shape_b[dim])?;
    if *sa && *sb && da == db {
        let t = ctx.tensor_type(&shape, ctx.element_type(*ta));
        return (0..shape.len())
            .all(|i| i == dim || shape_a[i] == shape_b[i])
            .then(|| {
                ctx.intern_attr(AttrData::DenseElements {
                    ty: t,
                    data: da.clone(),
                    splat: true,
                })
            });
    }
    if shape.iter().try_fold(1i64, |n, &d| n.checked_mul(d))? > JOIN_LIMIT {
        return None;
    }
    let (ta, sa, da, size) = expanded_bytes(ctx, a)?;
    let (tb, sb, db, size_b) = expanded_bytes(ctx, b)?;
    if size != size_b
        || ctx.element_type(ta) != ctx.element_type(tb)
        || sa.len() != sb.len()
        || dim >= sa.len()
    {
        return None;
    }
    if (0..sa.len()).any(|i| i != dim && sa[i] != sb[i]) {
        return None;
    }
    let outer = usize::try_from(sa[..dim].iter().product::<i64>()).ok()?;
    let (ia, ib) = (da.len() / outer.max(1), db.len() / outer.max(1));
    let mut out = Vec::with_capacity(da.len() + db.len());
    for o in 0..outer {
        out.extend_from_slice(da.get(o * ia..(o + 1) * ia)?);
        out.extend_from_slice(db.get(o * ib..(o + 1) * ib)?);
    }
    let mut shape = sa.clone();
    shape[dim] = sa[dim].checked_add(sb[dim])?;
    let t = ctx.tensor_type(&shape, ctx.element_type(ta));
    Some(dense_attr(ctx, t, out, size))
}

/// A `dense<...>` of `t` from element bytes, stored as a splat when all are equal (as the
/// parser and MLIR do).
pub fn dense_attr(ctx: &Context, t: Type, mut data: Vec<u8>, size: usize) -> Attribute {
    let splat =
        size > 0 && data.len() >= size && data.chunks_exact(size).all(|c| c == &data[..size]);
    if splat {
        data.truncate(size);
    }
    ctx.intern_attr(AttrData::DenseElements {
        ty: t,
        data: data.into(),
        splat,
    })
}

/// The value of a scalar integer constant, sign-extended for signed types.
fn scalar_int(rw: &PatternRewriter<'_>, v: xla_ir::ValueId) -> Option<i64> {
    let (elem, bits) = splat_bits(rw, v)?;
    match elem {
        Elem::Int {
            width,
            unsigned: true,
        } => i64::try_from(bits).ok().filter(|_| width <= 64),
        Elem::Int {
            width,
            unsigned: false,
        } => Some(((bits << (64 - width)) as i64) >> (64 - width)),
        _ => None,
    }
}

/// `dynamic_slice(x, c0, c1, ..)` with constant start indices → `slice` at the indices
/// clamped into `[0, dim - size]` (the spec's clamping). Precondition: `x` static.
fn dynamic_slice_constant(rw: &mut PatternRewriter<'_>, op: OpId) -> bool {
    let ops = operands(rw, op);
    let (Some(&x), Some(sizes)) = (ops.first(), i64s(rw, op, SLICE_SIZES)) else {
        return false;
    };
    let Some(shape) = static_shape(rw.ctx, ty(rw, x)).map(|s| s.to_vec()) else {
        return false;
    };
    if ops.len() != shape.len() + 1 || sizes.len() != shape.len() {
        return false;
    }
    let mut start = Vec::new();
    for (i, &v) in ops[1..].iter().enumerate() {
        let Some(idx) = scalar_int(rw, v) else {
            return false;
        };
        let hi = shape[i] - sizes[i];
        if hi < 0 {
            return false;
        }
        start.push(idx.clamp(0, hi));
    }
    let limit: Vec<i64> = start.iter().zip(&sizes).map(|(s, n)| s + n).collect();
    let ctx = rw.ctx;
    let props = [
        (START_INDICES, ctx.dense_i64_array(&start)),
        (LIMIT_INDICES, ctx.dense_i64_array(&limit)),
        (STRIDES, ctx.dense_i64_array(&vec![1; start.len()])),
    ];
    replace_with_new(rw, op, "slice", &[x], &props)
}
