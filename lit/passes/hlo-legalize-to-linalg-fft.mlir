// RUN: xla-opt %s --hlo-legalize-to-linalg | FileCheck %s
// RUN: xla-opt %s --hlo-legalize-to-linalg | mlir-opt > /dev/null
// RUN: xla-opt %s --lower-to-loops | mlir-opt > /dev/null
// RUN: xla-run --entry run --print %s | FileCheck %s --check-prefix=EXEC
// RUN: xla-opt %s --hlo-legalize-to-linalg | xla-run --entry run --print - | FileCheck %s --check-prefix=EXEC
// RUN: xla-opt %s --lower-to-loops | xla-run --entry run --print - | FileCheck %s --check-prefix=EXEC

// hlo.fft → direct DFTs in f64: split into real/imaginary f64 tensors, one generic per
// transformed dimension (a reduction over the input index, twiddles from math.cos/sin of
// ∓2π·((j·k) mod n)/n), inverse ones scaled by 1/n, then joined and truncated.

// CHECK-LABEL: func.func @fft(
// CHECK-SAME: %[[X:.*]]: tensor<8xcomplex<f32>>)
// CHECK: %[[SPLIT:.*]]:2 = linalg.generic {{.*}} ins(%[[X]] : tensor<8xcomplex<f32>>) outs(%{{.*}}, %{{.*}} : tensor<8xf64>, tensor<8xf64>)
// CHECK: complex.re
// CHECK: complex.im
// CHECK: arith.extf
// CHECK: %[[DFT:.*]]:2 = linalg.generic {{.*}} iterator_types = ["parallel", "reduction"]} ins(%[[SPLIT]]#0, %[[SPLIT]]#1 : tensor<8xf64>, tensor<8xf64>)
// CHECK: %[[K:.*]] = linalg.index 0 : index
// CHECK: %[[J:.*]] = linalg.index 1 : index
// CHECK: %[[JK:.*]] = arith.muli %[[J]], %[[K]] : index
// CHECK: arith.remui %[[JK]]
// CHECK: math.cos
// CHECK: math.sin
// CHECK: %[[R:.*]] = linalg.generic {{.*}} ins(%[[DFT]]#0, %[[DFT]]#1 : tensor<8xf64>, tensor<8xf64>) outs(%{{.*}} : tensor<8xcomplex<f32>>)
// CHECK: arith.truncf
// CHECK: complex.create
// CHECK: return %[[R]]
func.func @fft(%x: tensor<8xcomplex<f32>>) -> tensor<8xcomplex<f32>> {
  %0 = stablehlo.fft %x, type = FFT, length = [8] : (tensor<8xcomplex<f32>>) -> tensor<8xcomplex<f32>>
  return %0 : tensor<8xcomplex<f32>>
}

// IFFT of rank 2: two DFTs, each followed by its 1/n scaling.
// CHECK-LABEL: func.func @ifft2(
// CHECK: linalg.generic {{.*}} iterator_types = ["parallel", "parallel", "reduction"]
// CHECK: arith.divf
// CHECK: linalg.generic {{.*}} iterator_types = ["parallel", "parallel", "reduction"]
// CHECK: arith.divf
func.func @ifft2(%x: tensor<2x4xcomplex<f64>>) -> tensor<2x4xcomplex<f64>> {
  %0 = stablehlo.fft %x, type = IFFT, length = [2, 4] : (tensor<2x4xcomplex<f64>>) -> tensor<2x4xcomplex<f64>>
  return %0 : tensor<2x4xcomplex<f64>>
}

// RFFT computes the first n/2+1 outputs only: the DFT's output is 5 long, its reduction 8.
// CHECK-LABEL: func.func @rfft(
// CHECK: linalg.generic {{.*}} ins(%{{.*}}, %{{.*}} : tensor<8xf64>, tensor<8xf64>) outs(%{{.*}}, %{{.*}} : tensor<5xf64>, tensor<5xf64>)
func.func @rfft(%x: tensor<8xf32>) -> tensor<5xcomplex<f32>> {
  %0 = stablehlo.fft %x, type = RFFT, length = [8] : (tensor<8xf32>) -> tensor<5xcomplex<f32>>
  return %0 : tensor<5xcomplex<f32>>
}

// IRFFT: the 5 coefficients are extended to 8 by Hermitian symmetry (tensor.extract at k or
// n-k, conjugated past n/2), inverse-transformed, and the real part is kept.
// CHECK-LABEL: func.func @irfft(
// CHECK: linalg.generic {{.*}} outs(%{{.*}}, %{{.*}} : tensor<8xf64>, tensor<8xf64>)
// CHECK: tensor.extract
// CHECK: arith.negf
// CHECK: linalg.generic {{.*}} iterator_types = ["parallel", "reduction"]
// CHECK: linalg.generic {{.*}} outs(%{{.*}} : tensor<8xf32>)
// CHECK-NOT: complex.create
// CHECK: return
func.func @irfft(%x: tensor<5xcomplex<f32>>) -> tensor<8xf32> {
  %0 = stablehlo.fft %x, type = IRFFT, length = [8] : (tensor<5xcomplex<f32>>) -> tensor<8xf32>
  return %0 : tensor<8xf32>
}

// Values (the same before and after lowering): rfft then irfft gives the signal back.
// EXEC: dense<[(1.000000e+01,0.000000e+00), (-2.000000e+00,2.000000e+00), (-2.000000e+00,-7.34788058E-16), (-2.000000e+00,-2.000000e+00)]> : tensor<4xcomplex<f32>>
// EXEC: dense<[(1.000000e+00,-1.66533454E-16), (2.000000e+00,2.77555756E-16), (3.000000e+00,-3.88578059E-16), (4.000000e+00,0.000000e+00)]> : tensor<4xcomplex<f32>>
// EXEC: dense<[(1.000000e+01,0.000000e+00), (-2.000000e+00,2.000000e+00), (-2.000000e+00,-7.34788058E-16)]> : tensor<3xcomplex<f32>>
// EXEC: dense<[1.000000e+00, 2.000000e+00, 3.000000e+00, 4.000000e+00]> : tensor<4xf32>
func.func @run() -> (tensor<4xcomplex<f32>>, tensor<4xcomplex<f32>>, tensor<3xcomplex<f32>>, tensor<4xf32>) {
  %c = stablehlo.constant dense<[(1.0, 0.0), (2.0, 0.0), (3.0, 0.0), (4.0, 0.0)]> : tensor<4xcomplex<f32>>
  %r = stablehlo.constant dense<[1.0, 2.0, 3.0, 4.0]> : tensor<4xf32>
  %0 = stablehlo.fft %c, type = FFT, length = [4] : (tensor<4xcomplex<f32>>) -> tensor<4xcomplex<f32>>
  %1 = stablehlo.fft %0, type = IFFT, length = [4] : (tensor<4xcomplex<f32>>) -> tensor<4xcomplex<f32>>
  %2 = stablehlo.fft %r, type = RFFT, length = [4] : (tensor<4xf32>) -> tensor<3xcomplex<f32>>
  %3 = stablehlo.fft %2, type = IRFFT, length = [4] : (tensor<3xcomplex<f32>>) -> tensor<4xf32>
  return %0, %1, %2, %3 : tensor<4xcomplex<f32>>, tensor<4xcomplex<f32>>, tensor<3xcomplex<f32>>, tensor<4xf32>
}
