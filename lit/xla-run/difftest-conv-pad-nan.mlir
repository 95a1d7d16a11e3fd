// Found by the random differential tests (docs/testing.md, seed 3670): a NaN in a
// convolution's kernel, where the levels disagreed (the interpreter skipped padding
// positions, hlo-legalize-to-linalg multiplied the zero padding by the kernel). Both now
// follow XLA's CPU backend (issue 18 E, convolution-padding-inf.mlir): edge padding without
// lhs dilation is zeros that multiply the weights, so 0 * NaN is NaN at every position.
// RUN: xla-run %s --print | FileCheck %s
// RUN: xla-opt %s --lower-to-loops | xla-run - --print | FileCheck %s

// CHECK: dense<0x7FC00000> : tensor<1x1x3xf32>

func.func @main() -> tensor<1x1x3xf32> {
  %x = hlo.constant dense<[[[1.0, 2.0]]]> : tensor<1x1x2xf32>
  %k = hlo.constant dense<[[[0x7FC00000]]]> : tensor<1x1x1xf32>
  %0 = hlo.convolution(%x, %k) dim_numbers = [b, f, 0]x[o, i, 0]->[b, f, 0], window = {stride = [1], pad = [[1, 0]], lhs_dilate = [1], rhs_dilate = [1], reverse = [false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x1x2xf32>, tensor<1x1x1xf32>) -> tensor<1x1x3xf32>
  return %0 : tensor<1x1x3xf32>
}
