// RUN: xla-opt %s | xla-opt | FileCheck %s
// RUN: xla-opt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC
// RUN: xla-opt %s --mlir-print-op-generic | xla-opt | FileCheck %s
// RUN: sed '/^ *\/\//!s/\bhlo\./stablehlo./g' %s | xla-opt | FileCheck %s
// RUN: xla-opt %s --hlo-print-stablehlo | FileCheck %s --check-prefix=SHLO
// RUN: xla-opt %s --hlo-print-stablehlo | xla-opt | FileCheck %s

// CHECK-LABEL: func @broadcast_in_dim
func.func @broadcast_in_dim(%v: tensor<3xf32>, %s: tensor<i32>, %d: tensor<?xi32>, %m: tensor<1x2xi32>) {
  // CHECK: hlo.broadcast_in_dim %{{.*}}, dims = [0] : (tensor<3xf32>) -> tensor<3x4xf32>
  // GENERIC: "hlo.broadcast_in_dim"(%{{.*}}) <{broadcast_dimensions = array<i64: 0>}> : (tensor<3xf32>) -> tensor<3x4xf32>
  // SHLO: stablehlo.broadcast_in_dim %{{.*}}, dims = [0] : (tensor<3xf32>) -> tensor<3x4xf32>
  %0 = hlo.broadcast_in_dim %v, dims = [0] : (tensor<3xf32>) -> tensor<3x4xf32>
  // CHECK: hlo.broadcast_in_dim %{{.*}}, dims = [] : (tensor<i32>) -> tensor<2x3xi32>
  %1 = hlo.broadcast_in_dim %s, dims = [] : (tensor<i32>) -> tensor<2x3xi32>
  // CHECK: hlo.broadcast_in_dim %{{.*}}, dims = [1] : (tensor<?xi32>) -> tensor<1x3xi32>
  %2 = hlo.broadcast_in_dim %d, dims = [1] : (tensor<?xi32>) -> tensor<1x3xi32>
  // CHECK: hlo.broadcast_in_dim %{{.*}}, dims = [1, 2] : (tensor<1x2xi32>) -> tensor<1x2x2xi32>
  %3 = "hlo.broadcast_in_dim"(%m) {broadcast_dimensions = array<i64: 1, 2>} : (tensor<1x2xi32>) -> tensor<1x2x2xi32>
  // Size-1 dimensions stretch; dimensions may be permuted.
  // CHECK: hlo.broadcast_in_dim %{{.*}}, dims = [2, 0] : (tensor<1x2xi32>) -> tensor<2x4x5xi32>
  %4 = hlo.broadcast_in_dim %m, dims = [2, 0] : (tensor<1x2xi32>) -> tensor<2x4x5xi32>
  return
}
