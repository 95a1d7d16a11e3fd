#!/usr/bin/env python3
"""Generates a large func/arith module for throughput benchmarks.

Usage: gen_arith_module.py N_OPS [--funcs K] [--generic] > module.mlir
Each function takes two f32 and two i32 arguments and chains arith ops over them,
so the module is realistic for parsing, verification, printing and canonicalization
(it contains foldable constants and common subexpressions).
"""
import argparse
import random


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("n_ops", type=int)
    ap.add_argument("--funcs", type=int, default=1000)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--generic", action="store_true", help="print ops in the generic form")
    args = ap.parse_args()
    rng = random.Random(args.seed)
    per_func = max(1, args.n_ops // args.funcs)
    out = []
    w = out.append
    for f in range(args.funcs):
        w(f"func.func @f{f}(%a: f32, %b: f32, %i: i32, %j: i32) -> (f32, i32) {{")
        floats, ints = ["%a", "%b"], ["%i", "%j"]
        n = 0
        for k in range(per_func - 1):
            name = f"%v{k}"
            r = rng.random()
            if r < 0.05:
                if rng.random() < 0.5:
                    line = f"{name} = arith.constant {rng.randint(-100, 100)} : i32"
                    ints.append(name)
                else:
                    line = f"{name} = arith.constant {rng.uniform(-4, 4):.3f} : f32"
                    floats.append(name)
            elif r < 0.55:
                op = rng.choice(["addf", "subf", "mulf", "maximumf"])
                x, y = rng.choice(floats[-8:]), rng.choice(floats[-8:])
                line = f"{name} = arith.{op} {x}, {y} : f32"
                floats.append(name)
            else:
                op = rng.choice(["addi", "subi", "muli", "andi", "xori"])
                x, y = rng.choice(ints[-8:]), rng.choice(ints[-8:])
                line = f"{name} = arith.{op} {x}, {y} : i32"
                ints.append(name)
            w("  " + line)
            n += 1
        w(f"  return {floats[-1]}, {ints[-1]} : f32, i32")
        w("}")
    text = "\n".join(out) + "\n"
    if args.generic:
        raise SystemExit("use `xla-opt --mlir-print-op-generic` on the pretty output instead")
    print(text, end="")


if __name__ == "__main__":
    main()
