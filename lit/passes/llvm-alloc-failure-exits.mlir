// RUN: xla-opt %s --llvm-alloc-failure-exits | FileCheck %s
// RUN: xla-opt %s --llvm-alloc-failure-exits | mlir-opt > /dev/null
// RUN: xla-opt %s --llvm-alloc-failure-exits --llvm-alloc-failure-exits | FileCheck %s --check-prefix=ONCE

// Allocation failure returns from the function (issue 18 item 8, docs/limits.md): a null
// malloc result (of a non-zero size) records the failure with its location and returns
// poison; callers of functions that may fail, and of the parallel loop, return too when a
// failure is pending. Functions that cannot fail are left alone.

// CHECK-DAG: llvm.func @xla_alloc_failed(i64, !llvm.ptr)
// CHECK-DAG: llvm.func @xla_alloc_failure_pending() -> i1
// CHECK-DAG: llvm.mlir.global internal constant @__xla_alloc_loc_0("{{.*}}llvm-alloc-failure-exits.mlir:[[# @LINE + 45]]:10\00")

// CHECK-LABEL: llvm.func @allocates
// CHECK: %[[P:.*]] = llvm.call @malloc(%[[N:.*]]) : (i64) -> !llvm.ptr
// CHECK: %[[NULL:.*]] = llvm.mlir.zero : !llvm.ptr
// CHECK: %[[ZERO:.*]] = llvm.mlir.constant(0 : i64) : i64
// CHECK: %[[IS_NULL:.*]] = llvm.icmp "eq" %[[P]], %[[NULL]] : !llvm.ptr
// CHECK: %[[ASKED:.*]] = llvm.icmp "ne" %[[N]], %[[ZERO]] : i64
// CHECK: %[[FAILED:.*]] = llvm.and %[[IS_NULL]], %[[ASKED]] : i1
// CHECK: llvm.cond_br %[[FAILED]], ^[[FAIL:.*]], ^[[CONT:.*]]
// CHECK: ^[[CONT]]:
// CHECK: llvm.return %[[P]] : !llvm.ptr
// CHECK: ^[[FAIL]]:
// CHECK: %[[LOC:.*]] = llvm.mlir.addressof @__xla_alloc_loc_0 : !llvm.ptr
// CHECK: llvm.call @xla_alloc_failed(%[[N]], %[[LOC]]) : (i64, !llvm.ptr) -> ()
// CHECK: llvm.br ^[[EXIT:.*]]
// CHECK: ^[[EXIT]]:
// CHECK: %[[POISON:.*]] = llvm.mlir.poison : !llvm.ptr
// CHECK: llvm.return %[[POISON]] : !llvm.ptr

// CHECK-LABEL: llvm.func @caller
// CHECK: llvm.call @allocates
// CHECK: %[[PENDING:.*]] = llvm.call @xla_alloc_failure_pending() : () -> i1
// CHECK: llvm.cond_br %[[PENDING]], ^[[EXIT2:.*]], ^[[CONT2:.*]]
// CHECK: ^[[CONT2]]:
// CHECK: llvm.call @pure
// CHECK-NOT: xla_alloc_failure_pending
// CHECK: llvm.return
// CHECK: ^[[EXIT2]]:
// CHECK: llvm.return

// CHECK-LABEL: llvm.func @parallel
// CHECK: llvm.call @xla_cpu_parallel_for
// CHECK: llvm.call @xla_alloc_failure_pending() : () -> i1

// CHECK-LABEL: llvm.func @pure
// CHECK-NOT: xla_alloc
// CHECK: llvm.return

// ONCE-COUNT-1: llvm.func @xla_alloc_failed(

module {
  llvm.func @malloc(i64) -> !llvm.ptr
  llvm.func @xla_cpu_parallel_for(!llvm.ptr, !llvm.ptr, i64, i64)
  llvm.func @allocates(%n: i64) -> !llvm.ptr {
    %p = llvm.call @malloc(%n) : (i64) -> !llvm.ptr
    llvm.return %p : !llvm.ptr
  }
  llvm.func @caller(%n: i64) {
    %p = llvm.call @allocates(%n) : (i64) -> !llvm.ptr
    %x = llvm.call @pure(%n) : (i64) -> i64
    llvm.return
  }
  llvm.func @parallel(%f: !llvm.ptr, %n: i64) {
    llvm.call @xla_cpu_parallel_for(%f, %f, %n, %n) : (!llvm.ptr, !llvm.ptr, i64, i64) -> ()
    llvm.return
  }
  llvm.func @pure(%n: i64) -> i64 {
    llvm.return %n : i64
  }
}
