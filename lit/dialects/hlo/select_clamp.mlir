// RUN: xla-opt %s | xla-opt | FileCheck %s
// RUN: xla-opt %s --mlir-print-op-generic | xla-opt | FileCheck %s
// RUN: sed '/^ *\/\//!s/\bhlo\./stablehlo./g' %s | xla-opt | FileCheck %s
// RUN: xla-opt %s --hlo-print-stablehlo | FileCheck %s --check-prefix=SHLO
// RUN: xla-opt %s --hlo-print-stablehlo | xla-opt | FileCheck %s

// CHECK-LABEL: func @select
func.func @select(%p: tensor<2x3xi1>, %s: tensor<i1>, %a: tensor<2x3xi32>, %b: tensor<2x3xi32>, %d: tensor<?x3xi32>) {
  // CHECK: hlo.select %{{.*}}, %{{.*}}, %{{.*}} : tensor<2x3xi1>, tensor<2x3xi32>
  // SHLO: stablehlo.select %{{.*}}, %{{.*}}, %{{.*}} : tensor<2x3xi1>, tensor<2x3xi32>
  %0 = hlo.select %p, %a, %b : tensor<2x3xi1>, tensor<2x3xi32>
  // CHECK: hlo.select %{{.*}}, %{{.*}}, %{{.*}} : tensor<i1>, tensor<2x3xi32>
  %1 = hlo.select %s, %a, %b : tensor<i1>, tensor<2x3xi32>
  // CHECK: hlo.select %{{.*}}, %{{.*}}, %{{.*}} : (tensor<2x3xi1>, tensor<?x3xi32>, tensor<2x3xi32>) -> tensor<2x3xi32>
  %2 = hlo.select %p, %d, %b : (tensor<2x3xi1>, tensor<?x3xi32>, tensor<2x3xi32>) -> tensor<2x3xi32>
  return
}

// CHECK-LABEL: func @clamp
func.func @clamp(%min: tensor<f32>, %x: tensor<3xf32>, %max: tensor<3xf32>) {
  // CHECK: hlo.clamp %{{.*}}, %{{.*}}, %{{.*}} : (tensor<f32>, tensor<3xf32>, tensor<f32>) -> tensor<3xf32>
  %0 = hlo.clamp %min, %x, %min : (tensor<f32>, tensor<3xf32>, tensor<f32>) -> tensor<3xf32>
  // CHECK: hlo.clamp %{{.*}}, %{{.*}}, %{{.*}} : tensor<3xf32>
  %1 = hlo.clamp %max, %x, %max : tensor<3xf32>
  return
}
