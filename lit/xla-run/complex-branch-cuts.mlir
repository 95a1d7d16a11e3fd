// REQUIRES: melior
// Complex functions where the interpreter's textbook formulas disagreed with the JIT and JAX,
// found by the JAX fuzzer: asinh on the left half-plane (ln(z + √(z² + 1)) cancels: asinh of
// -1e30 + i gave 32.6, seed 4463), rsqrt(∞ + NaN·i) = 0 (it gave NaN, seed 4246), atan and
// asinh on the imaginary axis's cuts take the side of x's zero (+0 - 2i: JAX's values), and
// log1p keeps a -0 imaginary part (-1000 - 0i: imaginary part -π). Expected values: JAX 0.10.
// RUN: xla-run %s --print | FileCheck %s
// RUN: xla-run %s --backend jit --print | FileCheck %s
// RUN: xla-opt %s --lower-to-llvm | xla-run - --print | FileCheck %s

// CHECK: dense<[(-6.977070e+01,1.{{0+1?[eE]}}-30), (1.31695795,-1.57079637), (-1.83019471,0.157004595), (0.000000e+00,0.5235987{{[0-9]*}})]>
// CHECK-NEXT: dense<[(-1.57079637,-0.000000e+00), (1.57079637,-0.549306154), (-1.2563982,0.048936{{[0-9]*}}), (0.000000e+00,0.549306154)]>
// CHECK-NEXT: dense<[(0.000000e+00,{{-?}}0.000000e+00), (6.90775537,-3.14159274)]>
func.func @main() -> (tensor<4xcomplex<f32>>, tensor<4xcomplex<f32>>, tensor<2xcomplex<f32>>) {
  %a = hlo.constant dense<[(-1.0e30, 1.0), (0.0, -2.0), (-3.0, 0.5), (0.0, 0.5)]> : tensor<4xcomplex<f32>>
  %s = chlo.asinh %a : tensor<4xcomplex<f32>> -> tensor<4xcomplex<f32>>
  %t = chlo.atan %a : tensor<4xcomplex<f32>> -> tensor<4xcomplex<f32>>
  %z = hlo.constant dense<[(0x7F800000, 0x7FC00000), (-1001.0, -0.0)]> : tensor<2xcomplex<f32>>
  %r = hlo.rsqrt %z : tensor<2xcomplex<f32>>
  %l = hlo.log_plus_one %z : tensor<2xcomplex<f32>>
  %c = hlo.constant dense<[true, false]> : tensor<2xi1>
  %o = hlo.select %c, %r, %l : tensor<2xi1>, tensor<2xcomplex<f32>>
  return %s, %t, %o : tensor<4xcomplex<f32>>, tensor<4xcomplex<f32>>, tensor<2xcomplex<f32>>
}
