"builtin.module"() <{sym_name = "jit_negative_padding"}> ({
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<4x6xf32>, tensor<2x3xf32>) -> (tensor<8x5xf32>, tensor<1x1x3x5xf32>, tensor<3x5x3xf32>), res_attrs = [{jax.result_info = "result[0]"}, {jax.result_info = "result[1]"}, {jax.result_info = "result[2]"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg0: tensor<4x6xf32>, %arg1: tensor<2x3xf32>):
    %0 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1 = "stablehlo.pad"(%arg0, %0) <{edge_padding_high = array<i64: 2, -2>, edge_padding_low = array<i64: -1, 1>, interior_padding = array<i64: 1, 0>}> : (tensor<4x6xf32>, tensor<f32>) -> tensor<8x5xf32>
    %2 = "stablehlo.broadcast_in_dim"(%arg0) <{broadcast_dimensions = array<i64: 2, 3>}> : (tensor<4x6xf32>) -> tensor<1x1x4x6xf32>
    %3 = "stablehlo.broadcast_in_dim"(%arg1) <{broadcast_dimensions = array<i64: 2, 3>}> : (tensor<2x3xf32>) -> tensor<1x1x2x3xf32>
    %4 = "stablehlo.convolution"(%2, %3) <{batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[-1, 1], [2, -1]]> : tensor<2x2xi64>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>], rhs_dilation = array<i64: 1, 1>, window_reversal = array<i1: false, false>, window_strides = array<i64: 1, 1>}> : (tensor<1x1x4x6xf32>, tensor<1x1x2x3xf32>) -> tensor<1x1x3x5xf32>
    %5 = "stablehlo.reshape"(%arg0) : (tensor<4x6xf32>) -> tensor<2x3x4xf32>
    %6 = "stablehlo.constant"() <{value = dense<-1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %7 = "stablehlo.pad"(%5, %6) <{edge_padding_high = array<i64: -1, 1, -3>, edge_padding_low = array<i64: 0, -1, 2>, interior_padding = array<i64: 2, 1, 0>}> : (tensor<2x3x4xf32>, tensor<f32>) -> tensor<3x5x3xf32>
    "func.return"(%1, %4, %7) : (tensor<8x5xf32>, tensor<1x1x3x5xf32>, tensor<3x5x3xf32>) -> ()
  }) : () -> ()
}) {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
