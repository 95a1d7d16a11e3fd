// RUN: xla-opt %s --allow-unregistered-dialect -split-input-file --sccp | FileCheck %s
// Same output as upstream:
// RUN: xla-opt %s --allow-unregistered-dialect -split-input-file --sccp > %t.ours
// RUN: mlir-opt %s --allow-unregistered-dialect -split-input-file --sccp > %t.theirs
// RUN: diff %t.ours %t.theirs

// Straight-line folding, including a fold with one unknown operand (x * 0); constants
// are recreated at the top of the function (newest first), the old ones go.
// CHECK-LABEL: func.func @straight(%arg0: i32) -> (i32, i32) {
// CHECK-NEXT:    %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT:    %c3_i32 = arith.constant 3 : i32
// CHECK-NEXT:    %c2_i32 = arith.constant 2 : i32
// CHECK-NEXT:    %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT:    %0 = arith.muli %c3_i32, %arg0 : i32
// CHECK-NEXT:    return %c3_i32, %c0_i32 : i32, i32
func.func @straight(%x: i32) -> (i32, i32) {
  %c1 = arith.constant 1 : i32
  %c2 = arith.constant 2 : i32
  %a = arith.addi %c1, %c2 : i32
  %b = arith.muli %a, %x : i32
  %z = arith.constant 0 : i32
  %m = arith.muli %x, %z : i32
  return %a, %m : i32, i32
}

// -----

// Only the executable edge of a constant branch feeds the join.
// CHECK-LABEL: func.func @branches(%arg0: i1) -> i32 {
// CHECK:         %c7_i32 = arith.constant 7 : i32
// CHECK:         return %c2_i32 : i32
func.func @branches(%c: i1) -> i32 {
  %c1 = arith.constant 1 : i32
  %t = arith.constant true
  cf.cond_br %t, ^bb1(%c1 : i32), ^bb2(%c1 : i32)
^bb1(%p: i32):
  %q = arith.addi %p, %p : i32
  cf.br ^bb3(%q : i32)
^bb2(%r: i32):
  %s = arith.constant 7 : i32
  cf.br ^bb3(%s : i32)
^bb3(%v: i32):
  return %v : i32
}

// -----

// A loop-carried value that stays constant (i + 0), and one that does not.
// CHECK-LABEL: func.func @loop(%arg0: i32) -> (i32, i32) {
// CHECK:         return %c0_i32, %{{.*}} : i32, i32
func.func @loop(%n: i32) -> (i32, i32) {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  cf.br ^bb1(%c0, %c0 : i32, i32)
^bb1(%i: i32, %k: i32):
  %cond = arith.cmpi slt, %k, %n : i32
  cf.cond_br %cond, ^bb2, ^bb3
^bb2:
  %z = arith.constant 0 : i32
  %j = arith.addi %i, %z : i32
  %k2 = arith.addi %k, %c1 : i32
  cf.br ^bb1(%j, %k2 : i32, i32)
^bb3:
  return %i, %k : i32, i32
}

// -----

// A switch on a constant takes its case; edges are per successor block, so when all
// cases go to one block every case feeds it (as upstream).
// CHECK-LABEL: func.func @switch(%arg0: i32) -> i32 {
// CHECK:         return %c20_i32 : i32
func.func @switch(%x: i32) -> i32 {
  %two = arith.constant 2 : i32
  %c10 = arith.constant 10 : i32
  %c20 = arith.constant 20 : i32
  cf.switch %two : i32, [
    default: ^bb1(%x : i32),
    1: ^bb2(%c10 : i32),
    2: ^bb3(%c20 : i32)
  ]
^bb1(%u: i32):
  cf.br ^bb4(%u : i32)
^bb2(%w: i32):
  cf.br ^bb4(%w : i32)
^bb3(%y: i32):
  cf.br ^bb4(%y : i32)
^bb4(%v: i32):
  return %v : i32
}
// CHECK-LABEL: func.func @switch_one_block(%arg0: i32) -> i32 {
// CHECK:         return %0 : i32
func.func @switch_one_block(%x: i32) -> i32 {
  %two = arith.constant 2 : i32
  %c10 = arith.constant 10 : i32
  %c20 = arith.constant 20 : i32
  cf.switch %two : i32, [
    default: ^bb1(%x : i32),
    1: ^bb1(%c10 : i32),
    2: ^bb1(%c20 : i32)
  ]
^bb1(%v: i32):
  return %v : i32
}

// -----

// Across calls: a private function's arguments come from its callers; call results come
// from the callee's returns. A public function's arguments are unknown.
// CHECK-LABEL: func.func private @p(%arg0: i32) -> i32 {
// CHECK-NEXT:    %c5_i32 = arith.constant 5 : i32
// CHECK-NEXT:    %c10_i32 = arith.constant 10 : i32
// CHECK-NEXT:    return %c10_i32 : i32
// CHECK-LABEL: func.func @main() -> (i32, i32) {
// CHECK:         return %c10_i32, %c7_i32 : i32, i32
// CHECK-LABEL: func.func @pub(%arg0: i32) -> i32 {
// CHECK-NEXT:    %c7_i32 = arith.constant 7 : i32
// CHECK-NEXT:    %0 = arith.addi %arg0, %c7_i32 : i32
// CHECK-LABEL: func.func @pub7() -> i32 {
func.func private @p(%x: i32) -> i32 {
  %y = arith.addi %x, %x : i32
  return %y : i32
}
func.func @main() -> (i32, i32) {
  %c = arith.constant 5 : i32
  %r = call @p(%c) : (i32) -> i32
  %s = call @pub7() : () -> i32
  return %r, %s : i32, i32
}
func.func @pub(%x: i32) -> i32 {
  %c7 = arith.constant 7 : i32
  %y = arith.addi %x, %c7 : i32
  return %y : i32
}
func.func @pub7() -> i32 {
  %c7 = arith.constant 7 : i32
  return %c7 : i32
}

// -----

// Different arguments at two call sites: unknown; an uncalled private function is not
// executable (left as it is); a private function also referenced otherwise has unknown
// arguments.
// CHECK-LABEL: func.func private @twice(%arg0: i32) -> i32 {
// CHECK-NEXT:    %0 = arith.addi %arg0, %arg0 : i32
// CHECK-LABEL: func.func private @never(%arg0: i32) -> i32 {
// CHECK-NEXT:    %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT:    %0 = arith.addi %c1_i32, %c1_i32 : i32
// CHECK-LABEL: func.func private @escapes(%arg0: i32) -> i32 {
// CHECK-NEXT:    return %arg0 : i32
func.func private @twice(%x: i32) -> i32 {
  %y = arith.addi %x, %x : i32
  return %y : i32
}
func.func private @never(%x: i32) -> i32 {
  %c1 = arith.constant 1 : i32
  %y = arith.addi %c1, %c1 : i32
  return %y : i32
}
func.func private @escapes(%x: i32) -> i32 {
  return %x : i32
}
func.func @caller() -> (i32, i32, i32) {
  %c1 = arith.constant 1 : i32
  %c2 = arith.constant 2 : i32
  %a = call @twice(%c1) : (i32) -> i32
  %b = call @twice(%c2) : (i32) -> i32
  %e = call @escapes(%c1) : (i32) -> i32
  "x.keep"() {f = @escapes} : () -> ()
  return %a, %b, %e : i32, i32, i32
}

// -----

// Other region ops are not simulated: unknown results; their bodies are still folded.
// CHECK-LABEL: func.func @regions(%arg0: i32) -> i32 {
// CHECK:         test.single_no_terminator_op : {
// CHECK-NEXT:      "x.sink"(%c4_i32) : (i32) -> ()
func.func @regions(%x: i32) -> i32 {
  %c2 = arith.constant 2 : i32
  test.single_no_terminator_op : {
    %y = arith.addi %c2, %c2 : i32
    "x.sink"(%y) : (i32) -> ()
  }
  return %x : i32
}

// -----

// scf.if / scf.execute_region / scf.for / scf.while are simulated: the taken region's
// yields give the results; loop-carried values join the initial value with the yields.
// CHECK-LABEL: func.func @f(%arg0: i32) -> (i32, i32, i32) {
// CHECK:         return %c1_i32, %c2_i32, %c2_i32 : i32, i32, i32
func.func @f(%x: i32) -> (i32, i32, i32) {
  %true = arith.constant true
  %c1 = arith.constant 1 : i32
  %c2 = arith.constant 2 : i32
  %r = scf.if %true -> i32 {
    scf.yield %c1 : i32
  } else {
    scf.yield %x : i32
  }
  %cmp = arith.cmpi eq, %x, %c1 : i32
  %s = scf.if %cmp -> i32 {
    scf.yield %c2 : i32
  } else {
    scf.yield %c2 : i32
  }
  %t = scf.execute_region -> i32 {
    %a = arith.addi %c1, %c1 : i32
    scf.yield %a : i32
  }
  return %r, %s, %t : i32, i32, i32
}

// -----

// CHECK-LABEL: func.func @loop(%arg0: index) -> i32 {
// CHECK:         return %c7_i32 : i32
func.func @loop(%n: index) -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %i0 = arith.constant 7 : i32
  %z = arith.constant 0 : i32
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %i0) -> (i32) {
    %a = arith.addi %acc, %z : i32
    scf.yield %a : i32
  }
  return %r : i32
}

// -----

// CHECK-LABEL: func.func @loop_varies(%arg0: index) -> i32 {
// CHECK:         scf.for
// CHECK-LABEL: func.func @while(%arg0: i32) -> i32 {
// CHECK-NEXT:    %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT:    return %c0_i32 : i32
func.func @loop_varies(%n: index) -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %i0 = arith.constant 7 : i32
  %one = arith.constant 1 : i32
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %i0) -> (i32) {
    %a = arith.addi %acc, %one : i32
    scf.yield %a : i32
  }
  return %r : i32
}
func.func @while(%n: i32) -> i32 {
  %c0 = arith.constant 0 : i32
  %r = scf.while (%x = %c0) : (i32) -> i32 {
    %cond = arith.cmpi slt, %x, %n : i32
    scf.condition(%cond) %x : i32
  } do {
  ^bb0(%y: i32):
    %z = arith.constant 0 : i32
    %y2 = arith.addi %y, %z : i32
    scf.yield %y2 : i32
  }
  return %r : i32
}

// -----

// scf.index_switch goes through RegionBranchOpInterface: a constant argument enters one case.
// CHECK-LABEL: func.func @index_switch_constant
// CHECK-NEXT: %[[C20:.*]] = arith.constant 20 : i32
// CHECK-NEXT: %{{.*}} = arith.constant 1 : index
// CHECK-NEXT: return %[[C20]] : i32
func.func @index_switch_constant() -> i32 {
  %c1 = arith.constant 1 : index
  %r = scf.index_switch %c1 -> i32
  case 0 {
    %a = arith.constant 10 : i32
    scf.yield %a : i32
  }
  case 1 {
    %b = arith.constant 20 : i32
    scf.yield %b : i32
  }
  default {
    %d = arith.constant 30 : i32
    scf.yield %d : i32
  }
  return %r : i32
}
