#!/usr/bin/env python3
"""Generates a module of loops for --loop-invariant-code-motion benchmarks.

Usage: gen_licm_module.py N_FUNCS [--ops K] > module.mlir
Each function holds one scf.for whose body chains K random i32 arith ops (add, mul, sub,
xor, and divsi, which may trap) over the function's arguments, a constant and the loop's
carried value, so some ops are invariant, some are not, and some invariant divisions are not
speculatable.
"""
import argparse
import random


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("n_funcs", type=int)
    ap.add_argument("--ops", type=int, default=100)
    ap.add_argument("--seed", type=int, default=1)
    args = ap.parse_args()
    rng = random.Random(args.seed)
    out = []
    for f in range(args.n_funcs):
        out.append(f"func.func @f{f}(%a: i32, %b: i32, %n: index) -> i32 {{")
        out.append("  %c0 = arith.constant 0 : index")
        out.append("  %c1 = arith.constant 1 : index")
        out.append("  %c3 = arith.constant 3 : i32")
        out.append("  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %a) -> (i32) {")
        values = ["%a", "%b", "%acc", "%c3"]
        for k in range(args.ops):
            x, y = rng.choice(values), rng.choice(values)
            op = rng.choice(["addi", "muli", "subi", "divsi", "xori"])
            out.append(f"    %v{k} = arith.{op} {x}, {y} : i32")
            values.append(f"%v{k}")
        out.append(f"    scf.yield %v{args.ops - 1} : i32")
        out.append("  }")
        out.append("  return %r : i32")
        out.append("}")
    print("\n".join(out))


if __name__ == "__main__":
    main()
