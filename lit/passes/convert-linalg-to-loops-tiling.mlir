// RUN: xla-opt %s --convert-linalg-to-loops --canonicalize | FileCheck %s
// RUN: xla-opt %s --convert-linalg-to-loops | mlir-opt > /dev/null
// Same values before and after (the interpreter runs both levels):
// RUN: xla-opt %S/Inputs/transpose-add.mlir --lower-to-loops | xla-run - --print > %t.loops
// RUN: xla-run %S/Inputs/transpose-add.mlir --print > %t.hlo
// RUN: diff %t.hlo %t.loops

// A transpose walks its two loops in 64x64 tiles (f32; docs/lowering/linalg-to-loops.md,
// "Transposes"): the strided operand's tile is first copied row by row into a contiguous
// buffer, which the tile's loops read across from L1.

// CHECK-LABEL: func.func @transpose_generic(
// CHECK-SAME: %[[X:[^ ,:)]+]]: memref<70x50xf32>, %[[Y:[^ ,:)]+]]: memref<50x70xf32>, %[[OUT:[^ ,:)]+]]: memref<50x70xf32>) {
// CHECK-DAG: %[[C0:[^ ,:)]+]] = arith.constant 0 : index
// CHECK-DAG: %[[C64:[^ ,:)]+]] = arith.constant 64 : index
// CHECK-DAG: %[[C50:[^ ,:)]+]] = arith.constant 50 : index
// CHECK-DAG: %[[C70:[^ ,:)]+]] = arith.constant 70 : index
// CHECK: scf.parallel (%[[TI:[^ ,:)]+]]) = (%{{.*}}) to (%[[C50]]) step (%[[C64]]) {
// CHECK-NEXT: %[[BUF:[^ ,:)]+]] = memref.alloc() {alignment = 64 : i64} : memref<64x64xf32>
// CHECK-NEXT: scf.for %[[TJ:[^ ,:)]+]] = %{{.*}} to %[[C70]] step %[[C64]] {
// CHECK-NEXT: %[[EI:[^ ,:)]+]] = arith.addi %[[TI]], %[[C64]] : index
// CHECK-NEXT: %[[MI:[^ ,:)]+]] = arith.minsi %[[EI]], %[[C50]] : index
// CHECK-NEXT: %[[EJ:[^ ,:)]+]] = arith.addi %[[TJ]], %[[C64]] : index
// CHECK-NEXT: %[[MJ:[^ ,:)]+]] = arith.minsi %[[EJ]], %[[C70]] : index
// CHECK-NEXT: %[[NI:[^ ,:)]+]] = arith.subi %[[MI]], %[[TI]] : index
// CHECK-NEXT: %[[NJ:[^ ,:)]+]] = arith.subi %[[MJ]], %[[TJ]] : index
// The copy: rows of x (j) outside, its contiguous columns (i) inside.
// CHECK-NEXT: scf.for %[[R:[^ ,:)]+]] = %[[C0]] to %[[NJ]] step
// CHECK-NEXT: scf.for %[[C:[^ ,:)]+]] = %[[C0]] to %[[NI]] step
// CHECK-NEXT: %[[XI:[^ ,:)]+]] = arith.addi %[[TI]], %[[C]] : index
// CHECK-NEXT: %[[XJ:[^ ,:)]+]] = arith.addi %[[TJ]], %[[R]] : index
// CHECK-NEXT: %[[V:[^ ,:)]+]] = memref.load %[[X]][%[[XJ]], %[[XI]]]
// CHECK-NEXT: memref.store %[[V]], %[[BUF]][%[[R]], %[[C]]]
// The tile: y and the output along their rows, the buffer across.
// CHECK: scf.for %[[I:[^ ,:)]+]] = %[[TI]] to %[[MI]] step
// CHECK-NEXT: scf.for %[[J:[^ ,:)]+]] = %[[TJ]] to %[[MJ]] step
// CHECK-NEXT: %[[LI:[^ ,:)]+]] = arith.subi %[[I]], %[[TI]] : index
// CHECK-NEXT: %[[LJ:[^ ,:)]+]] = arith.subi %[[J]], %[[TJ]] : index
// CHECK-NEXT: memref.load %[[BUF]][%[[LJ]], %[[LI]]]
// CHECK-NEXT: memref.load %[[Y]][%[[I]], %[[J]]]
// CHECK: memref.dealloc %[[BUF]] : memref<64x64xf32>
// CHECK-NEXT: scf.reduce
func.func @transpose_generic(%x: memref<70x50xf32>, %y: memref<50x70xf32>, %out: memref<50x70xf32>) {
  linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d1, d0)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%x, %y : memref<70x50xf32>, memref<50x70xf32>) outs(%out : memref<50x70xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %0 = arith.addf %a, %b : f32
    linalg.yield %0 : f32
  }
  return
}

// Sizes that are multiples of the tile edge (32 for f64: an 8 KiB buffer) give constant
// trip counts: no minsi.
// CHECK-LABEL: func.func @transpose_exact_f64(
// CHECK-NOT: arith.minsi
// CHECK: memref.alloc() {alignment = 64 : i64} : memref<32x32xf64>
// CHECK-NOT: arith.minsi
// CHECK: return
func.func @transpose_exact_f64(%x: memref<64x96xf64>, %out: memref<96x64xf64>) {
  linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d1, d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%x : memref<64x96xf64>) outs(%out : memref<96x64xf64>) {
  ^bb0(%a: f64, %o: f64):
    linalg.yield %a : f64
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
