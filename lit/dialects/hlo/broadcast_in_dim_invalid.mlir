// RUN: xla-opt %s -split-input-file -verify-diagnostics
// RUN: sed '/^ *\/\//!s/\bhlo\./stablehlo./g' %s | xla-opt -split-input-file -verify-diagnostics

func.func @c2(%arg0: tensor<1x2xi32>) {
  // expected-error @+1 {{broadcast_dimensions size (1) does not match operand rank (2)}}
  %0 = "hlo.broadcast_in_dim"(%arg0) {broadcast_dimensions = array<i64: 1>} : (tensor<1x2xi32>) -> tensor<1x2x3xi32>
  return
}

// -----

func.func @c3_negative(%arg0: tensor<1x2xi32>) {
  // expected-error @+1 {{broadcast_dimensions contains invalid value -1 for result with rank 3}}
  %0 = "hlo.broadcast_in_dim"(%arg0) {broadcast_dimensions = array<i64: -1, 2>} : (tensor<1x2xi32>) -> tensor<1x2x2xi32>
  return
}

// -----

func.func @c3_too_large(%arg0: tensor<1x2x3xi32>) {
  // expected-error @+1 {{broadcast_dimensions contains invalid value 1 for result with rank 1}}
  %0 = "hlo.broadcast_in_dim"(%arg0) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<1x2x3xi32>) -> tensor<3xi32>
  return
}

// -----

func.func @c4(%arg0: tensor<1x1x3xi32>) {
  // expected-error @+1 {{broadcast_dimensions should not have duplicates}}
  %0 = "hlo.broadcast_in_dim"(%arg0) {broadcast_dimensions = array<i64: 0, 0, 2>} : (tensor<1x1x3xi32>) -> tensor<1x2x3xi32>
  return
}

// -----

func.func @c5(%arg0: tensor<3xi32>) {
  // expected-error @+1 {{size of operand dimension 0 (3) is not equal to 1 or size of result dimension 1 (2)}}
  %0 = "hlo.broadcast_in_dim"(%arg0) {broadcast_dimensions = array<i64: 1>} : (tensor<3xi32>) -> tensor<1x2x3xi32>
  return
}

// -----

func.func @dynamic_result(%arg0: tensor<3xi32>) {
  // expected-error @+1 {{must be statically shaped or single bounded dimension tensor}}
  %0 = "hlo.broadcast_in_dim"(%arg0) {broadcast_dimensions = array<i64: 1>} : (tensor<3xi32>) -> tensor<?x3xi32>
  return
}

// -----

func.func @element_type(%arg0: tensor<3xi32>) {
  // expected-error @+1 {{'hlo.broadcast_in_dim' op requires compatible element types for all operands and results}}
  %0 = hlo.broadcast_in_dim %arg0, dims = [0] : (tensor<3xi32>) -> tensor<3x2xf32>
  return
}

// -----

func.func @missing_dims(%arg0: tensor<3xi32>) {
  // expected-error @+1 {{'hlo.broadcast_in_dim' op requires attribute 'broadcast_dimensions'}}
  %0 = "hlo.broadcast_in_dim"(%arg0) : (tensor<3xi32>) -> tensor<3xi32>
  return
}
