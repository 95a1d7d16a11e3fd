// RUN: xla-opt %s -split-input-file -verify-diagnostics
// RUN: mlir-opt %s -split-input-file -verify-diagnostics

// bufferization verifier rules with single diagnostics, as mlir-opt 22 reports them.
// (A to_tensor/to_buffer type mismatch makes upstream emit two errors; ours is one error
// with the reason as a note, so it is unit-tested in the crate instead.)

func.func @alloc_tensor_sizes(%d: index) {
  // expected-error @+1 {{'bufferization.alloc_tensor' op incorrect number of dynamic sizes, has 0, expected 1}}
  %0 = bufferization.alloc_tensor() : tensor<?x8xf32>
  return
}

// -----

func.func @alloc_tensor_copy_sizes(%t: tensor<4x?xf32>, %d: index) {
  // expected-error @+1 {{dynamic sizes not needed when copying a tensor}}
  %0 = bufferization.alloc_tensor(%d) copy(%t) : tensor<4x?xf32>
  return
}

// -----

func.func @to_tensor_of_tensor(%t: tensor<4xf32>) {
  // expected-error @+1 {{custom op 'bufferization.to_tensor' invalid kind of type specified}}
  %0 = bufferization.to_tensor %t : tensor<4xf32> to tensor<4xf32>
  return
}

// -----

func.func @to_buffer_of_memref(%m: memref<4xf32>) {
  // expected-error @+1 {{custom op 'bufferization.to_buffer' invalid kind of type specified}}
  %0 = bufferization.to_buffer %m : memref<4xf32> to memref<4xf32>
  return
}
