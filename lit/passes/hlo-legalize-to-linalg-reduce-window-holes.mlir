// Regression (found by tests/jax_fresh b3_argmax_pool_variadic): reduce_window skips padding
// and base-dilation holes, as XLA does. With an init value that is not the reducer's
// identity (add from 1.0) the lowering counted the init once per padded position (6 instead
// of 4 for the first element below). Values as JAX gives them; every level must agree.
// RUN: xla-opt %s --hlo-legalize-to-linalg | FileCheck %s --check-prefix=LINALG
// RUN: xla-run %s --print | FileCheck %s
// RUN: xla-opt %s --lower-to-loops | xla-run - --print | FileCheck %s
// RUN: xla-opt %s --lower-to-llvm | xla-run - --print | FileCheck %s

// LINALG-LABEL: func.func @main
// LINALG: linalg.generic
// LINALG: linalg.index 0
// LINALG: arith.remsi
// LINALG: arith.select

// CHECK: dense<{{\[\[\[}}4.000000e+00, 6.000000e+00], [1.300000e+01, 1.700000e+01]]]> : tensor<1x2x2xf32>
// CHECK: dense<{{\[\[}}4.000000e+00, 3.000000e+00], [4.000000e+00, 3.000000e+00], [8.000000e+00, 5.000000e+00], [8.000000e+00, 5.000000e+00]]> : tensor<4x2xf32>
func.func @main() -> (tensor<1x2x2xf32>, tensor<4x2xf32>) {
  %x = stablehlo.constant dense<[[[1.0, 2.0, 3.0], [4.0, 5.0, 6.0]]]> : tensor<1x2x3xf32>
  %init = stablehlo.constant dense<1.0> : tensor<f32>
  %r = "stablehlo.reduce_window"(%x, %init) <{padding = dense<[[0, 0], [1, 0], [0, 0]]> : tensor<3x2xi64>, window_dimensions = array<i64: 1, 2, 2>, window_strides = array<i64: 1, 1, 1>}> ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %s = stablehlo.add %a, %b : tensor<f32>
    stablehlo.return %s : tensor<f32>
  }) : (tensor<1x2x3xf32>, tensor<f32>) -> tensor<1x2x2xf32>
  %y = stablehlo.constant dense<[[1.0, 2.0], [3.0, 4.0]]> : tensor<2x2xf32>
  %r2 = "stablehlo.reduce_window"(%y, %init) <{base_dilations = array<i64: 2, 1>, padding = dense<[[1, 1], [0, 1]]> : tensor<2x2xi64>, window_dimensions = array<i64: 2, 2>, window_strides = array<i64: 1, 1>}> ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %s = stablehlo.add %a, %b : tensor<f32>
    stablehlo.return %s : tensor<f32>
  }) : (tensor<2x2xf32>, tensor<f32>) -> tensor<4x2xf32>
  return %r, %r2 : tensor<1x2x2xf32>, tensor<4x2xf32>
}
