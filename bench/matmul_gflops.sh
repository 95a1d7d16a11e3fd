#!/usr/bin/env bash
# GFLOP/s of the generated matmul kernel (docs/lowering/matmul-kernel.md): f32 1024x1024 .
# 1024x1024, 768x1024 . 1024x512 and batched 16 x 256^3 through `xla-run --backend jit
# --repeat N` (release build with the melior feature), as 2*M*N*K*batch / median time.
#
# usage: bench/matmul_gflops.sh [--repeat N]     (needs python3 with numpy)
set -euo pipefail
cd "$(dirname "$0")/.."
repeat=10
[ "${1:-}" = "--repeat" ] && repeat="$2"
out=target/bench-matmul
mkdir -p "$out"
run=target/release/xla-run
[ -x "$run" ] || nice cargo build --release -p xla-run --features xla-run/melior
python3 - "$out" <<'PY'
import sys, numpy as np
out = sys.argv[1]
rng = np.random.default_rng(0)
def case(name, l, r, o, dims):
    t = lambda s: "tensor<%sxf32>" % "x".join(map(str, s))
    with open(f"{out}/{name}.mlir", "w") as f:
        f.write(f"func.func @main(%a: {t(l)}, %b: {t(r)}) -> {t(o)} {{\n"
                f"  %r = stablehlo.dot_general %a, %b, {dims} : ({t(l)}, {t(r)}) -> {t(o)}\n"
                f"  return %r : {t(o)}\n}}\n")
    np.save(f"{out}/{name}_a.npy", rng.standard_normal(l).astype(np.float32))
    np.save(f"{out}/{name}_b.npy", rng.standard_normal(r).astype(np.float32))
case("mm1024", (1024, 1024), (1024, 1024), (1024, 1024), "contracting_dims = [1] x [0]")
case("mm768x1024x512", (768, 1024), (1024, 512), (768, 512), "contracting_dims = [1] x [0]")
case("bmm16x256", (16, 256, 256), (16, 256, 256), (16, 256, 256), "batching_dims = [0] x [0], contracting_dims = [2] x [1]")
case("mm1024_rhs_transposed", (1024, 1024), (1024, 1024), (1024, 1024), "contracting_dims = [1] x [1]")
PY
flops() {
  case "$1" in
    mm1024|mm1024_rhs_transposed) echo $((2 * 1024 * 1024 * 1024)) ;;
    mm768x1024x512) echo $((2 * 768 * 1024 * 512)) ;;
    bmm16x256) echo $((2 * 16 * 256 * 256 * 256)) ;;
  esac
}
echo "| program | median run | GFLOP/s |"
echo "|---|---|---|"
for name in mm1024 mm768x1024x512 bmm16x256 mm1024_rhs_transposed; do
  err=$("$run" "$out/$name.mlir" --backend jit --input "$out/${name}_a.npy" "$out/${name}_b.npy" \
        --repeat "$repeat" --output-dir "$out/$name.out" 2>&1 >/dev/null)
  # `--repeat` prints the median run time in ms to stderr.
  ms=$(echo "$err" | grep -oE 'run[^0-9]*[0-9.]+ ?ms' | grep -oE '[0-9.]+' | head -1)
  echo "| $name | ${ms:-?} ms | $(python3 -c "print(f'{$(flops $name) / ($ms * 1e6):.1f}')" 2>/dev/null || echo '?') |"
done
