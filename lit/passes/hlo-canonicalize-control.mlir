// RUN: xla-opt %s -split-input-file --canonicalize=hlo-fold-limit=0 | FileCheck %s --check-prefixes=CHECK,NOFOLD
// RUN: xla-opt %s -split-input-file --canonicalize | FileCheck %s --check-prefixes=CHECK,FOLD
// hlo canonicalization, control flow and tuples (dialects/hlo/src/canonical/control.rs).

// A condition that is false at entry: the loop is its initial values.
// CHECK-LABEL: func.func @while_false
// CHECK-SAME: (%[[X:.*]]: tensor<i32>, %[[Y:.*]]: tensor<4xf32>)
// CHECK-NEXT: return %[[X]], %[[Y]]
func.func @while_false(%x: tensor<i32>, %y: tensor<4xf32>) -> (tensor<i32>, tensor<4xf32>) {
  %0:2 = hlo.while(%a = %x, %b = %y) : tensor<i32>, tensor<4xf32>
   cond {
    %f = hlo.constant dense<false> : tensor<i1>
    hlo.return %f : tensor<i1>
  } do {
    %one = hlo.constant dense<1> : tensor<i32>
    %n = hlo.add %a, %one : tensor<i32>
    hlo.return %n, %b : tensor<i32>, tensor<4xf32>
  }
  return %0#0, %0#1 : tensor<i32>, tensor<4xf32>
}

// -----

// Near-miss: the condition depends on the loop variable.
// CHECK-LABEL: func.func @while_unknown
// CHECK: hlo.while
// CHECK: hlo.compare LT
func.func @while_unknown(%x: tensor<i32>) -> tensor<i32> {
  %0 = hlo.while(%a = %x) : tensor<i32>
   cond {
    %c = hlo.constant dense<10> : tensor<i32>
    %p = hlo.compare LT, %a, %c : (tensor<i32>, tensor<i32>) -> tensor<i1>
    hlo.return %p : tensor<i1>
  } do {
    %one = hlo.constant dense<1> : tensor<i32>
    %n = hlo.add %a, %one : tensor<i32>
    hlo.return %n : tensor<i32>
  }
  return %0 : tensor<i32>
}

// -----

// A constant predicate inlines the taken branch.
// CHECK-LABEL: func.func @if_constant
// CHECK-SAME: (%[[X:.*]]: tensor<4xf32>)
// CHECK-NEXT: %[[E:.*]] = hlo.exponential %[[X]]
// CHECK-NEXT: %[[L:.*]] = hlo.log %[[X]]
// CHECK-NEXT: return %[[E]], %[[L]]
func.func @if_constant(%x: tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>) {
  %t = hlo.constant dense<true> : tensor<i1>
  %f = hlo.constant dense<false> : tensor<i1>
  %0 = "hlo.if"(%t) ({
    %e = hlo.exponential %x : tensor<4xf32>
    hlo.return %e : tensor<4xf32>
  }, {
    hlo.return %x : tensor<4xf32>
  }) : (tensor<i1>) -> tensor<4xf32>
  %1 = "hlo.if"(%f) ({
    %e = hlo.exponential %x : tensor<4xf32>
    hlo.return %e : tensor<4xf32>
  }, {
    %l = hlo.log %x : tensor<4xf32>
    hlo.return %l : tensor<4xf32>
  }) : (tensor<i1>) -> tensor<4xf32>
  return %0, %1 : tensor<4xf32>, tensor<4xf32>
}

// -----

// Near-miss: an argument predicate.
// CHECK-LABEL: func.func @if_unknown
// CHECK: "hlo.if"
func.func @if_unknown(%p: tensor<i1>, %x: tensor<4xf32>) -> tensor<4xf32> {
  %0 = "hlo.if"(%p) ({
    %e = hlo.exponential %x : tensor<4xf32>
    hlo.return %e : tensor<4xf32>
  }, {
    hlo.return %x : tensor<4xf32>
  }) : (tensor<i1>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

// A constant index inlines its branch; an index out of range takes the last one.
// CHECK-LABEL: func.func @case_constant
// CHECK-SAME: (%[[X:.*]]: tensor<4xf32>)
// CHECK-NEXT: %[[E:.*]] = hlo.exponential %[[X]]
// CHECK-NEXT: %[[L:.*]] = hlo.log %[[X]]
// CHECK-NEXT: return %[[E]], %[[L]]
func.func @case_constant(%x: tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>) {
  %c1 = hlo.constant dense<1> : tensor<i32>
  %c9 = hlo.constant dense<9> : tensor<i32>
  %0 = "hlo.case"(%c1) ({
    hlo.return %x : tensor<4xf32>
  }, {
    %e = hlo.exponential %x : tensor<4xf32>
    hlo.return %e : tensor<4xf32>
  }, {
    %l = hlo.log %x : tensor<4xf32>
    hlo.return %l : tensor<4xf32>
  }) : (tensor<i32>) -> tensor<4xf32>
  %1 = "hlo.case"(%c9) ({
    hlo.return %x : tensor<4xf32>
  }, {
    %e = hlo.exponential %x : tensor<4xf32>
    hlo.return %e : tensor<4xf32>
  }, {
    %l = hlo.log %x : tensor<4xf32>
    hlo.return %l : tensor<4xf32>
  }) : (tensor<i32>) -> tensor<4xf32>
  return %0, %1 : tensor<4xf32>, tensor<4xf32>
}

// -----

// get_tuple_element of a tuple is the element.
// CHECK-LABEL: func.func @tuple
// CHECK-SAME: (%[[X:.*]]: tensor<4xf32>, %[[Y:.*]]: tensor<i32>)
// CHECK-NEXT: return %[[X]], %[[Y]]
func.func @tuple(%x: tensor<4xf32>, %y: tensor<i32>) -> (tensor<4xf32>, tensor<i32>) {
  %t = hlo.tuple %x, %y : tuple<tensor<4xf32>, tensor<i32>>
  %0 = hlo.get_tuple_element %t[0] : (tuple<tensor<4xf32>, tensor<i32>>) -> tensor<4xf32>
  %1 = hlo.get_tuple_element %t[1] : (tuple<tensor<4xf32>, tensor<i32>>) -> tensor<i32>
  return %0, %1 : tensor<4xf32>, tensor<i32>
}

// -----

// Reducing over no dimension with the identity as init (-0.0 for a float add, -1 for
// and) is the input; +0.0 with add (-0.0 + +0.0 is +0.0) and a real reduction stay.
// CHECK-LABEL: func.func @reduce_no_dims
// CHECK-SAME: (%[[X:.*]]: tensor<4xf32>, %[[I:.*]]: tensor<4xi32>)
// CHECK: %[[R:.*]] = hlo.reduce(%[[X]] init: %{{.*}}) applies hlo.add across dimensions = [] : (tensor<4xf32>, tensor<f32>) -> tensor<4xf32>
// CHECK: %[[S:.*]] = hlo.reduce(%[[X]] init: %{{.*}}) applies hlo.add across dimensions = [0]
// CHECK: return %[[X]], %[[R]], %[[I]], %[[S]]
func.func @reduce_no_dims(%x: tensor<4xf32>, %i: tensor<4xi32>) -> (tensor<4xf32>, tensor<4xf32>, tensor<4xi32>, tensor<f32>) {
  %nz = hlo.constant dense<-0.0> : tensor<f32>
  %z = hlo.constant dense<0.0> : tensor<f32>
  %ones = hlo.constant dense<-1> : tensor<i32>
  %0 = hlo.reduce(%x init: %nz) applies hlo.add across dimensions = [] : (tensor<4xf32>, tensor<f32>) -> tensor<4xf32>
  %1 = hlo.reduce(%x init: %z) applies hlo.add across dimensions = [] : (tensor<4xf32>, tensor<f32>) -> tensor<4xf32>
  %2 = hlo.reduce(%i init: %ones) applies hlo.and across dimensions = [] : (tensor<4xi32>, tensor<i32>) -> tensor<4xi32>
  %3 = hlo.reduce(%x init: %nz) applies hlo.add across dimensions = [0] : (tensor<4xf32>, tensor<f32>) -> tensor<f32>
  return %0, %1, %2, %3 : tensor<4xf32>, tensor<4xf32>, tensor<4xi32>, tensor<f32>
}

// -----

// The condition evaluates to false on the initial values (the interpreter runs the
// condition region; %y is not read by it and need not be constant). Without folding
// (hlo-fold-limit=0) the interpreter is not asked.
// CHECK-LABEL: func.func @while_false_evaluated
// CHECK-SAME: (%[[Y:.*]]: tensor<4xf32>)
// FOLD-NEXT: %[[C:.*]] = hlo.constant dense<10> : tensor<i32>
// FOLD-NEXT: return %[[C]], %[[Y]]
// NOFOLD: hlo.while
func.func @while_false_evaluated(%y: tensor<4xf32>) -> (tensor<i32>, tensor<4xf32>) {
  %start = hlo.constant dense<10> : tensor<i32>
  %0:2 = hlo.while(%a = %start, %b = %y) : tensor<i32>, tensor<4xf32>
   cond {
    %c = hlo.constant dense<10> : tensor<i32>
    %p = hlo.compare LT, %a, %c : (tensor<i32>, tensor<i32>) -> tensor<i1>
    hlo.return %p : tensor<i1>
  } do {
    %one = hlo.constant dense<1> : tensor<i32>
    %n = hlo.add %a, %one : tensor<i32>
    %e = hlo.exponential %b : tensor<4xf32>
    hlo.return %n, %e : tensor<i32>, tensor<4xf32>
  }
  return %0#0, %0#1 : tensor<i32>, tensor<4xf32>
}

// -----

// Near-miss: true at entry (0 < 10) stays a loop.
// CHECK-LABEL: func.func @while_true_at_entry
// CHECK: hlo.while
func.func @while_true_at_entry(%y: tensor<4xf32>) -> (tensor<i32>, tensor<4xf32>) {
  %start = hlo.constant dense<0> : tensor<i32>
  %0:2 = hlo.while(%a = %start, %b = %y) : tensor<i32>, tensor<4xf32>
   cond {
    %c = hlo.constant dense<10> : tensor<i32>
    %p = hlo.compare LT, %a, %c : (tensor<i32>, tensor<i32>) -> tensor<i1>
    hlo.return %p : tensor<i1>
  } do {
    %one = hlo.constant dense<1> : tensor<i32>
    %n = hlo.add %a, %one : tensor<i32>
    %e = hlo.exponential %b : tensor<4xf32>
    hlo.return %n, %e : tensor<i32>, tensor<4xf32>
  }
  return %0#0, %0#1 : tensor<i32>, tensor<4xf32>
}
