// RUN: xla-opt %s | FileCheck %s
// RUN: xla-opt %s | xla-opt | FileCheck %s
// RUN: xla-opt --mlir-print-op-generic %s | xla-opt | FileCheck %s

// hlo ops take quantized tensors where StableHLO does; uniform_quantize and
// uniform_dequantize convert to and from them.

// CHECK-LABEL: func.func @quantize_roundtrip
// CHECK: hlo.uniform_quantize %{{.*}} : (tensor<2xf32>) -> tensor<2x!quant.uniform<i8:f32:0, {1.000000e-01:-30,5.000000e-01:-20}>>
// CHECK: hlo.uniform_quantize %{{.*}} : (tensor<2x!quant.uniform<i8:f32:0, {1.000000e-01:-30,5.000000e-01:-20}>>) -> tensor<2x!quant.uniform<i8:f32, 2.000000e-01>>
// CHECK: hlo.uniform_dequantize %{{.*}} : (tensor<2x!quant.uniform<i8:f32, 2.000000e-01>>) -> tensor<2xf32>
func.func @quantize_roundtrip(%x: tensor<2xf32>) -> tensor<2xf32> {
  %q = stablehlo.uniform_quantize %x : (tensor<2xf32>) -> tensor<2x!quant.uniform<i8:f32:0, {0.1:-30,0.5:-20}>>
  %r = stablehlo.uniform_quantize %q : (tensor<2x!quant.uniform<i8:f32:0, {0.1:-30,0.5:-20}>>) -> tensor<2x!quant.uniform<i8:f32, 0.2>>
  %d = stablehlo.uniform_dequantize %r : (tensor<2x!quant.uniform<i8:f32, 0.2>>) -> tensor<2xf32>
  return %d : tensor<2xf32>
}

// CHECK-LABEL: func.func @quantized_ops
// CHECK: hlo.add %{{.*}}, %{{.*}} : (tensor<2x!quant.uniform<i8:f32, 1.000000e-01:-30>>, tensor<2x!quant.uniform<i8:f32, 5.000000e-01:-20>>) -> tensor<2x!quant.uniform<i8:f32, 5.000000e-01:-20>>
// CHECK: hlo.dot
// CHECK: hlo.bitcast_convert %{{.*}} : (tensor<2x!quant.uniform<i8:f32, 5.000000e-01:-20>>) -> tensor<2xi8>
// CHECK: hlo.constant() {value = dense<[1, 2]> : tensor<2xi8>} : () -> tensor<2x!quant.uniform<i8:f32, 2.000000e+00:15>>
func.func @quantized_ops(%a: tensor<2x!quant.uniform<i8:f32, 0.1:-30>>, %b: tensor<2x!quant.uniform<i8:f32, 0.5:-20>>,
                         %m: tensor<2x2x!quant.uniform<i8:f32, 2.0:15>>, %n: tensor<2x2x!quant.uniform<i8:f32:1, {5.0:20, 4.0}>>)
    -> (tensor<2xi8>, tensor<2x2x!quant.uniform<i8:f32, 10.0:50>>, tensor<2x!quant.uniform<i8:f32, 2.0:15>>) {
  %s = stablehlo.add %a, %b : (tensor<2x!quant.uniform<i8:f32, 0.1:-30>>, tensor<2x!quant.uniform<i8:f32, 0.5:-20>>) -> tensor<2x!quant.uniform<i8:f32, 0.5:-20>>
  %d = "stablehlo.dot"(%m, %n) : (tensor<2x2x!quant.uniform<i8:f32, 2.0:15>>, tensor<2x2x!quant.uniform<i8:f32:1, {5.0:20, 4.0}>>) -> tensor<2x2x!quant.uniform<i8:f32, 10.0:50>>
  %i = stablehlo.bitcast_convert %s : (tensor<2x!quant.uniform<i8:f32, 0.5:-20>>) -> tensor<2xi8>
  %c = stablehlo.constant() {value = dense<[1, 2]> : tensor<2xi8>} : () -> tensor<2x!quant.uniform<i8:f32, 2.000000e+00:15>>
  return %i, %d, %c : tensor<2xi8>, tensor<2x2x!quant.uniform<i8:f32, 10.0:50>>, tensor<2x!quant.uniform<i8:f32, 2.0:15>>
}
