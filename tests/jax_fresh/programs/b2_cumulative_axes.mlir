"builtin.module"() <{sym_name = "jit_cumulative_axes"}> ({
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<3x4x5xf32>, tensor<6x2xi32>) -> (tensor<3x4x5xf32>, tensor<3x4x5xf32>, tensor<3x4x5xf32>, tensor<3x4x5xf32>, tensor<3x4x5xf32>, tensor<6x2xi32>, tensor<3x4x5xf32>, tensor<12xi8>), res_attrs = [{jax.result_info = "result[0]"}, {jax.result_info = "result[1]"}, {jax.result_info = "result[2]"}, {jax.result_info = "result[3]"}, {jax.result_info = "result[4]"}, {jax.result_info = "result[5]"}, {jax.result_info = "result[6]"}, {jax.result_info = "result[7]"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg28: tensor<3x4x5xf32>, %arg29: tensor<6x2xi32>):
    %45 = "func.call"(%arg28) <{callee = @cumsum}> : (tensor<3x4x5xf32>) -> tensor<3x4x5xf32>
    %46 = "stablehlo.constant"() <{value = dense<5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %47 = "stablehlo.broadcast_in_dim"(%46) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3x4x5xf32>
    %48 = "stablehlo.multiply"(%arg28, %47) : (tensor<3x4x5xf32>, tensor<3x4x5xf32>) -> tensor<3x4x5xf32>
    %49 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %50 = "stablehlo.broadcast_in_dim"(%49) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3x4x5xf32>
    %51 = "stablehlo.add"(%48, %50) : (tensor<3x4x5xf32>, tensor<3x4x5xf32>) -> tensor<3x4x5xf32>
    %52 = "func.call"(%51) <{callee = @cumprod}> : (tensor<3x4x5xf32>) -> tensor<3x4x5xf32>
    %53 = "func.call"(%arg28) <{callee = @cummax}> : (tensor<3x4x5xf32>) -> tensor<3x4x5xf32>
    %54 = "func.call"(%arg28) <{callee = @cummin}> : (tensor<3x4x5xf32>) -> tensor<3x4x5xf32>
    %55 = "func.call"(%arg28) <{callee = @cumsum_2}> : (tensor<3x4x5xf32>) -> tensor<3x4x5xf32>
    %56 = "func.call"(%arg29) <{callee = @cumsum_3}> : (tensor<6x2xi32>) -> tensor<6x2xi32>
    %57 = "func.call"(%arg28) <{callee = @cumlogsumexp}> : (tensor<3x4x5xf32>) -> tensor<3x4x5xf32>
    %58 = "func.call"(%arg29) <{callee = @cumsum_5}> : (tensor<6x2xi32>) -> tensor<12xi8>
    "func.return"(%45, %52, %53, %54, %55, %56, %57, %58) : (tensor<3x4x5xf32>, tensor<3x4x5xf32>, tensor<3x4x5xf32>, tensor<3x4x5xf32>, tensor<3x4x5xf32>, tensor<6x2xi32>, tensor<3x4x5xf32>, tensor<12xi8>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<3x4x5xf32>) -> tensor<3x4x5xf32>, res_attrs = [{}], sym_name = "cumsum", sym_visibility = "private"}> ({
  ^bb0(%arg27: tensor<3x4x5xf32>):
    %44 = "func.call"(%arg27) <{callee = @cumsum_0}> : (tensor<3x4x5xf32>) -> tensor<3x4x5xf32>
    "func.return"(%44) : (tensor<3x4x5xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<3x4x5xf32>) -> tensor<3x4x5xf32>, sym_name = "cumsum_0", sym_visibility = "private"}> ({
  ^bb0(%arg24: tensor<3x4x5xf32>):
    %40 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %41 = "stablehlo.broadcast_in_dim"(%40) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<f32>
    %42 = "stablehlo.reduce_window"(%arg24, %41) <{base_dilations = array<i64: 1, 1, 1>, padding = dense<[[0, 0], [0, 0], [4, 0]]> : tensor<3x2xi64>, window_dilations = array<i64: 1, 1, 1>, window_dimensions = array<i64: 1, 1, 5>, window_strides = array<i64: 1, 1, 1>}> ({
    ^bb0(%arg25: tensor<f32>, %arg26: tensor<f32>):
      %43 = "stablehlo.add"(%arg25, %arg26) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%43) : (tensor<f32>) -> ()
    }) : (tensor<3x4x5xf32>, tensor<f32>) -> tensor<3x4x5xf32>
    "func.return"(%42) : (tensor<3x4x5xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<3x4x5xf32>) -> tensor<3x4x5xf32>, res_attrs = [{}], sym_name = "cumprod", sym_visibility = "private"}> ({
  ^bb0(%arg23: tensor<3x4x5xf32>):
    %39 = "func.call"(%arg23) <{callee = @cumprod_1}> : (tensor<3x4x5xf32>) -> tensor<3x4x5xf32>
    "func.return"(%39) : (tensor<3x4x5xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<3x4x5xf32>) -> tensor<3x4x5xf32>, sym_name = "cumprod_1", sym_visibility = "private"}> ({
  ^bb0(%arg20: tensor<3x4x5xf32>):
    %36 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %37 = "stablehlo.reduce_window"(%arg20, %36) <{base_dilations = array<i64: 1, 1, 1>, padding = dense<[[2, 0], [0, 0], [0, 0]]> : tensor<3x2xi64>, window_dilations = array<i64: 1, 1, 1>, window_dimensions = array<i64: 3, 1, 1>, window_strides = array<i64: 1, 1, 1>}> ({
    ^bb0(%arg21: tensor<f32>, %arg22: tensor<f32>):
      %38 = "stablehlo.multiply"(%arg21, %arg22) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%38) : (tensor<f32>) -> ()
    }) : (tensor<3x4x5xf32>, tensor<f32>) -> tensor<3x4x5xf32>
    "func.return"(%37) : (tensor<3x4x5xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<3x4x5xf32>) -> tensor<3x4x5xf32>, sym_name = "cummax", sym_visibility = "private"}> ({
  ^bb0(%arg17: tensor<3x4x5xf32>):
    %32 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %33 = "stablehlo.broadcast_in_dim"(%32) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<f32>
    %34 = "stablehlo.reduce_window"(%arg17, %33) <{base_dilations = array<i64: 1, 1, 1>, padding = dense<[[0, 0], [3, 0], [0, 0]]> : tensor<3x2xi64>, window_dilations = array<i64: 1, 1, 1>, window_dimensions = array<i64: 1, 4, 1>, window_strides = array<i64: 1, 1, 1>}> ({
    ^bb0(%arg18: tensor<f32>, %arg19: tensor<f32>):
      %35 = "stablehlo.maximum"(%arg18, %arg19) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%35) : (tensor<f32>) -> ()
    }) : (tensor<3x4x5xf32>, tensor<f32>) -> tensor<3x4x5xf32>
    "func.return"(%34) : (tensor<3x4x5xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<3x4x5xf32>) -> tensor<3x4x5xf32>, sym_name = "cummin", sym_visibility = "private"}> ({
  ^bb0(%arg14: tensor<3x4x5xf32>):
    %28 = "stablehlo.constant"() <{value = dense<0x7F800000> : tensor<f32>}> : () -> tensor<f32>
    %29 = "stablehlo.broadcast_in_dim"(%28) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<f32>
    %30 = "stablehlo.reduce_window"(%arg14, %29) <{base_dilations = array<i64: 1, 1, 1>, padding = dense<[[0, 0], [0, 0], [4, 0]]> : tensor<3x2xi64>, window_dilations = array<i64: 1, 1, 1>, window_dimensions = array<i64: 1, 1, 5>, window_strides = array<i64: 1, 1, 1>}> ({
    ^bb0(%arg15: tensor<f32>, %arg16: tensor<f32>):
      %31 = "stablehlo.minimum"(%arg15, %arg16) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%31) : (tensor<f32>) -> ()
    }) : (tensor<3x4x5xf32>, tensor<f32>) -> tensor<3x4x5xf32>
    "func.return"(%30) : (tensor<3x4x5xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<3x4x5xf32>) -> tensor<3x4x5xf32>, sym_name = "cumsum_2", sym_visibility = "private"}> ({
  ^bb0(%arg11: tensor<3x4x5xf32>):
    %24 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %25 = "stablehlo.broadcast_in_dim"(%24) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<f32>
    %26 = "stablehlo.reduce_window"(%arg11, %25) <{base_dilations = array<i64: 1, 1, 1>, padding = dense<[[0, 0], [0, 3], [0, 0]]> : tensor<3x2xi64>, window_dilations = array<i64: 1, 1, 1>, window_dimensions = array<i64: 1, 4, 1>, window_strides = array<i64: 1, 1, 1>}> ({
    ^bb0(%arg12: tensor<f32>, %arg13: tensor<f32>):
      %27 = "stablehlo.add"(%arg12, %arg13) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%27) : (tensor<f32>) -> ()
    }) : (tensor<3x4x5xf32>, tensor<f32>) -> tensor<3x4x5xf32>
    "func.return"(%26) : (tensor<3x4x5xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<6x2xi32>) -> tensor<6x2xi32>, res_attrs = [{}], sym_name = "cumsum_3", sym_visibility = "private"}> ({
  ^bb0(%arg10: tensor<6x2xi32>):
    %23 = "func.call"(%arg10) <{callee = @cumsum_4}> : (tensor<6x2xi32>) -> tensor<6x2xi32>
    "func.return"(%23) : (tensor<6x2xi32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<6x2xi32>) -> tensor<6x2xi32>, sym_name = "cumsum_4", sym_visibility = "private"}> ({
  ^bb0(%arg7: tensor<6x2xi32>):
    %19 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %20 = "stablehlo.broadcast_in_dim"(%19) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<i32>
    %21 = "stablehlo.reduce_window"(%arg7, %20) <{base_dilations = array<i64: 1, 1>, padding = dense<[[5, 0], [0, 0]]> : tensor<2x2xi64>, window_dilations = array<i64: 1, 1>, window_dimensions = array<i64: 6, 1>, window_strides = array<i64: 1, 1>}> ({
    ^bb0(%arg8: tensor<i32>, %arg9: tensor<i32>):
      %22 = "stablehlo.add"(%arg8, %arg9) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      "stablehlo.return"(%22) : (tensor<i32>) -> ()
    }) : (tensor<6x2xi32>, tensor<i32>) -> tensor<6x2xi32>
    "func.return"(%21) : (tensor<6x2xi32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<3x4x5xf32>) -> tensor<3x4x5xf32>, sym_name = "cumlogsumexp", sym_visibility = "private"}> ({
  ^bb0(%arg4: tensor<3x4x5xf32>):
    %7 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %8 = "stablehlo.reduce_window"(%arg4, %7) <{base_dilations = array<i64: 1, 1, 1>, padding = dense<[[0, 0], [0, 0], [4, 0]]> : tensor<3x2xi64>, window_dilations = array<i64: 1, 1, 1>, window_dimensions = array<i64: 1, 1, 5>, window_strides = array<i64: 1, 1, 1>}> ({
    ^bb0(%arg5: tensor<f32>, %arg6: tensor<f32>):
      %9 = "stablehlo.maximum"(%arg5, %arg6) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      %10 = "stablehlo.subtract"(%arg5, %arg6) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      %11 = "stablehlo.compare"(%10, %10) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %12 = "stablehlo.add"(%arg5, %arg6) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      %13 = "stablehlo.abs"(%10) : (tensor<f32>) -> tensor<f32>
      %14 = "stablehlo.negate"(%13) : (tensor<f32>) -> tensor<f32>
      %15 = "stablehlo.exponential"(%14) : (tensor<f32>) -> tensor<f32>
      %16 = "stablehlo.log_plus_one"(%15) : (tensor<f32>) -> tensor<f32>
      %17 = "stablehlo.add"(%9, %16) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      %18 = "stablehlo.select"(%11, %12, %17) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%18) : (tensor<f32>) -> ()
    }) : (tensor<3x4x5xf32>, tensor<f32>) -> tensor<3x4x5xf32>
    "func.return"(%8) : (tensor<3x4x5xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<6x2xi32>) -> tensor<12xi8>, res_attrs = [{}], sym_name = "cumsum_5", sym_visibility = "private"}> ({
  ^bb0(%arg3: tensor<6x2xi32>):
    %4 = "stablehlo.reshape"(%arg3) : (tensor<6x2xi32>) -> tensor<12xi32>
    %5 = "stablehlo.convert"(%4) : (tensor<12xi32>) -> tensor<12xi8>
    %6 = "func.call"(%5) <{callee = @cumsum_6}> : (tensor<12xi8>) -> tensor<12xi8>
    "func.return"(%6) : (tensor<12xi8>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<12xi8>) -> tensor<12xi8>, sym_name = "cumsum_6", sym_visibility = "private"}> ({
  ^bb0(%arg0: tensor<12xi8>):
    %0 = "stablehlo.constant"() <{value = dense<0> : tensor<i8>}> : () -> tensor<i8>
    %1 = "stablehlo.broadcast_in_dim"(%0) <{broadcast_dimensions = array<i64>}> : (tensor<i8>) -> tensor<i8>
    %2 = "stablehlo.reduce_window"(%arg0, %1) <{base_dilations = array<i64: 1>, padding = dense<[[11, 0]]> : tensor<1x2xi64>, window_dilations = array<i64: 1>, window_dimensions = array<i64: 12>, window_strides = array<i64: 1>}> ({
    ^bb0(%arg1: tensor<i8>, %arg2: tensor<i8>):
      %3 = "stablehlo.add"(%arg1, %arg2) : (tensor<i8>, tensor<i8>) -> tensor<i8>
      "stablehlo.return"(%3) : (tensor<i8>) -> ()
    }) : (tensor<12xi8>, tensor<i8>) -> tensor<12xi8>
    "func.return"(%2) : (tensor<12xi8>) -> ()
  }) : () -> ()
}) {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
