// RUN: xla-opt %s --split-input-file --scf-split-reductions | FileCheck %s
// RUN: xla-opt %s --split-input-file --scf-split-reductions | mlir-opt --split-input-file > /dev/null
// Same results before and after (the interpreter runs every function; the sums below are
// exact in any order: integers, and floats that are small whole numbers):
// RUN: xla-run %s --split-input-file --print > %t.before
// RUN: xla-opt %s --split-input-file --scf-split-reductions | xla-run - --split-input-file --print > %t.after
// RUN: diff %t.before %t.after

// A float sum of 300,000 terms: 64 chunks of 4688 (the last shorter) in parallel, each from
// the identity -0.0, into partials; then the partials folded into the initial value 5.
// CHECK-LABEL: func.func @sum(
// CHECK: %[[INIT:.*]] = arith.constant 5.000000e+00 : f32
// CHECK: %[[PARTIALS:.*]] = memref.alloc() {alignment = 64 : i64} : memref<64xf32>
// CHECK: %[[LEN:.*]] = arith.constant 4688 : index
// CHECK: scf.parallel (%[[C:.*]]) =
// CHECK: %[[START:.*]] = arith.muli %[[C]], %[[LEN]] : index
// CHECK: %[[NEXT:.*]] = arith.addi %[[START]], %[[LEN]] : index
// CHECK: %[[END:.*]] = arith.minsi %[[NEXT]], %{{.*}} : index
// CHECK: %[[IDENTITY:.*]] = arith.constant -0.000000e+00 : f32
// CHECK: %[[PART:.*]] = scf.for %{{.*}} = %[[START]] to %[[END]] step %{{.*}} iter_args(%{{.*}} = %[[IDENTITY]]) -> (f32) {
// CHECK: arith.addf %{{.*}} fastmath<reassoc> : f32
// CHECK: memref.store %[[PART]], %[[PARTIALS]][%[[C]]] : memref<64xf32>
// CHECK: } {xla.grain = 1 : i64}
// CHECK: %[[TOTAL:.*]] = scf.for %[[K:.*]] = %{{.*}} to %{{.*}} step %{{.*}} iter_args(%[[A:.*]] = %[[INIT]]) -> (f32) {
// CHECK-NEXT: %[[P:.*]] = memref.load %[[PARTIALS]][%[[K]]] : memref<64xf32>
// CHECK-NEXT: %[[S:.*]] = arith.addf %[[A]], %[[P]] fastmath<reassoc> : f32
// CHECK-NEXT: scf.yield %[[S]] : f32
// CHECK: memref.dealloc %[[PARTIALS]]
// CHECK: return %[[TOTAL]]
func.func @sum() -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = arith.constant 300000 : index
  %c7 = arith.constant 7 : index
  %init = arith.constant 5.0 : f32
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %init) -> (f32) {
    %m = arith.remui %i, %c7 : index
    %mi = arith.index_cast %m : index to i32
    %x = arith.sitofp %mi : i32 to f32
    %s = arith.addf %acc, %x fastmath<reassoc> : f32
    scf.yield %s : f32
  }
  return %r : f32
}

// -----

// A 2-D reduction to one value (the inner loop carries the accumulator): the outer loop is
// split; an integer maximum (exact in any order) from the identity INT_MIN.
// CHECK-LABEL: func.func @nested_max(
// CHECK: scf.parallel
// CHECK: %[[IDENTITY:.*]] = arith.constant -2147483648 : i32
// CHECK: scf.for %{{.*}} iter_args(%[[O:.*]] = %[[IDENTITY]]) -> (i32) {
// CHECK: scf.for %{{.*}} iter_args(%{{.*}} = %[[O]]) -> (i32) {
// CHECK: arith.maxsi
// CHECK: scf.for
// CHECK: arith.maxsi
func.func @nested_max() -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %rows = arith.constant 512 : index
  %cols = arith.constant 1024 : index
  %init = arith.constant -7 : i32
  %r = scf.for %i = %c0 to %rows step %c1 iter_args(%a = %init) -> (i32) {
    %inner = scf.for %j = %c0 to %cols step %c1 iter_args(%b = %a) -> (i32) {
      %p = arith.muli %i, %j : index
      %q = arith.remui %p, %rows : index
      %v = arith.index_cast %q : index to i32
      %m = arith.maxsi %b, %v : i32
      scf.yield %m : i32
    }
    scf.yield %inner : i32
  }
  return %r : i32
}

// -----

// A column sum into a buffer (the reduction loop outermost, the buffer's element updated in
// place): 64 chunks of 32 rows, each into its own row of the copies (filled with the
// identity first), then the copies folded into the buffer chunk by chunk.
// CHECK-LABEL: func.func @columns(
// CHECK: %[[OUT:.*]] = memref.alloc() : memref<32xf32>
// CHECK: %[[COPIES:.*]] = memref.alloc() {alignment = 64 : i64} : memref<64x32xf32>
// CHECK: scf.parallel (%[[C:.*]]) =
// CHECK: memref.store %{{.*}}, %[[COPIES]][%[[C]], %{{.*}}] : memref<64x32xf32>
// CHECK: scf.for
// CHECK: %[[OLD:.*]] = memref.load %[[COPIES]][%[[C]], %[[J:.*]]] : memref<64x32xf32>
// CHECK: %[[NEW:.*]] = arith.addf %[[OLD]], %{{.*}} fastmath<reassoc> : f32
// CHECK: memref.store %[[NEW]], %[[COPIES]][%[[C]], %[[J]]] : memref<64x32xf32>
// CHECK: } {xla.grain = 1 : i64}
// CHECK: scf.for %[[K:.*]] =
// CHECK: scf.for %[[E:.*]] =
// CHECK: %[[A:.*]] = memref.load %[[OUT]][%[[E]]] : memref<32xf32>
// CHECK: %[[B:.*]] = memref.load %[[COPIES]][%[[K]], %[[E]]] : memref<64x32xf32>
// CHECK: %[[S:.*]] = arith.addf %[[A]], %[[B]] fastmath<reassoc> : f32
// CHECK: memref.store %[[S]], %[[OUT]][%[[E]]] : memref<32xf32>
// CHECK: memref.dealloc %[[COPIES]]
// CHECK: return %[[OUT]]
func.func @columns() -> memref<32xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %rows = arith.constant 2048 : index
  %cols = arith.constant 32 : index
  %c5 = arith.constant 5 : index
  %zero = arith.constant 0.0 : f32
  %out = memref.alloc() : memref<32xf32>
  scf.for %j = %c0 to %cols step %c1 {
    memref.store %zero, %out[%j] : memref<32xf32>
  }
  scf.for %i = %c0 to %rows step %c1 {
    scf.for %j = %c0 to %cols step %c1 {
      %p = arith.addi %i, %j : index
      %m = arith.remui %p, %c5 : index
      %mi = arith.index_cast %m : index to i32
      %x = arith.sitofp %mi : i32 to f32
      %old = memref.load %out[%j] : memref<32xf32>
      %new = arith.addf %old, %x fastmath<reassoc> : f32
      memref.store %new, %out[%j] : memref<32xf32>
    }
  }
  return %out : memref<32xf32>
}

// -----

// A reduction over (0, 2) keeping the middle axis (a variance over NCHW's N, H and W): each
// row's inner fold starts from the buffer's element and continues it. The chunks fold their
// rows into their copies the same way.
// CHECK-LABEL: func.func @middle_axis(
// CHECK: %[[OUT:.*]] = memref.alloc() : memref<32xf32>
// CHECK: %[[COPIES:.*]] = memref.alloc() {alignment = 64 : i64} : memref<64x32xf32>
// CHECK: scf.parallel (%[[C:.*]]) =
// CHECK: %[[OLD:.*]] = memref.load %[[COPIES]][%[[C]], %[[J:.*]]] : memref<64x32xf32>
// CHECK: %[[ROW:.*]] = scf.for %{{.*}} iter_args(%{{.*}} = %[[OLD]]) -> (f32) {
// CHECK: arith.addf %{{.*}} fastmath<reassoc> : f32
// CHECK: memref.store %[[ROW]], %[[COPIES]][%[[C]], %[[J]]] : memref<64x32xf32>
// CHECK: } {xla.grain = 1 : i64}
// CHECK: %[[A:.*]] = memref.load %[[OUT]][%[[E:.*]]] : memref<32xf32>
// CHECK: %[[B:.*]] = memref.load %[[COPIES]][%{{.*}}, %[[E]]] : memref<64x32xf32>
// CHECK: arith.addf %[[A]], %[[B]] fastmath<reassoc> : f32
// CHECK: return %[[OUT]]
func.func @middle_axis() -> memref<32xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c5 = arith.constant 5 : index
  %n = arith.constant 512 : index
  %cols = arith.constant 32 : index
  %inner = arith.constant 16 : index
  %zero = arith.constant 0.0 : f32
  %out = memref.alloc() : memref<32xf32>
  scf.for %j = %c0 to %cols step %c1 {
    memref.store %zero, %out[%j] : memref<32xf32>
  }
  scf.for %i = %c0 to %n step %c1 {
    scf.for %j = %c0 to %cols step %c1 {
      %old = memref.load %out[%j] : memref<32xf32>
      %row = scf.for %k = %c0 to %inner step %c1 iter_args(%acc = %old) -> (f32) {
        %p = arith.addi %i, %j : index
        %q = arith.addi %p, %k : index
        %m = arith.remui %q, %c5 : index
        %mi = arith.index_cast %m : index to i32
        %x = arith.sitofp %mi : i32 to f32
        %s = arith.addf %acc, %x fastmath<reassoc> : f32
        scf.yield %s : f32
      }
      memref.store %row, %out[%j] : memref<32xf32>
    }
  }
  return %out : memref<32xf32>
}

// -----

// Left alone: the same with a row fold that may not be reassociated.
// CHECK-LABEL: func.func @middle_axis_ordered(
// CHECK-NOT: scf.parallel
// CHECK: return
func.func @middle_axis_ordered() -> memref<32xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = arith.constant 512 : index
  %cols = arith.constant 32 : index
  %inner = arith.constant 16 : index
  %zero = arith.constant 0.0 : f32
  %one = arith.constant 1.0 : f32
  %out = memref.alloc() : memref<32xf32>
  scf.for %j = %c0 to %cols step %c1 {
    memref.store %zero, %out[%j] : memref<32xf32>
  }
  scf.for %i = %c0 to %n step %c1 {
    scf.for %j = %c0 to %cols step %c1 {
      %old = memref.load %out[%j] : memref<32xf32>
      %row = scf.for %k = %c0 to %inner step %c1 iter_args(%acc = %old) -> (f32) {
        %s = arith.addf %acc, %one : f32
        scf.yield %s : f32
      }
      memref.store %row, %out[%j] : memref<32xf32>
    }
  }
  return %out : memref<32xf32>
}

// -----

// Left alone: the new value is read elsewhere in the loop too (a chunk's partial would
// decide what the next element adds).
// CHECK-LABEL: func.func @columns_escaping(
// CHECK-NOT: scf.parallel
// CHECK: return
func.func @columns_escaping() -> memref<33xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %rows = arith.constant 2048 : index
  %cols = arith.constant 32 : index
  %zero = arith.constant 0.0 : f32
  %one = arith.constant 1.0 : f32
  %limit = arith.constant 1000.0 : f32
  %out = memref.alloc() : memref<33xf32>
  scf.for %j = %c0 to %cols step %c1 {
    memref.store %zero, %out[%j] : memref<33xf32>
  }
  memref.store %zero, %out[%cols] : memref<33xf32>
  scf.for %i = %c0 to %rows step %c1 {
    scf.for %j = %c0 to %cols step %c1 {
      %old = memref.load %out[%j] : memref<33xf32>
      %new = arith.addf %old, %one fastmath<reassoc> : f32
      memref.store %new, %out[%j] : memref<33xf32>
      %big = arith.cmpf ogt, %new, %limit : f32
      %add = arith.select %big, %one, %zero : f32
      %k = arith.addi %j, %c1 : index
      %last = memref.load %out[%k] : memref<33xf32>
      %next = arith.addf %last, %add fastmath<reassoc> : f32
      memref.store %next, %out[%k] : memref<33xf32>
    }
  }
  return %out : memref<33xf32>
}

// -----

// Left alone: a float sum without reassoc (its order is the result), a loop that stores,
// a short loop, an accumulator used twice, a combiner that is not associative.
// CHECK-LABEL: func.func @kept(
// CHECK-NOT: scf.parallel
// CHECK: return
func.func @kept(%buf: memref<300000xf32>) -> (f32, f32, f32, f32, f32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = arith.constant 300000 : index
  %c100 = arith.constant 100 : index
  %zero = arith.constant 0.0 : f32
  %one = arith.constant 1.0 : f32
  %r0 = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %zero) -> (f32) {
    %s = arith.addf %acc, %one : f32
    scf.yield %s : f32
  }
  %r1 = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %zero) -> (f32) {
    memref.store %acc, %buf[%i] : memref<300000xf32>
    %s = arith.addf %acc, %one fastmath<reassoc> : f32
    scf.yield %s : f32
  }
  %r2 = scf.for %i = %c0 to %c100 step %c1 iter_args(%acc = %zero) -> (f32) {
    %s = arith.addf %acc, %one fastmath<reassoc> : f32
    scf.yield %s : f32
  }
  %r3 = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %zero) -> (f32) {
    %s = arith.addf %acc, %acc fastmath<reassoc> : f32
    scf.yield %s : f32
  }
  %r4 = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %one) -> (f32) {
    %s = arith.subf %acc, %one : f32
    scf.yield %s : f32
  }
  return %r0, %r1, %r2, %r3, %r4 : f32, f32, f32, f32, f32
}
