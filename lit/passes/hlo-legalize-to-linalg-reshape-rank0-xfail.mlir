// XFAIL: *
// Bug (--hlo-legalize-to-linalg, structured part; found by tests/jax_fresh: scan_rnn): a
// reshape from rank 0 to tensor<1xf32> is lowered to a tensor.collapse_shape (the direction
// is wrong: from rank 0 it is an expand), which fails verification: "'tensor.collapse_shape'
// op expected collapsed rank (1) to equal the number of reassociation maps (0)".
// RUN: xla-opt %s --hlo-legalize-to-linalg | FileCheck %s
// RUN: xla-opt %s --hlo-legalize-to-linalg | mlir-opt > /dev/null

// CHECK-LABEL: func.func @main
// CHECK: tensor.expand_shape %arg0 [] output_shape [1] : tensor<f32> into tensor<1xf32>
func.func @main(%arg0: tensor<f32>) -> tensor<1xf32> {
  %0 = hlo.reshape %arg0 : (tensor<f32>) -> tensor<1xf32>
  return %0 : tensor<1xf32>
}
