// RUN: xla-opt %s --allow-unregistered-dialect -split-input-file --cse | FileCheck %s
// RUN: xla-opt %s --allow-unregistered-dialect -split-input-file --cse > %t.ours
// RUN: mlir-opt %s --allow-unregistered-dialect -split-input-file --cse > %t.theirs
// RUN: diff %t.ours %t.theirs
// Scoping by dominance: a block sees the ops of every block dominating it (not only the
// entry block); sibling blocks and a join's predecessors do not; unreachable blocks are
// left alone.

// CHECK-LABEL: func.func @chain(%arg0: i32) -> i32 {
// CHECK-NEXT:    "x.br"()[^bb1] : () -> ()
// CHECK-NEXT:  ^bb1:
// CHECK-NEXT:    %0 = arith.addi %arg0, %arg0 : i32
// CHECK-NEXT:    "x.br"()[^bb2] : () -> ()
// CHECK-NEXT:  ^bb2:
// CHECK-NEXT:    %1 = arith.muli %0, %0 : i32
// CHECK-NEXT:    return %1 : i32
func.func @chain(%a: i32) -> i32 {
  "x.br"()[^bb1] : () -> ()
^bb1:
  %0 = arith.addi %a, %a : i32
  "x.br"()[^bb2] : () -> ()
^bb2:
  %1 = arith.addi %a, %a : i32
  %2 = arith.muli %0, %1 : i32
  return %2 : i32
}

// -----

// CHECK-LABEL: func.func @diamond(%arg0: i32, %arg1: i1) -> i32 {
// CHECK-NEXT:    %0 = arith.addi %arg0, %arg0 : i32
// CHECK-NEXT:    "x.cond_br"(%arg1)[^bb1, ^bb2] : (i1) -> ()
// CHECK-NEXT:  ^bb1:
// CHECK-NEXT:    %1 = arith.muli %arg0, %arg0 : i32
// CHECK-NEXT:    "x.br"(%1)[^bb3] : (i32) -> ()
// CHECK-NEXT:  ^bb2:
// CHECK-NEXT:    %2 = arith.muli %arg0, %arg0 : i32
// CHECK-NEXT:    "x.br"(%2)[^bb3] : (i32) -> ()
// CHECK-NEXT:  ^bb3(%3: i32):
// CHECK-NEXT:    %4 = arith.muli %arg0, %arg0 : i32
// CHECK-NEXT:    %5 = arith.addi %0, %3 : i32
// CHECK-NEXT:    %6 = arith.addi %5, %4 : i32
// CHECK-NEXT:    %7 = arith.addi %6, %0 : i32
// CHECK-NEXT:    return %7 : i32
func.func @diamond(%a: i32, %c: i1) -> i32 {
  %0 = arith.addi %a, %a : i32
  "x.cond_br"(%c)[^bb1, ^bb2] : (i1) -> ()
^bb1:
  %1 = arith.muli %a, %a : i32
  "x.br"(%1)[^bb3] : (i32) -> ()
^bb2:
  %2 = arith.muli %a, %a : i32
  "x.br"(%2)[^bb3] : (i32) -> ()
^bb3(%m: i32):
  %3 = arith.muli %a, %a : i32
  %4 = arith.addi %a, %a : i32
  %5 = arith.addi %4, %m : i32
  %6 = arith.addi %5, %3 : i32
  %7 = arith.addi %6, %0 : i32
  return %7 : i32
}

// -----

// Blocks listed before their dominator are still scoped by dominance.
// CHECK-LABEL: func.func @out_of_order(%arg0: i32) -> i32 {
// CHECK:       ^bb1:
// CHECK-NEXT:    return %0 : i32
// CHECK-NEXT:  ^bb2:
// CHECK-NEXT:    %0 = arith.addi %arg0, %arg0 : i32
// CHECK-NEXT:    "x.use"(%0) : (i32) -> ()
// CHECK-NEXT:    "x.br"()[^bb1] : () -> ()
func.func @out_of_order(%a: i32) -> i32 {
  "x.br"()[^bb2] : () -> ()
^bb1:
  %1 = arith.addi %a, %a : i32
  return %1 : i32
^bb2:
  %0 = arith.addi %a, %a : i32
  "x.use"(%0) : (i32) -> ()
  "x.br"()[^bb1] : () -> ()
}

// -----

// CHECK-LABEL: func.func @unreachable(%arg0: i32) -> i32 {
// CHECK-NEXT:    %0 = arith.addi %arg0, %arg0 : i32
// CHECK-NEXT:    return %0 : i32
// CHECK-NEXT:  ^bb1:
// CHECK-NEXT:    %1 = arith.addi %arg0, %arg0 : i32
// CHECK-NEXT:    %2 = arith.subi %arg0, %arg0 : i32
// CHECK-NEXT:    return %1 : i32
func.func @unreachable(%a: i32) -> i32 {
  %0 = arith.addi %a, %a : i32
  return %0 : i32
^bb1:
  %1 = arith.addi %a, %a : i32
  %2 = arith.subi %a, %a : i32
  return %1 : i32
}
