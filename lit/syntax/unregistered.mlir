// RUN: xla-opt %s -split-input-file -verify-diagnostics
// RUN: mlir-opt %s -split-input-file -verify-diagnostics
// RUN: xla-opt %s -split-input-file --allow-unregistered-dialect | FileCheck %s

// Unregistered ops are rejected unless --allow-unregistered-dialect is given.

// CHECK: "unknown.op"() : () -> ()
func.func @f() {
  // expected-error @+1 {{operation being parsed with an unregistered dialect}}
  "unknown.op"() : () -> ()
  return
}

// -----

// CHECK: "other.op"() {a = 1 : i32} : () -> i1
// expected-error @+1 {{operation being parsed with an unregistered dialect}}
%0 = "other.op"() {a = 1 : i32} : () -> i1
