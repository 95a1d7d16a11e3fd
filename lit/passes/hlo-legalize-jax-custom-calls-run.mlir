// RUN: xla-run %s 2>&1 | FileCheck %s
// RUN: xla-opt %s --lower-to-loops | xla-run - 2>&1 | FileCheck %s
// RUN: xla-opt %s --lower-to-llvm | xla-run - 2>&1 | FileCheck %s

// A JAX export's checks and one-device sharding annotations run as they are in the
// interpreter and through --lower-to-loops (hlo-legalize-jax-custom-calls is one of its first stages).

// CHECK: 4 passed, 0 failed
func.func @main() {
  %a = hlo.constant dense<[1, 2]> : tensor<2xi32>
  %x = hlo.constant dense<[1.0, 2.0]> : tensor<2xf32>
  %y = hlo.constant dense<[1.0, 2.0000002]> : tensor<2xf32>
  %s = hlo.custom_call @Sharding(%x) {mhlo.sharding = "{replicated}"} : (tensor<2xf32>) -> tensor<2xf32>
  hlo.custom_call @check.expect_eq(%a, %a) {has_side_effect = true} : (tensor<2xi32>, tensor<2xi32>) -> ()
  hlo.custom_call @check.expect_close(%s, %y) {has_side_effect = true} : (tensor<2xf32>, tensor<2xf32>) -> ()
  hlo.custom_call @check.expect_almost_eq(%x, %y) {has_side_effect = true} : (tensor<2xf32>, tensor<2xf32>) -> ()
  %0 = hlo.custom_call @check.eq(%s, %x) : (tensor<2xf32>, tensor<2xf32>) -> tensor<i1>
  return
}
