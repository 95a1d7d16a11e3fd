// RUN: xla-opt %s -split-input-file -verify-diagnostics
// RUN: sed '/^ *\/\//!s/\bhlo\./stablehlo./g' %s | xla-opt -split-input-file -verify-diagnostics

func.func @training_c1_negative(%x: tensor<2x2x2x2xf32>, %s: tensor<2xf32>) {
  // expected-error @+1 {{'hlo.batch_norm_training' op attribute 'feature_index' failed to satisfy constraint: 64-bit signless integer attribute whose value is non-negative}}
  %0:3 = "hlo.batch_norm_training"(%x, %s, %s) {epsilon = 0.001 : f32, feature_index = -1 : i64} : (tensor<2x2x2x2xf32>, tensor<2xf32>, tensor<2xf32>) -> (tensor<2x2x2x2xf32>, tensor<2xf32>, tensor<2xf32>)
  return
}

// -----

func.func @training_c1_rank(%x: tensor<2x2x2x2xf32>, %s: tensor<2xf32>) {
  // expected-error @+1 {{'hlo.batch_norm_training' op expects featureIndex to be smaller than the rank of multi-dimensional operands; got featureIndex 4, and rank 4.}}
  %0:3 = "hlo.batch_norm_training"(%x, %s, %s) {epsilon = 0.001 : f32, feature_index = 4 : i64} : (tensor<2x2x2x2xf32>, tensor<2xf32>, tensor<2xf32>) -> (tensor<2x2x2x2xf32>, tensor<2xf32>, tensor<2xf32>)
  return
}

// -----

func.func @training_c3_c4(%x: tensor<2x2x2x2xf32>, %s: tensor<3xf32>) {
  // expected-error @+1 {{'hlo.batch_norm_training' op expects the size of single-dimensional operands to be compatible with feature count, but the size of single-dimensional operands is 3 and the feature count is 2.}}
  %0:3 = "hlo.batch_norm_training"(%x, %s, %s) {epsilon = 0.001 : f32, feature_index = 3 : i64} : (tensor<2x2x2x2xf32>, tensor<3xf32>, tensor<3xf32>) -> (tensor<2x2x2x2xf32>, tensor<3xf32>, tensor<3xf32>)
  return
}

// -----

func.func @training_c5_results(%x: tensor<2x3xf32>, %s: tensor<3xf32>) {
  // expected-error @+1 {{'hlo.batch_norm_training' op inferred type(s) 'tensor<2x3xf32>', 'tensor<3xf32>', 'tensor<3xf32>' are incompatible with return type(s) of operation 'tensor<2x3xf32>', 'tensor<2xf32>', 'tensor<3xf32>'}}
  %0:3 = "hlo.batch_norm_training"(%x, %s, %s) {epsilon = 0.001 : f32, feature_index = 1 : i64} : (tensor<2x3xf32>, tensor<3xf32>, tensor<3xf32>) -> (tensor<2x3xf32>, tensor<2xf32>, tensor<3xf32>)
  return
}

// -----

func.func @training_element_types(%x: tensor<2x3xf32>, %s: tensor<3xf64>) {
  // expected-error @+1 {{'hlo.batch_norm_training' op failed to verify that all of {operand, scale, offset, output, batch_mean, batch_var} have same element type}}
  %0:3 = "hlo.batch_norm_training"(%x, %s, %s) {epsilon = 0.001 : f32, feature_index = 1 : i64} : (tensor<2x3xf32>, tensor<3xf64>, tensor<3xf64>) -> (tensor<2x3xf32>, tensor<3xf32>, tensor<3xf32>)
  return
}

// -----

func.func @training_epsilon(%x: tensor<2x3xf32>, %s: tensor<3xf32>) {
  // expected-error @+1 {{'hlo.batch_norm_training' op attribute 'epsilon' failed to satisfy constraint: 32-bit float attribute}}
  %0:3 = "hlo.batch_norm_training"(%x, %s, %s) {epsilon = 0.001 : f64, feature_index = 1 : i64} : (tensor<2x3xf32>, tensor<3xf32>, tensor<3xf32>) -> (tensor<2x3xf32>, tensor<3xf32>, tensor<3xf32>)
  return
}

// -----

func.func @training_scale_rank(%x: tensor<2x3xf32>, %s: tensor<1x3xf32>) {
  // expected-error @+1 {{'hlo.batch_norm_training' op operand #1 must be 1D tensor of 4/6/8/16/32/64-bit float values, but got 'tensor<1x3xf32>'}}
  %0:3 = "hlo.batch_norm_training"(%x, %s, %s) {epsilon = 0.001 : f32, feature_index = 1 : i64} : (tensor<2x3xf32>, tensor<1x3xf32>, tensor<1x3xf32>) -> (tensor<2x3xf32>, tensor<3xf32>, tensor<3xf32>)
  return
}

// -----

func.func @inference_c1(%x: tensor<4x256xf32>, %s: tensor<256xf32>) {
  // expected-error @+1 {{'hlo.batch_norm_inference' op expects featureIndex to be smaller than the rank of multi-dimensional operands; got featureIndex 2, and rank 2.}}
  %0 = "hlo.batch_norm_inference"(%x, %s, %s, %s, %s) {epsilon = 1.001000e-05 : f32, feature_index = 2 : i64} : (tensor<4x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>) -> tensor<4x256xf32>
  return
}

// -----

func.func @inference_c3_c6(%x: tensor<4x256xf32>, %s: tensor<25xf32>) {
  // expected-error @+1 {{'hlo.batch_norm_inference' op expects the size of single-dimensional operands to be compatible with feature count, but the size of single-dimensional operands is 25 and the feature count is 256.}}
  %0 = "hlo.batch_norm_inference"(%x, %s, %s, %s, %s) {epsilon = 1.001000e-05 : f32, feature_index = 1 : i64} : (tensor<4x256xf32>, tensor<25xf32>, tensor<25xf32>, tensor<25xf32>, tensor<25xf32>) -> tensor<4x256xf32>
  return
}

// -----

func.func @inference_c7(%x: tensor<4x256xf32>, %s: tensor<256xf32>) {
  // expected-error @+1 {{'hlo.batch_norm_inference' op inferred type(s) 'tensor<4x256xf32>' are incompatible with return type(s) of operation 'tensor<256x4xf32>'}}
  %0 = "hlo.batch_norm_inference"(%x, %s, %s, %s, %s) {epsilon = 1.001000e-05 : f32, feature_index = 1 : i64} : (tensor<4x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>) -> tensor<256x4xf32>
  return
}

// -----

func.func @inference_operand_type(%x: tensor<4x256xi32>, %s: tensor<256xi32>) {
  // expected-error @+1 {{'hlo.batch_norm_inference' op operand #0 must be ranked tensor of 4/6/8/16/32/64-bit float values, but got 'tensor<4x256xi32>'}}
  %0 = "hlo.batch_norm_inference"(%x, %s, %s, %s, %s) {epsilon = 1.001000e-05 : f32, feature_index = 1 : i64} : (tensor<4x256xi32>, tensor<256xi32>, tensor<256xi32>, tensor<256xi32>, tensor<256xi32>) -> tensor<4x256xi32>
  return
}

// -----

func.func @grad_c3(%x: tensor<2x2x2x2xf32>, %s: tensor<2xf32>, %g: tensor<2x2x2xf32>) {
  // expected-error @+1 {{'hlo.batch_norm_grad' op expects multi-dimensional operands to have compatible shapes.}}
  %0:3 = "hlo.batch_norm_grad"(%x, %s, %s, %s, %g) {epsilon = 0.001 : f32, feature_index = 0 : i64} : (tensor<2x2x2x2xf32>, tensor<2xf32>, tensor<2xf32>, tensor<2xf32>, tensor<2x2x2xf32>) -> (tensor<2x2x2x2xf32>, tensor<2xf32>, tensor<2xf32>)
  return
}

// -----

func.func @grad_c4(%x: tensor<2x2x2x2xf32>, %s: tensor<2xf32>, %m: tensor<4xf32>) {
  // expected-error @+1 {{'hlo.batch_norm_grad' op expects single-dimensional operands to have compatible shapes.}}
  %0:3 = "hlo.batch_norm_grad"(%x, %s, %m, %s, %x) {epsilon = 0.001 : f32, feature_index = 0 : i64} : (tensor<2x2x2x2xf32>, tensor<2xf32>, tensor<4xf32>, tensor<2xf32>, tensor<2x2x2x2xf32>) -> (tensor<2x2x2x2xf32>, tensor<2xf32>, tensor<2xf32>)
  return
}

// -----

func.func @grad_c5(%x: tensor<2x2x2x2xf32>, %s: tensor<4xf32>) {
  // expected-error @+1 {{'hlo.batch_norm_grad' op expects the size of single-dimensional operands to be compatible with feature count, but the size of single-dimensional operands is 4 and the feature count is 2.}}
  %0:3 = "hlo.batch_norm_grad"(%x, %s, %s, %s, %x) {epsilon = 0.001 : f32, feature_index = 0 : i64} : (tensor<2x2x2x2xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<2x2x2x2xf32>) -> (tensor<2x2x2x2xf32>, tensor<4xf32>, tensor<4xf32>)
  return
}

// -----

func.func @grad_missing_epsilon(%x: tensor<2x2xf32>, %s: tensor<2xf32>) {
  // expected-error @+1 {{'hlo.batch_norm_grad' op requires attribute 'epsilon'}}
  %0:3 = "hlo.batch_norm_grad"(%x, %s, %s, %s, %x) {feature_index = 0 : i64} : (tensor<2x2xf32>, tensor<2xf32>, tensor<2xf32>, tensor<2xf32>, tensor<2x2xf32>) -> (tensor<2x2xf32>, tensor<2xf32>, tensor<2xf32>)
  return
}
