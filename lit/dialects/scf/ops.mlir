// RUN: xla-opt %s | xla-opt | FileCheck %s
// RUN: xla-opt %s --mlir-print-op-generic | xla-opt | FileCheck %s
// RUN: xla-opt %s | mlir-opt | FileCheck %s
// RUN: mlir-opt %s | xla-opt | FileCheck %s

// Every scf op of MLIR 22 in its custom syntax, as mlir-opt prints it: implicit
// terminators elided, non-index induction variables, unsigned loops, no_inline.

// CHECK-LABEL: func.func @f(%arg0: index, %arg1: index, %arg2: index, %arg3: i1, %arg4: f32, %arg5: i32) -> f32 {
// CHECK-NEXT: scf.for %arg6 = %arg0 to %arg1 step %arg2 {
// CHECK-NEXT: }
// CHECK-NEXT: %0:2 = scf.for %arg6 = %arg0 to %arg1 step %arg2 iter_args(%arg7 = %arg4, %arg8 = %arg4) -> (f32, f32) {
// CHECK-NEXT: %8 = arith.addf %arg7, %arg8 : f32
// CHECK-NEXT: scf.yield %8, %arg7 : f32, f32
// CHECK-NEXT: }
// CHECK-NEXT: %1 = scf.for unsigned %arg6 = %arg5 to %arg5 step %arg5 iter_args(%arg7 = %arg4) -> (f32)  : i32 {
// CHECK-NEXT: scf.yield %arg7 : f32
// CHECK-NEXT: }
// CHECK-NEXT: scf.for %arg6 = %arg5 to %arg5 step %arg5  : i32 {
// CHECK-NEXT: }
// CHECK-NEXT: scf.if %arg3 {
// CHECK-NEXT: }
// CHECK-NEXT: scf.if %arg3 {
// CHECK-NEXT: } else {
// CHECK-NEXT: }
// CHECK-NEXT: %2 = scf.if %arg3 -> (f32) {
// CHECK-NEXT: scf.yield %arg4 : f32
// CHECK-NEXT: } else {
// CHECK-NEXT: scf.yield %arg4 : f32
// CHECK-NEXT: }
// CHECK-NEXT: %3:2 = scf.while (%arg6 = %arg4, %arg7 = %arg0) : (f32, index) -> (f32, index) {
// CHECK-NEXT: scf.condition(%arg3) %arg6, %arg7 : f32, index
// CHECK-NEXT: } do {
// CHECK-NEXT: ^bb0(%arg6: f32, %arg7: index):
// CHECK-NEXT: scf.yield %arg6, %arg7 : f32, index
// CHECK-NEXT: }
// CHECK-NEXT: scf.while : () -> () {
// CHECK-NEXT: scf.condition(%arg3)
// CHECK-NEXT: } do {
// CHECK-NEXT: scf.yield
// CHECK-NEXT: }
// CHECK-NEXT: %4 = scf.parallel (%arg6, %arg7) = (%arg0, %arg0) to (%arg1, %arg1) step (%arg2, %arg2) init (%arg4) -> f32 {
// CHECK-NEXT: scf.reduce(%arg4 : f32) {
// CHECK-NEXT: ^bb0(%arg8: f32, %arg9: f32):
// CHECK-NEXT: %8 = arith.addf %arg8, %arg9 : f32
// CHECK-NEXT: scf.reduce.return %8 : f32
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: scf.parallel (%arg6) = (%arg0) to (%arg1) step (%arg2) {
// CHECK-NEXT: scf.reduce
// CHECK-NEXT: }
// CHECK-NEXT: %5 = scf.index_switch %arg0 -> f32
// CHECK-NEXT: case 2 {
// CHECK-NEXT: scf.yield %arg4 : f32
// CHECK-NEXT: }
// CHECK-NEXT: case 5 {
// CHECK-NEXT: scf.yield %arg4 : f32
// CHECK-NEXT: }
// CHECK-NEXT: default {
// CHECK-NEXT: scf.yield %arg4 : f32
// CHECK-NEXT: }
// CHECK-NEXT: scf.index_switch %arg0
// CHECK-NEXT: default {
// CHECK-NEXT: }
// CHECK-NEXT: %6 = scf.execute_region -> f32 {
// CHECK-NEXT: cf.br ^bb1
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT: scf.yield %arg4 : f32
// CHECK-NEXT: }
// CHECK-NEXT: %7 = scf.execute_region -> f32 no_inline {
// CHECK-NEXT: scf.yield %arg4 : f32
// CHECK-NEXT: }
// CHECK-NEXT: return %0#0 : f32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @g(%arg0: i1, %arg1: i32) {
// CHECK-NEXT: cf.br ^bb1(%arg1 : i32)
// CHECK-NEXT: ^bb1(%0: i32):  // pred: ^bb0
// CHECK-NEXT: cf.cond_br %arg0 weights([1, 2]), ^bb2(%0 : i32), ^bb3
// CHECK-NEXT: ^bb2(%1: i32):  // 2 preds: ^bb1, ^bb2
// CHECK-NEXT: cf.assert %arg0, "boom"
// CHECK-NEXT: cf.switch %1 : i32, [
// CHECK-NEXT: default: ^bb3,
// CHECK-NEXT: 42: ^bb2(%1 : i32),
// CHECK-NEXT: 43: ^bb3
// CHECK-NEXT: ]
// CHECK-NEXT: ^bb3:  // 3 preds: ^bb1, ^bb2, ^bb2
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @more(%arg0: index, %arg1: i1) {
// CHECK-NEXT: scf.index_switch %arg0
// CHECK-NEXT: case 2 {
// CHECK-NEXT: scf.yield
// CHECK-NEXT: }
// CHECK-NEXT: default {
// CHECK-NEXT: }
// CHECK-NEXT: scf.execute_region {
// CHECK-NEXT: scf.yield
// CHECK-NEXT: }
// CHECK-NEXT: scf.if %arg1 {
// CHECK-NEXT: } else {
// CHECK-NEXT: }
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: scf.parallel (%arg2) = (%c1) to (%c1) step (%c1) {
// CHECK-NEXT: scf.parallel (%arg3) = (%c1) to (%c1) step (%c1) {
// CHECK-NEXT: scf.reduce
// CHECK-NEXT: } {mapping = 1 : i64}
// CHECK-NEXT: scf.reduce
// CHECK-NEXT: }
// CHECK-NEXT: scf.for %arg2 = %c1 to %c1 step %c1 {
// CHECK-NEXT: } {foo}
// CHECK-NEXT: return
// CHECK-NEXT: }

func.func @f(%lb: index, %ub: index, %st: index, %c: i1, %x: f32, %i32: i32) -> f32 {
  scf.for %i = %lb to %ub step %st {
  }
  %r:2 = scf.for %i = %lb to %ub step %st iter_args(%a = %x, %b = %x) -> (f32, f32) {
    %s = arith.addf %a, %b : f32
    scf.yield %s, %a : f32, f32
  }
  %r2 = scf.for unsigned %i = %i32 to %i32 step %i32 iter_args(%a = %x) -> (f32) : i32 {
    scf.yield %a : f32
  }
  scf.for %i = %i32 to %i32 step %i32 : i32 {
  }
  scf.if %c {
  }
  scf.if %c {
  } else {
  }
  %y = scf.if %c -> (f32) {
    scf.yield %x : f32
  } else {
    scf.yield %x : f32
  }
  %w:2 = scf.while (%a = %x, %b = %lb) : (f32, index) -> (f32, index) {
    scf.condition(%c) %a, %b : f32, index
  } do {
  ^bb0(%a: f32, %b: index):
    scf.yield %a, %b : f32, index
  }
  scf.while : () -> () {
    scf.condition(%c)
  } do {
    scf.yield
  }
  %p = scf.parallel (%i, %j) = (%lb, %lb) to (%ub, %ub) step (%st, %st) init (%x) -> f32 {
    scf.reduce(%x : f32) {
    ^bb0(%l: f32, %rr: f32):
      %s = arith.addf %l, %rr : f32
      scf.reduce.return %s : f32
    }
  }
  scf.parallel (%i) = (%lb) to (%ub) step (%st) {
  }
  %sw = scf.index_switch %lb -> f32
  case 2 {
    scf.yield %x : f32
  }
  case 5 {
    scf.yield %x : f32
  }
  default {
    scf.yield %x : f32
  }
  scf.index_switch %lb
  default {
  }
  %e = scf.execute_region -> f32 {
    cf.br ^bb1
  ^bb1:
    scf.yield %x : f32
  }
  %e2 = scf.execute_region -> f32 no_inline {
    scf.yield %x : f32
  }
  return %r#0 : f32
}
func.func @g(%c: i1, %x: i32) {
  cf.br ^bb1(%x : i32)
^bb1(%a: i32):
  cf.cond_br %c, ^bb2(%a : i32), ^bb3 {branch_weights = array<i32: 1, 2>}
^bb2(%b: i32):
  cf.assert %c, "boom"
  cf.switch %b : i32, [
    default: ^bb3,
    42: ^bb2(%b : i32),
    43: ^bb3
  ]
^bb3:
  return
}
func.func @more(%i: index, %c: i1) {
  scf.index_switch %i
  case 2 {
    scf.yield
  }
  default {
  }
  scf.execute_region {
    scf.yield
  }
  scf.if %c {
    scf.yield
  } else {
  }
  %lb = arith.constant 1 : index
  scf.parallel (%a) = (%lb) to (%lb) step (%lb) {
    scf.parallel (%b) = (%lb) to (%lb) step (%lb) {
    } {mapping = 1}
  }
  scf.for %x = %lb to %lb step %lb {
  } {foo}
  return
}
