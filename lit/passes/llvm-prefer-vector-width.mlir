// RUN: xla-opt %s -split-input-file --pass-pipeline='builtin.module(llvm-prefer-vector-width{bits=512})' | FileCheck %s
// RUN: xla-opt %s -split-input-file --pass-pipeline='builtin.module(llvm-prefer-vector-width{bits=256})' | FileCheck %s --check-prefix=W256
// RUN: xla-opt %s -split-input-file --pass-pipeline='builtin.module(llvm-prefer-vector-width{bits=512})' | mlir-opt -split-input-file > /dev/null
// Upstream translates the pair to LLVM's string function attribute:
// RUN: xla-opt %s -split-input-file --pass-pipeline='builtin.module(llvm-prefer-vector-width{bits=512})' --mlir-print-op-generic | mlir-translate -split-input-file --mlir-to-llvmir | FileCheck %s --check-prefix=IR
// RUN: not xla-opt %s --pass-pipeline='builtin.module(llvm-prefer-vector-width{bits=384})' 2>&1 | FileCheck %s --check-prefix=BADBITS
// RUN: not xla-opt %s --pass-pipeline='builtin.module(llvm-prefer-vector-width{x=1})' 2>&1 | FileCheck %s --check-prefix=BADOPT
// The host's width (bits=0, the default) is one of the three:
// RUN: xla-opt %s -split-input-file --llvm-prefer-vector-width | FileCheck %s --check-prefix=HOST

// Definitions get the pair after their existing marks; a declaration has nothing to
// vectorize and is left alone.
// CHECK-LABEL: llvm.func @callee(%arg0: i64) -> i64 attributes {passthrough = ["noinline", ["prefer-vector-width", "512"]]} {
// CHECK: llvm.func @external(i64) -> i64{{$}}
// CHECK-LABEL: llvm.func @main(%arg0: i64) -> i64 attributes {passthrough = {{\[}}["prefer-vector-width", "512"]]} {
// W256: passthrough = ["noinline", ["prefer-vector-width", "256"]]
// HOST: passthrough = ["noinline", ["prefer-vector-width", "{{512|256|128}}"]]
// IR: define i64 @callee(i64 %0) #[[CALLEE:[0-9]+]]
// IR: define i64 @main(i64 %0) #[[MAIN:[0-9]+]]
// IR-DAG: attributes #[[CALLEE]] = { noinline "prefer-vector-width"="512" }
// IR-DAG: attributes #[[MAIN]] = { "prefer-vector-width"="512" }
module {
  llvm.func @callee(%arg0: i64) -> i64 attributes {passthrough = ["noinline"]} {
    llvm.return %arg0 : i64
  }
  llvm.func @external(i64) -> i64
  llvm.func @main(%arg0: i64) -> i64 {
    %0 = llvm.call @callee(%arg0) : (i64) -> i64
    %1 = llvm.call @external(%0) : (i64) -> i64
    llvm.return %1 : i64
  }
}

// -----

// A width given already (by a user or an earlier run) is kept.
// CHECK-LABEL: llvm.func @given() attributes {passthrough = {{\[}}["prefer-vector-width", "128"]]} {
// W256-LABEL: llvm.func @given() attributes {passthrough = {{\[}}["prefer-vector-width", "128"]]} {
module {
  llvm.func @given() attributes {passthrough = [["prefer-vector-width", "128"]]} {
    llvm.return
  }
}

// BADBITS: unsupported bits '384': 512, 256, 128 or 0 (the host's)
// BADOPT: no such option 'x'
