// RUN: xla-opt %s --allow-unregistered-dialect --symbol-dce | FileCheck %s
// RUN: %if mlir-opt %{ mlir-opt %s --allow-unregistered-dialect --symbol-dce | FileCheck %s %}
// CHECK lines are mlir-opt's output (the whole module): unreferenced private and nested
// symbols go, even when only dead symbols refer to them; references inside attributes
// keep symbols alive.
// CHECK-LABEL: module {
// CHECK-NEXT: func.func private @used_by_public(%arg0: i32) -> i32 {
// CHECK-NEXT: %0 = call @used_transitively(%arg0) : (i32) -> i32
// CHECK-NEXT: return %0 : i32
// CHECK-NEXT: }
// CHECK-NEXT: func.func private @used_transitively(%arg0: i32) -> i32 {
// CHECK-NEXT: return %arg0 : i32
// CHECK-NEXT: }
// CHECK-NEXT: func.func private @referenced_in_attr()
// CHECK-NEXT: func.func @public(%arg0: i32) -> i32 {
// CHECK-NEXT: %0 = call @used_by_public(%arg0) : (i32) -> i32
// CHECK-NEXT: "other.op"() {ref = [@referenced_in_attr]} : () -> ()
// CHECK-NEXT: return %0 : i32
// CHECK-NEXT: }
// CHECK-NEXT: }
func.func private @unused(%a: i32) -> i32 {
  return %a : i32
}
func.func private @used_by_public(%a: i32) -> i32 {
  %0 = func.call @used_transitively(%a) : (i32) -> i32
  return %0 : i32
}
func.func private @used_transitively(%a: i32) -> i32 {
  return %a : i32
}
func.func private @only_used_by_dead(%a: i32) -> i32 {
  return %a : i32
}
func.func private @dead_caller(%a: i32) -> i32 {
  %0 = func.call @only_used_by_dead(%a) : (i32) -> i32
  return %0 : i32
}
func.func private @referenced_in_attr()
func.func private @declaration_unused()
func.func @public(%a: i32) -> i32 {
  %0 = func.call @used_by_public(%a) : (i32) -> i32
  "other.op"() {ref = [@referenced_in_attr]} : () -> ()
  return %0 : i32
}
func.func nested @nested_visibility_goes()
