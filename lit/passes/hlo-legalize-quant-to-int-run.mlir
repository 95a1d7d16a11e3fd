// RUN: xla-run %s --print > %t.before
// RUN: xla-opt %s --hlo-legalize-quant-to-int | xla-run - --print > %t.after
// RUN: diff %t.before %t.after
// RUN: xla-opt %s --lower-to-loops | xla-run - --print > %t.loops
// RUN: diff %t.before %t.loops
// RUN: xla-opt %s --lower-to-llvm | xla-run - --print > %t.llvm
// RUN: diff %t.before %t.llvm
// RUN: FileCheck %s < %t.before
// RUN: xla-run %s --entry special_values --print > %t.sv.before
// RUN: xla-opt %s --hlo-legalize-quant-to-int | xla-run - --entry special_values --print > %t.sv.after
// RUN: diff %t.sv.before %t.sv.after
// RUN: xla-opt %s --lower-to-llvm | xla-run - --entry special_values --print > %t.sv.llvm
// RUN: diff %t.sv.before %t.sv.llvm
// RUN: FileCheck %s --check-prefix=SPECIAL < %t.sv.before

// Differential: the interpreter's quantized semantics before the lowering, and the explicit
// integer arithmetic after it (alone, through loops and through llvm), give the same bits:
// round half to even (2.5 -> 2 and 0.5 + 1 -> 2), clamping, per-axis parameters, ops on
// quantized values through dequantize -> op -> quantize.

// CHECK: dense<[2, 2, 0, 7, -8, 3]> : tensor<6xi8>
// CHECK: dense<{{\[}}[12, 4], [14, 8]]> : tensor<2x2xui8>
// CHECK: dense<{{\[}}[7.000000e+00, 1.000000e+01], [1.500000e+01, 2.200000e+01]]> : tensor<2x2xf32>
// CHECK: dense<[-12, -8]> : tensor<2xi8>
func.func @main() -> (tensor<6xi8>, tensor<2x2xui8>, tensor<2x2xf32>, tensor<2xi8>) {
  %x = stablehlo.constant dense<[0.25, 0.75, -0.25, 100.0, -100.0, 1.0]> : tensor<6xf32>
  %q = stablehlo.uniform_quantize %x : (tensor<6xf32>) -> tensor<6x!quant.uniform<i8<-8:7>:f32, 0.5:1>>
  %b = stablehlo.bitcast_convert %q : (tensor<6x!quant.uniform<i8<-8:7>:f32, 0.5:1>>) -> tensor<6xi8>

  %y = stablehlo.constant dense<[[1.0, 1.0], [2.0, 2.0]]> : tensor<2x2xf32>
  %qy = stablehlo.uniform_quantize %y : (tensor<2x2xf32>) -> tensor<2x2x!quant.uniform<u8:f32:1, {0.5:10, 0.25}>>
  %by = stablehlo.bitcast_convert %qy : (tensor<2x2x!quant.uniform<u8:f32:1, {0.5:10, 0.25}>>) -> tensor<2x2xui8>

  %a = stablehlo.constant dense<[[1.0, 2.0], [3.0, 4.0]]> : tensor<2x2xf32>
  %qa = stablehlo.uniform_quantize %a : (tensor<2x2xf32>) -> tensor<2x2x!quant.uniform<i8:f32, 0.5>>
  %qb = stablehlo.uniform_quantize %a : (tensor<2x2xf32>) -> tensor<2x2x!quant.uniform<i8:f32:1, {1.0, 0.5}>>
  %dot = "stablehlo.dot"(%qa, %qb) : (tensor<2x2x!quant.uniform<i8:f32, 0.5>>, tensor<2x2x!quant.uniform<i8:f32:1, {1.0, 0.5}>>) -> tensor<2x2x!quant.uniform<i8:f32, 0.5:-20>>
  %d = stablehlo.uniform_dequantize %dot : (tensor<2x2x!quant.uniform<i8:f32, 0.5:-20>>) -> tensor<2x2xf32>

  %o1 = stablehlo.constant dense<[1.0, 2.0]> : tensor<2xf32>
  %o2 = stablehlo.constant dense<[3.0, 4.0]> : tensor<2xf32>
  %q1 = stablehlo.uniform_quantize %o1 : (tensor<2xf32>) -> tensor<2x!quant.uniform<i8:f32, 0.1:-30>>
  %q2 = stablehlo.uniform_quantize %o2 : (tensor<2xf32>) -> tensor<2x!quant.uniform<i8:f32, 0.5:-20>>
  %sum = stablehlo.add %q1, %q2 : (tensor<2x!quant.uniform<i8:f32, 0.1:-30>>, tensor<2x!quant.uniform<i8:f32, 0.5:-20>>) -> tensor<2x!quant.uniform<i8:f32, 0.5:-20>>
  %bs = stablehlo.bitcast_convert %sum : (tensor<2x!quant.uniform<i8:f32, 0.5:-20>>) -> tensor<2xi8>
  return %b, %by, %d, %bs : tensor<6xi8>, tensor<2x2xui8>, tensor<2x2xf32>, tensor<2xi8>
}

// SPECIAL: dense<[0, 100, -100]> : tensor<3xi8>
// NaN and infinities: the clamp keeps NaN, which converts to 0 (XLA's convert) at every level.
func.func @special_values() -> tensor<3xi8> {
  %x = stablehlo.constant dense<[0x7FC00000, 0x7F800000, 0xFF800000]> : tensor<3xf32>
  %q = stablehlo.uniform_quantize %x : (tensor<3xf32>) -> tensor<3x!quant.uniform<i8<-100:100>:f32, 0.5:7>>
  %b = stablehlo.bitcast_convert %q : (tensor<3x!quant.uniform<i8<-100:100>:f32, 0.5:7>>) -> tensor<3xi8>
  return %b : tensor<3xi8>
}
