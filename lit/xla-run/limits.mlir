// REQUIRES: xla-run
// RUN: not xla-run %s --split-input-file 2>&1 | FileCheck %s

// Runaway recursion and oversized tensors are errors at the op, not crashes.

// CHECK: error: regions nest deeper than 10000 levels (runaway recursion?)
func.func @main() -> tensor<i32> {
  %r = func.call @main() : () -> tensor<i32>
  return %r : tensor<i32>
}

// -----

// CHECK: error: 'hlo.constant' op tensor<100000x100000xf32> has more elements than the interpreter's limit
func.func @main() -> tensor<100000x100000xf32> {
  %a = stablehlo.constant dense<1.0> : tensor<100000x100000xf32>
  return %a : tensor<100000x100000xf32>
}

// -----

// CHECK: 1 passed, 1 failed
func.func @checks() {
  %a = stablehlo.constant dense<[1.0, 2.0]> : tensor<2xf32>
  %b = stablehlo.constant dense<[1.00001, 2.5]> : tensor<2xf32>
  check.expect_almost_eq_const %a, dense<[1.00001, 2.0]> : tensor<2xf32>
  check.expect_eq %a, %b : tensor<2xf32>
  func.return
}
