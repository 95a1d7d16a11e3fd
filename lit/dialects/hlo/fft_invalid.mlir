// RUN: xla-opt %s -split-input-file -verify-diagnostics
// RUN: sed '/^ *\/\//!s/\bhlo\./stablehlo./g' %s | xla-opt -split-input-file -verify-diagnostics

func.func @c3_rank(%a: tensor<3x9xf32>) {
  // expected-error @+1 {{'hlo.fft' op rank must be between 1 and 3, but got 4.}}
  %0 = hlo.fft %a, type = RFFT, length = [9, 9, 9, 9] : (tensor<3x9xf32>) -> tensor<3x9xcomplex<f32>>
  return
}

// -----

func.func @c1_operand_rank(%a: tensor<3x9xf32>) {
  // expected-error @+1 {{'hlo.fft' op operand rank must not be less than fft rank of 3 for operand of type 'tensor<3x9xf32>'.}}
  %0 = hlo.fft %a, type = RFFT, length = [9, 9, 9] : (tensor<3x9xf32>) -> tensor<3x9xcomplex<f32>>
  return
}

// -----

func.func @c2_rfft_input(%a: tensor<3x9xf16>) {
  // expected-error @+1 {{'hlo.fft' op RFFT requires f32 or f64 input type, but is given 'f16'.}}
  %0 = hlo.fft %a, type = RFFT, length = [9] : (tensor<3x9xf16>) -> tensor<3x5xcomplex<f32>>
  return
}

// -----

func.func @c2_complex_input(%a: tensor<3x9xf32>) {
  // expected-error @+1 {{'hlo.fft' op FFT/IFFT/IRFFT take a complex tensor as input, but is given 'tensor<3x9xf32>'.}}
  %0 = hlo.fft %a, type = IRFFT, length = [16] : (tensor<3x9xf32>) -> tensor<3x16xf32>
  return
}

// -----

func.func @c4_rfft_lengths(%a: tensor<3x9xf32>) {
  // expected-error @+1 {{'hlo.fft' op RFFT requires innermost dimensions to be compatible with fft_length. Got: 3, 9 but wanted 9, 9.}}
  %0 = hlo.fft %a, type = RFFT, length = [9, 9] : (tensor<3x9xf32>) -> tensor<3x5xcomplex<f32>>
  return
}

// -----

func.func @c4_irfft_lengths(%a: tensor<3x9xcomplex<f32>>) {
  // expected-error @+1 {{'hlo.fft' op IRFFT requires non-final dimensions to be compatible with fft_length. Got: 3, 9 but wanted 4, 16, and 3 != 4.}}
  %0 = hlo.fft %a, type = IRFFT, length = [4, 16] : (tensor<3x9xcomplex<f32>>) -> tensor<3x16xf32>
  return
}

// -----

func.func @c5_irfft_innermost(%a: tensor<3x8xcomplex<f32>>) {
  // expected-error @+1 {{'hlo.fft' op IRFFT requires innermost dimension to be compatible with fft_length[-1]/2+1. Got: 8 but fft_length is 16.}}
  %0 = hlo.fft %a, type = IRFFT, length = [16] : (tensor<3x8xcomplex<f32>>) -> tensor<3x16xf32>
  return
}

// -----

func.func @c5_result(%a: tensor<3x9xf32>) {
  // expected-error @+1 {{'hlo.fft' op inferred type(s) 'tensor<3x5xcomplex<f32>>' are incompatible with return type(s) of operation 'tensor<3x9xcomplex<f32>>'}}
  %0 = hlo.fft %a, type = RFFT, length = [9] : (tensor<3x9xf32>) -> tensor<3x9xcomplex<f32>>
  return
}

// -----

func.func @c2_result_element(%a: tensor<4xcomplex<f32>>) {
  // expected-error @+1 {{'hlo.fft' op inferred type(s) 'tensor<4xcomplex<f32>>' are incompatible with return type(s) of operation 'tensor<4xcomplex<f64>>'}}
  %0 = hlo.fft %a, type = FFT, length = [4] : (tensor<4xcomplex<f32>>) -> tensor<4xcomplex<f64>>
  return
}

// -----

func.func @operand_type(%a: tensor<4xi32>) {
  // expected-error-re @+1 {{'hlo.fft' op operand #0 must be ranked tensor of {{.*}}float or complex{{.*}}, but got 'tensor<4xi32>'}}
  %0 = hlo.fft %a, type = FFT, length = [4] : (tensor<4xi32>) -> tensor<4xi32>
  return
}

// -----

func.func @missing_type(%a: tensor<4xcomplex<f32>>) {
  // expected-error @+1 {{'hlo.fft' op requires attribute 'fft_type'}}
  %0 = "hlo.fft"(%a) {fft_length = array<i64: 4>} : (tensor<4xcomplex<f32>>) -> tensor<4xcomplex<f32>>
  return
}

// -----

func.func @type_kind(%a: tensor<4xcomplex<f32>>) {
  // expected-error @+1 {{'hlo.fft' op attribute 'fft_type' failed to satisfy constraint: XLA fast fourier transform type}}
  %0 = "hlo.fft"(%a) {fft_length = array<i64: 4>, fft_type = #hlo<precision DEFAULT>} : (tensor<4xcomplex<f32>>) -> tensor<4xcomplex<f32>>
  return
}

// -----

func.func @missing_length(%a: tensor<4xcomplex<f32>>) {
  // expected-error @+1 {{'hlo.fft' op requires attribute 'fft_length'}}
  %0 = "hlo.fft"(%a) {fft_type = #hlo<fft_type FFT>} : (tensor<4xcomplex<f32>>) -> tensor<4xcomplex<f32>>
  return
}

// -----

func.func @unknown_type(%a: tensor<4xcomplex<f32>>) {
  // expected-error @+1 {{expected ::mlir::stablehlo::FftType to be one of: FFT, IFFT, RFFT, IRFFT}}
  %0 = hlo.fft %a, type = DCT, length = [4] : (tensor<4xcomplex<f32>>) -> tensor<4xcomplex<f32>>
  return
}
