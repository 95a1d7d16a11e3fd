// RUN: xla-opt %s -split-input-file --sccp | FileCheck %s

// sccp sees through hlo control flow by RegionBranchOpInterface, as mlir-opt's sccp does
// for region ops: a constant predicate enters one branch of hlo.if, whose return gives the
// result; the other branch is not executable, so what it returns does not join in.
// CHECK-LABEL: func.func @if_constant_predicate
// CHECK-NEXT:    %[[C:.*]] = hlo.constant dense<2.000000e+00> : tensor<f32>
// CHECK-NOT:     hlo.if
// CHECK:         return %[[C]] : tensor<f32>
func.func @if_constant_predicate(%x: tensor<f32>) -> tensor<f32> {
  %t = hlo.constant dense<true> : tensor<i1>
  %two = hlo.constant dense<2.0> : tensor<f32>
  %r = "hlo.if"(%t) ({
    hlo.return %two : tensor<f32>
  }, {
    hlo.return %x : tensor<f32>
  }) : (tensor<i1>) -> tensor<f32>
  return %r : tensor<f32>
}

// -----

// A false predicate takes the false branch.
// CHECK-LABEL: func.func @if_false_predicate
// CHECK-NEXT:    %[[C:.*]] = hlo.constant dense<3.000000e+00> : tensor<f32>
// CHECK-NOT:     hlo.if
// CHECK:         return %[[C]] : tensor<f32>
func.func @if_false_predicate(%x: tensor<f32>) -> tensor<f32> {
  %f = hlo.constant dense<false> : tensor<i1>
  %three = hlo.constant dense<3.0> : tensor<f32>
  %r = "hlo.if"(%f) ({
    hlo.return %x : tensor<f32>
  }, {
    hlo.return %three : tensor<f32>
  }) : (tensor<i1>) -> tensor<f32>
  return %r : tensor<f32>
}

// -----

// An unknown predicate enters both branches: only a value both return folds.
// CHECK-LABEL: func.func @if_unknown_predicate
// CHECK:         %[[R:.*]]:2 = "hlo.if"(%arg0)
// CHECK:         return %[[R]]#0, %{{.*}} : tensor<f32>, tensor<f32>
func.func @if_unknown_predicate(%p: tensor<i1>, %x: tensor<f32>) -> (tensor<f32>, tensor<f32>) {
  %two = hlo.constant dense<2.0> : tensor<f32>
  %r:2 = "hlo.if"(%p) ({
    hlo.return %two, %two : tensor<f32>, tensor<f32>
  }, {
    hlo.return %x, %two : tensor<f32>, tensor<f32>
  }) : (tensor<i1>) -> (tensor<f32>, tensor<f32>)
  return %r#0, %r#1 : tensor<f32>, tensor<f32>
}
// CHECK-NOT: return %[[R]]#0, %[[R]]#1

// -----

// hlo.case with a constant index enters that branch; an index out of range the last one.
// CHECK-LABEL: func.func @case_constant_index
// CHECK-DAG:     %[[TEN:.*]] = hlo.constant dense<10> : tensor<i32>
// CHECK-DAG:     %[[THIRTY:.*]] = hlo.constant dense<30> : tensor<i32>
// CHECK-NOT:     hlo.case
// CHECK:         return %[[TEN]], %[[THIRTY]] : tensor<i32>, tensor<i32>
func.func @case_constant_index(%x: tensor<i32>) -> (tensor<i32>, tensor<i32>) {
  %one = hlo.constant dense<1> : tensor<i32>
  %nine = hlo.constant dense<9> : tensor<i32>
  %ten = hlo.constant dense<10> : tensor<i32>
  %thirty = hlo.constant dense<30> : tensor<i32>
  %a = "hlo.case"(%one) ({
    hlo.return %x : tensor<i32>
  }, {
    hlo.return %ten : tensor<i32>
  }, {
    hlo.return %thirty : tensor<i32>
  }) : (tensor<i32>) -> tensor<i32>
  %b = "hlo.case"(%nine) ({
    hlo.return %x : tensor<i32>
  }, {
    hlo.return %ten : tensor<i32>
  }, {
    hlo.return %thirty : tensor<i32>
  }) : (tensor<i32>) -> tensor<i32>
  return %a, %b : tensor<i32>, tensor<i32>
}

// -----

// hlo.while: the carried values join the operands with what `body` returns, `cond` passes
// its arguments on to `body` and the results; a value the body returns unchanged stays
// the initial constant (inside the loop and after it), a counter does not.
// CHECK-LABEL: func.func @while_invariant
// CHECK:         %[[C5:.*]] = hlo.constant dense<5> : tensor<i32>
// CHECK:         %[[W:.*]]:2 = hlo.while
// CHECK:         } do {
// CHECK:           hlo.multiply %{{.*}}, %[[C5]]
// CHECK:         return %[[W]]#0, %[[C5]] : tensor<i32>, tensor<i32>
func.func @while_invariant(%n: tensor<i32>) -> (tensor<i32>, tensor<i32>) {
  %zero = hlo.constant dense<0> : tensor<i32>
  %one = hlo.constant dense<1> : tensor<i32>
  %five = hlo.constant dense<5> : tensor<i32>
  %r:2 = hlo.while(%i = %zero, %k = %five) : tensor<i32>, tensor<i32>
  cond {
    %p = hlo.compare LT, %i, %n : (tensor<i32>, tensor<i32>) -> tensor<i1>
    hlo.return %p : tensor<i1>
  } do {
    %next = hlo.add %i, %one : tensor<i32>
    %unused = hlo.multiply %next, %k : tensor<i32>
    hlo.return %next, %k : tensor<i32>, tensor<i32>
  }
  return %r#0, %r#1 : tensor<i32>, tensor<i32>
}

// -----

// A `cond` returning a constant false never enters `body`: the results are the operands
// even where `body` would change them.
// CHECK-LABEL: func.func @while_never_entered
// CHECK:         %[[C0:.*]] = hlo.constant dense<0> : tensor<i32>
// CHECK:         return %[[C0]] : tensor<i32>
func.func @while_never_entered(%x: tensor<i32>) -> tensor<i32> {
  %zero = hlo.constant dense<0> : tensor<i32>
  %r = hlo.while(%i = %zero) : tensor<i32>
  cond {
    %f = hlo.constant dense<false> : tensor<i1>
    hlo.return %f : tensor<i1>
  } do {
    hlo.return %x : tensor<i32>
  }
  return %r : tensor<i32>
}

// -----

// A carried value that `body` replaces by an unknown one is not constant.
// CHECK-LABEL: func.func @while_varies
// CHECK:         %[[W:.*]] = hlo.while
// CHECK:         return %[[W]] : tensor<i32>
func.func @while_varies(%x: tensor<i32>, %n: tensor<i32>) -> tensor<i32> {
  %zero = hlo.constant dense<0> : tensor<i32>
  %r = hlo.while(%i = %zero) : tensor<i32>
  cond {
    %p = hlo.compare LT, %i, %n : (tensor<i32>, tensor<i32>) -> tensor<i1>
    hlo.return %p : tensor<i1>
  } do {
    hlo.return %x : tensor<i32>
  }
  return %r : tensor<i32>
}
