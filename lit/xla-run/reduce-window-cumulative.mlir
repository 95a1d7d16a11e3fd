// REQUIRES: melior
// reduce_window visits only each window's data elements, and a window that extends the
// previous one along a dimension (same first element: cumulative reductions) continues its
// fold: jnp.cumsum over 100,000 elements (a window as long as the input) is linear, seconds
// in a debug build (it was quadratic: 43 s for 8,000). Expected values: JAX 0.10 on CPU
// (jnp.cumsum(x, 0), lax.cumsum(x, 1, reverse=True), lax.cummax(x[::-1], 0), a strided
// padded 2x2 max window) on x = arange(1, 13).reshape(4, 3), and cumsum of ones.
// RUN: rm -rf %t && mkdir -p %t
// RUN: xla-run %s --entry inputs --output-dir %t
// RUN: xla-run %s --input %t/out0.npy --print | FileCheck %s
// RUN: xla-run %s --backend jit --input %t/out0.npy --print | FileCheck %s
// RUN: timeout 60 xla-run %s --entry cumsum_100k --print | FileCheck %s --check-prefix=LONG

// CHECK: dense<{{\[}}[1.000000e+00, 2.000000e+00, 3.000000e+00], [5.000000e+00, 7.000000e+00, 9.000000e+00], [1.200000e+01, 1.500000e+01, 1.800000e+01], [2.200000e+01, 2.600000e+01, 3.000000e+01]]> : tensor<4x3xf32>
// CHECK-NEXT: dense<{{\[}}[6.000000e+00, 5.000000e+00, 3.000000e+00], [1.500000e+01, 1.100000e+01, 6.000000e+00], [2.400000e+01, 1.700000e+01, 9.000000e+00], [3.300000e+01, 2.300000e+01, 1.200000e+01]]> : tensor<4x3xf32>
// CHECK-NEXT: dense<{{\[}}[1.000000e+01, 1.100000e+01, 1.200000e+01], [1.000000e+01, 1.100000e+01, 1.200000e+01], [1.000000e+01, 1.100000e+01, 1.200000e+01], [1.000000e+01, 1.100000e+01, 1.200000e+01]]> : tensor<4x3xf32>
// CHECK-NEXT: dense<{{\[}}[4.000000e+00, 6.000000e+00], [7.000000e+00, 9.000000e+00], [1.000000e+01, 1.200000e+01]]> : tensor<3x2xf32>
// CHECK-NEXT: dense<[1.000000e+00, 2.000000e+00, 7.999000e+03, 8.000000e+03]> : tensor<4xf32>
// LONG: dense<[1.000000e+00, 2.000000e+00, 9.999900e+04, 1.000000e+05]> : tensor<4xf32>

func.func @inputs() -> tensor<4x3xf32> {
  %x = hlo.constant dense<[[1.0, 2.0, 3.0], [4.0, 5.0, 6.0], [7.0, 8.0, 9.0], [10.0, 11.0, 12.0]]> : tensor<4x3xf32>
  return %x : tensor<4x3xf32>
}

func.func @main(%x: tensor<4x3xf32>) -> (tensor<4x3xf32>, tensor<4x3xf32>, tensor<4x3xf32>, tensor<3x2xf32>, tensor<4xf32>) {
  %zero = hlo.constant dense<0.0> : tensor<f32>
  %ninf = hlo.constant dense<0xFF800000> : tensor<f32>
  %0 = "hlo.reduce_window"(%x, %zero) <{padding = dense<[[3, 0], [0, 0]]> : tensor<2x2xi64>, window_dimensions = array<i64: 4, 1>, window_strides = array<i64: 1, 1>}> ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %s = hlo.add %a, %b : tensor<f32>
    hlo.return %s : tensor<f32>
  }) : (tensor<4x3xf32>, tensor<f32>) -> tensor<4x3xf32>
  %1 = "hlo.reduce_window"(%x, %zero) <{padding = dense<[[0, 0], [0, 2]]> : tensor<2x2xi64>, window_dimensions = array<i64: 1, 3>, window_strides = array<i64: 1, 1>}> ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %s = hlo.add %a, %b : tensor<f32>
    hlo.return %s : tensor<f32>
  }) : (tensor<4x3xf32>, tensor<f32>) -> tensor<4x3xf32>
  %r = hlo.reverse %x, dims = [0] : tensor<4x3xf32>
  %2 = "hlo.reduce_window"(%r, %ninf) <{padding = dense<[[3, 0], [0, 0]]> : tensor<2x2xi64>, window_dimensions = array<i64: 4, 1>, window_strides = array<i64: 1, 1>}> ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %s = hlo.maximum %a, %b : tensor<f32>
    hlo.return %s : tensor<f32>
  }) : (tensor<4x3xf32>, tensor<f32>) -> tensor<4x3xf32>
  %3 = "hlo.reduce_window"(%x, %ninf) <{padding = dense<[[0, 0], [1, 1]]> : tensor<2x2xi64>, window_dimensions = array<i64: 2, 2>, window_strides = array<i64: 1, 2>}> ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %s = hlo.maximum %a, %b : tensor<f32>
    hlo.return %s : tensor<f32>
  }) : (tensor<4x3xf32>, tensor<f32>) -> tensor<3x2xf32>
  %ones = hlo.constant dense<1.0> : tensor<8000xf32>
  %4 = func.call @cumsum_8k(%ones) : (tensor<8000xf32>) -> tensor<8000xf32>
  %5 = hlo.slice %4 [0:2] : (tensor<8000xf32>) -> tensor<2xf32>
  %6 = hlo.slice %4 [7998:8000] : (tensor<8000xf32>) -> tensor<2xf32>
  %7 = hlo.concatenate %5, %6, dim = 0 : (tensor<2xf32>, tensor<2xf32>) -> tensor<4xf32>
  return %0, %1, %2, %3, %7 : tensor<4x3xf32>, tensor<4x3xf32>, tensor<4x3xf32>, tensor<3x2xf32>, tensor<4xf32>
}

func.func @cumsum_8k(%x: tensor<8000xf32>) -> tensor<8000xf32> {
  %zero = hlo.constant dense<0.0> : tensor<f32>
  %0 = "hlo.reduce_window"(%x, %zero) <{padding = dense<[[7999, 0]]> : tensor<1x2xi64>, window_dimensions = array<i64: 8000>, window_strides = array<i64: 1>}> ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %s = hlo.add %a, %b : tensor<f32>
    hlo.return %s : tensor<f32>
  }) : (tensor<8000xf32>, tensor<f32>) -> tensor<8000xf32>
  return %0 : tensor<8000xf32>
}

func.func @cumsum_100k() -> tensor<4xf32> {
  %ones = hlo.constant dense<1.0> : tensor<100000xf32>
  %zero = hlo.constant dense<0.0> : tensor<f32>
  %0 = "hlo.reduce_window"(%ones, %zero) <{padding = dense<[[99999, 0]]> : tensor<1x2xi64>, window_dimensions = array<i64: 100000>, window_strides = array<i64: 1>}> ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %s = hlo.add %a, %b : tensor<f32>
    hlo.return %s : tensor<f32>
  }) : (tensor<100000xf32>, tensor<f32>) -> tensor<100000xf32>
  %1 = hlo.slice %0 [0:2] : (tensor<100000xf32>) -> tensor<2xf32>
  %2 = hlo.slice %0 [99998:100000] : (tensor<100000xf32>) -> tensor<2xf32>
  %3 = hlo.concatenate %1, %2, dim = 0 : (tensor<2xf32>, tensor<2xf32>) -> tensor<4xf32>
  return %3 : tensor<4xf32>
}
