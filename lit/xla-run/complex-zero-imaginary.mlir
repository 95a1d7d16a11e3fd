// REQUIRES: melior
// A zero imaginary part stays zero through exp and tanh in every backend (C99 Annex G, as XLA):
// exp(65536 + 0i) = inf + 0i (e^x sin 0 is NaN once e^x overflows) and tanh(NaN + 0i) = NaN + 0i.
// Found by the JAX fuzzer (seeds 3202 and 3416): the interpreter gave NaN imaginary parts
// where JAX and the JIT give 0. The backends keep a -0 imaginary part (C99: f(conj z) =
// conj f(z)) where JAX gives +0 (exp(65536 - 0i), tanh(-30 - 0i)): equal values.
// RUN: xla-run %s --print | FileCheck %s
// RUN: xla-run %s --backend jit --print | FileCheck %s
// RUN: xla-opt %s --lower-to-llvm | xla-run - --print | FileCheck %s

// CHECK: dense<[(0x7F800000,0.000000e+00), (0x7F800000,{{-?}}0.000000e+00), (0.000000e+00,0.000000e+00)]> : tensor<3xcomplex<f32>>
// CHECK-NEXT: dense<[(0x7FC00000,0.000000e+00), (1.000000e+00,0.000000e+00), (-1.000000e+00,{{-?}}0.000000e+00)]> : tensor<3xcomplex<f32>>
func.func @main() -> (tensor<3xcomplex<f32>>, tensor<3xcomplex<f32>>) {
  %e = hlo.constant dense<[(65536.0, 0.0), (65536.0, -0.0), (-65536.0, 0.0)]> : tensor<3xcomplex<f32>>
  %t = hlo.constant dense<[(0x7FC00000, 0.0), (30.0, 0.0), (-30.0, -0.0)]> : tensor<3xcomplex<f32>>
  %0 = hlo.exponential %e : tensor<3xcomplex<f32>>
  %1 = hlo.tanh %t : tensor<3xcomplex<f32>>
  return %0, %1 : tensor<3xcomplex<f32>>, tensor<3xcomplex<f32>>
}
