// REQUIRES: xla-run
// RUN: xla-run %S/scf.mlir --split-input-file --print > %t.before
// RUN: xla-opt %S/scf.mlir --split-input-file --convert-scf-to-cf | xla-run - --split-input-file --print > %t.after
// RUN: diff %t.before %t.after
// RUN: xla-opt %S/scf.mlir --split-input-file --convert-scf-to-cf | FileCheck %s

// Every program of scf.mlir gives the same results before and after --convert-scf-to-cf,
// and no scf op is left.
// CHECK-NOT: scf.
