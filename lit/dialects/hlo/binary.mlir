// RUN: xla-opt %s | xla-opt | FileCheck %s
// RUN: xla-opt %s --mlir-print-op-generic | xla-opt | FileCheck %s
// The same file under StableHLO's names, and our StableHLO-named output read back:
// RUN: sed '/^ *\/\//!s/\bhlo\./stablehlo./g' %s | xla-opt | FileCheck %s
// RUN: xla-opt %s --hlo-print-stablehlo | FileCheck %s --check-prefix=SHLO
// RUN: xla-opt %s --hlo-print-stablehlo | xla-opt | FileCheck %s

// CHECK-LABEL: func @same_type
// SHLO-LABEL: func @same_type
func.func @same_type(%a: tensor<4xf32>, %b: tensor<4xf32>, %i: tensor<2x2xi32>, %p: tensor<3xi1>, %u: tensor<3xui8>) {
  // CHECK: hlo.add %{{.*}}, %{{.*}} : tensor<4xf32>
  // SHLO: stablehlo.add %{{.*}}, %{{.*}} : tensor<4xf32>
  %0 = hlo.add %a, %b : tensor<4xf32>
  // CHECK: hlo.subtract %{{.*}} : tensor<4xf32>
  %1 = hlo.subtract %a, %b : tensor<4xf32>
  // CHECK: hlo.multiply %{{.*}} : tensor<2x2xi32>
  %2 = hlo.multiply %i, %i : tensor<2x2xi32>
  // CHECK: hlo.divide %{{.*}} : tensor<2x2xi32>
  %3 = hlo.divide %i, %i : tensor<2x2xi32>
  // CHECK: hlo.power %{{.*}} : tensor<4xf32>
  %4 = hlo.power %a, %b : tensor<4xf32>
  // CHECK: hlo.remainder %{{.*}} : tensor<2x2xi32>
  %5 = hlo.remainder %i, %i : tensor<2x2xi32>
  // CHECK: hlo.maximum %{{.*}} : tensor<4xf32>
  %6 = hlo.maximum %a, %b : tensor<4xf32>
  // CHECK: hlo.minimum %{{.*}} : tensor<3xi1>
  %7 = hlo.minimum %p, %p : tensor<3xi1>
  // CHECK: hlo.and %{{.*}} : tensor<3xi1>
  %8 = hlo.and %p, %p : tensor<3xi1>
  // CHECK: hlo.or %{{.*}} : tensor<2x2xi32>
  %9 = hlo.or %i, %i : tensor<2x2xi32>
  // CHECK: hlo.xor %{{.*}} : tensor<3xui8>
  %10 = hlo.xor %u, %u : tensor<3xui8>
  // CHECK: hlo.shift_left %{{.*}} : tensor<3xui8>
  %11 = hlo.shift_left %u, %u : tensor<3xui8>
  // CHECK: hlo.shift_right_arithmetic %{{.*}} : tensor<2x2xi32>
  %12 = hlo.shift_right_arithmetic %i, %i : tensor<2x2xi32>
  // CHECK: hlo.shift_right_logical %{{.*}} : tensor<3xui8>
  %13 = hlo.shift_right_logical %u, %u : tensor<3xui8>
  // CHECK: hlo.atan2 %{{.*}} : tensor<4xf32>
  %14 = hlo.atan2 %a, %b : tensor<4xf32>
  return
}

// CHECK-LABEL: func @dynamic_dims
func.func @dynamic_dims(%a: tensor<?xf32>, %b: tensor<4xf32>) -> tensor<?xf32> {
  // CHECK: hlo.add %{{.*}}, %{{.*}} : (tensor<?xf32>, tensor<4xf32>) -> tensor<?xf32>
  %0 = hlo.add %a, %b : (tensor<?xf32>, tensor<4xf32>) -> tensor<?xf32>
  return %0 : tensor<?xf32>
}

// CHECK-LABEL: func @complex
func.func @complex(%re: tensor<2xf64>, %im: tensor<2xf64>, %s: tensor<f64>) {
  // CHECK: hlo.complex %{{.*}}, %{{.*}} : tensor<2xcomplex<f64>>
  %0 = hlo.complex %re, %im : tensor<2xcomplex<f64>>
  // CHECK: hlo.complex %{{.*}}, %{{.*}} : (tensor<2xf64>, tensor<f64>) -> tensor<2xcomplex<f64>>
  %1 = hlo.complex %re, %s : (tensor<2xf64>, tensor<f64>) -> tensor<2xcomplex<f64>>
  return
}

// XLA's implicit broadcasting.
// CHECK-LABEL: func @implicit_broadcast
func.func @implicit_broadcast(%m: tensor<2x3xf32>, %v: tensor<3xf32>, %c: tensor<2x1xf32>, %s: tensor<f32>, %v2: tensor<2xf32>) {
  // CHECK: hlo.add %{{.*}}, %{{.*}} {broadcast_dimensions = array<i64: 1>} : (tensor<2x3xf32>, tensor<3xf32>) -> tensor<2x3xf32>
  %0 = hlo.add %m, %v {broadcast_dimensions = array<i64: 1>} : (tensor<2x3xf32>, tensor<3xf32>) -> tensor<2x3xf32>
  // CHECK: hlo.multiply %{{.*}}, %{{.*}} : (tensor<2x3xf32>, tensor<2x1xf32>) -> tensor<2x3xf32>
  %1 = hlo.multiply %m, %c : (tensor<2x3xf32>, tensor<2x1xf32>) -> tensor<2x3xf32>
  // CHECK: hlo.subtract %{{.*}}, %{{.*}} : (tensor<f32>, tensor<2x3xf32>) -> tensor<2x3xf32>
  %2 = hlo.subtract %s, %m : (tensor<f32>, tensor<2x3xf32>) -> tensor<2x3xf32>
  // CHECK: hlo.maximum %{{.*}}, %{{.*}} {broadcast_dimensions = array<i64: 0>} : (tensor<2x1xf32>, tensor<2xf32>) -> tensor<2x1xf32>
  %3 = hlo.maximum %c, %v2 {broadcast_dimensions = array<i64: 0>} : (tensor<2x1xf32>, tensor<2xf32>) -> tensor<2x1xf32>
  return
}
