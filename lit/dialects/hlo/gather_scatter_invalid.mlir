// RUN: xla-opt %s -split-input-file -verify-diagnostics
// RUN: sed '/^ *\/\//!s/\bhlo\./stablehlo./g' %s | xla-opt -split-input-file -verify-diagnostics

// One chunk per verifier rule of gather, dynamic_gather and scatter (the rule numbers are
// StableHLO's), with StableHLO's messages, and the dimension-number attributes' parse
// errors.

// gather C1: offset + collapsed + batching dims cover the operand

func.func @f(%x: tensor<2x4x9xi32>, %i: tensor<1x5x2xi32>) {
  // expected-error @+2 {{failed to infer returned types}}
  // expected-error @+1 {{offset_dims size (2) plus collapse_slice_dims size (2) plus operand_batching_dims size (0) is not equal to operand rank (3)}}
  %0 = "hlo.gather"(%x, %i) <{dimension_numbers = #hlo.gather<offset_dims = [1, 2], collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 2>, slice_sizes = array<i64: 1, 1, 8>}> : (tensor<2x4x9xi32>, tensor<1x5x2xi32>) -> tensor<1x5x8xi32>
  return
}

// -----

// gather C2: index_vector_dim is at most the indices' rank

func.func @f(%x: tensor<2x4x9xi32>, %i: tensor<1x5x2xi32>) {
  // expected-error @+2 {{failed to infer returned types}}
  // expected-error @+1 {{Expects index_vector_dim to be in range [0, rank-of('start_indices')] i.e. [0, 3]. got: 4.}}
  %0 = "hlo.gather"(%x, %i) <{dimension_numbers = #hlo.gather<offset_dims = [2], collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 4>, slice_sizes = array<i64: 1, 1, 8>}> : (tensor<2x4x9xi32>, tensor<1x5x2xi32>) -> tensor<1x5x8xi32>
  return
}

// -----

// gather C3: one start_index_map entry per index

func.func @f(%x: tensor<2x4x9xi32>, %i: tensor<1x5x2xi32>) {
  // expected-error @+2 {{failed to infer returned types}}
  // expected-error @+1 {{start_index_map size (1) is not equal to size of index dimension (2) of start_indices (2)}}
  %0 = "hlo.gather"(%x, %i) <{dimension_numbers = #hlo.gather<offset_dims = [2], collapsed_slice_dims = [0, 1], start_index_map = [0], index_vector_dim = 2>, slice_sizes = array<i64: 1, 1, 8>}> : (tensor<2x4x9xi32>, tensor<1x5x2xi32>) -> tensor<1x5x8xi32>
  return
}

// -----

// gather C4: offset_dims sorted

func.func @f(%x: tensor<16x11xi32>, %i: tensor<5x2xi32>) {
  // expected-error @+2 {{failed to infer returned types}}
  // expected-error @+1 {{expects offset_dims to be sorted, got: [2, 1]}}
  %0 = "hlo.gather"(%x, %i) <{dimension_numbers = #hlo.gather<offset_dims = [2, 1], collapsed_slice_dims = [], start_index_map = [0, 1], index_vector_dim = 1>, slice_sizes = array<i64: 8, 6>}> : (tensor<16x11xi32>, tensor<5x2xi32>) -> tensor<5x8x6xi32>
  return
}

// -----

// gather C4: offset_dims unique

func.func @f(%x: tensor<16x11xi32>, %i: tensor<5x2xi32>) {
  // expected-error @+2 {{failed to infer returned types}}
  // expected-error @+1 {{expects offset_dims to not repeat, got: [2, 2]}}
  %0 = "hlo.gather"(%x, %i) <{dimension_numbers = #hlo.gather<offset_dims = [2, 2], collapsed_slice_dims = [], start_index_map = [0, 1], index_vector_dim = 1>, slice_sizes = array<i64: 8, 6>}> : (tensor<16x11xi32>, tensor<5x2xi32>) -> tensor<5x8x6xi32>
  return
}

// -----

// gather C5: offset_dims within the result

func.func @f(%x: tensor<2x4x9xi32>, %i: tensor<1x5x2xi32>) {
  // expected-error @+2 {{failed to infer returned types}}
  // expected-error @+1 {{Expects each element of offset_dims to be in range [0, implied-result-rank) i.e. [0, 3). got: 3.}}
  %0 = "hlo.gather"(%x, %i) <{dimension_numbers = #hlo.gather<offset_dims = [3], collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 2>, slice_sizes = array<i64: 1, 1, 8>}> : (tensor<2x4x9xi32>, tensor<1x5x2xi32>) -> tensor<1x5x8xi32>
  return
}

// -----

// gather C6: collapsed and batching dims distinct

func.func @f(%x: tensor<2x4x9xi32>, %i: tensor<1x5x2xi32>) {
  // expected-error @+2 {{failed to infer returned types}}
  // expected-error @+1 {{has duplicated dimension from collapsed_slice_dims and operand_batching_dims: 1}}
  %0 = "hlo.gather"(%x, %i) <{dimension_numbers = #hlo.gather<offset_dims = [2], collapsed_slice_dims = [1, 1], start_index_map = [0, 1], index_vector_dim = 2>, slice_sizes = array<i64: 1, 1, 8>}> : (tensor<2x4x9xi32>, tensor<1x5x2xi32>) -> tensor<1x5x8xi32>
  return
}

// -----

// gather C7: collapsed_slice_dims sorted

func.func @f(%x: tensor<2x4x9xi32>, %i: tensor<1x5x2xi32>) {
  // expected-error @+2 {{failed to infer returned types}}
  // expected-error @+1 {{expects collapsed_slice_dims to be sorted, got: [1, 0]}}
  %0 = "hlo.gather"(%x, %i) <{dimension_numbers = #hlo.gather<offset_dims = [2], collapsed_slice_dims = [1, 0], start_index_map = [0, 1], index_vector_dim = 2>, slice_sizes = array<i64: 1, 1, 8>}> : (tensor<2x4x9xi32>, tensor<1x5x2xi32>) -> tensor<1x5x8xi32>
  return
}

// -----

// gather C8: collapsed_slice_dims within the operand

func.func @f(%x: tensor<2x4x9xi32>, %i: tensor<1x5x2xi32>) {
  // expected-error @+2 {{failed to infer returned types}}
  // expected-error @+1 {{Expects each element of collapsed_slice_dims to be in range [0, rank-of('operand')) i.e. [0, 3). got: 17.}}
  %0 = "hlo.gather"(%x, %i) <{dimension_numbers = #hlo.gather<offset_dims = [2], collapsed_slice_dims = [0, 17], start_index_map = [0, 1], index_vector_dim = 2>, slice_sizes = array<i64: 1, 1, 8>}> : (tensor<2x4x9xi32>, tensor<1x5x2xi32>) -> tensor<1x5x8xi32>
  return
}

// -----

// gather C9: collapsed dims have slice size 1

func.func @f(%x: tensor<?x?x?xi32>, %i: tensor<?x?x?xi32>) {
  // expected-error @+2 {{failed to infer returned types}}
  // expected-error @+1 {{Expects that for each dim in collapsed_slice_dims, slice_sizes[dim] should be <= 1, but got 8}}
  %0 = "hlo.gather"(%x, %i) <{dimension_numbers = #hlo.gather<offset_dims = [2], collapsed_slice_dims = [0, 2], start_index_map = [0, 1], index_vector_dim = 2>, slice_sizes = array<i64: 1, 1, 8>}> : (tensor<?x?x?xi32>, tensor<?x?x?xi32>) -> tensor<?x?x?xi32>
  return
}

// -----

// gather C10: operand_batching_dims sorted

func.func @f(%x: tensor<2x4x9xi32>, %i: tensor<4x2xi32>) {
  // expected-error @+2 {{failed to infer returned types}}
  // expected-error @+1 {{expects operand_batching_dims to be sorted, got: [1, 0]}}
  %0 = "hlo.gather"(%x, %i) <{dimension_numbers = #hlo.gather<offset_dims = [2], operand_batching_dims = [1, 0], start_indices_batching_dims = [0, 1], start_index_map = [2], index_vector_dim = 2>, slice_sizes = array<i64: 1, 1, 8>}> : (tensor<2x4x9xi32>, tensor<4x2xi32>) -> tensor<4x2x8xi32>
  return
}

// -----

// gather C11: operand_batching_dims within the operand

func.func @f(%x: tensor<2x4x9xi32>, %i: tensor<1x5x2xi32>) {
  // expected-error @+2 {{failed to infer returned types}}
  // expected-error @+1 {{Expects each element of operand_batching_dims to be in range [0, rank-of('operand')) i.e. [0, 3). got: 3.}}
  %0 = "hlo.gather"(%x, %i) <{dimension_numbers = #hlo.gather<offset_dims = [2], collapsed_slice_dims = [1], operand_batching_dims = [3], start_indices_batching_dims = [0], start_index_map = [0, 1], index_vector_dim = 2>, slice_sizes = array<i64: 1, 1, 8>}> : (tensor<2x4x9xi32>, tensor<1x5x2xi32>) -> tensor<1x5x8xi32>
  return
}

// -----

// gather C12: batching dims have slice size 1

func.func @f(%x: tensor<?x?x?xi32>, %i: tensor<?x?xi32>) {
  // expected-error @+2 {{failed to infer returned types}}
  // expected-error @+1 {{Expects that for each dim in operand_batching_dims, slice_sizes[dim] should be <= 1, but got 2}}
  %0 = "hlo.gather"(%x, %i) <{dimension_numbers = #hlo.gather<offset_dims = [2], operand_batching_dims = [0, 1], start_indices_batching_dims = [0, 1], start_index_map = [2], index_vector_dim = 2>, slice_sizes = array<i64: 2, 1, 8>}> : (tensor<?x?x?xi32>, tensor<?x?xi32>) -> tensor<?x?x?xi32>
  return
}

// -----

// gather C13: start_indices_batching_dims unique

func.func @f(%x: tensor<2x4x9xi32>, %i: tensor<4x2xi32>) {
  // expected-error @+2 {{failed to infer returned types}}
  // expected-error @+1 {{expects start_indices_batching_dims to not repeat, got: [1, 0, 1]}}
  %0 = "hlo.gather"(%x, %i) <{dimension_numbers = #hlo.gather<offset_dims = [2], operand_batching_dims = [0, 1], start_indices_batching_dims = [1, 0, 1], start_index_map = [2], index_vector_dim = 2>, slice_sizes = array<i64: 1, 1, 8>}> : (tensor<2x4x9xi32>, tensor<4x2xi32>) -> tensor<4x2x8xi32>
  return
}

// -----

// gather C14: start_indices_batching_dims within the indices

func.func @f(%x: tensor<2x4x9xi32>, %i: tensor<4x2xi32>) {
  // expected-error @+2 {{failed to infer returned types}}
  // expected-error @+1 {{Expects each element of start_indices_batching_dims to be in range [0, rank-of('start_indices')) i.e. [0, 2). got: 10.}}
  %0 = "hlo.gather"(%x, %i) <{dimension_numbers = #hlo.gather<offset_dims = [2], operand_batching_dims = [0, 1], start_indices_batching_dims = [1, 10], start_index_map = [2], index_vector_dim = 2>, slice_sizes = array<i64: 1, 1, 8>}> : (tensor<2x4x9xi32>, tensor<4x2xi32>) -> tensor<4x2x8xi32>
  return
}

// -----

// gather C15: index_vector_dim is not a batching dimension

func.func @f(%x: tensor<2x4x9xi32>, %i: tensor<2x5x1xi32>) {
  // expected-error @+2 {{failed to infer returned types}}
  // expected-error @+1 {{expects start_indices_batching_dims not to include index_vector_dim 2}}
  %0 = "hlo.gather"(%x, %i) <{dimension_numbers = #hlo.gather<offset_dims = [2], collapsed_slice_dims = [1], operand_batching_dims = [0], start_indices_batching_dims = [0, 2], start_index_map = [1], index_vector_dim = 2>, slice_sizes = array<i64: 1, 1, 8>}> : (tensor<2x4x9xi32>, tensor<2x5x1xi32>) -> tensor<2x5x8xi32>
  return
}

// -----

// gather C16: batching dims pair up

func.func @f(%x: tensor<2x4x9xi32>, %i: tensor<2x5x1xi32>) {
  // expected-error @+2 {{failed to infer returned types}}
  // expected-error @+1 {{operand_batching_dims and start_indices_batching_dims should have the same size}}
  %0 = "hlo.gather"(%x, %i) <{dimension_numbers = #hlo.gather<offset_dims = [2], collapsed_slice_dims = [1], operand_batching_dims = [0], start_indices_batching_dims = [0, 1], start_index_map = [1], index_vector_dim = 2>, slice_sizes = array<i64: 1, 1, 8>}> : (tensor<2x4x9xi32>, tensor<2x5x1xi32>) -> tensor<2x5x8xi32>
  return
}

// -----

// gather C17: paired batching dims have one size

func.func @f(%x: tensor<2x4x9xi32>, %i: tensor<2x5xi32>) {
  // expected-error @+2 {{failed to infer returned types}}
  // expected-error @+1 {{operand_batching_dims[1] and start_indices_batching_dims[1] must have compatible sizes, but got 4 and 5}}
  %0 = "hlo.gather"(%x, %i) <{dimension_numbers = #hlo.gather<offset_dims = [2], operand_batching_dims = [0, 1], start_indices_batching_dims = [0, 1], start_index_map = [2], index_vector_dim = 2>, slice_sizes = array<i64: 1, 1, 8>}> : (tensor<2x4x9xi32>, tensor<2x5xi32>) -> tensor<2x5x8xi32>
  return
}

// -----

// gather C18: start_index_map unique and not batching

func.func @f(%x: tensor<2x4x9xi32>, %i: tensor<1x5x2xi32>) {
  // expected-error @+2 {{failed to infer returned types}}
  // expected-error @+1 {{has duplicated dimension from start_index_map and operand_batching_dims: 0}}
  %0 = "hlo.gather"(%x, %i) <{dimension_numbers = #hlo.gather<offset_dims = [2], collapsed_slice_dims = [0, 1], start_index_map = [0, 0], index_vector_dim = 2>, slice_sizes = array<i64: 1, 1, 8>}> : (tensor<2x4x9xi32>, tensor<1x5x2xi32>) -> tensor<1x5x8xi32>
  return
}

// -----

// gather C19: start_index_map within the operand

func.func @f(%x: tensor<2x4x9xi32>, %i: tensor<1x5x2xi32>) {
  // expected-error @+2 {{failed to infer returned types}}
  // expected-error @+1 {{Expects each element of start_index_map to be in range [0, rank-of('operand')) i.e. [0, 3). got: 3.}}
  %0 = "hlo.gather"(%x, %i) <{dimension_numbers = #hlo.gather<offset_dims = [2], collapsed_slice_dims = [0, 1], start_index_map = [0, 3], index_vector_dim = 2>, slice_sizes = array<i64: 1, 1, 8>}> : (tensor<2x4x9xi32>, tensor<1x5x2xi32>) -> tensor<1x5x8xi32>
  return
}

// -----

// gather C20: one slice size per operand dimension

func.func @f(%x: tensor<2x4x9xi32>, %i: tensor<1x5x2xi32>) {
  // expected-error @+2 {{failed to infer returned types}}
  // expected-error @+1 {{slice_sizes size (2) not equal to operand rank (3)}}
  %0 = "hlo.gather"(%x, %i) <{dimension_numbers = #hlo.gather<offset_dims = [2], collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 2>, slice_sizes = array<i64: 1, 8>}> : (tensor<2x4x9xi32>, tensor<1x5x2xi32>) -> tensor<1x5x8xi32>
  return
}

// -----

// gather C21: slices fit the operand

func.func @f(%x: tensor<?x?x2xi32>, %i: tensor<?x?x?xi32>) {
  // expected-error @+2 {{failed to infer returned types}}
  // expected-error @+1 {{slice size (8) is out of bounds for operand dimension (2) at index 2}}
  %0 = "hlo.gather"(%x, %i) <{dimension_numbers = #hlo.gather<offset_dims = [2], collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 2>, slice_sizes = array<i64: 1, 1, 8>}> : (tensor<?x?x2xi32>, tensor<?x?x?xi32>) -> tensor<?x?x?xi32>
  return
}

// -----

// gather C21: slice sizes are non-negative

func.func @f(%x: tensor<?x?x2xi32>, %i: tensor<?x?x?xi32>) {
  // expected-error @+2 {{failed to infer returned types}}
  // expected-error @+1 {{slice size (-1) is out of bounds for operand dimension (2) at index 2}}
  %0 = "hlo.gather"(%x, %i) <{dimension_numbers = #hlo.gather<offset_dims = [2], collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 2>, slice_sizes = array<i64: 1, 1, -1>}> : (tensor<?x?x2xi32>, tensor<?x?x?xi32>) -> tensor<?x?x?xi32>
  return
}

// -----

// gather C22-C23: batch dims from the indices, offset dims from the slice sizes

func.func @f(%x: tensor<2x4x9xi32>, %i: tensor<1x5x2xi32>) {
  // expected-error @+2 {{failed to infer returned types}}
  // expected-error @+1 {{'hlo.gather' op inferred type(s) 'tensor<1x5x8xi32>' are incompatible with return type(s) of operation 'tensor<3xi32>'}}
  %0 = "hlo.gather"(%x, %i) <{dimension_numbers = #hlo.gather<offset_dims = [2], collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 2>, slice_sizes = array<i64: 1, 1, 8>}> : (tensor<2x4x9xi32>, tensor<1x5x2xi32>) -> tensor<3xi32>
  return
}

// -----

// gather: start indices are integers

func.func @f(%x: tensor<2x4x9xi32>, %i: tensor<1x5x2xf32>) {
  // expected-error @+1 {{'hlo.gather' op operand #1 must be ranked tensor of 2/4/8/16/32/64-bit signless integer or 2/4/8/16/32/64-bit unsigned integer values, but got 'tensor<1x5x2xf32>'}}
  %0 = "hlo.gather"(%x, %i) <{dimension_numbers = #hlo.gather<offset_dims = [2], collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 2>, slice_sizes = array<i64: 1, 1, 8>}> : (tensor<2x4x9xi32>, tensor<1x5x2xf32>) -> tensor<1x5x8xi32>
  return
}

// -----

// gather: dimension_numbers is required

func.func @f(%x: tensor<2x4x9xi32>, %i: tensor<1x5x2xi32>) {
  // expected-error @+1 {{'hlo.gather' op requires attribute 'dimension_numbers'}}
  %0 = "hlo.gather"(%x, %i) <{slice_sizes = array<i64: 1, 1, 8>}> : (tensor<2x4x9xi32>, tensor<1x5x2xi32>) -> tensor<1x5x8xi32>
  return
}

// -----

// gather: dimension_numbers is a #hlo.gather

func.func @f(%x: tensor<2x4x9xi32>, %i: tensor<1x5x2xi32>) {
  // expected-error @+1 {{'hlo.gather' op attribute 'dimension_numbers' failed to satisfy constraint: Attribute that models the dimension information for gather}}
  %0 = "hlo.gather"(%x, %i) <{dimension_numbers = #hlo.scatter<>, slice_sizes = array<i64: 1, 1, 8>}> : (tensor<2x4x9xi32>, tensor<1x5x2xi32>) -> tensor<1x5x8xi32>
  return
}

// -----

// dynamic_gather: slice_sizes is 1-D

func.func @f(%x: tensor<2x4x9xi32>, %i: tensor<1x5x2xi32>, %s: tensor<3x1xi32>) {
  // expected-error @+2 {{failed to infer returned types}}
  // expected-error @+1 {{slice_sizes.rank != 1 (got 2)}}
  %0 = "hlo.dynamic_gather"(%x, %i, %s) <{dimension_numbers = #hlo.gather<offset_dims = [2], collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 2>}> : (tensor<2x4x9xi32>, tensor<1x5x2xi32>, tensor<3x1xi32>) -> tensor<1x5x?xi32>
  return
}

// -----

// dynamic_gather C20: one slice size per operand dimension

func.func @f(%x: tensor<2x4x9xi32>, %i: tensor<1x5x2xi32>, %s: tensor<2xi32>) {
  // expected-error @+2 {{failed to infer returned types}}
  // expected-error @+1 {{slice_sizes size (2) not equal to operand rank (3)}}
  %0 = "hlo.dynamic_gather"(%x, %i, %s) <{dimension_numbers = #hlo.gather<offset_dims = [2], collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 2>}> : (tensor<2x4x9xi32>, tensor<1x5x2xi32>, tensor<2xi32>) -> tensor<1x5x?xi32>
  return
}

// -----

// dynamic_gather C9: constant slice sizes are checked

func.func @f(%x: tensor<?x?x?xi32>, %i: tensor<?x?x?xi32>, %s: tensor<3xi32>) {
  %c = hlo.constant dense<[1, 1, 8]> : tensor<3xi32>
  // expected-error @+2 {{failed to infer returned types}}
  // expected-error @+1 {{Expects that for each dim in collapsed_slice_dims, slice_sizes[dim] should be <= 1, but got 8}}
  %0 = "hlo.dynamic_gather"(%x, %i, %c) <{dimension_numbers = #hlo.gather<offset_dims = [2], collapsed_slice_dims = [0, 2], start_index_map = [0, 1], index_vector_dim = 2>}> : (tensor<?x?x?xi32>, tensor<?x?x?xi32>, tensor<3xi32>) -> tensor<?x?x?xi32>
  return
}

// -----

// dynamic_gather C21: constant slices fit the operand

func.func @f(%x: tensor<?x?x2xi32>, %i: tensor<?x?x?xi32>, %s: tensor<3xi32>) {
  %c = hlo.constant dense<[1, 1, 8]> : tensor<3xi32>
  // expected-error @+2 {{failed to infer returned types}}
  // expected-error @+1 {{slice size (8) is out of bounds for operand dimension (2) at index 2}}
  %0 = "hlo.dynamic_gather"(%x, %i, %c) <{dimension_numbers = #hlo.gather<offset_dims = [2], collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 2>}> : (tensor<?x?x2xi32>, tensor<?x?x?xi32>, tensor<3xi32>) -> tensor<?x?x?xi32>
  return
}

// -----

// dynamic_gather C22: unknown slice sizes give dynamic offset dimensions

func.func @f(%x: tensor<2x4x9xi32>, %i: tensor<1x5x2xi32>, %s: tensor<3xi32>) {
  // expected-error @+2 {{failed to infer returned types}}
  // expected-error @+1 {{'hlo.dynamic_gather' op inferred type(s) 'tensor<1x5x?xi32>' are incompatible with return type(s) of operation 'tensor<3xi32>'}}
  %0 = "hlo.dynamic_gather"(%x, %i, %s) <{dimension_numbers = #hlo.gather<offset_dims = [2], collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 2>}> : (tensor<2x4x9xi32>, tensor<1x5x2xi32>, tensor<3xi32>) -> tensor<3xi32>
  return
}

// -----

// scatter C1: inputs have one shape

func.func @f(%x: tensor<3x4xf32>, %x2: tensor<3x5xf32>, %i: tensor<2x1xi64>, %u: tensor<2x4xf32>, %u2: tensor<2x4xf32>) {
  // expected-error @+1 {{Not all inputs have compatible shapes.}}
  %0:2 = "hlo.scatter"(%x, %x2, %i, %u, %u2) <{scatter_dimension_numbers = #hlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>}> ({
    ^bb0(%a: tensor<f32>, %b: tensor<f32>, %c: tensor<f32>, %d: tensor<f32>):
      hlo.return %c, %d : tensor<f32>, tensor<f32>
  }) : (tensor<3x4xf32>, tensor<3x5xf32>, tensor<2x1xi64>, tensor<2x4xf32>, tensor<2x4xf32>) -> (tensor<3x4xf32>, tensor<3x5xf32>)
  return
}

// -----

// scatter C3: updates have one shape

func.func @f(%x: tensor<3x4xf32>, %x2: tensor<3x4xf32>, %i: tensor<2x1xi64>, %u: tensor<2x4xf32>, %u2: tensor<2x3xf32>) {
  // expected-error @+1 {{Not all updates have compatible shapes.}}
  %0:2 = "hlo.scatter"(%x, %x2, %i, %u, %u2) <{scatter_dimension_numbers = #hlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>}> ({
    ^bb0(%a: tensor<f32>, %b: tensor<f32>, %c: tensor<f32>, %d: tensor<f32>):
      hlo.return %c, %d : tensor<f32>, tensor<f32>
  }) : (tensor<3x4xf32>, tensor<3x4xf32>, tensor<2x1xi64>, tensor<2x4xf32>, tensor<2x3xf32>) -> (tensor<3x4xf32>, tensor<3x4xf32>)
  return
}

// -----

// scatter C22: index_vector_dim is at most the indices' rank

func.func @f(%x: tensor<3x4xf32>, %i: tensor<2x1xi64>, %u: tensor<2x4xf32>) {
  // expected-error @+1 {{Expects index_vector_dim to be in range [0, rank-of('scatter_indices')] i.e. [0, 2]. got: 3.}}
  %0 = "hlo.scatter"(%x, %i, %u) <{scatter_dimension_numbers = #hlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 3>}> ({
    ^bb0(%a: tensor<f32>, %b: tensor<f32>):
      %r = hlo.add %a, %b : tensor<f32>
      hlo.return %r : tensor<f32>
  }) : (tensor<3x4xf32>, tensor<2x1xi64>, tensor<2x4xf32>) -> tensor<3x4xf32>
  return
}

// -----

// scatter C23: the update computation takes 2N arguments

func.func @f(%x: tensor<3x4xf32>, %i: tensor<2x1xi64>, %u: tensor<2x4xf32>) {
  // expected-error @+1 {{Reduction-region must take 2 parameters, but takes 1 parameter(s)}}
  %0 = "hlo.scatter"(%x, %i, %u) <{scatter_dimension_numbers = #hlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>}> ({
    ^bb0(%a: tensor<f32>):
      hlo.return %a : tensor<f32>
  }) : (tensor<3x4xf32>, tensor<2x1xi64>, tensor<2x4xf32>) -> tensor<3x4xf32>
  return
}

// -----

// scatter C24-C25: results have the inputs' shapes and the computation's element types

func.func @f(%x: tensor<3x4xf32>, %i: tensor<2x1xi64>, %u: tensor<2x4xf32>) {
  // expected-error @+2 {{failed to infer returned types}}
  // expected-error @+1 {{'hlo.scatter' op inferred type(s) 'tensor<3x4xf32>' are incompatible with return type(s) of operation 'tensor<3x5xf32>'}}
  %0 = "hlo.scatter"(%x, %i, %u) <{scatter_dimension_numbers = #hlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>}> ({
    ^bb0(%a: tensor<f32>, %b: tensor<f32>):
      %r = hlo.add %a, %b : tensor<f32>
      hlo.return %r : tensor<f32>
  }) : (tensor<3x4xf32>, tensor<2x1xi64>, tensor<2x4xf32>) -> tensor<3x5xf32>
  return
}

// -----

// scatter C23: the computation returns one value per input

func.func @f(%x: tensor<3x4xf32>, %i: tensor<2x1xi64>, %u: tensor<2x4xf32>) {
  // expected-error @+1 {{Reduction-region here must produce 1 tensors, but produces 2 instead}}
  %0 = "hlo.scatter"(%x, %i, %u) <{scatter_dimension_numbers = #hlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>}> ({
    ^bb0(%a: tensor<f32>, %b: tensor<f32>):
      hlo.return %a, %b : tensor<f32>, tensor<f32>
  }) : (tensor<3x4xf32>, tensor<2x1xi64>, tensor<2x4xf32>) -> tensor<3x4xf32>
  return
}

// -----

// scatter C23: the computation returns its accumulator types

func.func @f(%x: tensor<3x4xf32>, %i: tensor<2x1xi64>, %u: tensor<2x4xf32>) {
  // expected-error @+1 {{The type of reduction-region's parameter at index 0 is different than the corresponding result type: 'tensor<f32>' vs 'tensor<f64>'}}
  %0 = "hlo.scatter"(%x, %i, %u) <{scatter_dimension_numbers = #hlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>}> ({
    ^bb0(%a: tensor<f32>, %b: tensor<f32>):
      %r = hlo.convert %a : (tensor<f32>) -> tensor<f64>
      hlo.return %r : tensor<f64>
  }) : (tensor<3x4xf32>, tensor<2x1xi64>, tensor<2x4xf32>) -> tensor<3x4xf64>
  return
}

// -----

// scatter C4: update rank

func.func @f(%x: tensor<3x4xf32>, %i: tensor<2x1xi64>, %u: tensor<2xf32>) {
  // expected-error @+1 {{expects updates tensor must be of rank 2 ( == rank-of('scatter_indices') - 1 + size-of('update_window_dims'), where 'scatter_indices' is expanded by a trailing 1 dimension if 'index_vector_dim' == rank-of('scatter_indices')), but got 1.}}
  %0 = "hlo.scatter"(%x, %i, %u) <{scatter_dimension_numbers = #hlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>}> ({
    ^bb0(%a: tensor<f32>, %b: tensor<f32>):
      %r = hlo.add %a, %b : tensor<f32>
      hlo.return %r : tensor<f32>
  }) : (tensor<3x4xf32>, tensor<2x1xi64>, tensor<2xf32>) -> tensor<3x4xf32>
  return
}

// -----

// scatter C2: window, inserted and batching dims cover the operand

func.func @f(%x: tensor<3x4xf32>, %i: tensor<2x1xi64>, %u: tensor<2x4xf32>) {
  // expected-error @+1 {{Expects rank-of operand to match size-of('update_window_dims') + size-of('inserted_window_dims') + size-of('input_batching_dims') i.e. 1 but got 2.}}
  %0 = "hlo.scatter"(%x, %i, %u) <{scatter_dimension_numbers = #hlo.scatter<update_window_dims = [1], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>}> ({
    ^bb0(%a: tensor<f32>, %b: tensor<f32>):
      %r = hlo.add %a, %b : tensor<f32>
      hlo.return %r : tensor<f32>
  }) : (tensor<3x4xf32>, tensor<2x1xi64>, tensor<2x4xf32>) -> tensor<3x4xf32>
  return
}

// -----

// scatter C7: update_window_dims sorted

func.func @f(%x: tensor<3x4xf32>, %i: tensor<2x1xi64>, %u: tensor<2x4x3xf32>) {
  // expected-error @+1 {{Expects update_window_dims to be sorted; got: [1, 0].}}
  %0 = "hlo.scatter"(%x, %i, %u) <{scatter_dimension_numbers = #hlo.scatter<update_window_dims = [1, 0], inserted_window_dims = [], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>}> ({
    ^bb0(%a: tensor<f32>, %b: tensor<f32>):
      %r = hlo.add %a, %b : tensor<f32>
      hlo.return %r : tensor<f32>
  }) : (tensor<3x4xf32>, tensor<2x1xi64>, tensor<2x4x3xf32>) -> tensor<3x4xf32>
  return
}

// -----

// scatter C7: update_window_dims unique

func.func @f(%x: tensor<3x4xf32>, %i: tensor<2x1xi64>, %u: tensor<2x4x3xf32>) {
  // expected-error @+1 {{Expects update_window_dims to not repeat; got: [1, 1].}}
  %0 = "hlo.scatter"(%x, %i, %u) <{scatter_dimension_numbers = #hlo.scatter<update_window_dims = [1, 1], inserted_window_dims = [], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>}> ({
    ^bb0(%a: tensor<f32>, %b: tensor<f32>):
      %r = hlo.add %a, %b : tensor<f32>
      hlo.return %r : tensor<f32>
  }) : (tensor<3x4xf32>, tensor<2x1xi64>, tensor<2x4x3xf32>) -> tensor<3x4xf32>
  return
}

// -----

// scatter C8: update_window_dims within the updates

func.func @f(%x: tensor<3x4xf32>, %i: tensor<2x1xi64>, %u: tensor<2x4xf32>) {
  // expected-error @+1 {{Expects each element of update_window_dims to be in range [0, rank-of('updates')) i.e. [0, 2). got: 2.}}
  %0 = "hlo.scatter"(%x, %i, %u) <{scatter_dimension_numbers = #hlo.scatter<update_window_dims = [2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>}> ({
    ^bb0(%a: tensor<f32>, %b: tensor<f32>):
      %r = hlo.add %a, %b : tensor<f32>
      hlo.return %r : tensor<f32>
  }) : (tensor<3x4xf32>, tensor<2x1xi64>, tensor<2x4xf32>) -> tensor<3x4xf32>
  return
}

// -----

// scatter C9: inserted and batching dims distinct

func.func @f(%x: tensor<3x4xf32>, %i: tensor<2x1xi64>, %u: tensor<2xf32>) {
  // expected-error @+1 {{has duplicated dimension from inserted_window_dims and input_batching_dims: 0}}
  %0 = "hlo.scatter"(%x, %i, %u) <{scatter_dimension_numbers = #hlo.scatter<update_window_dims = [], inserted_window_dims = [0, 0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>}> ({
    ^bb0(%a: tensor<f32>, %b: tensor<f32>):
      %r = hlo.add %a, %b : tensor<f32>
      hlo.return %r : tensor<f32>
  }) : (tensor<3x4xf32>, tensor<2x1xi64>, tensor<2xf32>) -> tensor<3x4xf32>
  return
}

// -----

// scatter C10: inserted_window_dims sorted

func.func @f(%x: tensor<3x4xf32>, %i: tensor<2x1xi64>, %u: tensor<2xf32>) {
  // expected-error @+1 {{Expects inserted_window_dims to be sorted; got: [1, 0].}}
  %0 = "hlo.scatter"(%x, %i, %u) <{scatter_dimension_numbers = #hlo.scatter<update_window_dims = [], inserted_window_dims = [1, 0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>}> ({
    ^bb0(%a: tensor<f32>, %b: tensor<f32>):
      %r = hlo.add %a, %b : tensor<f32>
      hlo.return %r : tensor<f32>
  }) : (tensor<3x4xf32>, tensor<2x1xi64>, tensor<2xf32>) -> tensor<3x4xf32>
  return
}

// -----

// scatter C11: inserted_window_dims within the operand

func.func @f(%x: tensor<3x4xf32>, %i: tensor<2x1xi64>, %u: tensor<2x4xf32>) {
  // expected-error @+1 {{Expects each element of inserted_window_dims to be in range [0, rank-of('operand')) i.e. [0, 2). got: 2.}}
  %0 = "hlo.scatter"(%x, %i, %u) <{scatter_dimension_numbers = #hlo.scatter<update_window_dims = [1], inserted_window_dims = [2], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>}> ({
    ^bb0(%a: tensor<f32>, %b: tensor<f32>):
      %r = hlo.add %a, %b : tensor<f32>
      hlo.return %r : tensor<f32>
  }) : (tensor<3x4xf32>, tensor<2x1xi64>, tensor<2x4xf32>) -> tensor<3x4xf32>
  return
}

// -----

// scatter C12: input_batching_dims sorted

func.func @f(%x: tensor<3x4xf32>, %i: tensor<2x1xi64>, %u: tensor<2x1xf32>) {
  // expected-error @+1 {{Expects input_batching_dims to be sorted; got: [1, 0].}}
  %0 = "hlo.scatter"(%x, %i, %u) <{scatter_dimension_numbers = #hlo.scatter<update_window_dims = [], input_batching_dims = [1, 0], scatter_indices_batching_dims = [0, 1], scatter_dims_to_operand_dims = [0], index_vector_dim = 2>}> ({
    ^bb0(%a: tensor<f32>, %b: tensor<f32>):
      %r = hlo.add %a, %b : tensor<f32>
      hlo.return %r : tensor<f32>
  }) : (tensor<3x4xf32>, tensor<2x1xi64>, tensor<2x1xf32>) -> tensor<3x4xf32>
  return
}

// -----

// scatter C13: input_batching_dims within the operand

func.func @f(%x: tensor<3x4xf32>, %i: tensor<2x1xi64>, %u: tensor<2x4xf32>) {
  // expected-error @+1 {{Expects each element of input_batching_dims to be in range [0, rank-of('operand')) i.e. [0, 2). got: 2.}}
  %0 = "hlo.scatter"(%x, %i, %u) <{scatter_dimension_numbers = #hlo.scatter<update_window_dims = [1], input_batching_dims = [2], scatter_indices_batching_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>}> ({
    ^bb0(%a: tensor<f32>, %b: tensor<f32>):
      %r = hlo.add %a, %b : tensor<f32>
      hlo.return %r : tensor<f32>
  }) : (tensor<3x4xf32>, tensor<2x1xi64>, tensor<2x4xf32>) -> tensor<3x4xf32>
  return
}

// -----

// scatter C14: scatter_indices_batching_dims unique

func.func @f(%x: tensor<3x4xf32>, %i: tensor<2x1xi64>, %u: tensor<2x4xf32>) {
  // expected-error @+1 {{Expects scatter_indices_batching_dims to not repeat; got: [0, 0].}}
  %0 = "hlo.scatter"(%x, %i, %u) <{scatter_dimension_numbers = #hlo.scatter<update_window_dims = [1], input_batching_dims = [0], scatter_indices_batching_dims = [0, 0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>}> ({
    ^bb0(%a: tensor<f32>, %b: tensor<f32>):
      %r = hlo.add %a, %b : tensor<f32>
      hlo.return %r : tensor<f32>
  }) : (tensor<3x4xf32>, tensor<2x1xi64>, tensor<2x4xf32>) -> tensor<3x4xf32>
  return
}

// -----

// scatter C15: scatter_indices_batching_dims within the indices

func.func @f(%x: tensor<3x4xf32>, %i: tensor<2x1xi64>, %u: tensor<2x4xf32>) {
  // expected-error @+1 {{Expects each element of scatter_indices_batching_dims to be in range [0, rank-of('scatter_indices')) i.e. [0, 2). got: 2.}}
  %0 = "hlo.scatter"(%x, %i, %u) <{scatter_dimension_numbers = #hlo.scatter<update_window_dims = [1], input_batching_dims = [0], scatter_indices_batching_dims = [2], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>}> ({
    ^bb0(%a: tensor<f32>, %b: tensor<f32>):
      %r = hlo.add %a, %b : tensor<f32>
      hlo.return %r : tensor<f32>
  }) : (tensor<3x4xf32>, tensor<2x1xi64>, tensor<2x4xf32>) -> tensor<3x4xf32>
  return
}

// -----

// scatter C16: index_vector_dim is not a batching dimension

func.func @f(%x: tensor<3x4xf32>, %i: tensor<2x1xi64>, %u: tensor<2x4xf32>) {
  // expected-error @+1 {{expects scatter_indices_batching_dims not to include index_vector_dim 1.}}
  %0 = "hlo.scatter"(%x, %i, %u) <{scatter_dimension_numbers = #hlo.scatter<update_window_dims = [1], input_batching_dims = [0], scatter_indices_batching_dims = [1], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>}> ({
    ^bb0(%a: tensor<f32>, %b: tensor<f32>):
      %r = hlo.add %a, %b : tensor<f32>
      hlo.return %r : tensor<f32>
  }) : (tensor<3x4xf32>, tensor<2x1xi64>, tensor<2x4xf32>) -> tensor<3x4xf32>
  return
}

// -----

// scatter C17: batching dims pair up

func.func @f(%x: tensor<3x4xf32>, %i: tensor<2x1xi64>, %u: tensor<2x4xf32>) {
  // expected-error @+1 {{input_batching_dims and scatter_indices_batching_dims should have the same size.}}
  %0 = "hlo.scatter"(%x, %i, %u) <{scatter_dimension_numbers = #hlo.scatter<update_window_dims = [1], input_batching_dims = [0], scatter_indices_batching_dims = [], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>}> ({
    ^bb0(%a: tensor<f32>, %b: tensor<f32>):
      %r = hlo.add %a, %b : tensor<f32>
      hlo.return %r : tensor<f32>
  }) : (tensor<3x4xf32>, tensor<2x1xi64>, tensor<2x4xf32>) -> tensor<3x4xf32>
  return
}

// -----

// scatter C18: paired batching dims have one size

func.func @f(%x: tensor<3x4xf32>, %i: tensor<2x1xi64>, %u: tensor<2x4xf32>) {
  // expected-error @+1 {{input_batching_dims[0] and scatter_indices_batching_dims[0] must have compatible sizes, but got 3 and 2.}}
  %0 = "hlo.scatter"(%x, %i, %u) <{scatter_dimension_numbers = #hlo.scatter<update_window_dims = [1], input_batching_dims = [0], scatter_indices_batching_dims = [0], scatter_dims_to_operand_dims = [1], index_vector_dim = 1>}> ({
    ^bb0(%a: tensor<f32>, %b: tensor<f32>):
      %r = hlo.add %a, %b : tensor<f32>
      hlo.return %r : tensor<f32>
  }) : (tensor<3x4xf32>, tensor<2x1xi64>, tensor<2x4xf32>) -> tensor<3x4xf32>
  return
}

// -----

// scatter C19: an implied index dimension holds one index

func.func @f(%x: tensor<3x4xf32>, %i: tensor<2xi64>, %u: tensor<2x4xf32>) {
  // expected-error @+1 {{Scatter op has 2 elements in scatter_dims_to_operand_dims and the bound of dimension index_vector_dim=1 of scatter_indices is 1. These two numbers must be equal.}}
  %0 = "hlo.scatter"(%x, %i, %u) <{scatter_dimension_numbers = #hlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0, 1], index_vector_dim = 1>}> ({
    ^bb0(%a: tensor<f32>, %b: tensor<f32>):
      %r = hlo.add %a, %b : tensor<f32>
      hlo.return %r : tensor<f32>
  }) : (tensor<3x4xf32>, tensor<2xi64>, tensor<2x4xf32>) -> tensor<3x4xf32>
  return
}

// -----

// scatter C19: one operand dimension per index

func.func @f(%x: tensor<3x4xf32>, %i: tensor<2x1xi64>, %u: tensor<2x4xf32>) {
  // expected-error @+1 {{Scatter op has 2 elements in scatter_dims_to_operand_dims and the bound of dimension index_vector_dim=1 of scatter_indices is 1. These two numbers must be equal.}}
  %0 = "hlo.scatter"(%x, %i, %u) <{scatter_dimension_numbers = #hlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0, 1], index_vector_dim = 1>}> ({
    ^bb0(%a: tensor<f32>, %b: tensor<f32>):
      %r = hlo.add %a, %b : tensor<f32>
      hlo.return %r : tensor<f32>
  }) : (tensor<3x4xf32>, tensor<2x1xi64>, tensor<2x4xf32>) -> tensor<3x4xf32>
  return
}

// -----

// scatter C20: indexed dims are not batching dims

func.func @f(%x: tensor<3x2xf32>, %i: tensor<2x1xi64>, %u: tensor<2xf32>) {
  // expected-error @+1 {{has duplicated dimension from scatter_dims_to_operand_dims and input_batching_dims: 1}}
  %0 = "hlo.scatter"(%x, %i, %u) <{scatter_dimension_numbers = #hlo.scatter<update_window_dims = [], inserted_window_dims = [0], input_batching_dims = [1], scatter_indices_batching_dims = [0], scatter_dims_to_operand_dims = [1], index_vector_dim = 1>}> ({
    ^bb0(%a: tensor<f32>, %b: tensor<f32>):
      %r = hlo.add %a, %b : tensor<f32>
      hlo.return %r : tensor<f32>
  }) : (tensor<3x2xf32>, tensor<2x1xi64>, tensor<2xf32>) -> tensor<3x2xf32>
  return
}

// -----

// scatter C21: indexed dims within the operand

func.func @f(%x: tensor<3x4xf32>, %i: tensor<2x1xi64>, %u: tensor<2x4xf32>) {
  // expected-error @+1 {{Expects each element of scatter_dims_to_operand_dims to be in range [0, rank-of('operand')) i.e. [0, 2). got: 2.}}
  %0 = "hlo.scatter"(%x, %i, %u) <{scatter_dimension_numbers = #hlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [2], index_vector_dim = 1>}> ({
    ^bb0(%a: tensor<f32>, %b: tensor<f32>):
      %r = hlo.add %a, %b : tensor<f32>
      hlo.return %r : tensor<f32>
  }) : (tensor<3x4xf32>, tensor<2x1xi64>, tensor<2x4xf32>) -> tensor<3x4xf32>
  return
}

// -----

// scatter C4: update windows fit the operand

func.func @f(%x: tensor<3x4xf32>, %i: tensor<2x1xi64>, %u: tensor<2x5xf32>) {
  // expected-error @+1 {{expects bounds of the window dimensions of updates to not exceed the bounds of the corresponding dimensions of operand. For dimension 1, updates bound is 5, operand bound is 4.}}
  %0 = "hlo.scatter"(%x, %i, %u) <{scatter_dimension_numbers = #hlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>}> ({
    ^bb0(%a: tensor<f32>, %b: tensor<f32>):
      %r = hlo.add %a, %b : tensor<f32>
      hlo.return %r : tensor<f32>
  }) : (tensor<3x4xf32>, tensor<2x1xi64>, tensor<2x5xf32>) -> tensor<3x4xf32>
  return
}

// -----

// scatter C4: scatter dims match the indices

func.func @f(%x: tensor<3x4xf32>, %i: tensor<2x1xi64>, %u: tensor<3x4xf32>) {
  // expected-error @+1 {{expects bounds of the scatter dimensions of updates to be same as the bounds of the corresponding dimensions of scatter indices. For scatter dimension 0, updates bound is 3 , scatter_indices bound is 2.}}
  %0 = "hlo.scatter"(%x, %i, %u) <{scatter_dimension_numbers = #hlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>}> ({
    ^bb0(%a: tensor<f32>, %b: tensor<f32>):
      %r = hlo.add %a, %b : tensor<f32>
      hlo.return %r : tensor<f32>
  }) : (tensor<3x4xf32>, tensor<2x1xi64>, tensor<3x4xf32>) -> tensor<3x4xf32>
  return
}

// -----

// scatter: indices are integers

func.func @f(%x: tensor<3x4xf32>, %i: tensor<2x1xf32>, %u: tensor<2x4xf32>) {
  // expected-error @+1 {{'hlo.scatter' op operand #1 must be ranked tensor of integer or index values, but got 'tensor<2x1xf32>'}}
  %0 = "hlo.scatter"(%x, %i, %u) <{scatter_dimension_numbers = #hlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>}> ({
    ^bb0(%a: tensor<f32>, %b: tensor<f32>):
      %r = hlo.add %a, %b : tensor<f32>
      hlo.return %r : tensor<f32>
  }) : (tensor<3x4xf32>, tensor<2x1xf32>, tensor<2x4xf32>) -> tensor<3x4xf32>
  return
}

// -----

// attributes: each field once

func.func @f() {
  // expected-error @+2 {{duplicated `offset_dims` entry}}
  // expected-error @+1 {{failed parsing gather dimension numbers}}
  %0 = "hlo.constant"() {value = dense<0> : tensor<i32>, d = #hlo.gather<offset_dims = [0], offset_dims = [1]>} : () -> tensor<i32>
  return
}

// -----

// attributes: known fields only

func.func @f() {
  // expected-error @+2 {{expected one of: `update_window_dims`, `inserted_window_dims`, `input_batching_dims`, `scatter_indices_batching_dims`, `scatter_dims_to_operand_dims`, `index_vector_dim`}}
  // expected-error @+1 {{failed parsing scatter dimension numbers}}
  %0 = "hlo.constant"() {value = dense<0> : tensor<i32>, d = #hlo.scatter<window_dims = [0]>} : () -> tensor<i32>
  return
}
