// REQUIRES: mlir-opt
// RUN: xla-opt %S/types.mlir > %t.ours && mlir-opt %S/types.mlir > %t.upstream && diff %t.upstream %t.ours
// RUN: xla-opt --mlir-print-op-generic %S/types.mlir > %t.ours && mlir-opt --mlir-print-op-generic %S/types.mlir > %t.upstream && diff %t.upstream %t.ours
// RUN: sed '/expected-error/d' %S/invalid.mlir > %t.invalid.mlir
// RUN: not xla-opt -split-input-file %t.invalid.mlir 2>&1 | grep 'error:' > %t.ours-err
// RUN: not mlir-opt -split-input-file %t.invalid.mlir 2>&1 | grep 'error:' > %t.upstream-err
// RUN: diff %t.upstream-err %t.ours-err

// !quant.uniform prints byte-identically to mlir-opt 22, pretty and generic, and its
// invalid forms fail with upstream's messages at upstream's columns.
