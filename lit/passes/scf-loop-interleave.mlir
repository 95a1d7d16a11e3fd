// RUN: xla-opt %s --split-input-file --scf-loop-interleave=min-ops=3 | FileCheck %s
// RUN: xla-opt %s --split-input-file --scf-loop-interleave=min-ops=3 | mlir-opt --split-input-file > /dev/null
// The back edge carries the annotation through scf-to-cf and cf-to-llvm (as upstream's):
// RUN: xla-opt %s --split-input-file --scf-loop-interleave=min-ops=3 --convert-scf-to-cf | FileCheck %s --check-prefix=CF
// RUN: xla-opt %s --split-input-file --scf-loop-interleave=min-ops=3 | mlir-opt --split-input-file --convert-scf-to-cf | FileCheck %s --check-prefix=CF
// RUN: xla-opt %s --split-input-file --scf-loop-interleave=min-ops=3 --convert-scf-to-cf --convert-to-llvm | FileCheck %s --check-prefix=LLVM
// Same results before and after (the interpreter runs every function):
// RUN: xla-run %s --split-input-file --print > %t.before
// RUN: xla-opt %s --split-input-file --scf-loop-interleave=min-ops=3 --convert-scf-to-cf | xla-run - --split-input-file --print > %t.after
// RUN: diff %t.before %t.after
// The default threshold (60 ops) leaves these short bodies alone; bad options are errors:
// RUN: xla-opt %s --split-input-file --scf-loop-interleave | FileCheck %s --check-prefix=DEFAULT
// DEFAULT-NOT: loop_annotation
// RUN: not xla-opt %s --scf-loop-interleave=count=0 2>&1 | FileCheck %s --check-prefix=BAD
// BAD: option 'count' must be in 1..=64, got 0

// An element-wise loop: annotated (count 4), constants not counted.
// CHECK: #loop_interleave = #llvm.loop_interleave<count = 4 : i32>
// CHECK: #loop_annotation = #llvm.loop_annotation<interleave = #loop_interleave>
// CHECK-LABEL: func.func @elementwise(
// CHECK: scf.for
// CHECK: } {loop_annotation = #loop_annotation}
// CF-LABEL: func.func @elementwise(
// CF: cf.br ^bb1(%{{.*}} : index) {loop_annotation = #loop_annotation}
// LLVM-LABEL: llvm.func @elementwise(
// LLVM: llvm.br ^bb1(%{{.*}} : i64) {loop_annotation = #loop_annotation}
func.func @elementwise() -> memref<256xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = arith.constant 256 : index
  %half = arith.constant 0.5 : f32
  %y = memref.alloc() : memref<256xf32>
  scf.for %i = %c0 to %n step %c1 {
    %ii = arith.index_cast %i : index to i32
    %f = arith.sitofp %ii : i32 to f32
    %g = arith.mulf %f, %half : f32
    %h = arith.addf %g, %f : f32
    memref.store %h, %y[%i] : memref<256xf32>
  }
  return %y : memref<256xf32>
}

// -----

// A reduction carries its sum: LLVM's choice stays.
// CHECK-LABEL: func.func @sum(
// CHECK-NOT: {loop_annotation
func.func @sum() -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = arith.constant 256 : index
  %zero = arith.constant 0.0 : f32
  %s = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %zero) -> f32 {
    %ii = arith.index_cast %i : index to i32
    %f = arith.sitofp %ii : i32 to f32
    %g = arith.mulf %f, %f : f32
    %a = arith.addf %acc, %g : f32
    scf.yield %a : f32
  }
  return %s : f32
}

// -----

// 32 iterations: fewer than 4 interleaved vectors of 16 lanes, left alone; of a nest, only
// the innermost loop is a candidate.
// CHECK-LABEL: func.func @short_and_nested(
// CHECK-NOT: {loop_annotation
// CHECK: } {loop_annotation = #loop_annotation}
// CHECK-NEXT: }
// CHECK-NOT: {loop_annotation
func.func @short_and_nested() -> memref<4x1024xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %c32 = arith.constant 32 : index
  %n = arith.constant 1024 : index
  %y = memref.alloc() : memref<4x1024xf32>
  scf.for %i = %c0 to %c32 step %c1 {
    %ii = arith.index_cast %i : index to i32
    %f = arith.sitofp %ii : i32 to f32
    %g = arith.mulf %f, %f : f32
    memref.store %g, %y[%c0, %i] : memref<4x1024xf32>
  }
  scf.for %r = %c0 to %c4 step %c1 {
    scf.for %i = %c0 to %n step %c1 {
      %ii = arith.index_cast %i : index to i32
      %f = arith.sitofp %ii : i32 to f32
      %g = arith.mulf %f, %f : f32
      memref.store %g, %y[%r, %i] : memref<4x1024xf32>
    }
  }
  return %y : memref<4x1024xf32>
}

// -----

// A call in the body: not vectorized, left alone.
// CHECK-LABEL: func.func @calls(
// CHECK-NOT: {loop_annotation
func.func private @g(%x: f32) -> f32 {
  %y = arith.mulf %x, %x : f32
  return %y : f32
}
func.func @calls() -> memref<256xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = arith.constant 256 : index
  %y = memref.alloc() : memref<256xf32>
  scf.for %i = %c0 to %n step %c1 {
    %ii = arith.index_cast %i : index to i32
    %f = arith.sitofp %ii : i32 to f32
    %g = func.call @g(%f) : (f32) -> f32
    memref.store %g, %y[%i] : memref<256xf32>
  }
  return %y : memref<256xf32>
}
