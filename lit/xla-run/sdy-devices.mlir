// Manual computations run on the module's devices (mhlo.num_replicas x mhlo.num_partitions),
// one thread per device, each over its shard; results are assembled per out-shardings.
// RUN: xla-run %s --print | FileCheck %s
// RUN: xla-run %s --devices 4 --print | FileCheck %s
// RUN: not xla-run %s --devices 2 2>&1 | FileCheck %s --check-prefix=COUNT
// RUN: not xla-run %S/Inputs/sdy-mesh-mismatch.mlir 2>&1 | FileCheck %s --check-prefix=MESH
// RUN: not xla-run %S/Inputs/sdy-too-many-devices.mlir 2>&1 | FileCheck %s --check-prefix=MANY

// CHECK: dense<6> : tensor<1xi32>
// CHECK-NEXT: dense<{{\[}}[0, 0], [1, 1], [2, 2], [3, 3]]> : tensor<4x2xi32>
// COUNT: error: the program runs on 4 devices (mhlo.num_replicas = 1 x mhlo.num_partitions = 4), but --devices 2 was given
// MESH: error: 'sdy.manual_computation' op runs on a mesh of 2 devices, but the program has 4 (mhlo.num_replicas 1 x mhlo.num_partitions 4)
// MANY: error: 'sdy.manual_computation' op runs on 2048 devices; the interpreter runs at most 1024 (one thread each)
module @devices attributes {mhlo.num_partitions = 4 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["x"=2, "y"=2]>
  func.func @main() -> (tensor<1xi32>, tensor<4x2xi32>) {
    %0 = stablehlo.iota dim = 0 : tensor<4xi32>
    %1:2 = sdy.manual_computation(%0) in_shardings=[<@mesh, [{"x", "y"}]>] out_shardings=[<@mesh, [{}]>, <@mesh, [{"x", "y"}, {}]>] manual_axes={"x", "y"} (%arg0: tensor<1xi32>) {
      %2 = "stablehlo.all_reduce"(%arg0) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, use_global_device_ids}> ({
      ^bb0(%a: tensor<i32>, %b: tensor<i32>):
        %s = stablehlo.add %a, %b : tensor<i32>
        stablehlo.return %s : tensor<i32>
      }) : (tensor<1xi32>) -> tensor<1xi32>
      %3 = stablehlo.partition_id : tensor<ui32>
      %4 = stablehlo.convert %3 : (tensor<ui32>) -> tensor<i32>
      %5 = stablehlo.reshape %4 : (tensor<i32>) -> tensor<1xi32>
      %6 = stablehlo.concatenate %arg0, %5, dim = 0 : (tensor<1xi32>, tensor<1xi32>) -> tensor<2xi32>
      %7 = stablehlo.reshape %6 : (tensor<2xi32>) -> tensor<1x2xi32>
      sdy.return %2, %7 : tensor<1xi32>, tensor<1x2xi32>
    } : (tensor<4xi32>) -> (tensor<1xi32>, tensor<4x2xi32>)
    return %1#0, %1#1 : tensor<1xi32>, tensor<4x2xi32>
  }
}
