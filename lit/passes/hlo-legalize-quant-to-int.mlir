// RUN: xla-opt %s --split-input-file --hlo-legalize-quant-to-int --verify-diagnostics | FileCheck %s

// Quantized tensors become their storage integers with explicit arithmetic: dequantize is
// (convert(q) - zero_point) * scale, quantize is convert(clamp(min, round_nearest_even(x /
// scale + zero_point), max)), other ops compute on dequantized values.

// CHECK-LABEL: func.func @quantize_per_tensor
// CHECK-SAME: (%[[X:.*]]: tensor<4xf32>) -> tensor<4xi8>
// CHECK-DAG: %[[S:.*]] = hlo.constant dense<5.000000e-01> : tensor<4xf32>
// CHECK-DAG: %[[Z:.*]] = hlo.constant dense<-3.000000e+00> : tensor<4xf32>
// CHECK: %[[D:.*]] = hlo.divide %[[X]], %[[S]] : tensor<4xf32>
// CHECK: %[[A:.*]] = hlo.add %[[D]], %[[Z]] : tensor<4xf32>
// CHECK: %[[R:.*]] = hlo.round_nearest_even %[[A]] : tensor<4xf32>
// CHECK-DAG: %[[LO:.*]] = hlo.constant dense<-1.280000e+02> : tensor<f32>
// CHECK-DAG: %[[HI:.*]] = hlo.constant dense<1.270000e+02> : tensor<f32>
// CHECK: %[[C:.*]] = hlo.clamp %[[LO]], %[[R]], %[[HI]]
// CHECK: %[[Q:.*]] = hlo.convert %[[C]] : (tensor<4xf32>) -> tensor<4xi8>
// CHECK: return %[[Q]] : tensor<4xi8>
func.func @quantize_per_tensor(%x: tensor<4xf32>) -> tensor<4x!quant.uniform<i8:f32, 0.5:-3>> {
  %q = stablehlo.uniform_quantize %x : (tensor<4xf32>) -> tensor<4x!quant.uniform<i8:f32, 0.5:-3>>
  return %q : tensor<4x!quant.uniform<i8:f32, 0.5:-3>>
}

// -----

// CHECK-LABEL: func.func @dequantize_per_axis
// CHECK-SAME: (%[[Q:.*]]: tensor<2x3xui8>) -> tensor<2x3xf32>
// CHECK: %[[SL:.*]] = hlo.constant dense<[1.000000e-01, 2.000000e-01, 3.000000e-01]> : tensor<3xf32>
// CHECK: %[[S:.*]] = hlo.broadcast_in_dim %[[SL]], dims = [1] : (tensor<3xf32>) -> tensor<2x3xf32>
// CHECK: %[[ZL:.*]] = hlo.constant dense<[1.000000e+00, 0.000000e+00, 2.000000e+00]> : tensor<3xf32>
// CHECK: %[[Z:.*]] = hlo.broadcast_in_dim %[[ZL]], dims = [1] : (tensor<3xf32>) -> tensor<2x3xf32>
// CHECK: %[[F:.*]] = hlo.convert %[[Q]] : (tensor<2x3xui8>) -> tensor<2x3xf32>
// CHECK: %[[M:.*]] = hlo.subtract %[[F]], %[[Z]] : tensor<2x3xf32>
// CHECK: %[[R:.*]] = hlo.multiply %[[M]], %[[S]] : tensor<2x3xf32>
// CHECK: return %[[R]]
func.func @dequantize_per_axis(%q: tensor<2x3x!quant.uniform<u8:f32:1, {0.1:1, 0.2, 0.3:2}>>) -> tensor<2x3xf32> {
  %d = stablehlo.uniform_dequantize %q : (tensor<2x3x!quant.uniform<u8:f32:1, {0.1:1, 0.2, 0.3:2}>>) -> tensor<2x3xf32>
  return %d : tensor<2x3xf32>
}

// -----

// An op on quantized values computes on the dequantized ones; moves keep stored integers;
// bitcasts to the storage type disappear.
// CHECK-LABEL: func.func @dot_then_reshape
// CHECK-SAME: (%[[A:.*]]: tensor<2x2xi8>, %[[B:.*]]: tensor<2x2xi8>) -> tensor<4xi8>
// CHECK: %[[FA:.*]] = hlo.convert %[[A]] : (tensor<2x2xi8>) -> tensor<2x2xf32>
// CHECK: %[[FB:.*]] = hlo.convert %[[B]] : (tensor<2x2xi8>) -> tensor<2x2xf32>
// CHECK: %[[D:.*]] = hlo.dot %{{.*}}, %{{.*}} : (tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<2x2xf32>
// CHECK: %[[Q:.*]] = hlo.convert %{{.*}} : (tensor<2x2xf32>) -> tensor<2x2xi8>
// CHECK: %[[R:.*]] = hlo.reshape %[[Q]] : (tensor<2x2xi8>) -> tensor<4xi8>
// CHECK-NOT: bitcast_convert
// CHECK: return %[[R]] : tensor<4xi8>
func.func @dot_then_reshape(%a: tensor<2x2x!quant.uniform<i8:f32, 2.0:1>>, %b: tensor<2x2x!quant.uniform<i8:f32, 0.5>>) -> tensor<4xi8> {
  %d = "stablehlo.dot"(%a, %b) : (tensor<2x2x!quant.uniform<i8:f32, 2.0:1>>, tensor<2x2x!quant.uniform<i8:f32, 0.5>>) -> tensor<2x2x!quant.uniform<i8:f32, 4.0>>
  %r = stablehlo.reshape %d : (tensor<2x2x!quant.uniform<i8:f32, 4.0>>) -> tensor<4x!quant.uniform<i8:f32, 4.0>>
  %i = stablehlo.bitcast_convert %r : (tensor<4x!quant.uniform<i8:f32, 4.0>>) -> tensor<4xi8>
  return %i : tensor<4xi8>
}

// -----

// CHECK-LABEL: func.func @calls_take_storage_types
// CHECK: call @id(%{{.*}}) : (tensor<2xi16>) -> tensor<2xi16>
// CHECK-LABEL: func.func private @id
// CHECK-SAME: tensor<2xi16>) -> tensor<2xi16>
func.func @calls_take_storage_types(%x: tensor<2x!quant.uniform<i16:f32, 0.5>>) -> tensor<2x!quant.uniform<i16:f32, 0.5>> {
  %r = func.call @id(%x) : (tensor<2x!quant.uniform<i16:f32, 0.5>>) -> tensor<2x!quant.uniform<i16:f32, 0.5>>
  return %r : tensor<2x!quant.uniform<i16:f32, 0.5>>
}
func.func private @id(%x: tensor<2x!quant.uniform<i16:f32, 0.5>>) -> tensor<2x!quant.uniform<i16:f32, 0.5>> {
  return %x : tensor<2x!quant.uniform<i16:f32, 0.5>>
}

// -----

func.func @dynamic(%x: tensor<?xf32>) -> tensor<?x!quant.uniform<i8:f32, 0.5>> {
  // expected-error @+1 {{quantized tensors of dynamic shape are not supported (hlo-legalize-quant-to-int)}}
  %q = stablehlo.uniform_quantize %x : (tensor<?xf32>) -> tensor<?x!quant.uniform<i8:f32, 0.5>>
  return %q : tensor<?x!quant.uniform<i8:f32, 0.5>>
}

// -----

func.func @regions(%x: tensor<4x!quant.uniform<i8:f32, 0.5>>) -> tensor<4x!quant.uniform<i8:f32, 0.5>> {
  // expected-error @+1 {{with quantized values and regions is not supported (hlo-legalize-quant-to-int)}}
  %r = "stablehlo.all_reduce"(%x) ({
    ^bb0(%a: tensor<!quant.uniform<i8:f32, 0.5>>, %b: tensor<!quant.uniform<i8:f32, 0.5>>):
      %s = stablehlo.add %a, %b : tensor<!quant.uniform<i8:f32, 0.5>>
      stablehlo.return %s : tensor<!quant.uniform<i8:f32, 0.5>>
  }) {replica_groups = dense<[[0]]> : tensor<1x1xi64>} : (tensor<4x!quant.uniform<i8:f32, 0.5>>) -> tensor<4x!quant.uniform<i8:f32, 0.5>>
  return %r : tensor<4x!quant.uniform<i8:f32, 0.5>>
}
