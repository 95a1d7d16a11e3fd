// REQUIRES: melior
// Complex functions at C99 Annex G's special values give XLA's results in both backends
// (expected values: JAX 0.10 on CPU, complex64): exp(inf + 0i) = inf + 0i,
// (1 + i)/0 = inf + inf·i, 1/(inf + 0i) = 0, rsqrt(inf + 0i) = 0, tanh(1e30 + 1e30i) = 1,
// atan(inf + 0i) = π/2, asinh(inf + 0i) = inf. XLA's zeros are signed as the checks show,
// except atan's imaginary zeros (JAX: -0 at y = +0; both backends give +0, equal values).
// RUN: rm -rf %t && mkdir -p %t
// RUN: xla-run %s --entry inputs --output-dir %t
// RUN: xla-run %s --input %t/out0.npy %t/out1.npy %t/out2.npy %t/out3.npy %t/out4.npy %t/out5.npy --print | FileCheck %s
// RUN: xla-run %s --backend jit --input %t/out0.npy %t/out1.npy %t/out2.npy %t/out3.npy %t/out4.npy %t/out5.npy --print | FileCheck %s
// RUN: xla-opt %s --lower-to-llvm | xla-run - --input %t/out0.npy %t/out1.npy %t/out2.npy %t/out3.npy %t/out4.npy %t/out5.npy --print | FileCheck %s

// exp of inf + 0i, -inf + 0i, inf + 1i, 1 + 0i.
// CHECK: dense<[(0x7F800000,0.000000e+00), (0.000000e+00,0.000000e+00), (0x7F800000,0x7F800000), (2.71828175,0.000000e+00)]> : tensor<4xcomplex<f32>>
// (1 + i)/0, 1/(inf + 0i), (1 + i)/(inf + inf·i), 0/0.
// CHECK-NEXT: dense<[(0x7F800000,0x7F800000), (0.000000e+00,0.000000e+00), (0.000000e+00,0.000000e+00), (0xFFC00000,0xFFC00000)]> : tensor<4xcomplex<f32>>
// rsqrt of inf + 0i, 4 + 0i, 0 + inf·i.
// CHECK-NEXT: dense<[(0.000000e+00,-0.000000e+00), (5.000000e-01,-0.000000e+00), (0.000000e+00,-0.000000e+00)]> : tensor<3xcomplex<f32>>
// tanh of 1e30 + 1e30i, -1e30 + 1e30i, 100 + 1i.
// CHECK-NEXT: dense<[(1.000000e+00,0.000000e+00), (-1.000000e+00,0.000000e+00), (1.000000e+00,0.000000e+00)]> : tensor<3xcomplex<f32>>
// atan and asinh of inf + 0i, -inf + 0i, inf + 1i.
// CHECK-NEXT: dense<[(1.57079637,{{-?}}0.000000e+00), (-1.57079637,{{-?}}0.000000e+00), (1.57079637,0.000000e+00)]> : tensor<3xcomplex<f32>>
// CHECK-NEXT: dense<[(0x7F800000,0.000000e+00), (0xFF800000,0.000000e+00), (0x7F800000,0.000000e+00)]> : tensor<3xcomplex<f32>>

func.func @inputs() -> (tensor<4xcomplex<f32>>, tensor<4xcomplex<f32>>, tensor<4xcomplex<f32>>, tensor<3xcomplex<f32>>, tensor<3xcomplex<f32>>, tensor<3xcomplex<f32>>) {
  %e = hlo.constant dense<[(0x7F800000, 0.0), (0xFF800000, 0.0), (0x7F800000, 1.0), (1.0, 0.0)]> : tensor<4xcomplex<f32>>
  %n = hlo.constant dense<[(1.0, 1.0), (1.0, 0.0), (1.0, 1.0), (0.0, 0.0)]> : tensor<4xcomplex<f32>>
  %d = hlo.constant dense<[(0.0, 0.0), (0x7F800000, 0.0), (0x7F800000, 0x7F800000), (0.0, 0.0)]> : tensor<4xcomplex<f32>>
  %r = hlo.constant dense<[(0x7F800000, 0.0), (4.0, 0.0), (0.0, 0x7F800000)]> : tensor<3xcomplex<f32>>
  %t = hlo.constant dense<[(1.0e30, 1.0e30), (-1.0e30, 1.0e30), (100.0, 1.0)]> : tensor<3xcomplex<f32>>
  %a = hlo.constant dense<[(0x7F800000, 0.0), (0xFF800000, 0.0), (0x7F800000, 1.0)]> : tensor<3xcomplex<f32>>
  return %e, %n, %d, %r, %t, %a : tensor<4xcomplex<f32>>, tensor<4xcomplex<f32>>, tensor<4xcomplex<f32>>, tensor<3xcomplex<f32>>, tensor<3xcomplex<f32>>, tensor<3xcomplex<f32>>
}

func.func @main(%e: tensor<4xcomplex<f32>>, %n: tensor<4xcomplex<f32>>, %d: tensor<4xcomplex<f32>>, %r: tensor<3xcomplex<f32>>, %t: tensor<3xcomplex<f32>>, %a: tensor<3xcomplex<f32>>) -> (tensor<4xcomplex<f32>>, tensor<4xcomplex<f32>>, tensor<3xcomplex<f32>>, tensor<3xcomplex<f32>>, tensor<3xcomplex<f32>>, tensor<3xcomplex<f32>>) {
  %0 = hlo.exponential %e : tensor<4xcomplex<f32>>
  %1 = hlo.divide %n, %d : tensor<4xcomplex<f32>>
  %2 = hlo.rsqrt %r : tensor<3xcomplex<f32>>
  %3 = hlo.tanh %t : tensor<3xcomplex<f32>>
  %4 = chlo.atan %a : tensor<3xcomplex<f32>> -> tensor<3xcomplex<f32>>
  %5 = chlo.asinh %a : tensor<3xcomplex<f32>> -> tensor<3xcomplex<f32>>
  return %0, %1, %2, %3, %4, %5 : tensor<4xcomplex<f32>>, tensor<4xcomplex<f32>>, tensor<3xcomplex<f32>>, tensor<3xcomplex<f32>>, tensor<3xcomplex<f32>>, tensor<3xcomplex<f32>>
}
