// RUN: xla-opt %s --split-input-file --scf-reuse-loop-values | FileCheck %s

// What may sit between the two loops is decided by memory effects
// (MemoryEffectOpInterface or the traits), not by op names: an op that only reads
// (test.op_with_memread, known by its interface alone) or only computes (arith.divsi,
// NoMemoryEffect) keeps the reuse; one that writes unknown memory
// (test.op_with_memwrite) may write the input, so the later loop computes exp again.
// CHECK-LABEL: func.func @read_between(
// CHECK-COUNT-1: math.exp
// CHECK-NOT: math.exp
// CHECK: return
func.func @read_between(%x: memref<4xf32>, %n: i32) -> (memref<4xf32>, i32, i32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %zero = arith.constant 0.0 : f32
  %y = memref.alloc() : memref<4xf32>
  %r = scf.for %j = %c0 to %c4 step %c1 iter_args(%a = %zero) -> (f32) {
    %v = memref.load %x[%j] : memref<4xf32>
    %e = math.exp %v : f32
    %t = arith.addf %a, %e : f32
    scf.yield %t : f32
  }
  %read = "test.op_with_memread"() : () -> i32
  %q = arith.divsi %n, %read : i32
  scf.for %j = %c0 to %c4 step %c1 {
    %v = memref.load %x[%j] : memref<4xf32>
    %e = math.exp %v : f32
    %d = arith.divf %e, %r : f32
    memref.store %d, %y[%j] : memref<4xf32>
  }
  return %y, %read, %q : memref<4xf32>, i32, i32
}

// -----

// CHECK-LABEL: func.func @write_between(
// CHECK-COUNT-2: math.exp
// CHECK: return
func.func @write_between(%x: memref<4xf32>) -> memref<4xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %zero = arith.constant 0.0 : f32
  %y = memref.alloc() : memref<4xf32>
  %r = scf.for %j = %c0 to %c4 step %c1 iter_args(%a = %zero) -> (f32) {
    %v = memref.load %x[%j] : memref<4xf32>
    %e = math.exp %v : f32
    %t = arith.addf %a, %e : f32
    scf.yield %t : f32
  }
  "test.op_with_memwrite"() : () -> ()
  scf.for %j = %c0 to %c4 step %c1 {
    %v = memref.load %x[%j] : memref<4xf32>
    %e = math.exp %v : f32
    %d = arith.divf %e, %r : f32
    memref.store %d, %y[%j] : memref<4xf32>
  }
  return %y : memref<4xf32>
}
