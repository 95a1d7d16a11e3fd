// REQUIRES: xla-run
// RUN: rm -rf %t && mkdir -p %t
// RUN: xla-run %s --entry make --output-dir %t
// RUN: xla-run %s --input %t/out0.npy %t/out1.npy --print | FileCheck %s
// RUN: not xla-run %s --input %t/out1.npy %t/out0.npy 2>&1 | FileCheck %s --check-prefix=MISMATCH

// CHECK: dense<[1.500000e+00, 3.000000e+00, 4.500000e+00]> : tensor<3xf32>
// MISMATCH: error: input #0 '{{.*}}out1.npy' has dtype '<i4' and shape [3], but tensor<3xf32> is expected

func.func @make() -> (tensor<3xf32>, tensor<3xi32>) {
  %a = stablehlo.constant dense<[1.5, 1.5, 1.5]> : tensor<3xf32>
  %b = stablehlo.iota dim = 0 : tensor<3xi32>
  return %a, %b : tensor<3xf32>, tensor<3xi32>
}

func.func @main(%a: tensor<3xf32>, %b: tensor<3xi32>) -> tensor<3xf32> {
  %one = stablehlo.constant dense<1> : tensor<3xi32>
  %c = stablehlo.add %b, %one : tensor<3xi32>
  %f = stablehlo.convert %c : (tensor<3xi32>) -> tensor<3xf32>
  %r = stablehlo.multiply %a, %f : tensor<3xf32>
  return %r : tensor<3xf32>
}
