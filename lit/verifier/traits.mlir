// RUN: xla-opt %s -split-input-file -verify-diagnostics

// Op traits checked by the core verifier, through registered ops.

func.func @same_operands_and_result_type(%a: i32, %b: i64) -> i32 {
  // expected-error @+1 {{'arith.addi' op requires the same type for all operands and results}}
  %0 = "arith.addi"(%a, %b) : (i32, i64) -> i32
  return %0 : i32
}

// -----

// Dynamic dims are compatible with static ones.
func.func @same_type_with_dynamic_shapes(%a: tensor<4xi32>, %b: tensor<?xi32>) -> tensor<4xi32> {
  %0 = "arith.addi"(%a, %b) : (tensor<4xi32>, tensor<?xi32>) -> tensor<4xi32>
  return %0 : tensor<4xi32>
}

// -----

func.func @zero_results(%a: i32) {
  // expected-error @+1 {{'arith.addi' op requires one result}}
  "arith.addi"(%a, %a) : (i32, i32) -> ()
  return
}
