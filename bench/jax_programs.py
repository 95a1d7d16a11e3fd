#!/usr/bin/env python3
"""Programs of bench/jax_vs_jit.sh, written in JAX: exports each one as StableHLO text with
its inputs (.npy), times JAX's own execution (jit, CPU) and writes JAX's outputs, so the
script can run the same program through `xla-run --backend jit` and compare.

usage: jax_programs.py OUT_DIR [--repeat N] [--only NAME,...]
For each program P: OUT_DIR/P/program.mlir, OUT_DIR/P/in*.npy, OUT_DIR/P/jax_out*.npy and one
line `P <median ms>` in OUT_DIR/jax_times.txt.
"""
import argparse
import os
import time

import jax
import jax.numpy as jnp
import numpy as np


def elementwise_chain(x):
    # 16M floats through a chain of element-wise ops (memory bound; fusion matters).
    y = jnp.sin(x) * 1.5 + 0.25
    y = jnp.maximum(y, 0.0)
    y = jnp.exp(-y) * x
    return jnp.tanh(y) + x * x


def matmul(a, b):
    return a @ b


def softmax(x):
    m = jnp.max(x, axis=-1, keepdims=True)
    e = jnp.exp(x - m)
    return e / jnp.sum(e, axis=-1, keepdims=True)


def row_sum(x):
    return jnp.sum(x, axis=1)


def conv_net(images, w1, w2, w3):
    # Two 3x3 convolutions with relu, global average pooling, a dense layer.
    dn = ("NHWC", "HWIO", "NHWC")
    h = jax.lax.conv_general_dilated(images, w1, (1, 1), "SAME", dimension_numbers=dn)
    h = jnp.maximum(h, 0.0)
    h = jax.lax.conv_general_dilated(h, w2, (2, 2), "SAME", dimension_numbers=dn)
    h = jnp.maximum(h, 0.0)
    h = jnp.mean(h, axis=(1, 2))
    return h @ w3


def programs(rng):
    f = np.float32
    return {
        "elementwise_chain_16M": (elementwise_chain, [rng.standard_normal(16 * 1024 * 1024, dtype=f)]),
        "matmul_1024": (matmul, [rng.standard_normal((1024, 1024), dtype=f), rng.standard_normal((1024, 1024), dtype=f)]),
        "softmax_4096x1024": (softmax, [rng.standard_normal((4096, 1024), dtype=f)]),
        "row_sum_4096x1024": (row_sum, [rng.standard_normal((4096, 1024), dtype=f)]),
        "conv_net_8x32x32": (
            conv_net,
            [
                rng.standard_normal((8, 32, 32, 3), dtype=f),
                rng.standard_normal((3, 3, 3, 16), dtype=f) * f(0.2),
                rng.standard_normal((3, 3, 16, 32), dtype=f) * f(0.1),
                rng.standard_normal((32, 10), dtype=f) * f(0.1),
            ],
        ),
    }


def main():
    p = argparse.ArgumentParser()
    p.add_argument("out_dir")
    p.add_argument("--repeat", type=int, default=10)
    p.add_argument("--only", default="")
    args = p.parse_args()
    only = set(filter(None, args.only.split(",")))
    rng = np.random.default_rng(0)
    times = []
    for name, (fn, inputs) in programs(rng).items():
        if only and name not in only:
            continue
        d = os.path.join(args.out_dir, name)
        os.makedirs(d, exist_ok=True)
        jitted = jax.jit(fn)
        with open(os.path.join(d, "program.mlir"), "w") as out:
            out.write(jitted.lower(*inputs).as_text())
        for i, x in enumerate(inputs):
            np.save(os.path.join(d, f"in{i}.npy"), x)
        result = jitted(*inputs)
        jax.block_until_ready(result)  # compile + warm up
        samples = []
        for _ in range(args.repeat):
            start = time.perf_counter()
            jax.block_until_ready(jitted(*inputs))
            samples.append((time.perf_counter() - start) * 1e3)
        samples.sort()
        outs = result if isinstance(result, (tuple, list)) else [result]
        for i, o in enumerate(outs):
            np.save(os.path.join(d, f"jax_out{i}.npy"), np.asarray(o))
        times.append(f"{name} {samples[len(samples) // 2]:.3f}")
        print(f"jax {name}: median {samples[len(samples) // 2]:.3f} ms", flush=True)
    with open(os.path.join(args.out_dir, "jax_times.txt"), "w") as out:
        out.write("\n".join(times) + "\n")


if __name__ == "__main__":
    main()
