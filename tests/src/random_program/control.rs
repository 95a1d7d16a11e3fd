//! Control flow: `while` with a counter (0–4 trips) carrying a value through a random body,
//! and `if` / `case` whose branches compute a value of one type from captured values.

use super::{elementwise, shape_ops, steps, Elem, Gen, Ty, Val};

/// The last value of the pool converted to `ty` (a branch's or a loop body's result).
fn result_of(g: &mut Gen, ty: &Ty, fallback: &Val) -> Val {
    match g.pool.iter().rev().find(|v| v.ty == *ty).cloned() {
        Some(v) => v,
        None => {
            let last = g.pool.last().cloned().unwrap_or_else(|| fallback.clone());
            shape_ops::fit(g, &last, ty)
        }
    }
}

/// A region's ops: a few random steps (fewer as the budget runs out, none when it is spent).
fn body(g: &mut Gen) {
    let n = if g.budget == 0 {
        1
    } else {
        g.range(1, 3) as usize
    };
    let saved = g.budget;
    g.budget /= 2;
    if saved == 0 {
        // Nested control flow stops here: only element-wise ops.
        elementwise::random(g);
    } else {
        steps(g, n);
    }
    g.budget = saved.saturating_sub(n);
}

pub fn while_loop(g: &mut Gen) {
    let x = g.any_operand();
    let trips = g.range(0, 4);
    let zero = g.splat(&Ty::new(vec![], Elem::I32), 0.0);
    let name = g.fresh();
    let (it, ix) = (format!("{}_i", name), format!("{}_x", name));
    let i32t = Ty::new(vec![], Elem::I32);
    let ty = x.ty.clone();
    g.line(format!(
        "{name}:2 = hlo.while({it} = {}, {ix} = {}) : {i32t}, {ty}",
        zero.name, x.name
    ));
    g.line("cond {".into());
    let mark = g.enter();
    let lim = g.splat(&i32t, trips as f64);
    let itv = Val {
        name: it.clone(),
        ty: i32t.clone(),
        exact: true,
    };
    let c = g.def(
        format!(
            "hlo.compare LT, {it}, {}, SIGNED : ({i32t}, {i32t}) -> tensor<i1>",
            lim.name
        ),
        Ty::new(vec![], Elem::I1),
        true,
    );
    g.line(format!("hlo.return {} : tensor<i1>", c.name));
    g.leave(mark);
    g.line("} do {".into());
    let mark = g.enter();
    // The body sees its carried value, and sometimes the values around the loop too.
    let outer = if g.chance(70) {
        std::mem::take(&mut g.pool)
    } else {
        g.pool.clone()
    };
    let carried = Val {
        name: ix.clone(),
        ty: ty.clone(),
        exact: x.exact,
    };
    g.pool.push(carried.clone());
    body(g);
    let r = result_of(g, &ty, &carried);
    let one = g.splat(&i32t, 1.0);
    let next = elementwise::binary(g, "add", &itv, &one, true);
    g.line(format!(
        "hlo.return {}, {} : {i32t}, {ty}",
        next.name, r.name
    ));
    g.pool = outer;
    g.leave(mark);
    g.line("}".into());
    g.pool.push(Val {
        name: format!("{name}#1"),
        ty,
        exact: x.exact && r.exact,
    });
}

/// An `i1` scalar from an exact value (`v > 0`, or the value itself).
fn predicate(g: &mut Gen) -> Val {
    let x = g
        .operand(|v| v.exact && v.ty.elem != Elem::C64)
        .unwrap_or_else(|| g.arg(Ty::new(vec![], Elem::I1)));
    let s = shape_ops::fit(g, &x, &Ty::new(vec![], x.ty.elem));
    if s.ty.elem == Elem::I1 {
        return s;
    }
    let zero = g.splat(&s.ty, 0.0);
    elementwise::compare(g, &s, &zero)
}

pub fn if_or_case(g: &mut Gen) {
    let x = g.any_operand();
    let ty = x.ty.clone();
    let (op, selector, branches) = if g.chance(50) {
        ("hlo.if", predicate(g), 2)
    } else {
        // Any i32, out of range too: XLA runs the last branch then.
        let src = g
            .operand(|v| v.ty.elem.is_int() || v.ty.elem == Elem::I1)
            .unwrap_or_else(|| g.arg(Ty::new(vec![], Elem::I32)));
        let idx = shape_ops::fit(g, &src, &Ty::new(vec![], Elem::I32));
        ("hlo.case", idx, g.range(1, 3))
    };
    let name = g.fresh();
    g.line(format!("{name} = \"{op}\"({}) ({{", selector.name));
    let mut exact = true;
    for b in 0..branches {
        if b > 0 {
            g.line("}, {".into());
        }
        let mark = g.enter();
        body(g);
        let r = result_of(g, &ty, &x);
        exact &= r.exact;
        g.line(format!("hlo.return {} : {ty}", r.name));
        g.leave(mark);
    }
    g.line(format!("}}) : ({}) -> {ty}", selector.ty));
    g.pool.push(Val { name, ty, exact });
}
