#!/usr/bin/env bash
# First performance look (issue 7, item 7): the same programs through JAX (jax[cpu] from PyPI,
# in a virtualenv this script makes) and through our native backend (`xla-run --backend jit`,
# release build with the `melior` feature). Prints a markdown table of median run times and
# their ratio, and checks that our outputs match JAX's.
#
# usage: bench/jax_vs_jit.sh [--repeat N] [--only name,name] [--out DIR]
# Needs: python3 with venv, network access to PyPI (first run), scripts/install-deps --melior.
# The JIT column needs --lower-to-llvm (issue 7); until it exists, those rows say why they
# have no number.
set -euo pipefail
cd "$(dirname "$0")/.."
repeat=10
only=""
out=target/bench-jax
while [ $# -gt 0 ]; do
  case "$1" in
    --repeat) repeat="$2"; shift 2 ;;
    --only) only="$2"; shift 2 ;;
    --out) out="$2"; shift 2 ;;
    *) echo "usage: bench/jax_vs_jit.sh [--repeat N] [--only name,...] [--out DIR]" >&2; exit 1 ;;
  esac
done

venv="${BENCH_VENV:-target/bench-venv}"
if [ ! -x "$venv/bin/python" ]; then
  python3 -m venv "$venv"
  "$venv/bin/pip" install --quiet --upgrade pip
  "$venv/bin/pip" install --quiet "jax[cpu]" numpy
fi

# XLA_RUN=path uses an existing build (the JIT-compiled code is LLVM -O3 either way; the
# host side only copies buffers).
xla_run="${XLA_RUN:-target/release/xla-run}"
if [ -z "${XLA_RUN:-}" ]; then
  echo "== building xla-run (release, --features melior)" >&2
  cargo build --release -q -p xla-run --features xla-run/melior
fi

mkdir -p "$out"
echo "== JAX ($("$venv/bin/python" -c 'import jax; print(jax.__version__)'))" >&2
"$venv/bin/python" bench/jax_programs.py "$out" --repeat "$repeat" ${only:+--only "$only"} >&2

echo "| program | JAX median | JIT median | JIT / JAX | JIT compile | outputs |"
echo "| --- | --- | --- | --- | --- | --- |"
while read -r name jax_ms; do
  dir="$out/$name"
  inputs=$(ls "$dir"/in*.npy | sort -V)
  log="$dir/jit.log"
  rm -rf "$dir/jit_out"
  if "$xla_run" "$dir/program.mlir" --backend jit --input $inputs --repeat "$repeat" --output-dir "$dir/jit_out" > /dev/null 2> "$log"; then
    jit_ms=$(sed -n 's/^median run time: \([0-9.]*\) ms.*/\1/p' "$log")
    compile_ms=$(sed -n 's/^compile time: \([0-9.]*\) ms.*/\1/p' "$log")
    ratio=$(awk -v a="$jit_ms" -v b="$jax_ms" 'BEGIN { printf "%.2f", a / b }')
    same=$("$venv/bin/python" - "$dir" <<'PY'
import glob, sys
import numpy as np
d = sys.argv[1]
ok = all(np.allclose(np.load(f"{d}/jit_out/out{i}.npy"), np.load(j), rtol=1e-4, atol=1e-4)
         for i, j in enumerate(sorted(glob.glob(f"{d}/jax_out*.npy"))))
print("match" if ok else "DIFFER")
PY
)
    echo "| $name | $jax_ms ms | $jit_ms ms | $ratio | $compile_ms ms | $same |"
  else
    why=$(grep -m1 -o 'error: .*' "$log" | cut -c1-120)
    echo "| $name | $jax_ms ms | - | - | - | ${why:-failed} |"
  fi
done < "$out/jax_times.txt"
