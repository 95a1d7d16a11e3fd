module @jit_conv_bn_nhwc_grad attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<2x6x6x2xf32>, %arg1: tensor<3x3x2x3xf32>, %arg2: tensor<3xf32>, %arg3: tensor<3xf32>) -> (tensor<3x3x2x3xf32> {jax.result_info = "result[0]"}, tensor<3xf32> {jax.result_info = "result[1]"}, tensor<3xf32> {jax.result_info = "result[2]"}) {
    %0 = stablehlo.convolution(%arg0, %arg1) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x6x6x2xf32>, tensor<3x3x2x3xf32>) -> tensor<2x4x4x3xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1 = stablehlo.reduce(%0 init: %cst) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<2x4x4x3xf32>, tensor<f32>) -> tensor<3xf32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [3] : (tensor<3xf32>) -> tensor<1x1x1x3xf32>
    %cst_0 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %3 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<1x1x1x3xf32>
    %4 = stablehlo.divide %2, %3 : tensor<1x1x1x3xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %5:4 = call @_var(%0, %c) : (tensor<2x4x4x3xf32>, tensor<i32>) -> (tensor<1x1x1x3xf32>, tensor<2x4x4x3xf32>, tensor<f32>, tensor<i1>)
    %6 = stablehlo.broadcast_in_dim %4, dims = [0, 1, 2, 3] : (tensor<1x1x1x3xf32>) -> tensor<2x4x4x3xf32>
    %7 = stablehlo.subtract %0, %6 : tensor<2x4x4x3xf32>
    %cst_1 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %8 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<1x1x1x3xf32>
    %9 = stablehlo.add %5#0, %8 : tensor<1x1x1x3xf32>
    %10 = stablehlo.rsqrt %9 : tensor<1x1x1x3xf32>
    %11 = stablehlo.divide %10, %9 : tensor<1x1x1x3xf32>
    %cst_2 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %12 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<1x1x1x3xf32>
    %13 = stablehlo.multiply %12, %11 : tensor<1x1x1x3xf32>
    %14 = stablehlo.broadcast_in_dim %10, dims = [0, 1, 2, 3] : (tensor<1x1x1x3xf32>) -> tensor<2x4x4x3xf32>
    %15 = stablehlo.multiply %7, %14 : tensor<2x4x4x3xf32>
    %16 = stablehlo.broadcast_in_dim %arg2, dims = [3] : (tensor<3xf32>) -> tensor<1x1x1x3xf32>
    %17 = stablehlo.broadcast_in_dim %16, dims = [0, 1, 2, 3] : (tensor<1x1x1x3xf32>) -> tensor<2x4x4x3xf32>
    %18 = stablehlo.multiply %15, %17 : tensor<2x4x4x3xf32>
    %19 = stablehlo.broadcast_in_dim %arg3, dims = [3] : (tensor<3xf32>) -> tensor<1x1x1x3xf32>
    %20 = stablehlo.broadcast_in_dim %19, dims = [0, 1, 2, 3] : (tensor<1x1x1x3xf32>) -> tensor<2x4x4x3xf32>
    %21 = stablehlo.add %18, %20 : tensor<2x4x4x3xf32>
    %22 = call @relu(%21) : (tensor<2x4x4x3xf32>) -> tensor<2x4x4x3xf32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %23 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<2x4x4x3xf32>
    %24 = stablehlo.compare GT, %21, %23, FLOAT : (tensor<2x4x4x3xf32>, tensor<2x4x4x3xf32>) -> tensor<2x4x4x3xi1>
    %25 = stablehlo.iota dim = 0 : tensor<24xf32>
    %26 = stablehlo.reshape %25 : (tensor<24xf32>) -> tensor<2x2x2x3xf32>
    %cst_4 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %27 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<2x2x2x3xf32>
    %cst_5 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %28 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<2x2x2x3xf32>
    %29 = stablehlo.multiply %27, %28 : tensor<2x2x2x3xf32>
    %30 = stablehlo.multiply %29, %26 : tensor<2x2x2x3xf32>
    %cst_6 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %31 = stablehlo.pad %22, %cst_6, low = [0, 0, 0, 0], high = [0, 0, 0, 0], interior = [0, 0, 0, 0] : (tensor<2x4x4x3xf32>, tensor<f32>) -> tensor<2x4x4x3xf32>
    %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %32 = "stablehlo.select_and_scatter"(%31, %30, %cst_7) <{padding = dense<0> : tensor<4x2xi64>, window_dimensions = array<i64: 1, 2, 2, 1>, window_strides = array<i64: 1, 2, 2, 1>}> ({
    ^bb0(%arg4: tensor<f32>, %arg5: tensor<f32>):
      %62 = stablehlo.compare GE, %arg4, %arg5, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      stablehlo.return %62 : tensor<i1>
    }, {
    ^bb0(%arg4: tensor<f32>, %arg5: tensor<f32>):
      %62 = stablehlo.add %arg4, %arg5 : tensor<f32>
      stablehlo.return %62 : tensor<f32>
    }) : (tensor<2x4x4x3xf32>, tensor<2x2x2x3xf32>, tensor<f32>) -> tensor<2x4x4x3xf32>
    %33 = stablehlo.slice %32 [0:2, 0:4, 0:4, 0:3] : (tensor<2x4x4x3xf32>) -> tensor<2x4x4x3xf32>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %34 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<2x4x4x3xf32>
    %35 = stablehlo.select %24, %33, %34 : tensor<2x4x4x3xi1>, tensor<2x4x4x3xf32>
    %cst_9 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %36 = stablehlo.reduce(%35 init: %cst_9) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<2x4x4x3xf32>, tensor<f32>) -> tensor<3xf32>
    %37 = stablehlo.reshape %36 : (tensor<3xf32>) -> tensor<1x1x1x3xf32>
    %cst_10 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %38 = stablehlo.reduce(%37 init: %cst_10) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<1x1x1x3xf32>, tensor<f32>) -> tensor<3xf32>
    %39 = stablehlo.multiply %15, %35 : tensor<2x4x4x3xf32>
    %cst_11 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %40 = stablehlo.reduce(%39 init: %cst_11) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<2x4x4x3xf32>, tensor<f32>) -> tensor<3xf32>
    %41 = stablehlo.reshape %40 : (tensor<3xf32>) -> tensor<1x1x1x3xf32>
    %42 = stablehlo.broadcast_in_dim %16, dims = [0, 1, 2, 3] : (tensor<1x1x1x3xf32>) -> tensor<2x4x4x3xf32>
    %43 = stablehlo.multiply %35, %42 : tensor<2x4x4x3xf32>
    %cst_12 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %44 = stablehlo.reduce(%41 init: %cst_12) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<1x1x1x3xf32>, tensor<f32>) -> tensor<3xf32>
    %45 = stablehlo.multiply %7, %43 : tensor<2x4x4x3xf32>
    %cst_13 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %46 = stablehlo.reduce(%45 init: %cst_13) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<2x4x4x3xf32>, tensor<f32>) -> tensor<3xf32>
    %47 = stablehlo.reshape %46 : (tensor<3xf32>) -> tensor<1x1x1x3xf32>
    %48 = stablehlo.broadcast_in_dim %10, dims = [0, 1, 2, 3] : (tensor<1x1x1x3xf32>) -> tensor<2x4x4x3xf32>
    %49 = stablehlo.multiply %43, %48 : tensor<2x4x4x3xf32>
    %50 = stablehlo.multiply %47, %13 : tensor<1x1x1x3xf32>
    %51 = stablehlo.negate %49 : tensor<2x4x4x3xf32>
    %cst_14 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %52 = stablehlo.reduce(%51 init: %cst_14) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<2x4x4x3xf32>, tensor<f32>) -> tensor<3xf32>
    %53 = stablehlo.reshape %52 : (tensor<3xf32>) -> tensor<1x1x1x3xf32>
    %54 = call @_var_0(%5#1, %5#2, %5#3, %50) : (tensor<2x4x4x3xf32>, tensor<f32>, tensor<i1>, tensor<1x1x1x3xf32>) -> tensor<2x4x4x3xf32>
    %55 = stablehlo.add %49, %54 : tensor<2x4x4x3xf32>
    %cst_15 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %56 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<f32>) -> tensor<1x1x1x3xf32>
    %57 = stablehlo.divide %53, %56 : tensor<1x1x1x3xf32>
    %cst_16 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %58 = stablehlo.reduce(%57 init: %cst_16) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<1x1x1x3xf32>, tensor<f32>) -> tensor<3xf32>
    %59 = stablehlo.broadcast_in_dim %58, dims = [3] : (tensor<3xf32>) -> tensor<2x4x4x3xf32>
    %60 = stablehlo.add %55, %59 : tensor<2x4x4x3xf32>
    %61 = stablehlo.convolution(%arg0, %60) dim_numbers = [f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x6x6x2xf32>, tensor<2x4x4x3xf32>) -> tensor<3x3x2x3xf32>
    return %61, %44, %38 : tensor<3x3x2x3xf32>, tensor<3xf32>, tensor<3xf32>
  }
  func.func private @_var(%arg0: tensor<2x4x4x3xf32>, %arg1: tensor<i32>) -> (tensor<1x1x1x3xf32>, tensor<2x4x4x3xf32>, tensor<f32>, tensor<i1>) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.reduce(%arg0 init: %cst) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<2x4x4x3xf32>, tensor<f32>) -> tensor<3xf32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [3] : (tensor<3xf32>) -> tensor<1x1x1x3xf32>
    %cst_0 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<1x1x1x3xf32>
    %3 = stablehlo.divide %1, %2 : tensor<1x1x1x3xf32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [0, 1, 2, 3] : (tensor<1x1x1x3xf32>) -> tensor<2x4x4x3xf32>
    %5 = stablehlo.subtract %arg0, %4 : tensor<2x4x4x3xf32>
    %6 = chlo.square %5 : tensor<2x4x4x3xf32> -> tensor<2x4x4x3xf32>
    %cst_1 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %7 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<2x4x4x3xf32>
    %8 = stablehlo.multiply %7, %5 : tensor<2x4x4x3xf32>
    %9 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<f32>
    %cst_2 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %10 = stablehlo.subtract %cst_2, %9 : tensor<f32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %11 = stablehlo.reduce(%6 init: %cst_3) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<2x4x4x3xf32>, tensor<f32>) -> tensor<3xf32>
    %12 = stablehlo.broadcast_in_dim %11, dims = [3] : (tensor<3xf32>) -> tensor<1x1x1x3xf32>
    %13 = stablehlo.broadcast_in_dim %10, dims = [] : (tensor<f32>) -> tensor<1x1x1x3xf32>
    %14 = stablehlo.divide %12, %13 : tensor<1x1x1x3xf32>
    %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %15 = stablehlo.compare GT, %10, %cst_4, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_5 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %16 = call @_where(%15, %14, %cst_5) : (tensor<i1>, tensor<1x1x1x3xf32>, tensor<f32>) -> tensor<1x1x1x3xf32>
    return %16, %8, %10, %15 : tensor<1x1x1x3xf32>, tensor<2x4x4x3xf32>, tensor<f32>, tensor<i1>
  }
  func.func private @_where(%arg0: tensor<i1>, %arg1: tensor<1x1x1x3xf32>, %arg2: tensor<f32>) -> tensor<1x1x1x3xf32> {
    %0 = stablehlo.convert %arg2 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<1x1x1x3xf32>
    %2 = stablehlo.select %arg0, %arg1, %1 : tensor<i1>, tensor<1x1x1x3xf32>
    return %2 : tensor<1x1x1x3xf32>
  }
  func.func private @relu(%arg0: tensor<2x4x4x3xf32>) -> tensor<2x4x4x3xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x4x4x3xf32>
    %1 = stablehlo.maximum %arg0, %0 : tensor<2x4x4x3xf32>
    return %1 : tensor<2x4x4x3xf32>
  }
  func.func private @_var_0(%arg0: tensor<2x4x4x3xf32>, %arg1: tensor<f32>, %arg2: tensor<i1>, %arg3: tensor<1x1x1x3xf32>) -> tensor<2x4x4x3xf32> {
    %0 = call @_where_1(%arg2, %arg3) : (tensor<i1>, tensor<1x1x1x3xf32>) -> tensor<1x1x1x3xf32>
    %1 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<f32>) -> tensor<1x1x1x3xf32>
    %2 = stablehlo.divide %0, %1 : tensor<1x1x1x3xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3 = stablehlo.reduce(%2 init: %cst) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<1x1x1x3xf32>, tensor<f32>) -> tensor<3xf32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [3] : (tensor<3xf32>) -> tensor<2x4x4x3xf32>
    %5 = stablehlo.multiply %4, %arg0 : tensor<2x4x4x3xf32>
    %6 = stablehlo.negate %5 : tensor<2x4x4x3xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %7 = stablehlo.reduce(%6 init: %cst_0) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<2x4x4x3xf32>, tensor<f32>) -> tensor<3xf32>
    %8 = stablehlo.reshape %7 : (tensor<3xf32>) -> tensor<1x1x1x3xf32>
    %cst_1 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %9 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<1x1x1x3xf32>
    %10 = stablehlo.divide %8, %9 : tensor<1x1x1x3xf32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %11 = stablehlo.reduce(%10 init: %cst_2) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<1x1x1x3xf32>, tensor<f32>) -> tensor<3xf32>
    %12 = stablehlo.broadcast_in_dim %11, dims = [3] : (tensor<3xf32>) -> tensor<2x4x4x3xf32>
    %13 = stablehlo.add %5, %12 : tensor<2x4x4x3xf32>
    return %13 : tensor<2x4x4x3xf32>
  }
  func.func private @_where_1(%arg0: tensor<i1>, %arg1: tensor<1x1x1x3xf32>) -> tensor<1x1x1x3xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x1x1x3xf32>
    %1 = stablehlo.select %arg0, %arg1, %0 : tensor<i1>, tensor<1x1x1x3xf32>
    return %1 : tensor<1x1x1x3xf32>
  }
}
