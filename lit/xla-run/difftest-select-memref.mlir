// Found by the random differential tests (docs/testing.md, seeds 1044 and 1264): at the loop
// level, canonicalize turns an scf.if that yields buffers into arith.select on memrefs, which the
// interpreter did not run ("operand #1 is not a tensor value"). It now picks the whole buffer.
// RUN: xla-opt %s --canonicalize --lower-to-loops | FileCheck %s
// RUN: xla-opt %s --canonicalize --lower-to-loops -o %t.loops.mlir
// RUN: xla-run %t.loops.mlir --input %S/Inputs/difftest-select-memref.in0.npy --print | FileCheck %s --check-prefix=OUT
// RUN: xla-run %s --input %S/Inputs/difftest-select-memref.in0.npy --print | FileCheck %s --check-prefix=OUT
// RUN: xla-opt %s --canonicalize --lower-to-llvm -o %t.llvm.mlir
// RUN: xla-run %t.llvm.mlir --input %S/Inputs/difftest-select-memref.in0.npy --print | FileCheck %s --check-prefix=OUT

// CHECK: arith.select %{{.*}}, %{{.*}}, %{{.*}} : memref<i32>
// OUT: dense<8> : tensor<i32>

func.func @main(%arg1: tensor<i32>) -> tensor<i32> {
  %v9 = hlo.constant dense<0> : tensor<i32>
  %v10 = hlo.compare GE, %arg1, %v9, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
  %v11 = "hlo.if"(%v10) ({
    %v14 = hlo.constant dense<8> : tensor<i32>
    hlo.return %v14 : tensor<i32>
  }, {
    hlo.return %v9 : tensor<i32>
  }) : (tensor<i1>) -> tensor<i32>
  return %v11 : tensor<i32>
}
