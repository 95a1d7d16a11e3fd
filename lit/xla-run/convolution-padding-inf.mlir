// REQUIRES: melior
// Padded convolution taps against an infinite weight, as XLA's CPU backend (expected values:
// JAX 0.10 on CPU, lax.conv_general_dilated): without lhs dilation the edge padding is zeros
// that multiply the weights (0 · inf = NaN); with lhs dilation every padded tap, interior hole
// or edge, is skipped. (XLA rewrites some tiny convolutions, e.g. a 2-element input, into
// forms that skip the padding; those are not followed.)
// RUN: rm -rf %t && mkdir -p %t
// RUN: xla-run %s --entry inputs --output-dir %t
// RUN: xla-run %s --input %t/out0.npy %t/out1.npy %t/out2.npy %t/out3.npy %t/out4.npy --print | FileCheck %s
// RUN: xla-run %s --backend jit --input %t/out0.npy %t/out1.npy %t/out2.npy %t/out3.npy %t/out4.npy --print | FileCheck %s

// conv([1, 2, 3], [inf, 2, 3], "SAME") = [nan, inf, inf].
// CHECK: dense<{{\[\[\[}}0xFFC00000, 0x7F800000, 0x7F800000]]]> : tensor<1x1x3xf32>
// [1, 2, 3, 4] dilated by 2, padding (2, 1): [3, 2, inf, 4, inf, 6, inf, 8].
// CHECK-NEXT: dense<{{\[\[\[}}3.000000e+00, 2.000000e+00, 0x7F800000, 4.000000e+00, 0x7F800000, 6.000000e+00, 0x7F800000, 8.000000e+00]]]> : tensor<1x1x8xf32>
// 3x3 ones, 3x3 kernel of 2 with inf at [0, 0], "SAME": NaN where the inf meets padding.
// CHECK-NEXT: dense<{{\[\[\[\[}}0xFFC00000, 0xFFC00000, 0xFFC00000], [0xFFC00000, 0x7F800000, 0x7F800000], [0xFFC00000, 0x7F800000, 0x7F800000]]]]> : tensor<1x1x3x3xf32>
// The same with lhs dilation (1, 2): no NaN.
// CHECK-NEXT: dense<{{\[\[\[\[}}4.000000e+00, 8.000000e+00, 4.000000e+00, 8.000000e+00, 4.000000e+00], [6.000000e+00, 0x7F800000, 6.000000e+00, 0x7F800000, 6.000000e+00], [4.000000e+00, 0x7F800000, 4.000000e+00, 0x7F800000, 4.000000e+00]]]]> : tensor<1x1x3x5xf32>

func.func @inputs() -> (tensor<1x1x3xf32>, tensor<1x1x3xf32>, tensor<1x1x4xf32>, tensor<1x1x3x3xf32>, tensor<1x1x3x3xf32>) {
  %x = hlo.constant dense<[[[1.0, 2.0, 3.0]]]> : tensor<1x1x3xf32>
  %w = hlo.constant dense<[[[0x7F800000, 2.0, 3.0]]]> : tensor<1x1x3xf32>
  %x4 = hlo.constant dense<[[[1.0, 2.0, 3.0, 4.0]]]> : tensor<1x1x4xf32>
  %ones = hlo.constant dense<1.0> : tensor<1x1x3x3xf32>
  %w2 = hlo.constant dense<[[[[0x7F800000, 2.0, 2.0], [2.0, 2.0, 2.0], [2.0, 2.0, 2.0]]]]> : tensor<1x1x3x3xf32>
  return %x, %w, %x4, %ones, %w2 : tensor<1x1x3xf32>, tensor<1x1x3xf32>, tensor<1x1x4xf32>, tensor<1x1x3x3xf32>, tensor<1x1x3x3xf32>
}

func.func @main(%x: tensor<1x1x3xf32>, %w: tensor<1x1x3xf32>, %x4: tensor<1x1x4xf32>, %ones: tensor<1x1x3x3xf32>, %w2: tensor<1x1x3x3xf32>) -> (tensor<1x1x3xf32>, tensor<1x1x8xf32>, tensor<1x1x3x3xf32>, tensor<1x1x3x5xf32>) {
  %0 = hlo.convolution(%x, %w) dim_numbers = [b, f, 0]x[o, i, 0]->[b, f, 0], window = {stride = [1], pad = [[1, 1]], lhs_dilate = [1], rhs_dilate = [1], reverse = [false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x1x3xf32>, tensor<1x1x3xf32>) -> tensor<1x1x3xf32>
  %1 = hlo.convolution(%x4, %w) dim_numbers = [b, f, 0]x[o, i, 0]->[b, f, 0], window = {stride = [1], pad = [[2, 1]], lhs_dilate = [2], rhs_dilate = [1], reverse = [false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x1x4xf32>, tensor<1x1x3xf32>) -> tensor<1x1x8xf32>
  %2 = hlo.convolution(%ones, %w2) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x1x3x3xf32>, tensor<1x1x3x3xf32>) -> tensor<1x1x3x3xf32>
  %3 = hlo.convolution(%ones, %w2) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 2], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x1x3x3xf32>, tensor<1x1x3x3xf32>) -> tensor<1x1x3x5xf32>
  return %0, %1, %2, %3 : tensor<1x1x3xf32>, tensor<1x1x8xf32>, tensor<1x1x3x3xf32>, tensor<1x1x3x5xf32>
}
