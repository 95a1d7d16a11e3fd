"builtin.module"() <{sym_name = "jit_conv3d_ndhwc"}> ({
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<1x4x6x5x2xf32>, tensor<2x3x2x2x3xf32>) -> (tensor<1x5x3x5x3xf32>, tensor<1x4x3x2x3xf32>), res_attrs = [{jax.result_info = "result[0]"}, {jax.result_info = "result[1]"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg0: tensor<1x4x6x5x2xf32>, %arg1: tensor<2x3x2x2x3xf32>):
    %0 = "stablehlo.convolution"(%arg0, %arg1) <{batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, 2, f]x[0, 1, 2, i, o]->[b, 0, 1, 2, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1, 1>, padding = dense<[[1, 1], [0, 1], [1, 0]]> : tensor<3x2xi64>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>], rhs_dilation = array<i64: 1, 1, 1>, window_reversal = array<i1: false, false, false>, window_strides = array<i64: 1, 2, 1>}> : (tensor<1x4x6x5x2xf32>, tensor<2x3x2x2x3xf32>) -> tensor<1x5x3x5x3xf32>
    %1 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %2 = "stablehlo.broadcast_in_dim"(%1) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<f32>
    %3 = "stablehlo.reduce_window"(%0, %2) <{base_dilations = array<i64: 1, 1, 1, 1, 1>, padding = dense<0> : tensor<5x2xi64>, window_dilations = array<i64: 1, 1, 1, 1, 1>, window_dimensions = array<i64: 1, 2, 1, 2, 1>, window_strides = array<i64: 1, 1, 1, 2, 1>}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      %7 = "stablehlo.add"(%arg2, %arg3) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%7) : (tensor<f32>) -> ()
    }) : (tensor<1x5x3x5x3xf32>, tensor<f32>) -> tensor<1x4x3x2x3xf32>
    %4 = "stablehlo.constant"() <{value = dense<4.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %5 = "stablehlo.broadcast_in_dim"(%4) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x4x3x2x3xf32>
    %6 = "stablehlo.divide"(%3, %5) : (tensor<1x4x3x2x3xf32>, tensor<1x4x3x2x3xf32>) -> tensor<1x4x3x2x3xf32>
    "func.return"(%0, %6) : (tensor<1x5x3x5x3xf32>, tensor<1x4x3x2x3xf32>) -> ()
  }) : () -> ()
}) {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
