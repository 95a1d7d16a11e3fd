// REQUIRES: melior
// bitcast_convert between complex widths through the JIT gives the interpreter's bits
// (complex-bitcast-widths.mlir).
// RUN: xla-run %S/complex-bitcast-widths.mlir --backend jit --print | FileCheck %S/complex-bitcast-widths.mlir
