// RUN: not xla-opt %s --lower-to-llvm 2>&1 | FileCheck %s

// An op no stage lowers stops the pipeline with a located error naming the reason.

// CHECK: error: 'hlo.fft' op failed to legalize to linalg
func.func @main(%x: tensor<4xcomplex<f32>>) -> tensor<4xcomplex<f32>> {
  %0 = stablehlo.fft %x, type = FFT, length = [4] : (tensor<4xcomplex<f32>>) -> tensor<4xcomplex<f32>>
  return %0 : tensor<4xcomplex<f32>>
}
