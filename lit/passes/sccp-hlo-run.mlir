// REQUIRES: xla-run
// Execution equivalence: sccp through hlo.if, hlo.case and hlo.while (RegionBranchOpInterface)
// changes no result.
// RUN: xla-run %s --print > %t.before
// RUN: xla-opt %s --sccp | xla-run - --print > %t.after
// RUN: diff %t.before %t.after
// RUN: FileCheck %s < %t.after
// RUN: xla-opt %s --sccp | FileCheck %s --check-prefix=FOLDED

// CHECK: dense<2.000000e+00> : tensor<f32>
// CHECK: dense<30> : tensor<i32>
// CHECK: dense<50> : tensor<i32>
// CHECK: dense<10> : tensor<i32>
// CHECK: dense<5> : tensor<i32>
// FOLDED-LABEL: func.func @main
// FOLDED-NOT: hlo.if
// FOLDED-NOT: hlo.case
// FOLDED: hlo.while
// FOLDED: return
func.func @main() -> (tensor<f32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) {
  %t = hlo.constant dense<true> : tensor<i1>
  %two = hlo.constant dense<2.0> : tensor<f32>
  %x = hlo.constant dense<7.0> : tensor<f32>
  %a = "hlo.if"(%t) ({
    hlo.return %two : tensor<f32>
  }, {
    %e = hlo.exponential %x : tensor<f32>
    hlo.return %e : tensor<f32>
  }) : (tensor<i1>) -> tensor<f32>
  %nine = hlo.constant dense<9> : tensor<i32>
  %ten = hlo.constant dense<10> : tensor<i32>
  %thirty = hlo.constant dense<30> : tensor<i32>
  %b = "hlo.case"(%nine) ({
    hlo.return %ten : tensor<i32>
  }, {
    hlo.return %thirty : tensor<i32>
  }) : (tensor<i32>) -> tensor<i32>
  %zero = hlo.constant dense<0> : tensor<i32>
  %one = hlo.constant dense<1> : tensor<i32>
  %five = hlo.constant dense<5> : tensor<i32>
  // Ten rounds adding the invariant 5: the sum varies, the counter ends at 10 and the
  // invariant stays 5.
  %w:3 = hlo.while(%i = %zero, %sum = %zero, %k = %five) : tensor<i32>, tensor<i32>, tensor<i32>
  cond {
    %p = hlo.compare LT, %i, %ten : (tensor<i32>, tensor<i32>) -> tensor<i1>
    hlo.return %p : tensor<i1>
  } do {
    %next = hlo.add %i, %one : tensor<i32>
    %s = hlo.add %sum, %k : tensor<i32>
    hlo.return %next, %s, %k : tensor<i32>, tensor<i32>, tensor<i32>
  }
  return %a, %b, %w#1, %w#0, %w#2 : tensor<f32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>
}
