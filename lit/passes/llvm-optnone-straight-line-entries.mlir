// RUN: xla-opt %s -split-input-file --llvm-optnone-straight-line-entries | FileCheck %s
// RUN: xla-opt %s -split-input-file --llvm-optnone-straight-line-entries | mlir-opt -split-input-file > /dev/null
// Upstream translates the marks to LLVM function attributes:
// RUN: xla-opt %s -split-input-file --llvm-optnone-straight-line-entries --mlir-print-op-generic | mlir-translate -split-input-file --mlir-to-llvmir | FileCheck %s --check-prefix=IR
// RUN: not xla-opt %s --pass-pipeline='builtin.module(llvm-optnone-straight-line-entries{x=1})' 2>&1 | FileCheck %s --check-prefix=BADOPT
// RUN: not xla-opt %s --pass-pipeline='builtin.module(func.func(llvm-optnone-straight-line-entries))' 2>&1 | FileCheck %s --check-prefix=NESTED

// An entry of one block that nothing calls is marked; the function it calls keeps its
// optimization (and its existing mark, not duplicated).
// CHECK-LABEL: llvm.func @callee(%arg0: i64) -> i64 attributes {passthrough = ["noinline"]} {
// CHECK-LABEL: llvm.func @main(%arg0: i64) -> i64 attributes {passthrough = ["noinline", "optnone"]} {
// IR: define i64 @callee(i64 %0) #[[CALLEE:[0-9]+]]
// IR: define i64 @main(i64 %0) #[[MAIN:[0-9]+]]
// IR-DAG: attributes #[[CALLEE]] = { noinline }
// IR-DAG: attributes #[[MAIN]] = { noinline optnone }
module {
  llvm.func @callee(%arg0: i64) -> i64 attributes {passthrough = ["noinline"]} {
    llvm.return %arg0 : i64
  }
  llvm.func @main(%arg0: i64) -> i64 {
    %0 = llvm.call @callee(%arg0) : (i64) -> i64
    llvm.return %0 : i64
  }
}

// -----

// An entry with a loop (more than one block) keeps its optimization.
// CHECK-LABEL: llvm.func @loop(%arg0: i64) -> i64 {
// IR: define i64 @loop(i64 %0) {
module {
  llvm.func @loop(%arg0: i64) -> i64 {
    %0 = llvm.mlir.constant(0 : i64) : i64
    %1 = llvm.mlir.constant(1 : i64) : i64
    llvm.br ^bb1(%0 : i64)
  ^bb1(%2: i64):
    %3 = llvm.add %2, %1 : i64
    %4 = llvm.icmp "slt" %3, %arg0 : i64
    llvm.cond_br %4, ^bb1(%3 : i64), ^bb2
  ^bb2:
    llvm.return %3 : i64
  }
}

// -----

// A function whose address is taken (a parallel loop body the runtime calls) keeps its
// optimization; so does a declaration. An existing `optnone` is not repeated.
// CHECK-LABEL: llvm.func @body(%arg0: !llvm.ptr) {
// CHECK-LABEL: llvm.func @run(!llvm.ptr){{$}}
// CHECK-LABEL: llvm.func @entry() attributes {passthrough = ["optnone", "noinline"]} {
module {
  llvm.func @body(%arg0: !llvm.ptr) {
    llvm.return
  }
  llvm.func @run(!llvm.ptr)
  llvm.func @entry() attributes {passthrough = ["optnone"]} {
    %0 = llvm.mlir.addressof @body : !llvm.ptr
    llvm.call @run(%0) : (!llvm.ptr) -> ()
    llvm.return
  }
}

// BADOPT: error: failed to add `llvm-optnone-straight-line-entries` with options `x=1`: no such option 'x'
// NESTED: error: Can't add pass 'LLVMOptnoneStraightLineEntries' restricted to 'builtin.module' on a PassManager intended to run on 'func.func', did you intend to nest?
