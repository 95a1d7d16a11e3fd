// REQUIRES: melior
// dynamic_conv with a constant padding runs natively: canonicalize makes it an
// hlo.convolution (expected values: JAX 0.10, lax.conv_general_dilated).
// RUN: rm -rf %t && mkdir -p %t
// RUN: xla-run %s --entry inputs --output-dir %t
// RUN: xla-run %s --backend jit --input %t/out0.npy %t/out1.npy --print | FileCheck %s
// RUN: xla-run %s --input %t/out0.npy %t/out1.npy --print | FileCheck %s

// CHECK: dense<{{\[\[\[\[}}1.400000e+01], [3.100000e+01], [5.800000e+01], [7.400000e+01]], {{\[\[}}2.500000e+01], [5.300000e+01], [9.300000e+01], [1.090000e+02]], {{\[\[}}2.200000e+01], [4.600000e+01], [8.600000e+01], [9.700000e+01]]]]> : tensor<1x3x4x1xf32>

func.func @inputs() -> (tensor<1x4x4x1xf32>, tensor<3x3x1x1xf32>) {
  %x = hlo.constant dense<[[[[1.0], [2.0], [5.0], [6.0]], [[3.0], [4.0], [7.0], [8.0]], [[10.0], [11.0], [14.0], [15.0]], [[12.0], [13.0], [16.0], [17.0]]]]> : tensor<1x4x4x1xf32>
  %k = hlo.constant dense<[[[[2.0]], [[1.0]], [[1.0]]], [[[1.0]], [[1.0]], [[1.0]]], [[[1.0]], [[1.0]], [[1.0]]]]> : tensor<3x3x1x1xf32>
  return %x, %k : tensor<1x4x4x1xf32>, tensor<3x3x1x1xf32>
}

func.func @main(%x: tensor<1x4x4x1xf32>, %k: tensor<3x3x1x1xf32>) -> tensor<1x3x4x1xf32> {
  %p = hlo.constant dense<[[0, 1], [2, 0]]> : tensor<2x2xi64>
  %0 = "hlo.dynamic_conv"(%x, %k, %p) {batch_group_count = 1 : i64, dimension_numbers = #hlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64} : (tensor<1x4x4x1xf32>, tensor<3x3x1x1xf32>, tensor<2x2xi64>) -> tensor<1x3x4x1xf32>
  return %0 : tensor<1x3x4x1xf32>
}
