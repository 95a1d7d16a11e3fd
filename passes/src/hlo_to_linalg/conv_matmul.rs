//! Float convolutions as one batched matrix product that `--linalg-matmul-to-microkernel`
//! takes (docs/lowering/hlo-to-linalg.md, "Convolution"):
//! - a 1×1 window with unit strides and no padding reads the input as it is: collapsed to
//!   `[batch, spatial, feature]` (in the input's dimension order), it is the product's A;
//! - any other window first gathers the patches (im2col): a parallel `linalg.generic` writes
//!   `P[batch, out_spatial..., kernel dims except o...]` from the zero-padded input (the same
//!   padding as the general lowering: padded taps are zeros multiplied by the weights), and
//!   `P` collapsed to `[batch, out_spatial, window·features]` is A;
//! - B is the kernel collapsed to `[window·features, o]` (or `[o, ...]`), C the zero-filled
//!   output collapsed to `(batch, spatial, feature)` in the output's order, expanded back at
//!   the end; the product's loops are (image, m, n, k): images are the kernel's batch loop.
//!
//! Taken when the elements are f32 or f64 throughout, there are no feature or batch groups
//! and no lhs dilation, the output and the kernel keep their spatial dimensions together (as
//! every layout JAX emits does), the output has at least [`MIN_OUT_FEATURES`] features (a
//! narrower N wastes most of the micro-kernel's NR columns) and the patch buffer stays under
//! [`MAX_PATCH_ELEMENTS`]. Everything else goes through the general loop nest.

use super::builder::{affine_map, Builder};
use super::slicing::pad_tensor;
use super::structured::{filled, multiply_accumulate};
use xla_dialect_hlo::attrs::conv_dims::ConvDims;
use xla_dialect_tensor::ops as tensor_ops;
use xla_ir::affine::{AffineExpr, AffineMap};
use xla_ir::float::FloatKind;
use xla_ir::{Attribute, Diag, Type, ValueId};

/// Fewer output features than this stay in the general loop nest.
pub const MIN_OUT_FEATURES: i64 = 8;
/// The largest patch buffer (elements; 256 MiB of f32) im2col builds.
pub const MAX_PATCH_ELEMENTS: i64 = 1 << 26;

/// A convolution's window attributes and static shapes, checked by the caller (every
/// dimension number in range, lists of the spatial rank).
pub struct ConvShape<'a> {
    pub dn: &'a ConvDims,
    pub strides: &'a [i64],
    pub lhs_dilation: &'a [i64],
    pub rhs_dilation: &'a [i64],
    /// Low and high padding per spatial dimension, interleaved.
    pub padding: &'a [i64],
    pub reversal: &'a [bool],
    pub feature_groups: i64,
    pub batch_groups: i64,
    pub lhs: &'a [i64],
    pub rhs: &'a [i64],
    pub out: &'a [i64],
}

fn dim(d: usize) -> AffineExpr {
    AffineExpr::Dim(d as u32)
}

/// `dims` are consecutive and increasing (a group a reshape can collapse).
fn consecutive(dims: &[i64]) -> bool {
    dims.windows(2).all(|w| w[1] == w[0] + 1)
}

/// Reassociation attribute of `groups` (lists of dimensions).
fn reassociation(b: &Builder<'_, '_>, groups: &[Vec<usize>]) -> Attribute {
    let ctx = b.ctx();
    let groups: Vec<Attribute> = groups
        .iter()
        .map(|g| {
            let g: Vec<Attribute> = g
                .iter()
                .map(|&d| ctx.integer_attr(ctx.i64(), d as i128))
                .collect();
            ctx.array_attr(&g)
        })
        .collect();
    ctx.array_attr(&groups)
}

/// A tensor's dimensions grouped as (batch, spatial, feature), in the order they stand; each
/// group's role: 0 batch, 1 spatial, 2 feature.
fn three_groups(batch: i64, spatial: &[i64], feature: i64) -> Vec<(usize, Vec<usize>)> {
    let mut groups = vec![
        (0, vec![batch as usize]),
        (1, spatial.iter().map(|&d| d as usize).collect()),
        (2, vec![feature as usize]),
    ];
    groups.sort_by_key(|(_, g)| g[0]);
    groups
}

/// `v` collapsed by `groups` into `shape`.
fn collapse(b: &mut Builder<'_, '_>, v: ValueId, groups: &[Vec<usize>], elem: Type) -> ValueId {
    let shape = b.ctx().shape(b.ty(v)).unwrap_or_default().to_vec();
    let sizes: Vec<i64> = groups
        .iter()
        .map(|g| g.iter().map(|&d| shape[d]).product())
        .collect();
    let ty = b.ctx().tensor_type(&sizes, elem);
    let reassoc = reassociation(b, groups);
    b.create1(
        tensor_ops::CollapseShapeOp::NAME,
        &[v],
        ty,
        &[("reassociation", reassoc)],
    )
}

/// The convolution as a matrix product, or `None` when it is not one this lowering takes.
pub fn lower(
    b: &mut Builder<'_, '_>,
    lhs: ValueId,
    rhs: ValueId,
    result_ty: Type,
    c: &ConvShape<'_>,
) -> Result<Option<ValueId>, Diag> {
    let ctx = b.ctx();
    let elem = ctx.element_type(result_ty);
    let float = matches!(ctx.float_kind(elem), Some(FloatKind::F32 | FloatKind::F64));
    let same = [lhs, rhs]
        .iter()
        .all(|&v| ctx.element_type(b.ty(v)) == elem);
    let dn = c.dn;
    let ns = dn.input_spatial.len();
    let (kof, rr) = (dn.kernel_output_feature as usize, c.rhs.len());
    if !float
        || !same
        || ns == 0
        || c.feature_groups != 1
        || c.batch_groups != 1
        || c.lhs_dilation.iter().any(|&d| d != 1)
        || c.out[dn.output_feature as usize] < MIN_OUT_FEATURES
        || !consecutive(&dn.output_spatial)
        || (kof != 0 && kof != rr - 1)
        || c.out.contains(&0)
        || c.lhs.contains(&0)
    {
        return Ok(None);
    }
    let window: Vec<i64> = dn
        .kernel_spatial
        .iter()
        .map(|&d| c.rhs[d as usize])
        .collect();
    let one_by_one = window.iter().all(|&w| w == 1)
        && c.strides.iter().all(|&s| s == 1)
        && c.padding.iter().all(|&p| p == 0)
        && consecutive(&dn.input_spatial);
    let (images, k_size) = (
        c.out[dn.output_batch as usize],
        c.rhs.iter().product::<i64>() / c.rhs[kof],
    );
    let m_size: i64 = dn
        .output_spatial
        .iter()
        .map(|&d| c.out[d as usize])
        .product();
    if !one_by_one && channels_last(c) {
        return direct(b, lhs, rhs, result_ty, c, elem).map(Some);
    }
    let patch = images.saturating_mul(m_size).saturating_mul(k_size);
    if !one_by_one && patch > MAX_PATCH_ELEMENTS {
        return Ok(None);
    }
    // The product's loops: image, m (output positions), n (output features), k.
    let (li, lm, ln, lk) = (0, 1, 2, 3);
    let (a, a_map) = if one_by_one {
        let groups = three_groups(dn.input_batch, &dn.input_spatial, dn.input_feature);
        let loops: Vec<AffineExpr> = groups.iter().map(|(r, _)| dim([li, lm, lk][*r])).collect();
        let groups: Vec<Vec<usize>> = groups.into_iter().map(|(_, g)| g).collect();
        (collapse(b, lhs, &groups, elem), affine_map(4, loops))
    } else {
        (
            im2col(b, lhs, c, elem)?,
            affine_map(4, vec![dim(li), dim(lm), dim(lk)]),
        )
    };
    // B: the kernel's other dimensions (in its order) against o.
    let others: Vec<usize> = (0..rr).filter(|&d| d != kof).collect();
    let (kernel_groups, b_map) = if kof == rr - 1 {
        (vec![others, vec![kof]], vec![dim(lk), dim(ln)])
    } else {
        (vec![vec![kof], others], vec![dim(ln), dim(lk)])
    };
    let kernel = collapse(b, rhs, &kernel_groups, elem);
    // C: the output collapsed to (batch, spatial, feature) in its order.
    let out_groups = three_groups(dn.output_batch, &dn.output_spatial, dn.output_feature);
    let c_map: Vec<AffineExpr> = out_groups
        .iter()
        .map(|(r, _)| dim([li, lm, ln][*r]))
        .collect();
    let out_groups: Vec<Vec<usize>> = out_groups.into_iter().map(|(_, g)| g).collect();
    let c_shape: Vec<i64> = out_groups
        .iter()
        .map(|g| g.iter().map(|&d| c.out[d]).product())
        .collect();
    let init = filled(b, ctx.tensor_type(&c_shape, elem), &[], 0.0)?;
    let maps = [a_map, affine_map(4, b_map), affine_map(4, c_map)];
    let iterators = ["parallel", "parallel", "parallel", "reduction"];
    let product = b.generic(&[a, kernel], &[init], &maps, &iterators, &mut |b, x| {
        Ok(vec![multiply_accumulate(b, x[0], x[1], x[2], [false; 2])?])
    })?;
    let product = *product
        .first()
        .ok_or_else(|| b.fail("convolution product without a result"))?;
    let reassoc = reassociation(b, &out_groups);
    let static_shape = b.ctx().dense_i64_array(c.out);
    Ok(Some(b.create1(
        tensor_ops::ExpandShapeOp::NAME,
        &[product],
        result_ty,
        &[
            ("reassociation", reassoc),
            ("static_output_shape", static_shape),
        ],
    )))
}

/// The patches `P[image, out_spatial..., kernel dims except o...]` of the zero-padded input,
/// collapsed to `[image, positions, window·features]`.
fn im2col(
    b: &mut Builder<'_, '_>,
    lhs: ValueId,
    c: &ConvShape<'_>,
    elem: Type,
) -> Result<ValueId, Diag> {
    let dn = c.dn;
    let (ns, lr, rr) = (dn.input_spatial.len(), c.lhs.len(), c.rhs.len());
    let (mut low, mut high) = (vec![0; lr], vec![0; lr]);
    for s in 0..ns {
        let d = dn.input_spatial[s] as usize;
        (low[d], high[d]) = (c.padding[2 * s], c.padding[2 * s + 1]);
    }
    let zero = b.scalar_const(elem, 0.0)?;
    let padded = pad_tensor(b, lhs, zero, &low, &high, &vec![0; lr])?;
    // Loops: image, output spatial (ns), then the kernel's dimensions other than o, in order.
    let kernel_dims: Vec<usize> = (0..rr)
        .filter(|&d| d != dn.kernel_output_feature as usize)
        .collect();
    let loop_of_kernel_dim = |d: i64| {
        kernel_dims
            .iter()
            .position(|&k| k as i64 == d)
            .map_or(0, |p| 1 + ns + p)
    };
    let mut reads = vec![AffineExpr::Const(0); lr];
    reads[dn.input_batch as usize] = dim(0);
    reads[dn.input_feature as usize] = dim(loop_of_kernel_dim(dn.kernel_input_feature));
    for s in 0..ns {
        let kd = dn.kernel_spatial[s];
        let k = dim(loop_of_kernel_dim(kd));
        let k = if c.reversal[s] {
            AffineExpr::Add(
                Box::new(AffineExpr::Mul(
                    Box::new(k),
                    Box::new(AffineExpr::Const(-1)),
                )),
                Box::new(AffineExpr::Const(c.rhs[kd as usize] - 1)),
            )
        } else {
            k
        };
        let scaled = |e: AffineExpr, by: i64| {
            if by == 1 {
                e
            } else {
                AffineExpr::Mul(Box::new(e), Box::new(AffineExpr::Const(by)))
            }
        };
        reads[dn.input_spatial[s] as usize] = AffineExpr::Add(
            Box::new(scaled(dim(1 + s), c.strides[s])),
            Box::new(scaled(k, c.rhs_dilation[s])),
        );
    }
    let mut shape = vec![c.out[dn.output_batch as usize]];
    shape.extend(dn.output_spatial.iter().map(|&d| c.out[d as usize]));
    shape.extend(kernel_dims.iter().map(|&d| c.rhs[d]));
    let loops = shape.len() as u32;
    let ty = b.ctx().tensor_type(&shape, elem);
    let patches = b.parallel_generic(
        &[padded],
        vec![AffineMap::new(loops, reads)],
        ty,
        None,
        &mut |_, x| Ok(vec![x[0]]),
    )?;
    let groups = vec![
        vec![0],
        (1..=ns).collect(),
        (ns + 1..shape.len()).collect::<Vec<_>>(),
    ];
    Ok(collapse(b, patches, &groups, elem))
}

/// Input `[b, spatial..., f]`, kernel `[spatial..., i, o]`, output `[b, spatial..., f]` (JAX's
/// NHWC / HWIO), no reversal, and no rhs dilation along the last spatial dimension: a
/// kernel row's taps and features are then one contiguous run of the padded input's row.
fn channels_last(c: &ConvShape<'_>) -> bool {
    let dn = c.dn;
    let ns = dn.input_spatial.len() as i64;
    let spatial: Vec<i64> = (0..ns).collect();
    let shifted: Vec<i64> = (1..=ns).collect();
    dn.input_batch == 0
        && dn.input_spatial == shifted
        && dn.input_feature == ns + 1
        && dn.kernel_spatial == spatial
        && dn.kernel_input_feature == ns
        && dn.kernel_output_feature == ns + 1
        && dn.output_batch == 0
        && dn.output_spatial == shifted
        && dn.output_feature == ns + 1
        && c.reversal.iter().all(|r| !r)
        && c.rhs_dilation.last() == Some(&1)
}

/// A direct convolution the micro-kernel takes, without a patch buffer: the zero-padded input
/// viewed as `[b, rows..., width·features]` is A, read at
/// `(position_s * stride_s + tap_s * dilation_s, ..., column * stride * features + k)` where
/// m runs over the output positions, k over one kernel row's `width·features` (contiguous in
/// the input row) and the kernel's other spatial taps are outer reduction loops; B is the
/// kernel viewed as `[taps..., width·features, o]`, C the output as `[b, positions, o]`.
fn direct(
    b: &mut Builder<'_, '_>,
    lhs: ValueId,
    rhs: ValueId,
    result_ty: Type,
    c: &ConvShape<'_>,
    elem: Type,
) -> Result<ValueId, Diag> {
    let ctx = b.ctx();
    let ns = c.dn.input_spatial.len();
    let (mut low, mut high) = (vec![0; ns + 2], vec![0; ns + 2]);
    for s in 0..ns {
        (low[s + 1], high[s + 1]) = (c.padding[2 * s], c.padding[2 * s + 1]);
    }
    let zero = b.scalar_const(elem, 0.0)?;
    let padded = pad_tensor(b, lhs, zero, &low, &high, &vec![0; ns + 2])?;
    // [b, rows..., width·features]
    let mut in_groups: Vec<Vec<usize>> = (0..ns).map(|d| vec![d]).collect();
    in_groups.push(vec![ns, ns + 1]);
    let input = collapse(b, padded, &in_groups, elem);
    // [taps..., width·features, o]
    let mut k_groups: Vec<Vec<usize>> = (0..ns - 1).map(|d| vec![d]).collect();
    k_groups.push(vec![ns - 1, ns]);
    k_groups.push(vec![ns + 1]);
    let kernel = collapse(b, rhs, &k_groups, elem);
    let out_groups = vec![vec![0], (1..=ns).collect(), vec![ns + 1]];
    let c_shape: Vec<i64> = out_groups
        .iter()
        .map(|g| g.iter().map(|&d| c.out[d]).product())
        .collect();
    let init = filled(b, ctx.tensor_type(&c_shape, elem), &[], 0.0)?;
    // Loops: image, m, n, the taps of spatial dimensions 0..ns-1, k.
    let (li, lm, ln) = (0, 1, 2);
    let tap = |s: usize| 3 + s;
    let lk = 3 + ns - 1;
    let loops = (lk + 1) as u32;
    let features = c.lhs[ns + 1];
    let positions: Vec<i64> = (1..=ns).map(|d| c.out[d]).collect();
    let mut reads = vec![dim(li)];
    for s in 0..ns {
        // The output position along dimension s: (m floordiv inner) mod size.
        let inner: i64 = positions[s + 1..].iter().product();
        let mut p = dim(lm);
        if inner != 1 {
            p = AffineExpr::FloorDiv(Box::new(p), Box::new(AffineExpr::Const(inner)));
        }
        if s > 0 {
            p = AffineExpr::Mod(Box::new(p), Box::new(AffineExpr::Const(positions[s])));
        }
        let scaled = |e: AffineExpr, by: i64| {
            if by == 1 {
                e
            } else {
                AffineExpr::Mul(Box::new(e), Box::new(AffineExpr::Const(by)))
            }
        };
        reads.push(if s + 1 < ns {
            AffineExpr::Add(
                Box::new(scaled(p, c.strides[s])),
                Box::new(scaled(dim(tap(s)), c.rhs_dilation[s])),
            )
        } else {
            AffineExpr::Add(
                Box::new(scaled(p, c.strides[s] * features)),
                Box::new(dim(lk)),
            )
        });
    }
    let mut b_reads: Vec<AffineExpr> = (0..ns - 1).map(|s| dim(tap(s))).collect();
    b_reads.extend([dim(lk), dim(ln)]);
    let maps = [
        AffineMap::new(loops, reads),
        AffineMap::new(loops, b_reads),
        affine_map(loops, vec![dim(li), dim(lm), dim(ln)]),
    ];
    let mut iterators = vec!["parallel"; 3];
    iterators.extend(std::iter::repeat_n("reduction", ns));
    let product = b.generic(&[input, kernel], &[init], &maps, &iterators, &mut |b, x| {
        Ok(vec![multiply_accumulate(b, x[0], x[1], x[2], [false; 2])?])
    })?;
    let product = *product
        .first()
        .ok_or_else(|| b.fail("convolution product without a result"))?;
    let reassoc = reassociation(b, &out_groups);
    let static_shape = b.ctx().dense_i64_array(c.out);
    Ok(b.create1(
        tensor_ops::ExpandShapeOp::NAME,
        &[product],
        result_ty,
        &[
            ("reassociation", reassoc),
            ("static_output_shape", static_shape),
        ],
    ))
}
