//! dot_general (batch dims, contracting dims in any position, transposed operands,
//! matrix-vector) and small convolutions (strides, padding, dilations, feature groups,
//! window reversal, two layouts, up to 18 output features so the matmul-kernel forms run).

use super::{shape_ops, Elem, Gen, Ty, MAX_ELEMENTS};

fn list(v: &[i64]) -> String {
    v.iter()
        .map(|d| d.to_string())
        .collect::<Vec<_>>()
        .join(", ")
}

fn shuffle(g: &mut Gen, v: &mut [usize]) {
    for i in (1..v.len()).rev() {
        let j = g.below(i + 1);
        v.swap(i, j);
    }
}

/// Logical dims (`B`atch, `F`ree, `K` contracting; index; size) laid out in a random order.
fn layout(g: &mut Gen, dims: &[(char, usize, i64)]) -> Vec<(char, usize, i64)> {
    let mut order: Vec<usize> = (0..dims.len()).collect();
    if g.chance(60) {
        shuffle(g, &mut order);
    }
    order.iter().map(|&i| dims[i]).collect()
}

/// Where dims of kind `c` are in `side`, by their index.
fn positions(side: &[(char, usize, i64)], c: char, count: usize) -> Vec<i64> {
    (0..count)
        .filter_map(|k| {
            side.iter()
                .position(|d| d.0 == c && d.1 == k)
                .map(|p| p as i64)
        })
        .collect()
}

pub fn dot_general(g: &mut Gen) {
    let elem = g.pick(&[
        Elem::F32,
        Elem::F32,
        Elem::F32,
        Elem::F64,
        Elem::I32,
        Elem::I64,
    ]);
    let small = [1, 2, 3, 4, 5, 7];
    let batch: Vec<i64> = (0..g.pick(&[0, 0, 1, 2])).map(|_| g.pick(&small)).collect();
    let contract: Vec<i64> = (0..g.pick(&[1, 1, 1, 2]))
        .map(|_| g.pick(&[1, 2, 3, 5, 7, 0, 16]))
        .collect();
    let m = if g.chance(80) {
        Some(g.pick(&small))
    } else {
        None
    };
    let n = if g.chance(70) {
        Some(g.pick(&[1, 2, 3, 5, 8, 33]))
    } else {
        None
    };
    let mut lhs: Vec<(char, usize, i64)> = batch
        .iter()
        .enumerate()
        .map(|(i, &b)| ('B', i, b))
        .collect();
    let mut rhs = lhs.clone();
    lhs.extend(m.map(|m| ('F', 0, m)));
    lhs.extend(contract.iter().enumerate().map(|(i, &k)| ('K', i, k)));
    rhs.extend(contract.iter().enumerate().map(|(i, &k)| ('K', i, k)));
    rhs.extend(n.map(|n| ('F', 0, n)));
    let (lhs, rhs) = (layout(g, &lhs), layout(g, &rhs));
    let (lb, rb) = (
        positions(&lhs, 'B', batch.len()),
        positions(&rhs, 'B', batch.len()),
    );
    let (lk, rk) = (
        positions(&lhs, 'K', contract.len()),
        positions(&rhs, 'K', contract.len()),
    );
    let lt = Ty::new(lhs.iter().map(|d| d.2).collect(), elem);
    let rt = Ty::new(rhs.iter().map(|d| d.2).collect(), elem);
    let mut out: Vec<i64> = batch.clone();
    out.extend(lhs.iter().filter(|d| d.0 == 'F').map(|d| d.2));
    out.extend(rhs.iter().filter(|d| d.0 == 'F').map(|d| d.2));
    if lt.count() > MAX_ELEMENTS
        || rt.count() > MAX_ELEMENTS
        || out.iter().product::<i64>() > MAX_ELEMENTS
    {
        return;
    }
    let a = g.any_operand();
    let a = shape_ops::fit(g, &a, &lt);
    let b = g.any_operand();
    let b = shape_ops::fit(g, &b, &rt);
    let ty = Ty::new(out, elem);
    let batching = if lb.is_empty() {
        String::new()
    } else {
        format!("batching_dims = [{}] x [{}], ", list(&lb), list(&rb))
    };
    g.def(
        format!("hlo.dot_general {}, {}, {batching}contracting_dims = [{}] x [{}] : ({lt}, {rt}) -> {ty}", a.name, b.name, list(&lk), list(&rk)),
        ty,
        !elem.is_float() && a.exact && b.exact,
    );
}

pub fn convolution(g: &mut Gen) {
    let elem = g.pick(&[Elem::F32, Elem::F32, Elem::F64]);
    let spatial = g.range(1, 2) as usize;
    let batch = g.range(1, 2);
    let groups = g.pick(&[1, 1, 2]);
    let ci = g.range(1, 2);
    // 8 or more output features take the matmul-kernel forms (im2col, direct, 1x1).
    let co = groups * g.pick(&[1, 2, 1, 2, 8, 9]);
    let (mut ins, mut ks, mut outs) = (Vec::new(), Vec::new(), Vec::new());
    let (mut stride, mut pad, mut ld, mut rd) = (Vec::new(), Vec::new(), Vec::new(), Vec::new());
    for _ in 0..spatial {
        let n = g.range(1, 7);
        let k = g.range(1, 3);
        let (s, l, h) = (g.range(1, 2), g.range(0, 2), g.range(0, 2));
        let (dl, dr) = (g.pick(&[1, 1, 2]), g.pick(&[1, 1, 2]));
        let padded = (n - 1) * dl + 1 + l + h;
        let window = (k - 1) * dr + 1;
        if padded < window {
            return;
        }
        ins.push(n);
        ks.push(k);
        outs.push((padded - window) / s + 1);
        stride.push(s);
        pad.push(format!("[{l}, {h}]"));
        ld.push(dl);
        rd.push(dr);
    }
    let sp: Vec<String> = (0..spatial).map(|i| i.to_string()).collect();
    let channels_last = g.chance(50);
    let (lhs_shape, rhs_shape, out_shape, dims) = if channels_last {
        let l = [vec![batch], ins.clone(), vec![groups * ci]].concat();
        let r = [ks.clone(), vec![ci, co]].concat();
        let o = [vec![batch], outs.clone(), vec![co]].concat();
        let s = sp.join(", ");
        (l, r, o, format!("[b, {s}, f]x[{s}, i, o]->[b, {s}, f]"))
    } else {
        let l = [vec![batch, groups * ci], ins.clone()].concat();
        let r = [vec![co, ci], ks.clone()].concat();
        let o = [vec![batch, co], outs.clone()].concat();
        let s = sp.join(", ");
        (l, r, o, format!("[b, f, {s}]x[o, i, {s}]->[b, f, {s}]"))
    };
    let (lt, rt, ty) = (
        Ty::new(lhs_shape, elem),
        Ty::new(rhs_shape, elem),
        Ty::new(out_shape, elem),
    );
    if ty.count() > MAX_ELEMENTS {
        return;
    }
    let a = g.any_operand();
    let a = shape_ops::fit(g, &a, &lt);
    let b = g.any_operand();
    let b = shape_ops::fit(g, &b, &rt);
    let rev: Vec<&str> = (0..spatial)
        .map(|_| if g.chance(20) { "true" } else { "false" })
        .collect();
    let rev = rev.join(", ");
    g.def(
        format!(
            "hlo.convolution({}, {}) dim_numbers = {dims}, window = {{stride = [{}], pad = [{}], lhs_dilate = [{}], rhs_dilate = [{}], reverse = [{rev}]}} {{batch_group_count = 1 : i64, feature_group_count = {groups} : i64}} : ({lt}, {rt}) -> {ty}",
            a.name,
            b.name,
            list(&stride),
            pad.join(", "),
            list(&ld),
            list(&rd)
        ),
        ty,
        false,
    );
}
