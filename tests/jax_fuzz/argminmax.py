"""Random JAX argmax/argmin against xla-run: rows long enough for vector loops.

The general fuzzer (fuzz.py) draws dimensions of at most 8, which never reach the vector
loops of --scf-vectorize-reductions (two vectors: 32 f32, 16 f64). Here rows run from 33 to
4097 elements over every element type JAX's argmax takes, with NaNs (none, 1%, 30%, whole
rows), infinities and signed zeros, reduced over each axis and over all; the results must
equal JAX's exactly (the first NaN, ties to the first index).
"""

import argparse
import os
import subprocess
import sys
import tempfile

import jax
import jax.numpy as jnp
import numpy as np

jax.config.update("jax_enable_x64", True)

DTYPES = ["float32", "float64", "float16", "bfloat16", "int8", "int32", "uint8", "int64", "bool"]
SHAPES = [(7, 100), (3, 1000), (2, 33), (5, 48), (1, 4097), (2, 3, 70)]
SPECIALS = np.array([-0.0, 0.0, 1.0, -1.0, np.inf, -np.inf, 2.0], dtype=np.float32)


def random_input(rng, shape, dtype):
    if dtype == "bool":
        return rng.random(shape) < 0.1
    if dtype in ("int8", "int32", "uint8", "int64"):
        info = np.iinfo(dtype)
        return rng.integers(max(info.min, -5), min(info.max, 5), size=shape).astype(dtype)
    x = rng.choice(SPECIALS, size=shape)
    x[rng.random(shape) < rng.choice([0.0, 0.01, 0.3])] = np.nan
    if rng.random() < 0.3:
        x[0, ...] = np.nan
    return np.asarray(jnp.asarray(x, dtype=dtype))


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--xla-run", default="target/debug/xla-run")
    ap.add_argument("--backend", default="jit")
    ap.add_argument("--count", type=int, default=len(DTYPES) * len(SHAPES) * 6)
    ap.add_argument("--seed", type=int, default=0)
    args = ap.parse_args()
    rng = np.random.default_rng(args.seed)
    cases = [(dt, shape, axis, op)
             for dt in DTYPES for shape in SHAPES
             for axis in ([len(shape) - 1, 0, None])
             for op in ("argmax", "argmin")]
    rng.shuffle(cases)
    failures = []
    with tempfile.TemporaryDirectory() as d:
        for dt, shape, axis, op in cases[: args.count]:
            x = random_input(rng, shape, dt)
            f = getattr(jnp, op)
            fn = jax.jit(lambda x, f=f, axis=axis: f(x, axis=axis))
            want = np.asarray(fn(x))
            program, data, out = (os.path.join(d, n) for n in ("p.mlir", "x.npy", "out"))
            with open(program, "w") as fh:
                fh.write(fn.lower(x).as_text())
            np.save(data, x)
            res = subprocess.run([args.xla_run, program, "--backend", args.backend, "--input", data,
                                  "--output-dir", out], capture_output=True, text=True)
            case = f"{op}(x: {dt}{list(shape)}, axis={axis})"
            if res.returncode != 0:
                failures.append(f"{case}: {res.stderr.strip()[-300:]}")
                continue
            got = np.load(os.path.join(out, "out0.npy"))
            if not np.array_equal(got, want):
                wrong = np.atleast_1d(got != want).nonzero()[0][:5]
                failures.append(f"{case}: got {np.atleast_1d(got)[wrong]} at {wrong}, "
                                f"JAX {np.atleast_1d(want)[wrong]}")
    n = min(args.count, len(cases))
    for msg in failures:
        print(f"FAIL {msg}")
    print(f"jax argmax/argmin [{args.backend}]: {n} programs: {n - len(failures)} passed, "
          f"{len(failures)} failed")
    sys.exit(1 if failures else 0)


if __name__ == "__main__":
    main()
