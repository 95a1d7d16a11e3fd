// RUN: xla-opt %s --hlo-legalize-to-linalg -split-input-file -verify-diagnostics

// Structured hlo ops the pass does not lower fail at the op, naming the reason.

func.func @rng(%s: tensor<2xui64>) -> tensor<4xui64> {
  // expected-error @+1 {{'hlo.rng_bit_generator' op failed to legalize to linalg: hlo.rng_bit_generator is not lowered: the random bit algorithms (Three Fry, Philox) keep sequential state; they have no structured form yet (see docs/lowering/hlo-to-linalg.md)}}
  %st, %r = stablehlo.rng_bit_generator %s, algorithm = THREE_FRY : (tensor<2xui64>) -> (tensor<2xui64>, tensor<4xui64>)
  return %r : tensor<4xui64>
}

// -----

func.func @complex_cholesky(%x: tensor<2x2xcomplex<f32>>) -> tensor<2x2xcomplex<f32>> {
  // expected-error @+1 {{cholesky is lowered for real floating-point types only}}
  %0 = stablehlo.cholesky %x, lower = true : tensor<2x2xcomplex<f32>>
  return %0 : tensor<2x2xcomplex<f32>>
}

// -----

func.func @dynamic_dot(%a: tensor<?x3xf32>, %b: tensor<3x4xf32>) -> tensor<?x4xf32> {
  // expected-error @+1 {{'hlo.dot' op failed to legalize to linalg: dots with dynamic dimensions are not lowered}}
  %0 = stablehlo.dot %a, %b : (tensor<?x3xf32>, tensor<3x4xf32>) -> tensor<?x4xf32>
  return %0 : tensor<?x4xf32>
}

// -----

func.func @unsigned_widening_dot(%a: tensor<2x3xui8>, %b: tensor<3x4xui8>) -> tensor<2x4xui32> {
  // expected-error @+1 {{dots of unsigned integers of another width than the result are not lowered}}
  %0 = stablehlo.dot %a, %b : (tensor<2x3xui8>, tensor<3x4xui8>) -> tensor<2x4xui32>
  return %0 : tensor<2x4xui32>
}

// -----

func.func @reduce_with_unlowered_body(%x: tensor<4xf32>, %i: tensor<f32>) -> tensor<f32> {
  // expected-error @+1 {{'hlo.reduce' op failed to legalize to linalg: 'chlo.lgamma' in the region has no scalar lowering}}
  %0 = stablehlo.reduce(%x init: %i) across dimensions = [0] : (tensor<4xf32>, tensor<f32>) -> tensor<f32>
   reducer(%a: tensor<f32>, %b: tensor<f32>) {
    %r = chlo.lgamma %a : tensor<f32> -> tensor<f32>
    %d = stablehlo.add %r, %b : tensor<f32>
    stablehlo.return %d : tensor<f32>
  }
  return %0 : tensor<f32>
}

