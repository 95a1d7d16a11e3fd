// REQUIRES: melior
// Complex tensors cross the JIT boundary as {re, im} pairs (numpy's complex64 layout), in and out.
// RUN: rm -rf %t && mkdir -p %t
// RUN: xla-run %s --entry make --output-dir %t
// RUN: xla-run %s --backend jit --input %t/out0.npy --print | FileCheck %s
// RUN: xla-run %s --input %t/out0.npy --print | FileCheck %s

// CHECK: dense<[(-2.000000e+00,6.000000e+00), (-1.000000e+00,1.000000e+00)]> : tensor<2xcomplex<f32>>
// CHECK-NEXT: dense<[5.000000e+00, 2.000000e+00]> : tensor<2xf32>

func.func @make() -> tensor<2xcomplex<f32>> {
  %c = hlo.constant dense<[(1.0, 2.0), (0.0, 1.0)]> : tensor<2xcomplex<f32>>
  return %c : tensor<2xcomplex<f32>>
}
func.func @main(%z: tensor<2xcomplex<f32>>) -> (tensor<2xcomplex<f32>>, tensor<2xf32>) {
  %0 = hlo.multiply %z, %z : tensor<2xcomplex<f32>>
  %1 = hlo.add %0, %z : tensor<2xcomplex<f32>>
  %2 = hlo.imag %z : (tensor<2xcomplex<f32>>) -> tensor<2xf32>
  %3 = hlo.real %0 : (tensor<2xcomplex<f32>>) -> tensor<2xf32>
  %4 = hlo.subtract %2, %3 : tensor<2xf32>
  return %1, %4 : tensor<2xcomplex<f32>>, tensor<2xf32>
}
