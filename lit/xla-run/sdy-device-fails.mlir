// A device that fails ends the run with its own error at once: device 1 fails (an unknown
// custom call) while device 0 waits for it in an all_reduce, which then gives up. Through MPI:
// mpi-rank-fails.mlir.
// RUN: not xla-run %s 2>&1 | FileCheck %s

// CHECK: error: 'sdy.manual_computation' op device 1: 'hlo.custom_call' op with call target 'no_such_target' is not supported by the interpreter
// CHECK-NOT: timed out
module @fails_on_device_1 attributes {mhlo.num_partitions = 2 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["x"=2]>
  func.func @main() -> tensor<2xi32> {
    %0 = stablehlo.constant dense<1> : tensor<2xi32>
    %1 = sdy.manual_computation(%0) in_shardings=[<@mesh, [{"x"}]>] out_shardings=[<@mesh, [{"x"}]>] manual_axes={"x"} (%arg0: tensor<1xi32>) {
      %p = stablehlo.partition_id : tensor<ui32>
      %i = stablehlo.convert %p : (tensor<ui32>) -> tensor<i32>
      %v = "stablehlo.case"(%i) ({
        stablehlo.return %arg0 : tensor<1xi32>
      }, {
        %f = stablehlo.custom_call @no_such_target(%arg0) : (tensor<1xi32>) -> tensor<1xi32>
        stablehlo.return %f : tensor<1xi32>
      }) : (tensor<i32>) -> tensor<1xi32>
      %s = "stablehlo.all_reduce"(%v) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>, use_global_device_ids}> ({
      ^bb0(%a: tensor<i32>, %b: tensor<i32>):
        %t = stablehlo.add %a, %b : tensor<i32>
        stablehlo.return %t : tensor<i32>
      }) : (tensor<1xi32>) -> tensor<1xi32>
      sdy.return %s : tensor<1xi32>
    } : (tensor<2xi32>) -> tensor<2xi32>
    return %1 : tensor<2xi32>
  }
}
