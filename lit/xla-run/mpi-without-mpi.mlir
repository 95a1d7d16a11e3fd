// An xla-run built without the `mpi` feature refuses to run as one of several processes that
// mpirun started (each would run every device and write the results); as the only process it
// runs as usual. The job's size comes from mpirun's environment, set here by hand.
// UNSUPPORTED: xla-run-mpi
// RUN: env OMPI_COMM_WORLD_SIZE=2 OMPI_COMM_WORLD_RANK=1 not xla-run %S/mpi-ranks.mlir 2>&1 | FileCheck %s
// RUN: env OMPI_COMM_WORLD_SIZE=1 OMPI_COMM_WORLD_RANK=0 xla-run %S/mpi-ranks.mlir --print | FileCheck %S/mpi-ranks.mlir

// CHECK: rank 1: error: mpirun started 2 processes, but this xla-run was built without MPI: build it with `--features xla-run/mpi` (docs/devices.md)
