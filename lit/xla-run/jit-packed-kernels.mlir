// REQUIRES: melior
// Issue 13, item 4: the element-wise and reduction loops that reach LLVM become packed vector
// code (AVX2 ymm or AVX-512 zmm registers on x86), not scalar ss/sd instructions. Checked
// both in the optimized LLVM IR and in the host object's disassembly.
// RUN: rm -rf %t && mkdir -p %t
// RUN: xla-opt %s --lower-to-llvm -o %t/llvm.mlir
// RUN: xla-translate --mlir-to-llvmir %t/llvm.mlir -O3 | FileCheck %s --check-prefix=IR
// RUN: xla-run %s --entry gelu --emit-object %t/gelu.o
// RUN: llvm-objdump -d --no-show-raw-insn %t/gelu.o | FileCheck %s --check-prefix=GELU
// RUN: xla-run %s --entry row_sum --emit-object %t/row_sum.o
// RUN: llvm-objdump -d --no-show-raw-insn %t/row_sum.o | FileCheck %s --check-prefix=SUM

// The element-wise chain (gelu's tanh form, tanh approximated) is one vector loop.
// IR-LABEL: define {{.*}}@gelu_parallel_0
// IR: fmul <{{8|16}} x float>
// IR: fdiv <{{8|16}} x float>
// The row sum keeps vector accumulators; its adds may be reassociated.
// IR-LABEL: define {{.*}}@row_sum_parallel_0
// IR: fadd reassoc <{{8|16}} x float>

// Packed single-precision multiplies and a packed divide on full vector registers.
// GELU-LABEL: <gelu_parallel_0>:
// GELU: vmulps {{.*}}%{{[yz]}}mm
// GELU: vdivps {{.*}}%{{[yz]}}mm
// GELU-LABEL: <row_sum>:

// The sum's loop adds whole vectors of the row, straight from memory, into accumulators.
// SUM-LABEL: <row_sum_parallel_0>:
// SUM: vaddps {{.*}}(%{{[a-z0-9]+}}), %[[ACC:[yz]mm[0-9]+]], %[[ACC]]

func.func @gelu(%x: tensor<4096xf32>) -> tensor<4096xf32> {
  %half = hlo.constant dense<5.000000e-01> : tensor<4096xf32>
  %one = hlo.constant dense<1.000000e+00> : tensor<4096xf32>
  %c = hlo.constant dense<4.471500e-02> : tensor<4096xf32>
  %s = hlo.constant dense<0.797884583> : tensor<4096xf32>
  %x2 = hlo.multiply %x, %x : tensor<4096xf32>
  %x3 = hlo.multiply %x2, %x : tensor<4096xf32>
  %cx3 = hlo.multiply %c, %x3 : tensor<4096xf32>
  %inner = hlo.add %x, %cx3 : tensor<4096xf32>
  %arg = hlo.multiply %s, %inner : tensor<4096xf32>
  %t = hlo.tanh %arg : tensor<4096xf32>
  %t1 = hlo.add %one, %t : tensor<4096xf32>
  %hx = hlo.multiply %half, %x : tensor<4096xf32>
  %y = hlo.multiply %hx, %t1 : tensor<4096xf32>
  return %y : tensor<4096xf32>
}

func.func @row_sum(%x: tensor<256x1024xf32>) -> tensor<256xf32> {
  %zero = hlo.constant dense<0.000000e+00> : tensor<f32>
  %r = hlo.reduce(%x init: %zero) applies hlo.add across dimensions = [1] : (tensor<256x1024xf32>, tensor<f32>) -> tensor<256xf32>
  return %r : tensor<256xf32>
}
