// REQUIRES: xla-run
// Regression (found by tests/jax_fresh b3_complex_functions): chlo's inverse and hyperbolic
// trigonometric functions and chlo.square on complex numbers decompose into hlo (Kahan's
// formulas: the sign of a zero imaginary part picks the side of a branch cut), at every level
// with the values NumPy and JAX give: asin(-2+0i) = -pi/2 + 1.317i, acosh(0.1) = 1.4706i
// (this needs complex sqrt(-0.9) = 0.9487i exactly on the axis), atan(i) = +inf i (this needs
// log1p(-1) = -inf).
// RUN: xla-opt %s --chlo-legalize-to-hlo | FileCheck %s --check-prefix=HLO
// RUN: xla-opt %s --lower-to-loops | xla-run - --print | FileCheck %s
// RUN: xla-opt %s --lower-to-llvm | xla-run - --print | FileCheck %s

// HLO-LABEL: func.func @main
// HLO-NOT: chlo.
// HLO: hlo.sqrt {{.*}}complex<f32>
// HLO: hlo.atan2

// CHECK: dense<[(0.45227{{[0-9]*}},0.53063{{[0-9]*}}), (-1.5707{{[0-9]*}},1.31695{{[0-9]*}}), (0.10016{{[0-9]*}},0.000000e+00), (0.000000e+00,0.88137{{[0-9]*}})]>
// CHECK: dense<[(1.11851{{[0-9]*}},-0.53063{{[0-9]*}}), (3.14159{{[0-9]*}},-1.31695{{[0-9]*}}), (1.47062{{[0-9]*}},-0.000000e+00), (1.57079{{[0-9]*}},-0.88137{{[0-9]*}})]>
// CHECK: dense<[(0.55357{{[0-9]*}},0.40235{{[0-9]*}}), (-1.10714{{[0-9]*}},-0.000000e+00), (0.09966{{[0-9]*}},{{-?}}0.000000e+00), (0.000000e+00,0x7F800000)]>
// CHECK: dense<[(0.53063{{[0-9]*}},0.45227{{[0-9]*}}), (-1.44363{{[0-9]*}},0.000000e+00), (0.09983{{[0-9]*}},0.000000e+00), (0.000000e+00,1.57079{{[0-9]*}})]>
// CHECK: dense<[(0.53063{{[0-9]*}},1.11851{{[0-9]*}}), (1.31695{{[0-9]*}},3.14159{{[0-9]*}}), (0.000000e+00,1.47062{{[0-9]*}}), (0.88137{{[0-9]*}},1.57079{{[0-9]*}})]>
// CHECK: dense<[(0.40235{{[0-9]*}},0.55357{{[0-9]*}}), (-0.54930{{[0-9]*}},1.57079{{[0-9]*}}), (0.10033{{[0-9]*}},0.000000e+00), (0.000000e+00,0.78539{{[0-9]*}})]>
// CHECK: dense<[(0.45730{{[0-9]*}},0.54061{{[0-9]*}}), (-3.62686{{[0-9]*}},0.000000e+00), (0.10016{{[0-9]*}},0.000000e+00), (0.000000e+00,0.84147{{[0-9]*}})]>
// CHECK: dense<[(0.98958{{[0-9]*}},0.24982{{[0-9]*}}), (3.76219{{[0-9]*}},-0.000000e+00), (1.00500{{[0-9]*}},0.000000e+00), (0.54030{{[0-9]*}},0.000000e+00)]>
// CHECK: dense<[(0.000000e+00,5.000000e-01), (4.000000e+00,-0.000000e+00), (0.0100000{{[0-9]*}},0.000000e+00), (-1.000000e+00,0.000000e+00)]>
func.func @main() -> (tensor<4xcomplex<f32>>, tensor<4xcomplex<f32>>, tensor<4xcomplex<f32>>, tensor<4xcomplex<f32>>, tensor<4xcomplex<f32>>, tensor<4xcomplex<f32>>, tensor<4xcomplex<f32>>, tensor<4xcomplex<f32>>, tensor<4xcomplex<f32>>) {
  %z = stablehlo.constant dense<[(0.5, 0.5), (-2.0, 0.0), (0.1, 0.0), (0.0, 1.0)]> : tensor<4xcomplex<f32>>
  %0 = chlo.asin %z : tensor<4xcomplex<f32>> -> tensor<4xcomplex<f32>>
  %1 = chlo.acos %z : tensor<4xcomplex<f32>> -> tensor<4xcomplex<f32>>
  %2 = chlo.atan %z : tensor<4xcomplex<f32>> -> tensor<4xcomplex<f32>>
  %3 = chlo.asinh %z : tensor<4xcomplex<f32>> -> tensor<4xcomplex<f32>>
  %4 = chlo.acosh %z : tensor<4xcomplex<f32>> -> tensor<4xcomplex<f32>>
  %5 = chlo.atanh %z : tensor<4xcomplex<f32>> -> tensor<4xcomplex<f32>>
  %6 = chlo.sinh %z : tensor<4xcomplex<f32>> -> tensor<4xcomplex<f32>>
  %7 = chlo.cosh %z : tensor<4xcomplex<f32>> -> tensor<4xcomplex<f32>>
  %8 = chlo.square %z : tensor<4xcomplex<f32>> -> tensor<4xcomplex<f32>>
  return %0, %1, %2, %3, %4, %5, %6, %7, %8 : tensor<4xcomplex<f32>>, tensor<4xcomplex<f32>>, tensor<4xcomplex<f32>>, tensor<4xcomplex<f32>>, tensor<4xcomplex<f32>>, tensor<4xcomplex<f32>>, tensor<4xcomplex<f32>>, tensor<4xcomplex<f32>>, tensor<4xcomplex<f32>>
}
