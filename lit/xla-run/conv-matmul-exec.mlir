// REQUIRES: melior
// RUN: xla-run %s --entry conv3x3_same --print | FileCheck %s --check-prefix=CONV3X3-SAME
// RUN: xla-opt %s --lower-to-loops | xla-run - --entry conv3x3_same --print | FileCheck %s --check-prefix=CONV3X3-SAME
// RUN: xla-run %s --backend jit --entry conv3x3_same --print | FileCheck %s --check-prefix=CONV3X3-SAME
// RUN: xla-run %s --entry conv1x1 --print | FileCheck %s --check-prefix=CONV1X1
// RUN: xla-opt %s --lower-to-loops | xla-run - --entry conv1x1 --print | FileCheck %s --check-prefix=CONV1X1
// RUN: xla-run %s --backend jit --entry conv1x1 --print | FileCheck %s --check-prefix=CONV1X1
// RUN: xla-run %s --entry conv1x1_nchw --print | FileCheck %s --check-prefix=CONV1X1-NCHW
// RUN: xla-opt %s --lower-to-loops | xla-run - --entry conv1x1_nchw --print | FileCheck %s --check-prefix=CONV1X1-NCHW
// RUN: xla-run %s --backend jit --entry conv1x1_nchw --print | FileCheck %s --check-prefix=CONV1X1-NCHW
// RUN: xla-run %s --entry conv_nchw_strided_dilated --print | FileCheck %s --check-prefix=CONV-NCHW-STRIDED-DILATED
// RUN: xla-opt %s --lower-to-loops | xla-run - --entry conv_nchw_strided_dilated --print | FileCheck %s --check-prefix=CONV-NCHW-STRIDED-DILATED
// RUN: xla-run %s --backend jit --entry conv_nchw_strided_dilated --print | FileCheck %s --check-prefix=CONV-NCHW-STRIDED-DILATED
// RUN: xla-run %s --entry conv1d_nwc --print | FileCheck %s --check-prefix=CONV1D-NWC
// RUN: xla-opt %s --lower-to-loops | xla-run - --entry conv1d_nwc --print | FileCheck %s --check-prefix=CONV1D-NWC
// RUN: xla-run %s --backend jit --entry conv1d_nwc --print | FileCheck %s --check-prefix=CONV1D-NWC
// RUN: xla-run %s --entry conv_negative_pad --print | FileCheck %s --check-prefix=CONV-NEGATIVE-PAD
// RUN: xla-opt %s --lower-to-loops | xla-run - --entry conv_negative_pad --print | FileCheck %s --check-prefix=CONV-NEGATIVE-PAD
// RUN: xla-run %s --backend jit --entry conv_negative_pad --print | FileCheck %s --check-prefix=CONV-NEGATIVE-PAD

// Float convolutions lowered as a matrix product (im2col, or the input itself for 1x1
// windows; passes/src/hlo_to_linalg/conv_matmul.rs) give the unlowered interpreter's
// results through the loop level and the JIT (where the product runs on the micro-kernel).
// Each entry returns [sum(y), sum(y * (iota % 7 + 1))] of a convolution y of small integer
// inputs (exact in f32, so any summation order agrees); the programs and expected values
// come from JAX 0.10 (jax.jit(...).lower(), lax.conv_general_dilated): NHWC 3x3 SAME,
// 1x1 in NHWC and NCHW/OIHW, NCHW strided with rhs dilation and asymmetric padding, 1-D NWC
// strided, negative padding.

// CONV3X3-SAME: dense<[-7.300000e+01, -3.460000e+02]> : tensor<2xf32>
// CONV1X1: dense<[2.330000e+02, 9.930000e+02]> : tensor<2xf32>
// CONV1X1-NCHW: dense<[6.000000e+00, 1.930000e+02]> : tensor<2xf32>
// CONV-NCHW-STRIDED-DILATED: dense<[-4.450000e+02, -1.941000e+03]> : tensor<2xf32>
// CONV1D-NWC: dense<[-7.000000e+01, -2.800000e+02]> : tensor<2xf32>
// CONV-NEGATIVE-PAD: dense<[4.200000e+01, 4.600000e+01]> : tensor<2xf32>

module {
  func.func public @conv3x3_same() -> (tensor<2xf32> ) {
    %cst = stablehlo.constant dense<"0x00000040000000000000803F000040C0000000C00000000000000040000040C0000040C0000000C00000803F000000400000803F00004040000000C0000080BF0000803F0000404000000040000080BF0000803F000000000000803F000080BF0000803F0000004000004040000080BF0000803F000000C0000000C000004040000040C00000404000000040000000C0000000C00000004000004040000000C0000000C0000040C00000803F000000C0000040C0000040C00000004000000000000080BF000000C0000040C000004040000000000000404000000040000000C0000000C0000000000000803F000040C0000000C0000000000000803F000080BF0000803F000040C00000004000000000000000C0000080BF000040C00000803F000000C0000080BF000080BF000000C0000040C000004040000000C00000000000004040000000400000803F0000000000000040000000C00000000000004040000040C0000040C0000080BF000080BF000000C0000000000000803F000080BF0000404000004040000040C0000040C0000000C0000000C00000004000000000000040C0000040C00000004000000040000040400000803F0000004000004040000080BF0000803F00000000000000400000000000000040000040C0000000000000803F000000000000803F000040400000803F000000400000803F000000C0000040C00000803F000080BF000040C000000040000080BF0000803F000000C0000000C0000040C0000080BF0000803F0000803F000040C00000803F000000C0000040400000803F000000C0000040C0000080BF00000000"> : tensor<2x5x5x3xf32>
    %cst_0 = stablehlo.constant dense<"0x000040C000000040000040C00000404000000000000080BF00000000000040C0000080BF000000C00000000000000040000080BF0000803F0000803F0000803F0000004000000000000040400000803F000080BF000000000000000000004040000080BF000000C0000080BF0000803F0000000000000040000040C00000803F000040400000404000000000000000C0000080BF000040C00000803F000040400000803F000080BF0000803F000080BF000000C000004040000040C0000080BF00000040000080BF000000C000000040000040C0000000C000004040000040C0000080BF00000040000000C0000000C0000000C0000040400000803F000080BF0000404000000000000040C000000000000040C0000080BF000080BF000040C00000803F00004040000080BF000040C0000080BF0000803F000000C0000040400000004000004040000040400000404000000000000040C0000080BF000000C00000803F000040C0000000C00000004000004040000000C00000004000000040000000C0000080BF0000803F000080BF00004040000000000000803F00000040000080BF000040C0000080BF0000000000000000000040C0000040C00000004000000000000000400000000000000040000040C0000040C000004040000080BF0000004000000000000000C00000404000000040000080BF000000000000803F000000000000404000000000000000C00000803F000080BF00000000000040C000004040000040C0000080BF000000400000803F0000803F0000000000004040000080BF000000C0000000C0000000C0000080BF000000C00000000000004040000040C0000000C0000040C00000803F0000404000000000000000C000000000000040400000404000004040000040C0000040C00000004000000000000080BF000080BF00000040000080BF000000C000000000000000400000803F00000000000000C0000040C00000000000004040000040C000000000000000C0000000000000004000000000000040C0000000C00000803F000080BF000000C000000040000000C0000080BF000040C0000080BF000040C00000803F0000404000000000000000C000000040000040C000000040000000C0000000400000803F000080BF000040C00000000000000000000080BF0000803F000040C00000404000000000"> : tensor<3x3x3x8xf32>
    %0 = stablehlo.convolution(%cst, %cst_0) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x5x5x3xf32>, tensor<3x3x3x8xf32>) -> tensor<2x5x5x8xf32>
    %1 = stablehlo.iota dim = 0 : tensor<400xf32>
    %2 = stablehlo.reshape %1 : (tensor<400xf32>) -> tensor<2x5x5x8xf32>
    %c = stablehlo.constant dense<7> : tensor<i32>
    %3 = call @remainder_conv3x3_same(%2, %c) : (tensor<2x5x5x8xf32>, tensor<i32>) -> tensor<2x5x5x8xf32>
    %cst_1 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<2x5x5x8xf32>
    %5 = stablehlo.add %3, %4 : tensor<2x5x5x8xf32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %6 = stablehlo.reduce(%0 init: %cst_2) applies stablehlo.add across dimensions = [0, 1, 2, 3] : (tensor<2x5x5x8xf32>, tensor<f32>) -> tensor<f32>
    %7 = stablehlo.multiply %0, %5 : tensor<2x5x5x8xf32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %8 = stablehlo.reduce(%7 init: %cst_3) applies stablehlo.add across dimensions = [0, 1, 2, 3] : (tensor<2x5x5x8xf32>, tensor<f32>) -> tensor<f32>
    %9 = stablehlo.broadcast_in_dim %6, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %10 = stablehlo.broadcast_in_dim %8, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %11 = stablehlo.concatenate %9, %10, dim = 0 : (tensor<1xf32>, tensor<1xf32>) -> tensor<2xf32>
    return %11 : tensor<2xf32>
  }
  func.func private @remainder_conv3x3_same(%arg0: tensor<2x5x5x8xf32>, %arg1: tensor<i32>) -> tensor<2x5x5x8xf32> {
    %0 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<2x5x5x8xf32>
    %2 = stablehlo.remainder %arg0, %1 : tensor<2x5x5x8xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x5x5x8xf32>
    %4 = stablehlo.compare NE, %2, %3, FLOAT : (tensor<2x5x5x8xf32>, tensor<2x5x5x8xf32>) -> tensor<2x5x5x8xi1>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %5 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<2x5x5x8xf32>
    %6 = stablehlo.compare LT, %2, %5, FLOAT : (tensor<2x5x5x8xf32>, tensor<2x5x5x8xf32>) -> tensor<2x5x5x8xi1>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %7 = stablehlo.compare LT, %0, %cst_1, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %8 = stablehlo.broadcast_in_dim %7, dims = [] : (tensor<i1>) -> tensor<2x5x5x8xi1>
    %9 = stablehlo.compare NE, %6, %8, UNSIGNED : (tensor<2x5x5x8xi1>, tensor<2x5x5x8xi1>) -> tensor<2x5x5x8xi1>
    %10 = stablehlo.and %9, %4 : tensor<2x5x5x8xi1>
    %11 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<2x5x5x8xf32>
    %12 = stablehlo.add %2, %11 : tensor<2x5x5x8xf32>
    %13 = stablehlo.select %10, %12, %2 : tensor<2x5x5x8xi1>, tensor<2x5x5x8xf32>
    return %13 : tensor<2x5x5x8xf32>
  }
  func.func public @conv1x1() -> (tensor<2xf32> ) {
    %cst = stablehlo.constant dense<"0x00000040000000000000803F000040C0000000C00000000000000040000040C0000040C0000000C00000803F000000400000803F00004040000000C0000080BF0000803F0000404000000040000080BF0000803F000000000000803F000080BF0000803F0000004000004040000080BF0000803F000000C0000000C000004040000040C00000404000000040000000C0000000C00000004000004040000000C0000000C0000040C00000803F000000C0000040C0000040C00000004000000000000080BF000000C0000040C000004040000000000000404000000040000000C0000000C0000000000000803F000040C0000000C0000000000000803F000080BF0000803F000040C00000004000000000000000C0000080BF000040C00000803F000000C0000080BF000080BF000000C0000040C000004040000000C00000000000004040000000400000803F0000000000000040000000C00000000000004040000040C0000040C0000080BF000080BF000000C0000000000000803F000080BF0000404000004040000040C0000040C0000000C0000000C00000004000000000000040C0000040C00000004000000040000040400000803F0000004000004040000080BF0000803F00000000000000400000000000000040000040C000000000"> : tensor<2x4x3x5xf32>
    %cst_0 = stablehlo.constant dense<[[[[-3.000000e+00, 2.000000e+00, -3.000000e+00, 3.000000e+00, 0.000000e+00, -1.000000e+00, 0.000000e+00, -3.000000e+00, -1.000000e+00], [-2.000000e+00, 0.000000e+00, 2.000000e+00, -1.000000e+00, 1.000000e+00, 1.000000e+00, 1.000000e+00, 2.000000e+00, 0.000000e+00], [3.000000e+00, 1.000000e+00, -1.000000e+00, 0.000000e+00, 0.000000e+00, 3.000000e+00, -1.000000e+00, -2.000000e+00, -1.000000e+00], [1.000000e+00, 0.000000e+00, 2.000000e+00, -3.000000e+00, 1.000000e+00, 3.000000e+00, 3.000000e+00, 0.000000e+00, -2.000000e+00], [-1.000000e+00, -3.000000e+00, 1.000000e+00, 3.000000e+00, 1.000000e+00, -1.000000e+00, 1.000000e+00, -1.000000e+00, -2.000000e+00]]]]> : tensor<1x1x5x9xf32>
    %0 = stablehlo.convolution(%cst, %cst_0) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x4x3x5xf32>, tensor<1x1x5x9xf32>) -> tensor<2x4x3x9xf32>
    %1 = stablehlo.iota dim = 0 : tensor<216xf32>
    %2 = stablehlo.reshape %1 : (tensor<216xf32>) -> tensor<2x4x3x9xf32>
    %c = stablehlo.constant dense<7> : tensor<i32>
    %3 = call @remainder_conv1x1(%2, %c) : (tensor<2x4x3x9xf32>, tensor<i32>) -> tensor<2x4x3x9xf32>
    %cst_1 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<2x4x3x9xf32>
    %5 = stablehlo.add %3, %4 : tensor<2x4x3x9xf32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %6 = stablehlo.reduce(%0 init: %cst_2) applies stablehlo.add across dimensions = [0, 1, 2, 3] : (tensor<2x4x3x9xf32>, tensor<f32>) -> tensor<f32>
    %7 = stablehlo.multiply %0, %5 : tensor<2x4x3x9xf32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %8 = stablehlo.reduce(%7 init: %cst_3) applies stablehlo.add across dimensions = [0, 1, 2, 3] : (tensor<2x4x3x9xf32>, tensor<f32>) -> tensor<f32>
    %9 = stablehlo.broadcast_in_dim %6, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %10 = stablehlo.broadcast_in_dim %8, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %11 = stablehlo.concatenate %9, %10, dim = 0 : (tensor<1xf32>, tensor<1xf32>) -> tensor<2xf32>
    return %11 : tensor<2xf32>
  }
  func.func private @remainder_conv1x1(%arg0: tensor<2x4x3x9xf32>, %arg1: tensor<i32>) -> tensor<2x4x3x9xf32> {
    %0 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<2x4x3x9xf32>
    %2 = stablehlo.remainder %arg0, %1 : tensor<2x4x3x9xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x4x3x9xf32>
    %4 = stablehlo.compare NE, %2, %3, FLOAT : (tensor<2x4x3x9xf32>, tensor<2x4x3x9xf32>) -> tensor<2x4x3x9xi1>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %5 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<2x4x3x9xf32>
    %6 = stablehlo.compare LT, %2, %5, FLOAT : (tensor<2x4x3x9xf32>, tensor<2x4x3x9xf32>) -> tensor<2x4x3x9xi1>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %7 = stablehlo.compare LT, %0, %cst_1, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %8 = stablehlo.broadcast_in_dim %7, dims = [] : (tensor<i1>) -> tensor<2x4x3x9xi1>
    %9 = stablehlo.compare NE, %6, %8, UNSIGNED : (tensor<2x4x3x9xi1>, tensor<2x4x3x9xi1>) -> tensor<2x4x3x9xi1>
    %10 = stablehlo.and %9, %4 : tensor<2x4x3x9xi1>
    %11 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<2x4x3x9xf32>
    %12 = stablehlo.add %2, %11 : tensor<2x4x3x9xf32>
    %13 = stablehlo.select %10, %12, %2 : tensor<2x4x3x9xi1>, tensor<2x4x3x9xf32>
    return %13 : tensor<2x4x3x9xf32>
  }
  func.func public @conv1x1_nchw() -> (tensor<2xf32> ) {
    %cst = stablehlo.constant dense<"0x00000040000000000000803F000040C0000000C00000000000000040000040C0000040C0000000C00000803F000000400000803F00004040000000C0000080BF0000803F0000404000000040000080BF0000803F000000000000803F000080BF0000803F0000004000004040000080BF0000803F000000C0000000C000004040000040C00000404000000040000000C0000000C00000004000004040000000C0000000C0000040C00000803F000000C0000040C0000040C00000004000000000000080BF000000C0000040C000004040000000000000404000000040000000C0000000C0000000000000803F000040C0000000C0000000000000803F000080BF0000803F000040C00000004000000000000000C0000080BF000040C00000803F000000C0000080BF000080BF000000C0000040C000004040000000C00000000000004040000000400000803F0000000000000040000000C00000000000004040000040C0000040C0000080BF000080BF000000C0000000000000803F000080BF0000404000004040000040C0000040C0000000C0000000C00000004000000000000040C0000040C00000004000000040000040400000803F0000004000004040000080BF0000803F00000000000000400000000000000040000040C000000000"> : tensor<2x5x4x3xf32>
    %cst_0 = stablehlo.constant dense<[[[[-3.000000e+00]], [[2.000000e+00]], [[-3.000000e+00]], [[3.000000e+00]], [[0.000000e+00]]], [[[-1.000000e+00]], [[0.000000e+00]], [[-3.000000e+00]], [[-1.000000e+00]], [[-2.000000e+00]]], [[[0.000000e+00]], [[2.000000e+00]], [[-1.000000e+00]], [[1.000000e+00]], [[1.000000e+00]]], [[[1.000000e+00]], [[2.000000e+00]], [[0.000000e+00]], [[3.000000e+00]], [[1.000000e+00]]], [[[-1.000000e+00]], [[0.000000e+00]], [[0.000000e+00]], [[3.000000e+00]], [[-1.000000e+00]]], [[[-2.000000e+00]], [[-1.000000e+00]], [[1.000000e+00]], [[0.000000e+00]], [[2.000000e+00]]], [[[-3.000000e+00]], [[1.000000e+00]], [[3.000000e+00]], [[3.000000e+00]], [[0.000000e+00]]], [[[-2.000000e+00]], [[-1.000000e+00]], [[-3.000000e+00]], [[1.000000e+00]], [[3.000000e+00]]], [[[1.000000e+00]], [[-1.000000e+00]], [[1.000000e+00]], [[-1.000000e+00]], [[-2.000000e+00]]]]> : tensor<9x5x1x1xf32>
    %0 = stablehlo.convolution(%cst, %cst_0) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x5x4x3xf32>, tensor<9x5x1x1xf32>) -> tensor<2x9x4x3xf32>
    %1 = stablehlo.iota dim = 0 : tensor<216xf32>
    %2 = stablehlo.reshape %1 : (tensor<216xf32>) -> tensor<2x9x4x3xf32>
    %c = stablehlo.constant dense<7> : tensor<i32>
    %3 = call @remainder_conv1x1_nchw(%2, %c) : (tensor<2x9x4x3xf32>, tensor<i32>) -> tensor<2x9x4x3xf32>
    %cst_1 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<2x9x4x3xf32>
    %5 = stablehlo.add %3, %4 : tensor<2x9x4x3xf32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %6 = stablehlo.reduce(%0 init: %cst_2) applies stablehlo.add across dimensions = [0, 1, 2, 3] : (tensor<2x9x4x3xf32>, tensor<f32>) -> tensor<f32>
    %7 = stablehlo.multiply %0, %5 : tensor<2x9x4x3xf32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %8 = stablehlo.reduce(%7 init: %cst_3) applies stablehlo.add across dimensions = [0, 1, 2, 3] : (tensor<2x9x4x3xf32>, tensor<f32>) -> tensor<f32>
    %9 = stablehlo.broadcast_in_dim %6, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %10 = stablehlo.broadcast_in_dim %8, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %11 = stablehlo.concatenate %9, %10, dim = 0 : (tensor<1xf32>, tensor<1xf32>) -> tensor<2xf32>
    return %11 : tensor<2xf32>
  }
  func.func private @remainder_conv1x1_nchw(%arg0: tensor<2x9x4x3xf32>, %arg1: tensor<i32>) -> tensor<2x9x4x3xf32> {
    %0 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<2x9x4x3xf32>
    %2 = stablehlo.remainder %arg0, %1 : tensor<2x9x4x3xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x9x4x3xf32>
    %4 = stablehlo.compare NE, %2, %3, FLOAT : (tensor<2x9x4x3xf32>, tensor<2x9x4x3xf32>) -> tensor<2x9x4x3xi1>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %5 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<2x9x4x3xf32>
    %6 = stablehlo.compare LT, %2, %5, FLOAT : (tensor<2x9x4x3xf32>, tensor<2x9x4x3xf32>) -> tensor<2x9x4x3xi1>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %7 = stablehlo.compare LT, %0, %cst_1, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %8 = stablehlo.broadcast_in_dim %7, dims = [] : (tensor<i1>) -> tensor<2x9x4x3xi1>
    %9 = stablehlo.compare NE, %6, %8, UNSIGNED : (tensor<2x9x4x3xi1>, tensor<2x9x4x3xi1>) -> tensor<2x9x4x3xi1>
    %10 = stablehlo.and %9, %4 : tensor<2x9x4x3xi1>
    %11 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<2x9x4x3xf32>
    %12 = stablehlo.add %2, %11 : tensor<2x9x4x3xf32>
    %13 = stablehlo.select %10, %12, %2 : tensor<2x9x4x3xi1>, tensor<2x9x4x3xf32>
    return %13 : tensor<2x9x4x3xf32>
  }
  func.func public @conv_nchw_strided_dilated() -> (tensor<2xf32> ) {
    %cst = stablehlo.constant dense<"0x00000040000000000000803F000040C0000000C00000000000000040000040C0000040C0000000C00000803F000000400000803F00004040000000C0000080BF0000803F0000404000000040000080BF0000803F000000000000803F000080BF0000803F0000004000004040000080BF0000803F000000C0000000C000004040000040C00000404000000040000000C0000000C00000004000004040000000C0000000C0000040C00000803F000000C0000040C0000040C00000004000000000000080BF000000C0000040C000004040000000000000404000000040000000C0000000C0000000000000803F000040C0000000C0000000000000803F000080BF0000803F000040C00000004000000000000000C0000080BF000040C00000803F000000C0000080BF000080BF000000C0000040C000004040000000C00000000000004040000000400000803F0000000000000040000000C00000000000004040000040C0000040C0000080BF000080BF000000C0000000000000803F000080BF0000404000004040000040C0000040C0000000C0000000C00000004000000000000040C0000040C00000004000000040000040400000803F0000004000004040000080BF0000803F00000000000000400000000000000040000040C0000000000000803F000000000000803F000040400000803F000000400000803F000000C0000040C00000803F000080BF000040C000000040000080BF0000803F000000C0000000C0000040C0000080BF0000803F0000803F000040C00000803F000000C0000040400000803F000000C0000040C0000080BF00000000000000C0000080BF0000803F0000803F000080BF000080BF00004040000040C0000000C0000080BF0000404000004040000080BF000040C00000404000000040000000C0000080BF0000803F00004040000040C0000040400000004000000040000000C0000080BF000000C0000000400000803F000080BF000040C000000040000040C0000000C000000040000040C0000000C000000000000000C0000000C000004040000000400000803F0000803F000000000000404000000040000040C000000000000040C000000000000000C0000080BF00000040000000400000803F00000040000040C000000040000040C00000004000000000000000C0000000C000000040000040C00000404000000040000040C00000803F000080BF00000040000000000000803F000080BF0000404000004040000040C00000004000000000000000000000004000000040000000C0000080BF0000803F00000000000040C000004040000040C0000000400000803F000080BF0000803F00004040000080BF000040C00000004000000000000040C0000040C00000803F"> : tensor<2x3x7x6xf32>
    %cst_0 = stablehlo.constant dense<"0x000040C000000040000040C00000404000000000000080BF00000000000040C0000080BF000000C00000000000000040000080BF0000803F0000803F0000803F0000004000000000000040400000803F000080BF000000000000000000004040000080BF000000C0000080BF0000803F0000000000000040000040C00000803F000040400000404000000000000000C0000080BF000040C00000803F000040400000803F000080BF0000803F000080BF000000C000004040000040C0000080BF00000040000080BF000000C000000040000040C0000000C000004040000040C0000080BF00000040000000C0000000C0000000C0000040400000803F000080BF0000404000000000000040C000000000000040C0000080BF000080BF000040C00000803F00004040000080BF000040C0000080BF0000803F000000C0000040400000004000004040000040400000404000000000000040C0000080BF000000C00000803F000040C0000000C00000004000004040000000C00000004000000040000000C0000080BF0000803F000080BF00004040000000000000803F00000040000080BF000040C0000080BF0000000000000000000040C0000040C00000004000000000000000400000000000000040000040C0000040C000004040000080BF0000004000000000000000C00000404000000040000080BF000000000000803F000000000000404000000000000000C00000803F000080BF00000000000040C000004040000040C0000080BF000000400000803F0000803F0000000000004040"> : tensor<8x3x3x2xf32>
    %0 = stablehlo.convolution(%cst, %cst_0) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [2, 1], pad = [[1, 0], [2, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 2], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x3x7x6xf32>, tensor<8x3x3x2xf32>) -> tensor<2x8x3x7xf32>
    %1 = stablehlo.iota dim = 0 : tensor<336xf32>
    %2 = stablehlo.reshape %1 : (tensor<336xf32>) -> tensor<2x8x3x7xf32>
    %c = stablehlo.constant dense<7> : tensor<i32>
    %3 = call @remainder_conv_nchw_strided_dilated(%2, %c) : (tensor<2x8x3x7xf32>, tensor<i32>) -> tensor<2x8x3x7xf32>
    %cst_1 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<2x8x3x7xf32>
    %5 = stablehlo.add %3, %4 : tensor<2x8x3x7xf32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %6 = stablehlo.reduce(%0 init: %cst_2) applies stablehlo.add across dimensions = [0, 1, 2, 3] : (tensor<2x8x3x7xf32>, tensor<f32>) -> tensor<f32>
    %7 = stablehlo.multiply %0, %5 : tensor<2x8x3x7xf32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %8 = stablehlo.reduce(%7 init: %cst_3) applies stablehlo.add across dimensions = [0, 1, 2, 3] : (tensor<2x8x3x7xf32>, tensor<f32>) -> tensor<f32>
    %9 = stablehlo.broadcast_in_dim %6, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %10 = stablehlo.broadcast_in_dim %8, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %11 = stablehlo.concatenate %9, %10, dim = 0 : (tensor<1xf32>, tensor<1xf32>) -> tensor<2xf32>
    return %11 : tensor<2xf32>
  }
  func.func private @remainder_conv_nchw_strided_dilated(%arg0: tensor<2x8x3x7xf32>, %arg1: tensor<i32>) -> tensor<2x8x3x7xf32> {
    %0 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<2x8x3x7xf32>
    %2 = stablehlo.remainder %arg0, %1 : tensor<2x8x3x7xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x8x3x7xf32>
    %4 = stablehlo.compare NE, %2, %3, FLOAT : (tensor<2x8x3x7xf32>, tensor<2x8x3x7xf32>) -> tensor<2x8x3x7xi1>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %5 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<2x8x3x7xf32>
    %6 = stablehlo.compare LT, %2, %5, FLOAT : (tensor<2x8x3x7xf32>, tensor<2x8x3x7xf32>) -> tensor<2x8x3x7xi1>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %7 = stablehlo.compare LT, %0, %cst_1, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %8 = stablehlo.broadcast_in_dim %7, dims = [] : (tensor<i1>) -> tensor<2x8x3x7xi1>
    %9 = stablehlo.compare NE, %6, %8, UNSIGNED : (tensor<2x8x3x7xi1>, tensor<2x8x3x7xi1>) -> tensor<2x8x3x7xi1>
    %10 = stablehlo.and %9, %4 : tensor<2x8x3x7xi1>
    %11 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<2x8x3x7xf32>
    %12 = stablehlo.add %2, %11 : tensor<2x8x3x7xf32>
    %13 = stablehlo.select %10, %12, %2 : tensor<2x8x3x7xi1>, tensor<2x8x3x7xf32>
    return %13 : tensor<2x8x3x7xf32>
  }
  func.func public @conv1d_nwc() -> (tensor<2xf32> ) {
    %cst = stablehlo.constant dense<"0x00000040000000000000803F000040C0000000C00000000000000040000040C0000040C0000000C00000803F000000400000803F00004040000000C0000080BF0000803F0000404000000040000080BF0000803F000000000000803F000080BF0000803F0000004000004040000080BF0000803F000000C0000000C000004040000040C00000404000000040000000C0000000C00000004000004040000000C0000000C0000040C00000803F000000C0000040C0000040C00000004000000000000080BF000000C0000040C000004040000000000000404000000040000000C0000000C0000000000000803F000040C0000000C0000000000000803F000080BF0000803F000040C00000004000000000000000C0000080BF000040C00000803F000000C0000080BF000080BF000000C0000040C000004040000000C00000000000004040000000400000803F0000000000000040000000C00000000000004040000040C0000040C0000080BF000080BF000000C0000000000000803F000080BF0000404000004040000040C0000040C0000000C0000000C00000004000000000000040C0000040C00000004000000040"> : tensor<3x9x4xf32>
    %cst_0 = stablehlo.constant dense<"0x000040C000000040000040C00000404000000000000080BF00000000000040C0000080BF000000C00000000000000040000080BF0000803F0000803F0000803F0000004000000000000040400000803F000080BF000000000000000000004040000080BF000000C0000080BF0000803F0000000000000040000040C00000803F000040400000404000000000000000C0000080BF000040C00000803F000040400000803F000080BF0000803F000080BF000000C000004040000040C0000080BF00000040000080BF000000C000000040000040C0000000C000004040000040C0000080BF00000040000000C0000000C0000000C0000040400000803F000080BF0000404000000000000040C000000000000040C0000080BF000080BF000040C00000803F00004040000080BF000040C0000080BF0000803F000000C0000040400000004000004040000040400000404000000000000040C0000080BF000000C00000803F000040C0000000C00000004000004040000000C00000004000000040000000C0000080BF0000803F000080BF00004040000000000000803F00000040000080BF000040C0000080BF0000000000000000000040C0000040C00000004000000000000000400000000000000040000040C0000040C000004040000080BF"> : tensor<3x4x10xf32>
    %0 = stablehlo.convolution(%cst, %cst_0) dim_numbers = [b, 0, f]x[0, i, o]->[b, 0, f], window = {stride = [2], pad = [[1, 1]], lhs_dilate = [1], rhs_dilate = [1], reverse = [false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<3x9x4xf32>, tensor<3x4x10xf32>) -> tensor<3x5x10xf32>
    %1 = stablehlo.iota dim = 0 : tensor<150xf32>
    %2 = stablehlo.reshape %1 : (tensor<150xf32>) -> tensor<3x5x10xf32>
    %c = stablehlo.constant dense<7> : tensor<i32>
    %3 = call @remainder_conv1d_nwc(%2, %c) : (tensor<3x5x10xf32>, tensor<i32>) -> tensor<3x5x10xf32>
    %cst_1 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<3x5x10xf32>
    %5 = stablehlo.add %3, %4 : tensor<3x5x10xf32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %6 = stablehlo.reduce(%0 init: %cst_2) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<3x5x10xf32>, tensor<f32>) -> tensor<f32>
    %7 = stablehlo.multiply %0, %5 : tensor<3x5x10xf32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %8 = stablehlo.reduce(%7 init: %cst_3) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<3x5x10xf32>, tensor<f32>) -> tensor<f32>
    %9 = stablehlo.broadcast_in_dim %6, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %10 = stablehlo.broadcast_in_dim %8, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %11 = stablehlo.concatenate %9, %10, dim = 0 : (tensor<1xf32>, tensor<1xf32>) -> tensor<2xf32>
    return %11 : tensor<2xf32>
  }
  func.func private @remainder_conv1d_nwc(%arg0: tensor<3x5x10xf32>, %arg1: tensor<i32>) -> tensor<3x5x10xf32> {
    %0 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<3x5x10xf32>
    %2 = stablehlo.remainder %arg0, %1 : tensor<3x5x10xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<3x5x10xf32>
    %4 = stablehlo.compare NE, %2, %3, FLOAT : (tensor<3x5x10xf32>, tensor<3x5x10xf32>) -> tensor<3x5x10xi1>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %5 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<3x5x10xf32>
    %6 = stablehlo.compare LT, %2, %5, FLOAT : (tensor<3x5x10xf32>, tensor<3x5x10xf32>) -> tensor<3x5x10xi1>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %7 = stablehlo.compare LT, %0, %cst_1, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %8 = stablehlo.broadcast_in_dim %7, dims = [] : (tensor<i1>) -> tensor<3x5x10xi1>
    %9 = stablehlo.compare NE, %6, %8, UNSIGNED : (tensor<3x5x10xi1>, tensor<3x5x10xi1>) -> tensor<3x5x10xi1>
    %10 = stablehlo.and %9, %4 : tensor<3x5x10xi1>
    %11 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<3x5x10xf32>
    %12 = stablehlo.add %2, %11 : tensor<3x5x10xf32>
    %13 = stablehlo.select %10, %12, %2 : tensor<3x5x10xi1>, tensor<3x5x10xf32>
    return %13 : tensor<3x5x10xf32>
  }
  func.func public @conv_negative_pad() -> (tensor<2xf32> ) {
    %cst = stablehlo.constant dense<[[[[2.000000e+00, 0.000000e+00], [1.000000e+00, -3.000000e+00], [-2.000000e+00, 0.000000e+00], [2.000000e+00, -3.000000e+00], [-3.000000e+00, -2.000000e+00], [1.000000e+00, 2.000000e+00]], [[1.000000e+00, 3.000000e+00], [-2.000000e+00, -1.000000e+00], [1.000000e+00, 3.000000e+00], [2.000000e+00, -1.000000e+00], [1.000000e+00, 0.000000e+00], [1.000000e+00, -1.000000e+00]], [[1.000000e+00, 2.000000e+00], [3.000000e+00, -1.000000e+00], [1.000000e+00, -2.000000e+00], [-2.000000e+00, 3.000000e+00], [-3.000000e+00, 3.000000e+00], [2.000000e+00, -2.000000e+00]], [[-2.000000e+00, 2.000000e+00], [3.000000e+00, -2.000000e+00], [-2.000000e+00, -3.000000e+00], [1.000000e+00, -2.000000e+00], [-3.000000e+00, -3.000000e+00], [2.000000e+00, 0.000000e+00]], [[-1.000000e+00, -2.000000e+00], [-3.000000e+00, 3.000000e+00], [0.000000e+00, 3.000000e+00], [2.000000e+00, -2.000000e+00], [-2.000000e+00, 0.000000e+00], [1.000000e+00, -3.000000e+00]], [[-2.000000e+00, 0.000000e+00], [1.000000e+00, -1.000000e+00], [1.000000e+00, -3.000000e+00], [2.000000e+00, 0.000000e+00], [-2.000000e+00, -1.000000e+00], [-3.000000e+00, 1.000000e+00]]]]> : tensor<1x6x6x2xf32>
    %cst_0 = stablehlo.constant dense<[[[[-3.000000e+00, 2.000000e+00, -3.000000e+00, 3.000000e+00, 0.000000e+00, -1.000000e+00, 0.000000e+00, -3.000000e+00], [-1.000000e+00, -2.000000e+00, 0.000000e+00, 2.000000e+00, -1.000000e+00, 1.000000e+00, 1.000000e+00, 1.000000e+00]], [[2.000000e+00, 0.000000e+00, 3.000000e+00, 1.000000e+00, -1.000000e+00, 0.000000e+00, 0.000000e+00, 3.000000e+00], [-1.000000e+00, -2.000000e+00, -1.000000e+00, 1.000000e+00, 0.000000e+00, 2.000000e+00, -3.000000e+00, 1.000000e+00]]], [[[3.000000e+00, 3.000000e+00, 0.000000e+00, -2.000000e+00, -1.000000e+00, -3.000000e+00, 1.000000e+00, 3.000000e+00], [1.000000e+00, -1.000000e+00, 1.000000e+00, -1.000000e+00, -2.000000e+00, 3.000000e+00, -3.000000e+00, -1.000000e+00]], [[2.000000e+00, -1.000000e+00, -2.000000e+00, 2.000000e+00, -3.000000e+00, -2.000000e+00, 3.000000e+00, -3.000000e+00], [-1.000000e+00, 2.000000e+00, -2.000000e+00, -2.000000e+00, -2.000000e+00, 3.000000e+00, 1.000000e+00, -1.000000e+00]]]]> : tensor<2x2x2x8xf32>
    %0 = stablehlo.convolution(%cst, %cst_0) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[-1, 1], [0, -1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x6x6x2xf32>, tensor<2x2x2x8xf32>) -> tensor<1x5x4x8xf32>
    %1 = stablehlo.iota dim = 0 : tensor<160xf32>
    %2 = stablehlo.reshape %1 : (tensor<160xf32>) -> tensor<1x5x4x8xf32>
    %c = stablehlo.constant dense<7> : tensor<i32>
    %3 = call @remainder_conv_negative_pad(%2, %c) : (tensor<1x5x4x8xf32>, tensor<i32>) -> tensor<1x5x4x8xf32>
    %cst_1 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<1x5x4x8xf32>
    %5 = stablehlo.add %3, %4 : tensor<1x5x4x8xf32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %6 = stablehlo.reduce(%0 init: %cst_2) applies stablehlo.add across dimensions = [0, 1, 2, 3] : (tensor<1x5x4x8xf32>, tensor<f32>) -> tensor<f32>
    %7 = stablehlo.multiply %0, %5 : tensor<1x5x4x8xf32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %8 = stablehlo.reduce(%7 init: %cst_3) applies stablehlo.add across dimensions = [0, 1, 2, 3] : (tensor<1x5x4x8xf32>, tensor<f32>) -> tensor<f32>
    %9 = stablehlo.broadcast_in_dim %6, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %10 = stablehlo.broadcast_in_dim %8, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %11 = stablehlo.concatenate %9, %10, dim = 0 : (tensor<1xf32>, tensor<1xf32>) -> tensor<2xf32>
    return %11 : tensor<2xf32>
  }
  func.func private @remainder_conv_negative_pad(%arg0: tensor<1x5x4x8xf32>, %arg1: tensor<i32>) -> tensor<1x5x4x8xf32> {
    %0 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<1x5x4x8xf32>
    %2 = stablehlo.remainder %arg0, %1 : tensor<1x5x4x8xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x5x4x8xf32>
    %4 = stablehlo.compare NE, %2, %3, FLOAT : (tensor<1x5x4x8xf32>, tensor<1x5x4x8xf32>) -> tensor<1x5x4x8xi1>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %5 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<1x5x4x8xf32>
    %6 = stablehlo.compare LT, %2, %5, FLOAT : (tensor<1x5x4x8xf32>, tensor<1x5x4x8xf32>) -> tensor<1x5x4x8xi1>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %7 = stablehlo.compare LT, %0, %cst_1, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %8 = stablehlo.broadcast_in_dim %7, dims = [] : (tensor<i1>) -> tensor<1x5x4x8xi1>
    %9 = stablehlo.compare NE, %6, %8, UNSIGNED : (tensor<1x5x4x8xi1>, tensor<1x5x4x8xi1>) -> tensor<1x5x4x8xi1>
    %10 = stablehlo.and %9, %4 : tensor<1x5x4x8xi1>
    %11 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<1x5x4x8xf32>
    %12 = stablehlo.add %2, %11 : tensor<1x5x4x8xf32>
    %13 = stablehlo.select %10, %12, %2 : tensor<1x5x4x8xi1>, tensor<1x5x4x8xf32>
    return %13 : tensor<1x5x4x8xf32>
  }
}
