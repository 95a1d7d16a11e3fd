#!/usr/bin/env python3
"""Differential test of the Broadcastable trait: `test.broadcastable` in
mlir-opt versus a second tool (our xla-opt).

Generates random `"test.broadcastable"` cases (ranks 0-4, dims from
{?,0,1,2,3,4}, 1-4 operands, some unranked tensors, results of differing
rank), writes them into ONE file separated by `// -----`, runs each tool once
as `<tool> --split-input-file FILE`, attributes every `FILE:LINE:COL: error:`
line to the chunk containing LINE, and compares per-chunk verdicts
(accepted / rejected).

    broadcastable.py [--seed S] [--count N] [--tool PATH] [--messages]

Without --tool only mlir-opt is run and its accept/reject counts reported.
Exit status: 0 = no differences, 1 = verdicts differ, 2 = a tool could not
be run or produced output that cannot be attributed to a chunk.
Standard library only.
"""

import argparse
import bisect
import os
import random
import re
import shutil
import subprocess
import sys
import tempfile

DYN = None  # '?' in the Python shape model
DIMS = [DYN, 0, 1, 2, 3, 4]
ELEMS = ["f32", "i32", "i1", "f16", "i8"]
OP_NAME = "test.broadcastable"


# --------------------------------------------------------------------------
# Shape model (upstream getBroadcastedShape); only used to steer generation
# towards a useful mix of accepted and rejected cases. The verdicts compared
# always come from the tools themselves.

def bcast_dim(a, b):
    if a is DYN or b is DYN:
        if a is not DYN and a > 1:
            return a, True
        if b is not DYN and b > 1:
            return b, True
        if a == 1:
            return b, True
        if b == 1:
            return a, True
        return DYN, True
    if a == b or b == 1:
        return a, True
    if a == 1:
        return b, True
    return None, False


def bcast(s1, s2):
    res = list(s1 if len(s1) > len(s2) else s2)
    n = len(res)
    for k in range(min(len(s1), len(s2))):
        d, ok = bcast_dim(s1[-1 - k], s2[-1 - k])
        if not ok:
            return None
        res[n - 1 - k] = d
    return res


def infer(operands):
    """operands: list of shapes (list) or None for unranked.
    Returns ('none', None) | ('ok', shape) | ('fail', None)."""
    cur = None
    for s in operands:
        if s is None:
            continue
        cur = list(s) if cur is None else cur
        cur = bcast(cur, s)
        if cur is None:
            return "fail", None
    return ("none", None) if cur is None else ("ok", cur)


# --------------------------------------------------------------------------
# Case generation

def rand_dim(rng):
    return rng.choice(DIMS)


def rand_shape(rng, rank=None):
    if rank is None:
        rank = rng.randint(0, 4)
    return [rand_dim(rng) for _ in range(rank)]


def derive(rng, base):
    """A shape broadcast-compatible with `base` most of the time."""
    keep = rng.randint(0, len(base))
    out = []
    for d in base[len(base) - keep:]:
        r = rng.random()
        if r < 0.2:
            out.append(1)
        elif r < 0.35:
            out.append(DYN)
        elif r < 0.40:
            out.append(rand_dim(rng))  # noise
        else:
            out.append(d)
    return out


def gen_case(rng):
    n_ops = rng.randint(1, 4)
    base = rand_shape(rng)
    derived = rng.random() < 0.6
    operands = []
    for _ in range(n_ops):
        if rng.random() < 0.15:
            operands.append(None)
        elif derived:
            operands.append(derive(rng, base))
        else:
            operands.append(rand_shape(rng))
    # Result.
    r = rng.random()
    if r < 0.12:
        result = None
    else:
        status, inferred = infer(operands)
        if status == "ok" and r < 0.7:
            result = list(inferred)
            mode = rng.random()
            if mode < 0.15 and len(result) < 4:
                result = [rand_dim(rng)] + result            # higher rank
            elif mode < 0.25 and result:
                result = result[1:]                          # lower rank
            elif mode < 0.55 and result:
                i = rng.randrange(len(result))
                result[i] = rng.choice([DYN, rand_dim(rng)])
            if rng.random() < 0.2:
                result = [DYN if (d is not DYN and rng.random() < 0.5) else d for d in result]
        else:
            result = rand_shape(rng)
    elems = [rng.choice(ELEMS) for _ in range(n_ops + 1)]
    if rng.random() < 0.7:  # mostly a common element type
        elems = [elems[0]] * (n_ops + 1)
    return operands, result, elems


def type_str(shape, elem):
    if shape is None:
        return "tensor<*x%s>" % elem
    dims = "".join(("?" if d is DYN else str(d)) + "x" for d in shape)
    return "tensor<%s%s>" % (dims, elem)


def chunk_text(idx, operands, result, elems):
    """Exactly 4 lines; the op is on the second line."""
    otys = [type_str(s, e) for s, e in zip(operands, elems)]
    rty = type_str(result, elems[-1])
    args = ", ".join("%%arg%d: %s" % (i, t) for i, t in enumerate(otys))
    uses = ", ".join("%%arg%d" % i for i in range(len(otys)))
    sig = "(%s) -> %s" % (", ".join(otys), rty)
    return [
        "func.func @case%d(%s) -> %s {" % (idx, args, rty),
        '  %%0 = "%s"(%s) : %s' % (OP_NAME, uses, sig),
        "  return %%0 : %s" % rty,
        "}",
    ], sig


def build_file(cases):
    lines, starts, sigs = [], [], []
    for i, (ops, res, elems) in enumerate(cases):
        if i:
            lines.append("// -----")
        starts.append(len(lines) + 1)  # 1-based first line of the chunk
        text, sig = chunk_text(i, ops, res, elems)
        lines.extend(text)
        sigs.append(sig)
    return "\n".join(lines) + "\n", starts, sigs


# --------------------------------------------------------------------------
# Running a tool and attributing diagnostics to chunks

DIAG = re.compile(r"^(?P<file>.*?):(?P<line>\d+):(?P<col>\d+): (?P<sev>error|warning|note|remark): (?P<msg>.*)$")


class ToolError(Exception):
    pass


def run_tool(tool, path, starts, timeout):
    try:
        proc = subprocess.run([tool, "--split-input-file", path], stdout=subprocess.PIPE,
                              stderr=subprocess.PIPE, timeout=timeout)
    except FileNotFoundError:
        raise ToolError("%s: not found" % tool)
    except subprocess.TimeoutExpired:
        raise ToolError("%s: timed out after %ss" % (tool, timeout))
    stderr = proc.stderr.decode("utf-8", "replace")
    if proc.returncode < 0 or proc.returncode > 1:
        raise ToolError("%s: exited with status %d\n%s" % (tool, proc.returncode, stderr[-2000:]))
    errors = {}  # chunk -> first error message
    stray = []
    real = os.path.realpath(path)
    for line in stderr.splitlines():
        m = DIAG.match(line)
        if not m or m.group("sev") != "error":
            continue
        f = m.group("file")
        if f != path and os.path.realpath(f) != real:
            stray.append(line)
            continue
        ln = int(m.group("line"))
        chunk = bisect.bisect_right(starts, ln) - 1
        if chunk < 0:
            stray.append(line)
            continue
        errors.setdefault(chunk, m.group("msg"))
    if stray:
        raise ToolError("%s: errors not attributable to a chunk:\n  %s" % (tool, "\n  ".join(stray[:10])))
    if proc.returncode == 1 and not errors:
        raise ToolError("%s: failed without a located error:\n%s" % (tool, stderr[-2000:]))
    if proc.returncode == 0 and errors:
        raise ToolError("%s: reported errors but exited with status 0" % tool)
    return errors


def default_mlir_opt():
    env = os.environ.get("MLIR_OPT")
    if env:
        return env
    for p in ("/usr/lib/llvm-22/bin/mlir-opt",):
        if os.path.exists(p):
            return p
    return shutil.which("mlir-opt") or "mlir-opt"


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--count", type=int, default=2000)
    ap.add_argument("--tool", help="second tool to compare with mlir-opt (e.g. xla-opt)")
    ap.add_argument("--mlir-opt", default=default_mlir_opt(), help="reference mlir-opt")
    ap.add_argument("--messages", action="store_true",
                    help="also require identical error messages for rejected chunks")
    ap.add_argument("--show", type=int, default=10, help="how many differing cases to print")
    ap.add_argument("--keep", metavar="FILE", help="write the generated cases to FILE")
    ap.add_argument("--timeout", type=float, default=600)
    args = ap.parse_args(argv)

    rng = random.Random(args.seed)
    cases = [gen_case(rng) for _ in range(args.count)]
    text, starts, sigs = build_file(cases)

    tmpdir = None
    if args.keep:
        path = os.path.abspath(args.keep)
    else:
        tmpdir = tempfile.mkdtemp(prefix="broadcastable-diff-")
        path = os.path.join(tmpdir, "cases.mlir")
    with open(path, "w") as f:
        f.write(text)

    try:
        try:
            ref = run_tool(args.mlir_opt, path, starts, args.timeout)
            other = run_tool(args.tool, path, starts, args.timeout) if args.tool else None
        except ToolError as e:
            print("error: %s" % e, file=sys.stderr)
            return 2

        n = len(cases)
        if other is None:
            print("mlir-opt: %d accepted, %d rejected (%d cases, seed %d)"
                  % (n - len(ref), len(ref), n, args.seed))
            return 0

        diffs = []
        for i in range(n):
            a, b = ref.get(i), other.get(i)
            if (a is None) != (b is None) or (args.messages and a != b):
                diffs.append(i)
        print("%d passed, %d failed (%d cases, seed %d; mlir-opt: %d accepted, %d rejected)"
              % (n - len(diffs), len(diffs), n, args.seed, n - len(ref), len(ref)))
        for i in diffs[:args.show]:
            print("case %d (line %d): \"%s\" : %s" % (i, starts[i] + 1, OP_NAME, sigs[i]))
            print("  mlir-opt: %s" % ("accepted" if ref.get(i) is None else "error: " + ref[i]))
            print("  %s: %s" % (os.path.basename(args.tool),
                                "accepted" if other.get(i) is None else "error: " + other[i]))
        return 1 if diffs else 0
    finally:
        if tmpdir:
            shutil.rmtree(tmpdir, ignore_errors=True)


if __name__ == "__main__":
    sys.exit(main())
