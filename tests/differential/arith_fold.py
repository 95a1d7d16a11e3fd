#!/usr/bin/env python3
"""Generates the arith folding table checked by the arith crate's unit tests.

Each case is one function whose operands are constants; `mlir-opt --canonicalize`
either folds it to a constant (recorded) or leaves the op (recorded as `-`). Float
results are bitcast to integers so that the table holds exact bit patterns.

    arith_fold.py [--mlir-opt PATH] [OUT]   (default OUT: dialects/arith/src/tests/fold_cases.txt)

Line format: `<op> <operand type> <result type> <operands...> <result|->`, integers in
decimal (signed), float bit patterns in hex. Standard library only.
"""

import argparse
import os
import re
import subprocess
import sys

INT_VALUES = {
    "i1": [0, -1],
    "i8": [0, 1, -1, 3, -7, 5, 127, -128, 8],
    "i64": [0, 1, -1, -9, 2**63 - 1, -(2**63), 64],
}
INT_BINARY = [
    "addi", "subi", "muli", "divui", "divsi", "ceildivui", "ceildivsi", "floordivsi", "remui",
    "remsi", "andi", "ori", "xori", "shli", "shrui", "shrsi", "maxsi", "maxui", "minsi", "minui",
]
CMPI = ["eq", "ne", "slt", "sle", "sgt", "sge", "ult", "ule", "ugt", "uge"]
CMPF = ["false", "oeq", "ogt", "oge", "olt", "ole", "one", "ord", "ueq", "ugt", "uge", "ult",
        "ule", "une", "uno", "true"]
FLOAT_BITS = {
    # 1.0, -2.5, 0.1, +0, -0, +inf, -inf, qNaN, max, min subnormal, 3.0
    "f32": [0x3F800000, 0xC0200000, 0x3DCCCCCD, 0x0, 0x80000000, 0x7F800000, 0xFF800000,
            0x7FC00000, 0x7F7FFFFF, 0x1, 0x40400000],
    # 1.0, -2.5, 65504, 0.1, -0, inf, NaN, 2^-24
    "f16": [0x3C00, 0xC100, 0x7BFF, 0x2E66, 0x8000, 0x7C00, 0x7E00, 0x1],
    "bf16": [0x3F80, 0xC020, 0x7F7F, 0x3DCD, 0x8000, 0x7F80, 0x7FC0],
}
INT_OF_FLOAT = {"f32": "i32", "f16": "i16", "bf16": "i16", "f64": "i64"}
FLOAT_BINARY = ["addf", "subf", "mulf", "divf", "remf", "maximumf", "minimumf", "maxnumf", "minnumf"]


def const(name, ty, value):
    if ty.startswith("f") or ty.startswith("bf"):
        ity = INT_OF_FLOAT[ty]
        return (f"  %{name}_bits = arith.constant {value} : {ity}\n"
                f"  %{name} = arith.bitcast %{name}_bits : {ity} to {ty}\n")
    return f"  %{name} = arith.constant {value} : {ty}\n"


def result_line(ty):
    if ty.startswith("f") or ty.startswith("bf"):
        ity = INT_OF_FLOAT[ty]
        return f"  %out = arith.bitcast %r : {ty} to {ity}\n  return %out : {ity}\n", ity
    return f"  return %r : {ty}\n", ty


def cases():
    """(key, body, result type) per case; the key becomes the table line without result."""
    for ty, values in INT_VALUES.items():
        for op in INT_BINARY:
            for a in values:
                for b in values:
                    body = const("a", ty, a) + const("b", ty, b) + f"  %r = arith.{op} %a, %b : {ty}\n"
                    yield f"{op} {ty} {ty} {a} {b}", body, ty
        for pred in CMPI:
            for a in values[:6]:
                for b in values[:6]:
                    body = const("a", ty, a) + const("b", ty, b) + f"  %r = arith.cmpi {pred}, %a, %b : {ty}\n"
                    yield f"cmpi.{pred} {ty} i1 {a} {b}", body, "i1"
    for ty, values in FLOAT_BITS.items():
        for op in FLOAT_BINARY:
            for a in values:
                for b in values:
                    body = const("a", ty, a) + const("b", ty, b) + f"  %r = arith.{op} %a, %b : {ty}\n"
                    yield f"{op} {ty} {ty} {a:#x} {b:#x}", body, ty
        for a in values:
            yield f"negf {ty} {ty} {a:#x}", const("a", ty, a) + f"  %r = arith.negf %a : {ty}\n", ty
        picked = values[:2] + values[4:8]
        for pred in CMPF:
            for a in picked:
                for b in picked:
                    body = const("a", ty, a) + const("b", ty, b) + f"  %r = arith.cmpf {pred}, %a, %b : {ty}\n"
                    yield f"cmpf.{pred} {ty} i1 {a:#x} {b:#x}", body, "i1"
    casts = [
        ("extsi", "i8", "i32"), ("extui", "i8", "i32"), ("trunci", "i64", "i8"),
        ("sitofp", "i8", "f32"), ("uitofp", "i8", "f16"), ("sitofp", "i64", "f32"),
        ("uitofp", "i64", "bf16"), ("index_cast", "i8", "index"), ("index_castui", "i8", "index"),
    ]
    for op, src, dst in casts:
        for a in INT_VALUES.get(src, INT_VALUES["i64"]):
            yield f"{op} {src} {dst} {a}", const("a", src, a) + f"  %r = arith.{op} %a : {src} to {dst}\n", dst
    for op, src, dst in [("fptosi", "f32", "i8"), ("fptoui", "f32", "i8"), ("fptosi", "f16", "i64"),
                         ("truncf", "f32", "f16"), ("truncf", "f32", "bf16"), ("extf", "f16", "f32"),
                         ("extf", "bf16", "f32"), ("bitcast", "f32", "i32")]:
        for a in FLOAT_BITS[src]:
            yield f"{op} {src} {dst} {a:#x}", const("a", src, a) + f"  %r = arith.{op} %a : {src} to {dst}\n", dst


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--mlir-opt", default="/usr/lib/llvm-22/bin/mlir-opt")
    here = os.path.dirname(os.path.abspath(__file__))
    default_out = os.path.join(here, "..", "..", "dialects", "arith", "src", "tests", "fold_cases.txt")
    ap.add_argument("out", nargs="?", default=default_out)
    args = ap.parse_args()

    all_cases = list(cases())
    text = []
    for i, (_, body, ty) in enumerate(all_cases):
        ret, rty = result_line(ty)
        text.append(f"func.func @c{i}() -> {rty} {{\n{body}{ret}}}\n")
    out = subprocess.run([args.mlir_opt, "--canonicalize", "-"], input="".join(text),
                         capture_output=True, text=True)
    if out.returncode != 0:
        sys.exit(f"mlir-opt failed: {out.stderr[:2000]}")
    results = {}
    for m in re.finditer(r"func\.func @c(\d+)\(\) -> \S+ \{\n(.*?)\n  \}", out.stdout, re.S):
        body = m.group(2)
        ret = re.search(r"return (%[\w\-]+)", body).group(1)
        c = re.search(re.escape(ret) + r" = arith\.constant (\S+)(?: : \S+)?\n", body + "\n")
        value = "-"
        if c:
            v = c.group(1)
            value = {"true": "1", "false": "0"}.get(v, v)
        results[int(m.group(1))] = value
    lines = []
    for i, (key, _, ty) in enumerate(all_cases):
        v = results[i]
        if v != "-" and (ty.startswith("f") or ty.startswith("bf")):
            bits = int(v) & ((1 << int(INT_OF_FLOAT[ty][1:])) - 1)
            v = f"{bits:#x}"
        lines.append(f"{key} {v}")
    with open(args.out, "w") as f:
        f.write("# Generated by tests/differential/arith_fold.py from mlir-opt 22 --canonicalize.\n")
        f.write("\n".join(lines) + "\n")
    print(f"{len(lines)} cases, {sum(1 for l in lines if l.endswith(' -'))} not folded")


if __name__ == "__main__":
    main()
