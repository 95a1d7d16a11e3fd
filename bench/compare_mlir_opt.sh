#!/usr/bin/env bash
# Compares parse+verify+print wall time and peak memory of xla-opt and mlir-opt on the
# same generated module. Usage: bench/compare_mlir_opt.sh [N_OPS] [extra flags...]
set -euo pipefail
cd "$(dirname "$0")/.."
n=${1:-200000}
shift || true
mkdir -p target/bench
file=target/bench/arith_$n.mlir
[ -f "$file" ] || python3 bench/gen_arith_module.py "$n" --funcs $((n / 200)) > "$file"
cargo build --release -q -p xla-opt
MLIR_OPT=${MLIR_OPT:-/usr/lib/llvm-22/bin/mlir-opt}
echo "input: $file ($(du -h "$file" | cut -f1), $(grep -c ' = \| return' "$file") ops)"
for tool in target/release/xla-opt "$MLIR_OPT"; do
  /usr/bin/time -f "%e s  %M KiB  $(basename "$tool") $*" "$tool" "$file" "$@" -o /dev/null
done
