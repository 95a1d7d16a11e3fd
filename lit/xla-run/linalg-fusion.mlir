// REQUIRES: xla-run
// RUN: xla-run %s --print | FileCheck %s
// RUN: xla-opt %s --hlo-legalize-to-linalg | xla-run - --print | FileCheck %s
// RUN: xla-opt %s --hlo-legalize-to-linalg --linalg-fuse-elementwise | xla-run - --print | FileCheck %s

// The same results from hlo, from linalg, and from fused linalg (softmax and a dot chain).

// CHECK: dense<{{\[\[}}0.0900305733, 0.244728476, 0.665240943], [0.333333343, 0.333333343, 0.333333343]]> : tensor<2x3xf32>
// CHECK-NEXT: dense<{{\[\[}}2.200000e+01, 2.800000e+01], [4.900000e+01, 6.400000e+01]]> : tensor<2x2xf32>
func.func @main() -> (tensor<2x3xf32>, tensor<2x2xf32>) {
  %x = stablehlo.constant dense<[[1.0, 2.0, 3.0], [5.0, 5.0, 5.0]]> : tensor<2x3xf32>
  %ninf = stablehlo.constant dense<0xFF800000> : tensor<f32>
  %max = stablehlo.reduce(%x init: %ninf) applies stablehlo.maximum across dimensions = [1] : (tensor<2x3xf32>, tensor<f32>) -> tensor<2xf32>
  %bmax = stablehlo.broadcast_in_dim %max, dims = [0] : (tensor<2xf32>) -> tensor<2x3xf32>
  %d = stablehlo.subtract %x, %bmax : tensor<2x3xf32>
  %e = stablehlo.exponential %d : tensor<2x3xf32>
  %zero = stablehlo.constant dense<0.0> : tensor<f32>
  %sum = stablehlo.reduce(%e init: %zero) applies stablehlo.add across dimensions = [1] : (tensor<2x3xf32>, tensor<f32>) -> tensor<2xf32>
  %bsum = stablehlo.broadcast_in_dim %sum, dims = [0] : (tensor<2xf32>) -> tensor<2x3xf32>
  %softmax = stablehlo.divide %e, %bsum : tensor<2x3xf32>
  %a = stablehlo.constant dense<[[1.0, 2.0, 3.0], [4.0, 5.0, 6.0]]> : tensor<2x3xf32>
  %b = stablehlo.constant dense<[[1.0, 2.0], [3.0, 4.0], [5.0, 6.0]]> : tensor<3x2xf32>
  %mm = stablehlo.dot_general %a, %b, contracting_dims = [1] x [0] : (tensor<2x3xf32>, tensor<3x2xf32>) -> tensor<2x2xf32>
  return %softmax, %mm : tensor<2x3xf32>, tensor<2x2xf32>
}
