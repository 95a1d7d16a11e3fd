// RUN: not xla-opt %s --lower-to-llvm 2>&1 | FileCheck %s

// An op no stage lowers stops the pipeline with a located error naming the reason.

// CHECK: error: 'hlo.after_all' op failed to legalize to linalg: after_all is not lowered
func.func @main(%t: !stablehlo.token) -> !stablehlo.token {
  %0 = stablehlo.after_all %t : !stablehlo.token
  return %0 : !stablehlo.token
}
