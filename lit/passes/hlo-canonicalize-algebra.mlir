// RUN: xla-opt %s -split-input-file --canonicalize | FileCheck %s
// RUN: xla-opt %s -split-input-file --canonicalize --canonicalize | FileCheck %s
// hlo canonicalization, element-wise algebra (dialects/hlo/src/canonical/algebra.rs).

// x+0 and 0+x for integers, x + -0.0 for floats; x + +0.0 stays (-0.0 + +0.0 is +0.0).
// CHECK-LABEL: func.func @add_zero
// CHECK-SAME: (%[[X:.*]]: tensor<4xi32>, %[[F:.*]]: tensor<4xf32>)
// CHECK: %[[Z:.*]] = hlo.constant dense<0.000000e+00> : tensor<4xf32>
// CHECK: %[[A:.*]] = hlo.add %[[F]], %[[Z]] : tensor<4xf32>
// CHECK: return %[[X]], %[[X]], %[[F]], %[[A]]
func.func @add_zero(%x: tensor<4xi32>, %f: tensor<4xf32>) -> (tensor<4xi32>, tensor<4xi32>, tensor<4xf32>, tensor<4xf32>) {
  %z = hlo.constant dense<0> : tensor<4xi32>
  %fz = hlo.constant dense<0.0> : tensor<4xf32>
  %fnz = hlo.constant dense<-0.0> : tensor<4xf32>
  %0 = hlo.add %x, %z : tensor<4xi32>
  %1 = hlo.add %z, %x : tensor<4xi32>
  %2 = hlo.add %f, %fnz : tensor<4xf32>
  %3 = hlo.add %f, %fz : tensor<4xf32>
  return %0, %1, %2, %3 : tensor<4xi32>, tensor<4xi32>, tensor<4xf32>, tensor<4xf32>
}

// -----

// Near-miss: x has another type than the result (implicit broadcast).
// CHECK-LABEL: func.func @add_zero_broadcasting
// CHECK: %[[R:.*]] = hlo.add %{{.*}}, %{{.*}} : (tensor<1xi32>, tensor<4xi32>) -> tensor<4xi32>
// CHECK: return %[[R]]
func.func @add_zero_broadcasting(%x: tensor<1xi32>) -> tensor<4xi32> {
  %z = hlo.constant dense<0> : tensor<4xi32>
  %0 = hlo.add %x, %z : (tensor<1xi32>, tensor<4xi32>) -> tensor<4xi32>
  return %0 : tensor<4xi32>
}

// -----

// x-0 for integers, x - +0.0 for floats, x-x for integers; x - -0.0 and float x-x stay.
// CHECK-LABEL: func.func @subtract
// CHECK-SAME: (%[[X:.*]]: tensor<4xi32>, %[[F:.*]]: tensor<4xf32>)
// CHECK-DAG: %[[Z:.*]] = hlo.constant dense<0> : tensor<4xi32>
// CHECK-DAG: %[[NZ:.*]] = hlo.constant dense<-0.000000e+00> : tensor<4xf32>
// CHECK: %[[S:.*]] = hlo.subtract %[[F]], %[[NZ]] : tensor<4xf32>
// CHECK: %[[FF:.*]] = hlo.subtract %[[F]], %[[F]] : tensor<4xf32>
// CHECK: return %[[X]], %[[F]], %[[S]], %[[Z]], %[[FF]]
func.func @subtract(%x: tensor<4xi32>, %f: tensor<4xf32>) -> (tensor<4xi32>, tensor<4xf32>, tensor<4xf32>, tensor<4xi32>, tensor<4xf32>) {
  %z = hlo.constant dense<0> : tensor<4xi32>
  %fz = hlo.constant dense<0.0> : tensor<4xf32>
  %fnz = hlo.constant dense<-0.0> : tensor<4xf32>
  %0 = hlo.subtract %x, %z : tensor<4xi32>
  %1 = hlo.subtract %f, %fz : tensor<4xf32>
  %2 = hlo.subtract %f, %fnz : tensor<4xf32>
  %3 = hlo.subtract %x, %x : tensor<4xi32>
  %4 = hlo.subtract %f, %f : tensor<4xf32>
  return %0, %1, %2, %3, %4 : tensor<4xi32>, tensor<4xf32>, tensor<4xf32>, tensor<4xi32>, tensor<4xf32>
}

// -----

// x*1 (either side), x/1, integer x*0; float x*0.0 stays.
// CHECK-LABEL: func.func @multiply_divide
// CHECK-SAME: (%[[X:.*]]: tensor<4xi32>, %[[F:.*]]: tensor<4xf32>)
// CHECK-DAG: %[[Z:.*]] = hlo.constant dense<0> : tensor<4xi32>
// CHECK-DAG: %[[FZ:.*]] = hlo.constant dense<0.000000e+00> : tensor<4xf32>
// CHECK: %[[M:.*]] = hlo.multiply %[[F]], %[[FZ]] : tensor<4xf32>
// CHECK: return %[[X]], %[[F]], %[[Z]], %[[M]], %[[X]], %[[F]]
func.func @multiply_divide(%x: tensor<4xi32>, %f: tensor<4xf32>) -> (tensor<4xi32>, tensor<4xf32>, tensor<4xi32>, tensor<4xf32>, tensor<4xi32>, tensor<4xf32>) {
  %one = hlo.constant dense<1> : tensor<4xi32>
  %fone = hlo.constant dense<1.0> : tensor<4xf32>
  %z = hlo.constant dense<0> : tensor<4xi32>
  %fz = hlo.constant dense<0.0> : tensor<4xf32>
  %0 = hlo.multiply %one, %x : tensor<4xi32>
  %1 = hlo.multiply %f, %fone : tensor<4xf32>
  %2 = hlo.multiply %x, %z : tensor<4xi32>
  %3 = hlo.multiply %f, %fz : tensor<4xf32>
  %4 = hlo.divide %x, %one : tensor<4xi32>
  %5 = hlo.divide %f, %fone : tensor<4xf32>
  return %0, %1, %2, %3, %4, %5 : tensor<4xi32>, tensor<4xf32>, tensor<4xi32>, tensor<4xf32>, tensor<4xi32>, tensor<4xf32>
}

// -----

// x*0 with a broadcast scalar zero: a zero of the result type.
// CHECK-LABEL: func.func @multiply_zero_scalar_broadcast
// CHECK-NEXT: %[[Z:.*]] = hlo.constant dense<0> : tensor<4xi32>
// CHECK-NEXT: return %[[Z]]
func.func @multiply_zero_scalar_broadcast(%x: tensor<4xi32>) -> tensor<4xi32> {
  %z = hlo.constant dense<0> : tensor<i32>
  %0 = hlo.multiply %x, %z : (tensor<4xi32>, tensor<i32>) -> tensor<4xi32>
  return %0 : tensor<4xi32>
}

// -----

// neg(neg x), not(not x); neg(not x) stays.
// CHECK-LABEL: func.func @involutions
// CHECK-SAME: (%[[X:.*]]: tensor<4xi32>, %[[F:.*]]: tensor<4xf32>, %[[P:.*]]: tensor<4xi1>)
// CHECK-NEXT: %[[N:.*]] = hlo.not %[[X]]
// CHECK-NEXT: %[[G:.*]] = hlo.negate %[[N]]
// CHECK-NEXT: return %[[X]], %[[F]], %[[P]], %[[G]]
func.func @involutions(%x: tensor<4xi32>, %f: tensor<4xf32>, %p: tensor<4xi1>) -> (tensor<4xi32>, tensor<4xf32>, tensor<4xi1>, tensor<4xi32>) {
  %0 = hlo.negate %x : tensor<4xi32>
  %1 = hlo.negate %0 : tensor<4xi32>
  %2 = hlo.negate %f : tensor<4xf32>
  %3 = hlo.negate %2 : tensor<4xf32>
  %4 = hlo.not %p : tensor<4xi1>
  %5 = hlo.not %4 : tensor<4xi1>
  %6 = hlo.not %x : tensor<4xi32>
  %7 = hlo.negate %6 : tensor<4xi32>
  return %1, %3, %5, %7 : tensor<4xi32>, tensor<4xf32>, tensor<4xi1>, tensor<4xi32>
}

// -----

// x & -1, x & 0, p | true, p | p, x ^ 0; x ^ -1 stays.
// CHECK-LABEL: func.func @logical
// CHECK-SAME: (%[[X:.*]]: tensor<4xi32>, %[[P:.*]]: tensor<4xi1>)
// CHECK-DAG: %[[ONES:.*]] = hlo.constant dense<-1> : tensor<4xi32>
// CHECK-DAG: %[[Z:.*]] = hlo.constant dense<0> : tensor<4xi32>
// CHECK-DAG: %[[T:.*]] = hlo.constant dense<true> : tensor<4xi1>
// CHECK: %[[XOR:.*]] = hlo.xor %[[X]], %[[ONES]]
// CHECK: return %[[X]], %[[Z]], %[[T]], %[[P]], %[[X]], %[[XOR]]
func.func @logical(%x: tensor<4xi32>, %p: tensor<4xi1>) -> (tensor<4xi32>, tensor<4xi32>, tensor<4xi1>, tensor<4xi1>, tensor<4xi32>, tensor<4xi32>) {
  %ones = hlo.constant dense<-1> : tensor<4xi32>
  %z = hlo.constant dense<0> : tensor<4xi32>
  %t = hlo.constant dense<true> : tensor<4xi1>
  %0 = hlo.and %x, %ones : tensor<4xi32>
  %1 = hlo.and %x, %z : tensor<4xi32>
  %2 = hlo.or %p, %t : tensor<4xi1>
  %3 = hlo.or %p, %p : tensor<4xi1>
  %4 = hlo.xor %x, %z : tensor<4xi32>
  %5 = hlo.xor %x, %ones : tensor<4xi32>
  return %0, %1, %2, %3, %4, %5 : tensor<4xi32>, tensor<4xi32>, tensor<4xi1>, tensor<4xi1>, tensor<4xi32>, tensor<4xi32>
}

// -----

// (x+c1)+c2 and c2*(x*c2) for integers fold their constants; the float chain stays.
// CHECK-LABEL: func.func @reassociate
// CHECK-SAME: (%[[X:.*]]: tensor<4xi32>, %[[F:.*]]: tensor<4xf32>)
// CHECK-DAG: %[[C100:.*]] = hlo.constant dense<100> : tensor<4xi32>
// CHECK-DAG: %[[F1:.*]] = hlo.constant dense<1.000000e+00> : tensor<4xf32>
// CHECK-DAG: %[[F2:.*]] = hlo.constant dense<2.000000e+00> : tensor<4xf32>
// CHECK-DAG: %[[C:.*]] = hlo.constant dense<[11, 12, 13, 14]> : tensor<4xi32>
// CHECK: %[[A:.*]] = hlo.add %[[X]], %[[C]]
// CHECK: %[[B:.*]] = hlo.add %[[F]], %[[F1]]
// CHECK: %[[B2:.*]] = hlo.add %[[B]], %[[F2]]
// CHECK: %[[M:.*]] = hlo.multiply %[[X]], %[[C100]]
// CHECK: return %[[A]], %[[B2]], %[[M]]
func.func @reassociate(%x: tensor<4xi32>, %f: tensor<4xf32>) -> (tensor<4xi32>, tensor<4xf32>, tensor<4xi32>) {
  %c1 = hlo.constant dense<[1, 2, 3, 4]> : tensor<4xi32>
  %c2 = hlo.constant dense<10> : tensor<4xi32>
  %f1 = hlo.constant dense<1.0> : tensor<4xf32>
  %f2 = hlo.constant dense<2.0> : tensor<4xf32>
  %0 = hlo.add %x, %c1 : tensor<4xi32>
  %1 = hlo.add %0, %c2 : tensor<4xi32>
  %2 = hlo.add %f, %f1 : tensor<4xf32>
  %3 = hlo.add %2, %f2 : tensor<4xf32>
  %4 = hlo.multiply %x, %c2 : tensor<4xi32>
  %5 = hlo.multiply %c2, %4 : tensor<4xi32>
  return %1, %3, %5 : tensor<4xi32>, tensor<4xf32>, tensor<4xi32>
}

// -----

// max(x, INT_MIN), min(x, x), max(f, -inf), clamp(INT_MIN, x, INT_MAX) are x;
// min(max(x, 0), 9) is a clamp; min(f, 3e38) (not +inf) stays.
// CHECK-LABEL: func.func @min_max_clamp
// CHECK-SAME: (%[[X:.*]]: tensor<4xi32>, %[[F:.*]]: tensor<4xf32>)
// CHECK-DAG: %[[C0:.*]] = hlo.constant dense<0> : tensor<4xi32>
// CHECK-DAG: %[[C9:.*]] = hlo.constant dense<9> : tensor<4xi32>
// CHECK-DAG: %[[BIG:.*]] = hlo.constant dense<3.000000e+38> : tensor<4xf32>
// CHECK: %[[CL:.*]] = hlo.clamp %[[C0]], %[[X]], %[[C9]] : tensor<4xi32>
// CHECK: %[[MIN:.*]] = hlo.minimum %[[F]], %[[BIG]]
// CHECK: return %[[X]], %[[X]], %[[F]], %[[X]], %[[CL]], %[[MIN]]
func.func @min_max_clamp(%x: tensor<4xi32>, %f: tensor<4xf32>) -> (tensor<4xi32>, tensor<4xi32>, tensor<4xf32>, tensor<4xi32>, tensor<4xi32>, tensor<4xf32>) {
  %lo = hlo.constant dense<-2147483648> : tensor<4xi32>
  %hi = hlo.constant dense<2147483647> : tensor<4xi32>
  %ninf = hlo.constant dense<0xFF800000> : tensor<4xf32>
  %c0 = hlo.constant dense<0> : tensor<4xi32>
  %c9 = hlo.constant dense<9> : tensor<4xi32>
  %fhi = hlo.constant dense<3.0e+38> : tensor<4xf32>
  %0 = hlo.maximum %x, %lo : tensor<4xi32>
  %1 = hlo.minimum %x, %x : tensor<4xi32>
  %2 = hlo.maximum %f, %ninf : tensor<4xf32>
  %3 = hlo.clamp %lo, %x, %hi : tensor<4xi32>
  %4 = hlo.maximum %x, %c0 : tensor<4xi32>
  %5 = hlo.minimum %4, %c9 : tensor<4xi32>
  %6 = hlo.minimum %f, %fhi : tensor<4xf32>
  return %0, %1, %2, %3, %5, %6 : tensor<4xi32>, tensor<4xi32>, tensor<4xf32>, tensor<4xi32>, tensor<4xi32>, tensor<4xf32>
}

// -----

// Integer x==x is true and x<x false; float x==x stays (NaN); a constant on the left
// moves right with the direction reversed.
// CHECK-LABEL: func.func @compare
// CHECK-SAME: (%[[X:.*]]: tensor<4xi32>, %[[F:.*]]: tensor<4xf32>)
// CHECK-DAG: %[[C3:.*]] = hlo.constant dense<3> : tensor<4xi32>
// CHECK-DAG: %[[T:.*]] = hlo.constant dense<true> : tensor<4xi1>
// CHECK-DAG: %[[FALSE:.*]] = hlo.constant dense<false> : tensor<4xi1>
// CHECK: %[[FEQ:.*]] = hlo.compare EQ, %[[F]], %[[F]]
// CHECK: %[[LT:.*]] = hlo.compare LT, %[[X]], %[[C3]]
// CHECK: return %[[T]], %[[FALSE]], %[[FEQ]], %[[LT]]
func.func @compare(%x: tensor<4xi32>, %f: tensor<4xf32>) -> (tensor<4xi1>, tensor<4xi1>, tensor<4xi1>, tensor<4xi1>) {
  %c = hlo.constant dense<3> : tensor<4xi32>
  %0 = hlo.compare EQ, %x, %x : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi1>
  %1 = hlo.compare LT, %x, %x, SIGNED : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi1>
  %2 = hlo.compare EQ, %f, %f : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
  %3 = hlo.compare GT, %c, %x : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi1>
  return %0, %1, %2, %3 : tensor<4xi1>, tensor<4xi1>, tensor<4xi1>, tensor<4xi1>
}

// -----

// Splat predicates (scalar or full) pick an arm; identical arms; a mixed predicate stays.
// CHECK-LABEL: func.func @select
// CHECK-SAME: (%[[P:.*]]: tensor<4xi1>, %[[A:.*]]: tensor<4xf32>, %[[B:.*]]: tensor<4xf32>)
// CHECK: %[[M:.*]] = hlo.constant dense<[true, false, true, false]>
// CHECK: %[[S:.*]] = hlo.select %[[M]], %[[A]], %[[B]]
// CHECK: return %[[A]], %[[B]], %[[A]], %[[S]]
func.func @select(%p: tensor<4xi1>, %a: tensor<4xf32>, %b: tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>) {
  %t = hlo.constant dense<true> : tensor<i1>
  %f = hlo.constant dense<false> : tensor<4xi1>
  %m = hlo.constant dense<[true, false, true, false]> : tensor<4xi1>
  %0 = hlo.select %t, %a, %b : tensor<i1>, tensor<4xf32>
  %1 = hlo.select %f, %a, %b : tensor<4xi1>, tensor<4xf32>
  %2 = hlo.select %p, %a, %a : tensor<4xi1>, tensor<4xf32>
  %3 = hlo.select %m, %a, %b : tensor<4xi1>, tensor<4xf32>
  return %0, %1, %2, %3 : tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>
}
