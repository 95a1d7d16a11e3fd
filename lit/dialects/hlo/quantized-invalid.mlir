// RUN: xla-opt %s -split-input-file -verify-diagnostics

// Quantized operands that StableHLO rejects.

func.func @mixed(%a: tensor<2x!quant.uniform<i8:f32, 0.1:-30>>) -> tensor<2xf32> {
  // expected-error @+1 {{'hlo.add' op expects all operands and results to be either quantized or non-quantized}}
  %s = stablehlo.add %a, %a : (tensor<2x!quant.uniform<i8:f32, 0.1:-30>>, tensor<2x!quant.uniform<i8:f32, 0.1:-30>>) -> tensor<2xf32>
  return %s : tensor<2xf32>
}

// -----

func.func @storage(%a: tensor<2x!quant.uniform<i8:f32, 0.1:-30>>) -> tensor<2x!quant.uniform<i4:f32, 0.1:-3>> {
  // expected-error @+1 {{'hlo.add' op mismatched operands and result quantization storage types}}
  %s = stablehlo.add %a, %a : (tensor<2x!quant.uniform<i8:f32, 0.1:-30>>, tensor<2x!quant.uniform<i8:f32, 0.1:-30>>) -> tensor<2x!quant.uniform<i4:f32, 0.1:-3>>
  return %s : tensor<2x!quant.uniform<i4:f32, 0.1:-3>>
}

// -----

func.func @zero_point(%x: tensor<2xf32>) -> tensor<2x!quant.uniform<i8:f32, 0.1:300>> {
  // expected-error @+1 {{'hlo.uniform_quantize' op zero point 300 is outside the storage range [-128, 127] of 'tensor<2x!quant.uniform<i8:f32, 1.000000e-01:300>>'}}
  %q = stablehlo.uniform_quantize %x : (tensor<2xf32>) -> tensor<2x!quant.uniform<i8:f32, 0.1:300>>
  return %q : tensor<2x!quant.uniform<i8:f32, 0.1:300>>
}

// -----

func.func @axis_out_of_rank(%x: tensor<2xf32>) -> tensor<2x!quant.uniform<i8:f32:1, {0.1, 0.2}>> {
  // expected-error @+1 {{'hlo.uniform_quantize' op quantization dimension 1 is out of the rank 1 of 'tensor<2x!quant.uniform<i8:f32:1, {1.000000e-01,2.000000e-01}>>'}}
  %q = stablehlo.uniform_quantize %x : (tensor<2xf32>) -> tensor<2x!quant.uniform<i8:f32:1, {0.1, 0.2}>>
  return %q : tensor<2x!quant.uniform<i8:f32:1, {0.1, 0.2}>>
}

// -----

func.func @scales_per_index(%x: tensor<2xf32>) -> tensor<2x!quant.uniform<i8:f32:0, {0.1, 0.2, 0.3}>> {
  // expected-error @+1 {{'hlo.uniform_quantize' op 3 scales for dimension 0 of size 2 in 'tensor<2x!quant.uniform<i8:f32:0, {1.000000e-01,2.000000e-01,3.000000e-01}>>'}}
  %q = stablehlo.uniform_quantize %x : (tensor<2xf32>) -> tensor<2x!quant.uniform<i8:f32:0, {0.1, 0.2, 0.3}>>
  return %q : tensor<2x!quant.uniform<i8:f32:0, {0.1, 0.2, 0.3}>>
}

// -----

func.func @dequantize_type(%q: tensor<2x!quant.uniform<i8:f32, 0.1>>) -> tensor<2xf16> {
  // expected-error @+1 {{'hlo.uniform_dequantize' op inferred type(s) 'tensor<2xf32>' are incompatible with return type(s) of operation 'tensor<2xf16>'}}
  %d = stablehlo.uniform_dequantize %q : (tensor<2x!quant.uniform<i8:f32, 0.1>>) -> tensor<2xf16>
  return %d : tensor<2xf16>
}

// -----

func.func @quantize_to_float(%x: tensor<2xf32>) -> tensor<2xf32> {
  // expected-error @+1 {{'hlo.uniform_quantize' op result #0 must be ranked tensor of 2/4/8/16/32-bit uniform quantized signed integer or 2/4/8/16/32-bit uniform quantized unsigned integer or 2/4/8/16/32-bit uniform quantized per axis signed integer or 2/4/8/16/32-bit uniform quantized per axis unsigned integer values, but got 'tensor<2xf32>'}}
  %q = stablehlo.uniform_quantize %x : (tensor<2xf32>) -> tensor<2xf32>
  return %q : tensor<2xf32>
}

// -----

func.func @subtract_not_quantized(%a: tensor<2x!quant.uniform<i8:f32, 0.1:-30>>) -> tensor<2x!quant.uniform<i8:f32, 0.1:-30>> {
  // expected-error @+1 {{'hlo.subtract' op operand #0 must be ranked tensor of}}
  %s = stablehlo.subtract %a, %a : tensor<2x!quant.uniform<i8:f32, 0.1:-30>>
  return %s : tensor<2x!quant.uniform<i8:f32, 0.1:-30>>
}
