// RUN: xla-opt %s -split-input-file -verify-diagnostics
// RUN: sed '/^ *\/\//!s/\bhlo\./stablehlo./g' %s | xla-opt -split-input-file -verify-diagnostics

func.func @convert_shape(%a: tensor<3xi32>) {
  // expected-error @+1 {{'hlo.convert' op all non-scalar operands/results must have the same shape and base type}}
  %0 = hlo.convert %a : (tensor<3xi32>) -> tensor<4xf32>
  return
}

// -----

func.func @convert_type(%a: tensor<3xindex>) {
  // expected-error-re @+1 {{'hlo.convert' op operand #0 must be ranked tensor of {{.*}}, but got 'tensor<3xindex>'}}
  %0 = hlo.convert %a : (tensor<3xindex>) -> tensor<3xf32>
  return
}

// -----

func.func @bitcast_convert_c1(%arg: tensor<2xf64>) {
  // expected-error @+1 {{operand and result shapes must match except for the innermost dimension of the shape with the smaller element type. Got: 'tensor<2xf64>' and 'tensor<3xi64>'.}}
  %0 = "hlo.bitcast_convert"(%arg) : (tensor<2xf64>) -> tensor<3xi64>
  return
}

// -----

func.func @bitcast_convert_rank(%arg: tensor<f64>) {
  // expected-error @+1 {{rank of smaller element type (0) should be 1 more than rank of larger element type (0), but 0 != 0 + 1.}}
  %0 = "hlo.bitcast_convert"(%arg) : (tensor<f64>) -> tensor<f32>
  return
}

// -----

func.func @bitcast_convert_prefix(%arg: tensor<2xf64>) {
  // expected-error @+1 {{operand and result shapes must match except for the innermost dimension of the shape with the smaller element type. Got: 'tensor<2xf64>' and 'tensor<4x2xf32>'.}}
  %0 = "hlo.bitcast_convert"(%arg) : (tensor<2xf64>) -> tensor<4x2xf32>
  return
}

// -----

func.func @bitcast_convert_widths(%arg: tensor<2xf64>) {
  // expected-error @+1 {{requires compatible bit widths. Got: 'tensor<2xf64>' and 'tensor<2x4xf32>', but 32 * 4 != 64.}}
  %0 = "hlo.bitcast_convert"(%arg) : (tensor<2xf64>) -> tensor<2x4xf32>
  return
}

// -----

func.func @bitcast_convert_c2(%arg: tensor<2x4xcomplex<f32>>) {
  // expected-error @+1 {{cannot convert between real and complex types}}
  %0 = "hlo.bitcast_convert"(%arg) : (tensor<2x4xcomplex<f32>>) -> tensor<2x2xf64>
  return
}

// -----

func.func @reduce_precision_exponent(%arg: tensor<2x4xf32>) {
  // expected-error @+1 {{'hlo.reduce_precision' op attribute 'exponent_bits' failed to satisfy constraint: 32-bit signless integer attribute whose value is positive}}
  %0 = "hlo.reduce_precision"(%arg) {exponent_bits = 0 : i32, mantissa_bits = 3 : i32} : (tensor<2x4xf32>) -> tensor<2x4xf32>
  return
}

// -----

func.func @reduce_precision_mantissa(%arg: tensor<2x4xf32>) {
  // expected-error @+1 {{'hlo.reduce_precision' op attribute 'mantissa_bits' failed to satisfy constraint: 32-bit signless integer attribute whose value is non-negative}}
  %0 = "hlo.reduce_precision"(%arg) {exponent_bits = 1 : i32, mantissa_bits = -1 : i32} : (tensor<2x4xf32>) -> tensor<2x4xf32>
  return
}

// -----

func.func @reduce_precision_missing(%arg: tensor<2x4xf32>) {
  // expected-error @+1 {{'hlo.reduce_precision' op requires attribute 'exponent_bits'}}
  %0 = "hlo.reduce_precision"(%arg) {mantissa_bits = 1 : i32} : (tensor<2x4xf32>) -> tensor<2x4xf32>
  return
}

// -----

func.func @reduce_precision_int(%arg: tensor<2xi32>) {
  // expected-error-re @+1 {{'hlo.reduce_precision' op operand #0 must be ranked tensor of 4/6/8/16/32/64-bit float values, but got 'tensor<2xi32>'}}
  %0 = hlo.reduce_precision %arg, format = e5m10 : tensor<2xi32>
  return
}

// -----

func.func @reduce_precision_type(%arg: tensor<2xf32>) {
  // expected-error @+1 {{'hlo.reduce_precision' op requires compatible types for all operands and results}}
  %0 = hlo.reduce_precision %arg, format = e5m10 : (tensor<2xf32>) -> tensor<2xf64>
  return
}

// -----

func.func @reduce_precision_format(%arg: tensor<2xf32>) {
  // expected-error @+1 {{expected exponent mantissa in format e#m#, saw f5m10}}
  %0 = hlo.reduce_precision %arg, format = f5m10 : tensor<2xf32>
  return
}
