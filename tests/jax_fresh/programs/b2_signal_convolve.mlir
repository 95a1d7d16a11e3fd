"builtin.module"() <{sym_name = "jit_signal_convolve"}> ({
  "func.func"() <{arg_attrs = [{}, {}, {}, {}], function_type = (tensor<9xf32>, tensor<3xf32>, tensor<5x6xf32>, tensor<3x3xf32>) -> (tensor<11xf32>, tensor<9xf32>, tensor<7xf32>, tensor<5x6xf32>, tensor<7x8xf32>), res_attrs = [{jax.result_info = "result[0]"}, {jax.result_info = "result[1]"}, {jax.result_info = "result[2]"}, {jax.result_info = "result[3]"}, {jax.result_info = "result[4]"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg16: tensor<9xf32>, %arg17: tensor<3xf32>, %arg18: tensor<5x6xf32>, %arg19: tensor<3x3xf32>):
    %21 = "func.call"(%arg16, %arg17) <{callee = @convolve}> : (tensor<9xf32>, tensor<3xf32>) -> tensor<11xf32>
    %22 = "func.call"(%arg16, %arg17) <{callee = @convolve_0}> : (tensor<9xf32>, tensor<3xf32>) -> tensor<9xf32>
    %23 = "func.call"(%arg16, %arg17) <{callee = @correlate}> : (tensor<9xf32>, tensor<3xf32>) -> tensor<7xf32>
    %24 = "func.call"(%arg19) <{callee = @_flip_3}> : (tensor<3x3xf32>) -> tensor<3x3xf32>
    %25 = "stablehlo.broadcast_in_dim"(%arg18) <{broadcast_dimensions = array<i64: 2, 3>}> : (tensor<5x6xf32>) -> tensor<1x1x5x6xf32>
    %26 = "stablehlo.broadcast_in_dim"(%24) <{broadcast_dimensions = array<i64: 2, 3>}> : (tensor<3x3xf32>) -> tensor<1x1x3x3xf32>
    %27 = "stablehlo.convolution"(%25, %26) <{batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<1> : tensor<2x2xi64>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>], rhs_dilation = array<i64: 1, 1>, window_reversal = array<i1: false, false>, window_strides = array<i64: 1, 1>}> : (tensor<1x1x5x6xf32>, tensor<1x1x3x3xf32>) -> tensor<1x1x5x6xf32>
    %28 = "stablehlo.reshape"(%27) : (tensor<1x1x5x6xf32>) -> tensor<5x6xf32>
    %29 = "func.call"(%arg18) <{callee = @_flip_4}> : (tensor<5x6xf32>) -> tensor<5x6xf32>
    %30 = "func.call"(%arg19) <{callee = @_flip_3}> : (tensor<3x3xf32>) -> tensor<3x3xf32>
    %31 = "stablehlo.broadcast_in_dim"(%29) <{broadcast_dimensions = array<i64: 2, 3>}> : (tensor<5x6xf32>) -> tensor<1x1x5x6xf32>
    %32 = "stablehlo.broadcast_in_dim"(%30) <{broadcast_dimensions = array<i64: 2, 3>}> : (tensor<3x3xf32>) -> tensor<1x1x3x3xf32>
    %33 = "stablehlo.convolution"(%31, %32) <{batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<2> : tensor<2x2xi64>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>], rhs_dilation = array<i64: 1, 1>, window_reversal = array<i1: false, false>, window_strides = array<i64: 1, 1>}> : (tensor<1x1x5x6xf32>, tensor<1x1x3x3xf32>) -> tensor<1x1x7x8xf32>
    %34 = "stablehlo.reshape"(%33) : (tensor<1x1x7x8xf32>) -> tensor<7x8xf32>
    %35 = "func.call"(%34) <{callee = @_flip_5}> : (tensor<7x8xf32>) -> tensor<7x8xf32>
    "func.return"(%21, %22, %23, %28, %35) : (tensor<11xf32>, tensor<9xf32>, tensor<7xf32>, tensor<5x6xf32>, tensor<7x8xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<9xf32>, tensor<3xf32>) -> tensor<11xf32>, res_attrs = [{}], sym_name = "convolve", sym_visibility = "private"}> ({
  ^bb0(%arg14: tensor<9xf32>, %arg15: tensor<3xf32>):
    %20 = "func.call"(%arg14, %arg15) <{callee = @_conv}> : (tensor<9xf32>, tensor<3xf32>) -> tensor<11xf32>
    "func.return"(%20) : (tensor<11xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<9xf32>, tensor<3xf32>) -> tensor<11xf32>, res_attrs = [{}], sym_name = "_conv", sym_visibility = "private"}> ({
  ^bb0(%arg12: tensor<9xf32>, %arg13: tensor<3xf32>):
    %15 = "func.call"(%arg13) <{callee = @_flip}> : (tensor<3xf32>) -> tensor<3xf32>
    %16 = "stablehlo.broadcast_in_dim"(%arg12) <{broadcast_dimensions = array<i64: 2>}> : (tensor<9xf32>) -> tensor<1x1x9xf32>
    %17 = "stablehlo.broadcast_in_dim"(%15) <{broadcast_dimensions = array<i64: 2>}> : (tensor<3xf32>) -> tensor<1x1x3xf32>
    %18 = "stablehlo.convolution"(%16, %17) <{batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, f, 0]x[o, i, 0]->[b, f, 0]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1>, padding = dense<2> : tensor<1x2xi64>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>], rhs_dilation = array<i64: 1>, window_reversal = array<i1: false>, window_strides = array<i64: 1>}> : (tensor<1x1x9xf32>, tensor<1x1x3xf32>) -> tensor<1x1x11xf32>
    %19 = "stablehlo.reshape"(%18) : (tensor<1x1x11xf32>) -> tensor<11xf32>
    "func.return"(%19) : (tensor<11xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<3xf32>) -> tensor<3xf32>, res_attrs = [{}], sym_name = "_flip", sym_visibility = "private"}> ({
  ^bb0(%arg11: tensor<3xf32>):
    %14 = "stablehlo.reverse"(%arg11) <{dimensions = array<i64: 0>}> : (tensor<3xf32>) -> tensor<3xf32>
    "func.return"(%14) : (tensor<3xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<9xf32>, tensor<3xf32>) -> tensor<9xf32>, res_attrs = [{}], sym_name = "convolve_0", sym_visibility = "private"}> ({
  ^bb0(%arg9: tensor<9xf32>, %arg10: tensor<3xf32>):
    %13 = "func.call"(%arg9, %arg10) <{callee = @_conv_1}> : (tensor<9xf32>, tensor<3xf32>) -> tensor<9xf32>
    "func.return"(%13) : (tensor<9xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<9xf32>, tensor<3xf32>) -> tensor<9xf32>, res_attrs = [{}], sym_name = "_conv_1", sym_visibility = "private"}> ({
  ^bb0(%arg7: tensor<9xf32>, %arg8: tensor<3xf32>):
    %8 = "func.call"(%arg8) <{callee = @_flip}> : (tensor<3xf32>) -> tensor<3xf32>
    %9 = "stablehlo.broadcast_in_dim"(%arg7) <{broadcast_dimensions = array<i64: 2>}> : (tensor<9xf32>) -> tensor<1x1x9xf32>
    %10 = "stablehlo.broadcast_in_dim"(%8) <{broadcast_dimensions = array<i64: 2>}> : (tensor<3xf32>) -> tensor<1x1x3xf32>
    %11 = "stablehlo.convolution"(%9, %10) <{batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, f, 0]x[o, i, 0]->[b, f, 0]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1>, padding = dense<1> : tensor<1x2xi64>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>], rhs_dilation = array<i64: 1>, window_reversal = array<i1: false>, window_strides = array<i64: 1>}> : (tensor<1x1x9xf32>, tensor<1x1x3xf32>) -> tensor<1x1x9xf32>
    %12 = "stablehlo.reshape"(%11) : (tensor<1x1x9xf32>) -> tensor<9xf32>
    "func.return"(%12) : (tensor<9xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<9xf32>, tensor<3xf32>) -> tensor<7xf32>, res_attrs = [{}], sym_name = "correlate", sym_visibility = "private"}> ({
  ^bb0(%arg5: tensor<9xf32>, %arg6: tensor<3xf32>):
    %7 = "func.call"(%arg5, %arg6) <{callee = @_conv_2}> : (tensor<9xf32>, tensor<3xf32>) -> tensor<7xf32>
    "func.return"(%7) : (tensor<7xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<9xf32>, tensor<3xf32>) -> tensor<7xf32>, res_attrs = [{}], sym_name = "_conv_2", sym_visibility = "private"}> ({
  ^bb0(%arg3: tensor<9xf32>, %arg4: tensor<3xf32>):
    %3 = "stablehlo.broadcast_in_dim"(%arg3) <{broadcast_dimensions = array<i64: 2>}> : (tensor<9xf32>) -> tensor<1x1x9xf32>
    %4 = "stablehlo.broadcast_in_dim"(%arg4) <{broadcast_dimensions = array<i64: 2>}> : (tensor<3xf32>) -> tensor<1x1x3xf32>
    %5 = "stablehlo.convolution"(%3, %4) <{batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, f, 0]x[o, i, 0]->[b, f, 0]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1>, padding = dense<0> : tensor<1x2xi64>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>], rhs_dilation = array<i64: 1>, window_reversal = array<i1: false>, window_strides = array<i64: 1>}> : (tensor<1x1x9xf32>, tensor<1x1x3xf32>) -> tensor<1x1x7xf32>
    %6 = "stablehlo.reshape"(%5) : (tensor<1x1x7xf32>) -> tensor<7xf32>
    "func.return"(%6) : (tensor<7xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<3x3xf32>) -> tensor<3x3xf32>, res_attrs = [{}], sym_name = "_flip_3", sym_visibility = "private"}> ({
  ^bb0(%arg2: tensor<3x3xf32>):
    %2 = "stablehlo.reverse"(%arg2) <{dimensions = array<i64: 0, 1>}> : (tensor<3x3xf32>) -> tensor<3x3xf32>
    "func.return"(%2) : (tensor<3x3xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<5x6xf32>) -> tensor<5x6xf32>, res_attrs = [{}], sym_name = "_flip_4", sym_visibility = "private"}> ({
  ^bb0(%arg1: tensor<5x6xf32>):
    %1 = "stablehlo.reverse"(%arg1) <{dimensions = array<i64: 0, 1>}> : (tensor<5x6xf32>) -> tensor<5x6xf32>
    "func.return"(%1) : (tensor<5x6xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<7x8xf32>) -> tensor<7x8xf32>, res_attrs = [{}], sym_name = "_flip_5", sym_visibility = "private"}> ({
  ^bb0(%arg0: tensor<7x8xf32>):
    %0 = "stablehlo.reverse"(%arg0) <{dimensions = array<i64: 0, 1>}> : (tensor<7x8xf32>) -> tensor<7x8xf32>
    "func.return"(%0) : (tensor<7x8xf32>) -> ()
  }) : () -> ()
}) {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
