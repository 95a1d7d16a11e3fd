// RUN: xla-opt %s --linalg-matmul-to-microkernel=vector-bits=512 | FileCheck %s
// RUN: xla-opt %s --linalg-matmul-to-microkernel=vector-bits=512 | mlir-opt > /dev/null
// RUN: xla-opt %s --linalg-matmul-to-microkernel=vector-bits=256 --convert-linalg-to-loops | xla-run - --entry check --print | FileCheck %s --check-prefix=EXEC

// A product right after a zero fill of its C computes C = A * B: the fill goes, the shared
// function is marked and its macro-kernel writes C in the first k block without reading it
// (docs/lowering/matmul-kernel.md, "C update"). Filled and unfilled sites get different
// functions; a fill with another value, a fill that is not right before the product, or an
// empty reduction (K = 0: the fill is the result) stay.

// CHECK-LABEL: func.func @zero_filled(
// CHECK-NOT: linalg.fill
// CHECK: call @xla_matmul_0(
// CHECK-NOT: linalg.fill
// CHECK: return
func.func @zero_filled(%a: memref<100x50xf32>, %b: memref<50x200xf32>, %c: memref<100x200xf32>) {
  %zero = arith.constant 0.0 : f32
  linalg.fill ins(%zero : f32) outs(%c : memref<100x200xf32>)
  linalg.matmul ins(%a, %b : memref<100x50xf32>, memref<50x200xf32>) outs(%c : memref<100x200xf32>)
  return
}

// CHECK-LABEL: func.func @kept_fills(
// CHECK: linalg.fill ins(%{{.*}} : f32) outs(%arg2
// CHECK: call @xla_matmul_1(
// CHECK: linalg.fill ins(%{{.*}} : f32) outs(%arg3
// CHECK: linalg.fill ins(%{{.*}} : f32) outs(%arg4
// CHECK: call @xla_matmul_1(
// CHECK: linalg.fill ins(%{{.*}} : f32) outs(%arg7
// CHECK: call @xla_matmul_1(
func.func @kept_fills(%a: memref<100x50xf32>, %b: memref<50x200xf32>, %c: memref<100x200xf32>,
                      %d: memref<100x200xf32>, %e: memref<100x200xf32>,
                      %ea: memref<100x0xf32>, %eb: memref<0x200xf32>, %ec: memref<100x200xf32>) {
  %one = arith.constant 1.0 : f32
  %zero = arith.constant 0.0 : f32
  linalg.fill ins(%one : f32) outs(%c : memref<100x200xf32>)
  linalg.matmul ins(%a, %b : memref<100x50xf32>, memref<50x200xf32>) outs(%c : memref<100x200xf32>)
  linalg.fill ins(%zero : f32) outs(%d : memref<100x200xf32>)
  linalg.fill ins(%zero : f32) outs(%e : memref<100x200xf32>)
  linalg.matmul ins(%a, %b : memref<100x50xf32>, memref<50x200xf32>) outs(%d : memref<100x200xf32>)
  linalg.fill ins(%zero : f32) outs(%ec : memref<100x200xf32>)
  linalg.matmul ins(%ea, %eb : memref<100x0xf32>, memref<0x200xf32>) outs(%ec : memref<100x200xf32>)
  return
}

// CHECK-LABEL: func.func private @xla_matmul_0(
// The first k block's update: stores of the accumulators, no loads of C.
// CHECK: %[[FIRST:.*]] = arith.cmpi eq, %{{.*}}, %c0 : index
// CHECK: scf.if %[[FIRST]] {
// CHECK-NOT: vector.load
// CHECK: vector.store
// CHECK: } else {
// CHECK: vector.load
// CHECK: arith.addf
// CHECK: vector.store
// CHECK-LABEL: func.func private @xla_matmul_1(

// Run in the interpreter: a 2x3 . 3x2 product into a zero-filled C, and one into a C
// filled with 1 (which keeps its fill and adds to it).
func.func @check() -> (tensor<2x2xf32>, tensor<2x2xf32>) {
  %a = arith.constant dense<[[1.0, 2.0, 3.0], [4.0, 5.0, 6.0]]> : tensor<2x3xf32>
  %b = arith.constant dense<[[1.0, 0.5], [2.0, -1.0], [0.25, 4.0]]> : tensor<3x2xf32>
  %ma = bufferization.to_buffer %a : tensor<2x3xf32> to memref<2x3xf32>
  %mb = bufferization.to_buffer %b : tensor<3x2xf32> to memref<3x2xf32>
  %c = memref.alloc() : memref<2x2xf32>
  %d = memref.alloc() : memref<2x2xf32>
  %zero = arith.constant 0.0 : f32
  %one = arith.constant 1.0 : f32
  linalg.fill ins(%zero : f32) outs(%c : memref<2x2xf32>)
  linalg.matmul ins(%ma, %mb : memref<2x3xf32>, memref<3x2xf32>) outs(%c : memref<2x2xf32>)
  linalg.fill ins(%one : f32) outs(%d : memref<2x2xf32>)
  linalg.matmul ins(%ma, %mb : memref<2x3xf32>, memref<3x2xf32>) outs(%d : memref<2x2xf32>)
  %tc = bufferization.to_tensor %c restrict : memref<2x2xf32> to tensor<2x2xf32>
  %td = bufferization.to_tensor %d restrict : memref<2x2xf32> to tensor<2x2xf32>
  return %tc, %td : tensor<2x2xf32>, tensor<2x2xf32>
}
// EXEC: dense<{{\[}}[5.750000e+00, 1.050000e+01], [1.550000e+01, 2.100000e+01]]> : tensor<2x2xf32>
// EXEC-NEXT: dense<{{\[}}[6.750000e+00, 1.150000e+01], [1.650000e+01, 2.200000e+01]]> : tensor<2x2xf32>
