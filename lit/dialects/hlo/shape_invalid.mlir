// RUN: xla-opt %s -split-input-file -verify-diagnostics
// RUN: sed '/^ *\/\//!s/\bhlo\./stablehlo./g' %s | xla-opt -split-input-file -verify-diagnostics

// One chunk per verifier rule of broadcast, reshape, transpose, reverse, slice,
// dynamic_slice, dynamic_update_slice, concatenate, pad and get/set_dimension_size, with
// StableHLO's messages. Shape inference failures are followed by "failed to infer
// returned types", as with MLIR's InferTypeOpInterface.

// broadcast: sizes are non-negative

func.func @f(%x: tensor<3xi32>) {
  // expected-error @+2 {{failed to infer returned types}}
  // expected-error @+1 {{Broadcast with negative dimension size -1}}
  %0 = hlo.broadcast %x, sizes = [-1] : (tensor<3xi32>) -> tensor<1x3xi32>
  return
}

// -----

// broadcast: result shape is sizes ++ operand shape

func.func @f(%x: tensor<3xi32>) {
  // expected-error @+2 {{failed to infer returned types}}
  // expected-error @+1 {{'hlo.broadcast' op inferred type(s) 'tensor<2x3xi32>' are incompatible with return type(s) of operation 'tensor<1x2x3xi32>'}}
  %0 = hlo.broadcast %x, sizes = [2] : (tensor<3xi32>) -> tensor<1x2x3xi32>
  return
}

// -----

// broadcast: element types

func.func @f(%x: tensor<3xi32>) {
  // expected-error @+1 {{'hlo.broadcast' op requires the same element type for all operands and results}}
  %0 = hlo.broadcast %x, sizes = [2] : (tensor<3xi32>) -> tensor<2x3xf32>
  return
}

// -----

// broadcast: broadcast_sizes is required

func.func @f(%x: tensor<3xi32>) {
  // expected-error @+1 {{'hlo.broadcast' op requires attribute 'broadcast_sizes'}}
  %0 = "hlo.broadcast"(%x) : (tensor<3xi32>) -> tensor<2x3xi32>
  return
}

// -----

// reshape: element counts match

func.func @f(%x: tensor<2x4xf32>) {
  // expected-error @+1 {{number of output elements (9) doesn't match expected number of elements (8)}}
  %0 = hlo.reshape %x : (tensor<2x4xf32>) -> tensor<3x3xf32>
  return
}

// -----

// reshape: element types

func.func @f(%x: tensor<2x4xf32>) {
  // expected-error @+1 {{'hlo.reshape' op requires compatible element types for all operands and results}}
  %0 = hlo.reshape %x : (tensor<2x4xf32>) -> tensor<8xf64>
  return
}

// -----

// reshape: the result is static

func.func @f(%x: tensor<2x4xf32>) {
  // expected-error @+1 {{'hlo.reshape' op result #0 must be statically shaped or single bounded dimension tensor}}
  %0 = hlo.reshape %x : (tensor<2x4xf32>) -> tensor<?xf32>
  return
}

// -----

// transpose: permutation is required

func.func @f(%x: tensor<1x2x3x4xi32>) {
  // expected-error @+1 {{requires attribute 'permutation'}}
  %0 = "hlo.transpose"(%x) {} : (tensor<1x2x3x4xi32>) -> tensor<2x1x4x3xi32>
  return
}

// -----

// transpose: one entry per dimension

func.func @f(%x: tensor<1x2x3x4xi32>) {
  // expected-error @+2 {{failed to infer returned types}}
  // expected-error @+1 {{TransposeOp operand rank 4 does not match permutation size 1}}
  %0 = hlo.transpose %x, dims = [1] : (tensor<1x2x3x4xi32>) -> tensor<2x1x4x3xi32>
  return
}

// -----

// transpose: a permutation

func.func @f(%x: tensor<1x2x3x4xi32>) {
  // expected-error @+2 {{failed to infer returned types}}
  // expected-error @+1 {{attribute permutation must be a permutation of [0, 1, 2, 3] but got 1, 0, 3, 9}}
  %0 = hlo.transpose %x, dims = [1, 0, 3, 9] : (tensor<1x2x3x4xi32>) -> tensor<2x1x4x3xi32>
  return
}

// -----

// transpose: result dimension i is operand dimension permutation[i]

func.func @f(%x: tensor<1x?x3x?xi32>) {
  // expected-error @+2 {{failed to infer returned types}}
  // expected-error @+1 {{'hlo.transpose' op inferred type(s) 'tensor<?x1x?x3xi32>' are incompatible with return type(s) of operation 'tensor<?x2x?x?xi32>'}}
  %0 = hlo.transpose %x, dims = [1, 0, 3, 2] : (tensor<1x?x3x?xi32>) -> tensor<?x2x?x?xi32>
  return
}

// -----

// transpose: element types

func.func @f(%x: tensor<2x3xi32>) {
  // expected-error @+1 {{'hlo.transpose' op requires compatible element types for all operands and results}}
  %0 = hlo.transpose %x, dims = [1, 0] : (tensor<2x3xi32>) -> tensor<3x2xf32>
  return
}

// -----

// reverse: dimensions are unique

func.func @f(%x: tensor<3x2xi32>) {
  // expected-error @+1 {{dimensions should be unique. Got: 0, 0}}
  %0 = hlo.reverse %x, dims = [0, 0] : tensor<3x2xi32>
  return
}

// -----

// reverse: dimensions are non-negative

func.func @f(%x: tensor<3x2xi32>) {
  // expected-error @+1 {{all dimensions should be non-negative. Got dimension: -1.}}
  %0 = hlo.reverse %x, dims = [-1] : tensor<3x2xi32>
  return
}

// -----

// reverse: dimensions are below the rank

func.func @f(%x: tensor<3x2xi32>) {
  // expected-error @+1 {{all dimensions should be between [0, 2). Got dimension: 2.}}
  %0 = hlo.reverse %x, dims = [2] : tensor<3x2xi32>
  return
}

// -----

// reverse: the result has the operand's type

func.func @f(%x: tensor<3x2xi32>) {
  // expected-error @+1 {{'hlo.reverse' op requires compatible types for all operands and results}}
  %0 = hlo.reverse %x, dims = [0] : (tensor<3x2xi32>) -> tensor<2x3xi32>
  return
}

// -----

// slice: start, limit and strides have the same size

func.func @f(%x: tensor<3x4xi32>) {
  // expected-error @+1 {{'hlo.slice' op failed to verify that all of {start_indices, limit_indices, strides} have same size}}
  %0 = "hlo.slice"(%x) {start_indices = array<i64: 1, 0>, limit_indices = array<i64: 2>, strides = array<i64: 1, 2>} : (tensor<3x4xi32>) -> tensor<1x2xi32>
  return
}

// -----

// slice: one range per dimension

func.func @f(%x: tensor<3x4xi32>) {
  // expected-error @+2 {{failed to infer returned types}}
  // expected-error @+1 {{the number of elements in start_indices (3) does not match the rank of the operand (2)}}
  %0 = hlo.slice %x [1:2, 0:4:2, 0:0] : (tensor<3x4xi32>) -> tensor<1x2xi32>
  return
}

// -----

// slice: starts are non-negative

func.func @f(%x: tensor<3x4xi32>) {
  // expected-error @+2 {{failed to infer returned types}}
  // expected-error @+1 {{negative start index -1 in dimension 0}}
  %0 = hlo.slice %x [-1:2, 0:4:2] : (tensor<3x4xi32>) -> tensor<1x2xi32>
  return
}

// -----

// slice: limits are within the operand

func.func @f(%x: tensor<3x4xi32>) {
  // expected-error @+2 {{failed to infer returned types}}
  // expected-error @+1 {{limit index 5 is larger than dimension size 4 in dimension 1}}
  %0 = hlo.slice %x [1:2, 0:5:2] : (tensor<3x4xi32>) -> tensor<1x2xi32>
  return
}

// -----

// slice: start <= limit

func.func @f(%x: tensor<3x4xi32>) {
  // expected-error @+2 {{failed to infer returned types}}
  // expected-error @+1 {{start index 3 is larger than limit index 2 in dimension 1}}
  %0 = hlo.slice %x [1:2, 3:2:2] : (tensor<3x4xi32>) -> tensor<1x2xi32>
  return
}

// -----

// slice: strides are positive

func.func @f(%x: tensor<3x4xi32>) {
  // expected-error @+2 {{failed to infer returned types}}
  // expected-error @+1 {{stride must be positive but got 0 in dimension 0}}
  %0 = hlo.slice %x [1:2:0, 0:4:2] : (tensor<3x4xi32>) -> tensor<1x2xi32>
  return
}

// -----

// slice: result size is ceil((limit - start) / stride)

func.func @f(%x: tensor<3x4xi32>) {
  // expected-error @+2 {{failed to infer returned types}}
  // expected-error @+1 {{'hlo.slice' op inferred type(s) 'tensor<1x2xi32>' are incompatible with return type(s) of operation 'tensor<1x1xi32>'}}
  %0 = hlo.slice %x [1:2, 0:4:3] : (tensor<3x4xi32>) -> tensor<1x1xi32>
  return
}

// -----

// dynamic_slice: one size per start index

func.func @f(%x: tensor<3x4xi32>, %i: tensor<i64>) {
  // expected-error @+2 {{failed to infer returned types}}
  // expected-error @+1 {{has mismatched number of slice sizes (1) and number of start indices (2)}}
  %0 = hlo.dynamic_slice %x, %i, %i, sizes = [4] : (tensor<3x4xi32>, tensor<i64>, tensor<i64>) -> tensor<1x4xi32>
  return
}

// -----

// dynamic_slice: one start index per dimension

func.func @f(%x: tensor<3x4xi32>, %i: tensor<i64>) {
  // expected-error @+2 {{failed to infer returned types}}
  // expected-error @+1 {{has mismatched number of start indices (1) and the rank of operand (2)}}
  %0 = hlo.dynamic_slice %x, %i, sizes = [1] : (tensor<3x4xi32>, tensor<i64>) -> tensor<1x4xi32>
  return
}

// -----

// dynamic_slice: start indices share their type

func.func @f(%x: tensor<3x4xi32>, %i: tensor<i32>, %j: tensor<i64>) {
  // expected-error @+2 {{failed to infer returned types}}
  // expected-error @+1 {{start indices must have same element type}}
  %0 = hlo.dynamic_slice %x, %i, %j, sizes = [1, 4] : (tensor<3x4xi32>, tensor<i32>, tensor<i64>) -> tensor<1x4xi32>
  return
}

// -----

// dynamic_slice: sizes are non-negative

func.func @f(%x: tensor<3x4xi32>, %i: tensor<i64>) {
  // expected-error @+2 {{failed to infer returned types}}
  // expected-error @+1 {{has negative size index to dynamic slice: -1}}
  %0 = hlo.dynamic_slice %x, %i, %i, sizes = [-1, 4] : (tensor<3x4xi32>, tensor<i64>, tensor<i64>) -> tensor<1x4xi32>
  return
}

// -----

// dynamic_slice: sizes fit the operand

func.func @f(%x: tensor<3x4xi32>, %i: tensor<i64>) {
  // expected-error @+2 {{failed to infer returned types}}
  // expected-error @+1 {{has slice size 10 greater than dimension size 4 in dimension 1 of operand}}
  %0 = hlo.dynamic_slice %x, %i, %i, sizes = [1, 10] : (tensor<3x4xi32>, tensor<i64>, tensor<i64>) -> tensor<1x4xi32>
  return
}

// -----

// dynamic_slice: the result shape is slice_sizes

func.func @f(%x: tensor<3x4xi32>, %i: tensor<i64>) {
  // expected-error @+2 {{failed to infer returned types}}
  // expected-error @+1 {{'hlo.dynamic_slice' op inferred type(s) 'tensor<1x4xi32>' are incompatible with return type(s) of operation 'tensor<2x4xi32>'}}
  %0 = hlo.dynamic_slice %x, %i, %i, sizes = [1, 4] : (tensor<3x4xi32>, tensor<i64>, tensor<i64>) -> tensor<2x4xi32>
  return
}

// -----

// dynamic_slice: start indices are integer scalars

func.func @f(%x: tensor<3x4xi32>, %i: tensor<1xi64>) {
  // expected-error @+1 {{'hlo.dynamic_slice' op operand #1 must be variadic of 0D tensor of 2/4/8/16/32/64-bit signless integer or 2/4/8/16/32/64-bit unsigned integer values, but got 'tensor<1xi64>'}}
  %0 = hlo.dynamic_slice %x, %i, %i, sizes = [1, 4] : (tensor<3x4xi32>, tensor<1xi64>, tensor<1xi64>) -> tensor<1x4xi32>
  return
}

// -----

// dynamic_slice: element types

func.func @f(%x: tensor<3x4xi32>, %i: tensor<i64>) {
  // expected-error @+1 {{'hlo.dynamic_slice' op failed to verify that all of {operand, result} have same element type}}
  %0 = hlo.dynamic_slice %x, %i, %i, sizes = [1, 4] : (tensor<3x4xi32>, tensor<i64>, tensor<i64>) -> tensor<1x4xf32>
  return
}

// -----

// dynamic_update_slice: the result has the operand's type

func.func @f(%x: tensor<3x4xi64>, %u: tensor<1x4xi64>, %i: tensor<i64>) {
  // expected-error @+2 {{failed to infer returned types}}
  // expected-error @+1 {{'hlo.dynamic_update_slice' op inferred type(s) 'tensor<3x4xi64>' are incompatible with return type(s) of operation 'tensor<3x5xi64>'}}
  %0 = hlo.dynamic_update_slice %x, %u, %i, %i : (tensor<3x4xi64>, tensor<1x4xi64>, tensor<i64>, tensor<i64>) -> tensor<3x5xi64>
  return
}

// -----

// dynamic_update_slice: update and operand ranks match

func.func @f(%x: tensor<3x4xi64>, %u: tensor<2xi64>, %i: tensor<i64>) {
  // expected-error @+2 {{failed to infer returned types}}
  // expected-error @+1 {{update rank does not match operand rank: 1 vs 2.}}
  %0 = hlo.dynamic_update_slice %x, %u, %i, %i : (tensor<3x4xi64>, tensor<2xi64>, tensor<i64>, tensor<i64>) -> tensor<3x4xi64>
  return
}

// -----

// dynamic_update_slice: one start index per dimension

func.func @f(%x: tensor<3x4xi64>, %u: tensor<1x2xi64>, %i: tensor<i64>) {
  // expected-error @+2 {{failed to infer returned types}}
  // expected-error @+1 {{expects number of start_indices to match operand rank: 1 vs 2.}}
  %0 = hlo.dynamic_update_slice %x, %u, %i : (tensor<3x4xi64>, tensor<1x2xi64>, tensor<i64>) -> tensor<3x4xi64>
  return
}

// -----

// dynamic_update_slice: start indices share their type

func.func @f(%x: tensor<3x4xi64>, %u: tensor<1x2xi64>, %i: tensor<i64>, %j: tensor<i32>) {
  // expected-error @+2 {{failed to infer returned types}}
  // expected-error @+1 {{start indices must have same element type}}
  %0 = hlo.dynamic_update_slice %x, %u, %i, %j : (tensor<3x4xi64>, tensor<1x2xi64>, tensor<i64>, tensor<i32>) -> tensor<3x4xi64>
  return
}

// -----

// dynamic_update_slice: the update fits the operand

func.func @f(%x: tensor<3x4xi64>, %u: tensor<1x5xi64>, %i: tensor<i64>) {
  // expected-error @+2 {{failed to infer returned types}}
  // expected-error @+1 {{expects size at dimension 1 of update to be in range [0, 4]. Got: 5.}}
  %0 = hlo.dynamic_update_slice %x, %u, %i, %i : (tensor<3x4xi64>, tensor<1x5xi64>, tensor<i64>, tensor<i64>) -> tensor<3x4xi64>
  return
}

// -----

// dynamic_update_slice: element types

func.func @f(%x: tensor<3x4xi64>, %u: tensor<1x4xi32>, %i: tensor<i64>) {
  // expected-error @+1 {{'hlo.dynamic_update_slice' op failed to verify that all of {operand, update, result} have same element type}}
  %0 = hlo.dynamic_update_slice %x, %u, %i, %i : (tensor<3x4xi64>, tensor<1x4xi32>, tensor<i64>, tensor<i64>) -> tensor<3x4xi64>
  return
}

// -----

// concatenate: the result sums the concatenated dimension

func.func @f(%a: tensor<1xi32>, %b: tensor<2xi32>) {
  // expected-error @+2 {{failed to infer returned types}}
  // expected-error @+1 {{'hlo.concatenate' op inferred type(s) 'tensor<3xi32>' are incompatible with return type(s) of operation 'tensor<4xi32>'}}
  %0 = hlo.concatenate %a, %b, dim = 0 : (tensor<1xi32>, tensor<2xi32>) -> tensor<4xi32>
  return
}

// -----

// concatenate: operands have one rank

func.func @f(%a: tensor<1xi32>, %b: tensor<2x2xi32>) {
  // expected-error @+2 {{failed to infer returned types}}
  // expected-error @+1 {{operands (0) and (1) do not match rank}}
  %0 = hlo.concatenate %a, %b, dim = 0 : (tensor<1xi32>, tensor<2x2xi32>) -> tensor<3xi32>
  return
}

// -----

// concatenate: at least one operand

func.func @f() {
  // expected-error @+1 {{'hlo.concatenate' op expected 1 or more operands, but found 0}}
  %0 = "hlo.concatenate"() {dimension = 0 : i64} : () -> tensor<2xi32>
  return
}

// -----

// concatenate: dimension is non-negative

func.func @f(%a: tensor<1xi32>) {
  // expected-error @+1 {{'hlo.concatenate' op attribute 'dimension' failed to satisfy constraint: 64-bit signless integer attribute whose value is non-negative}}
  %0 = hlo.concatenate %a, dim = -1 : (tensor<1xi32>) -> tensor<1xi32>
  return
}

// -----

// concatenate: operands are not scalars

func.func @f(%a: tensor<i32>) {
  // expected-error @+2 {{failed to infer returned types}}
  // expected-error @+1 {{rank-0 values cannot be concatenated}}
  %0 = hlo.concatenate %a, %a, dim = 0 : (tensor<i32>, tensor<i32>) -> tensor<2xi32>
  return
}

// -----

// concatenate: dimension is below the rank

func.func @f(%a: tensor<1xi32>) {
  // expected-error @+2 {{failed to infer returned types}}
  // expected-error @+1 {{dimension 10 is out-of-bounds for input rank 1}}
  %0 = hlo.concatenate %a, %a, dim = 10 : (tensor<1xi32>, tensor<1xi32>) -> tensor<2xi32>
  return
}

// -----

// concatenate: other dimensions match

func.func @f(%a: tensor<1x3xi32>, %b: tensor<2x2xi32>) {
  // expected-error @+2 {{failed to infer returned types}}
  // expected-error @+1 {{shapes of operand (0) and (1) are not compatible at non-concat index 1: (1, 3) != (2, 2)}}
  %0 = hlo.concatenate %a, %b, dim = 0 : (tensor<1x3xi32>, tensor<2x2xi32>) -> tensor<3x3xi32>
  return
}

// -----

// concatenate: element types

func.func @f(%a: tensor<1xi32>, %b: tensor<2xf32>) {
  // expected-error @+1 {{'hlo.concatenate' op requires the same element type for all operands and results}}
  %0 = hlo.concatenate %a, %b, dim = 0 : (tensor<1xi32>, tensor<2xf32>) -> tensor<3xi32>
  return
}

// -----

// pad: the paddings have the same size

func.func @f(%x: tensor<1x2x3xf16>, %v: tensor<f16>) {
  // expected-error @+1 {{'hlo.pad' op failed to verify that all of {edge_padding_low, edge_padding_high, interior_padding} have same size}}
  %0 = "hlo.pad"(%x, %v) {edge_padding_low = array<i64: 0, 1, 2>, edge_padding_high = array<i64: 1, 1>, interior_padding = array<i64: 0, 0, 1>} : (tensor<1x2x3xf16>, tensor<f16>) -> tensor<2x4x7xf16>
  return
}

// -----

// pad: one padding per dimension

func.func @f(%x: tensor<1x2x3xf16>, %v: tensor<f16>) {
  // expected-error @+2 {{failed to infer returned types}}
  // expected-error @+1 {{edge_padding_low length (2) must match operand rank (3)}}
  %0 = hlo.pad %x, %v, low = [0, 1], high = [1, 1], interior = [0, 0] : (tensor<1x2x3xf16>, tensor<f16>) -> tensor<2x4x7xf16>
  return
}

// -----

// pad: interior padding is non-negative

func.func @f(%x: tensor<1x2x3xf16>, %v: tensor<f16>) {
  // expected-error @+2 {{failed to infer returned types}}
  // expected-error @+1 {{Interior padding cannot be negative: -1}}
  %0 = hlo.pad %x, %v, low = [0, 1, 2], high = [1, 1, 0], interior = [0, 0, -1] : (tensor<1x2x3xf16>, tensor<f16>) -> tensor<2x4x3xf16>
  return
}

// -----

// pad: edge padding removes at most every element

func.func @f(%x: tensor<1x2x3xf16>, %v: tensor<f16>) {
  // expected-error @+2 {{failed to infer returned types}}
  // expected-error @+1 {{Padding result in negative size for dimension 2}}
  %0 = hlo.pad %x, %v, low = [0, 1, -4], high = [1, 1, 0], interior = [0, 0, 0] : (tensor<1x2x3xf16>, tensor<f16>) -> tensor<2x4x7xf16>
  return
}

// -----

// pad: result size is low + high + size + (size - 1) * interior

func.func @f(%x: tensor<1x2x3xf16>, %v: tensor<f16>) {
  // expected-error @+2 {{failed to infer returned types}}
  // expected-error @+1 {{'hlo.pad' op inferred type(s) 'tensor<2x4x7xf16>' are incompatible with return type(s) of operation 'tensor<8x8x8xf16>'}}
  %0 = hlo.pad %x, %v, low = [0, 1, 2], high = [1, 1, 0], interior = [0, 0, 1] : (tensor<1x2x3xf16>, tensor<f16>) -> tensor<8x8x8xf16>
  return
}

// -----

// pad: the padding value is a scalar

func.func @f(%x: tensor<3xf16>, %v: tensor<1xf16>) {
  // expected-error @+1 {{'hlo.pad' op operand #1 must be 0D tensor of}}
  %0 = hlo.pad %x, %v, low = [0], high = [0], interior = [0] : (tensor<3xf16>, tensor<1xf16>) -> tensor<3xf16>
  return
}

// -----

// pad: element types

func.func @f(%x: tensor<3xf16>, %v: tensor<f32>) {
  // expected-error @+1 {{'hlo.pad' op requires the same element type for all operands and results}}
  %0 = hlo.pad %x, %v, low = [0], high = [0], interior = [0] : (tensor<3xf16>, tensor<f32>) -> tensor<3xf16>
  return
}

// -----

// get_dimension_size: dimension is non-negative

func.func @f(%x: tensor<1x128x512xf32>) {
  // expected-error @+1 {{'hlo.get_dimension_size' op attribute 'dimension' failed to satisfy constraint: 64-bit signless integer attribute whose value is non-negative}}
  %0 = hlo.get_dimension_size %x, dim = -1 : (tensor<1x128x512xf32>) -> tensor<i32>
  return
}

// -----

// get_dimension_size: dimension is below the rank

func.func @f(%x: tensor<1x128x512xf32>) {
  // expected-error @+2 {{failed to infer returned types}}
  // expected-error @+1 {{requires dimension attribute in range [0, 3); found (3)}}
  %0 = hlo.get_dimension_size %x, dim = 3 : (tensor<1x128x512xf32>) -> tensor<i32>
  return
}

// -----

// get_dimension_size: the result is a tensor<i32>

func.func @f(%x: tensor<1x128x512xf32>) {
  // expected-error @+2 {{failed to infer returned types}}
  // expected-error @+1 {{'hlo.get_dimension_size' op inferred type(s) 'tensor<i32>' are incompatible with return type(s) of operation 'tensor<i64>'}}
  %0 = hlo.get_dimension_size %x, dim = 1 : (tensor<1x128x512xf32>) -> tensor<i64>
  return
}

// -----

// set_dimension_size: the size is a scalar

func.func @f(%x: tensor<1x128x512xf32>, %n: tensor<1xi32>) {
  // expected-error @+2 {{failed to infer returned types}}
  // expected-error @+1 {{size operand should be of rank-0}}
  %0 = hlo.set_dimension_size %x, %n, dim = 2 : (tensor<1x128x512xf32>, tensor<1xi32>) -> tensor<1x128x512xf32>
  return
}

// -----

// set_dimension_size: dimension is non-negative

func.func @f(%x: tensor<1x128x512xf32>, %n: tensor<i32>) {
  // expected-error @+1 {{'hlo.set_dimension_size' op attribute 'dimension' failed to satisfy constraint: 64-bit signless integer attribute whose value is non-negative}}
  %0 = hlo.set_dimension_size %x, %n, dim = -1 : (tensor<1x128x512xf32>, tensor<i32>) -> tensor<1x128x512xf32>
  return
}

// -----

// set_dimension_size: dimension is below the rank

func.func @f(%x: tensor<1x128x512xf32>, %n: tensor<i32>) {
  // expected-error @+2 {{failed to infer returned types}}
  // expected-error @+1 {{requires dimension attribute in range [0, 3); found (3)}}
  %0 = hlo.set_dimension_size %x, %n, dim = 3 : (tensor<1x128x512xf32>, tensor<i32>) -> tensor<1x128x512xf32>
  return
}

// -----

// set_dimension_size: the dimension stays within the operand's size

func.func @f(%x: tensor<1x128x512xf32>, %n: tensor<i32>) {
  // expected-error @+2 {{failed to infer returned types}}
  // expected-error @+1 {{'hlo.set_dimension_size' op inferred type(s) 'tensor<1x128x?xf32, #hlo.bounds<?, ?, 512>>' are incompatible with return type(s) of operation 'tensor<1x128x600xf32>'}}
  %0 = hlo.set_dimension_size %x, %n, dim = 2 : (tensor<1x128x512xf32>, tensor<i32>) -> tensor<1x128x600xf32>
  return
}

// -----

// set_dimension_size: the size is an i32

func.func @f(%x: tensor<1x128x512xf32>, %n: tensor<i64>) {
  // expected-error @+1 {{'hlo.set_dimension_size' op operand #1 must be ranked tensor of 32-bit signless integer values, but got 'tensor<i64>'}}
  %0 = hlo.set_dimension_size %x, %n, dim = 2 : (tensor<1x128x512xf32>, tensor<i64>) -> tensor<1x128x?xf32>
  return
}
