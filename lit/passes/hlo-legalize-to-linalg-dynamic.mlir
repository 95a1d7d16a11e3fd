// RUN: xla-opt %s --hlo-legalize-to-linalg | FileCheck %s
// RUN: %if mlir-opt %{ xla-opt %s --hlo-legalize-to-linalg | mlir-opt > /dev/null %}
// RUN: xla-run %s --entry run --print | FileCheck %s --check-prefix=EXEC
// RUN: xla-opt %s --hlo-legalize-to-linalg | xla-run - --entry run --print | FileCheck %s --check-prefix=EXEC

// Shapes from operands: dynamic_broadcast_in_dim and dynamic_iota size their results with
// tensor.extract from the shape operand; element-wise ops on `?` dimensions use tensor.dim.
// The same results before and after lowering (RUN lines).

// CHECK-DAG: #[[ROW:.*]] = affine_map<(d0, d1) -> (d1)>
// CHECK-DAG: #[[ID:.*]] = affine_map<(d0, d1) -> (d0, d1)>
// CHECK-LABEL: func.func @shapes(
// CHECK-SAME: %[[X:[^:]*]]: tensor<?xf32>, %[[S:[^:]*]]: tensor<2xi64>
// CHECK: %[[C0:.*]] = arith.constant 0 : index
// CHECK: %[[E0:.*]] = tensor.extract %[[S]][%[[C0]]] : tensor<2xi64>
// CHECK: %[[D0:.*]] = arith.index_cast %[[E0]] : i64 to index
// CHECK: %[[C1:.*]] = arith.constant 1 : index
// CHECK: %[[E1:.*]] = tensor.extract %[[S]][%[[C1]]] : tensor<2xi64>
// CHECK: %[[D1:.*]] = arith.index_cast %[[E1]] : i64 to index
// CHECK: %[[INIT:.*]] = tensor.empty(%[[D0]], %[[D1]]) : tensor<?x?xf32>
// CHECK: %[[B:.*]] = linalg.generic {indexing_maps = [#[[ROW]], #[[ID]]], {{.*}} ins(%[[X]] : tensor<?xf32>) outs(%[[INIT]] : tensor<?x?xf32>)
// CHECK: tensor.dim %[[B]], %{{.*}} : tensor<?x?xf32>
// CHECK: math.exp
// CHECK: linalg.index 1 : index
func.func @shapes(%x: tensor<?xf32>, %s: tensor<2xi64>, %t: tensor<2xi64>) -> (tensor<?x?xf32>, tensor<?x4xi32>) {
  %0 = stablehlo.dynamic_broadcast_in_dim %x, %s, dims = [1] : (tensor<?xf32>, tensor<2xi64>) -> tensor<?x?xf32>
  %1 = stablehlo.exponential %0 : tensor<?x?xf32>
  %2 = stablehlo.dynamic_iota %t, dim = 1 : (tensor<2xi64>) -> tensor<?x4xi32>
  return %1, %2 : tensor<?x?xf32>, tensor<?x4xi32>
}

// EXEC: dense<{{\[}}[1.000000e+00, 2.71828175, 7.3890562], [1.000000e+00, 2.71828175, 7.3890562]]> : tensor<2x3xf32>
// EXEC: dense<{{\[}}[0, 1, 2, 3], [0, 1, 2, 3]]> : tensor<2x4xi32>
func.func @run() -> (tensor<?x?xf32>, tensor<?x4xi32>) {
  %c = arith.constant dense<[0.0, 1.0, 2.0]> : tensor<3xf32>
  %x = tensor.cast %c : tensor<3xf32> to tensor<?xf32>
  %s = arith.constant dense<[2, 3]> : tensor<2xi64>
  %t = arith.constant dense<[2, 4]> : tensor<2xi64>
  %r:2 = func.call @shapes(%x, %s, %t) : (tensor<?xf32>, tensor<2xi64>, tensor<2xi64>) -> (tensor<?x?xf32>, tensor<?x4xi32>)
  return %r#0, %r#1 : tensor<?x?xf32>, tensor<?x4xi32>
}
