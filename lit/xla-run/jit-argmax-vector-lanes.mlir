// REQUIRES: melior
// The argmax and argmin of argmax-vector-lanes.mlir through the JIT: the vector loops of
// --scf-vectorize-reductions compiled by LLVM give the interpreter's indices.
// RUN: xla-run %S/argmax-vector-lanes.mlir --split-input-file --backend jit | FileCheck %s
// CHECK: 4 passed, 0 failed
