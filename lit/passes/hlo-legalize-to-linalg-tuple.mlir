// RUN: xla-opt %s --split-input-file --hlo-legalize-to-linalg | FileCheck %s
// RUN: xla-opt %s --split-input-file --lower-to-llvm | FileCheck %s --check-prefix=LLVM

// Tuples built and taken apart inside a function leave nothing behind: get_tuple_element of
// an hlo.tuple (nested too) is the element itself.

// CHECK-LABEL: func.func @nested() -> (tensor<2xf64>, tensor<i64>)
// CHECK-DAG: %[[A:.*]] = arith.constant dense<[1.000000e+00, 2.000000e+00]> : tensor<2xf64>
// CHECK-DAG: %[[B:.*]] = arith.constant dense<3> : tensor<i64>
// CHECK-NOT: unrealized_conversion_cast
// CHECK: return %[[A]], %[[B]] : tensor<2xf64>, tensor<i64>

// LLVM-LABEL: llvm.func @nested(
// LLVM-NOT: tuple
func.func @nested() -> (tensor<2xf64>, tensor<i64>) {
  %val0 = stablehlo.constant dense<[1.0, 2.0]> : tensor<2xf64>
  %tmp0 = stablehlo.constant dense<3> : tensor<i64>
  %val1 = stablehlo.tuple %tmp0 : tuple<tensor<i64>>
  %operand = stablehlo.tuple %val0, %val1 : tuple<tensor<2xf64>, tuple<tensor<i64>>>
  %result0 = stablehlo.get_tuple_element %operand[0] : (tuple<tensor<2xf64>, tuple<tensor<i64>>>) -> tensor<2xf64>
  %tmp1 = stablehlo.get_tuple_element %operand[1] : (tuple<tensor<2xf64>, tuple<tensor<i64>>>) -> tuple<tensor<i64>>
  %result1 = stablehlo.get_tuple_element %tmp1[0] : (tuple<tensor<i64>>) -> tensor<i64>
  return %result0, %result1 : tensor<2xf64>, tensor<i64>
}

// -----

// An unused tuple goes too.

// CHECK-LABEL: func.func @unused(
// CHECK-NEXT: return{{$}}
func.func @unused(%a: tensor<2xf32>) {
  %t = stablehlo.tuple %a, %a : tuple<tensor<2xf32>, tensor<2xf32>>
  return
}
