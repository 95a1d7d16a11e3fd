"builtin.module"() <{sym_name = "jit_f64_math"}> ({
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<3x4xf64>, tensor<3x4xf64>) -> (tensor<3x4xf64>, tensor<3x4xf64>, tensor<3x3xf64>, tensor<3x4xf64>, tensor<3x4xf64>), res_attrs = [{jax.result_info = "result[0]"}, {jax.result_info = "result[1]"}, {jax.result_info = "result[2]"}, {jax.result_info = "result[3]"}, {jax.result_info = "result[4]"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg4: tensor<3x4xf64>, %arg5: tensor<3x4xf64>):
    %5 = "stablehlo.exponential"(%arg4) : (tensor<3x4xf64>) -> tensor<3x4xf64>
    %6 = "stablehlo.sine"(%arg5) : (tensor<3x4xf64>) -> tensor<3x4xf64>
    %7 = "stablehlo.multiply"(%5, %6) : (tensor<3x4xf64>, tensor<3x4xf64>) -> tensor<3x4xf64>
    %8 = "stablehlo.abs"(%arg4) : (tensor<3x4xf64>) -> tensor<3x4xf64>
    %9 = "stablehlo.log_plus_one"(%8) : (tensor<3x4xf64>) -> tensor<3x4xf64>
    %10 = "stablehlo.transpose"(%arg5) <{permutation = array<i64: 1, 0>}> : (tensor<3x4xf64>) -> tensor<4x3xf64>
    %11 = "stablehlo.dot_general"(%arg4, %10) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<3x4xf64>, tensor<4x3xf64>) -> tensor<3x3xf64>
    %12 = "stablehlo.atan2"(%arg4, %arg5) : (tensor<3x4xf64>, tensor<3x4xf64>) -> tensor<3x4xf64>
    %13 = "func.call"(%arg4) <{callee = @cumsum}> : (tensor<3x4xf64>) -> tensor<3x4xf64>
    "func.return"(%7, %9, %11, %12, %13) : (tensor<3x4xf64>, tensor<3x4xf64>, tensor<3x3xf64>, tensor<3x4xf64>, tensor<3x4xf64>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<3x4xf64>) -> tensor<3x4xf64>, res_attrs = [{}], sym_name = "cumsum", sym_visibility = "private"}> ({
  ^bb0(%arg3: tensor<3x4xf64>):
    %4 = "func.call"(%arg3) <{callee = @cumsum_0}> : (tensor<3x4xf64>) -> tensor<3x4xf64>
    "func.return"(%4) : (tensor<3x4xf64>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<3x4xf64>) -> tensor<3x4xf64>, sym_name = "cumsum_0", sym_visibility = "private"}> ({
  ^bb0(%arg0: tensor<3x4xf64>):
    %0 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f64>}> : () -> tensor<f64>
    %1 = "stablehlo.broadcast_in_dim"(%0) <{broadcast_dimensions = array<i64>}> : (tensor<f64>) -> tensor<f64>
    %2 = "stablehlo.reduce_window"(%arg0, %1) <{base_dilations = array<i64: 1, 1>, padding = dense<[[0, 0], [3, 0]]> : tensor<2x2xi64>, window_dilations = array<i64: 1, 1>, window_dimensions = array<i64: 1, 4>, window_strides = array<i64: 1, 1>}> ({
    ^bb0(%arg1: tensor<f64>, %arg2: tensor<f64>):
      %3 = "stablehlo.add"(%arg1, %arg2) : (tensor<f64>, tensor<f64>) -> tensor<f64>
      "stablehlo.return"(%3) : (tensor<f64>) -> ()
    }) : (tensor<3x4xf64>, tensor<f64>) -> tensor<3x4xf64>
    "func.return"(%2) : (tensor<3x4xf64>) -> ()
  }) : () -> ()
}) {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
