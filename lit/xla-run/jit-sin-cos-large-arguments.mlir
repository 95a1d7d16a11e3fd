// REQUIRES: melior
// sin-cos-large-arguments.mlir through the JIT: LLVM's vector code of the integer reduction
// gives the f64 functions' results for f32 arguments up to f32's largest.
// RUN: xla-run %S/sin-cos-large-arguments.mlir --backend jit | FileCheck %s
// CHECK: 2 passed, 0 failed
