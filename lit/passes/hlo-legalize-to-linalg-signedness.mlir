// RUN: xla-opt %s --hlo-legalize-to-linalg | FileCheck %s
// RUN: xla-opt %s --hlo-legalize-to-linalg | mlir-opt > /dev/null

// Structured lowerings of signed/unsigned integers compute on signless integers; the hlo
// type decides the arithmetic: unsigned operands widen by zero extension, signed ones by
// sign extension, and region bodies use the unsigned comparisons and division.

// CHECK-LABEL: func.func @dot_unsigned_widening(
// CHECK: linalg.generic
// CHECK: arith.extui %{{.*}} : i8 to i32
// CHECK: arith.extui %{{.*}} : i8 to i32
// CHECK: arith.muli
// CHECK: arith.addi
func.func @dot_unsigned_widening(%a: tensor<2x3xui8>, %b: tensor<3x4xui8>) -> tensor<2x4xui32> {
  %0 = stablehlo.dot_general %a, %b, contracting_dims = [1] x [0] : (tensor<2x3xui8>, tensor<3x4xui8>) -> tensor<2x4xui32>
  return %0 : tensor<2x4xui32>
}

// Signed operands sign-extend (the named op's cast_signed).
// CHECK-LABEL: func.func @dot_signed_widening(
// CHECK: linalg.matmul
func.func @dot_signed_widening(%a: tensor<2x3xi8>, %b: tensor<3x4xi8>) -> tensor<2x4xi32> {
  %0 = stablehlo.dot_general %a, %b, contracting_dims = [1] x [0] : (tensor<2x3xi8>, tensor<3x4xi8>) -> tensor<2x4xi32>
  return %0 : tensor<2x4xi32>
}

// Same width: the named op is kept; the function returns the signless result.
// CHECK-LABEL: func.func @dot_unsigned(
// CHECK-SAME: -> tensor<2x4xi32>
// CHECK: %[[R:.*]] = linalg.matmul
// CHECK-NOT: unrealized_conversion_cast
// CHECK: return %[[R]] : tensor<2x4xi32>
func.func @dot_unsigned(%a: tensor<2x3xui32>, %b: tensor<3x4xui32>) -> tensor<2x4xui32> {
  %0 = stablehlo.dot %a, %b : (tensor<2x3xui32>, tensor<3x4xui32>) -> tensor<2x4xui32>
  return %0 : tensor<2x4xui32>
}

// CHECK-LABEL: func.func @reduce_max_unsigned(
// CHECK: linalg.reduce
// CHECK: arith.maxui
func.func @reduce_max_unsigned(%x: tensor<4x6xui32>, %init: tensor<ui32>) -> tensor<6xui32> {
  %0 = stablehlo.reduce(%x init: %init) across dimensions = [0] : (tensor<4x6xui32>, tensor<ui32>) -> tensor<6xui32>
   reducer(%a: tensor<ui32>, %b: tensor<ui32>) {
    %m = stablehlo.maximum %a, %b : tensor<ui32>
    stablehlo.return %m : tensor<ui32>
  }
  return %0 : tensor<6xui32>
}

// CHECK-LABEL: func.func @reduce_div_unsigned(
// CHECK: arith.divui
func.func @reduce_div_unsigned(%x: tensor<4xui16>, %init: tensor<ui16>) -> tensor<ui16> {
  %0 = stablehlo.reduce(%x init: %init) across dimensions = [0] : (tensor<4xui16>, tensor<ui16>) -> tensor<ui16>
   reducer(%a: tensor<ui16>, %b: tensor<ui16>) {
    %m = stablehlo.divide %a, %b : tensor<ui16>
    stablehlo.return %m : tensor<ui16>
  }
  return %0 : tensor<ui16>
}

// CHECK-LABEL: func.func @sort_unsigned(
// CHECK: arith.cmpi ult
func.func @sort_unsigned(%x: tensor<5xui8>) -> tensor<5xui8> {
  %0 = "stablehlo.sort"(%x) ({
  ^bb0(%a: tensor<ui8>, %b: tensor<ui8>):
    %c = stablehlo.compare LT, %a, %b, UNSIGNED : (tensor<ui8>, tensor<ui8>) -> tensor<i1>
    stablehlo.return %c : tensor<i1>
  }) {dimension = 0 : i64, is_stable = true} : (tensor<5xui8>) -> tensor<5xui8>
  return %0 : tensor<5xui8>
}

// CHECK-LABEL: func.func @conv_unsigned_widening(
// CHECK: linalg.generic
// CHECK: arith.extui %{{.*}} : i8 to i32
// CHECK: arith.extui %{{.*}} : i8 to i32
func.func @conv_unsigned_widening(%x: tensor<1x4x1xui8>, %k: tensor<2x1x1xui8>) -> tensor<1x3x1xui32> {
  %0 = stablehlo.convolution(%x, %k) dim_numbers = [b, 0, f]x[0, i, o]->[b, 0, f], window = {stride = [1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x4x1xui8>, tensor<2x1x1xui8>) -> tensor<1x3x1xui32>
  return %0 : tensor<1x3x1xui32>
}

// rng_bit_generator: a parallel generic computes each element's block from its flat index.
// CHECK-LABEL: func.func @rng_three_fry(
// CHECK: tensor.extract
// CHECK: linalg.generic
// CHECK: linalg.index 0
// CHECK: arith.index_castui
// CHECK: arith.select
// CHECK: tensor.from_elements
func.func @rng_three_fry(%s: tensor<2xui64>) -> (tensor<2xui64>, tensor<3xui32>) {
  %st, %r = stablehlo.rng_bit_generator %s, algorithm = THREE_FRY : (tensor<2xui64>) -> (tensor<2xui64>, tensor<3xui32>)
  return %st, %r : tensor<2xui64>, tensor<3xui32>
}

// CHECK-LABEL: func.func @rng_philox(
// CHECK: linalg.generic
// CHECK: arith.muli
// CHECK: arith.bitcast %{{.*}} : i64 to f64
func.func @rng_philox(%s: tensor<3xui64>) -> (tensor<3xui64>, tensor<2x3xf64>) {
  %st, %r = stablehlo.rng_bit_generator %s, algorithm = PHILOX : (tensor<3xui64>) -> (tensor<3xui64>, tensor<2x3xf64>)
  return %st, %r : tensor<3xui64>, tensor<2x3xf64>
}
