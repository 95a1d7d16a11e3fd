"builtin.module"() <{sym_name = "jit_conv_bn_train_nchw"}> ({
  "func.func"() <{arg_attrs = [{}, {}, {}, {}, {}, {}], function_type = (tensor<2x3x6x6xf32>, tensor<4x3x3x3xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>) -> (tensor<2x4x6x6xf32>, tensor<4xf32>, tensor<4xf32>), res_attrs = [{jax.result_info = "result[0]"}, {jax.result_info = "result[1]"}, {jax.result_info = "result[2]"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg10: tensor<2x3x6x6xf32>, %arg11: tensor<4x3x3x3xf32>, %arg12: tensor<4xf32>, %arg13: tensor<4xf32>, %arg14: tensor<4xf32>, %arg15: tensor<4xf32>):
    %29 = "stablehlo.convolution"(%arg10, %arg11) <{batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<1> : tensor<2x2xi64>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>], rhs_dilation = array<i64: 1, 1>, window_reversal = array<i1: false, false>, window_strides = array<i64: 1, 1>}> : (tensor<2x3x6x6xf32>, tensor<4x3x3x3xf32>) -> tensor<2x4x6x6xf32>
    %30 = "stablehlo.broadcast_in_dim"(%arg12) <{broadcast_dimensions = array<i64: 1>}> : (tensor<4xf32>) -> tensor<1x4x1x1xf32>
    %31 = "stablehlo.broadcast_in_dim"(%arg13) <{broadcast_dimensions = array<i64: 1>}> : (tensor<4xf32>) -> tensor<1x4x1x1xf32>
    %32 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %33 = "stablehlo.reduce"(%29, %32) <{dimensions = array<i64: 0, 2, 3>}> ({
    ^bb0(%arg16: tensor<f32>, %arg17: tensor<f32>):
      %75 = "stablehlo.add"(%arg16, %arg17) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%75) : (tensor<f32>) -> ()
    }) : (tensor<2x4x6x6xf32>, tensor<f32>) -> tensor<4xf32>
    %34 = "stablehlo.broadcast_in_dim"(%33) <{broadcast_dimensions = array<i64: 1>}> : (tensor<4xf32>) -> tensor<1x4x1x1xf32>
    %35 = "stablehlo.constant"() <{value = dense<7.200000e+01> : tensor<f32>}> : () -> tensor<f32>
    %36 = "stablehlo.broadcast_in_dim"(%35) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x4x1x1xf32>
    %37 = "stablehlo.divide"(%34, %36) : (tensor<1x4x1x1xf32>, tensor<1x4x1x1xf32>) -> tensor<1x4x1x1xf32>
    %38 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %39 = "func.call"(%29, %38) <{callee = @_var}> : (tensor<2x4x6x6xf32>, tensor<i32>) -> tensor<1x4x1x1xf32>
    %40 = "stablehlo.broadcast_in_dim"(%37) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x4x1x1xf32>) -> tensor<2x4x6x6xf32>
    %41 = "stablehlo.subtract"(%29, %40) : (tensor<2x4x6x6xf32>, tensor<2x4x6x6xf32>) -> tensor<2x4x6x6xf32>
    %42 = "stablehlo.constant"() <{value = dense<9.99999974E-6> : tensor<f32>}> : () -> tensor<f32>
    %43 = "stablehlo.broadcast_in_dim"(%42) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x4x1x1xf32>
    %44 = "stablehlo.add"(%39, %43) : (tensor<1x4x1x1xf32>, tensor<1x4x1x1xf32>) -> tensor<1x4x1x1xf32>
    %45 = "stablehlo.rsqrt"(%44) : (tensor<1x4x1x1xf32>) -> tensor<1x4x1x1xf32>
    %46 = "stablehlo.broadcast_in_dim"(%45) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x4x1x1xf32>) -> tensor<2x4x6x6xf32>
    %47 = "stablehlo.multiply"(%41, %46) : (tensor<2x4x6x6xf32>, tensor<2x4x6x6xf32>) -> tensor<2x4x6x6xf32>
    %48 = "stablehlo.broadcast_in_dim"(%30) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x4x1x1xf32>) -> tensor<2x4x6x6xf32>
    %49 = "stablehlo.multiply"(%47, %48) : (tensor<2x4x6x6xf32>, tensor<2x4x6x6xf32>) -> tensor<2x4x6x6xf32>
    %50 = "stablehlo.broadcast_in_dim"(%31) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x4x1x1xf32>) -> tensor<2x4x6x6xf32>
    %51 = "stablehlo.add"(%49, %50) : (tensor<2x4x6x6xf32>, tensor<2x4x6x6xf32>) -> tensor<2x4x6x6xf32>
    %52 = "stablehlo.constant"() <{value = dense<0.899999976> : tensor<f32>}> : () -> tensor<f32>
    %53 = "stablehlo.broadcast_in_dim"(%52) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4xf32>
    %54 = "stablehlo.multiply"(%53, %arg14) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %55 = "stablehlo.reshape"(%37) : (tensor<1x4x1x1xf32>) -> tensor<4xf32>
    %56 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %57 = "stablehlo.broadcast_in_dim"(%56) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4xf32>
    %58 = "stablehlo.multiply"(%57, %55) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %59 = "stablehlo.add"(%54, %58) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %60 = "stablehlo.constant"() <{value = dense<0.899999976> : tensor<f32>}> : () -> tensor<f32>
    %61 = "stablehlo.broadcast_in_dim"(%60) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4xf32>
    %62 = "stablehlo.multiply"(%61, %arg15) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %63 = "stablehlo.reshape"(%39) : (tensor<1x4x1x1xf32>) -> tensor<4xf32>
    %64 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %65 = "stablehlo.broadcast_in_dim"(%64) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4xf32>
    %66 = "stablehlo.multiply"(%65, %63) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %67 = "stablehlo.constant"() <{value = dense<7.200000e+01> : tensor<f32>}> : () -> tensor<f32>
    %68 = "stablehlo.broadcast_in_dim"(%67) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4xf32>
    %69 = "stablehlo.multiply"(%66, %68) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %70 = "stablehlo.constant"() <{value = dense<7.100000e+01> : tensor<f32>}> : () -> tensor<f32>
    %71 = "stablehlo.broadcast_in_dim"(%70) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4xf32>
    %72 = "stablehlo.divide"(%69, %71) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %73 = "stablehlo.add"(%62, %72) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %74 = "func.call"(%51) <{callee = @relu}> : (tensor<2x4x6x6xf32>) -> tensor<2x4x6x6xf32>
    "func.return"(%74, %59, %73) : (tensor<2x4x6x6xf32>, tensor<4xf32>, tensor<4xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<2x4x6x6xf32>, tensor<i32>) -> tensor<1x4x1x1xf32>, res_attrs = [{}], sym_name = "_var", sym_visibility = "private"}> ({
  ^bb0(%arg4: tensor<2x4x6x6xf32>, %arg5: tensor<i32>):
    %6 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %7 = "stablehlo.reduce"(%arg4, %6) <{dimensions = array<i64: 0, 2, 3>}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      %28 = "stablehlo.add"(%arg8, %arg9) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%28) : (tensor<f32>) -> ()
    }) : (tensor<2x4x6x6xf32>, tensor<f32>) -> tensor<4xf32>
    %8 = "stablehlo.broadcast_in_dim"(%7) <{broadcast_dimensions = array<i64: 1>}> : (tensor<4xf32>) -> tensor<1x4x1x1xf32>
    %9 = "stablehlo.constant"() <{value = dense<7.200000e+01> : tensor<f32>}> : () -> tensor<f32>
    %10 = "stablehlo.broadcast_in_dim"(%9) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x4x1x1xf32>
    %11 = "stablehlo.divide"(%8, %10) : (tensor<1x4x1x1xf32>, tensor<1x4x1x1xf32>) -> tensor<1x4x1x1xf32>
    %12 = "stablehlo.broadcast_in_dim"(%11) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x4x1x1xf32>) -> tensor<2x4x6x6xf32>
    %13 = "stablehlo.subtract"(%arg4, %12) : (tensor<2x4x6x6xf32>, tensor<2x4x6x6xf32>) -> tensor<2x4x6x6xf32>
    %14 = "chlo.square"(%13) : (tensor<2x4x6x6xf32>) -> tensor<2x4x6x6xf32>
    %15 = "stablehlo.convert"(%arg5) : (tensor<i32>) -> tensor<f32>
    %16 = "stablehlo.constant"() <{value = dense<7.200000e+01> : tensor<f32>}> : () -> tensor<f32>
    %17 = "stablehlo.subtract"(%16, %15) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %18 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %19 = "stablehlo.reduce"(%14, %18) <{dimensions = array<i64: 0, 2, 3>}> ({
    ^bb0(%arg6: tensor<f32>, %arg7: tensor<f32>):
      %27 = "stablehlo.add"(%arg6, %arg7) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%27) : (tensor<f32>) -> ()
    }) : (tensor<2x4x6x6xf32>, tensor<f32>) -> tensor<4xf32>
    %20 = "stablehlo.broadcast_in_dim"(%19) <{broadcast_dimensions = array<i64: 1>}> : (tensor<4xf32>) -> tensor<1x4x1x1xf32>
    %21 = "stablehlo.broadcast_in_dim"(%17) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x4x1x1xf32>
    %22 = "stablehlo.divide"(%20, %21) : (tensor<1x4x1x1xf32>, tensor<1x4x1x1xf32>) -> tensor<1x4x1x1xf32>
    %23 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %24 = "stablehlo.compare"(%17, %23) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction GT>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %25 = "stablehlo.constant"() <{value = dense<0x7FC00000> : tensor<f32>}> : () -> tensor<f32>
    %26 = "func.call"(%24, %22, %25) <{callee = @_where}> : (tensor<i1>, tensor<1x4x1x1xf32>, tensor<f32>) -> tensor<1x4x1x1xf32>
    "func.return"(%26) : (tensor<1x4x1x1xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<i1>, tensor<1x4x1x1xf32>, tensor<f32>) -> tensor<1x4x1x1xf32>, res_attrs = [{}], sym_name = "_where", sym_visibility = "private"}> ({
  ^bb0(%arg1: tensor<i1>, %arg2: tensor<1x4x1x1xf32>, %arg3: tensor<f32>):
    %3 = "stablehlo.convert"(%arg3) : (tensor<f32>) -> tensor<f32>
    %4 = "stablehlo.broadcast_in_dim"(%3) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x4x1x1xf32>
    %5 = "stablehlo.select"(%arg1, %arg2, %4) : (tensor<i1>, tensor<1x4x1x1xf32>, tensor<1x4x1x1xf32>) -> tensor<1x4x1x1xf32>
    "func.return"(%5) : (tensor<1x4x1x1xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<2x4x6x6xf32>) -> tensor<2x4x6x6xf32>, res_attrs = [{}], sym_name = "relu", sym_visibility = "private"}> ({
  ^bb0(%arg0: tensor<2x4x6x6xf32>):
    %0 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1 = "stablehlo.broadcast_in_dim"(%0) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x4x6x6xf32>
    %2 = "stablehlo.maximum"(%arg0, %1) : (tensor<2x4x6x6xf32>, tensor<2x4x6x6xf32>) -> tensor<2x4x6x6xf32>
    "func.return"(%2) : (tensor<2x4x6x6xf32>) -> ()
  }) : () -> ()
}) {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
