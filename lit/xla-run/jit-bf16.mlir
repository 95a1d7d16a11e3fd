// REQUIRES: melior
// Regression (found by tests/jax_fresh b2_half_mixed, b3_small_dtype_scans): a bf16 value
// that LLVM keeps live across blocks (the -inf init of a max reduction, loaded once and stored
// in the fill loop) is an f32 in registers, truncated at its store by a call of __truncsfbf2,
// which libgcc 12 lacks: "Symbols not found: [ __truncsfbf2 ]". The JIT registers it.
// RUN: rm -rf %t && mkdir -p %t
// RUN: xla-run %s --entry make --output-dir %t
// RUN: xla-run %s --input %t/out0.npy --print | FileCheck %s
// RUN: xla-run %s --backend jit --input %t/out0.npy --print | FileCheck %s

// CHECK: dense<[4.000000e+00, 8.000000e+00, -1.000000e+00]> : tensor<3xbf16>
// CHECK: dense<[1.000000e+00, 2.000000e+00, 3.000000e+00, 4.000000e+00]> : tensor<4xbf16>
func.func @main(%x: tensor<3x4xf32>) -> (tensor<3xbf16>, tensor<4xbf16>) {
  %b = stablehlo.convert %x : (tensor<3x4xf32>) -> tensor<3x4xbf16>
  %init = stablehlo.constant dense<0xFF80> : tensor<bf16>
  %m = stablehlo.reduce(%b init: %init) applies stablehlo.maximum across dimensions = [1] : (tensor<3x4xbf16>, tensor<bf16>) -> tensor<3xbf16>
  %row = stablehlo.slice %b [0:1, 0:4] : (tensor<3x4xbf16>) -> tensor<1x4xbf16>
  %r = stablehlo.reshape %row : (tensor<1x4xbf16>) -> tensor<4xbf16>
  return %m, %r : tensor<3xbf16>, tensor<4xbf16>
}

func.func @make() -> tensor<3x4xf32> {
  %x = stablehlo.constant dense<[[1.0, 2.0, 3.0, 4.0], [8.0, -2.0, 0.5, 7.0], [-1.0, -3.0, -2.0, -5.0]]> : tensor<3x4xf32>
  return %x : tensor<3x4xf32>
}
