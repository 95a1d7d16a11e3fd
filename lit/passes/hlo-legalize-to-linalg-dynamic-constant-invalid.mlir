// RUN: xla-opt %s --hlo-legalize-to-linalg -split-input-file -verify-diagnostics

// dynamic_pad and dynamic_gather lower only when their shape operands are constants.

func.func @dynamic_pad(%x: tensor<5x4xi64>, %low: tensor<2xi64>) -> tensor<?x?xi64> {
  %v = stablehlo.constant dense<-1> : tensor<i64>
  %z = stablehlo.constant dense<0> : tensor<2xi64>
  // expected-error @+1 {{'hlo.dynamic_pad' op failed to legalize to linalg: dynamic_pad is not lowered}}
  %0 = stablehlo.dynamic_pad %x, %v, %low, %z, %z
    : (tensor<5x4xi64>, tensor<i64>, tensor<2xi64>, tensor<2xi64>, tensor<2xi64>) -> tensor<?x?xi64>
  return %0 : tensor<?x?xi64>
}

// -----

func.func @dynamic_gather(%x: tensor<3x4x2xi64>, %i: tensor<2x3x2xi64>, %sizes: tensor<3xi64>) -> tensor<2x3x?x?xi64> {
  // expected-error @+1 {{'hlo.dynamic_gather' op failed to legalize to linalg: dynamic_gather is not lowered}}
  %0 = "stablehlo.dynamic_gather"(%x, %i, %sizes) {
    dimension_numbers = #stablehlo.gather<offset_dims = [2, 3], collapsed_slice_dims = [0], start_index_map = [1, 0], index_vector_dim = 2>,
    indices_are_sorted = false
  } : (tensor<3x4x2xi64>, tensor<2x3x2xi64>, tensor<3xi64>) -> tensor<2x3x?x?xi64>
  return %0 : tensor<2x3x?x?xi64>
}
