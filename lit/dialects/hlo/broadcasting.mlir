// The examples of docs/dialects/hlo-broadcasting.md: XLA's implicit broadcasting of the
// element-wise binary ops, as parsed and verified (CHECK) and as --hlo-legalize-broadcasts
// makes it explicit (LEGAL).
// RUN: xla-opt %s -split-input-file | FileCheck %s
// RUN: xla-opt %s -split-input-file --hlo-legalize-broadcasts | FileCheck %s --check-prefix=LEGAL

// Same shapes: no broadcast; the pretty form has one type.
// CHECK-LABEL: func @same_shape
// CHECK: hlo.add %arg0, %arg1 : tensor<2x3xf32>
// LEGAL-LABEL: func @same_shape
// LEGAL-NOT: broadcast_in_dim
func.func @same_shape(%a: tensor<2x3xf32>, %b: tensor<2x3xf32>) -> tensor<2x3xf32> {
  %r = hlo.add %a, %b : tensor<2x3xf32>
  return %r : tensor<2x3xf32>
}

// -----

// A scalar broadcasts to any shape (the overview's axpy: alpha * x).
// CHECK-LABEL: func @scalar
// CHECK: hlo.multiply %arg0, %arg1 : (tensor<f32>, tensor<10xf32>) -> tensor<10xf32>
// LEGAL-LABEL: func @scalar
// LEGAL: %[[A:.*]] = hlo.broadcast_in_dim %arg0, dims = [] : (tensor<f32>) -> tensor<10xf32>
// LEGAL: hlo.multiply %[[A]], %arg1 : tensor<10xf32>
func.func @scalar(%alpha: tensor<f32>, %x: tensor<10xf32>) -> tensor<10xf32> {
  %r = hlo.multiply %alpha, %x : (tensor<f32>, tensor<10xf32>) -> tensor<10xf32>
  return %r : tensor<10xf32>
}

// -----

// Degenerate dimensions: equal ranks, a size-1 dimension stretches (on either side).
// CHECK-LABEL: func @degenerate
// CHECK: hlo.add %arg0, %arg1 : (tensor<2x1xf32>, tensor<1x3xf32>) -> tensor<2x3xf32>
// LEGAL-LABEL: func @degenerate
// LEGAL: %[[A:.*]] = hlo.broadcast_in_dim %arg0, dims = [0, 1] : (tensor<2x1xf32>) -> tensor<2x3xf32>
// LEGAL: %[[B:.*]] = hlo.broadcast_in_dim %arg1, dims = [0, 1] : (tensor<1x3xf32>) -> tensor<2x3xf32>
// LEGAL: hlo.add %[[A]], %[[B]] : tensor<2x3xf32>
func.func @degenerate(%a: tensor<2x1xf32>, %b: tensor<1x3xf32>) -> tensor<2x3xf32> {
  %r = hlo.add %a, %b : (tensor<2x1xf32>, tensor<1x3xf32>) -> tensor<2x3xf32>
  return %r : tensor<2x3xf32>
}

// -----

// Different ranks: broadcast_dimensions maps the vector's dimension 0 to the matrix's
// dimension 1 (the spec's "add a vector to each row of a matrix").
// CHECK-LABEL: func @rows
// CHECK: hlo.add %arg0, %arg1 {broadcast_dimensions = array<i64: 1>} : (tensor<2x3xf32>, tensor<3xf32>) -> tensor<2x3xf32>
// LEGAL-LABEL: func @rows
// LEGAL: %[[V:.*]] = hlo.broadcast_in_dim %arg1, dims = [1] : (tensor<3xf32>) -> tensor<2x3xf32>
// LEGAL: hlo.add %arg0, %[[V]] : tensor<2x3xf32>
func.func @rows(%m: tensor<2x3xf32>, %v: tensor<3xf32>) -> tensor<2x3xf32> {
  %r = hlo.add %m, %v {broadcast_dimensions = array<i64: 1>} : (tensor<2x3xf32>, tensor<3xf32>) -> tensor<2x3xf32>
  return %r : tensor<2x3xf32>
}

// -----

// ... and to dimension 0: "add a vector to each column".
// CHECK-LABEL: func @columns
// CHECK: hlo.add %arg0, %arg1 {broadcast_dimensions = array<i64: 0>} : (tensor<2x3xf32>, tensor<2xf32>) -> tensor<2x3xf32>
// LEGAL-LABEL: func @columns
// LEGAL: %[[V:.*]] = hlo.broadcast_in_dim %arg1, dims = [0] : (tensor<2xf32>) -> tensor<2x3xf32>
// LEGAL: hlo.add %arg0, %[[V]] : tensor<2x3xf32>
func.func @columns(%m: tensor<2x3xf32>, %v: tensor<2xf32>) -> tensor<2x3xf32> {
  %r = hlo.add %m, %v {broadcast_dimensions = array<i64: 0>} : (tensor<2x3xf32>, tensor<2xf32>) -> tensor<2x3xf32>
  return %r : tensor<2x3xf32>
}

// -----

// The spec's mixed examples: broadcast_dimensions first, then degenerate dimensions.
// A vector of 4 and a 1x2 matrix with broadcast_dimensions (0): 4x2.
// A 1x2 matrix and a 4x3x1 array with broadcast_dimensions (1, 2): 4x3x2 (both stretch).
// CHECK-LABEL: func @mapped_then_degenerate
// CHECK: hlo.add %arg0, %arg1 {broadcast_dimensions = array<i64: 0>} : (tensor<4xf32>, tensor<1x2xf32>) -> tensor<4x2xf32>
// CHECK: hlo.add %arg1, %arg2 {broadcast_dimensions = array<i64: 1, 2>} : (tensor<1x2xf32>, tensor<4x3x1xf32>) -> tensor<4x3x2xf32>
// LEGAL-LABEL: func @mapped_then_degenerate
// LEGAL: %[[V:.*]] = hlo.broadcast_in_dim %arg0, dims = [0] : (tensor<4xf32>) -> tensor<4x2xf32>
// LEGAL: %[[M:.*]] = hlo.broadcast_in_dim %arg1, dims = [0, 1] : (tensor<1x2xf32>) -> tensor<4x2xf32>
// LEGAL: hlo.add %[[V]], %[[M]] : tensor<4x2xf32>
// LEGAL: %[[M2:.*]] = hlo.broadcast_in_dim %arg1, dims = [1, 2] : (tensor<1x2xf32>) -> tensor<4x3x2xf32>
// LEGAL: %[[A:.*]] = hlo.broadcast_in_dim %arg2, dims = [0, 1, 2] : (tensor<4x3x1xf32>) -> tensor<4x3x2xf32>
// LEGAL: hlo.add %[[M2]], %[[A]] : tensor<4x3x2xf32>
func.func @mapped_then_degenerate(%v: tensor<4xf32>, %m: tensor<1x2xf32>, %a: tensor<4x3x1xf32>) -> (tensor<4x2xf32>, tensor<4x3x2xf32>) {
  %r = hlo.add %v, %m {broadcast_dimensions = array<i64: 0>} : (tensor<4xf32>, tensor<1x2xf32>) -> tensor<4x2xf32>
  %s = hlo.add %m, %a {broadcast_dimensions = array<i64: 1, 2>} : (tensor<1x2xf32>, tensor<4x3x1xf32>) -> tensor<4x3x2xf32>
  return %r, %s : tensor<4x2xf32>, tensor<4x3x2xf32>
}

// -----

// compare broadcasts the same way; its result is i1.
// CHECK-LABEL: func @compare
// CHECK: hlo.compare LT, %arg0, %arg1 : (tensor<4x3xi32>, tensor<i32>) -> tensor<4x3xi1>
// LEGAL-LABEL: func @compare
// LEGAL: %[[S:.*]] = hlo.broadcast_in_dim %arg1, dims = [] : (tensor<i32>) -> tensor<4x3xi32>
// LEGAL: hlo.compare LT, %arg0, %[[S]] : (tensor<4x3xi32>, tensor<4x3xi32>) -> tensor<4x3xi1>
func.func @compare(%a: tensor<4x3xi32>, %s: tensor<i32>) -> tensor<4x3xi1> {
  %r = hlo.compare LT, %a, %s : (tensor<4x3xi32>, tensor<i32>) -> tensor<4x3xi1>
  return %r : tensor<4x3xi1>
}

// -----

// Dynamic dimensions: `?` against 1 is compatible as it stands (no broadcast, nothing to
// legalize); `?` against a static size takes the static size.
// CHECK-LABEL: func @dynamic
// CHECK: hlo.add %arg0, %arg1 : (tensor<?x3xf32>, tensor<1x3xf32>) -> tensor<?x3xf32>
// CHECK: hlo.multiply %arg2, %arg3 {broadcast_dimensions = array<i64: 0>} : (tensor<4x1xf32>, tensor<?xf32>) -> tensor<4x1xf32>
// LEGAL-LABEL: func @dynamic
// LEGAL: hlo.add %arg0, %arg1 : (tensor<?x3xf32>, tensor<1x3xf32>) -> tensor<?x3xf32>
// LEGAL: %[[D:.*]] = hlo.broadcast_in_dim %arg3, dims = [0] : (tensor<?xf32>) -> tensor<4x1xf32>
// LEGAL: hlo.multiply %arg2, %[[D]] : tensor<4x1xf32>
func.func @dynamic(%a: tensor<?x3xf32>, %b: tensor<1x3xf32>, %c: tensor<4x1xf32>, %d: tensor<?xf32>) -> (tensor<?x3xf32>, tensor<4x1xf32>) {
  %r = hlo.add %a, %b : (tensor<?x3xf32>, tensor<1x3xf32>) -> tensor<?x3xf32>
  %s = hlo.multiply %c, %d {broadcast_dimensions = array<i64: 0>} : (tensor<4x1xf32>, tensor<?xf32>) -> tensor<4x1xf32>
  return %r, %s : tensor<?x3xf32>, tensor<4x1xf32>
}
