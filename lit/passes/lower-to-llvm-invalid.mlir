// RUN: not xla-opt %s --lower-to-llvm 2>&1 | FileCheck %s

// An op no stage lowers stops the pipeline with a located error naming the reason.

// CHECK: error: 'hlo.replica_id' op failed to legalize to linalg: replica_id is not lowered
func.func @main() -> tensor<ui32> {
  %0 = stablehlo.replica_id : tensor<ui32>
  return %0 : tensor<ui32>
}
