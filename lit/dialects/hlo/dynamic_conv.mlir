// RUN: xla-opt %s | xla-opt | FileCheck %s
// RUN: sed '/^ *\/\//!s/\bhlo\./stablehlo./g' %s | xla-opt | FileCheck %s
// RUN: xla-opt %s --hlo-print-stablehlo | FileCheck %s --check-prefix=SHLO
// RUN: xla-opt %s --canonicalize | FileCheck %s --check-prefix=CANON

// A padding operand (generic syntax only, as StableHLO): constant, of another integer type,
// or known only at run time (the output's spatial sizes are then not checked).
// CHECK-LABEL: func @dynamic_conv
// CHECK: "hlo.dynamic_conv"(%{{.*}}, %{{.*}}, %{{.*}}) <{batch_group_count = 1 : i64, dimension_numbers = #hlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 2, 2>, window_strides = array<i64: 4, 4>}> : (tensor<1x4x4x1xf32>, tensor<3x3x1x1xf32>, tensor<2x2xi64>) -> tensor<1x2x2x1xf32>
// CHECK: "hlo.dynamic_conv"{{.*}} : (tensor<1x4x4x1xf32>, tensor<3x3x1x1xf32>, tensor<2x2xi32>) -> tensor<1x?x?x1xf32>
// CHECK: "hlo.dynamic_conv"{{.*}} : (tensor<1x4x4x1xf32>, tensor<3x3x1x1xf32>, tensor<?x2xi64>) -> tensor<1x5x9x1xf32>
// SHLO: "stablehlo.dynamic_conv"
// Canonicalize: the constant padding makes an hlo.convolution, the others stay.
// CANON: hlo.convolution(%arg0, %arg1) {{.*}}window = {stride = [4, 4], pad = {{\[\[}}1, 1], [1, 1]], lhs_dilate = [2, 2]}{{.*}} -> tensor<1x2x2x1xf32>
// CANON-COUNT-2: "hlo.dynamic_conv"
func.func @dynamic_conv(%x: tensor<1x4x4x1xf32>, %k: tensor<3x3x1x1xf32>, %p32: tensor<2x2xi32>, %pd: tensor<?x2xi64>) -> (tensor<1x2x2x1xf32>, tensor<1x?x?x1xf32>, tensor<1x5x9x1xf32>) {
  %p = hlo.constant dense<1> : tensor<2x2xi64>
  %0 = "hlo.dynamic_conv"(%x, %k, %p) {batch_group_count = 1 : i64, dimension_numbers = #hlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 2, 2>, window_strides = array<i64: 4, 4>} : (tensor<1x4x4x1xf32>, tensor<3x3x1x1xf32>, tensor<2x2xi64>) -> tensor<1x2x2x1xf32>
  %1 = "hlo.dynamic_conv"(%x, %k, %p32) {batch_group_count = 1 : i64, dimension_numbers = #hlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64} : (tensor<1x4x4x1xf32>, tensor<3x3x1x1xf32>, tensor<2x2xi32>) -> tensor<1x?x?x1xf32>
  %2 = "hlo.dynamic_conv"(%x, %k, %pd) {batch_group_count = 1 : i64, dimension_numbers = #hlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64} : (tensor<1x4x4x1xf32>, tensor<3x3x1x1xf32>, tensor<?x2xi64>) -> tensor<1x5x9x1xf32>
  return %0, %1, %2 : tensor<1x2x2x1xf32>, tensor<1x?x?x1xf32>, tensor<1x5x9x1xf32>
}
