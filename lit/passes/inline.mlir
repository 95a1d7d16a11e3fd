// RUN: xla-opt %s -split-input-file --allow-unregistered-dialect --inline | FileCheck %s
// RUN: xla-opt %s -split-input-file --allow-unregistered-dialect --inline='default-pipeline=' | FileCheck %s --check-prefix=RAW
// RUN: xla-opt %s -split-input-file --allow-unregistered-dialect --inline | mlir-opt -split-input-file --allow-unregistered-dialect > /dev/null
// Same output as upstream, with and without the canonicalize pipeline:
// RUN: xla-opt %s -split-input-file --allow-unregistered-dialect --inline > %t.ours
// RUN: mlir-opt %s -split-input-file --allow-unregistered-dialect --inline > %t.theirs
// RUN: diff %t.ours %t.theirs
// RUN: xla-opt %s -split-input-file --allow-unregistered-dialect --inline='default-pipeline=' > %t.ours.raw
// RUN: mlir-opt %s -split-input-file --allow-unregistered-dialect --inline='default-pipeline=' > %t.theirs.raw
// RUN: diff %t.ours.raw %t.theirs.raw

// Private callees are inlined (then canonicalized) and erased; so is an unused one.
// CHECK-LABEL: func.func @main(%arg0: i32) -> i32 {
// CHECK-NEXT:    %c2_i32 = arith.constant 2 : i32
// CHECK-NEXT:    %0 = arith.addi %arg0, %c2_i32 : i32
// CHECK-NEXT:    return %0 : i32
// CHECK-NOT:   func.func private
// RAW-LABEL:   func.func @main(%arg0: i32) -> i32 {
// RAW-NEXT:      %c1_i32 = arith.constant 1 : i32
// RAW-NEXT:      %0 = arith.addi %arg0, %c1_i32 : i32
// RAW-NEXT:      %c1_i32_0 = arith.constant 1 : i32
// RAW-NEXT:      %1 = arith.addi %0, %c1_i32_0 : i32
// RAW-NEXT:      return %1 : i32
func.func private @unused(%a: i32) -> i32 {
  return %a : i32
}
func.func private @add1(%a: i32) -> i32 {
  %c1 = arith.constant 1 : i32
  %r = arith.addi %a, %c1 : i32
  return %r : i32
}
func.func @main(%x: i32) -> i32 {
  %0 = call @add1(%x) : (i32) -> i32
  %1 = call @add1(%0) : (i32) -> i32
  return %1 : i32
}

// -----

// Public callees are inlined too, and kept.
// CHECK-LABEL: func.func @caller(%arg0: i32) -> i32 {
// CHECK-NEXT:    %c3_i32 = arith.constant 3 : i32
// CHECK-NEXT:    %0 = arith.muli %arg0, %c3_i32 : i32
// CHECK-NEXT:    return %0 : i32
// CHECK:       func.func @pub(
func.func @caller(%x: i32) -> i32 {
  %0 = call @pub(%x) : (i32) -> i32
  return %0 : i32
}
func.func @pub(%a: i32) -> i32 {
  %c = arith.constant 3 : i32
  %r = arith.muli %a, %c : i32
  return %r : i32
}

// -----

// Chains inline bottom-up; callees with several results and no results.
// CHECK-LABEL: func.func @top(%arg0: i32, %arg1: i32) -> (i32, i32) {
// CHECK-NEXT:    %0 = arith.addi %arg0, %arg1 : i32
// CHECK-NEXT:    %1 = arith.muli %arg0, %arg1 : i32
// CHECK-NEXT:    return %1, %0 : i32, i32
// CHECK-NEXT:  }
// CHECK-NEXT:  }
func.func private @pair(%a: i32, %b: i32) -> (i32, i32) {
  %s = arith.addi %a, %b : i32
  %p = arith.muli %a, %b : i32
  return %s, %p : i32, i32
}
func.func private @swap(%a: i32, %b: i32) -> (i32, i32) {
  %0:2 = call @pair(%a, %b) : (i32, i32) -> (i32, i32)
  call @nothing() : () -> ()
  return %0#1, %0#0 : i32, i32
}
func.func private @nothing() {
  return
}
func.func @top(%a: i32, %b: i32) -> (i32, i32) {
  %0:2 = call @swap(%a, %b) : (i32, i32) -> (i32, i32)
  return %0#0, %0#1 : i32, i32
}

// -----

// Recursion, declarations and no_inline are kept.
// CHECK-LABEL: func.func private @rec(%arg0: i32) -> i32 {
// CHECK-NEXT:    %0 = call @rec(%arg0) : (i32) -> i32
// CHECK-LABEL: func.func @kept(%arg0: i32) -> i32 {
// CHECK-NEXT:    %0 = call @rec(%arg0) : (i32) -> i32
// CHECK-NEXT:    %1 = call @external(%0) : (i32) -> i32
// CHECK-NEXT:    %2 = call @id(%1) {no_inline} : (i32) -> i32
// CHECK-NEXT:    %3 = call @never(%2) : (i32) -> i32
// CHECK-NEXT:    return %3 : i32
func.func private @rec(%a: i32) -> i32 {
  %r = call @rec(%a) : (i32) -> i32
  return %r : i32
}
func.func private @external(i32) -> i32
func.func private @id(%a: i32) -> i32 {
  return %a : i32
}
func.func private @never(%a: i32) -> i32 attributes {no_inline} {
  return %a : i32
}
func.func @kept(%a: i32) -> i32 {
  %0 = call @rec(%a) : (i32) -> i32
  %1 = call @external(%0) : (i32) -> i32
  %2 = call @id(%1) {no_inline} : (i32) -> i32
  %3 = call @never(%2) : (i32) -> i32
  return %3 : i32
}

// -----

// Functions on a call cycle are not inlined, not even into callers outside the cycle.
// CHECK-LABEL: func.func @outside(%arg0: i32) -> i32 {
// CHECK-NEXT:    %0 = call @even(%arg0) : (i32) -> i32
// CHECK-NEXT:    return %0 : i32
func.func private @even(%a: i32) -> i32 {
  %r = call @odd(%a) : (i32) -> i32
  return %r : i32
}
func.func private @odd(%a: i32) -> i32 {
  %r = call @even(%a) : (i32) -> i32
  return %r : i32
}
func.func @outside(%a: i32) -> i32 {
  %r = call @even(%a) : (i32) -> i32
  return %r : i32
}

// -----

// Calls in nested regions are inlined; callees with unregistered ops are not.
// CHECK-LABEL: func.func @nested(%arg0: i32) -> i32 {
// CHECK-NEXT:    test.single_no_terminator_op : {
// CHECK-NEXT:      %1 = arith.addi %arg0, %arg0 : i32
// CHECK-NEXT:      "x.sink"(%1) : (i32) -> ()
// CHECK-NEXT:    }
// CHECK-NEXT:    %0 = call @opaque(%arg0) : (i32) -> i32
func.func private @double(%a: i32) -> i32 {
  %r = arith.addi %a, %a : i32
  return %r : i32
}
func.func private @opaque(%a: i32) -> i32 {
  %r = "x.op"(%a) : (i32) -> i32
  return %r : i32
}
func.func @nested(%x: i32) -> i32 {
  test.single_no_terminator_op : {
    %1 = func.call @double(%x) : (i32) -> i32
    "x.sink"(%1) : (i32) -> ()
  }
  %2 = call @opaque(%x) : (i32) -> i32
  return %2 : i32
}

// -----

// Nested modules are their own symbol tables.
// CHECK-LABEL: module @inner {
// CHECK-NEXT:    func.func @f() -> i32 {
// CHECK-NEXT:      %c7_i32 = arith.constant 7 : i32
// CHECK-NEXT:      return %c7_i32 : i32
module {
  module @inner {
    func.func private @seven() -> i32 {
      %c = arith.constant 7 : i32
      return %c : i32
    }
    func.func @f() -> i32 {
      %0 = call @seven() : () -> i32
      return %0 : i32
    }
  }
}

// -----

// inlining-threshold: a callee larger than that percentage of its caller is kept.
// RUN: xla-opt %s -split-input-file --allow-unregistered-dialect --inline='inlining-threshold=50' | FileCheck %s --check-prefix=SMALL
// RUN: xla-opt %s -split-input-file --allow-unregistered-dialect --inline='inlining-threshold=50' > %t.ours.small
// RUN: mlir-opt %s -split-input-file --allow-unregistered-dialect --inline='inlining-threshold=50' > %t.theirs.small
// RUN: diff %t.ours.small %t.theirs.small
// SMALL-LABEL: func.func @big_callee(
// SMALL:         call @three_ops
func.func private @three_ops(%a: i32) -> i32 {
  %c1 = arith.constant 1 : i32
  %r = arith.addi %a, %c1 : i32
  return %r : i32
}
func.func @big_callee(%x: i32) -> i32 {
  %0 = call @three_ops(%x) : (i32) -> i32
  return %0 : i32
}
