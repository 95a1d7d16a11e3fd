// RUN: xla-opt %s --hlo-legalize-to-linalg | FileCheck %s
// RUN: xla-opt %s --hlo-legalize-to-linalg | mlir-opt > /dev/null

// hlo control flow into scf: while → scf.while (the cond region's 0-d predicate read with
// tensor.extract before scf.condition), if → scf.if, case → scf.index_switch (the last
// branch is the default, as XLA runs it for an out-of-range index).

// CHECK: #map = affine_map<() -> ()>
// CHECK-LABEL: func.func @while_loop(
// CHECK-SAME: %[[VARG0:[^ ,:)]+]]: tensor<i32>, %[[VARG1:[^ ,:)]+]]: tensor<i32>) -> tensor<i32> {
// CHECK-NEXT: %[[V0:[^ ,:)]+]] = scf.while (%[[VARG2:[^ ,:)]+]] = %[[VARG0]]) : (tensor<i32>) -> tensor<i32> {
// CHECK-NEXT: %[[V1:[^ ,:)]+]] = tensor.empty() : tensor<i1>
// CHECK-NEXT: %[[V2:[^ ,:)]+]] = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = []} ins(%[[VARG2]], %[[VARG1]] : tensor<i32>, tensor<i32>) outs(%[[V1]] : tensor<i1>) {
// CHECK-NEXT: ^bb0(%[[VIN:[^ ,:)]+]]: i32, %[[VIN_0:[^ ,:)]+]]: i32, %[[VOUT:[^ ,:)]+]]: i1):
// CHECK-NEXT: %[[V3:[^ ,:)]+]] = arith.cmpi slt, %[[VIN]], %[[VIN_0]] : i32
// CHECK-NEXT: linalg.yield %[[V3]] : i1
// CHECK-NEXT: } -> tensor<i1>
// CHECK-NEXT: %[[VEXTRACTED:[^ ,:)]+]] = tensor.extract %[[V2]][] : tensor<i1>
// CHECK-NEXT: scf.condition(%[[VEXTRACTED]]) %[[VARG2]] : tensor<i32>
// CHECK-NEXT: } do {
// CHECK-NEXT: ^bb0(%[[VARG2]]: tensor<i32>):
// CHECK-NEXT: scf.yield %[[VARG2]] : tensor<i32>
// CHECK-NEXT: }
// CHECK-NEXT: return %[[V0]] : tensor<i32>
// CHECK-LABEL: func.func @if_else(
// CHECK-SAME: %[[VARG0:[^ ,:)]+]]: tensor<i1>, %[[VARG1:[^ ,:)]+]]: tensor<4xf32>, %[[VARG2:[^ ,:)]+]]: tensor<4xf32>) -> tensor<4xf32> {
// CHECK-NEXT: %[[VEXTRACTED:[^ ,:)]+]] = tensor.extract %[[VARG0]][] : tensor<i1>
// CHECK-NEXT: %[[V0:[^ ,:)]+]] = scf.if %[[VEXTRACTED]] -> (tensor<4xf32>) {
// CHECK-NEXT: scf.yield %[[VARG1]] : tensor<4xf32>
// CHECK-NEXT: } else {
// CHECK-NEXT: scf.yield %[[VARG2]] : tensor<4xf32>
// CHECK-NEXT: }
// CHECK-NEXT: return %[[V0]] : tensor<4xf32>
// CHECK-LABEL: func.func @case(
// CHECK-SAME: %[[VARG0:[^ ,:)]+]]: tensor<i32>, %[[VARG1:[^ ,:)]+]]: tensor<f32>, %[[VARG2:[^ ,:)]+]]: tensor<f32>) -> tensor<f32> {
// CHECK-NEXT: %[[VEXTRACTED:[^ ,:)]+]] = tensor.extract %[[VARG0]][] : tensor<i32>
// CHECK-NEXT: %[[V0:[^ ,:)]+]] = arith.index_cast %[[VEXTRACTED]] : i32 to index
// CHECK-NEXT: %[[V1:[^ ,:)]+]] = scf.index_switch %[[V0]] -> tensor<f32>
// CHECK-NEXT: case 0 {
// CHECK-NEXT: scf.yield %[[VARG1]] : tensor<f32>
// CHECK-NEXT: }
// CHECK-NEXT: default {
// CHECK-NEXT: scf.yield %[[VARG2]] : tensor<f32>
// CHECK-NEXT: }
// CHECK-NEXT: return %[[V1]] : tensor<f32>
// CHECK-LABEL: func.func @case_single(
// CHECK-SAME: %[[VARG0:[^ ,:)]+]]: tensor<i32>, %[[VARG1:[^ ,:)]+]]: tensor<f32>) -> tensor<f32> {
// CHECK-NEXT: %[[VEXTRACTED:[^ ,:)]+]] = tensor.extract %[[VARG0]][] : tensor<i32>
// CHECK-NEXT: %[[V0:[^ ,:)]+]] = arith.index_cast %[[VEXTRACTED]] : i32 to index
// CHECK-NEXT: %[[V1:[^ ,:)]+]] = scf.index_switch %[[V0]] -> tensor<f32>
// CHECK-NEXT: default {
// CHECK-NEXT: scf.yield %[[VARG1]] : tensor<f32>
// CHECK-NEXT: }
// CHECK-NEXT: return %[[V1]] : tensor<f32>

func.func @while_loop(%init: tensor<i32>, %limit: tensor<i32>) -> tensor<i32> {
  %r = stablehlo.while(%i = %init) : tensor<i32>
  cond {
    %lt = stablehlo.compare LT, %i, %limit : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %lt : tensor<i1>
  } do {
    stablehlo.return %i : tensor<i32>
  }
  return %r : tensor<i32>
}
func.func @if_else(%p: tensor<i1>, %a: tensor<4xf32>, %b: tensor<4xf32>) -> tensor<4xf32> {
  %r = "stablehlo.if"(%p) ({
    stablehlo.return %a : tensor<4xf32>
  }, {
    stablehlo.return %b : tensor<4xf32>
  }) : (tensor<i1>) -> tensor<4xf32>
  return %r : tensor<4xf32>
}
func.func @case(%i: tensor<i32>, %a: tensor<f32>, %b: tensor<f32>) -> tensor<f32> {
  %r = "stablehlo.case"(%i) ({
    stablehlo.return %a : tensor<f32>
  }, {
    stablehlo.return %b : tensor<f32>
  }) : (tensor<i32>) -> tensor<f32>
  return %r : tensor<f32>
}
func.func @case_single(%i: tensor<i32>, %a: tensor<f32>) -> tensor<f32> {
  %r = "stablehlo.case"(%i) ({
    stablehlo.return %a : tensor<f32>
  }) : (tensor<i32>) -> tensor<f32>
  return %r : tensor<f32>
}
