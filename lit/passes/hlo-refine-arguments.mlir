// RUN: xla-opt %s --hlo-refine-arguments='types=tensor<3x4xf32>,tensor<i32>' | FileCheck %s
// RUN: xla-opt %s --hlo-refine-arguments='types=tensor<3x4xf32>,tensor<i32>' --hlo-refine-shapes | FileCheck %s --check-prefix=SHAPES
// RUN: not xla-opt %s --hlo-refine-arguments='types=tensor<3x5xf32>,tensor<i32>' 2>&1 | FileCheck %s --check-prefix=SIZE
// RUN: not xla-opt %s --hlo-refine-arguments='types=tensor<3x4xf64>,tensor<i32>' 2>&1 | FileCheck %s --check-prefix=ELEM
// RUN: not xla-opt %s --hlo-refine-arguments='types=tensor<3xf32>,tensor<i32>' 2>&1 | FileCheck %s --check-prefix=RANK
// RUN: not xla-opt %s --hlo-refine-arguments='types=tensor<3x4xf32>' 2>&1 | FileCheck %s --check-prefix=COUNT
// RUN: not xla-opt %s --hlo-refine-arguments='types=tensor<3x4xf3' 2>&1 | FileCheck %s --check-prefix=SYNTAX
// RUN: not xla-opt %s --hlo-refine-arguments='entry=absent types=tensor<3x4xf32>,tensor<i32>' 2>&1 | FileCheck %s --check-prefix=ENTRY

// @main takes the given types; uses of a refined argument go through a tensor.cast to the
// old type until --hlo-refine-shapes propagates the new one.
// CHECK-LABEL: func @main(%arg0: tensor<3x4xf32>, %arg1: tensor<i32>) -> tensor<?x4xf32>
// CHECK-NEXT: %[[C:.*]] = tensor.cast %arg0 : tensor<3x4xf32> to tensor<?x4xf32>
// CHECK-NEXT: hlo.add %[[C]], %[[C]] : tensor<?x4xf32>

// SHAPES-LABEL: func @main(%arg0: tensor<3x4xf32>, %arg1: tensor<i32>) -> tensor<3x4xf32>
// SHAPES-NOT: tensor.cast
// SHAPES: hlo.add %arg0, %arg0 : tensor<3x4xf32>

// SIZE: error: hlo-refine-arguments: argument #0: dimension 1 is 5, not 4
// ELEM: error: hlo-refine-arguments: argument #0: element type f64 is not f32
// RANK: error: hlo-refine-arguments: argument #0: rank 1 is not 2
// COUNT: error: hlo-refine-arguments: 1 types given for 2 arguments
// SYNTAX: error: hlo-refine-arguments: invalid types: 'tensor<3x4xf3'
// ENTRY: error: hlo-refine-arguments: no function '@absent' to refine
func.func @main(%x: tensor<?x4xf32>, %n: tensor<i32>) -> tensor<?x4xf32> {
  %0 = stablehlo.add %x, %x : tensor<?x4xf32>
  return %0 : tensor<?x4xf32>
}
