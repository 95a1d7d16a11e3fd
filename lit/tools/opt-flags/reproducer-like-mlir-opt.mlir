// REQUIRES: mlir-opt
// A reproducer written by mlir-opt runs in xla-opt, and xla-opt writes the same module and
// settings for the same failure (the pipelines differ only in how options are printed).
// RUN: rm -f %t.upstream.mlir %t.ours.mlir
// RUN: not mlir-opt %s --mlir-pass-pipeline-crash-reproducer=%t.upstream.mlir --pass-pipeline='builtin.module(func.func(canonicalize{test-convergence max-iterations=1}))' -o /dev/null
// RUN: not xla-opt %s --mlir-pass-pipeline-crash-reproducer=%t.ours.mlir --pass-pipeline='builtin.module(func.func(canonicalize{test-convergence max-iterations=1}))' -o /dev/null
// RUN: not xla-opt %t.upstream.mlir --run-reproducer 2>&1 | FileCheck %s
// RUN: grep -v 'pipeline:' %t.upstream.mlir > %t.upstream.rest
// RUN: grep -v 'pipeline:' %t.ours.mlir > %t.ours.rest
// RUN: diff %t.ours.rest %t.upstream.rest

// CHECK: error: canonicalization did not converge

func.func @f(%a: i32) -> i32 {
  %c1 = arith.constant 1 : i32
  %c2 = arith.constant 2 : i32
  %0 = arith.addi %c1, %c2 : i32
  %1 = arith.addi %0, %c2 : i32
  %2 = arith.addi %1, %a : i32
  return %2 : i32
}
