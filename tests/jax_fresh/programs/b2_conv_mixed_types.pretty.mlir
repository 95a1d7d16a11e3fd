module @jit_conv_mixed_types attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<1x2x5x5xf32>, %arg1: tensor<3x2x3x3xf32>, %arg2: tensor<1x2x5x5xi8>, %arg3: tensor<3x2x3x3xi8>) -> (tensor<1x3x5x5xf32> {jax.result_info = "result[0]"}, tensor<1x3x3x3xi32> {jax.result_info = "result[1]"}, tensor<1x3x3x3xf16> {jax.result_info = "result[2]"}) {
    %0 = stablehlo.convert %arg0 : (tensor<1x2x5x5xf32>) -> tensor<1x2x5x5xbf16>
    %1 = stablehlo.convert %arg1 : (tensor<3x2x3x3xf32>) -> tensor<3x2x3x3xbf16>
    %2 = stablehlo.convolution(%0, %1) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x2x5x5xbf16>, tensor<3x2x3x3xbf16>) -> tensor<1x3x5x5xf32>
    %3 = stablehlo.convolution(%arg2, %arg3) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x2x5x5xi8>, tensor<3x2x3x3xi8>) -> tensor<1x3x3x3xi32>
    %4 = stablehlo.convert %arg0 : (tensor<1x2x5x5xf32>) -> tensor<1x2x5x5xf16>
    %5 = stablehlo.convert %arg1 : (tensor<3x2x3x3xf32>) -> tensor<3x2x3x3xf16>
    %6 = stablehlo.convolution(%4, %5) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [2, 2], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x2x5x5xf16>, tensor<3x2x3x3xf16>) -> tensor<1x3x3x3xf16>
    return %2, %3, %6 : tensor<1x3x5x5xf32>, tensor<1x3x3x3xi32>, tensor<1x3x3x3xf16>
  }
}
