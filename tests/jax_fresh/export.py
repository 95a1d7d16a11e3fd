"""Exports our own set of JAX programs ("fresh": none of them is in ../shared/corpus/jax) as
StableHLO, generic (`X.mlir`) and pretty (`X.pretty.mlir`), with inputs (`X.inN.npy`) and
JAX's outputs (`X.outN.npy`), plus manifest.tsv (per program: input and output counts and the
float tolerance the comparison uses). tests/tests/jax_fresh.rs runs them through the stack.

usage: tests/jax_fresh/make_venv.sh && target/jax-venv/bin/python tests/jax_fresh/export.py tests/jax_fresh/programs
       [--only name,name]

The programs are in three groups: the first batch below, the second (names `b2_*`) in batch2.py,
the third (names `b3_*`) in batch3.py.

Inputs are small (the whole folder stays well under 5 MB). Programs marked x64 are traced with
jax_enable_x64 (f64 / i64 / u64); the others with JAX's default 32-bit types.
"""
import os, sys
import numpy as np
import jax, jax.numpy as jnp
from jax import lax

out = sys.argv[1]
only = None
if "--only" in sys.argv:
    only = set(sys.argv[sys.argv.index("--only") + 1].split(","))
os.makedirs(out, exist_ok=True)
rng = np.random.default_rng(1234)
f32 = lambda *s: rng.standard_normal(s).astype(np.float32)
i32 = lambda lo, hi, *s: rng.integers(lo, hi, s).astype(np.int32)

# Tolerances (relative, absolute) by kind of program; integer and bool outputs are always exact.
EXACT = (0.0, 0.0)            # only exactly rounded ops (+ - * / sqrt, compares, moves)
F32 = (1e-5, 1e-6)            # f32 transcendental ops: XLA's CPU approximations are a few ULPs off
LOOSE = (1e-4, 1e-5)          # long f32 reductions / conv / fft whose summation order differs
HALF = (1e-2, 1e-3)           # f16 / bf16 arithmetic (one ULP of bf16 is 2^-8 relative)


# ---- networks --------------------------------------------------------------------------
def layernorm(x, g, b):
    m = x.mean(-1, keepdims=True)
    v = ((x - m) ** 2).mean(-1, keepdims=True)
    return (x - m) * lax.rsqrt(v + 1e-5) * g + b


def attention(q, k, v):
    s = jnp.einsum("bqd,bkd->bqk", q, k) / np.sqrt(q.shape[-1]).astype(np.float32)
    mask = jnp.tril(jnp.ones((q.shape[1], k.shape[1]), bool))
    s = jnp.where(mask, s, -1e9)
    return jnp.einsum("bqk,bkd->bqd", jax.nn.softmax(s, -1), v)


def convnet(x, w1, w2, wd):
    dn = ("NHWC", "HWIO", "NHWC")
    y = jax.nn.relu(lax.conv_general_dilated(x, w1, (1, 1), "SAME", dimension_numbers=dn))
    y = lax.reduce_window(y, -jnp.inf, lax.max, (1, 2, 2, 1), (1, 2, 2, 1), "VALID")
    y = jax.nn.relu(lax.conv_general_dilated(y, w2, (1, 1), "VALID", dimension_numbers=dn))
    y = lax.reduce_window(y, 0.0, lax.add, (1, 2, 2, 1), (1, 1, 1, 1), "VALID") / 4.0
    return y.reshape(y.shape[0], -1) @ wd


def conv_depthwise(x, w):
    return lax.conv_general_dilated(x, w, (1, 1), ((1, 1), (1, 1)), feature_group_count=4,
                                    dimension_numbers=("NCHW", "OIHW", "NCHW"))


def conv_grouped(x, w):
    return lax.conv_general_dilated(x, w, (1, 1), "VALID", feature_group_count=2,
                                    dimension_numbers=("NHWC", "HWIO", "NHWC"))


def conv_strided_dilated(x, w):
    a = lax.conv_general_dilated(x, w, (2, 2), "SAME", rhs_dilation=(2, 2))
    b = lax.conv_general_dilated(x, w, (1, 2), ((2, 1), (0, 3)), lhs_dilation=(2, 1))
    return a, b


def conv_transpose_1d(x, w):
    return lax.conv_transpose(x, w, (2,), "SAME", dimension_numbers=("NWC", "WIO", "NWC"))


def batchnorm_inference(x, mean, var, g, b):
    return (x - mean) / jnp.sqrt(var + 1e-3) * g + b


def mlp_gelu(x, w1, b1, w2, b2, w3):
    h = jax.nn.gelu(x @ w1 + b1)
    h = jnp.tanh(h @ w2 + b2)
    return h @ w3


def mlp_grad(x, y, w1, w2):
    def loss(w1, w2):
        p = jax.nn.relu(x @ w1) @ w2
        return jnp.mean((p - y) ** 2)
    return jax.grad(loss, argnums=(0, 1))(w1, w2)


def cross_entropy(logits, labels):
    onehot = jax.nn.one_hot(labels, logits.shape[-1])
    return -(jax.nn.log_softmax(logits) * onehot).sum(-1).mean()


def maxpool_grad(x):
    pool = lambda x: lax.reduce_window(x, -jnp.inf, lax.max, (2, 2), (2, 2), "VALID").sum()
    return jax.grad(pool)(x)


# ---- reductions, scans, sorting -----------------------------------------------------------
def cumulative(x):
    return jnp.cumsum(x, 0), jnp.cumprod(x, 1), lax.cummax(x, 1)


def reduce_window_cumsum(x):
    s = lax.reduce_window(x, 0.0, lax.add, (x.shape[0], 1), (1, 1), ((x.shape[0] - 1, 0), (0, 0)))
    m = lax.reduce_window(x, -jnp.inf, lax.max, (1, 3), (1, 2), ((0, 0), (1, 1)))
    return s, m


def arg_reductions(x):
    return jnp.argmax(x, 0), jnp.argmin(x, 1), jnp.argmax(x.reshape(-1))


def reductions(x, b):
    return (x.sum(), x.prod(1), x.max(0), x.min(1), b.all(0), b.any(1), x.mean(0), x.var(1))


def sorting(x, i):
    return jnp.sort(x, 1), jnp.argsort(x, 0), lax.sort((i, x[0]), num_keys=1)[1], jnp.sort(i)[::-1]


def top_k(x):
    v, i = lax.top_k(x, 3)
    return v, i


def logsumexp(x):
    return jax.nn.logsumexp(x, 1), jax.nn.logsumexp(x)


# ---- integer and bit arithmetic ------------------------------------------------------------
def int_divrem(a, b):
    return (lax.div(a, b), lax.rem(a, b), a // b, a % b, jnp.abs(a), -a, jnp.sign(a),
            jnp.maximum(a, b), a * b, a - b)


def int_bits(a, s):
    return (lax.shift_left(a, s), lax.shift_right_arithmetic(a, s), lax.shift_right_logical(a, s),
            a & 0x0F0F, a | s, a ^ s, ~a, lax.clz(a), lax.population_count(a))


def unsigned(a, b):
    return (a + b, a - b, a * b, a // jnp.maximum(b, 1), a % jnp.maximum(b, 1), a > b,
            lax.shift_right_logical(a, jnp.uint8(3)), a.astype(jnp.float32), (a.astype(jnp.uint32) * 40000000))


def int64_arith(a, b):
    return a * b, a // jnp.where(b == 0, 1, b), a >> 7, a.astype(jnp.float64), jnp.cumsum(a)


def bool_logic(a, b):
    return a & b, a | b, a ^ b, ~a, jnp.where(a, 1, 2).astype(jnp.int8), a.astype(jnp.float32).sum()


# ---- floating point -------------------------------------------------------------------------
def transcendental(x, y):
    return (jax.scipy.special.erf(x), jnp.tanh(x), jax.nn.sigmoid(x), jnp.expm1(x), jnp.log1p(jnp.abs(x)),
            jnp.arctan2(x, y), jnp.power(jnp.abs(x), y), jnp.cbrt(x), jnp.exp2(x), jnp.log(jnp.abs(y)),
            jnp.sqrt(jnp.abs(x)), lax.rsqrt(jnp.abs(y) + 0.5), jnp.sin(y), jnp.cos(y), jnp.tan(x * 0.5))


def rounding(x):
    return (jnp.round(x), lax.round(x, lax.RoundingMethod.AWAY_FROM_ZERO), jnp.floor(x), jnp.ceil(x),
            jnp.trunc(x), jnp.fmod(x, 1.5), jnp.remainder(x, 1.5), jnp.sign(x), x ** 3, jnp.clip(x, -1.0, 0.5))


def convert_edges(x):
    return (x.astype(jnp.int32), x.astype(jnp.int8), x.astype(jnp.uint8), x.astype(jnp.uint32),
            x.astype(jnp.bool_), x.astype(jnp.float16), x.astype(jnp.bfloat16))


def nan_handling(x, y):
    return (jnp.nanmax(x, 1), jnp.nanmin(x, 0), jnp.isnan(x), jnp.isinf(x), jnp.isfinite(x),
            jnp.maximum(x, y), jnp.minimum(x, y), x < y, x == x, jnp.nan_to_num(x), jnp.nansum(x))


def bf16_math(x, y):
    a, b = x.astype(jnp.bfloat16), y.astype(jnp.bfloat16)
    r = jnp.tanh(a) * b + jnp.exp(a * 0.25) - a / (jnp.abs(b) + 1)
    return r, (a @ b.T).astype(jnp.float32), jnp.sum(a, 1)


def f16_math(x, y):
    return x * y + x, jnp.sqrt(jnp.abs(x)), jnp.exp(y * 0.5), x @ y.T, jnp.maximum(x, y).sum(0)


def f64_math(x, y):
    return jnp.exp(x) * jnp.sin(y), jnp.log1p(jnp.abs(x)), x @ y.T, jnp.arctan2(x, y), jnp.cumsum(x, 1)


def complex_math(z, w):
    return z * w, z / w, jnp.abs(z), jnp.conj(z) + w, jnp.exp(z), jnp.real(z * w), jnp.angle(w)


def fft(z, x):
    return jnp.fft.fft(z), jnp.fft.ifft(z), jnp.fft.rfft(x), jnp.fft.irfft(jnp.fft.rfft(x)), jnp.fft.fft2(z.reshape(2, 4))


def reduce_precision(x):
    return lax.reduce_precision(x, 5, 10), lax.reduce_precision(x, 8, 7), lax.bitcast_convert_type(x, jnp.int32), \
        lax.bitcast_convert_type(x, jnp.uint8)


# ---- control flow ---------------------------------------------------------------------------
def scan_rnn(h0, xs, w, u):
    def step(h, x):
        h = jnp.tanh(h @ w + x @ u)
        return h, h.sum()
    return lax.scan(step, h0, xs)


def while_collatz(n):
    def cond(c):
        return c[0] != 1
    def body(c):
        x, steps = c
        return jnp.where(x % 2 == 0, x // 2, 3 * x + 1), steps + 1
    return jax.vmap(lambda n: lax.while_loop(cond, body, (n, 0))[1])(n)


def newton_sqrt(x):
    def body(i, y):
        return 0.5 * (y + x / y)
    return lax.fori_loop(0, 20, body, jnp.ones_like(x))


def cond_branch(p, x):
    return lax.cond(p > 0, lambda x: jnp.sin(x) * 2, lambda x: jnp.cos(x) - 1, x)


def switch_branch(i, x):
    return lax.switch(i, [lambda x: x + 1, lambda x: x * x, lambda x: -x, lambda x: jnp.exp(x)], x)


# ---- random -----------------------------------------------------------------------------------
def random_threefry(key):
    k = jax.random.wrap_key_data(key, impl="threefry2x32")
    k1, k2 = jax.random.split(k)
    return (jax.random.uniform(k1, (4, 5)), jax.random.normal(k2, (6,)),
            jax.random.randint(k1, (8,), 0, 10), jax.random.bits(k2, (3,)))


def rng_bit_generator(key):
    k1, a = lax.rng_bit_generator(key, (4, 3), jnp.uint32, algorithm=lax.RandomAlgorithm.RNG_THREE_FRY)
    k2, b = lax.rng_bit_generator(key, (5,), jnp.uint32, algorithm=lax.RandomAlgorithm.RNG_PHILOX)
    return k1, a, k2, b


# ---- gather / scatter / slicing ------------------------------------------------------------------
def take_along(x, idx):
    return jnp.take_along_axis(x, idx, axis=1), jnp.take(x, jnp.array([0, 5, -1, 2]), axis=1, mode="clip"), \
        jnp.take(x[0], jnp.array([1, 9, 3]), mode="fill", fill_value=-7.0)


def gather_variants(x, i, j):
    return x[i, j], x[:, i], x[i][:, ::2], x[i, 1:3]


def scatter_variants(x, idx, upd):
    return (x.at[idx].set(upd), x.at[idx].max(upd), x.at[idx].min(upd), x.at[idx].mul(upd),
            x.at[idx, 1].add(1.0), x.at[jnp.array([0, 9])].set(99.0, mode="drop"))


def dynamic_slices(x, i, u):
    a = lax.dynamic_update_slice(x, u, (i, jnp.int32(1)))
    b = lax.dynamic_update_slice(x, u, (i + 10, jnp.int32(-3)))
    c = lax.dynamic_slice(x, (i - 5, i), (2, 2))
    return a, b, c, lax.dynamic_index_in_dim(x, i, 1, keepdims=False)


def iota_select(x):
    r = lax.broadcasted_iota(jnp.int32, x.shape, 0)
    c = lax.broadcasted_iota(jnp.int32, x.shape, 1)
    return jnp.where(r >= c, x, 0.0), jnp.clip(x, -0.5, 0.5), lax.select(x > 0, x, -x), jnp.arange(10, 0, -3), \
        lax.clamp(jnp.float32(-1), x * 3, jnp.float32(1)), jnp.eye(3, 4, k=1)


# ---- shapes ---------------------------------------------------------------------------------------
def broadcast_chain(a, b, c):
    return a[:, None, None] * b[None, :, None] + c[None, None, :], jnp.broadcast_to(c, (2, 3, 5)) - a.mean()


def shape_mix(x, y):
    z = jnp.concatenate([x, y.T, x[::-1]], 0)
    p = lax.pad(z, 0.5, ((1, -1, 0), (2, 0, 1)))
    t = jnp.transpose(x.reshape(2, 3, 4), (2, 0, 1))
    return p, t, jnp.flip(t, (0, 2)).reshape(4, 6), jnp.stack([x, x * 2], -1), jnp.tile(x[0], 2), jnp.roll(x, 2, 1)


def dot_general_batch(a, b, c, d):
    e = lax.dot_general(a, b, (((2,), (1,)), ((0,), (0,))))
    f = lax.dot_general(c, d, (((1, 3), (2, 0)), ((0,), (1,))))
    return e, f, jnp.einsum("ij,ij->i", a[0], a[1]), jnp.einsum("bij->jbi", a), jnp.einsum("i,j->ij", a[0, 0], a[1, 1])


def einsum_mix(x, y, z):
    return jnp.einsum("abc,cd,ad->b", x, y, z), jnp.einsum("ii->i", y[:, :3][:3]), jnp.einsum("abc->", x)


def matmul_int(a, b):
    return a @ b, jnp.dot(a.astype(jnp.int8), b.astype(jnp.int8), preferred_element_type=jnp.int32)


def constant_only():
    x = jnp.arange(12.0).reshape(3, 4)
    return jnp.sin(x) @ x.T + 1.0, jnp.cumsum(jnp.arange(5))


def integer_pow_and_clamp(x, n):
    return x ** 2, x ** 5, lax.integer_pow(x, -2), jnp.clip(n, -3, 4), lax.clamp(-2, n, 2), n ** 3


def nan_sort(x):
    return jnp.sort(x), jnp.argsort(x, stable=True), jnp.argmax(x), jnp.argmin(x), jnp.max(x), lax.sort(x, is_stable=True)


def convert_64(x):
    return x.astype(jnp.int64), x.astype(jnp.uint64), x.astype(jnp.float64), x.astype(jnp.int16)


def uint32_math(a, b):
    return (a // jnp.maximum(b, 1), a % jnp.maximum(b, 1), a >> (b % 40), a << (b % 40), jnp.maximum(a, b),
            a < b, (a * b), a.astype(jnp.float32), a.astype(jnp.int32))


def segment_sum(x, ids):
    return jax.ops.segment_sum(x, ids, num_segments=4), jax.ops.segment_max(x, ids, num_segments=4)


def smooth_functions(x, y):
    return (jax.nn.softplus(x), jnp.logaddexp(x, y), jnp.expm1(x * 1e-6), jnp.log1p(x * 1e-6), jax.nn.silu(x),
            jax.nn.elu(x), jnp.sinh(x), jnp.cosh(x), jnp.arcsinh(x), jnp.arctan(x))


def mixed_precision(a, b):
    return jnp.dot(a, b, preferred_element_type=jnp.float32), (a.astype(jnp.float32) * 2).astype(jnp.float16)


def _key():
    return np.array([0, 42], np.uint32)


nan_x = f32(4, 5)
nan_x[0, 1] = np.nan
nan_x[2, 3] = np.inf
nan_x[3, 0] = -np.inf
nan_x[1, :] = np.nan
nan_y = f32(4, 5)
nan_y[0, 0] = np.nan
# No subnormal inputs: XLA's CPU backend flushes them to zero (1e-40 != 0 is false there).
edges = np.array([0.0, -0.0, 0.5, -0.5, 1.5, -1.5, 2.5, 127.9, 128.0, -129.0, 255.9, 256.0, -1.0,
                  3e9, -3e9, 2147483520.0, -2147483648.0, 4.5e9, np.inf, -np.inf, np.nan, 1e-30, 65504.0, 7e4],
                 np.float32)
halves = np.array([-2.5, -1.5, -0.5, 0.5, 1.5, 2.5, 3.5, -3.7, 0.49999997, 1e7 + 1, -0.0, 2.0], np.float32)
int_a = np.array([7, -7, 7, -7, 0, -2147483648, -2147483648, 2147483647, 13, -13, 5, 0], np.int32)
int_b = np.array([2, 2, -2, -2, 3, -1, 1, -1, 0, 0, -5, 0], np.int32)
shift_amounts = np.array([0, 1, 31, 32, 33, -1, 4, 16, 100, 7, 2, 3], np.int32)
cplx = lambda *s: (rng.standard_normal(s) + 1j * rng.standard_normal(s)).astype(np.complex64)

# name: (function, inputs, tolerance, x64)
cases = {
    "layernorm": (layernorm, [f32(4, 16), f32(16), f32(16)], F32, False),
    "attention": (attention, [f32(2, 4, 8), f32(2, 6, 8), f32(2, 6, 8)], F32, False),
    "convnet": (convnet, [f32(2, 8, 8, 3), f32(3, 3, 3, 4), f32(2, 2, 4, 6), f32(24, 5)], LOOSE, False),
    "conv_depthwise": (conv_depthwise, [f32(1, 4, 5, 5), f32(4, 1, 3, 3)], LOOSE, False),
    "conv_grouped": (conv_grouped, [f32(2, 5, 5, 4), f32(2, 2, 2, 6)], LOOSE, False),
    "conv_strided_dilated": (conv_strided_dilated, [f32(1, 2, 9, 9), f32(3, 2, 3, 3)], LOOSE, False),
    "conv_transpose_1d": (conv_transpose_1d, [f32(2, 5, 3), f32(3, 3, 4)], LOOSE, False),
    "batchnorm_inference": (batchnorm_inference, [f32(2, 3, 4), f32(4), np.abs(f32(4)), f32(4), f32(4)], F32, False),
    "mlp_gelu": (mlp_gelu, [f32(3, 8), f32(8, 16), f32(16), f32(16, 16), f32(16), f32(16, 4)], F32, False),
    "mlp_grad": (mlp_grad, [f32(4, 6), f32(4, 3), f32(6, 8), f32(8, 3)], LOOSE, False),
    "cross_entropy": (cross_entropy, [f32(5, 7), np.array([0, 6, 3, 3, 1], np.int32)], F32, False),
    "maxpool_grad": (maxpool_grad, [f32(6, 6)], EXACT, False),
    "cumulative": (cumulative, [f32(5, 4)], F32, False),
    "reduce_window_cumsum": (reduce_window_cumsum, [f32(5, 6)], F32, False),
    "arg_reductions": (arg_reductions, [np.array([[1, 5, 5, 2], [7, 0, 7, -1], [3, 3, 9, 0]], np.float32)], EXACT, False),
    "reductions": (reductions, [f32(4, 5), rng.integers(0, 2, (4, 5)).astype(bool)], F32, False),
    "sorting": (sorting, [f32(4, 6), np.array([3, 1, 2, 1, 0, 3], np.int32)], EXACT, False),
    "top_k": (top_k, [f32(3, 8)], EXACT, False),
    "logsumexp": (logsumexp, [f32(4, 9) * 10], F32, False),
    "int_divrem": (int_divrem, [int_a, int_b], EXACT, False),
    "int_bits": (int_bits, [np.array([1, -1, 0x12345678, -0x12345678, 0, 255, 1 << 30, -2147483648, 3, 5, 6, 7],
                                     np.int32), shift_amounts], EXACT, False),
    "unsigned": (unsigned, [np.array([0, 1, 200, 255, 17, 128, 3, 250], np.uint8),
                            np.array([0, 255, 100, 1, 4, 128, 9, 7], np.uint8)], EXACT, False),
    "int64_arith": (int64_arith, [np.array([1 << 40, -(1 << 40), 9, -9, (1 << 62), 0], np.int64),
                                  np.array([3, 5, 0, -2, 4, 7], np.int64)], EXACT, True),
    "bool_logic": (bool_logic, [np.array([True, False, True, False]), np.array([True, True, False, False])], EXACT, False),
    "transcendental": (transcendental, [f32(16), f32(16)], F32, False),
    "rounding": (rounding, [halves], F32, False),
    "convert_edges": (convert_edges, [edges], EXACT, False),
    "nan_handling": (nan_handling, [nan_x, nan_y], EXACT, False),
    "bf16_math": (bf16_math, [f32(3, 4), f32(3, 4)], HALF, False),
    "f16_math": (f16_math, [f32(3, 4).astype(np.float16), f32(3, 4).astype(np.float16)], HALF, False),
    "f64_math": (f64_math, [rng.standard_normal((3, 4)), rng.standard_normal((3, 4))], (1e-12, 1e-14), True),
    "complex_math": (complex_math, [cplx(6), cplx(6)], F32, False),
    "fft": (fft, [cplx(8), f32(8)], LOOSE, False),
    "reduce_precision": (reduce_precision, [np.concatenate([f32(6) * 1000, edges[16:22]])], EXACT, False),
    "scan_rnn": (scan_rnn, [f32(2, 4), f32(5, 2, 3), f32(4, 4) * 0.5, f32(3, 4)], F32, False),
    "while_collatz": (while_collatz, [np.array([1, 6, 7, 27, 97], np.int32)], EXACT, False),
    "newton_sqrt": (newton_sqrt, [np.abs(f32(6)) * 10 + 0.1], F32, False),
    "cond_true": (cond_branch, [np.int32(3), f32(5)], F32, False),
    "cond_false": (cond_branch, [np.int32(-3), f32(5)], F32, False),
    "switch_branch": (switch_branch, [np.int32(7), f32(5)], F32, False),
    "random_threefry": (random_threefry, [_key()], F32, False),
    "rng_bit_generator": (rng_bit_generator, [np.array([1, 2, 3, 4], np.uint32)], EXACT, False),
    "take_along": (take_along, [f32(3, 6), np.array([[0, 5], [2, 2], [1, 4]], np.int32)], EXACT, False),
    "gather_variants": (gather_variants, [f32(5, 4), np.array([4, 0, 2], np.int32), np.array([1, 3, 3], np.int32)], EXACT, False),
    "scatter_variants": (scatter_variants, [f32(6, 3), np.array([1, 4, 1], np.int32), f32(3, 3)], EXACT, False),
    "dynamic_slices": (dynamic_slices, [f32(5, 6), np.int32(2), f32(2, 3)], EXACT, False),
    "iota_select": (iota_select, [f32(4, 5)], EXACT, False),
    "broadcast_chain": (broadcast_chain, [f32(2), f32(3), f32(5)], F32, False),
    "shape_mix": (shape_mix, [f32(6, 4), f32(4, 3)], EXACT, False),
    "dot_general_batch": (dot_general_batch, [f32(2, 3, 4), f32(2, 4, 5), f32(2, 3, 4, 5), f32(5, 2, 3, 2)], LOOSE, False),
    "einsum_mix": (einsum_mix, [f32(2, 3, 4), f32(4, 5), f32(2, 5)], LOOSE, False),
    "matmul_int": (matmul_int, [i32(-100, 100, 3, 4), i32(-100, 100, 4, 2)], EXACT, False),
    "constant_only": (constant_only, [], F32, False),
    "integer_pow_and_clamp": (integer_pow_and_clamp, [f32(6) + 2, np.array([-5, -2, 0, 3, 9, 1], np.int32)], F32, False),
    # Added later: new programs go last, so the random inputs of the earlier ones stay the same.
    "nan_sort": (nan_sort, [np.array([3.0, np.nan, -0.0, 0.0, -np.inf, 1.0, np.nan, -2.0], np.float32)], EXACT, False),
    "convert_64": (convert_64, [np.array([-1.5, 2.5, 1e19, -1e19, 9.3e18, np.nan, np.inf, -np.inf, 4e4, -4e4, 65535.9, 0.0])], EXACT, True),
    "uint32_math": (uint32_math, [np.array([0, 1, 7, 4294967295, 2147483648, 123456789, 40000, 5], np.uint32),
                                  np.array([0, 3, 7, 2, 4294967295, 1000, 65536, 33], np.uint32)], EXACT, False),
    "segment_sum": (segment_sum, [f32(7, 3), np.array([3, 0, 3, 1, 0, 3, 2], np.int32)], F32, False),
    "smooth_functions": (smooth_functions, [f32(12) * 3, f32(12)], F32, False),
    "mixed_precision": (mixed_precision, [f32(3, 5).astype(np.float16), f32(5, 2).astype(np.float16)], HALF, False),
}
# The second batch (tests/jax_fresh/batch2.py) draws its inputs from the same generator, after these.
import batch2
cases.update(batch2.cases(rng, {"EXACT": EXACT, "F32": F32, "LOOSE": LOOSE, "HALF": HALF}))
# The third batch (tests/jax_fresh/batch3.py, names `b3_*`) draws its inputs after the second's.
import batch3
cases.update(batch3.cases(rng, {"EXACT": EXACT, "F32": F32, "LOOSE": LOOSE, "HALF": HALF}))

manifest = {}
for name, (fn, args, (rtol, atol), x64) in cases.items():
    if only and name not in only:
        continue
    jax.config.update("jax_enable_x64", x64)
    lowered = jax.jit(fn).lower(*args)
    module = lowered.compiler_ir("stablehlo")
    with open(f"{out}/{name}.mlir", "w") as f:
        f.write(module.operation.get_asm(print_generic_op_form=True))
    with open(f"{out}/{name}.pretty.mlir", "w") as f:
        f.write(lowered.as_text())
    res = jax.jit(fn)(*args)
    res = jax.tree_util.tree_leaves(res)
    for i, a in enumerate(args):
        np.save(f"{out}/{name}.in{i}.npy", np.asarray(a))
    for i, r in enumerate(res):
        np.save(f"{out}/{name}.out{i}.npy", np.asarray(r))
    manifest[name] = {"inputs": len(args), "outputs": len(res), "rtol": rtol, "atol": atol, "x64": x64}
# manifest.tsv: name, inputs, outputs, rtol, atol, x64 (read by tests/tests/jax_fresh.rs).
path = f"{out}/manifest.tsv"
if only and os.path.exists(path):
    for line in open(path).read().splitlines()[1:]:
        f = line.split("\t")
        manifest.setdefault(f[0], {"inputs": int(f[1]), "outputs": int(f[2]), "rtol": float(f[3]),
                                   "atol": float(f[4]), "x64": f[5] == "1"})
with open(path, "w") as f:
    f.write("name\tinputs\toutputs\trtol\tatol\tx64\n")
    for name, m in sorted(manifest.items()):
        f.write(f"{name}\t{m['inputs']}\t{m['outputs']}\t{m['rtol']}\t{m['atol']}\t{int(m['x64'])}\n")
print("exported", len(manifest), "programs to", out, "with jax", jax.__version__)
