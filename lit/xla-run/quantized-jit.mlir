// REQUIRES: melior
// RUN: xla-run --backend jit --split-input-file %S/quantized.mlir | FileCheck %S/quantized.mlir
// RUN: xla-run %S/../passes/hlo-legalize-quant-to-int-run.mlir --print > %t.interp
// RUN: xla-run --backend jit %S/../passes/hlo-legalize-quant-to-int-run.mlir --print > %t.jit
// RUN: diff %t.interp %t.jit

// Quantized programs through the JIT (--lower-to-llvm lowers them with
// --hlo-legalize-quant-to-int first): the interpreter's checks hold and its bits match.
