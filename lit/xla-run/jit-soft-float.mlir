// REQUIRES: melior
// bf16 arithmetic and f64 -> bf16 / f16 conversions through the JIT. On CPUs without
// AVX512-BF16, LLVM calls __truncsfbf2, which the bridge registers
// (backends/melior/src/float_runtime.rs). The results equal the interpreter's and JAX's on
// CPU: f64 converts through f32, so 1 + 2^-8 + 1e-14 becomes 1 (a tie in f32, to even) and
// 1 + 2^-8 + 2^-22 becomes 1 + 2^-7.
// RUN: rm -rf %t && mkdir -p %t
// RUN: xla-run %s --entry make --output-dir %t
// RUN: xla-run %s --entry main --backend jit --input %t/out0.npy %t/out1.npy --print | FileCheck %s
// RUN: xla-run %s --entry main --input %t/out0.npy %t/out1.npy --print | FileCheck %s
// An object file is compiled, not run: no inputs are needed for an entry that takes arguments.
// RUN: xla-run %s --entry main --emit-object %t/main.o
// RUN: test -s %t/main.o

// CHECK: dense<[2.000000e+00, 5.000000e+00, -6.000000e+00, 0x7F80]> : tensor<4xbf16>
// CHECK-NEXT: dense<[1.000000e+00, 1.007810e+00, 1.000000e+00, 7.014400e+04]> : tensor<4xbf16>
// CHECK-NEXT: dense<[1.003910e+00, 1.003910e+00, 1.000980e+00, 0x7C00]> : tensor<4xf16>

func.func @make() -> (tensor<4xf32>, tensor<4xf64>) {
  %0 = hlo.constant dense<[1.0, 2.5, -3.0, 3.0e38]> : tensor<4xf32>
  %1 = hlo.constant dense<[1.00390625000001, 1.0039064884185791015625, 1.0004885196685791015625, 70000.0]> : tensor<4xf64>
  return %0, %1 : tensor<4xf32>, tensor<4xf64>
}

func.func @main(%a: tensor<4xf32>, %b: tensor<4xf64>) -> (tensor<4xbf16>, tensor<4xbf16>, tensor<4xf16>) {
  %x = hlo.convert %a : (tensor<4xf32>) -> tensor<4xbf16>
  %y = hlo.add %x, %x : tensor<4xbf16>
  %z = hlo.convert %b : (tensor<4xf64>) -> tensor<4xbf16>
  %h = hlo.convert %b : (tensor<4xf64>) -> tensor<4xf16>
  return %y, %z, %h : tensor<4xbf16>, tensor<4xbf16>, tensor<4xf16>
}
