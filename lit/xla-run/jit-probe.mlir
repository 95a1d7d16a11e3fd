// REQUIRES: melior
// RUN: not xla-run %s --backend jit --split-input-file 2>&1 | FileCheck %s

// interpreter.probe and check.expect_serialized_eq through the JIT (docs/lowering/to-llvm.md,
// "check runtime"): records per id and iteration, compared bit for bit; an unsigned value
// (a cast the probe reads through) stays allocated until its last reader (a probe's unsigned
// result feeding more computation: jit-probe-unsigned.mlir; probe directories:
// jit-probe-dir.mlir).

func.func @main() {
  %0 = stablehlo.constant dense<[[32766, 0], [0, 0]]> : tensor<2x2xui64>
  %1 = stablehlo.constant dense<[[1, 1], [2, 2]]> : tensor<2x2xui64>
  %2 = stablehlo.add %0, %1 : tensor<2x2xui64>
  %3 = interpreter.probe %2, probe_id = "unsigned" : tensor<2x2xui64>
  check.expect_serialized_eq %3, probe_id = "unsigned" : tensor<2x2xui64>
  func.return
}

// -----

func.func @iterations() {
  %0 = stablehlo.constant dense<[1.5, -2.0]> : tensor<2xf32>
  %1 = interpreter.probe %0, probe_id = "sum" : tensor<2xf32>
  %2 = stablehlo.add %1, %1 : tensor<2xf32>
  %3 = interpreter.probe %2, probe_id = "sum" : tensor<2xf32>
  check.expect_serialized_eq %1, probe_id = "sum" : tensor<2xf32>
  check.expect_serialized_eq %3, probe_id = "sum", iter = 1 : tensor<2xf32>
  func.return
}

// -----

func.func @missing_record() {
  %0 = stablehlo.constant dense<[1.0, 2.0]> : tensor<2xf32>
  %1 = interpreter.probe %0, probe_id = "p" : tensor<2xf32>
  check.expect_serialized_eq %1, probe_id = "p", iter = 1 : tensor<2xf32>
  check.expect_serialized_eq %0, probe_id = "q" : tensor<2xf32>
  func.return
}
// The last chunk's two checks fail (nothing recorded there), the other three pass.
// CHECK: jit-probe.mlir:[[# @LINE - 5]]:3: error: check failed: probe 'p' has no value at iteration 1
// CHECK: jit-probe.mlir:[[# @LINE - 5]]:3: error: check failed: probe 'q' has no value at iteration 0
// CHECK: 3 passed, 2 failed
