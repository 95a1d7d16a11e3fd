// RUN: xla-run --split-input-file %s | FileCheck %s
// CHECK: 6 passed, 0 failed

// Quantized values in the interpreter: quantized tensors hold their stored integers;
// uniform_quantize rounds half to even and clamps to the storage range, per tensor and per
// axis; ops on quantized values compute dequantize -> op -> quantize.

func.func @quantize_rounds_half_to_even_and_clamps() {
  %x = stablehlo.constant dense<[0.25, 0.75, -0.25, 100.0, -100.0, 1.0]> : tensor<6xf32>
  %q = stablehlo.uniform_quantize %x : (tensor<6xf32>) -> tensor<6x!quant.uniform<i8<-8:7>:f32, 0.5:1>>
  %b = stablehlo.bitcast_convert %q : (tensor<6x!quant.uniform<i8<-8:7>:f32, 0.5:1>>) -> tensor<6xi8>
  check.expect_eq_const %b, dense<[2, 2, 0, 7, -8, 3]> : tensor<6xi8>
  func.return
}

// -----

func.func @per_axis_along_dimension_1() {
  %x = stablehlo.constant dense<[[1.0, 1.0], [2.0, 2.0]]> : tensor<2x2xf32>
  %q = stablehlo.uniform_quantize %x : (tensor<2x2xf32>) -> tensor<2x2x!quant.uniform<u8:f32:1, {0.5:10, 0.25}>>
  %b = stablehlo.bitcast_convert %q : (tensor<2x2x!quant.uniform<u8:f32:1, {0.5:10, 0.25}>>) -> tensor<2x2xui8>
  check.expect_eq_const %b, dense<[[12, 4], [14, 8]]> : tensor<2x2xui8>
  %d = stablehlo.uniform_dequantize %q : (tensor<2x2x!quant.uniform<u8:f32:1, {0.5:10, 0.25}>>) -> tensor<2x2xf32>
  check.expect_eq_const %d, dense<[[1.0, 1.0], [2.0, 2.0]]> : tensor<2x2xf32>
  func.return
}

// -----

func.func @quantized_dot() {
  %a = stablehlo.constant dense<[[1.0, 2.0], [3.0, 4.0]]> : tensor<2x2xf32>
  %qa = stablehlo.uniform_quantize %a : (tensor<2x2xf32>) -> tensor<2x2x!quant.uniform<i8:f32, 0.5>>
  %qb = stablehlo.uniform_quantize %a : (tensor<2x2xf32>) -> tensor<2x2x!quant.uniform<i8:f32:1, {1.0, 0.5}>>
  %r = "stablehlo.dot"(%qa, %qb) : (tensor<2x2x!quant.uniform<i8:f32, 0.5>>, tensor<2x2x!quant.uniform<i8:f32:1, {1.0, 0.5}>>) -> tensor<2x2x!quant.uniform<i8:f32, 0.5:-20>>
  %d = stablehlo.uniform_dequantize %r : (tensor<2x2x!quant.uniform<i8:f32, 0.5:-20>>) -> tensor<2x2xf32>
  check.expect_eq_const %d, dense<[[7.0, 10.0], [15.0, 22.0]]> : tensor<2x2xf32>
  func.return
}

// -----

func.func @quantized_clamp_and_reshape() {
  %x = stablehlo.constant dense<[-3.0, 0.5, 9.0, 2.0]> : tensor<4xf32>
  %lo = stablehlo.constant dense<-1.0> : tensor<f32>
  %hi = stablehlo.constant dense<4.0> : tensor<f32>
  %qx = stablehlo.uniform_quantize %x : (tensor<4xf32>) -> tensor<4x!quant.uniform<i8:f32, 0.5>>
  %ql = stablehlo.uniform_quantize %lo : (tensor<f32>) -> tensor<!quant.uniform<i8:f32, 0.5>>
  %qh = stablehlo.uniform_quantize %hi : (tensor<f32>) -> tensor<!quant.uniform<i8:f32, 0.5>>
  %c = stablehlo.clamp %ql, %qx, %qh : (tensor<!quant.uniform<i8:f32, 0.5>>, tensor<4x!quant.uniform<i8:f32, 0.5>>, tensor<!quant.uniform<i8:f32, 0.5>>) -> tensor<4x!quant.uniform<i8:f32, 0.5>>
  %r = stablehlo.reshape %c : (tensor<4x!quant.uniform<i8:f32, 0.5>>) -> tensor<2x2x!quant.uniform<i8:f32, 0.5>>
  %b = stablehlo.bitcast_convert %r : (tensor<2x2x!quant.uniform<i8:f32, 0.5>>) -> tensor<2x2xi8>
  check.expect_eq_const %b, dense<[[-2, 1], [8, 4]]> : tensor<2x2xi8>
  func.return
}

// -----

func.func @quantized_constant_holds_stored_values() {
  %c = stablehlo.constant() {value = dense<[1, 2]> : tensor<2xi8>} : () -> tensor<2x!quant.uniform<i8:f32, 2.0:1>>
  %d = stablehlo.uniform_dequantize %c : (tensor<2x!quant.uniform<i8:f32, 2.0:1>>) -> tensor<2xf32>
  check.expect_eq_const %d, dense<[0.0, 2.0]> : tensor<2xf32>
  func.return
}
