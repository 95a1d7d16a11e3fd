//! `hlo.fft` (FFT, IFFT, RFFT, IRFFT over the last 1-3 dimensions) → direct DFTs, one
//! `linalg.generic` per transformed dimension, computed in f64 on a pair of tensors (real and
//! imaginary parts) and rounded to the result's element type at the end:
//!
//! - split: the operand (complex, or real for RFFT) becomes two f64 tensors;
//! - per dimension `a` of length `n` (ascending, as XLA): a generic with a reduction loop `j`
//!   over the input along `a`: `out[k] += x[j] · w^((j·k) mod n)`, the twiddle
//!   `w^m = cos θ + i sin θ` with `θ = ∓2π·m/n` computed in the body (`math.cos`/`math.sin`
//!   on f64); inverse transforms then divide by `n` (so IFFT is normalized by 1/∏n);
//! - RFFT keeps the first `n/2+1` outputs of the last dimension (the DFT computes just those);
//! - IRFFT: inverse DFTs of the outer dimensions, then the last dimension is extended to `n`
//!   by Hermitian symmetry (`x[k] = conj(x[n-k])` past `n/2`), inverse-transformed, and its
//!   real part is the result;
//! - join: the parts are truncated to the result's float type (`complex.create` for complex).
//!
//! An empty result is a `tensor.empty` (nothing to compute). The cost is n² per transformed row (no radix-2 split): exact twiddles, same summation
//! order as the interpreter's DFT, so results agree to the last bit in f64.

use super::builder::Builder;
use super::structured::filled;
use super::Lowering;
use xla_dialect_arith::ops as arith_ops;
use xla_dialect_arith::CmpIPredicate;
use xla_dialect_complex::ops as complex_ops;
use xla_dialect_hlo::attrs::linalg_enums::FftType;
use xla_dialect_hlo::ops as hlo_ops;
use xla_dialect_math::ops as math_ops;
use xla_dialect_tensor::ops as tensor_ops;
use xla_ir::affine::{AffineExpr, AffineMap};
use xla_ir::{Diag, Type, TypeData, ValueId, DYNAMIC};

pub fn lowerings() -> Vec<Lowering> {
    vec![Lowering {
        op: hlo_ops::FftOp::NAME,
        lower: fft,
    }]
}

/// A value as its real and imaginary parts, each an f64 tensor of `shape`.
#[derive(Clone)]
struct Parts {
    re: ValueId,
    im: ValueId,
    shape: Vec<i64>,
}

fn fft(b: &mut Builder<'_, '_>, operands: &[ValueId]) -> Result<bool, Diag> {
    let &[input] = operands else { return Ok(false) };
    let ctx = b.ctx();
    let kind = hlo_ops::fft::fft_kind(b.op())?;
    let lengths = b
        .op()
        .attr("fft_length")
        .and_then(|a| ctx.attr_as_i64_array(a))
        .ok_or_else(|| b.fail("missing 'fft_length'"))?;
    let result_ty = b
        .op()
        .result_types()
        .first()
        .copied()
        .ok_or_else(|| b.fail("fft without a result"))?;
    let in_shape = ctx
        .shape(b.ty(input))
        .map(<[i64]>::to_vec)
        .ok_or_else(|| b.fail("ffts of unranked tensors are not lowered"))?;
    let out_shape = ctx
        .shape(result_ty)
        .map(<[i64]>::to_vec)
        .ok_or_else(|| b.fail("ffts of unranked tensors are not lowered"))?;
    let rank = in_shape.len();
    if in_shape.iter().chain(&out_shape).any(|&d| d == DYNAMIC) {
        return Err(b.fail("ffts of dynamically shaped tensors are not lowered"));
    }
    if out_shape.contains(&0) {
        // No elements to compute: the result is any tensor of its type.
        let empty = b.empty(result_ty, &[]);
        b.replace(&[empty])?;
        return Ok(true);
    }
    if in_shape.iter().any(|&d| d <= 0) {
        return Err(b.fail("ffts of an empty operand with a non-empty result are not lowered"));
    }
    if lengths.is_empty() || lengths.len() > rank || out_shape.len() != rank {
        return Err(b.fail("fft_length does not match the operand"));
    }
    let result_elem = ctx.element_type(result_ty);
    let result_part = complex_part(ctx, result_elem).unwrap_or(result_elem);
    if !ctx.is_float(result_part) {
        return Err(b.fail("ffts of other than float or complex elements are not lowered"));
    }
    let first = rank - lengths.len();
    let last = rank - 1;
    // The transformed dimensions: the input's (the output's for IRFFT) are fft_length, the
    // halved side (RFFT's output, IRFFT's input) keeps n/2+1 along the last one.
    let (full, half) = if kind == FftType::Irfft {
        (&out_shape, &in_shape)
    } else {
        (&in_shape, &out_shape)
    };
    let halved = kind.is_real();
    let n_last = lengths[lengths.len() - 1];
    let matches = full[first..] == lengths[..]
        && half[first..last] == lengths[..lengths.len() - 1]
        && half[last] == if halved { n_last / 2 + 1 } else { n_last }
        && full[..first] == half[..first];
    if !matches {
        return Err(b.fail("the fft operand and result types do not match fft_type and fft_length"));
    }
    let mut x = split(b, input, &in_shape)?;
    let parts = match kind {
        FftType::Fft | FftType::Ifft => {
            for axis in first..rank {
                x = dft(b, &x, axis, x.shape[axis], kind == FftType::Ifft)?;
            }
            x
        }
        FftType::Rfft => {
            for axis in first..last {
                x = dft(b, &x, axis, x.shape[axis], false)?;
            }
            dft(b, &x, last, out_shape[last], false)?
        }
        FftType::Irfft => {
            for axis in first..last {
                x = dft(b, &x, axis, x.shape[axis], true)?;
            }
            let full = hermitian_extension(b, &x, out_shape[last])?;
            dft(b, &full, last, out_shape[last], true)?
        }
    };
    if parts.shape != out_shape {
        return Err(b.fail("the fft result type does not match fft_type and fft_length"));
    }
    let result = join(b, &parts, result_ty)?;
    b.replace(&[result])?;
    Ok(true)
}

/// The float part type of a complex type.
fn complex_part(ctx: &xla_ir::Context, t: Type) -> Option<Type> {
    match ctx.type_data(t) {
        TypeData::Complex(e) => Some(*e),
        _ => None,
    }
}

/// `v` converted between float types (`arith.extf` / `arith.truncf`, nothing when equal).
fn convert_float(b: &mut Builder<'_, '_>, v: ValueId, to: Type) -> ValueId {
    let from = b.ty(v);
    let (fw, tw) = (
        b.ctx().scalar_bit_width(from).unwrap_or(0),
        b.ctx().scalar_bit_width(to).unwrap_or(0),
    );
    match fw.cmp(&tw) {
        std::cmp::Ordering::Equal => v,
        std::cmp::Ordering::Less => b.create1(arith_ops::ExtFOp::NAME, &[v], to, &[]),
        std::cmp::Ordering::Greater => b.create1(arith_ops::TruncFOp::NAME, &[v], to, &[]),
    }
}

fn identity(rank: usize) -> AffineMap {
    AffineMap::identity(rank as u32)
}

/// The operand (complex, or real with a zero imaginary part) as f64 parts.
fn split(b: &mut Builder<'_, '_>, input: ValueId, shape: &[i64]) -> Result<Parts, Diag> {
    let ctx = b.ctx();
    let f64t = ctx.f64();
    let part_ty = ctx.tensor_type(shape, f64t);
    let elem = ctx.element_type(b.ty(input));
    let part = complex_part(ctx, elem);
    if part.is_none_or(|p| !ctx.is_float(p)) && !ctx.is_float(elem) {
        return Err(b.fail("ffts of other than float or complex elements are not lowered"));
    }
    let inits = [b.empty(part_ty, &[]), b.empty(part_ty, &[])];
    let rank = shape.len();
    let maps = vec![identity(rank); 3];
    let r = b.generic(
        &[input],
        &inits,
        &maps,
        &vec!["parallel"; rank],
        &mut |b, a| {
            let f64t = b.ctx().f64();
            let (re, im) = match part {
                Some(p) => {
                    let re = b.create1(complex_ops::ReOp::NAME, &[a[0]], p, &[]);
                    let im = b.create1(complex_ops::ImOp::NAME, &[a[0]], p, &[]);
                    (convert_float(b, re, f64t), convert_float(b, im, f64t))
                }
                None => (convert_float(b, a[0], f64t), b.scalar_const(f64t, 0.0)?),
            };
            Ok(vec![re, im])
        },
    )?;
    let &[re, im] = r.as_slice() else {
        return Err(b.fail("split without two results"));
    };
    Ok(Parts {
        re,
        im,
        shape: shape.to_vec(),
    })
}

/// The parts rounded to the result type: complex numbers, or (IRFFT) the real part.
fn join(b: &mut Builder<'_, '_>, x: &Parts, result_ty: Type) -> Result<ValueId, Diag> {
    let ctx = b.ctx();
    let elem = ctx.element_type(result_ty);
    let part = complex_part(ctx, elem);
    let rank = x.shape.len();
    let init = b.empty(result_ty, &[]);
    let maps = vec![identity(rank); 3];
    let r = b.generic(
        &[x.re, x.im],
        &[init],
        &maps,
        &vec!["parallel"; rank],
        &mut |b, a| {
            Ok(vec![match part {
                Some(p) => {
                    let re = convert_float(b, a[0], p);
                    let im = convert_float(b, a[1], p);
                    b.create1(complex_ops::CreateOp::NAME, &[re, im], elem, &[])
                }
                None => convert_float(b, a[0], elem),
            }])
        },
    )?;
    r.first()
        .copied()
        .ok_or_else(|| b.fail("join without a result"))
}

/// The identity on the first `rank` of `rank + 1` loops, `axis` read from the extra loop.
fn along(rank: usize, axis: usize) -> AffineMap {
    let results = (0..rank)
        .map(|d| AffineExpr::Dim(if d == axis { rank as u32 } else { d as u32 }))
        .collect();
    AffineMap::new(rank as u32 + 1, results)
}

/// The DFT of `x` along `axis` (transform length = the input's length there), keeping the
/// first `n_out` outputs; inverse ones are divided by the length.
fn dft(
    b: &mut Builder<'_, '_>,
    x: &Parts,
    axis: usize,
    n_out: i64,
    inverse: bool,
) -> Result<Parts, Diag> {
    let ctx = b.ctx();
    let f64t = ctx.f64();
    let rank = x.shape.len();
    let n = x.shape[axis];
    let mut shape = x.shape.clone();
    shape[axis] = n_out;
    let ty = ctx.tensor_type(&shape, f64t);
    let zeros = [filled(b, ty, &[], 0.0)?, filled(b, ty, &[], 0.0)?];
    let out_map = AffineMap::projection(rank as u32 + 1, &(0..rank as u32).collect::<Vec<_>>());
    let maps = vec![
        along(rank, axis),
        along(rank, axis),
        out_map.clone(),
        out_map,
    ];
    let mut iterators = vec!["parallel"; rank];
    iterators.push("reduction");
    let sign = if inverse { 1.0 } else { -1.0 };
    let r = b.generic(&[x.re, x.im], &zeros, &maps, &iterators, &mut |b, a| {
        let (xr, xi, acc_r, acc_i) = (a[0], a[1], a[2], a[3]);
        let ctx = b.ctx();
        let (index, i64t, f64t) = (ctx.index_type(), ctx.i64(), ctx.f64());
        let k = b.loop_index(axis);
        let j = b.loop_index(rank);
        let jk = b.create1(arith_ops::MulIOp::NAME, &[j, k], index, &[]);
        let n_index = b.index_const(n);
        let m = b.create1(arith_ops::RemUIOp::NAME, &[jk, n_index], index, &[]);
        let m = b.create1(arith_ops::IndexCastOp::NAME, &[m], i64t, &[]);
        let m = b.create1(arith_ops::SIToFPOp::NAME, &[m], f64t, &[]);
        // θ = (±2π · m) / n, in the interpreter's order of operations.
        let two_pi = b.scalar_const(f64t, sign * 2.0 * std::f64::consts::PI)?;
        let n_f = b.scalar_const(f64t, n as f64)?;
        let t = b.create1(arith_ops::MulFOp::NAME, &[two_pi, m], f64t, &[]);
        let theta = b.create1(arith_ops::DivFOp::NAME, &[t, n_f], f64t, &[]);
        let c = b.create1(math_ops::CosOp::NAME, &[theta], f64t, &[]);
        let s = b.create1(math_ops::SinOp::NAME, &[theta], f64t, &[]);
        // (xr + i xi)(c + i s) = (xr c - xi s) + i (xr s + xi c).
        let rc = b.create1(arith_ops::MulFOp::NAME, &[xr, c], f64t, &[]);
        let is = b.create1(arith_ops::MulFOp::NAME, &[xi, s], f64t, &[]);
        let rs = b.create1(arith_ops::MulFOp::NAME, &[xr, s], f64t, &[]);
        let ic = b.create1(arith_ops::MulFOp::NAME, &[xi, c], f64t, &[]);
        let re = b.create1(arith_ops::SubFOp::NAME, &[rc, is], f64t, &[]);
        let im = b.create1(arith_ops::AddFOp::NAME, &[rs, ic], f64t, &[]);
        Ok(vec![
            b.create1(arith_ops::AddFOp::NAME, &[acc_r, re], f64t, &[]),
            b.create1(arith_ops::AddFOp::NAME, &[acc_i, im], f64t, &[]),
        ])
    })?;
    let &[re, im] = r.as_slice() else {
        return Err(b.fail("dft without two results"));
    };
    let out = Parts { re, im, shape };
    if inverse {
        scale(b, &out, n)
    } else {
        Ok(out)
    }
}

/// `x / n` (both parts).
fn scale(b: &mut Builder<'_, '_>, x: &Parts, n: i64) -> Result<Parts, Diag> {
    let ctx = b.ctx();
    let ty = ctx.tensor_type(&x.shape, ctx.f64());
    let rank = x.shape.len();
    let inits = [b.empty(ty, &[]), b.empty(ty, &[])];
    let maps = vec![identity(rank); 4];
    let r = b.generic(
        &[x.re, x.im],
        &inits,
        &maps,
        &vec!["parallel"; rank],
        &mut |b, a| {
            let f64t = b.ctx().f64();
            let n_f = b.scalar_const(f64t, n as f64)?;
            Ok(vec![
                b.create1(arith_ops::DivFOp::NAME, &[a[0], n_f], f64t, &[]),
                b.create1(arith_ops::DivFOp::NAME, &[a[1], n_f], f64t, &[]),
            ])
        },
    )?;
    let &[re, im] = r.as_slice() else {
        return Err(b.fail("scale without two results"));
    };
    Ok(Parts {
        re,
        im,
        shape: x.shape.clone(),
    })
}

/// The last dimension (the first `n/2+1` coefficients of a real signal's spectrum) extended
/// to `n` by Hermitian symmetry: `x[k]` for `k < min(len, n/2+1)`, else `conj(x[n-k])`
/// (zero when `n-k` is past the input, as the interpreter).
fn hermitian_extension(b: &mut Builder<'_, '_>, x: &Parts, n: i64) -> Result<Parts, Diag> {
    let ctx = b.ctx();
    let rank = x.shape.len();
    let last = rank - 1;
    let len = x.shape[last];
    let kept = len.min(n / 2 + 1);
    let mut shape = x.shape.clone();
    shape[last] = n;
    let ty = ctx.tensor_type(&shape, ctx.f64());
    let inits = [b.empty(ty, &[]), b.empty(ty, &[])];
    let maps = vec![identity(rank); 2];
    let (src_re, src_im) = (x.re, x.im);
    let r = b.generic(&[], &inits, &maps, &vec!["parallel"; rank], &mut |b, _| {
        let ctx = b.ctx();
        let (index, i1, f64t) = (ctx.index_type(), ctx.i1(), ctx.f64());
        let mut at: Vec<ValueId> = (0..rank).map(|d| b.loop_index(d)).collect();
        let k = at[last];
        let kept_c = b.index_const(kept);
        let direct = b.create1(
            arith_ops::CmpIOp::NAME,
            &[k, kept_c],
            i1,
            &[("predicate", CmpIPredicate::Ult.attr(ctx))],
        );
        let n_c = b.index_const(n);
        let mirror = b.create1(arith_ops::SubIOp::NAME, &[n_c, k], index, &[]);
        let len_c = b.index_const(len);
        let in_range = b.create1(
            arith_ops::CmpIOp::NAME,
            &[mirror, len_c],
            i1,
            &[("predicate", CmpIPredicate::Ult.attr(ctx))],
        );
        let zero = b.index_const(0);
        let mirror = b.create1(
            arith_ops::SelectOp::NAME,
            &[in_range, mirror, zero],
            index,
            &[],
        );
        at[last] = b.create1(arith_ops::SelectOp::NAME, &[direct, k, mirror], index, &[]);
        let mut operands = vec![src_re];
        operands.extend_from_slice(&at);
        let re = b.create1(tensor_ops::ExtractOp::NAME, &operands, f64t, &[]);
        operands[0] = src_im;
        let im = b.create1(tensor_ops::ExtractOp::NAME, &operands, f64t, &[]);
        let neg_im = b.create1(arith_ops::NegFOp::NAME, &[im], f64t, &[]);
        let fzero = b.scalar_const(f64t, 0.0)?;
        let mirrored_re = b.create1(arith_ops::SelectOp::NAME, &[in_range, re, fzero], f64t, &[]);
        let mirrored_im = b.create1(
            arith_ops::SelectOp::NAME,
            &[in_range, neg_im, fzero],
            f64t,
            &[],
        );
        let re = b.create1(
            arith_ops::SelectOp::NAME,
            &[direct, re, mirrored_re],
            f64t,
            &[],
        );
        let im = b.create1(
            arith_ops::SelectOp::NAME,
            &[direct, im, mirrored_im],
            f64t,
            &[],
        );
        Ok(vec![re, im])
    })?;
    let &[re, im] = r.as_slice() else {
        return Err(b.fail("hermitian extension without two results"));
    };
    Ok(Parts { re, im, shape })
}
