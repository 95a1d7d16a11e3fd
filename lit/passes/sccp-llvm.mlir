// RUN: xla-opt %s -split-input-file --sccp | FileCheck %s
// Same output as upstream:
// RUN: xla-opt %s -split-input-file --sccp > %t.ours
// RUN: mlir-opt %s -split-input-file --sccp > %t.theirs
// RUN: diff %t.ours %t.theirs

// sccp reaches llvm.func through CallableOpInterface and follows llvm branches through
// BranchOpInterface; as upstream, llvm.cond_br does not name the successor a constant
// condition takes, so both are executable and only what flows along all edges folds.
// CHECK-LABEL: llvm.func @cond_br_constant
// CHECK: %[[TRUE:.*]] = llvm.mlir.constant(true) : i1
// CHECK: %[[ONE:.*]] = llvm.mlir.constant(1 : i32) : i32
// CHECK: llvm.cond_br %[[TRUE]], ^bb1(%[[ONE]] : i32), ^bb2(%arg0 : i32)
// CHECK: ^bb1(%{{.*}}: i32):
// CHECK-NEXT: llvm.br ^bb3(%[[ONE]] : i32)
llvm.func @cond_br_constant(%arg0: i32) -> i32 {
  %c1 = llvm.mlir.constant(1 : i32) : i32
  %true = llvm.mlir.constant(true) : i1
  llvm.cond_br %true, ^bb1(%c1 : i32), ^bb2(%arg0 : i32)
^bb1(%a: i32):
  llvm.br ^bb3(%a : i32)
^bb2(%b: i32):
  llvm.br ^bb3(%b : i32)
^bb3(%r: i32):
  llvm.return %r : i32
}

// -----

// CHECK-LABEL: llvm.func @switch_constant
// CHECK: %[[SEVEN:.*]] = llvm.mlir.constant(7 : i32) : i32
// CHECK: ^bb2(%{{.*}}: i32):
// CHECK-NEXT: llvm.return %[[SEVEN]] : i32
llvm.func @switch_constant(%arg0: i32) -> i32 {
  %c2 = llvm.mlir.constant(2 : i32) : i32
  %c7 = llvm.mlir.constant(7 : i32) : i32
  llvm.switch %c2 : i32, ^bb1(%arg0 : i32) [
    1: ^bb1(%arg0 : i32),
    2: ^bb2(%c7 : i32)
  ]
^bb1(%a: i32):
  llvm.return %a : i32
^bb2(%b: i32):
  llvm.return %b : i32
}

// -----

// Constants flow through llvm.call into a private llvm.func whose only uses are calls, and
// back out through its llvm.return.
// CHECK-LABEL: llvm.func @callee
// CHECK: %[[C:.*]] = llvm.mlir.constant(5 : i32) : i32
// CHECK-NEXT: llvm.return %[[C]] : i32
// CHECK-LABEL: llvm.func @caller
// CHECK: %[[R:.*]] = llvm.mlir.constant(5 : i32) : i32
// CHECK: llvm.return %[[R]] : i32
llvm.func @callee(%a: i32) -> i32 attributes {sym_visibility = "private"} {
  llvm.return %a : i32
}
llvm.func @caller() -> i32 {
  %c5 = llvm.mlir.constant(5 : i32) : i32
  %r = llvm.call @callee(%c5) : (i32) -> i32
  llvm.return %r : i32
}
