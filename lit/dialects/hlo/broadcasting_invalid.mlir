// The broadcasting errors of docs/dialects/hlo-broadcasting.md, one chunk per rule.
// RUN: xla-opt %s -split-input-file -verify-diagnostics

// Equal ranks, sizes neither equal nor 1: the Broadcastable trait's message comes first.
func.func @incompatible(%a: tensor<2x3xf32>, %b: tensor<4x3xf32>) {
  // expected-error @+1 {{'hlo.add' op operands don't have broadcast-compatible shapes}}
  %0 = "hlo.add"(%a, %b) : (tensor<2x3xf32>, tensor<4x3xf32>) -> tensor<2x3xf32>
  return
}

// -----

// The result must be the broadcast shape (the trait's check of the result).
func.func @result(%a: tensor<2x1xf32>, %b: tensor<1x3xf32>) {
  // expected-error @+1 {{'hlo.add' op result type '3x3' not broadcast compatible with broadcasted operands's shapes '2x3'}}
  %0 = "hlo.add"(%a, %b) : (tensor<2x1xf32>, tensor<1x3xf32>) -> tensor<3x3xf32>
  return
}

// -----

// Numpy would right-align 2x3 and 3; XLA requires broadcast_dimensions.
func.func @ranks_need_dims(%m: tensor<2x3xf32>, %v: tensor<3xf32>) {
  // expected-error @+1 {{'hlo.add' op operands of ranks 2 and 1 (shapes [2, 3] and [3]) need broadcast_dimensions: without them only a scalar may broadcast to a different rank}}
  %0 = "hlo.add"(%m, %v) : (tensor<2x3xf32>, tensor<3xf32>) -> tensor<2x3xf32>
  return
}

// -----

func.func @dims_size(%m: tensor<2x3xf32>, %v: tensor<3xf32>) {
  // expected-error @+1 {{'hlo.add' op broadcast_dimensions size (2) does not match the rank of the lower-rank operand (1)}}
  %0 = "hlo.add"(%m, %v) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<2x3xf32>, tensor<3xf32>) -> tensor<2x3xf32>
  return
}

// -----

func.func @dims_range(%m: tensor<2x3xf32>, %v: tensor<3xf32>) {
  // expected-error @+1 {{'hlo.add' op broadcast_dimensions[0] = 2 is out of range [0, 2) of the higher-rank operand}}
  %0 = "hlo.add"(%m, %v) {broadcast_dimensions = array<i64: 2>} : (tensor<2x3xf32>, tensor<3xf32>) -> tensor<2x3xf32>
  return
}

// -----

func.func @dims_order(%a: tensor<2x3x4xf32>, %b: tensor<4x3xf32>) {
  // expected-error @+1 {{'hlo.add' op broadcast_dimensions must be strictly increasing, but broadcast_dimensions[1] = 1 comes after 2}}
  %0 = "hlo.add"(%a, %b) {broadcast_dimensions = array<i64: 2, 1>} : (tensor<2x3x4xf32>, tensor<4x3xf32>) -> tensor<2x3x4xf32>
  return
}

// -----

// The mapped dimension's sizes must broadcast.
func.func @mapped_sizes(%m: tensor<2x3xf32>, %v: tensor<3xf32>) {
  // expected-error @+1 {{'hlo.add' op operand shapes [2, 3] and [3] do not broadcast: lhs dimension 0 (size 2) and rhs dimension 0 (size 3) must be equal or one of them 1}}
  %0 = "hlo.add"(%m, %v) {broadcast_dimensions = array<i64: 0>} : (tensor<2x3xf32>, tensor<3xf32>) -> tensor<2x3xf32>
  return
}

// -----

// With equal ranks, broadcast_dimensions may only be the identity.
func.func @dims_identity(%a: tensor<2x3xf32>, %b: tensor<2x1xf32>) {
  // expected-error @+1 {{'hlo.add' op broadcast_dimensions [1, 0] must be absent or the identity on operands of the same rank (2)}}
  %0 = "hlo.add"(%a, %b) {broadcast_dimensions = array<i64: 1, 0>} : (tensor<2x3xf32>, tensor<2x1xf32>) -> tensor<2x3xf32>
  return
}

// -----

// Broadcasting never changes the element type.
func.func @element_types(%a: tensor<2x3xf32>, %b: tensor<1x3xf64>) {
  // expected-error @+1 {{'hlo.add' op requires the same element type for all operands}}
  %0 = "hlo.add"(%a, %b) : (tensor<2x3xf32>, tensor<1x3xf64>) -> tensor<2x3xf32>
  return
}
