// RUN: xla-opt %s | xla-opt | FileCheck %s
// RUN: xla-opt %s --mlir-print-op-generic | xla-opt | FileCheck %s
// RUN: sed '/^ *\/\//!s/\bhlo\./stablehlo./g' %s | xla-opt | FileCheck %s
// RUN: xla-opt %s --hlo-print-stablehlo | FileCheck %s --check-prefix=SHLO
// RUN: xla-opt %s --hlo-print-stablehlo | xla-opt | FileCheck %s

// CHECK-LABEL: func @constants
func.func @constants() {
  // CHECK: hlo.constant dense<0> : tensor<i32>
  // SHLO: stablehlo.constant dense<0> : tensor<i32>
  %0 = hlo.constant dense<0> : tensor<i32>
  // CHECK: hlo.constant dense<{{\[\[}}0.000000e+00, 1.000000e+00], [2.000000e+00, 3.000000e+00]]> : tensor<2x2xf32>
  %1 = hlo.constant dense<[[0.0, 1.0], [2.0, 3.0]]> : tensor<2x2xf32>
  // CHECK: hlo.constant {extra_attr = 3 : i32} dense<0> : tensor<i32>
  %2 = "hlo.constant"() {extra_attr = 3 : i32, value = dense<0> : tensor<i32>} : () -> tensor<i32>
  // CHECK: hlo.constant dense<[true, false]> : tensor<2xi1>
  %3 = hlo.constant dense<[true, false]> : tensor<2xi1>
  // CHECK: hlo.constant dense<(1.000000e+00,2.000000e+00)> : tensor<complex<f32>>
  %4 = hlo.constant dense<(1.0, 2.0)> : tensor<complex<f32>>
  // CHECK: hlo.constant dense<> : tensor<0xui8>
  %5 = hlo.constant dense<> : tensor<0xui8>
  return
}

// CHECK-LABEL: func @iota
func.func @iota() {
  // CHECK: hlo.iota dim = 0 : tensor<4x5xi32>
  // SHLO: stablehlo.iota dim = 0 : tensor<4x5xi32>
  %0 = hlo.iota dim = 0 : tensor<4x5xi32>
  // CHECK: hlo.iota dim = 1 : tensor<4x5xf32>
  %1 = hlo.iota dim = 1 : tensor<4x5xf32>
  // CHECK: hlo.iota dim = 0 : tensor<3xcomplex<f64>>
  %2 = "hlo.iota"() {iota_dimension = 0 : i64} : () -> tensor<3xcomplex<f64>>
  return
}
