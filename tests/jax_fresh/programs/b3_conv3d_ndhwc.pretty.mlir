module @jit_conv3d_ndhwc attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<1x4x6x5x2xf32>, %arg1: tensor<2x3x2x2x3xf32>) -> (tensor<1x5x3x5x3xf32> {jax.result_info = "result[0]"}, tensor<1x4x3x2x3xf32> {jax.result_info = "result[1]"}) {
    %0 = stablehlo.convolution(%arg0, %arg1) dim_numbers = [b, 0, 1, 2, f]x[0, 1, 2, i, o]->[b, 0, 1, 2, f], window = {stride = [1, 2, 1], pad = [[1, 1], [0, 1], [1, 0]], lhs_dilate = [1, 1, 1], rhs_dilate = [1, 1, 1], reverse = [false, false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x4x6x5x2xf32>, tensor<2x3x2x2x3xf32>) -> tensor<1x5x3x5x3xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<f32>
    %2 = "stablehlo.reduce_window"(%0, %1) <{base_dilations = array<i64: 1, 1, 1, 1, 1>, padding = dense<0> : tensor<5x2xi64>, window_dilations = array<i64: 1, 1, 1, 1, 1>, window_dimensions = array<i64: 1, 2, 1, 2, 1>, window_strides = array<i64: 1, 1, 1, 2, 1>}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      %5 = stablehlo.add %arg2, %arg3 : tensor<f32>
      stablehlo.return %5 : tensor<f32>
    }) : (tensor<1x5x3x5x3xf32>, tensor<f32>) -> tensor<1x4x3x2x3xf32>
    %cst_0 = stablehlo.constant dense<4.000000e+00> : tensor<f32>
    %3 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<1x4x3x2x3xf32>
    %4 = stablehlo.divide %2, %3 : tensor<1x4x3x2x3xf32>
    return %0, %4 : tensor<1x5x3x5x3xf32>, tensor<1x4x3x2x3xf32>
  }
}
