// RUN: xla-opt %s --convert-linalg-to-loops --canonicalize | FileCheck %s
// RUN: xla-opt %s --convert-linalg-to-loops | mlir-opt > /dev/null

// Loop order (docs/lowering/linalg-to-loops.md, "Loop order"): the loop with the most
// unit-stride accesses goes innermost when every output element keeps its update order.
// The outermost loop is an scf.parallel when it is a parallel loop of every output.

// out[j] = sum over i of x[i, j], loops (j, i): j moves innermost (x and out contiguous);
// each out[j] still adds x[0, j], x[1, j], ... in order. The outer loop is then the
// reduction: a sequential scf.for.
// CHECK-LABEL: func.func @column_sum(
// CHECK-SAME: %[[X:[^ ,:)]+]]: memref<8x4xf32>, %[[OUT:[^ ,:)]+]]: memref<4xf32>) {
// CHECK: scf.for %[[I:[^ ,:)]+]] = %{{.*}} to %[[C8:[^ ,:)]+]] step
// CHECK-NEXT: scf.for %[[J:[^ ,:)]+]] = %{{.*}} to %[[C4:[^ ,:)]+]] step
// CHECK-NEXT: memref.load %[[X]][%[[I]], %[[J]]]
// CHECK-NEXT: memref.load %[[OUT]][%[[J]]]
// CHECK: memref.store %{{.*}}, %[[OUT]][%[[J]]]
func.func @column_sum(%x: memref<8x4xf32>, %out: memref<4xf32>) {
  linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d1, d0)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]} ins(%x : memref<8x4xf32>) outs(%out : memref<4xf32>) {
  ^bb0(%in: f32, %acc: f32):
    %0 = arith.addf %in, %acc : f32
    linalg.yield %0 : f32
  }
  return
}

// Sinking d1 (x's last index) would reorder the two reduction loops of out[d0]: kept. Both
// carry the accumulator (loaded once, stored once).
// CHECK-LABEL: func.func @two_reductions_keep_order(
// CHECK-SAME: %[[X:[^ ,:)]+]]: memref<2x3x4xf32>, %[[OUT:[^ ,:)]+]]: memref<2xf32>) {
// CHECK: scf.parallel (%[[D0:[^ ,:)]+]]) =
// CHECK-NEXT: %[[INIT:[^ ,:)]+]] = memref.load %[[OUT]][%[[D0]]]
// CHECK-NEXT: scf.for %[[D1:[^ ,:)]+]] = {{.*}} iter_args(%[[A1:[^ ,:)]+]] = %[[INIT]]) -> (f32) {
// CHECK-NEXT: scf.for %[[D2:[^ ,:)]+]] = {{.*}} iter_args(%{{.*}} = %[[A1]]) -> (f32) {
// CHECK-NEXT: memref.load %[[X]][%[[D0]], %[[D2]], %[[D1]]]
func.func @two_reductions_keep_order(%x: memref<2x3x4xf32>, %out: memref<2xf32>) {
  linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2, d1)>, affine_map<(d0, d1, d2) -> (d0)>], iterator_types = ["parallel", "reduction", "reduction"]} ins(%x : memref<2x3x4xf32>) outs(%out : memref<2xf32>) {
  ^bb0(%in: f32, %acc: f32):
    %0 = arith.addf %in, %acc : f32
    linalg.yield %0 : f32
  }
  return
}

// Element-wise and row reductions already walk the last dimension innermost: unchanged.
// CHECK-LABEL: func.func @row_sum(
// CHECK-SAME: %[[X:[^ ,:)]+]]: memref<4x8xf32>, %[[OUT:[^ ,:)]+]]: memref<4xf32>) {
// CHECK: scf.parallel (%[[R:[^ ,:)]+]]) =
// CHECK-NEXT: memref.load %[[OUT]][%[[R]]]
// CHECK-NEXT: scf.for %[[C:[^ ,:)]+]] = {{.*}} iter_args
// CHECK-NEXT: memref.load %[[X]][%[[R]], %[[C]]]
// CHECK-NEXT: arith.addf {{.*}} fastmath<reassoc>
func.func @row_sum(%x: memref<4x8xf32>, %out: memref<4xf32>) {
  linalg.reduce ins(%x : memref<4x8xf32>) outs(%out : memref<4xf32>) dimensions = [1]
    (%in: f32, %acc: f32) {
      %0 = arith.addf %in, %acc : f32
      linalg.yield %0 : f32
    }
  return
}
