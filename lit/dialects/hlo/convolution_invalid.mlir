// RUN: xla-opt %s -split-input-file -verify-diagnostics
// RUN: sed '/^ *\/\//!s/\bhlo\./stablehlo./g' %s | xla-opt -split-input-file -verify-diagnostics

func.func @c1_rank(%a: tensor<1x8x8x207xf32>, %b: tensor<3x3x207xf32>) {
  // expected-error @+1 {{'hlo.convolution' op expects convolution arguments to have same number of dimensions. Got: 'tensor<1x8x8x207xf32>' and 'tensor<3x3x207xf32>'.}}
  %0 = hlo.convolution(%a, %b) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x8x8x207xf32>, tensor<3x3x207xf32>) -> tensor<1x8x8x16xf32>
  return
}

// -----

func.func @c1_rank_2(%a: tensor<1xf32>, %b: tensor<3xf32>) {
  // expected-error @+1 {{'hlo.convolution' op expects convolution arguments to have >= 2 dimensions. Got: 'tensor<1xf32>' and 'tensor<3xf32>'.}}
  %0 = hlo.convolution(%a, %b) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1xf32>, tensor<3xf32>) -> tensor<1x8x8x16xf32>
  return
}

// -----

func.func @c12_spatial_count(%a: tensor<1x8x8x207xf32>, %b: tensor<3x3x207x16xf32>) {
  // expected-error @+1 {{'hlo.convolution' op expects the same size for input, kernel and output spatial-dimensions, but got 3, 2, and 2 resp.}}
  %0 = hlo.convolution(%a, %b) dim_numbers = [b, 0, 1, 2, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x8x8x207xf32>, tensor<3x3x207x16xf32>) -> tensor<1x8x8x16xf32>
  return
}

// -----

func.func @c17_spatial_count(%a: tensor<1x8x8x207xf32>, %b: tensor<3x3x207x16xf32>) {
  // expected-error @+1 {{expects the same size for input, kernel and output spatial-dimensions, but got 2, 3, and 2 resp.}}
  %0 = hlo.convolution(%a, %b) dim_numbers = [b, 0, 1, f]x[0, 1, 2, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x8x8x207xf32>, tensor<3x3x207x16xf32>) -> tensor<1x8x8x16xf32>
  return
}

// -----

func.func @c13_range(%a: tensor<1x8x8x207xf32>, %b: tensor<3x3x207x16xf32>) {
  // expected-error @+1 {{'hlo.convolution' op expects input, kernel, and output dimension-numbers to be in-range [0, 4).}}
  %0 = hlo.convolution(%a, %b) dim_numbers = [b, 0, ?, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x8x8x207xf32>, tensor<3x3x207x16xf32>) -> tensor<1x8x8x16xf32>
  return
}

// -----

func.func @c21_feature_groups(%a: tensor<1x8x8x207xf32>, %b: tensor<3x3x207x16xf32>) {
  // expected-error @+1 {{'hlo.convolution' op expects feature_group_count to be a positive number, got 0.}}
  %0 = hlo.convolution(%a, %b) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 0 : i64} : (tensor<1x8x8x207xf32>, tensor<3x3x207x16xf32>) -> tensor<1x8x8x16xf32>
  return
}

// -----

func.func @c22_batch_groups(%a: tensor<1x8x8x207xf32>, %b: tensor<3x3x207x16xf32>) {
  // expected-error @+1 {{'hlo.convolution' op expects batch_group_count to be a positive number, got 0.}}
  %0 = hlo.convolution(%a, %b) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1]} {batch_group_count = 0 : i64, feature_group_count = 1 : i64} : (tensor<1x8x8x207xf32>, tensor<3x3x207x16xf32>) -> tensor<1x8x8x16xf32>
  return
}

// -----

func.func @c23_both_groups(%a: tensor<1x8x8x207xf32>, %b: tensor<3x3x207x16xf32>) {
  // expected-error @+1 {{'hlo.convolution' op expects batch_group_count and feature_group_count not to be both greater than 1. Got 2 and 2 resp.}}
  %0 = hlo.convolution(%a, %b) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1]} {batch_group_count = 2 : i64, feature_group_count = 2 : i64} : (tensor<1x8x8x207xf32>, tensor<3x3x207x16xf32>) -> tensor<1x8x8x16xf32>
  return
}

// -----

func.func @c15_batch_groups_out(%a: tensor<1x8x8x207xf32>, %b: tensor<3x3x207x16xf32>) {
  // expected-error @+1 {{'hlo.convolution' op expects output feature dimension size (16) to be a multiple of batch_group_count. Got batch_group_count = 3.}}
  %0 = hlo.convolution(%a, %b) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1]} {batch_group_count = 3 : i64, feature_group_count = 1 : i64} : (tensor<1x8x8x207xf32>, tensor<3x3x207x16xf32>) -> tensor<1x8x8x16xf32>
  return
}

// -----

func.func @c16_feature_groups_out(%a: tensor<1x8x8x207xf32>, %b: tensor<3x3x69x16xf32>) {
  // expected-error @+1 {{'hlo.convolution' op expects kernel output feature dimension (16) to be divisible by feature_group_count. For feature_group_count = 3.}}
  %0 = hlo.convolution(%a, %b) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 3 : i64} : (tensor<1x8x8x207xf32>, tensor<3x3x69x16xf32>) -> tensor<1x8x8x16xf32>
  return
}

// -----

func.func @c11_feature_groups_in(%a: tensor<1x8x8x207xf32>, %b: tensor<3x3x20x16xf32>) {
  // expected-error @+1 {{'hlo.convolution' op expects input feature dimension (207) to be a multiple of feature_group_count. Got feature_group_count = 2.}}
  %0 = hlo.convolution(%a, %b) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 2 : i64} : (tensor<1x8x8x207xf32>, tensor<3x3x20x16xf32>) -> tensor<1x8x8x16xf32>
  return
}

// -----

func.func @c14_kernel_features(%a: tensor<1x8x8x207xf32>, %b: tensor<3x3x20x16xf32>) {
  // expected-error @+1 {{'hlo.convolution' op expects input feature dimension (207) / feature_group_count = kernel input feature dimension (20). Got feature_group_count = 1.}}
  %0 = hlo.convolution(%a, %b) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x8x8x207xf32>, tensor<3x3x20x16xf32>) -> tensor<1x8x8x16xf32>
  return
}

// -----

func.func @c10_batch(%a: tensor<5x8x8x207xf32>, %b: tensor<3x3x207x16xf32>) {
  // expected-error @+1 {{'hlo.convolution' op expects input batch dimension (5) to be divisible by batch_group_count. Got batch_group_count = 2.}}
  %0 = hlo.convolution(%a, %b) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1]} {batch_group_count = 2 : i64, feature_group_count = 1 : i64} : (tensor<5x8x8x207xf32>, tensor<3x3x207x16xf32>) -> tensor<1x8x8x16xf32>
  return
}

// -----

func.func @c24_precision(%a: tensor<1x8x8x207xf32>, %b: tensor<3x3x207x16xf32>) {
  // expected-error @+1 {{'hlo.convolution' op expects precision config to be empty or have <= 2 elements.}}
  %0 = hlo.convolution(%a, %b) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#hlo<precision DEFAULT>, #hlo<precision DEFAULT>, #hlo<precision DEFAULT>]} : (tensor<1x8x8x207xf32>, tensor<3x3x207x16xf32>) -> tensor<1x8x8x16xf32>
  return
}

// -----

func.func @c2_strides(%a: tensor<1x8x8x207xf32>, %b: tensor<3x3x207x16xf32>) {
  // expected-error @+1 {{'hlo.convolution' op expects window-strides to have same dimension-size as size of window dimensions (2), but got: 1.}}
  %0 = hlo.convolution(%a, %b) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x8x8x207xf32>, tensor<3x3x207x16xf32>) -> tensor<1x8x8x16xf32>
  return
}

// -----

func.func @c5_lhs_dilation(%a: tensor<1x8x8x207xf32>, %b: tensor<3x3x207x16xf32>) {
  // expected-error @+1 {{'hlo.convolution' op expects base-dilation factors to have same dimension-size as size of window dimensions (2), but got: 1.}}
  %0 = hlo.convolution(%a, %b) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {lhs_dilate = [1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x8x8x207xf32>, tensor<3x3x207x16xf32>) -> tensor<1x8x8x16xf32>
  return
}

// -----

func.func @c7_rhs_dilation(%a: tensor<1x8x8x207xf32>, %b: tensor<3x3x207x16xf32>) {
  // expected-error @+1 {{'hlo.convolution' op expects window-dilation factors to have same dimension-size as size of window dimensions (2), but got: 1.}}
  %0 = hlo.convolution(%a, %b) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {rhs_dilate = [1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x8x8x207xf32>, tensor<3x3x207x16xf32>) -> tensor<1x8x8x16xf32>
  return
}

// -----

func.func @c4_padding(%a: tensor<1x8x8x207xf32>, %b: tensor<3x3x207x16xf32>) {
  // expected-error @+1 {{'hlo.convolution' op expects padding-entries to have same dimension-size as size of window dimensions (2), but got: 1.}}
  %0 = hlo.convolution(%a, %b) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {pad = [[1, 1]]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x8x8x207xf32>, tensor<3x3x207x16xf32>) -> tensor<1x8x8x16xf32>
  return
}

// -----

func.func @c9_reversal(%a: tensor<1x8x8x207xf32>, %b: tensor<3x3x207x16xf32>) {
  // expected-error @+1 {{'hlo.convolution' op expects window-reversal to have same dimension-size as size of window dimensions (2), but got: 3.}}
  %0 = hlo.convolution(%a, %b) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {reverse = [false, false, true]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x8x8x207xf32>, tensor<3x3x207x16xf32>) -> tensor<1x8x8x16xf32>
  return
}

// -----

func.func @c25_window_size(%a: tensor<1x8x8x207xf32>, %b: tensor<0x3x207x16xf32>) {
  // expected-error @+1 {{'hlo.convolution' op expects window to have positive value for 0-th window dimension, but got 0.}}
  %0 = hlo.convolution(%a, %b) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x8x8x207xf32>, tensor<0x3x207x16xf32>) -> tensor<1x8x8x16xf32>
  return
}

// -----

func.func @c3_stride(%a: tensor<1x8x8x207xf32>, %b: tensor<3x3x207x16xf32>) {
  // expected-error @+1 {{'hlo.convolution' op expects window to have positive stride for 1-th window dimension, but got 0.}}
  %0 = hlo.convolution(%a, %b) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 0]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x8x8x207xf32>, tensor<3x3x207x16xf32>) -> tensor<1x8x8x16xf32>
  return
}

// -----

func.func @c6_lhs_dilation(%a: tensor<1x8x8x207xf32>, %b: tensor<3x3x207x16xf32>) {
  // expected-error @+1 {{'hlo.convolution' op expects window to have positive base dilation factor for 0-th window dimension, but got 0.}}
  %0 = hlo.convolution(%a, %b) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {lhs_dilate = [0, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x8x8x207xf32>, tensor<3x3x207x16xf32>) -> tensor<1x8x8x16xf32>
  return
}

// -----

func.func @c8_rhs_dilation(%a: tensor<1x8x8x207xf32>, %b: tensor<3x3x207x16xf32>) {
  // expected-error @+1 {{'hlo.convolution' op expects window to have positive window dilation factor for 1-th window dimension, but got -1.}}
  %0 = hlo.convolution(%a, %b) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {rhs_dilate = [1, -1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x8x8x207xf32>, tensor<3x3x207x16xf32>) -> tensor<1x8x8x16xf32>
  return
}

// -----

func.func @c26_rank(%a: tensor<1x8x8x207xf32>, %b: tensor<3x3x207x16xf32>) {
  // expected-error @+1 {{'hlo.convolution' op inferred type(s) 'tensor<1x8x8x16xf32>' are incompatible with return type(s) of operation 'tensor<1x8x16xf32>'}}
  %0 = hlo.convolution(%a, %b) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x8x8x207xf32>, tensor<3x3x207x16xf32>) -> tensor<1x8x16xf32>
  return
}

// -----

func.func @c25_batch(%a: tensor<1x8x8x207xf32>, %b: tensor<3x3x207x16xf32>) {
  // expected-error @+1 {{'hlo.convolution' op inferred type(s) 'tensor<1x8x8x16xf32>' are incompatible with return type(s) of operation 'tensor<2x8x8x16xf32>'}}
  %0 = hlo.convolution(%a, %b) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x8x8x207xf32>, tensor<3x3x207x16xf32>) -> tensor<2x8x8x16xf32>
  return
}

// -----

func.func @c25_dynamic(%a: tensor<?x8x8x207xf32>, %b: tensor<3x?x207x16xf32>) {
  // expected-error @+1 {{'hlo.convolution' op inferred type(s) 'tensor<?x8x?x16xf32>' are incompatible with return type(s) of operation 'tensor<1x1x1x1xf32>'}}
  %0 = hlo.convolution(%a, %b) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<?x8x8x207xf32>, tensor<3x?x207x16xf32>) -> tensor<1x1x1x1xf32>
  return
}

// -----

func.func @c27_elements(%a: tensor<1x8x8x207xf32>, %b: tensor<3x3x207x16xf16>) {
  // expected-error @+1 {{'hlo.convolution' op requires the same element type for all operands}}
  %0 = hlo.convolution(%a, %b) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x8x8x207xf32>, tensor<3x3x207x16xf16>) -> tensor<1x8x8x16xf32>
  return
}

// -----

func.func @operand_type(%a: tensor<1x8x8x207xindex>, %b: tensor<3x3x207x16xindex>) {
  // expected-error-re @+1 {{'hlo.convolution' op operand #0 must be ranked tensor of {{.*}}, but got 'tensor<1x8x8x207xindex>'}}
  %0 = hlo.convolution(%a, %b) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x8x8x207xindex>, tensor<3x3x207x16xindex>) -> tensor<1x8x8x16xindex>
  return
}
// -----

func.func @generic_rank_vs_spatial(%a: tensor<1x8x8x32x207xf32>, %b: tensor<3x3x32x207x16xf32>) {
  // expected-error @+1 {{'hlo.convolution' op expects convolution arguments to have 4 dimensions. Got: 5}}
  %0 = "hlo.convolution"(%a, %b) {batch_group_count = 1 : i64,
    dimension_numbers = #hlo.conv<raw input_batch_dimension = 0, input_feature_dimension = 4, input_spatial_dimensions = [1, 2],
      kernel_input_feature_dimension = 3, kernel_output_feature_dimension = 4, kernel_spatial_dimensions = [0, 1],
      output_batch_dimension = 1, output_feature_dimension = 4, output_spatial_dimensions = [2, 3]>,
    feature_group_count = 1 : i64} : (tensor<1x8x8x32x207xf32>, tensor<3x3x32x207x16xf32>) -> tensor<32x1x8x8x16xf32>
  return
}

// -----

func.func @generic_input_unique(%a: tensor<2x4x5x2xf32>, %b: tensor<2x2x1x6xf32>) {
  // expected-error @+1 {{'hlo.convolution' op expects input dimension-numbers to be unique, got {0, 0}.}}
  %0 = "hlo.convolution"(%a, %b) {batch_group_count = 1 : i64,
    dimension_numbers = #hlo.conv<raw kernel_input_feature_dimension = 2, kernel_output_feature_dimension = 3, output_batch_dimension = 0, output_feature_dimension = 3>,
    feature_group_count = 2 : i64} : (tensor<2x4x5x2xf32>, tensor<2x2x1x6xf32>) -> tensor<2x3x4x6xf32>
  return
}

// -----

func.func @generic_kernel_unique(%a: tensor<100x26x26x32xf32>, %b: tensor<3x3x1x32xf32>) {
  // expected-error @+1 {{'hlo.convolution' op expects kernel dimension-numbers to be unique, got {0, 2, 3, 3}.}}
  %0 = "hlo.convolution"(%a, %b) {batch_group_count = 1 : i64,
    dimension_numbers = #hlo.conv<raw input_batch_dimension = 0, input_feature_dimension = 3, input_spatial_dimensions = [1, 2],
      kernel_input_feature_dimension = 3, kernel_output_feature_dimension = 2, kernel_spatial_dimensions = [0, 0],
      output_batch_dimension = 0, output_feature_dimension = 3, output_spatial_dimensions = [1, 2]>,
    feature_group_count = 1 : i64} : (tensor<100x26x26x32xf32>, tensor<3x3x1x32xf32>) -> tensor<100x28x28x1xf32>
  return
}

// -----

func.func @generic_output_unique(%a: tensor<100x26x26x32xf32>, %b: tensor<3x3x1x32xf32>) {
  // expected-error @+1 {{'hlo.convolution' op expects output dimension-numbers to be unique, got {0, 3, 3, 3}.}}
  %0 = "hlo.convolution"(%a, %b) {batch_group_count = 1 : i64,
    dimension_numbers = #hlo.conv<raw input_batch_dimension = 0, input_feature_dimension = 3, input_spatial_dimensions = [1, 2],
      kernel_input_feature_dimension = 3, kernel_output_feature_dimension = 2, kernel_spatial_dimensions = [0, 1],
      output_batch_dimension = 0, output_feature_dimension = 3, output_spatial_dimensions = [0, 3]>,
    feature_group_count = 1 : i64} : (tensor<100x26x26x32xf32>, tensor<3x3x1x32xf32>) -> tensor<100x28x28x1xf32>
  return
}

// -----

func.func @generic_padding_shape(%a: tensor<100x26x26x32xf32>, %b: tensor<3x3x1x32xf32>) {
  // expected-error @+1 {{'hlo.convolution' op expects the shape of padding-attribute to be {N, 2}, but got {2, 3}.}}
  %0 = "hlo.convolution"(%a, %b) {batch_group_count = 1 : i64,
    dimension_numbers = #hlo.conv<[b, 0, 1, f]x[0, 1, o, i]->[b, 0, 1, f]>,
    feature_group_count = 1 : i64, padding = dense<2> : tensor<2x3xi64>} : (tensor<100x26x26x32xf32>, tensor<3x3x1x32xf32>) -> tensor<100x28x28x1xf32>
  return
}

// -----

func.func @generic_padding_entries(%a: tensor<100x26x26x32xf32>, %b: tensor<3x3x1x32xf32>) {
  // expected-error @+1 {{'hlo.convolution' op expects padding-entries to have same dimension-size as size of window dimensions (2), but got: 3.}}
  %0 = "hlo.convolution"(%a, %b) {batch_group_count = 1 : i64,
    dimension_numbers = #hlo.conv<[b, 0, 1, f]x[0, 1, o, i]->[b, 0, 1, f]>,
    feature_group_count = 1 : i64, padding = dense<2> : tensor<3x2xi64>} : (tensor<100x26x26x32xf32>, tensor<3x3x1x32xf32>) -> tensor<100x28x28x1xf32>
  return
}

// -----

func.func @generic_missing_dims(%a: tensor<3x2xf32>, %b: tensor<2x2xf32>) {
  // expected-error @+1 {{'hlo.convolution' op requires attribute 'dimension_numbers'}}
  %0 = "hlo.convolution"(%a, %b) {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<3x2xf32>, tensor<2x2xf32>) -> tensor<3x2xf32>
  return
}

// -----

func.func @generic_missing_groups(%a: tensor<3x2xf32>, %b: tensor<2x2xf32>) {
  // expected-error @+1 {{'hlo.convolution' op requires attribute 'feature_group_count'}}
  %0 = "hlo.convolution"(%a, %b) {batch_group_count = 1 : i64, dimension_numbers = #hlo.conv<[b, f]x[i, o]->[b, f]>} : (tensor<3x2xf32>, tensor<2x2xf32>) -> tensor<3x2xf32>
  return
}

// -----

func.func @generic_strides_kind(%a: tensor<3x2xf32>, %b: tensor<2x2xf32>) {
  // expected-error @+1 {{'hlo.convolution' op attribute 'window_strides' failed to satisfy constraint: i64 dense array attribute}}
  %0 = "hlo.convolution"(%a, %b) {batch_group_count = 1 : i64, feature_group_count = 1 : i64, dimension_numbers = #hlo.conv<[b, f]x[i, o]->[b, f]>, window_strides = "1"} : (tensor<3x2xf32>, tensor<2x2xf32>) -> tensor<3x2xf32>
  return
}

// -----

func.func @generic_dims_kind(%a: tensor<3x2xf32>, %b: tensor<2x2xf32>) {
  // expected-error @+1 {{'hlo.convolution' op attribute 'dimension_numbers' failed to satisfy constraint: Structure of dimension information for conv op}}
  %0 = "hlo.convolution"(%a, %b) {batch_group_count = 1 : i64, feature_group_count = 1 : i64, dimension_numbers = 1 : i64} : (tensor<3x2xf32>, tensor<2x2xf32>) -> tensor<3x2xf32>
  return
}

// -----

func.func @dims_input_letter(%a: tensor<1x8x8x207xf32>, %b: tensor<3x3x207x16xf32>) {
  // expected-error @+1 {{Unexpected dimension c, expecting b, f}}
  %0 = hlo.convolution(%a, %b) dim_numbers = [c, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x8x8x207xf32>, tensor<3x3x207x16xf32>) -> tensor<1x8x8x16xf32>
  return
}

// -----

func.func @dims_kernel_letter(%a: tensor<1x8x8x207xf32>, %b: tensor<3x3x207x16xf32>) {
  // expected-error @+1 {{Unexpected dimension b, expecting i, o}}
  %0 = hlo.convolution(%a, %b) dim_numbers = [b, 0, 1, f]x[0, 1, b, o]->[b, 0, 1, f], window = {stride = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x8x8x207xf32>, tensor<3x3x207x16xf32>) -> tensor<1x8x8x16xf32>
  return
}

// -----

func.func @dims_kernel_twice(%a: tensor<1x8x8x207xf32>, %b: tensor<3x3x207x16xf32>) {
  // expected-error @+1 {{Unexpected dimension i, expecting o}}
  %0 = hlo.convolution(%a, %b) dim_numbers = [b, 0, 1, f]x[0, 1, i, i]->[b, 0, 1, f], window = {stride = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x8x8x207xf32>, tensor<3x3x207x16xf32>) -> tensor<1x8x8x16xf32>
  return
}

// -----

func.func @dims_missing_feature(%a: tensor<1x8x8x207xf32>, %b: tensor<3x3x207x16xf32>) {
  // expected-error @+1 {{Expected dimensions f not specified}}
  %0 = hlo.convolution(%a, %b) dim_numbers = [b, 0, 1]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x8x8x207xf32>, tensor<3x3x207x16xf32>) -> tensor<1x8x8x16xf32>
  return
}

// -----

func.func @dims_extra_keyword(%a: tensor<1x8x8x207xf32>, %b: tensor<3x3x207x16xf32>) {
  // expected-error @+1 {{Unexpected keyword b}}
  %0 = hlo.convolution(%a, %b) dim_numbers = [b, 0, 1, f]x[0, 1, i, o, b]->[b, 0, 1, f], window = {stride = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x8x8x207xf32>, tensor<3x3x207x16xf32>) -> tensor<1x8x8x16xf32>
  return
}

// -----

func.func @dims_bracket(%a: tensor<1x8x8x207xf32>, %b: tensor<3x3x207x16xf32>) {
  // expected-error @+1 {{expected '['}}
  %0 = hlo.convolution(%a, %b) dim_numbers = {b, 0, 1, f}x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x8x8x207xf32>, tensor<3x3x207x16xf32>) -> tensor<1x8x8x16xf32>
  return
}

// -----

func.func @dims_spatial_gap(%a: tensor<1x8x8x207xf32>, %b: tensor<3x3x207x16xf32>) {
  // expected-error @+1 {{Expected spatial dimensions 0 not specified}}
  %0 = hlo.convolution(%a, %b) dim_numbers = [b, f, 1]x[o, 0, 1, i]->[f, b, 0, 1], window = {stride = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x8x8x207xf32>, tensor<3x3x207x16xf32>) -> tensor<1x8x8x16xf32>
  return
}

// -----

func.func @dims_spatial_twice(%a: tensor<1x8x8x207xf32>, %b: tensor<3x3x207x16xf32>) {
  // expected-error @+1 {{Duplicate entries for spatial dimension 1}}
  %0 = hlo.convolution(%a, %b) dim_numbers = [b, f, 1, 0, 1]x[o, 0, 1, i]->[f, b, 0, 1], window = {stride = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x8x8x207xf32>, tensor<3x3x207x16xf32>) -> tensor<1x8x8x16xf32>
  return
}

// -----

func.func @dims_negative(%a: tensor<1x8x8x207xf32>, %b: tensor<3x3x207x16xf32>) {
  // expected-error @+1 {{Unexpected dimension -2}}
  %0 = hlo.convolution(%a, %b) dim_numbers = [b, f, 1, -2]x[o, 0, 1, i]->[f, b, 0, 1], window = {stride = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x8x8x207xf32>, tensor<3x3x207x16xf32>) -> tensor<1x8x8x16xf32>
  return
}

// -----

func.func @window_keyword(%a: tensor<1x8x8x207xf32>, %b: tensor<3x3x207x16xf32>) {
  // expected-error @+1 {{Unexpected keyword stide}}
  %0 = hlo.convolution(%a, %b) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stide = [2, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x8x8x207xf32>, tensor<3x3x207x16xf32>) -> tensor<1x8x8x16xf32>
  return
}

// -----

func.func @window_twice(%a: tensor<1x8x8x207xf32>, %b: tensor<3x3x207x16xf32>) {
  // expected-error @+1 {{Unexpected keyword stride}}
  %0 = hlo.convolution(%a, %b) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [2, 1], stride = [2, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x8x8x207xf32>, tensor<3x3x207x16xf32>) -> tensor<1x8x8x16xf32>
  return
}

// -----

func.func @window_value(%a: tensor<1x8x8x207xf32>, %b: tensor<3x3x207x16xf32>) {
  // expected-error @+1 {{expected integer value}}
  %0 = hlo.convolution(%a, %b) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [2, b]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x8x8x207xf32>, tensor<3x3x207x16xf32>) -> tensor<1x8x8x16xf32>
  return
}

// -----

func.func @window_pad_pair(%a: tensor<1x8x8x207xf32>, %b: tensor<3x3x207x16xf32>) {
  // expected-error @+1 {{Expected array with 2 elements, got 3 elements instead}}
  %0 = hlo.convolution(%a, %b) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {pad = [[0, 1, 2], [0, 1]]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x8x8x207xf32>, tensor<3x3x207x16xf32>) -> tensor<1x8x8x16xf32>
  return
}
