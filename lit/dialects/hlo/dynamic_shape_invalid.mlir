// RUN: xla-opt %s -split-input-file -verify-diagnostics
// RUN: sed '/^ *\/\//!s/\bhlo\./stablehlo./g' %s | xla-opt -split-input-file -verify-diagnostics

// One chunk per verifier rule of StableHLO's dynamic-shape ops (dynamic_broadcast_in_dim,
// dynamic_reshape, dynamic_iota, dynamic_pad, real_dynamic_slice), with StableHLO's
// messages. Rules on shape operands apply when those are constants.

// dynamic_broadcast_in_dim C1: element types

func.func @f(%x: tensor<?x?xi32>, %s: tensor<3xi64>) {
  // expected-error @+1 {{expects operand and result to have compatible element type. Got: 'tensor<?x?xi32>' and 'tensor<?x?x?xi64>'}}
  %0 = hlo.dynamic_broadcast_in_dim %x, %s, dims = [1, 2] : (tensor<?x?xi32>, tensor<3xi64>) -> tensor<?x?x?xi64>
  return
}

// -----

// dynamic_broadcast_in_dim C2: one dimension per operand dimension

func.func @f(%x: tensor<?x?xi32>, %s: tensor<3xi64>) {
  // expected-error @+1 {{broadcast_dimensions size (1) does not match operand rank (2)}}
  %0 = hlo.dynamic_broadcast_in_dim %x, %s, dims = [1] : (tensor<?x?xi32>, tensor<3xi64>) -> tensor<?x?x?xi32>
  return
}

// -----

// dynamic_broadcast_in_dim C3: the result rank is at least the operand's

func.func @f(%x: tensor<?x?xi32>, %s: tensor<1xi64>) {
  // expected-error @+1 {{result rank (1) is less than operand rank (2)}}
  %0 = hlo.dynamic_broadcast_in_dim %x, %s, dims = [0, 1] : (tensor<?x?xi32>, tensor<1xi64>) -> tensor<?xi32>
  return
}

// -----

// dynamic_broadcast_in_dim C4: dimensions unique

func.func @f(%x: tensor<?x?xi32>, %s: tensor<3xi64>) {
  // expected-error @+1 {{broadcast_dimensions should not have duplicates}}
  %0 = hlo.dynamic_broadcast_in_dim %x, %s, dims = [1, 1] : (tensor<?x?xi32>, tensor<3xi64>) -> tensor<?x?x?xi32>
  return
}

// -----

// dynamic_broadcast_in_dim C5: dimensions within the result

func.func @f(%x: tensor<1xf32>, %s: tensor<3xi64>) {
  // expected-error @+1 {{broadcast_dimensions contains invalid value 3 for result with rank 3}}
  %0 = hlo.dynamic_broadcast_in_dim %x, %s, dims = [3] : (tensor<1xf32>, tensor<3xi64>) -> tensor<7x8x9xf32>
  return
}

// -----

// dynamic_broadcast_in_dim C5: sizes 1 or matching

func.func @f(%x: tensor<32xf32>, %s: tensor<3xi64>) {
  // expected-error @+1 {{size of operand dimension 0 (32) is not compatible with size of result dimension 2 (9)}}
  %0 = hlo.dynamic_broadcast_in_dim %x, %s, dims = [2] : (tensor<32xf32>, tensor<3xi64>) -> tensor<7x8x9xf32>
  return
}

// -----

// dynamic_broadcast_in_dim C7: a constant shape matches the result

func.func @f(%x: tensor<4xf32>) {
  %s = hlo.constant dense<[1, 4]> : tensor<2xi64>
  // expected-error @+1 {{output shape [1, 4] is incompatible with return type of operation 'tensor<3x4xf32>'}}
  %0 = hlo.dynamic_broadcast_in_dim %x, %s, dims = [1] : (tensor<4xf32>, tensor<2xi64>) -> tensor<3x4xf32>
  return
}

// -----

// dynamic_broadcast_in_dim C8: hints name distinct dimensions

func.func @f(%x: tensor<?x?xi32>, %s: tensor<3xi64>) {
  // expected-error @+1 {{duplicate expansion hint for at least one operand dimension}}
  %0 = "hlo.dynamic_broadcast_in_dim"(%x, %s) {broadcast_dimensions = array<i64: 1, 2>, known_expanding_dimensions = array<i64: 0>, known_nonexpanding_dimensions = array<i64: 0>} : (tensor<?x?xi32>, tensor<3xi64>) -> tensor<?x?x?xi32>
  return
}

// -----

// dynamic_broadcast_in_dim C9-C10: hints name operand dimensions

func.func @f(%x: tensor<?x?xi32>, %s: tensor<3xi64>) {
  // expected-error @+1 {{hint for expanding dimension 3 does not refer to a valid operand dimension}}
  %0 = "hlo.dynamic_broadcast_in_dim"(%x, %s) {broadcast_dimensions = array<i64: 1, 2>, known_expanding_dimensions = array<i64: 3>} : (tensor<?x?xi32>, tensor<3xi64>) -> tensor<?x?x?xi32>
  return
}

// -----

// dynamic_broadcast_in_dim: a constant shape fits the operand

func.func @f(%x: tensor<1x3xi32>) {
  %s = hlo.constant dense<[2, 1, 1]> : tensor<3xi32>
  // expected-error @+1 {{size of operand dimension 1 (3) is not equal to 1 or value of shape at index 2 (1)}}
  %0 = hlo.dynamic_broadcast_in_dim %x, %s, dims = [1, 2] : (tensor<1x3xi32>, tensor<3xi32>) -> tensor<?x?x?xi32>
  return
}

// -----

// dynamic_broadcast_in_dim: the shape operand is a static 1-D tensor

func.func @f(%x: tensor<?x?xi32>, %s: tensor<?xi64>) {
  // expected-error @+1 {{'hlo.dynamic_broadcast_in_dim' op operand #1 must be statically shaped 1-dimensional tensor of index or 2/4/8/16/32/64-bit signless integer or 2/4/8/16/32/64-bit unsigned integer values, but got 'tensor<?xi64>'}}
  %0 = hlo.dynamic_broadcast_in_dim %x, %s, dims = [1, 2] : (tensor<?x?xi32>, tensor<?xi64>) -> tensor<7x8x9xi32>
  return
}

// -----

// dynamic_reshape C1: element types

func.func @f(%x: tensor<?xf32>, %s: tensor<2xindex>) {
  // expected-error @+1 {{expects operand and result to have compatible element type. Got: 'tensor<?xf32>' and 'tensor<?x?xf64>'}}
  %0 = hlo.dynamic_reshape %x, %s : (tensor<?xf32>, tensor<2xindex>) -> tensor<?x?xf64>
  return
}

// -----

// dynamic_reshape C2: element counts match

func.func @f(%x: tensor<11xf32>, %s: tensor<2xindex>) {
  // expected-error @+1 {{number of output elements (10) doesn't match expected number of elements (11)}}
  %0 = hlo.dynamic_reshape %x, %s : (tensor<11xf32>, tensor<2xindex>) -> tensor<2x5xf32>
  return
}

// -----

// dynamic_reshape C3: one shape value per result dimension

func.func @f(%x: tensor<?xf32>, %s: tensor<2xindex>) {
  // expected-error @+1 {{result should have a rank equal to the number of elements in output_shape}}
  %0 = hlo.dynamic_reshape %x, %s : (tensor<?xf32>, tensor<2xindex>) -> tensor<?xf32>
  return
}

// -----

// dynamic_reshape C4: a constant shape matches the result

func.func @f(%x: tensor<4xf32>) {
  %s = hlo.constant dense<[2, 2]> : tensor<2xi64>
  // expected-error @+1 {{output shape [2, 2] is incompatible with return type of operation 'tensor<1x4xf32>'}}
  %0 = hlo.dynamic_reshape %x, %s : (tensor<4xf32>, tensor<2xi64>) -> tensor<1x4xf32>
  return
}

// -----

// dynamic_reshape: a constant shape keeps the element count

func.func @f(%x: tensor<2x5xf32>) {
  %s = hlo.constant dense<[2, 3, 4]> : tensor<3xi32>
  // expected-error @+1 {{output_shape is incompatible with input type of operation: input has 10 elements, but output_shape has 24}}
  %0 = hlo.dynamic_reshape %x, %s : (tensor<2x5xf32>, tensor<3xi32>) -> tensor<?x?x?xf32>
  return
}

// -----

// dynamic_reshape: the shape operand is a static 1-D tensor

func.func @f(%x: tensor<?xf32>, %s: tensor<?xindex>) {
  // expected-error @+1 {{'hlo.dynamic_reshape' op operand #1 must be statically shaped 1-dimensional tensor of index or 2/4/8/16/32/64-bit signless integer or 2/4/8/16/32/64-bit unsigned integer values, but got 'tensor<?xindex>'}}
  %0 = hlo.dynamic_reshape %x, %s : (tensor<?xf32>, tensor<?xindex>) -> tensor<1x4xf32>
  return
}

// -----

// dynamic_iota: iota_dimension is non-negative

func.func @f(%s: tensor<1xi64>) {
  // expected-error @+1 {{'hlo.dynamic_iota' op attribute 'iota_dimension' failed to satisfy constraint: 64-bit signless integer attribute whose value is non-negative}}
  %0 = hlo.dynamic_iota %s, dim = -1 : (tensor<1xi64>) -> tensor<?xf32>
  return
}

// -----

// dynamic_iota C1: iota_dimension within the result

func.func @f(%s: tensor<1xi64>) {
  // expected-error @+1 {{iota dimension cannot go beyond the output rank.}}
  %0 = hlo.dynamic_iota %s, dim = 2 : (tensor<1xi64>) -> tensor<?xf32>
  return
}

// -----

// dynamic_iota C2: a constant shape matches the result

func.func @f() {
  %s = hlo.constant dense<[1]> : tensor<1xi64>
  // expected-error @+1 {{output shape [1] is incompatible with return type of operation 'tensor<4xf32>'}}
  %0 = hlo.dynamic_iota %s, dim = 0 : (tensor<1xi64>) -> tensor<4xf32>
  return
}

// -----

// dynamic_iota: numeric results

func.func @f(%s: tensor<1xi64>) {
  // expected-error @+1 {{'hlo.dynamic_iota' op result #0 must be ranked tensor of 2/4/8/16/32/64-bit signless integer or 2/4/8/16/32/64-bit unsigned integer or 4/6/8/16/32/64-bit float or complex type with 32/64-bit float elements values, but got 'tensor<?xi1>'}}
  %0 = hlo.dynamic_iota %s, dim = 0 : (tensor<1xi64>) -> tensor<?xi1>
  return
}

// -----

// dynamic_pad C2: one padding per dimension

func.func @f(%x: tensor<4xf64>, %v: tensor<f64>, %p: tensor<2xi32>) {
  // expected-error @+1 {{padding operands size (2) must match operand rank (1)}}
  %0 = hlo.dynamic_pad %x, %v, %p, %p, %p : (tensor<4xf64>, tensor<f64>, tensor<2xi32>, tensor<2xi32>, tensor<2xi32>) -> tensor<?xf64>
  return
}

// -----

// dynamic_pad C3: constant interior padding is non-negative

func.func @f(%x: tensor<4xf64>, %v: tensor<f64>, %p: tensor<1xi32>) {
  %n = hlo.constant dense<-1> : tensor<1xi32>
  // expected-error @+1 {{interior_padding must be non-negative, but got -1}}
  %0 = hlo.dynamic_pad %x, %v, %p, %p, %n : (tensor<4xf64>, tensor<f64>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<?xf64>
  return
}

// -----

// dynamic_pad C4: constant paddings give the result shape

func.func @f(%x: tensor<4xf64>, %v: tensor<f64>) {
  %p = hlo.constant dense<1> : tensor<1xi32>
  // expected-error @+1 {{expected output dimension at index 0 to equal 9, but got 4}}
  %0 = hlo.dynamic_pad %x, %v, %p, %p, %p : (tensor<4xf64>, tensor<f64>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xf64>
  return
}

// -----

// dynamic_pad: element types

func.func @f(%x: tensor<4xf64>, %v: tensor<f32>, %p: tensor<1xi32>) {
  // expected-error @+1 {{'hlo.dynamic_pad' op failed to verify that all of {operand, padding_value, result} have same element type}}
  %0 = hlo.dynamic_pad %x, %v, %p, %p, %p : (tensor<4xf64>, tensor<f32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<?xf64>
  return
}

// -----

// dynamic_pad: paddings share their type

func.func @f(%x: tensor<4xf64>, %v: tensor<f64>, %p: tensor<1xi32>, %q: tensor<1xi64>) {
  // expected-error @+1 {{'hlo.dynamic_pad' op failed to verify that all of {edge_padding_low, edge_padding_high, interior_padding} have same type}}
  %0 = hlo.dynamic_pad %x, %v, %p, %q, %p : (tensor<4xf64>, tensor<f64>, tensor<1xi32>, tensor<1xi64>, tensor<1xi32>) -> tensor<?xf64>
  return
}

// -----

// real_dynamic_slice: indices share their type

func.func @f(%x: tensor<?x3xf32>, %s: tensor<2xi32>, %t: tensor<3xi32>) {
  // expected-error @+1 {{'hlo.real_dynamic_slice' op failed to verify that all of {start_indices, limit_indices, strides} have same type}}
  %0 = hlo.real_dynamic_slice %x, %s, %t, %t : (tensor<?x3xf32>, tensor<2xi32>, tensor<3xi32>, tensor<3xi32>) -> tensor<?x1xf32>
  return
}

// -----

// real_dynamic_slice: one index per dimension

func.func @f(%x: tensor<?x3xf32>, %s: tensor<3xi32>) {
  // expected-error @+1 {{has mismatched number of operand rank (2) and start_indices size (3)}}
  %0 = hlo.real_dynamic_slice %x, %s, %s, %s : (tensor<?x3xf32>, tensor<3xi32>, tensor<3xi32>, tensor<3xi32>) -> tensor<?x1xf32>
  return
}

// -----

// real_dynamic_slice: element types

func.func @f(%x: tensor<?x3xf32>, %s: tensor<2xi32>) {
  // expected-error @+1 {{'hlo.real_dynamic_slice' op failed to verify that all of {operand, result} have same element type}}
  %0 = hlo.real_dynamic_slice %x, %s, %s, %s : (tensor<?x3xf32>, tensor<2xi32>, tensor<2xi32>, tensor<2xi32>) -> tensor<?x1xf64>
  return
}

// -----

// real_dynamic_slice: indices are integer vectors

func.func @f(%x: tensor<?x3xf32>, %s: tensor<2xf32>) {
  // expected-error @+1 {{'hlo.real_dynamic_slice' op operand #1 must be 1D tensor of index or 2/4/8/16/32/64-bit signless integer or 2/4/8/16/32/64-bit unsigned integer values, but got 'tensor<2xf32>'}}
  %0 = hlo.real_dynamic_slice %x, %s, %s, %s : (tensor<?x3xf32>, tensor<2xf32>, tensor<2xf32>, tensor<2xf32>) -> tensor<?x1xf32>
  return
}
