// RUN: xla-opt %s --convert-to-llvm --reconcile-unrealized-casts | FileCheck %s
// RUN: xla-opt %s --convert-to-llvm --reconcile-unrealized-casts | mlir-opt > /dev/null
// RUN: xla-opt %s --convert-to-llvm --reconcile-unrealized-casts | mlir-translate --mlir-to-llvmir > /dev/null
// RUN: rm -rf %t && mkdir -p %t && xla-run %S/Inputs/views-make.mlir --entry make --output-dir %t
// RUN: xla-run %s --entry views --input %t/out0.npy %t/out1.npy --print | FileCheck %s --check-prefix=EXEC
// RUN: xla-opt %s --convert-to-llvm --reconcile-unrealized-casts | xla-run - --entry views --input %t/out0.npy %t/out1.npy --print | FileCheck %s --check-prefix=EXEC

// Views: a subview's descriptor (offset = source offset + sum of offset * stride), a copy
// into a strided view (rows of 4, not contiguous: unrolled loads and stores), a copy from a
// dense strided view (memcpy), collapse_shape (new sizes and strides on the same pointers).
// Same results before and after.

// CHECK-LABEL: llvm.func @views(
// CHECK: llvm.call @malloc
// CHECK: llvm.mul %{{.*}}, %{{.*}} : i64
// CHECK: llvm.load
// CHECK: llvm.store
// CHECK: "llvm.intr.memcpy"
// CHECK: llvm.call @free
// EXEC: dense<[0.000000e+00, 1.000000e+00, 2.000000e+00, 3.000000e+00, 4.000000e+00, 5.000000e+00, 6.000000e+00, 7.000000e+00, 8.000000e+00, 9.000000e+00, 1.000000e+01, 1.100000e+01]> : tensor<12xf32>

func.func @views(%a: memref<8x3xf32>, %i: index) -> memref<12xf32> {
  %big = memref.alloc() : memref<11x4xf32>
  %sub = memref.subview %big[%i, 0] [8, 3] [1, 1] : memref<11x4xf32> to memref<8x3xf32, strided<[4, 1], offset: ?>>
  memref.copy %a, %sub : memref<8x3xf32> to memref<8x3xf32, strided<[4, 1], offset: ?>>
  %top = memref.subview %a[0, 0] [4, 3] [1, 1] : memref<8x3xf32> to memref<4x3xf32, strided<[3, 1]>>
  %flat = memref.alloc() : memref<4x3xf32>
  memref.copy %top, %flat : memref<4x3xf32, strided<[3, 1]>> to memref<4x3xf32>
  %c = memref.collapse_shape %flat [[0, 1]] : memref<4x3xf32> into memref<12xf32>
  memref.dealloc %big : memref<11x4xf32>
  return %c : memref<12xf32>
}
