// RUN: xla-opt %s --linalg-fuse-elementwise | FileCheck %s
// RUN: xla-opt %s --linalg-fuse-elementwise | mlir-opt > /dev/null

// Producer-consumer fusion of element-wise generics.

#id = affine_map<(d0, d1) -> (d0, d1)>
#row = affine_map<(d0) -> (d0)>
#bcast = affine_map<(d0, d1) -> (d0)>
#tr = affine_map<(d0, d1) -> (d1, d0)>

// softmax's chain: broadcast the row max, subtract, exp: one generic.
func.func @softmax_chain(%x: tensor<8x32xf32>, %max: tensor<8xf32>) -> tensor<8x32xf32> {
  %e0 = tensor.empty() : tensor<8x32xf32>
  %b = linalg.generic {indexing_maps = [#bcast, #id], iterator_types = ["parallel", "parallel"]} ins(%max : tensor<8xf32>) outs(%e0 : tensor<8x32xf32>) {
  ^bb0(%in: f32, %out: f32):
    linalg.yield %in : f32
  } -> tensor<8x32xf32>
  %e1 = tensor.empty() : tensor<8x32xf32>
  %s = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel"]} ins(%x, %b : tensor<8x32xf32>, tensor<8x32xf32>) outs(%e1 : tensor<8x32xf32>) {
  ^bb0(%in: f32, %in_0: f32, %out: f32):
    %0 = arith.subf %in, %in_0 : f32
    linalg.yield %0 : f32
  } -> tensor<8x32xf32>
  %e2 = tensor.empty() : tensor<8x32xf32>
  %r = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]} ins(%s : tensor<8x32xf32>) outs(%e2 : tensor<8x32xf32>) {
  ^bb0(%in: f32, %out: f32):
    %0 = math.exp %in : f32
    linalg.yield %0 : f32
  } -> tensor<8x32xf32>
  return %r : tensor<8x32xf32>
}

// A transposing producer: its inverse map is composed into the consumer's.
func.func @transposed_producer(%x: tensor<4x8xf32>) -> tensor<8x4xf32> {
  %e0 = tensor.empty() : tensor<4x8xf32>
  %n = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]} ins(%x : tensor<4x8xf32>) outs(%e0 : tensor<4x8xf32>) {
  ^bb0(%in: f32, %out: f32):
    %0 = arith.negf %in : f32
    linalg.yield %0 : f32
  } -> tensor<4x8xf32>
  %e1 = tensor.empty() : tensor<8x4xf32>
  %t = linalg.generic {indexing_maps = [#tr, #id], iterator_types = ["parallel", "parallel"]} ins(%n : tensor<4x8xf32>) outs(%e1 : tensor<8x4xf32>) {
  ^bb0(%in: f32, %out: f32):
    %0 = arith.addf %in, %in : f32
    linalg.yield %0 : f32
  } -> tensor<8x4xf32>
  return %t : tensor<8x4xf32>
}

// Not fused: the producer has two users, or the consumer is a reduction.
func.func @not_fused(%x: tensor<8xf32>) -> (tensor<8xf32>, tensor<8xf32>, tensor<f32>) {
  %e = tensor.empty() : tensor<8xf32>
  %n = linalg.generic {indexing_maps = [#row, #row], iterator_types = ["parallel"]} ins(%x : tensor<8xf32>) outs(%e : tensor<8xf32>) {
  ^bb0(%in: f32, %out: f32):
    %0 = arith.negf %in : f32
    linalg.yield %0 : f32
  } -> tensor<8xf32>
  %m = linalg.generic {indexing_maps = [#row, #row], iterator_types = ["parallel"]} ins(%n : tensor<8xf32>) outs(%e : tensor<8xf32>) {
  ^bb0(%in: f32, %out: f32):
    %0 = arith.mulf %in, %in : f32
    linalg.yield %0 : f32
  } -> tensor<8xf32>
  %z = arith.constant dense<0.0> : tensor<f32>
  %s = linalg.generic {indexing_maps = [#row, affine_map<(d0) -> ()>], iterator_types = ["reduction"]} ins(%m : tensor<8xf32>) outs(%z : tensor<f32>) {
  ^bb0(%in: f32, %out: f32):
    %0 = arith.addf %in, %out : f32
    linalg.yield %0 : f32
  } -> tensor<f32>
  return %n, %m, %s : tensor<8xf32>, tensor<8xf32>, tensor<f32>
}

// CHECK-DAG: #[[ID:.*]] = affine_map<(d0, d1) -> (d0, d1)>
// CHECK-DAG: #[[ROW:.*]] = affine_map<(d0, d1) -> (d0)>
// CHECK-DAG: #[[TR:.*]] = affine_map<(d0, d1) -> (d1, d0)>

// CHECK-LABEL: func.func @softmax_chain(
// CHECK-SAME: %[[X:.*]]: tensor<8x32xf32>, %[[MAX:.*]]: tensor<8xf32>)
// CHECK-NEXT: %[[E:.*]] = tensor.empty() : tensor<8x32xf32>
// CHECK-NEXT: %[[R:.*]] = linalg.generic {indexing_maps = [#[[ID]], #[[ROW]], #[[ID]]], iterator_types = ["parallel", "parallel"]} ins(%[[X]], %[[MAX]] : tensor<8x32xf32>, tensor<8xf32>) outs(%[[E]] : tensor<8x32xf32>) {
// CHECK-NEXT: ^bb0(%[[A:.*]]: f32, %[[B:.*]]: f32, %{{.*}}: f32):
// CHECK-NEXT: %[[D:.*]] = arith.subf %[[A]], %[[B]] : f32
// CHECK-NEXT: %[[EXP:.*]] = math.exp %[[D]] : f32
// CHECK-NEXT: linalg.yield %[[EXP]] : f32
// CHECK-NEXT: } -> tensor<8x32xf32>
// CHECK-NEXT: return %[[R]]

// CHECK-LABEL: func.func @transposed_producer(
// CHECK: linalg.generic {indexing_maps = [#[[TR]], #[[ID]]], iterator_types = ["parallel", "parallel"]} ins(%{{.*}} : tensor<4x8xf32>) outs(%{{.*}} : tensor<8x4xf32>)
// CHECK-NEXT: ^bb0(%[[IN:.*]]: f32, %{{.*}}: f32):
// CHECK-NEXT: %[[NEG:.*]] = arith.negf %[[IN]] : f32
// CHECK-NEXT: %[[SUM:.*]] = arith.addf %[[NEG]], %[[NEG]] : f32
// CHECK-NEXT: linalg.yield %[[SUM]] : f32

// CHECK-LABEL: func.func @not_fused(
// CHECK-COUNT-3: linalg.generic
