// Regression (found by tests/jax_fresh: scan_rnn): a reshape from rank 0 to tensor<1xf32>
// lowers to valid IR (it was a tensor.collapse_shape with an empty reassociation).
// RUN: xla-opt %s --hlo-legalize-to-linalg | FileCheck %s
// RUN: xla-opt %s --hlo-legalize-to-linalg | mlir-opt > /dev/null

// CHECK-LABEL: func.func @main
// CHECK-NOT: tensor.collapse_shape
// CHECK: return
func.func @main(%arg0: tensor<f32>) -> tensor<1xf32> {
  %0 = hlo.reshape %arg0 : (tensor<f32>) -> tensor<1xf32>
  return %0 : tensor<1xf32>
}
