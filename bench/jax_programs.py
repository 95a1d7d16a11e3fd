#!/usr/bin/env python3
"""Programs of bench/jax_vs_jit.sh, written in JAX: exports each one as StableHLO text with
its inputs (.npy), times JAX's own execution (jit, CPU) and writes JAX's outputs, so the
script can run the same program through `xla-run --backend jit` and compare.

usage: jax_programs.py OUT_DIR [--repeat N] [--only NAME,...] [--xla-run PATH [--rounds R]
                        [--jit-arg ARG]...]
For each program P: OUT_DIR/P/program.mlir, OUT_DIR/P/in*.npy, OUT_DIR/P/jax_out*.npy and one
line `P <median ms> <kind> <amount> <compile ms>` in OUT_DIR/jax_times.txt, where kind is
`bytes` (memory-bound: the bytes a fused kernel must move, inputs plus outputs) or `flops`
(compute-bound: 2·M·N·K for a product), and compile ms is JAX's lower + compile time.
It also measures the machine's copy bandwidth (numpy, large arrays) into OUT_DIR/copy_gbs.txt.

With --xla-run, each program also runs through `xla-run --backend jit` right after JAX's
timing, R rounds alternating JAX and the JIT (each round `repeat` calls of both), so that
both sides of a ratio are measured within seconds of each other on a noisy host: the medians
over rounds go to jax_times.txt and OUT_DIR/jit_times.txt (`P <JIT ms> <JIT compile ms>
<median ratio> <lowest ratio> <highest ratio>`, each ratio one round's JIT median over the
same round's JAX median),
xla-run's log of the first round to OUT_DIR/P/jit.log and its outputs to OUT_DIR/P/jit_out.
"""
import argparse
import os
import re
import statistics
import subprocess
import time

import jax
import jax.numpy as jnp
import numpy as np

f = np.float32


def gelu_tanh(x):
    return 0.5 * x * (1.0 + jnp.tanh(0.7978845608 * (x + 0.044715 * x * x * x)))


def exp_chain(x):
    y = jnp.sin(x) * 1.5 + 0.25
    y = jnp.maximum(y, 0.0)
    y = jnp.exp(-y) * x
    return jnp.tanh(y) + x * x


def gelu_erf(x):
    return jax.nn.gelu(x, approximate=False)


def mean_all(x):
    return jnp.mean(x)


def var_outer_axes(x):
    return jnp.var(x, axis=(0, 2))


def log_softmax(x):
    return jax.nn.log_softmax(x, axis=-1)


def softmax(x):
    m = jnp.max(x, axis=-1, keepdims=True)
    e = jnp.exp(x - m)
    return e / jnp.sum(e, axis=-1, keepdims=True)


def layernorm(x, g, b):
    mu = jnp.mean(x, axis=-1, keepdims=True)
    var = jnp.mean((x - mu) ** 2, axis=-1, keepdims=True)
    return (x - mu) * jax.lax.rsqrt(var + 1e-5) * g + b


def row_sum(x):
    return jnp.sum(x, axis=1)


def col_sum(x):
    return jnp.sum(x, axis=0)


def row_max(x):
    return jnp.max(x, axis=1)


def row_argmax(x):
    return jnp.argmax(x, axis=1)


def transpose_add(x, y):
    return x.T + y


def matmul(a, b):
    return a @ b


def batched_matmul(a, b):
    return jnp.einsum("bij,bjk->bik", a, b)


def matmul_transposed(a, b):
    # dot_general contracting the last dims of both: a · bᵀ
    return jnp.einsum("ik,jk->ij", a, b)


def conv3x3_relu(x, w):
    dn = ("NHWC", "HWIO", "NHWC")
    return jnp.maximum(jax.lax.conv_general_dilated(x, w, (1, 1), "SAME", dimension_numbers=dn), 0.0)


def conv1x1(x, w):
    dn = ("NHWC", "HWIO", "NHWC")
    return jax.lax.conv_general_dilated(x, w, (1, 1), "VALID", dimension_numbers=dn)


def conv_depthwise(x, w):
    dn = ("NHWC", "HWIO", "NHWC")
    return jax.lax.conv_general_dilated(x, w, (1, 1), "SAME", dimension_numbers=dn, feature_group_count=x.shape[-1])


def conv_strided(x, w):
    dn = ("NHWC", "HWIO", "NHWC")
    return jax.lax.conv_general_dilated(x, w, (2, 2), "SAME", dimension_numbers=dn)


def attention(q, k, v):
    s = jnp.einsum("bhqd,bhkd->bhqk", q, k) / np.sqrt(q.shape[-1]).astype(f)
    return jnp.einsum("bhqk,bhkd->bhqd", jax.nn.softmax(s, axis=-1), v)


def transformer(x, *params):
    # pre-LN blocks: attention (8 heads) + gelu MLP; params per layer: wqkv, wo, w1, w2
    b, t, d = x.shape
    h = 8
    for i in range(0, len(params), 4):
        wqkv, wo, w1, w2 = params[i:i + 4]
        y = layernorm(x, 1.0, 0.0)
        q, k, v = jnp.split(y @ wqkv, 3, axis=-1)
        q, k, v = (z.reshape(b, t, h, d // h).transpose(0, 2, 1, 3) for z in (q, k, v))
        a = attention(q, k, v).transpose(0, 2, 1, 3).reshape(b, t, d)
        x = x + a @ wo
        y = layernorm(x, 1.0, 0.0)
        x = x + gelu_tanh(y @ w1) @ w2
    return x


def cholesky(a):
    return jnp.linalg.cholesky(a)


def solve(a, b):
    return jnp.linalg.solve(a, b)


def spd(rng, n):
    """A symmetric positive definite f32 matrix (well conditioned)."""
    a = rng.standard_normal((n, n), dtype=f)
    return (a @ a.T / f(n) + np.eye(n, dtype=f)).astype(f)


def programs(rng):
    n = rng.standard_normal
    F = 4  # bytes per f32
    mm = lambda m, k, nn: 2 * m * k * nn
    layers = []
    d = 256
    for _ in range(12):
        layers += [n((d, 3 * d), dtype=f) * f(0.05), n((d, d), dtype=f) * f(0.05), n((d, 4 * d), dtype=f) * f(0.05), n((4 * d, d), dtype=f) * f(0.05)]
    return {
        # memory-bound (issue 13): amount = bytes in + out
        "gelu_16M": (gelu_tanh, [n(1 << 24, dtype=f)], "bytes", 2 * F << 24),
        "exp_chain_16M": (exp_chain, [n(1 << 24, dtype=f)], "bytes", 2 * F << 24),
        "gelu_erf_8M": (gelu_erf, [n(1 << 23, dtype=f)], "bytes", 2 * F << 23),
        "mean_16M": (mean_all, [n(1 << 24, dtype=f)], "bytes", F << 24),
        "var_axes02_256x512x64": (var_outer_axes, [n((256, 512, 64), dtype=f)], "bytes", F * 256 * 512 * 64),
        "log_softmax_1024x4096": (log_softmax, [n((1024, 4096), dtype=f)], "bytes", 2 * F * 1024 * 4096),
        "softmax_2048x2048": (softmax, [n((2048, 2048), dtype=f)], "bytes", 2 * F * 2048 * 2048),
        "layernorm_8192x512": (layernorm, [n((8192, 512), dtype=f), n(512, dtype=f), n(512, dtype=f)], "bytes", 2 * F * 8192 * 512),
        "row_sum_4096x2048": (row_sum, [n((4096, 2048), dtype=f)], "bytes", F * 4096 * 2049),
        "col_sum_4096x2048": (col_sum, [n((4096, 2048), dtype=f)], "bytes", F * 4097 * 2048),
        "row_max_4096x2048": (row_max, [n((4096, 2048), dtype=f)], "bytes", F * 4096 * 2049),
        "row_argmax_4096x2048": (row_argmax, [n((4096, 2048), dtype=f)], "bytes", F * 4096 * 2049),
        "transpose_add_4096": (transpose_add, [n((4096, 4096), dtype=f), n((4096, 4096), dtype=f)], "bytes", 3 * F * 4096 * 4096),
        # compute-bound (issue 14): amount = flops
        "matmul_1024": (matmul, [n((1024, 1024), dtype=f), n((1024, 1024), dtype=f)], "flops", mm(1024, 1024, 1024)),
        "matmul_768x1024x512": (matmul, [n((768, 1024), dtype=f), n((1024, 512), dtype=f)], "flops", mm(768, 1024, 512)),
        "matmul_bt_1000x1023": (matmul_transposed, [n((1000, 1023), dtype=f), n((1000, 1023), dtype=f)], "flops", mm(1000, 1023, 1000)),
        "batched_matmul_16x256": (batched_matmul, [n((16, 256, 256), dtype=f), n((16, 256, 256), dtype=f)], "flops", 16 * mm(256, 256, 256)),
        "conv3x3_relu_8x56x56x32x64": (conv3x3_relu, [n((8, 56, 56, 32), dtype=f), n((3, 3, 32, 64), dtype=f) * f(0.1)], "flops", 2 * 8 * 56 * 56 * 64 * 9 * 32),
        "conv1x1_8x56x56x64x128": (conv1x1, [n((8, 56, 56, 64), dtype=f), n((1, 1, 64, 128), dtype=f) * f(0.1)], "flops", 2 * 8 * 56 * 56 * 128 * 64),
        "conv_depthwise_8x56x56x64": (conv_depthwise, [n((8, 56, 56, 64), dtype=f), n((3, 3, 1, 64), dtype=f) * f(0.1)], "flops", 2 * 8 * 56 * 56 * 64 * 9),
        "conv_strided_8x56x56x32x64": (conv_strided, [n((8, 56, 56, 32), dtype=f), n((3, 3, 32, 64), dtype=f) * f(0.1)], "flops", 2 * 8 * 28 * 28 * 64 * 9 * 32),
        "attention_4x8x256x64": (attention, [n((4, 8, 256, 64), dtype=f) for _ in range(3)], "flops", 2 * mm(4 * 8 * 256, 64, 256)),
        # LAPACK custom calls (docs/lowering/lapack.md): amount = the routines' flops
        "cholesky_512": (cholesky, [spd(rng, 512)], "flops", 512 ** 3 // 3),
        "solve_512x64": (solve, [n((512, 512), dtype=f) + 32 * np.eye(512, dtype=f), n((512, 64), dtype=f)],
                         "flops", 2 * 512 ** 3 // 3 + 2 * 512 * 512 * 64),
        "transformer_12x256": (transformer, [n((4, 128, d), dtype=f)] + layers, "flops",
                               12 * (mm(512, d, 3 * d) + mm(512, d, d) + 2 * mm(512, d, 4 * d) + 2 * 4 * 8 * mm(128, 32, 128))),
    }


def copy_bandwidth():
    """GB/s of a large array copy (read + write counted), best of 5."""
    a = np.ones(1 << 26, dtype=np.float32)
    b = np.empty_like(a)
    best = min(_timed(lambda: np.copyto(b, a)) for _ in range(5))
    return 2 * a.nbytes / best / 1e9


def _timed(fn):
    start = time.perf_counter()
    fn()
    return time.perf_counter() - start


def jax_median(compiled, device_inputs, repeat):
    samples = []
    for _ in range(repeat):
        start = time.perf_counter()
        jax.block_until_ready(compiled(*device_inputs))
        samples.append((time.perf_counter() - start) * 1e3)
    samples.sort()
    return samples[len(samples) // 2]


def jit_round(args, d, n_inputs, first):
    """One `xla-run --backend jit` of program d: (median ms, compile ms), or None if it failed
    (its log stays in d/jit.log)."""
    inputs = [os.path.join(d, f"in{i}.npy") for i in range(n_inputs)]
    cmd = [args.xla_run, os.path.join(d, "program.mlir"), "--backend", "jit", *args.jit_arg,
           "--input", *inputs, "--repeat", str(args.repeat)]
    if first:
        cmd += ["--output-dir", os.path.join(d, "jit_out")]
    run = subprocess.run(cmd, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
    if first:
        with open(os.path.join(d, "jit.log"), "w") as log:
            log.write(run.stderr)
    median = re.search(r"^median run time: ([0-9.]+) ms", run.stderr, re.M)
    compile_ms = re.search(r"^compile time: ([0-9.]+) ms", run.stderr, re.M)
    if run.returncode != 0 or not median or not compile_ms:
        return None
    return float(median.group(1)), float(compile_ms.group(1))


def main():
    p = argparse.ArgumentParser()
    p.add_argument("out_dir")
    p.add_argument("--repeat", type=int, default=10)
    p.add_argument("--only", default="")
    p.add_argument("--xla-run", default="")
    p.add_argument("--rounds", type=int, default=3)
    p.add_argument("--jit-arg", action="append", default=[])
    args = p.parse_args()
    only = set(filter(None, args.only.split(",")))
    rng = np.random.default_rng(0)
    os.makedirs(args.out_dir, exist_ok=True)
    with open(os.path.join(args.out_dir, "copy_gbs.txt"), "w") as out:
        out.write(f"{copy_bandwidth():.1f}\n")
    times, jit_times = [], []
    for name, (fn, inputs, kind, amount) in programs(rng).items():
        if only and name not in only:
            continue
        d = os.path.join(args.out_dir, name)
        os.makedirs(d, exist_ok=True)
        jitted = jax.jit(fn)
        start = time.perf_counter()
        lowered = jitted.lower(*inputs)
        compiled = lowered.compile()
        compile_ms = (time.perf_counter() - start) * 1e3
        with open(os.path.join(d, "program.mlir"), "w") as out:
            out.write(lowered.as_text())
        for i, x in enumerate(inputs):
            np.save(os.path.join(d, f"in{i}.npy"), x)
        # Inputs already on the device, as a JAX program's arrays are (xla-run reads its .npy
        # inputs before timing too): the timed call is the computation, not a host transfer.
        device_inputs = [jax.device_put(x) for x in inputs]
        result = compiled(*device_inputs)
        jax.block_until_ready(result)  # warm up
        if os.path.isdir(os.path.join(d, "jit_out")):
            for f in os.listdir(os.path.join(d, "jit_out")):
                os.remove(os.path.join(d, "jit_out", f))
        jax_ms, jit_ms, jit_compile, ratios = [], [], [], []
        for r in range(args.rounds if args.xla_run else 1):
            jax_ms.append(jax_median(compiled, device_inputs, args.repeat))
            if args.xla_run:
                got = jit_round(args, d, len(inputs), r == 0)
                if got is None:
                    break
                jit_ms.append(got[0])
                jit_compile.append(got[1])
                ratios.append(got[0] / jax_ms[-1])
        outs = result if isinstance(result, (tuple, list)) else [result]
        for i, o in enumerate(outs):
            np.save(os.path.join(d, f"jax_out{i}.npy"), np.asarray(o))
        median = statistics.median(jax_ms)
        times.append(f"{name} {median:.3f} {kind} {amount} {compile_ms:.0f}")
        print(f"jax {name}: median {median:.3f} ms, compile {compile_ms:.0f} ms", flush=True)
        if jit_ms:
            jit_median = statistics.median(jit_ms)
            jit_times.append(f"{name} {jit_median:.3f} {statistics.median(jit_compile):.3f} "
                             f"{statistics.median(ratios):.4f} {min(ratios):.2f} {max(ratios):.2f}")
            print(f"jit {name}: median {jit_median:.3f} ms, JIT / JAX per round "
                  + " ".join(f"{x:.2f}" for x in ratios), flush=True)
    with open(os.path.join(args.out_dir, "jax_times.txt"), "w") as out:
        out.write("\n".join(times) + "\n")
    if args.xla_run:
        with open(os.path.join(args.out_dir, "jit_times.txt"), "w") as out:
            out.write("\n".join(jit_times) + "\n")


if __name__ == "__main__":
    main()
