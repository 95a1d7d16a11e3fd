// chlo.zeta (Hurwitz zeta, XLA's Euler-Maclaurin series) and chlo.polygamma decompose into hlo;
// the lowered module runs to the same values as the interpreter's chlo kernels.
// RUN: xla-opt %s --chlo-legalize-to-hlo | FileCheck %s
// RUN: xla-opt %s --lower-to-loops | mlir-opt > /dev/null
// RUN: xla-run %s --print | FileCheck %s --check-prefix=EXEC
// RUN: xla-opt %s --lower-to-loops | xla-run - --print | FileCheck %s --check-prefix=EXEC

// CHECK-LABEL: func @main
// CHECK-NOT: chlo.
// CHECK: hlo.power
// CHECK: hlo.remainder
// CHECK: hlo.select
// zeta(2, 1) = pi^2/6, zeta(4, 20.5), zeta(2, -1.5); x = 1 is +inf, x < 1 NaN, integer q <= 0
// with odd x NaN.
// EXEC: dense<[1.64493{{[0-9]+}}, 4.16146{{[0-9]+}}E-5, 9.37924{{[0-9]+}}, 0x7F800000, 0x7FC00000, 0x7FC00000]> : tensor<6xf32>
// polygamma(0, 1) = -gamma, polygamma(1, 1) = pi^2/6, polygamma(2, 1), polygamma(1, 0) = +inf,
// non-integer n NaN.
// EXEC: dense<[-0.5772{{[0-9]+}}, 1.6449{{[0-9]+}}, -2.4041{{[0-9]+}}, 0x7F800000, 0x7FC00000]> : tensor<5xf32>
// EXEC: dense<[0.22390584881725{{[0-9]+}}, -2400015.60720{{[0-9]+}}]> : tensor<2xf64>
func.func @main() -> (tensor<6xf32>, tensor<5xf32>, tensor<2xf64>) {
  %x = hlo.constant dense<[2.0, 4.0, 2.0, 1.0, 0.5, 3.0]> : tensor<6xf32>
  %q = hlo.constant dense<[1.0, 20.5, -1.5, 2.0, 1.0, -2.0]> : tensor<6xf32>
  %z = chlo.zeta %x, %q : tensor<6xf32>, tensor<6xf32> -> tensor<6xf32>
  %n = hlo.constant dense<[0.0, 1.0, 2.0, 1.0, 1.5]> : tensor<5xf32>
  %y = hlo.constant dense<[1.0, 1.0, 1.0, 0.0, 1.0]> : tensor<5xf32>
  %p = chlo.polygamma %n, %y : tensor<5xf32>, tensor<5xf32> -> tensor<5xf32>
  %n2 = hlo.constant dense<[3.0, 4.0]> : tensor<2xf64>
  %y2 = hlo.constant dense<[2.5, 0.1]> : tensor<2xf64>
  %p2 = chlo.polygamma %n2, %y2 : tensor<2xf64>, tensor<2xf64> -> tensor<2xf64>
  return %z, %p, %p2 : tensor<6xf32>, tensor<5xf32>, tensor<2xf64>
}
