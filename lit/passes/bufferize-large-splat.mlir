// RUN: xla-opt %s --split-input-file --bufferize | FileCheck %s
// RUN: xla-opt %s --split-input-file --bufferize --convert-linalg-to-loops --convert-scf-to-cf --convert-to-llvm --reconcile-unrealized-casts | FileCheck %s --check-prefix=LLVM
// RUN: xla-opt %s --split-input-file --bufferize --convert-linalg-to-loops --convert-scf-to-cf --convert-to-llvm --reconcile-unrealized-casts | mlir-translate --mlir-to-llvmir --split-input-file > /dev/null

// Splat constants over 64 KiB are filled at run time, never expanded into a global that LLVM
// would hold element by element (issue 18 item 7, docs/limits.md); smaller ones, and splats
// of complex numbers, stay globals. An empty global gets no initializer.

// CHECK-LABEL: func.func @large
// CHECK-NOT: memref.global
// CHECK: %[[V:.*]] = arith.constant 1.500000e+00 : f32
// CHECK: %[[B:.*]] = memref.alloc() {alignment = 64 : i64} : memref<1000000000xf32>
// CHECK: linalg.fill ins(%[[V]] : f32) outs(%[[B]] : memref<1000000000xf32>)
// CHECK: return %[[B]]
// LLVM-LABEL: llvm.func @large
// LLVM-NOT: llvm.mlir.global
func.func @large() -> tensor<1000000000xf32> {
  %0 = arith.constant dense<1.5> : tensor<1000000000xf32>
  return %0 : tensor<1000000000xf32>
}

// -----

// 64 KiB exactly: still a global.
// CHECK: memref.global "private" constant @__constant_16384xi32 : memref<16384xi32> = dense<7>
// CHECK-LABEL: func.func @small
// CHECK: memref.get_global @__constant_16384xi32
// LLVM: llvm.mlir.global private constant @__constant_16384xi32(dense<7> : tensor<16384xi32>)
func.func @small() -> tensor<16384xi32> {
  %0 = arith.constant dense<7> : tensor<16384xi32>
  return %0 : tensor<16384xi32>
}

// -----

// CHECK-LABEL: func.func @empty
// CHECK: memref.get_global @__constant_0x100000000000xf32
// LLVM: llvm.mlir.global private constant @__constant_0x100000000000xf32() {{.*}} : !llvm.array<0 x array<100000000000 x f32>> {
// LLVM-NEXT: llvm.mlir.undef
func.func @empty() -> tensor<0x100000000000xf32> {
  %0 = arith.constant dense<1.0> : tensor<0x100000000000xf32>
  return %0 : tensor<0x100000000000xf32>
}
