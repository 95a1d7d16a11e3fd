// RUN: xla-opt %s -split-input-file --chlo-legalize-to-hlo -verify-diagnostics

func.func @dynamic_asin(%x: tensor<?xcomplex<f32>>) -> tensor<?xcomplex<f32>> {
  // expected-error @+1 {{'chlo.asin' op failed to legalize to hlo: the result shape is dynamic (see docs/lowering/chlo-to-hlo.md)}}
  %r = chlo.asin %x : tensor<?xcomplex<f32>> -> tensor<?xcomplex<f32>>
  return %r : tensor<?xcomplex<f32>>
}
