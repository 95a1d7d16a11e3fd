// RUN: xla-opt %s --split-input-file --scf-reuse-loop-values | FileCheck %s
// RUN: xla-opt %s --split-input-file --scf-reuse-loop-values | mlir-opt --split-input-file > /dev/null
// Same results before and after (the interpreter runs every function):
// RUN: xla-run %s --split-input-file --print > %t.before
// RUN: xla-opt %s --split-input-file --scf-reuse-loop-values | xla-run - --split-input-file --print > %t.after
// RUN: diff %t.before %t.after

// Softmax's row body after --scf-parallel-loop-fusion: the sum loop stores exp(x - max)
// into the output row, the normalizing loop divides it in place instead of computing exp
// again.
// CHECK-LABEL: func.func @softmax_row(
// CHECK: scf.for
// CHECK: %[[E:.*]] = math.exp
// CHECK-NEXT: memref.store %[[E]], %[[Y:.*]][%[[I:.*]], %[[J:.*]]] : memref<3x3xf32>
// CHECK: arith.addf
// CHECK: scf.for %[[K:.*]] =
// CHECK-NOT: math.exp
// CHECK: %[[L:.*]] = memref.load %[[Y]][%[[I]], %[[K]]]
// CHECK: arith.divf %[[L]]
// CHECK: memref.store
// CHECK: return
func.func @softmax_row() -> memref<3x3xf32> {
  %x = memref.get_global @x : memref<3x3xf32>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %zero = arith.constant 0.0 : f32
  %m = memref.alloc() : memref<3xf32>
  %s = memref.alloc() : memref<3xf32>
  %y = memref.alloc() : memref<3x3xf32>
  scf.parallel (%i) = (%c0) to (%c3) step (%c1) {
    %init = arith.constant 0xFF800000 : f32
    %mr = scf.for %j = %c0 to %c3 step %c1 iter_args(%a = %init) -> (f32) {
      %v = memref.load %x[%i, %j] : memref<3x3xf32>
      %t = arith.maximumf %a, %v : f32
      scf.yield %t : f32
    }
    memref.store %mr, %m[%i] : memref<3xf32>
    %r = scf.for %j = %c0 to %c3 step %c1 iter_args(%a = %zero) -> (f32) {
      %v = memref.load %x[%i, %j] : memref<3x3xf32>
      %mx = memref.load %m[%i] : memref<3xf32>
      %d = arith.subf %v, %mx : f32
      %e = math.exp %d : f32
      %t = arith.addf %a, %e : f32
      scf.yield %t : f32
    }
    memref.store %r, %s[%i] : memref<3xf32>
    scf.for %j = %c0 to %c3 step %c1 {
      %v = memref.load %x[%i, %j] : memref<3x3xf32>
      %mx = memref.load %m[%i] : memref<3xf32>
      %sm = memref.load %s[%i] : memref<3xf32>
      %d = arith.subf %v, %mx : f32
      %e = math.exp %d : f32
      %q = arith.divf %e, %sm : f32
      memref.store %q, %y[%i, %j] : memref<3x3xf32>
    }
    scf.reduce
  }
  memref.dealloc %s : memref<3xf32>
  memref.dealloc %m : memref<3xf32>
  return %y : memref<3x3xf32>
}
memref.global "private" constant @x : memref<3x3xf32> = dense<[[1.0, 2.0, 3.0], [0.5, -1.0, 4.0], [2.0, 2.0, 2.0]]>

// -----

// Not reused: a cheap value (a subtraction is recomputed, not stored and loaded); a buffer
// the value reads written between the loops; the output touched between the loops; loops
// over different ranges; the value computed after the store; an output that is a global.
// CHECK-LABEL: func.func @kept(
// CHECK-COUNT-10: math.exp
// CHECK-NOT: math.exp
// CHECK: return
func.func @kept() -> (memref<4xf32>, memref<4xf32>, memref<4xf32>, memref<4xf32>, memref<4xf32>, memref<4xf32>) {
  %x = memref.get_global @v : memref<4xf32>
  %out = memref.get_global @o : memref<4xf32>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c4 = arith.constant 4 : index
  %zero = arith.constant 0.0 : f32
  %one = arith.constant 1.0 : f32
  // Cheap.
  %y0 = memref.alloc() : memref<4xf32>
  %r0 = scf.for %j = %c0 to %c4 step %c1 iter_args(%a = %zero) -> (f32) {
    %v = memref.load %x[%j] : memref<4xf32>
    %d = arith.subf %v, %one : f32
    %t = arith.addf %a, %d : f32
    scf.yield %t : f32
  }
  scf.for %j = %c0 to %c4 step %c1 {
    %v = memref.load %x[%j] : memref<4xf32>
    %d = arith.subf %v, %one : f32
    %q = arith.mulf %d, %r0 : f32
    memref.store %q, %y0[%j] : memref<4xf32>
  }
  // The input is written between the loops.
  %buf = memref.alloc() : memref<4xf32>
  memref.copy %x, %buf : memref<4xf32> to memref<4xf32>
  %y1 = memref.alloc() : memref<4xf32>
  %r1 = scf.for %j = %c0 to %c4 step %c1 iter_args(%a = %zero) -> (f32) {
    %v = memref.load %buf[%j] : memref<4xf32>
    %e = math.exp %v : f32
    %t = arith.addf %a, %e : f32
    scf.yield %t : f32
  }
  %five = arith.constant 5.0 : f32
  memref.store %five, %buf[%c0] : memref<4xf32>
  scf.for %j = %c0 to %c4 step %c1 {
    %v = memref.load %buf[%j] : memref<4xf32>
    %e = math.exp %v : f32
    %q = arith.divf %e, %r1 : f32
    memref.store %q, %y1[%j] : memref<4xf32>
  }
  // The output is read between the loops.
  %y2 = memref.alloc() : memref<4xf32>
  memref.store %zero, %y2[%c1] : memref<4xf32>
  %r2 = scf.for %j = %c0 to %c4 step %c1 iter_args(%a = %zero) -> (f32) {
    %v = memref.load %x[%j] : memref<4xf32>
    %e = math.exp %v : f32
    %t = arith.addf %a, %e : f32
    scf.yield %t : f32
  }
  %peek = memref.load %y2[%c1] : memref<4xf32>
  scf.for %j = %c0 to %c4 step %c1 {
    %v = memref.load %x[%j] : memref<4xf32>
    %e = math.exp %v : f32
    %q = arith.divf %e, %r2 : f32
    %p = arith.addf %q, %peek : f32
    memref.store %p, %y2[%j] : memref<4xf32>
  }
  // Different ranges.
  %y3 = memref.alloc() : memref<4xf32>
  %r3 = scf.for %j = %c0 to %c2 step %c1 iter_args(%a = %zero) -> (f32) {
    %v = memref.load %x[%j] : memref<4xf32>
    %e = math.exp %v : f32
    %t = arith.addf %a, %e : f32
    scf.yield %t : f32
  }
  scf.for %j = %c0 to %c4 step %c1 {
    %v = memref.load %x[%j] : memref<4xf32>
    %e = math.exp %v : f32
    %q = arith.divf %e, %r3 : f32
    memref.store %q, %y3[%j] : memref<4xf32>
  }
  // The value is computed after the store.
  %y4 = memref.alloc() : memref<4xf32>
  %side = memref.alloc() : memref<4xf32>
  %r4 = scf.for %j = %c0 to %c4 step %c1 iter_args(%a = %zero) -> (f32) {
    %v = memref.load %x[%j] : memref<4xf32>
    %e = math.exp %v : f32
    %t = arith.addf %a, %e : f32
    scf.yield %t : f32
  }
  scf.for %j = %c0 to %c4 step %c1 {
    %v = memref.load %x[%j] : memref<4xf32>
    memref.store %r4, %y4[%j] : memref<4xf32>
    %e = math.exp %v : f32
    memref.store %e, %side[%j] : memref<4xf32>
  }
  // The output is a global (it may alias the input).
  %r5 = scf.for %j = %c0 to %c4 step %c1 iter_args(%a = %zero) -> (f32) {
    %v = memref.load %x[%j] : memref<4xf32>
    %e = math.exp %v : f32
    %t = arith.addf %a, %e : f32
    scf.yield %t : f32
  }
  scf.for %j = %c0 to %c4 step %c1 {
    %v = memref.load %x[%j] : memref<4xf32>
    %e = math.exp %v : f32
    %q = arith.divf %e, %r5 : f32
    memref.store %q, %out[%j] : memref<4xf32>
  }
  memref.dealloc %buf : memref<4xf32>
  return %y0, %y1, %y2, %y3, %side, %out : memref<4xf32>, memref<4xf32>, memref<4xf32>, memref<4xf32>, memref<4xf32>, memref<4xf32>
}
memref.global "private" constant @v : memref<4xf32> = dense<[1.0, -2.0, 0.5, 3.0]>
memref.global "private" @o : memref<4xf32> = dense<0.0>

// -----

// The output escapes into a call after the loops (the product that consumes attention's
// probabilities) and the input is an allocation that escaped before them: still a buffer
// no other allocation shares, so the exponential is reused.
// CHECK-LABEL: func.func @escaping_output(
// CHECK: %[[E:.*]] = math.exp
// CHECK-NEXT: memref.store %[[E]]
// CHECK: scf.for
// CHECK-NOT: math.exp
// CHECK: arith.divf
// CHECK: call @consume
func.func private @fill(%m: memref<4xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  scf.for %j = %c0 to %c4 step %c1 {
    %ji = arith.index_cast %j : index to i32
    %f = arith.sitofp %ji : i32 to f32
    memref.store %f, %m[%j] : memref<4xf32>
  }
  return
}
func.func private @consume(%m: memref<4xf32>) {
  return
}
func.func @escaping_output() -> memref<4xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %zero = arith.constant 0.0 : f32
  %x = memref.alloc() : memref<4xf32>
  func.call @fill(%x) : (memref<4xf32>) -> ()
  %y = memref.alloc() : memref<4xf32>
  %s = scf.for %j = %c0 to %c4 step %c1 iter_args(%a = %zero) -> (f32) {
    %v = memref.load %x[%j] : memref<4xf32>
    %e = math.exp %v : f32
    %t = arith.addf %a, %e : f32
    scf.yield %t : f32
  }
  scf.for %j = %c0 to %c4 step %c1 {
    %v = memref.load %x[%j] : memref<4xf32>
    %e = math.exp %v : f32
    %q = arith.divf %e, %s : f32
    memref.store %q, %y[%j] : memref<4xf32>
  }
  func.call @consume(%y) : (memref<4xf32>) -> ()
  return %y : memref<4xf32>
}

// -----

// An escaping output and an input of unknown origin (a global, which the call may have
// been given the output's address for): left alone.
// CHECK-LABEL: func.func @escaping_output_unknown_input(
// CHECK: math.exp
// CHECK: scf.for
// CHECK: math.exp
memref.global "private" @g : memref<4xf32> = dense<[0.0, 1.0, 2.0, 3.0]>
func.func private @consume(%m: memref<4xf32>) {
  return
}
func.func @escaping_output_unknown_input() -> memref<4xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %zero = arith.constant 0.0 : f32
  %x = memref.get_global @g : memref<4xf32>
  %y = memref.alloc() : memref<4xf32>
  %s = scf.for %j = %c0 to %c4 step %c1 iter_args(%a = %zero) -> (f32) {
    %v = memref.load %x[%j] : memref<4xf32>
    %e = math.exp %v : f32
    %t = arith.addf %a, %e : f32
    scf.yield %t : f32
  }
  scf.for %j = %c0 to %c4 step %c1 {
    %v = memref.load %x[%j] : memref<4xf32>
    %e = math.exp %v : f32
    %q = arith.divf %e, %s : f32
    memref.store %q, %y[%j] : memref<4xf32>
  }
  func.call @consume(%y) : (memref<4xf32>) -> ()
  return %y : memref<4xf32>
}
