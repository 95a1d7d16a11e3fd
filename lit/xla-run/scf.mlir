// REQUIRES: xla-run
// RUN: xla-run %s --split-input-file --print | FileCheck %s

// scf loops, conditionals and switches, and cf branches, run by the interpreter.

// Sum of 0..10 with iter_args: 45.
// CHECK: dense<45> : tensor<index>
func.func @main() -> index {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c10 = arith.constant 10 : index
  %r = scf.for %i = %c0 to %c10 step %c1 iter_args(%acc = %c0) -> (index) {
    %s = arith.addi %acc, %i : index
    scf.yield %s : index
  }
  return %r : index
}

// -----

// Unsigned i8 loop from 250 to 4 (wrapping) never runs: 250 >= 4 unsigned. Signed -6 to 4 step 3: 4 iterations.
// CHECK: dense<0> : tensor<i32>
// CHECK: dense<4> : tensor<i32>
func.func @main() -> (i32, i32) {
  %lb = arith.constant -6 : i8
  %ub = arith.constant 4 : i8
  %st = arith.constant 3 : i8
  %z = arith.constant 0 : i32
  %one = arith.constant 1 : i32
  %u = scf.for unsigned %i = %lb to %ub step %st iter_args(%n = %z) -> (i32) : i8 {
    %m = arith.addi %n, %one : i32
    scf.yield %m : i32
  }
  %s = scf.for %i = %lb to %ub step %st iter_args(%n = %z) -> (i32) : i8 {
    %m = arith.addi %n, %one : i32
    scf.yield %m : i32
  }
  return %u, %s : i32, i32
}

// -----

// while: doubling until >= 100: 128; if/else picks; index_switch picks case 5 then default.
// CHECK: dense<128> : tensor<i32>
// CHECK: dense<7> : tensor<i32>
// CHECK: dense<20> : tensor<i32>
// CHECK: dense<30> : tensor<i32>
func.func @main() -> (i32, i32, i32, i32) {
  %c1 = arith.constant 1 : i32
  %c100 = arith.constant 100 : i32
  %w = scf.while (%x = %c1) : (i32) -> i32 {
    %lt = arith.cmpi slt, %x, %c100 : i32
    scf.condition(%lt) %x : i32
  } do {
  ^bb0(%y: i32):
    %d = arith.addi %y, %y : i32
    scf.yield %d : i32
  }
  %false = arith.constant false
  %seven = arith.constant 7 : i32
  %v = scf.if %false -> (i32) {
    scf.yield %c1 : i32
  } else {
    scf.yield %seven : i32
  }
  %i5 = arith.constant 5 : index
  %i9 = arith.constant 9 : index
  %a = scf.index_switch %i5 -> i32
  case 2 {
    %t = arith.constant 10 : i32
    scf.yield %t : i32
  }
  case 5 {
    %t = arith.constant 20 : i32
    scf.yield %t : i32
  }
  default {
    %t = arith.constant 30 : i32
    scf.yield %t : i32
  }
  %b = scf.index_switch %i9 -> i32
  case 5 {
    %t = arith.constant 20 : i32
    scf.yield %t : i32
  }
  default {
    %t = arith.constant 30 : i32
    scf.yield %t : i32
  }
  return %w, %v, %a, %b : i32, i32, i32, i32
}

// -----

// parallel with a reduction: sum of i*j for i, j in 0..3 = 9; execute_region with blocks.
// CHECK: dense<9> : tensor<index>
// CHECK: dense<42> : tensor<i32>
func.func @main() -> (index, i32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %p = scf.parallel (%i, %j) = (%c0, %c0) to (%c3, %c3) step (%c1, %c1) init (%c0) -> index {
    %m = arith.muli %i, %j : index
    scf.reduce(%m : index) {
    ^bb0(%l: index, %r: index):
      %s = arith.addi %l, %r : index
      scf.reduce.return %s : index
    }
  }
  %e = scf.execute_region -> i32 {
    %x = arith.constant 42 : i32
    cf.br ^bb1(%x : i32)
  ^bb1(%y: i32):
    scf.yield %y : i32
  }
  return %p, %e : index, i32
}

// -----

// cf: a countdown loop with cond_br and a switch: 5 + 4 + 3 + 2 + 1 = 15, then switch on 15.
// CHECK: dense<15> : tensor<i32>
// CHECK: dense<1> : tensor<i32>
func.func @main() -> (i32, i32) {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %c5 = arith.constant 5 : i32
  cf.br ^loop(%c5, %c0 : i32, i32)
^loop(%n: i32, %acc: i32):
  %done = arith.cmpi eq, %n, %c0 : i32
  cf.cond_br %done, ^exit(%acc : i32), ^body
^body:
  %a = arith.addi %acc, %n : i32
  %m = arith.subi %n, %c1 : i32
  cf.br ^loop(%m, %a : i32, i32)
^exit(%r: i32):
  %t = arith.constant true
  cf.assert %t, "unreachable"
  cf.switch %r : i32, [
    default: ^other(%c0 : i32),
    15: ^other(%c1 : i32)
  ]
^other(%k: i32):
  return %r, %k : i32, i32
}

