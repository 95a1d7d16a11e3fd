"""Exports shape-polymorphic JAX programs (`jax.export` with symbolic dimensions, so the
modules take `tensor<?x4xf32>` arguments and carry shape assertions) as StableHLO
(`X.mlir`), with inputs at two or three concrete sizes (`X.sN.inM.npy`) and JAX's outputs
(`X.sN.outM.npy`), and manifest.tsv in the format of tests/lapack (name, input and output
counts, rtol, atol, x64, and the module file each row runs). Inputs that break a program's
shape constraints (`X.fN.inM.npy`) are listed in failures.tsv (name, input count, module)
with the error JAX raises for them (`X.fN.error.txt`), which ours must equal. tests/tests/shape_poly.rs runs
them through `xla-run`'s refinement and the interpreter; the JIT test of backends/melior
runs them natively.

usage: python3 tests/shape_poly/export.py tests/shape_poly/programs   (needs jax, numpy)
"""
import os
import sys
import numpy as np
import jax
import jax.numpy as jnp
from jax import export

out = sys.argv[1]
os.makedirs(out, exist_ok=True)
rng = np.random.default_rng(11)
f32, i32 = np.float32, np.int32


def spec(dims, constraints=()):
    """The symbols of `dims` ("b" or "a, b") in one scope."""
    names = [d.strip() for d in dims.split(",")]
    return dict(zip(names, export.symbolic_shape(dims, constraints=constraints)))


def rand(shape, dt):
    if np.dtype(dt).kind == "i":
        return rng.integers(0, 3, size=shape).astype(dt)
    return rng.standard_normal(shape).astype(dt)


# name: (function, dims, constraints, argument shapes (symbol names or ints, or expressions
# of the symbols), dtypes, the symbols' values per size, index makers by argument)
CASES = {
    "elementwise": (lambda x: jnp.sin(x) + 1, "b", (), [("b", 4)], [f32], [{"b": 1}, {"b": 3}, {"b": 8}]),
    "broadcast_static": (lambda x: x * jnp.arange(4, dtype=f32), "b", (), [("b", 4)], [f32],
                         [{"b": 2}, {"b": 5}]),
    "reduce_sum": (lambda x: jnp.sum(x, axis=0), "b", (), [("b", 4)], [f32], [{"b": 2}, {"b": 7}]),
    "mean": (lambda x: jnp.mean(x, axis=0), "b", (), [("b", 3)], [f32], [{"b": 2}, {"b": 6}]),
    "reshape_merge": (lambda x: x.reshape(-1) * 2, "b", (), [("b", 4)], [f32], [{"b": 2}, {"b": 3}]),
    "arange": (lambda x: x + jnp.arange(x.shape[0], dtype=f32), "b", (), [("b",)], [f32],
               [{"b": 1}, {"b": 5}, {"b": 9}]),
    "concatenate": (lambda x: jnp.concatenate([x, 2 * x]), "b", (), [("b", 4)], [f32],
                    [{"b": 1}, {"b": 4}]),
    "dot_batch": (lambda x, w: x @ w, "b", (), [("b", 4), (4, 3)], [f32, f32], [{"b": 2}, {"b": 5}]),
    "pad_by_size": (lambda x: jnp.pad(x, ((0, x.shape[0]),)) * 2, "b", (), [("b",)], [f32],
                    [{"b": 2}, {"b": 3}]),
    "outer_two_dims": (lambda x, y: x[:, None] * y[None, :], "a, b", (), [("a",), ("b",)], [f32, f32],
                       [{"a": 2, "b": 3}, {"a": 4, "b": 1}]),
    "times_two": (lambda x: x.reshape(2, -1).sum(0), "b", (), [("2*b",)], [f32], [{"b": 1}, {"b": 3}]),
    "plus_one": (lambda x: x[1:] - x[:-1], "b", (), [("b+1",)], [f32], [{"b": 1}, {"b": 4}]),
    "slice_tail": (lambda x: x[1:] * 3, "b", (), [("b",)], [f32], [{"b": 2}, {"b": 6}]),
    "fori_loop": (lambda x: jax.lax.fori_loop(0, 3, lambda i, c: c * 2 + 1, x), "b", (), [("b",)],
                  [f32], [{"b": 2}, {"b": 5}]),
    "cond": (lambda x: jax.lax.cond(x.sum() > 0, lambda y: y * 2, lambda y: y - 1, x), "b", (),
             [("b",)], [f32], [{"b": 3}, {"b": 4}]),
    "gather_rows": (lambda x, i: x[i], "b, n", (), [("b", 3), ("n",)], [f32, i32],
                    [{"b": 4, "n": 2}, {"b": 3, "n": 5}]),
    "dynamic_slice": (lambda x, i: jax.lax.dynamic_slice_in_dim(x, i, 2), "b", ("b >= 2",),
                      [("b",), ()], [f32, i32], [{"b": 3}, {"b": 6}]),
    "conv_same": (lambda x, w: jax.lax.conv(x, w, (1,), "SAME"), "b, n", (), [("b", 1, "n"), (2, 1, 3)],
                  [f32, f32], [{"b": 1, "n": 5}, {"b": 2, "n": 8}]),
    "cumsum": (lambda x: jnp.cumsum(x), "b", (), [("b",)], [f32], [{"b": 3}, {"b": 7}]),
    "sort": (lambda x: jnp.sort(x), "b", (), [("b",)], [f32], [{"b": 2}, {"b": 9}]),
    "argmax": (lambda x: jnp.argmax(x, axis=1), "b", (), [("b", 5)], [f32], [{"b": 1}, {"b": 4}]),
    "softmax": (lambda x: jax.nn.softmax(x, axis=-1), "b, n", (), [("b", "n")], [f32],
                [{"b": 2, "n": 3}, {"b": 3, "n": 7}]),
    "random_uniform": (lambda x: x + jax.random.uniform(jax.random.key(0), x.shape), "b", (), [("b",)],
                       [f32], [{"b": 3}, {"b": 8}]),
    "eye_matmul": (lambda x: jnp.eye(x.shape[0], dtype=f32) @ x + 1, "b", (), [("b", "b")], [f32],
                   [{"b": 2}, {"b": 5}]),
    "where": (lambda x: jnp.where(x > 0, x, jnp.zeros_like(x)), "b", (), [("b", 3)], [f32],
              [{"b": 1}, {"b": 4}]),
    "cumprod": (lambda x: jnp.cumprod(x), "b", (), [("b",)], [f32], [{"b": 2}, {"b": 6}]),
    "gram": (lambda x: x.T @ x, "b", (), [("b", 3)], [f32], [{"b": 2}, {"b": 7}]),
    "scatter_set": (lambda x: x.at[0].set(1.0), "b", (), [("b",)], [f32], [{"b": 1}, {"b": 5}]),
}

# name: the symbols' values per failing size (each breaks a constraint JAX checks).
FAILURES = {
    "elementwise": [{"b": 0}],
    "times_two": [{"b": 2.5}],
    "plus_one": [{"b": 0}],
    "dynamic_slice": [{"b": 1}],
    "outer_two_dims": [{"a": 0, "b": 2}],
}

rows, failures = [], []
for name, (fn, dims, constraints, shapes, dtypes, sizes) in CASES.items():
    syms = spec(dims, constraints)
    specs = [jax.ShapeDtypeStruct(tuple(eval(d, {}, syms) if isinstance(d, str) else d for d in s), dt)
             for s, dt in zip(shapes, dtypes)]
    exported = export.export(jax.jit(fn))(*specs)
    with open(f"{out}/{name}.mlir", "w") as f:
        f.write(exported.mlir_module())
    for k, values in enumerate(sizes):
        args = []
        for s, dt in zip(shapes, dtypes):
            shape = tuple(eval(d, {}, values) if isinstance(d, str) else d for d in s)
            a = rand(shape, dt)
            if np.dtype(dt).kind == "i" and shape == ():
                a = np.array(1, dt)
            args.append(a)
        outs = exported.call(*args)
        outs = outs if isinstance(outs, (tuple, list)) else (outs,)
        row = f"{name}.s{k}"
        for i, a in enumerate(args):
            np.save(f"{out}/{row}.in{i}.npy", a)
        for i, o in enumerate(outs):
            np.save(f"{out}/{row}.out{i}.npy", np.asarray(o))
        rows.append(f"{row}\t{len(args)}\t{len(outs)}\t2e-5\t2e-6\t0\t{name}")
    for k, values in enumerate(FAILURES.get(name, [])):
        args = []
        for s, dt in zip(shapes, dtypes):
            shape = tuple(int(eval(d, {}, values)) if isinstance(d, str) else d for d in s)
            args.append(np.ones(shape, dt))
        try:
            exported.call(*args)
            raise SystemExit(f"{name}: JAX accepted failing sizes {values}")
        except ValueError as e:
            message = str(e)
        row = f"{name}.f{k}"
        for i, a in enumerate(args):
            np.save(f"{out}/{row}.in{i}.npy", a)
        with open(f"{out}/{row}.error.txt", "w") as f:
            f.write(message)
        failures.append(f"{row}\t{len(args)}\t{name}")
with open(f"{out}/manifest.tsv", "w") as f:
    f.write("name\tinputs\toutputs\trtol\tatol\tx64\tmodule\n" + "\n".join(rows) + "\n")
with open(f"{out}/failures.tsv", "w") as f:
    f.write("name\tinputs\tmodule\n" + "\n".join(failures) + "\n")
print(len(rows), "runs of", len(CASES), "programs;", len(failures), "failing runs")
