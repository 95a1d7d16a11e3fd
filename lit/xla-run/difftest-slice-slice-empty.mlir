// Found by the random differential tests (docs/testing.md, seeds 601 and 605): canonicalize's
// slice-slice rule composed an empty slice of a strided slice into a start past the operand's end
// (5 + 1*3 = 8 > 6), which does not verify. The composed empty slice now starts at the inner start.
// RUN: xla-opt %s --canonicalize | FileCheck %s
// RUN: xla-opt %s --canonicalize --lower-to-llvm -o %t.mlir
// RUN: xla-run %s --print | FileCheck %s --check-prefix=OUT

// CHECK-LABEL: func.func @slices
// CHECK: hlo.slice %arg0 [5:5:9, 2:2:4] : (tensor<6x2xf32>) -> tensor<0x0xf32>
// OUT: dense<> : tensor<0x0xf32>
// OUT: dense<> : tensor<1x0xf32>

func.func @main() -> (tensor<0x0xf32>, tensor<1x0xf32>) {
  %x = hlo.iota dim = 0 : tensor<6x2xf32>
  %0 = call @slices(%x) : (tensor<6x2xf32>) -> tensor<0x0xf32>
  %1 = hlo.slice %x [5:6:3, 2:2:2] : (tensor<6x2xf32>) -> tensor<1x0xf32>
  return %0, %1 : tensor<0x0xf32>, tensor<1x0xf32>
}

func.func @slices(%arg0: tensor<6x2xf32>) -> tensor<0x0xf32> {
  %0 = hlo.slice %arg0 [5:6:3, 2:2:2] : (tensor<6x2xf32>) -> tensor<1x0xf32>
  %1 = hlo.slice %0 [1:1:3, 0:0:2] : (tensor<1x0xf32>) -> tensor<0x0xf32>
  return %1 : tensor<0x0xf32>
}
