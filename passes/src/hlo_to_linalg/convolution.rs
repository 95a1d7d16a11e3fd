//! `hlo.convolution` (every dimension-number layout, strides, padding, lhs and rhs dilation,
//! window reversal, feature and batch groups) → one `linalg.generic`:
//! - the input is first padded with zeros (edge padding, and `lhs_dilation - 1` interior
//!   padding for transposed convolutions); as XLA's CPU backend, without lhs dilation the
//!   edge padding's zeros multiply the weights (0 · inf = NaN), with it every padded tap is
//!   skipped (the body keeps the accumulator there);
//! - loops: one parallel loop per output dimension (in the output's order), then reduction
//!   loops over the kernel input feature and the kernel spatial dimensions;
//! - the input is read at `out_spatial * stride + kernel_spatial * rhs_dilation`, its feature
//!   at `group * kernel_input_features + ki` with `group = out_feature floordiv
//!   (out_features / feature_group_count)`, its batch likewise for batch groups; reversed
//!   kernel dimensions read at `size - 1 - k` (a window-shaped `tensor.empty` input then
//!   gives those loops their extent).
//!
//! `hlo.dynamic_conv` with a constant padding becomes the convolution first.
//!
//! Narrow floats accumulate in f32 (as XLA's CPU backend) and are converted at the end.

use super::builder::Builder;
use super::conv_matmul::{self, ConvShape};
use super::slicing::pad_tensor;
use super::structured::{accumulator_type, convert_to, filled, is_unsigned, multiply_accumulate};
use super::Lowering;
use xla_dialect_arith::ops as arith_ops;
use xla_dialect_arith::CmpIPredicate;
use xla_dialect_hlo::attrs::conv_dims::ConvDims;
use xla_dialect_hlo::attrs::int_elements::{bool_list, i64_elements, i64_list};
use xla_dialect_hlo::ops as hlo_ops;
use xla_ir::affine::{AffineExpr, AffineMap};
use xla_ir::ir::WalkOrder;
use xla_ir::{Body, Context, Diag, ValueId, DYNAMIC};

pub fn lowerings() -> Vec<Lowering> {
    vec![
        Lowering {
            op: hlo_ops::ConvolutionOp::NAME,
            lower: convolution,
        },
        Lowering {
            op: hlo_ops::DynamicConvOp::NAME,
            lower: dynamic_conv,
        },
    ]
}

fn dim(d: usize) -> AffineExpr {
    AffineExpr::Dim(d as u32)
}
fn cst(c: i64) -> AffineExpr {
    AffineExpr::Const(c)
}
fn add(a: AffineExpr, b: AffineExpr) -> AffineExpr {
    AffineExpr::Add(Box::new(a), Box::new(b))
}
fn mul(a: AffineExpr, c: i64) -> AffineExpr {
    if c == 1 {
        a
    } else {
        AffineExpr::Mul(Box::new(a), Box::new(cst(c)))
    }
}
/// `(d floordiv per) * size + inner`: the group's block plus the index inside it.
fn grouped(d: usize, per: i64, size: i64, inner: AffineExpr, groups: i64) -> AffineExpr {
    if groups == 1 {
        return inner;
    }
    let group = AffineExpr::FloorDiv(Box::new(dim(d)), Box::new(cst(per)));
    add(mul(group, size), inner)
}

/// Index of a dimension number, checked against the rank.
fn at(b: &Builder<'_, '_>, d: i64, rank: usize) -> Result<usize, Diag> {
    usize::try_from(d)
        .ok()
        .filter(|d| *d < rank)
        .ok_or_else(|| b.fail("dimension numbers out of range"))
}

fn convolution(b: &mut Builder<'_, '_>, operands: &[ValueId]) -> Result<bool, Diag> {
    let &[lhs, rhs] = operands else {
        return Ok(false);
    };
    let pad = match b.op().attr("padding") {
        None => None,
        Some(a) => {
            Some(i64_elements(b.ctx(), a).ok_or_else(|| b.fail("'padding' is not integers"))?)
        }
    };
    lower_convolution(b, lhs, rhs, pad)
}

/// Every dynamic_conv of `body` with a constant padding becomes the convolution it is,
/// before the conversion (which may lower the padding's constant first, e.g. a splat to a
/// fill); canonicalize does the same.
pub fn constant_dynamic_convs_to_convolutions(ctx: &Context, body: &mut Body) {
    let mut convs = Vec::new();
    body.walk_local(WalkOrder::PreOrder, |op| convs.push(op));
    convs.retain(|&op| body.op(op).name == ctx.op_name(hlo_ops::DynamicConvOp::NAME));
    for op in convs {
        hlo_ops::dynamic_conv::replace_by_convolution(ctx, body, op);
    }
}

/// A dynamic_conv left: its padding is known only at run time.
fn dynamic_conv(b: &mut Builder<'_, '_>, _operands: &[ValueId]) -> Result<bool, Diag> {
    Err(b.fail(
        "dynamic_conv with a padding known only at run time is not lowered (a constant \
         padding is; --hlo-refine-shapes may make it one)",
    ))
}

/// The lowering of a convolution of `lhs` and `rhs` with `pad` (low, high per spatial
/// dimension, flat; none is no padding).
fn lower_convolution(
    b: &mut Builder<'_, '_>,
    lhs: ValueId,
    rhs: ValueId,
    pad: Option<Vec<i64>>,
) -> Result<bool, Diag> {
    let ctx = b.ctx();
    let op = b.op();
    let result_ty = op.result_type(0);
    for t in [b.ty(lhs), b.ty(rhs), result_ty] {
        if ctx.shape(t).is_none_or(|s| s.contains(&DYNAMIC)) {
            return Err(
                b.fail("convolutions of unranked or dynamically shaped tensors are not lowered")
            );
        }
    }
    let dn = op
        .attr("dimension_numbers")
        .and_then(|a| ConvDims::from_attr(ctx, a))
        .ok_or_else(|| b.fail("missing 'dimension_numbers'"))?;
    let ns = dn.input_spatial.len();
    let list = |name: &str, default: i64| -> Result<Vec<i64>, Diag> {
        match op.attr(name) {
            None => Ok(vec![default; ns]),
            Some(a) => i64_list(ctx, a)
                .filter(|v| v.len() == ns)
                .ok_or_else(|| b.fail(format!("'{name}' does not match the spatial rank"))),
        }
    };
    let (strides, lhs_dil, rhs_dil) = (
        list("window_strides", 1)?,
        list("lhs_dilation", 1)?,
        list("rhs_dilation", 1)?,
    );
    let pad = match pad {
        None => vec![0; 2 * ns],
        Some(v) if v.len() == 2 * ns => v,
        Some(_) => return Err(b.fail("'padding' does not match the spatial rank")),
    };
    let reversal = match op.attr("window_reversal") {
        None => vec![false; ns],
        Some(a) => bool_list(ctx, a)
            .filter(|v| v.len() == ns)
            .ok_or_else(|| b.fail("'window_reversal' does not match the spatial rank"))?,
    };
    let count = |n: &str| {
        op.attr(n)
            .and_then(|a| ctx.attr_as_int(a))
            .unwrap_or(1)
            .max(1) as i64
    };
    let (groups, batch_groups) = (count("feature_group_count"), count("batch_group_count"));
    let lshape = ctx.shape(b.ty(lhs)).unwrap_or_default().to_vec();
    let rshape = ctx.shape(b.ty(rhs)).unwrap_or_default().to_vec();
    let oshape = ctx.shape(result_ty).unwrap_or_default().to_vec();
    let (lr, rr, or) = (lshape.len(), rshape.len(), oshape.len());
    if dn.kernel_spatial.len() != ns
        || dn.output_spatial.len() != ns
        || lr != ns + 2
        || rr != ns + 2
        || or != ns + 2
    {
        return Err(b.fail("dimension numbers do not match the operand ranks"));
    }
    let (ob, of) = (at(b, dn.output_batch, or)?, at(b, dn.output_feature, or)?);
    let kif_dim = at(b, dn.kernel_input_feature, rr)?;
    let kif = rshape[kif_dim];
    let out_features = oshape[of];
    let kernel_dims = [dn.kernel_input_feature, dn.kernel_output_feature];
    let input_dims = [dn.input_batch, dn.input_feature];
    let checked = [
        (&input_dims[..], lr),
        (&dn.input_spatial[..], lr),
        (&kernel_dims[..], rr),
        (&dn.kernel_spatial[..], rr),
        (&dn.output_spatial[..], or),
    ];
    for (dims, rank) in checked {
        for &d in dims {
            at(b, d, rank)?;
        }
    }
    let shape = ConvShape {
        dn: &dn,
        strides: &strides,
        lhs_dilation: &lhs_dil,
        rhs_dilation: &rhs_dil,
        padding: &pad,
        reversal: &reversal,
        feature_groups: groups,
        batch_groups,
        lhs: &lshape,
        rhs: &rshape,
        out: &oshape,
    };
    if let Some(result) = conv_matmul::lower(b, lhs, rhs, result_ty, &shape)? {
        b.replace(&[result])?;
        return Ok(true);
    }
    let (per_group, per_bgroup) = (
        (out_features / groups).max(1),
        (out_features / batch_groups).max(1),
    );
    // Zero-pad (and dilate) the input's spatial dimensions.
    let (mut low, mut high, mut interior) = (vec![0; lr], vec![0; lr], vec![0; lr]);
    for s in 0..ns {
        let d = at(b, dn.input_spatial[s], lr)?;
        (low[d], high[d], interior[d]) = (pad[2 * s], pad[2 * s + 1], lhs_dil[s] - 1);
    }
    let lelem = ctx.element_type(b.ty(lhs));
    let zero = b.scalar_const(lelem, 0.0)?;
    let padded = pad_tensor(b, lhs, zero, &low, &high, &interior)?;
    // Loops: output dims, then ki, then kernel spatial.
    let loops = (or + 1 + ns) as u32;
    let (ki, ks) = (or, |s: usize| or + 1 + s);
    let mut lres = vec![cst(0); lr];
    lres[at(b, dn.input_batch, lr)?] = grouped(of, per_bgroup, oshape[ob], dim(ob), batch_groups);
    lres[at(b, dn.input_feature, lr)?] = grouped(of, per_group, kif, dim(ki), groups);
    let mut rres = vec![cst(0); rr];
    rres[kif_dim] = dim(ki);
    rres[at(b, dn.kernel_output_feature, rr)?] = dim(of);
    for s in 0..ns {
        let os = at(b, dn.output_spatial[s], or)?;
        lres[at(b, dn.input_spatial[s], lr)?] =
            add(mul(dim(os), strides[s]), mul(dim(ks(s)), rhs_dil[s]));
        let kd = at(b, dn.kernel_spatial[s], rr)?;
        rres[kd] = if reversal[s] {
            add(mul(dim(ks(s)), -1), cst(rshape[kd] - 1))
        } else {
            dim(ks(s))
        };
    }
    let mut inputs = vec![padded, rhs];
    let mut maps = vec![AffineMap::new(loops, lres), AffineMap::new(loops, rres)];
    if reversal.iter().any(|r| *r) {
        let sizes: Vec<i64> = dn
            .kernel_spatial
            .iter()
            .map(|d| rshape[*d as usize])
            .collect();
        inputs.push(b.empty(ctx.tensor_type(&sizes, lelem), &[]));
        maps.push(AffineMap::projection(
            loops,
            &(0..ns).map(|s| ks(s) as u32).collect::<Vec<_>>(),
        ));
    }
    maps.push(AffineMap::projection(
        loops,
        &(0..or as u32).collect::<Vec<_>>(),
    ));
    let acc_ty = ctx.tensor_type(&oshape, accumulator_type(b, ctx.element_type(result_ty)));
    let init = filled(b, acc_ty, &[], 0.0)?;
    let mut iterators = vec!["parallel"; or];
    iterators.extend(std::iter::repeat_n("reduction", 1 + ns));
    let unsigned = [0, 1].map(|i| is_unsigned(b, b.ctx().element_type(b.op().operand_type(i))));
    // With lhs dilation XLA skips every padded tap (interior holes and edges; it never
    // multiplies them); without, edge padding's zeros multiply the weights. Per spatial
    // dimension: output and kernel loops, stride, rhs dilation, low padding, last data
    // position (-1: no data), lhs dilation.
    let mut padded_taps = Vec::new();
    if lhs_dil.iter().any(|&d| d > 1) {
        for s in 0..ns {
            let n = lshape[at(b, dn.input_spatial[s], lr)?];
            let os = at(b, dn.output_spatial[s], or)?;
            padded_taps.push((
                os,
                ks(s),
                strides[s],
                rhs_dil[s],
                pad[2 * s],
                (n - 1) * lhs_dil[s],
                lhs_dil[s],
            ));
        }
    }
    let results = b.generic(&inputs, &[init], &maps, &iterators, &mut |b, a| {
        let acc = *a.last().ok_or_else(|| b.fail("missing accumulator"))?;
        let sum = multiply_accumulate(b, a[0], a[1], acc, unsigned)?;
        if padded_taps.is_empty() {
            return Ok(vec![sum]);
        }
        let (i1, index) = (b.ctx().i1(), b.ctx().index_type());
        let mut data = b.create1(
            arith_ops::ConstantOp::NAME,
            &[],
            i1,
            &[("value", b.ctx().bool_attr(true))],
        );
        for &(os, k, stride, rhs_dilation, low, last, dilation) in &padded_taps {
            if last < 0 {
                data = b.create1(
                    arith_ops::ConstantOp::NAME,
                    &[],
                    i1,
                    &[("value", b.ctx().bool_attr(false))],
                );
                continue;
            }
            let (o, k) = (b.loop_index(os), b.loop_index(k));
            let (stride, rhs_dilation, low) = (
                b.index_const(stride),
                b.index_const(rhs_dilation),
                b.index_const(low),
            );
            let o = b.create1(arith_ops::MulIOp::NAME, &[o, stride], index, &[]);
            let k = b.create1(arith_ops::MulIOp::NAME, &[k, rhs_dilation], index, &[]);
            let p = b.create1(arith_ops::AddIOp::NAME, &[o, k], index, &[]);
            // The position from the first data element; negative ones (unsigned: huge) are padding.
            let p = b.create1(arith_ops::SubIOp::NAME, &[p, low], index, &[]);
            let last = b.index_const(last);
            let inside = b.cmpi(CmpIPredicate::Ule, p, last);
            data = b.create1(arith_ops::AndIOp::NAME, &[data, inside], i1, &[]);
            if dilation > 1 {
                let dilation = b.index_const(dilation);
                let rem = b.create1(arith_ops::RemUIOp::NAME, &[p, dilation], index, &[]);
                let zero = b.index_const(0);
                let on_element = b.cmpi(CmpIPredicate::Eq, rem, zero);
                data = b.create1(arith_ops::AndIOp::NAME, &[data, on_element], i1, &[]);
            }
        }
        let ty = b.ty(acc);
        Ok(vec![b.create1(
            arith_ops::SelectOp::NAME,
            &[data, sum, acc],
            ty,
            &[],
        )])
    })?;
    let accumulated = *results
        .first()
        .ok_or_else(|| b.fail("convolution without a result"))?;
    let result = convert_to(b, accumulated, result_ty)?;
    b.replace(&[result])?;
    Ok(true)
}
