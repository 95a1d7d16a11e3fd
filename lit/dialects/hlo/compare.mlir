// RUN: xla-opt %s | xla-opt | FileCheck %s
// RUN: xla-opt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC
// RUN: xla-opt %s --mlir-print-op-generic | xla-opt | FileCheck %s
// RUN: sed '/^ *\/\//!s/\bhlo\./stablehlo./g' %s | xla-opt | FileCheck %s
// RUN: xla-opt %s --hlo-print-stablehlo --mlir-print-op-generic | FileCheck %s --check-prefix=SHLO
// RUN: xla-opt %s --hlo-print-stablehlo --mlir-print-op-generic | xla-opt | FileCheck %s

// CHECK-LABEL: func @compare
func.func @compare(%a: tensor<4xf32>, %b: tensor<4xf32>, %i: tensor<4xi32>, %u: tensor<4xui32>, %p: tensor<4xi1>, %c: tensor<4xcomplex<f32>>) {
  // CHECK: hlo.compare LT, %{{.*}}, %{{.*}}, FLOAT : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
  // GENERIC: "hlo.compare"(%{{.*}}, %{{.*}}) <{compare_type = #hlo<comparison_type FLOAT>, comparison_direction = #hlo<comparison_direction LT>}>
  // SHLO: "stablehlo.compare"(%{{.*}}, %{{.*}}) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction LT>}>
  %0 = hlo.compare LT, %a, %b, FLOAT : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
  // CHECK: hlo.compare GE, %{{.*}}, %{{.*}}, TOTALORDER : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
  %1 = hlo.compare GE, %a, %b, TOTALORDER : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
  // CHECK: hlo.compare EQ, %{{.*}}, %{{.*}} : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi1>
  %2 = hlo.compare EQ, %i, %i : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi1>
  // CHECK: hlo.compare NE, %{{.*}}, %{{.*}}, SIGNED : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi1>
  %3 = hlo.compare NE, %i, %i, SIGNED : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi1>
  // CHECK: hlo.compare GT, %{{.*}}, %{{.*}}, UNSIGNED : (tensor<4xui32>, tensor<4xui32>) -> tensor<4xi1>
  %4 = hlo.compare GT, %u, %u, UNSIGNED : (tensor<4xui32>, tensor<4xui32>) -> tensor<4xi1>
  // CHECK: hlo.compare LE, %{{.*}}, %{{.*}}, UNSIGNED : (tensor<4xi1>, tensor<4xi1>) -> tensor<4xi1>
  %5 = hlo.compare LE, %p, %p, UNSIGNED : (tensor<4xi1>, tensor<4xi1>) -> tensor<4xi1>
  // CHECK: hlo.compare EQ, %{{.*}}, %{{.*}}, FLOAT : (tensor<4xcomplex<f32>>, tensor<4xcomplex<f32>>) -> tensor<4xi1>
  %6 = hlo.compare EQ, %c, %c, FLOAT : (tensor<4xcomplex<f32>>, tensor<4xcomplex<f32>>) -> tensor<4xi1>
  // The generic form with StableHLO's attribute spelling reads as well.
  // CHECK: hlo.compare GT, %{{.*}}, %{{.*}}, FLOAT : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
  %7 = "hlo.compare"(%a, %b) {comparison_direction = #stablehlo<comparison_direction GT>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
  return
}

// CHECK-LABEL: func @broadcasting
func.func @broadcasting(%m: tensor<2x4xf32>, %v: tensor<4xf32>, %s: tensor<f32>) {
  // CHECK: hlo.compare LT, %{{.*}}, %{{.*}} {broadcast_dimensions = array<i64: 1>} : (tensor<2x4xf32>, tensor<4xf32>) -> tensor<2x4xi1>
  %0 = hlo.compare LT, %m, %v {broadcast_dimensions = array<i64: 1>} : (tensor<2x4xf32>, tensor<4xf32>) -> tensor<2x4xi1>
  // CHECK: hlo.compare EQ, %{{.*}}, %{{.*}} : (tensor<f32>, tensor<2x4xf32>) -> tensor<2x4xi1>
  %1 = hlo.compare EQ, %s, %m : (tensor<f32>, tensor<2x4xf32>) -> tensor<2x4xi1>
  return
}
