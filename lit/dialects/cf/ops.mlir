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
