// RUN: xla-opt %s -split-input-file -verify-diagnostics
// RUN: sed '/^ *\/\//!s/\bhlo\./stablehlo./g' %s | xla-opt -split-input-file -verify-diagnostics

func.func @padding_rows(%x: tensor<1x4x4x1xf32>, %k: tensor<3x3x1x1xf32>, %p: tensor<3x2xi64>) {
  // expected-error @+1 {{'hlo.dynamic_conv' op expects padding to be of shape [2, 2] (one pair per spatial dimension), but got [3, 2].}}
  %0 = "hlo.dynamic_conv"(%x, %k, %p) {batch_group_count = 1 : i64, dimension_numbers = #hlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64} : (tensor<1x4x4x1xf32>, tensor<3x3x1x1xf32>, tensor<3x2xi64>) -> tensor<1x?x?x1xf32>
  return
}

// -----

func.func @padding_rank(%x: tensor<1x4x4x1xf32>, %k: tensor<3x3x1x1xf32>, %p: tensor<4xi64>) {
  // expected-error @+1 {{'hlo.dynamic_conv' op expects padding to be of shape [2, 2] (one pair per spatial dimension), but got [4].}}
  %0 = "hlo.dynamic_conv"(%x, %k, %p) {batch_group_count = 1 : i64, dimension_numbers = #hlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64} : (tensor<1x4x4x1xf32>, tensor<3x3x1x1xf32>, tensor<4xi64>) -> tensor<1x?x?x1xf32>
  return
}

// -----

func.func @padding_float(%x: tensor<1x4x4x1xf32>, %k: tensor<3x3x1x1xf32>, %p: tensor<2x2xf32>) {
  // expected-error @+1 {{'hlo.dynamic_conv' op operand #2 must be}}
  %0 = "hlo.dynamic_conv"(%x, %k, %p) {batch_group_count = 1 : i64, dimension_numbers = #hlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64} : (tensor<1x4x4x1xf32>, tensor<3x3x1x1xf32>, tensor<2x2xf32>) -> tensor<1x?x?x1xf32>
  return
}

// -----

func.func @strides_count(%x: tensor<1x4x4x1xf32>, %k: tensor<3x3x1x1xf32>, %p: tensor<2x2xi64>) {
  // expected-error @+1 {{'hlo.dynamic_conv' op expects window-strides to have same dimension-size as size of window dimensions (2), but got: 1.}}
  %0 = "hlo.dynamic_conv"(%x, %k, %p) {batch_group_count = 1 : i64, dimension_numbers = #hlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64, window_strides = array<i64: 2>} : (tensor<1x4x4x1xf32>, tensor<3x3x1x1xf32>, tensor<2x2xi64>) -> tensor<1x?x?x1xf32>
  return
}

// -----

// A constant padding is checked as the attribute is: (4 + 1 + 1 - 3) + 1 = 4, not 2.
func.func @constant_padding_result(%x: tensor<1x4x4x1xf32>, %k: tensor<3x3x1x1xf32>) {
  %p = hlo.constant dense<1> : tensor<2x2xi64>
  // expected-error @+1 {{'hlo.dynamic_conv' op inferred type(s) 'tensor<1x4x4x1xf32>' are incompatible with return type(s) of operation 'tensor<1x2x2x1xf32>'}}
  %0 = "hlo.dynamic_conv"(%x, %k, %p) {batch_group_count = 1 : i64, dimension_numbers = #hlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64} : (tensor<1x4x4x1xf32>, tensor<3x3x1x1xf32>, tensor<2x2xi64>) -> tensor<1x2x2x1xf32>
  return
}

// -----

// An unknown padding leaves the spatial sizes free, not the others.
func.func @features(%x: tensor<1x4x4x1xf32>, %k: tensor<3x3x1x1xf32>, %p: tensor<2x2xi64>) {
  // expected-error @+1 {{'hlo.dynamic_conv' op inferred type(s) 'tensor<1x?x?x1xf32>' are incompatible with return type(s) of operation 'tensor<1x7x7x2xf32>'}}
  %0 = "hlo.dynamic_conv"(%x, %k, %p) {batch_group_count = 1 : i64, dimension_numbers = #hlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64} : (tensor<1x4x4x1xf32>, tensor<3x3x1x1xf32>, tensor<2x2xi64>) -> tensor<1x7x7x2xf32>
  return
}

// -----

func.func @kernel_features(%x: tensor<1x4x4x2xf32>, %k: tensor<3x3x1x1xf32>, %p: tensor<2x2xi64>) {
  // expected-error @+1 {{'hlo.dynamic_conv' op expects input feature dimension (2) / feature_group_count = kernel input feature dimension (1). Got feature_group_count = 1.}}
  %0 = "hlo.dynamic_conv"(%x, %k, %p) {batch_group_count = 1 : i64, dimension_numbers = #hlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64} : (tensor<1x4x4x2xf32>, tensor<3x3x1x1xf32>, tensor<2x2xi64>) -> tensor<1x?x?x1xf32>
  return
}
