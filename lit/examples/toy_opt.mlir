// toy-opt: the driver of xla-opt over builtin, func, arith and the toy dialect.
// REQUIRES: toy-opt
// RUN: toy-opt --canonicalize %s | FileCheck %s
// RUN: toy-opt %s | toy-opt --canonicalize --cse | FileCheck %s
// RUN: toy-opt --show-dialects | FileCheck %s --check-prefix=DIALECTS
// RUN: not toy-opt --lower-to-loops %s 2>&1 | FileCheck %s --check-prefix=NOPASS
// RUN: not toy-opt --split-input-file %S/Inputs/toy_hlo.mlir 2>&1 | FileCheck %s --check-prefix=NOHLO
// RUN: toy-opt --split-input-file --verify-diagnostics %S/Inputs/toy_invalid.mlir
// RUN: not toy-opt --bisect-results --canonicalize %s 2>&1 | FileCheck %s --check-prefix=NOBISECT
// RUN: toy-opt --version | FileCheck %s --check-prefix=VERSION

// DIALECTS: Available Dialects: arith,builtin,func,toy{{$}}
// NOPASS: unexpected argument '--lower-to-loops'
// NOHLO: error: operation being parsed with an unregistered dialect
// NOBISECT: error: --bisect-results: toy-opt has no interpreter to run modules with
// VERSION: toy-opt version

// A mix of a vector with itself folds to it, the unused sum is erased and the constants fold.
// CHECK-LABEL: func.func @paint(
// CHECK-SAME:      %[[X:.*]]: f32, %{{.*}}: f32) -> f32
// CHECK-NEXT:    %[[THREE:.*]] = arith.constant 3.000000e+00 : f32
// CHECK-NEXT:    %[[V:.*]] = toy.splat %[[X]] : f32 -> !toy.vec<4xf32>
// CHECK-NEXT:    %[[S:.*]] = toy.sum %[[V]] : !toy.vec<4xf32> -> f32
// CHECK-NEXT:    %[[R:.*]] = arith.mulf %[[S]], %[[THREE]] : f32
// CHECK-NEXT:    return %[[R]] : f32
func.func @paint(%x: f32, %y: f32) -> f32 {
  %a = toy.splat %x : f32 -> !toy.vec<4xf32>
  %m = toy.mix %a, %a color #toy.color<red> : !toy.vec<4xf32>
  %unused = toy.sum %a : !toy.vec<4xf32> -> f32
  %c1 = arith.constant 1.0 : f32
  %c2 = arith.constant 2.0 : f32
  %c3 = arith.addf %c1, %c2 : f32
  %s = toy.sum %m : !toy.vec<4xf32> -> f32
  %r = arith.mulf %s, %c3 : f32
  return %r : f32
}

// Mixing two different vectors stays.
// CHECK-LABEL: func.func @two(
// CHECK:         toy.mix %{{.*}}, %{{.*}} color #toy.color<blue> : !toy.vec<2xi32>
func.func @two(%x: i32, %y: i32) -> !toy.vec<2xi32> {
  %a = toy.splat %x : i32 -> !toy.vec<2xi32>
  %b = toy.splat %y : i32 -> !toy.vec<2xi32>
  %m = toy.mix %a, %b color #toy.color<blue> : !toy.vec<2xi32>
  return %m : !toy.vec<2xi32>
}
