// RUN: xla-opt %s -split-input-file --chlo-legalize-to-hlo | FileCheck %s
// RUN: xla-opt %s -split-input-file --chlo-legalize-to-hlo | xla-opt -split-input-file | FileCheck %s
// RUN: xla-opt %s -split-input-file --chlo-legalize-to-hlo --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC

// CHECK-LABEL: func @atan
// CHECK-SAME: (%[[X:.*]]: tensor<4xf32>)
// CHECK: %[[ONE:.*]] = hlo.constant dense<1.000000e+00> : tensor<4xf32>
// CHECK: %[[R:.*]] = hlo.atan2 %[[X]], %[[ONE]] : tensor<4xf32>
// CHECK: return %[[R]]
// GENERIC-NOT: chlo.
func.func @atan(%x: tensor<4xf32>) -> tensor<4xf32> {
  %r = chlo.atan %x : tensor<4xf32> -> tensor<4xf32>
  return %r : tensor<4xf32>
}

// -----

// conj of a complex tensor negates the imaginary part; of a real tensor it is the operand.
// CHECK-LABEL: func @conj
// CHECK-SAME: (%[[X:.*]]: tensor<2xcomplex<f32>>, %[[Y:.*]]: tensor<2xf64>)
// CHECK: %[[RE:.*]] = hlo.real %[[X]] : (tensor<2xcomplex<f32>>) -> tensor<2xf32>
// CHECK: %[[IM:.*]] = hlo.imag %[[X]] : (tensor<2xcomplex<f32>>) -> tensor<2xf32>
// CHECK: %[[NEG:.*]] = hlo.negate %[[IM]] : tensor<2xf32>
// CHECK: %[[C:.*]] = hlo.complex %[[RE]], %[[NEG]] : tensor<2xcomplex<f32>>
// CHECK: return %[[C]], %[[Y]]
func.func @conj(%x: tensor<2xcomplex<f32>>, %y: tensor<2xf64>) -> (tensor<2xcomplex<f32>>, tensor<2xf64>) {
  %r = chlo.conj %x : tensor<2xcomplex<f32>> -> tensor<2xcomplex<f32>>
  %s = chlo.conj %y : tensor<2xf64> -> tensor<2xf64>
  return %r, %s : tensor<2xcomplex<f32>>, tensor<2xf64>
}

// -----

// f16/bf16 compute in f32 and convert back; lgamma is the Lanczos sum with reflection.
// CHECK-LABEL: func @lgamma_bf16
// CHECK-SAME: (%[[X:.*]]: tensor<3xbf16>)
// CHECK: %[[W:.*]] = hlo.convert %[[X]] : (tensor<3xbf16>) -> tensor<3xf32>
// CHECK: hlo.compare LT, %[[W]]
// CHECK: hlo.constant dense<676.520386> : tensor<3xf32>
// CHECK: hlo.log_plus_one
// CHECK: hlo.sine
// CHECK: hlo.is_finite
// CHECK: %[[R:.*]] = hlo.convert %{{.*}} : (tensor<3xf32>) -> tensor<3xbf16>
// CHECK-NEXT: return %[[R]]
// CHECK-NOT: chlo.
func.func @lgamma_bf16(%x: tensor<3xbf16>) -> tensor<3xbf16> {
  %r = chlo.lgamma %x : tensor<3xbf16> -> tensor<3xbf16>
  return %r : tensor<3xbf16>
}

// -----

// CHECK-LABEL: func @special
// CHECK-NOT: chlo.
// CHECK: hlo.erf
// CHECK: return
func.func @special(%x: tensor<2x3xf64>) -> (tensor<2x3xf64>, tensor<2x3xf64>, tensor<2x3xf64>) {
  %a = chlo.digamma %x : tensor<2x3xf64> -> tensor<2x3xf64>
  %b = chlo.erf_inv %x : tensor<2x3xf64> -> tensor<2x3xf64>
  %c = chlo.bessel_i1e %x : tensor<2x3xf64> -> tensor<2x3xf64>
  return %a, %b, %c : tensor<2x3xf64>, tensor<2x3xf64>, tensor<2x3xf64>
}

// -----

// CHECK-LABEL: func @trig
// CHECK-NOT: chlo.
// CHECK: hlo.atan2
// CHECK: hlo.exponential_minus_one
// CHECK: return
func.func @trig(%x: tensor<5xf32>) -> tensor<5xf32> {
  %a = chlo.asin %x : tensor<5xf32> -> tensor<5xf32>
  %b = chlo.acos %a : tensor<5xf32> -> tensor<5xf32>
  %c = chlo.sinh %b : tensor<5xf32> -> tensor<5xf32>
  %d = chlo.cosh %c : tensor<5xf32> -> tensor<5xf32>
  %e = chlo.asinh %d : tensor<5xf32> -> tensor<5xf32>
  %f = chlo.acosh %e : tensor<5xf32> -> tensor<5xf32>
  %g = chlo.atanh %f : tensor<5xf32> -> tensor<5xf32>
  return %g : tensor<5xf32>
}

// -----

// top_k: a stable descending sort of (values, iota) along the last dimension, then slices.
// CHECK-LABEL: func @top_k
// CHECK-SAME: (%[[X:.*]]: tensor<5x3xf32>)
// CHECK: %[[IOTA:.*]] = hlo.iota dim = 1 : tensor<5x3xi32>
// CHECK: %[[S:.*]]:2 = "hlo.sort"(%[[X]], %[[IOTA]]) <{dimension = 1 : i64, is_stable = true}>
// CHECK: hlo.compare GT, %{{.*}}, %{{.*}}, TOTALORDER
// CHECK: %[[V:.*]] = hlo.slice %[[S]]#0 [0:5, 0:2] : (tensor<5x3xf32>) -> tensor<5x2xf32>
// CHECK: %[[I:.*]] = hlo.slice %[[S]]#1 [0:5, 0:2] : (tensor<5x3xi32>) -> tensor<5x2xi32>
// CHECK: return %[[V]], %[[I]]
func.func @top_k(%x: tensor<5x3xf32>) -> (tensor<5x2xf32>, tensor<5x2xi32>) {
  %v, %i = chlo.top_k(%x, k = 2) : tensor<5x3xf32> -> (tensor<5x2xf32>, tensor<5x2xi32>)
  return %v, %i : tensor<5x2xf32>, tensor<5x2xi32>
}
