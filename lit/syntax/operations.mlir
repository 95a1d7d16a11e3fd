// RUN: xla-opt %s --allow-unregistered-dialect | FileCheck %s
// RUN: xla-opt %s --allow-unregistered-dialect | xla-opt --allow-unregistered-dialect | FileCheck %s
// RUN: xla-opt %s --allow-unregistered-dialect --mlir-print-op-generic | xla-opt --allow-unregistered-dialect | FileCheck %s
// RUN: xla-opt %s --allow-unregistered-dialect | mlir-opt --allow-unregistered-dialect | FileCheck %s

// The CHECK lines are mlir-opt 22's output for this file.

// CHECK: module {
// CHECK-NEXT:   %0 = "foo.def"() : () -> i32
// CHECK-NEXT:   %1:2 = "foo.multi"(%0) : (i32) -> (i32, f32)
// CHECK-NEXT:   %2:3 = "foo.groups"(%1#0, %1#1) : (i32, f32) -> (i1, i32, i32)
// CHECK-NEXT:   "foo.props"() <{p = 1 : i32}> {a = 2 : i64} : () -> ()
// CHECK-NEXT:   "foo.regions"() ({
// CHECK-NEXT:     "foo.inner"() : () -> ()
// CHECK-NEXT:   }, {
// CHECK-NEXT:   ^bb0(%arg0: i32, %arg1: f32):
// CHECK-NEXT:     "foo.use"(%arg0) : (i32) -> ()
// CHECK-NEXT:   }, {
// CHECK-NEXT:   }) : () -> ()
// CHECK-NEXT:   "foo.cfg"() ({
// CHECK-NEXT:   ^bb0(%arg0: i32):
// CHECK-NEXT:     "foo.br"(%arg0)[^bb1] : (i32) -> ()
// CHECK-NEXT:   ^bb1(%4: i32):  // 2 preds: ^bb0, ^bb1
// CHECK-NEXT:     %5 = "foo.cond"(%4) : (i32) -> i1
// CHECK-NEXT:     "foo.cond_br"(%5)[^bb1, ^bb2] {operandSegmentSizes = array<i32: 1, 0, 0>} : (i1) -> ()
// CHECK-NEXT:   ^bb2:  // pred: ^bb1
// CHECK-NEXT:     "foo.return"() : () -> ()
// CHECK-NEXT:   }) : () -> ()
// CHECK-NEXT:   func.func @f(%arg0: i32 {foo.arg}, %arg1: f32) -> (i32 {foo.res}) attributes {foo.fn} {
// CHECK-NEXT:     %4 = "foo.op"(%arg0) : (i32) -> i32
// CHECK-NEXT:     return %4 : i32
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func private @decl(i32) -> i32
// CHECK-NEXT:   func.func nested @nested_vis() {
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @calls(%arg0: i32) -> i32 {
// CHECK-NEXT:     %4 = call @decl(%arg0) : (i32) -> i32
// CHECK-NEXT:     %f = constant @decl : (i32) -> i32
// CHECK-NEXT:     %5 = call_indirect %f(%4) : (i32) -> i32
// CHECK-NEXT:     return %5 : i32
// CHECK-NEXT:   }
// CHECK-NEXT:   module @named attributes {foo.m} {
// CHECK-NEXT:     "foo.in_named"() : () -> ()
// CHECK-NEXT:   }
// CHECK-NEXT:   "foo.graph_forward_use"(%3) : (i64) -> ()
// CHECK-NEXT:   %3 = "foo.def"() : () -> i64
// CHECK-NEXT: }

%0 = "foo.def"() : () -> i32
%1:2 = "foo.multi"(%0) : (i32) -> (i32, f32)
%2, %3:2 = "foo.groups"(%1#0, %1#1) : (i32, f32) -> (i1, i32, i32)
"foo.props"() <{p = 1 : i32}> {a = 2} : () -> ()
"foo.regions"() ({
  "foo.inner"() : () -> ()
}, {
^bb0(%arg0: i32, %arg1: f32):
  "foo.use"(%arg0) : (i32) -> ()
}, {
}) : () -> ()
"foo.cfg"() ({
^bb0(%a: i32):
  "foo.br"(%a)[^bb1] : (i32) -> ()
^bb1(%b: i32):
  %c = "foo.cond"(%b) : (i32) -> i1
  "foo.cond_br"(%c)[^bb1, ^bb2] {operandSegmentSizes = array<i32: 1, 0, 0>} : (i1) -> ()
^bb2:
  "foo.return"() : () -> ()
}) : () -> ()
func.func @f(%x: i32 {foo.arg}, %y: f32) -> (i32 {foo.res}) attributes {foo.fn} {
  %r = "foo.op"(%x) : (i32) -> i32
  return %r : i32
}
func.func private @decl(i32) -> i32
func.func nested @nested_vis() {
  return
}
func.func @calls(%a: i32) -> i32 {
  %c0 = call @decl(%a) : (i32) -> i32
  %f = constant @decl : (i32) -> i32
  %c1 = call_indirect %f(%c0) : (i32) -> i32
  return %c1 : i32
}
module @named attributes {foo.m} {
  "foo.in_named"() : () -> ()
}
"foo.graph_forward_use"(%later) : (i64) -> ()
%later = "foo.def"() : () -> i64
