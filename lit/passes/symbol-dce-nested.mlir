// RUN: xla-opt %s --allow-unregistered-dialect --symbol-dce | FileCheck %s
// RUN: xla-opt %s --allow-unregistered-dialect --symbol-dce > %t.ours
// RUN: mlir-opt %s --allow-unregistered-dialect --symbol-dce > %t.theirs
// RUN: diff %t.ours %t.theirs
// Nested symbol tables: a live nested table keeps its public symbols and what they use;
// private and nested-visibility symbols go at every level; a dead private table goes
// whole; `@a::@b` keeps both `@a` and `@b`.

// CHECK-LABEL: module {
// CHECK-NEXT:    module @inner {
// CHECK-NEXT:      func.func private @inner_live() {
// CHECK:           func.func @inner_pub() {
// CHECK-NOT:       inner_dead
// CHECK-NOT:       inner_nested
// CHECK:         module @used_mod attributes {sym_visibility = "private"} {
// CHECK-NEXT:      func.func @g() {
// CHECK-NOT:       @h
// CHECK:         func.func @main() {
// CHECK-NOT:     dead_mod
// CHECK-NOT:     anon_dead
// CHECK:           func.func @anon_pub() {
module {
  func.func nested @nested_unused() { return }
  func.func private @priv_unused() { return }
  func.func private @priv_used_by_inner() { return }
  module @inner {
    func.func private @inner_dead() { return }
    func.func private @inner_live() { return }
    func.func @inner_pub() {
      call @inner_live() : () -> ()
      return
    }
    func.func nested @inner_nested() { return }
  }
  module @dead_mod attributes {sym_visibility = "private"} {
    func.func @f() { return }
  }
  module @used_mod attributes {sym_visibility = "private"} {
    func.func @g() { return }
    func.func private @h() { return }
    func.func nested @k() { return }
  }
  func.func @main() {
    "x.use"() {ref = @used_mod::@g} : () -> ()
    return
  }
  module {
    func.func private @anon_dead() { return }
    func.func @anon_pub() { return }
  }
}
