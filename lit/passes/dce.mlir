// RUN: xla-opt %s --allow-unregistered-dialect -split-input-file --dce | FileCheck %s
// RUN: xla-opt %s --allow-unregistered-dialect -split-input-file --pass-pipeline='builtin.module(func.func(dce))' | FileCheck %s
// --dce erases unused side-effect-free ops (and what only they used), nothing else: no folding.

// CHECK-LABEL: func.func @chains(%arg0: i32) -> i32 {
// CHECK-NEXT: %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT: %0 = arith.addi %arg0, %c1_i32 : i32
// CHECK-NEXT: return %0 : i32
// CHECK-NEXT: }
func.func @chains(%a: i32) -> i32 {
  %c1 = arith.constant 1 : i32
  %0 = arith.addi %a, %c1 : i32
  %c2 = arith.constant 2 : i32
  %1 = arith.muli %0, %c2 : i32
  %2 = arith.subi %1, %1 : i32
  return %0 : i32
}

// -----

func.func private @effect(i32) -> i32

// CHECK-LABEL: func.func @kept(%arg0: i32) {
// CHECK-NEXT: %0 = call @effect(%arg0) : (i32) -> i32
// CHECK-NEXT: %1 = "other.op"(%arg0) : (i32) -> i32
// CHECK-NEXT: "other.region"() ({
// CHECK-NEXT: %2 = arith.addi %arg0, %arg0 : i32
// CHECK-NEXT: "other.yield"(%2) : (i32) -> ()
// CHECK-NEXT: }) : () -> ()
// CHECK-NEXT: return
func.func @kept(%a: i32) {
  %0 = func.call @effect(%a) : (i32) -> i32
  %1 = "other.op"(%a) : (i32) -> i32
  "other.region"() ({
    %2 = arith.addi %a, %a : i32
    %3 = arith.addi %a, %a : i32
    "other.yield"(%3) : (i32) -> ()
  }) : () -> ()
  return
}

// -----

// hlo control flow has its regions' effects (RecursiveMemoryEffects): an unused hlo.if,
// hlo.case or hlo.while whose regions are pure goes, dead ops inside a kept one go, and
// one whose region writes (a custom call with side effects) stays.
// CHECK-LABEL: func.func @hlo_control_flow
// CHECK-NOT:     "hlo.if"
// CHECK-NOT:     "hlo.case"
// CHECK:         %[[W:.*]] = hlo.while
// CHECK:         } do {
// CHECK-NEXT:      hlo.custom_call @effect
// CHECK-NEXT:      hlo.return
// CHECK:         return %arg1 : tensor<f32>
func.func @hlo_control_flow(%p: tensor<i1>, %x: tensor<f32>, %n: tensor<i32>) -> tensor<f32> {
  %a = "hlo.if"(%p) ({
    %e = hlo.exponential %x : tensor<f32>
    hlo.return %e : tensor<f32>
  }, {
    hlo.return %x : tensor<f32>
  }) : (tensor<i1>) -> tensor<f32>
  %b = "hlo.case"(%n) ({
    hlo.return %x : tensor<f32>
  }, {
    %l = hlo.log %x : tensor<f32>
    hlo.return %l : tensor<f32>
  }) : (tensor<i32>) -> tensor<f32>
  %w = hlo.while(%i = %x) : tensor<f32>
  cond {
    %c = hlo.compare LT, %i, %x : (tensor<f32>, tensor<f32>) -> tensor<i1>
    hlo.return %c : tensor<i1>
  } do {
    %dead = hlo.exponential %i : tensor<f32>
    hlo.custom_call @effect(%i) {has_side_effect = true} : (tensor<f32>) -> ()
    hlo.return %i : tensor<f32>
  }
  return %x : tensor<f32>
}
