#!/usr/bin/env bash
# Generated code against JAX (XLA:CPU) in one run (issues 13 and 14): the programs of
# bench/jax_programs.py through JAX and through `xla-run --backend jit` (release build with the
# `melior` feature). Prints a markdown table per program: both median run times (whole call,
# fresh outputs each call, as JAX), the ratio, achieved GB/s (memory-bound programs, next to the
# copy bandwidth numpy measures in the same run) or GFLOP/s (products), both compile times,
# whether the outputs match; then the geometric means of the ratios. Each program runs in
# --rounds rounds (default 3) alternating JAX and the JIT (jax_programs.py --xla-run): the
# table gives the medians over rounds of both times, and as JIT / JAX the median of the
# per-round ratios with their range, so that a host whose speed drifts over minutes moves
# both sides of a ratio together.
#
# usage: bench/jax_vs_jit.sh [--repeat N] [--rounds R] [--only name,name] [--out DIR] [--threads N]
# Needs: python3 with jax (or a virtualenv this script makes from PyPI), scripts/install-deps --melior.
set -euo pipefail
cd "$(dirname "$0")/.."
repeat=10
rounds=3
only=""
out=target/bench-jax
threads=""
while [ $# -gt 0 ]; do
  case "$1" in
    --repeat) repeat="$2"; shift 2 ;;
    --rounds) rounds="$2"; shift 2 ;;
    --only) only="$2"; shift 2 ;;
    --out) out="$2"; shift 2 ;;
    --threads) threads="$2"; shift 2 ;;
    *) echo "usage: bench/jax_vs_jit.sh [--repeat N] [--rounds R] [--only name,...] [--out DIR] [--threads N]" >&2; exit 1 ;;
  esac
done

python="${BENCH_PYTHON:-python3}"
if ! "$python" -c "import jax" 2>/dev/null; then
  venv=target/bench-venv
  if [ ! -x "$venv/bin/python" ]; then
    python3 -m venv "$venv"
    "$venv/bin/pip" install --quiet --upgrade pip
    "$venv/bin/pip" install --quiet "jax[cpu]" numpy
  fi
  python="$venv/bin/python"
fi

# XLA_RUN=path uses an existing build.
xla_run="${XLA_RUN:-target/release/xla-run}"
if [ -z "${XLA_RUN:-}" ]; then
  echo "== building xla-run (release, --features melior)" >&2
  cargo build --release -q -p xla-run --features xla-run/melior
fi

jax_env=()
thread_args=()
if [ -n "$threads" ]; then
  thread_args=(--threads "$threads")
  # XLA:CPU with the same number of threads.
  [ "$threads" = 1 ] && jax_env=(env "XLA_FLAGS=--xla_cpu_multi_thread_eigen=false intra_op_parallelism_threads=1")
fi

jit_args=()
for a in ${thread_args[@]+"${thread_args[@]}"}; do jit_args+=("--jit-arg=$a"); done

mkdir -p "$out"
rm -f "$out/jit_times.txt"
echo "== JAX ($("$python" -c 'import jax; print(jax.__version__)')) and the JIT, $rounds rounds alternating" >&2
"${jax_env[@]}" "$python" bench/jax_programs.py "$out" --repeat "$repeat" ${only:+--only "$only"} \
  --xla-run "$xla_run" --rounds "$rounds" ${jit_args[@]+"${jit_args[@]}"} >&2
copy_gbs=$(cat "$out/copy_gbs.txt")
# One core's peak: a tight FMA loop through the same JIT (38.4 GFLOP, bench/peak_fma.mlir).
peak_ms=$("$xla_run" bench/peak_fma.mlir --backend jit --repeat 3 2>&1 >/dev/null | sed -n 's/^median run time: \([0-9.]*\) ms.*/\1/p')
peak=$(awk -v t="$peak_ms" 'BEGIN { printf "%.0f", 38.4e9 / (t / 1e3) / 1e9 }')

echo "copy bandwidth (numpy, this run): $copy_gbs GB/s; f32 peak of one core (FMA loop through the JIT): $peak GFLOP/s"
echo
echo "| program | JAX | JIT | JIT / JAX | per round | JIT achieved | JAX compile | JIT compile | outputs |"
echo "| --- | --- | --- | --- | --- | --- | --- | --- | --- |"
ratios="$out/ratios.txt"
compiles="$out/compile_ratios.txt"
: > "$ratios"
: > "$compiles"
while read -r name jax_ms kind amount jax_compile; do
  dir="$out/$name"
  log="$dir/jit.log"
  if read -r _ jit_ms compile_ms round_ratio lowest highest < <(grep "^$name " "$out/jit_times.txt" 2>/dev/null); then
    ratio=$(awk -v r="$round_ratio" 'BEGIN { printf "%.2f", r }')
    if [ "$kind" = bytes ]; then
      achieved=$(awk -v n="$amount" -v t="$jit_ms" -v c="$copy_gbs" 'BEGIN { printf "%.1f GB/s (%.0f%% of copy)", n / t / 1e6, 100 * n / t / 1e6 / c }')
    else
      achieved=$(awk -v n="$amount" -v t="$jit_ms" -v p="$peak" 'BEGIN { printf "%.1f GFLOP/s (%.0f%% of one core)", n / t / 1e6, 100 * n / t / 1e6 / p }')
    fi
    same=$("$python" - "$dir" <<'PY'
import glob, sys
import numpy as np
d = sys.argv[1]
ok = all(np.allclose(np.load(f"{d}/jit_out/out{i}.npy"), np.load(j), rtol=1e-3, atol=1e-3)
         for i, j in enumerate(sorted(glob.glob(f"{d}/jax_out*.npy"))))
print("match" if ok else "DIFFER")
PY
)
    echo "$kind $ratio" >> "$ratios"
    echo "$name $compile_ms $jax_compile" >> "$compiles"
    echo "| $name | $jax_ms ms | $jit_ms ms | $ratio | $lowest–$highest | $achieved | $jax_compile ms | $compile_ms ms | $same |"
  else
    why=$(grep -m1 -o 'error: .*' "$log" 2>/dev/null | cut -c1-120 || true)
    echo "| $name | $jax_ms ms | - | - | - | - | $jax_compile ms | - | ${why:-failed} |"
  fi
done < "$out/jax_times.txt"
echo
awk '{ l = log($2); all += l; n++; if ($1 == "bytes") { mb += l; m++ } else { cb += l; c++ } }
  END {
    if (m) printf "geometric mean JIT / JAX, memory-bound: %.2f (%d programs)\n", exp(mb / m), m
    if (c) printf "geometric mean JIT / JAX, compute-bound: %.2f (%d programs)\n", exp(cb / c), c
    if (n) printf "geometric mean JIT / JAX, all: %.2f (%d programs)\n", exp(all / n), n
  }' "$ratios"
awk '{ r = $2 / $3; l += log(r); n++; if (r > 1) { over++; names = names (over > 1 ? ", " : "") $1 } }
  END {
    if (!n) exit
    printf "geometric mean JIT / JAX compile time: %.2f (%d programs)\n", exp(l / n), n
    if (over) {
      printf "JIT compile above JAX'"'"'s on %d: %s.\n", over, names
      print "Why: LLVM compiles our generated kernels (packed products, vector math) in the process,"
      print "at O2, where XLA:CPU calls precompiled Eigen kernels for products and convolutions;"
      print "docs/performance.md (JIT compile time) has the breakdown by phase (xla-run --timing)."
    }
  }' "$compiles"
