// REQUIRES: melior
// RUN: xla-run --backend jit --split-input-file %S/quantized.mlir | FileCheck %S/quantized.mlir
// RUN: xla-run %S/../passes/hlo-legalize-quant-to-int-run.mlir --print > %t.interp
// RUN: xla-run --backend jit %S/../passes/hlo-legalize-quant-to-int-run.mlir --print > %t.jit
// RUN: diff %t.interp %t.jit
// RUN: xla-run %S/../passes/hlo-legalize-quant-to-int-run.mlir --entry special_values --print > %t.sv.interp
// RUN: xla-run --backend jit %S/../passes/hlo-legalize-quant-to-int-run.mlir --entry special_values --print > %t.sv.jit
// RUN: diff %t.sv.interp %t.sv.jit

// Quantized programs through the JIT (--lower-to-llvm lowers them with
// --hlo-legalize-quant-to-int first): the interpreter's checks hold and its bits match.
