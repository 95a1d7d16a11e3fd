// REQUIRES: xla-run
// A producer read at several inputs of one consumer through one map fuses once: `y = exp(x);
// w = y * y + y` and silu on a computed value (`y * logistic(y)`) keep no buffer for y; the
// results are the same in the interpreter before lowering, at the loops level and at the
// llvm level.
// RUN: xla-run %s | FileCheck %s
// RUN: xla-opt %s --lower-to-loops | FileCheck %s --check-prefix=LOOPS
// RUN: xla-opt %s --lower-to-loops | xla-run - | FileCheck %s
// RUN: xla-opt %s --lower-to-llvm | xla-run - | FileCheck %s

// CHECK: 2 passed, 0 failed
// LOOPS-LABEL: func.func @main(
// LOOPS-COUNT-2: memref.alloc() {{.*}} : memref<8xf32>
// LOOPS-NOT: memref.alloc
// LOOPS: return

func.func @main() {
  %x = hlo.constant dense<[0.0, 0.5, -1.0, 2.0, -3.0, 1.5, 0.25, -0.75]> : tensor<8xf32>
  %y = hlo.exponential %x : tensor<8xf32>
  %z = hlo.multiply %y, %y : tensor<8xf32>
  %w = hlo.add %z, %y : tensor<8xf32>
  // e^2x + e^x in f64, rounded to f32 (numpy).
  %wr = hlo.constant dense<[2.0, 4.367002964019775, 0.5032147169113159, 61.987205505371094, 0.052265819162130356, 24.56722640991211, 2.932746648788452, 0.6954967379570007]> : tensor<8xf32>
  check.expect_close %w, %wr, max_ulp_difference = 3 : tensor<8xf32>, tensor<8xf32>
  // silu of x + 1: the sum is read by the multiply and by the logistic.
  %one = hlo.constant dense<1.0> : tensor<8xf32>
  %s = hlo.add %x, %one : tensor<8xf32>
  %g = hlo.logistic %s : tensor<8xf32>
  %silu = hlo.multiply %s, %g : tensor<8xf32>
  %silur = hlo.constant dense<[0.7310585975646973, 1.2263617515563965, 0.0, 2.857722282409668, -0.23840583860874176, 2.310354471206665, 0.9716248512268066, 0.140544131398201]> : tensor<8xf32>
  check.expect_close %silu, %silur, max_ulp_difference = 4 : tensor<8xf32>, tensor<8xf32>
  return
}
