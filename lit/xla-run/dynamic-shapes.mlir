// REQUIRES: xla-run
// RUN: rm -rf %t && mkdir -p %t
// RUN: xla-run %s --entry make --output-dir %t
// RUN: xla-run %s --entry main --input %t/out0.npy --print | FileCheck %s
// RUN: not xla-run %s --entry main --input %t/out1.npy --print 2>&1 | FileCheck %s --check-prefix=RANK

// A `?` dimension takes the size of the input given for it, and a dynamically shaped result
// prints with its actual shape (it used to fail with "expected [-9223372036854775808]").
// jit-dynamic-shapes.mlir runs it through the native backend too.

// CHECK: dense<{{\[}}[0.000000e+00, 2.000000e+00], [4.000000e+00, 6.000000e+00], [8.000000e+00, 1.000000e+01]]> : tensor<3x2xf32>
// RANK: error: input #0 '{{.*}}out1.npy' has shape [4], but tensor<?x2xf32> is expected
func.func @make() -> (tensor<3x2xf32>, tensor<4xf32>) {
  %0 = stablehlo.constant dense<[[0.0, 1.0], [2.0, 3.0], [4.0, 5.0]]> : tensor<3x2xf32>
  %1 = stablehlo.constant dense<[0.0, 1.0, 2.0, 3.0]> : tensor<4xf32>
  return %0, %1 : tensor<3x2xf32>, tensor<4xf32>
}

func.func @main(%a: tensor<?x2xf32>) -> tensor<?x2xf32> {
  %0 = stablehlo.add %a, %a : tensor<?x2xf32>
  return %0 : tensor<?x2xf32>
}
