//! hlo triangular_solve, fft (FFT, IFFT, RFFT, IRFFT; direct DFTs) and reduce_precision.

use crate::dense::{element_bits, float_from_bits};
use crate::elementwise::{one, result_elem, result_shape, tensor, C};
use crate::eval::{OpEval, Registry};
use crate::value::{Buffer, ElemKind, Tensor, Value};
use xla_dialect_hlo::attrs::int_elements::i64_list;
use xla_dialect_hlo::attrs::linalg_enums::{FftType, Transpose};
use xla_dialect_hlo::ops as hlo_ops;
use xla_ir::DResult;

/// A tensor from complex values, in the result's element kind.
fn from_complex(ty: xla_ir::Type, kind: ElemKind, shape: Vec<i64>, v: Vec<C>) -> Tensor {
    let data = match kind {
        ElemKind::Complex(k) => Buffer::from_c128(k, v),
        ElemKind::Float(k) => Buffer::from_f64(k, v.iter().map(|c| c.re).collect::<Vec<_>>()),
        _ => Buffer::Int(v.iter().map(|c| c.re as i64).collect()),
    };
    Tensor {
        ty,
        kind,
        shape,
        data,
    }
}

fn flag(ev: &OpEval<'_, '_>, name: &str) -> DResult<bool> {
    ev.op
        .attr(name)
        .and_then(|a| ev.ctx().attr_as_int(a))
        .map(|v| v != 0)
        .ok_or_else(|| ev.error(format!("requires '{name}'")))
}

/// Solves `m · x = b` for a triangular `m` (n×n, lower or upper), `b` n×k, by substitution.
fn solve_triangular(m: &[C], n: usize, lower: bool, b: &[C], k: usize) -> Vec<C> {
    let mut x = vec![C::new(0.0, 0.0); n * k];
    let rows: Vec<usize> = if lower {
        (0..n).collect()
    } else {
        (0..n).rev().collect()
    };
    for col in 0..k {
        for &i in &rows {
            let mut s = b[i * k + col];
            let others: Box<dyn Iterator<Item = usize>> = if lower {
                Box::new(0..i)
            } else {
                Box::new(i + 1..n)
            };
            for j in others {
                s -= m[i * n + j] * x[j * k + col];
            }
            x[i * k + col] = s / m[i * n + i];
        }
    }
    x
}

fn triangular_solve(ev: &OpEval<'_, '_>, operands: &[Value]) -> DResult<Vec<Value>> {
    let (a, b) = (tensor(ev, operands, 0)?, tensor(ev, operands, 1)?);
    let (left, lower, unit) = (
        flag(ev, "left_side")?,
        flag(ev, "lower")?,
        flag(ev, "unit_diagonal")?,
    );
    let t = hlo_ops::triangular::transpose_a(ev.op)?;
    if t == Transpose::TransposeInvalid {
        return Err(ev.error("Invalid transpose option value for triangular solve"));
    }
    let (ra, rb) = (a.shape.len(), b.shape.len());
    if ra < 2 || rb != ra {
        return Err(ev.error("operands must have the same rank, at least 2"));
    }
    let n = a.shape[ra - 1] as usize;
    let (br, bc) = (b.shape[rb - 2] as usize, b.shape[rb - 1] as usize);
    if a.shape[ra - 2] as usize != n || (left && br != n) || (!left && bc != n) {
        return Err(ev.error("operand shapes do not agree"));
    }
    let batches: usize = a.shape[..ra - 2].iter().product::<i64>() as usize;
    let (av, bv) = (a.data.to_c128(a.kind), b.data.to_c128(b.kind));
    let mut out = Vec::with_capacity(bv.len());
    for bi in 0..batches {
        // op(a) restricted to its triangle, as a dense matrix.
        let mut m = vec![C::new(0.0, 0.0); n * n];
        for i in 0..n {
            for j in 0..n {
                let keep = if lower { j <= i } else { j >= i };
                let v = if i == j && unit {
                    C::new(1.0, 0.0)
                } else if keep {
                    av[bi * n * n + i * n + j]
                } else {
                    C::new(0.0, 0.0)
                };
                let (r, c) = if t == Transpose::NoTranspose {
                    (i, j)
                } else {
                    (j, i)
                };
                m[r * n + c] = if t == Transpose::Adjoint { v.conj() } else { v };
            }
        }
        let m_lower = lower == (t == Transpose::NoTranspose);
        let bm = &bv[bi * br * bc..(bi + 1) * br * bc];
        if left {
            out.extend(solve_triangular(&m, n, m_lower, bm, bc));
        } else {
            // x · m = b  <=>  mᵀ · xᵀ = bᵀ.
            let mt: Vec<C> = (0..n * n).map(|p| m[(p % n) * n + p / n]).collect();
            let bt: Vec<C> = (0..br * bc).map(|p| bm[(p % br) * bc + p / br]).collect();
            let xt = solve_triangular(&mt, n, !m_lower, &bt, br);
            out.extend((0..br * bc).map(|p| xt[(p % bc) * br + p / bc]));
        }
    }
    let (ty, kind) = result_elem(ev, 0)?;
    one(from_complex(ty, kind, b.shape.clone(), out))
}

/// Direct DFT along `axis` of `data` (row-major `shape`); inverse ones are scaled by 1/n.
fn dft_axis(data: &mut [C], shape: &[usize], axis: usize, inverse: bool) {
    let n = shape[axis];
    let inner: usize = shape[axis + 1..].iter().product();
    let outer: usize = shape[..axis].iter().product();
    let sign = if inverse { 1.0 } else { -1.0 };
    let tw: Vec<C> = (0..n)
        .map(|k| C::from_polar(1.0, sign * 2.0 * std::f64::consts::PI * k as f64 / n as f64))
        .collect();
    let mut buf = vec![C::new(0.0, 0.0); n];
    for o in 0..outer {
        for i in 0..inner {
            let at = |k: usize| o * n * inner + k * inner + i;
            for (k, slot) in buf.iter_mut().enumerate() {
                *slot = (0..n).map(|j| data[at(j)] * tw[(j * k) % n]).sum();
            }
            for (k, v) in buf.iter().enumerate() {
                data[at(k)] = if inverse { v / n as f64 } else { *v };
            }
        }
    }
}

fn fft(ev: &OpEval<'_, '_>, operands: &[Value]) -> DResult<Vec<Value>> {
    let a = tensor(ev, operands, 0)?;
    let kind = hlo_ops::fft::fft_kind(ev.op)?;
    let lengths = ev
        .op
        .attr("fft_length")
        .and_then(|x| i64_list(ev.ctx(), x))
        .ok_or_else(|| ev.error("requires 'fft_length'"))?;
    let out_shape: Vec<usize> = result_shape(ev, 0)?.iter().map(|&d| d as usize).collect();
    let in_shape: Vec<usize> = a.shape.iter().map(|&d| d as usize).collect();
    let rank = in_shape.len();
    let l = lengths.len();
    if l == 0 || l > rank || out_shape.len() != rank {
        return Err(ev.error("fft_length does not match the operand"));
    }
    let v = a.data.to_c128(a.kind);
    let out = match kind {
        FftType::Fft | FftType::Ifft => {
            let mut v = v;
            for ax in rank - l..rank {
                dft_axis(&mut v, &in_shape, ax, kind == FftType::Ifft);
            }
            v
        }
        FftType::Rfft => {
            let mut v = v;
            for ax in rank - l..rank {
                dft_axis(&mut v, &in_shape, ax, false);
            }
            // Keep the first n/2+1 values of the innermost dimension.
            let (n_in, n_out) = (in_shape[rank - 1], out_shape[rank - 1]);
            v.chunks(n_in.max(1))
                .flat_map(|c| c[..n_out.min(c.len())].to_vec())
                .collect()
        }
        FftType::Irfft => {
            // Inverse transforms of the outer fft dims, then a Hermitian c2r on the last.
            let mut v = v;
            for ax in rank - l..rank - 1 {
                dft_axis(&mut v, &in_shape, ax, true);
            }
            let (n_in, n) = (in_shape[rank - 1], out_shape[rank - 1]);
            let mut full = Vec::with_capacity(v.len() / n_in.max(1) * n);
            for c in v.chunks(n_in.max(1)) {
                for k in 0..n {
                    full.push(if k < n_in.min(n / 2 + 1) {
                        c[k]
                    } else {
                        c.get(n - k).map(|z| z.conj()).unwrap_or_default()
                    });
                }
            }
            let mut shape = in_shape.clone();
            shape[rank - 1] = n;
            dft_axis(&mut full, &shape, rank - 1, true);
            full
        }
    };
    let (ty, kind) = result_elem(ev, 0)?;
    one(from_complex(
        ty,
        kind,
        out_shape.iter().map(|&d| d as i64).collect(),
        out,
    ))
}

/// XLA's reduce_precision on the source format's bits.
fn reduce_bits(
    x: u64,
    width: u32,
    src_exp: u32,
    src_man: u32,
    exp_bits: u32,
    man_bits: u32,
) -> u64 {
    let exp_mask = ((1u64 << src_exp) - 1) << src_man;
    let man_mask = (1u64 << src_man) - 1;
    let is_nan = (x & exp_mask) == exp_mask && (x & man_mask) != 0;
    let mut v = x;
    if man_bits < src_man {
        let shift = src_man - man_bits;
        let last = 1u64 << shift;
        let bias = (last >> 1).wrapping_sub(1) + ((v & last) >> shift);
        v = v.wrapping_add(bias) & !(last - 1);
    }
    if exp_bits < src_exp {
        let sign = 1u64 << (width - 1);
        let src_bias = (1u64 << (src_exp - 1)) - 1;
        let reduced_bias = (1u64 << (exp_bits.max(1) - 1)) - 1;
        let (max_e, min_e) = (src_bias + reduced_bias, src_bias - reduced_bias);
        let e = v & exp_mask;
        v = if e > (max_e << src_man) {
            (v & sign) | exp_mask
        } else if e <= (min_e << src_man) {
            v & sign
        } else {
            v
        };
    }
    if is_nan {
        return if man_bits > 0 {
            x
        } else {
            (x & (1u64 << (width - 1))) | exp_mask
        };
    }
    v & if width >= 64 {
        u64::MAX
    } else {
        (1u64 << width) - 1
    }
}

fn reduce_precision(ev: &OpEval<'_, '_>, operands: &[Value]) -> DResult<Vec<Value>> {
    let a = tensor(ev, operands, 0)?;
    let get = |n: &str| {
        ev.op
            .attr(n)
            .and_then(|x| ev.ctx().attr_as_int(x))
            .map(|v| v as u32)
            .ok_or_else(|| ev.error(format!("requires '{n}'")))
    };
    let (eb, mb) = (get("exponent_bits")?, get("mantissa_bits")?);
    let ElemKind::Float(k) = a.kind else {
        return Err(ev.error("requires a float operand"));
    };
    let (w, se, sm) = (k.bit_width(), k.exponent_bits(), k.mantissa_bits());
    if eb == 0 || se > 63 {
        return Err(ev.error("exponent_bits must be at least 1"));
    }
    let bits: Vec<u64> = element_bits(a)
        .into_iter()
        .map(|b| reduce_bits(b, w, se, sm, eb, mb))
        .collect();
    one(a.with_data(a.shape.clone(), float_from_bits(k, bits)))
}

/// `dot`: contracts the last dimension of lhs with the first of rhs.
fn dot(ev: &OpEval<'_, '_>, operands: &[Value]) -> DResult<Vec<Value>> {
    let (l, r) = (tensor(ev, operands, 0)?, tensor(ev, operands, 1)?);
    let lc = l
        .shape
        .len()
        .checked_sub(1)
        .ok_or_else(|| ev.error("requires operands of rank 1 or 2"))?;
    crate::hlo::regions::dot_with(ev, l, r, &[], &[], &[lc], &[0])
}

/// Cholesky factor (lower: `a = l·lᴴ`, else `a = uᴴ·u`) of each innermost matrix; only the
/// chosen triangle of `a` is read and the other triangle of the result is zero.
fn cholesky(ev: &OpEval<'_, '_>, operands: &[Value]) -> DResult<Vec<Value>> {
    let a = tensor(ev, operands, 0)?;
    let lower = ev
        .op
        .attr("lower")
        .and_then(|x| ev.ctx().attr_as_int(x))
        .unwrap_or(0)
        != 0;
    let r = a.shape.len();
    if r < 2 || a.shape[r - 1] != a.shape[r - 2] {
        return Err(ev.error("requires square innermost matrices"));
    }
    let n = a.shape[r - 1] as usize;
    let v = a.data.to_c128(a.kind);
    let mut out = vec![C::new(0.0, 0.0); v.len()];
    for (m, o) in v.chunks(n * n).zip(out.chunks_mut(n * n)) {
        // Work on the lower form: read a[i][j] (i >= j) from the chosen triangle.
        let at = |i: usize, j: usize| {
            if lower {
                m[i * n + j]
            } else {
                m[j * n + i].conj()
            }
        };
        let mut l = vec![C::new(0.0, 0.0); n * n];
        for j in 0..n {
            let d = at(j, j)
                - (0..j)
                    .map(|k| l[j * n + k] * l[j * n + k].conj())
                    .sum::<C>();
            let djj = C::new(d.re.sqrt(), 0.0);
            l[j * n + j] = djj;
            for i in j + 1..n {
                l[i * n + j] = (at(i, j)
                    - (0..j)
                        .map(|k| l[i * n + k] * l[j * n + k].conj())
                        .sum::<C>())
                    / djj;
            }
        }
        for i in 0..n {
            for j in 0..n {
                o[i * n + j] = if lower {
                    l[i * n + j]
                } else {
                    l[j * n + i].conj()
                };
            }
        }
    }
    let (ty, kind) = result_elem(ev, 0)?;
    let data = match kind {
        ElemKind::Complex(k) => Buffer::from_c128(k, out),
        ElemKind::Float(k) => Buffer::from_f64(k, out.iter().map(|c| c.re).collect::<Vec<_>>()),
        _ => return Err(ev.error("requires float or complex elements")),
    };
    one(Tensor {
        ty,
        kind,
        shape: result_shape(ev, 0)?,
        data,
    })
}

pub fn register(r: &mut Registry) {
    r.add(hlo_ops::TriangularSolveOp::NAME, triangular_solve);
    r.add(hlo_ops::FftOp::NAME, fft);
    r.add(hlo_ops::ReducePrecisionOp::NAME, reduce_precision);
    r.add(hlo_ops::DotOp::NAME, dot);
    r.add(hlo_ops::CholeskyOp::NAME, cholesky);
}
