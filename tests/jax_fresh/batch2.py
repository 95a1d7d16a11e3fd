"""Second batch of fresh JAX programs (imported by export.py, which exports them with the first
batch's helpers): library functions and model pieces as JAX users write them, chosen to differ
from the first batch (linear algebra by hand, jax.nn, pad modes, searchsorted, transpose conv,
padded pooling, multi-dtype scans, rbg keys, small integer types, dtype promotion, ...).

`cases(rng, tol)` returns {name: (function, inputs, tolerance, x64)}; its inputs come from the
same random generator after the first batch's, so neither batch's inputs change the other's.
"""
import numpy as np
import jax, jax.numpy as jnp
from jax import lax


# ---- linear algebra (written with loops: jnp.linalg lowers to LAPACK custom calls on CPU) -----
def cholesky_solve(a, b):
    """Cholesky (column by column, fori_loop) then forward and back substitution."""
    n = a.shape[0]
    idx = jnp.arange(n)

    def col(j, l):
        s = a[:, j] - l @ l[j, :]
        d = jnp.sqrt(s[j])
        c = jnp.where(idx > j, s / d, jnp.where(idx == j, d, 0.0))
        return l.at[:, j].set(c)

    l = lax.fori_loop(0, n, col, jnp.zeros_like(a))

    def fwd(i, y):
        return y.at[i].set((b[i] - l[i, :] @ y) / l[i, i])

    y = lax.fori_loop(0, n, fwd, jnp.zeros_like(b))

    def bwd(k, x):
        i = n - 1 - k
        return x.at[i].set((y[i] - l[:, i] @ x) / l[i, i])

    return l, lax.fori_loop(0, n, bwd, jnp.zeros_like(b))


def gauss_jordan_inverse(a):
    """Inverse by Gauss-Jordan with partial pivoting: argmax pivot, row swap by gather."""
    n = a.shape[0]
    m = jnp.concatenate([a, jnp.eye(n, dtype=a.dtype)], 1)

    def step(k, m):
        p = jnp.argmax(jnp.where(jnp.arange(n) >= k, jnp.abs(m[:, k]), -1.0))
        perm = jnp.arange(n).at[k].set(p).at[p].set(k)
        m = m[perm]
        row = m[k] / m[k, k]
        m = m - jnp.outer(m[:, k], row)
        return m.at[k].set(row)

    m = lax.fori_loop(0, n, step, m)
    return m[:, n:]


def triangular_ops(a, b):
    """Masks and products around triangular matrices, as in a hand-written QR-free least squares."""
    lo = jnp.tril(a) + 4.0 * jnp.eye(a.shape[0], dtype=a.dtype)
    up = jnp.triu(a, 1)
    return lo @ b, jnp.trace(lo), jnp.diagonal(a, 1), jnp.diag(jnp.diag(a)), up.T @ lo, jnp.linalg.norm(a, axis=0)


# ---- jax.nn ----------------------------------------------------------------------------------
def nn_activations(x):
    return (jax.nn.softplus(x), jax.nn.silu(x), jax.nn.gelu(x, approximate=False), jax.nn.gelu(x, approximate=True),
            jax.nn.relu6(x * 4), jax.nn.hard_sigmoid(x), jax.nn.leaky_relu(x, 0.1), jax.nn.celu(x), jax.nn.selu(x),
            jax.nn.log_sigmoid(x), jax.nn.hard_tanh(x * 2), jax.nn.mish(x), jax.nn.squareplus(x))


def nn_normalize(x, labels):
    oh = jax.nn.one_hot(labels, 6, dtype=jnp.float32)
    oh_int = jax.nn.one_hot(labels, 6, dtype=jnp.int32, axis=0)
    return (jax.nn.log_softmax(x, axis=-1), jax.nn.softmax(x, axis=0), jax.nn.standardize(x, axis=-1), oh, oh_int,
            jax.nn.glu(x, axis=-1))


# ---- cumulative ops, sorting, searching ---------------------------------------------------------
def cumulative_axes(x, n):
    return (jnp.cumsum(x, axis=2), jnp.cumprod(x * 0.5 + 1, axis=0), lax.cummax(x, axis=1), lax.cummin(x, axis=2),
            lax.cumsum(x, axis=1, reverse=True), jnp.cumsum(n, axis=0), lax.cumlogsumexp(x, axis=2),
            jnp.cumsum(n, dtype=jnp.int8))


def argsort_searchsorted(x, sorted_, q):
    return (jnp.argsort(x, axis=-1, descending=True), jnp.argsort(x, axis=0, stable=True),
            jnp.searchsorted(sorted_, q), jnp.searchsorted(sorted_, q, side="right"),
            jnp.searchsorted(sorted_, q, method="sort"), jnp.searchsorted(sorted_, q, method="compare_all"),
            jnp.digitize(q, sorted_))


def unique_topk(v, x):
    u = jnp.unique(v, size=8, fill_value=-1)
    vals, cnt = jnp.unique(v, size=8, fill_value=0, return_counts=True)
    tv, ti = lax.top_k(x, 2)
    order = jnp.argsort(-x, axis=1)[:, :3]
    return u, vals, cnt, tv, ti, jnp.take_along_axis(x, order, axis=1)


def median_percentile(x):
    return (jnp.median(x), jnp.median(x, axis=0), jnp.percentile(x, 30.0, axis=1), jnp.quantile(x, jnp.array([0.1, 0.5, 0.9])),
            jnp.percentile(x, 75.0, axis=1, method="nearest"), jnp.percentile(x, 40.0, method="lower"))


def argminmax_nan(x):
    return (jnp.argmax(x, axis=1), jnp.argmin(x, axis=0), jnp.nanargmax(x, axis=1), jnp.nanargmin(x, axis=0),
            jnp.argmax(x[:, ::-1], axis=0), jnp.max(x, axis=1), jnp.min(x, axis=0))


def bool_reductions(b, x):
    return (jnp.any(b, axis=0), jnp.all(b, axis=1), jnp.any(b), jnp.all(b), jnp.count_nonzero(b, axis=1),
            jnp.argmax(b, axis=1), jnp.sum(b), jnp.any(x > 1.0, axis=1), jnp.logical_xor(b, x > 0).all(0), b.mean(0))


# ---- element-wise selection, padding, moving things around -----------------------------------------
def where_clip_broadcast(x, col, row, lo):
    return (jnp.where(col > 0, x, row), jnp.where(x > row, col, 0), jnp.clip(x, lo, lo + 1.0), jnp.clip(x, max=row),
            jnp.where(jnp.isnan(x), 0.0, x).sum(0), jnp.select([x < -1, x > 1], [x * 0, x * 2], x))


def pad_modes(x):
    return (jnp.pad(x, ((1, 2), (2, 1)), mode="reflect"), jnp.pad(x, ((2, 0), (1, 3)), mode="edge"),
            jnp.pad(x, ((3, 1), (0, 2)), mode="wrap"), jnp.pad(x, 1, mode="symmetric"),
            jnp.pad(x, ((1, 1), (2, 2)), constant_values=((-1.0, -2.0), (3.0, 4.0))), jnp.pad(x[0], (2, 3), mode="linear_ramp"),
            jnp.pad(x, ((0, 1), (1, 0)), mode="maximum"))


def roll_tile_repeat(x, r):
    return (jnp.roll(x, (1, -2), axis=(0, 1)), jnp.roll(x, 7), jnp.tile(x, (2, 1, 2)), jnp.repeat(x, 2, axis=1),
            jnp.repeat(x, r, axis=0, total_repeat_length=8), jnp.flip(x), jnp.fliplr(x), jnp.rot90(x),
            jnp.moveaxis(x[None], 0, 2), jnp.swapaxes(x.reshape(2, 2, 5), 0, 2))


def take_modes(x, i):
    return (jnp.take(x, i, axis=0, mode="wrap"), jnp.take(x, i, axis=1, mode="clip"),
            jnp.take(x, i, axis=1, mode="fill", fill_value=jnp.nan), jnp.take(x.reshape(-1), i * 3, mode="clip"),
            jnp.take_along_axis(x, jnp.abs(i[:4]).reshape(1, 4) % 5, axis=1, mode="clip"), x[i[0] % 4, ::-2])


def gather_scatter_modes(x, idx, upd):
    return (x.at[idx].add(upd, mode="drop"), x.at[idx].get(mode="clip"), x.at[idx].get(mode="fill", fill_value=-9.0),
            x.at[jnp.array([0, 2, 4])].set(upd[:3], unique_indices=True, indices_are_sorted=True),
            x.at[idx, 0].max(upd[:, 0], mode="clip"), x.at[idx].min(upd, mode="drop"),
            jnp.zeros(5, jnp.int32).at[idx].add(1, mode="drop"))


def segment_ops(x, ids):
    return (jax.ops.segment_max(x, ids, num_segments=5), jax.ops.segment_min(x, ids, num_segments=5),
            jax.ops.segment_prod(x, ids, num_segments=5), jax.ops.segment_sum(x, ids, 5, indices_are_sorted=False),
            jax.ops.segment_max(x, jnp.sort(ids), num_segments=5, indices_are_sorted=True))


def dus_loop(x, rows):
    """Build a matrix row by row (dynamic_update_slice in a loop) and read a sliding window."""
    def body(i, acc):
        row = lax.dynamic_slice(x, (i, 0), (1, x.shape[1])) * (i + 1).astype(jnp.float32)
        acc = lax.dynamic_update_slice(acc, row, (rows[i], 0))
        return acc
    out = lax.fori_loop(0, x.shape[0], body, jnp.zeros((8, x.shape[1]), x.dtype))
    win = lax.fori_loop(0, 3, lambda i, s: s + lax.dynamic_slice(out, (i * 2, 1), (3, 2)), jnp.zeros((3, 2), x.dtype))
    return out, win


def linspace_arange():
    return (jnp.linspace(0.0, 1.0, 7), jnp.linspace(-2, 2, 5, endpoint=False), jnp.arange(0.5, 3.0, 0.25),
            jnp.arange(-3, 9, 4), jnp.logspace(0, 2, 4), jnp.meshgrid(jnp.arange(3), jnp.arange(2.0))[1],
            jnp.tri(3, 4, -1), jnp.geomspace(1.0, 16.0, 5), jnp.linspace(jnp.zeros(2), jnp.ones(2) * 3, 4, axis=1))


# ---- contractions, convolution, pooling ---------------------------------------------------------------
def einsum_contractions(a, b, w):
    return (jnp.einsum("bi,ij,bj->b", a, w, b), jnp.einsum("bhqd,bhkd->bhqk", a.reshape(2, 2, 2, 2), b.reshape(2, 2, 2, 2)),
            jnp.einsum("ij,jk,kl->il", w, w, w), jnp.einsum("bi,bj->bij", a, b), jnp.einsum("ii", w),
            jnp.einsum("...i,i->...", a, w[0]), jnp.tensordot(a, w, axes=([1], [1])))


def batched_matmul_bcast(a, b, v):
    return a @ b, jnp.matmul(a[0, 0], v), jnp.matmul(v, b[0]), jnp.vdot(v, v), jnp.inner(a[0, 0], a[1, 0]), jnp.outer(v, v)


def conv2d_transpose(x, w):
    a = lax.conv_transpose(x, w, (2, 2), "SAME", dimension_numbers=("NHWC", "HWIO", "NHWC"))
    b = lax.conv_transpose(x, w, (2, 1), "VALID", dimension_numbers=("NHWC", "HWIO", "NHWC"))
    c = lax.conv_general_dilated(x, w, (1, 1), ((2, 2), (1, 1)), lhs_dilation=(3, 2),
                                 dimension_numbers=("NHWC", "HWIO", "NHWC"))
    return a, b, c


def conv_groups_grad(x, w):
    """Depthwise conv forward and its weight gradient (which XLA expresses with batch_group_count)."""
    conv = lambda w: lax.conv_general_dilated(x, w, (1, 1), "SAME", feature_group_count=3,
                                              dimension_numbers=("NCHW", "OIHW", "NCHW"))
    y = conv(w)
    gw = jax.grad(lambda w: (conv(w) ** 2).sum())(w)
    return y, gw


def pooling_padded(x):
    dims, strides = (1, 3, 3, 1), (1, 2, 2, 1)
    mx = lax.reduce_window(x, -jnp.inf, lax.max, dims, strides, "SAME")
    s = lax.reduce_window(x, 0.0, lax.add, dims, strides, "SAME")
    cnt = lax.reduce_window(jnp.ones_like(x), 0.0, lax.add, dims, strides, "SAME")
    dil = lax.reduce_window(x, jnp.inf, lax.min, (1, 2, 2, 1), (1, 1, 1, 1), "VALID", window_dilation=(1, 2, 2, 1))
    pad = lax.reduce_window(x, 0.0, lax.add, (1, 2, 2, 1), (1, 3, 3, 1), ((0, 0), (1, 2), (2, 1), (0, 0)))
    return mx, s / cnt, dil, pad


# ---- control flow -------------------------------------------------------------------------------------
def scan_multi_dtype(xs, flags):
    def step(carry, inp):
        s, n, seen, h = carry
        x, f = inp
        s = s * 0.9 + x
        n = n + f.astype(jnp.int32)
        seen = seen | (x.sum() > 1.0)
        h = (h + x.astype(jnp.float16)).astype(jnp.float16)
        return (s, n, seen, h), (s.sum(), n * 2, jnp.where(seen, 1, 0).astype(jnp.uint8))
    init = (jnp.zeros(3, jnp.float32), jnp.int32(0), jnp.bool_(False), jnp.zeros(3, jnp.float16))
    carry, ys = lax.scan(step, init, (xs, flags))
    back = lax.scan(lambda c, x: (c + x, c), jnp.zeros(3), xs, reverse=True)
    return carry, ys, back


def while_tuple_state(x, limit):
    def cond(s):
        i, v, acc, done = s
        return (i < limit) & ~done
    def body(s):
        i, v, acc, done = s
        v = v * 0.5 + jnp.roll(v, 1)
        acc = acc + v.max()
        return i + 1, v, acc, acc > 40.0
    i, v, acc, done = lax.while_loop(cond, body, (jnp.int32(0), x, jnp.float32(0), jnp.bool_(False)))
    lo, hi = jnp.int32(2), limit
    tri = lax.fori_loop(lo, hi, lambda k, t: t + k * k, jnp.int32(0))
    return i, v, acc, done, tri


def nested_cond_switch(k, x):
    def branch0(x):
        return lax.cond(x.sum() > 0, lambda x: (x * 2, jnp.int32(1)), lambda x: (-x, jnp.int32(2)), x)
    def branch1(x):
        return lax.switch(jnp.clip(k - 1, 0, 1), [lambda x: (jnp.sin(x), jnp.int32(3)), lambda x: (x ** 2, jnp.int32(4))], x)
    def branch2(x):
        return x[::-1], jnp.int32(5)
    a = lax.switch(k, [branch0, branch1, branch2], x)
    b = jax.vmap(lambda v: lax.cond(v > 0, jnp.sqrt, lambda v: v * 0.0, v))(x)
    return a, b


def vmap_small(xs, ys, w):
    def f(x, y):
        h = jnp.tanh(x @ w)
        return (h * y).sum(), jnp.argmax(h)
    a, b = jax.vmap(f)(xs, ys)
    c = jax.vmap(f, in_axes=(0, None))(xs, ys[0])
    d = jax.vmap(lambda x, i: lax.dynamic_slice(x, (i,), (2,)))(xs, jnp.arange(xs.shape[0]) % 3)
    e = jax.vmap(jax.vmap(lambda a, b: a * b + 1.0, (0, None)), (None, 0))(xs[0], ys[:, 0])
    return a, b, c, d, e


def mlp_tanh_sigmoid_grad(x, y, w1, b1, w2, b2):
    def loss(params):
        w1, b1, w2, b2 = params
        h = jnp.tanh(x @ w1 + b1)
        p = jax.nn.sigmoid(h @ w2 + b2)[:, 0]
        return -jnp.mean(y * jnp.log(p + 1e-7) + (1 - y) * jnp.log(1 - p + 1e-7))
    val, grads = jax.value_and_grad(loss)((w1, b1, w2, b2))
    new = jax.tree_util.tree_map(lambda p, g: p - 0.1 * g, (w1, b1, w2, b2), grads)
    return val, grads, loss(new)


# ---- fft, complex ---------------------------------------------------------------------------------------
def fft_real_2d(x, z):
    return (jnp.fft.rfft(x, axis=0), jnp.fft.irfft(jnp.fft.rfft(x[0]), n=8), jnp.fft.fft2(z), jnp.fft.ifft2(z),
            jnp.fft.rfft2(x), jnp.abs(jnp.fft.fftshift(jnp.fft.fft(x[1]))), jnp.fft.irfft(z[0], n=6))


def complex_ops(z, w, r):
    c = lax.complex(r, r * 2)
    return (z * w, jnp.abs(z), jnp.angle(z), jnp.exp(z), jnp.log(w), jnp.sqrt(z), z.conj() * c, jnp.real(z) + jnp.imag(w),
            (z * w).sum(), z ** 2, jnp.abs(z - w) < 1.0, z / (jnp.abs(w) + 1.0))


# ---- integers, bits, floats -----------------------------------------------------------------------------
def small_int_arith(a8, u8, a16, u16):
    return (a8 + a8, a8 * jnp.int8(3), a8 // jnp.int8(3), a8 % jnp.int8(-4), -a8, jnp.abs(a8),
            u8 + jnp.uint8(200), u8 * u8, u8 // jnp.uint8(7), u8 >> jnp.uint8(2), u8 << jnp.uint8(3),
            a16 * a16, a16 >> 3, a16 << 5, lax.shift_right_logical(a16, jnp.int16(4)),
            u16 + u16, u16 * jnp.uint16(300), u16 >> jnp.uint16(9), (u16 // jnp.uint16(13)),
            a8.astype(jnp.uint16), u16.astype(jnp.int8), a16.astype(jnp.uint8), jnp.maximum(a8, jnp.int8(-3)),
            a8.astype(jnp.float32), u16.astype(jnp.float16))


def bitcast_popcount(x, i, u8, h):
    return (lax.bitcast_convert_type(x, jnp.uint32), lax.bitcast_convert_type(i, jnp.float32),
            lax.bitcast_convert_type(x, jnp.uint16), lax.bitcast_convert_type(h, jnp.int16),
            lax.bitcast_convert_type(u8.reshape(-1, 4), jnp.int32),
            lax.population_count(u8), lax.population_count(i), lax.clz(u8), lax.clz(i.astype(jnp.int16)),
            lax.population_count(i.astype(jnp.uint16)), lax.bitcast_convert_type(x, jnp.int32) >> 23 & 0xFF)


def reduce_precision_nextafter(x, y):
    return (lax.reduce_precision(x, 8, 7), lax.reduce_precision(x, 5, 2), lax.reduce_precision(x, 4, 3),
            jnp.nextafter(x, y), jnp.nextafter(x, jnp.float32(np.inf)), jnp.spacing(x),
            lax.reduce_precision(x * 1e5, 5, 10), jnp.frexp(x)[0], jnp.frexp(x)[1], jnp.ldexp(x, jnp.int32(3)))


def half_mixed(a, b):
    h, g = a.astype(jnp.float16), b.astype(jnp.bfloat16)
    return (h + g, h * 2 + 1, g / 3, jnp.sum(h, axis=0), jnp.max(g, axis=1), (h @ h.T).astype(jnp.float32),
            jnp.tanh(g), jnp.exp(h * 0.1), h.astype(jnp.bfloat16), g.astype(jnp.float16), jnp.mean(g),
            jnp.where(h > 0, h, g.astype(jnp.float16)), jax.nn.softmax(h, axis=-1))


def f64_linear(a, b, n):
    return (a @ b, jnp.cumprod(a, axis=1), jnp.log(jnp.abs(a) + 1.0), a.sum(0) / 3.0, jnp.exp(-a * a),
            n * n + n // 3, (n >> 5).astype(jnp.float64), a.astype(jnp.float32), jnp.float64(1e300) * a[0],
            jnp.sqrt(jnp.abs(b)), n.astype(jnp.uint64) * 3)


def dtype_promotion(i8, u8, i32, f16):
    return (i8 + u8, u8 * 2, i8 * 2.5, f16 + 1, f16 + i8, i32 + 1.5, u8 + True, i8 / u8.astype(jnp.int8).clip(1),
            jnp.float32(2.0) * f16, i32 // 2.0, u8.astype(jnp.uint32) - jnp.uint32(3), (i8 > 0) + (u8 > 100),
            i32 * jnp.int8(3), f16.astype(jnp.bfloat16) + jnp.bfloat16(1))


# ---- random ---------------------------------------------------------------------------------------------
def random_distributions(key_data, logits):
    k = jax.random.wrap_key_data(key_data, impl="threefry2x32")
    ks = jax.random.split(k, 6)
    return (jax.random.normal(ks[0], (3, 4)), jax.random.uniform(ks[1], (5,), minval=-2.0, maxval=3.0),
            jax.random.categorical(ks[2], logits, axis=-1), jax.random.permutation(ks[3], 8),
            jax.random.bernoulli(ks[4], 0.3, (6,)), jax.random.choice(ks[5], 10, (4,), replace=False),
            jax.random.randint(ks[0], (5,), -5, 5, dtype=jnp.int8), jax.random.truncated_normal(ks[1], -1.0, 1.0, (4,)),
            jax.random.key_data(jax.random.fold_in(k, 7)))


def random_rbg(key_data):
    k = jax.random.wrap_key_data(key_data, impl="rbg")
    k1, k2 = jax.random.split(k)
    u = jax.random.wrap_key_data(key_data, impl="unsafe_rbg")
    return (jax.random.uniform(k1, (4, 3)), jax.random.normal(k2, (5,)), jax.random.bits(k1, (6,)),
            jax.random.uniform(u, (3,)), jax.random.randint(k2, (4,), 0, 100))


# ---- models ---------------------------------------------------------------------------------------------
def _layernorm(x, g, b, eps=1e-6):
    m = x.mean(-1, keepdims=True)
    v = jnp.var(x, -1, keepdims=True)
    return (x - m) / jnp.sqrt(v + eps) * g + b


def _mha(x, wq, wk, wv, wo, heads, bias=None):
    b, t, d = x.shape
    hd = d // heads
    split = lambda y: y.reshape(b, t, heads, hd).transpose(0, 2, 1, 3)
    q, k, v = split(x @ wq), split(x @ wk), split(x @ wv)
    s = q @ k.transpose(0, 1, 3, 2) / jnp.sqrt(jnp.float32(hd))
    if bias is not None:
        s = s + bias
    causal = jnp.tril(jnp.ones((t, t), bool))
    s = jnp.where(causal[None, None], s, jnp.finfo(jnp.float32).min)
    p = jax.nn.softmax(s, axis=-1)
    return (p @ v).transpose(0, 2, 1, 3).reshape(b, t, d) @ wo, p


def causal_attention_mh(x, wq, wk, wv, wo, bias):
    return _mha(x, wq, wk, wv, wo, 4, bias)


def transformer_block(x, wq, wk, wv, wo, w1, w2, g1, g2):
    h, _ = _mha(_layernorm(x, g1, 0.0), wq, wk, wv, wo, 2)
    x = x + h
    y = jax.nn.gelu(_layernorm(x, g2, 0.0) @ w1) @ w2
    return x + y


def layernorm_residual(x, w, g, b):
    for _ in range(3):
        x = x + jax.nn.relu(_layernorm(x, g, b) @ w)
    return x, _layernorm(x, g, b).std(-1)


def softmax_xent_int(logits, labels, mask):
    lse = jax.nn.logsumexp(logits, axis=-1)
    picked = jnp.take_along_axis(logits, labels[:, None], axis=-1)[:, 0]
    loss = lse - picked
    smooth = -(jax.nn.log_softmax(logits) * (0.9 * jax.nn.one_hot(labels, logits.shape[-1]) + 0.1 / logits.shape[-1])).sum(-1)
    acc = (jnp.argmax(logits, -1) == labels).astype(jnp.float32)
    return (loss * mask).sum() / mask.sum(), smooth, acc.mean(), jax.grad(lambda l: (lse - picked).mean() + 0 * l.sum())(logits)


# ---- added after the first 45: special functions, more random, remat, misc library code -------
def special_functions(x, p):
    sp = jax.scipy.special
    ax = jnp.abs(x) + 0.5
    return (sp.gammaln(ax), sp.digamma(ax), sp.erfinv(p * 2 - 1), sp.xlogy(ax, ax), sp.xlog1py(x, p), sp.entr(p),
            sp.i0e(x), sp.i1e(x), sp.ndtr(x), sp.ndtri(p), sp.logit(p), sp.expit(x), sp.betaln(ax, ax + 1),
            jnp.arccosh(ax + 1), jnp.arctanh(p - 0.5), jnp.arcsin(p), jnp.arccos(p - 0.5), sp.erfc(x))


def random_more(key_data):
    k = jax.random.wrap_key_data(key_data, impl="threefry2x32")
    ks = jax.random.split(k, 8)
    return (jax.random.gamma(ks[0], 2.5, (4,)), jax.random.poisson(ks[1], 3.0, (5,)), jax.random.beta(ks[2], 2.0, 3.0, (3,)),
            jax.random.exponential(ks[3], (4,)), jax.random.laplace(ks[4], (3,)), jax.random.gumbel(ks[5], (3,)),
            jax.random.dirichlet(ks[6], jnp.array([1.0, 2.0, 3.0])), jax.random.logistic(ks[7], (2,)),
            jax.random.cauchy(ks[0], (2,)))


def remat_mlp_grad(x, w1, w2):
    @jax.checkpoint
    def block(h, w):
        return jnp.tanh(h @ w)
    def loss(ws):
        return (block(block(x, ws[0]), ws[1]) ** 2).sum()
    return jax.grad(loss)((w1, w2))


def sort_multikey(a, b, c):
    s = lax.sort((a, b, c), num_keys=2)
    return (s[0], s[1], s[2], jnp.sort(b.astype(jnp.int8)), jnp.sort(c.astype(jnp.bfloat16)), jnp.sort(a > 0),
            lax.sort(c.astype(jnp.float16), is_stable=True), jnp.lexsort((a, b)))


def reduce_custom(x, i):
    def red(acc, el):
        (m, mi, s), (v, vi, w) = acc, el
        better = v > m
        return jnp.where(better, v, m), jnp.where(better, vi, mi), s + w
    init = (jnp.float32(-jnp.inf), jnp.int32(-1), jnp.float32(0))
    m, mi, s = lax.reduce((x, i, x * x), init, red, (1,))
    pr = lax.reduce(x, jnp.float32(2.0), lax.mul, (0,))
    andr = lax.reduce(x > 0, True, lax.bitwise_and, (1,))
    return m, mi, s, pr, andr


def associative_scans(x):
    return (lax.associative_scan(jnp.add, x, axis=1), lax.associative_scan(jnp.maximum, x, reverse=True),
            lax.associative_scan(lambda a, b: (a[0] * b[0], a[1] * b[0] + b[1]), (x * 0.5, x), axis=1)[1])


def signal_convolve(x, k, img, ker):
    return (jnp.convolve(x, k), jnp.convolve(x, k, mode="same"), jnp.correlate(x, k, mode="valid"),
            jax.scipy.signal.convolve2d(img, ker, mode="same"), jax.scipy.signal.correlate2d(img, ker, mode="full"))


def image_resize(img):
    return (jax.image.resize(img, (6, 8, 2), "bilinear"), jax.image.resize(img, (2, 3, 2), "nearest"),
            jax.image.resize(img, (5, 7, 2), "cubic"), jax.image.resize(img, (2, 2, 2), "linear", antialias=True))


def int_number_theory(a, b):
    return (jnp.gcd(a, b), jnp.lcm(a, b), jnp.power(a, 3), jnp.power(jnp.abs(b), jnp.array(5, jnp.int32)),
            jnp.floor_divide(a, jnp.where(b == 0, 1, b)), jnp.mod(a, jnp.where(b == 0, 7, b)),
            jnp.divmod(a.astype(jnp.float32), 2.5)[0], jnp.divmod(a.astype(jnp.float32), -2.5)[1], jnp.left_shift(a, 2),
            jnp.bitwise_count(a), jnp.invert(b))


def histogram_interp(x, xp, fp, ids):
    h, edges = jnp.histogram(x, bins=5, range=(-2.0, 2.0))
    return (h, edges, jnp.interp(x, xp, fp), jnp.polyval(jnp.array([1.0, -2.0, 0.5]), x), jnp.bincount(ids, length=6),
            jnp.diff(x), jnp.diff(x, n=2), jnp.ediff1d(xp), jnp.trapezoid(fp, xp), jnp.cross(x[:3], x[3:6]))


def complex_matmul(a, b):
    return a @ b, jnp.einsum("ij,kj->ik", a, b.conj().T), (a * 1j).sum(0), jnp.abs(a @ b).max(), jnp.vdot(a[0], b[:, 0])


def int64_bits(a, s):
    u = a.astype(jnp.uint64)
    return (u >> s.astype(jnp.uint64), u << (s.astype(jnp.uint64) % 64), lax.population_count(a), lax.clz(u), a >> 60,
            lax.shift_right_logical(a, s), a ^ (a >> 3), (u * jnp.uint64(0x9E3779B97F4A7C15)), u // jnp.uint64(7),
            a.astype(jnp.int32), u.astype(jnp.float32))


def f64_special(x):
    return (jax.scipy.special.erf(x), jax.scipy.special.gammaln(jnp.abs(x) + 1), jnp.log1p(x * 1e-10), jnp.expm1(x * 1e-10),
            jnp.tanh(x), jnp.arctan2(x, 1 - x), jax.nn.logsumexp(x), jnp.cbrt(x), jnp.exp2(x), x.astype(jnp.float16))


def nan_reductions(x):
    return (jnp.nanmean(x, 0), jnp.nanvar(x, 1), jnp.nanstd(x), jnp.nanprod(x, 0), jnp.nancumsum(x, 1), jnp.nanmin(x),
            jnp.nanmax(x, 1), jnp.nanpercentile(x, 50.0, axis=1), jnp.nanargmin(x, 1))


def nested_loops(x, n):
    def outer(i, acc):
        inner = lax.fori_loop(0, i + 1, lambda j, a: a + jnp.sin(a) * 0.1, acc)
        return lax.cond(i % 2 == 0, lambda v: v * 0.9, lambda v: v + 1.0, inner)
    def scan_body(c, xi):
        c = lax.while_loop(lambda s: s[0] < n, lambda s: (s[0] + 1, s[1] * 0.5 + xi), (jnp.int32(0), c))[1]
        return c, c.sum()
    y = lax.fori_loop(0, 4, outer, x)
    c, ys = lax.scan(scan_body, x, jnp.stack([x, x * 2, -x]))
    return y, c, ys


def partition_ops(x):
    return (jnp.partition(x, 2, axis=1)[:, :2], jnp.sort(jnp.partition(x, 3, axis=0)[:3], 0),
            jnp.sort(x, axis=None)[-4:], jnp.flip(jnp.sort(x, 0), 0))


def optax_like_adam(w, g, m, v, step):
    b1, b2, lr, eps = 0.9, 0.999, 1e-2, 1e-8
    m = b1 * m + (1 - b1) * g
    v = b2 * v + (1 - b2) * g * g
    t = step.astype(jnp.float32) + 1
    mh, vh = m / (1 - b1 ** t), v / (1 - b2 ** t)
    gn = jnp.sqrt((g * g).sum())
    clip = jnp.minimum(1.0, 1.0 / (gn + 1e-6))
    return w - lr * clip * mh / (jnp.sqrt(vh) + eps), m, v, gn


def half_transcendental(x):
    """Mixed-precision model code: gelu / erf / atan2 / cbrt / asinh / isnan computed in bf16 and f16."""
    b, h = x.astype(jnp.bfloat16), x.astype(jnp.float16)
    return (jax.nn.gelu(b, approximate=False), jax.scipy.special.erf(h), jnp.arctan2(b, b + 1), jnp.cbrt(h),
            jnp.arcsinh(b), jnp.arctan(h), jnp.sinh(h), jnp.isnan(b), jnp.isfinite(h / (h - h)), jnp.arccos(jnp.clip(h, -1, 1)),
            jax.nn.softplus(b), jnp.log1p(jnp.abs(h)), jnp.expm1(b))


# ---- attributes and types the earlier programs do not use ------------------------------------------
def dot_precision(a, b):
    return (lax.dot(a, b, precision=lax.Precision.HIGHEST), lax.dot(a, b, precision=lax.DotAlgorithmPreset.F32_F32_F32),
            jnp.einsum("ij,jk->ik", a, b, precision="highest", preferred_element_type=jnp.float32))


def dot_algorithm_bf16(a, b):
    return lax.dot(a, b, precision=lax.DotAlgorithmPreset.BF16_BF16_F32)


def float8_int4(x, n):
    # Conversions only: XLA's CPU int4 arithmetic wraps or not depending on fusion (jnp.int4(-8) * 2
    # gives -16 when converted to int8 in the same fusion, 0 when materialized as int4).
    e4, e5 = x.astype(jnp.float8_e4m3fn), x.astype(jnp.float8_e5m2)
    i4 = n.astype(jnp.int4)
    return (e4.astype(jnp.float32), e5.astype(jnp.float32), (e4.astype(jnp.float32) * 2).astype(jnp.float8_e4m3fn).astype(jnp.float16),
            i4.astype(jnp.int32), i4.astype(jnp.float32), (n & 7).astype(jnp.uint4).astype(jnp.int8))


def dot_product_attention(q, k, v, bias):
    return (jax.nn.dot_product_attention(q, k, v, is_causal=True), jax.nn.dot_product_attention(q, k, v, bias=bias),
            jax.nn.dot_product_attention(q, k, v, scale=0.5, query_seq_lengths=jnp.array([3], jnp.int32),
                                         key_value_seq_lengths=jnp.array([2], jnp.int32)))


def special_series(x):
    sp = jax.scipy.special
    a = jnp.abs(x) + 1
    return (sp.polygamma(1, a), sp.zeta(a + 1, 1.0), sp.gammainc(a, a * 0.8), sp.gammaincc(a, a * 1.2), sp.betainc(2.0, 3.0, a / (a + 2)))


def select_n_map(i, x, m):
    return lax.select_n(i, x, x * 2, -x), lax.select_n(x > 0, x, m[0]), lax.map(lambda r: r.sum() * r, m), lax.map(jnp.cumsum, m, batch_size=2)


def conv_mixed_types(x, w, xi, wi):
    return (lax.conv_general_dilated(x.astype(jnp.bfloat16), w.astype(jnp.bfloat16), (1, 1), "SAME", preferred_element_type=jnp.float32),
            lax.conv_general_dilated(xi, wi, (1, 1), "VALID", preferred_element_type=jnp.int32),
            lax.conv_general_dilated(x.astype(jnp.float16), w.astype(jnp.float16), (2, 2), "SAME"))


def avgpool_grad(x):
    pool = lambda x: lax.reduce_window(x, 0.0, lax.add, (1, 3, 3, 1), (1, 2, 2, 1), "SAME") / 9.0
    g = jax.grad(lambda x: (pool(x) * jnp.arange(pool(x).size, dtype=jnp.float32).reshape(pool(x).shape)).sum())(x)
    mg = jax.grad(lambda x: lax.reduce_window(x, -jnp.inf, lax.max, (1, 3, 3, 1), (1, 2, 2, 1), "SAME").sum())(x)
    return g, mg


def fftn_hfft(z, x):
    return jnp.fft.fftn(z), jnp.fft.ifftn(z, axes=(0, 2)), jnp.fft.hfft(z[0, 0]), jnp.fft.ihfft(x), jnp.fft.rfftn(x.reshape(2, 4))


def barrier_composite(x):
    a, b = lax.optimization_barrier((x, x * 2))
    c = lax.composite(lambda v: jnp.tanh(v) * 2, name="my.tanh2")(a)
    return a + b, c


def sort3d_int_scans(x, n):
    return (jnp.sort(x, axis=0), jnp.argsort(x, axis=1), jnp.cumsum(n, 0), jnp.cumprod(n % 3 + 1, 1), lax.cummax(n, 1),
            lax.cummin(n, 0, reverse=True))


_MASK = np.tril(np.ones((48, 48), bool))
_TABLE = np.random.default_rng(77).standard_normal((48, 48)).astype(np.float32)


def captured_constants(x):
    """NumPy arrays closed over by the traced function: large ones are printed as hex blobs
    (bools one byte per element by JAX's MLIR). HALF tolerance: XLA skips the bf16 rounding of a
    product converted straight back to f32."""
    s = jnp.where(_MASK, x @ _TABLE, -1e9)
    pos = np.arange(48 * 48).reshape(48, 48) % 7 == 0
    return (jax.nn.softmax(s, -1), jnp.where(pos, x, 0.0).sum(0), (x.astype(jnp.bfloat16) * jnp.asarray(_TABLE, jnp.bfloat16)).astype(jnp.float32),
            (np.arange(48 * 48, dtype=np.int8).reshape(48, 48) * (x > 0)).sum(1))


def vmap_scatter_sort(x, i, v, n):
    add = jax.vmap(lambda r, j, u: r.at[j].add(u))(x, i, v)
    mx = jax.vmap(lambda r, j, u: r.at[j].max(u, mode="drop"))(x, i, v)
    order = jax.vmap(jnp.argsort)(x)
    counts = jax.vmap(lambda k: lax.while_loop(lambda c: c[0] < k, lambda c: (c[0] + 1, c[1] * 2.0), (0, 1.0))[1])(n)
    return add, mx, order, counts


def grad_through_control_flow(x, w, idx):
    def scan_loss(w):
        h, ys = lax.scan(lambda h, xi: (jnp.tanh(h * w + xi), h.sum()), jnp.zeros(3), x)
        return ys.sum() + (h ** 2).sum()
    def fori_loss(w):
        return lax.fori_loop(0, 4, lambda i, h: jnp.sin(h * w) + h, x[0]).sum()
    def cond_loss(w):
        return lax.cond(w.sum() > 0, lambda w: (w ** 3).sum(), lambda w: jnp.exp(w).sum(), w)
    def gather_loss(xv):
        return (jnp.take_along_axis(xv, idx, axis=1) ** 2).sum() + jnp.sort(xv, axis=1)[:, -1].sum()
    hess = jax.hessian(lambda w: (jnp.tanh(w) * w[::-1]).sum())(w)
    primal, tangent = jax.jvp(lambda w: jnp.cumsum(jnp.sin(w)), (w,), (jnp.ones_like(w),))
    return (jax.grad(scan_loss)(w), jax.grad(fori_loss)(w), jax.grad(cond_loss)(w), jax.grad(gather_loss)(x),
            hess, primal, tangent, jax.grad(lambda x: jax.nn.logsumexp(x) + jnp.linalg.norm(x))(x))


def cases(rng, tol):
    EXACT, F32, LOOSE, HALF = tol["EXACT"], tol["F32"], tol["LOOSE"], tol["HALF"]
    f32 = lambda *s: rng.standard_normal(s).astype(np.float32)
    ints = lambda lo, hi, dt, *s: rng.integers(lo, hi, s).astype(dt)
    cplx = lambda *s: (rng.standard_normal(s) + 1j * rng.standard_normal(s)).astype(np.complex64)
    spd = f32(5, 5)
    spd = spd @ spd.T + 5 * np.eye(5, dtype=np.float32)
    nan_m = f32(4, 5)
    nan_m[1, 2] = np.nan
    nan_m[3, :] = np.nan
    nan_m[0, 4] = np.nan
    nan_m[2, 0] = np.inf
    with_nan = f32(4, 5)
    with_nan[2, 1] = np.nan
    near = np.array([1.0, -1.0, 0.0, -0.0, 3.5, 1e-3, -2.25, 65504.0, 1e30, -7.0], np.float32)
    return {
        "b2_cholesky_solve": (cholesky_solve, [spd, f32(5)], LOOSE, False),
        "b2_gauss_jordan_inverse": (gauss_jordan_inverse, [f32(4, 4) + 3 * np.eye(4, dtype=np.float32)], LOOSE, False),
        "b2_triangular_ops": (triangular_ops, [f32(4, 4), f32(4, 3)], F32, False),
        "b2_nn_activations": (nn_activations, [f32(3, 7) * 2], F32, False),
        "b2_nn_normalize": (nn_normalize, [f32(4, 6), np.array([0, 5, 2, 6], np.int32)], F32, False),
        "b2_cumulative_axes": (cumulative_axes, [f32(3, 4, 5), ints(-50, 50, np.int32, 6, 2)], LOOSE, False),
        "b2_argsort_searchsorted": (argsort_searchsorted, [np.round(f32(4, 6) * 2), np.array([-2.0, -1.0, 0.0, 0.5, 0.5, 3.0], np.float32),
                                                          np.array([-3.0, -1.0, 0.25, 0.5, 4.0, 0.0, 2.9], np.float32)], EXACT, False),
        "b2_unique_topk": (unique_topk, [np.array([3, 1, 3, 7, 1, 1, -2, 9, 7, 3], np.int32), f32(3, 6)], EXACT, False),
        "b2_median_percentile": (median_percentile, [f32(5, 6)], F32, False),
        "b2_argminmax_nan": (argminmax_nan, [nan_m], EXACT, False),
        "b2_bool_reductions": (bool_reductions, [rng.integers(0, 2, (4, 5)).astype(bool), f32(4, 5)], F32, False),
        "b2_where_clip_broadcast": (where_clip_broadcast, [with_nan, f32(4, 1), f32(1, 5), np.float32(-0.5)], EXACT, False),
        "b2_pad_modes": (pad_modes, [f32(3, 4)], F32, False),
        "b2_roll_tile_repeat": (roll_tile_repeat, [f32(4, 5), np.array([1, 0, 3, 2], np.int32)], EXACT, False),
        "b2_take_modes": (take_modes, [f32(4, 5), np.array([0, -1, 4, 7, -6, 2], np.int32)], EXACT, False),
        "b2_gather_scatter_modes": (gather_scatter_modes, [f32(5, 3), np.array([4, -1, 1, 9, 1], np.int32), f32(5, 3)], EXACT, False),
        "b2_segment_ops": (segment_ops, [f32(8, 2), np.array([0, 4, 2, 2, 7, 0, -1, 4], np.int32)], F32, False),
        "b2_dus_loop": (dus_loop, [f32(5, 4), np.array([7, 0, 3, 5, 9], np.int32)], EXACT, False),
        "b2_linspace_arange": (linspace_arange, [], F32, False),
        "b2_einsum_contractions": (einsum_contractions, [f32(2, 8), f32(2, 8), f32(8, 8)], LOOSE, False),
        "b2_batched_matmul_bcast": (batched_matmul_bcast, [f32(2, 1, 3, 4), f32(5, 4, 2), f32(4)], LOOSE, False),
        "b2_conv2d_transpose": (conv2d_transpose, [f32(1, 4, 3, 2), f32(3, 3, 2, 3)], LOOSE, False),
        "b2_conv_groups_grad": (conv_groups_grad, [f32(2, 3, 5, 5), f32(6, 1, 3, 3)], LOOSE, False),
        "b2_pooling_padded": (pooling_padded, [f32(2, 7, 6, 3)], F32, False),
        "b2_scan_multi_dtype": (scan_multi_dtype, [f32(6, 3), rng.integers(0, 2, 6).astype(bool)], HALF, False),
        "b2_while_tuple_state": (while_tuple_state, [f32(5), np.int32(12)], F32, False),
        "b2_nested_switch_0": (nested_cond_switch, [np.int32(0), f32(4)], F32, False),
        "b2_nested_switch_1": (nested_cond_switch, [np.int32(1), f32(4)], F32, False),
        "b2_nested_switch_2": (nested_cond_switch, [np.int32(9), f32(4)], F32, False),
        "b2_vmap_small": (vmap_small, [f32(4, 5), f32(4, 3), f32(5, 3)], F32, False),
        "b2_mlp_tanh_sigmoid_grad": (mlp_tanh_sigmoid_grad, [f32(6, 4), rng.integers(0, 2, 6).astype(np.float32), f32(4, 5),
                                                            f32(5), f32(5, 1), f32(1)], LOOSE, False),
        "b2_fft_real_2d": (fft_real_2d, [f32(4, 8), cplx(4, 4)], LOOSE, False),
        "b2_complex_ops": (complex_ops, [cplx(7), cplx(7), f32(7)], F32, False),
        "b2_small_int_arith": (small_int_arith, [np.array([-128, -7, 0, 5, 127, 100, -100, 3], np.int8),
                                                  np.array([0, 1, 100, 255, 128, 7, 200, 33], np.uint8),
                                                  np.array([-32768, -300, 0, 1234, 32767, 255, -1, 9], np.int16),
                                                  np.array([0, 1, 300, 65535, 32768, 4000, 13, 999], np.uint16)], EXACT, False),
        "b2_bitcast_popcount": (bitcast_popcount, [near, np.array([0, 1, -1, 1065353216, 2139095040, -8388608, 42, 7, 255, 1 << 20], np.int32),
                                                    ints(0, 256, np.uint8, 8), f32(6).astype(np.float16)], EXACT, False),
        "b2_reduce_precision_nextafter": (reduce_precision_nextafter, [near, np.array([2.0, -2.0, 1.0, 1.0, 3.5, 0.0, 0.0, np.inf, -1e30, -8.0], np.float32)],
                                          EXACT, False),
        "b2_half_mixed": (half_mixed, [f32(3, 4), f32(3, 4)], HALF, False),
        "b2_f64_linear": (f64_linear, [rng.standard_normal((3, 4)), rng.standard_normal((4, 2)),
                                       np.array([1 << 35, -(1 << 33), 7, -9, 0, 123456789012], np.int64)], (1e-12, 1e-14), True),
        "b2_dtype_promotion": (dtype_promotion, [np.array([-5, 0, 7, 100], np.int8), np.array([3, 0, 250, 99], np.uint8),
                                                 np.array([-7, 8, 2147483000, 1], np.int32), f32(4).astype(np.float16)], HALF, False),
        "b2_random_distributions": (random_distributions, [np.array([0, 7], np.uint32), f32(3, 5)], LOOSE, False),
        "b2_random_rbg": (random_rbg, [np.array([1, 2, 3, 4], np.uint32)], LOOSE, False),
        "b2_causal_attention_mh": (causal_attention_mh, [f32(2, 5, 8), f32(8, 8), f32(8, 8), f32(8, 8), f32(8, 8), f32(1, 4, 5, 5)], LOOSE, False),
        "b2_transformer_block": (transformer_block, [f32(2, 4, 8), f32(8, 8), f32(8, 8), f32(8, 8), f32(8, 8), f32(8, 16) * 0.5,
                                                     f32(16, 8) * 0.5, f32(8), f32(8)], LOOSE, False),
        "b2_layernorm_residual": (layernorm_residual, [f32(3, 6), f32(6, 6) * 0.3, f32(6), f32(6)], LOOSE, False),
        "b2_softmax_xent_int": (softmax_xent_int, [f32(6, 5) * 3, np.array([0, 4, 2, 2, 1, 3], np.int32),
                                                   np.array([1, 1, 0, 1, 1, 0], np.float32)], F32, False),
        # Added after the first 45 (so their inputs stay the same).
        "b2_special_functions": (special_functions, [f32(10), rng.uniform(0.05, 0.95, 10).astype(np.float32)], LOOSE, False),
        "b2_random_more": (random_more, [np.array([3, 99], np.uint32)], LOOSE, False),
        "b2_remat_mlp_grad": (remat_mlp_grad, [f32(3, 4), f32(4, 4), f32(4, 2)], LOOSE, False),
        "b2_sort_multikey": (sort_multikey, [np.round(f32(9)), ints(0, 3, np.int32, 9), f32(9)], EXACT, False),
        "b2_reduce_custom": (reduce_custom, [f32(4, 6), ints(0, 100, np.int32, 4, 6)], F32, False),
        "b2_associative_scans": (associative_scans, [f32(3, 8)], F32, False),
        "b2_signal_convolve": (signal_convolve, [f32(9), f32(3), f32(5, 6), f32(3, 3)], LOOSE, False),
        "b2_image_resize": (image_resize, [f32(4, 5, 2)], LOOSE, False),
        "b2_int_number_theory": (int_number_theory, [np.array([12, -18, 7, 0, 100, -35, 1 << 20, 9], np.int32),
                                                     np.array([18, 12, -3, 5, 0, 14, 6, -9], np.int32)], EXACT, False),
        "b2_histogram_interp": (histogram_interp, [f32(8), np.array([-2.0, -0.5, 0.0, 1.0, 2.5], np.float32), f32(5),
                                                   np.array([0, 5, 2, 2, 3, 5, 5], np.int32)], F32, False),
        "b2_complex_matmul": (complex_matmul, [cplx(3, 4), cplx(4, 2)], LOOSE, False),
        "b2_int64_bits": (int64_bits, [np.array([1, -1, 1 << 62, -(1 << 40) + 7, 0x123456789ABC, 0, 5], np.int64),
                                       np.array([0, 1, 63, 64, 3, 100, 7], np.int64)], EXACT, True),
        "b2_f64_special": (f64_special, [rng.standard_normal(8)], (1e-12, 1e-14), True),
        "b2_nan_reductions": (nan_reductions, [nan_m], F32, False),
        "b2_nested_loops": (nested_loops, [f32(4), np.int32(3)], F32, False),
        "b2_partition_ops": (partition_ops, [f32(5, 6)], EXACT, False),
        "b2_optax_like_adam": (optax_like_adam, [f32(6), f32(6), f32(6) * 0.1, np.abs(f32(6)) * 0.1, np.int32(4)], F32, False),
        "b2_half_transcendental": (half_transcendental, [f32(12)], HALF, False),
        "b2_dot_precision": (dot_precision, [f32(4, 5), f32(5, 3)], LOOSE, False),
        "b2_dot_algorithm_bf16": (dot_algorithm_bf16, [f32(4, 5), f32(5, 3)], LOOSE, False),
        "b2_float8_int4": (float8_int4, [f32(10) * 4, np.array([-8, -3, 0, 1, 5, 7, 2, -1, 4, 6], np.int32)], EXACT, False),
        "b2_dot_product_attention": (dot_product_attention, [f32(1, 4, 2, 8), f32(1, 4, 2, 8), f32(1, 4, 2, 8), f32(1, 2, 4, 4)], LOOSE, False),
        "b2_special_series": (special_series, [f32(6)], LOOSE, False),
        "b2_select_n_map": (select_n_map, [np.array([0, 1, 2, 1, 0], np.int32), f32(5), f32(4, 5)], F32, False),
        "b2_conv_mixed_types": (conv_mixed_types, [f32(1, 2, 5, 5), f32(3, 2, 3, 3), ints(-5, 5, np.int8, 1, 2, 5, 5),
                                                   ints(-3, 3, np.int8, 3, 2, 3, 3)], HALF, False),
        "b2_avgpool_grad": (avgpool_grad, [f32(1, 5, 6, 2)], F32, False),
        "b2_fftn_hfft": (fftn_hfft, [cplx(2, 3, 4), f32(8)], LOOSE, False),
        "b2_barrier_composite": (barrier_composite, [f32(5)], F32, False),
        "b2_sort3d_int_scans": (sort3d_int_scans, [f32(3, 2, 4), ints(-20, 20, np.int32, 3, 4)], EXACT, False),
        "b2_captured_constants": (captured_constants, [f32(48, 48)], HALF, False),
        "b2_vmap_scatter_sort": (vmap_scatter_sort, [f32(4, 5), np.array([0, 4, 9, 2], np.int32), f32(4),
                                                     np.array([0, 3, 1, 5], np.int32)], F32, False),
        "b2_grad_through_control_flow": (grad_through_control_flow, [f32(5, 3), f32(3), np.array([[0, 2], [1, 1], [2, 0], [0, 0], [1, 2]], np.int32)],
                                         LOOSE, False),
    }
