// REQUIRES: melior
// Scatter drops an update window any part of which is out of bounds, whole (XLA's semantics,
// which JAX's mode=FILL_OR_DROP relies on); expected values from JAX 0.10 on CPU:
// lax.scatter_add(zeros(8, i32), [[6], [2]], [[1,2,3], [10,20,30]], ...) = [0,0,10,20,30,0,0,0].
// RUN: rm -rf %t && mkdir -p %t
// RUN: xla-run %s --entry inputs --output-dir %t
// RUN: xla-run %s --input %t/out0.npy %t/out1.npy %t/out2.npy %t/out3.npy %t/out4.npy %t/out5.npy %t/out6.npy %t/out7.npy %t/out8.npy --print | FileCheck %s
// RUN: xla-run %s --backend jit --input %t/out0.npy %t/out1.npy %t/out2.npy %t/out3.npy %t/out4.npy %t/out5.npy %t/out6.npy %t/out7.npy %t/out8.npy --print | FileCheck %s

// CHECK: dense<[0, 0, 10, 20, 30, 0, 0, 0]> : tensor<8xi32>
// CHECK-NEXT: dense<{{\[}}[0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 1.000000e+01, 2.000000e+01, 3.000000e+01, 0.000000e+00, 0.000000e+00]]> : tensor<2x6xf32>
// CHECK-NEXT: dense<{{\[}}[1.000000e+00, 2.000000e+00, 3.000000e+00, 4.000000e+00], [5.000000e+00, 6.000000e+00, 1.000000e+02, 8.000000e+00], [9.000000e+00, 1.000000e+01, 1.100000e+01, 1.200000e+01], [1.300000e+01, 1.400000e+01, 1.500000e+01, 1.600000e+01]]> : tensor<4x4xf32>
// CHECK-NEXT: dense<{{\[}}[1.000000e+00, 2.000000e+00, 3.000000e+00, 4.000000e+00], [5.000000e+00, 2.000000e+00, 7.000000e+00, 8.000000e+00], [9.000000e+00, -3.000000e+00, 5.000000e-01, 1.200000e+01], [1.300000e+01, 1.400000e+01, 1.500000e+01, 1.600000e+01]]> : tensor<4x4xf32>
// CHECK-NEXT: dense<{{\[}}[1.000000e+00, 2.000000e+00, 3.000000e+00, 4.000000e+00], [5.000000e+00, 1.200000e+01, 7.000000e+02, 8.000000e+00], [9.000000e+00, -3.000000e+01, 5.500000e+00, 1.200000e+01], [1.300000e+01, 1.400000e+01, 1.500000e+01, 1.600000e+01]]> : tensor<4x4xf32>

func.func @inputs() -> (tensor<8xi32>, tensor<2x1xi32>, tensor<2x3xi32>, tensor<2x6xf32>, tensor<2x1xi32>, tensor<2x3xf32>, tensor<4x4xf32>, tensor<4x2xi32>, tensor<4x2x2xf32>) {
  %0 = hlo.constant dense<0> : tensor<8xi32>
  %1 = hlo.constant dense<[[6], [2]]> : tensor<2x1xi32>
  %2 = hlo.constant dense<[[1, 2, 3], [10, 20, 30]]> : tensor<2x3xi32>
  %3 = hlo.constant dense<0.0> : tensor<2x6xf32>
  %4 = hlo.constant dense<[[4], [1]]> : tensor<2x1xi32>
  %5 = hlo.constant dense<[[1.0, 2.0, 3.0], [10.0, 20.0, 30.0]]> : tensor<2x3xf32>
  %6 = hlo.constant dense<[[1.0, 2.0, 3.0, 4.0], [5.0, 6.0, 7.0, 8.0], [9.0, 10.0, 11.0, 12.0], [13.0, 14.0, 15.0, 16.0]]> : tensor<4x4xf32>
  // Windows of 2x2 at (3, 1) and (0, 3) overhang, (-1, 0) starts before; only (1, 1) applies.
  %7 = hlo.constant dense<[[3, 1], [1, 1], [-1, 0], [0, 3]]> : tensor<4x2xi32>
  %8 = hlo.constant dense<[[[5.0, -5.0], [7.0, -7.0]], [[2.0, 100.0], [-3.0, 0.5]], [[9.0, 9.0], [9.0, 9.0]], [[4.0, 4.0], [4.0, 4.0]]]> : tensor<4x2x2xf32>
  return %0, %1, %2, %3, %4, %5, %6, %7, %8 : tensor<8xi32>, tensor<2x1xi32>, tensor<2x3xi32>, tensor<2x6xf32>, tensor<2x1xi32>, tensor<2x3xf32>, tensor<4x4xf32>, tensor<4x2xi32>, tensor<4x2x2xf32>
}

func.func @main(%x: tensor<8xi32>, %i: tensor<2x1xi32>, %u: tensor<2x3xi32>, %bx: tensor<2x6xf32>, %bi: tensor<2x1xi32>, %bu: tensor<2x3xf32>, %y: tensor<4x4xf32>, %j: tensor<4x2xi32>, %v: tensor<4x2x2xf32>) -> (tensor<8xi32>, tensor<2x6xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>) {
  %add = "hlo.scatter"(%x, %i, %u) ({
  ^bb0(%a: tensor<i32>, %b: tensor<i32>):
    %s = hlo.add %a, %b : tensor<i32>
    hlo.return %s : tensor<i32>
  }) {scatter_dimension_numbers = #hlo.scatter<update_window_dims = [1], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>} : (tensor<8xi32>, tensor<2x1xi32>, tensor<2x3xi32>) -> tensor<8xi32>
  // Row 0's window [4, 7) overhangs the 6 columns: dropped.
  %batched = "hlo.scatter"(%bx, %bi, %bu) ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %s = hlo.add %a, %b : tensor<f32>
    hlo.return %s : tensor<f32>
  }) {scatter_dimension_numbers = #hlo.scatter<update_window_dims = [1], input_batching_dims = [0], scatter_indices_batching_dims = [0], scatter_dims_to_operand_dims = [1], index_vector_dim = 1>} : (tensor<2x6xf32>, tensor<2x1xi32>, tensor<2x3xf32>) -> tensor<2x6xf32>
  %max = "hlo.scatter"(%y, %j, %v) ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %s = hlo.maximum %a, %b : tensor<f32>
    hlo.return %s : tensor<f32>
  }) {scatter_dimension_numbers = #hlo.scatter<update_window_dims = [1, 2], scatter_dims_to_operand_dims = [0, 1], index_vector_dim = 1>} : (tensor<4x4xf32>, tensor<4x2xi32>, tensor<4x2x2xf32>) -> tensor<4x4xf32>
  %min = "hlo.scatter"(%y, %j, %v) ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %s = hlo.minimum %a, %b : tensor<f32>
    hlo.return %s : tensor<f32>
  }) {scatter_dimension_numbers = #hlo.scatter<update_window_dims = [1, 2], scatter_dims_to_operand_dims = [0, 1], index_vector_dim = 1>} : (tensor<4x4xf32>, tensor<4x2xi32>, tensor<4x2x2xf32>) -> tensor<4x4xf32>
  %mul = "hlo.scatter"(%y, %j, %v) ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %s = hlo.multiply %a, %b : tensor<f32>
    hlo.return %s : tensor<f32>
  }) {scatter_dimension_numbers = #hlo.scatter<update_window_dims = [1, 2], scatter_dims_to_operand_dims = [0, 1], index_vector_dim = 1>} : (tensor<4x4xf32>, tensor<4x2xi32>, tensor<4x2x2xf32>) -> tensor<4x4xf32>
  return %add, %batched, %max, %min, %mul : tensor<8xi32>, tensor<2x6xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>
}
