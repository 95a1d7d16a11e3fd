#!/usr/bin/env python3
"""Differential test of the printer (and parser): random MLIR modules through mlir-opt
and xla-opt must print byte for byte the same.

Generates modules of unregistered ops inside `func.func`: nested regions, CFGs with block
arguments and successors, result groups, properties, every builtin type and attribute
form (integers of odd widths, all float kinds with random bit patterns, strings with
escapes, dense elements including >100-element hex blobs, dense arrays, affine maps,
symbol references, opaque dialect attributes) and locations. Each module is run through
both tools with each flag set; outputs are compared after dropping blank lines (mlir-opt's
`--mlir-print-local-scope` output lacks the blank line xla-opt appends).

    printer_fuzz.py --tool PATH [--seeds N] [--first S] [--keep DIR] [--known-issues]

--known-issues also generates inputs that currently differ for reasons outside the
printer: strings with bytes that are not UTF-8 (`"\\FF"`; string attributes hold `str`)
and negative literals for the unsigned `f8E8M0FNU`. Exit status: 0 = same, 1 = differences
(the first few are shown), 2 = a tool could not be run. Standard library only.
"""

import argparse
import os
import random
import shutil
import subprocess
import sys
import tempfile

KNOWN_ISSUES = False
FLAG_SETS = [
    [],
    ["--mlir-print-op-generic"],
    ["--mlir-print-debuginfo", "--mlir-print-local-scope"],
    ["--mlir-print-op-generic", "--mlir-print-debuginfo", "--mlir-print-local-scope"],
    ["--mlir-print-elementsattrs-with-hex-if-larger=3"],
    ["--mlir-elide-elementsattrs-if-larger=2"],
]

INTS = ["i1", "i8", "i16", "i32", "i64", "si8", "ui8", "ui32", "i3", "i17", "index", "i128"]
# Float kinds and their storage widths in bits.
FLOATS = {
    "f16": 16, "bf16": 16, "f32": 32, "f64": 64, "tf32": 19, "f8E5M2": 8, "f8E4M3FN": 8, "f8E4M3": 8,
    "f8E5M2FNUZ": 8, "f8E4M3FNUZ": 8, "f8E4M3B11FNUZ": 8, "f8E3M4": 8, "f8E8M0FNU": 8, "f6E2M3FN": 6,
    "f6E3M2FN": 6, "f4E2M1FN": 4,
}
SCALARS = INTS + list(FLOATS)
STR_PIECES = ["a", "Z", "_", " ", "\\n", '\\"', "\\\\", "\\t", "\\00", "é", "$", "."]
NAMES = ["a", "b", "z", "x.y", '"a b"', '"0x"', "_u", "a$", '"-"']
MAPS = [
    "affine_map<(d0, d1)[s0] -> (d0 + s0 * 2, d1 floordiv 4)>",
    "affine_map<(d0) -> (d0)>",
    "affine_map<() -> (0)>",
    "affine_map<(d0)[s0] -> (d0 - s0, -d0, d0 mod 3, (d0 + 1) * 2)>",
]
LOCS = [
    "", ' loc(unknown)', ' loc("n"("g":1:2))', ' loc(callsite("a":1:1 at "b":2:2))',
    ' loc(fused["a":1:1, "b":2:2])', ' loc("nm")',
]


def int_width(t):
    return 64 if t == "index" else int(t.lstrip("sui"))


def int_value(t):
    w = int_width(t)
    if t.startswith("ui"):
        return random.choice([0, 1, (1 << w) - 1, random.randrange(0, 1 << w)])
    if t == "i1":
        return random.choice([0, 1])
    lo, hi = -(1 << (w - 1)), (1 << (w - 1)) - 1
    return random.choice([0, 1, -1, lo, hi, random.randrange(lo, hi + 1)])


def float_literal(t):
    """A decimal literal, or a random bit pattern in hex (NaNs and infinities included)."""
    if random.random() < 0.4:
        lits = ["0.0", "1.0", "0.5", "3.0", "1.0e-3", "0.1", "100.0"]
        if t != "f8E8M0FNU" or KNOWN_ISSUES:
            lits += ["-2.5", "-0.0"]
        return random.choice(lits)
    w = FLOATS[t]
    return "0x%0*X" % ((w + 3) // 4, random.randrange(0, 1 << w))


def dims(choices, lo, hi):
    return "".join("%sx" % random.choice(choices) for _ in range(random.randrange(lo, hi)))


def rand_type(depth=0):
    r = random.random()
    if depth > 2 or r < 0.4:
        return random.choice(SCALARS)
    if r < 0.5:
        return "tensor<%s%s>" % (dims(["?", 2, 4], 0, 3), random.choice(SCALARS))
    if r < 0.6:
        layout = random.choice(["", ", 1", ", strided<[?, 1], offset: ?>", ", affine_map<(d0, d1) -> (d1, d0)>",
                                ", strided<[4, 1]>, 2"])
        return "memref<%s%s%s>" % (dims([2, 4], 2, 3), random.choice(["f32", "i8"]), layout)
    if r < 0.7:
        return "vector<%s%s>" % (dims(["4", "[8]", "2"], 1, 3), random.choice(["f32", "i1"]))
    if r < 0.8:
        return "tuple<%s>" % ", ".join(rand_type(depth + 1) for _ in range(random.randrange(0, 3)))
    if r < 0.9:
        inputs = ", ".join(rand_type(depth + 1) for _ in range(random.randrange(0, 2)))
        return "(%s) -> %s" % (inputs, random.choice(["()", "i32", "(i32, f32)", "((i32) -> i32)"]))
    return random.choice(["!t.foo", '!t<"a b">', "none", "tensor<*xf32>", "memref<*xf32, 3>", "complex<f64>"])


def rand_string():
    pieces = STR_PIECES + (["\\FF"] if KNOWN_ISSUES else [])
    return "".join(random.choice(pieces) for _ in range(random.randrange(0, 6)))


def element(t):
    if t.startswith("complex"):
        inner = t[len("complex<"):-1]
        return "(%s, %s)" % (element(inner), element(inner))
    if t in FLOATS:
        return float_literal(t)
    if t == "i1":
        return random.choice(["true", "false"])
    return str(int_value(t))


def nested_list(shape, t):
    if not shape:
        return element(t)
    return "[" + ", ".join(nested_list(shape[1:], t) for _ in range(shape[0])) + "]"


def rand_dense():
    t = random.choice([i for i in INTS if i != "i128"] + ["f16", "bf16", "f32", "f64", "complex<f32>", "complex<i16>"])
    shape = [random.choice([1, 2, 3, 4]) for _ in range(random.randrange(0, 3))]
    if random.random() < 0.2:
        shape = [random.choice([101, 150])]  # hex blobs above 100 elements
        body = nested_list(shape, t)
    elif random.random() < 0.3:
        body = element(t)  # splat
    else:
        body = nested_list(shape, t)
    return "dense<%s> : tensor<%s%s>" % (body, "".join("%dx" % d for d in shape), t)


def rand_attr(depth=0):
    r = random.random()
    if r < 0.2:
        t = random.choice(INTS)
        return random.choice(["true", "false"]) if t == "i1" else "%d : %s" % (int_value(t), t)
    if r < 0.35:
        t = random.choice(list(FLOATS))
        return "%s : %s" % (float_literal(t), t)
    if r < 0.45:
        return '"%s"' % rand_string()
    if r < 0.5 and depth < 3:
        return "[%s]" % ", ".join(rand_attr(depth + 1) for _ in range(random.randrange(0, 3)))
    if r < 0.55 and depth < 3:
        return rand_dict(depth + 1)
    if r < 0.65:
        return rand_dense()
    if r < 0.7:
        t = random.choice(["i1", "i8", "i16", "i32", "i64", "f32", "f64"])
        n = random.randrange(0, 4)
        return "array<%s%s>" % (t, (": " + ", ".join(element(t) for _ in range(n))) if n else "")
    if r < 0.75:
        return rand_type()
    if r < 0.8:
        return random.choice(["@a", '@"x y"::@b', "@a::@b::@c"])
    if r < 0.85:
        return random.choice(MAPS)
    if r < 0.9:
        return random.choice(["unit", "#t.foo", '#t<"q r">', "#t.x<1> : i32", "strided<[?, 1], offset: 3>"])
    return 'dense<["%s", "%s"]> : tensor<2x!t.s>' % (rand_string(), rand_string())


def rand_dict(depth=0):
    entries = {random.choice(NAMES): rand_attr(depth) for _ in range(random.randrange(0, 4))}
    return "{" + ", ".join(k if v == "unit" else "%s = %s" % (k, v) for k, v in entries.items()) + "}"


def rand_loc():
    if random.random() < 0.15:
        return ' loc("f.mlir":%d:%d)' % (random.randrange(1, 9), random.randrange(1, 9))
    return random.choice(LOCS)


class Gen:
    """Random ops: values in `scope` are (name, type) pairs usable as operands."""

    def __init__(self):
        self.count = 0

    def fresh(self):
        self.count += 1
        return "%%v%d" % self.count

    def region(self, scope, depth, indent):
        lines = []
        nblocks = random.choice([1, 1, 1, 2, 3])
        labels = ["^bb%d" % i for i in range(nblocks)]
        for bi in range(nblocks):
            block_scope = list(scope)
            if bi > 0 or nblocks > 1 or random.random() < 0.4:
                args = []
                for _ in range(random.randrange(0, 3)):
                    v, t = self.fresh(), random.choice(["i32", "f32", "index"])
                    args.append("%s: %s%s" % (v, t, rand_loc()))
                    block_scope.append((v, t))
                lines.append(indent[:-2] + labels[bi] + ("(%s)" % ", ".join(args) if args else "") + ":")
            for _ in range(random.randrange(0, 4)):
                lines += self.op(block_scope, depth, indent)
            if nblocks > 1 and random.random() < 0.7:
                succ = random.sample(labels[1:], random.randrange(1, nblocks))
                lines.append(indent + '"t.br"()[%s] : () -> ()%s' % (", ".join(succ), rand_loc()))
            else:
                lines.append(indent + '"t.end"() : () -> ()')
        return lines

    def op(self, scope, depth, indent):
        nres = random.choice([0, 1, 1, 2, 3])
        res_types = [rand_type() for _ in range(nres)]
        operands = random.sample(scope, min(len(scope), random.randrange(0, 3)))
        name = random.choice(['"t.a"', '"t.b"', '"x.op"', '"t.with.dots"'])
        attrs = rand_dict() if random.random() < 0.6 else "{}"
        props = rand_dict() if random.random() < 0.2 else "{}"
        regions = []
        if depth < 3 and random.random() < 0.3:
            regions = [self.region(scope, depth + 1, indent + "  ") for _ in range(random.randrange(1, 3))]
        lhs = ""
        if nres:
            r = self.fresh()
            lhs = r + (":%d" % nres if nres > 1 else "") + " = "
            scope.extend(((r + "#%d" % i) if nres > 1 else r, t) for i, t in enumerate(res_types))
        head = indent + lhs + name + "(%s)" % ", ".join(o for o, _ in operands)
        if props != "{}":
            head += " <%s>" % props
        wrapped = nres != 1 or res_types[0].startswith("(")
        results = "(%s)" % ", ".join(res_types) if wrapped else res_types[0]
        tail = (" " + attrs if attrs != "{}" else "") + " : (%s) -> %s" % (", ".join(t for _, t in operands), results)
        if not regions:
            return [head + tail + rand_loc()]
        lines = [head + " ("]
        for i, body in enumerate(regions):
            lines.append(indent + ("{" if i == 0 else "}, {"))
            lines += body
        lines.append(indent + "})" + tail + rand_loc())
        return lines


def module(seed):
    random.seed(seed)
    gen = Gen()
    out = []
    for fi in range(random.randrange(1, 3)):
        out.append("func.func @f%d(%%arg0: i32, %%arg1: f32) {" % fi)
        scope = [("%arg0", "i32"), ("%arg1", "f32")]
        for _ in range(random.randrange(1, 6)):
            out += gen.op(scope, 0, "  ")
        out.append("  return")
        out.append("}")
    return "\n".join(out) + "\n"


def run(tool, flags, path):
    try:
        p = subprocess.run([tool, '--allow-unregistered-dialect', *flags, path], capture_output=True, text=True,
                           timeout=60)
    except (OSError, subprocess.TimeoutExpired) as e:
        print('cannot run %s: %s' % (tool, e), file=sys.stderr)
        sys.exit(2)
    return p.returncode, '\n'.join(l for l in p.stdout.splitlines() if l.strip())


def main():
    global KNOWN_ISSUES
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument('--tool', required=True, help='xla-opt binary')
    ap.add_argument('--mlir-opt', default=os.path.join(os.environ.get('LLVM_BIN_DIR', '/usr/lib/llvm-22/bin'),
                                                       'mlir-opt'))
    ap.add_argument('--seeds', type=int, default=50)
    ap.add_argument('--first', type=int, default=1)
    ap.add_argument('--keep', help='directory to keep differing inputs in')
    ap.add_argument('--known-issues', action='store_true')
    args = ap.parse_args()
    KNOWN_ISSUES = args.known_issues
    if not shutil.which(args.tool) and not os.path.exists(args.tool):
        print('no tool at %s' % args.tool, file=sys.stderr)
        return 2
    diffs = 0
    with tempfile.TemporaryDirectory() as tmp:
        for seed in range(args.first, args.first + args.seeds):
            path = os.path.join(tmp, 'm%d.mlir' % seed)
            with open(path, 'w') as f:
                f.write(module(seed))
            for flags in FLAG_SETS:
                code, expected = run(args.mlir_opt, flags, path)
                if code != 0:
                    continue
                _, got = run(args.tool, flags, path)
                if got == expected:
                    continue
                diffs += 1
                if diffs <= 3:
                    print('== seed %d %s' % (seed, ' '.join(flags)))
                    for e, g in zip(expected.splitlines(), got.splitlines()):
                        if e != g:
                            print('mlir-opt: %s\nxla-opt:  %s' % (e[:300], g[:300]))
                            break
                if args.keep:
                    os.makedirs(args.keep, exist_ok=True)
                    shutil.copy(path, args.keep)
    print('%d seeds x %d flag sets: %d differences' % (args.seeds, len(FLAG_SETS), diffs))
    return 1 if diffs else 0


if __name__ == '__main__':
    sys.exit(main())
