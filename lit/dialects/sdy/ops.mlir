// RUN: xla-opt %s --hlo-print-stablehlo | FileCheck %s
// RUN: xla-opt %s --hlo-print-stablehlo | xla-opt --hlo-print-stablehlo | FileCheck %s
// RUN: xla-opt %s --hlo-print-stablehlo --mlir-print-op-generic | xla-opt --hlo-print-stablehlo | FileCheck %s
// RUN: xla-opt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC

// The sdy dialect as JAX 0.10 prints it (shard_map / pmap exports), and Shardy's other forms:
// meshes with device ids, sub-axes, open dimensions, priorities, replicated and unreduced axes,
// inline meshes, and op sharding rules on custom calls.

// CHECK: sdy.mesh @mesh = <["x"=2, "y"=2]> {stablehlo.mesh = {axes = [{name = "x", size = 2 : i64}, {name = "y", size = 2 : i64}]}}
// CHECK: sdy.mesh @permuted = <["a"=2, "b"=2], device_ids=[3, 2, 1, 0]>
// CHECK: sdy.mesh @maximal = <[], device_ids=[3]>
// CHECK: sdy.mesh @empty = <[]>
// CHECK: sdy.mesh @big = <["x"=4, "y"=2]>
// GENERIC: "sdy.mesh"() <{mesh = #sdy.mesh<["x"=2, "y"=2]>, sym_name = "mesh"}>
// GENERIC: "sdy.manual_computation"(%arg0) <{in_shardings = #sdy.sharding_per_value<[<@mesh, [{"x"}, {"y"}]>]>, manual_axes = #sdy<manual_axes{"x", "y"}>, out_shardings = #sdy.sharding_per_value<[<@mesh, [{"x"}, {}]>]>}> ({
// GENERIC: "sdy.return"(
// GENERIC: "sdy.sharding_constraint"(%{{.*}}) <{sharding = #sdy.sharding<@big, [{"x":(1)2, ?}p1, {?}], replicated={"y"}>}>
module @jit_h attributes {mhlo.num_partitions = 4 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["x"=2, "y"=2]> {stablehlo.mesh = {axes = [{name = "x", size = 2 : i64}, {name = "y", size = 2 : i64}]}}
  sdy.mesh @permuted = <["a"=2, "b"=2], device_ids=[3, 2, 1, 0]>
  sdy.mesh @maximal = <[], device_ids=[3]>
  sdy.mesh @empty = <[]>
  sdy.mesh @big = <["x"=4, "y"=2]>
  // CHECK: func.func public @main(%arg0: tensor<4x4xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x"}, {"y"}]>}) -> (tensor<4x4xf32> {jax.result_info = "result"})
  func.func public @main(%arg0: tensor<4x4xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x"}, {"y"}]>}) -> (tensor<4x4xf32> {jax.result_info = "result"}) {
    // CHECK-NEXT: %0 = sdy.manual_computation(%arg0) in_shardings=[<@mesh, [{"x"}, {"y"}]>] out_shardings=[<@mesh, [{"x"}, {}]>] manual_axes={"x", "y"} (%arg1: tensor<2x2xf32>) {
    // CHECK-NEXT:   %[[G:.*]] = "stablehlo.all_gather"(%arg1)
    // CHECK-NEXT:   sdy.return %[[G]] : tensor<2x4xf32>
    // CHECK-NEXT: } : (tensor<4x4xf32>) -> tensor<4x4xf32>
    %0 = sdy.manual_computation(%arg0) in_shardings=[<@mesh, [{"x"}, {"y"}]>] out_shardings=[<@mesh, [{"x"}, {}]>] manual_axes={"x", "y"} (%arg1: tensor<2x2xf32>) {
      %1 = "stablehlo.all_gather"(%arg1) <{all_gather_dim = 1 : i64, channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1], [2, 3]]> : tensor<2x2xi64>, use_global_device_ids}> : (tensor<2x2xf32>) -> tensor<2x4xf32>
      sdy.return %1 : tensor<2x4xf32>
    } : (tensor<4x4xf32>) -> tensor<4x4xf32>
    // CHECK-NEXT: %1 = sdy.sharding_constraint %0 <@big, [{"x":(1)2, ?}p1, {?}], replicated={"y"}> : tensor<4x4xf32>
    %1 = sdy.sharding_constraint %0 <@big, [{"x":(1)2, ?}p1, {?}], replicated={"y"}> : tensor<4x4xf32>
    // CHECK-NEXT: %2 = sdy.sharding_constraint %1 <mesh<["z"=4, "w"=2]>, [{}, {"z"}], unreduced={"w"}> : tensor<4x4xf32>
    %2 = sdy.sharding_constraint %1 <mesh<["z"=4, "w"=2]>, [{}, {"z"}], unreduced={"w"}> : tensor<4x4xf32>
    // CHECK-NEXT: %3:2 = stablehlo.custom_call @lapack_spotrf_ffi(%2) {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([i, k], []) {i=4, j=4, k=4} reduction={j} need_replication={k}, custom>}
    %3:2 = stablehlo.custom_call @lapack_spotrf_ffi(%2) {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([i, k], []) {i=4, j=4, k=4} reduction={j} need_replication={k}, custom>} : (tensor<4x4xf32>) -> (tensor<4x4xf32>, tensor<i32>)
    // CHECK: #sdy.op_sharding_rule<([ij, z_1])->([ij, z_1]) {i=2, j=2, k=1, l=1, m=1, n=1, o=1, p=1, q=1, r=1, s=1, t=1, u=1, v=1, w=1, x=1, y=1, z=1, z_1=2}>
    %4 = stablehlo.custom_call @f(%3#0) {sdy.sharding_rule = #sdy.op_sharding_rule<([ij, z_1])->([ij, z_1]) {i=2, j=2, k=1, l=1, m=1, n=1, o=1, p=1, q=1, r=1, s=1, t=1, u=1, v=1, w=1, x=1, y=1, z=1, z_1=2}>} : (tensor<4x4xf32>) -> tensor<4x4xf32>
    return %4 : tensor<4x4xf32>
  }
}
