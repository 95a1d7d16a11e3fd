module @jit_conv_transpose_nchw_upsample attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<1x2x4x3xf32>, %arg1: tensor<3x2x3x3xf32>) -> (tensor<1x3x8x6xf32> {jax.result_info = "result[0]"}, tensor<1x2x8x6xf32> {jax.result_info = "result[1]"}, tensor<1x3x3x3xf32> {jax.result_info = "result[2]"}) {
    %0 = stablehlo.convolution(%arg0, %arg1) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[2, 1], [2, 1]], lhs_dilate = [2, 2], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x2x4x3xf32>, tensor<3x2x3x3xf32>) -> tensor<1x3x8x6xf32>
    %1 = stablehlo.broadcast_in_dim %arg0, dims = [0, 1, 2, 4] : (tensor<1x2x4x3xf32>) -> tensor<1x2x4x2x3xf32>
    %2 = stablehlo.reshape %1 : (tensor<1x2x4x2x3xf32>) -> tensor<1x2x8x3xf32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [0, 1, 2, 3] : (tensor<1x2x8x3xf32>) -> tensor<1x2x8x3x2xf32>
    %4 = stablehlo.reshape %3 : (tensor<1x2x8x3x2xf32>) -> tensor<1x2x8x6xf32>
    %cst = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %5 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<f32>
    %6 = "stablehlo.reduce_window"(%0, %5) <{base_dilations = array<i64: 1, 1, 1, 1>, padding = dense<[[0, 0], [0, 0], [1, 1], [0, 1]]> : tensor<4x2xi64>, window_dilations = array<i64: 1, 1, 1, 1>, window_dimensions = array<i64: 1, 1, 3, 3>, window_strides = array<i64: 1, 1, 3, 2>}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      %7 = stablehlo.maximum %arg2, %arg3 : tensor<f32>
      stablehlo.return %7 : tensor<f32>
    }) : (tensor<1x3x8x6xf32>, tensor<f32>) -> tensor<1x3x3x3xf32>
    return %0, %4, %6 : tensor<1x3x8x6xf32>, tensor<1x2x8x6xf32>, tensor<1x3x3x3xf32>
  }
}
