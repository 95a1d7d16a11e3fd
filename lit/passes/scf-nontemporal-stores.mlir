// RUN: xla-opt %s --split-input-file --scf-nontemporal-stores=min-bytes=4096 | FileCheck %s
// RUN: xla-opt %s --split-input-file --scf-nontemporal-stores=min-bytes=4096 | mlir-opt --split-input-file > /dev/null
// Same results before and after (the interpreter runs every function):
// RUN: xla-run %s --split-input-file --print > %t.before
// RUN: xla-opt %s --split-input-file --scf-nontemporal-stores=min-bytes=4096 | xla-run - --split-input-file --print > %t.after
// RUN: diff %t.before %t.after
// The default threshold (16 MiB) leaves these small buffers alone:
// RUN: xla-opt %s --split-input-file --scf-nontemporal-stores | FileCheck %s --check-prefix=DEFAULT
// DEFAULT-NOT: vector.store

// A 2048-element f32 result: two chunks of 1024, each computed into a line-aligned stack
// buffer by the old body, then copied out 16 lanes (one line) at a time.
// CHECK-LABEL: func.func @chunks(
// CHECK: %[[Y:.*]] = memref.alloc() {alignment = 64 : i64} : memref<2048xf32>
// CHECK: scf.parallel (%[[C:.*]]) = (%{{.*}}) to (%[[N:.*]]) step
// CHECK: %[[BASE:.*]] = arith.muli %[[C]], %[[CHUNK:.*]] : index
// CHECK: %[[STAGE:.*]] = memref.alloca() {alignment = 64 : i64} : memref<1024xf32>
// CHECK: scf.for %[[K:.*]] = %{{.*}} to %[[CHUNK]] step
// CHECK-NEXT: %[[I:.*]] = arith.addi %[[BASE]], %[[K]] : index
// CHECK: arith.index_cast %[[I]]
// CHECK: math.tanh
// CHECK: memref.store %{{.*}}, %[[STAGE]][%[[K]]] : memref<1024xf32>
// CHECK: scf.for %[[J:.*]] = %{{.*}} to %[[CHUNK]] step %[[LANES:.*]] {
// CHECK-NEXT: %[[V:.*]] = vector.load %[[STAGE]][%[[J]]] : memref<1024xf32>, vector<16xf32>
// CHECK-NEXT: %[[AT:.*]] = arith.addi %[[BASE]], %[[J]] : index
// CHECK-NEXT: vector.store %[[V]], %[[Y]][%[[AT]]] {alignment = 64 : i64, nontemporal = true} : memref<2048xf32>, vector<16xf32>
// CHECK: scf.reduce
// CHECK: return %[[Y]]
func.func @chunks() -> memref<2048xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = arith.constant 2048 : index
  %scale = arith.constant 0.01 : f32
  %y = memref.alloc() {alignment = 64 : i64} : memref<2048xf32>
  scf.parallel (%i) = (%c0) to (%n) step (%c1) {
    %ii = arith.index_cast %i : index to i32
    %f = arith.sitofp %ii : i32 to f32
    %x = arith.mulf %f, %scale : f32
    %t = math.tanh %x : f32
    memref.store %t, %y[%i] : memref<2048xf32>
    scf.reduce
  }
  return %y : memref<2048xf32>
}

// -----

// Two results of different widths: every chunk starts on a line of both (16 f32 lanes, 8
// f64 lanes per line), 512 elements at most (4 KiB of the f64 buffer).
// CHECK-LABEL: func.func @two_widths(
// CHECK: memref.alloca() {alignment = 64 : i64} : memref<512xf32>
// CHECK: memref.alloca() {alignment = 64 : i64} : memref<512xf64>
// CHECK: vector.store %{{.*}} {alignment = 64 : i64, nontemporal = true} : memref<1024xf32>, vector<16xf32>
// CHECK: vector.store %{{.*}} {alignment = 64 : i64, nontemporal = true} : memref<1024xf64>, vector<8xf64>
func.func @two_widths() -> (memref<1024xf32>, memref<1024xf64>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = arith.constant 1024 : index
  %y = memref.alloc() {alignment = 64 : i64} : memref<1024xf32>
  %z = memref.alloc() {alignment = 128 : i64} : memref<1024xf64>
  scf.parallel (%i) = (%c0) to (%n) step (%c1) {
    %ii = arith.index_cast %i : index to i32
    %f = arith.sitofp %ii : i32 to f32
    %d = arith.extf %f : f32 to f64
    %h = arith.mulf %d, %d : f64
    memref.store %f, %y[%i] : memref<1024xf32>
    memref.store %h, %z[%i] : memref<1024xf64>
    scf.reduce
  }
  return %y, %z : memref<1024xf32>, memref<1024xf64>
}

// -----

// Left alone: a buffer without a line alignment; one the loop also reads; a store that is
// not at the induction variable; a trip count that is not a whole number of lines; a
// buffer below the threshold; a loop with a lower bound other than 0.
// CHECK-LABEL: func.func @kept(
// CHECK-NOT: vector.store
// CHECK-NOT: memref.alloca
// CHECK: return
func.func @kept() -> (memref<2048xf32>, memref<2048xf32>, memref<2048xf32>, memref<2040xf32>, memref<64xf32>, memref<2048xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  %c64 = arith.constant 64 : index
  %n = arith.constant 2048 : index
  %m = arith.constant 2040 : index
  %one = arith.constant 1.0 : f32
  %a = memref.alloc() {alignment = 16 : i64} : memref<2048xf32>
  scf.parallel (%i) = (%c0) to (%n) step (%c1) {
    memref.store %one, %a[%i] : memref<2048xf32>
    scf.reduce
  }
  %b = memref.alloc() {alignment = 64 : i64} : memref<2048xf32>
  scf.parallel (%i) = (%c0) to (%n) step (%c1) {
    memref.store %one, %b[%i] : memref<2048xf32>
    %r = memref.load %b[%i] : memref<2048xf32>
    %s = arith.addf %r, %one : f32
    memref.store %s, %b[%i] : memref<2048xf32>
    scf.reduce
  }
  %c = memref.alloc() {alignment = 64 : i64} : memref<2048xf32>
  scf.parallel (%i) = (%c0) to (%n) step (%c1) {
    memref.store %one, %c[%c0] : memref<2048xf32>
    scf.reduce
  }
  %d = memref.alloc() {alignment = 64 : i64} : memref<2040xf32>
  scf.parallel (%i) = (%c0) to (%m) step (%c1) {
    memref.store %one, %d[%i] : memref<2040xf32>
    scf.reduce
  }
  %e = memref.alloc() {alignment = 64 : i64} : memref<64xf32>
  scf.parallel (%i) = (%c0) to (%c64) step (%c1) {
    memref.store %one, %e[%i] : memref<64xf32>
    scf.reduce
  }
  %f = memref.alloc() {alignment = 64 : i64} : memref<2048xf32>
  scf.parallel (%i) = (%c8) to (%n) step (%c1) {
    memref.store %one, %f[%i] : memref<2048xf32>
    scf.reduce
  }
  return %a, %b, %c, %d, %e, %f : memref<2048xf32>, memref<2048xf32>, memref<2048xf32>, memref<2040xf32>, memref<64xf32>, memref<2048xf32>
}
