// REQUIRES: xla-run
// hlo.while is a loop by RegionBranchOpInterface: its invariant pure ops move out, and the
// program gives the same results before and after.
// RUN: xla-run %s --print > %t.before
// RUN: xla-opt %s --loop-invariant-code-motion | xla-run - --print > %t.after
// RUN: diff %t.before %t.after
// RUN: FileCheck %s < %t.after
// RUN: xla-opt %s --loop-invariant-code-motion | FileCheck %s --check-prefix=MOVED

// CHECK: dense<10> : tensor<i32>
// CHECK: dense<90> : tensor<i32>
// MOVED-LABEL: func.func @main
// MOVED:         %[[LIMIT:.*]] = hlo.add %{{.*}}, %{{.*}} : tensor<i32>
// MOVED-NEXT:    %[[SQ:.*]] = hlo.multiply %{{.*}}, %{{.*}} : tensor<i32>
// MOVED-NEXT:    hlo.while
// MOVED:           hlo.compare LT, %iterArg, %[[LIMIT]]
// MOVED:         } do {
// MOVED-NEXT:      hlo.add %iterArg, %{{.*}} : tensor<i32>
// MOVED-NEXT:      hlo.add %iterArg_0, %[[SQ]] : tensor<i32>
func.func @main() -> (tensor<i32>, tensor<i32>) {
  %zero = hlo.constant dense<0> : tensor<i32>
  %one = hlo.constant dense<1> : tensor<i32>
  %three = hlo.constant dense<3> : tensor<i32>
  %five = hlo.constant dense<5> : tensor<i32>
  %w:2 = hlo.while(%i = %zero, %sum = %zero) : tensor<i32>, tensor<i32>
  cond {
    %limit = hlo.add %five, %five : tensor<i32>
    %p = hlo.compare LT, %i, %limit : (tensor<i32>, tensor<i32>) -> tensor<i1>
    hlo.return %p : tensor<i1>
  } do {
    %next = hlo.add %i, %one : tensor<i32>
    %sq = hlo.multiply %three, %three : tensor<i32>
    %s = hlo.add %sum, %sq : tensor<i32>
    hlo.return %next, %s : tensor<i32>, tensor<i32>
  }
  return %w#0, %w#1 : tensor<i32>, tensor<i32>
}
