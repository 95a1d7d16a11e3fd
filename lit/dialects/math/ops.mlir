// RUN: xla-opt %s | xla-opt | FileCheck %s
// RUN: xla-opt %s --mlir-print-op-generic | xla-opt | FileCheck %s
// RUN: xla-opt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC
// RUN: %if mlir-opt %{ xla-opt %s | mlir-opt | FileCheck %s %}

// Every math op of MLIR 22 in its custom syntax, with and without fastmath flags, on
// scalars, vectors and tensors. The CHECK lines are mlir-opt 22's output.

// GENERIC: "math.exp"(%{{.*}}) <{fastmath = #arith.fastmath<nnan,ninf>}> : (f32) -> f32
// GENERIC: "math.exp"(%{{.*}}) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
// GENERIC: "math.absi"(%{{.*}}) : (i32) -> i32
// GENERIC: "math.isnormal"(%{{.*}}) <{fastmath = #arith.fastmath<ninf>}> : (f32) -> i1

// CHECK-LABEL: func.func @float_unary(
// CHECK-NEXT: %0 = math.absf %arg0 : f32
// CHECK-NEXT: %1 = math.acos %arg1 : f64
// CHECK-NEXT: %2 = math.acosh %arg2 : f16
// CHECK-NEXT: %3 = math.asin %arg3 : bf16
// CHECK-NEXT: %4 = math.asinh %arg4 : vector<4xf32>
// CHECK-NEXT: %5 = math.atan %arg5 : tensor<?x3xf64>
// CHECK-NEXT: %6 = math.atanh %arg0 fastmath<nnan> : f32
// CHECK-NEXT: %7 = math.cbrt %arg0 fastmath<fast> : f32
// CHECK-NEXT: %8 = math.ceil %arg1 : f64
// CHECK-NEXT: %9 = math.cos %arg0 : f32
// CHECK-NEXT: %10 = math.cosh %arg0 : f32
// CHECK-NEXT: %11 = math.erf %arg0 : f32
// CHECK-NEXT: %12 = math.erfc %arg0 : f32
// CHECK-NEXT: %13 = math.exp %arg0 fastmath<nnan,ninf> : f32
// CHECK-NEXT: %14 = math.exp2 %arg0 : f32
// CHECK-NEXT: %15 = math.expm1 %arg0 : f32
// CHECK-NEXT: %16 = math.floor %arg0 : f32
// CHECK-NEXT: %17 = math.log %arg0 : f32
// CHECK-NEXT: %18 = math.log10 %arg0 : f32
// CHECK-NEXT: %19 = math.log1p %arg0 : f32
// CHECK-NEXT: %20 = math.log2 %arg0 : f32
// CHECK-NEXT: %21 = math.round %arg0 : f32
// CHECK-NEXT: %22 = math.roundeven %arg0 : f32
// CHECK-NEXT: %23 = math.rsqrt %arg0 : f32
// CHECK-NEXT: %24 = math.sin %arg0 : f32
// CHECK-NEXT: %25 = math.sinh %arg0 : f32
// CHECK-NEXT: %26 = math.sqrt %arg0 : f32
// CHECK-NEXT: %27 = math.tan %arg0 : f32
// CHECK-NEXT: %28 = math.tanh %arg5 : tensor<?x3xf64>
// CHECK-NEXT: %29 = math.trunc %arg0 : f32
// CHECK-NEXT: %30 = math.exp %arg0 : f32
// CHECK-LABEL: func.func @binary_and_others(
// CHECK-NEXT: %0 = math.atan2 %arg0, %arg0 : f32
// CHECK-NEXT: %1 = math.copysign %arg2, %arg2 fastmath<nsz> : vector<4xf32>
// CHECK-NEXT: %2 = math.powf %arg0, %arg0 fastmath<reassoc,contract> : f32
// CHECK-NEXT: %3 = math.fma %arg0, %arg0, %arg0 : f32
// CHECK-NEXT: %4 = math.fma %arg2, %arg2, %arg2 fastmath<fast> : vector<4xf32>
// CHECK-NEXT: %5 = math.fpowi %arg0, %arg1 : f32, i32
// CHECK-NEXT: %6 = math.fpowi %arg4, %arg5 fastmath<afn> : tensor<2xf32>, tensor<2xi64>
// CHECK-NEXT: %7 = math.clampf %arg0 to [%arg0, %arg0] : f32
// CHECK-NEXT: %8 = math.clampf %arg4 to [%arg4, %arg4] fastmath<nnan> : tensor<2xf32>
// CHECK-NEXT: %sin, %cos = math.sincos %arg0 : f32
// CHECK-NEXT: %sin_0, %cos_1 = math.sincos %arg4 fastmath<fast> : tensor<2xf32>
// CHECK-LABEL: func.func @integer(
// CHECK-NEXT: %0 = math.absi %arg0 : i32
// CHECK-NEXT: %1 = math.absi %arg4 : index
// CHECK-NEXT: %2 = math.ctlz %arg1 : i8
// CHECK-NEXT: %3 = math.cttz %arg2 : vector<2xi64>
// CHECK-NEXT: %4 = math.ctpop %arg3 : tensor<?xi16>
// CHECK-NEXT: %5 = math.ipowi %arg0, %arg0 : i32
// CHECK-NEXT: %6 = math.ipowi %arg2, %arg2 : vector<2xi64>
// CHECK-LABEL: func.func @classify(
// CHECK-NEXT: %0 = math.isnan %arg0 : f32
// CHECK-NEXT: %1 = math.isinf %arg1 : tensor<?x2xbf16>
// CHECK-NEXT: %2 = math.isfinite %arg2 : vector<3xf64>
// CHECK-NEXT: %3 = math.isnormal %arg0 {fastmath = #arith.fastmath<ninf>} : f32
// CHECK-NEXT: %4 = math.isnan %arg0 : f32

func.func @float_unary(%f: f32, %d: f64, %h: f16, %b: bf16, %v: vector<4xf32>, %t: tensor<?x3xf64>) {
  %0 = math.absf %f : f32
  %1 = math.acos %d : f64
  %2 = math.acosh %h : f16
  %3 = math.asin %b : bf16
  %4 = math.asinh %v : vector<4xf32>
  %5 = math.atan %t : tensor<?x3xf64>
  %6 = math.atanh %f fastmath<nnan> : f32
  %7 = math.cbrt %f fastmath<fast> : f32
  %8 = math.ceil %d : f64
  %9 = math.cos %f : f32
  %10 = math.cosh %f : f32
  %11 = math.erf %f : f32
  %12 = math.erfc %f : f32
  %13 = math.exp %f fastmath<nnan,ninf> : f32
  %14 = math.exp2 %f : f32
  %15 = math.expm1 %f : f32
  %16 = math.floor %f : f32
  %17 = math.log %f : f32
  %18 = math.log10 %f : f32
  %19 = math.log1p %f : f32
  %20 = math.log2 %f : f32
  %21 = math.round %f : f32
  %22 = math.roundeven %f : f32
  %23 = math.rsqrt %f : f32
  %24 = math.sin %f : f32
  %25 = math.sinh %f : f32
  %26 = math.sqrt %f : f32
  %27 = math.tan %f : f32
  %28 = math.tanh %t : tensor<?x3xf64>
  %29 = math.trunc %f : f32
  %30 = math.exp %f fastmath<none> : f32
  return
}

func.func @binary_and_others(%f: f32, %i: i32, %v: vector<4xf32>, %vi: vector<4xi32>, %t: tensor<2xf32>, %ti: tensor<2xi64>) {
  %0 = math.atan2 %f, %f : f32
  %1 = math.copysign %v, %v fastmath<nsz> : vector<4xf32>
  %2 = math.powf %f, %f fastmath<reassoc,contract> : f32
  %3 = math.fma %f, %f, %f : f32
  %4 = math.fma %v, %v, %v fastmath<fast> : vector<4xf32>
  %5 = math.fpowi %f, %i : f32, i32
  %6 = math.fpowi %t, %ti fastmath<afn> : tensor<2xf32>, tensor<2xi64>
  %7 = math.clampf %f to [%f, %f] : f32
  %8 = math.clampf %t to [%t, %t] fastmath<nnan> : tensor<2xf32>
  %sin, %cos = math.sincos %f : f32
  %s:2 = math.sincos %t fastmath<fast> : tensor<2xf32>
  return
}

func.func @integer(%i: i32, %x: i8, %v: vector<2xi64>, %t: tensor<?xi16>, %n: index) {
  %0 = math.absi %i : i32
  %1 = math.absi %n : index
  %2 = math.ctlz %x : i8
  %3 = math.cttz %v : vector<2xi64>
  %4 = math.ctpop %t : tensor<?xi16>
  %5 = math.ipowi %i, %i : i32
  %6 = math.ipowi %v, %v : vector<2xi64>
  return
}

func.func @classify(%f: f32, %t: tensor<?x2xbf16>, %v: vector<3xf64>) {
  %0 = math.isnan %f : f32
  %1 = math.isinf %t : tensor<?x2xbf16>
  %2 = math.isfinite %v : vector<3xf64>
  %3 = math.isnormal %f {fastmath = #arith.fastmath<ninf>} : f32
  %4 = math.isnan %f {fastmath = #arith.fastmath<none>} : f32
  return
}
