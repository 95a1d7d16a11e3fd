// REQUIRES: melior
// A module lowered by `xla-opt --lower-to-llvm` runs through the JIT on .npy inputs without
// --entry-type: the entry's xla.memref_signature gives the input and result types.
// RUN: rm -rf %t && mkdir -p %t
// RUN: xla-run %S/Inputs/jit-inputs.mlir --entry make --output-dir %t
// RUN: xla-opt %s --lower-to-llvm -o %t/llvm.mlir
// RUN: xla-run %t/llvm.mlir --backend jit --input %t/out0.npy %t/out1.npy --print | FileCheck %s
// RUN: xla-run %t/llvm.mlir --input %t/out0.npy %t/out1.npy --print | FileCheck %s
// RUN: not xla-run %t/llvm.mlir --backend jit --input %t/out0.npy 2>&1 | FileCheck %s --check-prefix=COUNT

// CHECK: dense<[3.500000e+00, 4.500000e+00, 5.500000e+00, 6.500000e+00]> : tensor<4xf32>
// COUNT: error: function 'main' takes 2 arguments, but 1 inputs were given

func.func @main(%x: tensor<4xf32>, %k: tensor<f32>) -> tensor<4xf32> {
  %b = hlo.broadcast_in_dim %k, dims = [] : (tensor<f32>) -> tensor<4xf32>
  %0 = hlo.add %x, %b : tensor<4xf32>
  return %0 : tensor<4xf32>
}
