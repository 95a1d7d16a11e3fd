// A diagnostic states its message once: in the `file:line:col: error:` line, not again
// under the caret.
// RUN: not xla-opt %s 2>&1 | FileCheck %s

// CHECK: diagnostic-snippets.mlir:[[# @LINE + 6]]:8: error: 'arith.addi' op requires the same type for all operands and results
// CHECK-NEXT: {{^ *\|$}}
// CHECK-NEXT: {{^[0-9]+ \|   %0 = "arith.addi"}}
// CHECK-NEXT: {{^ *\|        \^$}}
// CHECK-NOT: requires the same type
func.func @f(%a: i32, %b: i64) -> i32 {
  %0 = "arith.addi"(%a, %b) : (i32, i64) -> i32
  return %0 : i32
}
