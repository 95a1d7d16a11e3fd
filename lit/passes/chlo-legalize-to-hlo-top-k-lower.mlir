// chlo.top_k through --lower-to-loops (sort + slice lowered to loops); upstream accepts it and it runs as before.
// RUN: xla-opt %s --lower-to-loops | FileCheck %s
// RUN: xla-opt %s --lower-to-loops | mlir-opt > /dev/null
// RUN: xla-run %s --print | FileCheck %s --check-prefix=EXEC
// RUN: xla-opt %s --lower-to-loops | xla-run - --print | FileCheck %s --check-prefix=EXEC

// CHECK-LABEL: func @main
// CHECK-NOT: chlo.
// CHECK-NOT: hlo.
// EXEC: dense<{{\[\[}}3.000000e+00, 2.000000e+00], [5.000000e+00, 5.000000e+00]]> : tensor<2x2xf32>
// EXEC-NEXT: dense<{{\[\[}}1, 2], [0, 1]]> : tensor<2x2xi32>
func.func @main() -> (tensor<2x2xf32>, tensor<2x2xi32>) {
  %x = hlo.constant dense<[[1.0, 3.0, 2.0], [5.0, 5.0, -1.0]]> : tensor<2x3xf32>
  %v, %i = chlo.top_k(%x, k = 2) : tensor<2x3xf32> -> (tensor<2x2xf32>, tensor<2x2xi32>)
  return %v, %i : tensor<2x2xf32>, tensor<2x2xi32>
}
