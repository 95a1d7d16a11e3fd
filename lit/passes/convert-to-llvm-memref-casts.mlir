// RUN: xla-opt %s --convert-scf-to-cf --convert-to-llvm --reconcile-unrealized-casts | FileCheck %s
// RUN: xla-opt %s --convert-scf-to-cf --convert-to-llvm --reconcile-unrealized-casts | mlir-opt > /dev/null
// RUN: xla-opt %s --convert-scf-to-cf --convert-to-llvm --reconcile-unrealized-casts | mlir-translate --mlir-to-llvmir > /dev/null
// RUN: xla-run %s --print | FileCheck %s --check-prefix=EXEC
// RUN: xla-opt %s --convert-scf-to-cf --convert-to-llvm --reconcile-unrealized-casts | xla-run - --print | FileCheck %s --check-prefix=EXEC

// memref.cast between ranked types (same descriptor), memref.reinterpret_cast (new offset,
// sizes and strides on the source's pointers), and a rank-reducing subview (the dropped
// unit dimension's size and stride leave the descriptor). Same values before and after.

// CHECK-LABEL: llvm.func @main
// CHECK-NOT: memref.
// CHECK: llvm.insertvalue %{{.*}}[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>

// EXEC: dense<[4.000000e+00, 5.000000e+00, 6.000000e+00, 7.000000e+00]> : tensor<4xf32>
// EXEC-NEXT: dense<{{\[\[}}1.000000e+00, 3.000000e+00], [9.000000e+00, 1.100000e+01]]> : tensor<2x2xf32>
// EXEC-NEXT: dense<[0.000000e+00, 1.000000e+00, 2.000000e+00, 3.000000e+00, 4.000000e+00, 5.000000e+00, 6.000000e+00, 7.000000e+00, 8.000000e+00, 9.000000e+00, 1.000000e+01, 1.100000e+01]> : tensor<12xf32>

func.func @main() -> (memref<4xf32, strided<[1], offset: 4>>, memref<2x2xf32, strided<[8, 2], offset: 1>>, memref<12xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  %src = memref.alloc() : memref<3x4xf32>
  scf.for %i = %c0 to %c3 step %c1 {
    scf.for %j = %c0 to %c4 step %c1 {
      %k = arith.muli %i, %c4 : index
      %l = arith.addi %k, %j : index
      %n = arith.index_cast %l : index to i64
      %f = arith.sitofp %n : i64 to f32
      memref.store %f, %src[%i, %j] : memref<3x4xf32>
    }
  }
  %row = memref.subview %src[1, 0] [1, 4] [1, 1] : memref<3x4xf32> to memref<4xf32, strided<[1], offset: 4>>
  %flat = memref.reinterpret_cast %src to offset: [0], sizes: [12], strides: [1] : memref<3x4xf32> to memref<12xf32>
  %odd = memref.reinterpret_cast %src to offset: [1], sizes: [2, 2], strides: [8, 2] : memref<3x4xf32> to memref<2x2xf32, strided<[8, 2], offset: 1>>
  %dyn = memref.cast %flat : memref<12xf32> to memref<?xf32>
  %back = memref.cast %dyn : memref<?xf32> to memref<12xf32>
  return %row, %odd, %back : memref<4xf32, strided<[1], offset: 4>>, memref<2x2xf32, strided<[8, 2], offset: 1>>, memref<12xf32>
}
