// RUN: xla-opt %s | xla-opt | FileCheck %s
// RUN: xla-opt %s --mlir-print-op-generic | xla-opt | FileCheck %s
// The same file under StableHLO's names, and our StableHLO-named output read back:
// RUN: sed '/^ *\/\//!s/\bhlo\./stablehlo./g' %s | xla-opt | FileCheck %s
// RUN: xla-opt %s --hlo-print-stablehlo | FileCheck %s --check-prefix=SHLO
// RUN: xla-opt %s --hlo-print-stablehlo | xla-opt | FileCheck %s

// The shape ops in their pretty forms (StableHLO's), printed back identically.

// CHECK-LABEL: func @broadcast
func.func @broadcast(%x: tensor<3xi32>, %s: tensor<f32>) {
  // CHECK: hlo.broadcast %{{.*}}, sizes = [1, 2] : (tensor<3xi32>) -> tensor<1x2x3xi32>
  %0 = hlo.broadcast %x, sizes = [1, 2] : (tensor<3xi32>) -> tensor<1x2x3xi32>
  // CHECK: hlo.broadcast %{{.*}}, sizes = [] : (tensor<f32>) -> tensor<f32>
  %1 = hlo.broadcast %s, sizes = [] : (tensor<f32>) -> tensor<f32>
  return
}

// CHECK-LABEL: func @reshape
func.func @reshape(%x: tensor<2x3xf32>, %one: tensor<1x1xf32>, %d: tensor<?x3xf32>) {
  // CHECK: hlo.reshape %{{.*}} : (tensor<2x3xf32>) -> tensor<6xf32>
  %0 = hlo.reshape %x : (tensor<2x3xf32>) -> tensor<6xf32>
  // CHECK: hlo.reshape %{{.*}} : (tensor<1x1xf32>) -> tensor<f32>
  %1 = hlo.reshape %one : (tensor<1x1xf32>) -> tensor<f32>
  // CHECK: hlo.reshape %{{.*}} : (tensor<?x3xf32>) -> tensor<3x2xf32>
  %2 = hlo.reshape %d : (tensor<?x3xf32>) -> tensor<3x2xf32>
  return
}

// CHECK-LABEL: func @transpose_reverse
func.func @transpose_reverse(%x: tensor<1x2x3x4xi32>, %d: tensor<1x?x3x?xi32>) {
  // CHECK: hlo.transpose %{{.*}}, dims = [1, 0, 3, 2] : (tensor<1x2x3x4xi32>) -> tensor<2x1x4x3xi32>
  %0 = hlo.transpose %x, dims = [1, 0, 3, 2] : (tensor<1x2x3x4xi32>) -> tensor<2x1x4x3xi32>
  // CHECK: hlo.transpose %{{.*}}, dims = [1, 0, 3, 2] : (tensor<1x?x3x?xi32>) -> tensor<?x1x?x3xi32>
  %1 = hlo.transpose %d, dims = [1, 0, 3, 2] : (tensor<1x?x3x?xi32>) -> tensor<?x1x?x3xi32>
  // CHECK: hlo.reverse %{{.*}}, dims = [3, 0] : tensor<1x2x3x4xi32>
  %2 = hlo.reverse %x, dims = [3, 0] : tensor<1x2x3x4xi32>
  return
}

// CHECK-LABEL: func @slices
// SHLO-LABEL: func @slices
func.func @slices(%x: tensor<3x4xi32>, %d: tensor<3x?xi32>, %i: tensor<i64>, %j: tensor<i64>, %u: tensor<1x4xi32>) {
  // CHECK: hlo.slice %{{.*}} [1:2, 0:4:2] : (tensor<3x4xi32>) -> tensor<1x2xi32>
  // SHLO: stablehlo.slice %{{.*}} [1:2, 0:4:2] : (tensor<3x4xi32>) -> tensor<1x2xi32>
  %0 = hlo.slice %x [1:2, 0:4:2] : (tensor<3x4xi32>) -> tensor<1x2xi32>
  // CHECK: hlo.slice %{{.*}} [0:3:3, 1:2] : (tensor<3x?xi32>) -> tensor<1x1xi32>
  %1 = hlo.slice %d [0:3:3, 1:2] : (tensor<3x?xi32>) -> tensor<1x1xi32>
  // CHECK: hlo.dynamic_slice %{{.*}}, %{{.*}}, %{{.*}}, sizes = [1, 4] : (tensor<3x4xi32>, tensor<i64>, tensor<i64>) -> tensor<1x4xi32>
  // SHLO: stablehlo.dynamic_slice %{{.*}}, sizes = [1, 4]
  %2 = hlo.dynamic_slice %x, %i, %j, sizes = [1, 4] : (tensor<3x4xi32>, tensor<i64>, tensor<i64>) -> tensor<1x4xi32>
  // CHECK: hlo.dynamic_update_slice %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}} : (tensor<3x4xi32>, tensor<1x4xi32>, tensor<i64>, tensor<i64>) -> tensor<3x4xi32>
  %3 = hlo.dynamic_update_slice %x, %u, %i, %j : (tensor<3x4xi32>, tensor<1x4xi32>, tensor<i64>, tensor<i64>) -> tensor<3x4xi32>
  return
}

// CHECK-LABEL: func @concatenate_pad
func.func @concatenate_pad(%a: tensor<1x3xf32>, %b: tensor<2x3xf32>, %c: tensor<?x3xf32>, %v: tensor<f32>) {
  // CHECK: hlo.concatenate %{{.*}}, %{{.*}}, dim = 0 : (tensor<1x3xf32>, tensor<2x3xf32>) -> tensor<3x3xf32>
  %0 = hlo.concatenate %a, %b, dim = 0 : (tensor<1x3xf32>, tensor<2x3xf32>) -> tensor<3x3xf32>
  // CHECK: hlo.concatenate %{{.*}}, %{{.*}}, dim = 0 : (tensor<1x3xf32>, tensor<?x3xf32>) -> tensor<?x3xf32>
  %1 = hlo.concatenate %a, %c, dim = 0 : (tensor<1x3xf32>, tensor<?x3xf32>) -> tensor<?x3xf32>
  // CHECK: hlo.concatenate %{{.*}}, dim = 1 : (tensor<1x3xf32>) -> tensor<1x3xf32>
  %2 = hlo.concatenate %a, dim = 1 : (tensor<1x3xf32>) -> tensor<1x3xf32>
  // CHECK: hlo.pad %{{.*}}, %{{.*}}, low = [1, 0], high = [2, 1], interior = [1, 0] : (tensor<2x3xf32>, tensor<f32>) -> tensor<6x4xf32>
  %3 = hlo.pad %b, %v, low = [1, 0], high = [2, 1], interior = [1, 0] : (tensor<2x3xf32>, tensor<f32>) -> tensor<6x4xf32>
  // Negative edge padding removes elements.
  // CHECK: hlo.pad %{{.*}}, %{{.*}}, low = [0, -2], high = [0, -3], interior = [0, 1] : (tensor<2x3xf32>, tensor<f32>) -> tensor<2x0xf32>
  %4 = hlo.pad %b, %v, low = [0, -2], high = [0, -3], interior = [0, 1] : (tensor<2x3xf32>, tensor<f32>) -> tensor<2x0xf32>
  return
}

// CHECK-LABEL: func @dimension_sizes
func.func @dimension_sizes(%x: tensor<?x4xf32>, %n: tensor<i32>) {
  // CHECK: hlo.get_dimension_size %{{.*}}, dim = 0 : (tensor<?x4xf32>) -> tensor<i32>
  %0 = hlo.get_dimension_size %x, dim = 0 : (tensor<?x4xf32>) -> tensor<i32>
  // CHECK: hlo.set_dimension_size %{{.*}}, %{{.*}}, dim = 1 : (tensor<?x4xf32>, tensor<i32>) -> tensor<?x?xf32>
  %1 = hlo.set_dimension_size %x, %n, dim = 1 : (tensor<?x4xf32>, tensor<i32>) -> tensor<?x?xf32>
  return
}

// Bounded dynamism: set_dimension_size bounds the dimension it makes dynamic by the
// operand's size; StableHLO's type_extensions spelling reads as #hlo.bounds.
// CHECK-LABEL: func @bounds
func.func @bounds(%x: tensor<2x512xf32>, %n: tensor<i32>, %b: tensor<?x?xf32, #stablehlo.type_extensions<bounds = [3, ?]>>) {
  // CHECK: hlo.set_dimension_size %{{.*}}, %{{.*}}, dim = 1 : (tensor<2x512xf32>, tensor<i32>) -> tensor<2x?xf32, #hlo.bounds<?, 512>>
  %0 = hlo.set_dimension_size %x, %n, dim = 1 : (tensor<2x512xf32>, tensor<i32>) -> tensor<2x?xf32, #hlo.bounds<?, 512>>
  // CHECK: hlo.set_dimension_size %{{.*}}, %{{.*}}, dim = 1 : (tensor<?x?xf32, #hlo.bounds<3, ?>>, tensor<i32>) -> tensor<?x?xf32, #hlo.bounds<3, ?>>
  %1 = hlo.set_dimension_size %b, %n, dim = 1 : (tensor<?x?xf32, #hlo.bounds<3, ?>>, tensor<i32>) -> tensor<?x?xf32, #hlo.bounds<3, ?>>
  // A static size within the bound is compatible.
  // CHECK: hlo.set_dimension_size %{{.*}}, %{{.*}}, dim = 1 : (tensor<2x512xf32>, tensor<i32>) -> tensor<2x100xf32>
  %2 = hlo.set_dimension_size %x, %n, dim = 1 : (tensor<2x512xf32>, tensor<i32>) -> tensor<2x100xf32>
  return
}

// CHECK-LABEL: func @dynamic_shapes
func.func @dynamic_shapes(%x: tensor<?xf32>, %s2: tensor<2xi64>, %s1: tensor<1xi32>, %v: tensor<f32>, %i: tensor<2xindex>) {
  // CHECK: hlo.dynamic_broadcast_in_dim %{{.*}}, %{{.*}}, dims = [1] : (tensor<?xf32>, tensor<2xi64>) -> tensor<?x?xf32>
  %0 = hlo.dynamic_broadcast_in_dim %x, %s2, dims = [1] : (tensor<?xf32>, tensor<2xi64>) -> tensor<?x?xf32>
  // CHECK: hlo.dynamic_broadcast_in_dim %{{.*}}, %{{.*}}, dims = [1] {known_expanding_dimensions = array<i64: 0>} : (tensor<?xf32>, tensor<2xi64>) -> tensor<?x?xf32>
  %1 = hlo.dynamic_broadcast_in_dim %x, %s2, dims = [1] {known_expanding_dimensions = array<i64: 0>} : (tensor<?xf32>, tensor<2xi64>) -> tensor<?x?xf32>
  // CHECK: hlo.dynamic_reshape %{{.*}}, %{{.*}} : (tensor<?xf32>, tensor<2xi64>) -> tensor<?x4xf32>
  %2 = hlo.dynamic_reshape %x, %s2 : (tensor<?xf32>, tensor<2xi64>) -> tensor<?x4xf32>
  // CHECK: hlo.dynamic_iota %{{.*}}, dim = 1 : (tensor<2xi64>) -> tensor<?x?xui32>
  %3 = hlo.dynamic_iota %s2, dim = 1 : (tensor<2xi64>) -> tensor<?x?xui32>
  // CHECK: hlo.dynamic_pad %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}} : (tensor<?xf32>, tensor<f32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<?xf32>
  %4 = hlo.dynamic_pad %x, %v, %s1, %s1, %s1 : (tensor<?xf32>, tensor<f32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<?xf32>
  // CHECK: hlo.real_dynamic_slice %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}} : (tensor<?xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<?xf32>
  %5 = hlo.real_dynamic_slice %x, %s1, %s1, %s1 : (tensor<?xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<?xf32>
  // CHECK: hlo.dynamic_reshape %{{.*}}, %{{.*}} : (tensor<?xf32>, tensor<2xindex>) -> tensor<?x?xf32>
  %6 = hlo.dynamic_reshape %x, %i : (tensor<?xf32>, tensor<2xindex>) -> tensor<?x?xf32>
  return
}

// Constant shape operands are checked against the result type.
// CHECK-LABEL: func @constant_shapes
func.func @constant_shapes(%x: tensor<4xf32>) {
  %s = hlo.constant dense<[3, 4]> : tensor<2xi64>
  // CHECK: hlo.dynamic_broadcast_in_dim %{{.*}}, %{{.*}}, dims = [1] : (tensor<4xf32>, tensor<2xi64>) -> tensor<3x4xf32>
  %0 = hlo.dynamic_broadcast_in_dim %x, %s, dims = [1] : (tensor<4xf32>, tensor<2xi64>) -> tensor<3x4xf32>
  // CHECK: hlo.dynamic_iota %{{.*}}, dim = 0 : (tensor<2xi64>) -> tensor<3x?xf32>
  %1 = hlo.dynamic_iota %s, dim = 0 : (tensor<2xi64>) -> tensor<3x?xf32>
  return
}
