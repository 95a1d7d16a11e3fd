// RUN: xla-opt %s | xla-opt | FileCheck %s
// RUN: xla-opt %s --mlir-print-op-generic | xla-opt | FileCheck %s
// RUN: sed '/^ *\/\//!s/\bhlo\./stablehlo./g' %s | xla-opt | FileCheck %s
// RUN: xla-opt %s --hlo-print-stablehlo | FileCheck %s --check-prefix=SHLO
// RUN: xla-opt %s --hlo-print-stablehlo | xla-opt | FileCheck %s

// CHECK-LABEL: func @float_or_complex
func.func @float_or_complex(%f: tensor<4xf32>, %c: tensor<2xcomplex<f64>>, %h: tensor<3xbf16>) {
  // CHECK: hlo.cbrt %{{.*}} : tensor<4xf32>
  %0 = hlo.cbrt %f : tensor<4xf32>
  // CHECK: hlo.cbrt %{{.*}} : tensor<2xcomplex<f64>>
  %1 = hlo.cbrt %c : tensor<2xcomplex<f64>>
  // CHECK: hlo.cosine %{{.*}} : tensor<4xf32>
  %2 = hlo.cosine %f : tensor<4xf32>
  // CHECK: hlo.cosine %{{.*}} : tensor<2xcomplex<f64>>
  %3 = hlo.cosine %c : tensor<2xcomplex<f64>>
  // CHECK: hlo.exponential %{{.*}} : tensor<4xf32>
  %4 = hlo.exponential %f : tensor<4xf32>
  // CHECK: hlo.exponential %{{.*}} : tensor<2xcomplex<f64>>
  %5 = hlo.exponential %c : tensor<2xcomplex<f64>>
  // CHECK: hlo.exponential_minus_one %{{.*}} : tensor<4xf32>
  %6 = hlo.exponential_minus_one %f : tensor<4xf32>
  // CHECK: hlo.exponential_minus_one %{{.*}} : tensor<2xcomplex<f64>>
  %7 = hlo.exponential_minus_one %c : tensor<2xcomplex<f64>>
  // CHECK: hlo.log %{{.*}} : tensor<4xf32>
  %8 = hlo.log %f : tensor<4xf32>
  // CHECK: hlo.log %{{.*}} : tensor<2xcomplex<f64>>
  %9 = hlo.log %c : tensor<2xcomplex<f64>>
  // CHECK: hlo.log_plus_one %{{.*}} : tensor<4xf32>
  %10 = hlo.log_plus_one %f : tensor<4xf32>
  // CHECK: hlo.log_plus_one %{{.*}} : tensor<2xcomplex<f64>>
  %11 = hlo.log_plus_one %c : tensor<2xcomplex<f64>>
  // CHECK: hlo.logistic %{{.*}} : tensor<4xf32>
  %12 = hlo.logistic %f : tensor<4xf32>
  // CHECK: hlo.logistic %{{.*}} : tensor<2xcomplex<f64>>
  %13 = hlo.logistic %c : tensor<2xcomplex<f64>>
  // CHECK: hlo.rsqrt %{{.*}} : tensor<4xf32>
  %14 = hlo.rsqrt %f : tensor<4xf32>
  // CHECK: hlo.rsqrt %{{.*}} : tensor<2xcomplex<f64>>
  %15 = hlo.rsqrt %c : tensor<2xcomplex<f64>>
  // CHECK: hlo.sine %{{.*}} : tensor<4xf32>
  %16 = hlo.sine %f : tensor<4xf32>
  // CHECK: hlo.sine %{{.*}} : tensor<2xcomplex<f64>>
  %17 = hlo.sine %c : tensor<2xcomplex<f64>>
  // CHECK: hlo.sqrt %{{.*}} : tensor<4xf32>
  %18 = hlo.sqrt %f : tensor<4xf32>
  // CHECK: hlo.sqrt %{{.*}} : tensor<2xcomplex<f64>>
  %19 = hlo.sqrt %c : tensor<2xcomplex<f64>>
  // CHECK: hlo.tan %{{.*}} : tensor<4xf32>
  %20 = hlo.tan %f : tensor<4xf32>
  // CHECK: hlo.tan %{{.*}} : tensor<2xcomplex<f64>>
  %21 = hlo.tan %c : tensor<2xcomplex<f64>>
  // CHECK: hlo.tanh %{{.*}} : tensor<4xf32>
  %22 = hlo.tanh %f : tensor<4xf32>
  // CHECK: hlo.tanh %{{.*}} : tensor<2xcomplex<f64>>
  %23 = hlo.tanh %c : tensor<2xcomplex<f64>>
  // SHLO: stablehlo.cbrt %{{.*}} : tensor<4xf32>
  return
}

// CHECK-LABEL: func @float_only
func.func @float_only(%f: tensor<4xf32>, %h: tensor<3xbf16>, %e: tensor<2xf8E4M3FN>) {
  // CHECK: hlo.ceil %{{.*}} : tensor<4xf32>
  %0 = hlo.ceil %f : tensor<4xf32>
  // CHECK: hlo.ceil %{{.*}} : tensor<3xbf16>
  %1 = hlo.ceil %h : tensor<3xbf16>
  // CHECK: hlo.floor %{{.*}} : tensor<4xf32>
  %2 = hlo.floor %f : tensor<4xf32>
  // CHECK: hlo.floor %{{.*}} : tensor<3xbf16>
  %3 = hlo.floor %h : tensor<3xbf16>
  // CHECK: hlo.round_nearest_afz %{{.*}} : tensor<4xf32>
  %4 = hlo.round_nearest_afz %f : tensor<4xf32>
  // CHECK: hlo.round_nearest_afz %{{.*}} : tensor<3xbf16>
  %5 = hlo.round_nearest_afz %h : tensor<3xbf16>
  // CHECK: hlo.round_nearest_even %{{.*}} : tensor<4xf32>
  %6 = hlo.round_nearest_even %f : tensor<4xf32>
  // CHECK: hlo.round_nearest_even %{{.*}} : tensor<3xbf16>
  %7 = hlo.round_nearest_even %h : tensor<3xbf16>
  // CHECK: hlo.erf %{{.*}} : tensor<4xf32>
  %8 = hlo.erf %f : tensor<4xf32>
  // CHECK: hlo.erf %{{.*}} : tensor<3xbf16>
  %9 = hlo.erf %h : tensor<3xbf16>
  // CHECK: hlo.floor %{{.*}} : tensor<2xf8E4M3FN>
  %10 = hlo.floor %e : tensor<2xf8E4M3FN>
  // CHECK: hlo.is_finite %{{.*}} : (tensor<4xf32>) -> tensor<4xi1>
  %11 = hlo.is_finite %f : (tensor<4xf32>) -> tensor<4xi1>
  return
}

// CHECK-LABEL: func @integers
func.func @integers(%i: tensor<2x2xi64>, %u: tensor<3xui16>, %p: tensor<5xi1>, %s: tensor<si8>) {
  // CHECK: hlo.count_leading_zeros %{{.*}} : tensor<2x2xi64>
  %0 = hlo.count_leading_zeros %i : tensor<2x2xi64>
  // CHECK: hlo.count_leading_zeros %{{.*}} : tensor<3xui16>
  %1 = hlo.count_leading_zeros %u : tensor<3xui16>
  // CHECK: hlo.popcnt %{{.*}} : tensor<2x2xi64>
  %2 = hlo.popcnt %i : tensor<2x2xi64>
  // CHECK: hlo.popcnt %{{.*}} : tensor<3xui16>
  %3 = hlo.popcnt %u : tensor<3xui16>
  // CHECK: hlo.not %{{.*}} : tensor<5xi1>
  %4 = hlo.not %p : tensor<5xi1>
  // CHECK: hlo.not %{{.*}} : tensor<3xui16>
  %5 = hlo.not %u : tensor<3xui16>
  // CHECK: hlo.negate %{{.*}} : tensor<2x2xi64>
  %6 = hlo.negate %i : tensor<2x2xi64>
  // CHECK: hlo.abs %{{.*}} : tensor<si8>
  %7 = hlo.abs %s : tensor<si8>
  // CHECK: hlo.sign %{{.*}} : tensor<2x2xi64>
  %8 = hlo.sign %i : tensor<2x2xi64>
  return
}

// CHECK-LABEL: func @complex_to_real
func.func @complex_to_real(%c: tensor<2xcomplex<f32>>, %f: tensor<2xf32>) {
  // CHECK: hlo.abs %{{.*}} : (tensor<2xcomplex<f32>>) -> tensor<2xf32>
  // SHLO: stablehlo.abs %{{.*}} : (tensor<2xcomplex<f32>>) -> tensor<2xf32>
  %0 = hlo.abs %c : (tensor<2xcomplex<f32>>) -> tensor<2xf32>
  // CHECK: hlo.real %{{.*}} : (tensor<2xcomplex<f32>>) -> tensor<2xf32>
  %1 = hlo.real %c : (tensor<2xcomplex<f32>>) -> tensor<2xf32>
  // CHECK: hlo.imag %{{.*}} : (tensor<2xcomplex<f32>>) -> tensor<2xf32>
  %2 = hlo.imag %c : (tensor<2xcomplex<f32>>) -> tensor<2xf32>
  // CHECK: hlo.real %{{.*}} : tensor<2xf32>
  %3 = hlo.real %f : tensor<2xf32>
  // CHECK: hlo.negate %{{.*}} : tensor<2xcomplex<f32>>
  %4 = hlo.negate %c : tensor<2xcomplex<f32>>
  // CHECK: hlo.sign %{{.*}} : tensor<2xcomplex<f32>>
  %5 = hlo.sign %c : tensor<2xcomplex<f32>>
  return
}

// CHECK-LABEL: func @dynamic
func.func @dynamic(%f: tensor<?x4xf32>) -> tensor<3x?xf32> {
  // CHECK: hlo.sqrt %{{.*}} : (tensor<?x4xf32>) -> tensor<3x?xf32>
  %0 = hlo.sqrt %f : (tensor<?x4xf32>) -> tensor<3x?xf32>
  return %0 : tensor<3x?xf32>
}

// CHECK-LABEL: func @result_accuracy
func.func @result_accuracy(%f: tensor<2xf32>) {
  // CHECK: hlo.cbrt %{{.*}} {result_accuracy = #hlo.result_accuracy<atol = 1.000000e+00, rtol = 0.000000e+00, ulps = 4, mode = #hlo.result_accuracy_mode<TOLERANCE>>} : tensor<2xf32>
  // SHLO: stablehlo.cbrt %{{.*}} {result_accuracy = #stablehlo.result_accuracy<atol = 1.000000e+00, rtol = 0.000000e+00, ulps = 4, mode = #stablehlo.result_accuracy_mode<TOLERANCE>>} : tensor<2xf32>
  %0 = hlo.cbrt %f {result_accuracy = #hlo.result_accuracy<atol = 1.0, rtol = 0.0, ulps = 4, mode = #hlo.result_accuracy_mode<TOLERANCE>>} : tensor<2xf32>
  // The default accuracy is elided.
  // CHECK: hlo.tanh %{{.*}} : tensor<2xf32>
  %1 = "hlo.tanh"(%f) {result_accuracy = #hlo.result_accuracy<atol = 0.0, rtol = 0.0, ulps = 0, mode = #hlo.result_accuracy_mode<DEFAULT>>} : (tensor<2xf32>) -> tensor<2xf32>
  // CHECK: hlo.exponential %{{.*}} {result_accuracy = #hlo.result_accuracy<atol = 0.000000e+00, rtol = 0.000000e+00, ulps = 0, mode = #hlo.result_accuracy_mode<HIGHEST>>} : tensor<2xf32>
  %2 = hlo.exponential %f {result_accuracy = #hlo.result_accuracy<mode = #hlo.result_accuracy_mode<HIGHEST>>} : tensor<2xf32>
  return
}
