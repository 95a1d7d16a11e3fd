// REQUIRES: xla-run
// RUN: rm -rf %t && mkdir -p %t
// RUN: xla-run %s --entry make --output-dir %t
// RUN: xla-run %s --entry compute --input %t/out0.npy %t/out1.npy --print | FileCheck %s
// RUN: xla-opt %s --convert-to-llvm --reconcile-unrealized-casts > %t/lowered.mlir
// RUN: xla-run %t/lowered.mlir --entry compute --input %t/out0.npy %t/out1.npy --print | FileCheck %s
// RUN: xla-run %t/lowered.mlir --entry compute --input %t/out0.npy %t/out1.npy --output-dir %t/low
// RUN: xla-run %s --entry compute --input %t/low/out0.npy %t/out1.npy --print | FileCheck %s --check-prefix=AGAIN

// A memref program runs the same before and after --convert-to-llvm: xla-run passes the
// .npy inputs of a lowered function as expanded memref descriptors (its original
// signature is recorded in xla.memref_signature) and reads returned descriptors back.

// CHECK: dense<[1.64872122, 1.400000e+01, 2.000000e+00, 1.400000e+01]> : tensor<4xf32>
// CHECK: dense<1.400000e+01> : tensor<f32>
// AGAIN: dense<[5.20032549, 3.600000e+01, 2.000000e+00, 3.600000e+01]> : tensor<4xf32>

func.func @make() -> (tensor<4xf32>, tensor<f32>) {
  %a = arith.constant dense<[0.5, 1.0, 2.0, 3.0]> : tensor<4xf32>
  %s = arith.constant dense<2.0> : tensor<f32>
  return %a, %s : tensor<4xf32>, tensor<f32>
}

memref.global "private" constant @w : memref<4xf32> = dense<[1.0, 2.0, 3.0, 4.0]>
func.func @compute(%a: memref<4xf32>, %s: f32) -> (memref<4xf32>, f32) {
  %w = memref.get_global @w : memref<4xf32>
  %out = memref.alloc() : memref<4xf32>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %x0 = memref.load %a[%c0] : memref<4xf32>
  %w0 = memref.load %w[%c0] : memref<4xf32>
  %y0 = arith.mulf %x0, %w0 : f32
  %z0 = math.exp %y0 : f32
  memref.store %z0, %out[%c0] : memref<4xf32>
  %x3 = memref.load %a[%c3] : memref<4xf32>
  %w3 = memref.load %w[%c3] : memref<4xf32>
  %y3 = arith.addf %x3, %w3 : f32
  %t = arith.mulf %y3, %s : f32
  memref.store %t, %out[%c3] : memref<4xf32>
  %tmp = memref.alloc() : memref<2x2xf32>
  memref.store %t, %tmp[%c1, %c1] : memref<2x2xf32>
  %back = memref.load %tmp[%c1, %c1] : memref<2x2xf32>
  memref.dealloc %tmp : memref<2x2xf32>
  memref.store %back, %out[%c1] : memref<4xf32>
  memref.store %s, %out[%c2] : memref<4xf32>
  return %out, %back : memref<4xf32>, f32
}
