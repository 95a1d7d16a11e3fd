// RUN: xla-opt %s -split-input-file -verify-diagnostics
// RUN: sed '/^ *\/\//!s/\bhlo\./stablehlo./g' %s | xla-opt -split-input-file -verify-diagnostics

// One chunk per verifier rule of the element-wise binary ops.

// Operand and result element classes (ODS constraints).

func.func @and_float(%a: tensor<4xf32>) {
  // expected-error @+1 {{'hlo.and' op operand #0 must be ranked tensor of pred (AKA boolean or 1-bit integer) or 2/4/8/16/32/64-bit signless integer or 2/4/8/16/32/64-bit unsigned integer values, but got 'tensor<4xf32>'}}
  %0 = hlo.and %a, %a : tensor<4xf32>
  return
}

// -----

func.func @shift_pred(%a: tensor<4xi1>) {
  // expected-error @+1 {{'hlo.shift_left' op operand #0 must be ranked tensor of 2/4/8/16/32/64-bit signless integer or 2/4/8/16/32/64-bit unsigned integer values, but got 'tensor<4xi1>'}}
  %0 = hlo.shift_left %a, %a : tensor<4xi1>
  return
}

// -----

func.func @subtract_pred(%a: tensor<4xi1>) {
  // expected-error @+1 {{'hlo.subtract' op operand #0 must be ranked tensor of 2/4/8/16/32/64-bit signless integer or 2/4/8/16/32/64-bit unsigned integer or 4/6/8/16/32/64-bit float or complex type with 32/64-bit float elements values, but got 'tensor<4xi1>'}}
  %0 = hlo.subtract %a, %a : tensor<4xi1>
  return
}

// -----

func.func @atan2_int(%a: tensor<4xi32>) {
  // expected-error-re @+1 {{'hlo.atan2' op operand #0 must be ranked tensor of {{.*}}float{{.*}}, but got 'tensor<4xi32>'}}
  %0 = hlo.atan2 %a, %a : tensor<4xi32>
  return
}

// -----

func.func @add_unranked(%a: tensor<*xf32>) {
  // expected-error-re @+1 {{'hlo.add' op operand #0 must be ranked tensor of {{.*}}, but got 'tensor<*xf32>'}}
  %0 = hlo.add %a, %a : tensor<*xf32>
  return
}

// -----

func.func @add_index(%a: tensor<4xindex>) {
  // expected-error-re @+1 {{'hlo.add' op operand #0 must be ranked tensor of {{.*}}, but got 'tensor<4xindex>'}}
  %0 = hlo.add %a, %a : tensor<4xindex>
  return
}

// -----

func.func @add_result_scalar(%a: tensor<4xf32>) {
  // expected-error-re @+1 {{'hlo.add' op result #0 must be ranked tensor of {{.*}}, but got 'f32'}}
  %0 = "hlo.add"(%a, %a) : (tensor<4xf32>, tensor<4xf32>) -> f32
  return
}

// -----

func.func @broadcast_dimensions_kind(%a: tensor<4xf32>) {
  // expected-error @+1 {{'hlo.add' op attribute 'broadcast_dimensions' failed to satisfy constraint: i64 dense array attribute}}
  %0 = hlo.add %a, %a {broadcast_dimensions = dense<0> : tensor<1xi64>} : tensor<4xf32>
  return
}

// -----

// HLO_CompatibleOperandsAndResultType (equal shapes).

func.func @add_mixed_elements(%a: tensor<4xf32>, %b: tensor<4xf64>) {
  // expected-error @+1 {{'hlo.add' op requires compatible types for all operands and results}}
  %0 = "hlo.add"(%a, %b) : (tensor<4xf32>, tensor<4xf64>) -> tensor<4xf32>
  return
}

// -----

func.func @add_result_shape(%a: tensor<4xf32>) {
  // expected-error @+1 {{'hlo.add' op requires the same shape for all operands and results}}
  %0 = "hlo.add"(%a, %a) : (tensor<4xf32>, tensor<4xf32>) -> tensor<5xf32>
  return
}

// -----

func.func @is_compatible_dynamism_ranked_mismatch(%arg0: tensor<?xf32>) {
  // expected-error @+1 {{op requires the same shape for all operands and results}}
  %0 = "hlo.add"(%arg0, %arg0) : (tensor<?xf32>, tensor<?xf32>) -> tensor<?x?xf32>
  func.return
}

// -----

func.func @is_compatible_dynamism_dim_mismatch(%arg0: tensor<1x?xf32>) {
  // expected-error @+1 {{op requires the same shape for all operands and results}}
  %0 = "hlo.add"(%arg0, %arg0) : (tensor<1x?xf32>, tensor<1x?xf32>) -> tensor<2x2xf32>
  func.return
}

// -----

// XLA implicit broadcasting.

func.func @broadcast_element_types(%a: tensor<2x3xf32>, %b: tensor<1x3xf64>) {
  // expected-error @+1 {{'hlo.add' op requires the same element type for all operands}}
  %0 = "hlo.add"(%a, %b) : (tensor<2x3xf32>, tensor<1x3xf64>) -> tensor<2x3xf32>
  return
}

// -----

func.func @broadcast_incompatible(%a: tensor<2x3xf32>, %b: tensor<3x3xf32>) {
  // expected-error @+1 {{'hlo.add' op operands don't have broadcast-compatible shapes}}
  %0 = "hlo.add"(%a, %b) : (tensor<2x3xf32>, tensor<3x3xf32>) -> tensor<2x3xf32>
  return
}

// -----

func.func @broadcast_result(%a: tensor<2x3xf32>, %b: tensor<1x3xf32>) {
  // expected-error @+1 {{'hlo.add' op result type '3x3' not broadcast compatible with broadcasted operands's shapes '2x3'}}
  %0 = "hlo.add"(%a, %b) : (tensor<2x3xf32>, tensor<1x3xf32>) -> tensor<3x3xf32>
  return
}

// -----

func.func @broadcast_result_rank(%a: tensor<2x3xf32>, %b: tensor<1x3xf32>) {
  // expected-error @+1 {{'hlo.add' op inferred type(s) 'tensor<2x3xf32>' are incompatible with return type(s) of operation 'tensor<1x2x3xf32>'}}
  %0 = "hlo.add"(%a, %b) : (tensor<2x3xf32>, tensor<1x3xf32>) -> tensor<1x2x3xf32>
  return
}

// -----

func.func @broadcast_result_element(%a: tensor<2x3xf32>, %b: tensor<1x3xf32>) {
  // expected-error @+1 {{'hlo.add' op inferred type(s) 'tensor<2x3xf32>' are incompatible with return type(s) of operation 'tensor<2x3xf64>'}}
  %0 = "hlo.add"(%a, %b) : (tensor<2x3xf32>, tensor<1x3xf32>) -> tensor<2x3xf64>
  return
}

// -----

func.func @broadcast_ranks_need_dims(%a: tensor<2x3xf32>, %b: tensor<3xf32>) {
  // expected-error @+1 {{'hlo.add' op operands of ranks 2 and 1 (shapes [2, 3] and [3]) need broadcast_dimensions: without them only a scalar may broadcast to a different rank}}
  %0 = "hlo.add"(%a, %b) : (tensor<2x3xf32>, tensor<3xf32>) -> tensor<2x3xf32>
  return
}

// -----

func.func @broadcast_dims_identity(%a: tensor<2x3xf32>, %b: tensor<2x1xf32>) {
  // expected-error @+1 {{'hlo.add' op broadcast_dimensions [1, 0] must be absent or the identity on operands of the same rank (2)}}
  %0 = "hlo.add"(%a, %b) {broadcast_dimensions = array<i64: 1, 0>} : (tensor<2x3xf32>, tensor<2x1xf32>) -> tensor<2x3xf32>
  return
}

// -----

func.func @broadcast_dims_size(%a: tensor<2x3xf32>, %b: tensor<3xf32>) {
  // expected-error @+1 {{'hlo.add' op broadcast_dimensions size (2) does not match the rank of the lower-rank operand (1)}}
  %0 = "hlo.add"(%a, %b) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<2x3xf32>, tensor<3xf32>) -> tensor<2x3xf32>
  return
}

// -----

func.func @broadcast_dims_range(%a: tensor<2x3xf32>, %b: tensor<3xf32>) {
  // expected-error @+1 {{'hlo.add' op broadcast_dimensions[0] = 2 is out of range [0, 2) of the higher-rank operand}}
  %0 = "hlo.add"(%a, %b) {broadcast_dimensions = array<i64: 2>} : (tensor<2x3xf32>, tensor<3xf32>) -> tensor<2x3xf32>
  return
}

// -----

func.func @broadcast_dims_order(%a: tensor<2x3x4xf32>, %b: tensor<4x3xf32>) {
  // expected-error @+1 {{'hlo.add' op broadcast_dimensions must be strictly increasing, but broadcast_dimensions[1] = 1 comes after 2}}
  %0 = "hlo.add"(%a, %b) {broadcast_dimensions = array<i64: 2, 1>} : (tensor<2x3x4xf32>, tensor<4x3xf32>) -> tensor<2x3x4xf32>
  return
}

// -----

func.func @broadcast_dims_sizes(%a: tensor<2x3xf32>, %b: tensor<3xf32>) {
  // expected-error @+1 {{'hlo.add' op operand shapes [2, 3] and [3] do not broadcast: lhs dimension 0 (size 2) and rhs dimension 0 (size 3) must be equal or one of them 1}}
  %0 = "hlo.add"(%a, %b) {broadcast_dimensions = array<i64: 0>} : (tensor<2x3xf32>, tensor<3xf32>) -> tensor<2x3xf32>
  return
}

// -----

// complex.

func.func @complex_operand(%a: tensor<2xf16>) {
  // expected-error @+1 {{'hlo.complex' op operand #0 must be ranked tensor of 32-bit float or 64-bit float values, but got 'tensor<2xf16>'}}
  %0 = "hlo.complex"(%a, %a) : (tensor<2xf16>, tensor<2xf16>) -> tensor<2xcomplex<f32>>
  return
}

// -----

func.func @complex_result(%a: tensor<2xf32>) {
  // expected-error @+1 {{'hlo.complex' op result #0 must be ranked tensor of complex type with 32/64-bit float elements values, but got 'tensor<2xf32>'}}
  %0 = "hlo.complex"(%a, %a) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
  return
}

// -----

func.func @complex_mixed(%a: tensor<2xf32>, %b: tensor<2xf64>) {
  // expected-error @+1 {{'hlo.complex' op requires the same element type for all operands}}
  %0 = "hlo.complex"(%a, %b) : (tensor<2xf32>, tensor<2xf64>) -> tensor<2xcomplex<f32>>
  return
}

// -----

func.func @complex_inferred(%a: tensor<2xf32>) {
  // expected-error @+1 {{'hlo.complex' op inferred type(s) 'tensor<2xcomplex<f32>>' are incompatible with return type(s) of operation 'tensor<2xcomplex<f64>>'}}
  %0 = "hlo.complex"(%a, %a) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xcomplex<f64>>
  return
}

// -----

func.func @complex_shape(%a: tensor<2xf32>) {
  // expected-error @+1 {{'hlo.complex' op requires the same shape for all operands and results}}
  %0 = "hlo.complex"(%a, %a) : (tensor<2xf32>, tensor<2xf32>) -> tensor<3xcomplex<f32>>
  return
}

// -----

// Custom syntax errors.

func.func @functional_type_arity(%a: tensor<2xf32>) {
  // expected-error @+1 {{2 operands present, but expected 1}}
  %0 = hlo.add %a, %a : (tensor<2xf32>) -> tensor<2xf32>
  return
}

// -----

func.func @functional_type_results(%a: tensor<2xf32>) {
  // expected-error @+1 {{expected single output}}
  %0 = hlo.add %a, %a : (tensor<2xf32>, tensor<2xf32>) -> (tensor<2xf32>, tensor<2xf32>)
  return
}

// -----

func.func @complex_syntax(%a: tensor<2xf32>) {
  // expected-error @+1 {{expected tensor with complex element type}}
  %0 = hlo.complex %a, %a : tensor<2xf32>
  return
}
