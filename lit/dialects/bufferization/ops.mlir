// RUN: xla-opt %s | xla-opt | FileCheck %s
// RUN: xla-opt %s --mlir-print-op-generic | xla-opt | FileCheck %s
// RUN: xla-opt %s | mlir-opt | FileCheck %s

// Every bufferization op in its custom syntax; CHECK lines are mlir-opt 22's output.

func.func @ops(%m: memref<4x8xf32>, %d: index, %u: memref<*xf32>) -> tensor<4x8xf32> {
  %t = bufferization.to_tensor %m : memref<4x8xf32> to tensor<4x8xf32>
  %t2 = bufferization.to_tensor %m restrict writable : memref<4x8xf32> to tensor<4x8xf32>
  %tu = bufferization.to_tensor %u : memref<*xf32> to tensor<*xf32>
  %b = bufferization.to_buffer %t : tensor<4x8xf32> to memref<4x8xf32>
  %b2 = bufferization.to_buffer %t read_only : tensor<4x8xf32> to memref<4x8xf32, strided<[?, ?], offset: ?>>
  %a = bufferization.alloc_tensor(%d) : tensor<?x8xf32>
  %a2 = bufferization.alloc_tensor() copy(%t) : tensor<4x8xf32>
  %a3 = bufferization.alloc_tensor() {memory_space = 1 : i64} : tensor<4x8xf32>
  %a4 = bufferization.alloc_tensor(%d) size_hint=%d : tensor<?x8xf32>
  bufferization.dealloc_tensor %a : tensor<?x8xf32>
  return %t2 : tensor<4x8xf32>
}

// CHECK-LABEL: func.func @ops(%arg0: memref<4x8xf32>, %arg1: index, %arg2: memref<*xf32>) -> tensor<4x8xf32> {
// CHECK:   %0 = bufferization.to_tensor %arg0 : memref<4x8xf32> to tensor<4x8xf32>
// CHECK:   %1 = bufferization.to_tensor %arg0 restrict writable : memref<4x8xf32> to tensor<4x8xf32>
// CHECK:   %2 = bufferization.to_tensor %arg2 : memref<*xf32> to tensor<*xf32>
// CHECK:   %3 = bufferization.to_buffer %0 : tensor<4x8xf32> to memref<4x8xf32>
// CHECK:   %4 = bufferization.to_buffer %0 read_only : tensor<4x8xf32> to memref<4x8xf32, strided<[?, ?], offset: ?>>
// CHECK:   %5 = bufferization.alloc_tensor(%arg1) : tensor<?x8xf32>
// CHECK:   %6 = bufferization.alloc_tensor() copy(%0) : tensor<4x8xf32>
// CHECK:   %7 = bufferization.alloc_tensor() {memory_space = 1 : i64} : tensor<4x8xf32>
// CHECK:   %8 = bufferization.alloc_tensor(%arg1) size_hint=%arg1 : tensor<?x8xf32>
// CHECK:   bufferization.dealloc_tensor %5 : tensor<?x8xf32>
// CHECK:   return %1 : tensor<4x8xf32>
// CHECK: }
