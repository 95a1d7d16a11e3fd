// REQUIRES: melior, mlir-opt
// Compiled checks: calls to the check runtime (docs/lowering/to-llvm.md, "check runtime") with
// memrefs passed unranked, as upstream lowers memref<*xT> arguments: (i64 rank, ptr descriptor).
// RUN: mlir-opt %s --convert-to-llvm --reconcile-unrealized-casts --mlir-print-op-generic -o %t.mlir
// RUN: not xla-run %t.mlir --backend jit > %t.out 2> %t.err
// RUN: FileCheck %s --check-prefix=COUNTS < %t.out
// RUN: FileCheck %s --check-prefix=FAIL < %t.err

// COUNTS: 2 passed, 1 failed
// FAIL: jit-checks.mlir:28:3: error: check failed: element 1: got 2, expected 2.5

llvm.mlir.global internal constant @loc1("jit-checks.mlir:27:3\00") {addr_space = 0 : i32}
llvm.mlir.global internal constant @loc2("jit-checks.mlir:28:3\00") {addr_space = 0 : i32}
memref.global "private" constant @expected : memref<3xf32> = dense<[1.0, 2.0, 3.0]>
memref.global "private" constant @wrong : memref<3xf32> = dense<[1.0, 2.5, 3.0]>
func.func private @xla_check_expect_eq(i32, memref<*xf32>, memref<*xf32>, !llvm.ptr)
func.func private @xla_check_expect_almost_eq(i32, memref<*xf32>, memref<*xf32>, f64, !llvm.ptr)
func.func @main() {
  %a = memref.get_global @expected : memref<3xf32>
  %b = memref.get_global @wrong : memref<3xf32>
  %ua = memref.cast %a : memref<3xf32> to memref<*xf32>
  %ub = memref.cast %b : memref<3xf32> to memref<*xf32>
  %f32 = arith.constant 7 : i32
  %l1 = llvm.mlir.addressof @loc1 : !llvm.ptr
  %l2 = llvm.mlir.addressof @loc2 : !llvm.ptr
  %tol = arith.constant 0.6 : f64
  func.call @xla_check_expect_eq(%f32, %ua, %ua, %l1) : (i32, memref<*xf32>, memref<*xf32>, !llvm.ptr) -> ()
  func.call @xla_check_expect_eq(%f32, %ua, %ub, %l2) : (i32, memref<*xf32>, memref<*xf32>, !llvm.ptr) -> ()
  func.call @xla_check_expect_almost_eq(%f32, %ua, %ub, %tol, %l1) : (i32, memref<*xf32>, memref<*xf32>, f64, !llvm.ptr) -> ()
  return
}
