// Regression (found by tests/jax_fresh: maxpool_grad, gather_variants, scatter_variants,
// take_along): a tensor.extract inside a linalg.generic body that reads a tensor defined
// outside the generic (a function argument, an insert_slice result) becomes a memref.load.
// RUN: xla-opt %s --split-input-file --bufferize | FileCheck %s
// RUN: xla-opt %s --split-input-file --bufferize | mlir-opt --split-input-file > /dev/null

// CHECK-LABEL: func.func @extract_of_argument
// CHECK: linalg.generic
// CHECK: memref.load %arg0
// CHECK-NOT: tensor.extract
func.func @extract_of_argument(%arg0: tensor<4xf32>) -> tensor<4xf32> {
  %e = tensor.empty() : tensor<4xf32>
  %r = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} outs(%e : tensor<4xf32>) {
  ^bb0(%out: f32):
    %i = linalg.index 0 : index
    %c3 = arith.constant 3 : index
    %j = arith.subi %c3, %i : index
    %x = tensor.extract %arg0[%j] : tensor<4xf32>
    linalg.yield %x : f32
  } -> tensor<4xf32>
  return %r : tensor<4xf32>
}

// -----

// CHECK-LABEL: func.func @extract_of_insert_slice
// CHECK: memref.subview
// CHECK: linalg.generic
// CHECK: memref.load
// CHECK-NOT: tensor.extract
func.func @extract_of_insert_slice(%arg0: tensor<3xi32>, %arg1: tensor<3x1xi32>) -> tensor<3xi32> {
  %e = tensor.empty() : tensor<3x2xi32>
  %s = tensor.insert_slice %arg1 into %e[0, 0] [3, 1] [1, 1] : tensor<3x1xi32> into tensor<3x2xi32>
  %o = tensor.empty() : tensor<3xi32>
  %r = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} outs(%o : tensor<3xi32>) {
  ^bb0(%out: i32):
    %i = linalg.index 0 : index
    %c0 = arith.constant 0 : index
    %x = tensor.extract %s[%i, %c0] : tensor<3x2xi32>
    linalg.yield %x : i32
  } -> tensor<3xi32>
  return %r : tensor<3xi32>
}
