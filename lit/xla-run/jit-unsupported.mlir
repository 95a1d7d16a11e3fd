// REQUIRES: melior
// An op the lowering does not handle: --backend jit names the op, the pass and the reason
// at the op's location, and exits 1 (no crash, no partial run).
// RUN: not xla-run %s --backend jit 2>&1 | FileCheck %s
// CHECK: jit-unsupported.mlir:[[@LINE+5]]:13: error: 'hlo.all_reduce' op failed to legalize to linalg: hlo.all_reduce is not lowered: its reduction region is not a single add, multiply, maximum, minimum, and, or or xor of its arguments
// CHECK-NOT: passed

func.func @main() -> tensor<1x2xi64> {
  %operand = hlo.constant dense<[[1, 2]]> : tensor<1x2xi64>
  %result = "hlo.all_reduce"(%operand) ({
    ^bb0(%a: tensor<i64>, %b: tensor<i64>):
      %d = hlo.subtract %a, %b : tensor<i64>
      hlo.return %d : tensor<i64>
  }) {replica_groups = dense<[[0]]> : tensor<1x1xi64>} : (tensor<1x2xi64>) -> tensor<1x2xi64>
  return %result : tensor<1x2xi64>
}
