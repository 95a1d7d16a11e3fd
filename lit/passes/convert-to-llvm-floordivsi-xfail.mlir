// XFAIL: *
// Bug (--convert-to-llvm; found by tests/jax_fresh: conv_grouped, whose grouped convolution
// lowering indexes with arith.floordivsi on index): arith.floordivsi (and its ceildiv
// siblings) are neither lowered nor reported; on index operands --lower-to-llvm then fails at
// a leftover unrealized_conversion_cast ("a type conversion that no lowering resolved
// remains"), on i32 the op silently stays in the llvm-level module. Expected: expanded to
// llvm.sdiv / llvm.srem / llvm.icmp / llvm.select as upstream's arith-expand +
// arith-to-llvm do.
// RUN: xla-opt %s --convert-to-llvm --reconcile-unrealized-casts | FileCheck %s

// CHECK: llvm.func @main
// CHECK-NOT: arith.floordivsi
// CHECK-NOT: unrealized_conversion_cast
// CHECK: llvm.sdiv
func.func @main(%a: index, %b: index, %c: i32, %d: i32) -> (index, i32) {
  %0 = arith.floordivsi %a, %b : index
  %1 = arith.floordivsi %c, %d : i32
  return %0, %1 : index, i32
}
