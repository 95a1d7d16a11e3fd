// RUN: not xla-opt %s --lower-to-llvm 2>&1 | FileCheck %s

// An op no stage lowers stops the pipeline with a located error naming the reason.

// CHECK: error: 'hlo.rng' op failed to legalize to linalg: rng is not lowered
func.func @main(%a: tensor<f32>, %b: tensor<f32>) -> tensor<2xf32> {
  %s = stablehlo.constant dense<2> : tensor<1xi64>
  %0 = "stablehlo.rng"(%a, %b, %s) {rng_distribution = #stablehlo<rng_distribution UNIFORM>} : (tensor<f32>, tensor<f32>, tensor<1xi64>) -> tensor<2xf32>
  return %0 : tensor<2xf32>
}
