// RUN: xla-opt %s --allow-unregistered-dialect -split-input-file --cse | FileCheck %s
// RUN: xla-opt %s --allow-unregistered-dialect -split-input-file --pass-pipeline='builtin.module(func.func(cse))' | FileCheck %s
// RUN: %if mlir-opt %{ mlir-opt %s --allow-unregistered-dialect -split-input-file --cse | FileCheck %s %}
// CHECK lines are mlir-opt's output. Merged: commutative ops with swapped operands. Not merged:
// different attributes or operand order of non-commutative ops, calls, unregistered ops, ops
// across an unregistered op's regions, sibling blocks.

// CHECK-LABEL: func.func @same_block(%arg0: i32, %arg1: i32) -> (i32, i32, i32) {
// CHECK-NEXT: %0 = arith.addi %arg0, %arg1 : i32
// CHECK-NEXT: %1 = arith.muli %0, %0 : i32
// CHECK-NEXT: return %0, %1, %1 : i32, i32, i32
// CHECK-NEXT: }
func.func @same_block(%a: i32, %b: i32) -> (i32, i32, i32) {
  %0 = arith.addi %a, %b : i32
  %1 = arith.addi %a, %b : i32
  %2 = arith.muli %0, %1 : i32
  %3 = arith.muli %0, %0 : i32
  return %1, %2, %3 : i32, i32, i32
}


// -----

// CHECK-LABEL: func.func @constants(%arg0: i32) -> (i32, i32) {
// CHECK-NEXT: %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT: %0 = arith.addi %arg0, %c1_i32 : i32
// CHECK-NEXT: return %0, %0 : i32, i32
// CHECK-NEXT: }
func.func @constants(%a: i32) -> (i32, i32) {
  %c1 = arith.constant 1 : i32
  %c1b = arith.constant 1 : i32
  %0 = arith.addi %a, %c1 : i32
  %1 = arith.addi %a, %c1b : i32
  return %0, %1 : i32, i32
}


// -----

// CHECK-LABEL: func.func @different_attributes(%arg0: i32, %arg1: i32) -> (i1, i1, i32, i32) {
// CHECK-NEXT: %0 = arith.cmpi slt, %arg0, %arg1 : i32
// CHECK-NEXT: %1 = arith.cmpi sgt, %arg0, %arg1 : i32
// CHECK-NEXT: %2 = arith.addi %arg0, %arg1 overflow<nsw> : i32
// CHECK-NEXT: %3 = arith.addi %arg0, %arg1 : i32
// CHECK-NEXT: return %0, %1, %2, %3 : i1, i1, i32, i32
// CHECK-NEXT: }
func.func @different_attributes(%a: i32, %b: i32) -> (i1, i1, i32, i32) {
  %0 = arith.cmpi slt, %a, %b : i32
  %1 = arith.cmpi sgt, %a, %b : i32
  %2 = arith.addi %a, %b overflow<nsw> : i32
  %3 = arith.addi %a, %b : i32
  return %0, %1, %2, %3 : i1, i1, i32, i32
}


// -----

// CHECK-LABEL: func.func @operand_order_matters(%arg0: i32, %arg1: i32) -> (i32, i32) {
// CHECK-NEXT: %0 = arith.subi %arg0, %arg1 : i32
// CHECK-NEXT: %1 = arith.subi %arg1, %arg0 : i32
// CHECK-NEXT: return %0, %1 : i32, i32
// CHECK-NEXT: }
func.func @operand_order_matters(%a: i32, %b: i32) -> (i32, i32) {
  %0 = arith.subi %a, %b : i32
  %1 = arith.subi %b, %a : i32
  return %0, %1 : i32, i32
}


// -----

// CHECK-LABEL: func.func private @effect(i32) -> i32
// CHECK-LABEL: func.func @side_effects(%arg0: i32) -> (i32, i32) {
// CHECK-NEXT: %0 = call @effect(%arg0) : (i32) -> i32
// CHECK-NEXT: %1 = call @effect(%arg0) : (i32) -> i32
// CHECK-NEXT: return %0, %1 : i32, i32
// CHECK-NEXT: }
func.func private @effect(i32) -> i32

func.func @side_effects(%a: i32) -> (i32, i32) {
  %0 = func.call @effect(%a) : (i32) -> i32
  %1 = func.call @effect(%a) : (i32) -> i32
  return %0, %1 : i32, i32
}


// -----

// CHECK-LABEL: func.func @dead_ops_go(%arg0: i32) -> i32 {
// CHECK-NEXT: %0 = arith.addi %arg0, %arg0 : i32
// CHECK-NEXT: return %0 : i32
// CHECK-NEXT: }
func.func @dead_ops_go(%a: i32) -> i32 {
  %0 = arith.addi %a, %a : i32
  %1 = arith.muli %a, %a : i32
  return %0 : i32
}


// -----

// CHECK-LABEL: func.func @unregistered_region_is_its_own_scope(%arg0: i32) -> i32 {
// CHECK-NEXT: %0 = "other.region"() ({
// CHECK-NEXT: %1 = arith.addi %arg0, %arg0 : i32
// CHECK-NEXT: "other.yield"(%1, %1) : (i32, i32) -> ()
// CHECK-NEXT: }) : () -> i32
// CHECK-NEXT: return %0 : i32
// CHECK-NEXT: }
func.func @unregistered_region_is_its_own_scope(%a: i32) -> i32 {
  %0 = arith.addi %a, %a : i32
  %r = "other.region"() ({
    %1 = arith.addi %a, %a : i32
    %2 = arith.addi %a, %a : i32
    "other.yield"(%1, %2) : (i32, i32) -> ()
  }) : () -> i32
  return %r : i32
}


// -----

// CHECK-LABEL: func.func @unregistered_ops_kept(%arg0: i32) -> (i32, i32) {
// CHECK-NEXT: %0 = "other.op"(%arg0) : (i32) -> i32
// CHECK-NEXT: %1 = "other.op"(%arg0) : (i32) -> i32
// CHECK-NEXT: return %0, %1 : i32, i32
// CHECK-NEXT: }
func.func @unregistered_ops_kept(%a: i32) -> (i32, i32) {
  %0 = "other.op"(%a) : (i32) -> i32
  %1 = "other.op"(%a) : (i32) -> i32
  return %0, %1 : i32, i32
}


// -----

// CHECK-LABEL: func.func @entry_block_dominates(%arg0: i32, %arg1: i1) -> i32 {
// CHECK-NEXT: %0 = arith.addi %arg0, %arg0 : i32
// CHECK-NEXT: "other.br"(%0)[^bb1, ^bb2] : (i32) -> ()
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT: return %0 : i32
// CHECK-NEXT: ^bb2:  // pred: ^bb0
// CHECK-NEXT: %1 = arith.muli %arg0, %arg0 : i32
// CHECK-NEXT: %2 = arith.addi %0, %1 : i32
// CHECK-NEXT: return %2 : i32
// CHECK-NEXT: }
func.func @entry_block_dominates(%a: i32, %c: i1) -> i32 {
  %0 = arith.addi %a, %a : i32
  "other.br"(%0)[^bb1, ^bb2] : (i32) -> ()
^bb1:
  %1 = arith.addi %a, %a : i32
  %2 = arith.muli %a, %a : i32
  return %1 : i32
^bb2:
  %3 = arith.addi %a, %a : i32
  %4 = arith.muli %a, %a : i32
  %5 = arith.addi %3, %4 : i32
  return %5 : i32
}


// -----

// CHECK-LABEL: func.func @commutative_operands_in_any_order(%arg0: i32, %arg1: i32, %arg2: f32, %arg3: f32) -> (i32, i32, f32, f32, i32, i32) {
// CHECK-NEXT: %0 = arith.addi %arg0, %arg1 : i32
// CHECK-NEXT: %1 = arith.maximumf %arg2, %arg3 : f32
// CHECK-NEXT: %2 = arith.subi %arg0, %arg1 : i32
// CHECK-NEXT: %3 = arith.subi %arg1, %arg0 : i32
// CHECK-NEXT: return %0, %0, %1, %1, %2, %3 : i32, i32, f32, f32, i32, i32
// CHECK-NEXT: }
func.func @commutative_operands_in_any_order(%a: i32, %b: i32, %x: f32, %y: f32) -> (i32, i32, f32, f32, i32, i32) {
  %0 = arith.addi %a, %b : i32
  %1 = arith.addi %b, %a : i32
  %2 = arith.maximumf %x, %y : f32
  %3 = arith.maximumf %y, %x : f32
  %4 = arith.subi %a, %b : i32
  %5 = arith.subi %b, %a : i32
  return %0, %1, %2, %3, %4, %5 : i32, i32, f32, f32, i32, i32
}
