// REQUIRES: melior
// An op the lowering does not handle: --backend jit names the op, the pass and the reason
// at the op's location, and exits 1 (no crash, no partial run).
// RUN: not xla-run %s --backend jit 2>&1 | FileCheck %s
// CHECK: jit-unsupported.mlir:[[@LINE+5]]:13: error: 'hlo.collective_broadcast' op failed to legalize to linalg: hlo.collective_broadcast with has_dynamic_root is not lowered
// CHECK-NOT: passed

func.func @main() -> tensor<1x2xi64> {
  %operand = hlo.constant dense<[[1, 2]]> : tensor<1x2xi64>
  %result = "hlo.collective_broadcast"(%operand) {
    replica_groups = dense<[[0]]> : tensor<1x1xi64>, has_dynamic_root,
    channel_handle = #hlo.channel_handle<handle = 0, type = 0>
  } : (tensor<1x2xi64>) -> tensor<1x2xi64>
  return %result : tensor<1x2xi64>
}
