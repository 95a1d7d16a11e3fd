// REQUIRES: melior
// A complex constant inside a reduce / reduce_window body becomes a `complex.constant` (its
// real and imaginary parts), which the JIT lowers. Expected values: JAX 0.10 on CPU,
// lax.reduce(x, 0j, lambda a, b: a + b*2j, (0,)) and lax.cumlogsumexp(x, axis=0) on
// x = [[1+2j, 3-1j], [0.5j, -2], [1, 1j]] (complex64); the JIT's 1.34676743 is an ulp from
// JAX's 1.34676754.
// RUN: rm -rf %t && mkdir -p %t
// RUN: xla-run %s --entry inputs --output-dir %t
// RUN: xla-run %s --input %t/out0.npy --print | FileCheck %s
// RUN: xla-run %s --backend jit --input %t/out0.npy --print | FileCheck %s
// RUN: xla-opt %s --hlo-legalize-to-linalg | FileCheck %s --check-prefix=LINALG

// CHECK: dense<[(-5.000000e+00,4.000000e+00), (0.000000e+00,2.000000e+00)]> : tensor<2xcomplex<f32>>
// CHECK-NEXT: dense<{{\[}}[(1.000000e+00,2.00000024), (3.000000e+00,-1.000000e+00)], [(1.08587492,1.65652585), (3.003650e+00,-0.99435091)], [(1.346767{{[0-9]+}},0.874985933), (2.9841156,-0.948220252)]]> : tensor<3x2xcomplex<f32>>

// LINALG-LABEL: func.func @main
// LINALG: complex.constant [0.000000e+00 : f32, 2.000000e+00 : f32] : complex<f32>
// LINALG: complex.constant [2.000000e+00 : f32, 0.000000e+00 : f32] : complex<f32>

func.func @inputs() -> tensor<3x2xcomplex<f32>> {
  %x = hlo.constant dense<[[(1.0, 2.0), (3.0, -1.0)], [(0.0, 0.5), (-2.0, 0.0)], [(1.0, 0.0), (0.0, 1.0)]]> : tensor<3x2xcomplex<f32>>
  return %x : tensor<3x2xcomplex<f32>>
}

func.func @main(%x: tensor<3x2xcomplex<f32>>) -> (tensor<2xcomplex<f32>>, tensor<3x2xcomplex<f32>>) {
  %zero = hlo.constant dense<(0.0, 0.0)> : tensor<complex<f32>>
  %sum = hlo.reduce(%x init: %zero) across dimensions = [0] : (tensor<3x2xcomplex<f32>>, tensor<complex<f32>>) -> tensor<2xcomplex<f32>>
   reducer(%a: tensor<complex<f32>>, %b: tensor<complex<f32>>) {
    %two_i = hlo.constant dense<(0.0, 2.0)> : tensor<complex<f32>>
    %1 = hlo.multiply %b, %two_i : tensor<complex<f32>>
    %2 = hlo.add %a, %1 : tensor<complex<f32>>
    hlo.return %2 : tensor<complex<f32>>
  }
  // lax.cumlogsumexp(x, axis=0) as JAX exports it.
  %ninf = hlo.constant dense<(0xFF800000, 0.0)> : tensor<complex<f32>>
  %cum = "hlo.reduce_window"(%x, %ninf) <{base_dilations = array<i64: 1, 1>, padding = dense<[[2, 0], [0, 0]]> : tensor<2x2xi64>, window_dilations = array<i64: 1, 1>, window_dimensions = array<i64: 3, 1>, window_strides = array<i64: 1, 1>}> ({
  ^bb0(%a: tensor<complex<f32>>, %b: tensor<complex<f32>>):
    %1 = hlo.real %a : (tensor<complex<f32>>) -> tensor<f32>
    %2 = hlo.real %b : (tensor<complex<f32>>) -> tensor<f32>
    %3 = hlo.compare EQ, %1, %2, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %4 = hlo.compare GT, %1, %2, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %5 = hlo.imag %a : (tensor<complex<f32>>) -> tensor<f32>
    %6 = hlo.imag %b : (tensor<complex<f32>>) -> tensor<f32>
    %7 = hlo.compare GT, %5, %6, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %8 = hlo.select %3, %7, %4 : tensor<i1>, tensor<i1>
    %9 = hlo.select %8, %a, %b : tensor<i1>, tensor<complex<f32>>
    %10 = hlo.add %a, %b : tensor<complex<f32>>
    %two = hlo.constant dense<(2.0, 0.0)> : tensor<complex<f32>>
    %11 = hlo.multiply %9, %two : tensor<complex<f32>>
    %12 = hlo.subtract %10, %11 : tensor<complex<f32>>
    %13 = hlo.exponential %12 : tensor<complex<f32>>
    %14 = hlo.log_plus_one %13 : tensor<complex<f32>>
    %15 = hlo.add %9, %14 : tensor<complex<f32>>
    %16 = hlo.real %15 : (tensor<complex<f32>>) -> tensor<f32>
    %17 = hlo.imag %15 : (tensor<complex<f32>>) -> tensor<f32>
    %pi = hlo.constant dense<3.14159274> : tensor<f32>
    %18 = hlo.add %17, %pi : tensor<f32>
    %two_pi = hlo.constant dense<6.28318548> : tensor<f32>
    %19 = hlo.remainder %18, %two_pi : tensor<f32>
    %zero_f = hlo.constant dense<0.000000e+00> : tensor<f32>
    %20 = hlo.compare LT, %19, %zero_f, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %21 = hlo.add %19, %two_pi : tensor<f32>
    %22 = hlo.select %20, %21, %19 : tensor<i1>, tensor<f32>
    %23 = hlo.subtract %22, %pi : tensor<f32>
    %24 = hlo.complex %16, %23 : tensor<complex<f32>>
    hlo.return %24 : tensor<complex<f32>>
  }) : (tensor<3x2xcomplex<f32>>, tensor<complex<f32>>) -> tensor<3x2xcomplex<f32>>
  return %sum, %cum : tensor<2xcomplex<f32>>, tensor<3x2xcomplex<f32>>
}
