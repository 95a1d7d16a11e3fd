// RUN: xla-opt %s | xla-opt | FileCheck %s
// RUN: xla-opt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC
// RUN: xla-opt %s --mlir-print-op-generic | xla-opt | FileCheck %s
// RUN: sed '/^ *\/\//!s/\bhlo\./stablehlo./g' %s | xla-opt | FileCheck %s
// RUN: xla-opt %s --hlo-print-stablehlo --mlir-print-op-generic | FileCheck %s --check-prefix=SHLO
// RUN: xla-opt %s --hlo-print-stablehlo | xla-opt | FileCheck %s

// CHECK-LABEL: func @convolution
func.func @convolution(%x: tensor<1x16x16x2xf32>, %k: tensor<2x3x2x2xf32>, %y: tensor<2x3x9x10xf32>, %w: tensor<3x3x4x5xf32>, %w2: tensor<4x5x3x3xf32>) {
  // Padding and lhs dilation: (16 - 1) * 2 + 1 + 2 = 33 positions for a window of 2, 3.
  // CHECK: hlo.convolution(%{{.*}}, %{{.*}}) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {pad = {{\[}}[1, 1], [2, 2]], lhs_dilate = [2, 2]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x16x16x2xf32>, tensor<2x3x2x2xf32>) -> tensor<1x32x33x2xf32>
  // GENERIC: "hlo.convolution"(%{{.*}}, %{{.*}}) <{batch_group_count = 1 : i64, dimension_numbers = #hlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 2, 2>, padding = dense<{{\[}}[1, 1], [2, 2]]> : tensor<2x2xi64>}>
  // SHLO: "stablehlo.convolution"(%{{.*}}, %{{.*}}) <{batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>
  %0 = hlo.convolution(%x, %k) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {pad = [[1, 1], [2, 2]], lhs_dilate = [2, 2]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x16x16x2xf32>, tensor<2x3x2x2xf32>) -> tensor<1x32x33x2xf32>
  // Every window attribute, strides and rhs dilation: (9 - 7) / 2 + 1 = 2, (10 - 5) / 3 + 1 = 2.
  // CHECK: hlo.convolution(%{{.*}}, %{{.*}}) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [2, 3], pad = {{\[}}[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [2, 1], reverse = [false, true]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#hlo<precision DEFAULT>, #hlo<precision HIGH>]} : (tensor<2x3x9x10xf32>, tensor<3x3x4x5xf32>) -> tensor<2x3x2x2xf32>
  // GENERIC: rhs_dilation = array<i64: 2, 1>, window_reversal = array<i1: false, true>, window_strides = array<i64: 2, 3>
  %1 = hlo.convolution(%y, %w) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [2, 3], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [2, 1], reverse = [false, true]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#hlo<precision DEFAULT>, #hlo<precision HIGH>]} : (tensor<2x3x9x10xf32>, tensor<3x3x4x5xf32>) -> tensor<2x3x2x2xf32>
  // No window attributes; layouts differ between input, kernel and output.
  // CHECK: hlo.convolution(%{{.*}}, %{{.*}}) dim_numbers = [b, f, 0, 1]x[0, 1, i, o]->[b, 0, 1, f], window = {} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<2x3x9x10xf32>, tensor<4x5x3x3xf32>) -> tensor<2x6x6x3xf32>
  %2 = "hlo.convolution"(%y, %w2) {batch_group_count = 1 : i64, dimension_numbers = #hlo.conv<[b, f, 0, 1]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64} : (tensor<2x3x9x10xf32>, tensor<4x5x3x3xf32>) -> tensor<2x6x6x3xf32>
  return
}

// CHECK-LABEL: func @groups
func.func @groups(%x: tensor<2x3x9x9xf32>, %k: tensor<12x1x3x3xf32>, %b: tensor<1x4x4x1xi64>, %kb: tensor<1x2x1x4xi64>) {
  // Depthwise: 3 feature groups of 1 input feature, 12 output features.
  // CHECK: hlo.convolution(%{{.*}}, %{{.*}}) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {} {batch_group_count = 1 : i64, feature_group_count = 3 : i64} : (tensor<2x3x9x9xf32>, tensor<12x1x3x3xf32>) -> tensor<2x12x7x7xf32>
  %0 = hlo.convolution(%x, %k) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {} {batch_group_count = 1 : i64, feature_group_count = 3 : i64} : (tensor<2x3x9x9xf32>, tensor<12x1x3x3xf32>) -> tensor<2x12x7x7xf32>
  // Batch groups divide the batch (dimension 1 here) of the output.
  // CHECK: hlo.convolution(%{{.*}}, %{{.*}}) dim_numbers = [0, b, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [4, 4], lhs_dilate = [2, 2]} {batch_group_count = 4 : i64, feature_group_count = 1 : i64} : (tensor<1x4x4x1xi64>, tensor<1x2x1x4xi64>) -> tensor<1x1x2x4xi64>
  %1 = hlo.convolution(%b, %kb) dim_numbers = [0, b, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [4, 4], lhs_dilate = [2, 2]} {batch_group_count = 4 : i64, feature_group_count = 1 : i64} : (tensor<1x4x4x1xi64>, tensor<1x2x1x4xi64>) -> tensor<1x1x2x4xi64>
  return
}

// CHECK-LABEL: func @spellings
func.func @spellings(%x: tensor<100x26x26x32xf32>, %k: tensor<3x3x1x32xf32>, %i: tensor<64x8x8x8xi8>, %ki: tensor<4x4x8x32xi8>, %s: tensor<3x2xf16>, %ks: tensor<2x2xf16>) {
  // MHLO's raw dimension numbers and dense window attributes.
  // CHECK: hlo.convolution(%{{.*}}, %{{.*}}) dim_numbers = [b, 0, 1, f]x[0, 1, o, i]->[b, 0, 1, f], window = {stride = [1, 1], pad = {{\[}}[2, 2], [2, 2]], lhs_dilate = [1, 1], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<100x26x26x32xf32>, tensor<3x3x1x32xf32>) -> tensor<100x28x28x1xf32>
  %0 = "hlo.convolution"(%x, %k) {
    batch_group_count = 1 : i64,
    dimension_numbers = #hlo.conv<raw
      input_batch_dimension = 0,
      input_feature_dimension = 3,
      input_spatial_dimensions = [1, 2],
      kernel_input_feature_dimension = 3,
      kernel_output_feature_dimension = 2,
      kernel_spatial_dimensions = [0, 1],
      output_batch_dimension = 0,
      output_feature_dimension = 3,
      output_spatial_dimensions = [1, 2],
    >,
    feature_group_count = 1 : i64,
    lhs_dilation = dense<1> : tensor<2xi64>,
    padding = dense<2> : tensor<2x2xi64>,
    rhs_dilation = dense<1> : tensor<2xi64>,
    window_strides = dense<1> : tensor<2xi64>
  } : (tensor<100x26x26x32xf32>, tensor<3x3x1x32xf32>) -> tensor<100x28x28x1xf32>
  // Integer inputs accumulate into a wider result; reversal written as 0/1.
  // CHECK: window = {stride = [1, 1], pad = {{\[}}[0, 1], [0, 1]], rhs_dilate = [2, 2], reverse = [false, false]} {{.*}} : (tensor<64x8x8x8xi8>, tensor<4x4x8x32xi8>) -> tensor<64x3x3x32xi32>
  %1 = hlo.convolution(%i, %ki) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 1], [0, 1]], rhs_dilate = [2, 2], reverse = [0, 0]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<64x8x8x8xi8>, tensor<4x4x8x32xi8>) -> tensor<64x3x3x32xi32>
  // No spatial dimensions: a matrix product.
  // CHECK: hlo.convolution(%{{.*}}, %{{.*}}) dim_numbers = [b, f]x[i, o]->[b, f], window = {stride = [], pad = [], lhs_dilate = [], rhs_dilate = [], reverse = []} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<3x2xf16>, tensor<2x2xf16>) -> tensor<3x2xf16>
  %2 = hlo.convolution(%s, %ks) dim_numbers = [b, f]x[i, o]->[b, f], window = {stride = [], pad = [], lhs_dilate = [], rhs_dilate = [], reverse = []} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<3x2xf16>, tensor<2x2xf16>) -> tensor<3x2xf16>
  return
}

// CHECK-LABEL: func @dynamic
func.func @dynamic(%x: tensor<?x8x?x207xf32>, %k: tensor<3x3x207x?xf32>) {
  // CHECK: hlo.convolution(%{{.*}}, %{{.*}}) {{.*}} : (tensor<?x8x?x207xf32>, tensor<3x3x207x?xf32>) -> tensor<?x8x?x?xf32>
  %0 = hlo.convolution(%x, %k) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<?x8x?x207xf32>, tensor<3x3x207x?xf32>) -> tensor<?x8x?x?xf32>
  return
}

// Dimension numbers as a standalone attribute: unused positions print as `?`, numbers
// without a compact spelling print raw.
// CHECK: module attributes {conv_a = #hlo.conv<[b, 1, ?, 0, f]x[o, 0, 1, i]->[f, b, 0, 1]>, conv_b = #hlo.conv<raw input_batch_dimension = 0, input_feature_dimension = 0, kernel_input_feature_dimension = 0, kernel_output_feature_dimension = 1, output_batch_dimension = 0, output_feature_dimension = 1>}
module attributes {
  conv_a = #hlo.conv<[b, 1, ?, 0, f]x[o, 0, 1, i]->[f, b, 0, 1]>,
  conv_b = #hlo.conv<raw kernel_output_feature_dimension = 1, output_feature_dimension = 1>
} {}
