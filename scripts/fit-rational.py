#!/usr/bin/env python3
"""Fits the rational functions of passes/src/math_approximation/rational.rs:
- tanh(x) ~ x P(x^2) / Q(x^2) on [0, 9.1], P and Q of degree 4 in x^2, Q(0) = 1;
- e^(x^2) erfc(x) ~ P(x) / Q(x) on [0.5, 10.1], P of degree 4 and Q of degree 5 (scipy's
  erfcx, which decays as 1/(x sqrt(pi))).

A linearized least-squares fit of the relative error (P - f Q = f Q_prev scaled), refined by
Lawson's iteration (weights grow where the error is largest) towards the minimax fit; keeps
the best iterate. Prints the coefficients (highest power first, as the pass lists them), the
relative error in exact arithmetic, and for tanh the f32 evaluation error in ulps (one
rounding per multiply-add, as with FMA; erfc's f32 error is measured by the pass's tests).
docs/lowering/math-approximation.md. usage: scripts/fit-rational.py
"""
import numpy as np
from numpy.polynomial import polynomial as poly

CLAMP = 9.1
DEGREE = 4


def fit(x, t, y, scale, degree, q_degree=None, iterations=60):
    """P, Q (ascending, Q[0] = 1; Q of q_degree, default degree) with scale * P(t) / Q(t) ~ y,
    least relative error."""
    w, q_prev, best = np.ones_like(x), np.ones_like(x), None
    powers = np.arange(degree + 1)
    q_powers = np.arange(1, (degree if q_degree is None else q_degree) + 1)
    for _ in range(iterations):
        a = np.hstack([scale[:, None] * t[:, None] ** powers, -(y[:, None] * t[:, None] ** q_powers)])
        s = np.sqrt(w) / (y * q_prev)
        sol, *_ = np.linalg.lstsq(a * s[:, None], y * s, rcond=None)
        p, q = sol[: degree + 1], np.concatenate([[1.0], sol[degree + 1 :]])
        q_prev = poly.polyval(t, q)
        err = np.abs(scale * poly.polyval(t, p) / q_prev / y - 1)
        if best is None or err.max() < best[0]:
            best = (err.max(), p, q)
        w = w * err / err.mean()
        w /= w.mean()
    return best


def eval_f32(xs, p, q):
    r = lambda v: np.asarray(v, dtype=np.float64).astype(np.float32).astype(np.float64)
    x = np.clip(r(xs), -r(CLAMP), r(CLAMP))
    t = r(x * x)
    acc_p, acc_q = np.full_like(t, r(p[-1])), np.full_like(t, r(q[-1]))
    for k in p[-2::-1]:
        acc_p = r(acc_p * t + r(k))
    for k in q[-2::-1]:
        acc_q = r(acc_q * t + r(k))
    return r(r(x * acc_p) / acc_q)


def fit_tanh():
    x = np.concatenate([np.linspace(1e-4, CLAMP, 30000), np.geomspace(1e-4, 1, 3000)])
    x.sort()
    return fit(x, x * x, np.tanh(x), x, DEGREE)


def fit_erfc():
    from scipy.special import erfcx

    x = np.concatenate([np.linspace(0.5, 10.1, 40000), np.geomspace(0.5, 10.1, 10000)])
    x.sort()
    return fit(x, x, erfcx(x), np.ones_like(x), 4, q_degree=5, iterations=80)


def main():
    rel, p, q = fit_erfc()
    print("ERFC_P (highest first):", [float(c) for c in p[::-1]])
    print("ERFC_Q (highest first):", [float(c) for c in q[::-1]])
    print("relative error, exact arithmetic: %.3e" % rel)
    rel, p, q = fit_tanh()
    print("TANH_P (highest first):", [float(c) for c in p[::-1]])
    print("TANH_Q (highest first):", [float(c) for c in q[::-1]])
    print("relative error, exact arithmetic: %.3e" % rel)
    lo, hi = np.float32(2**-30).view(np.int32), np.float32(9.2).view(np.int32)
    xs = np.arange(lo, hi, 7, dtype=np.int32).view(np.float32).astype(np.float64)
    want = np.tanh(xs)
    ulps = np.abs(eval_f32(xs, p, q) - want) / np.spacing(np.abs(want.astype(np.float32))).astype(np.float64)
    print("f32 evaluation: %.2f ulp at most (x = %.6g)" % (ulps.max(), xs[ulps.argmax()]))


if __name__ == "__main__":
    main()
