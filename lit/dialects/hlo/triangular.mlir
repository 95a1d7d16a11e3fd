// RUN: xla-opt %s | xla-opt | FileCheck %s
// RUN: xla-opt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC
// RUN: xla-opt %s --mlir-print-op-generic | xla-opt | FileCheck %s
// RUN: sed '/^ *\/\//!s/\bhlo\./stablehlo./g' %s | xla-opt | FileCheck %s
// RUN: xla-opt %s --hlo-print-stablehlo --mlir-print-op-generic | FileCheck %s --check-prefix=SHLO
// RUN: xla-opt %s --hlo-print-stablehlo | xla-opt | FileCheck %s

// CHECK-LABEL: func @cholesky
func.func @cholesky(%a: tensor<2x2xf32>, %b: tensor<5x3x3xcomplex<f64>>, %d: tensor<?x4x?xf32>) {
  // CHECK: hlo.cholesky %{{.*}} : tensor<2x2xf32>
  // GENERIC: "hlo.cholesky"(%{{.*}}) : (tensor<2x2xf32>) -> tensor<2x2xf32>
  %0 = hlo.cholesky %a : tensor<2x2xf32>
  // CHECK: hlo.cholesky %{{.*}}, lower = true : tensor<5x3x3xcomplex<f64>>
  // GENERIC: "hlo.cholesky"(%{{.*}}) <{lower = true}> : (tensor<5x3x3xcomplex<f64>>) -> tensor<5x3x3xcomplex<f64>>
  %1 = "hlo.cholesky"(%b) {lower = true} : (tensor<5x3x3xcomplex<f64>>) -> tensor<5x3x3xcomplex<f64>>
  // `lower = false` is the default and not printed.
  // CHECK: hlo.cholesky %{{.*}} : (tensor<?x4x?xf32>) -> tensor<3x4x4xf32>
  %2 = hlo.cholesky %d, lower = false : (tensor<?x4x?xf32>) -> tensor<3x4x4xf32>
  return
}

// CHECK-LABEL: func @triangular_solve
func.func @triangular_solve(%a: tensor<10x5x4x4xf32>, %b: tensor<10x5x4x3xf32>, %c: tensor<3x3xcomplex<f32>>, %r: tensor<1x3xcomplex<f32>>, %d: tensor<?x5x?x4xf32>) {
  // CHECK: "hlo.triangular_solve"(%{{.*}}, %{{.*}}) <{left_side = true, lower = true, transpose_a = #hlo<transpose NO_TRANSPOSE>, unit_diagonal = true}> : (tensor<10x5x4x4xf32>, tensor<10x5x4x3xf32>) -> tensor<10x5x4x3xf32>
  // SHLO: "stablehlo.triangular_solve"(%{{.*}}, %{{.*}}) <{left_side = true, lower = true, transpose_a = #stablehlo<transpose NO_TRANSPOSE>, unit_diagonal = true}>
  %0 = "hlo.triangular_solve"(%a, %b) {left_side = true, lower = true, transpose_a = #hlo<transpose NO_TRANSPOSE>, unit_diagonal = true} : (tensor<10x5x4x4xf32>, tensor<10x5x4x3xf32>) -> tensor<10x5x4x3xf32>
  // The right side shares the last dimension of b.
  // CHECK: "hlo.triangular_solve"(%{{.*}}, %{{.*}}) <{left_side = false, lower = false, transpose_a = #hlo<transpose ADJOINT>, unit_diagonal = false}> : (tensor<3x3xcomplex<f32>>, tensor<1x3xcomplex<f32>>) -> tensor<1x3xcomplex<f32>>
  %1 = "hlo.triangular_solve"(%c, %r) <{left_side = false, lower = false, transpose_a = #hlo<transpose ADJOINT>, unit_diagonal = false}> : (tensor<3x3xcomplex<f32>>, tensor<1x3xcomplex<f32>>) -> tensor<1x3xcomplex<f32>>
  // CHECK: "hlo.triangular_solve"(%{{.*}}, %{{.*}}) <{left_side = true, lower = true, transpose_a = #hlo<transpose TRANSPOSE>, unit_diagonal = true}> : (tensor<?x5x?x4xf32>, tensor<10x5x4x3xf32>) -> tensor<10x5x4x3xf32>
  %2 = "hlo.triangular_solve"(%d, %b) {left_side = true, lower = true, transpose_a = #hlo<transpose TRANSPOSE>, unit_diagonal = true} : (tensor<?x5x?x4xf32>, tensor<10x5x4x3xf32>) -> tensor<10x5x4x3xf32>
  return
}
