// REQUIRES: xla-run
// linalg.copy runs in the interpreter, and gives the same values after bufferization and
// lowering to loops; every level is accepted by mlir-opt.
// RUN: xla-run %s --print | FileCheck %s
// RUN: xla-opt %s --bufferize | xla-run - --print | FileCheck %s
// RUN: xla-opt %s --bufferize --convert-linalg-to-loops | xla-run - --print | FileCheck %s
// RUN: xla-opt %s --bufferize --convert-linalg-to-loops | FileCheck %s --check-prefix=LOOPS
// RUN: xla-opt %s --bufferize | mlir-opt > /dev/null
// RUN: xla-opt %s --bufferize --convert-linalg-to-loops | mlir-opt > /dev/null

// CHECK: dense<{{\[}}[1.000000e+00, 2.000000e+00], [3.000000e+00, 4.000000e+00]]> : tensor<2x2xf32>
// CHECK-NEXT: dense<[1.500000e+00, -2.500000e+00]> : tensor<2xf16>
// CHECK-NEXT: dense<[255, 1]> : tensor<2xi32>
// LOOPS-NOT: linalg.copy
func.func @main() -> (tensor<2x2xf32>, tensor<2xf16>, tensor<2xi32>) {
  %a = arith.constant dense<[[1.0, 2.0], [3.0, 4.0]]> : tensor<2x2xf32>
  %e = tensor.empty() : tensor<2x2xf32>
  %c = linalg.copy ins(%a : tensor<2x2xf32>) outs(%e : tensor<2x2xf32>) -> tensor<2x2xf32>
  %b = arith.constant dense<[1.5, -2.5]> : tensor<2xf32>
  %e2 = tensor.empty() : tensor<2xf16>
  %t = linalg.copy ins(%b : tensor<2xf32>) outs(%e2 : tensor<2xf16>) -> tensor<2xf16>
  %i = arith.constant dense<[-1, 1]> : tensor<2xi8>
  %e3 = tensor.empty() : tensor<2xi32>
  %u = linalg.copy {cast = #linalg.type_fn<cast_unsigned>} ins(%i : tensor<2xi8>) outs(%e3 : tensor<2xi32>) -> tensor<2xi32>
  return %c, %t, %u : tensor<2x2xf32>, tensor<2xf16>, tensor<2xi32>
}
