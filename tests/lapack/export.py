"""Exports JAX programs over jnp.linalg / jax.scipy.linalg (JAX's CPU lowering makes them
`custom_call @lapack_*_ffi`) as StableHLO (`X.mlir`, generic), with inputs (`X.inN.npy`), JAX's
outputs (`X.outN.npy`) and manifest.tsv (input and output counts, rtol, atol), the format of
tests/jax_fresh. tests/tests/lapack.rs runs them through the interpreter; the JIT test of
backends/melior runs them natively.

Where a decomposition is unique (cholesky, LU with its pivots, triangular solves, solve,
eigenvalues, singular values, inverse, determinant) the program returns it; where it is not
(the signs or phases of eigenvectors, singular vectors) it returns reconstructions
(q @ r, q^H q, v diag(w) v^H, u diag(s) v^H). QR is computed by LAPACK's fixed rule (real
beta = R's diagonal, reflectors v with v[0] = 1), so its q, r, and geqrf's packed reflectors
and taus, are compared as they are.

usage: python3 tests/lapack/export.py tests/lapack/programs   (needs jax, numpy)
"""
import os, sys
import numpy as np
import jax
jax.config.update("jax_enable_x64", True)
import jax.numpy as jnp
import jax.scipy.linalg as jsl
from jax._src.lax.linalg import geqrf  # jax 0.10 has no public geqrf

out = sys.argv[1]
os.makedirs(out, exist_ok=True)
rng = np.random.default_rng(7)
TOL = {"float32": (2e-4, 2e-5), "complex64": (2e-4, 2e-5),
       "float64": (1e-9, 1e-11), "complex128": (1e-9, 1e-11)}
SHORT = {"float32": "f32", "float64": "f64", "complex64": "c64", "complex128": "c128"}


def gen(shape, dt):
    a = rng.standard_normal(shape)
    if np.dtype(dt).kind == "c":
        a = a + 1j * rng.standard_normal(shape)
    return a.astype(dt)


def spd(shape, dt):
    a = gen(shape, dt)
    n = shape[-1]
    return (a @ np.conj(np.swapaxes(a, -1, -2)) + n * np.eye(n)).astype(dt)


def well(shape, dt):
    """Square, well conditioned, not triangular."""
    return (gen(shape, dt) + 3 * np.eye(shape[-1])).astype(dt)


def adj(x):
    return jnp.conj(jnp.swapaxes(x, -1, -2))


def qr_parts(a):
    q, r = jnp.linalg.qr(a)
    return q @ r, adj(q) @ q, jnp.abs(jnp.diagonal(r, axis1=-2, axis2=-1))


def qr_complete(a):
    q, r = jnp.linalg.qr(a, mode="complete")
    return q @ r, adj(q) @ q


def eigh_parts(a):
    w, v = jnp.linalg.eigh(a)
    return w, (v * w[..., None, :]) @ adj(v), adj(v) @ v


def eigh_upper(a):
    w, v = jnp.linalg.eigh(a, UPLO="U")
    return w, (v * w[..., None, :]) @ adj(v)


def svd_thin(a):
    u, s, vt = jnp.linalg.svd(a, full_matrices=False)
    return s, (u * s[..., None, :]) @ vt, adj(u) @ u


def svd_full(a):
    u, s, vt = jnp.linalg.svd(a, full_matrices=True)
    k = s.shape[-1]
    return s, (u[..., :, :k] * s[..., None, :]) @ vt[..., :k, :], adj(u) @ u, vt @ adj(vt)


def tri(lower, trans, left, unit):
    def f(a, b):
        return jax.lax.linalg.triangular_solve(
            a, b, left_side=left, lower=lower, transpose_a=trans != "N",
            conjugate_a=trans == "C", unit_diagonal=unit)
    return f


def lu_parts(a):
    lu, piv, perm = jax.lax.linalg.lu(a)
    return lu, piv, perm


# name: (function, input makers, dtypes, batch shapes)
ALL = ["float32", "float64", "complex64", "complex128"]
cases = {
    "cholesky": (jnp.linalg.cholesky, [lambda s, d: spd(s + (4, 4), d)], ALL, [(), (3,)]),
    "cholesky_upper": (lambda a: jsl.cholesky(a, lower=False),
                       [lambda s, d: spd(s + (5, 5), d)], ALL, [()]),
    "lu": (lu_parts, [lambda s, d: gen(s + (5, 5), d)], ALL, [(), (2,)]),
    "lu_wide": (lu_parts, [lambda s, d: gen(s + (3, 5), d)], ["float32", "complex128"], [()]),
    "lu_tall": (lu_parts, [lambda s, d: gen(s + (5, 3), d)], ["float64", "complex64"], [()]),
    "solve": (jnp.linalg.solve, [lambda s, d: well(s + (4, 4), d), lambda s, d: gen(s + (4, 2), d)],
              ALL, [(), (2,)]),
    "inv_det": (lambda a: (jnp.linalg.inv(a), jnp.linalg.det(a)),
                [lambda s, d: well(s + (4, 4), d)], ALL, [()]),
    "trsm_lower": (tri(True, "N", True, False),
                   [lambda s, d: well(s + (4, 4), d), lambda s, d: gen(s + (4, 3), d)], ALL, [(), (2,)]),
    "trsm_upper_t": (tri(False, "T", True, False),
                     [lambda s, d: well(s + (4, 4), d), lambda s, d: gen(s + (4, 3), d)], ALL, [()]),
    "trsm_right_c": (tri(False, "C", False, False),
                     [lambda s, d: well(s + (3, 3), d), lambda s, d: gen(s + (4, 3), d)],
                     ["float32", "complex64", "complex128"], [()]),
    "trsm_unit": (tri(True, "N", True, True),
                  [lambda s, d: well(s + (4, 4), d), lambda s, d: gen(s + (4, 2), d)], ALL, [()]),
    "trsm_right_lower": (tri(True, "N", False, False),
                         [lambda s, d: well(s + (3, 3), d), lambda s, d: gen(s + (2, 3), d)],
                         ["float64", "complex64"], [()]),
    "qr": (qr_parts, [lambda s, d: gen(s + (5, 3), d)], ALL, [(), (2,)]),
    "qr_wide": (qr_parts, [lambda s, d: gen(s + (3, 5), d)], ["float32", "complex128"], [()]),
    "qr_complete": (qr_complete, [lambda s, d: gen(s + (5, 3), d)], ["float64", "complex64"], [()]),
    "eigh": (eigh_parts, [lambda s, d: spd(s + (5, 5), d)], ALL, [(), (2,)]),
    "eigh_upper": (eigh_upper, [lambda s, d: spd(s + (4, 4), d)], ["float32", "complex128"], [()]),
    "svd": (svd_thin, [lambda s, d: gen(s + (5, 3), d)], ALL, [(), (2,)]),
    "svd_wide": (svd_thin, [lambda s, d: gen(s + (3, 4), d)], ["float64", "complex64"], [()]),
    "svd_full": (svd_full, [lambda s, d: gen(s + (4, 3), d)], ALL, [()]),
    "svdvals": (lambda a: jnp.linalg.svd(a, compute_uv=False),
                [lambda s, d: gen(s + (4, 4), d)], ["float32", "complex128"], [()]),
    # Failures: JAX turns a failed cholesky (info > 0) into NaNs; a singular LU keeps its
    # factors (U has a zero pivot) and the 1-based index in info.
    "cholesky_not_pd": (jnp.linalg.cholesky,
                        [lambda s, d: (spd(s + (4, 4), d) - 20 * np.eye(4)).astype(d)],
                        ["float32", "complex128"], [(2,)]),
    "lu_singular": (lu_parts, [lambda s, d: np.array([[1, 2, 3], [2, 4, 6], [1, 0, 1]], d)],
                    ["float64"], [()]),
    "pinv": (jnp.linalg.pinv, [lambda s, d: gen(s + (5, 3), d)], ["float32", "float64"], [()]),
    # LAPACK's exact factors: q and r, the packed reflectors and taus of geqrf, and Q rebuilt
    # from them (householder_product), tall, square, wide and batched.
    "qr_factors": (jnp.linalg.qr, [lambda s, d: gen(s + (5, 3), d)], ALL, [(), (2,)]),
    "qr_factors_square": (jnp.linalg.qr, [lambda s, d: gen(s + (4, 4), d)], ALL, [()]),
    "qr_factors_wide": (jnp.linalg.qr, [lambda s, d: gen(s + (3, 5), d)], ALL, [(), (2,)]),
    "qr_factors_complete": (lambda a: jnp.linalg.qr(a, mode="complete"),
                            [lambda s, d: gen(s + (5, 3), d)], ALL, [(), (2,)]),
    "qr_r_only": (lambda a: jnp.linalg.qr(a, mode="r"), [lambda s, d: gen(s + (4, 3), d)],
                  ["float32", "complex128"], [()]),
    "geqrf": (geqrf, [lambda s, d: gen(s + (5, 3), d)], ALL, [(), (2,)]),
    "geqrf_wide": (geqrf, [lambda s, d: gen(s + (2, 4), d)], ALL, [()]),
    # Zero tails: an imaginary head is still reflected (made real), a zero column is not.
    "geqrf_zero_tail": (geqrf, [lambda s, d: np.array([[1j, 2, 0], [0, -3j, 0], [0, 0, 0]], d)],
                        ["complex64", "complex128"], [()]),
    "qr_zero_tail": (jnp.linalg.qr, [lambda s, d: np.array([[1j, 2, 0], [0, -3j, 0], [0, 0, 1 - 1j]], d)],
                     ["complex128"], [()]),
    "householder_product": (lambda a: jax.lax.linalg.householder_product(*geqrf(a)),
                            [lambda s, d: gen(s + (5, 3), d)], ["float64", "complex64"], [()]),
    # A subnormal tail is reflected (LAPACK's ?larfg tests the norm against zero only).
    "qr_subnormal_tail": (jnp.linalg.qr,
                          [lambda s, d: np.array([[1, 2], [np.finfo(d).smallest_subnormal * 4, 3], [0, 4]], d)],
                          ["float32", "float64"], [()]),
}

rows = []
for name, (fn, makers, dtypes, batches) in cases.items():
    for dt in dtypes:
        for batch in batches:
            prog = f"{name}_{SHORT[dt]}" + ("_b" + "x".join(map(str, batch)) if batch else "")
            args = [m(batch, dt) for m in makers]
            lowered = jax.jit(fn).lower(*args)
            text = lowered.compiler_ir("stablehlo").operation.get_asm(print_generic_op_form=True)
            outs = jax.jit(fn)(*args)
            outs = outs if isinstance(outs, (tuple, list)) else (outs,)
            with open(f"{out}/{prog}.mlir", "w") as f:
                f.write(text)
            for i, a in enumerate(args):
                np.save(f"{out}/{prog}.in{i}.npy", a)
            for i, o in enumerate(outs):
                np.save(f"{out}/{prog}.out{i}.npy", np.asarray(o))
            rtol, atol = TOL[dt]
            rows.append(f"{prog}\t{len(args)}\t{len(outs)}\t{rtol}\t{atol}\t1")
with open(f"{out}/manifest.tsv", "w") as f:
    f.write("name\tinputs\toutputs\trtol\tatol\tx64\n" + "\n".join(rows) + "\n")
print(len(rows), "programs")
