// REQUIRES: xla-run
// RUN: xla-run %s --print | FileCheck %s
// RUN: xla-opt %s --hlo-legalize-to-linalg | xla-run - --print | FileCheck %s
// RUN: xla-opt %s --hlo-legalize-to-linalg | mlir-opt > /dev/null

// cholesky and triangular_solve lowered to scf.for over generics give the interpreter's
// results (batched lower factor, upper factor, and a solve against each).

// CHECK: dense<{{\[\[\[}}2.000000e+00, 0.000000e+00, 0.000000e+00], [6.000000e+00, 1.000000e+00, 0.000000e+00], [-8.000000e+00, 5.000000e+00, 3.000000e+00]], {{\[\[}}3.000000e+00, 0.000000e+00, 0.000000e+00], [1.000000e+00, 2.000000e+00, 0.000000e+00], [0.000000e+00, 1.000000e+00, 1.000000e+00]]]> : tensor<2x3x3xf64>
// CHECK-NEXT: dense<{{\[\[}}3.000000e+00, 1.000000e+00, 0.000000e+00], [0.000000e+00, 2.000000e+00, 1.000000e+00], [0.000000e+00, 0.000000e+00, 1.000000e+00]]> : tensor<3x3xf64>
// CHECK-NEXT: dense<{{\[\[}}1.000000e+00, 2.000000e+00], [3.000000e+00, -1.000000e+00], [2.000000e+00, 0.000000e+00]]> : tensor<3x2xf64>
// CHECK-NEXT: dense<{{\[\[}}1.000000e+00, 3.000000e+00, 2.000000e+00], [2.000000e+00, -1.000000e+00, 0.000000e+00]]> : tensor<2x3xf64>
func.func @main() -> (tensor<2x3x3xf64>, tensor<3x3xf64>, tensor<3x2xf64>, tensor<2x3xf64>) {
  %a = stablehlo.constant dense<[[[4.0, 12.0, -16.0], [12.0, 37.0, -43.0], [-16.0, -43.0, 98.0]], [[9.0, 3.0, 0.0], [3.0, 5.0, 2.0], [0.0, 2.0, 2.0]]]> : tensor<2x3x3xf64>
  %l = stablehlo.cholesky %a, lower = true : tensor<2x3x3xf64>
  %b = stablehlo.constant dense<[[9.0, 3.0, 0.0], [-7.0, 5.0, 2.0], [99.0, -1.0, 2.0]]> : tensor<3x3xf64>
  %u = stablehlo.cholesky %b, lower = false : tensor<3x3xf64>
  // L x = rhs with L the first factor.
  %l0 = stablehlo.slice %l [0:1, 0:3, 0:3] : (tensor<2x3x3xf64>) -> tensor<1x3x3xf64>
  %m = stablehlo.reshape %l0 : (tensor<1x3x3xf64>) -> tensor<3x3xf64>
  %rhs = stablehlo.constant dense<[[2.0, 4.0], [9.0, 11.0], [13.0, -21.0]]> : tensor<3x2xf64>
  %x = "stablehlo.triangular_solve"(%m, %rhs) {left_side = true, lower = true, unit_diagonal = false, transpose_a = #stablehlo<transpose NO_TRANSPOSE>} : (tensor<3x3xf64>, tensor<3x2xf64>) -> tensor<3x2xf64>
  // y Lᵀ = rhsᵀ: the same solution, transposed.
  %rhst = stablehlo.transpose %rhs, dims = [1, 0] : (tensor<3x2xf64>) -> tensor<2x3xf64>
  %y = "stablehlo.triangular_solve"(%m, %rhst) {left_side = false, lower = true, unit_diagonal = false, transpose_a = #stablehlo<transpose TRANSPOSE>} : (tensor<3x3xf64>, tensor<2x3xf64>) -> tensor<2x3xf64>
  return %l, %u, %x, %y : tensor<2x3x3xf64>, tensor<3x3xf64>, tensor<3x2xf64>, tensor<2x3xf64>
}
