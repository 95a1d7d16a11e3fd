module @jit_conv_bn_train_nchw attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<2x3x6x6xf32>, %arg1: tensor<4x3x3x3xf32>, %arg2: tensor<4xf32>, %arg3: tensor<4xf32>, %arg4: tensor<4xf32>, %arg5: tensor<4xf32>) -> (tensor<2x4x6x6xf32> {jax.result_info = "result[0]"}, tensor<4xf32> {jax.result_info = "result[1]"}, tensor<4xf32> {jax.result_info = "result[2]"}) {
    %0 = stablehlo.convolution(%arg0, %arg1) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x3x6x6xf32>, tensor<4x3x3x3xf32>) -> tensor<2x4x6x6xf32>
    %1 = stablehlo.broadcast_in_dim %arg2, dims = [1] : (tensor<4xf32>) -> tensor<1x4x1x1xf32>
    %2 = stablehlo.broadcast_in_dim %arg3, dims = [1] : (tensor<4xf32>) -> tensor<1x4x1x1xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3 = stablehlo.reduce(%0 init: %cst) applies stablehlo.add across dimensions = [0, 2, 3] : (tensor<2x4x6x6xf32>, tensor<f32>) -> tensor<4xf32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [1] : (tensor<4xf32>) -> tensor<1x4x1x1xf32>
    %cst_0 = stablehlo.constant dense<7.200000e+01> : tensor<f32>
    %5 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<1x4x1x1xf32>
    %6 = stablehlo.divide %4, %5 : tensor<1x4x1x1xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %7 = call @_var(%0, %c) : (tensor<2x4x6x6xf32>, tensor<i32>) -> tensor<1x4x1x1xf32>
    %8 = stablehlo.broadcast_in_dim %6, dims = [0, 1, 2, 3] : (tensor<1x4x1x1xf32>) -> tensor<2x4x6x6xf32>
    %9 = stablehlo.subtract %0, %8 : tensor<2x4x6x6xf32>
    %cst_1 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %10 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<1x4x1x1xf32>
    %11 = stablehlo.add %7, %10 : tensor<1x4x1x1xf32>
    %12 = stablehlo.rsqrt %11 : tensor<1x4x1x1xf32>
    %13 = stablehlo.broadcast_in_dim %12, dims = [0, 1, 2, 3] : (tensor<1x4x1x1xf32>) -> tensor<2x4x6x6xf32>
    %14 = stablehlo.multiply %9, %13 : tensor<2x4x6x6xf32>
    %15 = stablehlo.broadcast_in_dim %1, dims = [0, 1, 2, 3] : (tensor<1x4x1x1xf32>) -> tensor<2x4x6x6xf32>
    %16 = stablehlo.multiply %14, %15 : tensor<2x4x6x6xf32>
    %17 = stablehlo.broadcast_in_dim %2, dims = [0, 1, 2, 3] : (tensor<1x4x1x1xf32>) -> tensor<2x4x6x6xf32>
    %18 = stablehlo.add %16, %17 : tensor<2x4x6x6xf32>
    %cst_2 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %19 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %20 = stablehlo.multiply %19, %arg4 : tensor<4xf32>
    %21 = stablehlo.reshape %6 : (tensor<1x4x1x1xf32>) -> tensor<4xf32>
    %cst_3 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %22 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %23 = stablehlo.multiply %22, %21 : tensor<4xf32>
    %24 = stablehlo.add %20, %23 : tensor<4xf32>
    %cst_4 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %25 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %26 = stablehlo.multiply %25, %arg5 : tensor<4xf32>
    %27 = stablehlo.reshape %7 : (tensor<1x4x1x1xf32>) -> tensor<4xf32>
    %cst_5 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %28 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %29 = stablehlo.multiply %28, %27 : tensor<4xf32>
    %cst_6 = stablehlo.constant dense<7.200000e+01> : tensor<f32>
    %30 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %31 = stablehlo.multiply %29, %30 : tensor<4xf32>
    %cst_7 = stablehlo.constant dense<7.100000e+01> : tensor<f32>
    %32 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %33 = stablehlo.divide %31, %32 : tensor<4xf32>
    %34 = stablehlo.add %26, %33 : tensor<4xf32>
    %35 = call @relu(%18) : (tensor<2x4x6x6xf32>) -> tensor<2x4x6x6xf32>
    return %35, %24, %34 : tensor<2x4x6x6xf32>, tensor<4xf32>, tensor<4xf32>
  }
  func.func private @_var(%arg0: tensor<2x4x6x6xf32>, %arg1: tensor<i32>) -> tensor<1x4x1x1xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.reduce(%arg0 init: %cst) applies stablehlo.add across dimensions = [0, 2, 3] : (tensor<2x4x6x6xf32>, tensor<f32>) -> tensor<4xf32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [1] : (tensor<4xf32>) -> tensor<1x4x1x1xf32>
    %cst_0 = stablehlo.constant dense<7.200000e+01> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<1x4x1x1xf32>
    %3 = stablehlo.divide %1, %2 : tensor<1x4x1x1xf32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [0, 1, 2, 3] : (tensor<1x4x1x1xf32>) -> tensor<2x4x6x6xf32>
    %5 = stablehlo.subtract %arg0, %4 : tensor<2x4x6x6xf32>
    %6 = chlo.square %5 : tensor<2x4x6x6xf32> -> tensor<2x4x6x6xf32>
    %7 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<f32>
    %cst_1 = stablehlo.constant dense<7.200000e+01> : tensor<f32>
    %8 = stablehlo.subtract %cst_1, %7 : tensor<f32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %9 = stablehlo.reduce(%6 init: %cst_2) applies stablehlo.add across dimensions = [0, 2, 3] : (tensor<2x4x6x6xf32>, tensor<f32>) -> tensor<4xf32>
    %10 = stablehlo.broadcast_in_dim %9, dims = [1] : (tensor<4xf32>) -> tensor<1x4x1x1xf32>
    %11 = stablehlo.broadcast_in_dim %8, dims = [] : (tensor<f32>) -> tensor<1x4x1x1xf32>
    %12 = stablehlo.divide %10, %11 : tensor<1x4x1x1xf32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %13 = stablehlo.compare GT, %8, %cst_3, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_4 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %14 = call @_where(%13, %12, %cst_4) : (tensor<i1>, tensor<1x4x1x1xf32>, tensor<f32>) -> tensor<1x4x1x1xf32>
    return %14 : tensor<1x4x1x1xf32>
  }
  func.func private @_where(%arg0: tensor<i1>, %arg1: tensor<1x4x1x1xf32>, %arg2: tensor<f32>) -> tensor<1x4x1x1xf32> {
    %0 = stablehlo.convert %arg2 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<1x4x1x1xf32>
    %2 = stablehlo.select %arg0, %arg1, %1 : tensor<i1>, tensor<1x4x1x1xf32>
    return %2 : tensor<1x4x1x1xf32>
  }
  func.func private @relu(%arg0: tensor<2x4x6x6xf32>) -> tensor<2x4x6x6xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x4x6x6xf32>
    %1 = stablehlo.maximum %arg0, %0 : tensor<2x4x6x6xf32>
    return %1 : tensor<2x4x6x6xf32>
  }
}
