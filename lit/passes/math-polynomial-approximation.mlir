// RUN: xla-opt %s --math-polynomial-approximation | FileCheck %s
// RUN: xla-opt %s --math-polynomial-approximation | mlir-opt > /dev/null

// f32 (scalars, vectors, tensors) and f16/bf16 (through f32) become arith code: bit tricks
// and selects, no math op but sqrt; f64 and non-constant exponents keep their math ops.
// docs/lowering/math-approximation.md

// tanh: x clamped to +-9.1, then x P(x^2) / Q(x^2).
// CHECK-LABEL: func.func @tanh_f32
// CHECK-NOT: math.
// CHECK: arith.cmpf olt
// CHECK: arith.select
// CHECK: arith.cmpf ogt
// CHECK: %[[XC:.*]] = arith.select
// CHECK: %[[T:.*]] = arith.mulf %[[XC]], %[[XC]]
// CHECK: %[[N:.*]] = arith.mulf %[[XC]], %{{.*}} : f32
// CHECK: arith.divf %[[N]], %{{.*}} : f32
// CHECK-NEXT: return
func.func @tanh_f32(%x: f32) -> f32 {
  %0 = math.tanh %x : f32
  return %0 : f32
}

// CHECK-LABEL: func.func @exp_vector
// CHECK-NOT: math.
// CHECK-DAG: arith.constant dense<1.44269502> : vector<8xf32>
// CHECK-DAG: arith.shli %{{.*}}, %{{.*}} : vector<8xi32>
// CHECK-DAG: arith.bitcast %{{.*}} : vector<8xi32> to vector<8xf32>
// The polynomial's steps may fuse into FMAs:
// CHECK-DAG: %[[M:.*]] = arith.mulf %{{.*}}, %{{.*}} fastmath<contract> : vector<8xf32>
// CHECK-DAG: arith.addf %[[M]], %{{.*}} fastmath<contract> : vector<8xf32>
// CHECK: return
func.func @exp_vector(%x: vector<8xf32>) -> vector<8xf32> {
  %0 = math.exp %x : vector<8xf32>
  return %0 : vector<8xf32>
}

// CHECK-LABEL: func.func @all_f32
// CHECK-NOT: math.{{(tanh|exp|expm1|log|log1p|log2|erf|erfc|sin|cos|rsqrt|powf)}}
// CHECK: math.sqrt
// CHECK-NOT: math.{{(tanh|exp|expm1|log|log1p|log2|erf|erfc|sin|cos|rsqrt|powf)}}
// CHECK: return
func.func @all_f32(%x: tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>) {
  %0 = math.expm1 %x : tensor<4xf32>
  %1 = math.log %x : tensor<4xf32>
  %2 = math.log1p %x : tensor<4xf32>
  %3 = math.log2 %x : tensor<4xf32>
  %4 = math.erf %x : tensor<4xf32>
  %5 = math.sin %x : tensor<4xf32>
  %6 = math.cos %x : tensor<4xf32>
  %7 = math.rsqrt %x : tensor<4xf32>
  %c = arith.constant dense<3.0> : tensor<4xf32>
  %8 = math.powf %x, %c : tensor<4xf32>
  %9 = math.erfc %x : tensor<4xf32>
  return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9 : tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>
}

// CHECK-LABEL: func.func @pow_square
// CHECK: %[[R:.*]] = arith.mulf %arg0, %arg0 : f32
// CHECK-NEXT: return %[[R]]
func.func @pow_square(%x: f32) -> f32 {
  %two = arith.constant 2.0 : f32
  %0 = math.powf %x, %two : f32
  return %0 : f32
}

// CHECK-LABEL: func.func @narrow
// CHECK: arith.extf %arg0 : f16 to f32
// CHECK-NOT: math.
// CHECK: arith.truncf %{{.*}} : f32 to f16
// CHECK: arith.extf %arg1 : bf16 to f32
// CHECK-NOT: math.
// CHECK: arith.truncf %{{.*}} : f32 to bf16
func.func @narrow(%h: f16, %b: bf16) -> (f16, bf16) {
  %0 = math.erf %h : f16
  %1 = math.exp %b : bf16
  return %0, %1 : f16, bf16
}

// CHECK-LABEL: func.func @kept
// CHECK: math.tanh %arg0 : f64
// CHECK: math.powf %arg1, %arg2 : f32
// CHECK: math.powf %arg1, %{{.*}} : f32
func.func @kept(%d: f64, %x: f32, %y: f32) -> (f64, f32, f32) {
  %0 = math.tanh %d : f64
  %1 = math.powf %x, %y : f32
  %c = arith.constant 0.3 : f32
  %2 = math.powf %x, %c : f32
  return %0, %1, %2 : f64, f32, f32
}

// A dynamic shape has no splat constants: kept.
// CHECK-LABEL: func.func @dynamic
// CHECK: math.exp %arg0 : tensor<?xf32>
func.func @dynamic(%t: tensor<?xf32>) -> tensor<?xf32> {
  %0 = math.exp %t : tensor<?xf32>
  return %0 : tensor<?xf32>
}
