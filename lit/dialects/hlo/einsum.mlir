// RUN: xla-opt %s | xla-opt | FileCheck %s
// RUN: xla-opt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC
// RUN: xla-opt %s --mlir-print-op-generic | xla-opt | FileCheck %s
// RUN: sed '/^ *\/\//!s/\bhlo\./stablehlo./g' %s | xla-opt | FileCheck %s
// RUN: xla-opt %s --hlo-print-stablehlo | xla-opt | FileCheck %s

// CHECK-LABEL: func @einsum
func.func @einsum(%a: tensor<8x16xf32>, %b: tensor<16x8xf32>, %i: tensor<1x2xi8>, %j: tensor<2x1xi8>, %x: tensor<5x2x3xf32>, %y: tensor<7x1x3x4xf32>) {
  // CHECK: hlo.einsum %{{.*}}, %{{.*}}, config = "ab,bc->ac" : (tensor<8x16xf32>, tensor<16x8xf32>) -> tensor<8x8xf32>
  // GENERIC: "hlo.einsum"(%{{.*}}, %{{.*}}) <{einsum_config = "ab,bc->ac"}> : (tensor<8x16xf32>, tensor<16x8xf32>) -> tensor<8x8xf32>
  %0 = "hlo.einsum"(%a, %b) {einsum_config = "ab,bc->ac"} : (tensor<8x16xf32>, tensor<16x8xf32>) -> tensor<8x8xf32>
  // CHECK: hlo.unary_einsum %{{.*}}, config = "ab->a" : (tensor<8x16xf32>) -> tensor<8xf32>
  %1 = hlo.unary_einsum %a, config = "ab->a" : (tensor<8x16xf32>) -> tensor<8xf32>
  // CHECK: hlo.einsum %{{.*}}, %{{.*}}, config = "ab,bc->ac" : (tensor<1x2xi8>, tensor<2x1xi8>) -> tensor<1x1xi16>
  %2 = hlo.einsum %i, %j, config = "ab,bc->ac" : (tensor<1x2xi8>, tensor<2x1xi8>) -> tensor<1x1xi16>
  // Broadcast dimensions.
  // CHECK: hlo.einsum %{{.*}}, %{{.*}}, config = "...ab,...bc->...ac" : (tensor<5x2x3xf32>, tensor<7x1x3x4xf32>) -> tensor<7x5x2x4xf32>
  %3 = hlo.einsum %x, %y, config = "...ab,...bc->...ac" : (tensor<5x2x3xf32>, tensor<7x1x3x4xf32>) -> tensor<7x5x2x4xf32>
  return
}
