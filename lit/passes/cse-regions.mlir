// RUN: xla-opt %s -split-input-file --cse | FileCheck %s
// Ops with regions are merged when their regions are identical (values inside them
// corresponding by position) and hold only effect-free ops; their regions are simplified
// first, seeing the values around them.

// CHECK-LABEL: func.func @same_reducer(
// CHECK-NEXT:    %0 = hlo.reduce(%arg0 init: %arg1) applies hlo.add across dimensions = [1]
// CHECK-NEXT:    %1 = hlo.add %0, %0
// CHECK-NEXT:    return %1
func.func @same_reducer(%x: tensor<2x4xf32>, %i: tensor<f32>) -> tensor<2xf32> {
  %0 = hlo.reduce(%x init: %i) applies hlo.add across dimensions = [1] : (tensor<2x4xf32>, tensor<f32>) -> tensor<2xf32>
  %1 = hlo.reduce(%x init: %i) applies hlo.add across dimensions = [1] : (tensor<2x4xf32>, tensor<f32>) -> tensor<2xf32>
  %2 = hlo.add %0, %1 : tensor<2xf32>
  return %2 : tensor<2xf32>
}

// -----

// Different bodies, different attributes: kept.
// CHECK-LABEL: func.func @different_reducers(
// CHECK-NEXT:    hlo.reduce(%arg0 init: %arg1) applies hlo.add across dimensions = [1]
// CHECK-NEXT:    hlo.reduce(%arg0 init: %arg1) applies hlo.maximum across dimensions = [1]
// CHECK-NEXT:    hlo.reduce(%arg0 init: %arg1) applies hlo.add across dimensions = [0]
func.func @different_reducers(%x: tensor<2x2xf32>, %i: tensor<f32>) -> (tensor<2xf32>, tensor<2xf32>, tensor<2xf32>) {
  %0 = hlo.reduce(%x init: %i) applies hlo.add across dimensions = [1] : (tensor<2x2xf32>, tensor<f32>) -> tensor<2xf32>
  %1 = hlo.reduce(%x init: %i) applies hlo.maximum across dimensions = [1] : (tensor<2x2xf32>, tensor<f32>) -> tensor<2xf32>
  %2 = hlo.reduce(%x init: %i) applies hlo.add across dimensions = [0] : (tensor<2x2xf32>, tensor<f32>) -> tensor<2xf32>
  return %0, %1, %2 : tensor<2xf32>, tensor<2xf32>, tensor<2xf32>
}

// -----

// Bodies that use an outside value: equal only if it is the same value; inner ops see
// the ops around their region.
// CHECK-LABEL: func.func @captures(
// CHECK:         %[[S:.*]] = hlo.multiply %arg2, %arg2
// CHECK-NEXT:    %[[R:.*]] = hlo.reduce(%arg0 init: %arg1)
// CHECK:           %[[A:.*]] = hlo.add
// CHECK-NEXT:      %[[M:.*]] = hlo.multiply %[[A]], %[[S]]
// CHECK-NEXT:      hlo.return %[[M]]
// CHECK:         hlo.reduce(%arg0 init: %arg1)
// CHECK:           hlo.multiply %{{.*}}, %arg2
// CHECK-NOT:     hlo.reduce
func.func @captures(%x: tensor<4xf32>, %i: tensor<f32>, %s: tensor<f32>) -> (tensor<f32>, tensor<f32>, tensor<f32>) {
  %sq = hlo.multiply %s, %s : tensor<f32>
  %0 = "hlo.reduce"(%x, %i) ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %sq2 = hlo.multiply %s, %s : tensor<f32>
    %1 = hlo.add %a, %b : tensor<f32>
    %2 = hlo.multiply %1, %sq2 : tensor<f32>
    hlo.return %2 : tensor<f32>
  }) {dimensions = array<i64: 0>} : (tensor<4xf32>, tensor<f32>) -> tensor<f32>
  %3 = "hlo.reduce"(%x, %i) ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %1 = hlo.add %a, %b : tensor<f32>
    %2 = hlo.multiply %1, %s : tensor<f32>
    hlo.return %2 : tensor<f32>
  }) {dimensions = array<i64: 0>} : (tensor<4xf32>, tensor<f32>) -> tensor<f32>
  %4 = "hlo.reduce"(%x, %i) ({
  ^bb0(%c: tensor<f32>, %d: tensor<f32>):
    %1 = hlo.add %c, %d : tensor<f32>
    %2 = hlo.multiply %1, %sq : tensor<f32>
    hlo.return %2 : tensor<f32>
  }) {dimensions = array<i64: 0>} : (tensor<4xf32>, tensor<f32>) -> tensor<f32>
  return %0, %3, %4 : tensor<f32>, tensor<f32>, tensor<f32>
}
