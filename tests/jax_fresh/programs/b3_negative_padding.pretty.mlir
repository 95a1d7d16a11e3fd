module @jit_negative_padding attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<4x6xf32>, %arg1: tensor<2x3xf32>) -> (tensor<8x5xf32> {jax.result_info = "result[0]"}, tensor<1x1x3x5xf32> {jax.result_info = "result[1]"}, tensor<3x5x3xf32> {jax.result_info = "result[2]"}) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.pad %arg0, %cst, low = [-1, 1], high = [2, -2], interior = [1, 0] : (tensor<4x6xf32>, tensor<f32>) -> tensor<8x5xf32>
    %1 = stablehlo.broadcast_in_dim %arg0, dims = [2, 3] : (tensor<4x6xf32>) -> tensor<1x1x4x6xf32>
    %2 = stablehlo.broadcast_in_dim %arg1, dims = [2, 3] : (tensor<2x3xf32>) -> tensor<1x1x2x3xf32>
    %3 = stablehlo.convolution(%1, %2) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[-1, 1], [2, -1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x1x4x6xf32>, tensor<1x1x2x3xf32>) -> tensor<1x1x3x5xf32>
    %4 = stablehlo.reshape %arg0 : (tensor<4x6xf32>) -> tensor<2x3x4xf32>
    %cst_0 = stablehlo.constant dense<-1.000000e+00> : tensor<f32>
    %5 = stablehlo.pad %4, %cst_0, low = [0, -1, 2], high = [-1, 1, -3], interior = [2, 1, 0] : (tensor<2x3x4xf32>, tensor<f32>) -> tensor<3x5x3xf32>
    return %0, %3, %5 : tensor<8x5xf32>, tensor<1x1x3x5xf32>, tensor<3x5x3xf32>
  }
}
