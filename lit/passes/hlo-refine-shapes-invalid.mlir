// RUN: xla-opt %s -split-input-file -verify-diagnostics --hlo-refine-shapes

// A shape assertion whose predicate folds to false is an error with JAX's message, its
// {N} fields replaced by the operands after the predicate.
func.func @assertion_fails(%x: tensor<0xf32>) -> tensor<0xf32> {
  %d = stablehlo.get_dimension_size %x, dim = 0 : (tensor<0xf32>) -> tensor<i32>
  %c1 = stablehlo.constant dense<1> : tensor<i32>
  %ok = stablehlo.compare GE, %d, %c1, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
  // expected-error @+1 {{Expected value >= 1 for dimension variable 'b'. Obtained 'b' = 0 (= 0).}}
  stablehlo.custom_call @shape_assertion(%ok, %d) {error_message = "Expected value >= 1 for dimension variable 'b'. Obtained 'b' = {0} (= {0}).", has_side_effect = true} : (tensor<i1>, tensor<i32>) -> ()
  return %x : tensor<0xf32>
}

// -----

// What the refinement cannot make static is an error at the op.
func.func @unknown_result(%x: tensor<3xf32>) -> tensor<?xf32> {
  // expected-error @+1 {{'hlo.custom_call' op result #0 (tensor<?xf32>) cannot be refined to a static shape}}
  %0 = stablehlo.custom_call @opaque(%x) : (tensor<3xf32>) -> tensor<?xf32>
  return %0 : tensor<?xf32>
}

// -----

// Operands whose refined sizes contradict each other.
func.func @contradiction(%x: tensor<3xf32>) -> tensor<?xf32> {
  %cst = stablehlo.constant dense<1.0> : tensor<f32>
  %c = stablehlo.constant dense<4> : tensor<1xi32>
  %0 = stablehlo.dynamic_broadcast_in_dim %cst, %c, dims = [] : (tensor<f32>, tensor<1xi32>) -> tensor<?xf32>
  // expected-error @+1 {{'hlo.add' op cannot refine the result shapes: operand sizes 3 and 4 of dimension 0 differ}}
  %1 = stablehlo.add %x, %0 : (tensor<3xf32>, tensor<?xf32>) -> tensor<?xf32>
  return %1 : tensor<?xf32>
}

// -----

// A recursive callee cannot be specialized.
func.func @main(%x: tensor<3xf32>) -> tensor<?xf32> {
  %c = stablehlo.convert %x : (tensor<3xf32>) -> tensor<?xf32>
  %0 = call @loop(%c) : (tensor<?xf32>) -> tensor<?xf32>
  return %0 : tensor<?xf32>
}
func.func private @loop(%x: tensor<?xf32>) -> tensor<?xf32> {
  // expected-error @+1 {{'func.call' op calls '@loop' recursively: its shapes cannot be refined}}
  %0 = call @loop(%x) : (tensor<?xf32>) -> tensor<?xf32>
  return %0 : tensor<?xf32>
}
