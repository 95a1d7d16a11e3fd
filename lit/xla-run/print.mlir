// REQUIRES: xla-run
// RUN: xla-run %s --print | FileCheck %s

// XLA's integer edge cases: wrap-around, division by zero, INT_MIN / -1, shifts out of range.
// CHECK: dense<[-128, 127, 3]> : tensor<3xi8>
// CHECK: dense<[3, -1, -128, 3]> : tensor<4xi8>
// CHECK: dense<[1, 5, 0, -1]> : tensor<4xi8>
// CHECK: dense<[-128, 0, -1, 0]> : tensor<4xi8>
func.func @main() -> (tensor<3xi8>, tensor<4xi8>, tensor<4xi8>, tensor<4xi8>) {
  %a = stablehlo.constant dense<[127, -128, 1]> : tensor<3xi8>
  %b = stablehlo.constant dense<[1, -1, 2]> : tensor<3xi8>
  %sum = stablehlo.add %a, %b : tensor<3xi8>
  %n = stablehlo.constant dense<[7, 5, -128, -7]> : tensor<4xi8>
  %d = stablehlo.constant dense<[2, 0, -1, -2]> : tensor<4xi8>
  %q = stablehlo.divide %n, %d : tensor<4xi8>
  %r = stablehlo.remainder %n, %d : tensor<4xi8>
  %one = stablehlo.constant dense<[1, 1, -128, 64]> : tensor<4xi8>
  %s = stablehlo.constant dense<[7, 8, 9, 9]> : tensor<4xi8>
  %shl = stablehlo.shift_left %one, %s : tensor<4xi8>
  %sra = stablehlo.shift_right_arithmetic %one, %s : tensor<4xi8>
  %c = stablehlo.constant dense<[true, true, false, false]> : tensor<4xi1>
  %m = stablehlo.select %c, %shl, %sra : tensor<4xi1>, tensor<4xi8>
  return %sum, %q, %r, %m : tensor<3xi8>, tensor<4xi8>, tensor<4xi8>, tensor<4xi8>
}
