"""Random JAX programs for the differential fuzzer (tests/jax_fuzz/fuzz.py).

A program is a small data-flow graph over 1-3 random inputs: element-wise math over every
dtype, broadcasts, reductions over random axes, shape moves (transpose, reshape, slice, pad,
concatenate, reverse), dot/einsum, convolution, cumulative sums, sort, gather and scatter (with
random modes), select, casts, and control flow (cond, fori_loop). Everything is drawn from one
`numpy.random.Generator` seeded by the program's seed, so a seed names a program.

Values carry two facts that keep the comparison meaningful:
- `pristine`: computed from the inputs by moves and exactly rounded single ops only. Ops that
  are discontinuous in their argument (floor, round, sign, comparisons, float-to-int casts,
  sort, argmax) only take pristine values: after an inexact op their results legitimately
  differ between correct compilers (XLA contracts multiply-adds, approximates transcendental
  functions, reassociates reductions).
- `inexact`: how many inexact steps (transcendental functions, reductions, dots) fed it; the
  comparison's tolerance grows with it.
"""
from dataclasses import dataclass, field

import numpy as np
import jax
import jax.numpy as jnp
from jax import lax

FLOATS = ["float32", "float16", "bfloat16", "float64"]
INTS = ["int32", "int8", "uint8", "uint32", "int64"]
DTYPES = FLOATS + INTS + ["bool", "complex64"]
X64 = {"float64", "int64", "complex128"}

UNARY_FLOAT = ["exp", "log", "log1p", "expm1", "tanh", "sin", "cos", "sqrt", "rsqrt", "abs",
               "neg", "logistic", "erf", "asinh", "atan", "square", "reciprocal", "cbrt", "sinh",
               "acosh", "atanh", "exp2", "log2"]
UNARY_COMPLEX = ["exp", "log", "sqrt", "neg", "abs_c", "sin", "cos", "tanh", "conj", "square",
                 "reciprocal", "asinh", "atan", "rsqrt"]
DISCONTINUOUS = ["floor", "ceil", "round", "sign", "is_finite"]
EXACT_UNARY = {"abs", "neg", "square", "conj", "sqrt", "reciprocal"}
BINARY_FLOAT = ["add", "sub", "mul", "div", "max", "min", "pow", "atan2", "rem", "nextafter"]
BINARY_INT = ["add", "sub", "mul", "div", "rem", "max", "min", "and", "or", "xor", "shl", "shr"]
EXACT_BINARY = {"add", "sub", "mul", "div", "max", "min", "rem", "and", "or", "xor", "shl",
                "shr", "nextafter"}


@dataclass
class Val:
    """A traced value and what the generator knows about it."""
    x: object
    pristine: bool = True
    inexact: int = 0


@dataclass
class Program:
    seed: int
    fn: object
    args: list
    x64: bool
    ops: list = field(default_factory=list)


def _kind(dtype):
    d = jnp.dtype(dtype)
    if d == jnp.bool_:
        return "bool"
    if jnp.issubdtype(d, jnp.complexfloating):
        return "complex"
    if jnp.issubdtype(d, jnp.floating):
        return "float"
    return "int"


class Builder:
    """Draws the ops of one program; `apply` runs inside the traced function."""

    def __init__(self, rng):
        self.rng = rng
        self.steps = []

    def pick(self, xs):
        return xs[int(self.rng.integers(len(xs)))]

    def chance(self, p):
        return self.rng.random() < p


def random_shape(rng, rank=None):
    rank = int(rng.integers(0, 4)) if rank is None else rank
    sizes = [1, 2, 3, 4, 5, 7, 8]
    shape = [int(sizes[rng.integers(len(sizes))]) for _ in range(rank)]
    if rank and rng.random() < 0.05:
        shape[int(rng.integers(rank))] = 0
    return tuple(shape)


def random_input(rng, shape, dtype):
    kind = _kind(dtype)
    n = int(np.prod(shape)) if shape else 1
    if kind == "bool":
        return (rng.random(shape) < 0.5)
    if kind == "int":
        info = np.iinfo(dtype)
        if rng.random() < 0.3:
            edges = np.array([info.min, info.max, 0, 1, -1 if info.min < 0 else 2, info.min + 1],
                             dtype=np.int64)
            v = rng.choice(edges, shape) if n else np.zeros(shape, np.int64)
        else:
            lo, hi = max(int(info.min), -100), min(int(info.max), 100)
            v = rng.integers(lo, hi + 1, shape)
        return np.asarray(v).astype(dtype)
    base = rng.standard_normal(shape) * (10.0 ** rng.integers(-2, 3))
    if kind == "complex":
        base = base + 1j * rng.standard_normal(shape)
    if n and rng.random() < 0.25:
        specials = [np.nan, np.inf, -np.inf, 0.0, -0.0, 1e-30, 65504.0, 1e30]
        mask = rng.random(shape) < 0.2
        base = np.where(mask, rng.choice(specials, shape), base)
    np_dtype = jnp.dtype(dtype)
    return np.asarray(base).astype(np_dtype)


def unary(b, v):
    kind = _kind(v.x.dtype)
    if kind == "float":
        if v.pristine and b.chance(0.2):
            name = b.pick(DISCONTINUOUS)
        else:
            name = b.pick(UNARY_FLOAT)
    elif kind == "complex":
        name = b.pick(UNARY_COMPLEX)
    elif kind == "int":
        name = b.pick(["neg", "abs", "not", "sign", "popcount", "clz"])
    else:
        name = "not"
    x = v.x
    f = {
        "exp": jnp.exp, "log": jnp.log, "log1p": jnp.log1p, "expm1": jnp.expm1, "tanh": jnp.tanh,
        "sin": jnp.sin, "cos": jnp.cos, "sqrt": jnp.sqrt, "rsqrt": lax.rsqrt, "abs": jnp.abs,
        "abs_c": jnp.abs, "neg": jnp.negative, "logistic": jax.nn.sigmoid,
        "erf": jax.scipy.special.erf, "asinh": jnp.arcsinh, "atan": jnp.arctan,
        "square": jnp.square, "reciprocal": jnp.reciprocal, "cbrt": jnp.cbrt, "sinh": jnp.sinh,
        "acosh": jnp.arccosh, "atanh": jnp.arctanh, "exp2": jnp.exp2, "log2": jnp.log2,
        "floor": jnp.floor, "ceil": jnp.ceil, "round": jnp.round, "sign": jnp.sign,
        "is_finite": jnp.isfinite, "conj": jnp.conj, "not": jnp.invert,
        "popcount": lax.population_count, "clz": lax.clz,
    }[name]
    if name in ("erf",) and kind == "float" and x.dtype == jnp.float64:
        name = "tanh"
        f = jnp.tanh
    exact = name in EXACT_UNARY or name in DISCONTINUOUS or kind in ("int", "bool")
    out = f(x)
    return Val(out, v.pristine and exact and name not in DISCONTINUOUS,
               v.inexact + (0 if exact else 1)), name


def binary(b, v, w):
    kind = _kind(v.x.dtype)
    if kind == "bool":
        name = b.pick(["and", "or", "xor"])
    elif kind == "int":
        name = b.pick(BINARY_INT)
    elif kind == "complex":
        name = b.pick(["add", "sub", "mul", "div"])
    else:
        name = b.pick(BINARY_FLOAT)
    if name == "rem" and kind == "float" and not (v.pristine and w.pristine):
        name = "add"  # fmod jumps at multiples of the divisor: only on values all agree on
    x, y = v.x, w.x.astype(v.x.dtype)
    if name in ("shl", "shr"):
        bits = jnp.iinfo(x.dtype).bits
        y = jnp.abs(y) % (bits + 2) if jnp.issubdtype(y.dtype, jnp.signedinteger) else y % (bits + 2)
    f = {
        "add": jnp.add, "sub": jnp.subtract, "mul": jnp.multiply,
        "div": (lambda a, c: lax.div(a, c)) if kind == "int" else jnp.divide,
        "rem": (lambda a, c: lax.rem(a, c)), "max": jnp.maximum, "min": jnp.minimum,
        "pow": jnp.power, "atan2": jnp.arctan2, "nextafter": jnp.nextafter,
        "and": jnp.bitwise_and, "or": jnp.bitwise_or, "xor": jnp.bitwise_xor,
        "shl": lax.shift_left, "shr": lax.shift_right_arithmetic,
    }[name]
    # Complex products and quotients round several times: not exactly rounded.
    exact = (name in EXACT_BINARY and not (kind == "complex" and name in ("mul", "div"))) \
        or kind in ("int", "bool")
    pristine = v.pristine and w.pristine and exact and name not in ("nextafter",)
    return Val(f(x, y), pristine, max(v.inexact, w.inexact) + (0 if exact else 1)), name


def broadcastable(b, v, w):
    """`w` reshaped/broadcast to `v`'s shape (the element-wise partner of `v`)."""
    s = v.x.shape
    if w.x.shape == s:
        return w
    flat = w.x.reshape(-1)
    n = int(np.prod(s)) if s else 1
    if flat.shape[0] == 0 or n == 0:
        return Val(jnp.zeros(s, w.x.dtype), w.pristine, w.inexact)
    if s and b.chance(0.5):
        # A row (last dim) or column vector broadcast along the others.
        axis = int(b.rng.integers(len(s)))
        k = s[axis]
        vec = jnp.resize(flat, (k,))
        shape = [1] * len(s)
        shape[axis] = k
        return Val(jnp.broadcast_to(vec.reshape(shape), s), w.pristine, w.inexact)
    return Val(jnp.resize(flat, s) if s else flat[0], w.pristine, w.inexact)


def reduction(b, v):
    x = v.x
    kind = _kind(x.dtype)
    if x.ndim == 0:
        return None, None
    axes = tuple(int(a) for a in np.nonzero(b.rng.random(x.ndim) < 0.5)[0]) or (x.ndim - 1,)
    keep = b.chance(0.3)
    choices = ["sum", "max", "min"] + (["prod", "mean"] if kind in ("float", "complex") else [])
    if kind == "complex":
        choices = ["sum", "prod", "mean"]
    if kind == "bool":
        choices = ["any", "all"]
    if v.pristine and x.size > 0 and kind in ("float", "int"):
        choices = choices + ["argmax", "argmin"]
    name = b.pick(choices)
    if name in ("max", "min") and x.size == 0:
        name = "sum"
    if name in ("argmax", "argmin"):
        axis = axes[0]
        if x.shape[axis] == 0:
            return None, None
        f = jnp.argmax if name == "argmax" else jnp.argmin
        return Val(f(x, axis=axis), True, 0), name
    f = {"sum": jnp.sum, "max": jnp.max, "min": jnp.min, "prod": jnp.prod, "mean": jnp.mean,
         "any": jnp.any, "all": jnp.all}[name]
    exact = kind in ("int", "bool") or name in ("max", "min")
    return Val(f(x, axis=axes, keepdims=keep), v.pristine and exact,
               v.inexact + (0 if exact else 1)), name


def move(b, v):
    x = v.x
    choices = ["reshape", "rev", "pad", "concat", "broadcast"]
    if x.ndim >= 2:
        choices += ["transpose", "transpose"]
    if x.ndim >= 1:
        choices += ["slice", "cumsum", "gather"]
        if _kind(x.dtype) in ("float", "int") and v.pristine:
            choices.append("sort")
    name = b.pick(choices)
    if name == "transpose":
        y = jnp.transpose(x, tuple(b.rng.permutation(x.ndim)))
    elif name == "reshape":
        y = x.reshape(-1) if x.ndim != 1 else x.reshape((1, -1) if x.size else (0, 1))
    elif name == "rev":
        y = jnp.flip(x, axis=int(b.rng.integers(x.ndim))) if x.ndim else x
    elif name == "pad":
        if x.ndim == 0:
            return v, "none"
        cfg = [(int(b.rng.integers(-1, 3)), int(b.rng.integers(-1, 3)), int(b.rng.integers(0, 2)))
               for _ in range(x.ndim)]
        cfg = [(lo if d + lo > 0 else 0, hi if d + hi > 0 else 0, it)
               for (lo, hi, it), d in zip(cfg, x.shape)]
        y = lax.pad(x, jnp.zeros((), x.dtype), cfg)
    elif name == "concat":
        axis = int(b.rng.integers(x.ndim)) if x.ndim else 0
        y = jnp.concatenate([x, x], axis=axis) if x.ndim else jnp.stack([x, x])
    elif name == "broadcast":
        y = jnp.broadcast_to(x, (int(b.rng.integers(1, 4)),) + x.shape)
    elif name == "slice":
        axis = int(b.rng.integers(x.ndim))
        n = x.shape[axis]
        start = int(b.rng.integers(0, n + 1))
        stride = int(b.rng.integers(1, 3))
        y = lax.slice_in_dim(x, start, n, stride, axis)
    elif name == "cumsum":
        axis = int(b.rng.integers(x.ndim))
        if _kind(x.dtype) == "bool":
            x = x.astype(jnp.int32)
        y = jnp.cumsum(x, axis=axis) if b.chance(0.7) else lax.cummax(x, axis=axis)
        exact = _kind(x.dtype) == "int"
        return Val(y, v.pristine and exact, v.inexact + (0 if exact else 1)), name
    elif name == "sort":
        y = jnp.sort(x, axis=int(b.rng.integers(x.ndim)))
    else:  # gather: x[indices] along axis 0 with clipped or filled out-of-bounds indices
        n = x.shape[0]
        idx = jnp.asarray(b.rng.integers(-2, n + 3, (int(b.rng.integers(1, 5)),)), jnp.int32)
        mode = b.pick(["clip", "fill"])
        y = jnp.take(x, idx, axis=0, mode=mode)
    return Val(y, v.pristine, v.inexact), name


def scatter(b, v, w):
    x = v.x
    if x.ndim == 0 or x.shape[0] == 0:
        return None, None
    n = x.shape[0]
    k = int(b.rng.integers(1, 4))
    idx_np = b.rng.integers(-1, n + 2, (k,)).astype(np.int32)
    upd = jnp.resize(w.x.astype(x.dtype).reshape(-1), (k,) + x.shape[1:]) if w.x.size else \
        jnp.zeros((k,) + x.shape[1:], x.dtype)
    mode = b.pick(["drop", "clip", "promise_in_bounds"]) if b.chance(0.9) else "fill"
    if mode == "promise_in_bounds":
        idx_np = np.clip(idx_np, 0, n - 1)
    idx = jnp.asarray(idx_np)
    how = b.pick(["set", "add", "max", "min", "mul"]) if _kind(x.dtype) != "bool" else "set"
    ref = x.at[idx]
    kwargs = {"mode": "drop" if mode == "fill" else mode}
    y = getattr(ref, how)(upd, **kwargs)
    exact = how in ("set", "max", "min") or _kind(x.dtype) == "int"
    # Duplicate indices apply in an unspecified order: only exact combiners stay comparable.
    if not exact or how == "set":
        if len(set(np.clip(idx_np, 0, n - 1).tolist())) != len(idx_np):
            y = x.at[idx[:1]].set(upd[:1], mode="drop")
            how = "set"
    return Val(y, v.pristine and w.pristine and exact, max(v.inexact, w.inexact)), "scatter_" + how


def contraction(b, v, w):
    x, y = v.x, w.x.astype(v.x.dtype)
    if _kind(x.dtype) not in ("float", "int", "complex") or x.ndim == 0:
        return None, None
    k = x.shape[-1]
    m = int(b.rng.integers(1, 5))
    flat = y.reshape(-1)
    other = jnp.resize(flat, (k, m)) if flat.size else jnp.zeros((k, m), x.dtype)
    if b.chance(0.5):
        out = jnp.matmul(x, other)
    else:
        out = jnp.einsum("...k,km->...m", x, other)
    exact = _kind(x.dtype) == "int"
    return Val(out, False, max(v.inexact, w.inexact) + 1), "dot"


def convolution(b, v):
    x = v.x
    if _kind(x.dtype) != "float" or x.dtype in (jnp.float16, jnp.bfloat16):
        return None, None
    n = int(b.rng.integers(1, 3))
    w_ = int(b.rng.integers(3, 9))
    c = int(b.rng.integers(1, 4))
    o = int(b.rng.integers(1, 4))
    data = jnp.resize(x.reshape(-1), (n, w_, c)) if x.size else jnp.zeros((n, w_, c), x.dtype)
    kw = int(b.rng.integers(1, 4))
    kernel = jnp.asarray(b.rng.standard_normal((kw, c, o)), x.dtype)
    stride = int(b.rng.integers(1, 3))
    dil = int(b.rng.integers(1, 3))
    pad = b.pick(["SAME", "VALID", [(1, 0)], [(0, 2)]])
    out = lax.conv_general_dilated(data, kernel, (stride,), pad, rhs_dilation=(dil,),
                                   dimension_numbers=("NWC", "WIO", "NWC"))
    return Val(out, False, v.inexact + 1), "conv"


def control(b, v):
    x = v.x
    if _kind(x.dtype) not in ("float", "int"):
        return None, None
    if b.chance(0.5):
        pred = jnp.sum(x.astype(jnp.float32)) > 0 if x.size else jnp.bool_(True)
        out = lax.cond(pred, lambda t: t + t, lambda t: t * t, x)
        name = "cond"
    else:
        out = lax.fori_loop(0, int(b.rng.integers(1, 4)), lambda i, t: t * 2 - i, x)
        name = "fori_loop"
    exact = _kind(x.dtype) == "int"
    return Val(out, v.pristine and exact, v.inexact), name


def cast(b, v):
    kind = _kind(v.x.dtype)
    targets = [d for d in DTYPES if d != str(v.x.dtype)]
    if kind == "float" and not v.pristine:
        targets = [d for d in targets if _kind(d) in ("float", "complex")]
    if kind == "complex":
        targets = ["complex64"]
        if v.x.dtype == jnp.complex64:
            return Val(jnp.real(v.x), v.pristine, v.inexact), "real"
    to = b.pick(targets)
    exact = _kind(to) != "float" or jnp.finfo(to).bits >= (jnp.finfo(v.x.dtype).bits if kind == "float" else 64)
    return Val(v.x.astype(to), v.pristine and exact, v.inexact), "convert_" + to


def select(b, v, w):
    x = v.x
    pred = (w.x.astype(jnp.float32) > 0) if _kind(w.x.dtype) != "complex" else (jnp.real(w.x) > 0)
    pred = broadcastable(b, v, Val(pred)).x
    return Val(jnp.where(pred, x, jnp.zeros_like(x)), v.pristine and w.pristine, v.inexact), "select"


def generate(seed):
    """Program number `seed`."""
    rng = np.random.default_rng(seed)
    b = Builder(rng)
    x64 = rng.random() < 0.2
    pool = [d for d in DTYPES if x64 or d not in X64]
    dtype = b.pick(pool)
    n_in = int(rng.integers(1, 4))
    shapes = [random_shape(rng)]
    for _ in range(n_in - 1):
        shapes.append(shapes[0] if rng.random() < 0.6 else random_shape(rng))
    dtypes = [dtype] + [dtype if rng.random() < 0.8 else b.pick(pool) for _ in range(n_in - 1)]
    args = [random_input(rng, s, d) for s, d in zip(shapes, dtypes)]
    n_ops = int(rng.integers(2, 7))
    plan_seed = int(rng.integers(1 << 62))
    ops = []

    def fn(*xs):
        pb = Builder(np.random.default_rng(plan_seed))
        vals = [Val(x) for x in xs]
        ops.clear()
        for _ in range(n_ops):
            v = vals[int(pb.rng.integers(len(vals)))]
            w = vals[int(pb.rng.integers(len(vals)))]
            category = pb.pick(["unary", "unary", "binary", "binary", "reduce", "move", "move",
                                "scatter", "dot", "conv", "control", "cast", "select"])
            out, name = None, None
            if category == "unary":
                out, name = unary(pb, v)
            elif category == "binary":
                out, name = binary(pb, v, broadcastable(pb, v, w))
            elif category == "reduce":
                out, name = reduction(pb, v)
            elif category == "move":
                out, name = move(pb, v)
            elif category == "scatter":
                out, name = scatter(pb, v, w)
            elif category == "dot":
                out, name = contraction(pb, v, w)
            elif category == "conv":
                out, name = convolution(pb, v)
            elif category == "control":
                out, name = control(pb, v)
            elif category == "cast":
                out, name = cast(pb, v)
            else:
                out, name = select(pb, v, broadcastable(pb, v, w))
            if out is not None:
                vals.append(out)
                ops.append(name)
        outs = vals[len(xs):] or vals
        take = outs[-2:] if len(outs) > 1 and pb.chance(0.4) else outs[-1:]
        fn.facts = [(o.pristine, o.inexact) for o in take]
        return tuple(o.x for o in take)

    return Program(seed, fn, args, x64, ops)
