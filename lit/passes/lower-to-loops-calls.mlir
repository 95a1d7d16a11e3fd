// RUN: xla-opt %s --lower-to-loops | FileCheck %s
// RUN: xla-opt %s --lower-to-loops | mlir-opt > /dev/null
// RUN: xla-opt %s --lower-to-loops | xla-run - --print | FileCheck %s --check-prefix=EXEC

// --lower-to-loops inlines calls first (as XLA does), so a reducer that calls a function (JAX's
// lax.reduce with a Python reducer) lowers like any other body; the private callee goes away.

// CHECK-NOT: func.func private @combine
// CHECK-LABEL: func.func @main
// CHECK-NOT: call
// CHECK: scf.for
// CHECK: arith.mulf
// CHECK: arith.addf
// CHECK-NOT: hlo.
// EXEC: dense<[5.000000e+00, 2.500000e+01]> : tensor<2xf32>

func.func private @combine(%a: tensor<f32>, %b: tensor<f32>) -> tensor<f32> {
  %p = stablehlo.multiply %b, %b : tensor<f32>
  %s = stablehlo.add %a, %p : tensor<f32>
  return %s : tensor<f32>
}
func.func @main() -> tensor<2xf32> {
  %x = stablehlo.constant dense<[[1.0, 2.0], [3.0, 4.0]]> : tensor<2x2xf32>
  %zero = stablehlo.constant dense<0.0> : tensor<f32>
  %r = stablehlo.reduce(%x init: %zero) across dimensions = [1] : (tensor<2x2xf32>, tensor<f32>) -> tensor<2xf32>
    reducer(%a: tensor<f32>, %b: tensor<f32>) {
      %c = func.call @combine(%a, %b) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      stablehlo.return %c : tensor<f32>
    }
  return %r : tensor<2xf32>
}
