// RUN: xla-opt %s -split-input-file -verify-diagnostics
// RUN: mlir-opt %s -split-input-file -verify-diagnostics

// One chunk per tensor verifier rule, with mlir-opt 22's exact messages.

func.func @a(%i: index) {
  // expected-error @+1 {{'tensor.empty' op incorrect number of dynamic sizes, has 0, expected 1}}
  %e = tensor.empty() : tensor<?x8xf32>
  return
}
// -----
func.func @a(%t: tensor<4x8xf32>, %i: index) {
  // expected-error @+1 {{'tensor.extract' op incorrect number of indices for extract_element}}
  %e = tensor.extract %t[%i] : tensor<4x8xf32>
  return
}
// -----
func.func @a(%t: tensor<4x8xf32>, %i: index, %f: f32) {
  // expected-error @+1 {{'tensor.insert' op incorrect number of indices}}
  %e = tensor.insert %f into %t[%i] : tensor<4x8xf32>
  return
}
// -----
func.func @a(%t: tensor<4x8xf32>) {
  // expected-error @+1 {{'tensor.cast' op operand type 'tensor<4x8xf32>' and result type 'tensor<4x9xf32>' are cast incompatible}}
  %e = tensor.cast %t : tensor<4x8xf32> to tensor<4x9xf32>
  return
}
// -----
func.func @a(%f: f32) {
  // expected-error @+1 {{custom op 'tensor.from_elements' number of operands and types do not match: got 1 operands and 2 types}}
  %e = tensor.from_elements %f : tensor<2xf32>
  return
}
// -----
func.func @a(%t: tensor<4x8xf32>) {
  // expected-error @+1 {{expected type to be 'tensor<2x4xf32>' or a rank-reduced version. (size mismatch) }}
  %e = tensor.extract_slice %t[0, 0] [2, 4] [1, 1] : tensor<4x8xf32> to tensor<2x5xf32>
  return
}
// -----
func.func @a(%t: tensor<4x8xf32>) {
  // expected-error @+1 {{expected 2 offset values, got 1}}
  %e = tensor.extract_slice %t[0] [2] [1] : tensor<4x8xf32> to tensor<2xf32>
  return
}
// -----
func.func @a(%t: tensor<4x8xf32>, %s: tensor<2x5xf32>) {
  // expected-error @+1 {{expected type to be 'tensor<2x4xf32>' or a rank-reduced version. (size mismatch) }}
  %e = tensor.insert_slice %s into %t[0, 0] [2, 4] [1, 1] : tensor<2x5xf32> into tensor<4x8xf32>
  return
}
// -----
func.func @a(%t: tensor<4x8xf32>, %f: f32) {
  // expected-error @+1 {{specified type 'tensor<8x8xf32>' does not match the inferred type 'tensor<7x8xf32>'}}
  %p = tensor.pad %t low[1, 0] high[2, 0] {
  ^bb0(%p0: index, %p1: index):
    tensor.yield %f : f32
  } : tensor<4x8xf32> to tensor<8x8xf32>
  return
}
// -----
func.func @a(%t: tensor<4x8xf32>, %f: i32) {
  // expected-error @+1 {{'tensor.pad' op expected yield type to match shape element type}}
  %p = tensor.pad %t low[1, 0] high[2, 0] {
  ^bb0(%p0: index, %p1: index):
    tensor.yield %f : i32
  } : tensor<4x8xf32> to tensor<7x8xf32>
  return
}
// -----
func.func @a(%t: tensor<4x8xf32>) {
  // expected-error @+1 {{'tensor.collapse_shape' op expected dimension 0 of collapsed type to be static value of 32}}
  %c = tensor.collapse_shape %t [[0, 1]] : tensor<4x8xf32> into tensor<33xf32>
  return
}
// -----
func.func @a(%t: tensor<4x8xf32>) {
  // expected-error @+1 {{'tensor.collapse_shape' op expected collapsed rank (1) to equal the number of reassociation maps (2).}}
  %c = tensor.collapse_shape %t [[0], [1]] : tensor<4x8xf32> into tensor<32xf32>
  return
}
// -----
func.func @a(%t: tensor<32xf32>) {
  // expected-error @+1 {{'tensor.expand_shape' op expected dimension 0 of collapsed type to be static value of 36}}
  %c = tensor.expand_shape %t [[0, 1]] output_shape [4, 9] : tensor<32xf32> into tensor<4x9xf32>
  return
}
// -----
func.func @a(%t: tensor<4x8xf32>) {
  // expected-error @+1 {{'tensor.concat' op result type 'tensor<9x8xf32>'does not match inferred shape 'tensor<8x8xf32>' static sizes}}
  %c = tensor.concat dim(0) %t, %t : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<9x8xf32>
  return
}
// -----
func.func @a(%t: tensor<4x8xf32>) {
  // expected-error @+1 {{'tensor.concat' op concatenation dim must be less than the tensor rank}}
  %c = tensor.concat dim(2) %t, %t : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<8x8xf32>
  return
}
// -----
func.func @a(%i: index, %f: f32) {
  // expected-error @+1 {{'tensor.generate' op incorrect number of dynamic sizes, has 0, expected 1}}
  %g = tensor.generate {
  ^bb0(%x0: index, %x1: index):
    tensor.yield %f : f32
  } : tensor<?x3xf32>
  return
}
// -----
func.func @a(%i: index, %f: f32) {
  // expected-error @+1 {{must have one body argument per input dimension}}
  %g = tensor.generate %i {
  ^bb0(%x0: index):
    tensor.yield %f : f32
  } : tensor<?x3xf32>
  return
}
// -----
func.func @a(%t: tensor<4x8xf32>, %i: index) {
  %d = tensor.dim %t, %i : tensor<4x8xf32>
  // expected-error @+1 {{expected type to be 'tensor<2x4xf32>' or a rank-reduced version. (size mismatch) }}
  %s = tensor.extract_slice %t[0, 0] [2, 4] [1, 1] : tensor<4x8xf32> to tensor<?x4xf32>
  return
}

// -----

func.func @pad_empty_region(%t: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{'tensor.pad' op region #0 ('region') failed to verify constraint: region with 1 blocks}}
  %r = "tensor.pad"(%t) ({}) {operandSegmentSizes = array<i32: 1, 0, 0>, static_low = array<i64: 0>, static_high = array<i64: 0>} : (tensor<4xf32>) -> tensor<4xf32>
  return %r : tensor<4xf32>
}
