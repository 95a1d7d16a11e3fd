// REQUIRES: xla-run
// Regression (found by tests/jax_fresh b3_complex_functions): complex sqrt is Kahan's
// (sqrt(-1) = exactly i, not -4.4e-8 + i as the polar form cos(pi/2) gave) and complex
// log1p(-1) is -inf (0/0 in its min/max ratio made it 0). Values as NumPy gives them.
// RUN: xla-opt %s --lower-to-loops | FileCheck %s --check-prefix=LOOPS
// RUN: xla-opt %s --lower-to-loops | xla-run - --print | FileCheck %s
// RUN: xla-opt %s --lower-to-llvm | xla-run - --print | FileCheck %s

// LOOPS-NOT: complex.sqrt
// LOOPS-NOT: complex.log1p
// CHECK: dense<[(0.000000e+00,0.948683261), (0.000000e+00,1.000000e+00), (0.000000e+00,-1.000000e+00), (0.707460{{[0-9]*}},-0.706753{{[0-9]*}}), (2.000000e+00,1.000000e+00)]> : tensor<5xcomplex<f32>>
// CHECK: dense<[(-2.30258{{[0-9]*}},0.000000e+00), (0xFF800000,0.000000e+00), (0xFF800000,-0.000000e+00), (0.34707{{[0-9]*}},-0.78489{{[0-9]*}}), (1.73286{{[0-9]*}},0.78539{{[0-9]*}})]> : tensor<5xcomplex<f32>>
func.func @main() -> (tensor<5xcomplex<f32>>, tensor<5xcomplex<f32>>) {
  %z = stablehlo.constant dense<[(-0.9, 0.0), (-1.0, 0.0), (-1.0, -0.0), (0.001, -1.0), (3.0, 4.0)]> : tensor<5xcomplex<f32>>
  %s = stablehlo.sqrt %z : tensor<5xcomplex<f32>>
  %l = stablehlo.log_plus_one %z : tensor<5xcomplex<f32>>
  return %s, %l : tensor<5xcomplex<f32>>, tensor<5xcomplex<f32>>
}
