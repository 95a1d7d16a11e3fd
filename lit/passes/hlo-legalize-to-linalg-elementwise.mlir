// RUN: xla-opt %s --hlo-legalize-to-linalg --split-input-file | FileCheck %s
// RUN: %if mlir-opt %{ xla-opt %s --hlo-legalize-to-linalg | mlir-opt > /dev/null %}

// Element-wise hlo ops become parallel linalg.generic ops whose bodies keep XLA's semantics.

// CHECK: #[[ID2:.*]] = affine_map<(d0, d1) -> (d0, d1)>
// CHECK-LABEL: func.func @unary_float(
// CHECK-SAME: %[[A:.*]]: tensor<2x3xf32>
// CHECK: %[[INIT:.*]] = tensor.empty() : tensor<2x3xf32>
// CHECK: %[[R:.*]] = linalg.generic {indexing_maps = [#[[ID2]], #[[ID2]]], iterator_types = ["parallel", "parallel"]} ins(%[[A]] : tensor<2x3xf32>) outs(%[[INIT]] : tensor<2x3xf32>)
// CHECK: ^bb0(%[[IN:.*]]: f32, %{{.*}}: f32):
// CHECK: %[[E:.*]] = math.exp %[[IN]] : f32
// CHECK: linalg.yield %[[E]] : f32
// CHECK: return %[[R]]
func.func @unary_float(%a: tensor<2x3xf32>) -> tensor<2x3xf32> {
  %0 = stablehlo.exponential %a : tensor<2x3xf32>
  return %0 : tensor<2x3xf32>
}

// -----

// Dynamic dimensions are sized with tensor.dim.
// CHECK-LABEL: func.func @binary_dynamic(
// CHECK-SAME: %[[A:.*]]: tensor<?x3xf32>, %[[B:.*]]: tensor<?x3xf32>
// CHECK: %[[C0:.*]] = arith.constant 0 : index
// CHECK: %[[D:.*]] = tensor.dim %[[A]], %[[C0]] : tensor<?x3xf32>
// CHECK: %[[INIT:.*]] = tensor.empty(%[[D]]) : tensor<?x3xf32>
// CHECK: linalg.generic {{.*}} ins(%[[A]], %[[B]] : tensor<?x3xf32>, tensor<?x3xf32>) outs(%[[INIT]] : tensor<?x3xf32>)
// CHECK: ^bb0(%[[X:.*]]: f32, %[[Y:.*]]: f32, %{{.*}}: f32):
// CHECK: arith.addf %[[X]], %[[Y]] : f32
func.func @binary_dynamic(%a: tensor<?x3xf32>, %b: tensor<?x3xf32>) -> tensor<?x3xf32> {
  %0 = stablehlo.add %a, %b : tensor<?x3xf32>
  return %0 : tensor<?x3xf32>
}

// -----

// Implicit broadcasts read the smaller operand through a projection.
// CHECK-DAG: #[[ID2:.*]] = affine_map<(d0, d1) -> (d0, d1)>
// CHECK-DAG: #[[COL:.*]] = affine_map<(d0, d1) -> (d1)>
// CHECK-LABEL: func.func @implicit_broadcast(
// CHECK: linalg.generic {indexing_maps = [#[[ID2]], #[[COL]], #[[ID2]]]
// CHECK: arith.mulf
func.func @implicit_broadcast(%a: tensor<2x3xf32>, %b: tensor<3xf32>) -> tensor<2x3xf32> {
  %0 = chlo.broadcast_multiply %a, %b {broadcast_dimensions = array<i64: 1>} : (tensor<2x3xf32>, tensor<3xf32>) -> tensor<2x3xf32>
  return %0 : tensor<2x3xf32>
}

// -----

// XLA integer division: x / 0 = -1, INT_MIN / -1 = INT_MIN.
// CHECK-LABEL: func.func @int_divide(
// CHECK: ^bb0(%[[X:.*]]: i32, %[[Y:.*]]: i32, %{{.*}}: i32):
// CHECK-DAG: %[[ZERO:.*]] = arith.constant 0 : i32
// CHECK-DAG: %[[ONE:.*]] = arith.constant 1 : i32
// CHECK-DAG: %[[M1:.*]] = arith.constant -1 : i32
// CHECK: %[[YZ:.*]] = arith.cmpi eq, %[[Y]], %[[ZERO]] : i32
// CHECK: %[[MIN:.*]] = arith.constant -2147483648 : i32
// CHECK: %[[XMIN:.*]] = arith.cmpi eq, %[[X]], %[[MIN]] : i32
// CHECK: %[[YM1:.*]] = arith.cmpi eq, %[[Y]], %[[M1]] : i32
// CHECK: %[[OVF:.*]] = arith.andi %[[XMIN]], %[[YM1]] : i1
// CHECK: %[[BAD:.*]] = arith.ori %[[YZ]], %[[OVF]] : i1
// CHECK: %[[SAFE:.*]] = arith.select %[[BAD]], %[[ONE]], %[[Y]] : i32
// CHECK: %[[Q:.*]] = arith.divsi %[[X]], %[[SAFE]] : i32
// CHECK: %[[Q1:.*]] = arith.select %[[OVF]], %[[MIN]], %[[Q]] : i32
// CHECK: %[[Q2:.*]] = arith.select %[[YZ]], %[[M1]], %[[Q1]] : i32
// CHECK: linalg.yield %[[Q2]] : i32
func.func @int_divide(%a: tensor<4xi32>, %b: tensor<4xi32>) -> tensor<4xi32> {
  %0 = stablehlo.divide %a, %b : tensor<4xi32>
  return %0 : tensor<4xi32>
}

// -----

// XLA remainder: x % 0 = x; the sign follows the dividend (remsi).
// CHECK-LABEL: func.func @int_remainder(
// CHECK: ^bb0(%[[X:.*]]: i8, %[[Y:.*]]: i8, %{{.*}}: i8):
// CHECK: %[[YZ:.*]] = arith.cmpi eq, %[[Y]], %{{.*}} : i8
// CHECK: %[[R:.*]] = arith.remsi %[[X]], %{{.*}} : i8
// CHECK: %[[S:.*]] = arith.select %[[YZ]], %[[X]], %[[R]] : i8
// CHECK: linalg.yield %[[S]] : i8
func.func @int_remainder(%a: tensor<4xi8>, %b: tensor<4xi8>) -> tensor<4xi8> {
  %0 = stablehlo.remainder %a, %b : tensor<4xi8>
  return %0 : tensor<4xi8>
}

// -----

// Shifts by the width or more: 0 for shift_left, the sign for shift_right_arithmetic.
// CHECK-LABEL: func.func @shifts(
// CHECK: ^bb0(%[[X:.*]]: i32, %[[Y:.*]]: i32, %{{.*}}: i32):
// CHECK: %[[W:.*]] = arith.constant 32 : i32
// CHECK: %[[FAR:.*]] = arith.cmpi uge, %[[Y]], %[[W]] : i32
// CHECK: %[[Z:.*]] = arith.constant 0 : i32
// CHECK: %[[AMT:.*]] = arith.select %[[FAR]], %[[Z]], %[[Y]] : i32
// CHECK: %[[SH:.*]] = arith.shli %[[X]], %[[AMT]] : i32
// CHECK: arith.select %[[FAR]], %[[Z]], %[[SH]] : i32
// CHECK: ^bb0(%[[X2:.*]]: i32, %[[Y2:.*]]: i32, %{{.*}}: i32):
// CHECK: %[[FAR2:.*]] = arith.cmpi uge, %[[Y2]], %{{.*}} : i32
// CHECK: %[[LAST:.*]] = arith.constant 31 : i32
// CHECK: %[[AMT2:.*]] = arith.select %[[FAR2]], %[[LAST]], %[[Y2]] : i32
// CHECK: arith.shrsi %[[X2]], %[[AMT2]] : i32
func.func @shifts(%a: tensor<4xi32>, %b: tensor<4xi32>) -> (tensor<4xi32>, tensor<4xi32>) {
  %0 = stablehlo.shift_left %a, %b : tensor<4xi32>
  %1 = stablehlo.shift_right_arithmetic %a, %b : tensor<4xi32>
  return %0, %1 : tensor<4xi32>, tensor<4xi32>
}

// -----

// NaN-propagating maximum; rounding half away from zero.
// CHECK-LABEL: func.func @nan_max_and_rounding(
// CHECK: arith.maximumf
// CHECK: math.round
func.func @nan_max_and_rounding(%a: tensor<4xf32>, %b: tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>) {
  %0 = stablehlo.maximum %a, %b : tensor<4xf32>
  %1 = stablehlo.round_nearest_afz %a : tensor<4xf32>
  return %0, %1 : tensor<4xf32>, tensor<4xf32>
}

// -----

// compare, select, and clamp with scalar bounds (read through `(d0) -> ()`).
// CHECK-DAG: #[[ID1:.*]] = affine_map<(d0) -> (d0)>
// CHECK-DAG: #[[SCALAR:.*]] = affine_map<(d0) -> ()>
// CHECK-LABEL: func.func @compare_select_clamp(
// CHECK-SAME: %[[A:[^:]*]]: tensor<4xf32>, %[[B:[^:]*]]: tensor<4xf32>, %[[LO:[^:]*]]: tensor<f32>, %[[HI:[^:]*]]: tensor<f32>
// CHECK: %[[P:.*]] = linalg.generic {{.*}} ins(%[[A]], %[[B]] : {{.*}}) outs(%{{.*}} : tensor<4xi1>)
// CHECK: arith.cmpf olt
// CHECK: linalg.generic {{.*}} ins(%[[P]], %[[A]], %[[B]] : tensor<4xi1>, tensor<4xf32>, tensor<4xf32>)
// CHECK: arith.select
// CHECK: linalg.generic {indexing_maps = [#[[SCALAR]], #[[ID1]], #[[SCALAR]], #[[ID1]]], {{.*}} ins(%[[LO]], %[[A]], %[[HI]] :
// CHECK: ^bb0(%[[L:.*]]: f32, %[[X:.*]]: f32, %[[H:.*]]: f32, %{{.*}}: f32):
// CHECK: %[[M:.*]] = arith.maximumf %[[X]], %[[L]] : f32
// CHECK: arith.minimumf %[[M]], %[[H]] : f32
func.func @compare_select_clamp(%a: tensor<4xf32>, %b: tensor<4xf32>, %lo: tensor<f32>, %hi: tensor<f32>) -> (tensor<4xf32>, tensor<4xf32>) {
  %p = stablehlo.compare LT, %a, %b, FLOAT : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
  %0 = stablehlo.select %p, %a, %b : tensor<4xi1>, tensor<4xf32>
  %1 = stablehlo.clamp %lo, %a, %hi : (tensor<f32>, tensor<4xf32>, tensor<f32>) -> tensor<4xf32>
  return %0, %1 : tensor<4xf32>, tensor<4xf32>
}

// -----

// TOTALORDER compares the bits, magnitude flipped for negatives.
// CHECK-LABEL: func.func @total_order(
// CHECK: ^bb0(%[[X:.*]]: f32, %[[Y:.*]]: f32, %{{.*}}: i1):
// CHECK: %[[BX:.*]] = arith.bitcast %[[X]] : f32 to i32
// CHECK: %[[SX:.*]] = arith.shrsi %[[BX]], %{{.*}} : i32
// CHECK: %[[MX:.*]] = arith.andi %[[SX]], %{{.*}} : i32
// CHECK: %[[KX:.*]] = arith.xori %[[BX]], %[[MX]] : i32
// CHECK: %[[BY:.*]] = arith.bitcast %[[Y]] : f32 to i32
// CHECK: %[[KY:.*]] = arith.xori %[[BY]], %{{.*}} : i32
// CHECK: arith.cmpi slt, %[[KX]], %[[KY]] : i32
func.func @total_order(%a: tensor<4xf32>, %b: tensor<4xf32>) -> tensor<4xi1> {
  %0 = stablehlo.compare LT, %a, %b, TOTALORDER : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
  return %0 : tensor<4xi1>
}

// -----

// Float to int saturates, NaN gives 0.
// CHECK-LABEL: func.func @convert_saturating(
// CHECK: ^bb0(%[[X:.*]]: f32, %{{.*}}: i8):
// CHECK: %[[LOW:.*]] = arith.cmpf ole, %[[X]], %{{.*}} : f32
// CHECK: %[[HIGH:.*]] = arith.cmpf oge, %[[X]], %{{.*}} : f32
// CHECK: %[[NAN:.*]] = arith.cmpf uno, %[[X]], %[[X]] : f32
// CHECK: %[[I:.*]] = arith.fptosi %{{.*}} : f32 to i8
// CHECK: %[[R1:.*]] = arith.select %[[LOW]], %{{.*}}, %[[I]] : i8
// CHECK: %[[R2:.*]] = arith.select %[[HIGH]], %{{.*}}, %[[R1]] : i8
// CHECK: arith.select %[[NAN]], %{{.*}}, %[[R2]] : i8
func.func @convert_saturating(%a: tensor<4xf32>) -> tensor<4xi8> {
  %0 = stablehlo.convert %a : (tensor<4xf32>) -> tensor<4xi8>
  return %0 : tensor<4xi8>
}

// -----

// f64 to bf16 / f16 rounds through f32, as XLA does (JAX on CPU: 1 + 2^-8 + 2^-22 -> 1 + 2^-7).
// CHECK-LABEL: func.func @convert_f64_to_half
// CHECK: ^bb0(%[[X:.*]]: f64, %{{.*}}: bf16):
// CHECK: %[[F:.*]] = arith.truncf %[[X]] : f64 to f32
// CHECK: %[[H:.*]] = arith.truncf %[[F]] : f32 to bf16
// CHECK: linalg.yield %[[H]] : bf16
func.func @convert_f64_to_half(%a: tensor<4xf64>) -> tensor<4xbf16> {
  %0 = stablehlo.convert %a : (tensor<4xf64>) -> tensor<4xbf16>
  return %0 : tensor<4xbf16>
}

// -----

// Unsigned integers compute signless, with unsigned ops; the signature becomes signless too.
// CHECK-LABEL: func.func @unsigned(
// CHECK-SAME: %[[A:.*]]: tensor<4xi32>, %[[B:.*]]: tensor<4xi32>) -> tensor<4xi32>
// CHECK-NOT: unrealized_conversion_cast
// CHECK: %[[R:.*]] = linalg.generic {{.*}} ins(%[[A]], %[[B]] : tensor<4xi32>, tensor<4xi32>)
// CHECK: arith.divui
// CHECK-NOT: unrealized_conversion_cast
// CHECK: return %[[R]] : tensor<4xi32>
func.func @unsigned(%a: tensor<4xui32>, %b: tensor<4xui32>) -> tensor<4xui32> {
  %0 = stablehlo.divide %a, %b : tensor<4xui32>
  return %0 : tensor<4xui32>
}

// -----

// CHECK-LABEL: func.func @bitcast_and_chlo(
// CHECK: arith.bitcast %{{.*}} : f32 to i32
// CHECK: math.sinh %{{.*}} : f32
func.func @bitcast_and_chlo(%a: tensor<4xf32>) -> (tensor<4xi32>, tensor<4xf32>) {
  %0 = stablehlo.bitcast_convert %a : (tensor<4xf32>) -> tensor<4xi32>
  %1 = chlo.sinh %a : tensor<4xf32> -> tensor<4xf32>
  return %0, %1 : tensor<4xi32>, tensor<4xf32>
}
