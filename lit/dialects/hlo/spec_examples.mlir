// RUN: xla-opt %s -split-input-file | xla-opt -split-input-file | FileCheck %s

// The worked examples of ../shared/spec/xla-operation-semantics.txt, written as hlo
// programs whose expected results come from the spec text (check.expect_* ops): they
// parse, verify with the spec's result shapes, and round-trip. Running them (xla-run)
// checks the values.

// CHECK-LABEL: func.func @clamp_scalar_min_max
// Clamp(min, operand, max) with scalar min and max = s32[3]{0, 5, 6}.
func.func @clamp_scalar_min_max() {
  %operand = hlo.constant dense<[-1, 5, 9]> : tensor<3xi32>
  %min = hlo.constant dense<0> : tensor<i32>
  %max = hlo.constant dense<6> : tensor<i32>
  // CHECK: hlo.clamp
  %r = hlo.clamp %min, %operand, %max : (tensor<i32>, tensor<3xi32>, tensor<i32>) -> tensor<3xi32>
  check.expect_eq_const %r, dense<[0, 5, 6]> : tensor<3xi32>
  return
}

// -----

// CHECK-LABEL: func.func @collapse_to_one_dimension
// Collapse(v, {0,1,2}) of f32[4x2x3] is a reshape to f32[24]; Collapse(v, {0,1}) to f32[4x6].
func.func @collapse_to_one_dimension() {
  %v = hlo.constant dense<[[[10.0, 11.0, 12.0], [15.0, 16.0, 17.0]], [[20.0, 21.0, 22.0], [25.0, 26.0, 27.0]], [[30.0, 31.0, 32.0], [35.0, 36.0, 37.0]], [[40.0, 41.0, 42.0], [45.0, 46.0, 47.0]]]> : tensor<4x2x3xf32>
  // CHECK: hlo.reshape
  %v012 = hlo.reshape %v : (tensor<4x2x3xf32>) -> tensor<24xf32>
  check.expect_eq_const %v012, dense<[10.0, 11.0, 12.0, 15.0, 16.0, 17.0, 20.0, 21.0, 22.0, 25.0, 26.0, 27.0, 30.0, 31.0, 32.0, 35.0, 36.0, 37.0, 40.0, 41.0, 42.0, 45.0, 46.0, 47.0]> : tensor<24xf32>
  %v01 = hlo.reshape %v : (tensor<4x2x3xf32>) -> tensor<4x6xf32>
  check.expect_eq_const %v01, dense<[[10.0, 11.0, 12.0, 15.0, 16.0, 17.0], [20.0, 21.0, 22.0, 25.0, 26.0, 27.0], [30.0, 31.0, 32.0, 35.0, 36.0, 37.0], [40.0, 41.0, 42.0, 45.0, 46.0, 47.0]]> : tensor<4x6xf32>
  return
}

// -----

// CHECK-LABEL: func.func @concatenate_1d
// Concat({ {2, 3}, {4, 5}, {6, 7} }, 0) >>> {2, 3, 4, 5, 6, 7}
func.func @concatenate_1d() {
  %a = hlo.constant dense<[2, 3]> : tensor<2xi32>
  %b = hlo.constant dense<[4, 5]> : tensor<2xi32>
  %c = hlo.constant dense<[6, 7]> : tensor<2xi32>
  // CHECK: hlo.concatenate
  %r = hlo.concatenate %a, %b, %c, dim = 0 : (tensor<2xi32>, tensor<2xi32>, tensor<2xi32>) -> tensor<6xi32>
  check.expect_eq_const %r, dense<[2, 3, 4, 5, 6, 7]> : tensor<6xi32>
  return
}

// -----

// CHECK-LABEL: func.func @dot_general_contracting
// DotGeneral with lhs/rhs contracting dimension 1 -> { {6.0, 12.0}, {15.0, 30.0} }
func.func @dot_general_contracting() {
  %lhs = hlo.constant dense<[[1.0, 2.0, 3.0], [4.0, 5.0, 6.0]]> : tensor<2x3xf32>
  %rhs = hlo.constant dense<[[1.0, 1.0, 1.0], [2.0, 2.0, 2.0]]> : tensor<2x3xf32>
  // CHECK: hlo.dot_general
  %r = hlo.dot_general %lhs, %rhs, contracting_dims = [1] x [1] : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x2xf32>
  check.expect_almost_eq_const %r, dense<[[6.0, 12.0], [15.0, 30.0]]> : tensor<2x2xf32>
  return
}

// -----

// CHECK-LABEL: func.func @dot_general_batch
// Batch size 2, 2x2 matrices times identities.
func.func @dot_general_batch() {
  %lhs = hlo.constant dense<[[[1.0, 2.0], [3.0, 4.0]], [[5.0, 6.0], [7.0, 8.0]]]> : tensor<2x2x2xf32>
  %rhs = hlo.constant dense<[[[1.0, 0.0], [0.0, 1.0]], [[1.0, 0.0], [0.0, 1.0]]]> : tensor<2x2x2xf32>
  // CHECK: hlo.dot_general
  %r = hlo.dot_general %lhs, %rhs, batching_dims = [0] x [0], contracting_dims = [2] x [1] : (tensor<2x2x2xf32>, tensor<2x2x2xf32>) -> tensor<2x2x2xf32>
  check.expect_almost_eq_const %r, dense<[[[1.0, 2.0], [3.0, 4.0]], [[5.0, 6.0], [7.0, 8.0]]]> : tensor<2x2x2xf32>
  return
}

// -----

// CHECK-LABEL: func.func @dynamic_slice_2d
// DynamicSlice(b, {2, 1}, {2, 2}) = { {7.0, 8.0}, {10.0, 11.0} }
func.func @dynamic_slice_2d() {
  %b = hlo.constant dense<[[0.0, 1.0, 2.0], [3.0, 4.0, 5.0], [6.0, 7.0, 8.0], [9.0, 10.0, 11.0]]> : tensor<4x3xf32>
  %s0 = hlo.constant dense<2> : tensor<i64>
  %s1 = hlo.constant dense<1> : tensor<i64>
  // CHECK: hlo.dynamic_slice
  %r = hlo.dynamic_slice %b, %s0, %s1, sizes = [2, 2] : (tensor<4x3xf32>, tensor<i64>, tensor<i64>) -> tensor<2x2xf32>
  check.expect_eq_const %r, dense<[[7.0, 8.0], [10.0, 11.0]]> : tensor<2x2xf32>
  return
}

// -----

// CHECK-LABEL: func.func @dynamic_update_slice_1d
// DynamicUpdateSlice({0, 1, 2, 3, 4}, {5, 6}, {2}) = {0, 1, 5, 6, 4}
func.func @dynamic_update_slice_1d() {
  %a = hlo.constant dense<[0.0, 1.0, 2.0, 3.0, 4.0]> : tensor<5xf32>
  %u = hlo.constant dense<[5.0, 6.0]> : tensor<2xf32>
  %s = hlo.constant dense<2> : tensor<i64>
  // CHECK: hlo.dynamic_update_slice
  %r = hlo.dynamic_update_slice %a, %u, %s : (tensor<5xf32>, tensor<2xf32>, tensor<i64>) -> tensor<5xf32>
  check.expect_eq_const %r, dense<[0.0, 1.0, 5.0, 6.0, 4.0]> : tensor<5xf32>
  return
}

// -----

// CHECK-LABEL: func.func @slice_2d
// Slice(b, {2, 1}, {4, 3}) = { {7.0, 8.0}, {10.0, 11.0} }
func.func @slice_2d() {
  %b = hlo.constant dense<[[0.0, 1.0, 2.0], [3.0, 4.0, 5.0], [6.0, 7.0, 8.0], [9.0, 10.0, 11.0]]> : tensor<4x3xf32>
  // CHECK: hlo.slice
  %r = hlo.slice %b [2:4, 1:3] : (tensor<4x3xf32>) -> tensor<2x2xf32>
  check.expect_eq_const %r, dense<[[7.0, 8.0], [10.0, 11.0]]> : tensor<2x2xf32>
  return
}

// -----

// CHECK-LABEL: func.func @iota_s32_4x8_dim0
// Iota(s32[4, 8], 0): each row holds its row index.
func.func @iota_s32_4x8_dim0() {
  // CHECK: hlo.iota
  %r = hlo.iota dim = 0 : tensor<4x8xi32>
  %row = hlo.slice %r [1:2, 0:8] : (tensor<4x8xi32>) -> tensor<1x8xi32>
  check.expect_eq_const %row, dense<1> : tensor<1x8xi32>
  return
}

// -----

// CHECK-LABEL: func.func @reduce_2d_sum
// Reducing {{1, 2, 3}, {4, 5, 6}} over dimension 1 with addition gives {6, 15}.
func.func @reduce_2d_sum() {
  %m = hlo.constant dense<[[1.0, 2.0, 3.0], [4.0, 5.0, 6.0]]> : tensor<2x3xf32>
  %zero = hlo.constant dense<0.0> : tensor<f32>
  // CHECK: hlo.reduce
  %r = hlo.reduce(%m init: %zero) applies hlo.add across dimensions = [1] : (tensor<2x3xf32>, tensor<f32>) -> tensor<2xf32>
  check.expect_almost_eq_const %r, dense<[6.0, 15.0]> : tensor<2xf32>
  return
}
