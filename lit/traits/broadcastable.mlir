// RUN: xla-opt %s -split-input-file -verify-diagnostics | FileCheck %s

// Tests for the Broadcastable trait (upstream ResultsBroadcastableShape,
// verifyCompatibleOperandBroadcast) through the test dialect's
// "test.broadcastable" op. Expected behaviour is that of mlir-opt 22.
// Mirrors the CASES table in ir/src/traits/broadcast.rs.

// Spec examples: correct uses.
// CHECK-LABEL: func @spec_correct_0(
// CHECK: "test.broadcastable"(%arg0, %arg1) : (tensor<1x2xi32>, tensor<1x2xi32>) -> tensor<1x2xi32>
func.func @spec_correct_0(%arg0: tensor<1x2xi32>, %arg1: tensor<1x2xi32>) -> tensor<1x2xi32> {
  %0 = "test.broadcastable"(%arg0, %arg1) : (tensor<1x2xi32>, tensor<1x2xi32>) -> tensor<1x2xi32>
  return %0 : tensor<1x2xi32>
}

// -----

// CHECK-LABEL: func @spec_correct_1(
// CHECK: "test.broadcastable"(%arg0, %arg1) : (tensor<?xi32>, tensor<?xi32>) -> tensor<?xi32>
func.func @spec_correct_1(%arg0: tensor<?xi32>, %arg1: tensor<?xi32>) -> tensor<?xi32> {
  %0 = "test.broadcastable"(%arg0, %arg1) : (tensor<?xi32>, tensor<?xi32>) -> tensor<?xi32>
  return %0 : tensor<?xi32>
}

// -----

// CHECK-LABEL: func @spec_correct_2(
// CHECK: "test.broadcastable"(%arg0, %arg1) : (tensor<1xi32>, tensor<4xi32>) -> tensor<4xi32>
func.func @spec_correct_2(%arg0: tensor<1xi32>, %arg1: tensor<4xi32>) -> tensor<4xi32> {
  %0 = "test.broadcastable"(%arg0, %arg1) : (tensor<1xi32>, tensor<4xi32>) -> tensor<4xi32>
  return %0 : tensor<4xi32>
}

// -----

// CHECK-LABEL: func @spec_correct_3(
// CHECK: "test.broadcastable"(%arg0) : (tensor<4xi32>) -> tensor<?xi32>
func.func @spec_correct_3(%arg0: tensor<4xi32>) -> tensor<?xi32> {
  %0 = "test.broadcastable"(%arg0) : (tensor<4xi32>) -> tensor<?xi32>
  return %0 : tensor<?xi32>
}

// -----

// CHECK-LABEL: func @spec_correct_4(
// CHECK: "test.broadcastable"(%arg0, %arg1) : (tensor<4xi32>, tensor<2x3x4xi32>) -> tensor<2x3x4xi32>
func.func @spec_correct_4(%arg0: tensor<4xi32>, %arg1: tensor<2x3x4xi32>) -> tensor<2x3x4xi32> {
  %0 = "test.broadcastable"(%arg0, %arg1) : (tensor<4xi32>, tensor<2x3x4xi32>) -> tensor<2x3x4xi32>
  return %0 : tensor<2x3x4xi32>
}

// -----

// CHECK-LABEL: func @spec_correct_5(
// CHECK: "test.broadcastable"(%arg0, %arg1) : (tensor<2xi1>, tensor<2xi32>) -> tensor<2xi64>
func.func @spec_correct_5(%arg0: tensor<2xi1>, %arg1: tensor<2xi32>) -> tensor<2xi64> {
  %0 = "test.broadcastable"(%arg0, %arg1) : (tensor<2xi1>, tensor<2xi32>) -> tensor<2xi64>
  return %0 : tensor<2xi64>
}

// -----

// CHECK-LABEL: func @spec_correct_6(
// CHECK: "test.broadcastable"(%arg0) : (tensor<2xi32>) -> tensor<*xi32>
func.func @spec_correct_6(%arg0: tensor<2xi32>) -> tensor<*xi32> {
  %0 = "test.broadcastable"(%arg0) : (tensor<2xi32>) -> tensor<*xi32>
  return %0 : tensor<*xi32>
}

// -----

// CHECK-LABEL: func @spec_correct_7(
// CHECK: "test.broadcastable"(%arg0, %arg1) : (tensor<*xi32>, tensor<*xi32>) -> tensor<2xi32>
func.func @spec_correct_7(%arg0: tensor<*xi32>, %arg1: tensor<*xi32>) -> tensor<2xi32> {
  %0 = "test.broadcastable"(%arg0, %arg1) : (tensor<*xi32>, tensor<*xi32>) -> tensor<2xi32>
  return %0 : tensor<2xi32>
}

// -----

// Spec examples: incorrect uses (as upstream MLIR 22 decides).
func.func @spec_incorrect_0(%arg0: tensor<3xi32>, %arg1: tensor<2xi32>) -> tensor<?xi32> {
  // expected-error @+1 {{'test.broadcastable' op operands don't have broadcast-compatible shapes}}
  %0 = "test.broadcastable"(%arg0, %arg1) : (tensor<3xi32>, tensor<2xi32>) -> tensor<?xi32>
  return %0 : tensor<?xi32>
}

// -----

// Result rank higher than inferred: only the trailing dims are
// compared, so upstream ACCEPTS this (spec prose says error).
// CHECK-LABEL: func @spec_incorrect_1(
// CHECK: "test.broadcastable"(%arg0, %arg1) : (tensor<3xi32>, tensor<3xi32>) -> tensor<1x3xi32>
func.func @spec_incorrect_1(%arg0: tensor<3xi32>, %arg1: tensor<3xi32>) -> tensor<1x3xi32> {
  %0 = "test.broadcastable"(%arg0, %arg1) : (tensor<3xi32>, tensor<3xi32>) -> tensor<1x3xi32>
  return %0 : tensor<1x3xi32>
}

// -----

// Inferred `?` vs static 4: accepted (table decides).
// CHECK-LABEL: func @spec_incorrect_2(
// CHECK: "test.broadcastable"(%arg0, %arg1) : (tensor<?xi32>, tensor<?xi32>) -> tensor<4xi32>
func.func @spec_incorrect_2(%arg0: tensor<?xi32>, %arg1: tensor<?xi32>) -> tensor<4xi32> {
  %0 = "test.broadcastable"(%arg0, %arg1) : (tensor<?xi32>, tensor<?xi32>) -> tensor<4xi32>
  return %0 : tensor<4xi32>
}

// -----

func.func @spec_incorrect_3(%arg0: tensor<2xi32>, %arg1: tensor<2xi32>) -> tensor<4xi32> {
  // expected-error @+1 {{'test.broadcastable' op result type '4' not broadcast compatible with broadcasted operands's shapes '2'}}
  %0 = "test.broadcastable"(%arg0, %arg1) : (tensor<2xi32>, tensor<2xi32>) -> tensor<4xi32>
  return %0 : tensor<4xi32>
}

// -----

func.func @spec_incorrect_4(%arg0: tensor<1xi32>, %arg1: tensor<1xi32>) -> tensor<4xi32> {
  // expected-error @+1 {{'test.broadcastable' op result type '4' not broadcast compatible with broadcasted operands's shapes '1'}}
  %0 = "test.broadcastable"(%arg0, %arg1) : (tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
  return %0 : tensor<4xi32>
}

// -----

// Dimension inference table (both operand orders), result `?`
// to check inference, and a static result to pin the inferred dim.
// (?, ?) -> ?
// CHECK-LABEL: func @infer_dim_0(
// CHECK: "test.broadcastable"(%arg0, %arg1) : (tensor<?xi32>, tensor<?xi32>) -> tensor<?xi32>
func.func @infer_dim_0(%arg0: tensor<?xi32>, %arg1: tensor<?xi32>) -> tensor<?xi32> {
  %0 = "test.broadcastable"(%arg0, %arg1) : (tensor<?xi32>, tensor<?xi32>) -> tensor<?xi32>
  return %0 : tensor<?xi32>
}

// -----

// CHECK-LABEL: func @infer_dim_1(
// CHECK: "test.broadcastable"(%arg0, %arg1) : (tensor<?x2xi32>, tensor<?x2xi32>) -> tensor<7x2xi32>
func.func @infer_dim_1(%arg0: tensor<?x2xi32>, %arg1: tensor<?x2xi32>) -> tensor<7x2xi32> {
  %0 = "test.broadcastable"(%arg0, %arg1) : (tensor<?x2xi32>, tensor<?x2xi32>) -> tensor<7x2xi32>
  return %0 : tensor<7x2xi32>
}

// -----

// (?, 1) -> ?
// CHECK-LABEL: func @infer_dim_2(
// CHECK: "test.broadcastable"(%arg0, %arg1) : (tensor<?xi32>, tensor<1xi32>) -> tensor<?xi32>
func.func @infer_dim_2(%arg0: tensor<?xi32>, %arg1: tensor<1xi32>) -> tensor<?xi32> {
  %0 = "test.broadcastable"(%arg0, %arg1) : (tensor<?xi32>, tensor<1xi32>) -> tensor<?xi32>
  return %0 : tensor<?xi32>
}

// -----

// CHECK-LABEL: func @infer_dim_3(
// CHECK: "test.broadcastable"(%arg0, %arg1) : (tensor<1xi32>, tensor<?xi32>) -> tensor<?xi32>
func.func @infer_dim_3(%arg0: tensor<1xi32>, %arg1: tensor<?xi32>) -> tensor<?xi32> {
  %0 = "test.broadcastable"(%arg0, %arg1) : (tensor<1xi32>, tensor<?xi32>) -> tensor<?xi32>
  return %0 : tensor<?xi32>
}

// -----

// CHECK-LABEL: func @infer_dim_4(
// CHECK: "test.broadcastable"(%arg0, %arg1) : (tensor<?xi32>, tensor<1xi32>) -> tensor<5xi32>
func.func @infer_dim_4(%arg0: tensor<?xi32>, %arg1: tensor<1xi32>) -> tensor<5xi32> {
  %0 = "test.broadcastable"(%arg0, %arg1) : (tensor<?xi32>, tensor<1xi32>) -> tensor<5xi32>
  return %0 : tensor<5xi32>
}

// -----

// CHECK-LABEL: func @infer_dim_5(
// CHECK: "test.broadcastable"(%arg0, %arg1) : (tensor<1xi32>, tensor<?xi32>) -> tensor<1xi32>
func.func @infer_dim_5(%arg0: tensor<1xi32>, %arg1: tensor<?xi32>) -> tensor<1xi32> {
  %0 = "test.broadcastable"(%arg0, %arg1) : (tensor<1xi32>, tensor<?xi32>) -> tensor<1xi32>
  return %0 : tensor<1xi32>
}

// -----

// (?, >1) -> dim1
// CHECK-LABEL: func @infer_dim_6(
// CHECK: "test.broadcastable"(%arg0, %arg1) : (tensor<?xi32>, tensor<3xi32>) -> tensor<3xi32>
func.func @infer_dim_6(%arg0: tensor<?xi32>, %arg1: tensor<3xi32>) -> tensor<3xi32> {
  %0 = "test.broadcastable"(%arg0, %arg1) : (tensor<?xi32>, tensor<3xi32>) -> tensor<3xi32>
  return %0 : tensor<3xi32>
}

// -----

// CHECK-LABEL: func @infer_dim_7(
// CHECK: "test.broadcastable"(%arg0, %arg1) : (tensor<3xi32>, tensor<?xi32>) -> tensor<3xi32>
func.func @infer_dim_7(%arg0: tensor<3xi32>, %arg1: tensor<?xi32>) -> tensor<3xi32> {
  %0 = "test.broadcastable"(%arg0, %arg1) : (tensor<3xi32>, tensor<?xi32>) -> tensor<3xi32>
  return %0 : tensor<3xi32>
}

// -----

func.func @infer_dim_8(%arg0: tensor<?xi32>, %arg1: tensor<3xi32>) -> tensor<4xi32> {
  // expected-error @+1 {{'test.broadcastable' op result type '4' not broadcast compatible with broadcasted operands's shapes '3'}}
  %0 = "test.broadcastable"(%arg0, %arg1) : (tensor<?xi32>, tensor<3xi32>) -> tensor<4xi32>
  return %0 : tensor<4xi32>
}

// -----

func.func @infer_dim_9(%arg0: tensor<3xi32>, %arg1: tensor<?xi32>) -> tensor<4xi32> {
  // expected-error @+1 {{'test.broadcastable' op result type '4' not broadcast compatible with broadcasted operands's shapes '3'}}
  %0 = "test.broadcastable"(%arg0, %arg1) : (tensor<3xi32>, tensor<?xi32>) -> tensor<4xi32>
  return %0 : tensor<4xi32>
}

// -----

// (1, 1) -> 1
// CHECK-LABEL: func @infer_dim_10(
// CHECK: "test.broadcastable"(%arg0, %arg1) : (tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
func.func @infer_dim_10(%arg0: tensor<1xi32>, %arg1: tensor<1xi32>) -> tensor<1xi32> {
  %0 = "test.broadcastable"(%arg0, %arg1) : (tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
  return %0 : tensor<1xi32>
}

// -----

// CHECK-LABEL: func @infer_dim_11(
// CHECK: "test.broadcastable"(%arg0, %arg1) : (tensor<1xi32>, tensor<1xi32>) -> tensor<?xi32>
func.func @infer_dim_11(%arg0: tensor<1xi32>, %arg1: tensor<1xi32>) -> tensor<?xi32> {
  %0 = "test.broadcastable"(%arg0, %arg1) : (tensor<1xi32>, tensor<1xi32>) -> tensor<?xi32>
  return %0 : tensor<?xi32>
}

// -----

// (1, >1) -> dim1
// CHECK-LABEL: func @infer_dim_12(
// CHECK: "test.broadcastable"(%arg0, %arg1) : (tensor<1xi32>, tensor<5xi32>) -> tensor<5xi32>
func.func @infer_dim_12(%arg0: tensor<1xi32>, %arg1: tensor<5xi32>) -> tensor<5xi32> {
  %0 = "test.broadcastable"(%arg0, %arg1) : (tensor<1xi32>, tensor<5xi32>) -> tensor<5xi32>
  return %0 : tensor<5xi32>
}

// -----

// CHECK-LABEL: func @infer_dim_13(
// CHECK: "test.broadcastable"(%arg0, %arg1) : (tensor<5xi32>, tensor<1xi32>) -> tensor<5xi32>
func.func @infer_dim_13(%arg0: tensor<5xi32>, %arg1: tensor<1xi32>) -> tensor<5xi32> {
  %0 = "test.broadcastable"(%arg0, %arg1) : (tensor<5xi32>, tensor<1xi32>) -> tensor<5xi32>
  return %0 : tensor<5xi32>
}

// -----

func.func @infer_dim_14(%arg0: tensor<5xi32>, %arg1: tensor<1xi32>) -> tensor<1xi32> {
  // expected-error @+1 {{'test.broadcastable' op result type '1' not broadcast compatible with broadcasted operands's shapes '5'}}
  %0 = "test.broadcastable"(%arg0, %arg1) : (tensor<5xi32>, tensor<1xi32>) -> tensor<1xi32>
  return %0 : tensor<1xi32>
}

// -----

// (>1, >1): equal ok, different -> error
// CHECK-LABEL: func @infer_dim_15(
// CHECK: "test.broadcastable"(%arg0, %arg1) : (tensor<6xi32>, tensor<6xi32>) -> tensor<6xi32>
func.func @infer_dim_15(%arg0: tensor<6xi32>, %arg1: tensor<6xi32>) -> tensor<6xi32> {
  %0 = "test.broadcastable"(%arg0, %arg1) : (tensor<6xi32>, tensor<6xi32>) -> tensor<6xi32>
  return %0 : tensor<6xi32>
}

// -----

func.func @infer_dim_16(%arg0: tensor<6xi32>, %arg1: tensor<7xi32>) -> tensor<?xi32> {
  // expected-error @+1 {{'test.broadcastable' op operands don't have broadcast-compatible shapes}}
  %0 = "test.broadcastable"(%arg0, %arg1) : (tensor<6xi32>, tensor<7xi32>) -> tensor<?xi32>
  return %0 : tensor<?xi32>
}

// -----

func.func @infer_dim_17(%arg0: tensor<7xi32>, %arg1: tensor<6xi32>) -> tensor<?xi32> {
  // expected-error @+1 {{'test.broadcastable' op operands don't have broadcast-compatible shapes}}
  %0 = "test.broadcastable"(%arg0, %arg1) : (tensor<7xi32>, tensor<6xi32>) -> tensor<?xi32>
  return %0 : tensor<?xi32>
}

// -----

// Verification table (inferred vs actual).
// CHECK-LABEL: func @verify_dim_0(
// CHECK: "test.broadcastable"(%arg0) : (tensor<?x?xi32>) -> tensor<?x?xi32>
func.func @verify_dim_0(%arg0: tensor<?x?xi32>) -> tensor<?x?xi32> {
  %0 = "test.broadcastable"(%arg0) : (tensor<?x?xi32>) -> tensor<?x?xi32>
  return %0 : tensor<?x?xi32>
}

// -----

// CHECK-LABEL: func @verify_dim_1(
// CHECK: "test.broadcastable"(%arg0) : (tensor<?x?xi32>) -> tensor<3x4xi32>
func.func @verify_dim_1(%arg0: tensor<?x?xi32>) -> tensor<3x4xi32> {
  %0 = "test.broadcastable"(%arg0) : (tensor<?x?xi32>) -> tensor<3x4xi32>
  return %0 : tensor<3x4xi32>
}

// -----

// CHECK-LABEL: func @verify_dim_2(
// CHECK: "test.broadcastable"(%arg0) : (tensor<3x4xi32>) -> tensor<?x?xi32>
func.func @verify_dim_2(%arg0: tensor<3x4xi32>) -> tensor<?x?xi32> {
  %0 = "test.broadcastable"(%arg0) : (tensor<3x4xi32>) -> tensor<?x?xi32>
  return %0 : tensor<?x?xi32>
}

// -----

// CHECK-LABEL: func @verify_dim_3(
// CHECK: "test.broadcastable"(%arg0) : (tensor<3x4xi32>) -> tensor<3x4xi32>
func.func @verify_dim_3(%arg0: tensor<3x4xi32>) -> tensor<3x4xi32> {
  %0 = "test.broadcastable"(%arg0) : (tensor<3x4xi32>) -> tensor<3x4xi32>
  return %0 : tensor<3x4xi32>
}

// -----

func.func @verify_dim_4(%arg0: tensor<3x4xi32>) -> tensor<3x5xi32> {
  // expected-error @+1 {{'test.broadcastable' op result type '3x5' not broadcast compatible with broadcasted operands's shapes '3x4'}}
  %0 = "test.broadcastable"(%arg0) : (tensor<3x4xi32>) -> tensor<3x5xi32>
  return %0 : tensor<3x5xi32>
}

// -----

// Rank expansion.
// CHECK-LABEL: func @rank_expand_0(
// CHECK: "test.broadcastable"(%arg0, %arg1) : (tensor<3x1x5xf32>, tensor<4x1xf32>) -> tensor<3x4x5xf32>
func.func @rank_expand_0(%arg0: tensor<3x1x5xf32>, %arg1: tensor<4x1xf32>) -> tensor<3x4x5xf32> {
  %0 = "test.broadcastable"(%arg0, %arg1) : (tensor<3x1x5xf32>, tensor<4x1xf32>) -> tensor<3x4x5xf32>
  return %0 : tensor<3x4x5xf32>
}

// -----

// CHECK-LABEL: func @rank_expand_1(
// CHECK: "test.broadcastable"(%arg0, %arg1) : (tensor<f32>, tensor<2x3xf32>) -> tensor<2x3xf32>
func.func @rank_expand_1(%arg0: tensor<f32>, %arg1: tensor<2x3xf32>) -> tensor<2x3xf32> {
  %0 = "test.broadcastable"(%arg0, %arg1) : (tensor<f32>, tensor<2x3xf32>) -> tensor<2x3xf32>
  return %0 : tensor<2x3xf32>
}

// -----

// CHECK-LABEL: func @rank_expand_2(
// CHECK: "test.broadcastable"(%arg0, %arg1) : (tensor<2x3xf32>, tensor<f32>) -> tensor<2x3xf32>
func.func @rank_expand_2(%arg0: tensor<2x3xf32>, %arg1: tensor<f32>) -> tensor<2x3xf32> {
  %0 = "test.broadcastable"(%arg0, %arg1) : (tensor<2x3xf32>, tensor<f32>) -> tensor<2x3xf32>
  return %0 : tensor<2x3xf32>
}

// -----

// CHECK-LABEL: func @rank_expand_3(
// CHECK: "test.broadcastable"(%arg0, %arg1) : (tensor<f32>, tensor<f32>) -> tensor<f32>
func.func @rank_expand_3(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
  %0 = "test.broadcastable"(%arg0, %arg1) : (tensor<f32>, tensor<f32>) -> tensor<f32>
  return %0 : tensor<f32>
}

// -----

// CHECK-LABEL: func @rank_expand_4(
// CHECK: "test.broadcastable"(%arg0, %arg1, %arg2) : (tensor<2x?x1xf32>, tensor<3x1x1x?xf32>, tensor<1x5x1xi1>) -> tensor<3x2x5x?xf32>
func.func @rank_expand_4(%arg0: tensor<2x?x1xf32>, %arg1: tensor<3x1x1x?xf32>, %arg2: tensor<1x5x1xi1>) -> tensor<3x2x5x?xf32> {
  %0 = "test.broadcastable"(%arg0, %arg1, %arg2) : (tensor<2x?x1xf32>, tensor<3x1x1x?xf32>, tensor<1x5x1xi1>) -> tensor<3x2x5x?xf32>
  return %0 : tensor<3x2x5x?xf32>
}

// -----

func.func @rank_expand_5(%arg0: tensor<2x3xf32>, %arg1: tensor<4x3xf32>) -> tensor<?x3xf32> {
  // expected-error @+1 {{'test.broadcastable' op operands don't have broadcast-compatible shapes}}
  %0 = "test.broadcastable"(%arg0, %arg1) : (tensor<2x3xf32>, tensor<4x3xf32>) -> tensor<?x3xf32>
  return %0 : tensor<?x3xf32>
}

// -----

// Third operand incompatible with the first two.
func.func @rank_expand_6(%arg0: tensor<?xf32>, %arg1: tensor<2xf32>, %arg2: tensor<3xf32>) -> tensor<*xf32> {
  // expected-error @+1 {{'test.broadcastable' op operands don't have broadcast-compatible shapes}}
  %0 = "test.broadcastable"(%arg0, %arg1, %arg2) : (tensor<?xf32>, tensor<2xf32>, tensor<3xf32>) -> tensor<*xf32>
  return %0 : tensor<*xf32>
}

// -----

// Result rank vs inferred rank (take_back).
// CHECK-LABEL: func @result_rank_0(
// CHECK: "test.broadcastable"(%arg0) : (tensor<3xf32>) -> tensor<7x3xf32>
func.func @result_rank_0(%arg0: tensor<3xf32>) -> tensor<7x3xf32> {
  %0 = "test.broadcastable"(%arg0) : (tensor<3xf32>) -> tensor<7x3xf32>
  return %0 : tensor<7x3xf32>
}

// -----

// CHECK-LABEL: func @result_rank_1(
// CHECK: "test.broadcastable"(%arg0) : (tensor<f32>) -> tensor<3x?xf32>
func.func @result_rank_1(%arg0: tensor<f32>) -> tensor<3x?xf32> {
  %0 = "test.broadcastable"(%arg0) : (tensor<f32>) -> tensor<3x?xf32>
  return %0 : tensor<3x?xf32>
}

// -----

func.func @result_rank_2(%arg0: tensor<3x3xf32>, %arg1: tensor<3xf32>) -> tensor<3xf32> {
  // expected-error @+1 {{'test.broadcastable' op result type '3' not broadcast compatible with broadcasted operands's shapes '3x3'}}
  %0 = "test.broadcastable"(%arg0, %arg1) : (tensor<3x3xf32>, tensor<3xf32>) -> tensor<3xf32>
  return %0 : tensor<3xf32>
}

// -----

func.func @result_rank_3(%arg0: tensor<3xf32>) -> tensor<f32> {
  // expected-error @+1 {{'test.broadcastable' op result type '' not broadcast compatible with broadcasted operands's shapes '3'}}
  %0 = "test.broadcastable"(%arg0) : (tensor<3xf32>) -> tensor<f32>
  return %0 : tensor<f32>
}

// -----

func.func @result_rank_4(%arg0: tensor<2x3xf32>) -> tensor<5x4x3xf32> {
  // expected-error @+1 {{'test.broadcastable' op result type '5x4x3' not broadcast compatible with broadcasted operands's shapes '2x3'}}
  %0 = "test.broadcastable"(%arg0) : (tensor<2x3xf32>) -> tensor<5x4x3xf32>
  return %0 : tensor<5x4x3xf32>
}

// -----

func.func @result_rank_5(%arg0: tensor<4xf32>) -> tensor<1xf32> {
  // expected-error @+1 {{'test.broadcastable' op result type '1' not broadcast compatible with broadcasted operands's shapes '4'}}
  %0 = "test.broadcastable"(%arg0) : (tensor<4xf32>) -> tensor<1xf32>
  return %0 : tensor<1xf32>
}

// -----

// Zero-sized dims.
// CHECK-LABEL: func @zero_dim_0(
// CHECK: "test.broadcastable"(%arg0, %arg1) : (tensor<0xf32>, tensor<1xf32>) -> tensor<0xf32>
func.func @zero_dim_0(%arg0: tensor<0xf32>, %arg1: tensor<1xf32>) -> tensor<0xf32> {
  %0 = "test.broadcastable"(%arg0, %arg1) : (tensor<0xf32>, tensor<1xf32>) -> tensor<0xf32>
  return %0 : tensor<0xf32>
}

// -----

// CHECK-LABEL: func @zero_dim_1(
// CHECK: "test.broadcastable"(%arg0, %arg1) : (tensor<1xf32>, tensor<0xf32>) -> tensor<0xf32>
func.func @zero_dim_1(%arg0: tensor<1xf32>, %arg1: tensor<0xf32>) -> tensor<0xf32> {
  %0 = "test.broadcastable"(%arg0, %arg1) : (tensor<1xf32>, tensor<0xf32>) -> tensor<0xf32>
  return %0 : tensor<0xf32>
}

// -----

// CHECK-LABEL: func @zero_dim_2(
// CHECK: "test.broadcastable"(%arg0, %arg1) : (tensor<0xf32>, tensor<0xf32>) -> tensor<0xf32>
func.func @zero_dim_2(%arg0: tensor<0xf32>, %arg1: tensor<0xf32>) -> tensor<0xf32> {
  %0 = "test.broadcastable"(%arg0, %arg1) : (tensor<0xf32>, tensor<0xf32>) -> tensor<0xf32>
  return %0 : tensor<0xf32>
}

// -----

func.func @zero_dim_3(%arg0: tensor<0xf32>, %arg1: tensor<2xf32>) -> tensor<*xf32> {
  // expected-error @+1 {{'test.broadcastable' op operands don't have broadcast-compatible shapes}}
  %0 = "test.broadcastable"(%arg0, %arg1) : (tensor<0xf32>, tensor<2xf32>) -> tensor<*xf32>
  return %0 : tensor<*xf32>
}

// -----

// CHECK-LABEL: func @zero_dim_4(
// CHECK: "test.broadcastable"(%arg0, %arg1) : (tensor<?xf32>, tensor<0xf32>) -> tensor<3xf32>
func.func @zero_dim_4(%arg0: tensor<?xf32>, %arg1: tensor<0xf32>) -> tensor<3xf32> {
  %0 = "test.broadcastable"(%arg0, %arg1) : (tensor<?xf32>, tensor<0xf32>) -> tensor<3xf32>
  return %0 : tensor<3xf32>
}

// -----

// CHECK-LABEL: func @zero_dim_5(
// CHECK: "test.broadcastable"(%arg0, %arg1) : (tensor<?xf32>, tensor<1xf32>) -> tensor<0xf32>
func.func @zero_dim_5(%arg0: tensor<?xf32>, %arg1: tensor<1xf32>) -> tensor<0xf32> {
  %0 = "test.broadcastable"(%arg0, %arg1) : (tensor<?xf32>, tensor<1xf32>) -> tensor<0xf32>
  return %0 : tensor<0xf32>
}

// -----

// CHECK-LABEL: func @zero_dim_6(
// CHECK: "test.broadcastable"(%arg0, %arg1) : (tensor<?x0xf32>, tensor<?x?xi8>) -> tensor<7x5xf32>
func.func @zero_dim_6(%arg0: tensor<?x0xf32>, %arg1: tensor<?x?xi8>) -> tensor<7x5xf32> {
  %0 = "test.broadcastable"(%arg0, %arg1) : (tensor<?x0xf32>, tensor<?x?xi8>) -> tensor<7x5xf32>
  return %0 : tensor<7x5xf32>
}

// -----

func.func @zero_dim_7(%arg0: tensor<?x0xf32>, %arg1: tensor<2x1xi8>) -> tensor<2x1xf32> {
  // expected-error @+1 {{'test.broadcastable' op result type '2x1' not broadcast compatible with broadcasted operands's shapes '2x0'}}
  %0 = "test.broadcastable"(%arg0, %arg1) : (tensor<?x0xf32>, tensor<2x1xi8>) -> tensor<2x1xf32>
  return %0 : tensor<2x1xf32>
}

// -----

func.func @zero_dim_8(%arg0: tensor<0x1xf32>) -> tensor<1x1xf32> {
  // expected-error @+1 {{'test.broadcastable' op result type '1x1' not broadcast compatible with broadcasted operands's shapes '0x1'}}
  %0 = "test.broadcastable"(%arg0) : (tensor<0x1xf32>) -> tensor<1x1xf32>
  return %0 : tensor<1x1xf32>
}

// -----

// Unranked operands / results.
// CHECK-LABEL: func @unranked_0(
// CHECK: "test.broadcastable"(%arg0, %arg1, %arg2) : (tensor<*xf32>, tensor<3xi8>, tensor<?x3xi8>) -> tensor<5x?x3xf32>
func.func @unranked_0(%arg0: tensor<*xf32>, %arg1: tensor<3xi8>, %arg2: tensor<?x3xi8>) -> tensor<5x?x3xf32> {
  %0 = "test.broadcastable"(%arg0, %arg1, %arg2) : (tensor<*xf32>, tensor<3xi8>, tensor<?x3xi8>) -> tensor<5x?x3xf32>
  return %0 : tensor<5x?x3xf32>
}

// -----

func.func @unranked_1(%arg0: tensor<*xf32>, %arg1: tensor<3xi8>, %arg2: tensor<?x3xi8>) -> tensor<5x?x2xf32> {
  // expected-error @+1 {{'test.broadcastable' op result type '5x?x2' not broadcast compatible with broadcasted operands's shapes '?x3'}}
  %0 = "test.broadcastable"(%arg0, %arg1, %arg2) : (tensor<*xf32>, tensor<3xi8>, tensor<?x3xi8>) -> tensor<5x?x2xf32>
  return %0 : tensor<5x?x2xf32>
}

// -----

func.func @unranked_2(%arg0: tensor<2xf32>, %arg1: tensor<*xf32>, %arg2: tensor<3xf32>) -> tensor<*xf32> {
  // expected-error @+1 {{'test.broadcastable' op operands don't have broadcast-compatible shapes}}
  %0 = "test.broadcastable"(%arg0, %arg1, %arg2) : (tensor<2xf32>, tensor<*xf32>, tensor<3xf32>) -> tensor<*xf32>
  return %0 : tensor<*xf32>
}

// -----

// CHECK-LABEL: func @unranked_3(
// CHECK: "test.broadcastable"(%arg0) : (tensor<*xf32>) -> tensor<f32>
func.func @unranked_3(%arg0: tensor<*xf32>) -> tensor<f32> {
  %0 = "test.broadcastable"(%arg0) : (tensor<*xf32>) -> tensor<f32>
  return %0 : tensor<f32>
}

// -----

func.func @unranked_4(%arg0: tensor<2x3xf32>, %arg1: tensor<4x5xf32>) -> tensor<*xf32> {
  // expected-error @+1 {{'test.broadcastable' op operands don't have broadcast-compatible shapes}}
  %0 = "test.broadcastable"(%arg0, %arg1) : (tensor<2x3xf32>, tensor<4x5xf32>) -> tensor<*xf32>
  return %0 : tensor<*xf32>
}

// -----

// Zero operands: accepted.
// CHECK-LABEL: func @no_operands_0(
// CHECK: "test.broadcastable"() : () -> tensor<4xf32>
func.func @no_operands_0() -> tensor<4xf32> {
  %0 = "test.broadcastable"() : () -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

// CHECK-LABEL: func @no_operands_1(
// CHECK: "test.broadcastable"() : () -> tensor<*xf32>
func.func @no_operands_1() -> tensor<*xf32> {
  %0 = "test.broadcastable"() : () -> tensor<*xf32>
  return %0 : tensor<*xf32>
}

// -----

// Element types are not checked.
// CHECK-LABEL: func @elt_types_0(
// CHECK: "test.broadcastable"(%arg0, %arg1) : (tensor<2xi1>, tensor<2xf64>) -> tensor<2xcomplex<f32>>
func.func @elt_types_0(%arg0: tensor<2xi1>, %arg1: tensor<2xf64>) -> tensor<2xcomplex<f32>> {
  %0 = "test.broadcastable"(%arg0, %arg1) : (tensor<2xi1>, tensor<2xf64>) -> tensor<2xcomplex<f32>>
  return %0 : tensor<2xcomplex<f32>>
}

// -----

// Type constraints and result count come first.
func.func @constraints_0(%arg0: i32) -> tensor<f32> {
  // expected-error @+1 {{'test.broadcastable' op operand #0 must be variadic of tensor of any type values, but got 'i32'}}
  %0 = "test.broadcastable"(%arg0) : (i32) -> tensor<f32>
  return %0 : tensor<f32>
}

// -----

func.func @constraints_1(%arg0: tensor<2xf32>, %arg1: i32) -> tensor<f32> {
  // expected-error @+1 {{'test.broadcastable' op operand #1 must be variadic of tensor of any type values, but got 'i32'}}
  %0 = "test.broadcastable"(%arg0, %arg1) : (tensor<2xf32>, i32) -> tensor<f32>
  return %0 : tensor<f32>
}

// -----

func.func @constraints_2(%arg0: vector<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{'test.broadcastable' op operand #0 must be variadic of tensor of any type values, but got 'vector<4xf32>'}}
  %0 = "test.broadcastable"(%arg0) : (vector<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @constraints_3(%arg0: tensor<4xf32>) -> vector<4xf32> {
  // expected-error @+1 {{'test.broadcastable' op result #0 must be tensor of any type values, but got 'vector<4xf32>'}}
  %0 = "test.broadcastable"(%arg0) : (tensor<4xf32>) -> vector<4xf32>
  return %0 : vector<4xf32>
}

// -----

func.func @constraints_4(%arg0: vector<2xf32>, %arg1: i32) -> i64 {
  // expected-error @+1 {{'test.broadcastable' op operand #0 must be variadic of tensor of any type values, but got 'vector<2xf32>'}}
  %0 = "test.broadcastable"(%arg0, %arg1) : (vector<2xf32>, i32) -> i64
  return %0 : i64
}

// -----

func.func @constraints_5(%arg0: tensor<2xf32>, %arg1: tensor<3xf32>) -> i64 {
  // expected-error @+1 {{'test.broadcastable' op result #0 must be tensor of any type values, but got 'i64'}}
  %0 = "test.broadcastable"(%arg0, %arg1) : (tensor<2xf32>, tensor<3xf32>) -> i64
  return %0 : i64
}

// -----

func.func @constraints_6(%arg0: memref<2xf32>) -> tensor<2xf32> {
  // expected-error @+1 {{'test.broadcastable' op operand #0 must be variadic of tensor of any type values, but got 'memref<2xf32>'}}
  %0 = "test.broadcastable"(%arg0) : (memref<2xf32>) -> tensor<2xf32>
  return %0 : tensor<2xf32>
}

// -----

func.func @constraints_7(%arg0: tensor<2xf32>) {
  // expected-error @+1 {{'test.broadcastable' op requires one result}}
  "test.broadcastable"(%arg0) : (tensor<2xf32>) -> ()
  return
}

// -----

func.func @constraints_8(%arg0: i32) {
  // expected-error @+1 {{'test.broadcastable' op requires one result}}
  "test.broadcastable"(%arg0) : (i32) -> ()
  return
}

// -----

func.func @constraints_9(%arg0: tensor<2xf32>) -> (tensor<f32>, tensor<f32>) {
  // expected-error @+1 {{'test.broadcastable' op requires one result}}
  %0:2 = "test.broadcastable"(%arg0) : (tensor<2xf32>) -> (tensor<f32>, tensor<f32>)
  return %0#0, %0#1 : tensor<f32>, tensor<f32>
}
