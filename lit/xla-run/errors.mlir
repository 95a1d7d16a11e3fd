// REQUIRES: xla-run
// RUN: not xla-run %s 2>&1 | FileCheck %s --check-prefix=NOMAIN
// RUN: not xla-run %s --entry nope 2>&1 | FileCheck %s --check-prefix=NOENTRY
// RUN: not xla-run %s --entry takes_one 2>&1 | FileCheck %s --check-prefix=ARGS
// RUN: not xla-run %s --entry takes_one --input %t.missing.npy 2>&1 | FileCheck %s --check-prefix=READ
// RUN: not xla-run %s --entry unsupported 2>&1 | FileCheck %s --check-prefix=UNSUP

// NOMAIN: error: no function named 'main' in the module
// NOENTRY: error: no function named 'nope' in the module
// ARGS: error: function 'takes_one' takes 1 arguments, but 0 inputs were given
// READ: error: cannot read input #0
// UNSUP: error: 'hlo.fft' op is not supported by the interpreter

func.func @takes_one(%a: tensor<2xf32>) -> tensor<2xf32> {
  return %a : tensor<2xf32>
}

func.func @unsupported() -> tensor<4xcomplex<f32>> {
  %a = stablehlo.constant dense<(1.0, 0.0)> : tensor<4xcomplex<f32>>
  %r = stablehlo.fft %a, type = FFT, length = [4] : (tensor<4xcomplex<f32>>) -> tensor<4xcomplex<f32>>
  return %r : tensor<4xcomplex<f32>>
}
