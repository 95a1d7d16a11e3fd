// REQUIRES: melior
// RUN: rm -rf %t && mkdir -p %t
// RUN: xla-run %s --print > %t/interp.txt
// RUN: xla-run %s --backend jit --threads 1 --print > %t/jit1.txt
// RUN: xla-run %s --backend jit --threads 2 --print > %t/jit2.txt
// RUN: xla-run %s --backend jit --threads 7 --print > %t/jit7.txt
// The element-wise result equals the interpreter's; the row sum is reassociated (vector
// lanes), so it is compared across thread counts only (docs/lowering/linalg-to-loops.md).
// RUN: head -n 1 %t/interp.txt > %t/interp-elementwise.txt
// RUN: head -n 1 %t/jit1.txt > %t/jit1-elementwise.txt
// RUN: diff %t/interp-elementwise.txt %t/jit1-elementwise.txt
// RUN: diff %t/jit1.txt %t/jit2.txt
// RUN: diff %t/jit1.txt %t/jit7.txt
// RUN: xla-opt %s --lower-to-llvm | FileCheck %s
// RUN: xla-opt %s --lower-to-llvm=parallel=false | FileCheck %s --check-prefix=SEQ
// RUN: xla-opt %s --lower-to-llvm=parallel=false > %t/seq.mlir
// RUN: xla-run %t/seq.mlir --backend jit --print > %t/seq.txt
// RUN: diff %t/jit1.txt %t/seq.txt

// Large enough for the cost model: the element-wise loop and the row sum (one loop over
// rows after --scf-parallel-loop-fusion) run on the runtime's thread pool, with results
// identical for every thread count and to the interpreter (only independent iterations are
// split; docs/lowering/parallel-runtime.md).
// CHECK: llvm.call @xla_cpu_parallel_for(
// CHECK-NOT: llvm.call @xla_cpu_parallel_for(
// SEQ-NOT: xla_cpu_parallel_for

func.func @main() -> (tensor<512x256xf32>, tensor<512xf32>) {
  %i = stablehlo.iota dim = 0 : tensor<512x256xf32>
  %j = stablehlo.iota dim = 1 : tensor<512x256xf32>
  %s = stablehlo.constant dense<0.001> : tensor<512x256xf32>
  %x = stablehlo.add %i, %j : tensor<512x256xf32>
  %xs = stablehlo.multiply %x, %s : tensor<512x256xf32>
  %e = stablehlo.multiply %xs, %xs : tensor<512x256xf32>
  %sq = stablehlo.multiply %e, %xs : tensor<512x256xf32>
  %one = stablehlo.constant dense<1.0> : tensor<512x256xf32>
  %y = stablehlo.add %sq, %one : tensor<512x256xf32>
  %z = stablehlo.constant dense<0.0> : tensor<f32>
  %r = stablehlo.reduce(%y init: %z) applies stablehlo.add across dimensions = [1] : (tensor<512x256xf32>, tensor<f32>) -> tensor<512xf32>
  return %y, %r : tensor<512x256xf32>, tensor<512xf32>
}
