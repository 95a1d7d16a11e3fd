"builtin.module"() <{sym_name = "jit_conv_transpose_nchw_upsample"}> ({
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<1x2x4x3xf32>, tensor<3x2x3x3xf32>) -> (tensor<1x3x8x6xf32>, tensor<1x2x8x6xf32>, tensor<1x3x3x3xf32>), res_attrs = [{jax.result_info = "result[0]"}, {jax.result_info = "result[1]"}, {jax.result_info = "result[2]"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg0: tensor<1x2x4x3xf32>, %arg1: tensor<3x2x3x3xf32>):
    %0 = "stablehlo.convolution"(%arg0, %arg1) <{batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 2, 2>, padding = dense<[[2, 1], [2, 1]]> : tensor<2x2xi64>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>], rhs_dilation = array<i64: 1, 1>, window_reversal = array<i1: false, false>, window_strides = array<i64: 1, 1>}> : (tensor<1x2x4x3xf32>, tensor<3x2x3x3xf32>) -> tensor<1x3x8x6xf32>
    %1 = "stablehlo.broadcast_in_dim"(%arg0) <{broadcast_dimensions = array<i64: 0, 1, 2, 4>}> : (tensor<1x2x4x3xf32>) -> tensor<1x2x4x2x3xf32>
    %2 = "stablehlo.reshape"(%1) : (tensor<1x2x4x2x3xf32>) -> tensor<1x2x8x3xf32>
    %3 = "stablehlo.broadcast_in_dim"(%2) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x2x8x3xf32>) -> tensor<1x2x8x3x2xf32>
    %4 = "stablehlo.reshape"(%3) : (tensor<1x2x8x3x2xf32>) -> tensor<1x2x8x6xf32>
    %5 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %6 = "stablehlo.broadcast_in_dim"(%5) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<f32>
    %7 = "stablehlo.reduce_window"(%0, %6) <{base_dilations = array<i64: 1, 1, 1, 1>, padding = dense<[[0, 0], [0, 0], [1, 1], [0, 1]]> : tensor<4x2xi64>, window_dilations = array<i64: 1, 1, 1, 1>, window_dimensions = array<i64: 1, 1, 3, 3>, window_strides = array<i64: 1, 1, 3, 2>}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      %8 = "stablehlo.maximum"(%arg2, %arg3) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%8) : (tensor<f32>) -> ()
    }) : (tensor<1x3x8x6xf32>, tensor<f32>) -> tensor<1x3x3x3xf32>
    "func.return"(%0, %4, %7) : (tensor<1x3x8x6xf32>, tensor<1x2x8x6xf32>, tensor<1x3x3x3xf32>) -> ()
  }) : () -> ()
}) {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
