// RUN: xla-opt %s --hlo-legalize-to-linalg | FileCheck %s
// RUN: %if mlir-opt %{ xla-opt %s --hlo-legalize-to-linalg | mlir-opt > /dev/null %}

// Data movement (broadcast_in_dim, transpose, reverse, reshape), iota, constants and map.

// CHECK-DAG: #[[ROW:.*]] = affine_map<(d0, d1) -> (d1)>
// CHECK-DAG: #[[ID2:.*]] = affine_map<(d0, d1) -> (d0, d1)>
// CHECK-DAG: #[[EXPAND:.*]] = affine_map<(d0, d1) -> (0, d1)>
// CHECK-DAG: #[[SWAP:.*]] = affine_map<(d0, d1) -> (d1, d0)>
// CHECK-DAG: #[[REV:.*]] = affine_map<(d0, d1) -> (d0, -d1 + 2)>
// CHECK-DAG: #[[FIRST:.*]] = affine_map<() -> (0)>
// CHECK-DAG: #[[NONE:.*]] = affine_map<() -> ()>
// CHECK-DAG: #[[SPLAT:.*]] = affine_map<(d0, d1) -> ()>
// CHECK-DAG: #[[ID1:.*]] = affine_map<(d0) -> (d0)>

// CHECK-LABEL: func.func @broadcast_in_dim(
// CHECK-SAME: %[[A:.*]]: tensor<3xf32>, %[[S:.*]]: tensor<1x3xf32>
// CHECK: %[[E0:.*]] = tensor.empty() : tensor<2x3xf32>
// CHECK: %[[B0:.*]] = linalg.generic {indexing_maps = [#[[ROW]], #[[ID2]]], iterator_types = ["parallel", "parallel"]} ins(%[[A]] : tensor<3xf32>) outs(%[[E0]] : tensor<2x3xf32>)
// CHECK: ^bb0(%[[IN:.*]]: f32, %{{.*}}: f32):
// CHECK: linalg.yield %[[IN]] : f32
// CHECK: linalg.generic {indexing_maps = [#[[EXPAND]], #[[ID2]]], {{.*}} ins(%[[S]] : tensor<1x3xf32>)
func.func @broadcast_in_dim(%a: tensor<3xf32>, %s: tensor<1x3xf32>) -> (tensor<2x3xf32>, tensor<4x3xf32>) {
  %0 = stablehlo.broadcast_in_dim %a, dims = [1] : (tensor<3xf32>) -> tensor<2x3xf32>
  %1 = stablehlo.broadcast_in_dim %s, dims = [0, 1] : (tensor<1x3xf32>) -> tensor<4x3xf32>
  return %0, %1 : tensor<2x3xf32>, tensor<4x3xf32>
}

// CHECK-LABEL: func.func @transpose(
// CHECK-SAME: %[[A:.*]]: tensor<?x3xf32>
// CHECK: %[[C0:.*]] = arith.constant 0 : index
// CHECK: %[[D:.*]] = tensor.dim %[[A]], %[[C0]] : tensor<?x3xf32>
// CHECK: %[[E:.*]] = tensor.empty(%[[D]]) : tensor<3x?xf32>
// CHECK: linalg.generic {indexing_maps = [#[[SWAP]], #[[ID2]]], {{.*}} ins(%[[A]] : tensor<?x3xf32>) outs(%[[E]] : tensor<3x?xf32>)
func.func @transpose(%a: tensor<?x3xf32>) -> tensor<3x?xf32> {
  %0 = stablehlo.transpose %a, dims = [1, 0] : (tensor<?x3xf32>) -> tensor<3x?xf32>
  return %0 : tensor<3x?xf32>
}

// CHECK-LABEL: func.func @reverse(
// CHECK: linalg.generic {indexing_maps = [#[[REV]], #[[ID2]]]
func.func @reverse(%a: tensor<4x3xi32>) -> tensor<4x3xi32> {
  %0 = stablehlo.reverse %a, dims = [1] : tensor<4x3xi32>
  return %0 : tensor<4x3xi32>
}

// CHECK-LABEL: func.func @reshape(
// CHECK-SAME: %[[A:.*]]: tensor<2x3xf32>, %[[B:.*]]: tensor<1xf32>
// CHECK: %[[FLAT:.*]] = tensor.collapse_shape %[[A]] {{\[}}[0, 1]] : tensor<2x3xf32> into tensor<6xf32>
// CHECK: %[[R:.*]] = tensor.expand_shape %[[FLAT]] {{\[}}[0, 1]] output_shape [3, 2] : tensor<6xf32> into tensor<3x2xf32>
// CHECK: %[[S:.*]] = linalg.generic {indexing_maps = [#[[FIRST]], #[[NONE]]], iterator_types = []} ins(%[[B]] : tensor<1xf32>)
// CHECK: %[[T:.*]] = linalg.generic {indexing_maps = [#[[SPLAT]], #[[ID2]]], {{.*}} ins(%[[S]] : tensor<f32>)
// CHECK: return %[[R]], %[[S]], %[[T]]
func.func @reshape(%a: tensor<2x3xf32>, %b: tensor<1xf32>) -> (tensor<3x2xf32>, tensor<f32>, tensor<1x1xf32>) {
  %0 = stablehlo.reshape %a : (tensor<2x3xf32>) -> tensor<3x2xf32>
  %1 = stablehlo.reshape %b : (tensor<1xf32>) -> tensor<f32>
  %2 = stablehlo.reshape %1 : (tensor<f32>) -> tensor<1x1xf32>
  return %0, %1, %2 : tensor<3x2xf32>, tensor<f32>, tensor<1x1xf32>
}

// CHECK-LABEL: func.func @iota(
// CHECK: linalg.generic {indexing_maps = [#[[ID2]]], iterator_types = ["parallel", "parallel"]} outs(
// CHECK: %[[I:.*]] = linalg.index 1 : index
// CHECK: %[[I64:.*]] = arith.index_cast %[[I]] : index to i64
// CHECK: %[[F:.*]] = arith.sitofp %[[I64]] : i64 to f32
// CHECK: linalg.yield %[[F]] : f32
// CHECK: linalg.index 0 : index
// CHECK: arith.trunci %{{.*}} : i64 to i32
func.func @iota() -> (tensor<2x3xf32>, tensor<4xi32>) {
  %0 = stablehlo.iota dim = 1 : tensor<2x3xf32>
  %1 = stablehlo.iota dim = 0 : tensor<4xi32>
  return %0, %1 : tensor<2x3xf32>, tensor<4xi32>
}

// Unsigned constants are retyped signless, and so is the signature.
// CHECK-LABEL: func.func @constants(
// CHECK-SAME: -> (tensor<2xf32>, tensor<2xi8>)
// CHECK: %[[F:.*]] = arith.constant dense<[1.000000e+00, 2.000000e+00]> : tensor<2xf32>
// CHECK: %[[U:.*]] = arith.constant dense<[-1, 1]> : tensor<2xi8>
// CHECK: return %[[F]], %[[U]] : tensor<2xf32>, tensor<2xi8>
func.func @constants() -> (tensor<2xf32>, tensor<2xui8>) {
  %0 = stablehlo.constant dense<[1.0, 2.0]> : tensor<2xf32>
  %1 = stablehlo.constant dense<[255, 1]> : tensor<2xui8>
  return %0, %1 : tensor<2xf32>, tensor<2xui8>
}

// The map's body becomes scalar code in the generic.
// CHECK-LABEL: func.func @map(
// CHECK: linalg.generic {indexing_maps = [#[[ID1]], #[[ID1]], #[[ID1]]]
// CHECK: ^bb0(%[[X:.*]]: f32, %[[Y:.*]]: f32, %{{.*}}: f32):
// CHECK: %[[TWO:.*]] = arith.constant 2.000000e+00 : f32
// CHECK: %[[M:.*]] = arith.mulf %[[X]], %[[TWO]] : f32
// CHECK: %[[S:.*]] = arith.addf %[[M]], %[[Y]] : f32
// CHECK: linalg.yield %[[S]] : f32
func.func @map(%a: tensor<4xf32>, %b: tensor<4xf32>) -> tensor<4xf32> {
  %0 = "stablehlo.map"(%a, %b) ({
  ^bb0(%x: tensor<f32>, %y: tensor<f32>):
    %c = stablehlo.constant dense<2.0> : tensor<f32>
    %m = stablehlo.multiply %x, %c : tensor<f32>
    %s = stablehlo.add %m, %y : tensor<f32>
    stablehlo.return %s : tensor<f32>
  }) {dimensions = array<i64: 0>} : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// optimization_barrier passes its operands through; get_dimension_size reads tensor.dim.
// CHECK-LABEL: func.func @barrier_and_dimension_size(
// CHECK-SAME: %[[A:.*]]: tensor<?xf32>
// CHECK: %[[C0:.*]] = arith.constant 0 : index
// CHECK: %[[D:.*]] = tensor.dim %[[A]], %[[C0]] : tensor<?xf32>
// CHECK: %[[I:.*]] = arith.index_cast %[[D]] : index to i32
// CHECK: %[[T:.*]] = tensor.from_elements %[[I]] : tensor<i32>
// CHECK: return %[[A]], %[[T]]
func.func @barrier_and_dimension_size(%a: tensor<?xf32>) -> (tensor<?xf32>, tensor<i32>) {
  %0 = stablehlo.optimization_barrier %a : tensor<?xf32>
  %1 = stablehlo.get_dimension_size %0, dim = 0 : (tensor<?xf32>) -> tensor<i32>
  return %0, %1 : tensor<?xf32>, tensor<i32>
}

// bitcast_convert between widths: little-endian parts along a new last dimension.
// CHECK-LABEL: func.func @bitcast_widths(
// CHECK: linalg.generic {{.*}} iterator_types = ["parallel", "parallel"]} ins(%{{.*}} : tensor<2xf64>) outs(%{{.*}} : tensor<2x2xf32>)
// CHECK: %[[W:.*]] = arith.bitcast %{{.*}} : f64 to i64
// CHECK: %[[J:.*]] = linalg.index 1 : index
// CHECK: %[[JI:.*]] = arith.index_cast %[[J]] : index to i64
// CHECK: %[[S:.*]] = arith.muli %[[JI]], %{{.*}} : i64
// CHECK: %[[SH:.*]] = arith.shrui %[[W]], %[[S]] : i64
// CHECK: %[[T:.*]] = arith.trunci %[[SH]] : i64 to i32
// CHECK: arith.bitcast %[[T]] : i32 to f32
// CHECK: %[[Z:.*]] = arith.constant dense<0.000000e+00> : tensor<2xf64>
// CHECK: linalg.generic {{.*}} iterator_types = ["parallel", "reduction"]} ins(%{{.*}} : tensor<2x2xf32>) outs(%[[Z]] : tensor<2xf64>)
// CHECK: arith.shli
// CHECK: arith.ori
func.func @bitcast_widths(%a: tensor<2xf64>) -> tensor<2xf64> {
  %0 = stablehlo.bitcast_convert %a : (tensor<2xf64>) -> tensor<2x2xf32>
  %1 = stablehlo.bitcast_convert %0 : (tensor<2x2xf32>) -> tensor<2xf64>
  return %1 : tensor<2xf64>
}
