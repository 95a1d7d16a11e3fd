// XFAIL: *
// Bug (--convert-to-llvm; found by tests/jax_fresh: unsigned, convert_edges): on the loop
// level of a function with unsigned memrefs (casts left by lower-to-loops, see
// lower-to-loops-unsigned-xfail.mlir) --convert-to-llvm converts the loop's block argument to
// i64 but not the cf.br operand, and fails verification with "type mismatch for bb argument #0
// of successor #0: 'i64' vs 'index'" (invalid IR instead of a located "failed to legalize"
// error or a full lowering). Expected: only llvm ops remain.
// RUN: xla-opt %s --lower-to-loops --convert-scf-to-cf | xla-opt --convert-to-llvm --reconcile-unrealized-casts | FileCheck %s

// CHECK: llvm.func @main
// CHECK-NOT: unrealized_conversion_cast
// CHECK-NOT: memref.
func.func @main(%a: tensor<4xui8>, %b: tensor<4xui8>) -> tensor<4xui8> {
  %0 = hlo.add %a, %b : tensor<4xui8>
  return %0 : tensor<4xui8>
}
