// --lower-to-loops decomposes chlo ops first; the result is upstream MLIR and runs as before.
// RUN: xla-opt %s --lower-to-loops | FileCheck %s
// RUN: xla-opt %s --lower-to-loops | mlir-opt > /dev/null
// RUN: xla-run %s --print | FileCheck %s --check-prefix=EXEC
// RUN: xla-opt %s --lower-to-loops | xla-run - --print | FileCheck %s --check-prefix=EXEC

// CHECK-LABEL: func @main
// CHECK-NOT: chlo.
// CHECK-NOT: hlo.
// CHECK: scf.parallel
// EXEC: dense<[{{.*}}, {{.*}}, 0.69314{{[0-9]+}}, 3.17805{{[0-9]+}}]> : tensor<4xf32>
func.func @main() -> tensor<4xf32> {
  %x = hlo.constant dense<[1.0, 2.0, 3.0, 5.0]> : tensor<4xf32>
  %r = chlo.lgamma %x : tensor<4xf32> -> tensor<4xf32>
  return %r : tensor<4xf32>
}
