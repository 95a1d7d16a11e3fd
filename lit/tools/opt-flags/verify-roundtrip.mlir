// --verify-roundtrip: the parsed module, printed in generic form with locations, parses back
// to the same module (compared in generic form) before the pipeline runs.
// RUN: xla-opt %s --verify-roundtrip --canonicalize | FileCheck %s
// RUN: xla-opt %s --verify-roundtrip --split-input-file | FileCheck %s --check-prefix=SPLIT
// RUN: not xla-opt %s --verify-roundtrip=sometimes 2>&1 | FileCheck %s --check-prefix=BAD

// CHECK-LABEL: func.func @f(
// CHECK: arith.muli
// CHECK-LABEL: func.func @loops(
// CHECK: scf.for

// SPLIT: func.func @f(
// SPLIT: // -----
// SPLIT: func.func @loops(

// BAD: 'sometimes' is invalid value for boolean argument! Try 0 or 1

func.func @f(%a: i32, %t: tensor<4xf32>) -> (i32, tensor<4xf32>) {
  %0 = arith.addi %a, %a : i32
  %1 = arith.muli %0, %a : i32
  %2 = hlo.add %t, %t : tensor<4xf32>
  return %1, %2 : i32, tensor<4xf32>
}

// -----

func.func @loops(%m: memref<8xf32>, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %n step %c1 {
    %v = memref.load %m[%i] : memref<8xf32>
    %w = arith.addf %v, %v : f32
    memref.store %w, %m[%i] : memref<8xf32>
  }
  return
}
