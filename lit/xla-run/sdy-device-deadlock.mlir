// Devices that disagree on their collectives end with an error, not a hang: device 0 runs one
// all_reduce, the others two; their second waits for device 0 until the rendezvous times out
// (20 s, interp/src/parallel.rs).
// RUN: not xla-run %s 2>&1 | FileCheck %s

// CHECK: error: 'sdy.manual_computation' op device 1: 'hlo.all_reduce' op timed out waiting for the other processes of its group
module @deadlock attributes {mhlo.num_partitions = 4 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["x"=4]>
  func.func @main() -> tensor<4xi32> {
    %0 = stablehlo.constant dense<1> : tensor<4xi32>
    %1 = sdy.manual_computation(%0) in_shardings=[<@mesh, [{"x"}]>] out_shardings=[<@mesh, [{"x"}]>] manual_axes={"x"} (%arg0: tensor<1xi32>) {
      %p = stablehlo.partition_id : tensor<ui32>
      %pi = stablehlo.convert %p : (tensor<ui32>) -> tensor<i32>
      %one = stablehlo.constant dense<1> : tensor<i32>
      %zero = stablehlo.constant dense<0> : tensor<i32>
      %more = stablehlo.compare GT, %pi, %zero : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %oneplus = stablehlo.convert %more : (tensor<i1>) -> tensor<i32>
      %trips = stablehlo.add %one, %oneplus : tensor<i32>
      %r:2 = stablehlo.while(%i = %zero, %v = %arg0) : tensor<i32>, tensor<1xi32>
      cond {
        %c = stablehlo.compare LT, %i, %trips : (tensor<i32>, tensor<i32>) -> tensor<i1>
        stablehlo.return %c : tensor<i1>
      } do {
        %s = "stablehlo.all_reduce"(%v) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, use_global_device_ids}> ({
        ^bb0(%a: tensor<i32>, %b: tensor<i32>):
          %t = stablehlo.add %a, %b : tensor<i32>
          stablehlo.return %t : tensor<i32>
        }) : (tensor<1xi32>) -> tensor<1xi32>
        %n = stablehlo.add %i, %one : tensor<i32>
        stablehlo.return %n, %s : tensor<i32>, tensor<1xi32>
      }
      sdy.return %r#1 : tensor<1xi32>
    } : (tensor<4xi32>) -> tensor<4xi32>
    return %1 : tensor<4xi32>
  }
}
