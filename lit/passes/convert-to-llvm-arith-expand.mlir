// RUN: xla-opt %s --convert-to-llvm --reconcile-unrealized-casts | FileCheck %s
// RUN: xla-opt %s --convert-to-llvm --reconcile-unrealized-casts | mlir-opt > /dev/null
// RUN: xla-opt %s --convert-to-llvm --reconcile-unrealized-casts | mlir-translate --mlir-to-llvmir > /dev/null
// RUN: xla-run %s --print | FileCheck %s --check-prefix=EXEC
// RUN: xla-opt %s --convert-to-llvm --reconcile-unrealized-casts | xla-run - --print | FileCheck %s --check-prefix=LOWERED

// Ops without an llvm counterpart are expanded to plain arith first (as upstream's
// arith-expand): ceildivsi/floordivsi (divide, then step the quotient by one when inexact and
// the signs agree/differ), ceildivui (a == 0 ? 0 : (a - 1) / b + 1), and the extended ops
// (addui_extended: sum and `sum < a`; mul*_extended: a double-width multiply, low and high
// halves). Same values before and after.

// CHECK-LABEL: llvm.func @main
// CHECK: llvm.sdiv
// CHECK: llvm.icmp "ne"
// CHECK: llvm.select
// CHECK: llvm.udiv
// CHECK: llvm.icmp "ult"
// CHECK: llvm.zext %{{.*}} : i32 to i64
// CHECK: llvm.sext %{{.*}} : i32 to i64
// CHECK-NOT: arith.

// EXEC: dense<-2> : tensor<i32>
// EXEC-NEXT: dense<-3> : tensor<i32>
// EXEC-NEXT: dense<3> : tensor<i32>
// EXEC-NEXT: dense<-7> : tensor<i32>
// EXEC-NEXT: dense<0> : tensor<i32>
// EXEC-NEXT: dense<3> : tensor<i32>
// EXEC-NEXT: dense<1> : tensor<i8>
// EXEC-NEXT: dense<true> : tensor<i1>
// EXEC-NEXT: dense<0> : tensor<i32>
// EXEC-NEXT: dense<-9> : tensor<i32>
// EXEC-NEXT: dense<1> : tensor<i32>
// EXEC-NEXT: dense<-2> : tensor<i32>
// LOWERED: (dense<-2> : tensor<i32>, dense<-3> : tensor<i32>, dense<3> : tensor<i32>, dense<-7> : tensor<i32>, dense<0> : tensor<i32>, dense<3> : tensor<i32>, dense<1> : tensor<i8>, dense<true> : tensor<i1>, dense<0> : tensor<i32>, dense<-9> : tensor<i32>, dense<1> : tensor<i32>, dense<-2> : tensor<i32>)

func.func @main() -> (i32, i32, i32, i32, i32, i32, i8, i1, i32, i32, i32, i32) {
  %m7 = arith.constant -7 : i32
  %p7 = arith.constant 7 : i32
  %p3 = arith.constant 3 : i32
  %m3 = arith.constant -3 : i32
  %one = arith.constant 1 : i32
  %z = arith.constant 0 : i32
  %a = arith.ceildivsi %m7, %p3 : i32
  %b = arith.floordivsi %m7, %p3 : i32
  %c = arith.ceildivsi %p7, %p3 : i32
  %d = arith.floordivsi %p7, %one : i32
  %d2 = arith.floordivsi %m7, %one : i32
  %e = arith.ceildivui %z, %p3 : i32
  %f = arith.ceildivui %p7, %p3 : i32
  %x = arith.constant 200 : i8
  %y = arith.constant 57 : i8
  %s, %o = arith.addui_extended %x, %y : i8, i1
  %big = arith.constant -1 : i32
  %lo, %hi = arith.mului_extended %big, %big : i32
  %slo, %shi = arith.mulsi_extended %m3, %big : i32
  %sneg, %shneg = arith.mulsi_extended %m3, %p3 : i32
  %neg = arith.addi %shneg, %shneg : i32
  return %a, %b, %c, %d2, %e, %f, %s, %o, %shi, %sneg, %lo, %hi : i32, i32, i32, i32, i32, i32, i8, i1, i32, i32, i32, i32
}
