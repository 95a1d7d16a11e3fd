// RUN: xla-run %s --print | FileCheck %s
// RUN: xla-opt %s --lower-to-llvm | xla-run - --print | FileCheck %s
// RUN: xla-opt %s --hlo-legalize-to-linalg --bufferize --linalg-matmul-to-microkernel=vector-bits=128 --convert-linalg-to-loops | xla-run - --print | FileCheck %s

// A 3x5 . 5x2 f32 product (k = 5 is below every tile) and a 2x3x2 . 2x2x1 batched f64
// product, through the interpreter before the lowering, after --lower-to-llvm (the
// micro-kernel in llvm vector ops) and after the kernel pass at the memref level.
// CHECK: dense<{{\[}}[5.500000e+01, 1.600000e+01], [1.300000e+02, 3.600000e+01], [2.050000e+02, 5.600000e+01]]> : tensor<3x2xf32>
// CHECK: dense<{{\[}}{{\[}}[5.000000e+00], [1.100000e+01], [1.700000e+01]], {{\[}}[-1.000000e+00], [-1.000000e+00], [-1.000000e+00]]]> : tensor<2x3x1xf64>
func.func @main() -> (tensor<3x2xf32>, tensor<2x3x1xf64>) {
  %a = stablehlo.constant dense<[[1.0, 2.0, 3.0, 4.0, 5.0], [6.0, 7.0, 8.0, 9.0, 10.0], [11.0, 12.0, 13.0, 14.0, 15.0]]> : tensor<3x5xf32>
  %b = stablehlo.constant dense<[[1.0, 0.0], [2.0, 1.0], [3.0, 0.0], [4.0, 1.0], [5.0, 2.0]]> : tensor<5x2xf32>
  %r = stablehlo.dot_general %a, %b, contracting_dims = [1] x [0] : (tensor<3x5xf32>, tensor<5x2xf32>) -> tensor<3x2xf32>
  %x = stablehlo.constant dense<[[[1.0, 2.0], [3.0, 4.0], [5.0, 6.0]], [[1.0, 2.0], [3.0, 4.0], [5.0, 6.0]]]> : tensor<2x3x2xf64>
  %y = stablehlo.constant dense<[[[1.0], [2.0]], [[1.0], [-1.0]]]> : tensor<2x2x1xf64>
  %s = stablehlo.dot_general %x, %y, batching_dims = [0] x [0], contracting_dims = [2] x [1] : (tensor<2x3x2xf64>, tensor<2x2x1xf64>) -> tensor<2x3x1xf64>
  return %r, %s : tensor<3x2xf32>, tensor<2x3x1xf64>
}
