"builtin.module"() <{sym_name = "jit_cumulative"}> ({
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<5x4xf32>) -> (tensor<5x4xf32>, tensor<5x4xf32>, tensor<5x4xf32>), res_attrs = [{jax.result_info = "result[0]"}, {jax.result_info = "result[1]"}, {jax.result_info = "result[2]"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg11: tensor<5x4xf32>):
    %13 = "func.call"(%arg11) <{callee = @cumsum}> : (tensor<5x4xf32>) -> tensor<5x4xf32>
    %14 = "func.call"(%arg11) <{callee = @cumprod}> : (tensor<5x4xf32>) -> tensor<5x4xf32>
    %15 = "func.call"(%arg11) <{callee = @cummax}> : (tensor<5x4xf32>) -> tensor<5x4xf32>
    "func.return"(%13, %14, %15) : (tensor<5x4xf32>, tensor<5x4xf32>, tensor<5x4xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<5x4xf32>) -> tensor<5x4xf32>, res_attrs = [{}], sym_name = "cumsum", sym_visibility = "private"}> ({
  ^bb0(%arg10: tensor<5x4xf32>):
    %12 = "func.call"(%arg10) <{callee = @cumsum_0}> : (tensor<5x4xf32>) -> tensor<5x4xf32>
    "func.return"(%12) : (tensor<5x4xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<5x4xf32>) -> tensor<5x4xf32>, sym_name = "cumsum_0", sym_visibility = "private"}> ({
  ^bb0(%arg7: tensor<5x4xf32>):
    %8 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %9 = "stablehlo.broadcast_in_dim"(%8) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<f32>
    %10 = "stablehlo.reduce_window"(%arg7, %9) <{base_dilations = array<i64: 1, 1>, padding = dense<[[4, 0], [0, 0]]> : tensor<2x2xi64>, window_dilations = array<i64: 1, 1>, window_dimensions = array<i64: 5, 1>, window_strides = array<i64: 1, 1>}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      %11 = "stablehlo.add"(%arg8, %arg9) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%11) : (tensor<f32>) -> ()
    }) : (tensor<5x4xf32>, tensor<f32>) -> tensor<5x4xf32>
    "func.return"(%10) : (tensor<5x4xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<5x4xf32>) -> tensor<5x4xf32>, res_attrs = [{}], sym_name = "cumprod", sym_visibility = "private"}> ({
  ^bb0(%arg6: tensor<5x4xf32>):
    %7 = "func.call"(%arg6) <{callee = @cumprod_1}> : (tensor<5x4xf32>) -> tensor<5x4xf32>
    "func.return"(%7) : (tensor<5x4xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<5x4xf32>) -> tensor<5x4xf32>, sym_name = "cumprod_1", sym_visibility = "private"}> ({
  ^bb0(%arg3: tensor<5x4xf32>):
    %4 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %5 = "stablehlo.reduce_window"(%arg3, %4) <{base_dilations = array<i64: 1, 1>, padding = dense<[[0, 0], [3, 0]]> : tensor<2x2xi64>, window_dilations = array<i64: 1, 1>, window_dimensions = array<i64: 1, 4>, window_strides = array<i64: 1, 1>}> ({
    ^bb0(%arg4: tensor<f32>, %arg5: tensor<f32>):
      %6 = "stablehlo.multiply"(%arg4, %arg5) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%6) : (tensor<f32>) -> ()
    }) : (tensor<5x4xf32>, tensor<f32>) -> tensor<5x4xf32>
    "func.return"(%5) : (tensor<5x4xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<5x4xf32>) -> tensor<5x4xf32>, sym_name = "cummax", sym_visibility = "private"}> ({
  ^bb0(%arg0: tensor<5x4xf32>):
    %0 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %1 = "stablehlo.broadcast_in_dim"(%0) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<f32>
    %2 = "stablehlo.reduce_window"(%arg0, %1) <{base_dilations = array<i64: 1, 1>, padding = dense<[[0, 0], [3, 0]]> : tensor<2x2xi64>, window_dilations = array<i64: 1, 1>, window_dimensions = array<i64: 1, 4>, window_strides = array<i64: 1, 1>}> ({
    ^bb0(%arg1: tensor<f32>, %arg2: tensor<f32>):
      %3 = "stablehlo.maximum"(%arg1, %arg2) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%3) : (tensor<f32>) -> ()
    }) : (tensor<5x4xf32>, tensor<f32>) -> tensor<5x4xf32>
    "func.return"(%2) : (tensor<5x4xf32>) -> ()
  }) : () -> ()
}) {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
