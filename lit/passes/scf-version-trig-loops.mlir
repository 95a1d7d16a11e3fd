// RUN: xla-opt %s --split-input-file --scf-version-trig-loops | FileCheck %s
// RUN: xla-opt %s --split-input-file --scf-version-trig-loops | mlir-opt --split-input-file > /dev/null
// Same results with and without the versions, the sines approximated either way (the
// interpreter runs every function; blocks of 512 hold arguments below 4096 or not):
// RUN: xla-opt %s --split-input-file --math-polynomial-approximation | xla-run - --split-input-file --print > %t.before
// RUN: xla-opt %s --split-input-file --scf-version-trig-loops --math-polynomial-approximation | xla-run - --split-input-file --print > %t.after
// RUN: diff %t.before %t.after

// An element-wise loop: blocks of 512, a check of the largest |argument|, two versions.
// CHECK: #loop_vectorize = #llvm.loop_vectorize<disable = true>
// CHECK: #loop_annotation = #llvm.loop_annotation<vectorize = #loop_vectorize>
// CHECK-LABEL: func.func @elementwise(
// CHECK: %[[B:.*]] = arith.constant 512 : index
// CHECK: %[[STEP:.*]] = arith.muli %{{.*}}, %[[B]] : index
// CHECK: scf.parallel (%[[I:.*]]) = (%{{.*}}) to (%[[N:.*]]) step (%[[STEP]]) {
// CHECK:   %[[END:.*]] = arith.addi %[[I]], %[[STEP]] : index
// CHECK:   %[[HI:.*]] = arith.minsi %[[END]], %[[N]] : index
// CHECK:   %[[MAX:.*]] = scf.for %[[J:.*]] = %[[I]] to %[[HI]] step %{{.*}} iter_args(%[[ACC:.*]] = %{{.*}}) -> (i32) {
// CHECK:     %[[X:.*]] = memref.load %{{.*}}[%[[J]]] : memref<3000xf32>
// CHECK:     %[[HALF:.*]] = arith.mulf %[[X]], %{{.*}} : f32
// CHECK:     %[[BITS:.*]] = arith.bitcast %[[HALF]] : f32 to i32
// CHECK:     %[[ABS:.*]] = arith.andi %[[BITS]], %{{.*}} : i32
// CHECK:     %[[M:.*]] = arith.maxui %[[ACC]], %[[ABS]] : i32
// CHECK:     scf.yield %[[M]] : i32
// CHECK:   %[[LIMIT:.*]] = arith.constant 1166016512 : i32
// CHECK:   %[[SMALL:.*]] = arith.cmpi ult, %[[MAX]], %[[LIMIT]] : i32
// CHECK:   scf.if %[[SMALL]] {
// CHECK:     scf.for
// CHECK:       math.sin %{{.*}} {xla.small_argument} : f32
// CHECK:   } else {
// CHECK:     scf.for
// CHECK:       math.sin %{{.*}} : f32
// CHECK:     } {loop_annotation = #loop_annotation}
// CHECK:   scf.reduce
// CHECK-NEXT: }
// CHECK-NEXT: return
func.func @elementwise() -> memref<3000xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = arith.constant 3000 : index
  %x = memref.alloc() : memref<3000xf32>
  %y = memref.alloc() : memref<3000xf32>
  %half = arith.constant 0.5 : f32
  %k = arith.constant 7.0 : f32
  scf.for %i = %c0 to %n step %c1 {
    %ii = arith.index_cast %i : index to i32
    %f = arith.sitofp %ii : i32 to f32
    %g = arith.mulf %f, %k : f32
    memref.store %g, %x[%i] : memref<3000xf32>
  }
  // One argument of the third block beyond 4096 (i = 1400: 4900).
  scf.parallel (%i) = (%c0) to (%n) step (%c1) {
    %v = memref.load %x[%i] : memref<3000xf32>
    %h = arith.mulf %v, %half : f32
    %s = math.sin %h : f32
    memref.store %s, %y[%i] : memref<3000xf32>
    scf.reduce
  }
  return %y : memref<3000xf32>
}

// -----

// The argument stored to a buffer and loaded back in the same iteration: the check uses the
// stored value (it runs before the body).
// CHECK-LABEL: func.func @forwarded(
// CHECK: scf.for %[[J:.*]] = %{{.*}} iter_args(
// CHECK-NEXT: %[[F:.*]] = arith.index_cast %[[J]]
// CHECK-NEXT: %[[G:.*]] = arith.sitofp %[[F]]
// CHECK: arith.bitcast %[[G]] : f32 to i32
// CHECK: math.cos %{{.*}} {xla.small_argument} : f32
func.func @forwarded() -> memref<700xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = arith.constant 700 : index
  %x = memref.alloc() : memref<700xf32>
  %y = memref.alloc() : memref<700xf32>
  scf.parallel (%i) = (%c0) to (%n) step (%c1) {
    %ii = arith.index_cast %i : index to i32
    %f = arith.sitofp %ii : i32 to f32
    memref.store %f, %x[%i] : memref<700xf32>
    %v = memref.load %x[%i] : memref<700xf32>
    %c = math.cos %v : f32
    memref.store %c, %y[%i] : memref<700xf32>
    scf.reduce
  }
  return %y : memref<700xf32>
}

// -----

// Left alone: an f64 sine (libm), a sine of a sine, a sine of a value another iteration
// may write, and a loop with a reduction.
// CHECK-LABEL: func.func @left_alone(
// CHECK-NOT: xla.small_argument
// CHECK-NOT: scf.if
func.func @left_alone(%a: memref<600xf64>, %b: memref<600xf32>) -> (memref<600xf64>, memref<600xf32>, f32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = arith.constant 600 : index
  %y = memref.alloc() : memref<600xf64>
  %z = memref.alloc() : memref<600xf32>
  scf.parallel (%i) = (%c0) to (%n) step (%c1) {
    %v = memref.load %a[%i] : memref<600xf64>
    %s = math.sin %v : f64
    memref.store %s, %y[%i] : memref<600xf64>
    %w = memref.load %b[%i] : memref<600xf32>
    %t = math.sin %w : f32
    %u = math.sin %t : f32
    memref.store %u, %z[%i] : memref<600xf32>
    scf.reduce
  }
  scf.parallel (%i) = (%c0) to (%n) step (%c1) {
    %w = memref.load %z[%c0] : memref<600xf32>
    %t = math.cos %w : f32
    memref.store %t, %z[%i] : memref<600xf32>
    scf.reduce
  }
  %zero = arith.constant 0.0 : f32
  %sum = scf.parallel (%i) = (%c0) to (%n) step (%c1) init (%zero) -> f32 {
    %w = memref.load %b[%i] : memref<600xf32>
    %t = math.sin %w : f32
    scf.reduce(%t : f32) {
    ^bb0(%l: f32, %r: f32):
      %s = arith.addf %l, %r : f32
      scf.reduce.return %s : f32
    }
  }
  return %y, %z, %sum : memref<600xf64>, memref<600xf32>, f32
}
