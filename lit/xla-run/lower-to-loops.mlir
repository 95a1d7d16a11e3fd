// REQUIRES: xla-run
// RUN: xla-run %s --print > %t.before
// RUN: xla-opt %s --canonicalize --lower-to-loops > %t.lowered.mlir
// RUN: xla-run %t.lowered.mlir --print > %t.after
// RUN: diff %t.before %t.after
// RUN: FileCheck %s --check-prefix=RESULT < %t.after
// RUN: FileCheck %s --check-prefix=LOOPS < %t.lowered.mlir
// RUN: mlir-opt %t.lowered.mlir > /dev/null

// The whole --lower-to-loops pipeline on a JAX-style fori_loop (hlo.while carrying a
// counter and a vector, a call, element-wise ops, a broadcast) and a dot + row sum: the
// loop-level module gives the same results, holds only builtin/func/arith/math/scf/memref
// ops, and mlir-opt accepts it.
// RESULT: dense<16.0048828> : tensor<3xf32>
// RESULT: dense<1.200000e+01> : tensor<2xf32>
// LOOPS-NOT: {{(hlo|stablehlo|linalg|tensor|bufferization)\.}}
// LOOPS: scf.while
// LOOPS: scf.parallel

func.func @main() -> (tensor<3xf32>, tensor<2xf32>) {
  %x = stablehlo.constant dense<1.0> : tensor<3xf32>
  %c = stablehlo.constant dense<0> : tensor<i32>
  %0:3 = stablehlo.while(%i = %c, %k = %c, %v = %x) : tensor<i32>, tensor<i32>, tensor<3xf32>
  cond {
    %ten = stablehlo.constant dense<10> : tensor<i32>
    %lt = stablehlo.compare LT, %i, %ten, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %lt : tensor<i1>
  } do {
    %1:2 = func.call @step(%k, %v) : (tensor<i32>, tensor<3xf32>) -> (tensor<i32>, tensor<3xf32>)
    %one = stablehlo.constant dense<1> : tensor<i32>
    %n = stablehlo.add %i, %one : tensor<i32>
    stablehlo.return %n, %1#0, %1#1 : tensor<i32>, tensor<i32>, tensor<3xf32>
  }
  %a = stablehlo.constant dense<[[1.0, 2.0, 3.0], [3.0, 2.0, 1.0]]> : tensor<2x3xf32>
  %b = stablehlo.constant dense<[[1.0, 1.0], [1.0, 1.0], [1.0, 1.0]]> : tensor<3x2xf32>
  %d = stablehlo.dot_general %a, %b, contracting_dims = [1] x [0] : (tensor<2x3xf32>, tensor<3x2xf32>) -> tensor<2x2xf32>
  %zero = stablehlo.constant dense<0.0> : tensor<f32>
  %s = stablehlo.reduce(%d init: %zero) applies stablehlo.add across dimensions = [1] : (tensor<2x2xf32>, tensor<f32>) -> tensor<2xf32>
  return %0#2, %s : tensor<3xf32>, tensor<2xf32>
}

func.func private @step(%k: tensor<i32>, %v: tensor<3xf32>) -> (tensor<i32>, tensor<3xf32>) {
  %one = stablehlo.constant dense<1> : tensor<i32>
  %n = stablehlo.add %k, %one : tensor<i32>
  %half = stablehlo.constant dense<5.000000e-01> : tensor<f32>
  %h = stablehlo.broadcast_in_dim %half, dims = [] : (tensor<f32>) -> tensor<3xf32>
  %m = stablehlo.multiply %v, %h : tensor<3xf32>
  %kf = stablehlo.convert %k : (tensor<i32>) -> tensor<f32>
  %kb = stablehlo.broadcast_in_dim %kf, dims = [] : (tensor<f32>) -> tensor<3xf32>
  %r = stablehlo.add %m, %kb : tensor<3xf32>
  return %n, %r : tensor<i32>, tensor<3xf32>
}
