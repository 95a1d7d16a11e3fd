// RUN: not xla-opt %s --split-input-file --convert-to-llvm 2>&1 | FileCheck %s

// Buffers beyond what a 64-bit target can address (2^63 - 1 bytes, counting the inner arrays
// of an empty global) are a located error before LLVM sees them (issue 18 item 7,
// docs/limits.md).

// CHECK: convert-to-llvm-addressable.mlir:[[# @LINE + 2]]:8: error: 'memref.alloc' op a buffer of 4611686018427387904 elements of 4 bytes is more than the target can address (2^63 - 1 bytes; see docs/limits.md)
func.func @huge() -> memref<4611686018427387904xf32> {
  %0 = memref.alloc() : memref<4611686018427387904xf32>
  return %0 : memref<4611686018427387904xf32>
}

// -----

// CHECK: convert-to-llvm-addressable.mlir:[[# @LINE + 1]]:1: error: 'memref.global' op a buffer of 0x4611686018427387904 elements of 4 bytes is more than the target can address
memref.global "private" constant @g : memref<0x4611686018427387904xf32> = dense<1.0>
