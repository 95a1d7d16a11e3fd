// RUN: xla-opt %s -split-input-file --allow-unregistered-dialect --loop-invariant-code-motion | FileCheck %s
// Same output as upstream:
// RUN: xla-opt %s -split-input-file --allow-unregistered-dialect --loop-invariant-code-motion > %t.ours
// RUN: mlir-opt %s -split-input-file --allow-unregistered-dialect --loop-invariant-code-motion > %t.theirs
// RUN: diff %t.ours %t.theirs

// Hoisting asks for speculatability, not purity: arith.divsi has no memory effects but may
// trap, so it moves out of a loop that may not run only when its divisor is a constant
// other than 0 and -1; the pure (always speculatable) arith.addi and arith.muli move.
// CHECK-LABEL: func.func @divisions
// CHECK:         %[[ADD:.*]] = arith.addi %arg0, %arg1 : i32
// CHECK-NEXT:    %[[MUL:.*]] = arith.muli %[[ADD]], %arg1 : i32
// CHECK-NEXT:    %[[DIVC:.*]] = arith.divsi %arg0, %c7_i32 : i32
// CHECK-NEXT:    scf.for
// CHECK-NEXT:      %[[DIV:.*]] = arith.divsi %arg0, %arg1 : i32
// CHECK-NEXT:      %[[DIVM1:.*]] = arith.divsi %arg0, %c-1_i32 : i32
// CHECK-NEXT:      %[[DIVU:.*]] = arith.divui %arg0, %c0_i32 : i32
// CHECK-NEXT:      "other.use"(%[[MUL]], %[[DIV]], %[[DIVC]], %[[DIVM1]], %[[DIVU]])
func.func @divisions(%a: i32, %b: i32, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c7 = arith.constant 7 : i32
  %m1 = arith.constant -1 : i32
  %z = arith.constant 0 : i32
  scf.for %i = %c0 to %n step %c1 {
    %add = arith.addi %a, %b : i32
    %mul = arith.muli %add, %b : i32
    %div = arith.divsi %a, %b : i32
    %divc = arith.divsi %a, %c7 : i32
    %divm1 = arith.divsi %a, %m1 : i32
    %divu = arith.divui %a, %z : i32
    "other.use"(%mul, %div, %divc, %divm1, %divu) : (i32, i32, i32, i32, i32) -> ()
  }
  return
}

// -----

// Ops using the induction variable or values of the loop stay; an scf.if is speculatable
// when what it holds is (upstream RecursivelySpeculatable): one holding a division by an
// unknown divisor stays in the loop.
// CHECK-LABEL: func.func @nested
// CHECK:         %[[IF:.*]] = scf.if %arg0 -> (i32) {
// CHECK:         scf.for
// CHECK-NEXT:      %[[CAST:.*]] = arith.index_cast
// CHECK-NEXT:      %[[IV:.*]] = arith.addi %[[CAST]], %arg1 : i32
// CHECK-NEXT:      scf.if %arg0 -> (i32) {
// CHECK-NEXT:        arith.divsi %arg1, %arg2
func.func @nested(%p: i1, %a: i32, %b: i32, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %n step %c1 {
    %cast = arith.index_cast %i : index to i32
    %iv = arith.addi %cast, %a : i32
    %s = scf.if %p -> i32 {
      %x = arith.addi %a, %b : i32
      scf.yield %x : i32
    } else {
      scf.yield %a : i32
    }
    %t = scf.if %p -> i32 {
      %d = arith.divsi %a, %b : i32
      scf.yield %d : i32
    } else {
      scf.yield %a : i32
    }
    "other.use"(%iv, %s, %t) : (i32, i32, i32) -> ()
  }
  return
}

// -----

// Both regions of scf.while are loop regions.
// CHECK-LABEL: func.func @while
// CHECK:         arith.muli %arg1, %arg1
// CHECK-NEXT:    arith.addi %arg1, %arg1
// CHECK-NEXT:    scf.while
func.func @while(%x: i32, %a: i32) -> i32 {
  %r = scf.while (%v = %x) : (i32) -> i32 {
    %sq = arith.muli %a, %a : i32
    %c = arith.cmpi slt, %v, %sq : i32
    scf.condition(%c) %v : i32
  } do {
  ^bb0(%w: i32):
    %d = arith.addi %a, %a : i32
    %n = arith.addi %w, %d : i32
    scf.yield %n : i32
  }
  return %r : i32
}

// -----

// memref.dim and tensor.dim are speculatable with a constant index within the rank
// (upstream's DimOp::getSpeculatability); with an unknown index they stay.
// CHECK-LABEL: func.func @dims
// CHECK:         %[[D0:.*]] = memref.dim %arg0, %c0 : memref<?xf32>
// CHECK-NEXT:    %[[T0:.*]] = tensor.dim %arg1, %c0 : tensor<?xf32>
// CHECK-NEXT:    scf.for
// CHECK-NEXT:      memref.dim %arg0, %arg2 : memref<?xf32>
// CHECK-NEXT:      tensor.dim %arg1, %arg2 : tensor<?xf32>
func.func @dims(%m: memref<?xf32>, %t: tensor<?xf32>, %k: index, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %n step %c1 {
    %d0 = memref.dim %m, %c0 : memref<?xf32>
    %t0 = tensor.dim %t, %c0 : tensor<?xf32>
    %dk = memref.dim %m, %k : memref<?xf32>
    %tk = tensor.dim %t, %k : tensor<?xf32>
    "other.use"(%d0, %t0, %dk, %tk) : (index, index, index, index) -> ()
  }
  return
}

// -----

// An inner scf.for with a constant step of 1 always ends, so it is as speculatable as its
// body and moves out whole; another step may not end, so that loop stays.
// CHECK-LABEL: func.func @inner_loops
// CHECK:         %[[S1:.*]] = scf.for %{{.*}} step %c1 iter_args
// CHECK:         scf.for %{{.*}} step %c1 {
// CHECK-NEXT:      %[[S2:.*]] = scf.for %{{.*}} step %c2 iter_args
// CHECK:           "other.use"(%[[S1]], %[[S2]])
func.func @inner_loops(%a: i32, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  scf.for %i = %c0 to %n step %c1 {
    %s1 = scf.for %j = %c0 to %n step %c1 iter_args(%x = %a) -> (i32) {
      %y = arith.addi %x, %a : i32
      scf.yield %y : i32
    }
    %s2 = scf.for %j = %c0 to %n step %c2 iter_args(%x = %a) -> (i32) {
      %y = arith.addi %x, %a : i32
      scf.yield %y : i32
    }
    "other.use"(%s1, %s2) : (i32, i32) -> ()
  }
  return
}
