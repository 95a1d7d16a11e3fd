// A failed run never leaves a partial output file, and keeps an existing one untouched.
// RUN: rm -rf %t && mkdir -p %t
// RUN: xla-opt %s -o %t/out.mlir && FileCheck %s < %t/out.mlir
// RUN: echo "previous contents" > %t/keep.mlir
// RUN: not xla-opt %S/Inputs/broken.mlir -o %t/keep.mlir
// RUN: FileCheck %s --check-prefix=KEPT < %t/keep.mlir
// RUN: not xla-opt %S/Inputs/broken.mlir -o %t/new.mlir
// RUN: not test -e %t/new.mlir
// RUN: cat %s | xla-opt - | FileCheck %s

// CHECK: func.func @f()
// KEPT: previous contents

func.func @f() {
  return
}
