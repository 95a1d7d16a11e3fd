// RUN: xla-opt %s -split-input-file --chlo-legalize-to-hlo -verify-diagnostics

func.func @complex_asin(%x: tensor<3xcomplex<f32>>) -> tensor<3xcomplex<f32>> {
  // expected-error @+1 {{'chlo.asin' op failed to legalize to hlo: chlo.asin is only decomposed on f16, bf16, f32 and f64 elements (see docs/lowering/chlo-to-hlo.md)}}
  %r = chlo.asin %x : tensor<3xcomplex<f32>> -> tensor<3xcomplex<f32>>
  return %r : tensor<3xcomplex<f32>>
}
