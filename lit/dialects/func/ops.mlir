// RUN: xla-opt %s | xla-opt | FileCheck %s
// RUN: xla-opt %s -mlir-print-op-generic | xla-opt | FileCheck %s
// RUN: xla-opt %s -mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC
// RUN: xla-opt %s -mlir-print-debuginfo | FileCheck %s --check-prefix=LOC

// Custom syntax of the func dialect, as mlir-opt prints it.

// CHECK-LABEL: func.func private @decl(i32, f32) -> i32
// GENERIC-LABEL: "func.func"() <{function_type = (i32, f32) -> i32, sym_name = "decl", sym_visibility = "private"}> ({
// GENERIC-NEXT: }) : () -> ()
func.func private @decl(i32, f32) -> i32

// CHECK-LABEL: func.func private @decl_no_results()
// CHECK-NOT: ->
func.func private @decl_no_results() -> ()

// CHECK-LABEL: func.func private @decl_attrs(i32 {d.a}, f32) -> (i32 {d.r = 1 : i64}, f32)
// GENERIC-LABEL: "func.func"() <{arg_attrs = [{d.a}, {}], function_type = (i32, f32) -> (i32, f32), res_attrs = [{d.r = 1 : i64}, {}], sym_name = "decl_attrs", sym_visibility = "private"}> ({
func.func private @decl_attrs(i32 {d.a}, f32) -> (i32 {d.r = 1}, f32)

// CHECK-LABEL: func.func private @decl_fn_result() -> ((i32) -> i32)
func.func private @decl_fn_result() -> ((i32) -> i32)

// CHECK-LABEL: func.func nested @nested_visibility() {
func.func nested @nested_visibility() {
  return
}

// CHECK-LABEL: func.func public @public_visibility() {
func.func public @public_visibility() {
  return
}

// CHECK-LABEL: func.func @"quoted name"() {
func.func @"quoted name"() {
  return
}

// CHECK-LABEL: func.func @f(%arg0: i32 {d.attr}, %arg1: f32) -> (i32 {d.res}, f32) attributes {no_inline, x} {
// CHECK-NEXT:    return %arg0, %arg1 : i32, f32
// CHECK-NEXT:  }
// GENERIC-LABEL: "func.func"() <{arg_attrs = [{d.attr}, {}], function_type = (i32, f32) -> (i32, f32), no_inline, res_attrs = [{d.res}, {}], sym_name = "f"}> ({
// GENERIC-NEXT:  ^bb0(%[[A:.*]]: i32, %[[B:.*]]: f32):
// GENERIC-NEXT:    "func.return"(%[[A]], %[[B]]) : (i32, f32) -> ()
// GENERIC-NEXT:  }) {x} : () -> ()
func.func @f(%a: i32 {d.attr}, %b: f32) -> (i32 {d.res}, f32) attributes {x, no_inline} {
  return %a, %b : i32, f32
}

// CHECK-LABEL: func.func @single_result(%arg0: i32) -> i32 {
// CHECK-NEXT:    return %arg0 : i32
func.func @single_result(%a: i32) -> (i32) {
  func.return %a : i32
}

// CHECK-LABEL: func.func @fn_result(%arg0: (i32) -> i32) -> ((i32) -> i32) {
// CHECK-NEXT:    return %arg0 : (i32) -> i32
func.func @fn_result(%f: (i32) -> i32) -> ((i32) -> i32) {
  return %f : (i32) -> i32
}

// CHECK-LABEL: func.func @return_attrs() {
// CHECK-NEXT:    return {d.z}
func.func @return_attrs() {
  return {d.z}
}

// CHECK-LABEL: func.func @multi_block(%arg0: i32) -> i32 {
// CHECK-NEXT:    return %arg0 : i32
// CHECK-NEXT:  ^bb1(%0: i32):
// CHECK-NEXT:    return %0 : i32
// CHECK-NEXT:  }
func.func @multi_block(%a: i32) -> i32 {
  return %a : i32
^bb1(%b: i32):
  return %b : i32
}

// CHECK-LABEL: func.func @calls(%arg0: i32, %arg1: f32) -> i32 {
// CHECK-NEXT:    %0 = call @decl(%arg0, %arg1) : (i32, f32) -> i32
// CHECK-NEXT:    %1:2 = call @f(%arg0, %arg1) : (i32, f32) -> (i32, f32)
// CHECK-NEXT:    %2 = call @decl(%arg0, %arg1) {foo = 1 : i64, no_inline} : (i32, f32) -> i32
// CHECK-NEXT:    call @nested_visibility() : () -> ()
// CHECK-NEXT:    %3 = call @decl(%arg0, %arg1) {arg_attrs = [{d.a}, {}], res_attrs = [{}]} : (i32, f32) -> i32
// CHECK-NEXT:    return %0 : i32
// GENERIC-LABEL: sym_name = "calls"
// GENERIC-NEXT:  ^bb0(%[[A:.*]]: i32, %[[B:.*]]: f32):
// GENERIC-NEXT:    "func.call"(%[[A]], %[[B]]) <{callee = @decl}> : (i32, f32) -> i32
// GENERIC-NEXT:    "func.call"(%[[A]], %[[B]]) <{callee = @f}> : (i32, f32) -> (i32, f32)
// GENERIC-NEXT:    "func.call"(%[[A]], %[[B]]) <{callee = @decl, no_inline}> {foo = 1 : i64} : (i32, f32) -> i32
// GENERIC-NEXT:    "func.call"() <{callee = @nested_visibility}> : () -> ()
// GENERIC-NEXT:    "func.call"(%[[A]], %[[B]]) <{arg_attrs = [{d.a}, {}], callee = @decl, res_attrs = [{}]}> : (i32, f32) -> i32
func.func @calls(%a: i32, %b: f32) -> i32 {
  %0 = func.call @decl(%a, %b) : (i32, f32) -> i32
  %1:2 = call @f(%a, %b) : (i32, f32) -> (i32, f32)
  %2 = call @decl(%a, %b) {no_inline, foo = 1} : (i32, f32) -> i32
  call @nested_visibility() : () -> ()
  %3 = "func.call"(%a, %b) <{callee = @decl, arg_attrs = [{d.a}, {}], res_attrs = [{}]}> : (i32, f32) -> i32
  return %0 : i32
}

// CHECK-LABEL: func.func @indirect(%arg0: i32, %arg1: f32) -> i32 {
// CHECK-NEXT:    %f = constant @decl : (i32, f32) -> i32
// CHECK-NEXT:    %f_0 = constant {d.c} @decl : (i32, f32) -> i32
// CHECK-NEXT:    %0 = call_indirect %f(%arg0, %arg1) : (i32, f32) -> i32
// CHECK-NEXT:    %1 = call_indirect %f_0(%arg0, %arg1) {d.x} : (i32, f32) -> i32
// CHECK-NEXT:    %f_1 = constant @f : (i32, f32) -> (i32, f32)
// CHECK-NEXT:    %2:2 = call_indirect %f_1(%arg0, %arg1) : (i32, f32) -> (i32, f32)
// CHECK-NEXT:    return %0 : i32
// GENERIC-LABEL: sym_name = "indirect"
// GENERIC-NEXT:  ^bb0(%[[A:.*]]: i32, %[[B:.*]]: f32):
// GENERIC-NEXT:    %[[C:.*]] = "func.constant"() <{value = @decl}> : () -> ((i32, f32) -> i32)
// GENERIC-NEXT:    %[[D:.*]] = "func.constant"() <{value = @decl}> {d.c} : () -> ((i32, f32) -> i32)
// GENERIC-NEXT:    "func.call_indirect"(%[[C]], %[[A]], %[[B]]) : ((i32, f32) -> i32, i32, f32) -> i32
// GENERIC-NEXT:    "func.call_indirect"(%[[D]], %[[A]], %[[B]]) {d.x} : ((i32, f32) -> i32, i32, f32) -> i32
func.func @indirect(%a: i32, %b: f32) -> i32 {
  %fn = func.constant @decl : (i32, f32) -> i32
  %fn2 = "func.constant"() {value = @decl, d.c} : () -> ((i32, f32) -> i32)
  %0 = func.call_indirect %fn(%a, %b) : (i32, f32) -> i32
  %1 = call_indirect %fn2(%a, %b) {d.x} : (i32, f32) -> i32
  %fn3 = constant @f : (i32, f32) -> (i32, f32)
  %2:2 = call_indirect %fn3(%a, %b) : (i32, f32) -> (i32, f32)
  return %0 : i32
}

// Entry block arguments keep their source locations.
// LOC-LABEL: func.func @locs(
// LOC-SAME: %arg0: i32 loc("args.mlir":1:2)
// LOC-SAME: %arg1: f32 {d.a} loc("args.mlir":3:4)
func.func @locs(%a: i32 loc("args.mlir":1:2), %b: f32 {d.a} loc("args.mlir":3:4)) {
  return
}
