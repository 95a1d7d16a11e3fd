// RUN: xla-opt %s -split-input-file --allow-unregistered-dialect --reconcile-unrealized-casts | FileCheck %s
// RUN: xla-opt %s -split-input-file --allow-unregistered-dialect --reconcile-unrealized-casts | mlir-opt -split-input-file --allow-unregistered-dialect > /dev/null
// Same output as upstream on every chunk:
// RUN: xla-opt %s -split-input-file --allow-unregistered-dialect --reconcile-unrealized-casts > %t.ours
// RUN: mlir-opt %s -split-input-file --allow-unregistered-dialect --reconcile-unrealized-casts > %t.theirs
// RUN: diff %t.ours %t.theirs

// A cast that still changes a type stays (no error, as upstream).
// CHECK-LABEL: func.func @live_single(%arg0: i64) -> i32 {
// CHECK-NEXT:    %0 = builtin.unrealized_conversion_cast %arg0 : i64 to i32
// CHECK-NEXT:    return %0 : i32
func.func @live_single(%arg0: i64) -> i32 {
  %0 = builtin.unrealized_conversion_cast %arg0 : i64 to i32
  return %0 : i32
}

// -----

// A round trip through several types folds away; a shorter one from the same source too.
// CHECK-LABEL: func.func @chain(%arg0: i64) -> i64 {
// CHECK-NEXT:    %0 = arith.addi %arg0, %arg0 : i64
// CHECK-NEXT:    return %0 : i64
func.func @chain(%arg0: i64) -> i64 {
  %0 = builtin.unrealized_conversion_cast %arg0 : i64 to i32
  %1 = builtin.unrealized_conversion_cast %0 : i32 to i16
  %2 = builtin.unrealized_conversion_cast %1 : i16 to i64
  %3 = builtin.unrealized_conversion_cast %0 : i32 to i64
  %4 = arith.addi %2, %3 : i64
  return %4 : i64
}

// -----

// Unused casts (and casts only they used) are erased.
// CHECK-LABEL: func.func @dead(%arg0: i64) -> i64 {
// CHECK-NEXT:    return %arg0 : i64
func.func @dead(%arg0: i64) -> i64 {
  %0 = builtin.unrealized_conversion_cast %arg0 : i64 to i32
  %1 = builtin.unrealized_conversion_cast %0 : i32 to i16
  return %arg0 : i64
}

// -----

// Multi-value casts fold when the whole group round-trips.
// CHECK-LABEL: func.func @multi(%arg0: i64, %arg1: i32) -> (i64, i32) {
// CHECK-NEXT:    return %arg0, %arg1 : i64, i32
func.func @multi(%arg0: i64, %arg1: i32) -> (i64, i32) {
  %0:2 = builtin.unrealized_conversion_cast %arg0, %arg1 : i64, i32 to i16, i8
  %1:2 = builtin.unrealized_conversion_cast %0#0, %0#1 : i16, i8 to i64, i32
  return %1#0, %1#1 : i64, i32
}

// -----

// A 1:N then N:1 pair folds; a live chain that does not round-trip keeps every link.
// CHECK-LABEL: func.func @one_to_n(%arg0: i64) -> (i64, f32) {
// CHECK-NEXT:    %0 = builtin.unrealized_conversion_cast %arg0 : i64 to i32
// CHECK-NEXT:    %1 = builtin.unrealized_conversion_cast %0 : i32 to f32
// CHECK-NEXT:    return %arg0, %1 : i64, f32
func.func @one_to_n(%arg0: i64) -> (i64, f32) {
  %0:2 = builtin.unrealized_conversion_cast %arg0 : i64 to i32, i32
  %1 = builtin.unrealized_conversion_cast %0#0, %0#1 : i32, i32 to i64
  %2 = builtin.unrealized_conversion_cast %arg0 : i64 to i32
  %3 = builtin.unrealized_conversion_cast %2 : i32 to f32
  return %1, %3 : i64, f32
}

// -----

// Casts in nested regions and nested functions are reconciled too.
// CHECK-LABEL: func.func @nested(%arg0: i64, %arg1: i1) -> i64 {
// CHECK-NOT:     unrealized_conversion_cast
// CHECK:         return
module {
  func.func @nested(%arg0: i64, %arg1: i1) -> i64 {
    %0 = builtin.unrealized_conversion_cast %arg0 : i64 to i32
    %r = "x.region"(%arg1) ({
      %1 = builtin.unrealized_conversion_cast %0 : i32 to i64
      "x.yield"(%1) : (i64) -> ()
    }) : (i1) -> i64
    return %r : i64
  }
}
