// RUN: xla-opt %s -split-input-file -verify-diagnostics
// RUN: sed '/^ *\/\//!s/\bhlo\./stablehlo./g' %s | xla-opt -split-input-file -verify-diagnostics

func.func @no_arrow(%a: tensor<2x3xf32>, %b: tensor<3x4xf32>) {
  // expected-error @+1 {{'hlo.einsum' op einsum_config "ab,bc" has no "->"}}
  %0 = hlo.einsum %a, %b, config = "ab,bc" : (tensor<2x3xf32>, tensor<3x4xf32>) -> tensor<2x4xf32>
  return
}

// -----

func.func @terms(%a: tensor<2x3xf32>) {
  // expected-error @+1 {{'hlo.unary_einsum' op einsum_config "ab,bc->ac" has 2 input terms for 1 operands}}
  %0 = hlo.unary_einsum %a, config = "ab,bc->ac" : (tensor<2x3xf32>) -> tensor<2xf32>
  return
}

// -----

func.func @rank(%a: tensor<2x3x5xf32>, %b: tensor<3x4xf32>) {
  // expected-error @+1 {{'hlo.einsum' op einsum_config names 2 dimensions of lhs, but it has rank 3}}
  %0 = hlo.einsum %a, %b, config = "ab,bc->ac" : (tensor<2x3x5xf32>, tensor<3x4xf32>) -> tensor<2x4xf32>
  return
}

// -----

func.func @ellipsis_rank(%a: tensor<2xf32>, %b: tensor<3x4xf32>) {
  // expected-error @+1 {{'hlo.einsum' op einsum_config names at least 2 dimensions of lhs, but it has rank 1}}
  %0 = hlo.einsum %a, %b, config = "...ab,bc->ac" : (tensor<2xf32>, tensor<3x4xf32>) -> tensor<2x4xf32>
  return
}

// -----

func.func @sizes(%a: tensor<2x3xf32>, %b: tensor<4x4xf32>) {
  // expected-error @+1 {{'hlo.einsum' op einsum_config label 'b' has size 3 in lhs but 4 in rhs}}
  %0 = hlo.einsum %a, %b, config = "ab,bc->ac" : (tensor<2x3xf32>, tensor<4x4xf32>) -> tensor<2x4xf32>
  return
}

// -----

func.func @output_label(%a: tensor<2x3xf32>, %b: tensor<3x4xf32>) {
  // expected-error @+1 {{'hlo.einsum' op einsum_config output label 'd' does not appear in the inputs}}
  %0 = hlo.einsum %a, %b, config = "ab,bc->ad" : (tensor<2x3xf32>, tensor<3x4xf32>) -> tensor<2x4xf32>
  return
}

// -----

func.func @output_twice(%a: tensor<2x3xf32>, %b: tensor<3x4xf32>) {
  // expected-error @+1 {{'hlo.einsum' op einsum_config output label 'a' appears twice}}
  %0 = hlo.einsum %a, %b, config = "ab,bc->aa" : (tensor<2x3xf32>, tensor<3x4xf32>) -> tensor<2x2xf32>
  return
}

// -----

func.func @character(%a: tensor<2x3xf32>) {
  // expected-error @+1 {{'hlo.unary_einsum' op einsum_config term "a1" has invalid character '1'}}
  %0 = hlo.unary_einsum %a, config = "a1->a" : (tensor<2x3xf32>) -> tensor<2xf32>
  return
}

// -----

func.func @broadcast(%a: tensor<5x2x3xf32>, %b: tensor<6x3x4xf32>) {
  // expected-error @+1 {{'hlo.einsum' op einsum_config broadcast dimensions of sizes 5 and 6 do not match}}
  %0 = hlo.einsum %a, %b, config = "...ab,...bc->...ac" : (tensor<5x2x3xf32>, tensor<6x3x4xf32>) -> tensor<5x2x4xf32>
  return
}

// -----

func.func @result(%a: tensor<2x3xf32>, %b: tensor<3x4xf32>) {
  // expected-error @+1 {{'hlo.einsum' op inferred shape '[2, 4]' is incompatible with return type of operation 'tensor<4x2xf32>'}}
  %0 = hlo.einsum %a, %b, config = "ab,bc->ac" : (tensor<2x3xf32>, tensor<3x4xf32>) -> tensor<4x2xf32>
  return
}

// -----

func.func @elements(%a: tensor<2x3xf32>, %b: tensor<3x4xf64>) {
  // expected-error @+1 {{'hlo.einsum' op requires the same element type for all operands}}
  %0 = hlo.einsum %a, %b, config = "ab,bc->ac" : (tensor<2x3xf32>, tensor<3x4xf64>) -> tensor<2x4xf32>
  return
}

// -----

func.func @missing_config(%a: tensor<2x3xf32>) {
  // expected-error @+1 {{'hlo.unary_einsum' op requires attribute 'einsum_config'}}
  %0 = "hlo.unary_einsum"(%a) : (tensor<2x3xf32>) -> tensor<2xf32>
  return
}

// -----

func.func @config_kind(%a: tensor<2x3xf32>) {
  // expected-error @+1 {{'hlo.unary_einsum' op attribute 'einsum_config' failed to satisfy constraint: string attribute}}
  %0 = "hlo.unary_einsum"(%a) {einsum_config = 1 : i32} : (tensor<2x3xf32>) -> tensor<2xf32>
  return
}
