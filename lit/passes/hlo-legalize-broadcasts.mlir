// RUN: xla-opt %s -split-input-file --hlo-legalize-broadcasts | FileCheck %s
// RUN: xla-opt %s -split-input-file --pass-pipeline='builtin.module(func.func(hlo-legalize-broadcasts))' | FileCheck %s
// RUN: xla-opt %s -split-input-file --hlo-legalize-broadcasts --hlo-legalize-broadcasts | FileCheck %s

// CHECK-LABEL: func @broadcast_dimensions
// CHECK-SAME: (%[[M:.*]]: tensor<2x3xf32>, %[[V:.*]]: tensor<3xf32>)
// CHECK: %[[B:.*]] = hlo.broadcast_in_dim %[[V]], dims = [1] : (tensor<3xf32>) -> tensor<2x3xf32>
// CHECK: %[[R:.*]] = hlo.add %[[M]], %[[B]] : tensor<2x3xf32>
// CHECK: return %[[R]]
func.func @broadcast_dimensions(%m: tensor<2x3xf32>, %v: tensor<3xf32>) -> tensor<2x3xf32> {
  %r = hlo.add %m, %v {broadcast_dimensions = array<i64: 1>} : (tensor<2x3xf32>, tensor<3xf32>) -> tensor<2x3xf32>
  return %r : tensor<2x3xf32>
}

// -----

// Degenerate dimensions on both sides, and a scalar.
// CHECK-LABEL: func @degenerate
// CHECK-SAME: (%[[A:.*]]: tensor<2x1xi32>, %[[B:.*]]: tensor<1x3xi32>, %[[S:.*]]: tensor<i32>)
// CHECK: %[[BA:.*]] = hlo.broadcast_in_dim %[[A]], dims = [0, 1] : (tensor<2x1xi32>) -> tensor<2x3xi32>
// CHECK: %[[BB:.*]] = hlo.broadcast_in_dim %[[B]], dims = [0, 1] : (tensor<1x3xi32>) -> tensor<2x3xi32>
// CHECK: hlo.compare LT, %[[BA]], %[[BB]] : (tensor<2x3xi32>, tensor<2x3xi32>) -> tensor<2x3xi1>
// CHECK: %[[BS:.*]] = hlo.broadcast_in_dim %[[S]], dims = [] : (tensor<i32>) -> tensor<2x1xi32>
// CHECK: hlo.multiply %[[BS]], %[[A]] : tensor<2x1xi32>
func.func @degenerate(%a: tensor<2x1xi32>, %b: tensor<1x3xi32>, %s: tensor<i32>) -> (tensor<2x3xi1>, tensor<2x1xi32>) {
  %r = hlo.compare LT, %a, %b : (tensor<2x1xi32>, tensor<1x3xi32>) -> tensor<2x3xi1>
  %t = hlo.multiply %s, %a : (tensor<i32>, tensor<2x1xi32>) -> tensor<2x1xi32>
  return %r, %t : tensor<2x3xi1>, tensor<2x1xi32>
}

// -----

// The lower-rank operand may be the left one; its size-1 dimension stretches too.
// CHECK-LABEL: func @lhs_lower_rank
// CHECK: %[[B:.*]] = hlo.broadcast_in_dim %arg0, dims = [0] : (tensor<1xf32>) -> tensor<4x3xf32>
// CHECK: hlo.complex %[[B]], %arg1 : tensor<4x3xcomplex<f32>>
func.func @lhs_lower_rank(%a: tensor<1xf32>, %b: tensor<4x3xf32>) -> tensor<4x3xcomplex<f32>> {
  %r = hlo.complex %a, %b {broadcast_dimensions = array<i64: 0>} : (tensor<1xf32>, tensor<4x3xf32>) -> tensor<4x3xcomplex<f32>>
  return %r : tensor<4x3xcomplex<f32>>
}

// -----

// Equal shapes (even with identity broadcast_dimensions) need no broadcast.
// CHECK-LABEL: func @no_broadcast
// CHECK-NOT: broadcast_in_dim
// CHECK: hlo.add %arg0, %arg0 : tensor<4xf32>
func.func @no_broadcast(%a: tensor<4xf32>) -> tensor<4xf32> {
  %r = hlo.add %a, %a {broadcast_dimensions = array<i64: 0>} : tensor<4xf32>
  return %r : tensor<4xf32>
}
