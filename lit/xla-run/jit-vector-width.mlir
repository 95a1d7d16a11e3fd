// REQUIRES: melior, avx512
// On an AVX-512 host the JIT and --emit-object ask LLVM for 512-bit vectors
// (`--llvm-prefer-vector-width` with the host's width): LLVM's tuning for Intel's AVX-512
// cores would vectorize element-wise loops at 256 bits, half of what their two 512-bit FMA
// units execute. The loop's arithmetic is on zmm registers.
// RUN: rm -rf %t && mkdir -p %t
// RUN: xla-run %s --entry scale_exp --emit-object %t/scale_exp.o
// RUN: llvm-objdump -d --no-show-raw-insn %t/scale_exp.o | FileCheck %s

// CHECK-LABEL: <scale_exp_parallel_0>:
// CHECK: vmulps {{.*}}%zmm
// CHECK: vfmadd{{[0-9]+}}ps {{.*}}%zmm

func.func @scale_exp() -> tensor<8192xf32> {
  %i = hlo.iota dim = 0 : tensor<8192xi32>
  %f = hlo.convert %i : (tensor<8192xi32>) -> tensor<8192xf32>
  %m = hlo.constant dense<1.000000e+00> : tensor<8192xf32>
  %x = hlo.multiply %f, %m : tensor<8192xf32>
  %e = hlo.exponential %x : tensor<8192xf32>
  return %e : tensor<8192xf32>
}
