module @jit_jnp_signal attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<8xf32>, %arg1: tensor<3xf32>, %arg2: tensor<9xf32>) -> (tensor<6xf32> {jax.result_info = "result[0]"}, tensor<8xf32> {jax.result_info = "result[1]"}, tensor<10xf32> {jax.result_info = "result[2]"}, tensor<9xf32> {jax.result_info = "result[3]"}, tensor<9xf32> {jax.result_info = "result[4]"}, tensor<9xf32> {jax.result_info = "result[5]"}, tensor<3xf32> {jax.result_info = "result[6]"}, tensor<10xf32> {jax.result_info = "result[7]"}) {
    %cst = stablehlo.constant dense<-1.000000e+00> : tensor<1xf32>
    %cst_0 = stablehlo.constant dense<[5.000000e+00, 6.000000e+00]> : tensor<2xf32>
    %0 = call @convolve(%arg0, %arg1) : (tensor<8xf32>, tensor<3xf32>) -> tensor<6xf32>
    %1 = call @correlate(%arg0, %arg1) : (tensor<8xf32>, tensor<3xf32>) -> tensor<8xf32>
    %2 = call @correlate_1(%arg0, %arg1) : (tensor<8xf32>, tensor<3xf32>) -> tensor<10xf32>
    %3 = call @unwrap(%arg2) : (tensor<9xf32>) -> tensor<9xf32>
    %cst_1 = stablehlo.constant dense<4.000000e+00> : tensor<f32>
    %4 = call @unwrap_5(%arg2, %cst_1) : (tensor<9xf32>, tensor<f32>) -> tensor<9xf32>
    %5 = call @_cumsum_with_promotion(%arg0) : (tensor<8xf32>) -> tensor<8xf32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %6 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %7 = stablehlo.concatenate %6, %5, dim = 0 : (tensor<1xf32>, tensor<8xf32>) -> tensor<9xf32>
    %8 = call @cumprod(%arg1) : (tensor<3xf32>) -> tensor<3xf32>
    %9 = call @ediff1d(%arg0, %cst, %cst_0) : (tensor<8xf32>, tensor<1xf32>, tensor<2xf32>) -> tensor<10xf32>
    return %0, %1, %2, %3, %4, %7, %8, %9 : tensor<6xf32>, tensor<8xf32>, tensor<10xf32>, tensor<9xf32>, tensor<9xf32>, tensor<9xf32>, tensor<3xf32>, tensor<10xf32>
  }
  func.func private @convolve(%arg0: tensor<8xf32>, %arg1: tensor<3xf32>) -> tensor<6xf32> {
    %0 = call @_conv(%arg0, %arg1) : (tensor<8xf32>, tensor<3xf32>) -> tensor<6xf32>
    return %0 : tensor<6xf32>
  }
  func.func private @_conv(%arg0: tensor<8xf32>, %arg1: tensor<3xf32>) -> tensor<6xf32> {
    %0 = call @_flip(%arg1) : (tensor<3xf32>) -> tensor<3xf32>
    %1 = stablehlo.broadcast_in_dim %arg0, dims = [2] : (tensor<8xf32>) -> tensor<1x1x8xf32>
    %2 = stablehlo.broadcast_in_dim %0, dims = [2] : (tensor<3xf32>) -> tensor<1x1x3xf32>
    %3 = stablehlo.convolution(%1, %2) dim_numbers = [b, f, 0]x[o, i, 0]->[b, f, 0], window = {stride = [1], pad = [[0, 0]], lhs_dilate = [1], rhs_dilate = [1], reverse = [false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x1x8xf32>, tensor<1x1x3xf32>) -> tensor<1x1x6xf32>
    %4 = stablehlo.reshape %3 : (tensor<1x1x6xf32>) -> tensor<6xf32>
    return %4 : tensor<6xf32>
  }
  func.func private @_flip(%arg0: tensor<3xf32>) -> tensor<3xf32> {
    %0 = stablehlo.reverse %arg0, dims = [0] : tensor<3xf32>
    return %0 : tensor<3xf32>
  }
  func.func private @correlate(%arg0: tensor<8xf32>, %arg1: tensor<3xf32>) -> tensor<8xf32> {
    %0 = call @_conv_0(%arg0, %arg1) : (tensor<8xf32>, tensor<3xf32>) -> tensor<8xf32>
    return %0 : tensor<8xf32>
  }
  func.func private @_conv_0(%arg0: tensor<8xf32>, %arg1: tensor<3xf32>) -> tensor<8xf32> {
    %0 = stablehlo.broadcast_in_dim %arg0, dims = [2] : (tensor<8xf32>) -> tensor<1x1x8xf32>
    %1 = stablehlo.broadcast_in_dim %arg1, dims = [2] : (tensor<3xf32>) -> tensor<1x1x3xf32>
    %2 = stablehlo.convolution(%0, %1) dim_numbers = [b, f, 0]x[o, i, 0]->[b, f, 0], window = {stride = [1], pad = [[1, 1]], lhs_dilate = [1], rhs_dilate = [1], reverse = [false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x1x8xf32>, tensor<1x1x3xf32>) -> tensor<1x1x8xf32>
    %3 = stablehlo.reshape %2 : (tensor<1x1x8xf32>) -> tensor<8xf32>
    return %3 : tensor<8xf32>
  }
  func.func private @correlate_1(%arg0: tensor<8xf32>, %arg1: tensor<3xf32>) -> tensor<10xf32> {
    %0 = call @_conv_2(%arg0, %arg1) : (tensor<8xf32>, tensor<3xf32>) -> tensor<10xf32>
    return %0 : tensor<10xf32>
  }
  func.func private @_conv_2(%arg0: tensor<8xf32>, %arg1: tensor<3xf32>) -> tensor<10xf32> {
    %0 = stablehlo.broadcast_in_dim %arg0, dims = [2] : (tensor<8xf32>) -> tensor<1x1x8xf32>
    %1 = stablehlo.broadcast_in_dim %arg1, dims = [2] : (tensor<3xf32>) -> tensor<1x1x3xf32>
    %2 = stablehlo.convolution(%0, %1) dim_numbers = [b, f, 0]x[o, i, 0]->[b, f, 0], window = {stride = [1], pad = [[2, 2]], lhs_dilate = [1], rhs_dilate = [1], reverse = [false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x1x8xf32>, tensor<1x1x3xf32>) -> tensor<1x1x10xf32>
    %3 = stablehlo.reshape %2 : (tensor<1x1x10xf32>) -> tensor<10xf32>
    return %3 : tensor<10xf32>
  }
  func.func private @unwrap(%arg0: tensor<9xf32>) -> tensor<9xf32> {
    %cst = stablehlo.constant dense<6.28318548> : tensor<f32>
    %cst_0 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %0 = stablehlo.divide %cst, %cst_0 : tensor<f32>
    %cst_1 = stablehlo.constant dense<6.28318548> : tensor<f32>
    %cst_2 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %1 = stablehlo.divide %cst_1, %cst_2 : tensor<f32>
    %2 = call @diff(%arg0) : (tensor<9xf32>) -> tensor<8xf32>
    %3 = stablehlo.broadcast_in_dim %1, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %4 = stablehlo.add %2, %3 : tensor<8xf32>
    %cst_3 = stablehlo.constant dense<6.28318548> : tensor<f32>
    %5 = call @remainder(%4, %cst_3) : (tensor<8xf32>, tensor<f32>) -> tensor<8xf32>
    %6 = stablehlo.broadcast_in_dim %1, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %7 = stablehlo.subtract %5, %6 : tensor<8xf32>
    %8 = stablehlo.negate %1 : tensor<f32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %10 = stablehlo.compare EQ, %7, %9, FLOAT : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xi1>
    %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %11 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %12 = stablehlo.compare GT, %2, %11, FLOAT : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xi1>
    %13 = stablehlo.and %10, %12 : tensor<8xi1>
    %14 = call @_where(%13, %1, %7) : (tensor<8xi1>, tensor<f32>, tensor<8xf32>) -> tensor<8xf32>
    %15 = stablehlo.abs %2 : tensor<8xf32>
    %16 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %17 = stablehlo.compare LT, %15, %16, FLOAT : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xi1>
    %18 = stablehlo.subtract %14, %2 : tensor<8xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %19 = call @_where_3(%17, %c, %18) : (tensor<8xi1>, tensor<i32>, tensor<8xf32>) -> tensor<8xf32>
    %20 = stablehlo.slice %arg0 [0:1] : (tensor<9xf32>) -> tensor<1xf32>
    %21 = stablehlo.slice %arg0 [1:9] : (tensor<9xf32>) -> tensor<8xf32>
    %22 = call @cumsum(%19) : (tensor<8xf32>) -> tensor<8xf32>
    %23 = stablehlo.add %21, %22 : tensor<8xf32>
    %24 = stablehlo.concatenate %20, %23, dim = 0 : (tensor<1xf32>, tensor<8xf32>) -> tensor<9xf32>
    return %24 : tensor<9xf32>
  }
  func.func private @diff(%arg0: tensor<9xf32>) -> tensor<8xf32> {
    %0 = stablehlo.slice %arg0 [1:9] : (tensor<9xf32>) -> tensor<8xf32>
    %1 = stablehlo.slice %arg0 [0:8] : (tensor<9xf32>) -> tensor<8xf32>
    %2 = stablehlo.subtract %0, %1 : tensor<8xf32>
    return %2 : tensor<8xf32>
  }
  func.func private @remainder(%arg0: tensor<8xf32>, %arg1: tensor<f32>) -> tensor<8xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %1 = stablehlo.remainder %arg0, %0 : tensor<8xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %3 = stablehlo.compare NE, %1, %2, FLOAT : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xi1>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %5 = stablehlo.compare LT, %1, %4, FLOAT : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xi1>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %6 = stablehlo.compare LT, %arg1, %cst_1, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %7 = stablehlo.broadcast_in_dim %6, dims = [] : (tensor<i1>) -> tensor<8xi1>
    %8 = stablehlo.compare NE, %5, %7, UNSIGNED : (tensor<8xi1>, tensor<8xi1>) -> tensor<8xi1>
    %9 = stablehlo.and %8, %3 : tensor<8xi1>
    %10 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %11 = stablehlo.add %1, %10 : tensor<8xf32>
    %12 = stablehlo.select %9, %11, %1 : tensor<8xi1>, tensor<8xf32>
    return %12 : tensor<8xf32>
  }
  func.func private @_where(%arg0: tensor<8xi1>, %arg1: tensor<f32>, %arg2: tensor<8xf32>) -> tensor<8xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %1 = stablehlo.select %arg0, %0, %arg2 : tensor<8xi1>, tensor<8xf32>
    return %1 : tensor<8xf32>
  }
  func.func private @_where_3(%arg0: tensor<8xi1>, %arg1: tensor<i32>, %arg2: tensor<8xf32>) -> tensor<8xf32> {
    %0 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %2 = stablehlo.select %arg0, %1, %arg2 : tensor<8xi1>, tensor<8xf32>
    return %2 : tensor<8xf32>
  }
  func.func private @cumsum(%arg0: tensor<8xf32>) -> tensor<8xf32> {
    %0 = call @cumsum_4(%arg0) : (tensor<8xf32>) -> tensor<8xf32>
    return %0 : tensor<8xf32>
  }
  func.func private @cumsum_4(%arg0: tensor<8xf32>) -> tensor<8xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<f32>
    %1 = "stablehlo.reduce_window"(%arg0, %0) <{base_dilations = array<i64: 1>, padding = dense<[[7, 0]]> : tensor<1x2xi64>, window_dilations = array<i64: 1>, window_dimensions = array<i64: 8>, window_strides = array<i64: 1>}> ({
    ^bb0(%arg1: tensor<f32>, %arg2: tensor<f32>):
      %2 = stablehlo.add %arg1, %arg2 : tensor<f32>
      stablehlo.return %2 : tensor<f32>
    }) : (tensor<8xf32>, tensor<f32>) -> tensor<8xf32>
    return %1 : tensor<8xf32>
  }
  func.func private @unwrap_5(%arg0: tensor<9xf32>, %arg1: tensor<f32>) -> tensor<9xf32> {
    %0 = stablehlo.convert %arg1 : tensor<f32>
    %cst = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %1 = stablehlo.divide %0, %cst : tensor<f32>
    %cst_0 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %2 = stablehlo.divide %0, %cst_0 : tensor<f32>
    %3 = call @diff(%arg0) : (tensor<9xf32>) -> tensor<8xf32>
    %4 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %5 = stablehlo.add %3, %4 : tensor<8xf32>
    %6 = call @remainder(%5, %0) : (tensor<8xf32>, tensor<f32>) -> tensor<8xf32>
    %7 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %8 = stablehlo.subtract %6, %7 : tensor<8xf32>
    %9 = stablehlo.negate %2 : tensor<f32>
    %10 = stablehlo.broadcast_in_dim %9, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %11 = stablehlo.compare EQ, %8, %10, FLOAT : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xi1>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %12 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %13 = stablehlo.compare GT, %3, %12, FLOAT : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xi1>
    %14 = stablehlo.and %11, %13 : tensor<8xi1>
    %15 = call @_where(%14, %2, %8) : (tensor<8xi1>, tensor<f32>, tensor<8xf32>) -> tensor<8xf32>
    %16 = stablehlo.abs %3 : tensor<8xf32>
    %17 = stablehlo.broadcast_in_dim %1, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %18 = stablehlo.compare LT, %16, %17, FLOAT : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xi1>
    %19 = stablehlo.subtract %15, %3 : tensor<8xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %20 = call @_where_3(%18, %c, %19) : (tensor<8xi1>, tensor<i32>, tensor<8xf32>) -> tensor<8xf32>
    %21 = stablehlo.slice %arg0 [0:1] : (tensor<9xf32>) -> tensor<1xf32>
    %22 = stablehlo.slice %arg0 [1:9] : (tensor<9xf32>) -> tensor<8xf32>
    %23 = call @cumsum(%20) : (tensor<8xf32>) -> tensor<8xf32>
    %24 = stablehlo.add %22, %23 : tensor<8xf32>
    %25 = stablehlo.concatenate %21, %24, dim = 0 : (tensor<1xf32>, tensor<8xf32>) -> tensor<9xf32>
    return %25 : tensor<9xf32>
  }
  func.func private @_cumsum_with_promotion(%arg0: tensor<8xf32>) -> tensor<8xf32> {
    %0 = call @cumsum_4(%arg0) : (tensor<8xf32>) -> tensor<8xf32>
    return %0 : tensor<8xf32>
  }
  func.func private @cumprod(%arg0: tensor<3xf32>) -> tensor<3xf32> {
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %0 = "stablehlo.reduce_window"(%arg0, %cst) <{base_dilations = array<i64: 1>, padding = dense<[[2, 0]]> : tensor<1x2xi64>, window_dilations = array<i64: 1>, window_dimensions = array<i64: 3>, window_strides = array<i64: 1>}> ({
    ^bb0(%arg1: tensor<f32>, %arg2: tensor<f32>):
      %1 = stablehlo.multiply %arg1, %arg2 : tensor<f32>
      stablehlo.return %1 : tensor<f32>
    }) : (tensor<3xf32>, tensor<f32>) -> tensor<3xf32>
    return %0 : tensor<3xf32>
  }
  func.func private @ediff1d(%arg0: tensor<8xf32>, %arg1: tensor<1xf32>, %arg2: tensor<2xf32>) -> tensor<10xf32> {
    %0 = stablehlo.slice %arg0 [1:8] : (tensor<8xf32>) -> tensor<7xf32>
    %1 = stablehlo.slice %arg0 [0:7] : (tensor<8xf32>) -> tensor<7xf32>
    %2 = stablehlo.subtract %0, %1 : tensor<7xf32>
    %3 = stablehlo.concatenate %arg1, %2, dim = 0 : (tensor<1xf32>, tensor<7xf32>) -> tensor<8xf32>
    %4 = stablehlo.concatenate %3, %arg2, dim = 0 : (tensor<8xf32>, tensor<2xf32>) -> tensor<10xf32>
    return %4 : tensor<10xf32>
  }
}
