// RUN: xla-opt %s --convert-to-llvm | FileCheck %s
// RUN: xla-opt %s --convert-to-llvm | mlir-opt > /dev/null
// RUN: xla-opt %s --convert-to-llvm --reconcile-unrealized-casts | mlir-translate --mlir-to-llvmir > /dev/null

// cf to llvm: branches keep their successors and operand segments; block arguments of
// index type become i64. Same output as mlir-opt 22.

func.func @branches(%c: i1, %n: index, %x: i32) -> index {
  cf.cond_br %c, ^bb1(%n : index), ^bb2
^bb1(%i: index):
  cf.switch %x : i32, [
    default: ^bb2,
    1: ^bb3(%i : index),
    5: ^bb3(%n : index)
  ]
^bb2:
  %z = arith.constant 0 : index
  cf.br ^bb3(%z : index)
^bb3(%r: index):
  return %r : index
}

// CHECK-LABEL: llvm.func @branches(%arg0: i1, %arg1: i64, %arg2: i32) -> i64 {
// CHECK-NEXT: llvm.cond_br %arg0, ^bb1(%arg1 : i64), ^bb2
// CHECK: ^bb1(%0: i64):
// CHECK-NEXT: llvm.switch %arg2 : i32, ^bb2 [
// CHECK-NEXT: 1: ^bb3(%0 : i64),
// CHECK-NEXT: 5: ^bb3(%arg1 : i64)
// CHECK-NEXT: ]
// CHECK: ^bb2:
// CHECK-NEXT: %1 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT: llvm.br ^bb3(%1 : i64)
// CHECK: ^bb3(%2: i64):
// CHECK-NEXT: llvm.return %2 : i64
// CHECK: }
// CHECK: }
