// RUN: xla-opt %s --split-input-file --hlo-legalize-jax-custom-calls --verify-diagnostics | FileCheck %s

// JAX exports carry checks as custom calls (StableHLO's testdata) and sharding annotations:
// the checks become check ops, which every level runs; on one device the annotations forward
// their operand. --lower-to-loops starts with this pass (runs: ...-run.mlir).

// CHECK-LABEL: func.func @checks
// CHECK: check.expect_eq %{{.*}}, %{{.*}} : tensor<2xi32>
// CHECK: check.expect_close %{{.*}}, %{{.*}}, max_ulp_difference = 3 : tensor<2xf32>, tensor<2xf32>
// CHECK: check.expect_almost_eq %{{.*}}, %{{.*}} : tensor<2xf32>
// CHECK: check.expect_eq %{{.*}}, %{{.*}} : tensor<2xf32>
// CHECK-NOT: custom_call
func.func @checks() {
  %a = hlo.constant dense<[1, 2]> : tensor<2xi32>
  %x = hlo.constant dense<[1.0, 2.0]> : tensor<2xf32>
  %y = hlo.constant dense<[1.0, 2.0000002]> : tensor<2xf32>
  hlo.custom_call @check.expect_eq(%a, %a) {has_side_effect = true} : (tensor<2xi32>, tensor<2xi32>) -> ()
  hlo.custom_call @check.expect_close(%x, %y) {has_side_effect = true} : (tensor<2xf32>, tensor<2xf32>) -> ()
  hlo.custom_call @check.expect_almost_eq(%x, %y) {has_side_effect = true} : (tensor<2xf32>, tensor<2xf32>) -> ()
  %0 = hlo.custom_call @check.eq(%x, %x) : (tensor<2xf32>, tensor<2xf32>) -> tensor<i1>
  return
}

// -----

// CHECK-LABEL: func.func @sharding
// CHECK-NEXT: %[[S:.*]] = hlo.add %arg0, %arg0
// CHECK-NEXT: %[[O:.*]] = hlo.custom_call @other(%[[S]])
// CHECK-NEXT: return %[[S]], %[[O]]
func.func @sharding(%arg0: tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>) {
  %0 = hlo.custom_call @Sharding(%arg0) {mhlo.sharding = "{replicated}"} : (tensor<4xf32>) -> tensor<4xf32>
  %1 = hlo.custom_call @SPMDFullToShardShape(%0) {mhlo.sharding = "{manual}"} : (tensor<4xf32>) -> tensor<4xf32>
  %2 = hlo.add %1, %1 : tensor<4xf32>
  %3 = hlo.custom_call @SPMDShardToFullShape(%2) {mhlo.sharding = "{replicated}"} : (tensor<4xf32>) -> tensor<4xf32>
  %4 = hlo.custom_call @other(%3) : (tensor<4xf32>) -> tensor<4xf32>
  return %3, %4 : tensor<4xf32>, tensor<4xf32>
}

// -----

func.func @partitioned(%arg0: tensor<8xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{@SPMDFullToShardShape changes the shape: a program partitioned over several devices, which one device cannot run (hlo-legalize-jax-custom-calls)}}
  %0 = hlo.custom_call @SPMDFullToShardShape(%arg0) {mhlo.sharding = "{devices=[2]0,1}"} : (tensor<8xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @one_operand(%arg0: tensor<8xf32>) {
  // expected-error @+1 {{@check.expect_eq takes 2 operands, not 1 (hlo-legalize-jax-custom-calls)}}
  hlo.custom_call @check.expect_eq(%arg0) {has_side_effect = true} : (tensor<8xf32>) -> ()
  return
}
