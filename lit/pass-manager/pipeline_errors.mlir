// RUN: not xla-opt %s --pass-pipeline='builtin.module(func.func(nope))' 2>&1 | FileCheck %s --check-prefix=UNKNOWN
// RUN: not xla-opt %s --pass-pipeline='builtin.module(func.func(strip-debuginfo)' 2>&1 | FileCheck %s --check-prefix=UNBALANCED
// RUN: not xla-opt %s --no-such-flag 2>&1 | FileCheck %s --check-prefix=FLAG
// RUN: not xla-opt %s.does-not-exist 2>&1 | FileCheck %s --check-prefix=MISSING

// UNKNOWN: error: 'nope' does not refer to a registered pass or pass pipeline
// UNBALANCED: error: encountered unbalanced parentheses while parsing pipeline
// FLAG: error
// MISSING: error

func.func @f() {
  return
}
