// Input that is not UTF-8 is reported at the line and column of its first bad byte, with
// the line shown.
// RUN: printf 'func.func @f() {\n  // caf\351\n  return\n}\n' > %t.mlir
// RUN: not xla-opt %t.mlir 2>&1 | FileCheck %s -DFILE=%t.mlir
// RUN: not xla-opt < %t.mlir 2>&1 | FileCheck %s -DFILE="<stdin>"
// Valid UTF-8 beyond ASCII is fine.
// RUN: printf 'func.func @f() {\n  // caf\303\251\n  return\n}\n' | xla-opt | FileCheck %s --check-prefix=OK

// CHECK: [[FILE]]:2:9: error: invalid UTF-8 byte 0xe9: the input must be UTF-8 text
// CHECK-NEXT: |
// CHECK-NEXT: 2 |   // caf
// CHECK-NEXT: {{^ *\| *\^$}}

// OK: func.func @f()
