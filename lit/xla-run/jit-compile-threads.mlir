// REQUIRES: melior
// A product compiled on two threads (its packing and macro-kernel leaves in a side object,
// docs/backends/melior.md "Two compile threads") and on one gives the interpreter's values;
// --timing names the split compile.
// RUN: xla-run %s --backend jit --compile-threads 2 --timing --print 2>&1 | FileCheck %s --check-prefixes=CHECK,SPLIT
// RUN: xla-run %s --backend jit --compile-threads 1 --timing --print 2>&1 | FileCheck %s --check-prefixes=CHECK,WHOLE
// RUN: xla-run %s --print | FileCheck %s
// RUN: not xla-run %s --backend jit --compile-threads 0 2>&1 | FileCheck %s --check-prefix=ZERO

// SPLIT: LLVM: translate, optimize, generate code (two threads)
// WHOLE: LLVM: translate, optimize, generate code:
// CHECK: dense<{{\[\[}}1.200000e+02, 2.400000e+02, 3.600000e+02], [3.760000e+02, 7.520000e+02, 1.128000e+03]]> : tensor<2x3xf32>
// ZERO: error: invalid value '0' for '--compile-threads <N>'
func.func @main() -> tensor<2x3xf32> {
  %a = stablehlo.iota dim = 1 : tensor<2x16xf32>
  %r = stablehlo.iota dim = 0 : tensor<2x16xf32>
  %b = stablehlo.iota dim = 1 : tensor<16x3xf32>
  %one = stablehlo.constant dense<1.0> : tensor<16x3xf32>
  %b1 = stablehlo.add %b, %one : tensor<16x3xf32>
  %s = stablehlo.constant dense<16.0> : tensor<2x16xf32>
  %rs = stablehlo.multiply %r, %s : tensor<2x16xf32>
  %a1 = stablehlo.add %a, %rs : tensor<2x16xf32>
  %0 = stablehlo.dot %a1, %b1 : (tensor<2x16xf32>, tensor<16x3xf32>) -> tensor<2x3xf32>
  return %0 : tensor<2x3xf32>
}
