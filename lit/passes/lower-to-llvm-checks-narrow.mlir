// RUN: xla-opt %s --lower-to-llvm | FileCheck %s
// RUN: xla-opt %s --lower-to-llvm | mlir-translate --mlir-to-llvmir > /dev/null
// RUN: not xla-run %s > %t.before 2> %t.before.err
// RUN: FileCheck %s --check-prefix=EXEC < %t.before
// RUN: FileCheck %s --check-prefix=ERR < %t.before.err
// RUN: xla-opt %s --lower-to-llvm | not xla-run - > %t.after 2> %t.after.err
// RUN: FileCheck %s --check-prefix=EXEC < %t.after
// RUN: FileCheck %s --check-prefix=ERR < %t.after.err

// Checks of sub-byte integers and 8-bit floats: their element codes are 9 (i2), 10 (i4) and
// 16 + the index of the float kind (f8E4M3FN: 23, f8E5M2: 21); f8 memrefs are i8 memory
// in llvm (as upstream converts the type). Counted alike before and after lowering.

// CHECK-LABEL: llvm.func @main
// CHECK: %[[I4:.*]] = llvm.mlir.constant(10 : i32) : i32
// CHECK: llvm.call @xla_check_expect_eq(%[[I4]],
// CHECK: %[[I2:.*]] = llvm.mlir.constant(9 : i32) : i32
// CHECK: llvm.call @xla_check_expect_eq(%[[I2]],
// CHECK: %[[F8:.*]] = llvm.mlir.constant(23 : i32) : i32
// CHECK: llvm.call @xla_check_expect_eq(%[[F8]],
// CHECK: %[[E5:.*]] = llvm.mlir.constant(21 : i32) : i32
// CHECK: llvm.call @xla_check_expect_almost_eq(%[[E5]],

// EXEC: 3 passed, 1 failed
// ERR: error: check failed: element 1: got -2, expected -1

func.func @main() {
  %a = hlo.constant dense<[-8, 7, -1]> : tensor<3xi4>
  check.expect_eq_const %a, dense<[-8, 7, -1]> : tensor<3xi4>
  %b = hlo.constant dense<[1, -2]> : tensor<2xi2>
  check.expect_eq_const %b, dense<[1, 3]> : tensor<2xi2>
  %c = hlo.constant dense<[1.0, -0.5, 448.0]> : tensor<3xf8E4M3FN>
  check.expect_eq_const %c, dense<[1.0, -0.5, 448.0]> : tensor<3xf8E4M3FN>
  %d = hlo.constant dense<[1.0, 3.0]> : tensor<2xf8E5M2>
  check.expect_almost_eq_const %d, dense<[1.0, 3.0]> : tensor<2xf8E5M2>
  return
}
