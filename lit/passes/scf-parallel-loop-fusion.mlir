// RUN: xla-opt %s --split-input-file --scf-parallel-loop-fusion | FileCheck %s
// RUN: xla-opt %s --split-input-file --scf-parallel-loop-fusion | mlir-opt --split-input-file > /dev/null
// Same results before and after the fusion (the interpreter runs every function):
// RUN: xla-run %s --split-input-file --print > %t.before
// RUN: xla-opt %s --split-input-file --scf-parallel-loop-fusion | xla-run - --split-input-file --print > %t.after
// RUN: diff %t.before %t.after

// Consecutive scf.parallel loops over the same rows fuse when each iteration of the
// second touches only the row the same iteration of the first wrote.

// Softmax: fill, max, fill, sum of exp, divide: one loop over rows. The ops between the
// loops (loads of constants, allocations) move above it, the frees below it.
// CHECK-LABEL: func.func @softmax(
// CHECK: memref.alloc() : memref<3xf32>
// CHECK: memref.alloc() : memref<3xf32>
// CHECK: memref.alloc() : memref<3x3xf32>
// CHECK: scf.parallel
// CHECK: arith.maximumf
// CHECK: math.exp
// CHECK: arith.addf
// CHECK: arith.divf
// CHECK: scf.reduce
// CHECK-NOT: scf.parallel
// CHECK: memref.dealloc
// CHECK: memref.dealloc
// CHECK: return
func.func @softmax() -> memref<3x3xf32> {
  %x = memref.get_global @x : memref<3x3xf32>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %ninf = arith.constant 0xFF800000 : f32
  %m = memref.alloc() : memref<3xf32>
  scf.parallel (%i) = (%c0) to (%c3) step (%c1) {
    memref.store %ninf, %m[%i] : memref<3xf32>
    scf.reduce
  }
  scf.parallel (%i) = (%c0) to (%c3) step (%c1) {
    %init = memref.load %m[%i] : memref<3xf32>
    %r = scf.for %j = %c0 to %c3 step %c1 iter_args(%a = %init) -> (f32) {
      %v = memref.load %x[%i, %j] : memref<3x3xf32>
      %t = arith.maximumf %a, %v : f32
      scf.yield %t : f32
    }
    memref.store %r, %m[%i] : memref<3xf32>
    scf.reduce
  }
  %zero = arith.constant 0.0 : f32
  %s = memref.alloc() : memref<3xf32>
  scf.parallel (%i) = (%c0) to (%c3) step (%c1) {
    memref.store %zero, %s[%i] : memref<3xf32>
    scf.reduce
  }
  scf.parallel (%i) = (%c0) to (%c3) step (%c1) {
    %init = memref.load %s[%i] : memref<3xf32>
    %r = scf.for %j = %c0 to %c3 step %c1 iter_args(%a = %init) -> (f32) {
      %v = memref.load %x[%i, %j] : memref<3x3xf32>
      %mx = memref.load %m[%i] : memref<3xf32>
      %d = arith.subf %v, %mx : f32
      %e = math.exp %d : f32
      %t = arith.addf %a, %e : f32
      scf.yield %t : f32
    }
    memref.store %r, %s[%i] : memref<3xf32>
    scf.reduce
  }
  %y = memref.alloc() : memref<3x3xf32>
  scf.parallel (%i) = (%c0) to (%c3) step (%c1) {
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

// A row result read through a reshape that keeps the leading size (the mean of
// layernorm, `memref<3xf32>` viewed as `memref<3x1xf32>`), and a reduction feeding a
// reduction (the variance reads the mean): one loop.
// CHECK-LABEL: func.func @mean_then_variance(
// CHECK: memref.expand_shape
// CHECK: scf.parallel
// CHECK-NOT: scf.parallel
// CHECK: return
func.func @mean_then_variance() -> (memref<3xf32>, memref<3xf32>) {
  %x = memref.get_global @x : memref<3x3xf32>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %zero = arith.constant 0.0 : f32
  %three = arith.constant 3.0 : f32
  %sum = memref.alloc() : memref<3xf32>
  scf.parallel (%i) = (%c0) to (%c3) step (%c1) {
    %r = scf.for %j = %c0 to %c3 step %c1 iter_args(%a = %zero) -> (f32) {
      %v = memref.load %x[%i, %j] : memref<3x3xf32>
      %t = arith.addf %a, %v : f32
      scf.yield %t : f32
    }
    memref.store %r, %sum[%i] : memref<3xf32>
    scf.reduce
  }
  %sum2 = memref.expand_shape %sum [[0, 1]] output_shape [3, 1] : memref<3xf32> into memref<3x1xf32>
  %mean = memref.alloc() : memref<3xf32>
  scf.parallel (%i) = (%c0) to (%c3) step (%c1) {
    %v = memref.load %sum2[%i, %c0] : memref<3x1xf32>
    %q = arith.divf %v, %three : f32
    memref.store %q, %mean[%i] : memref<3xf32>
    scf.reduce
  }
  %var = memref.alloc() : memref<3xf32>
  scf.parallel (%i) = (%c0) to (%c3) step (%c1) {
    %mu = memref.load %mean[%i] : memref<3xf32>
    %r = scf.for %j = %c0 to %c3 step %c1 iter_args(%a = %zero) -> (f32) {
      %v = memref.load %x[%i, %j] : memref<3x3xf32>
      %d = arith.subf %v, %mu : f32
      %d2 = arith.mulf %d, %d : f32
      %t = arith.addf %a, %d2 : f32
      scf.yield %t : f32
    }
    %q = arith.divf %r, %three : f32
    memref.store %q, %var[%i] : memref<3xf32>
    scf.reduce
  }
  memref.dealloc %sum : memref<3xf32>
  return %mean, %var : memref<3xf32>, memref<3xf32>
}
memref.global "private" constant @x : memref<3x3xf32> = dense<[[1.0, 2.0, 3.0], [0.5, -1.0, 4.0], [2.0, 2.0, 2.0]]>

// -----

// Rows of size 0 and 1 and no rows at all: the loops still fuse (over the same rows).
// CHECK-LABEL: func.func @edge_sizes(
// CHECK-COUNT-2: scf.parallel
// CHECK-NOT: scf.parallel
// CHECK: return
func.func @edge_sizes() -> (memref<3xf32>, memref<3x1xf32>, memref<0xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %one = arith.constant 1.0 : f32
  %ones = memref.get_global @ones : memref<3x1xf32>
  // Rows of size 0: the sums are the initial values.
  %s0 = memref.alloc() : memref<3xf32>
  scf.parallel (%i) = (%c0) to (%c3) step (%c1) {
    %r = scf.for %j = %c0 to %c0 step %c1 iter_args(%a = %one) -> (f32) {
      %t = arith.addf %a, %a : f32
      scf.yield %t : f32
    }
    memref.store %r, %s0[%i] : memref<3xf32>
    scf.reduce
  }
  // Rows of size 1, divided by the sum of the previous loop's row.
  %y = memref.alloc() : memref<3x1xf32>
  scf.parallel (%i) = (%c0) to (%c3) step (%c1) {
    scf.for %j = %c0 to %c1 step %c1 {
      %v = memref.load %ones[%i, %j] : memref<3x1xf32>
      %s = memref.load %s0[%i] : memref<3xf32>
      %q = arith.divf %v, %s : f32
      memref.store %q, %y[%i, %j] : memref<3x1xf32>
    }
    scf.reduce
  }
  // No rows: two loops of 0 iterations fuse into one.
  %e = memref.alloc() : memref<0xf32>
  scf.parallel (%i) = (%c0) to (%c0) step (%c1) {
    memref.store %one, %e[%i] : memref<0xf32>
    scf.reduce
  }
  scf.parallel (%i) = (%c0) to (%c0) step (%c1) {
    %v = memref.load %e[%i] : memref<0xf32>
    memref.store %v, %e[%i] : memref<0xf32>
    scf.reduce
  }
  return %s0, %y, %e : memref<3xf32>, memref<3x1xf32>, memref<0xf32>
}
memref.global "private" constant @ones : memref<3x1xf32> = dense<1.0>

// -----

// Not fused: the second loop reads another row (the next one) of what the first writes;
// a buffer indexed by the induction variable at different positions (rows in one loop,
// columns in the other).
// CHECK-LABEL: func.func @next_row(
// CHECK-COUNT-2: scf.parallel
func.func @next_row() -> memref<3xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %a = memref.alloc() : memref<3xf32>
  %b = memref.alloc() : memref<3xf32>
  scf.parallel (%i) = (%c0) to (%c3) step (%c1) {
    %f = arith.index_cast %i : index to i32
    %v = arith.sitofp %f : i32 to f32
    memref.store %v, %a[%i] : memref<3xf32>
    scf.reduce
  }
  scf.parallel (%i) = (%c0) to (%c3) step (%c1) {
    %k = arith.addi %i, %c1 : index
    %n = arith.remui %k, %c3 : index
    %v = memref.load %a[%n] : memref<3xf32>
    memref.store %v, %b[%i] : memref<3xf32>
    scf.reduce
  }
  return %b : memref<3xf32>
}

// CHECK-LABEL: func.func @rows_then_columns(
// CHECK-COUNT-2: scf.parallel
func.func @rows_then_columns() -> memref<3x3xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %a = memref.alloc() : memref<3x3xf32>
  %b = memref.alloc() : memref<3x3xf32>
  scf.parallel (%i) = (%c0) to (%c3) step (%c1) {
    scf.for %j = %c0 to %c3 step %c1 {
      %s = arith.addi %i, %j : index
      %f = arith.index_cast %s : index to i32
      %v = arith.sitofp %f : i32 to f32
      memref.store %v, %a[%i, %j] : memref<3x3xf32>
    }
    scf.reduce
  }
  scf.parallel (%i) = (%c0) to (%c3) step (%c1) {
    scf.for %j = %c0 to %c3 step %c1 {
      %v = memref.load %a[%j, %i] : memref<3x3xf32>
      memref.store %v, %b[%i, %j] : memref<3x3xf32>
    }
    scf.reduce
  }
  return %b : memref<3x3xf32>
}

// -----

// Not fused: other bounds, a grain set by the producer, a call between the loops, a buffer
// passed to a call (it may be aliased), a write to an argument read by the next loop.
// CHECK-LABEL: func.func @not_fused(
// CHECK-COUNT-2: scf.parallel
// CHECK: call @use
// CHECK-COUNT-4: scf.parallel
// CHECK: return
func.func private @use(memref<4xf32>) -> memref<4xf32>
func.func @not_fused(%arg: memref<4xf32>, %other: memref<4xf32>) -> memref<4xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  %one = arith.constant 1.0 : f32
  %a = memref.alloc() : memref<4xf32>
  scf.parallel (%i) = (%c0) to (%c4) step (%c1) {
    memref.store %one, %a[%i] : memref<4xf32>
    scf.reduce
  }
  scf.parallel (%i) = (%c0) to (%c3) step (%c1) {
    %v = memref.load %a[%i] : memref<4xf32>
    memref.store %v, %a[%i] : memref<4xf32>
    scf.reduce
  }
  %w = func.call @use(%a) : (memref<4xf32>) -> memref<4xf32>
  scf.parallel (%i) = (%c0) to (%c4) step (%c1) {
    memref.store %one, %a[%i] : memref<4xf32>
    scf.reduce
  } {xla.grain = 1 : i64}
  scf.parallel (%i) = (%c0) to (%c4) step (%c1) {
    %v = memref.load %w[%i] : memref<4xf32>
    memref.store %v, %a[%i] : memref<4xf32>
    scf.reduce
  }
  scf.parallel (%i) = (%c0) to (%c4) step (%c1) {
    %v = memref.load %a[%i] : memref<4xf32>
    memref.store %v, %arg[%i] : memref<4xf32>
    scf.reduce
  }
  scf.parallel (%i) = (%c0) to (%c4) step (%c1) {
    %v = memref.load %other[%i] : memref<4xf32>
    memref.store %v, %a[%i] : memref<4xf32>
    scf.reduce
  }
  return %a : memref<4xf32>
}

// -----

// Dynamic bounds: the sizes of the same dimension of the same buffer, read by two
// `memref.dim` ops, are the same iteration space.
// CHECK-LABEL: func.func @dynamic_rows(
// CHECK: scf.parallel
// CHECK-NOT: scf.parallel
// CHECK: return
func.func @dynamic_rows(%x: memref<?xf32>) -> memref<?xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = memref.dim %x, %c0 : memref<?xf32>
  %t = memref.alloc(%n) : memref<?xf32>
  scf.parallel (%i) = (%c0) to (%n) step (%c1) {
    %v = memref.load %x[%i] : memref<?xf32>
    %s = arith.mulf %v, %v : f32
    memref.store %s, %t[%i] : memref<?xf32>
    scf.reduce
  }
  %zero = arith.constant 0 : index
  %m = memref.dim %x, %zero : memref<?xf32>
  %y = memref.alloc(%m) : memref<?xf32>
  scf.parallel (%i) = (%c0) to (%m) step (%c1) {
    %v = memref.load %t[%i] : memref<?xf32>
    %w = memref.load %x[%i] : memref<?xf32>
    %s = arith.addf %v, %w : f32
    memref.store %s, %y[%i] : memref<?xf32>
    scf.reduce
  }
  memref.dealloc %t : memref<?xf32>
  return %y : memref<?xf32>
}

// -----

// Loops nested in another loop fuse there; then the outer loops fuse: they share %a by
// columns (a[j, i]), each iteration touching only its own column.
// CHECK-LABEL: func.func @nested(
// CHECK: scf.parallel
// CHECK-NEXT: scf.parallel
// CHECK: memref.store
// CHECK: memref.store
// CHECK: scf.reduce
// CHECK-NEXT: }
// CHECK-NEXT: scf.for
// CHECK-NOT: scf.parallel
// CHECK: return
func.func @nested() -> memref<2x3xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %one = arith.constant 1.0 : f32
  %a = memref.alloc() : memref<3x2xf32>
  %b = memref.alloc() : memref<2x3xf32>
  scf.parallel (%i) = (%c0) to (%c2) step (%c1) {
    scf.parallel (%j) = (%c0) to (%c3) step (%c1) {
      memref.store %one, %a[%j, %i] : memref<3x2xf32>
      scf.reduce
    }
    scf.parallel (%j) = (%c0) to (%c3) step (%c1) {
      %v = memref.load %a[%j, %i] : memref<3x2xf32>
      %w = arith.addf %v, %v : f32
      memref.store %w, %a[%j, %i] : memref<3x2xf32>
      scf.reduce
    }
    scf.reduce
  }
  scf.parallel (%i) = (%c0) to (%c2) step (%c1) {
    scf.for %j = %c0 to %c3 step %c1 {
      %v = memref.load %a[%j, %i] : memref<3x2xf32>
      memref.store %v, %b[%i, %j] : memref<2x3xf32>
    }
    scf.reduce
  }
  return %b : memref<2x3xf32>
}

// -----

// Sequential loops fuse as parallel ones do, and the loops a fusion brings together fuse in
// turn: a batched row reduction and its consumer become one loop over batches holding one loop
// over rows. The next parallel loop fuses too; the sequential loop after it does not fuse with a
// parallel one.
// CHECK-LABEL: func.func @batched_rows(
// CHECK: scf.parallel
// CHECK-NEXT: scf.for
// CHECK-NEXT: scf.for
// CHECK: arith.addf
// CHECK: memref.store
// CHECK-NEXT: scf.for
// CHECK: arith.divf
// CHECK: memref.store
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: memref.store
// CHECK-NEXT: scf.reduce
// CHECK-NEXT: }
// CHECK-NEXT: scf.for
// CHECK: return
func.func @batched_rows() -> (memref<2x3x3xf32>, memref<2xf32>) {
  %x = memref.get_global @x3 : memref<2x3x3xf32>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %zero = arith.constant 0.0 : f32
  %s = memref.alloc() : memref<2x3xf32>
  %y = memref.alloc() : memref<2x3x3xf32>
  %t = memref.alloc() : memref<2xf32>
  scf.parallel (%b) = (%c0) to (%c2) step (%c1) {
    scf.for %i = %c0 to %c3 step %c1 {
      %r = scf.for %j = %c0 to %c3 step %c1 iter_args(%a = %zero) -> (f32) {
        %v = memref.load %x[%b, %i, %j] : memref<2x3x3xf32>
        %u = arith.addf %a, %v : f32
        scf.yield %u : f32
      }
      memref.store %r, %s[%b, %i] : memref<2x3xf32>
    }
    scf.for %i = %c0 to %c3 step %c1 {
      scf.for %j = %c0 to %c3 step %c1 {
        %v = memref.load %x[%b, %i, %j] : memref<2x3x3xf32>
        %d = memref.load %s[%b, %i] : memref<2x3xf32>
        %q = arith.divf %v, %d : f32
        memref.store %q, %y[%b, %i, %j] : memref<2x3x3xf32>
      }
    }
    scf.reduce
  }
  scf.parallel (%b) = (%c0) to (%c2) step (%c1) {
    memref.store %zero, %t[%b] : memref<2xf32>
    scf.reduce
  }
  // Mixed kinds: not fused.
  scf.for %b = %c0 to %c2 step %c1 {
    %v = memref.load %x[%b, %c0, %c0] : memref<2x3x3xf32>
    memref.store %v, %t[%b] : memref<2xf32>
  }
  memref.dealloc %s : memref<2x3xf32>
  return %y, %t : memref<2x3x3xf32>, memref<2xf32>
}
memref.global "private" constant @x3 : memref<2x3x3xf32> = dense<[[[1.0, 2.0, 3.0], [0.5, -1.0, 4.0], [2.0, 2.0, 2.0]], [[3.0, 1.0, 1.0], [1.0, 1.0, 1.0], [-2.0, 5.0, 1.0]]]>

// -----

// A sequential loop whose iteration reads what an earlier iteration of the next loop would
// have written only after it (a running value carried through a shared buffer at another
// row) is left alone.
// CHECK-LABEL: func.func @carried(
// CHECK: scf.for
// CHECK: scf.for
// CHECK: return
func.func @carried() -> memref<4xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %one = arith.constant 1.0 : f32
  %p = memref.alloc() : memref<5xf32>
  %q = memref.alloc() : memref<4xf32>
  memref.store %one, %p[%c0] : memref<5xf32>
  scf.for %i = %c0 to %c4 step %c1 {
    %v = memref.load %p[%i] : memref<5xf32>
    %w = arith.addf %v, %v : f32
    %n = arith.addi %i, %c1 : index
    memref.store %w, %p[%n] : memref<5xf32>
  }
  scf.for %i = %c0 to %c4 step %c1 {
    %n = arith.addi %i, %c1 : index
    %v = memref.load %p[%n] : memref<5xf32>
    memref.store %v, %q[%i] : memref<4xf32>
  }
  memref.dealloc %p : memref<5xf32>
  return %q : memref<4xf32>
}

// -----

// A batched row statistic read through a full collapse and an expansion with a unit
// dimension (`[2, 3]` -> `[6]` -> `[2, 3, 1]`, as a broadcast of a reduction lowers): the
// view's non-unit indices are the buffer's, so both loops over the batch, then both loops
// over rows, fuse. The result escapes (returned) after the loops: it is still a buffer no
// other allocation can alias.
// CHECK-LABEL: func.func @batched_rows_through_views(
// CHECK: scf.parallel
// CHECK-NEXT: scf.for
// CHECK-NEXT: scf.for {{.*}} iter_args
// CHECK: memref.store %{{.*}}, %{{.*}}[%{{.*}}, %{{.*}}] : memref<2x3xf32>
// CHECK-NEXT: scf.for
// CHECK-NEXT: memref.load %{{.*}}[%{{.*}}, %{{.*}}, %{{.*}}] : memref<2x3x1xf32>
// CHECK: scf.reduce
// CHECK-NOT: scf.parallel
// CHECK: return
func.func @batched_rows_through_views() -> memref<2x3x4xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  %zero = arith.constant 0.0 : f32
  %sums = memref.alloc() : memref<2x3xf32>
  scf.parallel (%b) = (%c0) to (%c2) step (%c1) {
    scf.for %r = %c0 to %c3 step %c1 {
      %s = scf.for %k = %c0 to %c4 step %c1 iter_args(%acc = %zero) -> (f32) {
        %bi = arith.index_cast %b : index to i32
        %ki = arith.index_cast %k : index to i32
        %v = arith.addi %bi, %ki : i32
        %f = arith.sitofp %v : i32 to f32
        %a = arith.addf %acc, %f : f32
        scf.yield %a : f32
      }
      memref.store %s, %sums[%b, %r] : memref<2x3xf32>
    }
    scf.reduce
  }
  %flat = memref.collapse_shape %sums [[0, 1]] : memref<2x3xf32> into memref<6xf32>
  %rows = memref.expand_shape %flat [[0, 1, 2]] output_shape [2, 3, 1] : memref<6xf32> into memref<2x3x1xf32>
  %y = memref.alloc() : memref<2x3x4xf32>
  scf.parallel (%b) = (%c0) to (%c2) step (%c1) {
    scf.for %r = %c0 to %c3 step %c1 {
      scf.for %k = %c0 to %c4 step %c1 {
        %s = memref.load %rows[%b, %r, %c0] : memref<2x3x1xf32>
        %ki = arith.index_cast %k : index to i32
        %f = arith.sitofp %ki : i32 to f32
        %d = arith.subf %f, %s : f32
        memref.store %d, %y[%b, %r, %k] : memref<2x3x4xf32>
      }
    }
    scf.reduce
  }
  memref.dealloc %sums : memref<2x3xf32>
  return %y : memref<2x3x4xf32>
}

// -----

// An allocation that escaped into a call before the loops may be what a later call
// returns: written by one loop and reached through that result by the next, the loops stay
// apart (as for two arguments). A fresh allocation is never an argument: those fuse.
// CHECK-LABEL: func.func @escaped_then_unknown(
// CHECK: scf.parallel
// CHECK: scf.reduce
// CHECK: scf.parallel
// CHECK: scf.reduce
// CHECK-LABEL: func.func @fresh_and_argument(
// CHECK: scf.parallel
// CHECK: memref.store
// CHECK: memref.load
// CHECK: scf.reduce
// CHECK-NOT: scf.parallel
func.func private @keep(%m: memref<4xf32>)
func.func private @get() -> memref<4xf32>
func.func @escaped_then_unknown(%unused: index) -> memref<4xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %one = arith.constant 1.0 : f32
  %y = memref.alloc() : memref<4xf32>
  func.call @keep(%y) : (memref<4xf32>) -> ()
  %z = func.call @get() : () -> memref<4xf32>
  scf.parallel (%i) = (%c0) to (%c4) step (%c1) {
    memref.store %one, %y[%i] : memref<4xf32>
    scf.reduce
  }
  scf.parallel (%i) = (%c0) to (%c4) step (%c1) {
    %v = memref.load %z[%i] : memref<4xf32>
    %w = arith.addf %v, %one : f32
    memref.store %w, %z[%i] : memref<4xf32>
    scf.reduce
  }
  return %y : memref<4xf32>
}
func.func @fresh_and_argument(%other: memref<4xf32>) -> memref<4xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %one = arith.constant 1.0 : f32
  %y = memref.alloc() : memref<4xf32>
  scf.parallel (%i) = (%c0) to (%c4) step (%c1) {
    memref.store %one, %y[%i] : memref<4xf32>
    scf.reduce
  }
  scf.parallel (%i) = (%c0) to (%c4) step (%c1) {
    %v = memref.load %other[%i] : memref<4xf32>
    %w = arith.addf %v, %one : f32
    memref.store %w, %other[%i] : memref<4xf32>
    scf.reduce
  }
  return %y : memref<4xf32>
}
