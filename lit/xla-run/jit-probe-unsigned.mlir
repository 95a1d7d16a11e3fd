// REQUIRES: melior
// RUN: xla-run %s --print | FileCheck %s
// RUN: xla-opt %s --lower-to-llvm | xla-run - --print | FileCheck %s
// RUN: xla-run %s --backend jit --print | FileCheck %s
// RUN: xla-opt %s --hlo-legalize-to-linalg | FileCheck %s --check-prefix=LINALG

// A probe's unsigned result feeding more computation: --hlo-legalize-to-linalg leaves the
// probe reading its operand through a signedness cast and gives its users the (signless)
// operand itself, which the probe's result equals; before, the cast back from the probe's
// unsigned result stopped --lower-to-llvm.

// CHECK: dense<[2, 3705032704]> : tensor<2xui32>
// CHECK-NEXT: 2 passed, 0 failed

// LINALG-LABEL: func.func @main
// LINALG: %[[A:.*]] = arith.constant dense<[1, -294967296]> : tensor<2xi32>
// LINALG: %[[U:.*]] = builtin.unrealized_conversion_cast %[[A]] : tensor<2xi32> to tensor<2xui32>
// LINALG: interpreter.probe %[[U]], probe_id = "a" : tensor<2xui32>
// LINALG: linalg.generic {{.*}} ins(%[[A]], %[[A]] : tensor<2xi32>, tensor<2xi32>)
func.func @main() -> tensor<2xui32> {
  %a = stablehlo.constant dense<[1, 4000000000]> : tensor<2xui32>
  %p = interpreter.probe %a, probe_id = "a" : tensor<2xui32>
  %r = stablehlo.add %p, %p : tensor<2xui32>
  %q = interpreter.probe %r, probe_id = "r" : tensor<2xui32>
  check.expect_serialized_eq %q, probe_id = "r" : tensor<2xui32>
  check.expect_serialized_eq %p, probe_id = "a" : tensor<2xui32>
  return %q : tensor<2xui32>
}
