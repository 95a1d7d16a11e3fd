// Reshapes to and from rank 0 use an empty reassociation and unit dims (found by
// tests/jax_fresh: logsumexp's broadcast of a scalar to 1x1, bufferized).
// RUN: xla-opt %s --split-input-file --verify-diagnostics | FileCheck %s
// RUN: mlir-opt %s --split-input-file --verify-diagnostics | FileCheck %s

// CHECK-LABEL: func.func @rank0
// CHECK: memref.expand_shape %{{.*}} [] output_shape [1, 1] : memref<f32> into memref<1x1xf32>
// CHECK: memref.collapse_shape %{{.*}} [] : memref<1xf32> into memref<f32>
func.func @rank0(%arg0: memref<f32>, %arg1: memref<1xf32>) -> (memref<1x1xf32>, memref<f32>) {
  %0 = memref.expand_shape %arg0 [] output_shape [1, 1] : memref<f32> into memref<1x1xf32>
  %1 = memref.collapse_shape %arg1 [] : memref<1xf32> into memref<f32>
  return %0, %1 : memref<1x1xf32>, memref<f32>
}

// -----

func.func @rank0_not_ones(%arg0: memref<2xf32>) -> memref<f32> {
  // expected-error @+1 {{'memref.collapse_shape' op rank 0 memrefs can only be extended/collapsed with/from ones}}
  %0 = memref.collapse_shape %arg0 [] : memref<2xf32> into memref<f32>
  return %0 : memref<f32>
}
