// REQUIRES: xla-run
// RUN: xla-run %s --entry views --print | FileCheck %s --check-prefix=VIEWS
// RUN: xla-run %s --entry globals --print | FileCheck %s --check-prefix=GLOBALS
// RUN: xla-run %s --entry tensors --print | FileCheck %s --check-prefix=TENSORS
// RUN: not xla-run %s --entry use_after_free 2>&1 | FileCheck %s --check-prefix=FREED
// RUN: not xla-run %s --entry out_of_bounds 2>&1 | FileCheck %s --check-prefix=OOB
// RUN: rm -rf %t && mkdir -p %t
// RUN: xla-run %s --entry views --output-dir %t
// RUN: xla-run %s --entry double --input %t/out0.npy --print | FileCheck %s --check-prefix=NPY

// Writes through a subview, a collapse, an expand and a reinterpret_cast land in the one
// buffer they all alias; a copy into a strided subview writes only its elements.
// VIEWS: dense<{{\[}}[0.000000e+00, 1.000000e+00, 2.000000e+00, 0.000000e+00], [0.000000e+00, 7.000000e+00, 7.000000e+00, 0.000000e+00], [5.000000e+00, 0.000000e+00, 9.000000e+00, 0.000000e+00]]> : tensor<3x4xf32>
// VIEWS: dense<4> : tensor<index>
func.func @views() -> (memref<3x4xf32>, index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %f1 = arith.constant 1.0 : f32
  %f2 = arith.constant 2.0 : f32
  %f5 = arith.constant 5.0 : f32
  %f7 = arith.constant 7.0 : f32
  %f9 = arith.constant 9.0 : f32
  %m = memref.alloc() : memref<3x4xf32>
  // Row 0: [0, 1, 2, 0] through the flattened view.
  %flat = memref.collapse_shape %m [[0, 1]] : memref<3x4xf32> into memref<12xf32>
  memref.store %f1, %flat[%c1] : memref<12xf32>
  memref.store %f2, %flat[%c2] : memref<12xf32>
  // Row 1, columns 1..2 = 7 through a subview filled by a copy.
  %sev = memref.alloca() : memref<2xf32>
  memref.store %f7, %sev[%c0] : memref<2xf32>
  memref.store %f7, %sev[%c1] : memref<2xf32>
  %row1 = memref.subview %m[1, 1] [1, 2] [1, 1] : memref<3x4xf32> to memref<2xf32, strided<[1], offset: 5>>
  memref.copy %sev, %row1 : memref<2xf32> to memref<2xf32, strided<[1], offset: 5>>
  // Element [2, 0] = 5 through an expand of the flat view; [2, 2] = 9 through a reinterpret_cast.
  %cube = memref.expand_shape %flat [[0, 1]] output_shape [6, 2] : memref<12xf32> into memref<6x2xf32>
  %c4 = arith.constant 4 : index
  memref.store %f5, %cube[%c4, %c0] : memref<6x2xf32>
  %col2 = memref.reinterpret_cast %m to offset: [2], sizes: [3], strides: [4] : memref<3x4xf32> to memref<3xf32, strided<[4], offset: 2>>
  memref.store %f9, %col2[%c2] : memref<3xf32, strided<[4], offset: 2>>
  %dyn = memref.cast %m : memref<3x4xf32> to memref<?x?xf32>
  %d1 = memref.dim %dyn, %c1 : memref<?x?xf32>
  return %m, %d1 : memref<3x4xf32>, index
}

// GLOBALS: dense<[1.000000e+00, 2.000000e+00]> : tensor<2xf32>
// GLOBALS: dense<[0, 3, 0, 0]> : tensor<4xi32>
memref.global "private" constant @cst : memref<2xf32> = dense<[1.0, 2.0]>
memref.global "private" @counts : memref<4xi32> = uninitialized
func.func @globals() -> (memref<2xf32>, memref<4xi32>) {
  %c1 = arith.constant 1 : index
  %three = arith.constant 3 : i32
  %a = memref.get_global @cst : memref<2xf32>
  %b = memref.get_global @counts : memref<4xi32>
  memref.store %three, %b[%c1] : memref<4xi32>
  // A second get_global sees the store: globals have one storage.
  %again = memref.get_global @counts : memref<4xi32>
  return %a, %again : memref<2xf32>, memref<4xi32>
}

// TENSORS: dense<[1.000000e+00, 2.000000e+00]> : tensor<2xf32>
// TENSORS: dense<[4.000000e+00, 2.000000e+00]> : tensor<2xf32>
// TENSORS: dense<0.000000e+00> : tensor<3xf32>
func.func @tensors() -> (tensor<2xf32>, tensor<2xf32>, tensor<3xf32>) {
  %c0 = arith.constant 0 : index
  %f4 = arith.constant 4.0 : f32
  %g = memref.get_global @cst : memref<2xf32>
  %t = bufferization.to_tensor %g : memref<2xf32> to tensor<2xf32>
  %b = bufferization.to_buffer %t : tensor<2xf32> to memref<2xf32>
  memref.store %f4, %b[%c0] : memref<2xf32>
  // The tensor read before the store keeps its value.
  %t2 = bufferization.to_tensor %b : memref<2xf32> to tensor<2xf32>
  %z = bufferization.alloc_tensor() : tensor<3xf32>
  return %t, %t2, %z : tensor<2xf32>, tensor<2xf32>, tensor<3xf32>
}

// FREED: error: 'memref.load' op load at [0] accesses a buffer that was deallocated
func.func @use_after_free() -> f32 {
  %c0 = arith.constant 0 : index
  %m = memref.alloc() : memref<4xf32>
  %v = memref.subview %m[1] [2] [1] : memref<4xf32> to memref<2xf32, strided<[1], offset: 1>>
  memref.dealloc %m : memref<4xf32>
  %x = memref.load %v[%c0] : memref<2xf32, strided<[1], offset: 1>>
  return %x : f32
}

// OOB: error: 'memref.store' op store at [4] is out of bounds of a memref of shape [4]
func.func @out_of_bounds() {
  %c4 = arith.constant 4 : index
  %f = arith.constant 1.0 : f32
  %m = memref.alloc() : memref<4xf32>
  memref.store %f, %m[%c4] : memref<4xf32>
  return
}

// A memref argument read from .npy and a memref result written back.
// NPY: dense<{{\[}}[0.000000e+00, 2.000000e+00, 4.000000e+00, 0.000000e+00], [0.000000e+00, 1.400000e+01, 1.400000e+01, 0.000000e+00], [1.000000e+01, 0.000000e+00, 1.800000e+01, 0.000000e+00]]> : tensor<3x4xf32>
func.func @double(%m: memref<3x4xf32>) -> memref<3x4xf32> {
  %t = bufferization.to_tensor %m : memref<3x4xf32> to tensor<3x4xf32>
  %d = arith.addf %t, %t : tensor<3x4xf32>
  %b = bufferization.to_buffer %d : tensor<3x4xf32> to memref<3x4xf32>
  memref.copy %b, %m : memref<3x4xf32> to memref<3x4xf32>
  return %m : memref<3x4xf32>
}
