// xla-opt --bisect-results runs @main in the interpreter before and after every pass of the
// pipeline (--lower-to-loops expanded into its stages) and names the first pass that changes a
// result; --test-break-results is a deliberately wrong pass (it swaps a subtraction's operands).
// RUN: rm -rf %t && mkdir -p %t
// RUN: xla-opt %s --bisect-results --canonicalize --lower-to-loops | FileCheck %s --check-prefix=GOOD
// RUN: not xla-opt %s --bisect-results --canonicalize --lower-to-loops --test-break-results --convert-scf-to-cf | FileCheck %s --check-prefix=BAD
// Given inputs (.npy files made by xla-run from @make).
// RUN: xla-run %s --entry make --output-dir %t
// RUN: not xla-opt %s --bisect-results --bisect-input %t/out0.npy %t/out1.npy --canonicalize --test-break-results | FileCheck %s --check-prefix=GIVEN
// RUN: not xla-opt %s --bisect-results --bisect-input %t/out0.npy --canonicalize 2>&1 | FileCheck %s --check-prefix=COUNT
// RUN: not xla-opt %s --bisect-results --pass-pipeline='builtin.module(canonicalize)' 2>&1 | FileCheck %s --check-prefix=PIPELINE
// RUN: not xla-opt %s --bisect-results 2>&1 | FileCheck %s --check-prefix=NOPASS

// GOOD: bisect-results: 14 passes; reference: '@main' on 2 inputs (generated)
// GOOD: pass 1 'canonicalize': results agree
// GOOD: pass 7 'hlo-legalize-to-linalg': results agree
// GOOD: pass 10 'convert-linalg-to-loops': results agree
// GOOD: pass 11 'scf-parallel-loop-fusion': results agree
// GOOD: pass 12 'scf-reuse-loop-values': results agree
// GOOD: no pass changes a result (14 passes, 14 compared)

// BAD: pass 14 'canonicalize': results agree
// BAD-NEXT: pass 15 'test-break-results' changes result #0: element 0 is
// BAD-NEXT: first pass that changes a result: test-break-results (pass 15 of 16)
// BAD-NEXT: before: dense<
// BAD-NEXT: after: dense<
// BAD-NOT: pass 16

// GIVEN: reference: '@main' on 2 inputs (given)
// GIVEN: pass 2 'test-break-results' changes result #0: element 0 is 2 instead of -2
// GIVEN: before: dense<[-2.000000e+00, -4.000000e+00, -6.000000e+00, -8.000000e+00]> : tensor<4xf32>
// GIVEN: after: dense<[2.000000e+00, 4.000000e+00, 6.000000e+00, 8.000000e+00]> : tensor<4xf32>

// COUNT: error: '@main' takes 2 arguments, 1 --bisect-input files given
// PIPELINE: error: --bisect-results takes the pipeline as pass flags
// NOPASS: error: --bisect-results needs passes to bisect

func.func @main(%a: tensor<4xf32>, %b: tensor<4xf32>) -> tensor<4xf32> {
  %0 = hlo.subtract %a, %b : tensor<4xf32>
  %1 = hlo.multiply %0, %a : tensor<4xf32>
  return %1 : tensor<4xf32>
}

func.func @make() -> (tensor<4xf32>, tensor<4xf32>) {
  %a = hlo.constant dense<[1.0, 2.0, 3.0, 4.0]> : tensor<4xf32>
  %b = hlo.constant dense<[3.0, 4.0, 5.0, 6.0]> : tensor<4xf32>
  return %a, %b : tensor<4xf32>, tensor<4xf32>
}
