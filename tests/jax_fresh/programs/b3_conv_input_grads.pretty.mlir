module @jit_conv_input_grads attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<1x4x7x6xf32>, %arg1: tensor<4x2x2x2xf32>, %arg2: tensor<2x3x8xf32>, %arg3: tensor<4x3x3xf32>) -> (tensor<1x4x5x6xf32> {jax.result_info = "result[0]"}, tensor<1x4x7x6xf32> {jax.result_info = "result[1]"}, tensor<2x4x8xf32> {jax.result_info = "result[2]"}, tensor<2x3x8xf32> {jax.result_info = "result[3][0]"}, tensor<4x3x3xf32> {jax.result_info = "result[3][1]"}) {
    %0 = stablehlo.convolution(%arg0, %arg1) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [2, 1], pad = [[1, 2], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 2], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 2 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x4x7x6xf32>, tensor<4x2x2x2xf32>) -> tensor<1x4x5x6xf32>
    %1 = stablehlo.convolution(%arg0, %arg1) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [2, 1], pad = [[1, 2], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 2], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 2 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x4x7x6xf32>, tensor<4x2x2x2xf32>) -> tensor<1x4x5x6xf32>
    %2 = stablehlo.cosine %1 : tensor<1x4x5x6xf32>
    %3 = stablehlo.sine %1 : tensor<1x4x5x6xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x4x5x6xf32>
    %5 = stablehlo.multiply %0, %4 : tensor<1x4x5x6xf32>
    %6 = stablehlo.multiply %4, %2 : tensor<1x4x5x6xf32>
    %7 = stablehlo.negate %5 : tensor<1x4x5x6xf32>
    %8 = stablehlo.multiply %7, %3 : tensor<1x4x5x6xf32>
    %9 = stablehlo.reshape %arg1 : (tensor<4x2x2x2xf32>) -> tensor<2x2x2x2x2xf32>
    %10 = stablehlo.transpose %9, dims = [1, 0, 2, 3, 4] : (tensor<2x2x2x2x2xf32>) -> tensor<2x2x2x2x2xf32>
    %11 = stablehlo.reshape %10 : (tensor<2x2x2x2x2xf32>) -> tensor<2x4x2x2xf32>
    %12 = stablehlo.reverse %11, dims = [2, 3] : tensor<2x4x2x2xf32>
    %13 = stablehlo.convolution(%8, %12) dim_numbers = [b, f, 0, 1]x[i, o, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[0, -1], [1, 1]], lhs_dilate = [2, 1], rhs_dilate = [1, 2], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 2 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x4x5x6xf32>, tensor<2x4x2x2xf32>) -> tensor<1x4x7x6xf32>
    %14 = stablehlo.reshape %arg1 : (tensor<4x2x2x2xf32>) -> tensor<2x2x2x2x2xf32>
    %15 = stablehlo.transpose %14, dims = [1, 0, 2, 3, 4] : (tensor<2x2x2x2x2xf32>) -> tensor<2x2x2x2x2xf32>
    %16 = stablehlo.reshape %15 : (tensor<2x2x2x2x2xf32>) -> tensor<2x4x2x2xf32>
    %17 = stablehlo.reverse %16, dims = [2, 3] : tensor<2x4x2x2xf32>
    %18 = stablehlo.convolution(%6, %17) dim_numbers = [b, f, 0, 1]x[i, o, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[0, -1], [1, 1]], lhs_dilate = [2, 1], rhs_dilate = [1, 2], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 2 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x4x5x6xf32>, tensor<2x4x2x2xf32>) -> tensor<1x4x7x6xf32>
    %19 = stablehlo.add %13, %18 : tensor<1x4x7x6xf32>
    %20 = stablehlo.convolution(%arg2, %arg3) dim_numbers = [b, f, 0]x[o, i, 0]->[b, f, 0], window = {stride = [1], pad = [[2, 0]], lhs_dilate = [1], rhs_dilate = [1], reverse = [false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x3x8xf32>, tensor<4x3x3xf32>) -> tensor<2x4x8xf32>
    %cst_0 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %21 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<2x4x8xf32>
    %22 = stablehlo.multiply %21, %20 : tensor<2x4x8xf32>
    %cst_1 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %23 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<2x4x8xf32>
    %24 = stablehlo.multiply %23, %22 : tensor<2x4x8xf32>
    %25 = stablehlo.convolution(%arg2, %24) dim_numbers = [f, b, 0]x[i, o, 0]->[f, b, 0], window = {stride = [1], pad = [[2, 0]], lhs_dilate = [1], rhs_dilate = [1], reverse = [false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x3x8xf32>, tensor<2x4x8xf32>) -> tensor<4x3x3xf32>
    %26 = stablehlo.reverse %arg3, dims = [2] : tensor<4x3x3xf32>
    %27 = stablehlo.convolution(%24, %26) dim_numbers = [b, f, 0]x[i, o, 0]->[b, f, 0], window = {stride = [1], pad = [[0, 2]], lhs_dilate = [1], rhs_dilate = [1], reverse = [false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x4x8xf32>, tensor<4x3x3xf32>) -> tensor<2x3x8xf32>
    %28 = stablehlo.convolution(%arg0, %arg1) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [2, 1], pad = [[1, 2], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 2], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 2 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x4x7x6xf32>, tensor<4x2x2x2xf32>) -> tensor<1x4x5x6xf32>
    %29 = stablehlo.convolution(%arg2, %arg3) dim_numbers = [b, f, 0]x[o, i, 0]->[b, f, 0], window = {stride = [1], pad = [[2, 0]], lhs_dilate = [1], rhs_dilate = [1], reverse = [false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x3x8xf32>, tensor<4x3x3xf32>) -> tensor<2x4x8xf32>
    return %28, %19, %29, %27, %25 : tensor<1x4x5x6xf32>, tensor<1x4x7x6xf32>, tensor<2x4x8xf32>, tensor<2x3x8xf32>, tensor<4x3x3xf32>
  }
}
