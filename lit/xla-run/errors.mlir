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
// UNSUP: error: 'hlo.rng' op is not supported by the interpreter

func.func @takes_one(%a: tensor<2xf32>) -> tensor<2xf32> {
  return %a : tensor<2xf32>
}

func.func @unsupported() -> tensor<4xf32> {
  %s = stablehlo.constant dense<[1, 2]> : tensor<2xui64>
  %a = stablehlo.constant dense<0.0> : tensor<f32>
  %n = stablehlo.constant dense<4> : tensor<1xi64>
  %r = stablehlo.rng %a, %a, %n, distribution = UNIFORM : (tensor<f32>, tensor<f32>, tensor<1xi64>) -> tensor<4xf32>
  return %r : tensor<4xf32>
}

// RUN: not xla-run %s --backend cpu 2>&1 | FileCheck %s --check-prefix=BACKEND
// RUN: xla-run %s --entry takes_none --repeat 3 2>&1 | FileCheck %s --check-prefix=REPEAT
// BACKEND: invalid value 'cpu' for '--backend <BACKEND>'
// REPEAT: median run time: {{.*}} ms over 3 runs

func.func @takes_none() -> tensor<f32> {
  %a = stablehlo.constant dense<1.0> : tensor<f32>
  return %a : tensor<f32>
}
