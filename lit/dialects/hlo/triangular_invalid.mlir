// RUN: xla-opt %s -split-input-file -verify-diagnostics
// RUN: sed '/^ *\/\//!s/\bhlo\./stablehlo./g' %s | xla-opt -split-input-file -verify-diagnostics

func.func @cholesky_c2(%a: tensor<1xf32>) {
  // expected-error @+1 {{'hlo.cholesky' op argument 'a' must have rank >= 2, got shape 1.}}
  %0 = hlo.cholesky %a, lower = true : tensor<1xf32>
  return
}

// -----

func.func @cholesky_c3(%a: tensor<1x2x1xf32>) {
  // expected-error @+1 {{'hlo.cholesky' op minor dimensions of 'a' must have equal size, got shape 1, 2, 1.}}
  %0 = hlo.cholesky %a : tensor<1x2x1xf32>
  return
}

// -----

func.func @cholesky_c1_shape(%a: tensor<2x2xf32>) {
  // expected-error @+1 {{'hlo.cholesky' op inferred type(s) 'tensor<2x2xf32>' are incompatible with return type(s) of operation 'tensor<3x3xf32>'}}
  %0 = hlo.cholesky %a : (tensor<2x2xf32>) -> tensor<3x3xf32>
  return
}

// -----

func.func @cholesky_c1_element(%a: tensor<2x2xf32>) {
  // expected-error @+1 {{'hlo.cholesky' op requires the same element type for all operands and results}}
  %0 = hlo.cholesky %a : (tensor<2x2xf32>) -> tensor<2x2xf64>
  return
}

// -----

func.func @cholesky_type(%a: tensor<2x2xi32>) {
  // expected-error-re @+1 {{'hlo.cholesky' op operand #0 must be ranked tensor of {{.*}}float or complex{{.*}}, but got 'tensor<2x2xi32>'}}
  %0 = hlo.cholesky %a : tensor<2x2xi32>
  return
}

// -----

func.func @cholesky_lower_kind(%a: tensor<2x2xf32>) {
  // expected-error @+1 {{'hlo.cholesky' op attribute 'lower' failed to satisfy constraint: bool attribute}}
  %0 = "hlo.cholesky"(%a) {lower = 1 : i32} : (tensor<2x2xf32>) -> tensor<2x2xf32>
  return
}

// -----

func.func @triangular_solve_rank(%a: tensor<4xf32>, %b: tensor<4x3xf32>) {
  // expected-error @+1 {{'hlo.triangular_solve' op operand 'a' must have rank >= 2, but got 'tensor<4xf32>'}}
  %0 = "hlo.triangular_solve"(%a, %b) {left_side = true, lower = true, transpose_a = #hlo<transpose NO_TRANSPOSE>, unit_diagonal = true} : (tensor<4xf32>, tensor<4x3xf32>) -> tensor<4x3xf32>
  return
}

// -----

func.func @triangular_solve_square(%a: tensor<4x3xf32>, %b: tensor<4x3xf32>) {
  // expected-error @+1 {{'hlo.triangular_solve' op two minor dimensions of operand 'a' must be compatible, but got 'tensor<4x3xf32>'}}
  %0 = "hlo.triangular_solve"(%a, %b) {left_side = true, lower = true, transpose_a = #hlo<transpose NO_TRANSPOSE>, unit_diagonal = true} : (tensor<4x3xf32>, tensor<4x3xf32>) -> tensor<4x3xf32>
  return
}

// -----

func.func @triangular_solve_c2(%a: tensor<10x4x4xf32>, %b: tensor<4x3xf32>) {
  // expected-error @+1 {{'hlo.triangular_solve' op operands must have equal rank, but got 'tensor<10x4x4xf32>' and 'tensor<4x3xf32>'}}
  %0 = "hlo.triangular_solve"(%a, %b) {left_side = true, lower = true, transpose_a = #hlo<transpose NO_TRANSPOSE>, unit_diagonal = true} : (tensor<10x4x4xf32>, tensor<4x3xf32>) -> tensor<4x3xf32>
  return
}

// -----

func.func @triangular_solve_c3_shared(%a: tensor<4x4xf32>, %b: tensor<3x4xf32>) {
  // expected-error @+1 {{'hlo.triangular_solve' op shared dimension of operands 'a' and 'b' must be compatible, but got 'tensor<4x4xf32>' and 'tensor<3x4xf32>'}}
  %0 = "hlo.triangular_solve"(%a, %b) {left_side = true, lower = true, transpose_a = #hlo<transpose NO_TRANSPOSE>, unit_diagonal = true} : (tensor<4x4xf32>, tensor<3x4xf32>) -> tensor<3x4xf32>
  return
}

// -----

func.func @triangular_solve_c3_batch(%a: tensor<10x5x4x4xf32>, %b: tensor<10x6x4x3xf32>) {
  // expected-error @+1 {{'hlo.triangular_solve' op batch dimensions of the operands must be compatible, but got 'tensor<10x5x4x4xf32>' and 'tensor<10x6x4x3xf32>'}}
  %0 = "hlo.triangular_solve"(%a, %b) {left_side = true, lower = true, transpose_a = #hlo<transpose NO_TRANSPOSE>, unit_diagonal = true} : (tensor<10x5x4x4xf32>, tensor<10x6x4x3xf32>) -> tensor<10x6x4x3xf32>
  return
}

// -----

func.func @triangular_solve_c4(%a: tensor<4x4xf32>, %b: tensor<4x3xf32>) {
  // expected-error @+1 {{'hlo.triangular_solve' op inferred type(s) 'tensor<4x3xf32>' are incompatible with return type(s) of operation 'tensor<4x4xf32>'}}
  %0 = "hlo.triangular_solve"(%a, %b) {left_side = true, lower = true, transpose_a = #hlo<transpose NO_TRANSPOSE>, unit_diagonal = true} : (tensor<4x4xf32>, tensor<4x3xf32>) -> tensor<4x4xf32>
  return
}

// -----

func.func @triangular_solve_c1(%a: tensor<4x4xf32>, %b: tensor<4x3xf64>) {
  // expected-error @+1 {{'hlo.triangular_solve' op requires the same element type for all operands and results}}
  %0 = "hlo.triangular_solve"(%a, %b) {left_side = true, lower = true, transpose_a = #hlo<transpose NO_TRANSPOSE>, unit_diagonal = true} : (tensor<4x4xf32>, tensor<4x3xf64>) -> tensor<4x3xf64>
  return
}

// -----

func.func @triangular_solve_invalid_transpose(%a: tensor<4x4xf32>, %b: tensor<4x4xf32>) {
  // expected-error @+1 {{'hlo.triangular_solve' op Invalid transpose option value for triangular solve}}
  %0 = "hlo.triangular_solve"(%a, %b) {left_side = true, lower = true, transpose_a = #hlo<transpose TRANSPOSE_INVALID>, unit_diagonal = true} : (tensor<4x4xf32>, tensor<4x4xf32>) -> tensor<4x4xf32>
  return
}

// -----

func.func @triangular_solve_missing(%a: tensor<4x4xf32>) {
  // expected-error @+1 {{'hlo.triangular_solve' op requires attribute 'unit_diagonal'}}
  %0 = "hlo.triangular_solve"(%a, %a) {left_side = true, lower = true, transpose_a = #hlo<transpose NO_TRANSPOSE>} : (tensor<4x4xf32>, tensor<4x4xf32>) -> tensor<4x4xf32>
  return
}

// -----

func.func @triangular_solve_transpose_kind(%a: tensor<4x4xf32>) {
  // expected-error @+1 {{'hlo.triangular_solve' op attribute 'transpose_a' failed to satisfy constraint: Transpose options}}
  %0 = "hlo.triangular_solve"(%a, %a) {left_side = true, lower = true, transpose_a = "NO_TRANSPOSE", unit_diagonal = true} : (tensor<4x4xf32>, tensor<4x4xf32>) -> tensor<4x4xf32>
  return
}

// -----

func.func @triangular_solve_transpose_case(%a: tensor<4x4xf32>) {
  // expected-error @+1 {{expected ::mlir::stablehlo::Transpose to be one of: TRANSPOSE_INVALID, NO_TRANSPOSE, TRANSPOSE, ADJOINT}}
  %0 = "hlo.triangular_solve"(%a, %a) {left_side = true, lower = true, transpose_a = #hlo<transpose TRANSPOSED>, unit_diagonal = true} : (tensor<4x4xf32>, tensor<4x4xf32>) -> tensor<4x4xf32>
  return
}
