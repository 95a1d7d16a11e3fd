//! Data movement: broadcast_in_dim (scalars, row and column vectors, general), transpose,
//! slice, concatenate, reshape, pad, iota; and [`fit`], which turns any value into one of a
//! wanted type with these ops (so ops that need particular shapes still consume the program's
//! values).

use super::{elementwise, Elem, Gen, Ty, Val, MAX_ELEMENTS};

fn list(v: &[i64]) -> String {
    v.iter()
        .map(|d| d.to_string())
        .collect::<Vec<_>>()
        .join(", ")
}

pub fn reshape_to(g: &mut Gen, x: &Val, shape: Vec<i64>) -> Val {
    if x.ty.shape == shape {
        return x.clone();
    }
    let ty = Ty::new(shape, x.ty.elem);
    g.def(
        format!("hlo.reshape {} : ({}) -> {ty}", x.name, x.ty),
        ty,
        x.exact,
    )
}

pub fn broadcast_to(g: &mut Gen, x: &Val, dims: &[i64], shape: Vec<i64>) -> Val {
    let ty = Ty::new(shape, x.ty.elem);
    g.def(
        format!(
            "hlo.broadcast_in_dim {}, dims = [{}] : ({}) -> {ty}",
            x.name,
            list(dims),
            x.ty
        ),
        ty,
        x.exact,
    )
}

fn slice_with(g: &mut Gen, x: &Val, start: &[i64], limit: &[i64], stride: &[i64]) -> Val {
    let shape: Vec<i64> = (0..start.len())
        .map(|i| (limit[i] - start[i] + stride[i] - 1) / stride[i])
        .collect();
    let ty = Ty::new(shape, x.ty.elem);
    let parts: Vec<String> = (0..start.len())
        .map(|i| {
            if stride[i] == 1 {
                format!("{}:{}", start[i], limit[i])
            } else {
                format!("{}:{}:{}", start[i], limit[i], stride[i])
            }
        })
        .collect();
    g.def(
        format!(
            "hlo.slice {} [{}] : ({}) -> {ty}",
            x.name,
            parts.join(", "),
            x.ty
        ),
        ty,
        x.exact,
    )
}

/// `x` as a value of type `ty`: converted, flattened, repeated or cut to the element count,
/// reshaped. A new argument when `x` cannot be converted (complex, or an inexact float to int).
pub fn fit(g: &mut Gen, x: &Val, ty: &Ty) -> Val {
    let x = if x.ty.elem == ty.elem {
        x.clone()
    } else {
        match elementwise::convert(g, x, ty.elem) {
            Some(v) => v,
            None => return g.arg(ty.clone()),
        }
    };
    if x.ty.shape == ty.shape {
        return x;
    }
    let (n, need) = (x.ty.count(), ty.count());
    let flat = reshape_to(g, &x, vec![n]);
    let sized = if n == need {
        flat
    } else if need == 0 {
        slice_with(g, &flat, &[0], &[0], &[1])
    } else if n == 0 {
        let zero = g.splat(&Ty::new(vec![], ty.elem), 0.0);
        let t = Ty::new(vec![need], ty.elem);
        g.def(
            format!(
                "hlo.pad {}, {}, low = [0], high = [{need}], interior = [0] : ({}, {}) -> {t}",
                flat.name, zero.name, flat.ty, zero.ty
            ),
            t,
            true,
        )
    } else {
        let reps = (need + n - 1) / n;
        let rep = if reps > 1 {
            let b = broadcast_to(g, &flat, &[1], vec![reps, n]);
            reshape_to(g, &b, vec![reps * n])
        } else {
            flat
        };
        if reps * n == need {
            rep
        } else {
            slice_with(g, &rep, &[0], &[need], &[1])
        }
    };
    reshape_to(g, &sized, ty.shape.clone())
}

pub fn broadcast(g: &mut Gen) {
    let x = g.any_operand();
    match g.below(3) {
        0 => {
            let s = fit(g, &x, &Ty::new(vec![], x.ty.elem));
            let shape = g.shape();
            broadcast_to(g, &s, &[], shape);
        }
        1 => {
            // A row or column vector along one axis of a matrix (or rank-3 tensor).
            let n = g.dim();
            let v = fit(g, &x, &Ty::new(vec![n], x.ty.elem));
            let rank = g.range(2, 3) as usize;
            let mut shape: Vec<i64> = (0..rank).map(|_| g.pick(&[1, 2, 3, 5, 7])).collect();
            let pos = g.below(rank);
            shape[pos] = n;
            broadcast_to(g, &v, &[pos as i64], shape);
        }
        _ => {
            let x = if x.ty.shape.len() > 3 {
                fit(g, &x, &Ty::new(vec![x.ty.count()], x.ty.elem))
            } else {
                x
            };
            let r = x.ty.shape.len();
            let rank = r + g.below(3);
            let mut positions: Vec<usize> = (0..rank).collect();
            while positions.len() > r {
                let i = g.below(positions.len());
                positions.remove(i);
            }
            if g.chance(20) && r >= 2 {
                positions.swap(0, 1);
            }
            let mut shape: Vec<i64> = (0..rank).map(|_| g.pick(&[1, 2, 3, 4])).collect();
            for (k, &p) in positions.iter().enumerate() {
                let d = x.ty.shape[k];
                shape[p] = if d == 1 && g.chance(40) {
                    g.pick(&[2, 3, 5])
                } else {
                    d
                };
            }
            if shape.iter().product::<i64>() > MAX_ELEMENTS {
                return;
            }
            let dims: Vec<i64> = positions.iter().map(|&p| p as i64).collect();
            broadcast_to(g, &x, &dims, shape);
        }
    }
}

pub fn transpose(g: &mut Gen) {
    let Some(x) = g.operand(|v| v.ty.shape.len() >= 2) else {
        return broadcast(g);
    };
    let r = x.ty.shape.len();
    let mut perm: Vec<usize> = (0..r).collect();
    for i in (1..r).rev() {
        let j = g.below(i + 1);
        perm.swap(i, j);
    }
    let shape: Vec<i64> = perm.iter().map(|&p| x.ty.shape[p]).collect();
    let ty = Ty::new(shape, x.ty.elem);
    let dims: Vec<i64> = perm.iter().map(|&p| p as i64).collect();
    g.def(
        format!(
            "hlo.transpose {}, dims = [{}] : ({}) -> {ty}",
            x.name,
            list(&dims),
            x.ty
        ),
        ty,
        x.exact,
    );
}

pub fn slice(g: &mut Gen) {
    let Some(x) = g.operand(|v| !v.ty.shape.is_empty()) else {
        return broadcast(g);
    };
    let (mut start, mut limit, mut stride) = (Vec::new(), Vec::new(), Vec::new());
    for &d in &x.ty.shape {
        let s = g.range(0, d);
        start.push(s);
        limit.push(g.range(s, d));
        stride.push(g.pick(&[1, 1, 2, 3]));
    }
    slice_with(g, &x, &start, &limit, &stride);
}

pub fn concatenate(g: &mut Gen) {
    let Some(x) = g.operand(|v| !v.ty.shape.is_empty()) else {
        return broadcast(g);
    };
    let d = g.below(x.ty.shape.len());
    let mut parts = vec![x.clone()];
    for _ in 0..g.range(1, 2) {
        let mut shape = x.ty.shape.clone();
        shape[d] = g.pick(&[0, 1, 2, 3, 5]);
        let ty = Ty::new(shape, x.ty.elem);
        let y = match g.operand(|v| v.ty == ty) {
            Some(y) => y,
            None => {
                let src = g.any_operand();
                fit(g, &src, &ty)
            }
        };
        parts.push(y);
    }
    let mut shape = x.ty.shape.clone();
    shape[d] = parts.iter().map(|p| p.ty.shape[d]).sum();
    if shape.iter().product::<i64>() > MAX_ELEMENTS {
        return;
    }
    let ty = Ty::new(shape, x.ty.elem);
    let names: Vec<&str> = parts.iter().map(|p| p.name.as_str()).collect();
    let types: Vec<String> = parts.iter().map(|p| p.ty.to_string()).collect();
    let exact = parts.iter().all(|p| p.exact);
    g.def(
        format!(
            "hlo.concatenate {}, dim = {d} : ({}) -> {ty}",
            names.join(", "),
            types.join(", ")
        ),
        ty,
        exact,
    );
}

/// A random shape with `n` elements.
fn factor(g: &mut Gen, n: i64) -> Vec<i64> {
    let rank = g.range(if n == 1 { 0 } else { 1 }, 4) as usize;
    if rank == 0 {
        return vec![];
    }
    if n == 0 {
        let mut s: Vec<i64> = (0..rank).map(|_| g.pick(&[1, 2, 3])).collect();
        let i = g.below(rank);
        s[i] = 0;
        return s;
    }
    let mut rest = n;
    let mut s = Vec::new();
    for _ in 1..rank {
        let divisors: Vec<i64> = (1..=rest).filter(|d| rest % d == 0).collect();
        let d = g.pick(&divisors);
        s.push(d);
        rest /= d;
    }
    s.push(rest);
    let k = g.below(s.len());
    s.rotate_left(k);
    s
}

pub fn reshape(g: &mut Gen) {
    let x = g.any_operand();
    let shape = factor(g, x.ty.count());
    reshape_to(g, &x, shape);
}

pub fn pad(g: &mut Gen) {
    let Some(x) = g.operand(|v| !v.ty.shape.is_empty()) else {
        return broadcast(g);
    };
    let (mut low, mut high, mut interior, mut shape) =
        (Vec::new(), Vec::new(), Vec::new(), Vec::new());
    for &d in &x.ty.shape {
        let i = if d > 1 { g.range(0, 2) } else { 0 };
        let dilated = d + (d - 1).max(0) * i;
        let l = g.range(if dilated > 0 { -1 } else { 0 }, 2);
        let h = g.range(if dilated + l > 0 { -1 } else { 0 }, 2);
        low.push(l);
        high.push(h);
        interior.push(i);
        shape.push(dilated + l + h);
    }
    if shape.iter().product::<i64>() > MAX_ELEMENTS {
        return;
    }
    let value = if x.ty.elem == Elem::I1 || x.ty.elem.is_unsigned() {
        1.0
    } else {
        g.pick(&[0.0, 1.0, -2.0])
    };
    let pv = g.splat(&Ty::new(vec![], x.ty.elem), value);
    let ty = Ty::new(shape, x.ty.elem);
    g.def(
        format!(
            "hlo.pad {}, {}, low = [{}], high = [{}], interior = [{}] : ({}, {}) -> {ty}",
            x.name,
            pv.name,
            list(&low),
            list(&high),
            list(&interior),
            x.ty,
            pv.ty
        ),
        ty,
        x.exact,
    );
}

pub fn iota(g: &mut Gen) {
    let mut shape = g.shape();
    if shape.is_empty() {
        shape.push(g.dim());
    }
    let dim = g.below(shape.len());
    let elem = g.pick(&[
        Elem::I32,
        Elem::I64,
        Elem::F32,
        Elem::F64,
        Elem::UI8,
        Elem::F16,
    ]);
    let ty = Ty::new(shape, elem);
    g.def(format!("hlo.iota dim = {dim} : {ty}"), ty, true);
}
