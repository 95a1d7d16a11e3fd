// RUN: xla-opt %s --hlo-legalize-to-linalg | FileCheck %s
// RUN: xla-opt %s --hlo-legalize-to-linalg --bufferize --linalg-matmul-to-microkernel="vector-bits=512 outline=false" | FileCheck %s --check-prefix=KERNEL

// Float convolutions without groups or lhs dilation and with at least 8 output features
// become one batched product (loops: image, m, n, k) that --linalg-matmul-to-microkernel
// takes: channels-last layouts (NHWC, HWIO) read the zero-padded input directly (k runs over
// one kernel row's width x features, contiguous in an input row; the other kernel rows are
// outer reduction loops), other layouts gather their patches first (im2col), a 1x1 window
// reads the input collapsed; the kernel and the output are collapsed views. Depthwise,
// lhs-dilated, narrow (fewer than 8 output features) and integer convolutions keep the
// general loop nest (one generic over the padded input).

// CHECK-DAG: #[[PATCH:.*]] = affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1 * 2 + d3, d2 + d4 * 2, d5)>
// CHECK-DAG: #[[A:.*]] = affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>
// CHECK-DAG: #[[B:.*]] = affine_map<(d0, d1, d2, d3) -> (d3, d2)>
// CHECK-DAG: #[[C:.*]] = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>
// CHECK-DAG: #[[A_NCHW:.*]] = affine_map<(d0, d1, d2, d3) -> (d0, d3, d1)>
// CHECK-DAG: #[[B_OIHW:.*]] = affine_map<(d0, d1, d2, d3) -> (d2, d3)>
// CHECK-DAG: #[[C_NCHW:.*]] = affine_map<(d0, d1, d2, d3) -> (d0, d2, d1)>

// CHECK-DAG: #[[DIRECT:.*]] = affine_map<(d0, d1, d2, d3, d4) -> (d0, (d1 floordiv 6) * 2 + d3, (d1 mod 6) * 4 + d4)>
// CHECK-DAG: #[[DIRECT_B:.*]] = affine_map<(d0, d1, d2, d3, d4) -> (d3, d4, d2)>
// CHECK-DAG: #[[DIRECT_C:.*]] = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2)>

// CHECK-LABEL: func.func @conv3x3_nhwc
// CHECK: %[[PAD:.*]] = tensor.pad %{{.*}} low[0, 1, 1, 0] high[0, 1, 1, 0]
// CHECK: %[[X:.*]] = tensor.collapse_shape %[[PAD]] {{\[\[}}0], [1], [2, 3]] : tensor<2x8x8x4xf32> into tensor<2x8x32xf32>
// CHECK: %[[K:.*]] = tensor.collapse_shape %{{.*}} {{\[\[}}0], [1, 2], [3]] : tensor<3x3x4x8xf32> into tensor<3x12x8xf32>
// CHECK: %[[R:.*]] = linalg.generic {indexing_maps = [#[[DIRECT]], #[[DIRECT_B]], #[[DIRECT_C]]], iterator_types = ["parallel", "parallel", "parallel", "reduction", "reduction"]} ins(%[[X]], %[[K]] : tensor<2x8x32xf32>, tensor<3x12x8xf32>) outs(%{{.*}} : tensor<2x18x8xf32>)
// CHECK: tensor.expand_shape %[[R]] {{\[\[}}0], [1, 2], [3]] output_shape [2, 3, 6, 8] : tensor<2x18x8xf32> into tensor<2x3x6x8xf32>
func.func @conv3x3_nhwc(%x: tensor<2x6x6x4xf32>, %k: tensor<3x3x4x8xf32>) -> tensor<2x3x6x8xf32> {
  %0 = hlo.convolution(%x, %k) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [2, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<2x6x6x4xf32>, tensor<3x3x4x8xf32>) -> tensor<2x3x6x8xf32>
  return %0 : tensor<2x3x6x8xf32>
}

// KERNEL-LABEL: func.func @conv3x3_nhwc
// KERNEL: scf.parallel
// KERNEL: math.fma
// KERNEL-NOT: linalg.generic {{.*}}"reduction"

// CHECK-LABEL: func.func @conv3x3_strided
// CHECK: %[[PAD:.*]] = tensor.pad %{{.*}} low[0, 1, 2, 0] high[0, 1, 2, 0]
// CHECK: %[[P:.*]] = linalg.generic {indexing_maps = [#[[PATCH]], #{{.*}}], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%[[PAD]] : tensor<2x10x12x3xf32>) outs(%{{.*}} : tensor<2x4x8x3x3x3xf32>)
// CHECK: %[[PA:.*]] = tensor.collapse_shape %[[P]] {{\[\[}}0], [1, 2], [3, 4, 5]] : tensor<2x4x8x3x3x3xf32> into tensor<2x32x27xf32>
// CHECK: %[[K:.*]] = tensor.collapse_shape %{{.*}} {{\[\[}}0, 1, 2], [3]] : tensor<3x3x3x16xf32> into tensor<27x16xf32>
// CHECK: %[[R:.*]] = linalg.generic {indexing_maps = [#[[A]], #[[B]], #[[C]]], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%[[PA]], %[[K]] : tensor<2x32x27xf32>, tensor<27x16xf32>) outs(%{{.*}} : tensor<2x32x16xf32>)
// CHECK: arith.mulf
// CHECK: arith.addf
// CHECK: tensor.expand_shape %[[R]] {{\[\[}}0], [1, 2], [3]] output_shape [2, 4, 8, 16] : tensor<2x32x16xf32> into tensor<2x4x8x16xf32>
func.func @conv3x3_strided(%x: tensor<2x8x8x3xf32>, %k: tensor<3x3x3x16xf32>) -> tensor<2x4x8x16xf32> {
  %0 = hlo.convolution(%x, %k) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [2, 1], pad = [[1, 1], [2, 2]], lhs_dilate = [1, 1], rhs_dilate = [1, 2], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<2x8x8x3xf32>, tensor<3x3x3x16xf32>) -> tensor<2x4x8x16xf32>
  return %0 : tensor<2x4x8x16xf32>
}

// KERNEL-LABEL: func.func @conv3x3_strided
// KERNEL: scf.parallel
// KERNEL: math.fma
// KERNEL-NOT: linalg.generic {{.*}}"reduction"

// CHECK-LABEL: func.func @conv1x1_nchw
// CHECK-NOT: tensor.pad
// CHECK: %[[X:.*]] = tensor.collapse_shape %{{.*}} {{\[\[}}0], [1], [2, 3]] : tensor<2x5x4x3xf64> into tensor<2x5x12xf64>
// CHECK: %[[K:.*]] = tensor.collapse_shape %{{.*}} {{\[\[}}0], [1, 2, 3]] : tensor<9x5x1x1xf64> into tensor<9x5xf64>
// CHECK: linalg.generic {indexing_maps = [#[[A_NCHW]], #[[B_OIHW]], #[[C_NCHW]]], {{.*}} ins(%[[X]], %[[K]] : tensor<2x5x12xf64>, tensor<9x5xf64>) outs(%{{.*}} : tensor<2x9x12xf64>)
// CHECK: tensor.expand_shape %{{.*}} {{\[\[}}0], [1], [2, 3]] output_shape [2, 9, 4, 3]
func.func @conv1x1_nchw(%x: tensor<2x5x4x3xf64>, %k: tensor<9x5x1x1xf64>) -> tensor<2x9x4x3xf64> {
  %0 = hlo.convolution(%x, %k) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<2x5x4x3xf64>, tensor<9x5x1x1xf64>) -> tensor<2x9x4x3xf64>
  return %0 : tensor<2x9x4x3xf64>
}

// KERNEL-LABEL: func.func @conv1x1_nchw
// KERNEL: scf.parallel
// KERNEL: math.fma {{.*}} : vector<8xf64>

// CHECK-LABEL: func.func @depthwise
// CHECK-NOT: collapse_shape
// CHECK: linalg.generic {{.*}} iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction", "reduction", "reduction"]
// CHECK-NOT: collapse_shape
// CHECK: return
func.func @depthwise(%x: tensor<1x6x6x8xf32>, %k: tensor<3x3x1x8xf32>) -> tensor<1x6x6x8xf32> {
  %0 = hlo.convolution(%x, %k) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 8 : i64} : (tensor<1x6x6x8xf32>, tensor<3x3x1x8xf32>) -> tensor<1x6x6x8xf32>
  return %0 : tensor<1x6x6x8xf32>
}

// CHECK-LABEL: func.func @lhs_dilated
// CHECK-NOT: collapse_shape
// CHECK: return
func.func @lhs_dilated(%x: tensor<1x4x4x2xf32>, %k: tensor<3x3x2x8xf32>) -> tensor<1x9x9x8xf32> {
  %0 = hlo.convolution(%x, %k) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[2, 2], [2, 2]], lhs_dilate = [2, 2], rhs_dilate = [1, 1], reverse = [true, true]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x4x4x2xf32>, tensor<3x3x2x8xf32>) -> tensor<1x9x9x8xf32>
  return %0 : tensor<1x9x9x8xf32>
}

// CHECK-LABEL: func.func @narrow
// CHECK-NOT: collapse_shape
// CHECK: return
func.func @narrow(%x: tensor<1x5x5x2xf32>, %k: tensor<3x3x2x4xf32>) -> tensor<1x3x3x4xf32> {
  %0 = hlo.convolution(%x, %k) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x5x5x2xf32>, tensor<3x3x2x4xf32>) -> tensor<1x3x3x4xf32>
  return %0 : tensor<1x3x3x4xf32>
}

// CHECK-LABEL: func.func @integer
// CHECK-NOT: collapse_shape
// CHECK: arith.muli
// CHECK: return
func.func @integer(%x: tensor<1x5x5x2xi32>, %k: tensor<1x1x2x8xi32>) -> tensor<1x5x5x8xi32> {
  %0 = hlo.convolution(%x, %k) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x5x5x2xi32>, tensor<1x1x2x8xi32>) -> tensor<1x5x5x8xi32>
  return %0 : tensor<1x5x5x8xi32>
}
