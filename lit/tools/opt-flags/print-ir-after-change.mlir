// --mlir-print-ir-after-change: after-dumps only of passes that changed the op they ran on.
// RUN: xla-opt %s --mlir-print-ir-after-all --mlir-print-ir-after-change --pass-pipeline='builtin.module(func.func(cse,canonicalize))' -o /dev/null 2>&1 | FileCheck %s
// RUN: xla-opt %s --mlir-print-ir-after=cse --mlir-print-ir-after-change --cse -o /dev/null 2>&1 | FileCheck %s --check-prefix=ONLY
// Without a selection of passes to print after, nothing is printed (as mlir-opt).
// RUN: xla-opt %s --mlir-print-ir-after-change --cse -o /dev/null 2>&1 | count 0
// RUN: not xla-opt %s --mlir-print-ir-after-change=maybe 2>&1 | FileCheck %s --check-prefix=BAD

// @f changes under cse, then not under canonicalize; @g changes under neither.
// CHECK: // -----// IR Dump After CSE (cse) //----- //
// CHECK-NEXT: func.func @f(
// CHECK-NOT: IR Dump

// The module pass changes the module (its @f).
// ONLY: // -----// IR Dump After CSE (cse) //----- //
// ONLY-NEXT: module {
// ONLY-NOT: IR Dump

// BAD: 'maybe' is invalid value for boolean argument! Try 0 or 1

func.func @f(%a: i32) -> i32 {
  %0 = arith.addi %a, %a : i32
  %1 = arith.addi %a, %a : i32
  %2 = arith.muli %0, %1 : i32
  return %2 : i32
}
func.func @g(%a: i32) -> i32 {
  return %a : i32
}
