//! Reductions over any subset of axes (add, max, min, mul; and/or for i1) and the variadic
//! argmax/argmin reduce JAX emits (value and index, ties to the lower index).

use super::{shape_ops, Elem, Gen, Ty, Val};

fn list(v: &[usize]) -> String {
    v.iter()
        .map(|d| d.to_string())
        .collect::<Vec<_>>()
        .join(", ")
}

/// The identity of `op` on `elem`.
fn init(op: &str, elem: Elem) -> f64 {
    let (lo, hi) = match elem {
        Elem::I8 => (-128.0, 127.0),
        Elem::UI8 => (0.0, 255.0),
        Elem::I32 => (i32::MIN as f64, i32::MAX as f64),
        Elem::I64 => (i64::MIN as f64, i64::MAX as f64),
        Elem::I1 => (0.0, 1.0),
        _ => (f64::NEG_INFINITY, f64::INFINITY),
    };
    match op {
        "add" | "or" => 0.0,
        "multiply" | "and" => 1.0,
        "maximum" => lo,
        _ => hi,
    }
}

fn axes(g: &mut Gen, rank: usize) -> Vec<usize> {
    match g.below(4) {
        0 => (0..rank).collect(),
        1 if rank > 0 => vec![g.below(rank)],
        _ => (0..rank).filter(|_| g.chance(50)).collect(),
    }
}

pub fn reduce_with(g: &mut Gen, x: &Val, op: &str, dims: &[usize]) -> Val {
    let c = g.splat(&Ty::new(vec![], x.ty.elem), init(op, x.ty.elem));
    let shape: Vec<i64> = (0..x.ty.shape.len())
        .filter(|d| !dims.contains(d))
        .map(|d| x.ty.shape[d])
        .collect();
    let ty = Ty::new(shape, x.ty.elem);
    // A float sum or product depends on the order of its terms (reassociation is allowed).
    let exact = x.exact && (!x.ty.elem.is_float() || matches!(op, "maximum" | "minimum"));
    g.def(
        format!(
            "hlo.reduce({} init: {}) applies hlo.{op} across dimensions = [{}] : ({}, {}) -> {ty}",
            x.name,
            c.name,
            list(dims),
            x.ty,
            c.ty
        ),
        ty,
        exact,
    )
}

fn argmax(g: &mut Gen, x: &Val) {
    let d = g.below(x.ty.shape.len());
    let it = Ty::new(x.ty.shape.clone(), Elem::I32);
    let iota = g.def(format!("hlo.iota dim = {d} : {it}"), it, true);
    let max = g.chance(50);
    let (op, start) = if max {
        ("GT", f64::NEG_INFINITY)
    } else {
        ("LT", f64::INFINITY)
    };
    let e = x.ty.elem;
    let c = g.splat(&Ty::new(vec![], e), start);
    let z = g.splat(&Ty::new(vec![], Elem::I32), 0.0);
    let shape: Vec<i64> = (0..x.ty.shape.len())
        .filter(|&k| k != d)
        .map(|k| x.ty.shape[k])
        .collect();
    let (vt, ixt) = (Ty::new(shape.clone(), e), Ty::new(shape, Elem::I32));
    let name = g.fresh();
    let s = |t: &str| format!("tensor<{t}>");
    let (fe, ie) = (s(e.name()), s("i32"));
    g.line(format!(
        "{name}:2 = hlo.reduce({} init: {}), ({} init: {}) across dimensions = [{d}] : ({}, {}, {fe}, {ie}) -> ({vt}, {ixt})",
        x.name, c.name, iota.name, z.name, x.ty, iota.ty
    ));
    g.line(format!(
        " reducer(%a: {fe}, %b: {fe}) (%i: {ie}, %j: {ie}) {{"
    ));
    let body = [
        format!("  %p = hlo.compare {op}, %a, %b, FLOAT : ({fe}, {fe}) -> tensor<i1>"),
        format!("  %n = hlo.compare NE, %a, %a, FLOAT : ({fe}, {fe}) -> tensor<i1>"),
        "  %q = hlo.or %p, %n : tensor<i1>".to_string(),
        format!("  %e = hlo.compare EQ, %a, %b, FLOAT : ({fe}, {fe}) -> tensor<i1>"),
        format!("  %l = hlo.compare LT, %i, %j, SIGNED : ({ie}, {ie}) -> tensor<i1>"),
        "  %t = hlo.and %e, %l : tensor<i1>".to_string(),
        "  %u = hlo.or %q, %t : tensor<i1>".to_string(),
        format!("  %v = hlo.select %q, %a, %b : tensor<i1>, {fe}"),
        format!("  %w = hlo.select %u, %i, %j : tensor<i1>, {ie}"),
        format!("  hlo.return %v, %w : {fe}, {ie}"),
    ];
    for l in body {
        g.line(l);
    }
    g.line("}".into());
    g.pool.push(Val {
        name: format!("{name}#0"),
        ty: vt,
        exact: true,
    });
    g.pool.push(Val {
        name: format!("{name}#1"),
        ty: ixt,
        exact: true,
    });
}

pub fn random(g: &mut Gen) {
    let x = g.any_operand();
    let x = match x.ty.elem {
        Elem::C64 => {
            let ty = x.ty.with_elem(Elem::F32);
            shape_ops::fit(g, &x, &ty)
        }
        _ => x,
    };
    let e = x.ty.elem;
    if e.is_float() && x.exact && !x.ty.shape.is_empty() && g.chance(25) {
        return argmax(g, &x);
    }
    let dims = axes(g, x.ty.shape.len());
    let reduced: i64 = dims.iter().map(|&d| x.ty.shape[d]).product();
    let op = match e {
        Elem::I1 => g.pick(&["and", "or"]),
        // Products of many terms overflow: only over a few.
        _ if reduced <= 8 && g.chance(20) => "multiply",
        _ => g.pick(&["add", "add", "maximum", "minimum"]),
    };
    reduce_with(g, &x, op, &dims);
}
