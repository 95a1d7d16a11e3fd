// RUN: xla-opt %s -split-input-file --canonicalize | FileCheck %s --check-prefixes=CHECK,FOLD
// RUN: xla-opt %s -split-input-file --canonicalize=hlo-fold-limit=0 | FileCheck %s --check-prefixes=CHECK,NOFOLD
// hlo canonicalization, shape ops (dialects/hlo/src/canonical/shape.rs).

// Same-type reshape is the operand; reshape of reshape is one reshape (or the operand).
// CHECK-LABEL: func.func @reshape
// CHECK-SAME: (%[[X:.*]]: tensor<2x3xf32>)
// CHECK-NEXT: %[[R:.*]] = hlo.reshape %[[X]] : (tensor<2x3xf32>) -> tensor<3x2xf32>
// CHECK-NEXT: return %[[X]], %[[R]], %[[X]]
func.func @reshape(%x: tensor<2x3xf32>) -> (tensor<2x3xf32>, tensor<3x2xf32>, tensor<2x3xf32>) {
  %0 = hlo.reshape %x : (tensor<2x3xf32>) -> tensor<2x3xf32>
  %1 = hlo.reshape %x : (tensor<2x3xf32>) -> tensor<6xf32>
  %2 = hlo.reshape %1 : (tensor<6xf32>) -> tensor<3x2xf32>
  %3 = hlo.reshape %1 : (tensor<6xf32>) -> tensor<2x3xf32>
  return %0, %2, %3 : tensor<2x3xf32>, tensor<3x2xf32>, tensor<2x3xf32>
}

// -----

// Identity transposes go; transposes compose (q[i] = p1[p2[i]]).
// CHECK-LABEL: func.func @transpose
// CHECK-SAME: (%[[X:.*]]: tensor<2x3x4xf32>)
// CHECK-NEXT: %[[T:.*]] = hlo.transpose %[[X]], dims = [1, 2, 0] : (tensor<2x3x4xf32>) -> tensor<3x4x2xf32>
// CHECK-NEXT: return %[[X]], %[[X]], %[[T]]
func.func @transpose(%x: tensor<2x3x4xf32>) -> (tensor<2x3x4xf32>, tensor<2x3x4xf32>, tensor<3x4x2xf32>) {
  %0 = hlo.transpose %x, dims = [0, 1, 2] : (tensor<2x3x4xf32>) -> tensor<2x3x4xf32>
  %1 = hlo.transpose %x, dims = [1, 0, 2] : (tensor<2x3x4xf32>) -> tensor<3x2x4xf32>
  %2 = hlo.transpose %1, dims = [1, 0, 2] : (tensor<3x2x4xf32>) -> tensor<2x3x4xf32>
  %3 = hlo.transpose %1, dims = [0, 2, 1] : (tensor<3x2x4xf32>) -> tensor<3x4x2xf32>
  return %0, %2, %3 : tensor<2x3x4xf32>, tensor<2x3x4xf32>, tensor<3x4x2xf32>
}

// -----

// Identity broadcast; broadcast of broadcast composes; size-1 insertions are a reshape;
// a permutation is a transpose; a real expansion stays.
// CHECK-LABEL: func.func @broadcast
// CHECK-SAME: (%[[X:.*]]: tensor<3xf32>, %[[Y:.*]]: tensor<2x3xf32>)
// CHECK-NEXT: %[[B:.*]] = hlo.broadcast_in_dim %[[X]], dims = [2] : (tensor<3xf32>) -> tensor<4x2x3xf32>
// CHECK-NEXT: %[[R:.*]] = hlo.reshape %[[X]] : (tensor<3xf32>) -> tensor<1x3x1xf32>
// CHECK-NEXT: %[[T:.*]] = hlo.transpose %[[Y]], dims = [1, 0] : (tensor<2x3xf32>) -> tensor<3x2xf32>
// CHECK-NEXT: %[[E:.*]] = hlo.broadcast_in_dim %[[X]], dims = [1] : (tensor<3xf32>) -> tensor<2x3xf32>
// CHECK-NEXT: return %[[X]], %[[B]], %[[R]], %[[T]], %[[E]]
func.func @broadcast(%x: tensor<3xf32>, %y: tensor<2x3xf32>) -> (tensor<3xf32>, tensor<4x2x3xf32>, tensor<1x3x1xf32>, tensor<3x2xf32>, tensor<2x3xf32>) {
  %0 = hlo.broadcast_in_dim %x, dims = [0] : (tensor<3xf32>) -> tensor<3xf32>
  %1 = hlo.broadcast_in_dim %x, dims = [1] : (tensor<3xf32>) -> tensor<2x3xf32>
  %2 = hlo.broadcast_in_dim %1, dims = [1, 2] : (tensor<2x3xf32>) -> tensor<4x2x3xf32>
  %3 = hlo.broadcast_in_dim %x, dims = [1] : (tensor<3xf32>) -> tensor<1x3x1xf32>
  %4 = hlo.broadcast_in_dim %y, dims = [1, 0] : (tensor<2x3xf32>) -> tensor<3x2xf32>
  %5 = hlo.broadcast_in_dim %x, dims = [1] : (tensor<3xf32>) -> tensor<2x3xf32>
  return %0, %2, %3, %4, %5 : tensor<3xf32>, tensor<4x2x3xf32>, tensor<1x3x1xf32>, tensor<3x2xf32>, tensor<2x3xf32>
}

// -----

// Without folding, a broadcast of an iota along its counted dimension is an iota; a
// length-1 iota expanded stays. With folding (default limit) both become constants.
// CHECK-LABEL: func.func @iota_broadcast
// NOFOLD-NEXT: %[[I:.*]] = hlo.iota dim = 1 : tensor<2x5xi32>
// NOFOLD-NEXT: %[[J:.*]] = hlo.iota dim = 0 : tensor<1xi32>
// NOFOLD-NEXT: %[[B:.*]] = hlo.broadcast_in_dim %[[J]], dims = [0] : (tensor<1xi32>) -> tensor<5x5xi32>
// NOFOLD-NEXT: return %[[I]], %[[B]]
// FOLD-NEXT: %[[I:.*]] = hlo.constant dense<{{\[}}[0, 1, 2, 3, 4], [0, 1, 2, 3, 4]]> : tensor<2x5xi32>
// FOLD-NEXT: %[[Z:.*]] = hlo.constant dense<0> : tensor<5x5xi32>
// FOLD-NEXT: return %[[I]], %[[Z]]
func.func @iota_broadcast() -> (tensor<2x5xi32>, tensor<5x5xi32>) {
  %i = hlo.iota dim = 0 : tensor<5xi32>
  %0 = hlo.broadcast_in_dim %i, dims = [1] : (tensor<5xi32>) -> tensor<2x5xi32>
  %j = hlo.iota dim = 0 : tensor<1xi32>
  %1 = hlo.broadcast_in_dim %j, dims = [0] : (tensor<1xi32>) -> tensor<5x5xi32>
  return %0, %1 : tensor<2x5xi32>, tensor<5x5xi32>
}

// -----

// Same-type converts go; i8->i32->i8 and f16->f32->f16 round-trip exactly. Near-misses
// stay: f32->f16->f32, i32->i8->i32, f32->i32->f32, f16->bf16->f16.
// CHECK-LABEL: func.func @convert
// CHECK-SAME: (%[[I:.*]]: tensor<4xi8>, %[[F:.*]]: tensor<4xf16>, %[[G:.*]]: tensor<4xf32>, %[[W:.*]]: tensor<4xi32>)
// CHECK-NEXT: %[[A:.*]] = hlo.convert %[[G]] : (tensor<4xf32>) -> tensor<4xf16>
// CHECK-NEXT: %[[A2:.*]] = hlo.convert %[[A]] : (tensor<4xf16>) -> tensor<4xf32>
// CHECK-NEXT: %[[B:.*]] = hlo.convert %[[W]] : (tensor<4xi32>) -> tensor<4xi8>
// CHECK-NEXT: %[[B2:.*]] = hlo.convert %[[B]] : (tensor<4xi8>) -> tensor<4xi32>
// CHECK-NEXT: %[[C:.*]] = hlo.convert %[[G]] : (tensor<4xf32>) -> tensor<4xi32>
// CHECK-NEXT: %[[C2:.*]] = hlo.convert %[[C]] : (tensor<4xi32>) -> tensor<4xf32>
// CHECK-NEXT: %[[D:.*]] = hlo.convert %[[F]] : (tensor<4xf16>) -> tensor<4xbf16>
// CHECK-NEXT: %[[D2:.*]] = hlo.convert %[[D]] : (tensor<4xbf16>) -> tensor<4xf16>
// CHECK-NEXT: return %[[I]], %[[I]], %[[F]], %[[A2]], %[[B2]], %[[C2]], %[[D2]]
func.func @convert(%i: tensor<4xi8>, %f: tensor<4xf16>, %g: tensor<4xf32>, %w: tensor<4xi32>) -> (tensor<4xi8>, tensor<4xi8>, tensor<4xf16>, tensor<4xf32>, tensor<4xi32>, tensor<4xf32>, tensor<4xf16>) {
  %0 = hlo.convert %i : tensor<4xi8>
  %1 = hlo.convert %i : (tensor<4xi8>) -> tensor<4xi32>
  %2 = hlo.convert %1 : (tensor<4xi32>) -> tensor<4xi8>
  %3 = hlo.convert %f : (tensor<4xf16>) -> tensor<4xf32>
  %4 = hlo.convert %3 : (tensor<4xf32>) -> tensor<4xf16>
  %5 = hlo.convert %g : (tensor<4xf32>) -> tensor<4xf16>
  %6 = hlo.convert %5 : (tensor<4xf16>) -> tensor<4xf32>
  %7 = hlo.convert %w : (tensor<4xi32>) -> tensor<4xi8>
  %8 = hlo.convert %7 : (tensor<4xi8>) -> tensor<4xi32>
  %9 = hlo.convert %g : (tensor<4xf32>) -> tensor<4xi32>
  %10 = hlo.convert %9 : (tensor<4xi32>) -> tensor<4xf32>
  %11 = hlo.convert %f : (tensor<4xf16>) -> tensor<4xbf16>
  %12 = hlo.convert %11 : (tensor<4xbf16>) -> tensor<4xf16>
  return %0, %2, %4, %6, %8, %10, %12 : tensor<4xi8>, tensor<4xi8>, tensor<4xf16>, tensor<4xf32>, tensor<4xi32>, tensor<4xf32>, tensor<4xf16>
}

// -----

// broadcast_in_dim, reshape, transpose of a splat constant are splat constants of any
// size (no data is expanded); a non-splat constant is left to the folder (off in NOFOLD).
// CHECK-LABEL: func.func @shape_op_of_splat
// CHECK-DAG: %[[A:.*]] = hlo.constant dense<1.500000e+00> : tensor<1000x1000xf32>
// CHECK-DAG: %[[B:.*]] = hlo.constant dense<7> : tensor<10x3xi32>
// CHECK-DAG: %[[C:.*]] = hlo.constant dense<true> : tensor<3x2xi1>
// NOFOLD: %[[D:.*]] = hlo.reshape %{{.*}} : (tensor<2xi32>) -> tensor<2x1xi32>
// NOFOLD: return %[[A]], %[[B]], %[[C]], %[[D]]
// FOLD: %[[D:.*]] = hlo.constant dense<{{\[}}[1], [2]]> : tensor<2x1xi32>
// FOLD: return %[[A]], %[[B]], %[[C]], %[[D]]
func.func @shape_op_of_splat() -> (tensor<1000x1000xf32>, tensor<10x3xi32>, tensor<3x2xi1>, tensor<2x1xi32>) {
  %a = hlo.constant dense<1.5> : tensor<f32>
  %0 = hlo.broadcast_in_dim %a, dims = [] : (tensor<f32>) -> tensor<1000x1000xf32>
  %b = hlo.constant dense<7> : tensor<30xi32>
  %1 = hlo.reshape %b : (tensor<30xi32>) -> tensor<10x3xi32>
  %c = hlo.constant dense<true> : tensor<2x3xi1>
  %2 = hlo.transpose %c, dims = [1, 0] : (tensor<2x3xi1>) -> tensor<3x2xi1>
  %d = hlo.constant dense<[1, 2]> : tensor<2xi32>
  %3 = hlo.reshape %d : (tensor<2xi32>) -> tensor<2x1xi32>
  return %0, %1, %2, %3 : tensor<1000x1000xf32>, tensor<10x3xi32>, tensor<3x2xi1>, tensor<2x1xi32>
}
