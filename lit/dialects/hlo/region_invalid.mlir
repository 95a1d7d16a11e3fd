// RUN: xla-opt %s -split-input-file -verify-diagnostics

// One chunk per verifier rule of the region ops and the value-plumbing ops, with
// StableHLO's messages (its ops_stablehlo.mlir and verify_*.mlir tests).

// === reduce ===

func.func @reduce_c1(%a: tensor<2x3xf32>, %b: tensor<3x2xf32>, %c: tensor<f32>, %d: tensor<f32>) -> (tensor<2xf32>, tensor<2xf32>) {
  // expected-error @+1 {{expects all inputs to have compatible shapes. Shape at input-index 1 is not compatible with shape at input-index 0}}
  %0:2 = "stablehlo.reduce"(%a, %b, %c, %d) ({
  ^bb0(%x0: tensor<f32>, %x1: tensor<f32>, %y0: tensor<f32>, %y1: tensor<f32>):
    stablehlo.return %x0, %x1 : tensor<f32>, tensor<f32>
  }) {dimensions = array<i64: 1>} : (tensor<2x3xf32>, tensor<3x2xf32>, tensor<f32>, tensor<f32>) -> (tensor<2xf32>, tensor<2xf32>)
  return %0#0, %0#1 : tensor<2xf32>, tensor<2xf32>
}

// -----

func.func @reduce_c2(%a: tensor<?x?xf32>, %b: tensor<?x?xi32>, %c: tensor<f32>, %d: tensor<i32>) -> (tensor<?xf32>, tensor<?xi32>) {
  // expected-error @+1 {{The type of reduction-region's parameter at index 0 is different than the corresponding result type: 'tensor<f32>' vs 'tensor<i32>'}}
  %0:2 = "stablehlo.reduce"(%a, %b, %c, %d) ({
  ^bb0(%x0: tensor<f32>, %x1: tensor<i32>, %y0: tensor<f32>, %y1: tensor<i32>):
    stablehlo.return %x1, %x0 : tensor<i32>, tensor<f32>
  }) {dimensions = array<i64: 1>} : (tensor<?x?xf32>, tensor<?x?xi32>, tensor<f32>, tensor<i32>) -> (tensor<?xf32>, tensor<?xi32>)
  return %0#0, %0#1 : tensor<?xf32>, tensor<?xi32>
}

// -----

func.func @reduce_c4(%a: tensor<?x?xf32>, %c: tensor<f32>) -> tensor<?xf32> {
  // expected-error @+1 {{Out-of-bounds dimension 2, expected to be in range [0, 2)}}
  %0 = stablehlo.reduce(%a init: %c) applies stablehlo.add across dimensions = [2] : (tensor<?x?xf32>, tensor<f32>) -> tensor<?xf32>
  return %0 : tensor<?xf32>
}

// -----

func.func @reduce_c5(%a: tensor<?x?xf32>, %c: tensor<f32>) -> tensor<?xf32> {
  // expected-error @+1 {{Duplicate reduction dimension: 1}}
  %0 = stablehlo.reduce(%a init: %c) applies stablehlo.add across dimensions = [1, 1] : (tensor<?x?xf32>, tensor<f32>) -> tensor<?xf32>
  return %0 : tensor<?xf32>
}

// -----

// The spec's init values are scalars.
func.func @reduce_scalar_init(%a: tensor<8x4xf32>, %c: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{'hlo.reduce' op expects init_values to be 0-dimensional tensors, but operand #1 has type 'tensor<4xf32>'}}
  %0 = "stablehlo.reduce"(%a, %c) ({
  ^bb0(%x: tensor<4xf32>, %y: tensor<4xf32>):
    %1 = stablehlo.add %x, %y : tensor<4xf32>
    stablehlo.return %1 : tensor<4xf32>
  }) {dimensions = array<i64: 0>} : (tensor<8x4xf32>, tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @reduce_c6_arity(%a: tensor<?x?xf32>, %b: tensor<?x?xf32>, %c: tensor<f32>) -> (tensor<?xf32>, tensor<?xf32>) {
  // expected-error @+1 {{Reduction-region must take 2 parameters, but takes 4 parameter(s)}}
  %0:2 = "stablehlo.reduce"(%a, %b, %c) ({
  ^bb0(%x0: tensor<f32>, %x1: tensor<f32>, %y0: tensor<f32>, %y1: tensor<f32>):
    stablehlo.return %x0, %x1 : tensor<f32>, tensor<f32>
  }) {dimensions = array<i64: 1>} : (tensor<?x?xf32>, tensor<?x?xf32>, tensor<f32>) -> (tensor<?xf32>, tensor<?xf32>)
  return %0#0, %0#1 : tensor<?xf32>, tensor<?xf32>
}

// -----

func.func @reduce_c6_nothing_returned(%a: tensor<?x?xf32>, %c: tensor<f32>) -> tensor<?xf32> {
  // expected-error @+1 {{The reduction-region expected to return some value(s)}}
  %0 = "stablehlo.reduce"(%a, %c) ({
  ^bb0(%x: tensor<f32>, %y: tensor<f32>):
    stablehlo.return
  }) {dimensions = array<i64: 1>} : (tensor<?x?xf32>, tensor<f32>) -> tensor<?xf32>
  return %0 : tensor<?xf32>
}

// -----

func.func @reduce_c6_count(%a: tensor<?x?xf32>, %b: tensor<?x?xf32>, %c: tensor<f32>, %d: tensor<f32>) -> (tensor<?xf32>, tensor<?xf32>) {
  // expected-error @+1 {{Reduction-region here must produce 2 tensors, but produces 1 instead}}
  %0:2 = "stablehlo.reduce"(%a, %b, %c, %d) ({
  ^bb0(%x0: tensor<f32>, %x1: tensor<f32>, %y0: tensor<f32>, %y1: tensor<f32>):
    stablehlo.return %x0 : tensor<f32>
  }) {dimensions = array<i64: 1>} : (tensor<?x?xf32>, tensor<?x?xf32>, tensor<f32>, tensor<f32>) -> (tensor<?xf32>, tensor<?xf32>)
  return %0#0, %0#1 : tensor<?xf32>, tensor<?xf32>
}

// -----

func.func @reduce_c6_tuple(%a: tensor<?x?xf32>, %c: tensor<f32>) -> tensor<?xf32> {
  // expected-error @+1 {{Reduction-region here must produce tensor-typed result(s), but produces 'tuple<tensor<f32>>' instead}}
  %0 = "stablehlo.reduce"(%a, %c) ({
  ^bb0(%x: tensor<f32>, %y: tensor<f32>):
    %t = stablehlo.tuple %x : tuple<tensor<f32>>
    stablehlo.return %t : tuple<tensor<f32>>
  }) {dimensions = array<i64: 1>} : (tensor<?x?xf32>, tensor<f32>) -> tensor<?xf32>
  return %0 : tensor<?xf32>
}

// -----

func.func @reduce_c6_narrowing(%a: tensor<4x4xi32>, %c: tensor<i32>) -> tensor<4xi8> {
  // expected-error @+1 {{The element-type of reduction-region's result type at index 0 is expected to be promotable from the op's corresponding init-value element-type: 'tensor<i8>' vs 'tensor<i32>'}}
  %0 = "stablehlo.reduce"(%a, %c) ({
  ^bb0(%x: tensor<i8>, %y: tensor<i8>):
    %1 = stablehlo.add %x, %y : tensor<i8>
    stablehlo.return %1 : tensor<i8>
  }) {dimensions = array<i64: 0>} : (tensor<4x4xi32>, tensor<i32>) -> tensor<4xi8>
  return %0 : tensor<4xi8>
}

// -----

func.func @reduce_c6_input_narrowing(%a: tensor<4x4xi32>, %c: tensor<i8>) -> tensor<4xi8> {
  // expected-error @+1 {{The element-type of reduction-region's argument at index 1 is expected to be promotable from 'i32', but got 'i8'}}
  %0 = "stablehlo.reduce"(%a, %c) ({
  ^bb0(%x: tensor<i8>, %y: tensor<i8>):
    %1 = stablehlo.add %x, %y : tensor<i8>
    stablehlo.return %1 : tensor<i8>
  }) {dimensions = array<i64: 0>} : (tensor<4x4xi32>, tensor<i8>) -> tensor<4xi8>
  return %0 : tensor<4xi8>
}

// -----

func.func @reduce_c7(%a: tensor<4x4xf32>, %c: tensor<f32>) -> tensor<3xf32> {
  // expected-error @+1 {{'hlo.reduce' op inferred type(s) 'tensor<4xf32>' are incompatible with return type(s) of operation 'tensor<3xf32>'}}
  %0 = stablehlo.reduce(%a init: %c) applies stablehlo.add across dimensions = [0] : (tensor<4x4xf32>, tensor<f32>) -> tensor<3xf32>
  return %0 : tensor<3xf32>
}

// -----

func.func @reduce_odd_operands(%a: tensor<4xf32>, %b: tensor<4xf32>, %c: tensor<f32>) -> tensor<f32> {
  // expected-error @+1 {{'hlo.reduce' op requires as many init_values as inputs, but got 3 operands}}
  %0 = "stablehlo.reduce"(%a, %c, %b) ({
  ^bb0(%x: tensor<f32>, %y: tensor<f32>):
    %1 = stablehlo.add %x, %y : tensor<f32>
    stablehlo.return %1 : tensor<f32>
  }) {dimensions = array<i64: 0>} : (tensor<4xf32>, tensor<f32>, tensor<4xf32>) -> tensor<f32>
  return %0 : tensor<f32>
}

// -----

func.func @reduce_wrong_terminator(%a: tensor<4xf32>, %c: tensor<f32>) -> tensor<f32> {
  // expected-error @+2 {{'hlo.reduce' op expects regions to end with 'hlo.return', found 'test.return'}}
  // expected-note @+1 {{in custom textual format, the absence of terminator implies 'hlo.return'}}
  %0 = "stablehlo.reduce"(%a, %c) ({
  ^bb0(%x: tensor<f32>, %y: tensor<f32>):
    %1 = stablehlo.add %x, %y : tensor<f32>
    "test.return"(%1) : (tensor<f32>) -> ()
  }) {dimensions = array<i64: 0>} : (tensor<4xf32>, tensor<f32>) -> tensor<f32>
  return %0 : tensor<f32>
}

// -----

func.func @reduce_two_blocks(%a: tensor<4xf32>, %c: tensor<f32>) -> tensor<f32> {
  // expected-error @+1 {{'hlo.reduce' op region #0 ('body') failed to verify constraint: region with 1 blocks}}
  %0 = "stablehlo.reduce"(%a, %c) ({
  ^bb0(%x: tensor<f32>, %y: tensor<f32>):
    stablehlo.return %x : tensor<f32>
  ^bb1:
    stablehlo.return %c : tensor<f32>
  }) {dimensions = array<i64: 0>} : (tensor<4xf32>, tensor<f32>) -> tensor<f32>
  return %0 : tensor<f32>
}

// -----

func.func @reduce_compact_not_commutative(%a: tensor<?x?xf32>, %c: tensor<f32>) -> tensor<?xf32> {
  // expected-error @+1 {{expected the inner-op to be a commutative binary-op from the stablehlo dialect, with zero region, producing single result}}
  %0 = stablehlo.reduce(%a init: %c) applies stablehlo.divide across dimensions = [1] : (tensor<?x?xf32>, tensor<f32>) -> tensor<?xf32>
  return %0 : tensor<?xf32>
}

// -----

// === reduce_window ===

func.func @reduce_window_rank(%a: tensor<4x2xf32>, %c: tensor<f32>) -> tensor<2x2xf32> {
  // expected-error @+1 {{expects window-dimensions size == input rank, but got window-dimensions size: 1 and input: 'tensor<4x2xf32>' with rank = 2.}}
  %0 = "stablehlo.reduce_window"(%a, %c) ({
  ^bb0(%x: tensor<f32>, %y: tensor<f32>):
    %1 = stablehlo.add %x, %y : tensor<f32>
    stablehlo.return %1 : tensor<f32>
  }) {window_dimensions = array<i64: 2>} : (tensor<4x2xf32>, tensor<f32>) -> tensor<2x2xf32>
  return %0 : tensor<2x2xf32>
}

// -----

func.func @reduce_window_strides(%a: tensor<4x2xf32>, %c: tensor<f32>) -> tensor<2x2xf32> {
  // expected-error @+1 {{expects window-strides to have same dimension-size as size of window dimensions (2), but got: 1.}}
  %0 = "stablehlo.reduce_window"(%a, %c) ({
  ^bb0(%x: tensor<f32>, %y: tensor<f32>):
    %1 = stablehlo.add %x, %y : tensor<f32>
    stablehlo.return %1 : tensor<f32>
  }) {window_dimensions = array<i64: 2, 1>, window_strides = array<i64: 2>} : (tensor<4x2xf32>, tensor<f32>) -> tensor<2x2xf32>
  return %0 : tensor<2x2xf32>
}

// -----

func.func @reduce_window_positive_size(%a: tensor<4x2xf32>, %c: tensor<f32>) -> tensor<2x2xf32> {
  // expected-error @+1 {{expects window to have positive value for 1-th window dimension, but got 0.}}
  %0 = "stablehlo.reduce_window"(%a, %c) ({
  ^bb0(%x: tensor<f32>, %y: tensor<f32>):
    %1 = stablehlo.add %x, %y : tensor<f32>
    stablehlo.return %1 : tensor<f32>
  }) {window_dimensions = array<i64: 2, 0>} : (tensor<4x2xf32>, tensor<f32>) -> tensor<2x2xf32>
  return %0 : tensor<2x2xf32>
}

// -----

func.func @reduce_window_base_dilation(%a: tensor<4x2xf32>, %c: tensor<f32>) -> tensor<2x2xf32> {
  // expected-error @+1 {{expects window to have positive base dilation factor for 0-th window dimension, but got 0.}}
  %0 = "stablehlo.reduce_window"(%a, %c) ({
  ^bb0(%x: tensor<f32>, %y: tensor<f32>):
    %1 = stablehlo.add %x, %y : tensor<f32>
    stablehlo.return %1 : tensor<f32>
  }) {window_dimensions = array<i64: 2, 1>, base_dilations = array<i64: 0, 1>} : (tensor<4x2xf32>, tensor<f32>) -> tensor<2x2xf32>
  return %0 : tensor<2x2xf32>
}

// -----

func.func @reduce_window_padding_shape(%a: tensor<4x2xf32>, %c: tensor<f32>) -> tensor<2x2xf32> {
  // expected-error @+1 {{expects the shape of padding-attribute to be {N, 2}, but got {2, 3}.}}
  %0 = "stablehlo.reduce_window"(%a, %c) ({
  ^bb0(%x: tensor<f32>, %y: tensor<f32>):
    %1 = stablehlo.add %x, %y : tensor<f32>
    stablehlo.return %1 : tensor<f32>
  }) {window_dimensions = array<i64: 2, 1>, padding = dense<0> : tensor<2x3xi64>} : (tensor<4x2xf32>, tensor<f32>) -> tensor<2x2xf32>
  return %0 : tensor<2x2xf32>
}

// -----

func.func @reduce_window_result(%a: tensor<4x2xf32>, %c: tensor<f32>) -> tensor<3x2xf32> {
  // expected-error @+1 {{'hlo.reduce_window' op inferred type(s) 'tensor<2x2xf32>' are incompatible with return type(s) of operation 'tensor<3x2xf32>'}}
  %0 = "stablehlo.reduce_window"(%a, %c) ({
  ^bb0(%x: tensor<f32>, %y: tensor<f32>):
    %1 = stablehlo.add %x, %y : tensor<f32>
    stablehlo.return %1 : tensor<f32>
  }) {window_dimensions = array<i64: 2, 1>, window_strides = array<i64: 2, 1>} : (tensor<4x2xf32>, tensor<f32>) -> tensor<3x2xf32>
  return %0 : tensor<3x2xf32>
}

// -----

// === select_and_scatter ===

func.func @select_and_scatter_select_arity(%a: tensor<4xf32>, %s: tensor<2xf32>, %c: tensor<f32>) -> tensor<4xf32> {
  // expected-error @+1 {{expects the select-region to take 2 parameters, but takes 1}}
  %0 = "stablehlo.select_and_scatter"(%a, %s, %c) ({
  ^bb0(%x: tensor<f32>):
    %p = stablehlo.compare GE, %x, %x : (tensor<f32>, tensor<f32>) -> tensor<i1>
    stablehlo.return %p : tensor<i1>
  }, {
  ^bb0(%x: tensor<f32>, %y: tensor<f32>):
    %1 = stablehlo.add %x, %y : tensor<f32>
    stablehlo.return %1 : tensor<f32>
  }) {window_dimensions = array<i64: 2>, window_strides = array<i64: 2>} : (tensor<4xf32>, tensor<2xf32>, tensor<f32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @select_and_scatter_select_result(%a: tensor<4xf32>, %s: tensor<2xf32>, %c: tensor<f32>) -> tensor<4xf32> {
  // expected-error @+1 {{expects the return-type of select-region to be tensor<i1>, but got: 'tensor<f32>'}}
  %0 = "stablehlo.select_and_scatter"(%a, %s, %c) ({
  ^bb0(%x: tensor<f32>, %y: tensor<f32>):
    stablehlo.return %x : tensor<f32>
  }, {
  ^bb0(%x: tensor<f32>, %y: tensor<f32>):
    %1 = stablehlo.add %x, %y : tensor<f32>
    stablehlo.return %1 : tensor<f32>
  }) {window_dimensions = array<i64: 2>, window_strides = array<i64: 2>} : (tensor<4xf32>, tensor<2xf32>, tensor<f32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @select_and_scatter_source(%a: tensor<4xf32>, %s: tensor<3xf32>, %c: tensor<f32>) -> tensor<4xf32> {
  // expected-error @+1 {{expects source-type to be 'tensor<2xf32>', but got'tensor<3xf32>'}}
  %0 = "stablehlo.select_and_scatter"(%a, %s, %c) ({
  ^bb0(%x: tensor<f32>, %y: tensor<f32>):
    %p = stablehlo.compare GE, %x, %y : (tensor<f32>, tensor<f32>) -> tensor<i1>
    stablehlo.return %p : tensor<i1>
  }, {
  ^bb0(%x: tensor<f32>, %y: tensor<f32>):
    %1 = stablehlo.add %x, %y : tensor<f32>
    stablehlo.return %1 : tensor<f32>
  }) {window_dimensions = array<i64: 2>, window_strides = array<i64: 2>} : (tensor<4xf32>, tensor<3xf32>, tensor<f32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

// === sort ===

func.func @sort_c4(%a: tensor<16x16xf32>) -> tensor<16x16xf32> {
  // expected-error @+1 {{dimension attribute value must be in range [-2, 2), but found 2}}
  %0 = "stablehlo.sort"(%a) ({
  ^bb0(%x: tensor<f32>, %y: tensor<f32>):
    %p = stablehlo.compare GT, %x, %y : (tensor<f32>, tensor<f32>) -> tensor<i1>
    stablehlo.return %p : tensor<i1>
  }) {dimension = 2 : i64} : (tensor<16x16xf32>) -> tensor<16x16xf32>
  return %0 : tensor<16x16xf32>
}

// -----

func.func @sort_c5_arity(%a: tensor<16xf32>, %b: tensor<16xi32>) -> (tensor<16xf32>, tensor<16xi32>) {
  // expected-error @+1 {{comparator block should have 4 arguments}}
  %0:2 = "stablehlo.sort"(%a, %b) ({
  ^bb0(%x: tensor<f32>, %y: tensor<f32>):
    %p = stablehlo.compare GT, %x, %y : (tensor<f32>, tensor<f32>) -> tensor<i1>
    stablehlo.return %p : tensor<i1>
  }) : (tensor<16xf32>, tensor<16xi32>) -> (tensor<16xf32>, tensor<16xi32>)
  return %0#0, %0#1 : tensor<16xf32>, tensor<16xi32>
}

// -----

func.func @sort_c5_argument(%a: tensor<16xf32>) -> tensor<16xf32> {
  // expected-error @+1 {{comparator block argument #0 should be of type 'tensor<f32>' but got 'tensor<i32>'}}
  %0 = "stablehlo.sort"(%a) ({
  ^bb0(%x: tensor<i32>, %y: tensor<i32>):
    %p = stablehlo.compare GT, %x, %y : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %p : tensor<i1>
  }) : (tensor<16xf32>) -> tensor<16xf32>
  return %0 : tensor<16xf32>
}

// -----

func.func @sort_c5_result(%a: tensor<16xf32>) -> tensor<16xf32> {
  // expected-error @+1 {{comparator must return tensor<i1> but got 'tensor<f32>'}}
  %0 = "stablehlo.sort"(%a) ({
  ^bb0(%x: tensor<f32>, %y: tensor<f32>):
    stablehlo.return %x : tensor<f32>
  }) : (tensor<16xf32>) -> tensor<16xf32>
  return %0 : tensor<16xf32>
}

// -----

func.func @sort_shapes(%a: tensor<16xf32>) -> tensor<8xf32> {
  // expected-error @+1 {{'hlo.sort' op requires the same shape for all operands and results}}
  %0 = "stablehlo.sort"(%a) ({
  ^bb0(%x: tensor<f32>, %y: tensor<f32>):
    %p = stablehlo.compare GT, %x, %y : (tensor<f32>, tensor<f32>) -> tensor<i1>
    stablehlo.return %p : tensor<i1>
  }) : (tensor<16xf32>) -> tensor<8xf32>
  return %0 : tensor<8xf32>
}

// -----

// === map ===

func.func @map_c3_order(%a: tensor<4x5xf32>) -> tensor<4x5xf32> {
  // expected-error @+2 {{failed to infer returned types}}
  // expected-error @+1 {{requires monotonically increasing dimension numbers, but got: 1, 0}}
  %0 = "stablehlo.map"(%a) ({
  ^bb0(%x: tensor<f32>):
    stablehlo.return %x : tensor<f32>
  }) {dimensions = array<i64: 1, 0>} : (tensor<4x5xf32>) -> tensor<4x5xf32>
  return %0 : tensor<4x5xf32>
}

// -----

func.func @map_c3_subset(%a: tensor<4x5xf32>) -> tensor<4x5xf32> {
  // expected-error @+2 {{failed to infer returned types}}
  // expected-error @+1 {{applied to a subset of dimensions currently not supported: operand dimensions = 2, requested map dimensions size = 1}}
  %0 = "stablehlo.map"(%a) ({
  ^bb0(%x: tensor<f32>):
    stablehlo.return %x : tensor<f32>
  }) {dimensions = array<i64: 0>} : (tensor<4x5xf32>) -> tensor<4x5xf32>
  return %0 : tensor<4x5xf32>
}

// -----

func.func @map_c4_arity(%a: tensor<4xf32>, %b: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+2 {{failed to infer returned types}}
  // expected-error @+1 {{expects number of operands to match the arity of map computation, but got: 2 and 1}}
  %0 = "stablehlo.map"(%a, %b) ({
  ^bb0(%x: tensor<f32>):
    stablehlo.return %x : tensor<f32>
  }) {dimensions = array<i64: 0>} : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @map_c4_rank(%a: tensor<4x5xf32>, %b: tensor<4x5xf32>) -> tensor<4x5xf32> {
  // expected-error @+2 {{failed to infer returned types}}
  // expected-error @+1 {{computation arguments must be 0-rank tensor, but got: arg #1 of type 'tensor<5xf32>'}}
  %0 = "stablehlo.map"(%a, %b) ({
  ^bb0(%x: tensor<f32>, %y: tensor<5xf32>):
    stablehlo.return %x : tensor<f32>
  }) {dimensions = array<i64: 0, 1>} : (tensor<4x5xf32>, tensor<4x5xf32>) -> tensor<4x5xf32>
  return %0 : tensor<4x5xf32>
}

// -----

func.func @map_c4_element(%a: tensor<4x5xf32>) -> tensor<4x5xf32> {
  // expected-error @+2 {{failed to infer returned types}}
  // expected-error @+1 {{element type of operands and computation arguments must match, but got: 'f32' and 'i32'}}
  %0 = "stablehlo.map"(%a) ({
  ^bb0(%x: tensor<i32>):
    %c = stablehlo.constant dense<2.0> : tensor<f32>
    stablehlo.return %c : tensor<f32>
  }) {dimensions = array<i64: 0, 1>} : (tensor<4x5xf32>) -> tensor<4x5xf32>
  return %0 : tensor<4x5xf32>
}

// -----

func.func @map_c4_outputs(%a: tensor<4x5xf32>) -> tensor<4x5xf32> {
  // expected-error @+2 {{failed to infer returned types}}
  // expected-error @+1 {{computation must return single output, but got: 0}}
  %0 = "stablehlo.map"(%a) ({
  ^bb0(%x: tensor<f32>):
    stablehlo.return
  }) {dimensions = array<i64: 0, 1>} : (tensor<4x5xf32>) -> tensor<4x5xf32>
  return %0 : tensor<4x5xf32>
}

// -----

func.func @map_c4_output_rank(%a: tensor<4x5xf32>) -> tensor<4x5xf32> {
  // expected-error @+2 {{failed to infer returned types}}
  // expected-error @+1 {{computation must return 0-rank tensor, but got: 'tensor<5xf32>'}}
  %0 = "stablehlo.map"(%a) ({
  ^bb0(%x: tensor<f32>):
    %c = stablehlo.constant dense<2.0> : tensor<5xf32>
    stablehlo.return %c : tensor<5xf32>
  }) {dimensions = array<i64: 0, 1>} : (tensor<4x5xf32>) -> tensor<4x5xf32>
  return %0 : tensor<4x5xf32>
}

// -----

// === while ===

func.func @while_c1_cond_args(%a: tensor<i32>) -> tensor<i32> {
  // expected-error @+1 {{expect operands to be compatible with condition block arguments but got 'tensor<i32>' vs 'tensor<f32>'}}
  %0 = "stablehlo.while"(%a) ({
  ^bb0(%x: tensor<f32>):
    %p = stablehlo.constant dense<true> : tensor<i1>
    stablehlo.return %p : tensor<i1>
  }, {
  ^bb0(%x: tensor<i32>):
    stablehlo.return %x : tensor<i32>
  }) : (tensor<i32>) -> tensor<i32>
  return %0 : tensor<i32>
}

// -----

func.func @while_c2_body_results(%a: tensor<i32>) -> tensor<i32> {
  // expected-error @+1 {{expect operands to be compatible with body block return types but got 'tensor<i32>' vs 'tensor<i32>', 'tensor<i32>'}}
  %0 = stablehlo.while(%x = %a) : tensor<i32>
  cond {
    %p = stablehlo.constant dense<true> : tensor<i1>
    stablehlo.return %p : tensor<i1>
  } do {
    stablehlo.return %x, %x : tensor<i32>, tensor<i32>
  }
  return %0 : tensor<i32>
}

// -----

func.func @while_c1_cond_result(%a: tensor<i32>) -> tensor<i32> {
  // expected-error @+1 {{expect condition block return a zero-ranked tensor of i1 but got 'tensor<i32>'}}
  %0 = stablehlo.while(%x = %a) : tensor<i32>
  cond {
    stablehlo.return %x : tensor<i32>
  } do {
    stablehlo.return %x : tensor<i32>
  }
  return %0 : tensor<i32>
}

// -----

func.func @while_c1_cond_count(%a: tensor<i1>) -> tensor<i1> {
  // expected-error @+1 {{expect condition body returns a single value but got 2}}
  %0 = stablehlo.while(%x = %a) : tensor<i1>
  cond {
    stablehlo.return %x, %x : tensor<i1>, tensor<i1>
  } do {
    stablehlo.return %x : tensor<i1>
  }
  return %0 : tensor<i1>
}

// -----

func.func @while_results(%a: tensor<i32>) -> tensor<f32> {
  // expected-error @+2 {{failed to infer returned types}}
  // expected-error @+1 {{'hlo.while' op inferred type(s) 'tensor<i32>' are incompatible with return type(s) of operation 'tensor<f32>'}}
  %0 = "stablehlo.while"(%a) ({
  ^bb0(%x: tensor<i32>):
    %p = stablehlo.constant dense<true> : tensor<i1>
    stablehlo.return %p : tensor<i1>
  }, {
  ^bb0(%x: tensor<i32>):
    stablehlo.return %x : tensor<i32>
  }) : (tensor<i32>) -> tensor<f32>
  return %0 : tensor<f32>
}

// -----

// === if / case ===

func.func @if_c1(%pred: tensor<i1>, %a: tensor<f32>) -> tensor<f32> {
  // expected-error @+2 {{failed to infer returned types}}
  // expected-error @+1 {{branch 0 must have 0 arguments, but found 1}}
  %0 = "stablehlo.if"(%pred) ({
  ^bb0(%x: tensor<f32>):
    stablehlo.return %a : tensor<f32>
  }, {
    stablehlo.return %a : tensor<f32>
  }) : (tensor<i1>) -> tensor<f32>
  return %0 : tensor<f32>
}

// -----

func.func @if_c2(%pred: tensor<i1>, %a: tensor<f32>) -> tensor<f32> {
  // expected-error @+2 {{failed to infer returned types}}
  // expected-error @+1 {{branch 0 and branch 1 have mismatched return types: 'tensor<f32>', 'tensor<f32>' vs 'tensor<f32>'}}
  %0 = "stablehlo.if"(%pred) ({
    stablehlo.return %a, %a : tensor<f32>, tensor<f32>
  }, {
    stablehlo.return %a : tensor<f32>
  }) : (tensor<i1>) -> tensor<f32>
  return %0 : tensor<f32>
}

// -----

func.func @if_c3(%pred: tensor<i1>, %a: tensor<f32>) -> tensor<i32> {
  // expected-error @+2 {{failed to infer returned types}}
  // expected-error @+1 {{'hlo.if' op inferred type(s) 'tensor<f32>' are incompatible with return type(s) of operation 'tensor<i32>'}}
  %0 = "stablehlo.if"(%pred) ({
    stablehlo.return %a : tensor<f32>
  }, {
    stablehlo.return %a : tensor<f32>
  }) : (tensor<i1>) -> tensor<i32>
  return %0 : tensor<i32>
}

// -----

func.func @if_i1(%pred: tensor<1xi1>, %a: tensor<f32>) -> tensor<f32> {
  // expected-error @+2 {{failed to infer returned types}}
  // expected-error @+1 {{operand should be rank 0 tensor but got rank 1}}
  %0 = "stablehlo.if"(%pred) ({
    stablehlo.return %a : tensor<f32>
  }, {
    stablehlo.return %a : tensor<f32>
  }) : (tensor<1xi1>) -> tensor<f32>
  return %0 : tensor<f32>
}

// -----

func.func @if_pred_type(%pred: tensor<i32>, %a: tensor<f32>) -> tensor<f32> {
  // expected-error @+1 {{'hlo.if' op operand #0 must be ranked tensor of pred (AKA boolean or 1-bit integer) values, but got 'tensor<i32>'}}
  %0 = "stablehlo.if"(%pred) ({
    stablehlo.return %a : tensor<f32>
  }, {
    stablehlo.return %a : tensor<f32>
  }) : (tensor<i32>) -> tensor<f32>
  return %0 : tensor<f32>
}

// -----

func.func @case_c1(%index: tensor<i32>) -> tensor<2xf32> {
  // expected-error @+2 {{failed to infer returned types}}
  // expected-error @+1 {{expect at least one branch}}
  %0 = "stablehlo.case"(%index) : (tensor<i32>) -> tensor<2xf32>
  return %0 : tensor<2xf32>
}

// -----

func.func @case_c3(%index: tensor<i32>, %a: tensor<f32>) -> tensor<f32> {
  // expected-error @+2 {{failed to infer returned types}}
  // expected-error @+1 {{branch 0 and branch 1 have mismatched return types: 'tensor<f32>' vs 'tensor<i32>'}}
  %0 = "stablehlo.case"(%index) ({
    stablehlo.return %a : tensor<f32>
  }, {
    %1 = stablehlo.constant dense<2> : tensor<i32>
    stablehlo.return %1 : tensor<i32>
  }) : (tensor<i32>) -> tensor<f32>
  return %0 : tensor<f32>
}

// -----

func.func @case_index_type(%index: tensor<i64>, %a: tensor<f32>) -> tensor<f32> {
  // expected-error @+1 {{'hlo.case' op operand #0 must be ranked tensor of 32-bit signless integer values, but got 'tensor<i64>'}}
  %0 = "stablehlo.case"(%index) ({
    stablehlo.return %a : tensor<f32>
  }) : (tensor<i64>) -> tensor<f32>
  return %0 : tensor<f32>
}

// -----

// === composite ===

func.func @foo() { return }
func.func @composite_c1() {
  // expected-error @+1 {{'hlo.composite' op name must be a valid namespaced op name}}
  stablehlo.composite "foo" { decomposition = @foo } : () -> ()
  return
}

// -----

func.func @composite_c2(%a: tensor<f32>) {
  // expected-error @+1 {{'hlo.composite' op 'nonexistent' does not reference a valid function}}
  %0 = stablehlo.composite "stablehlo.nonexistent" %a { decomposition = @nonexistent } : (tensor<f32>) -> tensor<f32>
  return
}

// -----

func.func private @foo() -> tensor<f32>
func.func @composite_c3(%a: tensor<f32>) {
  // expected-error @+1 {{'hlo.composite' op has 1 operand(s), but decomposition has 0}}
  %0 = stablehlo.composite "my.identity" %a { decomposition = @foo } : (tensor<f32>) -> tensor<f32>
  return
}

// -----

func.func private @foo(%a: tensor<f64>) -> tensor<f32>
func.func @composite_c3_type(%a: tensor<f32>) {
  // expected-error @+1 {{'hlo.composite' op operand at index 0 has type 'tensor<f32>', but decomposition has type 'tensor<f64>'}}
  %0 = stablehlo.composite "my.identity" %a { decomposition = @foo } : (tensor<f32>) -> tensor<f32>
  return
}

// -----

func.func private @foo(%a: tensor<f32>) -> tensor<f64>
func.func @composite_c4(%a: tensor<f32>) {
  // expected-error @+1 {{'hlo.composite' op result at index 0 has type 'tensor<f32>', but decomposition has type 'tensor<f64>'}}
  %0 = stablehlo.composite "my.identity" %a { decomposition = @foo } : (tensor<f32>) -> tensor<f32>
  return
}

// -----

// === custom_call ===

func.func @custom_call_layouts_both(%x: tensor<2xf32>) {
  // expected-error @+1 {{Layout attributes should be specified for either both operands and results or none}}
  "stablehlo.custom_call"(%x) {call_target_name = "foo", operand_layouts = [dense<[0]> : tensor<1xindex>]} : (tensor<2xf32>) -> ()
  return
}

// -----

func.func @custom_call_layout_count(%x: tensor<2xf32>, %t: !stablehlo.token) {
  // expected-error @+1 {{Number of operands must match the number of operand layouts, 2 != 1}}
  "stablehlo.custom_call"(%x, %t) {call_target_name = "foo", operand_layouts = [dense<[0]> : tensor<1xindex>], result_layouts = []} : (tensor<2xf32>, !stablehlo.token) -> ()
  return
}

// -----

func.func @custom_call_layout_token(%t: !stablehlo.token) {
  // expected-error @+1 {{Only tensor types can have non-empty layout: operand #0 of type '!hlo.token' has layout dense<[0, 1]> : tensor<2xindex>}}
  "stablehlo.custom_call"(%t) {call_target_name = "foo", operand_layouts = [dense<[0, 1]> : tensor<2xindex>], result_layouts = []} : (!stablehlo.token) -> ()
  return
}

// -----

func.func @custom_call_layout_permutation(%x: tensor<1x2x3xf32>) {
  // expected-error @+1 {{incorrect layout dense<[0, 1, 3]> : tensor<3xindex> for type 'tensor<1x2x3xf32>', layout must be a permutation of [0, 3)}}
  "stablehlo.custom_call"(%x) {call_target_name = "foo", operand_layouts = [dense<[0, 1, 3]> : tensor<3xindex>], result_layouts = []} : (tensor<1x2x3xf32>) -> ()
  return
}

// -----

func.func @custom_call_layout_tuple(%x: tuple<tensor<2xf32>>) {
  // expected-error @+1 {{Tuple types are not fully supported with layout constraints yet}}
  "stablehlo.custom_call"(%x) {call_target_name = "foo", operand_layouts = [dense<[0]> : tensor<1xindex>], result_layouts = []} : (tuple<tensor<2xf32>>) -> ()
  return
}

// -----

func.func @custom_call_typed_ffi_config() {
  // expected-error @+1 {{backend_config for api_version API_VERSION_TYPED_FFI must be a dictionary attribute}}
  "stablehlo.custom_call"() {api_version = 4 : i32, backend_config = "bar=42", call_target_name = "foo"} : () -> ()
  return
}

// -----

func.func @custom_call_string_config() {
  // expected-error @+1 {{backend_config for api_version API_VERSION_STATUS_RETURNING_UNIFIED must be a string attribute}}
  "stablehlo.custom_call"() {api_version = 3 : i32, backend_config = {bar = 42 : i32}, call_target_name = "foo"} : () -> ()
  return
}

// -----

func.func @custom_call_api_version() {
  // expected-error @+1 {{'hlo.custom_call' op attribute 'api_version' failed to satisfy constraint: Custom call API version}}
  "stablehlo.custom_call"() {api_version = 7 : i32, call_target_name = "foo"} : () -> ()
  return
}

// -----

func.func @custom_call_alias_operand_index(%a: tuple<tensor<1x1xf32>, tensor<2x3xf32>>, %b: tensor<5x5xf32>) {
  // expected-error @+1 {{expects operandIndex in the output_operand_alias attribute to be in range [0, 2); got: 2}}
  %0 = "stablehlo.custom_call"(%a, %b) {call_target_name = "foo", output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [0], operand_index = 2, operand_tuple_indices = [1]>]} : (tuple<tensor<1x1xf32>, tensor<2x3xf32>>, tensor<5x5xf32>) -> tuple<tensor<2x3xf32>>
  return
}

// -----

func.func @custom_call_alias_output_path(%a: tuple<tensor<1x1xf32>, tensor<2x3xf32>>, %b: tensor<5x5xf32>) {
  // expected-error @+1 {{output_tuple_indices in the output_operand_alias attribute out of bounds}}
  %0 = "stablehlo.custom_call"(%a, %b) {call_target_name = "foo", output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [1], operand_index = 0, operand_tuple_indices = [1]>]} : (tuple<tensor<1x1xf32>, tensor<2x3xf32>>, tensor<5x5xf32>) -> tuple<tensor<2x3xf32>>
  return
}

// -----

func.func @custom_call_alias_operand_path(%a: tuple<tensor<1x1xf32>, tensor<2x3xf32>>, %b: tensor<5x5xf32>) {
  // expected-error @+1 {{operand_tuple_indices in the output_operand_alias attribute out of bounds}}
  %0 = "stablehlo.custom_call"(%a, %b) {call_target_name = "foo", output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [0], operand_index = 0, operand_tuple_indices = [2]>]} : (tuple<tensor<1x1xf32>, tensor<2x3xf32>>, tensor<5x5xf32>) -> tuple<tensor<2x3xf32>>
  return
}

// -----

func.func @custom_call_alias_shapes(%a: tuple<tensor<1x1xf32>, tensor<2x3xf32>>, %b: tensor<5x5xf32>) {
  // expected-error @+1 {{shapes mismatch in the output_operand_alias attribute: operand part has type 'tensor<2x3xf32>' and output part has type 'tensor<20x30xf32>'}}
  %0 = "stablehlo.custom_call"(%a, %b) {call_target_name = "foo", output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [0], operand_index = 0, operand_tuple_indices = [1]>]} : (tuple<tensor<1x1xf32>, tensor<2x3xf32>>, tensor<5x5xf32>) -> tuple<tensor<20x30xf32>>
  return
}

// -----

func.func @custom_call_create_buffer(%a: tensor<2xf32>) -> memref<2xf32> {
  // expected-error @+1 {{CreateBuffer custom_call shouldn't have any inputs}}
  %0 = "stablehlo.custom_call"(%a) {call_target_name = "CreateBuffer", api_version = 4 : i32} : (tensor<2xf32>) -> memref<2xf32>
  return %0 : memref<2xf32>
}

// -----

func.func @custom_call_pin(%a: tensor<2xf32>) -> tensor<2xf32> {
  // expected-error @+1 {{Pin custom_call should have a memref output}}
  %0 = "stablehlo.custom_call"(%a) {call_target_name = "Pin", api_version = 4 : i32} : (tensor<2xf32>) -> tensor<2xf32>
  return %0 : tensor<2xf32>
}

// -----

func.func @custom_call_unpin(%a: memref<2xf32>) -> tensor<2xi32> {
  // expected-error @+1 {{Unpin custom_call should have compatible input and output types}}
  %0 = "stablehlo.custom_call"(%a) {call_target_name = "Unpin", api_version = 4 : i32} : (memref<2xf32>) -> tensor<2xi32>
  return %0 : tensor<2xi32>
}

// -----

func.func @custom_call_buffer_operand_twice(%a: tensor<2xf32>, %b: memref<2xf32>) -> (memref<2xf32>, memref<2xf32>) {
  // expected-error @+1 {{buffer operand 1[] is used in output_operand_alias more than once}}
  %0:2 = "stablehlo.custom_call"(%a, %b) {call_target_name = "foo", api_version = 4 : i32, output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [0], operand_index = 1, operand_tuple_indices = []>, #stablehlo.output_operand_alias<output_tuple_indices = [1], operand_index = 1, operand_tuple_indices = []>]} : (tensor<2xf32>, memref<2xf32>) -> (memref<2xf32>, memref<2xf32>)
  return %0#0, %0#1 : memref<2xf32>, memref<2xf32>
}

// -----

func.func @custom_call_buffer_output_unused(%a: memref<2xf32>, %b: memref<2xf32>) -> (memref<2xf32>, memref<2xf32>) {
  // expected-error @+1 {{buffer output [1] is not used in output_operand_alias}}
  %0:2 = "stablehlo.custom_call"(%a, %b) {call_target_name = "foo", api_version = 4 : i32, output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [0], operand_index = 0, operand_tuple_indices = []>]} : (memref<2xf32>, memref<2xf32>) -> (memref<2xf32>, memref<2xf32>)
  return %0#0, %0#1 : memref<2xf32>, memref<2xf32>
}

// -----

// === tuple / get_tuple_element / optimization_barrier ===

func.func @tuple_type(%a: tensor<f32>) -> tuple<tensor<i32>> {
  // expected-error @+2 {{failed to infer returned types}}
  // expected-error @+1 {{'hlo.tuple' op inferred type(s) 'tuple<tensor<f32>>' are incompatible with return type(s) of operation 'tuple<tensor<i32>>'}}
  %0 = "stablehlo.tuple"(%a) : (tensor<f32>) -> tuple<tensor<i32>>
  return %0 : tuple<tensor<i32>>
}

// -----

func.func @get_tuple_element_c1(%t: tuple<tensor<f32>, tensor<i32>>) -> tensor<f32> {
  // expected-error @+2 {{failed to infer returned types}}
  // expected-error @+1 {{index 2 is out of bounds of operand with size 2}}
  %0 = "stablehlo.get_tuple_element"(%t) {index = 2 : i32} : (tuple<tensor<f32>, tensor<i32>>) -> tensor<f32>
  return %0 : tensor<f32>
}

// -----

func.func @get_tuple_element_negative(%t: tuple<tensor<f32>, tensor<i32>>) -> tensor<f32> {
  // expected-error @+1 {{'hlo.get_tuple_element' op attribute 'index' failed to satisfy constraint: 32-bit signless integer attribute whose value is non-negative}}
  %0 = "stablehlo.get_tuple_element"(%t) {index = -1 : i32} : (tuple<tensor<f32>, tensor<i32>>) -> tensor<f32>
  return %0 : tensor<f32>
}

// -----

func.func @get_tuple_element_c2(%t: tuple<tensor<f32>, tensor<i32>>) -> tensor<i32> {
  // expected-error @+2 {{failed to infer returned types}}
  // expected-error @+1 {{'hlo.get_tuple_element' op inferred type(s) 'tensor<f32>' are incompatible with return type(s) of operation 'tensor<i32>'}}
  %0 = stablehlo.get_tuple_element %t[0] : (tuple<tensor<f32>, tensor<i32>>) -> tensor<i32>
  return %0 : tensor<i32>
}

// -----

func.func @optimization_barrier_types(%a: tensor<f32>) -> tensor<i32> {
  // expected-error @+2 {{failed to infer returned types}}
  // expected-error @+1 {{'hlo.optimization_barrier' op inferred type(s) 'tensor<f32>' are incompatible with return type(s) of operation 'tensor<i32>'}}
  %0 = "stablehlo.optimization_barrier"(%a) : (tensor<f32>) -> tensor<i32>
  return %0 : tensor<i32>
}

// -----

func.func @select_and_scatter_rank(%a: tensor<4xf32>, %s: tensor<2xf32>, %c: tensor<f32>) -> tensor<4xf32> {
  // expected-error @+1 {{expects window-dimensions size == operand rank, but got window-dimensions size: 2 and operand-type: 'tensor<4xf32>' with rank = 1.}}
  %0 = "stablehlo.select_and_scatter"(%a, %s, %c) ({
  ^bb0(%x: tensor<f32>, %y: tensor<f32>):
    %p = stablehlo.compare GE, %x, %y : (tensor<f32>, tensor<f32>) -> tensor<i1>
    stablehlo.return %p : tensor<i1>
  }, {
  ^bb0(%x: tensor<f32>, %y: tensor<f32>):
    %1 = stablehlo.add %x, %y : tensor<f32>
    stablehlo.return %1 : tensor<f32>
  }) {window_dimensions = array<i64: 2, 1>} : (tensor<4xf32>, tensor<2xf32>, tensor<f32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @select_and_scatter_select_args(%a: tensor<4xf32>, %s: tensor<2xf32>, %c: tensor<f32>) -> tensor<4xf32> {
  // expected-error @+1 {{expects the type of select-region's parameter at index 1 to be 'tensor<f32>', but got 'tensor<i32>'}}
  %0 = "stablehlo.select_and_scatter"(%a, %s, %c) ({
  ^bb0(%x: tensor<f32>, %y: tensor<i32>):
    %p = stablehlo.constant dense<true> : tensor<i1>
    stablehlo.return %p : tensor<i1>
  }, {
  ^bb0(%x: tensor<f32>, %y: tensor<f32>):
    %1 = stablehlo.add %x, %y : tensor<f32>
    stablehlo.return %1 : tensor<f32>
  }) {window_dimensions = array<i64: 2>, window_strides = array<i64: 2>} : (tensor<4xf32>, tensor<2xf32>, tensor<f32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @select_and_scatter_scatter_body(%a: tensor<4xf32>, %s: tensor<2xf32>, %c: tensor<f32>) -> tensor<4xf32> {
  // expected-error @+1 {{Reduction-region must take 2 parameters, but takes 1 parameter(s)}}
  %0 = "stablehlo.select_and_scatter"(%a, %s, %c) ({
  ^bb0(%x: tensor<f32>, %y: tensor<f32>):
    %p = stablehlo.compare GE, %x, %y : (tensor<f32>, tensor<f32>) -> tensor<i1>
    stablehlo.return %p : tensor<i1>
  }, {
  ^bb0(%x: tensor<f32>):
    stablehlo.return %x : tensor<f32>
  }) {window_dimensions = array<i64: 2>, window_strides = array<i64: 2>} : (tensor<4xf32>, tensor<2xf32>, tensor<f32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @reduce_window_window_dilation(%a: tensor<4x2xf32>, %c: tensor<f32>) -> tensor<2x2xf32> {
  // expected-error @+1 {{expects window to have positive window dilation factor for 1-th window dimension, but got -1.}}
  %0 = "stablehlo.reduce_window"(%a, %c) ({
  ^bb0(%x: tensor<f32>, %y: tensor<f32>):
    %1 = stablehlo.add %x, %y : tensor<f32>
    stablehlo.return %1 : tensor<f32>
  }) {window_dimensions = array<i64: 2, 1>, window_dilations = array<i64: 1, -1>} : (tensor<4x2xf32>, tensor<f32>) -> tensor<2x2xf32>
  return %0 : tensor<2x2xf32>
}

// -----

func.func @reduce_window_inputs(%a: tensor<4x2xf32>, %b: tensor<4x3xf32>, %c: tensor<f32>) -> (tensor<2x2xf32>, tensor<2x3xf32>) {
  // expected-error @+1 {{expects all inputs to have compatible shapes. Shape at input-index 1 is not compatible with shape at input-index 0}}
  %0:2 = "stablehlo.reduce_window"(%a, %b, %c, %c) ({
  ^bb0(%x0: tensor<f32>, %x1: tensor<f32>, %y0: tensor<f32>, %y1: tensor<f32>):
    stablehlo.return %x0, %x1 : tensor<f32>, tensor<f32>
  }) {window_dimensions = array<i64: 2, 1>} : (tensor<4x2xf32>, tensor<4x3xf32>, tensor<f32>, tensor<f32>) -> (tensor<2x2xf32>, tensor<2x3xf32>)
  return %0#0, %0#1 : tensor<2x2xf32>, tensor<2x3xf32>
}

// -----

func.func @while_c2_body_args(%a: tensor<i32>) -> tensor<i32> {
  // expected-error @+1 {{expect operands to be compatible with body block arguments but got 'tensor<i32>' vs 'tensor<i64>'}}
  %0 = "stablehlo.while"(%a) ({
  ^bb0(%x: tensor<i32>):
    %p = stablehlo.constant dense<true> : tensor<i1>
    stablehlo.return %p : tensor<i1>
  }, {
  ^bb0(%x: tensor<i64>):
    stablehlo.return %a : tensor<i32>
  }) : (tensor<i32>) -> tensor<i32>
  return %0 : tensor<i32>
}

// -----

func.func @case_c2(%index: tensor<i32>, %a: tensor<f32>) -> tensor<f32> {
  // expected-error @+2 {{failed to infer returned types}}
  // expected-error @+1 {{branch 1 must have 0 arguments, but found 1}}
  %0 = "stablehlo.case"(%index) ({
    stablehlo.return %a : tensor<f32>
  }, {
  ^bb0(%x: tensor<f32>):
    stablehlo.return %a : tensor<f32>
  }) : (tensor<i32>) -> tensor<f32>
  return %0 : tensor<f32>
}

// -----

func.func @foo(%a: tensor<f32>) -> tensor<f32> { return %a : tensor<f32> }
func.func @composite_version(%a: tensor<f32>) {
  // expected-error @+1 {{'hlo.composite' op attribute 'version' failed to satisfy constraint: 32-bit signless integer attribute}}
  %0 = stablehlo.composite "my.identity" %a { decomposition = @foo, version = 1 : i64 } : (tensor<f32>) -> tensor<f32>
  return
}

// -----

func.func @custom_call_result_layouts(%x: tensor<2xf32>) {
  // expected-error @+1 {{Number of results must match the number of result layouts, 3 != 2}}
  %0:3 = "stablehlo.custom_call"() {call_target_name = "foo", operand_layouts = [], result_layouts = [dense<[0]> : tensor<1xindex>, dense<[0]> : tensor<1xindex>]} : () -> (tensor<2xf32>, tensor<2xf32>, !stablehlo.token)
  return
}

// -----

func.func @sort_stable_attr(%a: tensor<16xf32>) -> tensor<16xf32> {
  // expected-error @+1 {{'hlo.sort' op attribute 'is_stable' failed to satisfy constraint: bool attribute}}
  %0 = "stablehlo.sort"(%a) ({
  ^bb0(%x: tensor<f32>, %y: tensor<f32>):
    %p = stablehlo.compare GT, %x, %y : (tensor<f32>, tensor<f32>) -> tensor<i1>
    stablehlo.return %p : tensor<i1>
  }) {is_stable = 1 : i32} : (tensor<16xf32>) -> tensor<16xf32>
  return %0 : tensor<16xf32>
}

// -----

func.func @tuple_result_kind(%a: tensor<f32>) -> tensor<f32> {
  // expected-error @+1 {{'hlo.tuple' op result #0 must be nested tuple with any combination of ranked tensor or token values or memref values, but got 'tensor<f32>'}}
  %0 = "stablehlo.tuple"(%a) : (tensor<f32>) -> tensor<f32>
  return %0 : tensor<f32>
}
