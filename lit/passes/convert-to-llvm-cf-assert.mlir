// RUN: xla-opt %s --convert-to-llvm --reconcile-unrealized-casts | FileCheck %s
// RUN: xla-opt %s --convert-to-llvm --reconcile-unrealized-casts | mlir-opt > /dev/null
// RUN: xla-opt %s --convert-to-llvm --reconcile-unrealized-casts | mlir-translate --mlir-to-llvmir > /dev/null
// RUN: xla-run %s --entry ok --print | FileCheck %s --check-prefix=OK
// RUN: xla-opt %s --convert-to-llvm --reconcile-unrealized-casts | xla-run - --entry ok --print | FileCheck %s --check-prefix=OK
// RUN: xla-opt %s --convert-to-llvm --reconcile-unrealized-casts | not xla-run - --entry fails 2>&1 | FileCheck %s --check-prefix=ABORT

// cf.assert as upstream lowers it: split the block, branch on the condition to the rest or
// to a block that prints the message (puts), aborts and is unreachable.

// CHECK-DAG: llvm.mlir.global internal constant @assert_msg("must be positive\00")
// CHECK-DAG: llvm.func @puts(!llvm.ptr) -> i32
// CHECK-DAG: llvm.func @abort()
// CHECK-LABEL: llvm.func @ok
// CHECK: llvm.cond_br %{{.*}}, ^[[CONT:.*]], ^[[FAIL:.*]]
// CHECK: ^[[CONT]]:
// CHECK: llvm.return
// CHECK: ^[[FAIL]]:
// CHECK: %[[MSG:.*]] = llvm.mlir.addressof @assert_msg : !llvm.ptr
// CHECK: llvm.call @puts(%[[MSG]]) : (!llvm.ptr) -> i32
// CHECK: llvm.call @abort() : () -> ()
// CHECK: llvm.unreachable

// OK: dense<5> : tensor<i32>
// ABORT: must be negative
// ABORT: error: {{.*}}abort called (a failed assertion)

func.func @ok() -> i32 {
  %c = arith.constant 5 : i32
  %z = arith.constant 0 : i32
  %p = arith.cmpi sgt, %c, %z : i32
  cf.assert %p, "must be positive"
  return %c : i32
}

func.func @fails() -> i32 {
  %c = arith.constant 5 : i32
  %z = arith.constant 0 : i32
  %p = arith.cmpi slt, %c, %z : i32
  cf.assert %p, "must be negative"
  return %c : i32
}
