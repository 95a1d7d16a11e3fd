// RUN: xla-opt %s --convert-linalg-to-loops=parallel=false --canonicalize | FileCheck %s
// RUN: xla-opt %s --convert-linalg-to-loops | mlir-opt > /dev/null
// RUN: xla-opt %s --convert-linalg-to-loops | FileCheck %s --check-prefix=NOLINALG

// linalg on memrefs → scf.for nests with memref.load/store, the region inlined and
// linalg.index replaced by the induction variable; affine index expressions become arith
// (upstream emits affine.apply); ops on tensors are left alone. With --canonicalize the
// output equals mlir-opt's `--convert-linalg-to-loops --canonicalize` up to the order of
// the hoisted constants and affine.apply. The sequential form (`parallel=false`) is checked
// here; convert-linalg-to-loops-parallel.mlir checks which outer loops become scf.parallel.
// NOLINALG-NOT: linalg.{{(generic|matmul|batch_matmul|transpose|broadcast|reduce|map|index|yield)}}
// NOLINALG: linalg.fill ins(%{{.*}} : f32) outs(%{{.*}} : tensor<4xf32>) -> tensor<4xf32>

// CHECK-LABEL: func.func @matmul(
// CHECK-SAME: %[[VARG0:[^ ,:)]+]]: memref<4x8xf32>, %[[VARG1:[^ ,:)]+]]: memref<8x4xf32>, %[[VARG2:[^ ,:)]+]]: memref<4x4xf32>) {
// CHECK-NEXT: %[[VC0:[^ ,:)]+]] = arith.constant 0 : index
// CHECK-NEXT: %[[VC1:[^ ,:)]+]] = arith.constant 1 : index
// CHECK-NEXT: %[[VC4:[^ ,:)]+]] = arith.constant 4 : index
// CHECK-NEXT: %[[VC8:[^ ,:)]+]] = arith.constant 8 : index
// The loop order is i, k, j (the reduction k moved out past j; see "Loop order" in
// docs/lowering/linalg-to-loops.md): the innermost loop walks B and C contiguously.
// CHECK-NEXT: scf.for %[[VARG3:[^ ,:)]+]] = %[[VC0]] to %[[VC4]] step %[[VC1]] {
// CHECK-NEXT: scf.for %[[VARG4:[^ ,:)]+]] = %[[VC0]] to %[[VC8]] step %[[VC1]] {
// CHECK-NEXT: scf.for %[[VARG5:[^ ,:)]+]] = %[[VC0]] to %[[VC4]] step %[[VC1]] {
// CHECK-NEXT: %[[V0:[^ ,:)]+]] = memref.load %[[VARG0]][%[[VARG3]], %[[VARG4]]] : memref<4x8xf32>
// CHECK-NEXT: %[[V1:[^ ,:)]+]] = memref.load %[[VARG1]][%[[VARG4]], %[[VARG5]]] : memref<8x4xf32>
// CHECK-NEXT: %[[V2:[^ ,:)]+]] = memref.load %[[VARG2]][%[[VARG3]], %[[VARG5]]] : memref<4x4xf32>
// CHECK-NEXT: %[[V3:[^ ,:)]+]] = arith.mulf %[[V0]], %[[V1]] : f32
// CHECK-NEXT: %[[V4:[^ ,:)]+]] = arith.addf %[[V2]], %[[V3]] : f32
// CHECK-NEXT: memref.store %[[V4]], %[[VARG2]][%[[VARG3]], %[[VARG5]]] : memref<4x4xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-LABEL: func.func @fill_dynamic(
// CHECK-SAME: %[[VARG0:[^ ,:)]+]]: f32, %[[VARG1:[^ ,:)]+]]: memref<?x3xf32>) {
// CHECK-NEXT: %[[VC3:[^ ,:)]+]] = arith.constant 3 : index
// CHECK-NEXT: %[[VC0:[^ ,:)]+]] = arith.constant 0 : index
// CHECK-NEXT: %[[VC1:[^ ,:)]+]] = arith.constant 1 : index
// CHECK-NEXT: %[[VDIM:[^ ,:)]+]] = memref.dim %[[VARG1]], %[[VC0]] : memref<?x3xf32>
// CHECK-NEXT: scf.for %[[VARG2:[^ ,:)]+]] = %[[VC0]] to %[[VDIM]] step %[[VC1]] {
// CHECK-NEXT: scf.for %[[VARG3:[^ ,:)]+]] = %[[VC0]] to %[[VC3]] step %[[VC1]] {
// CHECK-NEXT: memref.store %[[VARG0]], %[[VARG1]][%[[VARG2]], %[[VARG3]]] : memref<?x3xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-LABEL: func.func @generic_reduction_with_index(
// CHECK-SAME: %[[VARG0:[^ ,:)]+]]: memref<4x8xf32>, %[[VARG1:[^ ,:)]+]]: memref<4xf32>) {
// CHECK-NEXT: %[[VC0:[^ ,:)]+]] = arith.constant 0 : index
// CHECK-NEXT: %[[VC1:[^ ,:)]+]] = arith.constant 1 : index
// CHECK-NEXT: %[[VC4:[^ ,:)]+]] = arith.constant 4 : index
// CHECK-NEXT: %[[VC8:[^ ,:)]+]] = arith.constant 8 : index
// CHECK-NEXT: scf.for %[[VARG2:[^ ,:)]+]] = %[[VC0]] to %[[VC4]] step %[[VC1]] {
// CHECK-NEXT: %[[V0:[^ ,:)]+]] = memref.load %[[VARG1]][%[[VARG2]]] : memref<4xf32>
// CHECK-NEXT: %[[V1:[^ ,:)]+]] = scf.for %[[VARG3:[^ ,:)]+]] = %[[VC0]] to %[[VC8]] step %[[VC1]] iter_args(%[[VARG4:[^ ,:)]+]] = %[[V0]]) -> (f32) {
// CHECK-NEXT: %[[V2:[^ ,:)]+]] = memref.load %[[VARG0]][%[[VARG2]], %[[VARG3]]] : memref<4x8xf32>
// CHECK-NEXT: %[[V3:[^ ,:)]+]] = arith.index_cast %[[VARG3]] : index to i32
// CHECK-NEXT: %[[V4:[^ ,:)]+]] = arith.sitofp %[[V3]] : i32 to f32
// CHECK-NEXT: %[[V5:[^ ,:)]+]] = arith.mulf %[[V2]], %[[V4]] : f32
// CHECK-NEXT: %[[V6:[^ ,:)]+]] = arith.addf %[[V5]], %[[VARG4]] fastmath<reassoc> : f32
// CHECK-NEXT: scf.yield %[[V6]] : f32
// CHECK-NEXT: }
// CHECK-NEXT: memref.store %[[V1]], %[[VARG1]][%[[VARG2]]] : memref<4xf32>
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-LABEL: func.func @transpose(
// CHECK-SAME: %[[VARG0:[^ ,:)]+]]: memref<2x3xf32>, %[[VARG1:[^ ,:)]+]]: memref<3x2xf32>) {
// CHECK-NEXT: %[[VC0:[^ ,:)]+]] = arith.constant 0 : index
// CHECK-NEXT: %[[VC1:[^ ,:)]+]] = arith.constant 1 : index
// CHECK-NEXT: %[[VC3:[^ ,:)]+]] = arith.constant 3 : index
// CHECK-NEXT: %[[VC2:[^ ,:)]+]] = arith.constant 2 : index
// CHECK-NEXT: scf.for %[[VARG2:[^ ,:)]+]] = %[[VC0]] to %[[VC3]] step %[[VC1]] {
// CHECK-NEXT: scf.for %[[VARG3:[^ ,:)]+]] = %[[VC0]] to %[[VC2]] step %[[VC1]] {
// CHECK-NEXT: %[[V0:[^ ,:)]+]] = memref.load %[[VARG0]][%[[VARG3]], %[[VARG2]]] : memref<2x3xf32>
// CHECK-NEXT: memref.store %[[V0]], %[[VARG1]][%[[VARG2]], %[[VARG3]]] : memref<3x2xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-LABEL: func.func @broadcast(
// CHECK-SAME: %[[VARG0:[^ ,:)]+]]: memref<4xf32>, %[[VARG1:[^ ,:)]+]]: memref<4x5xf32>) {
// CHECK-NEXT: %[[VC0:[^ ,:)]+]] = arith.constant 0 : index
// CHECK-NEXT: %[[VC1:[^ ,:)]+]] = arith.constant 1 : index
// CHECK-NEXT: %[[VC4:[^ ,:)]+]] = arith.constant 4 : index
// CHECK-NEXT: %[[VC5:[^ ,:)]+]] = arith.constant 5 : index
// CHECK-NEXT: scf.for %[[VARG2:[^ ,:)]+]] = %[[VC0]] to %[[VC4]] step %[[VC1]] {
// CHECK-NEXT: scf.for %[[VARG3:[^ ,:)]+]] = %[[VC0]] to %[[VC5]] step %[[VC1]] {
// CHECK-NEXT: %[[V0:[^ ,:)]+]] = memref.load %[[VARG0]][%[[VARG2]]] : memref<4xf32>
// CHECK-NEXT: memref.store %[[V0]], %[[VARG1]][%[[VARG2]], %[[VARG3]]] : memref<4x5xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-LABEL: func.func @reduce(
// CHECK-SAME: %[[VARG0:[^ ,:)]+]]: memref<4x8xf32>, %[[VARG1:[^ ,:)]+]]: memref<8xf32>) {
// CHECK-NEXT: %[[VC0:[^ ,:)]+]] = arith.constant 0 : index
// CHECK-NEXT: %[[VC1:[^ ,:)]+]] = arith.constant 1 : index
// CHECK-NEXT: %[[VC4:[^ ,:)]+]] = arith.constant 4 : index
// CHECK-NEXT: %[[VC8:[^ ,:)]+]] = arith.constant 8 : index
// CHECK-NEXT: scf.for %[[VARG2:[^ ,:)]+]] = %[[VC0]] to %[[VC4]] step %[[VC1]] {
// CHECK-NEXT: scf.for %[[VARG3:[^ ,:)]+]] = %[[VC0]] to %[[VC8]] step %[[VC1]] {
// CHECK-NEXT: %[[V0:[^ ,:)]+]] = memref.load %[[VARG0]][%[[VARG2]], %[[VARG3]]] : memref<4x8xf32>
// CHECK-NEXT: %[[V1:[^ ,:)]+]] = memref.load %[[VARG1]][%[[VARG3]]] : memref<8xf32>
// CHECK-NEXT: %[[V2:[^ ,:)]+]] = arith.maximumf %[[V0]], %[[V1]] : f32
// CHECK-NEXT: memref.store %[[V2]], %[[VARG1]][%[[VARG3]]] : memref<8xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-LABEL: func.func @map(
// CHECK-SAME: %[[VARG0:[^ ,:)]+]]: memref<4xf32>, %[[VARG1:[^ ,:)]+]]: memref<4xf32>) {
// CHECK-NEXT: %[[VC0:[^ ,:)]+]] = arith.constant 0 : index
// CHECK-NEXT: %[[VC1:[^ ,:)]+]] = arith.constant 1 : index
// CHECK-NEXT: %[[VC4:[^ ,:)]+]] = arith.constant 4 : index
// CHECK-NEXT: scf.for %[[VARG2:[^ ,:)]+]] = %[[VC0]] to %[[VC4]] step %[[VC1]] {
// CHECK-NEXT: %[[V0:[^ ,:)]+]] = memref.load %[[VARG0]][%[[VARG2]]] : memref<4xf32>
// CHECK-NEXT: %[[V1:[^ ,:)]+]] = arith.negf %[[V0]] : f32
// CHECK-NEXT: memref.store %[[V1]], %[[VARG1]][%[[VARG2]]] : memref<4xf32>
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-LABEL: func.func @window(
// CHECK-SAME: %[[VARG0:[^ ,:)]+]]: memref<10xf32>, %[[VARG1:[^ ,:)]+]]: memref<3xf32>, %[[VARG2:[^ ,:)]+]]: memref<8xf32>) {
// CHECK-NEXT: %[[VC0:[^ ,:)]+]] = arith.constant 0 : index
// CHECK-NEXT: %[[VC1:[^ ,:)]+]] = arith.constant 1 : index
// CHECK-NEXT: %[[VC8:[^ ,:)]+]] = arith.constant 8 : index
// CHECK-NEXT: %[[VC3:[^ ,:)]+]] = arith.constant 3 : index
// CHECK-NEXT: scf.for %[[VARG3:[^ ,:)]+]] = %[[VC0]] to %[[VC8]] step %[[VC1]] {
// CHECK-NEXT: %[[V0:[^ ,:)]+]] = memref.load %[[VARG2]][%[[VARG3]]] : memref<8xf32>
// CHECK-NEXT: %[[V1:[^ ,:)]+]] = scf.for %[[VARG4:[^ ,:)]+]] = %[[VC0]] to %[[VC3]] step %[[VC1]] iter_args(%[[VARG5:[^ ,:)]+]] = %[[V0]]) -> (f32) {
// CHECK-NEXT: %[[V2:[^ ,:)]+]] = arith.addi %[[VARG3]], %[[VARG4]] : index
// CHECK-NEXT: %[[V3:[^ ,:)]+]] = memref.load %[[VARG0]][%[[V2]]] : memref<10xf32>
// CHECK-NEXT: %[[V4:[^ ,:)]+]] = memref.load %[[VARG1]][%[[VARG4]]] : memref<3xf32>
// CHECK-NEXT: %[[V5:[^ ,:)]+]] = arith.mulf %[[V3]], %[[V4]] : f32
// CHECK-NEXT: %[[V6:[^ ,:)]+]] = arith.addf %[[V5]], %[[VARG5]] fastmath<reassoc> : f32
// CHECK-NEXT: scf.yield %[[V6]] : f32
// CHECK-NEXT: }
// CHECK-NEXT: memref.store %[[V1]], %[[VARG2]][%[[VARG3]]] : memref<8xf32>
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-LABEL: func.func @batch_matmul(
// CHECK-SAME: %[[VARG0:[^ ,:)]+]]: memref<2x3x4xf32>, %[[VARG1:[^ ,:)]+]]: memref<2x4x5xf32>, %[[VARG2:[^ ,:)]+]]: memref<2x3x5xf32>) {
// CHECK-NEXT: %[[VC0:[^ ,:)]+]] = arith.constant 0 : index
// CHECK-NEXT: %[[VC1:[^ ,:)]+]] = arith.constant 1 : index
// CHECK-NEXT: %[[VC2:[^ ,:)]+]] = arith.constant 2 : index
// CHECK-NEXT: %[[VC3:[^ ,:)]+]] = arith.constant 3 : index
// CHECK-NEXT: %[[VC5:[^ ,:)]+]] = arith.constant 5 : index
// CHECK-NEXT: %[[VC4:[^ ,:)]+]] = arith.constant 4 : index
// CHECK-NEXT: scf.for %[[VARG3:[^ ,:)]+]] = %[[VC0]] to %[[VC2]] step %[[VC1]] {
// CHECK-NEXT: scf.for %[[VARG4:[^ ,:)]+]] = %[[VC0]] to %[[VC3]] step %[[VC1]] {
// CHECK-NEXT: scf.for %[[VARG5:[^ ,:)]+]] = %[[VC0]] to %[[VC4]] step %[[VC1]] {
// CHECK-NEXT: scf.for %[[VARG6:[^ ,:)]+]] = %[[VC0]] to %[[VC5]] step %[[VC1]] {
// CHECK-NEXT: %[[V0:[^ ,:)]+]] = memref.load %[[VARG0]][%[[VARG3]], %[[VARG4]], %[[VARG5]]] : memref<2x3x4xf32>
// CHECK-NEXT: %[[V1:[^ ,:)]+]] = memref.load %[[VARG1]][%[[VARG3]], %[[VARG5]], %[[VARG6]]] : memref<2x4x5xf32>
// CHECK-NEXT: %[[V2:[^ ,:)]+]] = memref.load %[[VARG2]][%[[VARG3]], %[[VARG4]], %[[VARG6]]] : memref<2x3x5xf32>
// CHECK-NEXT: %[[V3:[^ ,:)]+]] = arith.mulf %[[V0]], %[[V1]] : f32
// CHECK-NEXT: %[[V4:[^ ,:)]+]] = arith.addf %[[V2]], %[[V3]] : f32
// CHECK-NEXT: memref.store %[[V4]], %[[VARG2]][%[[VARG3]], %[[VARG4]], %[[VARG6]]] : memref<2x3x5xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-LABEL: func.func @scalar_memref(
// CHECK-SAME: %[[VARG0:[^ ,:)]+]]: memref<f32>, %[[VARG1:[^ ,:)]+]]: memref<f32>) {
// CHECK-NEXT: %[[V0:[^ ,:)]+]] = memref.load %[[VARG0]][] : memref<f32>
// CHECK-NEXT: memref.store %[[V0]], %[[VARG1]][] : memref<f32>
// CHECK-NEXT: return
// CHECK-LABEL: func.func @tensors_stay(
// CHECK-SAME: %[[VARG0:[^ ,:)]+]]: f32, %[[VARG1:[^ ,:)]+]]: tensor<4xf32>) -> tensor<4xf32> {
// CHECK-NEXT: %[[V0:[^ ,:)]+]] = linalg.fill ins(%[[VARG0]] : f32) outs(%[[VARG1]] : tensor<4xf32>) -> tensor<4xf32>
// CHECK-NEXT: return %[[V0]] : tensor<4xf32>

func.func @matmul(%a: memref<4x8xf32>, %b: memref<8x4xf32>, %c: memref<4x4xf32>) {
  linalg.matmul ins(%a, %b : memref<4x8xf32>, memref<8x4xf32>) outs(%c : memref<4x4xf32>)
  return
}
func.func @fill_dynamic(%x: f32, %m: memref<?x3xf32>) {
  linalg.fill ins(%x : f32) outs(%m : memref<?x3xf32>)
  return
}
func.func @generic_reduction_with_index(%a: memref<4x8xf32>, %v: memref<4xf32>) {
  linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]} ins(%a : memref<4x8xf32>) outs(%v : memref<4xf32>) {
  ^bb0(%in: f32, %out: f32):
    %i = linalg.index 1 : index
    %ii = arith.index_cast %i : index to i32
    %fi = arith.sitofp %ii : i32 to f32
    %m = arith.mulf %in, %fi : f32
    %s = arith.addf %m, %out : f32
    linalg.yield %s : f32
  }
  return
}
func.func @transpose(%a: memref<2x3xf32>, %b: memref<3x2xf32>) {
  linalg.transpose ins(%a : memref<2x3xf32>) outs(%b : memref<3x2xf32>) permutation = [1, 0]
  return
}
func.func @broadcast(%v: memref<4xf32>, %m: memref<4x5xf32>) {
  linalg.broadcast ins(%v : memref<4xf32>) outs(%m : memref<4x5xf32>) dimensions = [1]
  return
}
func.func @reduce(%a: memref<4x8xf32>, %v: memref<8xf32>) {
  linalg.reduce ins(%a : memref<4x8xf32>) outs(%v : memref<8xf32>) dimensions = [0]
    (%in: f32, %init: f32) {
      %s = arith.maximumf %in, %init : f32
      linalg.yield %s : f32
    }
  return
}
func.func @map(%a: memref<4xf32>, %b: memref<4xf32>) {
  linalg.map ins(%a : memref<4xf32>) outs(%b : memref<4xf32>)
    (%x: f32, %o: f32) {
      %n = arith.negf %x : f32
      linalg.yield %n : f32
    }
  return
}
func.func @window(%a: memref<10xf32>, %w: memref<3xf32>, %v: memref<8xf32>) {
  linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0 + d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]} ins(%a, %w : memref<10xf32>, memref<3xf32>) outs(%v : memref<8xf32>) {
  ^bb0(%in: f32, %k: f32, %out: f32):
    %p = arith.mulf %in, %k : f32
    %s = arith.addf %p, %out : f32
    linalg.yield %s : f32
  }
  return
}
func.func @batch_matmul(%a: memref<2x3x4xf32>, %b: memref<2x4x5xf32>, %c: memref<2x3x5xf32>) {
  linalg.batch_matmul ins(%a, %b : memref<2x3x4xf32>, memref<2x4x5xf32>) outs(%c : memref<2x3x5xf32>)
  return
}
func.func @scalar_memref(%a: memref<f32>, %b: memref<f32>) {
  linalg.generic {indexing_maps = [affine_map<() -> ()>, affine_map<() -> ()>], iterator_types = []} ins(%a : memref<f32>) outs(%b : memref<f32>) {
  ^bb0(%in: f32, %out: f32):
    linalg.yield %in : f32
  }
  return
}
func.func @tensors_stay(%x: f32, %t: tensor<4xf32>) -> tensor<4xf32> {
  %r = linalg.fill ins(%x : f32) outs(%t : tensor<4xf32>) -> tensor<4xf32>
  return %r : tensor<4xf32>
}
