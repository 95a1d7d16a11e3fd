// RUN: xla-opt %s | xla-opt | FileCheck %s
// RUN: xla-opt %s --mlir-print-op-generic | xla-opt | FileCheck %s
// RUN: xla-opt %s | mlir-opt | FileCheck %s

// Every cf op of MLIR 22 in its custom syntax, as mlir-opt prints it (the cf ops of
// scf/ops.mlir's @g too: weights, cases with operands).

// CHECK-LABEL: func.func @cf_ops(%arg0: i1, %arg1: i32, %arg2: f32) {
// CHECK-NEXT: cf.cond_br %arg0, ^bb1(%arg1, %arg2 : i32, f32), ^bb2
// CHECK-NEXT: ^bb1(%0: i32, %1: f32):  // pred: ^bb0
// CHECK-NEXT: cf.switch %0 : i32, [
// CHECK-NEXT: default: ^bb2]
// CHECK-NEXT: ^bb2:  // 2 preds: ^bb0, ^bb1
// CHECK-NEXT: cf.switch %arg1 : i32, [
// CHECK-NEXT: default: ^bb3(%arg1 : i32)] {foo}
// CHECK-NEXT: ^bb3(%2: i32):  // pred: ^bb2
// CHECK-NEXT: cf.assert %arg0, "a\22b" {bar}
// CHECK-NEXT: cf.br ^bb4 {baz}
// CHECK-NEXT: ^bb4:  // pred: ^bb3
// CHECK-NEXT: return
// CHECK-NEXT: }

func.func @cf_ops(%c: i1, %x: i32, %y: f32) {
  cf.cond_br %c, ^bb1(%x, %y : i32, f32), ^bb2
^bb1(%a: i32, %b: f32):
  cf.switch %a : i32, [
    default: ^bb2
  ]
^bb2:
  cf.switch %x : i32, [
    default: ^bb3(%x : i32)
  ] {foo}
^bb3(%z: i32):
  cf.assert %c, "a\"b" {bar}
  cf.br ^bb4 {baz}
^bb4:
  return
}

// Case values print unsigned in the flag's width, as mlir-opt (-2 : i32 is 4294967294);
// both spellings parse. (An i64 case below zero prints above i64's maximum, which neither
// mlir-opt nor we parse back: "integer value too large".)
// CHECK-LABEL: func.func @switch_case_values(
// CHECK-NEXT: cf.switch %arg0 : i32, [
// CHECK-NEXT: default: ^bb1,
// CHECK-NEXT: 4294967294: ^bb1,
// CHECK-NEXT: 4294967293: ^bb1,
// CHECK-NEXT: 7: ^bb1
// CHECK-NEXT: ]
// CHECK-NEXT: ^bb1:
// CHECK-NEXT: cf.switch %arg1 : i8, [
// CHECK-NEXT: default: ^bb2,
// CHECK-NEXT: 255: ^bb2
// CHECK-NEXT: ]
func.func @switch_case_values(%f: i32, %g: i8, %h: i64) {
  cf.switch %f : i32, [
    default: ^bb1,
    -2: ^bb1,
    4294967293: ^bb1,
    7: ^bb1
  ]
^bb1:
  cf.switch %g : i8, [
    default: ^bb2,
    -1: ^bb2
  ]
^bb2:
  return
}
