// RUN: xla-opt %s --convert-scf-to-cf --allow-unregistered-dialect | FileCheck %s
// RUN: xla-opt %s --convert-scf-to-cf --allow-unregistered-dialect | mlir-opt --allow-unregistered-dialect > /dev/null
// RUN: mlir-opt %s --convert-scf-to-cf --allow-unregistered-dialect | FileCheck %s

// scf → cf as upstream's SCFToControlFlow: the same blocks, in the same order, with the
// same ops (the third RUN line checks upstream's own output against the same lines).
// scf.parallel becomes sequential scf.for loops first; lit/xla-run/scf-to-cf.mlir runs
// these before and after.

// CHECK-LABEL: func.func @for_loop(
// CHECK-SAME: %[[VARG0:[^ ,:)]+]]: index, %[[VARG1:[^ ,:)]+]]: index, %[[VARG2:[^ ,:)]+]]: index, %[[VARG3:[^ ,:)]+]]: f32) -> f32 {
// CHECK-NEXT: cf.br ^bb1(%[[VARG0]], %[[VARG3]] : index, f32)
// CHECK-NEXT: ^bb1(%[[V0:[^ ,:)]+]]: index, %[[V1:[^ ,:)]+]]: f32):
// CHECK-NEXT: %[[V2:[^ ,:)]+]] = arith.cmpi slt, %[[V0]], %[[VARG1]] : index
// CHECK-NEXT: cf.cond_br %[[V2]], ^bb2, ^bb3
// CHECK-NEXT: ^bb2:
// CHECK-NEXT: %[[V3:[^ ,:)]+]] = arith.addf %[[V1]], %[[V1]] : f32
// CHECK-NEXT: %[[V4:[^ ,:)]+]] = arith.addi %[[V0]], %[[VARG2]] : index
// CHECK-NEXT: cf.br ^bb1(%[[V4]], %[[V3]] : index, f32)
// CHECK-NEXT: ^bb3:
// CHECK-NEXT: return %[[V1]] : f32
// CHECK-LABEL: func.func @unsigned_i32(
// CHECK-SAME: %[[VARG0:[^ ,:)]+]]: i32, %[[VARG1:[^ ,:)]+]]: i32, %[[VARG2:[^ ,:)]+]]: i32) {
// CHECK-NEXT: cf.br ^bb1(%[[VARG0]] : i32)
// CHECK-NEXT: ^bb1(%[[V0:[^ ,:)]+]]: i32):
// CHECK-NEXT: %[[V1:[^ ,:)]+]] = arith.cmpi ult, %[[V0]], %[[VARG1]] : i32
// CHECK-NEXT: cf.cond_br %[[V1]], ^bb2, ^bb3
// CHECK-NEXT: ^bb2:
// CHECK-NEXT: %[[V2:[^ ,:)]+]] = arith.addi %[[V0]], %[[VARG2]] : i32
// CHECK-NEXT: cf.br ^bb1(%[[V2]] : i32)
// CHECK-NEXT: ^bb3:
// CHECK-NEXT: return
// CHECK-LABEL: func.func @if_else(
// CHECK-SAME: %[[VARG0:[^ ,:)]+]]: i1, %[[VARG1:[^ ,:)]+]]: f32, %[[VARG2:[^ ,:)]+]]: f32) -> f32 {
// CHECK-NEXT: cf.cond_br %[[VARG0]], ^bb1, ^bb2
// CHECK-NEXT: ^bb1:
// CHECK-NEXT: cf.br ^bb3(%[[VARG1]] : f32)
// CHECK-NEXT: ^bb2:
// CHECK-NEXT: cf.br ^bb3(%[[VARG2]] : f32)
// CHECK-NEXT: ^bb3(%[[V0:[^ ,:)]+]]: f32):
// CHECK-NEXT: cf.br ^bb4
// CHECK-NEXT: ^bb4:
// CHECK-NEXT: return %[[V0]] : f32
// CHECK-LABEL: func.func @if_only(
// CHECK-SAME: %[[VARG0:[^ ,:)]+]]: i1, %[[VARG1:[^ ,:)]+]]: f32) {
// CHECK-NEXT: cf.cond_br %[[VARG0]], ^bb1, ^bb2
// CHECK-NEXT: ^bb1:
// CHECK-NEXT: %[[V0:[^ ,:)]+]] = arith.addf %[[VARG1]], %[[VARG1]] : f32
// CHECK-NEXT: cf.br ^bb2
// CHECK-NEXT: ^bb2:
// CHECK-NEXT: return
// CHECK-LABEL: func.func @while_loop(
// CHECK-SAME: %[[VARG0:[^ ,:)]+]]: i32, %[[VARG1:[^ ,:)]+]]: i32) -> i32 {
// CHECK-NEXT: cf.br ^bb1(%[[VARG0]] : i32)
// CHECK-NEXT: ^bb1(%[[V0:[^ ,:)]+]]: i32):
// CHECK-NEXT: %[[V1:[^ ,:)]+]] = arith.cmpi slt, %[[V0]], %[[VARG1]] : i32
// CHECK-NEXT: cf.cond_br %[[V1]], ^bb2(%[[V0]] : i32), ^bb3
// CHECK-NEXT: ^bb2(%[[V2:[^ ,:)]+]]: i32):
// CHECK-NEXT: %[[V3:[^ ,:)]+]] = arith.addi %[[V2]], %[[V2]] : i32
// CHECK-NEXT: cf.br ^bb1(%[[V3]] : i32)
// CHECK-NEXT: ^bb3:
// CHECK-NEXT: return %[[V0]] : i32
// CHECK-LABEL: func.func @switch(
// CHECK-SAME: %[[VARG0:[^ ,:)]+]]: index, %[[VARG1:[^ ,:)]+]]: f32, %[[VARG2:[^ ,:)]+]]: f32) -> f32 {
// CHECK-NEXT: %[[V0:[^ ,:)]+]] = arith.index_cast %[[VARG0]] : index to i32
// CHECK-NEXT: cf.switch %[[V0]] : i32, [
// CHECK-NEXT: default: ^bb2,
// CHECK-NEXT: 4: ^bb1
// CHECK-NEXT: ]
// CHECK-NEXT: ^bb1:
// CHECK-NEXT: cf.br ^bb3(%[[VARG1]] : f32)
// CHECK-NEXT: ^bb2:
// CHECK-NEXT: cf.br ^bb3(%[[VARG2]] : f32)
// CHECK-NEXT: ^bb3(%[[V1:[^ ,:)]+]]: f32):
// CHECK-NEXT: return %[[V1]] : f32
// CHECK-LABEL: func.func @execute(
// CHECK-SAME: %[[VARG0:[^ ,:)]+]]: i1, %[[VARG1:[^ ,:)]+]]: f32, %[[VARG2:[^ ,:)]+]]: f32) -> f32 {
// CHECK-NEXT: cf.br ^bb1
// CHECK-NEXT: ^bb1:
// CHECK-NEXT: cf.cond_br %[[VARG0]], ^bb2, ^bb3
// CHECK-NEXT: ^bb2:
// CHECK-NEXT: cf.br ^bb4(%[[VARG1]] : f32)
// CHECK-NEXT: ^bb3:
// CHECK-NEXT: cf.br ^bb4(%[[VARG2]] : f32)
// CHECK-NEXT: ^bb4(%[[V0:[^ ,:)]+]]: f32):
// CHECK-NEXT: return %[[V0]] : f32
// CHECK-LABEL: func.func @parallel(
// CHECK-SAME: %[[VARG0:[^ ,:)]+]]: index, %[[VARG1:[^ ,:)]+]]: memref<?xf32>) {
// CHECK-NEXT: %[[VC0:[^ ,:)]+]] = arith.constant 0 : index
// CHECK-NEXT: %[[VC1:[^ ,:)]+]] = arith.constant 1 : index
// CHECK-NEXT: cf.br ^bb1(%[[VC0]] : index)
// CHECK-NEXT: ^bb1(%[[V0:[^ ,:)]+]]: index):
// CHECK-NEXT: %[[V1:[^ ,:)]+]] = arith.cmpi slt, %[[V0]], %[[VARG0]] : index
// CHECK-NEXT: cf.cond_br %[[V1]], ^bb2, ^bb3
// CHECK-NEXT: ^bb2:
// CHECK-NEXT: %[[V2:[^ ,:)]+]] = "foo.op"(%[[VARG1]], %[[V0]]) : (memref<?xf32>, index) -> f32
// CHECK-NEXT: %[[V3:[^ ,:)]+]] = arith.addi %[[V0]], %[[VC1]] : index
// CHECK-NEXT: cf.br ^bb1(%[[V3]] : index)
// CHECK-NEXT: ^bb3:
// CHECK-NEXT: return
// CHECK-LABEL: func.func @do_while(
// CHECK-SAME: %[[VARG0:[^ ,:)]+]]: i32, %[[VARG1:[^ ,:)]+]]: i32) -> i32 {
// CHECK-NEXT: cf.br ^bb1(%[[VARG0]] : i32)
// CHECK-NEXT: ^bb1(%[[V0:[^ ,:)]+]]: i32):
// CHECK-NEXT: %[[V1:[^ ,:)]+]] = arith.addi %[[V0]], %[[V0]] : i32
// CHECK-NEXT: %[[V2:[^ ,:)]+]] = arith.cmpi slt, %[[V1]], %[[VARG1]] : i32
// CHECK-NEXT: cf.cond_br %[[V2]], ^bb1(%[[V1]] : i32), ^bb2
// CHECK-NEXT: ^bb2:
// CHECK-NEXT: return %[[V1]] : i32

func.func @for_loop(%lb: index, %ub: index, %step: index, %init: f32) -> f32 {
  %r = scf.for %i = %lb to %ub step %step iter_args(%acc = %init) -> (f32) {
    %s = arith.addf %acc, %acc : f32
    scf.yield %s : f32
  }
  return %r : f32
}
func.func @unsigned_i32(%lb: i32, %ub: i32, %step: i32) {
  scf.for unsigned %i = %lb to %ub step %step : i32 {
  }
  return
}
func.func @if_else(%c: i1, %a: f32, %b: f32) -> f32 {
  %r = scf.if %c -> (f32) {
    scf.yield %a : f32
  } else {
    scf.yield %b : f32
  }
  return %r : f32
}
func.func @if_only(%c: i1, %a: f32) {
  scf.if %c {
    %s = arith.addf %a, %a : f32
  }
  return
}
func.func @while_loop(%x: i32, %lim: i32) -> i32 {
  %r = scf.while (%a = %x) : (i32) -> i32 {
    %c = arith.cmpi slt, %a, %lim : i32
    scf.condition(%c) %a : i32
  } do {
  ^bb0(%b: i32):
    %n = arith.addi %b, %b : i32
    scf.yield %n : i32
  }
  return %r : i32
}
func.func @switch(%i: index, %a: f32, %b: f32) -> f32 {
  %r = scf.index_switch %i -> f32
  case 4 {
    scf.yield %a : f32
  }
  default {
    scf.yield %b : f32
  }
  return %r : f32
}
func.func @execute(%c: i1, %a: f32, %b: f32) -> f32 {
  %r = scf.execute_region -> f32 {
    cf.cond_br %c, ^bb1, ^bb2
  ^bb1:
    scf.yield %a : f32
  ^bb2:
    scf.yield %b : f32
  }
  return %r : f32
}
func.func @parallel(%n: index, %m: memref<?xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.parallel (%i) = (%c0) to (%n) step (%c1) {
    %v = "foo.op"(%m, %i) : (memref<?xf32>, index) -> f32
  }
  return
}
func.func @do_while(%x: i32, %lim: i32) -> i32 {
  %r = scf.while (%a = %x) : (i32) -> i32 {
    %n = arith.addi %a, %a : i32
    %c = arith.cmpi slt, %n, %lim : i32
    scf.condition(%c) %n : i32
  } do {
  ^bb0(%b: i32):
    scf.yield %b : i32
  }
  return %r : i32
}
