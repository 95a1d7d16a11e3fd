// RUN: xla-opt %s | xla-opt | FileCheck %s
// RUN: xla-opt %s --mlir-print-op-generic | xla-opt | FileCheck %s
// RUN: xla-opt %s | mlir-opt | FileCheck %s

// Every memref op in its custom syntax; the CHECK lines are mlir-opt 22's output (suggested
// result names included), so our printer and upstream agree byte for byte.

memref.global "private" constant @cst : memref<2xf32> = dense<[1.0, 2.0]> {alignment = 64 : i64}
memref.global @g : memref<4xi32> = uninitialized
memref.global "private" @ext : memref<3xf32>

func.func @alloc(%d: index, %s: index) {
  %0 = memref.alloc() : memref<4x8xf32>
  %1 = memref.alloc(%d) {alignment = 64 : i64} : memref<4x?xf32>
  %2 = memref.alloc(%d)[%s] : memref<?x8xf32, affine_map<(d0, d1)[s0] -> (d0 * 8 + d1 + s0)>>
  %3 = memref.alloca() : memref<2xf32>
  %4 = memref.alloc() : memref<4x8xf32, strided<[16, 1]>>
  memref.dealloc %0 : memref<4x8xf32>
  memref.dealloc %1 : memref<4x?xf32>
  return
}

func.func @access(%m: memref<4x8xf32>, %n: memref<4x8xf32, strided<[16, 1], offset: 4>>, %i: index, %j: index) -> index {
  %0 = memref.load %m[%i, %j] : memref<4x8xf32>
  %1 = memref.load %m[%i, %j] {nontemporal = true} : memref<4x8xf32>
  memref.store %0, %m[%j, %i] : memref<4x8xf32>
  memref.copy %m, %n : memref<4x8xf32> to memref<4x8xf32, strided<[16, 1], offset: 4>>
  %c1 = arith.constant 1 : index
  %2 = memref.dim %m, %c1 : memref<4x8xf32>
  return %2 : index
}

func.func @views(%m: memref<4x8xf32>, %i: index, %d: index) {
  %0 = memref.subview %m[1, 2] [2, 4] [1, 1] : memref<4x8xf32> to memref<2x4xf32, strided<[8, 1], offset: 10>>
  %1 = memref.subview %m[%i, 0] [%d, 8] [1, 1] : memref<4x8xf32> to memref<?x8xf32, strided<[8, 1], offset: ?>>
  %2 = memref.subview %m[2, 0] [1, 8] [1, 1] : memref<4x8xf32> to memref<8xf32, strided<[1], offset: 16>>
  %3 = memref.subview %m[0, 0] [2, 4] [2, 2] : memref<4x8xf32> to memref<2x4xf32, strided<[16, 2]>>
  %4 = memref.cast %m : memref<4x8xf32> to memref<?x8xf32>
  %5 = memref.cast %4 : memref<?x8xf32> to memref<*xf32>
  %6 = memref.collapse_shape %m [[0, 1]] : memref<4x8xf32> into memref<32xf32>
  %7 = memref.expand_shape %6 [[0, 1, 2]] output_shape [2, 4, 4] : memref<32xf32> into memref<2x4x4xf32>
  %c = memref.cast %6 : memref<32xf32> to memref<?xf32>
  %8 = memref.expand_shape %c [[0, 1]] output_shape [%d, 4] : memref<?xf32> into memref<?x4xf32>
  %s2 = memref.subview %m[2, 0] [2, 8] [1, 1] : memref<4x8xf32> to memref<2x8xf32, strided<[8, 1], offset: 16>>
  %9 = memref.collapse_shape %s2 [[0, 1]] : memref<2x8xf32, strided<[8, 1], offset: 16>> into memref<16xf32, strided<[1], offset: 16>>
  %10 = memref.reinterpret_cast %m to offset: [0], sizes: [8, 4], strides: [4, 1] : memref<4x8xf32> to memref<8x4xf32>
  %11 = memref.reinterpret_cast %m to offset: [%i], sizes: [%d, 4], strides: [4, 1] : memref<4x8xf32> to memref<?x4xf32, strided<[4, 1], offset: ?>>
  %base, %off, %sz:2, %st:2 = memref.extract_strided_metadata %0 : memref<2x4xf32, strided<[8, 1], offset: 10>> -> memref<f32>, index, index, index, index, index
  %b0, %o0 = memref.extract_strided_metadata %base : memref<f32> -> memref<f32>, index
  return
}

func.func @globals() -> memref<2xf32> {
  %0 = memref.get_global @cst : memref<2xf32>
  %1 = memref.get_global @g : memref<4xi32>
  return %0 : memref<2xf32>
}

// CHECK: memref.global "private" constant @cst : memref<2xf32> = dense<[1.000000e+00, 2.000000e+00]> {alignment = 64 : i64}
// CHECK: memref.global @g : memref<4xi32> = uninitialized
// CHECK: memref.global "private" @ext : memref<3xf32>
// CHECK-LABEL: func.func @alloc(%arg0: index, %arg1: index) {
// CHECK:   %alloc = memref.alloc() : memref<4x8xf32>
// CHECK:   %alloc_0 = memref.alloc(%arg0) {alignment = 64 : i64} : memref<4x?xf32>
// CHECK:   %alloc_1 = memref.alloc(%arg0)[%arg1] : memref<?x8xf32, #map>
// CHECK:   %alloca = memref.alloca() : memref<2xf32>
// CHECK:   %alloc_2 = memref.alloc() : memref<4x8xf32, strided<[16, 1]>>
// CHECK:   memref.dealloc %alloc : memref<4x8xf32>
// CHECK:   memref.dealloc %alloc_0 : memref<4x?xf32>
// CHECK:   return
// CHECK: }
// CHECK-LABEL: func.func @access(%arg0: memref<4x8xf32>, %arg1: memref<4x8xf32, strided<[16, 1], offset: 4>>, %arg2: index, %arg3: index) -> index {
// CHECK:   %0 = memref.load %arg0[%arg2, %arg3] : memref<4x8xf32>
// CHECK:   %1 = memref.load %arg0[%arg2, %arg3] {nontemporal = true} : memref<4x8xf32>
// CHECK:   memref.store %0, %arg0[%arg3, %arg2] : memref<4x8xf32>
// CHECK:   memref.copy %arg0, %arg1 : memref<4x8xf32> to memref<4x8xf32, strided<[16, 1], offset: 4>>
// CHECK:   %c1 = arith.constant 1 : index
// CHECK:   %dim = memref.dim %arg0, %c1 : memref<4x8xf32>
// CHECK:   return %dim : index
// CHECK: }
// CHECK-LABEL: func.func @views(%arg0: memref<4x8xf32>, %arg1: index, %arg2: index) {
// CHECK:   %subview = memref.subview %arg0[1, 2] [2, 4] [1, 1] : memref<4x8xf32> to memref<2x4xf32, strided<[8, 1], offset: 10>>
// CHECK:   %subview_0 = memref.subview %arg0[%arg1, 0] [%arg2, 8] [1, 1] : memref<4x8xf32> to memref<?x8xf32, strided<[8, 1], offset: ?>>
// CHECK:   %subview_1 = memref.subview %arg0[2, 0] [1, 8] [1, 1] : memref<4x8xf32> to memref<8xf32, strided<[1], offset: 16>>
// CHECK:   %subview_2 = memref.subview %arg0[0, 0] [2, 4] [2, 2] : memref<4x8xf32> to memref<2x4xf32, strided<[16, 2]>>
// CHECK:   %cast = memref.cast %arg0 : memref<4x8xf32> to memref<?x8xf32>
// CHECK:   %cast_3 = memref.cast %cast : memref<?x8xf32> to memref<*xf32>
// CHECK:   %collapse_shape = memref.collapse_shape %arg0 {{\[\[}}0, 1]] : memref<4x8xf32> into memref<32xf32>
// CHECK:   %expand_shape = memref.expand_shape %collapse_shape {{\[\[}}0, 1, 2]] output_shape [2, 4, 4] : memref<32xf32> into memref<2x4x4xf32>
// CHECK:   %cast_4 = memref.cast %collapse_shape : memref<32xf32> to memref<?xf32>
// CHECK:   %expand_shape_5 = memref.expand_shape %cast_4 {{\[\[}}0, 1]] output_shape [%arg2, 4] : memref<?xf32> into memref<?x4xf32>
// CHECK:   %subview_6 = memref.subview %arg0[2, 0] [2, 8] [1, 1] : memref<4x8xf32> to memref<2x8xf32, strided<[8, 1], offset: 16>>
// CHECK:   %collapse_shape_7 = memref.collapse_shape %subview_6 {{\[\[}}0, 1]] : memref<2x8xf32, strided<[8, 1], offset: 16>> into memref<16xf32, strided<[1], offset: 16>>
// CHECK:   %reinterpret_cast = memref.reinterpret_cast %arg0 to offset: [0], sizes: [8, 4], strides: [4, 1] : memref<4x8xf32> to memref<8x4xf32>
// CHECK:   %reinterpret_cast_8 = memref.reinterpret_cast %arg0 to offset: [%arg1], sizes: [%arg2, 4], strides: [4, 1] : memref<4x8xf32> to memref<?x4xf32, strided<[4, 1], offset: ?>>
// CHECK:   %base_buffer, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %subview : memref<2x4xf32, strided<[8, 1], offset: 10>> -> memref<f32>, index, index, index, index, index
// CHECK:   %base_buffer_9, %offset_10 = memref.extract_strided_metadata %base_buffer : memref<f32> -> memref<f32>, index
// CHECK:   return
// CHECK: }
// CHECK-LABEL: func.func @globals() -> memref<2xf32> {
// CHECK:   %0 = memref.get_global @cst : memref<2xf32>
// CHECK:   %1 = memref.get_global @g : memref<4xi32>
// CHECK:   return %0 : memref<2xf32>
// CHECK: }
