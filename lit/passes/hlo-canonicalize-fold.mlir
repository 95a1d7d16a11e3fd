// RUN: xla-opt %s -split-input-file --canonicalize=hlo-fold-limit=4 | FileCheck %s
// RUN: xla-opt %s -split-input-file --canonicalize | FileCheck %s --check-prefix=DEFAULT
// Constant folding of hlo ops through the interpreter (passes/src/hlo_fold.rs), with
// `hlo-fold-limit` result elements at most.

// A fully constant program folds to constants (reduce and iota included).
// CHECK-LABEL: func.func @fully_constant
// CHECK-NEXT: %[[A:.*]] = hlo.constant dense<[0.707106769, 2.82842708]> : tensor<2xf32>
// CHECK-NEXT: %[[B:.*]] = hlo.constant dense<3.53553391> : tensor<f32>
// CHECK-NEXT: %[[C:.*]] = hlo.constant dense<[0, 2, 4]> : tensor<3xi32>
// CHECK-NEXT: return %[[A]], %[[B]], %[[C]]
func.func @fully_constant() -> (tensor<2xf32>, tensor<f32>, tensor<3xi32>) {
  %a = hlo.constant dense<[1.0, 4.0]> : tensor<2xf32>
  %b = hlo.constant dense<[0.5, 2.0]> : tensor<2xf32>
  %0 = hlo.multiply %a, %b : tensor<2xf32>
  %1 = hlo.sqrt %0 : tensor<2xf32>
  %z = hlo.constant dense<0.0> : tensor<f32>
  %2 = hlo.reduce(%1 init: %z) applies hlo.add across dimensions = [0] : (tensor<2xf32>, tensor<f32>) -> tensor<f32>
  %i = hlo.iota dim = 0 : tensor<3xi32>
  %t = hlo.constant dense<2> : tensor<3xi32>
  %3 = hlo.multiply %i, %t : tensor<3xi32>
  return %1, %2, %3 : tensor<2xf32>, tensor<f32>, tensor<3xi32>
}

// -----

// 8 result elements are over the limit of 4 (and fold with the default limit).
// CHECK-LABEL: func.func @over_limit
// CHECK: %[[R:.*]] = hlo.add
// CHECK: return %[[R]]
// DEFAULT-LABEL: func.func @over_limit
// DEFAULT-NEXT: %[[C:.*]] = hlo.constant dense<6> : tensor<8xi32>
// DEFAULT-NEXT: return %[[C]]
func.func @over_limit() -> tensor<8xi32> {
  %a = hlo.constant dense<3> : tensor<8xi32>
  %0 = hlo.add %a, %a : tensor<8xi32>
  return %0 : tensor<8xi32>
}

// -----

// Not folded: non-constant operands, rng_bit_generator, optimization_barrier, while.
// CHECK-LABEL: func.func @not_folded
// CHECK: hlo.add %arg0
// CHECK: hlo.rng_bit_generator
// CHECK: hlo.optimization_barrier
// CHECK: hlo.while
func.func @not_folded(%x: tensor<2xi32>) -> (tensor<2xi32>, tensor<2xui32>, tensor<2xi32>, tensor<i32>) {
  %a = hlo.constant dense<[1, 2]> : tensor<2xi32>
  %0 = hlo.add %a, %x : tensor<2xi32>
  %s = hlo.constant dense<[1, 2]> : tensor<2xui64>
  %state, %bits = hlo.rng_bit_generator %s, algorithm = DEFAULT : (tensor<2xui64>) -> (tensor<2xui64>, tensor<2xui32>)
  %1 = hlo.optimization_barrier %a : tensor<2xi32>
  %c = hlo.constant dense<0> : tensor<i32>
  %2 = hlo.while(%v = %c) : tensor<i32>
   cond {
    %ten = hlo.constant dense<10> : tensor<i32>
    %p = hlo.compare LT, %v, %ten : (tensor<i32>, tensor<i32>) -> tensor<i1>
    hlo.return %p : tensor<i1>
  } do {
    %one = hlo.constant dense<1> : tensor<i32>
    %n = hlo.add %v, %one : tensor<i32>
    hlo.return %n : tensor<i32>
  }
  return %0, %bits, %1, %2 : tensor<2xi32>, tensor<2xui32>, tensor<2xi32>, tensor<i32>
}

// -----

// A reduce whose body uses a constant (hoisted out of the region) still folds.
// CHECK-LABEL: func.func @region_with_hoisted_constant
// CHECK-NEXT: %[[C:.*]] = hlo.constant dense<1.200000e+01> : tensor<f32>
// CHECK-NEXT: return %[[C]]
func.func @region_with_hoisted_constant() -> tensor<f32> {
  %x = hlo.constant dense<[1.0, 2.0, 3.0]> : tensor<3xf32>
  %z = hlo.constant dense<0.0> : tensor<f32>
  %0 = hlo.reduce(%x init: %z) across dimensions = [0] : (tensor<3xf32>, tensor<f32>) -> tensor<f32>
   reducer(%a: tensor<f32>, %b: tensor<f32>) {
    %two = hlo.constant dense<2.0> : tensor<f32>
    %m = hlo.multiply %b, %two : tensor<f32>
    %s = hlo.add %a, %m : tensor<f32>
    hlo.return %s : tensor<f32>
  }
  return %0 : tensor<f32>
}
