// REQUIRES: mlir-opt
// The IR dumps of --mlir-print-ir-after-change, --mlir-print-ir-module-scope and
// --mlir-print-ir-after-failure are byte for byte mlir-opt's.
// RUN: xla-opt %s --mlir-print-ir-after-all --mlir-print-ir-after-change --cse --canonicalize -o /dev/null 2> %t.ours
// RUN: mlir-opt %s --mlir-print-ir-after-all --mlir-print-ir-after-change --cse --canonicalize -o /dev/null 2> %t.upstream
// RUN: diff %t.ours %t.upstream
// RUN: xla-opt %s --mlir-print-ir-after-all --mlir-print-ir-after-change --pass-pipeline='builtin.module(func.func(cse,canonicalize))' -o /dev/null 2> %t.ours-nested
// RUN: mlir-opt %s --mlir-print-ir-after-all --mlir-print-ir-after-change --pass-pipeline='builtin.module(func.func(cse,canonicalize))' -o /dev/null 2> %t.upstream-nested
// RUN: diff %t.ours-nested %t.upstream-nested
// RUN: xla-opt %s --mlir-print-ir-before-all --mlir-print-ir-after-all --mlir-disable-threading --mlir-print-ir-module-scope --pass-pipeline='builtin.module(func.func(cse),canonicalize)' -o /dev/null 2> %t.ours-scope
// RUN: mlir-opt %s --mlir-print-ir-before-all --mlir-print-ir-after-all --mlir-disable-threading --mlir-print-ir-module-scope --pass-pipeline='builtin.module(func.func(cse),canonicalize)' -o /dev/null 2> %t.upstream-scope
// RUN: diff %t.ours-scope %t.upstream-scope
// RUN: not xla-opt %s --mlir-print-ir-after-failure --pass-pipeline='builtin.module(func.func(cse,canonicalize{test-convergence max-iterations=1}))' -o /dev/null 2>&1 | FileCheck %s
// RUN: not mlir-opt %s --mlir-print-ir-after-failure --pass-pipeline='builtin.module(func.func(cse,canonicalize{test-convergence max-iterations=1}))' -o /dev/null 2>&1 | FileCheck %s
// RUN: not xla-opt %s --mlir-print-ir-module-scope --cse 2> %t.ours-err
// RUN: not mlir-opt %s --mlir-print-ir-module-scope --cse 2> %t.upstream-err
// RUN: diff %t.ours-err %t.upstream-err

// CHECK-NOT: IR Dump After CSE
// CHECK: // -----// IR Dump After Canonicalizer Failed (canonicalize) //----- //
// CHECK-NEXT: func.func @f(
// CHECK-NOT: IR Dump

func.func @f(%a: i32) -> i32 {
  %c1 = arith.constant 1 : i32
  %c2 = arith.constant 2 : i32
  %0 = arith.addi %c1, %c2 : i32
  %1 = arith.addi %0, %c2 : i32
  %2 = arith.addi %1, %a : i32
  %3 = arith.addi %1, %a : i32
  %4 = arith.muli %2, %3 : i32
  return %4 : i32
}
func.func @g(%a: i32) -> i32 {
  return %a : i32
}
