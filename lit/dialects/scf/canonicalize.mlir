// RUN: xla-opt %s --canonicalize --allow-unregistered-dialect | FileCheck %s
// RUN: mlir-opt %s --canonicalize --allow-unregistered-dialect | FileCheck %s

// scf canonicalizations: scf.if on a constant condition is replaced by the taken region,
// scf.for with constant bounds that runs zero times or once disappears. The second RUN line
// checks mlir-opt's output against the same lines.

// CHECK-LABEL: func.func @if_true(
// CHECK-SAME: %[[VARG0:[^ ,:)]+]]: f32, %[[VARG1:[^ ,:)]+]]: f32) -> f32 {
// CHECK-NEXT: %[[V0:[^ ,:)]+]] = arith.addf %[[VARG0]], %[[VARG0]] : f32
// CHECK-NEXT: return %[[V0]] : f32
// CHECK-LABEL: func.func @if_false_no_else(
// CHECK-SAME: %[[VARG0:[^ ,:)]+]]: f32) {
// CHECK-NEXT: return
// CHECK-LABEL: func.func @zero_trip(
// CHECK-SAME: %[[VARG0:[^ ,:)]+]]: f32) -> f32 {
// CHECK-NEXT: return %[[VARG0]] : f32
// CHECK-LABEL: func.func @one_trip(
// CHECK-SAME: %[[VARG0:[^ ,:)]+]]: f32, %[[VARG1:[^ ,:)]+]]: memref<8xf32>) -> f32 {
// CHECK-NEXT: %[[VC2:[^ ,:)]+]] = arith.constant 2 : index
// CHECK-NEXT: memref.store %[[VARG0]], %[[VARG1]][%[[VC2]]] : memref<8xf32>
// CHECK-NEXT: %[[V0:[^ ,:)]+]] = arith.addf %[[VARG0]], %[[VARG0]] : f32
// CHECK-NEXT: return %[[V0]] : f32
// CHECK-LABEL: func.func @unknown(
// CHECK-SAME: %[[VARG0:[^ ,:)]+]]: f32, %[[VARG1:[^ ,:)]+]]: index) -> f32 {
// CHECK-NEXT: %[[VC0:[^ ,:)]+]] = arith.constant 0 : index
// CHECK-NEXT: %[[VC1:[^ ,:)]+]] = arith.constant 1 : index
// CHECK-NEXT: %[[V0:[^ ,:)]+]] = scf.for %[[VARG2:[^ ,:)]+]] = %[[VC0]] to %[[VARG1]] step %[[VC1]] iter_args(%[[VARG3:[^ ,:)]+]] = %[[VARG0]]) -> (f32) {
// CHECK-NEXT: %[[V1:[^ ,:)]+]] = arith.addf %[[VARG3]], %[[VARG3]] : f32
// CHECK-NEXT: scf.yield %[[V1]] : f32
// CHECK-NEXT: }
// CHECK-NEXT: return %[[V0]] : f32

func.func @if_true(%a: f32, %b: f32) -> f32 {
  %t = arith.constant true
  %r = scf.if %t -> (f32) {
    %s = arith.addf %a, %a : f32
    scf.yield %s : f32
  } else {
    scf.yield %b : f32
  }
  return %r : f32
}
func.func @if_false_no_else(%a: f32) {
  %f = arith.constant false
  scf.if %f {
    "foo.op"(%a) : (f32) -> ()
  }
  return
}
func.func @zero_trip(%x: f32) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %r = scf.for %i = %c4 to %c0 step %c1 iter_args(%a = %x) -> (f32) {
    %s = arith.addf %a, %a : f32
    scf.yield %s : f32
  }
  return %r : f32
}
func.func @one_trip(%x: f32, %m: memref<8xf32>) -> f32 {
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c5 = arith.constant 5 : index
  %r = scf.for %i = %c2 to %c3 step %c5 iter_args(%a = %x) -> (f32) {
    memref.store %a, %m[%i] : memref<8xf32>
    %s = arith.addf %a, %a : f32
    scf.yield %s : f32
  }
  return %r : f32
}
func.func @unknown(%x: f32, %n: index) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%a = %x) -> (f32) {
    %s = arith.addf %a, %a : f32
    scf.yield %s : f32
  }
  return %r : f32
}

// scf.if whose regions only yield: the common value, or an arith.select per differing one.
// CHECK-LABEL: func.func @if_same_yield(
// CHECK-SAME: %[[C:[^ ,:)]+]]: i1, %[[A:[^ ,:)]+]]: i32) -> i32 {
// CHECK-NEXT: return %[[A]] : i32
func.func @if_same_yield(%c: i1, %a: i32) -> i32 {
  %r = scf.if %c -> (i32) {
    scf.yield %a : i32
  } else {
    scf.yield %a : i32
  }
  return %r : i32
}

// CHECK-LABEL: func.func @if_to_select(
// CHECK-SAME: %[[C:[^ ,:)]+]]: i1, %[[A:[^ ,:)]+]]: i32, %[[B:[^ ,:)]+]]: f32, %[[D:[^ ,:)]+]]: f32) -> (i32, f32) {
// CHECK-NEXT: %[[S:[^ ,:)]+]] = arith.select %[[C]], %[[B]], %[[D]] : f32
// CHECK-NEXT: return %[[A]], %[[S]] : i32, f32
func.func @if_to_select(%c: i1, %a: i32, %b: f32, %d: f32) -> (i32, f32) {
  %r:2 = scf.if %c -> (i32, f32) {
    scf.yield %a, %b : i32, f32
  } else {
    scf.yield %a, %d : i32, f32
  }
  return %r#0, %r#1 : i32, f32
}

// Near miss: a region computes the value it yields, so the scf.if stays.
// CHECK-LABEL: func.func @if_computed(
// CHECK-NEXT: scf.if
func.func @if_computed(%c: i1, %a: i32) -> i32 {
  %r = scf.if %c -> (i32) {
    %s = arith.addi %a, %a : i32
    scf.yield %s : i32
  } else {
    scf.yield %a : i32
  }
  return %r : i32
}
