// RUN: xla-opt %s --allow-unregistered-dialect --canonicalize | FileCheck %s
// interop-skip: cf ops are written generically (cf may not be loaded here); tests/tests/interop.rs
// would need our parser to read mlir-opt's custom cf syntax back.
// RUN: xla-opt %s --allow-unregistered-dialect --canonicalize=region-simplify=disabled | FileCheck %s --check-prefix=OFF
// Same program as upstream's (our cf ops are unregistered here and print generically, so
// both outputs go through mlir-opt before the diff):
// RUN: xla-opt %s --allow-unregistered-dialect --canonicalize | mlir-opt > %t.ours
// RUN: mlir-opt %s --allow-unregistered-dialect --canonicalize > %t.theirs
// RUN: diff %t.ours %t.theirs
// Region simplification: unreachable blocks go, dead block arguments go (also ones only
// passed around a loop), a block whose single predecessor ends in cf.br to it is merged.

// CHECK-LABEL: func.func @f(%arg0: i32, %arg1: i1) -> i32 {
// CHECK-NEXT:    %0 = arith.addi %arg0, %arg0 : i32
// CHECK-NEXT:    "cf.cond_br"(%arg1, %0)[^bb1, ^bb2] <{operandSegmentSizes = array<i32: 1, 1, 0>}> : (i1, i32) -> ()
// CHECK-NEXT:  ^bb1(%1: i32):
// CHECK-NEXT:    return %1 : i32
// CHECK-NEXT:  ^bb2:
// CHECK-NEXT:    return %arg0 : i32
// CHECK-NEXT:  }
// OFF-LABEL:   func.func @f(
// OFF:         ^bb4:
// OFF-NEXT:      "cf.br"()[^bb3] : () -> ()
func.func @f(%a: i32, %c: i1) -> i32 {
  "cf.br"(%a) [^bb1] : (i32) -> ()
^bb1(%x: i32):
  %y = arith.addi %x, %x : i32
  "cf.cond_br"(%c, %y, %a) [^bb2, ^bb3] <{operandSegmentSizes = array<i32: 1, 2, 0>}> : (i1, i32, i32) -> ()
^bb2(%p: i32, %q: i32):
  return %p : i32
^bb3:
  return %a : i32
^bb4:
  "cf.br"() [^bb3] : () -> ()
}

// CHECK-LABEL: func.func @loop(%arg0: i32, %arg1: i1) -> i32 {
// CHECK-NEXT:    "cf.br"(%arg0)[^bb1] : (i32) -> ()
// CHECK-NEXT:  ^bb1(%0: i32):
// CHECK-NEXT:    "cf.cond_br"(%arg1, %0)[^bb1, ^bb2] <{operandSegmentSizes = array<i32: 1, 1, 0>}> : (i1, i32) -> ()
// CHECK-LABEL: func.func @chain(%arg0: i32) -> i32 {
// CHECK-NEXT:    %0 = arith.addi %arg0, %arg0 : i32
// CHECK-NEXT:    %1 = arith.muli %0, %0 : i32
// CHECK-NEXT:    return %1 : i32
// CHECK-LABEL: func.func @switch(%arg0: i32, %arg1: i32) -> i32 {
// CHECK-NEXT:    "cf.switch"(%arg1, %arg0, %arg0)[^bb1, ^bb2, ^bb3] <{case_operand_segments = array<i32: 1, 1>, case_values = dense<[1, 2]> : vector<2xi32>, operandSegmentSizes = array<i32: 1, 0, 2>}>
func.func @identical(%a: i32, %c: i1) -> i32 {
  "cf.cond_br"(%c) [^bb1, ^bb2] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
^bb1:
  return %a : i32
^bb2:
  return %a : i32
}
func.func @loop(%a: i32, %c: i1) -> i32 {
  "cf.br"(%a, %a) [^bb1] : (i32, i32) -> ()
^bb1(%x: i32, %dead: i32):
  %d2 = arith.addi %dead, %dead : i32
  "cf.cond_br"(%c, %x, %d2) [^bb1, ^bb2] <{operandSegmentSizes = array<i32: 1, 2, 0>}> : (i1, i32, i32) -> ()
^bb2:
  return %x : i32
}
func.func @chain(%a: i32) -> i32 {
  "cf.br"() [^bb1] : () -> ()
^bb1:
  %0 = arith.addi %a, %a : i32
  "cf.br"(%0) [^bb2] : (i32) -> ()
^bb2(%x: i32):
  %1 = arith.muli %x, %x : i32
  return %1 : i32
}
func.func @switch(%a: i32, %f: i32) -> i32 {
  "cf.switch"(%f, %a, %a, %a) [^bb1, ^bb2, ^bb3] <{case_operand_segments = array<i32: 1, 1>, case_values = dense<[1, 2]> : vector<2xi32>, operandSegmentSizes = array<i32: 1, 1, 2>}> : (i32, i32, i32, i32) -> ()
^bb1(%x: i32):
  return %a : i32
^bb2(%y: i32):
  return %y : i32
^bb3(%z: i32):
  %m = arith.muli %z, %z : i32
  return %m : i32
}
