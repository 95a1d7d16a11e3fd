// RUN: xla-opt %s --hlo-legalize-to-linalg -split-input-file -verify-diagnostics

// A reduction region that is not one element-wise op of its arguments has no code in the
// collective runtime's descriptor: a located error, not a wrong reduction.

func.func @two_ops(%x: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{'hlo.all_reduce' op failed to legalize to linalg: hlo.all_reduce is not lowered: its reduction region is not a single add, multiply, maximum, minimum, and, or or xor of its arguments}}
  %0 = "stablehlo.all_reduce"(%x) ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %s = stablehlo.add %a, %b : tensor<f32>
    %t = stablehlo.multiply %s, %s : tensor<f32>
    stablehlo.return %t : tensor<f32>
  }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @subtract(%x: tensor<4xf32>) -> tensor<2xf32> {
  // expected-error @+1 {{'hlo.reduce_scatter' op failed to legalize to linalg: hlo.reduce_scatter is not lowered: its reduction region is not a single add, multiply, maximum, minimum, and, or or xor of its arguments}}
  %0 = "stablehlo.reduce_scatter"(%x) ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %s = stablehlo.subtract %a, %b : tensor<f32>
    stablehlo.return %s : tensor<f32>
  }) {scatter_dimension = 0 : i64, replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<4xf32>) -> tensor<2xf32>
  return %0 : tensor<2xf32>
}

// -----

func.func @swapped(%x: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{'hlo.all_reduce' op failed to legalize to linalg: hlo.all_reduce is not lowered: its reduction region is not a single add, multiply, maximum, minimum, and, or or xor of its arguments}}
  %0 = "stablehlo.all_reduce"(%x) ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %s = stablehlo.add %a, %a : tensor<f32>
    stablehlo.return %s : tensor<f32>
  }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}
