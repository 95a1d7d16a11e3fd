// RUN: xla-opt %s --convert-scf-to-cf --convert-to-llvm --reconcile-unrealized-casts | FileCheck %s
// RUN: xla-opt %s --convert-scf-to-cf --convert-to-llvm --reconcile-unrealized-casts | mlir-opt > /dev/null
// RUN: xla-opt %s --convert-scf-to-cf --convert-to-llvm --reconcile-unrealized-casts | mlir-translate --mlir-to-llvmir > /dev/null
// RUN: xla-run %s --print | FileCheck %s --check-prefix=EXEC
// RUN: xla-opt %s --convert-scf-to-cf --convert-to-llvm --reconcile-unrealized-casts | xla-run - --print | FileCheck %s --check-prefix=EXEC

// A copy out of a strided view too large to unroll (1200 elements) calls upstream's runtime
// `memrefCopy(elemSize, src, dst)` with unranked descriptors `{rank, ptr}`; the descriptors
// live in one malloc'ed block (we have no stacksave/stackrestore yet). Same values before
// and after.

// CHECK: llvm.func @memrefCopy(i64, !llvm.ptr, !llvm.ptr)
// CHECK-LABEL: llvm.func @main
// CHECK: llvm.store %{{.*}}, %[[BLOCK:.*]] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>, !llvm.ptr
// CHECK: llvm.insertvalue %[[BLOCK]], %{{.*}}[1] : !llvm.struct<(i64, ptr)>
// CHECK: llvm.call @memrefCopy(%{{.*}}, %{{.*}}, %{{.*}}) : (i64, !llvm.ptr, !llvm.ptr) -> ()
// CHECK: llvm.call @free(%[[BLOCK]])

// EXEC: dense<{{\[\[}}5.050000e+02, 5.060000e+02,
// EXEC-SAME: [2.455000e+03, {{.*}}, 2.484000e+03]]> : tensor<40x30xf32>

func.func @main() -> memref<40x30xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c60 = arith.constant 60 : index
  %c50 = arith.constant 50 : index
  %src = memref.alloc() : memref<60x50xf32>
  scf.for %i = %c0 to %c60 step %c1 {
    scf.for %j = %c0 to %c50 step %c1 {
      %k = arith.muli %i, %c50 : index
      %l = arith.addi %k, %j : index
      %n = arith.index_cast %l : index to i64
      %f = arith.sitofp %n : i64 to f32
      memref.store %f, %src[%i, %j] : memref<60x50xf32>
    }
  }
  %v = memref.subview %src[10, 5] [40, 30] [1, 1] : memref<60x50xf32> to memref<40x30xf32, strided<[50, 1], offset: 505>>
  %dst = memref.alloc() : memref<40x30xf32>
  memref.copy %v, %dst : memref<40x30xf32, strided<[50, 1], offset: 505>> to memref<40x30xf32>
  memref.dealloc %src : memref<60x50xf32>
  return %dst : memref<40x30xf32>
}
