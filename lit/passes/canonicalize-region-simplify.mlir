// RUN: xla-opt %s --allow-unregistered-dialect -split-input-file --canonicalize | FileCheck %s
// RUN: xla-opt %s --allow-unregistered-dialect -split-input-file --canonicalize=region-simplify=disabled | FileCheck %s --check-prefix=OFF
// Same output as upstream:
// RUN: xla-opt %s --allow-unregistered-dialect -split-input-file --canonicalize > %t.ours
// RUN: mlir-opt %s --allow-unregistered-dialect -split-input-file --canonicalize > %t.theirs
// RUN: diff %t.ours %t.theirs
// Region simplification: unreachable blocks go, dead block arguments go (also ones only
// passed around a loop), a block whose single predecessor ends in cf.br to it is merged.

// CHECK-LABEL: func.func @f(%arg0: i32, %arg1: i1) -> i32 {
// CHECK-NEXT:    %0 = arith.addi %arg0, %arg0 : i32
// CHECK-NEXT:    cf.cond_br %arg1, ^bb1(%0 : i32), ^bb2
// CHECK-NEXT:  ^bb1(%1: i32):
// CHECK-NEXT:    return %1 : i32
// CHECK-NEXT:  ^bb2:
// CHECK-NEXT:    return %arg0 : i32
// CHECK-NEXT:  }
// OFF-LABEL:   func.func @f(
// OFF:         ^bb4:
// OFF-NEXT:      cf.br ^bb3
func.func @f(%a: i32, %c: i1) -> i32 {
  cf.br ^bb1(%a : i32)
^bb1(%x: i32):
  %y = arith.addi %x, %x : i32
  cf.cond_br %c, ^bb2(%y, %a : i32, i32), ^bb3
^bb2(%p: i32, %q: i32):
  return %p : i32
^bb3:
  return %a : i32
^bb4:
  cf.br ^bb3
}

// -----

// Blocks that only return the same value are not merged (as upstream).
// CHECK-LABEL: func.func @identical(%arg0: i32, %arg1: i1) -> i32 {
// CHECK-NEXT:    cf.cond_br %arg1, ^bb1, ^bb2
func.func @identical(%a: i32, %c: i1) -> i32 {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  return %a : i32
^bb2:
  return %a : i32
}

// -----

// CHECK-LABEL: func.func @loop(%arg0: i32, %arg1: i1) -> i32 {
// CHECK-NEXT:    cf.br ^bb1(%arg0 : i32)
// CHECK-NEXT:  ^bb1(%0: i32):
// CHECK-NEXT:    cf.cond_br %arg1, ^bb1(%0 : i32), ^bb2
func.func @loop(%a: i32, %c: i1) -> i32 {
  cf.br ^bb1(%a, %a : i32, i32)
^bb1(%x: i32, %dead: i32):
  %d2 = arith.addi %dead, %dead : i32
  cf.cond_br %c, ^bb1(%x, %d2 : i32, i32), ^bb2
^bb2:
  return %x : i32
}

// -----

// CHECK-LABEL: func.func @chain(%arg0: i32) -> i32 {
// CHECK-NEXT:    %0 = arith.addi %arg0, %arg0 : i32
// CHECK-NEXT:    %1 = arith.muli %0, %0 : i32
// CHECK-NEXT:    return %1 : i32
func.func @chain(%a: i32) -> i32 {
  cf.br ^bb1
^bb1:
  %0 = arith.addi %a, %a : i32
  cf.br ^bb2(%0 : i32)
^bb2(%x: i32):
  %1 = arith.muli %x, %x : i32
  return %1 : i32
}

// -----

// A dead argument of a switch's default destination goes, with its operand.
// CHECK-LABEL: func.func @switch(%arg0: i32, %arg1: i32) -> i32 {
// CHECK-NEXT:    cf.switch %arg1 : i32, [
// CHECK-NEXT:      default: ^bb1,
// CHECK-NEXT:      1: ^bb2(%arg0 : i32),
// CHECK-NEXT:      2: ^bb3(%arg0 : i32)
func.func @switch(%a: i32, %f: i32) -> i32 {
  cf.switch %f : i32, [
    default: ^bb1(%a : i32),
    1: ^bb2(%a : i32),
    2: ^bb3(%a : i32)
  ]
^bb1(%x: i32):
  return %a : i32
^bb2(%y: i32):
  return %y : i32
^bb3(%z: i32):
  %m = arith.muli %z, %z : i32
  return %m : i32
}

// -----

// Unregistered terminators are not looked at (as upstream): the dead argument goes, the
// operand stays.
// CHECK-LABEL: func.func @unknown_branch(%arg0: i32) -> i32 {
// CHECK-NEXT:    "x.br"(%arg0)[^bb1] : (i32) -> ()
// CHECK-NEXT:  ^bb1:
func.func @unknown_branch(%a: i32) -> i32 {
  "x.br"(%a)[^bb1] : (i32) -> ()
^bb1(%unused: i32):
  return %a : i32
}
