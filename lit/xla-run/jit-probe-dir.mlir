// REQUIRES: melior
// RUN: rm -rf %t && mkdir -p %t/interp %t/llvm %t/jit
// RUN: xla-run %s --entry record --probe-output-dir %t/interp | FileCheck %s --check-prefix=RECORD
// RUN: xla-opt %s --lower-to-llvm | xla-run - --entry record --probe-output-dir %t/llvm | FileCheck %s --check-prefix=RECORD
// RUN: xla-run %s --backend jit --entry record --probe-output-dir %t/jit | FileCheck %s --check-prefix=RECORD
// RUN: cat %t/jit/index.csv | FileCheck %s --check-prefix=INDEX
// RUN: cmp %t/interp/index.csv %t/jit/index.csv && cmp %t/interp/index.csv %t/llvm/index.csv
// RUN: cmp %t/interp/sum_0.npy %t/jit/sum_0.npy && cmp %t/interp/sum_0.npy %t/llvm/sum_0.npy
// RUN: cmp %t/interp/sum_1.npy %t/jit/sum_1.npy && cmp %t/interp/sum_1.npy %t/llvm/sum_1.npy
// RUN: cmp %t/interp/%%2Fu_0.npy %t/jit/%%2Fu_0.npy && cmp %t/interp/%%2Fu_0.npy %t/llvm/%%2Fu_0.npy
// RUN: xla-run %s --backend jit --entry compare --probe-output-dir %t/interp | FileCheck %s --check-prefix=COMPARE
// RUN: xla-opt %s --lower-to-llvm | xla-run - --entry compare --probe-output-dir %t/jit | FileCheck %s --check-prefix=COMPARE
// RUN: not xla-run %s --backend jit --entry differ --probe-output-dir %t/interp 2>&1 | FileCheck %s --check-prefix=DIFFER

// Compiled probes write to the probe directory as the interpreter does (docs/devices.md,
// xla_values::probe_files): the same index.csv and the same .npy files, unsigned values as
// unsigned (the probe call names the op's element type; buffers are signless), and a
// serialized check of a later run, compiled or interpreted, reads either's files.

// RECORD: 3 passed, 0 failed
// INDEX: sum,0,sum_0.npy
// INDEX-NEXT: sum,1,sum_1.npy
// INDEX-NEXT: /u,0,%2Fu_0.npy
// COMPARE: 3 passed, 0 failed
// DIFFER: check failed: value differs from probe '/u' at iteration 0
// DIFFER: 0 passed, 1 failed
func.func @record() {
  %0 = stablehlo.constant dense<[1.5, -2.0]> : tensor<2xf32>
  %1 = interpreter.probe %0, probe_id = "sum" : tensor<2xf32>
  %2 = stablehlo.add %1, %1 : tensor<2xf32>
  %3 = interpreter.probe %2, probe_id = "sum" : tensor<2xf32>
  %u = stablehlo.constant dense<[1, 4000000000]> : tensor<2xui32>
  %4 = interpreter.probe %u, probe_id = "/u" : tensor<2xui32>
  check.expect_serialized_eq %1, probe_id = "sum" : tensor<2xf32>
  check.expect_serialized_eq %3, probe_id = "sum", iter = 1 : tensor<2xf32>
  check.expect_serialized_eq %4, probe_id = "/u" : tensor<2xui32>
  func.return
}

func.func @compare() {
  %0 = stablehlo.constant dense<[1.5, -2.0]> : tensor<2xf32>
  %1 = stablehlo.constant dense<[3.0, -4.0]> : tensor<2xf32>
  %u = stablehlo.constant dense<[1, 4000000000]> : tensor<2xui32>
  check.expect_serialized_eq %0, probe_id = "sum" : tensor<2xf32>
  check.expect_serialized_eq %1, probe_id = "sum", iter = 1 : tensor<2xf32>
  check.expect_serialized_eq %u, probe_id = "/u" : tensor<2xui32>
  func.return
}

func.func @differ() {
  %u = stablehlo.constant dense<[1, 4000000001]> : tensor<2xui32>
  check.expect_serialized_eq %u, probe_id = "/u" : tensor<2xui32>
  func.return
}
