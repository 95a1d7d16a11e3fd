// Check ops count as with threads: the one outside the manual computation (which every rank
// runs) once, the one inside once per device; rank 0 prints the totals over all ranks.
// REQUIRES: mpi
// RUN: xla-run %s | FileCheck %s
// RUN: %mpirun -np 2 xla-run %s | FileCheck %s

// CHECK: 3 passed, 0 failed
// CHECK-NOT: passed
module @checks attributes {mhlo.num_partitions = 2 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["x"=2]>
  func.func @main() -> tensor<2xi32> {
    %0 = stablehlo.constant dense<[1, 2]> : tensor<2xi32>
    check.expect_eq %0, %0 : tensor<2xi32>
    %1 = sdy.manual_computation(%0) in_shardings=[<@mesh, [{"x"}]>] out_shardings=[<@mesh, [{"x"}]>] manual_axes={"x"} (%arg0: tensor<1xi32>) {
      check.expect_eq %arg0, %arg0 : tensor<1xi32>
      sdy.return %arg0 : tensor<1xi32>
    } : (tensor<2xi32>) -> tensor<2xi32>
    return %1 : tensor<2xi32>
  }
}
