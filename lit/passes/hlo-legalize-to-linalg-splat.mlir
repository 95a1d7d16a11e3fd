// RUN: xla-opt %s --hlo-legalize-to-linalg | FileCheck %s
// RUN: xla-opt %s --lower-to-llvm | FileCheck %s --check-prefix=LLVM
// Same values at the hlo level and the llvm level (the interpreter runs both):
// RUN: xla-run %s --print > %t.hlo
// RUN: xla-opt %s --lower-to-llvm | xla-run - --print > %t.llvm
// RUN: diff %t.hlo %t.llvm

// A splat constant becomes a generic that yields the scalar: fused into its consumers, it
// is never an array in memory, and the llvm module holds no global of its size.

// CHECK-LABEL: func.func @main(
// CHECK-NOT: dense<5.000000e-01> : tensor<64x32xf32>
// CHECK: linalg.generic {{.*}}} outs(%{{.*}} : tensor<64x32xf32>) {
// CHECK: %[[HALF:.*]] = arith.constant 5.000000e-01 : f32
// CHECK-NEXT: linalg.yield %[[HALF]] : f32
// LLVM-NOT: !llvm.array
func.func @main() -> (tensor<64x32xf32>, tensor<3xi32>, tensor<2x2xi1>) {
  %x = hlo.iota dim = 1 : tensor<64x32xf32>
  %half = hlo.constant dense<0.5> : tensor<64x32xf32>
  %r = hlo.multiply %x, %half : tensor<64x32xf32>
  // Returned directly: written by a loop.
  %i = hlo.constant dense<7> : tensor<3xi32>
  %b = hlo.constant dense<true> : tensor<2x2xi1>
  return %r, %i, %b : tensor<64x32xf32>, tensor<3xi32>, tensor<2x2xi1>
}
