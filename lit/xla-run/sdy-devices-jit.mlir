// REQUIRES: melior
// The JIT runs programs of several devices: each manual computation's body is compiled, the
// code around it interpreted, one thread per device calling the compiled body as that device
// (its collectives are calls of the collective runtime); the results are the interpreter's.
// RUN: xla-run %S/sdy-devices.mlir --backend jit --print | FileCheck %S/sdy-devices.mlir
// RUN: xla-run %S/sdy-devices.mlir --backend jit --devices 4 --print | FileCheck %S/sdy-devices.mlir
// RUN: not xla-run %S/sdy-devices.mlir --backend jit --devices 2 2>&1 | FileCheck %S/sdy-devices.mlir --check-prefix=COUNT
// RUN: not xla-run %S/sdy-devices.mlir --emit-object %t.o 2>&1 | FileCheck %s --check-prefix=OBJECT
// OBJECT: error: --emit-object compiles programs of one device (this one runs on 4 devices)
// Compiled devices that disagree on their collectives end with an error after the rendezvous
// timeout (20 s), not a hang: the collective runtime keeps the error for the launcher.
// RUN: not xla-run %S/sdy-device-deadlock.mlir --backend jit 2>&1 | FileCheck %s --check-prefix=DEADLOCK
// DEADLOCK: error: 'sdy.manual_computation' op device 1: xla_collective_call: timed out waiting for the other processes of its group
