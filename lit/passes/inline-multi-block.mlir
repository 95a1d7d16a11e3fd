// RUN: xla-opt %s -split-input-file --allow-unregistered-dialect --inline='default-pipeline=' | FileCheck %s --check-prefix=RAW
// RUN: xla-opt %s -split-input-file --allow-unregistered-dialect --inline | FileCheck %s
// Same output as upstream, without the canonicalize pipeline and with it (there the
// inlined diamond becomes arith.select through cf's canonicalization patterns):
// RUN: xla-opt %s -split-input-file --allow-unregistered-dialect --inline='default-pipeline=' > %t.ours
// RUN: mlir-opt %s -split-input-file --allow-unregistered-dialect --inline='default-pipeline=' > %t.theirs
// RUN: diff %t.ours %t.theirs
// RUN: xla-opt %s -split-input-file --allow-unregistered-dialect --inline > %t.ours-default
// RUN: mlir-opt %s -split-input-file --allow-unregistered-dialect --inline > %t.theirs-default
// RUN: diff %t.ours-default %t.theirs-default

// Multi-block callees split the caller's block; returns become branches to the rest.
// RAW-LABEL:   func.func @multi_block(%arg0: i1, %arg1: i32) -> i32 {
// RAW-NEXT:      cf.cond_br %arg0, ^bb1, ^bb2
// RAW-NEXT:    ^bb1:
// RAW-NEXT:      cf.br ^bb3(%arg1 : i32)
// RAW-NEXT:    ^bb2:
// RAW-NEXT:      %c0_i32 = arith.constant 0 : i32
// RAW-NEXT:      cf.br ^bb3(%c0_i32 : i32)
// RAW-NEXT:    ^bb3(%0: i32):
// RAW-NEXT:      %1 = arith.addi %0, %arg1 : i32
// RAW-NEXT:      return %1 : i32
// CHECK-LABEL: func.func @multi_block(%arg0: i1, %arg1: i32) -> i32 {
// CHECK-NEXT:    %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT:    %0 = arith.select %arg0, %arg1, %c0_i32 : i32
// CHECK-NEXT:    %1 = arith.addi %0, %arg1 : i32
// CHECK-NEXT:    return %1 : i32
func.func private @pick(%c: i1, %a: i32) -> i32 {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  return %a : i32
^bb2:
  %z = arith.constant 0 : i32
  return %z : i32
}
func.func @multi_block(%c: i1, %x: i32) -> i32 {
  %r = call @pick(%c, %x) : (i1, i32) -> i32
  %s = arith.addi %r, %x : i32
  return %s : i32
}

// -----

// Inside a region that is not the function's, a multi-block callee is kept.
// CHECK-LABEL: func.func @multi_block_nested(
// CHECK:         call @pick2
func.func private @pick2(%c: i1, %a: i32) -> i32 {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  return %a : i32
^bb2:
  return %a : i32
}
func.func @multi_block_nested(%c: i1, %x: i32) {
  test.single_no_terminator_op : {
    %r = func.call @pick2(%c, %x) : (i1, i32) -> i32
    "x.sink"(%r) : (i32) -> ()
  }
  return
}
