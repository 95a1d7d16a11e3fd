// RUN: xla-opt %s --hlo-legalize-to-linalg -split-input-file -verify-diagnostics

// What the element-wise part of --hlo-legalize-to-linalg does not lower: a located error
// naming the pass and the reason, and no output.

// Complex bitcasts between widths lower on static shapes (hlo_to_linalg/complex_bitcast.rs).
func.func @complex_bitcast_dynamic(%a: tensor<?xcomplex<f64>>) -> tensor<?x2xcomplex<f32>> {
  // expected-error @+1 {{'hlo.bitcast_convert' op failed to legalize to linalg: operand rank differs from the result's}}
  %0 = stablehlo.bitcast_convert %a : (tensor<?xcomplex<f64>>) -> tensor<?x2xcomplex<f32>>
  return %0 : tensor<?x2xcomplex<f32>>
}

// -----

func.func @bitcast_widths_dynamic(%a: tensor<?xf64>) -> tensor<?x2xf32> {
  // expected-error @+1 {{'hlo.bitcast_convert' op failed to legalize to linalg: bitcast_convert between widths with dynamic shapes or wide elements is not lowered}}
  %0 = stablehlo.bitcast_convert %a : (tensor<?xf64>) -> tensor<?x2xf32>
  return %0 : tensor<?x2xf32>
}

// -----

func.func @not_lowered(%a: tensor<f32>, %b: tensor<f32>) -> tensor<2xf32> {
  %s = stablehlo.constant dense<2> : tensor<1xi64>
  // expected-error @+1 {{'hlo.rng' op failed to legalize to linalg: rng is not lowered (see docs/lowering/hlo-to-linalg.md)}}
  %0 = "stablehlo.rng"(%a, %b, %s) {rng_distribution = #stablehlo<rng_distribution UNIFORM>} : (tensor<f32>, tensor<f32>, tensor<1xi64>) -> tensor<2xf32>
  return %0 : tensor<2xf32>
}

// -----

func.func @map_region(%a: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{'hlo.map' op failed to legalize to linalg: 'chlo.lgamma' in the region has no scalar lowering}}
  %0 = "stablehlo.map"(%a) ({
  ^bb0(%x: tensor<f32>):
    %c = stablehlo.cosine %x : tensor<f32>
    %r = chlo.lgamma %c : tensor<f32> -> tensor<f32>
    stablehlo.return %r : tensor<f32>
  }) {dimensions = array<i64: 0>} : (tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}
