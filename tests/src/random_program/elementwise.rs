//! Element-wise ops: unary and binary math, compare + select, clamp, converts. Operands of
//! ill-conditioned functions are guarded (`log(|x| + 1)`, `x / (|y| + 1)`) unless they are
//! exact, and discontinuous ops take exact operands only (see the module docs of `mod.rs`).

use super::{shape_ops, Elem, Gen, Ty, Val};

/// `op %a : ty` (same type in and out).
pub fn unary(g: &mut Gen, op: &str, x: &Val, exact: bool) -> Val {
    let ty = x.ty.clone();
    g.def(format!("hlo.{op} {} : {ty}", x.name), ty, exact)
}

pub fn binary(g: &mut Gen, op: &str, x: &Val, y: &Val, exact: bool) -> Val {
    let ty = x.ty.clone();
    g.def(format!("hlo.{op} {}, {} : {ty}", x.name, y.name), ty, exact)
}

/// `|x| + 1`, positive and well conditioned for log, rsqrt and divisors.
fn abs_plus_one(g: &mut Gen, x: &Val) -> Val {
    let a = unary(g, "abs", x, x.exact);
    let one = g.splat(&x.ty, 1.0);
    binary(g, "add", &a, &one, x.exact)
}

/// A second operand of type `ty`: a value of the pool, a splat constant, or another value fitted.
pub fn partner(g: &mut Gen, ty: &Ty, need_exact: bool) -> Val {
    if g.chance(60) {
        if let Some(v) = g.operand(|v| v.ty == *ty && (v.exact || !need_exact)) {
            return v;
        }
    }
    if g.chance(40) {
        let c = match ty.elem {
            Elem::I1 => g.below(2) as f64,
            Elem::UI8 => g.range(0, 9) as f64,
            e if e.is_int() => g.range(-9, 9) as f64,
            _ => g.range(-16, 16) as f64 / 8.0,
        };
        return g.splat(ty, c);
    }
    let src = g
        .operand(|v| v.exact || !need_exact)
        .unwrap_or_else(|| g.any_operand());
    shape_ops::fit(g, &src, ty)
}

fn float_unary(g: &mut Gen, x: &Val) -> Val {
    match g.below(17) {
        0 => unary(g, "abs", x, x.exact),
        1 => unary(g, "negate", x, x.exact),
        2 => unary(g, "exponential", x, false),
        3 => unary(g, "tanh", x, false),
        4 => unary(g, "logistic", x, false),
        5 => unary(g, "sine", x, false),
        6 => unary(g, "cosine", x, false),
        7 => unary(g, "exponential_minus_one", x, false),
        8 => unary(g, "cbrt", x, false),
        9 => {
            // Raw log of an exact value sometimes: NaN for negatives, -inf at 0, both sides.
            let a = if x.exact && g.chance(30) {
                x.clone()
            } else {
                abs_plus_one(g, x)
            };
            unary(g, "log", &a, false)
        }
        10 => {
            let a = unary(g, "abs", x, x.exact);
            unary(g, "log_plus_one", &a, false)
        }
        11 => {
            let a = if x.exact {
                unary(g, "abs", x, true)
            } else {
                abs_plus_one(g, x)
            };
            unary(g, "sqrt", &a, a.exact)
        }
        12 => {
            let a = abs_plus_one(g, x);
            unary(g, "rsqrt", &a, false)
        }
        13 if x.exact => {
            let op = g.pick(&[
                "floor",
                "ceil",
                "round_nearest_even",
                "round_nearest_afz",
                "sign",
            ]);
            unary(g, op, x, true)
        }
        _ => unary(g, "negate", x, x.exact),
    }
}

fn float_binary(g: &mut Gen, x: &Val) -> Val {
    let y = partner(g, &x.ty, false);
    let both = x.exact && y.exact;
    match g.below(9) {
        0 | 1 => binary(g, "add", x, &y, both),
        2 => binary(g, "subtract", x, &y, both),
        3 | 4 => binary(g, "multiply", x, &y, both),
        5 => {
            let d = if y.exact && g.chance(50) {
                y
            } else {
                abs_plus_one(g, &y)
            };
            let exact = x.exact && d.exact;
            binary(g, "divide", x, &d, exact)
        }
        6 => binary(g, "maximum", x, &y, both),
        7 => binary(g, "minimum", x, &y, both),
        _ if both => {
            let op = g.pick(&["remainder", "atan2"]);
            binary(g, op, x, &y, op == "remainder")
        }
        _ => binary(g, "add", x, &y, both),
    }
}

fn int_ops(g: &mut Gen, x: &Val) -> Val {
    match g.below(16) {
        0 | 1 if x.ty.elem.is_unsigned() => unary(g, "not", x, true),
        0 => unary(g, "abs", x, true),
        1 => unary(g, "negate", x, true),
        2 => unary(g, "not", x, true),
        3 if !x.ty.elem.is_unsigned() => unary(g, "sign", x, true),
        4 => unary(g, "popcnt", x, true),
        5 => unary(g, "count_leading_zeros", x, true),
        6 | 7 => {
            // XLA defines x/0 and MIN/-1, LLVM does not: divisors are kept in 1..=8.
            let y = partner(g, &x.ty, true);
            let seven = g.splat(&x.ty, 7.0);
            let low = binary(g, "and", &y, &seven, true);
            let one = g.splat(&x.ty, 1.0);
            let d = binary(g, "add", &low, &one, true);
            let op = g.pick(&["divide", "remainder"]);
            binary(g, op, x, &d, true)
        }
        k => {
            let y = partner(g, &x.ty, true);
            let ops = [
                "add",
                "subtract",
                "multiply",
                "maximum",
                "minimum",
                "and",
                "or",
                "xor",
                "shift_left",
                "shift_right_logical",
                "shift_right_arithmetic",
            ];
            let op = ops[(k + g.below(ops.len())) % ops.len()];
            binary(g, op, x, &y, true)
        }
    }
}

fn bool_ops(g: &mut Gen, x: &Val) -> Val {
    if g.chance(25) {
        return unary(g, "not", x, true);
    }
    let y = partner(g, &x.ty, true);
    let op = g.pick(&["and", "or", "xor"]);
    binary(g, op, x, &y, true)
}

fn complex_ops(g: &mut Gen, x: &Val) -> Val {
    match g.below(6) {
        0 => unary(g, "negate", x, x.exact),
        1 => {
            let op = g.pick(&["real", "imag"]);
            let ty = x.ty.with_elem(Elem::F32);
            g.def(
                format!("hlo.{op} {} : ({}) -> {ty}", x.name, x.ty),
                ty,
                x.exact,
            )
        }
        k => {
            let y = partner(g, &x.ty, false);
            let op = ["add", "subtract", "multiply", "add"][k - 2];
            binary(g, op, x, &y, x.exact && y.exact && op != "multiply")
        }
    }
}

/// `compare` of two exact values, then `select` between two values of one shape.
pub fn compare(g: &mut Gen, x: &Val, y: &Val) -> Val {
    let dir = g.pick(&["EQ", "NE", "LT", "LE", "GT", "GE"]);
    let ty = x.ty.with_elem(Elem::I1);
    let ct = x.ty.elem.compare_type();
    g.def(
        format!(
            "hlo.compare {dir}, {}, {}, {ct} : ({}, {}) -> {ty}",
            x.name, y.name, x.ty, y.ty
        ),
        ty,
        true,
    )
}

fn compare_select(g: &mut Gen, x: &Val) -> Val {
    let y = partner(g, &x.ty, true);
    let p = compare(g, x, &y);
    let shape = x.ty.shape.clone();
    let (a, b) = match g.operand(|v| v.ty.shape == shape && v.ty.elem != Elem::I1) {
        Some(a) if g.chance(60) => {
            let b = partner(g, &a.ty, false);
            (a, b)
        }
        _ => (x.clone(), y),
    };
    let ty = a.ty.clone();
    let exact = a.exact && b.exact;
    g.def(
        format!(
            "hlo.select {}, {}, {} : {}, {ty}",
            p.name, a.name, b.name, p.ty
        ),
        ty,
        exact,
    )
}

/// `clamp(lo, x, hi)` with splat bounds.
pub fn clamp(g: &mut Gen, x: &Val, lo: f64, hi: f64) -> Val {
    let l = g.splat(&x.ty, lo);
    let h = g.splat(&x.ty, hi);
    let ty = x.ty.clone();
    g.def(
        format!("hlo.clamp {}, {}, {} : {ty}", l.name, x.name, h.name),
        ty,
        x.exact,
    )
}

/// `convert` to `to`; float→int and →i1 only from exact values, clamped into range first.
pub fn convert(g: &mut Gen, x: &Val, to: Elem) -> Option<Val> {
    let from = x.ty.elem;
    if from == Elem::C64
        || from == to
        || (from.is_float() && !to.is_float() && to != Elem::C64 && !x.exact)
    {
        return None;
    }
    let src = if from.is_float() && to.is_int() {
        let (lo, hi) = if to.is_unsigned() {
            (0.0, 200.0)
        } else {
            (-100.0, 100.0)
        };
        clamp(g, x, lo, hi)
    } else {
        x.clone()
    };
    let ty = x.ty.with_elem(to);
    Some(g.def(
        format!("hlo.convert {} : ({}) -> {ty}", src.name, src.ty),
        ty,
        src.exact,
    ))
}

pub fn random(g: &mut Gen) {
    let x = g.any_operand();
    let e = x.ty.elem;
    if g.chance(15) {
        let to = g.elem();
        if convert(g, &x, to).is_some() {
            return;
        }
    }
    if e != Elem::C64 && x.exact && g.chance(15) {
        compare_select(g, &x);
        return;
    }
    match e {
        Elem::I1 => {
            bool_ops(g, &x);
        }
        Elem::C64 => {
            complex_ops(g, &x);
        }
        _ if e.is_int() => {
            int_ops(g, &x);
        }
        _ if g.chance(50) => {
            float_unary(g, &x);
        }
        _ => {
            float_binary(g, &x);
        }
    }
}
