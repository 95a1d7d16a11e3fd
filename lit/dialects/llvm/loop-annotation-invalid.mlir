// RUN: xla-opt %s -split-input-file -verify-diagnostics

llvm.func @f() {
  // expected-error @+1 {{duplicate or unknown struct parameter name: bogus}}
  llvm.br ^bb1 {loop_annotation = #llvm.loop_annotation<bogus = true>}
^bb1:
  llvm.return
}

// -----

llvm.func @f() {
  // expected-error @+1 {{duplicate or unknown struct parameter name: mustProgress}}
  llvm.br ^bb1 {loop_annotation = #llvm.loop_annotation<mustProgress = true, mustProgress = false>}
^bb1:
  llvm.return
}

// -----

llvm.func @f() {
  // expected-error @+1 {{invalid kind of attribute specified (expected #llvm.loop_interleave)}}
  llvm.br ^bb1 {loop_annotation = #llvm.loop_annotation<interleave = #llvm.loop_unroll<count = 2 : i32>>}
^bb1:
  llvm.return
}

// -----

llvm.func @f() {
  // expected-error @+1 {{expected an i32 integer (`4 : i32`)}}
  llvm.br ^bb1 {loop_annotation = #llvm.loop_annotation<interleave = #llvm.loop_interleave<count = 4>>}
^bb1:
  llvm.return
}

// -----

llvm.func @f() {
  // expected-error @+1 {{expected 'true' or 'false'}}
  llvm.br ^bb1 {loop_annotation = #llvm.loop_annotation<mustProgress = 1>}
^bb1:
  llvm.return
}
