// RUN: xla-opt %s --allow-unregistered-dialect -split-input-file --canonicalize | FileCheck %s
// RUN: xla-opt %s --allow-unregistered-dialect -split-input-file --canonicalize | mlir-opt --allow-unregistered-dialect -split-input-file > /dev/null
// Same output as upstream (CHECK lines are mlir-opt's output):
// RUN: xla-opt %s --allow-unregistered-dialect -split-input-file --canonicalize > %t.ours
// RUN: mlir-opt %s --allow-unregistered-dialect -split-input-file --canonicalize > %t.theirs
// RUN: diff %t.ours %t.theirs
// cf.br / cf.cond_br / cf.switch canonicalization patterns, with near misses.

// cond_br on a constant false takes the false edge.
func.func @cond_br_false(%a: i32, %b: i32) -> i32 {
  %f = arith.constant false
  cf.cond_br %f, ^bb1(%a : i32), ^bb1(%b : i32)
^bb1(%x: i32):
  return %x : i32
}
// CHECK-LABEL: func.func @cond_br_false(%arg0: i32, %arg1: i32) -> i32 {
// CHECK-NEXT:  return %arg1 : i32

// -----

// Identical destinations and operands: a plain branch.
func.func @identical(%c: i1, %a: i32) -> i32 {
  cf.cond_br %c, ^bb1(%a : i32), ^bb1(%a : i32)
^bb1(%x: i32):
  return %x : i32
}
// CHECK-LABEL: func.func @identical(%arg0: i1, %arg1: i32) -> i32 {
// CHECK-NEXT:  return %arg1 : i32

// -----

// Differing operands to one destination: selects for the differing ones only.
func.func @to_select(%c: i1, %a: i32, %b: i32, %d: f32) -> (i32, f32) {
  cf.cond_br %c, ^bb1(%a, %d : i32, f32), ^bb1(%b, %d : i32, f32)
^bb1(%x: i32, %y: f32):
  return %x, %y : i32, f32
}
// CHECK-LABEL: func.func @to_select(%arg0: i1, %arg1: i32, %arg2: i32, %arg3: f32) -> (i32, f32) {
// CHECK-NEXT:  %0 = arith.select %arg0, %arg1, %arg2 : i32
// CHECK-NEXT:  return %0, %arg3 : i32, f32

// -----

// Near miss: the destination has another predecessor, so no select.
func.func @no_select_other_pred(%c: i1, %c2: i1, %a: i32, %b: i32) -> i32 {
  cf.cond_br %c2, ^bb1, ^bb2(%a : i32)
^bb1:
  "foo.op"() : () -> ()
  cf.cond_br %c, ^bb2(%a : i32), ^bb2(%b : i32)
^bb2(%x: i32):
  return %x : i32
}
// CHECK-LABEL: func.func @no_select_other_pred(%arg0: i1, %arg1: i1, %arg2: i32, %arg3: i32) -> i32 {
// CHECK-NEXT:  cf.cond_br %arg1, ^bb1, ^bb2(%arg2 : i32)
// CHECK-NEXT:  ^bb1:  // pred: ^bb0
// CHECK-NEXT:  "foo.op"() : () -> ()
// CHECK-NEXT:  cf.cond_br %arg0, ^bb2(%arg2 : i32), ^bb2(%arg3 : i32)
// CHECK-NEXT:  ^bb2(%0: i32):  // 3 preds: ^bb0, ^bb1, ^bb1
// CHECK-NEXT:  return %0 : i32

// -----

// Pass-through blocks are jumped over, arguments remapped.
func.func @pass_through(%c: i1, %a: i32, %b: i32) -> i32 {
  cf.cond_br %c, ^bb1(%a : i32), ^bb2
^bb1(%x: i32):
  cf.br ^bb3(%x : i32)
^bb2:
  cf.br ^bb3(%b : i32)
^bb3(%y: i32):
  "foo.op"(%y) : (i32) -> ()
  cf.br ^bb3(%y : i32)
}
// CHECK-LABEL: func.func @pass_through(%arg0: i1, %arg1: i32, %arg2: i32) -> i32 {
// CHECK-NEXT:  cf.cond_br %arg0, ^bb1(%arg1 : i32), ^bb2
// CHECK-NEXT:  ^bb1(%0: i32):  // pred: ^bb0
// CHECK-NEXT:  cf.br ^bb3(%0 : i32)
// CHECK-NEXT:  ^bb2:  // pred: ^bb0
// CHECK-NEXT:  cf.br ^bb3(%arg2 : i32)
// CHECK-NEXT:  ^bb3(%1: i32):  // 3 preds: ^bb1, ^bb2, ^bb3
// CHECK-NEXT:  "foo.op"(%1) : (i32) -> ()
// CHECK-NEXT:  cf.br ^bb3(%1 : i32)

// -----

// Near miss: the forwarding block's argument is used by another op.
func.func @not_pass_through(%c: i1, %a: i32, %b: i32) -> i32 {
  cf.cond_br %c, ^bb1(%a : i32), ^bb2(%b : i32)
^bb1(%x: i32):
  "foo.use"(%x) : (i32) -> ()
  cf.br ^bb2(%x : i32)
^bb2(%y: i32):
  return %y : i32
}
// CHECK-LABEL: func.func @not_pass_through(%arg0: i1, %arg1: i32, %arg2: i32) -> i32 {
// CHECK-NEXT:  cf.cond_br %arg0, ^bb1(%arg1 : i32), ^bb2(%arg2 : i32)
// CHECK-NEXT:  ^bb1(%0: i32):  // pred: ^bb0
// CHECK-NEXT:  "foo.use"(%0) : (i32) -> ()
// CHECK-NEXT:  cf.br ^bb2(%0 : i32)
// CHECK-NEXT:  ^bb2(%1: i32):  // 2 preds: ^bb0, ^bb1
// CHECK-NEXT:  return %1 : i32

// -----

// A block branching to itself is an infinite loop: kept.
func.func @self_loop(%c: i1) {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  cf.br ^bb1
^bb2:
  return
}
// CHECK-LABEL: func.func @self_loop(%arg0: i1) {
// CHECK-NEXT:  cf.cond_br %arg0, ^bb1, ^bb2
// CHECK-NEXT:  ^bb1:  // 2 preds: ^bb0, ^bb1
// CHECK-NEXT:  cf.br ^bb1
// CHECK-NEXT:  ^bb2:  // pred: ^bb0
// CHECK-NEXT:  return

// -----

// The second cond_br is dominated by one on the same condition.
func.func @same_condition(%c: i1, %a: i32, %b: i32) {
  cf.cond_br %c, ^bb1, ^bb3
^bb1:
  "foo.op"() : () -> ()
  cf.cond_br %c, ^bb2, ^bb3
^bb2:
  "foo.then"() : () -> ()
  return
^bb3:
  "foo.else"() : () -> ()
  return
}
// CHECK-LABEL: func.func @same_condition(%arg0: i1, %arg1: i32, %arg2: i32) {
// CHECK-NEXT:  cf.cond_br %arg0, ^bb1, ^bb2
// CHECK-NEXT:  ^bb1:  // pred: ^bb0
// CHECK-NEXT:  "foo.op"() : () -> ()
// CHECK-NEXT:  "foo.then"() : () -> ()
// CHECK-NEXT:  return
// CHECK-NEXT:  ^bb2:  // pred: ^bb0
// CHECK-NEXT:  "foo.else"() : () -> ()
// CHECK-NEXT:  return

// -----

// Switch with only a default, and cases matching the default.
func.func @switch_default(%f: i32, %a: i32) -> i32 {
  cf.switch %f : i32, [
    default: ^bb1(%a : i32),
    1: ^bb1(%a : i32),
    -2: ^bb2
  ]
^bb1(%x: i32):
  return %x : i32
^bb2:
  "foo.op"() : () -> ()
  return %a : i32
}
// CHECK-LABEL: func.func @switch_default(%arg0: i32, %arg1: i32) -> i32 {
// CHECK-NEXT:  cf.switch %arg0 : i32, [
// CHECK-NEXT:  default: ^bb1(%arg1 : i32),
// CHECK-NEXT:  4294967294: ^bb2
// CHECK-NEXT:  ]
// CHECK-NEXT:  ^bb1(%0: i32):  // pred: ^bb0
// CHECK-NEXT:  return %0 : i32
// CHECK-NEXT:  ^bb2:  // pred: ^bb0
// CHECK-NEXT:  "foo.op"() : () -> ()
// CHECK-NEXT:  return %arg1 : i32

// -----

func.func @switch_only_default(%f: i32, %a: i32) -> i32 {
  cf.switch %f : i32, [
    default: ^bb1(%a : i32)
  ]
^bb1(%x: i32):
  return %x : i32
}
// CHECK-LABEL: func.func @switch_only_default(%arg0: i32, %arg1: i32) -> i32 {
// CHECK-NEXT:  return %arg1 : i32

// -----

// A constant flag picks its case (-2 as i8 is 254), or the default when none matches.
func.func @switch_const(%a: i32) {
  %c = arith.constant -2 : i8
  %d = arith.constant 7 : i8
  cf.switch %c : i8, [
    default: ^bb1,
    254: ^bb2,
    3: ^bb1
  ]
^bb1:
  "foo.default"() : () -> ()
  return
^bb2:
  "foo.case"() : () -> ()
  cf.switch %d : i8, [
    default: ^bb3,
    3: ^bb1
  ]
^bb3:
  "foo.default2"() : () -> ()
  return
}
// CHECK-LABEL: func.func @switch_const(%arg0: i32) {
// CHECK-NEXT:  "foo.case"() : () -> ()
// CHECK-NEXT:  "foo.default2"() : () -> ()
// CHECK-NEXT:  return

// -----

// Switch destinations that only forward are jumped over.
func.func @switch_pass_through(%f: i32, %a: i32, %b: i32) {
  cf.switch %f : i32, [
    default: ^bb1(%a : i32),
    5: ^bb2
  ]
^bb1(%x: i32):
  cf.br ^bb3(%x : i32)
^bb2:
  cf.br ^bb3(%b : i32)
^bb3(%y: i32):
  "foo.op"(%y) : (i32) -> ()
  return
}
// CHECK-LABEL: func.func @switch_pass_through(%arg0: i32, %arg1: i32, %arg2: i32) {
// CHECK-NEXT:  cf.switch %arg0 : i32, [
// CHECK-NEXT:  default: ^bb1(%arg1 : i32),
// CHECK-NEXT:  5: ^bb1(%arg2 : i32)
// CHECK-NEXT:  ]
// CHECK-NEXT:  ^bb1(%0: i32):  // 2 preds: ^bb0, ^bb0
// CHECK-NEXT:  "foo.op"(%0) : (i32) -> ()
// CHECK-NEXT:  return

// -----

// Near miss: a non-constant condition and distinct destinations stay.
func.func @kept(%c: i1, %a: i32) {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  "foo.then"() : () -> ()
  return
^bb2:
  "foo.else"() : () -> ()
  return
}
// CHECK-LABEL: func.func @kept(%arg0: i1, %arg1: i32) {
// CHECK-NEXT:  cf.cond_br %arg0, ^bb1, ^bb2
// CHECK-NEXT:  ^bb1:  // pred: ^bb0
// CHECK-NEXT:  "foo.then"() : () -> ()
// CHECK-NEXT:  return
// CHECK-NEXT:  ^bb2:  // pred: ^bb0
// CHECK-NEXT:  "foo.else"() : () -> ()
// CHECK-NEXT:  return

// -----

// Truth propagation: in a destination reached only from the branch, the condition is known.
func.func @truth(%c: i1, %d: i1) {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  "foo.use"(%c) : (i1) -> ()
  return
^bb2:
  "foo.use2"(%c, %d) : (i1, i1) -> ()
  return
}
// CHECK-LABEL: func.func @truth(%arg0: i1, %arg1: i1) {
// CHECK-NEXT:  %true = arith.constant true
// CHECK-NEXT:  %false = arith.constant false
// CHECK-NEXT:  cf.cond_br %arg0, ^bb1, ^bb2
// CHECK-NEXT:  ^bb1:  // pred: ^bb0
// CHECK-NEXT:  "foo.use"(%true) : (i1) -> ()
// CHECK-NEXT:  return
// CHECK-NEXT:  ^bb2:  // pred: ^bb0
// CHECK-NEXT:  "foo.use2"(%false, %arg1) : (i1, i1) -> ()
// CHECK-NEXT:  return

// -----

// Near miss: ^bb2 has two predecessors, so %c is not known there.
func.func @truth_merge(%c: i1, %d: i1) {
  cf.cond_br %d, ^bb1, ^bb2
^bb1:
  "foo.op"() : () -> ()
  cf.cond_br %c, ^bb3, ^bb2
^bb2:
  "foo.use"(%c) : (i1) -> ()
  return
^bb3:
  "foo.use3"(%c) : (i1) -> ()
  return
}
// CHECK-LABEL: func.func @truth_merge(%arg0: i1, %arg1: i1) {
// CHECK-NEXT:  %true = arith.constant true
// CHECK-NEXT:  cf.cond_br %arg1, ^bb1, ^bb2
// CHECK-NEXT:  ^bb1:  // pred: ^bb0
// CHECK-NEXT:  "foo.op"() : () -> ()
// CHECK-NEXT:  cf.cond_br %arg0, ^bb3, ^bb2
// CHECK-NEXT:  ^bb2:  // 2 preds: ^bb0, ^bb1
// CHECK-NEXT:  "foo.use"(%arg0) : (i1) -> ()
// CHECK-NEXT:  return
// CHECK-NEXT:  ^bb3:  // pred: ^bb1
// CHECK-NEXT:  "foo.use3"(%true) : (i1) -> ()
// CHECK-NEXT:  return
