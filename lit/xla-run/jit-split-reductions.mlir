// REQUIRES: melior
// A reduction to one value split into parallel chunks (--scf-split-reductions, in
// --lower-to-llvm): the same bits on one thread and on two, and close to the interpreter's
// sequential sum.
// RUN: xla-opt %s --lower-to-llvm | FileCheck %s --check-prefix=IR
// RUN: xla-run %s --backend jit --threads 1 --print > %t.one
// RUN: xla-run %s --backend jit --threads 2 --print > %t.two
// RUN: diff %t.one %t.two
// RUN: xla-run %s --backend jit | FileCheck %s
// IR: llvm.call @xla_cpu_parallel_for
// CHECK: 1 passed, 0 failed

func.func @main() {
  %i = hlo.iota dim = 0 : tensor<1048576xf32>
  %s = hlo.constant dense<1.0e-3> : tensor<1048576xf32>
  %x = hlo.multiply %i, %s : tensor<1048576xf32>
  %c = hlo.cosine %x : tensor<1048576xf32>
  %zero = hlo.constant dense<0.0> : tensor<f32>
  %sum = hlo.reduce(%c init: %zero) applies hlo.add across dimensions = [0] : (tensor<1048576xf32>, tensor<f32>) -> tensor<f32>
  // numpy's f64 sum of cos over the same f32 x: -656.17...; f32 sums of 2^20 terms in any
  // order stay within ~1e-2 of it (ulp(656) = 6.1e-5).
  %want = hlo.constant dense<-656.17126> : tensor<f32>
  check.expect_close %sum, %want, max_ulp_difference = 1000 : tensor<f32>, tensor<f32>
  return
}
