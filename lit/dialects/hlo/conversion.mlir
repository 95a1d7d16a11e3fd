// RUN: xla-opt %s | xla-opt | FileCheck %s
// RUN: xla-opt %s --mlir-print-op-generic | xla-opt | FileCheck %s
// RUN: sed '/^ *\/\//!s/\bhlo\./stablehlo./g' %s | xla-opt | FileCheck %s
// RUN: xla-opt %s --hlo-print-stablehlo | FileCheck %s --check-prefix=SHLO
// RUN: xla-opt %s --hlo-print-stablehlo | xla-opt | FileCheck %s

// CHECK-LABEL: func @convert
func.func @convert(%i: tensor<3xi64>, %f: tensor<2x?xf32>, %p: tensor<4xi1>) {
  // CHECK: hlo.convert %{{.*}} : (tensor<3xi64>) -> tensor<3xcomplex<f64>>
  // SHLO: stablehlo.convert %{{.*}} : (tensor<3xi64>) -> tensor<3xcomplex<f64>>
  %0 = hlo.convert %i : (tensor<3xi64>) -> tensor<3xcomplex<f64>>
  // CHECK: hlo.convert %{{.*}} : (tensor<2x?xf32>) -> tensor<2x?xui8>
  %1 = hlo.convert %f : (tensor<2x?xf32>) -> tensor<2x?xui8>
  // CHECK: hlo.convert %{{.*}} : (tensor<4xi1>) -> tensor<4xf8E5M2>
  %2 = hlo.convert %p : (tensor<4xi1>) -> tensor<4xf8E5M2>
  // CHECK: hlo.convert %{{.*}} : tensor<3xi64>
  %3 = hlo.convert %i : tensor<3xi64>
  return
}

// CHECK-LABEL: func @bitcast_convert
func.func @bitcast_convert(%f: tensor<2xf32>, %b: tensor<2x4xi8>, %d: tensor<?xf32>, %c: tensor<3xcomplex<f64>>) {
  // CHECK: hlo.bitcast_convert %{{.*}} : (tensor<2xf32>) -> tensor<2x4xi8>
  %0 = hlo.bitcast_convert %f : (tensor<2xf32>) -> tensor<2x4xi8>
  // CHECK: hlo.bitcast_convert %{{.*}} : (tensor<2x4xi8>) -> tensor<2xf32>
  %1 = hlo.bitcast_convert %b : (tensor<2x4xi8>) -> tensor<2xf32>
  // CHECK: hlo.bitcast_convert %{{.*}} : (tensor<2xf32>) -> tensor<2xui32>
  %2 = hlo.bitcast_convert %f : (tensor<2xf32>) -> tensor<2xui32>
  // CHECK: hlo.bitcast_convert %{{.*}} : (tensor<?xf32>) -> tensor<?xf32>
  %3 = hlo.bitcast_convert %d : (tensor<?xf32>) -> tensor<?xf32>
  // CHECK: hlo.bitcast_convert %{{.*}} : (tensor<3xcomplex<f64>>) -> tensor<3x2xcomplex<f32>>
  %4 = "hlo.bitcast_convert"(%c) : (tensor<3xcomplex<f64>>) -> tensor<3x2xcomplex<f32>>
  return
}

// CHECK-LABEL: func @reduce_precision
func.func @reduce_precision(%f: tensor<6xf64>) {
  // CHECK: hlo.reduce_precision %{{.*}}, format = e5m10 : tensor<6xf64>
  // SHLO: stablehlo.reduce_precision %{{.*}}, format = e5m10 : tensor<6xf64>
  %0 = hlo.reduce_precision %f, format = e5m10 : tensor<6xf64>
  // CHECK: hlo.reduce_precision %{{.*}}, format = e1m0 : tensor<6xf64>
  %1 = "hlo.reduce_precision"(%f) {exponent_bits = 1 : i32, mantissa_bits = 0 : i32} : (tensor<6xf64>) -> tensor<6xf64>
  return
}
