//! Identities of element-wise arithmetic, reassociation of constants, compare, select,
//! and the min/max/clamp forms. A replacement value must have exactly the op's result
//! type (hlo binary ops may broadcast implicitly: then the rule does not apply).

use super::matchers::*;
use super::Rule;
use crate::attrs::comparison::ComparisonDirection;
use crate::ops::compare::DIRECTION;
use xla_ir::rewrite::{constant_value, PatternRewriter};
use xla_ir::{OpId, ValueId};

pub const RULES: &[Rule] = &[
    Rule {
        root: "add",
        name: "add-zero",
        apply: add_zero,
    },
    Rule {
        root: "subtract",
        name: "subtract-zero",
        apply: subtract_zero,
    },
    Rule {
        root: "subtract",
        name: "subtract-self",
        apply: subtract_self,
    },
    Rule {
        root: "multiply",
        name: "multiply-one",
        apply: multiply_one,
    },
    Rule {
        root: "multiply",
        name: "multiply-zero-int",
        apply: multiply_zero_int,
    },
    Rule {
        root: "divide",
        name: "divide-one",
        apply: divide_one,
    },
    Rule {
        root: "negate",
        name: "negate-negate",
        apply: negate_negate,
    },
    Rule {
        root: "not",
        name: "not-not",
        apply: not_not,
    },
    Rule {
        root: "and",
        name: "and-identity",
        apply: and_identity,
    },
    Rule {
        root: "or",
        name: "or-identity",
        apply: or_identity,
    },
    Rule {
        root: "xor",
        name: "xor-identity",
        apply: xor_identity,
    },
    Rule {
        root: "maximum",
        name: "maximum-identity",
        apply: maximum_identity,
    },
    Rule {
        root: "minimum",
        name: "minimum-identity",
        apply: minimum_identity,
    },
    Rule {
        root: "minimum",
        name: "min-max-to-clamp",
        apply: min_max_to_clamp,
    },
    Rule {
        root: "clamp",
        name: "clamp-full-range",
        apply: clamp_full_range,
    },
    Rule {
        root: "add",
        name: "reassociate-constants",
        apply: reassociate_int,
    },
    Rule {
        root: "multiply",
        name: "reassociate-constants",
        apply: reassociate_int,
    },
    Rule {
        root: "and",
        name: "reassociate-constants",
        apply: reassociate_int,
    },
    Rule {
        root: "or",
        name: "reassociate-constants",
        apply: reassociate_int,
    },
    Rule {
        root: "xor",
        name: "reassociate-constants",
        apply: reassociate_int,
    },
    Rule {
        root: "maximum",
        name: "reassociate-constants",
        apply: reassociate_int,
    },
    Rule {
        root: "minimum",
        name: "reassociate-constants",
        apply: reassociate_int,
    },
    Rule {
        root: "compare",
        name: "compare-self",
        apply: compare_self,
    },
    Rule {
        root: "compare",
        name: "compare-constant-right",
        apply: compare_constant_right,
    },
    Rule {
        root: "select",
        name: "select-constant-predicate",
        apply: select_constant,
    },
    Rule {
        root: "select",
        name: "select-same-arms",
        apply: select_same_arms,
    },
];

/// Float-unsafe rules (`fast-math=true` only).
pub const FAST_MATH: &[Rule] = &[
    Rule {
        root: "add",
        name: "add-zero-fast",
        apply: add_zero_fast,
    },
    Rule {
        root: "subtract",
        name: "subtract-zero-fast",
        apply: subtract_zero_fast,
    },
    Rule {
        root: "multiply",
        name: "multiply-zero-fast",
        apply: multiply_zero_fast,
    },
    Rule {
        root: "add",
        name: "reassociate-constants-fast",
        apply: reassociate_fast,
    },
    Rule {
        root: "multiply",
        name: "reassociate-constants-fast",
        apply: reassociate_fast,
    },
    Rule {
        root: "maximum",
        name: "reassociate-constants-fast",
        apply: reassociate_fast,
    },
    Rule {
        root: "minimum",
        name: "reassociate-constants-fast",
        apply: reassociate_fast,
    },
];

/// The two operands of a binary op.
fn binary(rw: &PatternRewriter<'_>, op: OpId) -> Option<(ValueId, ValueId)> {
    Some((operand(rw, op, 0)?, operand(rw, op, 1)?))
}

/// `op(x, c) → x` (or `op(c, x) → x` if `commutative`) when `c` is a splat whose bit
/// pattern `identity` gives for its element kind, and `x` has the result type.
fn drop_identity(
    rw: &mut PatternRewriter<'_>,
    op: OpId,
    commutative: bool,
    identity: impl Fn(Elem) -> Option<u64>,
) -> bool {
    let Some((lhs, rhs)) = binary(rw, op) else {
        return false;
    };
    if is_splat_of(rw, rhs, &identity) && replace_with(rw, op, lhs) {
        return true;
    }
    commutative && is_splat_of(rw, lhs, &identity) && replace_with(rw, op, rhs)
}

/// `op(x, z) → z'` when `z` is a splat of `absorbing` (`x*0`, `x&0`): `z` itself if it
/// has the result type, else a new splat constant of the (static) result type.
fn absorb(rw: &mut PatternRewriter<'_>, op: OpId, absorbing: impl Fn(Elem) -> Option<u64>) -> bool {
    let Some((lhs, rhs)) = binary(rw, op) else {
        return false;
    };
    for z in [rhs, lhs] {
        let Some((elem, bits)) = splat_bits(rw, z) else {
            continue;
        };
        if absorbing(elem) != Some(bits) {
            continue;
        }
        if replace_with(rw, op, z) {
            return true;
        }
        let Some(t) = result_ty(rw, op) else {
            return false;
        };
        return splat_attr(rw.ctx, t, bits).is_some_and(|a| replace_with_constant(rw, op, a));
    }
    false
}

/// `x + 0 → x`. Precondition: integers/predicates with 0, floats with `-0.0` (the only
/// float zero that is an exact identity: `-0.0 + +0.0 = +0.0`).
fn add_zero(rw: &mut PatternRewriter<'_>, op: OpId) -> bool {
    drop_identity(rw, op, true, |e| Some(e.negative_zero()))
}

/// `x + 0.0 → x` for floats with either zero (fast-math: ignores the sign of zero).
fn add_zero_fast(rw: &mut PatternRewriter<'_>, op: OpId) -> bool {
    drop_identity(rw, op, true, |e| matches!(e, Elem::Float(_)).then_some(0))
}

/// `x - 0 → x`. Precondition: integers with 0, floats with `+0.0` (`x - +0.0` is exact).
fn subtract_zero(rw: &mut PatternRewriter<'_>, op: OpId) -> bool {
    drop_identity(rw, op, false, |e| {
        (e != Elem::Other && e != Elem::Pred).then_some(0)
    })
}

/// `x - (-0.0) → x` for floats (fast-math).
fn subtract_zero_fast(rw: &mut PatternRewriter<'_>, op: OpId) -> bool {
    drop_identity(rw, op, false, |e| {
        matches!(e, Elem::Float(_)).then(|| e.negative_zero())
    })
}

/// `x - x → 0`. Precondition: integers (floats: `inf - inf` is NaN), static result type.
fn subtract_self(rw: &mut PatternRewriter<'_>, op: OpId) -> bool {
    let Some((lhs, rhs)) = binary(rw, op) else {
        return false;
    };
    let Some(t) = result_ty(rw, op) else {
        return false;
    };
    if lhs != rhs || !matches!(Elem::of(rw.ctx, t), Elem::Int { .. }) {
        return false;
    }
    splat_attr(rw.ctx, t, 0).is_some_and(|a| replace_with_constant(rw, op, a))
}

/// `x * 1 → x`, `1 * x → x`. Precondition: integers, predicates (`and true`) or IEEE
/// floats (`x * 1.0` is exact).
fn multiply_one(rw: &mut PatternRewriter<'_>, op: OpId) -> bool {
    drop_identity(rw, op, true, Elem::one)
}

/// `x * 0 → 0`. Precondition: integer or predicate elements (floats: `inf * 0` is NaN and
/// `-1 * 0` is `-0`).
fn multiply_zero_int(rw: &mut PatternRewriter<'_>, op: OpId) -> bool {
    absorb(rw, op, |e| e.is_int_like().then_some(0))
}

/// `x * 0.0 → 0.0` for floats (fast-math).
fn multiply_zero_fast(rw: &mut PatternRewriter<'_>, op: OpId) -> bool {
    absorb(rw, op, |e| matches!(e, Elem::Float(_)).then_some(0))
        || absorb(rw, op, |e| {
            matches!(e, Elem::Float(_)).then(|| e.negative_zero())
        })
}

/// `x / 1 → x`. Precondition: integers or IEEE floats.
fn divide_one(rw: &mut PatternRewriter<'_>, op: OpId) -> bool {
    drop_identity(
        rw,
        op,
        false,
        |e| if e == Elem::Pred { None } else { e.one() },
    )
}

/// `negate(negate(x)) → x` (exact for floats and for two's-complement integers).
fn negate_negate(rw: &mut PatternRewriter<'_>, op: OpId) -> bool {
    involution(rw, op, "negate")
}

/// `not(not(x)) → x`.
fn not_not(rw: &mut PatternRewriter<'_>, op: OpId) -> bool {
    involution(rw, op, "not")
}

fn involution(rw: &mut PatternRewriter<'_>, op: OpId, mnemonic: &str) -> bool {
    let Some(inner) = operand(rw, op, 0).and_then(|v| def_named(rw, v, mnemonic)) else {
        return false;
    };
    operand(rw, inner, 0).is_some_and(|x| replace_with(rw, op, x))
}

/// `x & all-ones → x`, `x & 0 → 0`, `x & x → x` (integers and predicates).
fn and_identity(rw: &mut PatternRewriter<'_>, op: OpId) -> bool {
    idempotent(rw, op)
        || drop_identity(rw, op, true, |e| e.is_int_like().then(|| e.all_ones()))
        || absorb(rw, op, |e| e.is_int_like().then_some(0))
}

/// `x | 0 → x`, `x | all-ones → all-ones`, `x | x → x` (integers and predicates).
fn or_identity(rw: &mut PatternRewriter<'_>, op: OpId) -> bool {
    idempotent(rw, op)
        || drop_identity(rw, op, true, |e| e.is_int_like().then_some(0))
        || absorb(rw, op, |e| e.is_int_like().then(|| e.all_ones()))
}

/// `x ^ 0 → x` (integers and predicates).
fn xor_identity(rw: &mut PatternRewriter<'_>, op: OpId) -> bool {
    drop_identity(rw, op, true, |e| e.is_int_like().then_some(0))
}

/// `op(x, x) → x` for idempotent ops (and, or, maximum, minimum).
fn idempotent(rw: &mut PatternRewriter<'_>, op: OpId) -> bool {
    binary(rw, op).is_some_and(|(l, r)| l == r && replace_with(rw, op, l))
}

/// `max(x, x) → x`; `max(x, lowest) → x` where lowest is the type's minimum (`-inf` for
/// floats: exact since maximum propagates NaN).
fn maximum_identity(rw: &mut PatternRewriter<'_>, op: OpId) -> bool {
    idempotent(rw, op) || drop_identity(rw, op, true, Elem::lowest)
}

/// `min(x, x) → x`; `min(x, highest) → x` (`+inf` for floats).
fn minimum_identity(rw: &mut PatternRewriter<'_>, op: OpId) -> bool {
    idempotent(rw, op) || drop_identity(rw, op, true, Elem::highest)
}

/// `min(max(x, lo), hi) → clamp(lo, x, hi)` (clamp's definition). Precondition: `lo` and
/// `hi` are constants, and `x`, `lo`, `hi`, the maximum and the minimum have one type.
fn min_max_to_clamp(rw: &mut PatternRewriter<'_>, op: OpId) -> bool {
    let Some((inner, hi)) = binary(rw, op) else {
        return false;
    };
    let Some(max) = def_named(rw, inner, "maximum") else {
        return false;
    };
    let Some((x, lo)) = binary(rw, max) else {
        return false;
    };
    let t = ty(rw, x);
    let consts = [lo, hi]
        .iter()
        .all(|&c| constant_value(rw.ctx, rw.body(), c).is_some());
    if !consts || [lo, hi, inner].iter().any(|&v| ty(rw, v) != t) || result_ty(rw, op) != Some(t) {
        return false;
    }
    replace_with_new(rw, op, "clamp", &[lo, x, hi], &[])
}

/// `clamp(lowest, x, highest) → x` (bounds that cannot clip; integers, or floats with
/// `-inf`/`+inf`).
fn clamp_full_range(rw: &mut PatternRewriter<'_>, op: OpId) -> bool {
    let (Some(lo), Some(x), Some(hi)) =
        (operand(rw, op, 0), operand(rw, op, 1), operand(rw, op, 2))
    else {
        return false;
    };
    is_splat_of(rw, lo, Elem::lowest)
        && is_splat_of(rw, hi, Elem::highest)
        && replace_with(rw, op, x)
}

/// `op(op(x, c1), c2) → op(x, op(c1, c2))` (the inner constant op then folds) for
/// associative and commutative `op`. Precondition: integer or predicate elements (exact
/// modulo 2^n); `x`, `c1`, `c2` and both results of one type; `x` not a constant.
fn reassociate_int(rw: &mut PatternRewriter<'_>, op: OpId) -> bool {
    reassociate(rw, op, false)
}

/// The same for floats (fast-math: rounding changes).
fn reassociate_fast(rw: &mut PatternRewriter<'_>, op: OpId) -> bool {
    reassociate(rw, op, true)
}

fn reassociate(rw: &mut PatternRewriter<'_>, op: OpId, floats: bool) -> bool {
    let Some((inner, c2)) = binary(rw, op) else {
        return false;
    };
    let Some(t) = result_ty(rw, op) else {
        return false;
    };
    let elem = Elem::of(rw.ctx, t);
    let allowed = if floats {
        matches!(elem, Elem::Float(_))
    } else {
        elem.is_int_like()
    };
    let mnemonic = rw
        .ctx
        .op_name_str(rw.body().op(op).name)
        .trim_start_matches("hlo.")
        .to_owned();
    let Some(inner_op) = def_named(rw, inner, &mnemonic) else {
        return false;
    };
    let Some((x, c1)) = binary(rw, inner_op) else {
        return false;
    };
    let is_const = |rw: &PatternRewriter<'_>, v| constant_value(rw.ctx, rw.body(), v).is_some();
    if !allowed || !is_const(rw, c1) || !is_const(rw, c2) || is_const(rw, x) {
        return false;
    }
    if [x, c1, c2, inner].iter().any(|&v| ty(rw, v) != t) {
        return false;
    }
    let folded = create_before(rw, op, &mnemonic, &[c1, c2], t, &[]);
    replace_with_new(rw, op, &mnemonic, &[x, folded], &[])
}

/// `compare(x, x)` → all true (EQ, GE, LE) or all false (NE, GT, LT). Precondition:
/// integer or predicate elements (a float NaN is unequal to itself), static result type.
fn compare_self(rw: &mut PatternRewriter<'_>, op: OpId) -> bool {
    let Some((lhs, rhs)) = binary(rw, op) else {
        return false;
    };
    if lhs != rhs || !Elem::of(rw.ctx, ty(rw, lhs)).is_int_like() {
        return false;
    }
    let Some(dir) = rw
        .op_ref(op)
        .attr(DIRECTION)
        .and_then(|a| ComparisonDirection::of_attr(rw.ctx, a))
    else {
        return false;
    };
    use ComparisonDirection as D;
    let truth = matches!(dir, D::Eq | D::Ge | D::Le);
    let Some(t) = result_ty(rw, op) else {
        return false;
    };
    splat_attr(rw.ctx, t, truth as u64).is_some_and(|a| replace_with_constant(rw, op, a))
}

/// `compare(c, x, dir) → compare(x, c, reversed dir)`: constants to the right (`c < x` is
/// `x > c`, also with NaN). Precondition: `c` constant, `x` not.
fn compare_constant_right(rw: &mut PatternRewriter<'_>, op: OpId) -> bool {
    let Some((lhs, rhs)) = binary(rw, op) else {
        return false;
    };
    let ctx = rw.ctx;
    if constant_value(ctx, rw.body(), lhs).is_none()
        || constant_value(ctx, rw.body(), rhs).is_some()
    {
        return false;
    }
    let Some(dir) = rw
        .op_ref(op)
        .attr(DIRECTION)
        .and_then(|a| ComparisonDirection::of_attr(ctx, a))
    else {
        return false;
    };
    use ComparisonDirection as D;
    let reversed = match dir {
        D::Ge => D::Le,
        D::Le => D::Ge,
        D::Gt => D::Lt,
        D::Lt => D::Gt,
        d => d,
    };
    let attr = reversed.attr(ctx);
    rw.modify_in_place(op, |b| {
        b.set_operands(op, &[rhs, lhs]);
        b.op_mut(op).props.set_str(ctx, DIRECTION, attr);
    });
    true
}

/// `select(true, a, b) → a`, `select(false, a, b) → b` for a splat predicate (scalar or
/// full). Precondition: the chosen arm has the result type.
fn select_constant(rw: &mut PatternRewriter<'_>, op: OpId) -> bool {
    let (Some(pred), Some(a), Some(b)) =
        (operand(rw, op, 0), operand(rw, op, 1), operand(rw, op, 2))
    else {
        return false;
    };
    match splat_bits(rw, pred) {
        Some((Elem::Pred, 1)) => replace_with(rw, op, a),
        Some((Elem::Pred, 0)) => replace_with(rw, op, b),
        _ => false,
    }
}

/// `select(p, a, a) → a`.
fn select_same_arms(rw: &mut PatternRewriter<'_>, op: OpId) -> bool {
    let (Some(a), Some(b)) = (operand(rw, op, 1), operand(rw, op, 2)) else {
        return false;
    };
    a == b && replace_with(rw, op, a)
}
