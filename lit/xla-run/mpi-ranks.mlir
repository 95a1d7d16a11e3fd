// `mpirun -np N xla-run`: one device per process (xla-run built with the `mpi` feature).
// Every rank reads the global inputs and takes its shard; rank 0 alone prints and writes the
// global results. A device count other than the world size, --emit-object, --devices that
// disagree and stdin are errors on every rank (the JIT: mpi-ranks-jit.mlir).
// REQUIRES: mpi
// RUN: %mpirun -np 2 xla-run %s --print | FileCheck %s
// RUN: rm -rf %t && %mpirun -np 2 xla-run %s --output-dir %t && ls %t | FileCheck %s --check-prefix=FILES
// RUN: %mpirun -np 4 xla-run %S/sdy-devices.mlir --print | FileCheck %S/sdy-devices.mlir
// RUN: not %mpirun -np 3 xla-run %s 2>&1 | FileCheck %s --check-prefix=COUNT
// RUN: not %mpirun -np 2 xla-run %s --emit-object %t.o 2>&1 | FileCheck %s --check-prefix=OBJECT
// RUN: not %mpirun -np 2 xla-run %s --devices 4 2>&1 | FileCheck %s --check-prefix=DEVICES
// RUN: not %mpirun -np 2 xla-run - < %s 2>&1 | FileCheck %s --check-prefix=STDIN

// Rank 0's gathered results, once.
// CHECK: dense<[0, 1, 0, 1]> : tensor<4xi32>
// CHECK-NEXT: dense<10> : tensor<2xi32>
// CHECK-NOT: dense

// FILES: out0.npy
// FILES-NEXT: out1.npy
// FILES-NOT: out

// COUNT-DAG: rank 0: error: the program runs on 2 devices (mhlo.num_replicas = 1 x mhlo.num_partitions = 2), but mpirun started 3 processes: run it with `mpirun -np 2`
// COUNT-DAG: rank 1: error: the program runs on 2 devices
// COUNT-DAG: rank 2: error: the program runs on 2 devices

// OBJECT-DAG: rank 0: error: --emit-object is not supported when mpirun starts xla-run (one device per process)
// OBJECT-DAG: rank 1: error: --emit-object is not supported

// DEVICES-DAG: rank 0: error: --devices 4 was given, but mpirun started 2 processes (one per device)
// DEVICES-DAG: rank 1: error: --devices 4 was given

// STDIN-DAG: rank 0: error: every rank reads the module: give its file, not '-' (stdin reaches rank 0 only)
// STDIN-DAG: rank 1: error: every rank reads the module

module @two_devices attributes {mhlo.num_partitions = 2 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["x"=2]>
  func.func @main() -> (tensor<4xi32>, tensor<2xi32>) {
    %0 = stablehlo.constant dense<[4, 6]> : tensor<2xi32>
    %1:2 = sdy.manual_computation(%0) in_shardings=[<@mesh, [{"x"}]>] out_shardings=[<@mesh, [{}]>, <@mesh, [{"x"}]>] manual_axes={"x"} (%arg0: tensor<1xi32>) {
      %p = stablehlo.partition_id : tensor<ui32>
      %i = stablehlo.convert %p : (tensor<ui32>) -> tensor<i32>
      %r = stablehlo.reshape %i : (tensor<i32>) -> tensor<1xi32>
      %g = "stablehlo.all_gather"(%r) <{all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>, use_global_device_ids}> : (tensor<1xi32>) -> tensor<2xi32>
      %c = stablehlo.concatenate %g, %g, dim = 0 : (tensor<2xi32>, tensor<2xi32>) -> tensor<4xi32>
      %s = "stablehlo.all_reduce"(%arg0) <{channel_handle = #stablehlo.channel_handle<handle = 2, type = 1>, replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>, use_global_device_ids}> ({
      ^bb0(%a: tensor<i32>, %b: tensor<i32>):
        %t = stablehlo.add %a, %b : tensor<i32>
        stablehlo.return %t : tensor<i32>
      }) : (tensor<1xi32>) -> tensor<1xi32>
      sdy.return %c, %s : tensor<4xi32>, tensor<1xi32>
    } : (tensor<2xi32>) -> (tensor<4xi32>, tensor<2xi32>)
    return %1#0, %1#1 : tensor<4xi32>, tensor<2xi32>
  }
}
