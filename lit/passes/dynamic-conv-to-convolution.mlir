// RUN: xla-opt %s -split-input-file --canonicalize | FileCheck %s
// RUN: xla-opt %s -split-input-file --hlo-refine-shapes | FileCheck %s --check-prefix=REFINE

// A dynamic_conv whose padding is a constant is an hlo.convolution with that padding; the
// other attributes are kept. --hlo-refine-shapes also gives a dynamic result its shape.
// CHECK-LABEL: func @constant_padding
// CHECK-NOT: dynamic_conv
// CHECK: hlo.convolution(%arg0, %arg1) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 2], pad = {{\[\[}}0, 1], [2, 0]], lhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x4x4x1xf32>, tensor<3x3x1x1xf32>) -> tensor<1x?x?x1xf32>
// REFINE-LABEL: func @constant_padding(%arg0: tensor<1x4x4x1xf32>, %arg1: tensor<3x3x1x1xf32>) -> tensor<1x3x2x1xf32>
// REFINE: hlo.convolution(%arg0, %arg1) {{.*}}pad = {{\[\[}}0, 1], [2, 0]]{{.*}} -> tensor<1x3x2x1xf32>
func.func @constant_padding(%x: tensor<1x4x4x1xf32>, %k: tensor<3x3x1x1xf32>) -> tensor<1x?x?x1xf32> {
  %p = hlo.constant dense<[[0, 1], [2, 0]]> : tensor<2x2xi32>
  %0 = "hlo.dynamic_conv"(%x, %k, %p) {batch_group_count = 1 : i64, dimension_numbers = #hlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64, window_strides = array<i64: 1, 2>, lhs_dilation = array<i64: 1, 1>} : (tensor<1x4x4x1xf32>, tensor<3x3x1x1xf32>, tensor<2x2xi32>) -> tensor<1x?x?x1xf32>
  return %0 : tensor<1x?x?x1xf32>
}
