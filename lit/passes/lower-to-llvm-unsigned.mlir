// RUN: xla-opt %s --lower-to-loops --convert-scf-to-cf | xla-opt --convert-to-llvm --reconcile-unrealized-casts | FileCheck %s
// RUN: xla-opt %s --lower-to-llvm | FileCheck %s
// RUN: %if mlir-opt %{ xla-opt %s --lower-to-llvm | mlir-translate --mlir-to-llvmir > /dev/null %}

// Unsigned function boundaries (found by tests/jax_fresh: unsigned, convert_edges) are
// signless from --hlo-legalize-to-linalg on, so the llvm level has no cast left; the loop's
// block argument and the branches into it agree (i64).

// CHECK: llvm.func @main
// CHECK-SAME: xla.memref_signature = (memref<4xi8>, memref<4xi8>) -> memref<4xi8>
// CHECK-NOT: unrealized_conversion_cast
// CHECK-NOT: memref.
// CHECK: llvm.br ^bb1(%{{.*}} : i64)
// CHECK: ^bb1(%{{.*}}: i64):
// CHECK: llvm.add %{{.*}}, %{{.*}} : i8
func.func @main(%a: tensor<4xui8>, %b: tensor<4xui8>) -> tensor<4xui8> {
  %0 = hlo.add %a, %b : tensor<4xui8>
  return %0 : tensor<4xui8>
}
