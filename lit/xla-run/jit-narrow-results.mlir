// REQUIRES: melior
// RUN: xla-run %s --print | FileCheck %s
// RUN: xla-run %s --backend jit --print | FileCheck %s

// Results of integers and floats narrower than a byte (i2, i4, ui4, f4, f6) and of f8 cross
// the JIT boundary one element per byte, as the lowering stores them; they read back with
// their type (sign-extended from their width, or the float's bits).

// CHECK: dense<[2, -6, -2]> : tensor<3xi4>
// CHECK-NEXT: dense<[1.500000e+00, -2.000000e+00, 2.500000e-01]> : tensor<3xf8E4M3FN>
// CHECK-NEXT: dense<[-1, -2, 1]> : tensor<3xi2>
// CHECK-NEXT: dense<[-6.000000e+00, 1.500000e+00]> : tensor<2xf4E2M1FN>
// CHECK-NEXT: dense<[2, 14]> : tensor<2xui4>
// CHECK-NEXT: dense<[1.000000e+00, -4.000000e+00]> : tensor<2xf6E2M3FN>
func.func @main() -> (tensor<3xi4>, tensor<3xf8E4M3FN>, tensor<3xi2>, tensor<2xf4E2M1FN>, tensor<2xui4>, tensor<2xf6E2M3FN>) {
  %f6 = stablehlo.constant dense<[1.0, -4.0]> : tensor<2xf6E2M3FN>
  %a = stablehlo.constant dense<[1, -3, 7]> : tensor<3xi4>
  %b = stablehlo.constant dense<[1.5, -2.0, 0.25]> : tensor<3xf8E4M3FN>
  %0 = stablehlo.add %a, %a : tensor<3xi4>
  %1 = stablehlo.reshape %b : (tensor<3xf8E4M3FN>) -> tensor<3xf8E4M3FN>
  %c = stablehlo.constant dense<[1, -2, -1]> : tensor<3xi2>
  %d = stablehlo.constant dense<[1.5, -6.0]> : tensor<2xf4E2M1FN>
  %2 = stablehlo.negate %c : tensor<3xi2>
  %3 = stablehlo.reverse %d, dims = [0] : tensor<2xf4E2M1FN>
  %u = stablehlo.constant dense<[9, 15]> : tensor<2xui4>
  %4 = stablehlo.add %u, %u : tensor<2xui4>
  return %0, %1, %2, %3, %4, %f6 : tensor<3xi4>, tensor<3xf8E4M3FN>, tensor<3xi2>, tensor<2xf4E2M1FN>, tensor<2xui4>, tensor<2xf6E2M3FN>
}
