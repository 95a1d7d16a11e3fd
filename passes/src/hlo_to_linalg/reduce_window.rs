//! `hlo.reduce_window` → a `linalg.generic` with one parallel loop per output dimension and
//! one reduction loop per window dimension. Padding and base dilation first pad each input
//! with its init value (as `hlo.pad` with interior padding); the window's extent reaches the
//! loops through an extra `tensor.empty` input of the window's shape (as upstream's pooling
//! ops). The input is read at `out * stride + window * window_dilation`; the reducer region
//! becomes the scalar body. Padding and dilation holes are skipped, as XLA does: with an init
//! value that is not the reducer's identity (`add` from 1.0) reducing them would count the
//! init once per hole, so the body keeps the accumulator where the position is not an element.

use super::builder::Builder;
use super::reduce::extract_scalar;
use super::region::inline_scalar_region;
use super::slicing::pad_tensor;
use super::structured::fill;
use super::Lowering;
use xla_dialect_arith::ops as arith_ops;
use xla_dialect_arith::CmpIPredicate;
use xla_dialect_hlo::attrs::int_elements::i64_elements;
use xla_dialect_hlo::ops as hlo_ops;
use xla_ir::affine::{AffineExpr, AffineMap};
use xla_ir::{Diag, Type, ValueId, DYNAMIC};

pub fn lowerings() -> Vec<Lowering> {
    vec![Lowering {
        op: hlo_ops::ReduceWindowOp::NAME,
        lower: reduce_window,
    }]
}

/// An i64 array attribute, or `default` repeated `rank` times when absent.
fn i64s_or(b: &Builder<'_, '_>, name: &str, rank: usize, default: i64) -> Result<Vec<i64>, Diag> {
    match b.op().attr(name) {
        Some(a) => b
            .ctx()
            .attr_as_i64_array(a)
            .ok_or_else(|| b.fail(format!("malformed '{name}'"))),
        None => Ok(vec![default; rank]),
    }
}

/// `d * scale` without the multiplication when `scale` is 1.
fn scaled(d: u32, scale: i64) -> AffineExpr {
    let dim = AffineExpr::Dim(d);
    if scale == 1 {
        dim
    } else {
        AffineExpr::Mul(Box::new(dim), Box::new(AffineExpr::Const(scale)))
    }
}

fn reduce_window(b: &mut Builder<'_, '_>, operands: &[ValueId]) -> Result<bool, Diag> {
    let ctx = b.ctx();
    let n = operands.len() / 2;
    let (inputs, inits) = operands.split_at(n);
    let result_types = b.op().result_types();
    let Some(in_shape) = inputs
        .first()
        .and_then(|v| ctx.shape(b.ty(*v)))
        .map(<[i64]>::to_vec)
    else {
        return Err(b.fail("reduce_window without inputs"));
    };
    for t in operands
        .iter()
        .map(|v| b.ty(*v))
        .chain(result_types.iter().copied())
    {
        if ctx.shape(t).is_none_or(|s| s.contains(&DYNAMIC)) {
            return Err(
                b.fail("reduce_window on unranked or dynamically shaped tensors is not lowered")
            );
        }
    }
    let rank = in_shape.len();
    let window = i64s_or(b, "window_dimensions", rank, 1)?;
    let strides = i64s_or(b, "window_strides", rank, 1)?;
    let base = i64s_or(b, "base_dilations", rank, 1)?;
    let dilations = i64s_or(b, "window_dilations", rank, 1)?;
    let padding = match b.op().attr("padding") {
        Some(a) => i64_elements(ctx, a).ok_or_else(|| b.fail("malformed 'padding'"))?,
        None => vec![0; 2 * rank],
    };
    if [&window, &strides, &base, &dilations]
        .iter()
        .any(|v| v.len() != rank)
        || padding.len() != 2 * rank
    {
        return Err(b.fail("window attributes do not match the operand rank"));
    }
    let low: Vec<i64> = padding.iter().step_by(2).copied().collect();
    let high: Vec<i64> = padding.iter().skip(1).step_by(2).copied().collect();
    let interior: Vec<i64> = base.iter().map(|d| d - 1).collect();
    let mut padded = Vec::with_capacity(n);
    let mut accumulators = Vec::with_capacity(n);
    for (&input, (&init, &ty)) in inputs.iter().zip(inits.iter().zip(&result_types)) {
        let value = extract_scalar(b, init);
        padded.push(pad_tensor(b, input, value, &low, &high, &interior)?);
        let empty = b.empty(ty, &[]);
        accumulators.push(fill(b, value, empty)?);
    }
    let elem = ctx.element_type(b.ty(inputs[0]));
    let window_shape = b.empty(ctx.tensor_type(&window, elem), &[]);
    let loops = (2 * rank) as u32;
    let input_map = AffineMap::new(
        loops,
        (0..rank as u32)
            .map(|d| {
                let at = scaled(d, strides[d as usize]);
                let offset = scaled(rank as u32 + d, dilations[d as usize]);
                AffineExpr::Add(Box::new(at), Box::new(offset))
            })
            .collect(),
    );
    let window_map = AffineMap::projection(loops, &(rank as u32..loops).collect::<Vec<_>>());
    let out_map = AffineMap::projection(loops, &(0..rank as u32).collect::<Vec<_>>());
    let mut maps = vec![input_map; n];
    maps.push(window_map);
    maps.extend(std::iter::repeat_n(out_map, n));
    let mut iterators = vec!["parallel"; rank];
    iterators.extend(std::iter::repeat_n("reduction", rank));
    let mut ins = padded.clone();
    ins.push(window_shape);
    let holes = low.iter().chain(&high).any(|&p| p > 0) || base.iter().any(|&d| d > 1);
    let acc_types: Vec<Type> = result_types.iter().map(|&t| ctx.element_type(t)).collect();
    let geometry = Geometry {
        in_shape: &in_shape,
        low: &low,
        base: &base,
        strides: &strides,
        dilations: &dilations,
    };
    let results = b.generic(&ins, &accumulators, &maps, &iterators, &mut |b, args| {
        // linalg: (elements..., window, accumulators...); hlo: (accumulators..., elements...).
        let hlo_args: Vec<ValueId> = args[n + 1..].iter().chain(&args[..n]).copied().collect();
        let reduced = inline_scalar_region(b, 0, &hlo_args)?;
        if !holes {
            return Ok(reduced);
        }
        let inside = is_element(b, &geometry);
        Ok(reduced
            .iter()
            .zip(&args[n + 1..])
            .zip(&acc_types)
            .map(|((&r, &acc), &t)| b.create1(arith_ops::SelectOp::NAME, &[inside, r, acc], t, &[]))
            .collect())
    })?;
    b.replace(&results)?;
    Ok(true)
}

/// Where the window reads: the input's shape, its low padding and base dilation, the window's
/// strides and dilations.
struct Geometry<'g> {
    in_shape: &'g [i64],
    low: &'g [i64],
    base: &'g [i64],
    strides: &'g [i64],
    dilations: &'g [i64],
}

/// Whether the padded position `out * stride + window * dilation` holds an input element:
/// p = position − low is in [0, (size − 1)·base] and a multiple of base, in every dimension.
fn is_element(b: &mut Builder<'_, '_>, g: &Geometry<'_>) -> ValueId {
    let ctx = b.ctx();
    let (index, i1) = (ctx.index_type(), ctx.i1());
    let rank = g.in_shape.len();
    let mut inside = b.create1(
        arith_ops::ConstantOp::NAME,
        &[],
        i1,
        &[("value", ctx.bool_attr(true))],
    );
    for d in 0..rank {
        let o = b.loop_index(d);
        let w = b.loop_index(rank + d);
        let (stride, dilation) = (b.index_const(g.strides[d]), b.index_const(g.dilations[d]));
        let os = b.create1(arith_ops::MulIOp::NAME, &[o, stride], index, &[]);
        let wd = b.create1(arith_ops::MulIOp::NAME, &[w, dilation], index, &[]);
        let q = b.create1(arith_ops::AddIOp::NAME, &[os, wd], index, &[]);
        let low = b.index_const(g.low[d]);
        let p = b.create1(arith_ops::SubIOp::NAME, &[q, low], index, &[]);
        let zero = b.index_const(0);
        let last = b.index_const((g.in_shape[d] - 1).saturating_mul(g.base[d]));
        let ge = b.cmpi(CmpIPredicate::Sge, p, zero);
        let le = b.cmpi(CmpIPredicate::Sle, p, last);
        let mut ok = b.create1(arith_ops::AndIOp::NAME, &[ge, le], i1, &[]);
        if g.base[d] > 1 {
            let k = b.index_const(g.base[d]);
            let r = b.create1(arith_ops::RemSIOp::NAME, &[p, k], index, &[]);
            let on = b.cmpi(CmpIPredicate::Eq, r, zero);
            ok = b.create1(arith_ops::AndIOp::NAME, &[ok, on], i1, &[]);
        }
        inside = b.create1(arith_ops::AndIOp::NAME, &[inside, ok], i1, &[]);
    }
    inside
}
