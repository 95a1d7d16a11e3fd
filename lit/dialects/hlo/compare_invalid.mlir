// RUN: xla-opt %s -split-input-file -verify-diagnostics
// RUN: sed '/^ *\/\//!s/\bhlo\./stablehlo./g' %s | xla-opt -split-input-file -verify-diagnostics

func.func @missing_direction(%a: tensor<4xf32>) {
  // expected-error @+1 {{'hlo.compare' op requires attribute 'comparison_direction'}}
  %0 = "hlo.compare"(%a, %a) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
  return
}

// -----

func.func @direction_kind(%a: tensor<4xf32>) {
  // expected-error @+1 {{'hlo.compare' op attribute 'comparison_direction' failed to satisfy constraint: comparison direction}}
  %0 = "hlo.compare"(%a, %a) {comparison_direction = 1 : i32} : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
  return
}

// -----

func.func @type_kind(%a: tensor<4xf32>) {
  // expected-error @+1 {{'hlo.compare' op attribute 'compare_type' failed to satisfy constraint: comparison type}}
  %0 = "hlo.compare"(%a, %a) {comparison_direction = #hlo<comparison_direction LT>, compare_type = #hlo<comparison_direction LT>} : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
  return
}

// -----

func.func @result_not_pred(%a: tensor<4xf32>) {
  // expected-error @+1 {{'hlo.compare' op result #0 must be ranked tensor of pred (AKA boolean or 1-bit integer) values, but got 'tensor<4xf32>'}}
  %0 = "hlo.compare"(%a, %a) {comparison_direction = #hlo<comparison_direction LT>} : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  return
}

// -----

func.func @operand_elements(%a: tensor<4xf32>, %b: tensor<4xf64>) {
  // expected-error @+1 {{'hlo.compare' op requires the same element type for all operands}}
  %0 = hlo.compare LT, %a, %b : (tensor<4xf32>, tensor<4xf64>) -> tensor<4xi1>
  return
}

// -----

func.func @result_shape(%a: tensor<4xf32>) {
  // expected-error @+1 {{'hlo.compare' op requires the same shape for all operands and results}}
  %0 = hlo.compare LT, %a, %a : (tensor<4xf32>, tensor<4xf32>) -> tensor<5xi1>
  return
}

// -----

func.func @signed_on_float(%a: tensor<4xf32>) {
  // expected-error @+1 {{'hlo.compare' op compare_type SIGNED does not apply to element type 'f32'; it must be FLOAT or TOTALORDER}}
  %0 = hlo.compare LT, %a, %a, SIGNED : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
  return
}

// -----

func.func @float_on_int(%a: tensor<4xi32>) {
  // expected-error @+1 {{'hlo.compare' op compare_type FLOAT does not apply to element type 'i32'; it must be SIGNED}}
  %0 = hlo.compare LT, %a, %a, FLOAT : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi1>
  return
}

// -----

func.func @totalorder_on_complex(%a: tensor<4xcomplex<f32>>) {
  // expected-error @+1 {{'hlo.compare' op compare_type TOTALORDER does not apply to element type 'complex<f32>'; it must be FLOAT}}
  %0 = hlo.compare EQ, %a, %a, TOTALORDER : (tensor<4xcomplex<f32>>, tensor<4xcomplex<f32>>) -> tensor<4xi1>
  return
}

// -----

func.func @broadcast_needs_dims(%m: tensor<2x4xf32>, %v: tensor<4xf32>) {
  // expected-error @+1 {{'hlo.compare' op operands of ranks 2 and 1 (shapes [2, 4] and [4]) need broadcast_dimensions}}
  %0 = hlo.compare LT, %m, %v : (tensor<2x4xf32>, tensor<4xf32>) -> tensor<2x4xi1>
  return
}

// -----

func.func @broadcast_result(%m: tensor<2x4xf32>, %v: tensor<4xf32>) {
  // expected-error @+1 {{'hlo.compare' op inferred type(s) 'tensor<2x4xi1>' are incompatible with return type(s) of operation 'tensor<3x4xi1>'}}
  %0 = "hlo.compare"(%m, %v) {comparison_direction = #hlo<comparison_direction LT>, broadcast_dimensions = array<i64: 1>} : (tensor<2x4xf32>, tensor<4xf32>) -> tensor<3x4xi1>
  return
}

// -----

func.func @unknown_direction(%a: tensor<4xf32>) {
  // expected-error @+1 {{expected ::mlir::stablehlo::ComparisonDirection to be one of: EQ, NE, GE, GT, LE, LT}}
  %0 = hlo.compare LESS, %a, %a : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
  return
}

// -----

func.func @unknown_direction_attr(%a: tensor<4xf32>) {
  // expected-error @+1 {{expected ::mlir::stablehlo::ComparisonDirection to be one of: EQ, NE, GE, GT, LE, LT}}
  %0 = "hlo.compare"(%a, %a) {comparison_direction = #hlo<comparison_direction LESS>} : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
  return
}
