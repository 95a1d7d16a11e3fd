// RUN: xla-opt %s --convert-to-llvm --reconcile-unrealized-casts | FileCheck %s
// RUN: xla-opt %s --convert-to-llvm --reconcile-unrealized-casts | mlir-opt > /dev/null
// RUN: xla-opt %s --convert-to-llvm --reconcile-unrealized-casts | mlir-translate --mlir-to-llvmir > /dev/null
// RUN: xla-run %s --print | FileCheck %s --check-prefix=EXEC
// RUN: xla-opt %s --convert-to-llvm --reconcile-unrealized-casts | xla-run - --print | FileCheck %s --check-prefix=LOWERED

// memref.dim as upstream: a static size is a constant, a dynamic one the descriptor's size
// field; a non-constant index selects among the sizes (upstream loads it from a stack copy
// of the sizes: the same value).

// CHECK-LABEL: llvm.func @dims
// CHECK-SAME: %[[I:[a-z0-9]+]]: i64) -> !llvm.struct<(i64, i64, i64)>
// CHECK: %[[DESC:.*]] = llvm.insertvalue %{{.*}}[4, 1]
// CHECK: %[[STATIC:.*]] = llvm.mlir.constant(2 : index) : i64
// CHECK: %[[DYN:.*]] = llvm.extractvalue %[[DESC]][3, 1]
// CHECK: %[[LAST:.*]] = llvm.extractvalue %[[DESC]][3, 1]
// CHECK: %[[ZERO:.*]] = llvm.mlir.constant(0 : index) : i64
// CHECK: %[[IS0:.*]] = llvm.icmp "eq" %[[I]], %[[ZERO]] : i64
// CHECK: %[[FIRST:.*]] = llvm.mlir.constant(2 : index) : i64
// CHECK: %[[PICK:.*]] = llvm.select %[[IS0]], %[[FIRST]], %[[LAST]] : i1, i64
// CHECK: llvm.insertvalue %[[STATIC]]
// CHECK: llvm.insertvalue %[[DYN]]
// CHECK: llvm.insertvalue %[[PICK]]
func.func @dims(%m: memref<2x?xf32>, %i: index) -> (index, index, index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %a = memref.dim %m, %c0 : memref<2x?xf32>
  %b = memref.dim %m, %c1 : memref<2x?xf32>
  %c = memref.dim %m, %i : memref<2x?xf32>
  return %a, %b, %c : index, index, index
}

// EXEC: dense<2> : tensor<index>
// EXEC-NEXT: dense<5> : tensor<index>
// EXEC-NEXT: dense<5> : tensor<index>
// EXEC-NEXT: dense<2> : tensor<index>
// LOWERED: (dense<2> : tensor<i64>, dense<5> : tensor<i64>, dense<5> : tensor<i64>, dense<2> : tensor<i64>)
func.func @main() -> (index, index, index, index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %m = memref.alloc() : memref<2x5xf32>
  %d = memref.cast %m : memref<2x5xf32> to memref<2x?xf32>
  %a, %b, %c = func.call @dims(%d, %c1) : (memref<2x?xf32>, index) -> (index, index, index)
  %e = memref.dim %d, %c0 : memref<2x?xf32>
  memref.dealloc %m : memref<2x5xf32>
  return %a, %b, %c, %e : index, index, index, index
}
