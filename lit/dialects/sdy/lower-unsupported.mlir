// RUN: not xla-opt %s --lower-to-loops 2>&1 | FileCheck %s
// RUN: not xla-opt %s --hlo-legalize-to-linalg 2>&1 | FileCheck %s

// Manual computations are not lowered yet (docs/devices.md): the collective in the isolated
// body is named, not dropped silently.

// CHECK: error: 'hlo.all_reduce' op failed to legalize to linalg: all_reduce is not lowered
module attributes {mhlo.num_partitions = 2 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["x"=2]>
  func.func @main(%arg0: tensor<4xf32>) -> tensor<2xf32> {
    %0 = sdy.manual_computation(%arg0) in_shardings=[<@mesh, [{"x"}]>] out_shardings=[<@mesh, [{}]>] manual_axes={"x"} (%arg1: tensor<2xf32>) {
      %1 = "stablehlo.all_reduce"(%arg1) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>, use_global_device_ids}> ({
      ^bb0(%a: tensor<f32>, %b: tensor<f32>):
        %2 = stablehlo.add %a, %b : tensor<f32>
        stablehlo.return %2 : tensor<f32>
      }) : (tensor<2xf32>) -> tensor<2xf32>
      sdy.return %1 : tensor<2xf32>
    } : (tensor<4xf32>) -> tensor<2xf32>
    return %0 : tensor<2xf32>
  }
}
