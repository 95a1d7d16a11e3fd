// RUN: xla-opt %s --convert-linalg-to-loops --canonicalize | FileCheck %s
// RUN: xla-opt %s --convert-linalg-to-loops | mlir-opt > /dev/null
// Same values before and after (the interpreter runs both levels):
// RUN: xla-opt %S/Inputs/transpose-add.mlir --lower-to-loops | xla-run - --print > %t.loops
// RUN: xla-run %S/Inputs/transpose-add.mlir --print > %t.hlo
// RUN: diff %t.hlo %t.loops

// A transpose walks its two loops in 32x32 tiles (docs/lowering/linalg-to-loops.md,
// "Transposes"): the strided operand's tile stays in cache while it is read across.

// CHECK-LABEL: func.func @transpose_generic(
// CHECK-SAME: %[[X:[^ ,:)]+]]: memref<70x50xf32>, %[[Y:[^ ,:)]+]]: memref<50x70xf32>, %[[OUT:[^ ,:)]+]]: memref<50x70xf32>) {
// CHECK-DAG: %[[C32:[^ ,:)]+]] = arith.constant 32 : index
// CHECK-DAG: %[[C50:[^ ,:)]+]] = arith.constant 50 : index
// CHECK-DAG: %[[C70:[^ ,:)]+]] = arith.constant 70 : index
// CHECK: scf.parallel (%[[TI:[^ ,:)]+]]) = (%{{.*}}) to (%[[C50]]) step (%[[C32]]) {
// CHECK-NEXT: scf.for %[[TJ:[^ ,:)]+]] = %{{.*}} to %[[C70]] step %[[C32]] {
// CHECK-NEXT: %[[EI:[^ ,:)]+]] = arith.addi %[[TI]], %[[C32]] : index
// CHECK-NEXT: %[[MI:[^ ,:)]+]] = arith.minsi %[[EI]], %[[C50]] : index
// CHECK-NEXT: scf.for %[[I:[^ ,:)]+]] = %[[TI]] to %[[MI]] step
// CHECK: scf.for %[[J:[^ ,:)]+]] = %[[TJ]] to
// CHECK-NEXT: memref.load %[[X]][%[[J]], %[[I]]]
// CHECK-NEXT: memref.load %[[Y]][%[[I]], %[[J]]]
func.func @transpose_generic(%x: memref<70x50xf32>, %y: memref<50x70xf32>, %out: memref<50x70xf32>) {
  linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d1, d0)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%x, %y : memref<70x50xf32>, memref<50x70xf32>) outs(%out : memref<50x70xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %0 = arith.addf %a, %b : f32
    linalg.yield %0 : f32
  }
  return
}

// Element-wise ops are not tiled.
// CHECK-LABEL: func.func @elementwise(
// CHECK-NOT: arith.minsi
// CHECK: return
func.func @elementwise(%x: memref<70x50xf32>, %out: memref<70x50xf32>) {
  linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%x : memref<70x50xf32>) outs(%out : memref<70x50xf32>) {
  ^bb0(%a: f32, %o: f32):
    %0 = arith.negf %a : f32
    linalg.yield %0 : f32
  }
  return
}
