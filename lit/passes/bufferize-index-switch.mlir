// Regression (found by tests/jax_fresh: cond_true, cond_false, switch_branch): hlo.if /
// hlo.case lower to scf.index_switch on tensors; --bufferize turns its results and yields into
// memrefs as upstream's one-shot-bufferize does.
// RUN: xla-opt %s --bufferize | FileCheck %s
// RUN: xla-opt %s --bufferize | mlir-opt > /dev/null

// CHECK-LABEL: func.func @main
// CHECK: scf.index_switch %{{.*}} -> memref<4xf32
// CHECK: scf.yield %{{.*}} : memref<4xf32
func.func @main(%i: index, %a: tensor<4xf32>, %b: tensor<4xf32>) -> tensor<4xf32> {
  %r = scf.index_switch %i -> tensor<4xf32>
  case 0 {
    scf.yield %b : tensor<4xf32>
  }
  default {
    scf.yield %a : tensor<4xf32>
  }
  return %r : tensor<4xf32>
}
