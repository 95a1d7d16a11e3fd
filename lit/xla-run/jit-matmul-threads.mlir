// REQUIRES: melior
// RUN: rm -rf %t && mkdir -p %t
// RUN: xla-run %s --backend jit --threads 1 --print > %t/jit1.txt
// RUN: xla-run %s --backend jit --threads 2 --print > %t/jit2.txt
// RUN: xla-run %s --backend jit --threads 3 --print > %t/jit3.txt
// RUN: diff %t/jit1.txt %t/jit2.txt
// RUN: diff %t/jit1.txt %t/jit3.txt
// RUN: xla-opt %s --lower-to-llvm | FileCheck %s

// The matmul generator's task loop runs on the runtime's thread pool (grain 1: it sized the
// tasks itself, docs/lowering/matmul-kernel.md "Parallelism"): a 128x128x256 product (4 N
// parts) and a batch of 6, both shared by two sites each. Every C element is computed by
// one task in the same order, so the results are bit-identical for every thread count
// (inputs with fractional values: any change of summation order would show).
// CHECK-LABEL: llvm.func @main(
// CHECK-COUNT-2: llvm.call @xla_matmul_0(
// CHECK-COUNT-2: llvm.call @xla_matmul_1(
// (`--cse` leaves one constant 1 per function, before the call.)
// CHECK-LABEL: llvm.func @xla_matmul_0(
// CHECK: %[[G:.*]] = llvm.mlir.constant(1 : i64) : i64
// CHECK-NOT: llvm.mlir.constant(1 : i64)
// CHECK: %[[BODY:.*]] = llvm.mlir.addressof @xla_matmul_0_parallel_0
// CHECK-NEXT: llvm.call @xla_cpu_parallel_for(%[[BODY]], %{{.*}}, %{{.*}}, %{{.*}}, %[[G]])
// CHECK-LABEL: llvm.func @xla_matmul_1(
// CHECK: llvm.call @xla_cpu_parallel_for(

func.func @main() -> (tensor<128x256xf32>, tensor<128x256xf32>, tensor<6x64x96xf32>, tensor<6x64x96xf32>) {
  %ai = stablehlo.iota dim = 0 : tensor<128x128xf32>
  %aj = stablehlo.iota dim = 1 : tensor<128x128xf32>
  %as = stablehlo.constant dense<0.0137> : tensor<128x128xf32>
  %a0 = stablehlo.multiply %ai, %aj : tensor<128x128xf32>
  %a1 = stablehlo.multiply %a0, %as : tensor<128x128xf32>
  %a = stablehlo.sine %a1 : tensor<128x128xf32>
  %bi = stablehlo.iota dim = 0 : tensor<128x256xf32>
  %bj = stablehlo.iota dim = 1 : tensor<128x256xf32>
  %bs = stablehlo.constant dense<0.0071> : tensor<128x256xf32>
  %b0 = stablehlo.add %bi, %bj : tensor<128x256xf32>
  %b1 = stablehlo.multiply %b0, %bs : tensor<128x256xf32>
  %b = stablehlo.cosine %b1 : tensor<128x256xf32>
  %c = stablehlo.dot_general %a, %b, contracting_dims = [1] x [0] : (tensor<128x128xf32>, tensor<128x256xf32>) -> tensor<128x256xf32>
  %b2 = stablehlo.sine %b1 : tensor<128x256xf32>
  %d = stablehlo.dot_general %a, %b2, contracting_dims = [1] x [0] : (tensor<128x128xf32>, tensor<128x256xf32>) -> tensor<128x256xf32>
  %pi = stablehlo.iota dim = 1 : tensor<6x64x32xf32>
  %pk = stablehlo.iota dim = 2 : tensor<6x64x32xf32>
  %pb = stablehlo.iota dim = 0 : tensor<6x64x32xf32>
  %p0 = stablehlo.add %pi, %pk : tensor<6x64x32xf32>
  %p1 = stablehlo.multiply %p0, %pb : tensor<6x64x32xf32>
  %ps = stablehlo.constant dense<0.013> : tensor<6x64x32xf32>
  %p2 = stablehlo.multiply %p1, %ps : tensor<6x64x32xf32>
  %p = stablehlo.sine %p2 : tensor<6x64x32xf32>
  %qk = stablehlo.iota dim = 1 : tensor<6x32x96xf32>
  %qj = stablehlo.iota dim = 2 : tensor<6x32x96xf32>
  %q0 = stablehlo.multiply %qk, %qj : tensor<6x32x96xf32>
  %qs = stablehlo.constant dense<0.021> : tensor<6x32x96xf32>
  %q1 = stablehlo.multiply %q0, %qs : tensor<6x32x96xf32>
  %q = stablehlo.cosine %q1 : tensor<6x32x96xf32>
  %r = stablehlo.dot_general %p, %q, batching_dims = [0] x [0], contracting_dims = [2] x [1] : (tensor<6x64x32xf32>, tensor<6x32x96xf32>) -> tensor<6x64x96xf32>
  %q2 = stablehlo.sine %q1 : tensor<6x32x96xf32>
  %s = stablehlo.dot_general %p, %q2, batching_dims = [0] x [0], contracting_dims = [2] x [1] : (tensor<6x64x32xf32>, tensor<6x32x96xf32>) -> tensor<6x64x96xf32>
  return %c, %d, %r, %s : tensor<128x256xf32>, tensor<128x256xf32>, tensor<6x64x96xf32>, tensor<6x64x96xf32>
}
