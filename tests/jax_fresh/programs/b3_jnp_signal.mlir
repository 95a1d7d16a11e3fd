"builtin.module"() <{sym_name = "jit_jnp_signal"}> ({
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<8xf32>, tensor<3xf32>, tensor<9xf32>) -> (tensor<6xf32>, tensor<8xf32>, tensor<10xf32>, tensor<9xf32>, tensor<9xf32>, tensor<9xf32>, tensor<3xf32>, tensor<10xf32>), res_attrs = [{jax.result_info = "result[0]"}, {jax.result_info = "result[1]"}, {jax.result_info = "result[2]"}, {jax.result_info = "result[3]"}, {jax.result_info = "result[4]"}, {jax.result_info = "result[5]"}, {jax.result_info = "result[6]"}, {jax.result_info = "result[7]"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg36: tensor<8xf32>, %arg37: tensor<3xf32>, %arg38: tensor<9xf32>):
    %117 = "stablehlo.constant"() <{value = dense<-1.000000e+00> : tensor<1xf32>}> : () -> tensor<1xf32>
    %118 = "stablehlo.constant"() <{value = dense<[5.000000e+00, 6.000000e+00]> : tensor<2xf32>}> : () -> tensor<2xf32>
    %119 = "func.call"(%arg36, %arg37) <{callee = @convolve}> : (tensor<8xf32>, tensor<3xf32>) -> tensor<6xf32>
    %120 = "func.call"(%arg36, %arg37) <{callee = @correlate}> : (tensor<8xf32>, tensor<3xf32>) -> tensor<8xf32>
    %121 = "func.call"(%arg36, %arg37) <{callee = @correlate_1}> : (tensor<8xf32>, tensor<3xf32>) -> tensor<10xf32>
    %122 = "func.call"(%arg38) <{callee = @unwrap}> : (tensor<9xf32>) -> tensor<9xf32>
    %123 = "stablehlo.constant"() <{value = dense<4.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %124 = "func.call"(%arg38, %123) <{callee = @unwrap_5}> : (tensor<9xf32>, tensor<f32>) -> tensor<9xf32>
    %125 = "func.call"(%arg36) <{callee = @_cumsum_with_promotion}> : (tensor<8xf32>) -> tensor<8xf32>
    %126 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %127 = "stablehlo.broadcast_in_dim"(%126) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1xf32>
    %128 = "stablehlo.concatenate"(%127, %125) <{dimension = 0 : i64}> : (tensor<1xf32>, tensor<8xf32>) -> tensor<9xf32>
    %129 = "func.call"(%arg37) <{callee = @cumprod}> : (tensor<3xf32>) -> tensor<3xf32>
    %130 = "func.call"(%arg36, %117, %118) <{callee = @ediff1d}> : (tensor<8xf32>, tensor<1xf32>, tensor<2xf32>) -> tensor<10xf32>
    "func.return"(%119, %120, %121, %122, %124, %128, %129, %130) : (tensor<6xf32>, tensor<8xf32>, tensor<10xf32>, tensor<9xf32>, tensor<9xf32>, tensor<9xf32>, tensor<3xf32>, tensor<10xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<8xf32>, tensor<3xf32>) -> tensor<6xf32>, res_attrs = [{}], sym_name = "convolve", sym_visibility = "private"}> ({
  ^bb0(%arg34: tensor<8xf32>, %arg35: tensor<3xf32>):
    %116 = "func.call"(%arg34, %arg35) <{callee = @_conv}> : (tensor<8xf32>, tensor<3xf32>) -> tensor<6xf32>
    "func.return"(%116) : (tensor<6xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<8xf32>, tensor<3xf32>) -> tensor<6xf32>, res_attrs = [{}], sym_name = "_conv", sym_visibility = "private"}> ({
  ^bb0(%arg32: tensor<8xf32>, %arg33: tensor<3xf32>):
    %111 = "func.call"(%arg33) <{callee = @_flip}> : (tensor<3xf32>) -> tensor<3xf32>
    %112 = "stablehlo.broadcast_in_dim"(%arg32) <{broadcast_dimensions = array<i64: 2>}> : (tensor<8xf32>) -> tensor<1x1x8xf32>
    %113 = "stablehlo.broadcast_in_dim"(%111) <{broadcast_dimensions = array<i64: 2>}> : (tensor<3xf32>) -> tensor<1x1x3xf32>
    %114 = "stablehlo.convolution"(%112, %113) <{batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, f, 0]x[o, i, 0]->[b, f, 0]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1>, padding = dense<0> : tensor<1x2xi64>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>], rhs_dilation = array<i64: 1>, window_reversal = array<i1: false>, window_strides = array<i64: 1>}> : (tensor<1x1x8xf32>, tensor<1x1x3xf32>) -> tensor<1x1x6xf32>
    %115 = "stablehlo.reshape"(%114) : (tensor<1x1x6xf32>) -> tensor<6xf32>
    "func.return"(%115) : (tensor<6xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<3xf32>) -> tensor<3xf32>, res_attrs = [{}], sym_name = "_flip", sym_visibility = "private"}> ({
  ^bb0(%arg31: tensor<3xf32>):
    %110 = "stablehlo.reverse"(%arg31) <{dimensions = array<i64: 0>}> : (tensor<3xf32>) -> tensor<3xf32>
    "func.return"(%110) : (tensor<3xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<8xf32>, tensor<3xf32>) -> tensor<8xf32>, res_attrs = [{}], sym_name = "correlate", sym_visibility = "private"}> ({
  ^bb0(%arg29: tensor<8xf32>, %arg30: tensor<3xf32>):
    %109 = "func.call"(%arg29, %arg30) <{callee = @_conv_0}> : (tensor<8xf32>, tensor<3xf32>) -> tensor<8xf32>
    "func.return"(%109) : (tensor<8xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<8xf32>, tensor<3xf32>) -> tensor<8xf32>, res_attrs = [{}], sym_name = "_conv_0", sym_visibility = "private"}> ({
  ^bb0(%arg27: tensor<8xf32>, %arg28: tensor<3xf32>):
    %105 = "stablehlo.broadcast_in_dim"(%arg27) <{broadcast_dimensions = array<i64: 2>}> : (tensor<8xf32>) -> tensor<1x1x8xf32>
    %106 = "stablehlo.broadcast_in_dim"(%arg28) <{broadcast_dimensions = array<i64: 2>}> : (tensor<3xf32>) -> tensor<1x1x3xf32>
    %107 = "stablehlo.convolution"(%105, %106) <{batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, f, 0]x[o, i, 0]->[b, f, 0]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1>, padding = dense<1> : tensor<1x2xi64>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>], rhs_dilation = array<i64: 1>, window_reversal = array<i1: false>, window_strides = array<i64: 1>}> : (tensor<1x1x8xf32>, tensor<1x1x3xf32>) -> tensor<1x1x8xf32>
    %108 = "stablehlo.reshape"(%107) : (tensor<1x1x8xf32>) -> tensor<8xf32>
    "func.return"(%108) : (tensor<8xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<8xf32>, tensor<3xf32>) -> tensor<10xf32>, res_attrs = [{}], sym_name = "correlate_1", sym_visibility = "private"}> ({
  ^bb0(%arg25: tensor<8xf32>, %arg26: tensor<3xf32>):
    %104 = "func.call"(%arg25, %arg26) <{callee = @_conv_2}> : (tensor<8xf32>, tensor<3xf32>) -> tensor<10xf32>
    "func.return"(%104) : (tensor<10xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<8xf32>, tensor<3xf32>) -> tensor<10xf32>, res_attrs = [{}], sym_name = "_conv_2", sym_visibility = "private"}> ({
  ^bb0(%arg23: tensor<8xf32>, %arg24: tensor<3xf32>):
    %100 = "stablehlo.broadcast_in_dim"(%arg23) <{broadcast_dimensions = array<i64: 2>}> : (tensor<8xf32>) -> tensor<1x1x8xf32>
    %101 = "stablehlo.broadcast_in_dim"(%arg24) <{broadcast_dimensions = array<i64: 2>}> : (tensor<3xf32>) -> tensor<1x1x3xf32>
    %102 = "stablehlo.convolution"(%100, %101) <{batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, f, 0]x[o, i, 0]->[b, f, 0]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1>, padding = dense<2> : tensor<1x2xi64>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>], rhs_dilation = array<i64: 1>, window_reversal = array<i1: false>, window_strides = array<i64: 1>}> : (tensor<1x1x8xf32>, tensor<1x1x3xf32>) -> tensor<1x1x10xf32>
    %103 = "stablehlo.reshape"(%102) : (tensor<1x1x10xf32>) -> tensor<10xf32>
    "func.return"(%103) : (tensor<10xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<9xf32>) -> tensor<9xf32>, res_attrs = [{}], sym_name = "unwrap", sym_visibility = "private"}> ({
  ^bb0(%arg22: tensor<9xf32>):
    %68 = "stablehlo.constant"() <{value = dense<6.28318548> : tensor<f32>}> : () -> tensor<f32>
    %69 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %70 = "stablehlo.divide"(%68, %69) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %71 = "stablehlo.constant"() <{value = dense<6.28318548> : tensor<f32>}> : () -> tensor<f32>
    %72 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %73 = "stablehlo.divide"(%71, %72) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %74 = "func.call"(%arg22) <{callee = @diff}> : (tensor<9xf32>) -> tensor<8xf32>
    %75 = "stablehlo.broadcast_in_dim"(%73) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8xf32>
    %76 = "stablehlo.add"(%74, %75) : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %77 = "stablehlo.constant"() <{value = dense<6.28318548> : tensor<f32>}> : () -> tensor<f32>
    %78 = "func.call"(%76, %77) <{callee = @remainder}> : (tensor<8xf32>, tensor<f32>) -> tensor<8xf32>
    %79 = "stablehlo.broadcast_in_dim"(%73) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8xf32>
    %80 = "stablehlo.subtract"(%78, %79) : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %81 = "stablehlo.negate"(%73) : (tensor<f32>) -> tensor<f32>
    %82 = "stablehlo.broadcast_in_dim"(%81) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8xf32>
    %83 = "stablehlo.compare"(%80, %82) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xi1>
    %84 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %85 = "stablehlo.broadcast_in_dim"(%84) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8xf32>
    %86 = "stablehlo.compare"(%74, %85) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction GT>}> : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xi1>
    %87 = "stablehlo.and"(%83, %86) : (tensor<8xi1>, tensor<8xi1>) -> tensor<8xi1>
    %88 = "func.call"(%87, %73, %80) <{callee = @_where}> : (tensor<8xi1>, tensor<f32>, tensor<8xf32>) -> tensor<8xf32>
    %89 = "stablehlo.abs"(%74) : (tensor<8xf32>) -> tensor<8xf32>
    %90 = "stablehlo.broadcast_in_dim"(%70) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8xf32>
    %91 = "stablehlo.compare"(%89, %90) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xi1>
    %92 = "stablehlo.subtract"(%88, %74) : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %93 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %94 = "func.call"(%91, %93, %92) <{callee = @_where_3}> : (tensor<8xi1>, tensor<i32>, tensor<8xf32>) -> tensor<8xf32>
    %95 = "stablehlo.slice"(%arg22) <{limit_indices = array<i64: 1>, start_indices = array<i64: 0>, strides = array<i64: 1>}> : (tensor<9xf32>) -> tensor<1xf32>
    %96 = "stablehlo.slice"(%arg22) <{limit_indices = array<i64: 9>, start_indices = array<i64: 1>, strides = array<i64: 1>}> : (tensor<9xf32>) -> tensor<8xf32>
    %97 = "func.call"(%94) <{callee = @cumsum}> : (tensor<8xf32>) -> tensor<8xf32>
    %98 = "stablehlo.add"(%96, %97) : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %99 = "stablehlo.concatenate"(%95, %98) <{dimension = 0 : i64}> : (tensor<1xf32>, tensor<8xf32>) -> tensor<9xf32>
    "func.return"(%99) : (tensor<9xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<9xf32>) -> tensor<8xf32>, res_attrs = [{}], sym_name = "diff", sym_visibility = "private"}> ({
  ^bb0(%arg21: tensor<9xf32>):
    %65 = "stablehlo.slice"(%arg21) <{limit_indices = array<i64: 9>, start_indices = array<i64: 1>, strides = array<i64: 1>}> : (tensor<9xf32>) -> tensor<8xf32>
    %66 = "stablehlo.slice"(%arg21) <{limit_indices = array<i64: 8>, start_indices = array<i64: 0>, strides = array<i64: 1>}> : (tensor<9xf32>) -> tensor<8xf32>
    %67 = "stablehlo.subtract"(%65, %66) : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    "func.return"(%67) : (tensor<8xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<8xf32>, tensor<f32>) -> tensor<8xf32>, res_attrs = [{}], sym_name = "remainder", sym_visibility = "private"}> ({
  ^bb0(%arg19: tensor<8xf32>, %arg20: tensor<f32>):
    %49 = "stablehlo.broadcast_in_dim"(%arg20) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8xf32>
    %50 = "stablehlo.remainder"(%arg19, %49) : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %51 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %52 = "stablehlo.broadcast_in_dim"(%51) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8xf32>
    %53 = "stablehlo.compare"(%50, %52) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xi1>
    %54 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %55 = "stablehlo.broadcast_in_dim"(%54) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8xf32>
    %56 = "stablehlo.compare"(%50, %55) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xi1>
    %57 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %58 = "stablehlo.compare"(%arg20, %57) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %59 = "stablehlo.broadcast_in_dim"(%58) <{broadcast_dimensions = array<i64>}> : (tensor<i1>) -> tensor<8xi1>
    %60 = "stablehlo.compare"(%56, %59) <{compare_type = #stablehlo<comparison_type UNSIGNED>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<8xi1>, tensor<8xi1>) -> tensor<8xi1>
    %61 = "stablehlo.and"(%60, %53) : (tensor<8xi1>, tensor<8xi1>) -> tensor<8xi1>
    %62 = "stablehlo.broadcast_in_dim"(%arg20) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8xf32>
    %63 = "stablehlo.add"(%50, %62) : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %64 = "stablehlo.select"(%61, %63, %50) : (tensor<8xi1>, tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    "func.return"(%64) : (tensor<8xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<8xi1>, tensor<f32>, tensor<8xf32>) -> tensor<8xf32>, res_attrs = [{}], sym_name = "_where", sym_visibility = "private"}> ({
  ^bb0(%arg16: tensor<8xi1>, %arg17: tensor<f32>, %arg18: tensor<8xf32>):
    %47 = "stablehlo.broadcast_in_dim"(%arg17) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8xf32>
    %48 = "stablehlo.select"(%arg16, %47, %arg18) : (tensor<8xi1>, tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    "func.return"(%48) : (tensor<8xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<8xi1>, tensor<i32>, tensor<8xf32>) -> tensor<8xf32>, res_attrs = [{}], sym_name = "_where_3", sym_visibility = "private"}> ({
  ^bb0(%arg13: tensor<8xi1>, %arg14: tensor<i32>, %arg15: tensor<8xf32>):
    %44 = "stablehlo.convert"(%arg14) : (tensor<i32>) -> tensor<f32>
    %45 = "stablehlo.broadcast_in_dim"(%44) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8xf32>
    %46 = "stablehlo.select"(%arg13, %45, %arg15) : (tensor<8xi1>, tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    "func.return"(%46) : (tensor<8xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<8xf32>) -> tensor<8xf32>, res_attrs = [{}], sym_name = "cumsum", sym_visibility = "private"}> ({
  ^bb0(%arg12: tensor<8xf32>):
    %43 = "func.call"(%arg12) <{callee = @cumsum_4}> : (tensor<8xf32>) -> tensor<8xf32>
    "func.return"(%43) : (tensor<8xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<8xf32>) -> tensor<8xf32>, sym_name = "cumsum_4", sym_visibility = "private"}> ({
  ^bb0(%arg9: tensor<8xf32>):
    %39 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %40 = "stablehlo.broadcast_in_dim"(%39) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<f32>
    %41 = "stablehlo.reduce_window"(%arg9, %40) <{base_dilations = array<i64: 1>, padding = dense<[[7, 0]]> : tensor<1x2xi64>, window_dilations = array<i64: 1>, window_dimensions = array<i64: 8>, window_strides = array<i64: 1>}> ({
    ^bb0(%arg10: tensor<f32>, %arg11: tensor<f32>):
      %42 = "stablehlo.add"(%arg10, %arg11) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%42) : (tensor<f32>) -> ()
    }) : (tensor<8xf32>, tensor<f32>) -> tensor<8xf32>
    "func.return"(%41) : (tensor<8xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<9xf32>, tensor<f32>) -> tensor<9xf32>, res_attrs = [{}], sym_name = "unwrap_5", sym_visibility = "private"}> ({
  ^bb0(%arg7: tensor<9xf32>, %arg8: tensor<f32>):
    %9 = "stablehlo.convert"(%arg8) : (tensor<f32>) -> tensor<f32>
    %10 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %11 = "stablehlo.divide"(%9, %10) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %12 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %13 = "stablehlo.divide"(%9, %12) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %14 = "func.call"(%arg7) <{callee = @diff}> : (tensor<9xf32>) -> tensor<8xf32>
    %15 = "stablehlo.broadcast_in_dim"(%13) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8xf32>
    %16 = "stablehlo.add"(%14, %15) : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %17 = "func.call"(%16, %9) <{callee = @remainder}> : (tensor<8xf32>, tensor<f32>) -> tensor<8xf32>
    %18 = "stablehlo.broadcast_in_dim"(%13) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8xf32>
    %19 = "stablehlo.subtract"(%17, %18) : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %20 = "stablehlo.negate"(%13) : (tensor<f32>) -> tensor<f32>
    %21 = "stablehlo.broadcast_in_dim"(%20) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8xf32>
    %22 = "stablehlo.compare"(%19, %21) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xi1>
    %23 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %24 = "stablehlo.broadcast_in_dim"(%23) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8xf32>
    %25 = "stablehlo.compare"(%14, %24) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction GT>}> : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xi1>
    %26 = "stablehlo.and"(%22, %25) : (tensor<8xi1>, tensor<8xi1>) -> tensor<8xi1>
    %27 = "func.call"(%26, %13, %19) <{callee = @_where}> : (tensor<8xi1>, tensor<f32>, tensor<8xf32>) -> tensor<8xf32>
    %28 = "stablehlo.abs"(%14) : (tensor<8xf32>) -> tensor<8xf32>
    %29 = "stablehlo.broadcast_in_dim"(%11) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8xf32>
    %30 = "stablehlo.compare"(%28, %29) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xi1>
    %31 = "stablehlo.subtract"(%27, %14) : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %32 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %33 = "func.call"(%30, %32, %31) <{callee = @_where_3}> : (tensor<8xi1>, tensor<i32>, tensor<8xf32>) -> tensor<8xf32>
    %34 = "stablehlo.slice"(%arg7) <{limit_indices = array<i64: 1>, start_indices = array<i64: 0>, strides = array<i64: 1>}> : (tensor<9xf32>) -> tensor<1xf32>
    %35 = "stablehlo.slice"(%arg7) <{limit_indices = array<i64: 9>, start_indices = array<i64: 1>, strides = array<i64: 1>}> : (tensor<9xf32>) -> tensor<8xf32>
    %36 = "func.call"(%33) <{callee = @cumsum}> : (tensor<8xf32>) -> tensor<8xf32>
    %37 = "stablehlo.add"(%35, %36) : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %38 = "stablehlo.concatenate"(%34, %37) <{dimension = 0 : i64}> : (tensor<1xf32>, tensor<8xf32>) -> tensor<9xf32>
    "func.return"(%38) : (tensor<9xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<8xf32>) -> tensor<8xf32>, res_attrs = [{}], sym_name = "_cumsum_with_promotion", sym_visibility = "private"}> ({
  ^bb0(%arg6: tensor<8xf32>):
    %8 = "func.call"(%arg6) <{callee = @cumsum_4}> : (tensor<8xf32>) -> tensor<8xf32>
    "func.return"(%8) : (tensor<8xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<3xf32>) -> tensor<3xf32>, sym_name = "cumprod", sym_visibility = "private"}> ({
  ^bb0(%arg3: tensor<3xf32>):
    %5 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %6 = "stablehlo.reduce_window"(%arg3, %5) <{base_dilations = array<i64: 1>, padding = dense<[[2, 0]]> : tensor<1x2xi64>, window_dilations = array<i64: 1>, window_dimensions = array<i64: 3>, window_strides = array<i64: 1>}> ({
    ^bb0(%arg4: tensor<f32>, %arg5: tensor<f32>):
      %7 = "stablehlo.multiply"(%arg4, %arg5) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%7) : (tensor<f32>) -> ()
    }) : (tensor<3xf32>, tensor<f32>) -> tensor<3xf32>
    "func.return"(%6) : (tensor<3xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<8xf32>, tensor<1xf32>, tensor<2xf32>) -> tensor<10xf32>, res_attrs = [{}], sym_name = "ediff1d", sym_visibility = "private"}> ({
  ^bb0(%arg0: tensor<8xf32>, %arg1: tensor<1xf32>, %arg2: tensor<2xf32>):
    %0 = "stablehlo.slice"(%arg0) <{limit_indices = array<i64: 8>, start_indices = array<i64: 1>, strides = array<i64: 1>}> : (tensor<8xf32>) -> tensor<7xf32>
    %1 = "stablehlo.slice"(%arg0) <{limit_indices = array<i64: 7>, start_indices = array<i64: 0>, strides = array<i64: 1>}> : (tensor<8xf32>) -> tensor<7xf32>
    %2 = "stablehlo.subtract"(%0, %1) : (tensor<7xf32>, tensor<7xf32>) -> tensor<7xf32>
    %3 = "stablehlo.concatenate"(%arg1, %2) <{dimension = 0 : i64}> : (tensor<1xf32>, tensor<7xf32>) -> tensor<8xf32>
    %4 = "stablehlo.concatenate"(%3, %arg2) <{dimension = 0 : i64}> : (tensor<8xf32>, tensor<2xf32>) -> tensor<10xf32>
    "func.return"(%4) : (tensor<10xf32>) -> ()
  }) : () -> ()
}) {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
