// Regression (found by tests/jax_fresh: reductions, top_k): chlo.square (jnp.var) lowers to
// x * x; chlo.top_k is reported as not lowered (it reached --bufferize before).
// RUN: xla-opt %s --split-input-file --verify-diagnostics --hlo-legalize-to-linalg | FileCheck %s

// CHECK-LABEL: func.func @square
// CHECK: linalg.generic
// CHECK: arith.mulf
// CHECK-NOT: chlo.
func.func @square(%arg0: tensor<4x5xf32>) -> tensor<4x5xf32> {
  %0 = chlo.square %arg0 : tensor<4x5xf32> -> tensor<4x5xf32>
  return %0 : tensor<4x5xf32>
}

// -----

func.func @top_k(%arg0: tensor<3x8xf32>) -> (tensor<3x3xf32>, tensor<3x3xi32>) {
  // expected-error @+1 {{'chlo.top_k' op failed to legalize to linalg: top_k is not lowered}}
  %values, %indices = chlo.top_k(%arg0, k = 3) : tensor<3x8xf32> -> (tensor<3x3xf32>, tensor<3x3xi32>)
  return %values, %indices : tensor<3x3xf32>, tensor<3x3xi32>
}
