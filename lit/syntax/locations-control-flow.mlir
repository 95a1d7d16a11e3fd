// Location aliases as mlir-opt 22 prints them, byte for byte, in the custom and generic forms:
// nested regions, block arguments of entry and other blocks, an affine map inside a location.
// RUN: cd %S && xla-opt locations-control-flow.mlir --mlir-print-debuginfo > %t.ours
// RUN: cd %S && mlir-opt locations-control-flow.mlir --mlir-print-debuginfo > %t.theirs
// RUN: diff %t.ours %t.theirs
// RUN: cd %S && xla-opt locations-control-flow.mlir --mlir-print-debuginfo --mlir-print-op-generic > %t.ours-generic
// RUN: cd %S && mlir-opt locations-control-flow.mlir --mlir-print-debuginfo --mlir-print-op-generic > %t.theirs-generic
// RUN: diff %t.ours-generic %t.theirs-generic
// RUN: xla-opt %t.ours --mlir-print-debuginfo | diff - %t.ours
// RUN: FileCheck %s < %t.ours

// CHECK: #loc1 = loc("arg":1:1)
// CHECK: #loc8 = loc("bbarg":9:9)
// CHECK-NEXT: #map = affine_map<(d0) -> (d0 + 1)>
// CHECK-NEXT: module attributes {foo.bar = #map} {
// CHECK: ^bb1(%1: i32 loc("bbarg":9:9)):
// CHECK: #loc10 = loc(fused<#map>[#loc3])
// CHECK-NEXT: #loc11 = loc(callsite(#loc7 at #loc1))

#map = affine_map<(d0) -> (d0 + 1)>
module attributes {foo.bar = #map} {
  func.func @g(%a: i32 loc("arg":1:1), %n: index) -> i32 {
    %c0 = arith.constant 0 : index loc(fused<#map>["m":1:1])
    %c1 = arith.constant 1 : index
    %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %a) -> (i32) {
      %s = arith.addi %acc, %acc : i32 loc("in":5:5)
      scf.yield %s : i32 loc("in":5:5)
    } loc("for":4:4)
    cf.br ^bb1(%r : i32) loc(callsite("q" at "arg":1:1))
  ^bb1(%x: i32 loc("bbarg":9:9)):
    return %x : i32 loc(unknown)
  } loc(#loc)
} loc(#loc)
#loc = loc("mod":0:0)
