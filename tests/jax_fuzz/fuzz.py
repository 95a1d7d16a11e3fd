"""Differential fuzzer against JAX (issue 18): random JAX programs (tests/jax_fuzz/generate.py)
exported as StableHLO, run through `xla-run` with each backend, compared with JAX's outputs.

usage: python3 tests/jax_fuzz/fuzz.py --xla-run target/debug/xla-run [--from 0] [--count 200]
           [--backends interp,jit] [--out target/jax-fuzz] [--keep]

Per program and backend the outcome is one of
- pass: every output equals JAX's (integers and booleans exactly; floats within a tolerance that
  grows with the inexact steps that fed the output, NaN where JAX has NaN, infinities equal);
- triaged: differs only where XLA:CPU itself deviates from IEEE semantics on purpose (the
  reasons in TRIAGE, printed with their counts): these are not counted as passes;
- unsupported: `xla-run` says clearly that something is not supported (printed by reason);
- FAIL: anything else (wrong values, an error, a crash, a timeout). The program, its inputs,
  JAX's outputs and the command that reproduces it stay in OUT/seed-N/.
Exits 1 when a program fails.
"""
import argparse
import multiprocessing
import os
import shutil
import subprocess
import sys
import time
import warnings
from collections import Counter

import numpy as np

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import jax  # noqa: E402
from generate import generate  # noqa: E402

warnings.filterwarnings("ignore")

# XLA:CPU's deliberate deviations from IEEE-754 results; a mismatch explained by one of them is
# "triaged", not a bug of ours (nor of XLA's).
TRIAGE = {
    "denormal": "XLA flushes subnormal results and operands to zero (FTZ/DAZ)",
    "saturation": "approximations of exp/tanh/pow saturate to 0/inf/±1 at slightly different "
                  "points near the range's edge",
    "overflow": "XLA's complex arithmetic squares a modulus beyond sqrt(max) in an intermediate "
                "(inf and NaN parts) where the program as written has a finite result",
}

UNSUPPORTED = ("not supported", "unsupported", "not lowered", "is not implemented")


def tolerance(dtype, inexact):
    base = {"float64": 1e-12, "float32": 2e-6, "float16": 2e-3, "bfloat16": 1.6e-2,
            "complex64": 2e-6, "complex128": 1e-12}.get(dtype, 0.0)
    return min(base * (8.0 ** inexact), 5e-2) if inexact else base


def as_float(a, dtype):
    if dtype == "bfloat16":
        bits = np.asarray(a).view(np.uint16).astype(np.uint32) << 16
        return bits.view(np.float32).astype(np.float64)
    return np.asarray(a).astype(np.complex128 if "complex" in dtype else np.float64)


def dtype_name(a):
    if a.dtype.kind == "V" and a.dtype.itemsize == 2:
        return "bfloat16"
    return str(a.dtype)


def compare(ours, want, inexact, narrowest=None):
    """None when equal; ("triaged", reason) or ("fail", message) otherwise. `narrowest` is the
    least precise float type the program computes in (its rounding bounds the tolerance)."""
    dt = dtype_name(want)
    if ours.shape != want.shape:
        return ("fail", f"shape {ours.shape}, JAX {want.shape}")
    if ours.size == 0:
        return None
    if dt not in ("float64", "float32", "float16", "bfloat16", "complex64", "complex128"):
        if ours.dtype.itemsize != want.dtype.itemsize:
            return ("fail", f"dtype {ours.dtype}, JAX {want.dtype}")
        a = ours.view(f"u{ours.dtype.itemsize}") if ours.dtype != bool else ours
        b = want.view(f"u{want.dtype.itemsize}") if want.dtype != bool else want
        bad = np.flatnonzero(a.reshape(-1) != b.reshape(-1))
        if bad.size:
            i = bad[0]
            return ("fail", f"{bad.size} elements differ, first at flat index {i}: "
                            f"{ours.reshape(-1)[i]} vs JAX {want.reshape(-1)[i]}")
        return None
    x, y = as_float(ours, dt), as_float(want, dt)
    modulus = ours_modulus = jax_inf = None
    if "complex" in dt:
        ours_modulus = np.abs(x).reshape(-1)
        jax_inf = (np.isinf(y.real) | np.isinf(y.imag)).reshape(-1)
        parts = [(x.real, y.real), (x.imag, y.imag)]
        # Each part's rounding error is relative to the number's modulus, not to the part.
        modulus = np.abs(y).reshape(-1)
        fdt = "float32" if dt == "complex64" else "float64"
    else:
        parts = [(x, y)]
        fdt = dt
    rtol = max(tolerance(dt, inexact), tolerance(narrowest or dt, inexact))
    finfo = np.finfo(np.float32 if fdt == "bfloat16" else fdt)
    tiny = float(finfo.tiny) if fdt != "bfloat16" else 1.1754944e-38
    big = float(finfo.max) if fdt != "bfloat16" else 3.3895314e38
    reasons = set()
    for a, b in parts:
        a, b = a.reshape(-1), b.reshape(-1)
        scale = np.nanmax(np.abs(np.where(np.isfinite(b), b, 0))) if b.size else 0.0
        # Outputs of reductions and dots carry their summation order's rounding relative to the
        # largest magnitude involved, not to each element.
        atol = rtol * scale if inexact else 0.0
        same = (a == b) | (np.isnan(a) & np.isnan(b))
        size = np.abs(b) if modulus is None else np.where(np.isfinite(modulus), modulus, np.abs(b))
        close = np.isfinite(a) & np.isfinite(b) & (np.abs(a - b) <= atol + rtol * size)
        bad = np.flatnonzero(~(same | close))
        for i in bad:
            u, v = a[i], b[i]
            if np.isfinite(u) and np.isfinite(v) and min(abs(u), abs(v)) < tiny \
                    and max(abs(u), abs(v)) < tiny * 4:
                reasons.add("denormal")
            elif inexact and jax_inf is not None and jax_inf[i] and np.isfinite(u) \
                    and np.isfinite(ours_modulus[i]) and ours_modulus[i] > np.sqrt(big):
                reasons.add("overflow")
            elif inexact and (max(abs(u), abs(v)) > big / 16 or
                              (min(abs(u), abs(v)) < tiny * 16 and np.isfinite(u) and np.isfinite(v))):
                reasons.add("saturation")
            else:
                return ("fail", f"{bad.size} elements differ, first at flat index {i}: "
                                f"{u!r} vs JAX {v!r} (rtol {rtol:g}, atol {atol:g})")
    if reasons:
        return ("triaged", ",".join(sorted(reasons)))
    return None


def run_backend(xla_run, d, n_in, n_out, backend, timeout):
    out_dir = os.path.join(d, f"out-{backend}")
    shutil.rmtree(out_dir, ignore_errors=True)
    os.makedirs(out_dir)
    cmd = [xla_run, os.path.join(d, "prog.mlir"), "--backend", backend, "--output-dir", out_dir]
    if n_in:
        cmd += ["--input"] + [os.path.join(d, f"in{i}.npy") for i in range(n_in)]
    try:
        r = subprocess.run(cmd, capture_output=True, text=True, timeout=timeout)
    except subprocess.TimeoutExpired:
        return None, ("fail", f"timeout after {timeout} s"), cmd
    if r.returncode != 0:
        msg = (r.stderr.strip().splitlines() or [f"exit {r.returncode}"])[0][:300]
        if r.returncode == 1 and any(s in r.stderr for s in UNSUPPORTED):
            return None, ("unsupported", msg), cmd
        return None, ("fail", f"exit {r.returncode}: {msg}"), cmd
    outs = []
    for i in range(n_out):
        p = os.path.join(out_dir, f"out{i}.npy")
        if not os.path.exists(p):
            return None, ("fail", f"no result {i}"), cmd
        outs.append(np.load(p))
    return outs, None, cmd


def export(p, d):
    """Writes prog.mlir, inputs and JAX's outputs; returns (outputs, facts) or None."""
    jax.config.update("jax_enable_x64", p.x64)
    try:
        jitted = jax.jit(p.fn, keep_unused=True)
        lowered = jitted.lower(*p.args)
        text = lowered.compiler_ir("stablehlo").operation.get_asm(print_generic_op_form=True)
        outs = [np.asarray(o) for o in jitted(*p.args)]
        narrowest = next((t for k, t in (("xbf16>", "bfloat16"), ("xf16>", "float16"),
                                         ("xf32>", "float32"), ("<bf16>", "bfloat16"),
                                         ("<f16>", "float16"), ("<f32>", "float32"))
                          if k in text), None)
        facts = list(p.fn.facts)
    except Exception as e:  # a program JAX itself rejects: the generator's fault, not ours
        return None, f"{type(e).__name__}: {str(e).splitlines()[0][:200]}"
    os.makedirs(d, exist_ok=True)
    with open(os.path.join(d, "prog.mlir"), "w") as f:
        f.write(text)
    for i, a in enumerate(p.args):
        np.save(os.path.join(d, f"in{i}.npy"), np.asarray(a))
    for i, o in enumerate(outs):
        np.save(os.path.join(d, f"jax{i}.npy"), o)
    return (outs, facts, narrowest), None


def export_worker(requests, replies):
    """Exports programs by seed in a process of its own: XLA can die of a signal on a
    program (seed 6490, `0 / 0` in uint32 folded at compile time: SIGFPE), which must not end
    the fuzzer."""
    for seed, d in iter(requests.get, None):
        p = generate(seed)
        exported, why = export(p, d)
        replies.put((exported, why, list(p.ops)))


class Exporter:
    """[`export`] through a worker process, restarted after a crash."""

    def __init__(self):
        self.ctx = multiprocessing.get_context("spawn")
        self.worker = None

    def start(self):
        self.requests, self.replies = self.ctx.Queue(), self.ctx.Queue()
        self.worker = self.ctx.Process(target=export_worker, args=(self.requests, self.replies),
                                       daemon=True)
        self.worker.start()

    def __call__(self, seed, d, timeout):
        if self.worker is None or not self.worker.is_alive():
            self.start()
        self.requests.put((seed, d))
        waited = 0
        while True:
            try:
                return self.replies.get(timeout=1)
            except Exception:  # queue.Empty: still working, dead, or hung
                waited += 1
                if self.worker.is_alive() and waited < timeout:
                    continue
                why = (f"JAX crashed: exit {self.worker.exitcode}" if not self.worker.is_alive()
                       else f"JAX hung: over {timeout} s")
                self.worker.kill()
                self.worker = None
                return None, why, []

    def close(self):
        if self.worker is not None and self.worker.is_alive():
            self.requests.put(None)
            self.worker.join(timeout=10)


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--xla-run", default="target/debug/xla-run")
    ap.add_argument("--from", dest="start", type=int, default=0)
    ap.add_argument("--count", type=int, default=200)
    ap.add_argument("--backends", default="interp,jit")
    ap.add_argument("--out", default="target/jax-fuzz")
    ap.add_argument("--timeout", type=int, default=120)
    ap.add_argument("--keep", action="store_true", help="keep passing programs too")
    args = ap.parse_args()
    backends = args.backends.split(",")
    os.makedirs(args.out, exist_ok=True)
    counts = {b: Counter() for b in backends}
    triaged = {b: Counter() for b in backends}
    unsupported = {b: Counter() for b in backends}
    failures = []
    skipped = Counter()
    started = time.time()
    exporter = Exporter()
    for seed in range(args.start, args.start + args.count):
        p = generate(seed)
        d = os.path.join(args.out, f"seed-{seed}")
        exported, why, ops = exporter(seed, d, args.timeout)
        if exported is None:
            skipped[why.split(":")[0]] += 1
            continue
        want, facts, narrowest = exported
        keep = False
        for b in backends:
            got, problem, cmd = run_backend(args.xla_run, d, len(p.args), len(want), b,
                                            args.timeout)
            if problem is None:
                for i, (o, w) in enumerate(zip(got, want)):
                    problem = compare(o, w, facts[i][1] if i < len(facts) else 3, narrowest)
                    if problem:
                        problem = (problem[0], f"output {i}: {problem[1]}")
                        break
            kind = problem[0] if problem else "pass"
            counts[b][kind] += 1
            if kind == "triaged":
                triaged[b][problem[1].split(": ", 1)[1]] += 1
            elif kind == "unsupported":
                unsupported[b][problem[1][:120]] += 1
            elif kind == "fail":
                keep = True
                failures.append((seed, b, problem[1], " ".join(cmd), ops))
        if not keep and not args.keep:
            shutil.rmtree(d, ignore_errors=True)
    exporter.close()
    elapsed = time.time() - started
    for seed, b, msg, cmd, ops in failures:
        print(f"FAIL seed {seed} [{b}] ops {ops}: {msg}\n  repro: {cmd}")
    n = args.count - sum(skipped.values())
    for b in backends:
        c = counts[b]
        print(f"jax fuzz [{b}]: {n} programs (seeds {args.start}..{args.start + args.count - 1}): "
              f"{c['pass']} passed, {c['triaged']} triaged, {c['unsupported']} unsupported, "
              f"{c['fail']} failed")
        for why, k in triaged[b].most_common():
            print(f"  triaged {k}: {why} ({'; '.join(TRIAGE[r] for r in why.split(','))})")
        for why, k in unsupported[b].most_common(10):
            print(f"  unsupported {k}: {why}")
    if skipped:
        print(f"jax fuzz: {sum(skipped.values())} generated programs JAX itself rejected or crashed on "
              f"(not counted): {dict(skipped)}")
    print(f"jax fuzz: {elapsed:.0f} s")
    sys.exit(1 if failures else 0)


if __name__ == "__main__":
    main()
