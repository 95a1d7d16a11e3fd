// RUN: xla-opt %s --convert-linalg-to-loops --canonicalize | FileCheck %s
// RUN: xla-opt %s --convert-linalg-to-loops | mlir-opt > /dev/null
// RUN: xla-opt %s --convert-linalg-to-loops=parallel=false | FileCheck %s --check-prefix=SEQ
// RUN: xla-opt %s --pass-pipeline='builtin.module(func.func(convert-linalg-to-loops{parallel=false}))' | FileCheck %s --check-prefix=SEQ

// The outermost loop of a nest is an scf.parallel when it is a parallel loop, every output
// map is a projected permutation using it (distinct iterations write distinct elements) and
// the body only computes; the other loops are scf.for (docs/lowering/linalg-to-loops.md).
// SEQ-NOT: scf.parallel

// CHECK-LABEL: func.func @elementwise(
// CHECK: scf.parallel (%[[I:[^ ,:)]+]]) = (%{{.*}}) to (%{{.*}}) step (%{{.*}}) {
// CHECK-NEXT: scf.for %[[J:[^ ,:)]+]] =
// CHECK-NEXT: memref.load %{{.*}}[%[[I]], %[[J]]]
// CHECK: memref.store
// CHECK-NEXT: }
// CHECK-NEXT: scf.reduce
func.func @elementwise(%x: memref<4x8xf32>, %out: memref<4x8xf32>) {
  linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%x : memref<4x8xf32>) outs(%out : memref<4x8xf32>) {
  ^bb0(%in: f32, %o: f32):
    %0 = arith.mulf %in, %in : f32
    linalg.yield %0 : f32
  }
  return
}

// Rows of a matmul are independent: i is parallel, k and j stay sequential inside.
// CHECK-LABEL: func.func @matmul(
// CHECK: scf.parallel (%[[I:[^ ,:)]+]]) =
// CHECK-NEXT: scf.for %[[K:[^ ,:)]+]] =
// CHECK-NEXT: scf.for %[[J:[^ ,:)]+]] =
func.func @matmul(%a: memref<4x8xf32>, %b: memref<8x4xf32>, %c: memref<4x4xf32>) {
  linalg.matmul ins(%a, %b : memref<4x8xf32>, memref<8x4xf32>) outs(%c : memref<4x4xf32>)
  return
}

// A full reduction: the outer loop is a reduction, all loops sequential.
// CHECK-LABEL: func.func @sum_all(
// CHECK-NOT: scf.parallel
// CHECK: scf.for
// CHECK: return
func.func @sum_all(%x: memref<4x8xf32>, %out: memref<f32>) {
  linalg.reduce ins(%x : memref<4x8xf32>) outs(%out : memref<f32>) dimensions = [0, 1]
    (%in: f32, %acc: f32) {
      %0 = arith.addf %in, %acc : f32
      linalg.yield %0 : f32
    }
  return
}

// The output does not use d0: iterations of d0 write the same elements, so d0 is sequential.
// CHECK-LABEL: func.func @output_without_outer_loop(
// CHECK-NOT: scf.parallel
// CHECK: return
func.func @output_without_outer_loop(%x: memref<4x8xf32>, %out: memref<8xf32>) {
  linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>], iterator_types = ["parallel", "parallel"]} ins(%x : memref<4x8xf32>) outs(%out : memref<8xf32>) {
  ^bb0(%in: f32, %o: f32):
    linalg.yield %in : f32
  }
  return
}

// In place with another map (a transpose of a buffer into itself): iterations race, sequential.
// CHECK-LABEL: func.func @in_place_transpose(
// CHECK-NOT: scf.parallel
// CHECK: return
func.func @in_place_transpose(%x: memref<4x4xf32>) {
  linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d1, d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%x : memref<4x4xf32>) outs(%x : memref<4x4xf32>) {
  ^bb0(%in: f32, %o: f32):
    linalg.yield %in : f32
  }
  return
}

// A body with a region (or a call, a store) is not known to be pure: sequential.
// CHECK-LABEL: func.func @body_with_region(
// CHECK-NOT: scf.parallel
// CHECK: scf.for
// CHECK: return
func.func @body_with_region(%x: memref<4xf32>, %out: memref<4xf32>, %c: i1) {
  linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%x : memref<4xf32>) outs(%out : memref<4xf32>) {
  ^bb0(%in: f32, %o: f32):
    %0 = scf.if %c -> (f32) {
      scf.yield %in : f32
    } else {
      scf.yield %o : f32
    }
    linalg.yield %0 : f32
  }
  return
}
