// RUN: xla-opt %s -split-input-file -verify-diagnostics
// RUN: sed '/^ *\/\//!s/\bhlo\./stablehlo./g' %s | xla-opt -split-input-file -verify-diagnostics

func.func @floor_int(%a: tensor<4xi32>) {
  // expected-error @+1 {{'hlo.floor' op operand #0 must be ranked tensor of 4/6/8/16/32/64-bit float values, but got 'tensor<4xi32>'}}
  %0 = hlo.floor %a : tensor<4xi32>
  return
}

// -----

func.func @sqrt_int(%a: tensor<4xi32>) {
  // expected-error @+1 {{'hlo.sqrt' op operand #0 must be ranked tensor of 4/6/8/16/32/64-bit float or complex type with 32/64-bit float elements values, but got 'tensor<4xi32>'}}
  %0 = hlo.sqrt %a : tensor<4xi32>
  return
}

// -----

func.func @popcnt_float(%a: tensor<4xf32>) {
  // expected-error @+1 {{'hlo.popcnt' op operand #0 must be ranked tensor of 2/4/8/16/32/64-bit signless integer or 2/4/8/16/32/64-bit unsigned integer values, but got 'tensor<4xf32>'}}
  %0 = hlo.popcnt %a : tensor<4xf32>
  return
}

// -----

func.func @not_float(%a: tensor<4xf32>) {
  // expected-error-re @+1 {{'hlo.not' op operand #0 must be ranked tensor of pred {{.*}}, but got 'tensor<4xf32>'}}
  %0 = hlo.not %a : tensor<4xf32>
  return
}

// -----

func.func @negate_pred(%a: tensor<4xi1>) {
  // expected-error-re @+1 {{'hlo.negate' op operand #0 must be ranked tensor of {{.*}}, but got 'tensor<4xi1>'}}
  %0 = hlo.negate %a : tensor<4xi1>
  return
}

// -----

func.func @abs_unsigned(%a: tensor<4xui32>) {
  // expected-error @+1 {{'hlo.abs' op operand #0 must be ranked tensor of 2/4/8/16/32/64-bit signless integer or 4/6/8/16/32/64-bit float or complex type with 32/64-bit float elements values, but got 'tensor<4xui32>'}}
  %0 = hlo.abs %a : tensor<4xui32>
  return
}

// -----

func.func @sign_unsigned(%a: tensor<4xui32>) {
  // expected-error-re @+1 {{'hlo.sign' op operand #0 must be ranked tensor of {{.*}}, but got 'tensor<4xui32>'}}
  %0 = hlo.sign %a : tensor<4xui32>
  return
}

// -----

func.func @result_class(%a: tensor<4xf32>) {
  // expected-error-re @+1 {{'hlo.floor' op result #0 must be ranked tensor of {{.*}}, but got 'tensor<4xi32>'}}
  %0 = "hlo.floor"(%a) : (tensor<4xf32>) -> tensor<4xi32>
  return
}

// -----

func.func @odd_width(%a: tensor<4xi10>) {
  // expected-error-re @+1 {{'hlo.popcnt' op operand #0 must be ranked tensor of {{.*}}, but got 'tensor<4xi10>'}}
  %0 = hlo.popcnt %a : tensor<4xi10>
  return
}

// -----

func.func @tf32(%a: tensor<4xtf32>) {
  // expected-error-re @+1 {{'hlo.sine' op operand #0 must be ranked tensor of {{.*}}, but got 'tensor<4xtf32>'}}
  %0 = hlo.sine %a : tensor<4xtf32>
  return
}

// -----

// Elementwise (core trait, upstream message; StableHLO lists it first).

func.func @shape(%a: tensor<4xf32>) {
  // expected-error @+1 {{'hlo.sine' op all non-scalar operands/results must have the same shape and base type}}
  %0 = "hlo.sine"(%a) : (tensor<4xf32>) -> tensor<5xf32>
  return
}

// -----

// HLO_CompatibleOperandsAndResultType.

func.func @element_type(%a: tensor<4xf32>) {
  // expected-error @+1 {{'hlo.sine' op requires compatible types for all operands and results}}
  %0 = "hlo.sine"(%a) : (tensor<4xf32>) -> tensor<4xf64>
  return
}

// -----

// Inferred result types (abs/real/imag drop complex, is_finite gives booleans).

func.func @abs_complex_result(%a: tensor<1x2xcomplex<f32>>) {
  // expected-error @+1 {{'hlo.abs' op inferred type(s) 'tensor<1x2xf32>' are incompatible with return type(s) of operation 'tensor<1x2xf64>'}}
  %0 = "hlo.abs"(%a) : (tensor<1x2xcomplex<f32>>) -> tensor<1x2xf64>
  return
}

// -----

func.func @abs_int_result(%a: tensor<2xi32>) {
  // expected-error @+1 {{'hlo.abs' op inferred type(s) 'tensor<2xi32>' are incompatible with return type(s) of operation 'tensor<2xi64>'}}
  %0 = "hlo.abs"(%a) : (tensor<2xi32>) -> tensor<2xi64>
  return
}

// -----

func.func @imag_result(%a: tensor<2xcomplex<f64>>) {
  // expected-error @+1 {{'hlo.imag' op inferred type(s) 'tensor<2xf64>' are incompatible with return type(s) of operation 'tensor<2xf32>'}}
  %0 = "hlo.imag"(%a) : (tensor<2xcomplex<f64>>) -> tensor<2xf32>
  return
}

// -----

func.func @real_result_complex(%a: tensor<2xcomplex<f64>>) {
  // expected-error-re @+1 {{'hlo.real' op result #0 must be ranked tensor of 4/6/8/16/32/64-bit float values, but got 'tensor<2xcomplex<f64>>'}}
  %0 = "hlo.real"(%a) : (tensor<2xcomplex<f64>>) -> tensor<2xcomplex<f64>>
  return
}

// -----

func.func @is_finite_result(%a: tensor<2xf32>) {
  // expected-error @+1 {{'hlo.is_finite' op result #0 must be ranked tensor of pred (AKA boolean or 1-bit integer) values, but got 'tensor<2xf32>'}}
  %0 = "hlo.is_finite"(%a) : (tensor<2xf32>) -> tensor<2xf32>
  return
}

// -----

func.func @is_finite_operand(%a: tensor<2xi32>) {
  // expected-error @+1 {{'hlo.is_finite' op operand #0 must be ranked tensor of 4/6/8/16/32/64-bit float values, but got 'tensor<2xi32>'}}
  %0 = hlo.is_finite %a : (tensor<2xi32>) -> tensor<2xi1>
  return
}

// -----

func.func @is_finite_mismatch_return_shape(%arg0: tensor<3xf32>) {
  // expected-error @+1 {{all non-scalar operands/results must have the same shape and base type}}
  %0 = "hlo.is_finite"(%arg0) {} : (tensor<3xf32>) -> tensor<4xi1>
  return
}

// -----

func.func @result_accuracy_highest(%arg0: tensor<f32>) {
  // expected-error @+1 {{Invalid tolerances for ResultAccuracyAttr with mode HIGHEST, must be all zero.}}
  %0 = "hlo.cbrt"(%arg0) {result_accuracy = #hlo.result_accuracy<atol = 1.0, rtol = 0.0, ulps = 4, mode = #hlo.result_accuracy_mode<HIGHEST>>} : (tensor<f32>) -> tensor<f32>
  return
}

// -----

func.func @result_accuracy_kind(%arg0: tensor<f32>) {
  // expected-error @+1 {{'hlo.sine' op attribute 'result_accuracy' failed to satisfy constraint: Requested accuracy for unary ops.}}
  %0 = "hlo.sine"(%arg0) {result_accuracy = 1 : i32} : (tensor<f32>) -> tensor<f32>
  return
}

// -----

func.func @result_accuracy_mode(%arg0: tensor<f32>) {
  // expected-error @+1 {{expected ::mlir::stablehlo::ResultAccuracyMode to be one of: DEFAULT, HIGHEST, TOLERANCE}}
  %0 = "hlo.sine"(%arg0) {result_accuracy = #hlo.result_accuracy<mode = #hlo.result_accuracy_mode<BEST>>} : (tensor<f32>) -> tensor<f32>
  return
}
