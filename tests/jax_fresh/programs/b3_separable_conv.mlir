"builtin.module"() <{sym_name = "jit_separable_conv"}> ({
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<2x7x7x3xf32>, tensor<3x3x1x3xf32>, tensor<1x1x3x5xf32>) -> tensor<2x4x4x5xf32>, res_attrs = [{jax.result_info = "result"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg1: tensor<2x7x7x3xf32>, %arg2: tensor<3x3x1x3xf32>, %arg3: tensor<1x1x3x5xf32>):
    %6 = "stablehlo.convolution"(%arg1, %arg2) <{batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 3 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<1> : tensor<2x2xi64>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>], rhs_dilation = array<i64: 1, 1>, window_reversal = array<i1: false, false>, window_strides = array<i64: 2, 2>}> : (tensor<2x7x7x3xf32>, tensor<3x3x1x3xf32>) -> tensor<2x4x4x3xf32>
    %7 = "func.call"(%6) <{callee = @relu6}> : (tensor<2x4x4x3xf32>) -> tensor<2x4x4x3xf32>
    %8 = "stablehlo.convolution"(%7, %arg3) <{batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<0> : tensor<2x2xi64>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>], rhs_dilation = array<i64: 1, 1>, window_reversal = array<i1: false, false>, window_strides = array<i64: 1, 1>}> : (tensor<2x4x4x3xf32>, tensor<1x1x3x5xf32>) -> tensor<2x4x4x5xf32>
    "func.return"(%8) : (tensor<2x4x4x5xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<2x4x4x3xf32>) -> tensor<2x4x4x3xf32>, res_attrs = [{}], sym_name = "relu6", sym_visibility = "private"}> ({
  ^bb0(%arg0: tensor<2x4x4x3xf32>):
    %0 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1 = "stablehlo.broadcast_in_dim"(%0) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x4x4x3xf32>
    %2 = "stablehlo.maximum"(%arg0, %1) : (tensor<2x4x4x3xf32>, tensor<2x4x4x3xf32>) -> tensor<2x4x4x3xf32>
    %3 = "stablehlo.constant"() <{value = dense<6.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %4 = "stablehlo.broadcast_in_dim"(%3) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x4x4x3xf32>
    %5 = "stablehlo.minimum"(%2, %4) : (tensor<2x4x4x3xf32>, tensor<2x4x4x3xf32>) -> tensor<2x4x4x3xf32>
    "func.return"(%5) : (tensor<2x4x4x3xf32>) -> ()
  }) : () -> ()
}) {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
