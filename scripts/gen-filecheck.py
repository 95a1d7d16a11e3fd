#!/usr/bin/env python3
"""Turns mlir-opt's output into FileCheck lines with captured SSA names (a helper for
writing lit tests; review what it writes). Usage: gen-filecheck.py [PREFIX] < output.mlir"""
import re
import sys

prefix = sys.argv[1] if len(sys.argv) > 1 else "CHECK"
names = {}
out = []
for line in sys.stdin.read().splitlines():
    text = line.strip()
    if not text or text in ("module {", "}") and not line.startswith("    "):
        continue
    text = re.sub(r"\s+//.*$", "", text)
    if text.startswith("func.func"):
        names = {}
    def sub(m):
        n = m.group(1)
        if n in names:
            return "%[[" + names[n] + "]]"
        key = "V" + re.sub(r"[^A-Za-z0-9_]", "_", n).upper()
        names[n] = key
        return "%[[" + key + ":[^ ,:)]+]]"
    text = re.sub(r"%([A-Za-z0-9_#]+)", sub, text)
    if text.startswith("func.func"):
        label, _, rest = text.partition("(")
        out.append(f"// {prefix}-LABEL: {label}(")
        out.append(f"// {prefix}-SAME: {rest}")
    elif not out or text.startswith("#"):
        out.append(f"// {prefix}: {text}")
    else:
        out.append(f"// {prefix}-NEXT: {text}")
print("\n".join(out))
