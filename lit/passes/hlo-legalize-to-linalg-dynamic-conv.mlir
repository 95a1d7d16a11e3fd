// RUN: xla-opt %s -split-input-file -verify-diagnostics --hlo-legalize-to-linalg | FileCheck %s

// A constant padding lowers as the convolution's attribute does: the input padded with
// zeros (tensor.pad low [0, 0, 2, 0], high [0, 1, 0, 0]), then one linalg.generic.
// CHECK-LABEL: func @constant_padding
// CHECK-NOT: dynamic_conv
// CHECK: tensor.pad %arg0 low[0, 0, 2, 0] high[0, 1, 0, 0]
// CHECK: linalg.generic
func.func @constant_padding(%x: tensor<1x4x4x1xf32>, %k: tensor<3x3x1x1xf32>) -> tensor<1x3x4x1xf32> {
  %p = hlo.constant dense<[[0, 1], [2, 0]]> : tensor<2x2xi64>
  %0 = "hlo.dynamic_conv"(%x, %k, %p) {batch_group_count = 1 : i64, dimension_numbers = #hlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64} : (tensor<1x4x4x1xf32>, tensor<3x3x1x1xf32>, tensor<2x2xi64>) -> tensor<1x3x4x1xf32>
  return %0 : tensor<1x3x4x1xf32>
}

// -----

func.func @argument_padding(%x: tensor<1x4x4x1xf32>, %k: tensor<3x3x1x1xf32>, %p: tensor<2x2xi64>) -> tensor<1x3x4x1xf32> {
  // expected-error @+1 {{'hlo.dynamic_conv' op failed to legalize to linalg: dynamic_conv with a padding known only at run time is not lowered (a constant padding is; --hlo-refine-shapes may make it one)}}
  %0 = "hlo.dynamic_conv"(%x, %k, %p) {batch_group_count = 1 : i64, dimension_numbers = #hlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64} : (tensor<1x4x4x1xf32>, tensor<3x3x1x1xf32>, tensor<2x2xi64>) -> tensor<1x3x4x1xf32>
  return %0 : tensor<1x3x4x1xf32>
}
