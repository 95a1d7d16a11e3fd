// RUN: xla-opt %s --convert-to-llvm | FileCheck %s
// RUN: xla-opt %s --convert-to-llvm | mlir-opt > /dev/null

// A function that is not converted (a tensor argument has no llvm type) keeps its block
// signatures, so its branches stay cf branches (with casts) rather than becoming llvm.br to
// blocks that no longer match (upstream's verifyMatchingValues in the cf-to-llvm patterns).
// The result is valid IR; the ops inside are still converted.

// CHECK-LABEL: func.func @loop(
// CHECK-SAME: %{{.*}}: tensor<4xf32>) -> index
// CHECK: %[[C0:.*]] = llvm.mlir.constant(0 : index) : i64
// CHECK: %[[I0:.*]] = builtin.unrealized_conversion_cast %[[C0]] : i64 to index
// CHECK: cf.br ^bb1(%[[I0]] : index)
// CHECK: ^bb1(%[[I:.*]]: index):
// CHECK: llvm.icmp "slt"
// CHECK: llvm.cond_br
// CHECK: llvm.add
// CHECK: cf.br ^bb1(%{{.*}} : index)
func.func @loop(%t: tensor<4xf32>) -> index {
  %c0 = arith.constant 0 : index
  %c4 = arith.constant 4 : index
  %c1 = arith.constant 1 : index
  cf.br ^bb1(%c0 : index)
^bb1(%i: index):
  %p = arith.cmpi slt, %i, %c4 : index
  cf.cond_br %p, ^bb2, ^bb3
^bb2:
  %n = arith.addi %i, %c1 : index
  cf.br ^bb1(%n : index)
^bb3:
  return %i : index
}
