"""Third batch of fresh JAX programs (imported by export.py after batch2.py): model pieces
(recurrent cells, train-mode batch norm, attention variants, mixture of experts), losses and
optimizers, numerical methods written with loops, image ops, jnp functions and lax ops the first
two batches do not use, transformations (vmap / grad / jvp / hessian) combined, and dtypes and
shapes at the edges (f16 / bf16 / f64 / int8 / uint32 / int64 / bool / complex64, size-0 and
size-1 dimensions, rank 0 and rank 5).

`cases(rng, tol)` returns {name: (function, inputs, tolerance, x64)}; its inputs come from the
same random generator after the second batch's, so no earlier input changes.
"""
import numpy as np
import jax, jax.numpy as jnp
from jax import lax


# ---- recurrent cells ----------------------------------------------------------------------------
def lstm_scan(xs, h0, c0, wx, wh, b):
    """An LSTM over a sequence (time major): gates from one fused matmul, split in four."""
    def cell(carry, x):
        h, c = carry
        z = x @ wx + h @ wh + b
        i, f, g, o = jnp.split(z, 4, axis=-1)
        c = jax.nn.sigmoid(f + 1.0) * c + jax.nn.sigmoid(i) * jnp.tanh(g)
        h = jax.nn.sigmoid(o) * jnp.tanh(c)
        return (h, c), h
    (h, c), hs = lax.scan(cell, (h0, c0), xs)
    return h, c, hs


def gru_bidirectional(xs, wz, uz, wr, ur, wh, uh):
    """A GRU run forwards and backwards (scan reverse=True), outputs concatenated per step."""
    def cell(h, x):
        z = jax.nn.sigmoid(x @ wz + h @ uz)
        r = jax.nn.sigmoid(x @ wr + h @ ur)
        n = jnp.tanh(x @ wh + (r * h) @ uh)
        h = (1 - z) * n + z * h
        return h, h
    h0 = jnp.zeros((xs.shape[1], uz.shape[0]), xs.dtype)
    _, fwd = lax.scan(cell, h0, xs)
    _, bwd = lax.scan(cell, h0, xs, reverse=True)
    return jnp.concatenate([fwd, bwd], -1)


def rnn_grad_unroll(xs, w, u):
    """Backprop through time of an Elman RNN, scan with unroll=2, and the loss value."""
    def loss(w, u):
        def step(h, x):
            h = jnp.tanh(h @ w + x @ u)
            return h, (h ** 2).sum()
        _, ys = lax.scan(step, jnp.zeros((xs.shape[1], w.shape[0])), xs, unroll=2)
        return ys.mean()
    return jax.value_and_grad(loss, argnums=(0, 1))(w, u)


# ---- convolutional pieces -------------------------------------------------------------------------
def _batchnorm_train(x, g, b, axes, eps=1e-5):
    m = x.mean(axes, keepdims=True)
    v = x.var(axes, keepdims=True)
    return (x - m) * lax.rsqrt(v + eps) * g + b, m, v


def conv_bn_train_nchw(x, w, g, b, rm, rv):
    """Conv (NCHW / OIHW) + batch norm in train mode with running-stat update + relu."""
    y = lax.conv_general_dilated(x, w, (1, 1), "SAME", dimension_numbers=("NCHW", "OIHW", "NCHW"))
    y, m, v = _batchnorm_train(y, g[None, :, None, None], b[None, :, None, None], (0, 2, 3))
    n = y.shape[0] * y.shape[2] * y.shape[3]
    rm = 0.9 * rm + 0.1 * m.reshape(-1)
    rv = 0.9 * rv + 0.1 * v.reshape(-1) * n / (n - 1)
    return jax.nn.relu(y), rm, rv


def conv_bn_nhwc_grad(x, w, g, b):
    """Gradients of a loss through conv (NHWC) + train-mode batch norm + max pool."""
    def loss(w, g, b):
        y = lax.conv_general_dilated(x, w, (1, 1), "VALID", dimension_numbers=("NHWC", "HWIO", "NHWC"))
        y, _, _ = _batchnorm_train(y, g, b, (0, 1, 2))
        y = lax.reduce_window(jax.nn.relu(y), -jnp.inf, lax.max, (1, 2, 2, 1), (1, 2, 2, 1), "VALID")
        return (y * jnp.arange(y.size, dtype=y.dtype).reshape(y.shape) * 0.01).sum()
    return jax.grad(loss, argnums=(0, 1, 2))(w, g, b)


def conv3d_ndhwc(x, w):
    """3-D convolution (video / volume), strided and padded, then a 3-D average pool."""
    y = lax.conv_general_dilated(x, w, (1, 2, 1), ((1, 1), (0, 1), (1, 0)), dimension_numbers=("NDHWC", "DHWIO", "NDHWC"))
    p = lax.reduce_window(y, 0.0, lax.add, (1, 2, 1, 2, 1), (1, 1, 1, 2, 1), "VALID") / 4.0
    return y, p


def separable_conv(x, dw, pw):
    """Depthwise (feature_group_count = channels) then pointwise 1x1 conv, NHWC, stride 2."""
    c = x.shape[-1]
    y = lax.conv_general_dilated(x, dw, (2, 2), "SAME", feature_group_count=c, dimension_numbers=("NHWC", "HWIO", "NHWC"))
    return lax.conv_general_dilated(jax.nn.relu6(y), pw, (1, 1), "VALID", dimension_numbers=("NHWC", "HWIO", "NHWC"))


def conv_dilated_grouped(x, w, wb):
    """rhs_dilation with feature_group_count > 1, and a batch_group_count conv."""
    a = lax.conv_general_dilated(x, w, (1, 1), "SAME", rhs_dilation=(2, 1), feature_group_count=2)
    b = lax.conv_general_dilated(x, wb, (2, 1), "VALID", batch_group_count=2)
    return a, b


def conv_transpose_nchw_upsample(x, w):
    """Decoder block: conv_transpose (NCHW, stride 2), nearest upsample, strided max pool."""
    y = lax.conv_transpose(x, w, (2, 2), "SAME", dimension_numbers=("NCHW", "OIHW", "NCHW"))
    up = jnp.repeat(jnp.repeat(x, 2, axis=2), 2, axis=3)
    pool = lax.reduce_window(y, -jnp.inf, lax.max, (1, 1, 3, 3), (1, 1, 3, 2), ((0, 0), (0, 0), (1, 1), (0, 1)))
    return y, up, pool


def reduce_window_base_dilation(x):
    """reduce_window with base (lhs) dilation and window dilation, as XLA's pooling gradients use."""
    a = lax.reduce_window(x, 0.0, lax.add, (2, 2), (1, 1), "VALID", base_dilation=(2, 1))
    b = lax.reduce_window(x, -jnp.inf, lax.max, (2, 3), (2, 1), ((1, 0), (1, 1)), base_dilation=(1, 2), window_dilation=(1, 2))
    c = lax.reduce_window(x, 1.0, lax.mul, (3, 1), (1, 2), "SAME", base_dilation=(3, 2))
    return a, b, c


def image_ops(img, u8):
    """Resize with scale_and_translate, lanczos3, gaussian blur by separable conv, histogram equalization."""
    r1 = jax.image.resize(img, (7, 3), "lanczos3")
    r2 = jax.image.scale_and_translate(img, (6, 6), (0, 1), jnp.array([1.5, 1.2]), jnp.array([0.5, -0.25]), "linear")
    k = jnp.array([0.25, 0.5, 0.25])
    blur = jax.scipy.signal.convolve(jax.scipy.signal.convolve(img, k[:, None], mode="same"), k[None, :], mode="same")
    hist = jnp.bincount(u8.reshape(-1), length=256)
    cdf = jnp.cumsum(hist)
    cmin = cdf[jnp.argmax(cdf > 0)]
    lut = jnp.round((cdf - cmin) / jnp.maximum(cdf[-1] - cmin, 1) * 255).astype(jnp.uint8)
    return r1, r2, blur, lut[u8]


# ---- attention variants, mixture of experts, norms ----------------------------------------------------
def gqa_rope_attention(x, wq, wk, wv):
    """Grouped-query attention (4 query heads sharing 2 kv heads) with rotary position embeddings."""
    b, t, d = x.shape
    hq, hk, hd = 4, 2, d // 4
    q = (x @ wq).reshape(b, t, hq, hd)
    k = (x @ wk).reshape(b, t, hk, hd)
    v = (x @ wv).reshape(b, t, hk, hd)
    pos = jnp.arange(t, dtype=jnp.float32)[:, None]
    inv = 1.0 / (10000 ** (jnp.arange(0, hd, 2, dtype=jnp.float32) / hd))
    ang = pos * inv
    cos, sin = jnp.cos(ang)[None, :, None, :], jnp.sin(ang)[None, :, None, :]

    def rope(z):
        z1, z2 = z[..., ::2], z[..., 1::2]
        return jnp.stack([z1 * cos - z2 * sin, z1 * sin + z2 * cos], -1).reshape(z.shape)

    q, k = rope(q), rope(k)
    q = q.reshape(b, t, hk, hq // hk, hd)
    s = jnp.einsum("btgrd,bsgd->bgrts", q, k) / np.float32(np.sqrt(hd))
    s = jnp.where(jnp.tril(jnp.ones((t, t), bool)), s, -jnp.inf)
    o = jnp.einsum("bgrts,bsgd->btgrd", jax.nn.softmax(s, -1), v)
    return o.reshape(b, t, d)


def alibi_padding_attention(q, k, v, lengths):
    """ALiBi linear position biases per head plus a key padding mask from per-example lengths."""
    b, h, t, d = q.shape
    slopes = 2.0 ** (-8.0 * jnp.arange(1, h + 1, dtype=jnp.float32) / h)
    rel = jnp.arange(t)[None, :] - jnp.arange(t)[:, None]
    bias = slopes[:, None, None] * rel[None].astype(jnp.float32)
    s = jnp.einsum("bhqd,bhkd->bhqk", q, k) / np.float32(np.sqrt(d)) + bias[None]
    keep = jnp.arange(t)[None, :] < lengths[:, None]
    s = jnp.where(keep[:, None, None, :], s, jnp.finfo(jnp.float32).min)
    p = jax.nn.softmax(s, -1)
    return jnp.einsum("bhqk,bhkd->bhqd", p, v), p.max(-1)


def moe_top2(x, wg, we1, we2):
    """Top-2 mixture-of-experts routing: gate softmax, top_k, one_hot dispatch, expert einsums."""
    logits = x @ wg
    vals, idx = lax.top_k(logits, 2)
    gates = jax.nn.softmax(vals, -1)
    dispatch = jax.nn.one_hot(idx, wg.shape[1])
    combine = jnp.einsum("tk,tke->te", gates, dispatch)
    h = jax.nn.gelu(jnp.einsum("td,edf->tef", x, we1))
    y = jnp.einsum("tef,efd->ted", h, we2)
    out = jnp.einsum("te,ted->td", combine, y)
    load = dispatch.sum((0, 1)) / x.shape[0]
    aux = (load * jax.nn.softmax(logits, -1).mean(0)).sum() * wg.shape[1]
    return out, idx, aux


def norms(x, g, b):
    """LayerNorm, RMSNorm, GroupNorm (NHWC, 2 groups), instance norm, L2 normalize."""
    ln = (x - x.mean(-1, keepdims=True)) / jnp.sqrt(x.var(-1, keepdims=True) + 1e-5) * g + b
    rms = x * lax.rsqrt((x * x).mean(-1, keepdims=True) + 1e-6) * g
    n, hh, ww, c = x.shape
    xg = x.reshape(n, hh, ww, 2, c // 2)
    gn = ((xg - xg.mean((1, 2, 4), keepdims=True)) / jnp.sqrt(xg.var((1, 2, 4), keepdims=True) + 1e-5)).reshape(x.shape) * g + b
    inorm = (x - x.mean((1, 2), keepdims=True)) / jnp.sqrt(x.var((1, 2), keepdims=True) + 1e-5)
    l2 = x / jnp.maximum(jnp.linalg.norm(x, axis=-1, keepdims=True), 1e-12)
    return ln, rms, gn, inorm, l2


def dropout_train(key_data, x, w):
    """Dropout with a threefry key (bernoulli mask, inverted scaling) in a 2-layer MLP, two keys."""
    key = jax.random.wrap_key_data(key_data, impl="threefry2x32")
    k1, k2 = jax.random.split(key)
    keep1 = jax.random.bernoulli(k1, 0.8, x.shape)
    h = jnp.where(keep1, x / 0.8, 0.0) @ w
    keep2 = jax.random.bernoulli(k2, 0.5, h.shape)
    return jnp.where(keep2, jax.nn.relu(h) * 2.0, 0.0), keep1.sum()


# ---- losses and optimizers ------------------------------------------------------------------------
def losses(logits, labels, y, t, p, q):
    """Hinge (multi-class), Huber, focal, KL divergence, smooth L1, log-cosh, cosine embedding."""
    n = logits.shape[0]
    correct = logits[jnp.arange(n), labels]
    hinge = jnp.maximum(0.0, 1.0 + logits - correct[:, None]).at[jnp.arange(n), labels].set(0.0).sum(-1).mean()
    d = jnp.abs(y - t)
    huber = jnp.where(d < 1.0, 0.5 * d * d, d - 0.5).mean()
    pt = jax.nn.sigmoid(y)
    tt = (t > 0).astype(jnp.float32)
    focal = -(tt * (1 - pt) ** 2 * jnp.log(pt) + (1 - tt) * pt ** 2 * jnp.log(1 - pt)).mean()
    kl = (p * (jnp.log(p) - jnp.log(q))).sum(-1)
    logcosh = jnp.mean(jnp.logaddexp(y - t, t - y) - jnp.log(2.0))
    cos = (y * t).sum() / (jnp.linalg.norm(y) * jnp.linalg.norm(t))
    return hinge, huber, focal, kl, logcosh, cos


def loss_grads(logits, labels, y, t):
    """Gradients of hinge, Huber (jax.grad through where), focal and label-smoothed cross entropy."""
    def hinge(l):
        n = l.shape[0]
        c = l[jnp.arange(n), labels]
        return jnp.maximum(0.0, 1.0 + l - c[:, None]).sum()
    def huber(y):
        d = y - t
        return jnp.where(jnp.abs(d) < 0.5, 0.5 * d * d, 0.5 * (jnp.abs(d) - 0.25)).sum()
    def focal(y):
        pt = jax.nn.sigmoid(y)
        return -((1 - pt) ** 2 * jax.nn.log_sigmoid(y)).sum()
    def smooth_ce(l):
        oh = jax.nn.one_hot(labels, l.shape[-1]) * 0.9 + 0.1 / l.shape[-1]
        return -(oh * jax.nn.log_softmax(l)).sum()
    return jax.grad(hinge)(logits), jax.grad(huber)(y), jax.grad(focal)(y), jax.grad(smooth_ce)(logits)


def ctc_forward(logp, labels):
    """CTC negative log likelihood: the alpha recursion over time in a scan, in log space."""
    blank = 0
    ext = jnp.stack([jnp.full_like(labels, blank), labels], 1).reshape(-1)
    ext = jnp.concatenate([ext, jnp.array([blank], labels.dtype)])
    s = ext.shape[0]
    same = jnp.concatenate([jnp.array([True, True]), ext[2:] == ext[:-2]])
    neg = jnp.float32(-1e30)
    alpha0 = jnp.full((s,), neg).at[0].set(logp[0, blank]).at[1].set(logp[0, ext[1]])

    def step(alpha, lp):
        a1 = jnp.concatenate([jnp.array([neg]), alpha[:-1]])
        a2 = jnp.where(same, neg, jnp.concatenate([jnp.array([neg, neg]), alpha[:-2]]))
        new = jnp.logaddexp(jnp.logaddexp(alpha, a1), a2) + lp[ext]
        return new, new[-1]

    alpha, tail = lax.scan(step, alpha0, logp[1:])
    return -jnp.logaddexp(alpha[-1], alpha[-2]), tail


def optimizers(w, g, acc, m, step):
    """One step each of RMSprop (with momentum), Adagrad, Lion and SGD with Nesterov + weight decay."""
    lr = 0.01
    sq = 0.9 * acc + 0.1 * g * g
    mom = 0.9 * m + lr * g / jnp.sqrt(sq + 1e-8)
    w_rms = w - mom
    ada = acc + g * g
    w_ada = w - lr * g / (jnp.sqrt(ada) + 1e-10)
    c = 0.9 * m + 0.1 * g
    w_lion = w - lr * (jnp.sign(c) + 0.01 * w)
    m_lion = 0.99 * m + 0.01 * g
    sched = lr * 0.5 * (1 + jnp.cos(jnp.pi * jnp.minimum(step, 100) / 100.0))
    v = 0.9 * m + g + 1e-4 * w
    w_nag = w - sched * (g + 0.9 * v)
    return w_rms, sq, mom, w_ada, ada, w_lion, m_lion, w_nag, sched


def clip_accumulate(gw, gb, scale):
    """Gradient accumulation over micro-batches with fori_loop, global-norm clipping, EMA."""
    grads = {"w": gw, "b": gb}
    def body(i, acc):
        return jax.tree_util.tree_map(lambda a, g: a + g[i] * scale, acc, grads)
    zero = jax.tree_util.tree_map(lambda g: jnp.zeros_like(g[0]), grads)
    acc = lax.fori_loop(0, grads["w"].shape[0], body, zero)
    gn = jnp.sqrt(sum(jnp.sum(x * x) for x in jax.tree_util.tree_leaves(acc)))
    f = jnp.minimum(1.0, 0.5 / (gn + 1e-6))
    clipped = jax.tree_util.tree_map(lambda a: a * f, acc)
    ema = jax.tree_util.tree_map(lambda a, c: 0.99 * a + 0.01 * c, acc, clipped)
    return clipped, ema, gn


# ---- numerical methods ------------------------------------------------------------------------------
def newton_while(a):
    """Cube roots by Newton's method in a while_loop that stops on a tolerance or 50 steps."""
    def cond(s):
        x, i, err = s
        return (err > 1e-6) & (i < 50)
    def body(s):
        x, i, _ = s
        nx = x - (x * x * x - a) / (3 * x * x)
        return nx, i + 1, jnp.max(jnp.abs(nx - x))
    x, i, err = lax.while_loop(cond, body, (jnp.ones_like(a) + jnp.abs(a) / 3, 0, jnp.float32(1.0)))
    return x, i


def horner_bisection(c, lo, hi):
    """Polynomial by Horner (fori_loop over coefficients) and its root by bisection (while_loop)."""
    def horner(x):
        return lax.fori_loop(0, c.shape[0], lambda i, acc: acc * x + c[i], jnp.zeros_like(x))
    def cond(s):
        a, b, k = s
        return (b - a > 1e-5) & (k < 60)
    def body(s):
        a, b, k = s
        mid = 0.5 * (a + b)
        left = jnp.sign(horner(mid)) == jnp.sign(horner(a))
        return jnp.where(left, mid, a), jnp.where(left, b, mid), k + 1
    a, b, k = lax.while_loop(cond, body, (lo, hi, 0))
    return horner(jnp.linspace(-2.0, 2.0, 9)), 0.5 * (a + b), k


def rk4_fori(y0, k):
    """Damped pendulum integrated with classic RK4 (fori_loop, 40 steps) and forward Euler."""
    dt = 0.05
    def f(y):
        return jnp.stack([y[1], -k * y[1] - jnp.sin(y[0])])
    def rk4(i, y):
        k1 = f(y)
        k2 = f(y + 0.5 * dt * k1)
        k3 = f(y + 0.5 * dt * k2)
        k4 = f(y + dt * k3)
        return y + dt / 6 * (k1 + 2 * k2 + 2 * k3 + k4)
    def euler(carry, _):
        y = carry + dt * f(carry)
        return y, y[0]
    return lax.fori_loop(0, 40, rk4, y0), lax.scan(euler, y0, None, length=20)


def f64_ode_quadrature(y0, x):
    """f64: RK4 for y' = -2xy (Gaussian), Simpson and trapezoid quadrature, Kahan-style sum."""
    def step(i, s):
        t, y = s
        h = 0.01
        f = lambda t, y: -2.0 * t * y
        k1 = f(t, y)
        k2 = f(t + h / 2, y + h / 2 * k1)
        k3 = f(t + h / 2, y + h / 2 * k2)
        k4 = f(t + h, y + h * k3)
        return t + h, y + h / 6 * (k1 + 2 * k2 + 2 * k3 + k4)
    t, y = lax.fori_loop(0, 100, step, (jnp.float64(0.0), y0))
    g = jnp.exp(-x * x)
    h = x[1] - x[0]
    simpson = h / 3 * (g[0] + g[-1] + 4 * g[1:-1:2].sum() + 2 * g[2:-1:2].sum())

    def kahan(c, v):
        s, comp = c
        yv = v - comp
        tv = s + yv
        return (tv, (tv - s) - yv), tv
    (ks, _), partial = lax.scan(kahan, (jnp.float64(0), jnp.float64(0)), g * 1e-3)
    return t, y, simpson, jnp.trapezoid(g, x), ks, partial


def assoc_scan_pairs(flags, v, a):
    """associative_scan of pairs: a segmented sum (reset flags) and a first-order linear recurrence."""
    def seg(l, r):
        fl, vl = l
        fr, vr = r
        return fl | fr, jnp.where(fr, vr, vl + vr)
    def lin(l, r):
        al, bl = l
        ar, br = r
        return al * ar, bl * ar + br
    s = lax.associative_scan(seg, (flags, v))[1]
    rec = lax.associative_scan(lin, (a, v), reverse=True)
    return s, rec[0], rec[1], lax.associative_scan(jnp.minimum, v[::-1])


def sparse_segments(vals, cols, rows, x, table, bag):
    """CSR-like sparse matvec (gather + segment_sum), embedding bag mean, k-means assignment step."""
    spmv = jax.ops.segment_sum(vals * x[cols], rows, num_segments=4, indices_are_sorted=True)
    emb = table[bag]
    mask = (bag >= 0)[..., None]
    bag_mean = (emb * mask).sum(1) / jnp.maximum(mask.sum(1), 1)
    pts = table[:6]
    cent = table[6:8]
    d = ((pts[:, None, :] - cent[None]) ** 2).sum(-1)
    assign = jnp.argmin(d, -1)
    sums = jax.ops.segment_sum(pts, assign, num_segments=2)
    cnt = jax.ops.segment_sum(jnp.ones(6), assign, num_segments=2)
    return spmv, bag_mean, assign, sums / jnp.maximum(cnt, 1)[:, None]


# ---- jnp library functions ------------------------------------------------------------------------
def jnp_signal(x, k, ph):
    return (jnp.convolve(x, k, mode="valid"), jnp.correlate(x, k, mode="same"), jnp.correlate(x, k, mode="full"),
            jnp.unwrap(ph), jnp.unwrap(ph, period=4.0), jnp.cumulative_sum(x, include_initial=True),
            jnp.cumulative_prod(k), jnp.ediff1d(x, to_begin=jnp.array([-1.0]), to_end=jnp.array([5.0, 6.0])))


def jnp_products(a, b, v):
    return (jnp.kron(a, b), jnp.outer(v, v[:3]), jnp.vander(v[:4]), jnp.vander(v[:3], 5, increasing=True),
            jnp.tensordot(a, b, 1), jnp.tensordot(a.reshape(2, 3, 1), b.reshape(3, 1, 2), axes=2), jnp.inner(a, b.T),
            jnp.trace(b, offset=1), jnp.trace(a.reshape(2, 3, 1), offset=-1, axis1=1, axis2=0), jnp.diagflat(v[:3], 1),
            jnp.polymul(v[:3], v[3:5]), jnp.polyder(v), jnp.polyint(v[:3]))


def jnp_float_funcs(x, y):
    return (jnp.nan_to_num(x, nan=-1.0, posinf=9.0, neginf=-9.0), jnp.isclose(x, y, rtol=0.1, atol=0.2),
            jnp.isclose(x, x, equal_nan=True), jnp.round(y * 100, 2), jnp.round(y * 1000, -2), jnp.fmod(y, -0.7),
            jnp.remainder(y, -0.7), jnp.heaviside(y, 0.5), jnp.sinc(y), jnp.i0(y), jnp.logaddexp2(y, y * 2),
            jnp.hypot(y, y + 1), jnp.float_power(jnp.abs(y), 1.5), jnp.copysign(y, -y), jnp.fmin(x, y), jnp.fmax(x, y),
            jnp.signbit(y), jnp.deg2rad(y), jnp.rint(y * 3), jnp.trunc(y * 3), jnp.modf(y * 3)[0])


def bits_uint(u8, u16, u32):
    return (jnp.packbits(u8 > 100), jnp.packbits((u8 > 50).reshape(2, 8), axis=1, bitorder="little"), jnp.unpackbits(u8),
            jnp.unpackbits(u8[:3], count=5, bitorder="little"), u16 & jnp.uint16(0xF0F0), u16 | (u16 >> 3), u16 ^ ~u16[::-1],
            jnp.bitwise_left_shift(u32, jnp.uint32(3)), jnp.right_shift(u32, u32 % 32), u32 ^ (u32 >> 16), jnp.invert(u32),
            lax.population_count(u32), lax.population_count(u16), lax.clz(u32), jnp.bitwise_count(u8))


def hash_uint32(x, seed):
    """Integer hashing as in data pipelines: murmur3 finalizer, xorshift32 steps, FNV-1a over bytes."""
    h = x ^ seed
    h = h ^ (h >> 16)
    h = h * jnp.uint32(0x85EBCA6B)
    h = h ^ (h >> 13)
    h = h * jnp.uint32(0xC2B2AE35)
    h = h ^ (h >> 16)

    def xs(i, s):
        s = s ^ (s << 13)
        s = s ^ (s >> 17)
        return s ^ (s << 5)
    bytes_ = lax.bitcast_convert_type(x, jnp.uint8)
    fnv = lax.fori_loop(0, 4, lambda i, a: (a ^ bytes_[:, i].astype(jnp.uint32)) * jnp.uint32(16777619),
                        jnp.full(x.shape, 2166136261, jnp.uint32))
    return h, lax.fori_loop(0, 3, xs, x | 1), fnv, (h % 10).astype(jnp.int32), h.astype(jnp.float32) / 4294967296.0


def sort_search(x, keys, sorter_src, q, m):
    """argpartition, lexsort with three keys, searchsorted with a sorter, 1-arg where with size."""
    sorter = jnp.argsort(sorter_src)
    return (jnp.sort(x[jnp.argpartition(x, 3)[:3]]), jnp.argpartition(m, 1, axis=1)[:, 1:2].shape[0] + jnp.sort(jnp.partition(m, 1, axis=1), 1),
            jnp.lexsort((keys[2], keys[1], keys[0])), jnp.searchsorted(sorter_src, q, sorter=sorter),
            jnp.searchsorted(sorter_src, q, side="right", sorter=sorter), jnp.where(x > 0.5, size=6, fill_value=-1)[0],
            jnp.nonzero(m > 0, size=5)[1], jnp.argwhere(m > 1.0, size=3, fill_value=9), jnp.flatnonzero(x < 0, size=4))


# ---- lax ops directly -------------------------------------------------------------------------------
def lax_int_ops(a8, a16, b16, a64, u32):
    return (lax.shift_right_arithmetic(a8, jnp.int8(3)), lax.shift_right_logical(a8, jnp.int8(2)), lax.rem(a16, b16),
            lax.div(a16, b16), lax.rem(a64, jnp.int64(-7)), lax.div(a64, jnp.int64(-7)), lax.population_count(a8),
            lax.population_count(u32), lax.clz(a64), lax.shift_left(a64, jnp.int64(33)), lax.max(a8, jnp.int8(-100)),
            lax.sign(a16), lax.abs(a8), lax.neg(a16), lax.integer_pow(a16, 3), lax.rem(u32, jnp.uint32(1000)))


def lax_float_ops(x, h, d):
    return (lax.reduce_precision(d, 8, 23), lax.reduce_precision(d, 5, 10), lax.reduce_precision(h, 4, 3),
            lax.cumlogsumexp(x, axis=0, reverse=True), lax.cumlogsumexp(x, axis=1), lax.nextafter(x, -x),
            lax.rem(x, jnp.float32(-1.25)), lax.atan2(h, h * 2 + 1), lax.erf_inv(jnp.clip(x * 0.3, -0.9, 0.9)),
            lax.logistic(h), lax.is_finite(d / (d - d)), lax.exp2(d), lax.tan(d), lax.sqrt(jnp.abs(h)), lax.cbrt(d))


def lax_topk_dynamic(n, x, i, j):
    v, idx = lax.top_k(n, 3)
    dyn = [lax.dynamic_slice(x, (i, j), (2, 3)), lax.dynamic_slice(x, (i * 10, -j), (3, 2)),
           lax.dynamic_update_slice(x, jnp.full((2, 2), 7.0), (i - 9, j + 9)),
           jax.vmap(lambda r, k: lax.dynamic_slice_in_dim(r, k, 3))(x, jnp.array([-2, 0, 1, 4, 9]))]
    return (v, idx, lax.top_k(n.astype(jnp.int8), 2)[0], lax.top_k(-n[0], 4)[1], *dyn)


def lax_gather_modes(x, idx):
    dn = lax.GatherDimensionNumbers(offset_dims=(1,), collapsed_slice_dims=(0,), start_index_map=(0,))
    a = lax.gather(x, idx[:, None], dn, (1, 3), mode=lax.GatherScatterMode.CLIP)
    b = lax.gather(x, idx[:, None], dn, (1, 3), mode=lax.GatherScatterMode.FILL_OR_DROP, fill_value=-5.0)
    dn2 = lax.GatherDimensionNumbers(offset_dims=(), collapsed_slice_dims=(0, 1), start_index_map=(1, 0))
    pts = jnp.stack([idx % 4, idx % 5], -1)
    c = lax.gather(x, pts, dn2, (1, 1), mode=lax.GatherScatterMode.PROMISE_IN_BOUNDS)
    dn3 = lax.GatherDimensionNumbers(offset_dims=(1, 2), collapsed_slice_dims=(), start_index_map=(0, 1))
    d = lax.gather(x, pts, dn3, (2, 2), mode=lax.GatherScatterMode.CLIP)
    return a, b, c, d


def lax_scatter_ops(x, idx, u):
    dn = lax.ScatterDimensionNumbers(update_window_dims=(1,), inserted_window_dims=(0,), scatter_dims_to_operand_dims=(0,))
    i = idx[:, None]
    dn2 = lax.ScatterDimensionNumbers(update_window_dims=(), inserted_window_dims=(0, 1), scatter_dims_to_operand_dims=(0, 1))
    pts = jnp.stack([idx % 5, (idx * 3) % 4], -1)
    return (lax.scatter_mul(x, i, u, dn), lax.scatter_min(x, i, u, dn), lax.scatter_max(x, i, u, dn, mode=lax.GatherScatterMode.FILL_OR_DROP),
            lax.scatter_add(x, pts, u[:, 0], dn2), lax.scatter(x, pts, u[:, 1], dn2, mode=lax.GatherScatterMode.CLIP),
            lax.scatter_apply(x, pts, jnp.exp, dn2, update_shape=(pts.shape[0],)))


def lax_sort_dot(k1, k2, v, a, b):
    """sort along axis 0 with two keys (NaNs among them), stable; dot_general with two batch dims."""
    s = lax.sort((k1, k2, v), dimension=0, is_stable=True, num_keys=2)
    d1 = lax.dot_general(a, b, (((3,), (2,)), ((0, 1), (0, 1))))
    d2 = lax.dot_general(a, b.transpose(2, 0, 3, 1), (((3,), (0,)), ((0, 1), (1, 3))))
    d3 = jnp.einsum("abij,abjk->bak", a, b)
    return (*s, d1, d2, d3)


# ---- control flow, transformations --------------------------------------------------------------------
def cond_vmap_scan(xs, thr):
    """lax.cond inside vmap inside scan (the cond becomes a select), plus a switch under vmap."""
    def step(c, x):
        y = jax.vmap(lambda v, t: lax.cond(v.sum() > t, lambda v: v * 0.5 + c, lambda v: jnp.sin(v) - c, v))(x, thr)
        k = jax.vmap(lambda v: lax.switch(jnp.clip(jnp.floor(v.max() * 2).astype(jnp.int32), 0, 2),
                                          [jnp.cos, lambda z: z * z, jnp.negative], v))(x)
        return c + y.mean(), (y, k)
    return lax.scan(step, jnp.float32(0.0), xs)


def while_pytree(x, n):
    """while_loop with a dict / nested-tuple state carrying different dtypes."""
    init = {"i": jnp.int32(0), "x": x, "hist": jnp.zeros((6,), jnp.float32), "flags": (jnp.bool_(False), jnp.int8(0))}
    def cond(s):
        return (s["i"] < n) & ~s["flags"][0]
    def body(s):
        x = jnp.cos(s["x"]) + 0.1 * s["i"].astype(jnp.float32)
        hist = s["hist"].at[s["i"] % 6].add(x.sum())
        stop = jnp.abs(x).max() > 5.0
        return {"i": s["i"] + 1, "x": x, "hist": hist, "flags": (stop, s["flags"][1] + jnp.int8(3))}
    out = lax.while_loop(cond, body, init)
    vm = jax.vmap(lambda v: lax.while_loop(lambda c: c[1] < 10.0, lambda c: (c[0] + 1, c[1] * 1.5 + 1), (0, v)))(jnp.abs(x))
    return out, vm


def transforms_combo(w, xs, v):
    """vmap of grad, jacfwd / jacrev, hessian, jvp of vmap, vjp, grad of grad, linearize."""
    f = lambda w, x: jnp.tanh(x @ w).sum() + (w ** 2).sum() * 0.1
    per_ex = jax.vmap(jax.grad(f), in_axes=(None, 0))(w, xs)
    g = lambda z: jnp.sin(z) * z[::-1] + jnp.exp(-z * z)
    jf = jax.jacfwd(g)(v)
    jr = jax.jacrev(g)(v)
    hs = jax.hessian(lambda z: (g(z) ** 2).sum())(v)
    _, tan = jax.jvp(jax.vmap(g), (xs,), (jnp.ones_like(xs),))
    _, vjp = jax.vjp(g, v)
    d2 = jax.vmap(jax.grad(jax.grad(lambda s: jnp.sin(s) * s ** 3)))(v)
    _, lin = jax.linearize(g, v)
    return per_ex, jf, jr, hs, tan, vjp(v)[0], d2, lin(v * 2)


def custom_jvp_vjp(x):
    """custom_jvp (a numerically safe log1pexp) and custom_vjp (gradient clipping) under grad."""
    @jax.custom_jvp
    def softplus(x):
        return jnp.logaddexp(x, 0.0)
    softplus.defjvp(lambda p, t: (softplus(p[0]), t[0] * jax.nn.sigmoid(p[0])))

    @jax.custom_vjp
    def clip_grad(x):
        return x
    clip_grad.defvjp(lambda x: (x, None), lambda _, g: (jnp.clip(g, -0.5, 0.5),))
    return (softplus(x * 30), jax.grad(lambda x: softplus(x).sum())(x * 30),
            jax.grad(lambda x: (clip_grad(x) ** 3).sum())(x), jax.vmap(jax.grad(softplus))(x))


# ---- dtypes and shapes at the edges ------------------------------------------------------------------
def f16_mlp(x, w1, w2):
    """An f16 MLP with f32 accumulation for the softmax, as mixed-precision inference does."""
    h = jax.nn.relu(x @ w1)
    logits = (h @ w2).astype(jnp.float32)
    return jax.nn.softmax(logits, -1), h.max(), jnp.argmax(logits, -1)


def bf16_attention(q, k, v):
    qb, kb, vb = (z.astype(jnp.bfloat16) for z in (q, k, v))
    s = jnp.einsum("qd,kd->qk", qb, kb, preferred_element_type=jnp.float32) * 0.5
    p = jax.nn.softmax(s, -1).astype(jnp.bfloat16)
    return jnp.einsum("qk,kd->qd", p, vb), jnp.einsum("qd,kd->qk", qb, kb)


def int8_quantized_matmul(x, w):
    """Symmetric per-row int8 quantization, int8 x int8 -> int32 dot, dequantization."""
    sx = jnp.abs(x).max(1, keepdims=True) / 127.0
    sw = jnp.abs(w).max(0, keepdims=True) / 127.0
    qx = jnp.clip(jnp.round(x / sx), -127, 127).astype(jnp.int8)
    qw = jnp.clip(jnp.round(w / sw), -127, 127).astype(jnp.int8)
    acc = lax.dot(qx, qw, preferred_element_type=jnp.int32)
    return qx, qw, acc, acc.astype(jnp.float32) * sx * sw, (qx.astype(jnp.int32) * 3 >> 2).astype(jnp.int8)


def int64_ops(a, b):
    return (jnp.cumsum(a * b), a // jnp.where(b == 0, 1, b), a % jnp.where(b == 0, 1, b), jnp.sort(a), jnp.argsort(b),
            a.max(), (a * 2654435761) & 0xFFFFFFFF, a.astype(jnp.float64) / 3, jnp.abs(a).min(), jnp.clip(a, -10**12, 10**12))


def bool_arrays(a, b, x):
    return (jnp.cumsum(a), jnp.argmax(a), jnp.logical_and(a, b).sum(0), a.T @ b, jnp.where(a, x, -x), jnp.sort(a, 0),
            lax.reduce(a, False, lax.bitwise_or, (0,)), a != b, jnp.packbits(a.reshape(-1)), (a ^ b).astype(jnp.int32).sum(1),
            jnp.nonzero(a.reshape(-1), size=4)[0], jnp.triu(a))


def complex64_ops(z, w):
    return (jnp.sort(z), jnp.cumsum(z), jnp.cumprod(w[:4]), z @ w.reshape(-1, 1), jnp.sin(z), jnp.cos(z), jnp.tanh(z),
            jnp.log1p(z), z ** 3, jnp.reciprocal(w), jnp.where(jnp.abs(z) > 1, z, w), (z * w.conj()).mean(),
            lax.complex(jnp.real(z), -jnp.imag(w)), jnp.isfinite(z / (z - z)))


def zero_size(x, e, n):
    """Size-0 dimensions: empty reductions, concatenation with empties, k = 0 matmul, empty scans."""
    empty = x[:, :0]
    return (empty.sum(1), empty.max(1, initial=-3.0), jnp.concatenate([x, e], 0), empty @ jnp.zeros((0, 2)),
            jnp.cumsum(e, 0), lax.scan(lambda c, v: (c + v.sum(), v * 2), jnp.float32(0), e)[0], e.reshape(0, 5, 1),
            jnp.sort(e, 0), n[:0].prod(), jnp.pad(e, ((1, 1), (0, 0)), constant_values=4.0), jnp.mean(e, 0))


def rank0_rank5(s, x5, i):
    """Rank-0 arithmetic and control flow; rank-5 transposes, reductions, slicing, broadcasts."""
    r0 = lax.cond(s > 0, lambda s: s * 2, lambda s: -s, s)
    w = lax.fori_loop(0, i, lambda k, a: a * s + 1, jnp.float32(1))
    t = x5.transpose(4, 2, 0, 3, 1)
    red = x5.sum((1, 3))
    mx = x5.max((0, 2, 4))
    sl = x5[:, ::-1, 1:, :, ::2]
    b = x5 + x5.mean((0, 1, 2, 3, 4), keepdims=True) * s
    return r0, w, jnp.exp(s), t, red, mx, sl, b, x5.reshape(-1)[i], jnp.argmax(x5, 4)


def size1_dims(x, r, c):
    """Size-1 dimensions: broadcasting rows/cols, squeeze / expand_dims, size-1 contractions and reductions."""
    return (x + r * c, jnp.squeeze(x[:, :1, :]), jnp.expand_dims(r, (0, 3)), jnp.einsum("aib,ij->ajb", x, c[:, :1] @ r[:1, :]),
            x.sum(1), jnp.matmul(c.T, c), jnp.broadcast_to(r, (3, 1, 4)), jax.nn.softmax(x, axis=1), jnp.cumsum(x, 1),
            jnp.argmax(x, 1), lax.reduce_window(x, 0.0, lax.add, (1, 1, 2), (1, 1, 1), "VALID"))


# ---- added after the first 52: corners the first tries passed around --------------------------------
def argmax_pool_variadic(x):
    """Argmax pooling: a variadic reduce_window over (value, index) pairs, and a variadic reduce."""
    idx = lax.broadcasted_iota(jnp.int32, x.shape, 1) * 100 + lax.broadcasted_iota(jnp.int32, x.shape, 2)
    def red(a, b):
        (va, ia), (vb, ib) = a, b
        take = (va > vb) | ((va == vb) & (ia < ib))
        return jnp.where(take, va, vb), jnp.where(take, ia, ib)
    v, i = lax.reduce_window((x, idx), (-jnp.inf, jnp.int32(2 ** 30)), red, (1, 2, 2), (1, 2, 1), ((0, 0), (0, 1), (1, 0)))
    s = lax.reduce_window(x, 1.0, lax.add, (1, 2, 2), (1, 1, 1), ((0, 0), (1, 0), (0, 0)))
    rv, ri = lax.reduce((x, idx), (-jnp.inf, jnp.int32(2 ** 30)), red, (1, 2))
    return v, i, s, rv, ri


def random_more_distributions(key_data):
    """Samplers built from while loops and special functions: binomial, geometric, t, chisquare, ..."""
    k = jax.random.wrap_key_data(key_data, impl="threefry2x32")
    ks = jax.random.split(k, 10)
    return (jax.random.binomial(ks[0], 10.0, 0.3, (5,)), jax.random.geometric(ks[1], 0.25, (4,)), jax.random.t(ks[2], 3.0, (3,)),
            jax.random.chisquare(ks[3], 2.0, (3,)), jax.random.rademacher(ks[4], (6,)), jax.random.weibull_min(ks[5], 1.0, 1.5, (3,)),
            jax.random.pareto(ks[6], 2.0, (3,)), jax.random.triangular(ks[7], 0.0, 0.3, 1.0, (3,)), jax.random.maxwell(ks[8], (2,)),
            jax.random.choice(ks[9], jnp.arange(6.0), (4,), p=jnp.array([0.1, 0.2, 0.3, 0.1, 0.2, 0.1])),
            jax.random.permutation(ks[0], jnp.arange(12).reshape(3, 4), axis=1, independent=True))


def fft_sizes(x, z, d):
    """FFT lengths with padding and truncation, size 1, odd irfft, complex128 in x64."""
    return (jnp.fft.fft(x, n=5), jnp.fft.fft(x, n=11), jnp.fft.irfft(z, n=7), jnp.fft.fft(x[:1]), jnp.fft.fftfreq(6, 0.5),
            jnp.fft.rfftfreq(7), jnp.fft.ifft(d), jnp.fft.rfft(jnp.real(d)), jnp.fft.ifftshift(x), jnp.fft.hfft(z, n=6))


def complex_functions(z):
    """Complex functions with branch cuts and special values (no LAPACK)."""
    return (jnp.arcsin(z), jnp.arccos(z), jnp.arctan(z), jnp.arcsinh(z), jnp.arccosh(z), jnp.arctanh(z), jnp.tan(z),
            jnp.power(z, z[::-1]), jnp.power(z, 2.5), jnp.log10(z), jnp.exp2(z), jnp.sign(z), z.astype(jnp.float32),
            jnp.expm1(z), jnp.sinh(z), jnp.cosh(z), jnp.square(z), jnp.rsqrt(z) if hasattr(jnp, "rsqrt") else lax.rsqrt(z))


def f64_transcendental(x):
    """f64 transcendental ops at f64 tolerance."""
    sp = jax.scipy.special
    a = jnp.abs(x) + 0.1
    return (jnp.tan(x), jnp.arcsin(jnp.tanh(x)), jnp.arccos(jnp.tanh(x)), jnp.sinh(x), jnp.cosh(x), jnp.arctanh(jnp.tanh(x) * 0.9),
            sp.erfinv(jnp.tanh(x)), sp.gammaln(a), sp.digamma(a), jnp.log10(a), jnp.log2(a), jnp.power(a, x), lax.rsqrt(a),
            jax.nn.sigmoid(x), jax.nn.softplus(x), sp.erfc(x), sp.i0e(x), sp.i1e(x), jnp.arcsinh(x), jnp.arccosh(a + 1))


def u64_f64_edges(u, f):
    """uint64 beyond 2^63: division, remainder, compares, conversion to and from floats."""
    return (u // jnp.uint64(3), u % jnp.uint64(1000), u > jnp.uint64(1 << 63), u.astype(jnp.float64), u.astype(jnp.float32),
            f.astype(jnp.uint64), f.astype(jnp.int64), (u >> jnp.uint64(60)).astype(jnp.int8), jnp.maximum(u, u[::-1]),
            jnp.sort(u), jnp.argmax(u), u.sum(), jnp.cumsum(u) * jnp.uint64(3))


def negative_padding(x, w):
    """Negative and interior padding in pad and conv, pad of rank 3."""
    a = lax.pad(x, 0.0, ((-1, 2, 1), (1, -2, 0)))
    b = lax.conv_general_dilated(x[None, None], w[None, None], (1, 1), ((-1, 1), (2, -1)))
    c = lax.pad(x.reshape(2, 3, 4), -1.0, ((0, -1, 2), (-1, 1, 1), (2, -3, 0)))
    return a, b, c


def small_dtype_scans(a8, h, b):
    """Wrapping int8 cumsum, f16 cumprod, bf16 cummax, bool cumsum, uint8 reverse cummin, int8 sorts."""
    return (jnp.cumsum(a8, dtype=jnp.int8), lax.cumsum(a8, reverse=True), jnp.cumprod(h), lax.cummax(h.astype(jnp.bfloat16)),
            jnp.cumsum(b), lax.cummin(a8.astype(jnp.uint8), reverse=True), jnp.sort(a8)[::-1], jnp.argsort(a8, descending=True, stable=True),
            lax.top_k(h, 3)[1], jnp.round(h, 1), jnp.round(h.astype(jnp.bfloat16), 2), jnp.expm1(h), jnp.log1p(h.astype(jnp.bfloat16)))


def unique_inverse_bincount(v, w):
    """unique with return_inverse / return_index, bincount with weights, histogram2d."""
    u, idx, inv, cnt = jnp.unique(v, size=6, fill_value=99, return_index=True, return_inverse=True, return_counts=True)
    h2, ex, ey = jnp.histogram2d(w[:, 0], w[:, 1], bins=(3, 2), range=((-2, 2), (-2, 2)))
    return (u, idx, inv, cnt, jnp.bincount(jnp.abs(v) % 5, weights=w[:, 0], length=5), h2, ex, ey,
            jnp.histogram(w[:, 0], bins=jnp.array([-3.0, -1.0, 0.0, 0.5, 3.0]))[0], jnp.isin(v, jnp.array([1, 3, 5])))


def zero_trip_loops(x, n):
    """Loops that run zero times: while with a false condition, fori over an empty range, length-0 scan."""
    w = lax.while_loop(lambda c: c[0] < n, lambda c: (c[0] + 1, c[1] * 2), (n, x))
    f = lax.fori_loop(n, n, lambda i, a: a + 1.0, x)
    s = lax.scan(lambda c, v: (c + v, c * v), x, jnp.zeros((0,) + x.shape))
    e = lax.fori_loop(0, n - 5, lambda i, a: a * 3.0, x)
    return w, f, s, e


def einsum_diag_3d(a, b):
    """einsum with repeated indices in one operand, traces over 3-D, broadcast batch ellipses."""
    return (jnp.einsum("iij->ij", a), jnp.einsum("iji->j", a), jnp.einsum("iii->", a), jnp.einsum("...ij,...jk->...ik", a, b),
            jnp.einsum("ijk,ijk->", a, a), jnp.einsum("ijk->kji", a), jnp.einsum("bij,bjk->bik", a, b, optimize=False))


# ---- added after the first 63: unsigned semantics, index dtypes, special values --------------------
def unsigned_reductions(u32, u8, u16):
    """Reductions, arg-reductions, top_k, clip, cumulative max and sorts on unsigned values
    above the signed range (a signed compare would order them wrongly)."""
    return (u32.max(), u32.min(), jnp.argmax(u32), jnp.argmin(u32), lax.top_k(u32, 3)[0], lax.top_k(u8, 2)[1],
            jnp.clip(u8, jnp.uint8(10), jnp.uint8(200)), lax.cummax(u16), lax.cummin(u32, reverse=True), jnp.sort(u16)[::-1],
            jnp.argsort(u8, stable=True), u8.max(0, initial=jnp.uint8(7)), lax.reduce(u32, jnp.uint32(0), lax.max, (0,)),
            (u32 > jnp.uint32(0x7FFFFFFF)).sum(), jnp.searchsorted(jnp.sort(u32), u32[::-1]), u16.prod(dtype=jnp.uint16),
            jnp.median(u8.astype(jnp.float32)), jnp.unique(u8, size=10, fill_value=0))


def index_dtypes(x, i8, u8, i16, i64, u32):
    """Indices of other integer types: dynamic_slice / dynamic_update_slice / gather / scatter
    with int8, uint8 (200 is 200, not -56), int16, int64 and uint32 indices."""
    return (lax.dynamic_slice(x, (u8[0], u8[3]), (2, 3)), lax.dynamic_slice(x, (i16[0], i16[1]), (3, 2)),
            lax.dynamic_slice(x, (i8[0], i8[1]), (2, 2)), lax.dynamic_slice(x, (u32[1], u32[0]), (2, 2)),
            lax.dynamic_update_slice(x, jnp.ones((2, 2), x.dtype), (u8[1], u8[0])), x[u8 % 5, i8 % 6], x[i16][:, u32 % 6],
            x.at[u8 % 5].add(1.0), x.at[i8].get(mode="fill", fill_value=-1.0), jnp.take(x, i64, axis=1, mode="clip"),
            jnp.take(x, u8, axis=0, mode="fill", fill_value=9.0), x.at[:, u32].set(0.5, mode="drop"),
            lax.dynamic_index_in_dim(x, i64[0], 1, keepdims=False))


def int_pow_specials(a, b, x, y):
    """Integer powers with negative exponents (XLA: 0 unless the base is ±1), float rem /
    floor_divide / mod with zeros, infinities and signed zeros, f16 rounding."""
    return (jnp.power(a, b), lax.integer_pow(a, 0), jnp.power(a, jnp.abs(b) % 4), lax.rem(x, y), jnp.floor_divide(x, y),
            jnp.mod(x, y), jnp.fmod(x, y), jnp.round(x.astype(jnp.float16)), jnp.round(x.astype(jnp.float16), 1),
            jnp.true_divide(a, b), lax.div(a, jnp.where(b == 0, 1, b)), jnp.sign(y), jnp.copysign(x, y))


def switch_cond_dtypes(i, x, n, z):
    """switch with negative and too-large indices (clamped), cond returning mixed dtypes incl. complex."""
    outs = []
    for k in (-3, 0, 2, 7):
        outs.append(lax.switch(i + k, [lambda a: a * 2, lambda a: a - 1, lambda a: jnp.cos(a)], x))
    c = lax.cond(n[0] > 0, lambda: (x.astype(jnp.float16), n * 2, z * 1j, jnp.uint8(3)),
                 lambda: (x.astype(jnp.float16) * 0, n, z.conj(), jnp.uint8(250)))
    sc = lax.scan(lambda c, zz: (c * zz + 1, jnp.abs(c)), jnp.complex64(1.0), z, reverse=True)
    return (*outs, *c, *sc)


def int_matmul_wrap(a8, b8, a32, u8):
    """Integer matmuls that wrap (int32 overflow), int8 x int8 with int8 and int32 results,
    uint8 dot with uint32 accumulation, einsum on int16."""
    return (a32 @ a32.T, jnp.matmul(a8, b8), lax.dot(a8, b8, preferred_element_type=jnp.int32),
            lax.dot(u8, u8.T, preferred_element_type=jnp.uint32), jnp.einsum("ij,kj->ik", a8.astype(jnp.int16), b8.T.astype(jnp.int16)),
            (a8.astype(jnp.int32) * 1000000).sum(0) * 3000)


# ---- added after the first 68: special values in transcendental ops, pooling / conv gradients -----
def float_edge_values(x, y):
    """Transcendental ops at special values: overflow / underflow limits, zeros of both signs,
    infinities and NaN (exp(88.8) = inf, log(-1) = NaN, atan2(±0, -0), pow(0, 0) = 1, ...)."""
    return (jnp.exp(x), jnp.log(x), jnp.log1p(x), jnp.expm1(x), jnp.tanh(x), jnp.sqrt(x), lax.rsqrt(x), jnp.cbrt(x),
            jnp.arctan2(x, y), jnp.power(x, y), jnp.hypot(x, y), jnp.sin(x), jnp.cos(y), jax.nn.sigmoid(x), jax.nn.softplus(x),
            jnp.exp2(x), jnp.log2(x), jnp.arctan(x), jnp.sinh(y), jnp.arcsinh(x), jax.scipy.special.erf(x), jnp.logaddexp(x, y))


def pool_grads_half(x, v):
    """Gradients of max / min / average pooling (select_and_scatter, pad) in f16 and bf16, and of a 3-D max pool."""
    h, b = x.astype(jnp.float16), x.astype(jnp.bfloat16)
    mx = jax.grad(lambda z: lax.reduce_window(z, -jnp.inf, lax.max, (1, 2, 2, 1), (1, 1, 2, 1), "SAME").astype(jnp.float32).sum())(h)
    mn = jax.grad(lambda z: (lax.reduce_window(z, jnp.inf, lax.min, (1, 3, 2, 1), (1, 2, 1, 1), "VALID").astype(jnp.float32) ** 2).sum())(b)
    av = jax.grad(lambda z: lax.reduce_window(z, 0.0, lax.add, (1, 2, 2, 1), (1, 2, 2, 1), ((0, 0), (1, 1), (0, 1), (0, 0))).astype(jnp.float32).sum())(h)
    m3 = jax.grad(lambda z: (lax.reduce_window(z, -jnp.inf, lax.max, (1, 2, 2, 2, 1), (1, 2, 1, 2, 1), "SAME") * 1.5).sum())(v)
    return mx, mn, av, m3


def conv_input_grads(x, w, x1, w1):
    """Input gradients of a strided, dilated, grouped conv (transposed conv with lhs dilation),
    and a causal 1-D conv (left padding) with its input and weight gradients."""
    conv = lambda x: lax.conv_general_dilated(x, w, (2, 1), ((1, 2), (1, 1)), rhs_dilation=(1, 2), feature_group_count=2)
    gx = jax.grad(lambda x: (conv(x) * jnp.cos(conv(x))).sum())(x)
    causal = lambda x, w: lax.conv_general_dilated(x, w, (1,), ((w.shape[2] - 1, 0),), dimension_numbers=("NCH", "OIH", "NCH"))
    g1 = jax.grad(lambda x, w: (causal(x, w) ** 2).sum(), argnums=(0, 1))(x1, w1)
    return conv(x), gx, causal(x1, w1), g1


def convert_bitcast_edges(h, b, d, i):
    """Conversions out of range from f16 / bf16 / f64 to integers, and bitcasts across widths."""
    b = b.astype(jnp.bfloat16)
    return (h.astype(jnp.int8), h.astype(jnp.uint8), b.astype(jnp.int16), b.astype(jnp.uint32), d.astype(jnp.int32),
            d.astype(jnp.uint16), d.astype(jnp.float16), d.astype(jnp.bfloat16), lax.bitcast_convert_type(d, jnp.int64),
            lax.bitcast_convert_type(d, jnp.uint32), lax.bitcast_convert_type(h, jnp.uint16), lax.bitcast_convert_type(i, jnp.float64),
            lax.bitcast_convert_type(b, jnp.int16), i.astype(jnp.float16), i.astype(jnp.bfloat16), (i >> 40).astype(jnp.int8))


def cases(rng, tol):
    EXACT, F32, LOOSE, HALF = tol["EXACT"], tol["F32"], tol["LOOSE"], tol["HALF"]
    f32 = lambda *s: rng.standard_normal(s).astype(np.float32)
    ints = lambda lo, hi, dt, *s: rng.integers(lo, hi, s).astype(dt)
    cplx = lambda *s: (rng.standard_normal(s) + 1j * rng.standard_normal(s)).astype(np.complex64)
    probs = lambda *s: (lambda a: (a / a.sum(-1, keepdims=True)).astype(np.float32))(rng.uniform(0.1, 1.0, s))
    # XLA's CPU algebraic simplifier turns `x / 3.0` into `x * (1 / 3.0)` (compiled HLO: a multiply by
    # a constant), 1 ULP off the correctly rounded quotient we compute: 1e-15 relative covers one f64 ULP.
    F64_DIV = (1e-15, 0.0)
    log_softmax = lambda a: (a - np.log(np.exp(a).sum(-1, keepdims=True))).astype(np.float32)
    x_nan = f32(12)
    x_nan[[1, 5, 9]] = [np.nan, np.inf, -np.inf]
    k_nan = np.round(f32(6, 2))
    k_nan[2, 0] = np.nan
    k_nan[4, 0] = np.nan
    return {
        "b3_lstm_scan": (lstm_scan, [f32(6, 2, 3), f32(2, 4), f32(2, 4), f32(3, 16) * 0.5, f32(4, 16) * 0.5, f32(16) * 0.1], F32, False),
        "b3_gru_bidirectional": (gru_bidirectional, [f32(5, 2, 3), *(f32(3, 4) * 0.5 if i % 2 == 0 else f32(4, 4) * 0.5 for i in range(6))], F32, False),
        "b3_rnn_grad_unroll": (rnn_grad_unroll, [f32(5, 2, 3), f32(4, 4) * 0.4, f32(3, 4) * 0.5], LOOSE, False),
        "b3_conv_bn_train_nchw": (conv_bn_train_nchw, [f32(2, 3, 6, 6), f32(4, 3, 3, 3), f32(4), f32(4), f32(4), np.abs(f32(4))], LOOSE, False),
        "b3_conv_bn_nhwc_grad": (conv_bn_nhwc_grad, [f32(2, 6, 6, 2), f32(3, 3, 2, 3), f32(3), f32(3)], LOOSE, False),
        "b3_conv3d_ndhwc": (conv3d_ndhwc, [f32(1, 4, 6, 5, 2), f32(2, 3, 2, 2, 3)], LOOSE, False),
        "b3_separable_conv": (separable_conv, [f32(2, 7, 7, 3), f32(3, 3, 1, 3), f32(1, 1, 3, 5)], LOOSE, False),
        "b3_conv_dilated_grouped": (conv_dilated_grouped, [f32(2, 4, 7, 6), f32(6, 2, 2, 3), f32(4, 4, 3, 2)], LOOSE, False),
        "b3_conv_transpose_nchw_upsample": (conv_transpose_nchw_upsample, [f32(1, 2, 4, 3), f32(3, 2, 3, 3)], LOOSE, False),
        "b3_reduce_window_base_dilation": (reduce_window_base_dilation, [f32(4, 5)], F32, False),
        "b3_image_ops": (image_ops, [f32(5, 4), ints(0, 256, np.uint8, 6, 7)], LOOSE, False),
        "b3_gqa_rope_attention": (gqa_rope_attention, [f32(2, 5, 8), f32(8, 8), f32(8, 4), f32(8, 4)], LOOSE, False),
        "b3_alibi_padding_attention": (alibi_padding_attention, [f32(2, 2, 4, 4), f32(2, 2, 4, 4), f32(2, 2, 4, 4),
                                                                 np.array([4, 2], np.int32)], F32, False),
        "b3_moe_top2": (moe_top2, [f32(6, 4), f32(4, 3), f32(3, 4, 8) * 0.5, f32(3, 8, 4) * 0.5], LOOSE, False),
        "b3_norms": (norms, [f32(2, 3, 3, 4), f32(4), f32(4)], F32, False),
        "b3_dropout_train": (dropout_train, [np.array([5, 17], np.uint32), f32(4, 6), f32(6, 5)], F32, False),
        "b3_losses": (losses, [f32(5, 4), np.array([0, 3, 1, 1, 2], np.int32), f32(8) * 2, f32(8), probs(3, 5), probs(3, 5)], F32, False),
        "b3_loss_grads": (loss_grads, [f32(4, 5), np.array([4, 0, 2, 2], np.int32), f32(7), f32(7)], F32, False),
        "b3_ctc_forward": (ctc_forward, [log_softmax(f32(7, 4)), np.array([1, 2, 2], np.int32)], LOOSE, False),
        "b3_optimizers": (optimizers, [f32(6), f32(6), np.abs(f32(6)) * 0.1, f32(6) * 0.1, np.float32(37.0)], F32, False),
        "b3_clip_accumulate": (clip_accumulate, [f32(3, 2, 2), f32(3, 2), np.float32(0.5)], F32, False),
        "b3_newton_while": (newton_while, [f32(6) * 5], F32, False),
        "b3_horner_bisection": (horner_bisection, [np.array([1.0, 0.0, -2.0, -1.0], np.float32), np.float32(0.0), np.float32(3.0)], F32, False),
        "b3_rk4_fori": (rk4_fori, [np.array([1.0, 0.0], np.float32), np.float32(0.3)], F32, False),
        "b3_f64_ode_quadrature": (f64_ode_quadrature, [np.float64(1.0), np.linspace(0.0, 2.0, 11)], (1e-12, 1e-14), True),
        "b3_assoc_scan_pairs": (assoc_scan_pairs, [np.array([1, 0, 0, 1, 0, 1, 1, 0, 0, 0], bool), f32(10),
                                                    rng.uniform(0.5, 1.0, 10).astype(np.float32)], F32, False),
        "b3_sparse_segments": (sparse_segments, [f32(7), np.array([0, 2, 4, 1, 3, 0, 4], np.int32), np.array([0, 0, 1, 1, 1, 3, 3], np.int32),
                                                 f32(5), f32(8, 3), np.array([[0, 3, -1], [2, -1, -1], [7, 7, 1]], np.int32)], F32, False),
        "b3_jnp_signal": (jnp_signal, [f32(8), f32(3), np.cumsum(f32(9) * 2.5).astype(np.float32)], F32, False),
        "b3_jnp_products": (jnp_products, [f32(2, 3), f32(3, 2), f32(6)], F32, False),
        "b3_jnp_float_funcs": (jnp_float_funcs, [x_nan, f32(12) * 2], F32, False),
        "b3_bits_uint": (bits_uint, [ints(0, 256, np.uint8, 16), ints(0, 65536, np.uint16, 6),
                                     np.array([0, 1, 0xFFFFFFFF, 0x80000000, 12345678, 0xDEADBEEF], np.uint32)], EXACT, False),
        "b3_hash_uint32": (hash_uint32, [np.array([0, 1, 2, 0xFFFFFFFF, 0x9E3779B9, 42, 1000000, 77], np.uint32), np.uint32(0x1234567)], F32, False),
        "b3_sort_search": (sort_search, [f32(8), ints(0, 3, np.int32, 3, 7), f32(6), f32(4), f32(3, 4)], EXACT, False),
        "b3_lax_int_ops": (lax_int_ops, [np.array([-128, -65, -1, 0, 1, 64, 127, -7], np.int8),
                                         np.array([-32768, -7, 7, -7, 7, 0, 32767, 100], np.int16),
                                         np.array([-1, 2, -2, 2, -2, 3, 5, -3], np.int16),
                                         np.array([-(1 << 62), -13, 13, 0, 1 << 40, -1, 7, 99], np.int64),
                                         np.array([0, 1, 999, 1000, 0xFFFFFFFF, 0x80000001, 123456, 5], np.uint32)], EXACT, True),
        "b3_lax_float_ops": (lax_float_ops, [f32(3, 4), f32(6).astype(np.float16),
                                             np.array([1.0 / 3, -2.5, 1e-10, 123456.789, -0.0, 7.25], np.float64)], HALF, True),
        "b3_lax_topk_dynamic": (lax_topk_dynamic, [np.array([[5, 1, 5, 3, 9, 9], [-1, -1, 0, 2, 2, -5]], np.int32), f32(5, 6),
                                                   np.int32(2), np.int32(3)], EXACT, False),
        "b3_lax_gather_modes": (lax_gather_modes, [f32(4, 5), np.array([0, 3, -1, 5, 2, 7], np.int32)], EXACT, False),
        "b3_lax_scatter_ops": (lax_scatter_ops, [f32(5, 4), np.array([1, 4, 1, 6, 0], np.int32), f32(5, 4)], F32, False),
        "b3_lax_sort_dot": (lax_sort_dot, [k_nan, ints(0, 3, np.int32, 6, 2), f32(6, 2), f32(2, 3, 4, 5), f32(2, 3, 5, 2)], LOOSE, False),
        "b3_cond_vmap_scan": (cond_vmap_scan, [f32(4, 3, 2), f32(3)], F32, False),
        "b3_while_pytree": (while_pytree, [f32(4), np.int32(9)], F32, False),
        "b3_transforms_combo": (transforms_combo, [f32(3, 2), f32(4, 3), f32(3)], LOOSE, False),
        "b3_custom_jvp_vjp": (custom_jvp_vjp, [f32(6)], F32, False),
        "b3_f16_mlp": (f16_mlp, [f32(4, 6).astype(np.float16), (f32(6, 8) * 0.5).astype(np.float16), (f32(8, 3) * 0.5).astype(np.float16)], HALF, False),
        "b3_bf16_attention": (bf16_attention, [f32(3, 4), f32(5, 4), f32(5, 4)], HALF, False),
        "b3_int8_quantized_matmul": (int8_quantized_matmul, [f32(3, 5), f32(5, 4)], F32, False),
        "b3_int64_ops": (int64_ops, [np.array([1 << 41, -(1 << 35), 12345678901, -5, 0, 77, 1 << 50], np.int64),
                                     np.array([3, -7, 0, 2, -1, 1 << 20, 9], np.int64)], F64_DIV, True),
        "b3_bool_arrays": (bool_arrays, [rng.integers(0, 2, (4, 4)).astype(bool), rng.integers(0, 2, (4, 4)).astype(bool), f32(4, 4)], EXACT, False),
        "b3_complex64_ops": (complex64_ops, [cplx(6), cplx(6)], LOOSE, False),
        "b3_zero_size": (zero_size, [f32(3, 2), np.zeros((0, 2), np.float32), ints(-5, 5, np.int32, 4)], EXACT, False),
        "b3_rank0_rank5": (rank0_rank5, [np.float32(0.7), f32(2, 3, 2, 2, 4), np.int32(5)], F32, False),
        "b3_size1_dims": (size1_dims, [f32(3, 1, 4), f32(1, 4), f32(3, 1)], F32, False),
        # Added after the first 52 (so their inputs stay the same).
        "b3_argmax_pool_variadic": (argmax_pool_variadic, [np.round(f32(2, 5, 4))], EXACT, False),
        "b3_random_more_distributions": (random_more_distributions, [np.array([11, 3], np.uint32)], LOOSE, False),
        "b3_fft_sizes": (fft_sizes, [f32(8), cplx(5), (rng.standard_normal(6) + 1j * rng.standard_normal(6))], LOOSE, True),
        "b3_complex_functions": (complex_functions, [np.array([0.5 + 0.5j, -2 + 0j, 2 + 0.1j, -0.3 - 1.5j, 1j, 3 - 4j, -1 - 1e-3j, 0.1 + 0j],
                                                              np.complex64)], LOOSE, False),
        "b3_f64_transcendental": (f64_transcendental, [rng.standard_normal(10) * 2], (1e-12, 1e-14), True),
        "b3_u64_f64_edges": (u64_f64_edges, [np.array([0, 1, (1 << 64) - 1, 1 << 63, (1 << 63) + 12345, 987654321987654321], np.uint64),
                                             np.array([1.5, 1e19, 9.3e18, -1.0, 1.8e19, 2.0 ** 63], np.float64)], EXACT, True),
        "b3_negative_padding": (negative_padding, [f32(4, 6), f32(2, 3)], F32, False),
        "b3_small_dtype_scans": (small_dtype_scans, [np.array([100, 50, -128, 7, 127, -1, 90, -90], np.int8), (f32(8) * 0.5 + 1).astype(np.float16),
                                                     rng.integers(0, 2, 8).astype(bool)], HALF, False),
        "b3_unique_inverse_bincount": (unique_inverse_bincount, [np.array([3, -1, 3, 5, 0, -1, 8, 3], np.int32), f32(8, 2)], F32, False),
        "b3_zero_trip_loops": (zero_trip_loops, [f32(3), np.int32(4)], EXACT, False),
        "b3_einsum_diag_3d": (einsum_diag_3d, [f32(3, 3, 3), f32(3, 3, 2)], LOOSE, False),
        # Added after the first 63.
        "b3_unsigned_reductions": (unsigned_reductions, [np.array([5, 0xFFFFFFF0, 0x80000000, 7, 0x7FFFFFFF, 0xFFFFFFF0, 3, 0x90000000], np.uint32),
                                                         np.array([250, 3, 128, 127, 200, 0, 255, 9], np.uint8),
                                                         np.array([65535, 2, 40000, 32768, 1, 3, 7, 2], np.uint16)], EXACT, False),
        "b3_index_dtypes": (index_dtypes, [f32(5, 6), np.array([-2, 3, 1, 100], np.int8), np.array([200, 2, 4, 255], np.uint8),
                                           np.array([-1, 4, 2, 300], np.int16), np.array([-3, 1, 5, 1 << 40], np.int64),
                                           np.array([4000000000, 1, 5, 2], np.uint32)], EXACT, True),
        "b3_int_pow_specials": (int_pow_specials, [np.array([2, -2, 1, -1, 0, 3, 5, -7], np.int32), np.array([-1, -3, -5, -4, 3, 0, 2, 3], np.int32),
                                                   np.array([5.5, -5.5, 0.0, -0.0, np.inf, 3.0, -2.25, 2.5], np.float32),
                                                   np.array([2.0, 2.0, -1.0, 3.0, 2.0, np.inf, -0.0, 0.0], np.float32)], EXACT, False),
        "b3_switch_cond_dtypes": (switch_cond_dtypes, [np.int32(1), f32(4), np.array([2, -1], np.int32), cplx(3) * 0.5], F32, False),
        "b3_int_matmul_wrap": (int_matmul_wrap, [ints(-128, 128, np.int8, 3, 5), ints(-128, 128, np.int8, 5, 2),
                                                 ints(-2 ** 31, 2 ** 31, np.int32, 3, 4), ints(0, 256, np.uint8, 2, 6)], EXACT, False),
        # Added after the first 68.
        "b3_float_edge_values": (float_edge_values, [np.array([88.8, -104.0, 0.0, -0.0, np.inf, -np.inf, np.nan, -1.0, 1e-8, 700.0, 20.0, -30.0], np.float32),
                                                     np.array([-0.0, 0.0, 0.0, -0.0, 2.0, 0.0, 1.0, 0.5, -3.0, np.inf, -np.inf, np.nan], np.float32)], F32, False),
        "b3_pool_grads_half": (pool_grads_half, [f32(1, 5, 6, 2), f32(1, 4, 3, 4, 2)], HALF, False),
        "b3_conv_input_grads": (conv_input_grads, [f32(1, 4, 7, 6), f32(4, 2, 2, 2), f32(2, 3, 8), f32(4, 3, 3)], LOOSE, False),
        "b3_convert_bitcast_edges": (convert_bitcast_edges, [np.array([300.0, -200.0, 127.5, -128.5, 65504.0, np.inf, np.nan, -1.5], np.float16),
                                                             np.array([40000.0, -40000.0, 3e38, -1.0, 255.5, np.nan, -np.inf, 0.5], np.float32),
                                                             np.array([3e9, -3e9, 70000.5, -1.5, 1e300, np.nan, 65519.0, 1e-310]),
                                                             np.array([1 << 62, -1, 0x3FF0000000000000, 12345, -(1 << 50), 7, 0, 1 << 52], np.int64)],
                                     EXACT, True),
    }
