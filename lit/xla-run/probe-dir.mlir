// REQUIRES: xla-run
// RUN: rm -rf %t && mkdir -p %t
// RUN: xla-run %s --entry record --probe-output-dir %t | FileCheck %s --check-prefix=RECORD
// RUN: cat %t/index.csv | FileCheck %s --check-prefix=INDEX
// RUN: xla-run %s --entry compare --probe-output-dir %t | FileCheck %s --check-prefix=COMPARE
// RUN: not xla-run %s --entry differ --probe-output-dir %t | FileCheck %s --check-prefix=DIFFER

// `check.expect_serialized_eq` outside the run that probed: values serialized by
// `interpreter.probe` in one run (index.csv + .npy) are compared in a later one.

// RECORD: 1 passed, 0 failed
// INDEX: sum,0,sum_0.npy
// COMPARE: 1 passed, 0 failed
// DIFFER: 0 passed, 1 failed
func.func @record() {
  %0 = stablehlo.constant dense<[1.5, -2.0]> : tensor<2xf32>
  %1 = stablehlo.add %0, %0 : tensor<2xf32>
  %2 = interpreter.probe %1, probe_id = "sum" : tensor<2xf32>
  check.expect_serialized_eq %2, probe_id = "sum" : tensor<2xf32>
  func.return
}

func.func @compare() {
  %0 = stablehlo.constant dense<[3.0, -4.0]> : tensor<2xf32>
  check.expect_serialized_eq %0, probe_id = "sum" : tensor<2xf32>
  func.return
}

func.func @differ() {
  %0 = stablehlo.constant dense<[3.0, 4.0]> : tensor<2xf32>
  check.expect_serialized_eq %0, probe_id = "sum" : tensor<2xf32>
  func.return
}
