// RUN: xla-opt %s --convert-to-llvm --reconcile-unrealized-casts | FileCheck %s
// RUN: %if mlir-opt %{ xla-opt %s --convert-to-llvm --reconcile-unrealized-casts | mlir-translate --mlir-to-llvmir > /dev/null %}

// arith.floordivsi on index (the grouped convolution lowering indexes with it; found by
// tests/jax_fresh: conv_grouped) and on iN is expanded as upstream's arith-expand does:
// q = a / b, moved down by one when inexact and the signs differ.

// CHECK-LABEL: llvm.func @main(
// CHECK-SAME: %[[A:.*]]: i64, %[[B:.*]]: i64, %[[C:.*]]: i32, %[[D:.*]]: i32)
// CHECK-NOT: arith.floordivsi
// CHECK-NOT: unrealized_conversion_cast
// CHECK: %[[Q:.*]] = llvm.sdiv %[[A]], %[[B]] : i64
// CHECK: %[[P:.*]] = llvm.mul %[[Q]], %[[B]] : i64
// CHECK: %[[INEXACT:.*]] = llvm.icmp "ne" %[[A]], %[[P]] : i64
// CHECK: llvm.icmp "slt" %[[A]]
// CHECK: llvm.icmp "slt" %[[B]]
// CHECK: %[[SIGNS:.*]] = llvm.icmp "ne"
// CHECK: %[[ADJ:.*]] = llvm.and %[[INEXACT]], %[[SIGNS]] : i1
// CHECK: %[[DOWN:.*]] = llvm.add %[[Q]], %{{.*}} : i64
// CHECK: llvm.select %[[ADJ]], %[[DOWN]], %[[Q]] : i1, i64
// CHECK: llvm.sdiv %[[C]], %[[D]] : i32
// CHECK: llvm.select %{{.*}}, %{{.*}}, %{{.*}} : i1, i32
// CHECK-NOT: arith.
func.func @main(%a: index, %b: index, %c: i32, %d: i32) -> (index, i32) {
  %0 = arith.floordivsi %a, %b : index
  %1 = arith.floordivsi %c, %d : i32
  return %0, %1 : index, i32
}
