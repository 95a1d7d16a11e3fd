// RUN: xla-opt %s -split-input-file --chlo-legalize-to-hlo -verify-diagnostics

func.func @next_after(%x: tensor<3xf32>, %y: tensor<3xf32>) -> tensor<3xf32> {
  // expected-error @+1 {{'chlo.next_after' op failed to legalize to hlo: chlo.next_after has no decomposition yet (see docs/lowering/chlo-to-hlo.md)}}
  %r = chlo.next_after %x, %y : tensor<3xf32>, tensor<3xf32> -> tensor<3xf32>
  return %r : tensor<3xf32>
}

// -----

func.func @complex_asin(%x: tensor<3xcomplex<f32>>) -> tensor<3xcomplex<f32>> {
  // expected-error @+1 {{'chlo.asin' op failed to legalize to hlo: chlo.asin is only decomposed on f16, bf16, f32 and f64 elements (see docs/lowering/chlo-to-hlo.md)}}
  %r = chlo.asin %x : tensor<3xcomplex<f32>> -> tensor<3xcomplex<f32>>
  return %r : tensor<3xcomplex<f32>>
}
