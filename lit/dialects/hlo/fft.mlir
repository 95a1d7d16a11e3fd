// RUN: xla-opt %s | xla-opt | FileCheck %s
// RUN: xla-opt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC
// RUN: xla-opt %s --mlir-print-op-generic | xla-opt | FileCheck %s
// RUN: sed '/^ *\/\//!s/\bhlo\./stablehlo./g' %s | xla-opt | FileCheck %s
// RUN: xla-opt %s --hlo-print-stablehlo --mlir-print-op-generic | FileCheck %s --check-prefix=SHLO
// RUN: xla-opt %s --hlo-print-stablehlo | xla-opt | FileCheck %s

// CHECK-LABEL: func @fft
func.func @fft(%c: tensor<3x9xcomplex<f32>>, %r: tensor<3x9xf32>, %d: tensor<14x15x16x17xcomplex<f64>>, %e: tensor<14x15x0x17xf32>) {
  // CHECK: hlo.fft %{{.*}}, type = FFT, length = [9] : (tensor<3x9xcomplex<f32>>) -> tensor<3x9xcomplex<f32>>
  // GENERIC: "hlo.fft"(%{{.*}}) <{fft_length = array<i64: 9>, fft_type = #hlo<fft_type FFT>}>
  // SHLO: "stablehlo.fft"(%{{.*}}) <{fft_length = array<i64: 9>, fft_type = #stablehlo<fft_type FFT>}>
  %0 = hlo.fft %c, type = FFT, length = [9] : (tensor<3x9xcomplex<f32>>) -> tensor<3x9xcomplex<f32>>
  // CHECK: hlo.fft %{{.*}}, type = IFFT, length = [3, 9] : (tensor<3x9xcomplex<f32>>) -> tensor<3x9xcomplex<f32>>
  %1 = "hlo.fft"(%c) {fft_length = array<i64: 3, 9>, fft_type = #hlo<fft_type IFFT>} : (tensor<3x9xcomplex<f32>>) -> tensor<3x9xcomplex<f32>>
  // RFFT keeps fft_length[-1] / 2 + 1 values.
  // CHECK: hlo.fft %{{.*}}, type = RFFT, length = [9] : (tensor<3x9xf32>) -> tensor<3x5xcomplex<f32>>
  %2 = hlo.fft %r, type =  RFFT, length = [9] : (tensor<3x9xf32>) -> tensor<3x5xcomplex<f32>>
  // CHECK: hlo.fft %{{.*}}, type = IRFFT, length = [15, 16, 32] : (tensor<14x15x16x17xcomplex<f64>>) -> tensor<14x15x16x32xf64>
  %3 = hlo.fft %d, type = IRFFT, length = [15, 16, 32] : (tensor<14x15x16x17xcomplex<f64>>) -> tensor<14x15x16x32xf64>
  // CHECK: hlo.fft %{{.*}}, type = RFFT, length = [17] : (tensor<14x15x0x17xf32>) -> tensor<14x15x0x9xcomplex<f32>>
  %4 = hlo.fft %e, type = RFFT, length = [17] : (tensor<14x15x0x17xf32>) -> tensor<14x15x0x9xcomplex<f32>>
  return
}
