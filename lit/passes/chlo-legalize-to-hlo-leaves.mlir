// chlo ops without a decomposition stay for --hlo-legalize-to-linalg, which lowers them.
// RUN: xla-opt %s --chlo-legalize-to-hlo | FileCheck %s
// RUN: xla-opt %s --chlo-legalize-to-hlo --hlo-legalize-to-linalg | FileCheck %s --check-prefix=LINALG

// CHECK-LABEL: func.func @left_in_place
// CHECK: chlo.next_after
// CHECK: chlo.square
// LINALG-LABEL: func.func @left_in_place
// LINALG-NOT: chlo.
// LINALG: linalg.generic
func.func @left_in_place(%x: tensor<3xf32>, %y: tensor<3xf32>) -> tensor<3xf32> {
  %r = chlo.next_after %x, %y : tensor<3xf32>, tensor<3xf32> -> tensor<3xf32>
  %s = chlo.square %r : tensor<3xf32> -> tensor<3xf32>
  return %s : tensor<3xf32>
}
