module @jit_signal_convolve attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<9xf32>, %arg1: tensor<3xf32>, %arg2: tensor<5x6xf32>, %arg3: tensor<3x3xf32>) -> (tensor<11xf32> {jax.result_info = "result[0]"}, tensor<9xf32> {jax.result_info = "result[1]"}, tensor<7xf32> {jax.result_info = "result[2]"}, tensor<5x6xf32> {jax.result_info = "result[3]"}, tensor<7x8xf32> {jax.result_info = "result[4]"}) {
    %0 = call @convolve(%arg0, %arg1) : (tensor<9xf32>, tensor<3xf32>) -> tensor<11xf32>
    %1 = call @convolve_0(%arg0, %arg1) : (tensor<9xf32>, tensor<3xf32>) -> tensor<9xf32>
    %2 = call @correlate(%arg0, %arg1) : (tensor<9xf32>, tensor<3xf32>) -> tensor<7xf32>
    %3 = call @_flip_3(%arg3) : (tensor<3x3xf32>) -> tensor<3x3xf32>
    %4 = stablehlo.broadcast_in_dim %arg2, dims = [2, 3] : (tensor<5x6xf32>) -> tensor<1x1x5x6xf32>
    %5 = stablehlo.broadcast_in_dim %3, dims = [2, 3] : (tensor<3x3xf32>) -> tensor<1x1x3x3xf32>
    %6 = stablehlo.convolution(%4, %5) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x1x5x6xf32>, tensor<1x1x3x3xf32>) -> tensor<1x1x5x6xf32>
    %7 = stablehlo.reshape %6 : (tensor<1x1x5x6xf32>) -> tensor<5x6xf32>
    %8 = call @_flip_4(%arg2) : (tensor<5x6xf32>) -> tensor<5x6xf32>
    %9 = call @_flip_3(%arg3) : (tensor<3x3xf32>) -> tensor<3x3xf32>
    %10 = stablehlo.broadcast_in_dim %8, dims = [2, 3] : (tensor<5x6xf32>) -> tensor<1x1x5x6xf32>
    %11 = stablehlo.broadcast_in_dim %9, dims = [2, 3] : (tensor<3x3xf32>) -> tensor<1x1x3x3xf32>
    %12 = stablehlo.convolution(%10, %11) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[2, 2], [2, 2]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x1x5x6xf32>, tensor<1x1x3x3xf32>) -> tensor<1x1x7x8xf32>
    %13 = stablehlo.reshape %12 : (tensor<1x1x7x8xf32>) -> tensor<7x8xf32>
    %14 = call @_flip_5(%13) : (tensor<7x8xf32>) -> tensor<7x8xf32>
    return %0, %1, %2, %7, %14 : tensor<11xf32>, tensor<9xf32>, tensor<7xf32>, tensor<5x6xf32>, tensor<7x8xf32>
  }
  func.func private @convolve(%arg0: tensor<9xf32>, %arg1: tensor<3xf32>) -> tensor<11xf32> {
    %0 = call @_conv(%arg0, %arg1) : (tensor<9xf32>, tensor<3xf32>) -> tensor<11xf32>
    return %0 : tensor<11xf32>
  }
  func.func private @_conv(%arg0: tensor<9xf32>, %arg1: tensor<3xf32>) -> tensor<11xf32> {
    %0 = call @_flip(%arg1) : (tensor<3xf32>) -> tensor<3xf32>
    %1 = stablehlo.broadcast_in_dim %arg0, dims = [2] : (tensor<9xf32>) -> tensor<1x1x9xf32>
    %2 = stablehlo.broadcast_in_dim %0, dims = [2] : (tensor<3xf32>) -> tensor<1x1x3xf32>
    %3 = stablehlo.convolution(%1, %2) dim_numbers = [b, f, 0]x[o, i, 0]->[b, f, 0], window = {stride = [1], pad = [[2, 2]], lhs_dilate = [1], rhs_dilate = [1], reverse = [false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x1x9xf32>, tensor<1x1x3xf32>) -> tensor<1x1x11xf32>
    %4 = stablehlo.reshape %3 : (tensor<1x1x11xf32>) -> tensor<11xf32>
    return %4 : tensor<11xf32>
  }
  func.func private @_flip(%arg0: tensor<3xf32>) -> tensor<3xf32> {
    %0 = stablehlo.reverse %arg0, dims = [0] : tensor<3xf32>
    return %0 : tensor<3xf32>
  }
  func.func private @convolve_0(%arg0: tensor<9xf32>, %arg1: tensor<3xf32>) -> tensor<9xf32> {
    %0 = call @_conv_1(%arg0, %arg1) : (tensor<9xf32>, tensor<3xf32>) -> tensor<9xf32>
    return %0 : tensor<9xf32>
  }
  func.func private @_conv_1(%arg0: tensor<9xf32>, %arg1: tensor<3xf32>) -> tensor<9xf32> {
    %0 = call @_flip(%arg1) : (tensor<3xf32>) -> tensor<3xf32>
    %1 = stablehlo.broadcast_in_dim %arg0, dims = [2] : (tensor<9xf32>) -> tensor<1x1x9xf32>
    %2 = stablehlo.broadcast_in_dim %0, dims = [2] : (tensor<3xf32>) -> tensor<1x1x3xf32>
    %3 = stablehlo.convolution(%1, %2) dim_numbers = [b, f, 0]x[o, i, 0]->[b, f, 0], window = {stride = [1], pad = [[1, 1]], lhs_dilate = [1], rhs_dilate = [1], reverse = [false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x1x9xf32>, tensor<1x1x3xf32>) -> tensor<1x1x9xf32>
    %4 = stablehlo.reshape %3 : (tensor<1x1x9xf32>) -> tensor<9xf32>
    return %4 : tensor<9xf32>
  }
  func.func private @correlate(%arg0: tensor<9xf32>, %arg1: tensor<3xf32>) -> tensor<7xf32> {
    %0 = call @_conv_2(%arg0, %arg1) : (tensor<9xf32>, tensor<3xf32>) -> tensor<7xf32>
    return %0 : tensor<7xf32>
  }
  func.func private @_conv_2(%arg0: tensor<9xf32>, %arg1: tensor<3xf32>) -> tensor<7xf32> {
    %0 = stablehlo.broadcast_in_dim %arg0, dims = [2] : (tensor<9xf32>) -> tensor<1x1x9xf32>
    %1 = stablehlo.broadcast_in_dim %arg1, dims = [2] : (tensor<3xf32>) -> tensor<1x1x3xf32>
    %2 = stablehlo.convolution(%0, %1) dim_numbers = [b, f, 0]x[o, i, 0]->[b, f, 0], window = {stride = [1], pad = [[0, 0]], lhs_dilate = [1], rhs_dilate = [1], reverse = [false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x1x9xf32>, tensor<1x1x3xf32>) -> tensor<1x1x7xf32>
    %3 = stablehlo.reshape %2 : (tensor<1x1x7xf32>) -> tensor<7xf32>
    return %3 : tensor<7xf32>
  }
  func.func private @_flip_3(%arg0: tensor<3x3xf32>) -> tensor<3x3xf32> {
    %0 = stablehlo.reverse %arg0, dims = [0, 1] : tensor<3x3xf32>
    return %0 : tensor<3x3xf32>
  }
  func.func private @_flip_4(%arg0: tensor<5x6xf32>) -> tensor<5x6xf32> {
    %0 = stablehlo.reverse %arg0, dims = [0, 1] : tensor<5x6xf32>
    return %0 : tensor<5x6xf32>
  }
  func.func private @_flip_5(%arg0: tensor<7x8xf32>) -> tensor<7x8xf32> {
    %0 = stablehlo.reverse %arg0, dims = [0, 1] : tensor<7x8xf32>
    return %0 : tensor<7x8xf32>
  }
}
