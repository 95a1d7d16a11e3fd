// REQUIRES: xla-run
// RUN: xla-run %s --print > %t.before
// RUN: xla-opt %s --hlo-legalize-to-linalg | xla-run - --print > %t.after
// RUN: diff %t.before %t.after
// RUN: FileCheck %s < %t.after

// hlo.while / hlo.if / hlo.case give the same results once they are scf.while / scf.if /
// scf.index_switch over linalg on tensors.
// CHECK: dense<10> : tensor<i32>
// CHECK: dense<[1.000000e+00, 4.000000e+00]> : tensor<2xf32>
// CHECK: dense<0.000000e+00> : tensor<2xf32>
func.func @main() -> (tensor<i32>, tensor<2xf32>, tensor<2xf32>) {
  %c0 = stablehlo.constant dense<0> : tensor<i32>
  %c1 = stablehlo.constant dense<1> : tensor<i32>
  %c10 = stablehlo.constant dense<10> : tensor<i32>
  %x = stablehlo.constant dense<[1.0, 2.0]> : tensor<2xf32>
  %r:2 = stablehlo.while(%i = %c0, %acc = %x) : tensor<i32>, tensor<2xf32>
  cond {
    %lt = stablehlo.compare LT, %i, %c10 : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %lt : tensor<i1>
  } do {
    %n = stablehlo.add %i, %c1 : tensor<i32>
    %a = stablehlo.add %acc, %acc : tensor<2xf32>
    stablehlo.return %n, %a : tensor<i32>, tensor<2xf32>
  }
  %p = stablehlo.compare GT, %r#0, %c1 : (tensor<i32>, tensor<i32>) -> tensor<i1>
  %y = "stablehlo.if"(%p) ({
    %m = stablehlo.multiply %x, %x : tensor<2xf32>
    stablehlo.return %m : tensor<2xf32>
  }, {
    stablehlo.return %x : tensor<2xf32>
  }) : (tensor<i1>) -> tensor<2xf32>
  %z = "stablehlo.case"(%c1) ({
    stablehlo.return %x : tensor<2xf32>
  }, {
    %s = stablehlo.subtract %x, %x : tensor<2xf32>
    stablehlo.return %s : tensor<2xf32>
  }, {
    stablehlo.return %y : tensor<2xf32>
  }) : (tensor<i32>) -> tensor<2xf32>
  return %r#0, %y, %z : tensor<i32>, tensor<2xf32>, tensor<2xf32>
}
