// RUN: xla-opt %s --canonicalize | FileCheck %s
// RUN: %if mlir-opt %{ mlir-opt %s --canonicalize | FileCheck %s %}

// Constant folding as upstream folds: transcendental functions on f32/f64 only, rounding
// and classification on every float type, bit counts on every width; no fold of sqrt/log
// of negatives, of f16 exp, or of the ops upstream never folds (rsqrt, cbrt, fma, fpowi).

// CHECK-LABEL: func.func @folds(
// CHECK-DAG: %[[EXP:.*]] = arith.constant 1.64872122 : f32
// CHECK-DAG: %[[FLOOR:.*]] = arith.constant -3.000000e+00 : f16
// CHECK-DAG: %[[CTTZ:.*]] = arith.constant 3 : i32
// CHECK-DAG: %[[POP:.*]] = arith.constant 29 : i32
// CHECK-DAG: %[[POW:.*]] = arith.constant -512 : i32
// CHECK-DAG: %[[FALSE:.*]] = arith.constant false
// CHECK-DAG: %[[VEC:.*]] = arith.constant dense<[2.71828175, 7.3890562]> : tensor<2xf32>
// CHECK-DAG: %[[ATAN:.*]] = arith.constant 0x7FC00000 : f32
// CHECK: %[[SQRT:.*]] = math.sqrt %{{.*}} : f32
// CHECK: %[[EXPH:.*]] = math.exp %{{.*}} : f16
// CHECK: %[[RSQRT:.*]] = math.rsqrt %{{.*}} : f32
// CHECK: return %[[EXP]], %[[FLOOR]], %[[CTTZ]], %[[POP]], %[[POW]], %[[FALSE]], %[[VEC]], %[[ATAN]], %[[SQRT]], %[[EXPH]], %[[RSQRT]]
func.func @folds() -> (f32, f16, i32, i32, i32, i1, tensor<2xf32>, f32, f32, f16, f32) {
  %half = arith.constant 0.5 : f32
  %h = arith.constant -2.5 : f16
  %n = arith.constant -8 : i32
  %three = arith.constant 3 : i32
  %t = arith.constant dense<[1.0, 2.0]> : tensor<2xf32>
  %zero = arith.constant 0.0 : f32
  %m = arith.constant -4.0 : f32
  %0 = math.exp %half : f32
  %1 = math.floor %h : f16
  %2 = math.cttz %n : i32
  %3 = math.ctpop %n : i32
  %4 = math.ipowi %n, %three : i32
  %5 = math.isnan %half : f32
  %6 = math.exp %t : tensor<2xf32>
  %7 = math.atan2 %zero, %zero : f32
  %8 = math.sqrt %m : f32
  %9 = math.exp %h : f16
  %10 = math.rsqrt %half : f32
  return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10 : f32, f16, i32, i32, i32, i1, tensor<2xf32>, f32, f32, f16, f32
}
