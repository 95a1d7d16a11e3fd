// RUN: xla-opt %s --linalg-matmul-to-microkernel="vector-bits=512 outline=false" | FileCheck %s
// RUN: xla-opt %s --linalg-matmul-to-microkernel="vector-bits=256 outline=false" | FileCheck %s --check-prefix=AVX2
// RUN: xla-opt %s --linalg-matmul-to-microkernel=vector-bits=512 | mlir-opt > /dev/null
// RUN: xla-opt %s --linalg-matmul-to-microkernel=vector-bits=512 --convert-linalg-to-loops --convert-scf-to-cf --convert-to-llvm --reconcile-unrealized-casts | mlir-opt > /dev/null
// RUN: xla-opt %s --linalg-matmul-to-microkernel="vector-bits=512 outline=false" --convert-linalg-to-loops --convert-scf-to-cf --convert-to-llvm --reconcile-unrealized-casts | mlir-opt > /dev/null

// With outline=false the product is generated at each site (the default, on a module, puts
// it in a shared function: linalg-matmul-to-microkernel-outline.mlir).
// Float matmuls on buffers become: a scf.parallel over tasks (ranges of N parts), packing loops into
// memref<?xf32> panels, the micro-kernel (scf.for over k carrying MR x NV vector
// accumulators: NV loads of B, MR broadcasts of A, MR*NV fma), then the C update (vector
// for full tiles, scalar at the edges). Integer matmuls are left to --convert-linalg-to-loops.

// Each operand is viewed flat (its element offsets computed from unit steps of m, n, k);
// the packing loops and the macro-kernel are single-iteration `xla.leaf` loops on flat
// buffers (docs/lowering/matmul-kernel.md, "Shared leaves"), the task loop a driver.
// CHECK-LABEL: func.func @plain
// CHECK-NOT: linalg.matmul
// CHECK: %[[CF:.*]] = memref.reinterpret_cast %arg2 to offset: [0], sizes: [%{{.*}}], strides: [1] : memref<100x200xf32> to memref<?xf32>
// CHECK: scf.parallel
// CHECK: memref.alloc(%{{.*}}) {alignment = 64 : i64} : memref<?xf32>
// CHECK: scf.for {{.*}} iter_args({{.*}}) -> (vector<16xf32>, vector<16xf32>, vector<16xf32>, vector<16xf32>, vector<16xf32>, vector<16xf32>, vector<16xf32>, vector<16xf32>, vector<16xf32>, vector<16xf32>, vector<16xf32>, vector<16xf32>, vector<16xf32>, vector<16xf32>, vector<16xf32>, vector<16xf32>, vector<16xf32>, vector<16xf32>, vector<16xf32>, vector<16xf32>, vector<16xf32>, vector<16xf32>, vector<16xf32>, vector<16xf32>)
// CHECK-COUNT-2: vector.load %{{.*}}[%{{.*}}] : memref<?xf32>, vector<16xf32>
// CHECK: vector.broadcast %{{.*}} : f32 to vector<16xf32>
// CHECK-COUNT-2: math.fma
// CHECK: scf.if
// CHECK: vector.load %[[CF]][%{{.*}}] : memref<?xf32>, vector<16xf32>
// CHECK: arith.addf %{{.*}}, %{{.*}} : vector<16xf32>
// CHECK: vector.store %{{.*}}, %[[CF]][%{{.*}}] : memref<?xf32>, vector<16xf32>
// CHECK: } else {
// CHECK: memref.load %[[CF]]
// CHECK: } {xla.leaf}
// CHECK: memref.dealloc
// CHECK: } {xla.grain = 1 : i64, xla.optnone}
// AVX2-LABEL: func.func @plain
// AVX2: iter_args({{.*}}) -> (vector<8xf32>, vector<8xf32>, vector<8xf32>, vector<8xf32>, vector<8xf32>, vector<8xf32>, vector<8xf32>, vector<8xf32>, vector<8xf32>, vector<8xf32>, vector<8xf32>, vector<8xf32>)
func.func @plain(%a: memref<100x50xf32>, %b: memref<50x200xf32>, %c: memref<100x200xf32>) {
  linalg.matmul ins(%a, %b : memref<100x50xf32>, memref<50x200xf32>) outs(%c : memref<100x200xf32>)
  return
}

// The batch and the N parts are one task loop; an item is split back into both.
// CHECK-LABEL: func.func @batched_f64
// CHECK: scf.parallel (%{{.*}}) =
// CHECK: arith.remui %[[ITEM:[^,]*]], %[[PARTS:.*]] : index
// CHECK-NEXT: %[[REST:.*]] = arith.divui %[[ITEM]], %[[PARTS]] : index
// CHECK-NEXT: arith.remui %[[REST]], %c4{{.*}} : index
// CHECK-NEXT: arith.divui %[[REST]], %c4{{.*}} : index
// CHECK: vector<8xf64>
func.func @batched_f64(%a: memref<4x9x7xf64>, %b: memref<4x7x5xf64>, %c: memref<4x9x5xf64>) {
  linalg.batch_matmul ins(%a, %b : memref<4x9x7xf64>, memref<4x7x5xf64>) outs(%c : memref<4x9x5xf64>)
  return
}

// A transposed contraction (dot_general with contracting dims [0] x [1]): a linalg.generic.
// CHECK-LABEL: func.func @transposed
// CHECK-NOT: linalg.generic
// CHECK: scf.parallel
func.func @transposed(%a: memref<?x?xf32>, %b: memref<?x?xf32>, %c: memref<?x?xf32>) {
  linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d2, d0)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%a, %b : memref<?x?xf32>, memref<?x?xf32>) outs(%c : memref<?x?xf32>) {
  ^bb0(%x: f32, %y: f32, %acc: f32):
    %p = arith.mulf %x, %y : f32
    %s = arith.addf %acc, %p : f32
    linalg.yield %s : f32
  }
  return
}

// CHECK-LABEL: func.func @integer
// CHECK: linalg.matmul
// CHECK-NOT: vector.
func.func @integer(%a: memref<4x8xi32>, %b: memref<8x4xi32>, %c: memref<4x4xi32>) {
  linalg.matmul ins(%a, %b : memref<4x8xi32>, memref<8x4xi32>) outs(%c : memref<4x4xi32>)
  return
}

// A body that is not a multiply-accumulate keeps the loop lowering.
// CHECK-LABEL: func.func @max_plus
// CHECK: linalg.generic
func.func @max_plus(%a: memref<4x8xf32>, %b: memref<8x4xf32>, %c: memref<4x4xf32>) {
  linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%a, %b : memref<4x8xf32>, memref<8x4xf32>) outs(%c : memref<4x4xf32>) {
  ^bb0(%x: f32, %y: f32, %acc: f32):
    %p = arith.addf %x, %y : f32
    %s = arith.maximumf %acc, %p : f32
    linalg.yield %s : f32
  }
  return
}

// Images (d0) are free loops of A and C only: batch loops of the task items, B packed
// again per image. A is read at affine positions of m (d1) and of an outer reduction loop
// (d3, a kernel row: iterated around the k blocks), k (d4) at unit step (packed along rows),
// as the direct convolution lowers to. Its rows' offsets (which divide m) are tabulated per
// block by a leaf of their own, which the A packing reads.
// CHECK-LABEL: func.func @direct_convolution
// CHECK-NOT: linalg.generic
// CHECK: scf.parallel (%{{.*}}) = (%{{.*}}) to (%{{.*}}) step (%{{.*}}) {
// CHECK: arith.remui
// CHECK: %[[TABLE:.*]] = memref.alloc(%{{.*}}) {alignment = 64 : i64} : memref<?xindex>
// CHECK: scf.for %[[TAP:.*]] = %{{.*}} to %c3
// CHECK: arith.floordivsi
// CHECK: memref.store %{{.*}}, %[[TABLE]][%{{.*}}] : memref<?xindex>
// CHECK: } {xla.leaf}
// CHECK: memref.load %[[TABLE]]
// CHECK: math.fma
func.func @direct_convolution(%a: memref<2x8x32xf32>, %b: memref<3x12x8xf32>, %c: memref<2x18x8xf32>) {
  linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, (d1 floordiv 6) * 2 + d3, (d1 mod 6) * 4 + d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d3, d4, d2)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel", "reduction", "reduction"]} ins(%a, %b : memref<2x8x32xf32>, memref<3x12x8xf32>) outs(%c : memref<2x18x8xf32>) {
  ^bb0(%x: f32, %y: f32, %acc: f32):
    %p = arith.mulf %x, %y : f32
    %s = arith.addf %acc, %p : f32
    linalg.yield %s : f32
  }
  return
}

// A reduction loop that C indexes is no contraction: left to the loop lowering.
// CHECK-LABEL: func.func @reduction_in_c
// CHECK: linalg.generic
func.func @reduction_in_c(%a: memref<4x8xf32>, %b: memref<8x4xf32>, %c: memref<4x8xf32>) {
  linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d2)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%a, %b : memref<4x8xf32>, memref<8x4xf32>) outs(%c : memref<4x8xf32>) {
  ^bb0(%x: f32, %y: f32, %acc: f32):
    %p = arith.mulf %x, %y : f32
    %s = arith.addf %acc, %p : f32
    linalg.yield %s : f32
  }
  return
}
