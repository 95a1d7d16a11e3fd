// REQUIRES: melior
// RUN: rm -rf %t && mkdir -p %t
// RUN: xla-run %s --entry make --output-dir %t
// RUN: xla-run %s --entry main --backend jit --input %t/out0.npy --print | FileCheck %s
// RUN: xla-run %s --entry main --input %t/out0.npy --print | FileCheck %s

// A dynamically shaped result of the native backend takes the size the call returned (the
// JIT compared it with the declared shape and failed: "expected [-9223372036854775808]").

// CHECK: dense<{{\[}}[0.000000e+00, 2.000000e+00], [4.000000e+00, 6.000000e+00], [8.000000e+00, 1.000000e+01]]> : tensor<3x2xf32>
func.func @make() -> tensor<3x2xf32> {
  %0 = stablehlo.constant dense<[[0.0, 1.0], [2.0, 3.0], [4.0, 5.0]]> : tensor<3x2xf32>
  return %0 : tensor<3x2xf32>
}

func.func @main(%a: tensor<?x2xf32>) -> tensor<?x2xf32> {
  %0 = stablehlo.add %a, %a : tensor<?x2xf32>
  return %0 : tensor<?x2xf32>
}
