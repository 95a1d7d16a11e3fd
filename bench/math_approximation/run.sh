#!/usr/bin/env bash
# Times gelu (tanh form) and exp over 16M f32 through `xla-run --backend jit` with the math
# approximations (default) and with libm (`approximate-math=false`), and checks that the two
# agree within 1e-5 relative. docs/lowering/math-approximation.md has the numbers.
# usage: bench/math_approximation/run.sh [XLA_RUN XLA_OPT]  (default: target/release tools)
set -euo pipefail
cd "$(dirname "$0")/../.."
run="${1:-target/release/xla-run}"
opt="${2:-target/release/xla-opt}"
dir=target/bench-math-approximation
mkdir -p "$dir"
python3 -c "
import numpy as np
np.save('$dir/x.npy', np.random.default_rng(0).standard_normal(16 * 1024 * 1024, dtype=np.float32) * 3)
"
echo "== negate (the host-side copies every 16M f32 call pays)"
"$run" bench/math_approximation/negate.mlir --backend jit --input "$dir/x.npy" --repeat 10 2>&1 | grep -E "median"
for p in gelu exp; do
  src=bench/math_approximation/$p.mlir
  "$opt" "$src" --lower-to-llvm=approximate-math=false -o "$dir/$p-libm.mlir"
  echo "== $p, libm (approximate-math=false)"
  "$run" "$dir/$p-libm.mlir" --backend jit --entry-type '(tensor<16777216xf32>) -> tensor<16777216xf32>' --input "$dir/x.npy" --repeat 10 --output-dir "$dir/$p-libm" 2>&1 | grep -E "time"
  echo "== $p, approximated (default)"
  "$run" "$src" --backend jit --input "$dir/x.npy" --repeat 10 --output-dir "$dir/$p-approx" 2>&1 | grep -E "time"
  python3 -c "
import numpy as np
a = np.load('$dir/$p-approx/out0.npy'); b = np.load('$dir/$p-libm/out0.npy')
ok = np.isclose(a, b, rtol=1e-5, atol=1e-6) | (np.isnan(a) & np.isnan(b))
print('$p: approximated vs libm: max relative difference %.2e, all within 1e-5: %s' % (np.nanmax(np.abs(a - b) / np.maximum(np.abs(b), 1e-30)), ok.all()))
"
done
