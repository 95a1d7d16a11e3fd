// RUN: xla-opt %s | xla-opt | FileCheck %s
// RUN: xla-opt %s --mlir-print-op-generic | xla-opt | FileCheck %s
// The same file under StableHLO's names, and our StableHLO-named output read back:
// RUN: sed '/^ *\/\//!s/\bhlo\./stablehlo./g' %s | xla-opt | FileCheck %s
// RUN: xla-opt %s --hlo-print-stablehlo | FileCheck %s --check-prefix=SHLO
// RUN: xla-opt %s --hlo-print-stablehlo | xla-opt | FileCheck %s

// gather, dynamic_gather and scatter print in the generic form, as StableHLO's do. Their
// dimension numbers take fields in any order (empty lists and index_vector_dim = 0 may be
// left out) and print in declaration order without the defaults.

// SHLO: module attributes {g = #stablehlo.gather<>, g2 = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, s = #stablehlo.scatter<
// CHECK: module attributes {g = #hlo.gather<>, g2 = #hlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, s = #hlo.scatter<update_window_dims = [1], inserted_window_dims = [0, 1], scatter_dims_to_operand_dims = [0, 2], index_vector_dim = 1>, s2 = #hlo.scatter<input_batching_dims = [0], scatter_indices_batching_dims = [1]>}
module attributes {
  g = #hlo.gather<>,
  g2 = #stablehlo.gather<collapsed_slice_dims = [0], index_vector_dim = 1, offset_dims = [1], start_index_map = [0],>,
  s = #hlo.scatter<index_vector_dim = 1, scatter_dims_to_operand_dims = [0, 2], inserted_window_dims = [0, 1], update_window_dims = [1]>,
  s2 = #hlo.scatter<update_window_dims = [], input_batching_dims = [0], scatter_indices_batching_dims = [1], index_vector_dim = 0>
} {

// CHECK-LABEL: func @gather
func.func @gather(%x: tensor<2x4x9xi32>, %i: tensor<1x5x2xi32>, %b: tensor<3x2x4x9xi32>, %bi: tensor<1x3x5x2xi32>) {
  // CHECK: "hlo.gather"(%{{.*}}, %{{.*}}) <{dimension_numbers = #hlo.gather<offset_dims = [2], collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1, 8>}> : (tensor<2x4x9xi32>, tensor<1x5x2xi32>) -> tensor<1x5x8xi32>
  %0 = "hlo.gather"(%x, %i) {
    dimension_numbers = #hlo.gather<offset_dims = [2], collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 2>,
    slice_sizes = array<i64: 1, 1, 8>,
    indices_are_sorted = false
  } : (tensor<2x4x9xi32>, tensor<1x5x2xi32>) -> tensor<1x5x8xi32>
  // Batching dimensions pair operand dimension 0 with start-indices dimension 1.
  // CHECK: "hlo.gather"(%{{.*}}, %{{.*}}) <{dimension_numbers = #hlo.gather<offset_dims = [3], collapsed_slice_dims = [1, 2], operand_batching_dims = [0], start_indices_batching_dims = [1], start_index_map = [1, 2], index_vector_dim = 3>, slice_sizes = array<i64: 1, 1, 1, 8>}> : (tensor<3x2x4x9xi32>, tensor<1x3x5x2xi32>) -> tensor<1x3x5x8xi32>
  %1 = "hlo.gather"(%b, %bi) <{dimension_numbers = #hlo.gather<offset_dims = [3], collapsed_slice_dims = [1, 2], operand_batching_dims = [0], start_indices_batching_dims = [1], start_index_map = [1, 2], index_vector_dim = 3>, slice_sizes = array<i64: 1, 1, 1, 8>}> : (tensor<3x2x4x9xi32>, tensor<1x3x5x2xi32>) -> tensor<1x3x5x8xi32>
  return
}

// CHECK-LABEL: func @dynamic_gather
func.func @dynamic_gather(%x: tensor<2x4x9xi32>, %i: tensor<1x5x2xi32>, %sizes: tensor<3xi32>) {
  // CHECK: "hlo.dynamic_gather"(%{{.*}}, %{{.*}}, %{{.*}}) <{dimension_numbers = #hlo.gather<offset_dims = [2], collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 2>}> : (tensor<2x4x9xi32>, tensor<1x5x2xi32>, tensor<3xi32>) -> tensor<1x5x?xi32>
  %0 = "hlo.dynamic_gather"(%x, %i, %sizes) <{dimension_numbers = #hlo.gather<offset_dims = [2], collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 2>}> : (tensor<2x4x9xi32>, tensor<1x5x2xi32>, tensor<3xi32>) -> tensor<1x5x?xi32>
  %c = hlo.constant dense<[1, 1, 8]> : tensor<3xi32>
  // CHECK: "hlo.dynamic_gather"
  // CHECK-SAME: -> tensor<1x5x8xi32>
  %1 = "hlo.dynamic_gather"(%x, %i, %c) <{dimension_numbers = #hlo.gather<offset_dims = [2], collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 2>}> : (tensor<2x4x9xi32>, tensor<1x5x2xi32>, tensor<3xi32>) -> tensor<1x5x8xi32>
  return
}

// CHECK-LABEL: func @scatter
// SHLO-LABEL: func @scatter
func.func @scatter(%x: tensor<3xi32>, %i: tensor<1x1xi32>, %u: tensor<1xi32>) {
  // CHECK: "hlo.scatter"(%{{.*}}, %{{.*}}, %{{.*}}) <{indices_are_sorted = false, scatter_dimension_numbers = #hlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
  // SHLO: "stablehlo.scatter"(%{{.*}}) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
  // SHLO: stablehlo.return
  // CHECK-NEXT: ^bb0(%{{.*}}: tensor<i32>, %{{.*}}: tensor<i32>):
  // CHECK-NEXT: hlo.add
  // CHECK-NEXT: hlo.return
  // CHECK-NEXT: }) : (tensor<3xi32>, tensor<1x1xi32>, tensor<1xi32>) -> tensor<3xi32>
  %0 = "hlo.scatter"(%x, %i, %u) ({
  ^bb0(%a: tensor<i32>, %b: tensor<i32>):
    %s = hlo.add %a, %b : tensor<i32>
    hlo.return %s : tensor<i32>
  }) {
    indices_are_sorted = false,
    scatter_dimension_numbers = #hlo.scatter<update_window_dims = [], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>,
    unique_indices = false
  } : (tensor<3xi32>, tensor<1x1xi32>, tensor<1xi32>) -> tensor<3xi32>
  return
}

// Two inputs and two updates share the indices and the update computation.
// CHECK-LABEL: func @scatter_variadic
func.func @scatter_variadic(%x: tensor<3x4xf32>, %y: tensor<3x4xi32>, %i: tensor<2x1xi64>, %u: tensor<2x4xf32>, %v: tensor<2x4xi32>) {
  // CHECK: %{{.*}}:2 = "hlo.scatter"(%{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}) <{scatter_dimension_numbers = #hlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>}> ({
  // CHECK: }) : (tensor<3x4xf32>, tensor<3x4xi32>, tensor<2x1xi64>, tensor<2x4xf32>, tensor<2x4xi32>) -> (tensor<3x4xf32>, tensor<3x4xi32>)
  %0:2 = "hlo.scatter"(%x, %y, %i, %u, %v) <{scatter_dimension_numbers = #hlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>}> ({
  ^bb0(%a: tensor<f32>, %b: tensor<i32>, %c: tensor<f32>, %d: tensor<i32>):
    hlo.return %c, %d : tensor<f32>, tensor<i32>
  }) : (tensor<3x4xf32>, tensor<3x4xi32>, tensor<2x1xi64>, tensor<2x4xf32>, tensor<2x4xi32>) -> (tensor<3x4xf32>, tensor<3x4xi32>)
  return
}

}
