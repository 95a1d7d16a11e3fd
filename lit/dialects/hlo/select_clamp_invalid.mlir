// RUN: xla-opt %s -split-input-file -verify-diagnostics
// RUN: sed '/^ *\/\//!s/\bhlo\./stablehlo./g' %s | xla-opt -split-input-file -verify-diagnostics

func.func @select_pred_type(%p: tensor<3xi32>, %a: tensor<3xi32>) {
  // expected-error @+1 {{'hlo.select' op operand #0 must be ranked tensor of pred (AKA boolean or 1-bit integer) values, but got 'tensor<3xi32>'}}
  %0 = "hlo.select"(%p, %a, %a) : (tensor<3xi32>, tensor<3xi32>, tensor<3xi32>) -> tensor<3xi32>
  return
}

// -----

func.func @select_c1(%p: tensor<3xi1>, %a: tensor<2x3xi32>) {
  // expected-error @+1 {{requires the same shape for all operands}}
  %0 = "hlo.select"(%p, %a, %a) : (tensor<3xi1>, tensor<2x3xi32>, tensor<2x3xi32>) -> tensor<2x3xi32>
  return
}

// -----

func.func @select_c2(%p: tensor<3xi1>, %a: tensor<2x4xi32>, %b: tensor<2x3xi32>) {
  // expected-error @+1 {{requires compatible types for non-predicate operands}}
  %0 = "hlo.select"(%p, %a, %b) : (tensor<3xi1>, tensor<2x4xi32>, tensor<2x3xi32>) -> tensor<2x3xi32>
  return
}

// -----

func.func @select_result(%p: tensor<i1>, %a: tensor<2x3xf32>) {
  // expected-error @+1 {{'hlo.select' op inferred type(s) 'tensor<2x3xf32>' are incompatible with return type(s) of operation 'tensor<2x3xi32>'}}
  %0 = "hlo.select"(%p, %a, %a) : (tensor<i1>, tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xi32>
  return
}

// -----

func.func @select_syntax(%p: tensor<i1>, %a: tensor<2xf32>) {
  // expected-error @+1 {{expected functional type or list of two types}}
  %0 = hlo.select %p, %a, %a : tensor<2xf32>
  return
}

// -----

func.func @clamp_min(%min: tensor<2xi32>, %x: tensor<1xi32>) {
  // expected-error @+1 {{min shape [2] is not scalar and is not compatible to operand shape [1]}}
  %0 = "hlo.clamp"(%min, %x, %x) : (tensor<2xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
  return
}

// -----

func.func @clamp_max(%max: tensor<2xi32>, %x: tensor<1xi32>) {
  // expected-error @+1 {{max shape [2] is not scalar and is not compatible to operand shape [1]}}
  %0 = "hlo.clamp"(%x, %x, %max) : (tensor<1xi32>, tensor<1xi32>, tensor<2xi32>) -> tensor<1xi32>
  return
}

// -----

func.func @clamp_result(%x: tensor<1xi32>) {
  // expected-error @+1 {{'hlo.clamp' op inferred type(s) 'tensor<1xi32>' are incompatible with return type(s) of operation 'tensor<1x2xi32>'}}
  %0 = "hlo.clamp"(%x, %x, %x) : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<1x2xi32>
  return
}

// -----

func.func @clamp_elements(%min: tensor<f32>, %x: tensor<3xi32>) {
  // expected-error @+1 {{'hlo.clamp' op requires the same element type for all operands and results}}
  %0 = "hlo.clamp"(%min, %x, %min) : (tensor<f32>, tensor<3xi32>, tensor<f32>) -> tensor<3xi32>
  return
}
