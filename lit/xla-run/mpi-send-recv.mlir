// REQUIRES: mpi, melior
// RUN: xla-run %s --devices 2 --print | FileCheck %s
// RUN: xla-run %s --devices 2 --backend jit --print | FileCheck %s
// RUN: %mpirun -np 2 xla-run %s --backend interp --print | FileCheck %s
// RUN: %mpirun -np 2 xla-run %s --backend jit --print | FileCheck %s

// send/recv between devices, threads of one process or MPI processes (docs/devices.md,
// interp/src/mpi_channels.rs): device 0 sends its shard squared on channel 5 and then its
// shard plus one on channel 6; device 1 receives channel 6 first (the values of channel 5
// wait for their recv), then channel 5. Device 1's shard: [3, 4] + [1, 4] - [2, 3].

// CHECK: dense<[1, 2, 2, 5]> : tensor<4xi32>
module @sends_to_device_1 attributes {mhlo.num_partitions = 2 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["x"=2]>
  func.func @main() -> tensor<4xi32> {
    %x = stablehlo.constant dense<[1, 2, 3, 4]> : tensor<4xi32>
    %1 = sdy.manual_computation(%x) in_shardings=[<@mesh, [{"x"}]>] out_shardings=[<@mesh, [{"x"}]>] manual_axes={"x"} (%arg0: tensor<2xi32>) {
      %p = stablehlo.partition_id : tensor<ui32>
      %i = stablehlo.convert %p : (tensor<ui32>) -> tensor<i32>
      %t = stablehlo.after_all : !stablehlo.token
      %v = "stablehlo.case"(%i) ({
        %d = stablehlo.multiply %arg0, %arg0 : tensor<2xi32>
        %s = "stablehlo.send"(%d, %t) {channel_handle = #stablehlo.channel_handle<handle = 5, type = 1>} : (tensor<2xi32>, !stablehlo.token) -> !stablehlo.token
        %one = stablehlo.constant dense<1> : tensor<2xi32>
        %e = stablehlo.add %arg0, %one : tensor<2xi32>
        %s2 = "stablehlo.send"(%e, %s) {channel_handle = #stablehlo.channel_handle<handle = 6, type = 1>} : (tensor<2xi32>, !stablehlo.token) -> !stablehlo.token
        stablehlo.return %arg0 : tensor<2xi32>
      }, {
        %r6:2 = "stablehlo.recv"(%t) {channel_handle = #stablehlo.channel_handle<handle = 6, type = 1>} : (!stablehlo.token) -> (tensor<2xi32>, !stablehlo.token)
        %r5:2 = "stablehlo.recv"(%r6#1) {channel_handle = #stablehlo.channel_handle<handle = 5, type = 1>} : (!stablehlo.token) -> (tensor<2xi32>, !stablehlo.token)
        %y = stablehlo.add %r5#0, %arg0 : tensor<2xi32>
        %z = stablehlo.subtract %y, %r6#0 : tensor<2xi32>
        stablehlo.return %z : tensor<2xi32>
      }) : (tensor<i32>) -> tensor<2xi32>
      sdy.return %v : tensor<2xi32>
    } : (tensor<4xi32>) -> tensor<4xi32>
    return %1 : tensor<4xi32>
  }
}
