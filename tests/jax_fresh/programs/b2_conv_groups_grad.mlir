"builtin.module"() <{sym_name = "jit_conv_groups_grad"}> ({
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<2x3x5x5xf32>, tensor<6x1x3x3xf32>) -> (tensor<2x6x5x5xf32>, tensor<6x1x3x3xf32>), res_attrs = [{jax.result_info = "result[0]"}, {jax.result_info = "result[1]"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg0: tensor<2x3x5x5xf32>, %arg1: tensor<6x1x3x3xf32>):
    %0 = "stablehlo.convolution"(%arg0, %arg1) <{batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1]>, feature_group_count = 3 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<1> : tensor<2x2xi64>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>], rhs_dilation = array<i64: 1, 1>, window_reversal = array<i1: false, false>, window_strides = array<i64: 1, 1>}> : (tensor<2x3x5x5xf32>, tensor<6x1x3x3xf32>) -> tensor<2x6x5x5xf32>
    %1 = "stablehlo.convolution"(%arg0, %arg1) <{batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1]>, feature_group_count = 3 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<1> : tensor<2x2xi64>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>], rhs_dilation = array<i64: 1, 1>, window_reversal = array<i1: false, false>, window_strides = array<i64: 1, 1>}> : (tensor<2x3x5x5xf32>, tensor<6x1x3x3xf32>) -> tensor<2x6x5x5xf32>
    %2 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %3 = "stablehlo.broadcast_in_dim"(%2) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x6x5x5xf32>
    %4 = "stablehlo.multiply"(%3, %1) : (tensor<2x6x5x5xf32>, tensor<2x6x5x5xf32>) -> tensor<2x6x5x5xf32>
    %5 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %6 = "stablehlo.broadcast_in_dim"(%5) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x6x5x5xf32>
    %7 = "stablehlo.multiply"(%6, %4) : (tensor<2x6x5x5xf32>, tensor<2x6x5x5xf32>) -> tensor<2x6x5x5xf32>
    %8 = "stablehlo.convolution"(%arg0, %7) <{batch_group_count = 3 : i64, dimension_numbers = #stablehlo.conv<[f, b, 0, 1]x[i, o, 0, 1]->[f, b, 0, 1]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<1> : tensor<2x2xi64>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>], rhs_dilation = array<i64: 1, 1>, window_reversal = array<i1: false, false>, window_strides = array<i64: 1, 1>}> : (tensor<2x3x5x5xf32>, tensor<2x6x5x5xf32>) -> tensor<6x1x3x3xf32>
    "func.return"(%0, %8) : (tensor<2x6x5x5xf32>, tensor<6x1x3x3xf32>) -> ()
  }) : () -> ()
}) {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
