// REQUIRES: xla-run
// RUN: xla-run %s --print | FileCheck %s

// chlo.zeta (Hurwitz zeta) and chlo.polygamma, as jax.scipy.special.zeta / polygamma emit them
// (found by tests/jax_fresh b2_special_series). Edge cases follow XLA's expansion: a pole
// (integer q <= 0) gives +inf for an even x and NaN otherwise; x < 1 is NaN; x = 1 is +inf.

// CHECK: dense<[1.64493406, 21.0692368, 9.37924671, 0x7F800000, 0x7F800000, 0x7FC00000, 0x7FC00000]> : tensor<7xf32>
// CHECK: dense<[-0.577215672, 1.64493406, -2.40411377, 0.223905846, 0x7F800000, 0x7FC00000]> : tensor<6xf32>
// CHECK: dense<1.202056903159594> : tensor<f64>
func.func @main() -> (tensor<7xf32>, tensor<6xf32>, tensor<f64>) {
  %x = stablehlo.constant dense<[2.0, 2.5, 2.0, 1.0, 2.0, 3.0, 0.5]> : tensor<7xf32>
  %q = stablehlo.constant dense<[1.0, 0.3, -1.5, 2.0, 0.0, -2.0, 2.0]> : tensor<7xf32>
  %z = chlo.zeta %x, %q : tensor<7xf32>, tensor<7xf32> -> tensor<7xf32>
  %n = stablehlo.constant dense<[0.0, 1.0, 2.0, 3.0, 1.0, 1.5]> : tensor<6xf32>
  %y = stablehlo.constant dense<[1.0, 1.0, 1.0, 2.5, -2.0, 1.0]> : tensor<6xf32>
  %p = chlo.polygamma %n, %y : tensor<6xf32>, tensor<6xf32> -> tensor<6xf32>
  %x3 = stablehlo.constant dense<3.0> : tensor<f64>
  %one = stablehlo.constant dense<1.0> : tensor<f64>
  %z3 = chlo.zeta %x3, %one : tensor<f64>, tensor<f64> -> tensor<f64>
  return %z, %p, %z3 : tensor<7xf32>, tensor<6xf32>, tensor<f64>
}
