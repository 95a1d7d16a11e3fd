// RUN: xla-opt %s --pass-pipeline='builtin.module(func.func(strip-debuginfo))' --mlir-print-debuginfo | FileCheck %s
// RUN: xla-opt %s --strip-debuginfo --mlir-print-debuginfo | FileCheck %s
// RUN: xla-opt %s --strip-debuginfo --dump-pass-pipeline -o /dev/null 2>&1 | FileCheck %s --check-prefix=DUMP
// RUN: xla-opt %s --pass-pipeline='builtin.module(func.func(strip-debuginfo))' --mlir-print-ir-after-all -o /dev/null 2>&1 | FileCheck %s --check-prefix=AFTER
// RUN: xla-opt %s --pass-pipeline='builtin.module(func.func(strip-debuginfo))' --mlir-print-ir-before=strip-debuginfo -o /dev/null 2>&1 | FileCheck %s --check-prefix=BEFORE
// RUN: xla-opt %s --strip-debuginfo --mlir-timing -o /dev/null 2>&1 | FileCheck %s --check-prefix=TIMING
// RUN: xla-opt %s --strip-debuginfo --verify-each=false --mlir-disable-threading | FileCheck %s --check-prefix=PLAIN
// RUN: xla-opt --list-passes | FileCheck %s --check-prefix=LIST

// As mlir-opt: the stripped locations print as one alias, defined before the module because a
// block argument uses it.
// CHECK: [[UNKNOWN:#loc[0-9]*]] = loc(unknown)
// CHECK: func.func @f(%arg0: i32 loc(unknown)) -> i32 {
// CHECK-NEXT: return %arg0 : i32 loc([[UNKNOWN]])
// CHECK-NEXT: } loc([[UNKNOWN]])

// DUMP: Pass Manager with 1 passes:
// DUMP-NEXT: builtin.module(
// DUMP-NEXT: strip-debuginfo

// AFTER: // -----// IR Dump After StripDebugInfo (strip-debuginfo) //----- //
// AFTER-NEXT: func.func @f(
// AFTER: // -----// IR Dump After StripDebugInfo (strip-debuginfo) //----- //
// AFTER-NEXT: func.func @g(

// BEFORE-COUNT-2: // -----// IR Dump Before StripDebugInfo (strip-debuginfo) //----- //

// TIMING: Execution time report
// TIMING: Total Execution Time:
// TIMING: Parser
// TIMING: StripDebugInfo
// TIMING: Output
// TIMING: Total

// PLAIN: func.func @f
// PLAIN: func.func @g

// LIST: --strip-debuginfo

func.func @f(%a: i32 loc("a.py":1:1)) -> i32 {
  return %a : i32 loc("a.py":2:2)
} loc("a.py":3:3)

func.func @g() {
  return
}
