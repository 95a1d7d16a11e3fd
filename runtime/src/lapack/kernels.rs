//! The routines on one matrix, through faer, with LAPACK's conventions as JAX returns them:
//! matrices row-major (the logical layout), pivots 1-based, `info` 0 or the 1-based failing
//! index, eigenvalues ascending, singular values descending.

use super::spec::{Dims, Options, Routine};
use faer::dyn_stack::{MemBuffer, MemStack};
use faer::linalg::{cholesky, evd, householder, lu, matmul, qr, svd, triangular_solve};
use faer::reborrow::{Reborrow, ReborrowMut};
use faer::traits::ComplexField;
use faer::{Accum, Conj, Mat, MatRef, Par};

/// The element types the kernels run on: faer's, with the few scalar operations used here.
pub trait Scalar: ComplexField + Copy {
    fn conj_(self) -> Self;
    fn from_real_(r: Self::Real) -> Self;
    fn real_(self) -> Self::Real;
    fn recip_(self) -> Self;
    fn is_zero_(self) -> bool;
    /// Whether the type is complex: faer's reflectors then differ from LAPACK's.
    const COMPLEX: bool;
    /// LAPACK's `?larfg` on a column whose head is `alpha` and whose tail has norm `xnorm`:
    /// `(beta, tau, scale)` with `beta` real, `tau` 0 when no reflection is needed, and the
    /// tail to be multiplied by `scale` to become the reflector's `v`.
    fn reflector(alpha: Self, xnorm: Self::Real) -> (Self, Self, Self);
}

macro_rules! real_scalar {
    ($t:ty) => {
        impl Scalar for $t {
            fn conj_(self) -> Self {
                self
            }
            fn from_real_(r: $t) -> Self {
                r
            }
            fn real_(self) -> $t {
                self
            }
            fn recip_(self) -> Self {
                1.0 / self
            }
            fn is_zero_(self) -> bool {
                self == 0.0
            }
            const COMPLEX: bool = false;
            fn reflector(alpha: Self, xnorm: $t) -> (Self, Self, Self) {
                if xnorm == 0.0 {
                    return (alpha, 0.0, 0.0);
                }
                let beta = -alpha.hypot(xnorm).copysign(alpha);
                (beta, (beta - alpha) / beta, 1.0 / (alpha - beta))
            }
        }
    };
}
macro_rules! complex_scalar {
    ($t:ty, $r:ty) => {
        impl Scalar for $t {
            fn conj_(self) -> Self {
                self.conj()
            }
            fn from_real_(r: $r) -> Self {
                <$t>::new(r, 0.0)
            }
            fn real_(self) -> $r {
                self.re
            }
            fn recip_(self) -> Self {
                // 1/inf (faer's "no reflection") is 0, as LAPACK's tau.
                if self.re.is_infinite() || self.im.is_infinite() {
                    <$t>::new(0.0, 0.0)
                } else {
                    self.inv()
                }
            }
            fn is_zero_(self) -> bool {
                self.re == 0.0 && self.im == 0.0
            }
            const COMPLEX: bool = true;
            fn reflector(alpha: Self, xnorm: $r) -> (Self, Self, Self) {
                let zero = <$t>::new(0.0, 0.0);
                if xnorm == 0.0 && alpha.im == 0.0 {
                    return (alpha, zero, zero);
                }
                // zlarfg: beta real, with the sign opposite to alpha's real part.
                let beta = -alpha.re.hypot(alpha.im).hypot(xnorm).copysign(alpha.re);
                let tau = <$t>::new((beta - alpha.re) / beta, -alpha.im / beta);
                let scale = (alpha - <$t>::new(beta, 0.0)).inv();
                (<$t>::new(beta, 0.0), tau, scale)
            }
        }
    };
}
real_scalar!(f32);
real_scalar!(f64);
complex_scalar!(faer::c32, f32);
complex_scalar!(faer::c64, f64);

const PAR: Par = Par::Seq;

fn matrix<T: Scalar>(a: &[T], m: usize, n: usize) -> Mat<T> {
    Mat::from_fn(m, n, |i, j| a[i * n + j])
}

fn store<T: Scalar>(mat: MatRef<'_, T>, out: &mut [T]) {
    let n = mat.ncols();
    for i in 0..mat.nrows() {
        for j in 0..n {
            out[i * n + j] = mat[(i, j)];
        }
    }
}

/// The lower triangle `uplo` names: the lower one as is, the upper one as its adjoint.
fn lower_source<T: Scalar>(a: &[T], n: usize, lower: bool) -> Mat<T> {
    Mat::from_fn(n, n, |i, j| match (i >= j, lower) {
        (false, _) => T::from_real_(faer::traits::math_utils::zero()),
        (true, true) => a[i * n + j],
        (true, false) => a[j * n + i].conj_(),
    })
}

/// Outputs of one matrix, each a slice of the right length.
pub struct Outs<'a, T: Scalar> {
    pub data: Vec<&'a mut [T]>,
    pub real: Vec<&'a mut [T::Real]>,
    pub int: Vec<&'a mut [i32]>,
}

/// Runs `routine` on one matrix of the batch.
pub fn run_one<T: Scalar>(routine: Routine, o: &Options, d: &Dims, ins: &[&[T]], out: Outs<'_, T>) {
    let Outs {
        mut data,
        mut real,
        mut int,
    } = out;
    match routine {
        Routine::Potrf => potrf(o, d.n, ins[0], data[0], int[0]),
        Routine::Getrf => {
            let [ipiv, info] = &mut int[..] else { return };
            getrf(d.m, d.n, ins[0], data[0], ipiv, info)
        }
        Routine::Geqrf => {
            let [a, tau] = &mut data[..] else { return };
            geqrf(d.m, d.n, ins[0], a, tau)
        }
        Routine::Orgqr => orgqr(d.m, d.n, d.p, ins[0], ins[1], data[0]),
        Routine::Syevd => syevd(o, d.n, ins[0], data[0], real[0], int[0]),
        Routine::Gesdd => {
            let [a, u, vt] = &mut data[..] else { return };
            gesdd(o, d.m, d.n, ins[0], a, real[0], u, vt, int[0])
        }
        Routine::Trsm => trsm(o, d, ins[0], ins[1], data[0]),
    }
}

fn potrf<T: Scalar>(o: &Options, n: usize, a: &[T], out: &mut [T], info: &mut [i32]) {
    let mut l = lower_source(a, n, o.lower);
    let mut buf = MemBuffer::new(cholesky::llt::factor::cholesky_in_place_scratch::<T>(
        n,
        PAR,
        Default::default(),
    ));
    let result = cholesky::llt::factor::cholesky_in_place(
        l.as_mut(),
        Default::default(),
        PAR,
        MemStack::new(&mut buf),
        Default::default(),
    );
    info[0] = match result {
        Ok(_) => 0,
        Err(cholesky::llt::factor::LltError::NonPositivePivot { index }) => to_i32(index + 1),
    };
    // LAPACK leaves the other triangle as it was.
    out.copy_from_slice(a);
    for i in 0..n {
        for j in 0..=i {
            if o.lower {
                out[i * n + j] = l[(i, j)];
            } else {
                out[j * n + i] = l[(i, j)].conj_();
            }
        }
    }
}

fn to_i32(v: usize) -> i32 {
    i32::try_from(v).unwrap_or(i32::MAX)
}

fn getrf<T: Scalar>(
    m: usize,
    n: usize,
    a: &[T],
    out: &mut [T],
    ipiv: &mut [i32],
    info: &mut [i32],
) {
    let mut lu_mat = matrix(a, m, n);
    let (mut perm, mut perm_inv) = (vec![0usize; m], vec![0usize; m]);
    let mut buf = MemBuffer::new(
        lu::partial_pivoting::factor::lu_in_place_scratch::<usize, T>(
            m,
            n,
            PAR,
            Default::default(),
        ),
    );
    lu::partial_pivoting::factor::lu_in_place(
        lu_mat.as_mut(),
        &mut perm,
        &mut perm_inv,
        PAR,
        MemStack::new(&mut buf),
        Default::default(),
    );
    store(lu_mat.as_ref(), out);
    // faer gives the permutation (row i of P·A is row perm[i] of A); LAPACK the swaps that
    // make it: at step k, row k and the row then holding perm[k].
    let mut rows: Vec<usize> = (0..m).collect();
    let mut at: Vec<usize> = (0..m).collect();
    for (k, p) in ipiv.iter_mut().enumerate() {
        let src = at[perm[k]];
        *p = to_i32(src + 1);
        let displaced = rows[k];
        rows.swap(k, src);
        at[displaced] = src;
        at[perm[k]] = k;
    }
    info[0] = (0..m.min(n))
        .find(|&k| lu_mat[(k, k)].is_zero_())
        .map_or(0, |k| to_i32(k + 1));
}

fn geqrf<T: Scalar>(m: usize, n: usize, a: &[T], out: &mut [T], tau: &mut [T]) {
    if T::COMPLEX {
        geqrf_real_beta(m, n, a, out, tau)
    } else {
        geqrf_blocked(m, n, a, out, tau)
    }
}

/// faer's blocked QR: for real types its reflectors are LAPACK's.
fn geqrf_blocked<T: Scalar>(m: usize, n: usize, a: &[T], out: &mut [T], tau: &mut [T]) {
    let k = m.min(n);
    let mut qr_mat = matrix(a, m, n);
    // Block size 1: the Householder factor holds each reflector's faer tau (H = I - v v^H /
    // tau), the inverse of LAPACK's (H = I - tau v v^H).
    let mut factor = Mat::<T>::zeros(1, k);
    let mut buf = MemBuffer::new(qr::no_pivoting::factor::qr_in_place_scratch::<T>(
        m,
        n,
        1,
        PAR,
        Default::default(),
    ));
    qr::no_pivoting::factor::qr_in_place(
        qr_mat.as_mut(),
        factor.as_mut(),
        PAR,
        MemStack::new(&mut buf),
        Default::default(),
    );
    store(qr_mat.as_ref(), out);
    for (i, t) in tau.iter_mut().enumerate() {
        *t = factor[(0, i)].recip_();
    }
}

/// LAPACK's unblocked `?geqr2`, column by column, as JAX returns complex QR: faer's complex
/// reflectors leave a phase on R's diagonal, LAPACK's (`?larfg`) make it real.
fn geqrf_real_beta<T: Scalar>(m: usize, n: usize, a: &[T], out: &mut [T], tau: &mut [T]) {
    let one = T::from_real_(faer::traits::math_utils::one());
    let mut r = matrix(a, m, n);
    let mut w = Mat::<T>::zeros(1, n);
    for (j, tau_j) in tau.iter_mut().enumerate() {
        let mut block = r.as_mut().get_mut(j.., j..);
        let (mut column, trailing) = block.rb_mut().split_at_col_mut(1);
        let xnorm = column.rb().get(1.., 0).norm_l2();
        let (beta, t, scale) = T::reflector(column[(0, 0)], xnorm);
        *tau_j = t;
        if t.is_zero_() {
            continue;
        }
        for i in 1..column.nrows() {
            column[(i, 0)] *= scale;
        }
        // H^H = I - conj(tau) v v^H on the trailing columns, with v's head 1.
        column[(0, 0)] = one;
        reflect(column.rb(), t.conj_(), trailing, w.as_mut());
        r[(j, j)] = beta;
    }
    store(r.as_ref(), out);
}

/// `target = (I - tau v v^H) target`, through faer's products; `w` is scratch of one row.
fn reflect<T: Scalar>(
    v: MatRef<'_, T>,
    tau: T,
    target: faer::MatMut<'_, T>,
    w: faer::MatMut<'_, T>,
) {
    let one = T::from_real_(faer::traits::math_utils::one());
    let mut vh_target = w.get_mut(.., ..target.ncols());
    matmul::matmul(
        vh_target.rb_mut(),
        Accum::Replace,
        v.adjoint(),
        target.rb(),
        one,
        PAR,
    );
    matmul::matmul(target, Accum::Add, v, vh_target.rb(), -tau, PAR);
}

fn orgqr<T: Scalar>(m: usize, n: usize, k: usize, a: &[T], tau: &[T], out: &mut [T]) {
    if T::COMPLEX {
        orgqr_unblocked(m, n, k, a, tau, out)
    } else {
        orgqr_blocked(m, n, k, a, tau, out)
    }
}

/// LAPACK's `?ung2r`: Q = H_1 ... H_k applied to the first n columns of I, last reflector
/// first. faer's block application reads a one-reflector factor as real, so complex taus
/// (LAPACK's) take this path.
fn orgqr_unblocked<T: Scalar>(m: usize, n: usize, k: usize, a: &[T], tau: &[T], out: &mut [T]) {
    let one = T::from_real_(faer::traits::math_utils::one());
    let zero = T::from_real_(faer::traits::math_utils::zero());
    let mut q = Mat::from_fn(m, n, |i, j| if i == j { one } else { zero });
    let mut w = Mat::<T>::zeros(1, n);
    for i in (0..k).rev() {
        if tau[i].is_zero_() {
            continue;
        }
        let v = Mat::from_fn(
            m - i,
            1,
            |r, _| if r == 0 { one } else { a[(i + r) * n + i] },
        );
        reflect(v.as_ref(), tau[i], q.as_mut().get_mut(i.., i..), w.as_mut());
    }
    store(q.as_ref(), out);
}

/// faer's blocked application: for real types its one-reflector factor is 1/tau.
fn orgqr_blocked<T: Scalar>(m: usize, n: usize, k: usize, a: &[T], tau: &[T], out: &mut [T]) {
    let basis = matrix(a, m, n);
    let factor = Mat::from_fn(1, k, |_, i| tau[i].recip_());
    let one = T::from_real_(faer::traits::math_utils::one());
    let zero = T::from_real_(faer::traits::math_utils::zero());
    let mut q = Mat::from_fn(m, n, |i, j| if i == j { one } else { zero });
    if k > 0 {
        let mut buf = MemBuffer::new(
            householder::apply_block_householder_sequence_on_the_left_in_place_scratch::<T>(
                m, 1, n,
            ),
        );
        householder::apply_block_householder_sequence_on_the_left_in_place_with_conj(
            basis.as_ref().get(.., ..k),
            factor.as_ref(),
            Conj::No,
            q.as_mut(),
            PAR,
            MemStack::new(&mut buf),
        );
    }
    store(q.as_ref(), out);
}

fn syevd<T: Scalar>(
    o: &Options,
    n: usize,
    a: &[T],
    v: &mut [T],
    w: &mut [T::Real],
    info: &mut [i32],
) {
    let source = lower_source(a, n, o.lower);
    // faer reads the lower triangle; make the matrix whole (Hermitian) all the same.
    let full = Mat::from_fn(n, n, |i, j| {
        if i >= j {
            source[(i, j)]
        } else {
            source[(j, i)].conj_()
        }
    });
    let mut s = faer::diag::Diag::<T>::zeros(n);
    let mut u = Mat::<T>::zeros(n, n);
    let wanted = if o.vectors {
        evd::ComputeEigenvectors::Yes
    } else {
        evd::ComputeEigenvectors::No
    };
    let mut buf = MemBuffer::new(evd::self_adjoint_evd_scratch::<T>(
        n,
        wanted,
        PAR,
        Default::default(),
    ));
    let result = evd::self_adjoint_evd(
        full.as_ref(),
        s.as_mut(),
        o.vectors.then(|| u.as_mut()),
        PAR,
        MemStack::new(&mut buf),
        Default::default(),
    );
    info[0] = i32::from(result.is_err());
    for (i, x) in w.iter_mut().enumerate() {
        *x = s[i].real_();
    }
    if o.vectors {
        store(u.as_ref(), v);
    } else {
        v.copy_from_slice(a);
    }
}

#[allow(clippy::too_many_arguments)] // LAPACK's five outputs.
fn gesdd<T: Scalar>(
    o: &Options,
    m: usize,
    n: usize,
    a: &[T],
    a_out: &mut [T],
    s_out: &mut [T::Real],
    u_out: &mut [T],
    vt_out: &mut [T],
    info: &mut [i32],
) {
    let k = m.min(n);
    let mat = matrix(a, m, n);
    let mut s = faer::diag::Diag::<T>::zeros(k);
    let (ucols, vcols, wanted) = match o.svd_mode {
        b'A' => (m, n, svd::ComputeSvdVectors::Full),
        b'S' => (k, k, svd::ComputeSvdVectors::Thin),
        _ => (0, 0, svd::ComputeSvdVectors::No),
    };
    let mut u = Mat::<T>::zeros(m, ucols);
    let mut v = Mat::<T>::zeros(n, vcols);
    let vectors = o.svd_mode != b'N';
    let mut buf = MemBuffer::new(svd::svd_scratch::<T>(
        m,
        n,
        wanted,
        wanted,
        PAR,
        Default::default(),
    ));
    let result = svd::svd(
        mat.as_ref(),
        s.as_mut(),
        vectors.then(|| u.as_mut()),
        vectors.then(|| v.as_mut()),
        PAR,
        MemStack::new(&mut buf),
        Default::default(),
    );
    info[0] = i32::from(result.is_err());
    for (i, x) in s_out.iter_mut().enumerate() {
        *x = s[i].real_();
    }
    // LAPACK leaves `a` destroyed; JAX ignores it.
    a_out.copy_from_slice(a);
    if vectors {
        store(u.as_ref(), u_out);
        // vt = V^H: vcols rows of n.
        for i in 0..vcols {
            for j in 0..n {
                vt_out[i * n + j] = v[(j, i)].conj_();
            }
        }
    } else {
        let zero = T::from_real_(faer::traits::math_utils::zero());
        u_out.fill(zero);
        vt_out.fill(zero);
    }
}

fn trsm<T: Scalar>(o: &Options, d: &Dims, a: &[T], b: &[T], x: &mut [T]) {
    let n = d.m;
    // op(A) as a view of the row-major A (transposed and conjugated, never copied): faer
    // reads only the triangle it solves with, which is the stored one, and skips the
    // diagonal for a unit one. Building op(A) element by element took a third of a 512 x 64
    // solve.
    let stored = MatRef::from_row_major_slice(a, n, n).as_dyn_stride();
    let view = if o.trans == b'N' {
        stored
    } else {
        stored.transpose().as_dyn_stride()
    };
    let conj = if o.trans == b'N' || o.trans == b'T' {
        Conj::No
    } else {
        Conj::Yes
    };
    let op_lower = o.lower == (o.trans == b'N');
    let (p, q) = (d.p, d.q);
    // Left: op(A)·X = B. Right: X·op(A) = B, that is op(A)^T·X^T = B^T.
    let (lhs, mut rhs, lower) = if o.left_side {
        (view, matrix(b, p, q), op_lower)
    } else {
        (
            view.transpose().as_dyn_stride(),
            Mat::from_fn(q, p, |i, j| b[j * q + i]),
            !op_lower,
        )
    };
    let rhs_mut = rhs.as_mut();
    match (lower, o.unit_diag) {
        (true, false) => {
            triangular_solve::solve_lower_triangular_in_place_with_conj(lhs, conj, rhs_mut, PAR)
        }
        (true, true) => triangular_solve::solve_unit_lower_triangular_in_place_with_conj(
            lhs, conj, rhs_mut, PAR,
        ),
        (false, false) => {
            triangular_solve::solve_upper_triangular_in_place_with_conj(lhs, conj, rhs_mut, PAR)
        }
        (false, true) => triangular_solve::solve_unit_upper_triangular_in_place_with_conj(
            lhs, conj, rhs_mut, PAR,
        ),
    }
    if o.left_side {
        store(rhs.as_ref(), x);
    } else {
        for i in 0..p {
            for j in 0..q {
                x[i * q + j] = rhs[(j, i)];
            }
        }
    }
}
