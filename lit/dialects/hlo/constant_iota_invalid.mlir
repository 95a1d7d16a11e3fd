// RUN: xla-opt %s -split-input-file -verify-diagnostics
// RUN: sed '/^ *\/\//!s/\bhlo\./stablehlo./g' %s | xla-opt -split-input-file -verify-diagnostics

func.func @constant_type() {
  // expected-error @+1 {{'hlo.constant' op inferred type(s) 'tensor<i32>' are incompatible with return type(s) of operation 'tensor<3xi32>'}}
  %0 = "hlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<3xi32>
  return
}

// -----

func.func @constant_dynamic() {
  // expected-error @+1 {{op result #0 must be statically shaped tensor}}
  %0 = "hlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<?xi32>
  return
}

// -----

func.func @constant_missing() {
  // expected-error @+1 {{'hlo.constant' op requires attribute 'value'}}
  %0 = "hlo.constant"() : () -> tensor<i32>
  return
}

// -----

func.func @constant_kind() {
  // expected-error @+1 {{'hlo.constant' op attribute 'value' failed to satisfy constraint: constant vector/tensor attribute}}
  %0 = "hlo.constant"() <{value = 1 : i32}> : () -> tensor<i32>
  return
}

// -----

func.func @constant_element() {
  // expected-error-re @+1 {{'hlo.constant' op result #0 must be statically shaped tensor of {{.*}}, but got 'tensor<2xindex>'}}
  %0 = hlo.constant dense<[1, 2]> : tensor<2xindex>
  return
}

// -----

func.func @iota_scalar() {
  // expected-error @+1 {{does not support scalars}}
  %0 = "hlo.iota"() {iota_dimension = 0 : i64} : () -> tensor<i32>
  return
}

// -----

func.func @iota_dimension() {
  // expected-error @+1 {{iota dimension cannot go beyond the output rank}}
  %0 = "hlo.iota"() {iota_dimension = 1 : i64} : () -> tensor<4xi32>
  return
}

// -----

func.func @iota_negative() {
  // expected-error @+1 {{'hlo.iota' op attribute 'iota_dimension' failed to satisfy constraint: 64-bit signless integer attribute whose value is non-negative}}
  %0 = "hlo.iota"() {iota_dimension = -1 : i64} : () -> tensor<4xi32>
  return
}

// -----

func.func @iota_dynamic() {
  // expected-error-re @+1 {{'hlo.iota' op result #0 must be statically shaped tensor of {{.*}}, but got 'tensor<?xi32>'}}
  %0 = hlo.iota dim = 0 : tensor<?xi32>
  return
}

// -----

func.func @iota_pred() {
  // expected-error-re @+1 {{'hlo.iota' op result #0 must be statically shaped tensor of {{.*}}, but got 'tensor<4xi1>'}}
  %0 = hlo.iota dim = 0 : tensor<4xi1>
  return
}

// -----

func.func @iota_missing() {
  // expected-error @+1 {{'hlo.iota' op requires attribute 'iota_dimension'}}
  %0 = "hlo.iota"() : () -> tensor<4xi32>
  return
}
