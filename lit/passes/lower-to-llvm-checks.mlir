// RUN: xla-opt %s --lower-to-llvm | FileCheck %s
// RUN: xla-opt %s --lower-to-llvm | mlir-opt > /dev/null
// RUN: xla-opt %s --lower-to-llvm | mlir-translate --mlir-to-llvmir > /dev/null
// RUN: not xla-run %s > %t.before 2> %t.before.err
// RUN: FileCheck %s --check-prefix=EXEC < %t.before
// RUN: FileCheck %s --check-prefix=ERR < %t.before.err
// RUN: xla-opt %s --lower-to-llvm | not xla-run - > %t.after 2> %t.after.err
// RUN: FileCheck %s --check-prefix=EXEC < %t.after
// RUN: FileCheck %s --check-prefix=ERR < %t.after.err

// The check ops become calls of the check runtime (docs/lowering/to-llvm.md, "check
// runtime"): each memref is passed as (rank, pointer to its descriptor in an alloca), the
// element type as a code (7 = f32, 3 = i32), the location as a string constant; `_const`
// literals become globals; unsigned checks read the signless buffer. The interpreter (and
// the JIT) count them as before lowering.

// CHECK-DAG: llvm.mlir.global internal constant @__check_loc_{{[0-9]+}}("{{.*}}lower-to-llvm-checks.mlir:[[L:[0-9]+]]:3\00")
// CHECK-DAG: llvm.func @xla_check_expect_eq(i32, i64, !llvm.ptr, i64, !llvm.ptr, !llvm.ptr)
// CHECK-DAG: llvm.func @xla_check_expect_almost_eq(i32, i64, !llvm.ptr, i64, !llvm.ptr, f64, !llvm.ptr)
// CHECK-DAG: llvm.func @xla_check_expect_close(i32, i64, !llvm.ptr, i64, !llvm.ptr, i64, i64, !llvm.ptr)
// CHECK-LABEL: llvm.func @main
// CHECK: %[[SLOT:.*]] = llvm.alloca %{{.*}} x !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> : (i64) -> !llvm.ptr
// CHECK: llvm.store %{{.*}}, %[[SLOT]]
// CHECK: %[[CODE:.*]] = llvm.mlir.constant(7 : i32) : i32
// CHECK: llvm.call @xla_check_expect_eq(%[[CODE]], %{{.*}}, %[[SLOT]], %{{.*}}, %{{.*}}, %{{.*}}) : (i32, i64, !llvm.ptr, i64, !llvm.ptr, !llvm.ptr) -> ()
// CHECK: llvm.call @xla_check_expect_almost_eq
// CHECK: llvm.call @xla_check_expect_eq
// CHECK: llvm.call @xla_check_expect_close
// CHECK: llvm.call @xla_check_expect_eq

// EXEC: 4 passed, 1 failed
// ERR: error: check failed: element 1: got 2, expected 2.5

func.func @main() {
  %a = hlo.constant dense<[1.0, 2.0, 3.0]> : tensor<3xf32>
  %b = hlo.constant dense<[1.0, 2.5, 3.0]> : tensor<3xf32>
  %c = hlo.add %a, %a : tensor<3xf32>
  check.expect_eq %a, %b : tensor<3xf32>
  check.expect_almost_eq %c, %c : tensor<3xf32>
  check.expect_eq_const %c, dense<[2.0, 4.0, 6.0]> : tensor<3xf32>
  check.expect_close %c, %c, max_ulp_difference = 2 : tensor<3xf32>, tensor<3xf32>
  %u = hlo.constant dense<[255, 1]> : tensor<2xui8>
  check.expect_eq_const %u, dense<[255, 1]> : tensor<2xui8>
  return
}
