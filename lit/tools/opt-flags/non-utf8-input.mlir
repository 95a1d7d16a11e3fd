// Input that is not UTF-8 outside string literals and comments is reported at the line and
// column of its first bad byte, with the line shown. Inside comments and string literals it is
// accepted, as mlir-opt accepts it (string attributes keep the bytes: lit/syntax/string-bytes.mlir).
// RUN: printf 'func.func @f() {\n  caf\351\n  return\n}\n' > %t.mlir
// RUN: not xla-opt %t.mlir 2>&1 | FileCheck %s -DFILE=%t.mlir
// RUN: not xla-opt < %t.mlir 2>&1 | FileCheck %s -DFILE="<stdin>"
// Valid UTF-8 beyond ASCII is fine, and so is a byte that is not UTF-8 in a comment.
// RUN: printf 'func.func @f() {\n  // caf\303\251\n  return\n}\n' | xla-opt | FileCheck %s --check-prefix=OK
// RUN: printf 'func.func @f() {\n  // caf\351\n  return\n}\n' | xla-opt | FileCheck %s --check-prefix=OK

// CHECK: [[FILE]]:2:6: error: invalid UTF-8 byte 0xe9: the input must be UTF-8 text
// CHECK-NEXT: |
// CHECK-NEXT: 2 |   caf
// CHECK-NEXT: {{^ *\| *\^$}}

// OK: func.func @f()
