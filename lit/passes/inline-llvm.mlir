// RUN: xla-opt %s --inline | FileCheck %s
// Same output as upstream:
// RUN: xla-opt %s --inline > %t.ours
// RUN: mlir-opt %s --inline > %t.theirs
// RUN: diff %t.ours %t.theirs

// The inliner finds llvm.call (CallOpInterface) and llvm.func (CallableOpInterface): a
// single-block callee replaces the call, a multi-block one has its llvm.return turned into
// the llvm.br its CallableOpInterface builds; the private callee left unused is erased.
// CHECK-NOT: @add_one
// CHECK-LABEL: llvm.func @caller
// CHECK-NOT: llvm.call
// CHECK: %[[SUM:.*]] = llvm.add %arg0, %{{.*}} : i32
// CHECK: llvm.cond_br %{{.*}}, ^bb1, ^bb2
// CHECK: llvm.br ^bb3(%{{.*}} : i32)
// CHECK: llvm.br ^bb3(%[[SUM]] : i32)
// CHECK: ^bb3(%[[R:.*]]: i32):
// CHECK-NEXT: llvm.return %[[R]] : i32
llvm.func @add_one(%a: i32) -> i32 attributes {sym_visibility = "private"} {
  %c1 = llvm.mlir.constant(1 : i32) : i32
  %r = llvm.add %a, %c1 : i32
  llvm.return %r : i32
}
llvm.func @abs(%a: i32) -> i32 {
  %c0 = llvm.mlir.constant(0 : i32) : i32
  %neg = llvm.icmp "slt" %a, %c0 : i32
  llvm.cond_br %neg, ^bb1, ^bb2
^bb1:
  %n = llvm.sub %c0, %a : i32
  llvm.return %n : i32
^bb2:
  llvm.return %a : i32
}
llvm.func @caller(%x: i32) -> i32 {
  %0 = llvm.call @add_one(%x) : (i32) -> i32
  %1 = llvm.call @abs(%0) : (i32) -> i32
  llvm.return %1 : i32
}
