// REQUIRES: melior
// fft of a tensor with a zero-size dimension runs in both backends (JAX 0.10: jnp.fft.fft of
// a 0x4 array is 0x4, jnp.fft.rfft of 3x0x4 is 3x0x3, no elements).
// RUN: rm -rf %t && mkdir -p %t
// RUN: xla-run %s --entry inputs --output-dir %t
// RUN: xla-run %s --input %t/out0.npy %t/out1.npy --print | FileCheck %s
// RUN: xla-run %s --backend jit --input %t/out0.npy %t/out1.npy --print | FileCheck %s

// CHECK: dense<> : tensor<0x4xcomplex<f32>>
// CHECK-NEXT: dense<> : tensor<3x0x3xcomplex<f32>>

func.func @inputs() -> (tensor<0x4xcomplex<f32>>, tensor<3x0x4xf32>) {
  %0 = hlo.constant dense<> : tensor<0x4xcomplex<f32>>
  %1 = hlo.constant dense<> : tensor<3x0x4xf32>
  return %0, %1 : tensor<0x4xcomplex<f32>>, tensor<3x0x4xf32>
}

func.func @main(%x: tensor<0x4xcomplex<f32>>, %y: tensor<3x0x4xf32>) -> (tensor<0x4xcomplex<f32>>, tensor<3x0x3xcomplex<f32>>) {
  %0 = hlo.fft %x, type = FFT, length = [4] : (tensor<0x4xcomplex<f32>>) -> tensor<0x4xcomplex<f32>>
  %1 = hlo.fft %y, type = RFFT, length = [4] : (tensor<3x0x4xf32>) -> tensor<3x0x3xcomplex<f32>>
  return %0, %1 : tensor<0x4xcomplex<f32>>, tensor<3x0x3xcomplex<f32>>
}
