// Reshapes to and from rank 0 use an empty reassociation; upstream accepts any expanded shape
// there (found by tests/jax_fresh: logsumexp's broadcast of a scalar to 1x1).
// RUN: xla-opt %s | FileCheck %s
// RUN: xla-opt %s | mlir-opt | FileCheck %s

// CHECK-LABEL: func.func @rank0
// CHECK: tensor.expand_shape %{{.*}} [] output_shape [1, 1] : tensor<f32> into tensor<1x1xf32>
// CHECK: tensor.collapse_shape %{{.*}} [] : tensor<1xf32> into tensor<f32>
func.func @rank0(%arg0: tensor<f32>, %arg1: tensor<1xf32>) -> (tensor<1x1xf32>, tensor<f32>) {
  %0 = tensor.expand_shape %arg0 [] output_shape [1, 1] : tensor<f32> into tensor<1x1xf32>
  %1 = tensor.collapse_shape %arg1 [] : tensor<1xf32> into tensor<f32>
  return %0, %1 : tensor<1x1xf32>, tensor<f32>
}
