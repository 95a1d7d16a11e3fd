// REQUIRES: mpi, melior
// `mpirun -np N xla-run --backend jit`: each rank compiles the manual computations' bodies and
// calls its own device's, whose collectives (calls of the collective runtime) exchange over
// MPI; the code around them is interpreted on every rank; rank 0 alone prints the results.
// RUN: %mpirun -np 2 xla-run %S/mpi-ranks.mlir --backend jit --print | FileCheck %S/mpi-ranks.mlir
// RUN: %mpirun -np 4 xla-run %S/sdy-devices.mlir --backend jit --print | FileCheck %S/sdy-devices.mlir
// RUN: not %mpirun -np 3 xla-run %S/mpi-ranks.mlir --backend jit 2>&1 | FileCheck %S/mpi-ranks.mlir --check-prefix=COUNT
// Compiled devices that run different collectives end every rank (timeout 15: before the 20 s
// wait of a collective; its kill would exit 124).
// RUN: timeout 15 %mpirun -np 4 xla-run %S/sdy-device-deadlock.mlir --backend jit > %t.differ 2>&1; echo "exit $?" >> %t.differ
// RUN: FileCheck %s --check-prefix=DIFFER < %t.differ
// One process runs the JIT as without mpirun (the whole program compiled).
// RUN: %mpirun -np 1 xla-run %s --backend jit --print | FileCheck %s --check-prefix=ALONE

// DIFFER: error: 'sdy.manual_computation' op {{.*}}the devices run different collectives: device {{[0-9]}} is at collective #1 ({{.*}}), device {{[0-9]}} at collective #1 ({{.*}})
// DIFFER: ending every rank
// DIFFER: exit 1

// ALONE: dense<[2, 4, 6]> : tensor<3xi32>
func.func @main() -> tensor<3xi32> {
  %0 = stablehlo.constant dense<[1, 2, 3]> : tensor<3xi32>
  %1 = stablehlo.add %0, %0 : tensor<3xi32>
  return %1 : tensor<3xi32>
}
