// RUN: xla-opt %s --allow-unregistered-dialect -split-input-file --canonicalize | FileCheck %s
// RUN: xla-opt %s --allow-unregistered-dialect -split-input-file --pass-pipeline='builtin.module(func.func(canonicalize))' | FileCheck %s
// RUN: %if mlir-opt %{ mlir-opt %s --allow-unregistered-dialect -split-input-file --canonicalize | FileCheck %s %}
// CHECK lines are mlir-opt's output; near-misses (float x+0.0, x*0.0, division by zero, calls, unregistered ops, chains through a non-constant, subi of a negation) stay.

// CHECK-LABEL: func.func @int_folds(%arg0: i32) -> (i32, i32, i32, i32, i32) {
// CHECK-NEXT: %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT: %c42_i32 = arith.constant 42 : i32
// CHECK-NEXT: return %arg0, %arg0, %c0_i32, %c42_i32, %c0_i32 : i32, i32, i32, i32, i32
// CHECK-NEXT: }
func.func @int_folds(%a: i32) -> (i32, i32, i32, i32, i32) {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %c6 = arith.constant 6 : i32
  %c7 = arith.constant 7 : i32
  %0 = arith.addi %a, %c0 : i32
  %1 = arith.muli %a, %c1 : i32
  %2 = arith.subi %a, %a : i32
  %3 = arith.muli %c6, %c7 : i32
  %4 = arith.xori %a, %a : i32
  return %0, %1, %2, %3, %4 : i32, i32, i32, i32, i32
}


// -----

// CHECK-LABEL: func.func @constants_hoisted_and_merged(%arg0: i32) -> i32 {
// CHECK-NEXT: %c5_i32 = arith.constant 5 : i32
// CHECK-NEXT: %c2_i32 = arith.constant 2 : i32
// CHECK-NEXT: %0 = arith.addi %arg0, %c2_i32 : i32
// CHECK-NEXT: %1 = arith.muli %0, %c2_i32 : i32
// CHECK-NEXT: %2 = arith.subi %1, %c5_i32 : i32
// CHECK-NEXT: return %2 : i32
// CHECK-NEXT: }
func.func @constants_hoisted_and_merged(%a: i32) -> i32 {
  %c2 = arith.constant 2 : i32
  %0 = arith.addi %a, %c2 : i32
  %c2b = arith.constant 2 : i32
  %1 = arith.muli %0, %c2b : i32
  %c5 = arith.constant 5 : i32
  %2 = arith.subi %1, %c5 : i32
  return %2 : i32
}


// -----

// CHECK-LABEL: func.func @commutative_constant_moves_right(%arg0: i32) -> i32 {
// CHECK-NEXT: %c3_i32 = arith.constant 3 : i32
// CHECK-NEXT: %0 = arith.addi %arg0, %c3_i32 : i32
// CHECK-NEXT: return %0 : i32
// CHECK-NEXT: }
func.func @commutative_constant_moves_right(%a: i32) -> i32 {
  %c3 = arith.constant 3 : i32
  %0 = arith.addi %c3, %a : i32
  return %0 : i32
}


// -----

// CHECK-LABEL: func.func @float_folds(%arg0: f32) -> (f32, f32, f32) {
// CHECK-NEXT: %cst = arith.constant 3.750000e+00 : f32
// CHECK-NEXT: %cst_0 = arith.constant 3.375000e+00 : f32
// CHECK-NEXT: return %cst, %arg0, %cst_0 : f32, f32, f32
// CHECK-NEXT: }
func.func @float_folds(%x: f32) -> (f32, f32, f32) {
  %c1 = arith.constant 1.5 : f32
  %c2 = arith.constant 2.25 : f32
  %n0 = arith.constant -0.0 : f32
  %0 = arith.addf %c1, %c2 : f32
  %1 = arith.addf %x, %n0 : f32
  %2 = arith.mulf %c1, %c2 : f32
  return %0, %1, %2 : f32, f32, f32
}


// -----

// CHECK-LABEL: func.func @float_near_misses(%arg0: f32) -> (f32, f32) {
// CHECK-NEXT: %cst = arith.constant 0.000000e+00 : f32
// CHECK-NEXT: %0 = arith.addf %arg0, %cst : f32
// CHECK-NEXT: %1 = arith.mulf %arg0, %cst : f32
// CHECK-NEXT: return %0, %1 : f32, f32
// CHECK-NEXT: }
func.func @float_near_misses(%x: f32) -> (f32, f32) {
  %z = arith.constant 0.0 : f32
  %0 = arith.addf %x, %z : f32
  %1 = arith.mulf %x, %z : f32
  return %0, %1 : f32, f32
}


// -----

// CHECK-LABEL: func.func @compare_and_select(%arg0: i32, %arg1: i32) -> (i1, i32, i32) {
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: return %true, %arg0, %arg0 : i1, i32, i32
// CHECK-NEXT: }
func.func @compare_and_select(%a: i32, %b: i32) -> (i1, i32, i32) {
  %c1 = arith.constant 1 : i32
  %c2 = arith.constant 2 : i32
  %t = arith.constant true
  %0 = arith.cmpi slt, %c1, %c2 : i32
  %1 = arith.select %t, %a, %b : i32
  %2 = arith.select %0, %a, %a : i32
  return %0, %1, %2 : i1, i32, i32
}


// -----

// CHECK-LABEL: func.func @casts() -> (i64, i8) {
// CHECK-NEXT: %c-3_i64 = arith.constant -3 : i64
// CHECK-NEXT: %c44_i8 = arith.constant 44 : i8
// CHECK-NEXT: return %c-3_i64, %c44_i8 : i64, i8
// CHECK-NEXT: }
func.func @casts() -> (i64, i8) {
  %c = arith.constant -3 : i32
  %0 = arith.extsi %c : i32 to i64
  %c300 = arith.constant 300 : i32
  %1 = arith.trunci %c300 : i32 to i8
  return %0, %1 : i64, i8
}


// -----

// CHECK-LABEL: func.func @dead_code(%arg0: i32, %arg1: f32) -> i32 {
// CHECK-NEXT: return %arg0 : i32
// CHECK-NEXT: }
func.func @dead_code(%a: i32, %b: f32) -> i32 {
  %0 = arith.addi %a, %a : i32
  %1 = arith.muli %0, %0 : i32
  %2 = arith.addf %b, %b : f32
  return %a : i32
}


// -----

// CHECK-LABEL: func.func private @effect(i32) -> i32
// CHECK-LABEL: func.func @side_effects_kept(%arg0: i32) -> i32 {
// CHECK-NEXT: %0 = "other.unregistered"(%arg0) : (i32) -> i32
// CHECK-NEXT: %1 = call @effect(%arg0) : (i32) -> i32
// CHECK-NEXT: return %arg0 : i32
// CHECK-NEXT: }
func.func private @effect(i32) -> i32

func.func @side_effects_kept(%a: i32) -> i32 {
  %u = "other.unregistered"(%a) : (i32) -> i32
  %0 = func.call @effect(%a) : (i32) -> i32
  return %a : i32
}


// -----

// CHECK-LABEL: func.func @no_division_by_zero_fold() -> i32 {
// CHECK-NEXT: %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT: %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT: %0 = arith.divsi %c1_i32, %c0_i32 : i32
// CHECK-NEXT: return %0 : i32
// CHECK-NEXT: }
func.func @no_division_by_zero_fold() -> i32 {
  %c1 = arith.constant 1 : i32
  %c0 = arith.constant 0 : i32
  %0 = arith.divsi %c1, %c0 : i32
  return %0 : i32
}


// -----

// CHECK-LABEL: func.func @vector_splat() -> tensor<4xi32> {
// CHECK-NEXT: %cst = arith.constant dense<7> : tensor<4xi32>
// CHECK-NEXT: return %cst : tensor<4xi32>
// CHECK-NEXT: }
func.func @vector_splat() -> tensor<4xi32> {
  %a = arith.constant dense<3> : tensor<4xi32>
  %b = arith.constant dense<4> : tensor<4xi32>
  %0 = arith.addi %a, %b : tensor<4xi32>
  return %0 : tensor<4xi32>
}


// -----

// CHECK-LABEL: func.func @structural(%arg0: i32, %arg1: i32) -> (i32, i32, i32, i32, i32, i32, i32, i32) {
// CHECK-NEXT: %0 = arith.andi %arg0, %arg1 : i32
// CHECK-NEXT: %1 = arith.addi %arg0, %arg1 : i32
// CHECK-NEXT: return %0, %0, %arg0, %arg1, %arg0, %arg1, %arg0, %1 : i32, i32, i32, i32, i32, i32, i32, i32
// CHECK-NEXT: }
func.func @structural(%a: i32, %b: i32) -> (i32, i32, i32, i32, i32, i32, i32, i32) {
  %0 = arith.andi %a, %b : i32
  %1 = arith.andi %a, %0 : i32
  %2 = arith.andi %0, %b : i32
  %3 = arith.xori %a, %b : i32
  %4 = arith.xori %3, %b : i32
  %5 = arith.xori %a, %3 : i32
  %6 = arith.subi %a, %b : i32
  %7 = arith.addi %6, %b : i32
  %8 = arith.addi %a, %b : i32
  %9 = arith.subi %8, %a : i32
  %10 = arith.ori %a, %a : i32
  return %1, %2, %4, %5, %7, %9, %10, %8 : i32, i32, i32, i32, i32, i32, i32, i32
}


// -----

// CHECK-LABEL: func.func @chains(%arg0: i32) -> (i32, i32, i32, i32, i32, i32, i32, i32, i32, i32) {
// CHECK-NEXT: %c15_i32 = arith.constant 15 : i32
// CHECK-NEXT: %c-2_i32 = arith.constant -2 : i32
// CHECK-NEXT: %c2_i32 = arith.constant 2 : i32
// CHECK-NEXT: %c8_i32 = arith.constant 8 : i32
// CHECK-NEXT: %0 = arith.addi %arg0, %c8_i32 : i32
// CHECK-NEXT: %1 = arith.addi %arg0, %c2_i32 : i32
// CHECK-NEXT: %2 = arith.subi %c8_i32, %arg0 : i32
// CHECK-NEXT: %3 = arith.addi %arg0, %c-2_i32 : i32
// CHECK-NEXT: %4 = arith.subi %arg0, %c8_i32 : i32
// CHECK-NEXT: %5 = arith.subi %c-2_i32, %arg0 : i32
// CHECK-NEXT: %6 = arith.subi %c2_i32, %arg0 : i32
// CHECK-NEXT: %7 = arith.subi %c8_i32, %arg0 : i32
// CHECK-NEXT: %8 = arith.addi %arg0, %c2_i32 : i32
// CHECK-NEXT: %9 = arith.muli %arg0, %c15_i32 : i32
// CHECK-NEXT: return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9 : i32, i32, i32, i32, i32, i32, i32, i32, i32, i32
// CHECK-NEXT: }
func.func @chains(%x: i32) -> (i32, i32, i32, i32, i32, i32, i32, i32, i32, i32) {
  %c3 = arith.constant 3 : i32
  %c5 = arith.constant 5 : i32
  %a0 = arith.addi %x, %c3 : i32
  %r0 = arith.addi %a0, %c5 : i32
  %s0 = arith.subi %x, %c3 : i32
  %r1 = arith.addi %s0, %c5 : i32
  %s1 = arith.subi %c3, %x : i32
  %r2 = arith.addi %s1, %c5 : i32
  %r3 = arith.subi %a0, %c5 : i32
  %r4 = arith.subi %s0, %c5 : i32
  %r5 = arith.subi %s1, %c5 : i32
  %r6 = arith.subi %c5, %a0 : i32
  %r7 = arith.subi %c5, %s0 : i32
  %r8 = arith.subi %c5, %s1 : i32
  %m0 = arith.muli %x, %c3 : i32
  %r9 = arith.muli %m0, %c5 : i32
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9 : i32, i32, i32, i32, i32, i32, i32, i32, i32, i32
}


// -----

// CHECK-LABEL: func.func @chain_flags_and_near_misses(%arg0: i32, %arg1: i32) -> (i32, i32, f32, i32) {
// CHECK-NEXT: %cst = arith.constant 2.000000e+00 : f32
// CHECK-NEXT: %c15_i32 = arith.constant 15 : i32
// CHECK-NEXT: %c5_i32 = arith.constant 5 : i32
// CHECK-NEXT: %c8_i32 = arith.constant 8 : i32
// CHECK-NEXT: %0 = arith.addi %arg0, %c8_i32 : i32
// CHECK-NEXT: %1 = arith.muli %arg0, %c15_i32 overflow<nsw> : i32
// CHECK-NEXT: %2 = arith.addi %arg0, %arg1 : i32
// CHECK-NEXT: %3 = arith.addi %2, %c5_i32 : i32
// CHECK-NEXT: return %0, %3, %cst, %1 : i32, i32, f32, i32
// CHECK-NEXT: }
func.func @chain_flags_and_near_misses(%x: i32, %y: i32) -> (i32, i32, f32, i32) {
  %c3 = arith.constant 3 : i32
  %c5 = arith.constant 5 : i32
  %a0 = arith.addi %x, %c3 overflow<nsw> : i32
  %r0 = arith.addi %a0, %c5 : i32
  %b0 = arith.muli %x, %c3 overflow<nsw, nuw> : i32
  %b1 = arith.muli %b0, %c5 overflow<nsw> : i32
  %a1 = arith.addi %x, %y : i32
  %r1 = arith.addi %a1, %c5 : i32
  %f = arith.constant 1.0 : f32
  %g = arith.addf %f, %f : f32
  return %r0, %r1, %g, %b1 : i32, i32, f32, i32
}


// -----

// CHECK-LABEL: func.func @chain_wraps(%arg0: i8) -> i8 {
// CHECK-NEXT: %c-56_i8 = arith.constant -56 : i8
// CHECK-NEXT: %0 = arith.addi %arg0, %c-56_i8 : i8
// CHECK-NEXT: return %0 : i8
// CHECK-NEXT: }
func.func @chain_wraps(%x: i8) -> i8 {
  %c100 = arith.constant 100 : i8
  %a0 = arith.addi %x, %c100 : i8
  %r0 = arith.addi %a0, %c100 : i8
  return %r0 : i8
}


// -----

// CHECK-LABEL: func.func @sub_sub(%arg0: i32, %arg1: i32, %arg2: tensor<2xi32>, %arg3: tensor<2xi32>) -> (i32, tensor<2xi32>) {
// CHECK-NEXT: %cst = arith.constant dense<0> : tensor<2xi32>
// CHECK-NEXT: %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT: %0 = arith.subi %c0_i32, %arg1 : i32
// CHECK-NEXT: %1 = arith.subi %cst, %arg3 : tensor<2xi32>
// CHECK-NEXT: return %0, %1 : i32, tensor<2xi32>
// CHECK-NEXT: }
func.func @sub_sub(%a: i32, %b: i32, %t: tensor<2xi32>, %u: tensor<2xi32>) -> (i32, tensor<2xi32>) {
  %0 = arith.subi %a, %b : i32
  %1 = arith.subi %0, %a : i32
  %2 = arith.subi %t, %u : tensor<2xi32>
  %3 = arith.subi %2, %t : tensor<2xi32>
  return %1, %3 : i32, tensor<2xi32>
}


// -----

// CHECK-LABEL: func.func @negative_one(%arg0: i32, %arg1: i32, %arg2: tensor<2xi32>, %arg3: tensor<2xi32>) -> (i32, i32, i32, i32, tensor<2xi32>) {
// CHECK-NEXT: %c-1_i32 = arith.constant -1 : i32
// CHECK-NEXT: %0 = arith.muli %arg1, %c-1_i32 : i32
// CHECK-NEXT: %1 = arith.muli %arg0, %c-1_i32 : i32
// CHECK-NEXT: %2 = arith.subi %arg0, %arg1 : i32
// CHECK-NEXT: %3 = arith.subi %arg1, %arg0 : i32
// CHECK-NEXT: %4 = arith.subi %arg0, %0 : i32
// CHECK-NEXT: %5 = arith.subi %1, %arg1 : i32
// CHECK-NEXT: %6 = arith.subi %arg2, %arg3 : tensor<2xi32>
// CHECK-NEXT: return %2, %3, %4, %5, %6 : i32, i32, i32, i32, tensor<2xi32>
// CHECK-NEXT: }
func.func @negative_one(%x: i32, %y: i32, %t: tensor<2xi32>, %u: tensor<2xi32>) -> (i32, i32, i32, i32, tensor<2xi32>) {
  %m1 = arith.constant -1 : i32
  %ny = arith.muli %y, %m1 : i32
  %nx = arith.muli %x, %m1 : i32
  %0 = arith.addi %x, %ny : i32
  %1 = arith.addi %nx, %y : i32
  %2 = arith.subi %x, %ny : i32
  %3 = arith.subi %nx, %y : i32
  %sm1 = arith.constant dense<-1> : tensor<2xi32>
  %nu = arith.muli %u, %sm1 : tensor<2xi32>
  %4 = arith.addi %t, %nu : tensor<2xi32>
  return %0, %1, %2, %3, %4 : i32, i32, i32, i32, tensor<2xi32>
}


// -----

// CHECK-LABEL: func.func @idempotent_after_constant_folding(%arg0: i32) -> (i32, i32) {
// CHECK-NEXT: %c28_i32 = arith.constant 28 : i32
// CHECK-NEXT: %0 = arith.andi %arg0, %c28_i32 : i32
// CHECK-NEXT: return %arg0, %0 : i32, i32
// CHECK-NEXT: }
func.func @idempotent_after_constant_folding(%x: i32) -> (i32, i32) {
  %c28 = arith.constant 28 : i32
  %0 = arith.andi %c28, %c28 : i32
  %1 = arith.ori %x, %x : i32
  %2 = arith.andi %x, %0 : i32
  return %1, %2 : i32, i32
}
