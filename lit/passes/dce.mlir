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
