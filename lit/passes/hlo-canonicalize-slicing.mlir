// RUN: xla-opt %s -split-input-file --canonicalize=hlo-fold-limit=0 | FileCheck %s
// RUN: xla-opt %s -split-input-file --canonicalize | FileCheck %s --check-prefix=FOLD
// hlo canonicalization, slicing ops (dialects/hlo/src/canonical/slicing.rs). Folding is
// off in the first run so that the rules, not the constant folder, do the work.

// Full slices go; slice of slice is one slice (start s1+s2*t1, stride t1*t2), also empty
// (then at the inner start s1, since s1+s2*t1 may be past the end).
// CHECK-LABEL: func.func @slice
// CHECK-SAME: (%[[X:.*]]: tensor<10x8xf32>)
// CHECK-NEXT: %[[S:.*]] = hlo.slice %[[X]] [3:6:2, 2:7:2] : (tensor<10x8xf32>) -> tensor<2x3xf32>
// CHECK-NEXT: %[[E:.*]] = hlo.slice %[[X]] [1:1:2, 0:8] : (tensor<10x8xf32>) -> tensor<0x8xf32>
// CHECK-NEXT: return %[[X]], %[[S]], %[[E]]
func.func @slice(%x: tensor<10x8xf32>) -> (tensor<10x8xf32>, tensor<2x3xf32>, tensor<0x8xf32>) {
  %0 = hlo.slice %x [0:10, 0:8] : (tensor<10x8xf32>) -> tensor<10x8xf32>
  %1 = hlo.slice %x [1:9:2, 0:8] : (tensor<10x8xf32>) -> tensor<4x8xf32>
  %2 = hlo.slice %1 [1:3, 2:8:2] : (tensor<4x8xf32>) -> tensor<2x3xf32>
  %3 = hlo.slice %1 [2:2, 0:8] : (tensor<4x8xf32>) -> tensor<0x8xf32>
  return %0, %2, %3 : tensor<10x8xf32>, tensor<2x3xf32>, tensor<0x8xf32>
}

// -----

// Zero padding goes; a real padding stays.
// CHECK-LABEL: func.func @pad
// CHECK-SAME: (%[[X:.*]]: tensor<2x3xf32>, %[[V:.*]]: tensor<f32>)
// CHECK-NEXT: %[[P:.*]] = hlo.pad %[[X]], %[[V]], low = [1, 0]
// CHECK-NEXT: return %[[X]], %[[P]]
func.func @pad(%x: tensor<2x3xf32>, %v: tensor<f32>) -> (tensor<2x3xf32>, tensor<3x3xf32>) {
  %0 = hlo.pad %x, %v, low = [0, 0], high = [0, 0], interior = [0, 0] : (tensor<2x3xf32>, tensor<f32>) -> tensor<2x3xf32>
  %1 = hlo.pad %x, %v, low = [1, 0], high = [0, 0], interior = [0, 0] : (tensor<2x3xf32>, tensor<f32>) -> tensor<3x3xf32>
  return %0, %1 : tensor<2x3xf32>, tensor<3x3xf32>
}

// -----

// One operand is the operand; adjacent constants join (here along dim 0); constants
// separated by a non-constant stay apart.
// CHECK-LABEL: func.func @concatenate
// CHECK-SAME: (%[[X:.*]]: tensor<2x3xi32>, %[[Y:.*]]: tensor<1x3xi32>)
// CHECK-DAG: %[[C3:.*]] = hlo.constant dense<{{\[}}[8], [9]]> : tensor<2x1xi32>
// CHECK-DAG: %[[C4:.*]] = hlo.constant dense<5> : tensor<2x1xi32>
// CHECK-DAG: %[[J:.*]] = hlo.constant dense<{{\[}}[1, 2, 3], [7, 7, 7]]> : tensor<2x3xi32>
// CHECK: %[[A:.*]] = hlo.concatenate %[[Y]], %[[J]], %[[X]], dim = 0
// CHECK: %[[B:.*]] = hlo.concatenate %[[C3]], %[[X]], %[[C4]], dim = 1
// CHECK: return %[[X]], %[[A]], %[[B]]
// FOLD-LABEL: func.func @concatenate
func.func @concatenate(%x: tensor<2x3xi32>, %y: tensor<1x3xi32>) -> (tensor<2x3xi32>, tensor<5x3xi32>, tensor<2x5xi32>) {
  %c1 = hlo.constant dense<[[1, 2, 3]]> : tensor<1x3xi32>
  %c2 = hlo.constant dense<7> : tensor<1x3xi32>
  %c3 = hlo.constant dense<[[8], [9]]> : tensor<2x1xi32>
  %c4 = hlo.constant dense<5> : tensor<2x1xi32>
  %0 = hlo.concatenate %x, dim = 0 : (tensor<2x3xi32>) -> tensor<2x3xi32>
  %1 = hlo.concatenate %y, %c1, %c2, %x, dim = 0 : (tensor<1x3xi32>, tensor<1x3xi32>, tensor<1x3xi32>, tensor<2x3xi32>) -> tensor<5x3xi32>
  %2 = hlo.concatenate %c3, %x, %c4, dim = 1 : (tensor<2x1xi32>, tensor<2x3xi32>, tensor<2x1xi32>) -> tensor<2x5xi32>
  return %0, %1, %2 : tensor<2x3xi32>, tensor<5x3xi32>, tensor<2x5xi32>
}

// -----

// Two constants joined along dimension 1 (rows interleave).
// CHECK-LABEL: func.func @concatenate_constants_dim1
// CHECK-NEXT: %[[C:.*]] = hlo.constant dense<{{\[}}[1, 3, 4], [2, 5, 6]]> : tensor<2x3xi32>
// CHECK-NEXT: return %[[C]]
func.func @concatenate_constants_dim1() -> tensor<2x3xi32> {
  %c1 = hlo.constant dense<[[1], [2]]> : tensor<2x1xi32>
  %c2 = hlo.constant dense<[[3, 4], [5, 6]]> : tensor<2x2xi32>
  %0 = hlo.concatenate %c1, %c2, dim = 1 : (tensor<2x1xi32>, tensor<2x2xi32>) -> tensor<2x3xi32>
  return %0 : tensor<2x3xi32>
}

// -----

// Constant start indices give a slice at the clamped start (7 -> 5, -4 -> 0); an
// unknown index stays.
// CHECK-LABEL: func.func @dynamic_slice
// CHECK-SAME: (%[[X:.*]]: tensor<10x8xf32>, %[[I:.*]]: tensor<i32>)
// CHECK: %[[C1:.*]] = hlo.constant dense<1> : tensor<i32>
// CHECK: %[[A:.*]] = hlo.slice %[[X]] [1:3, 5:8]
// CHECK: %[[B:.*]] = hlo.slice %[[X]] [0:2, 1:4]
// CHECK: %[[D:.*]] = hlo.dynamic_slice %[[X]], %[[I]], %[[C1]], sizes = [2, 3]
// CHECK: return %[[A]], %[[B]], %[[D]]
func.func @dynamic_slice(%x: tensor<10x8xf32>, %i: tensor<i32>) -> (tensor<2x3xf32>, tensor<2x3xf32>, tensor<2x3xf32>) {
  %c1 = hlo.constant dense<1> : tensor<i32>
  %c7 = hlo.constant dense<7> : tensor<i32>
  %cm = hlo.constant dense<-4> : tensor<i32>
  %0 = hlo.dynamic_slice %x, %c1, %c7, sizes = [2, 3] : (tensor<10x8xf32>, tensor<i32>, tensor<i32>) -> tensor<2x3xf32>
  %1 = hlo.dynamic_slice %x, %cm, %c1, sizes = [2, 3] : (tensor<10x8xf32>, tensor<i32>, tensor<i32>) -> tensor<2x3xf32>
  %2 = hlo.dynamic_slice %x, %i, %c1, sizes = [2, 3] : (tensor<10x8xf32>, tensor<i32>, tensor<i32>) -> tensor<2x3xf32>
  return %0, %1, %2 : tensor<2x3xf32>, tensor<2x3xf32>, tensor<2x3xf32>
}
