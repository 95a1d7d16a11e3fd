// Under mpirun, a rank that fails ends every rank (MPI_Abort), well before the collectives'
// 20 s timeout (hence `timeout 15`, whose kill would exit 124): device 1 fails while device 0
// waits for it (sdy-device-fails.mlir); devices that run different collectives
// (sdy-device-deadlock.mlir: device 0 runs one all_reduce, the others two) find out from the
// first message that does not match.
// REQUIRES: mpi
// RUN: timeout 15 %mpirun -np 2 xla-run %S/sdy-device-fails.mlir > %t.fails 2>&1; echo "exit $?" >> %t.fails
// RUN: FileCheck %s --check-prefix=FAILS < %t.fails
// RUN: timeout 15 %mpirun -np 4 xla-run %S/sdy-device-deadlock.mlir > %t.differ 2>&1; echo "exit $?" >> %t.differ
// RUN: FileCheck %s --check-prefix=DIFFER < %t.differ

// FAILS: rank 1: {{.*}}sdy-device-fails.mlir:{{[0-9]+}}:{{[0-9]+}}: error: 'sdy.manual_computation' op device 1: 'hlo.custom_call' op with call target 'no_such_target' is not supported by the interpreter
// FAILS: rank 1: ending every rank
// FAILS: exit 1

// DIFFER: error: {{.*}}the devices run different collectives: device {{[0-9]}} is at collective #1 ({{.*}}), device {{[0-9]}} at collective #1 ({{.*}})
// DIFFER: ending every rank
// DIFFER: exit 1
