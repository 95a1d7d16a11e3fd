"builtin.module"() <{sym_name = "jit_bool_logic"}> ({
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<4xi1>, tensor<4xi1>) -> (tensor<4xi1>, tensor<4xi1>, tensor<4xi1>, tensor<4xi1>, tensor<4xi8>, tensor<f32>), res_attrs = [{jax.result_info = "result[0]"}, {jax.result_info = "result[1]"}, {jax.result_info = "result[2]"}, {jax.result_info = "result[3]"}, {jax.result_info = "result[4]"}, {jax.result_info = "result[5]"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg3: tensor<4xi1>, %arg4: tensor<4xi1>):
    %3 = "stablehlo.and"(%arg3, %arg4) : (tensor<4xi1>, tensor<4xi1>) -> tensor<4xi1>
    %4 = "stablehlo.or"(%arg3, %arg4) : (tensor<4xi1>, tensor<4xi1>) -> tensor<4xi1>
    %5 = "stablehlo.xor"(%arg3, %arg4) : (tensor<4xi1>, tensor<4xi1>) -> tensor<4xi1>
    %6 = "stablehlo.not"(%arg3) : (tensor<4xi1>) -> tensor<4xi1>
    %7 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %8 = "stablehlo.constant"() <{value = dense<2> : tensor<i32>}> : () -> tensor<i32>
    %9 = "func.call"(%arg3, %7, %8) <{callee = @_where}> : (tensor<4xi1>, tensor<i32>, tensor<i32>) -> tensor<4xi32>
    %10 = "stablehlo.convert"(%9) : (tensor<4xi32>) -> tensor<4xi8>
    %11 = "stablehlo.convert"(%arg3) : (tensor<4xi1>) -> tensor<4xf32>
    %12 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %13 = "stablehlo.reduce"(%11, %12) <{dimensions = array<i64: 0>}> ({
    ^bb0(%arg5: tensor<f32>, %arg6: tensor<f32>):
      %14 = "stablehlo.add"(%arg5, %arg6) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%14) : (tensor<f32>) -> ()
    }) : (tensor<4xf32>, tensor<f32>) -> tensor<f32>
    "func.return"(%3, %4, %5, %6, %10, %13) : (tensor<4xi1>, tensor<4xi1>, tensor<4xi1>, tensor<4xi1>, tensor<4xi8>, tensor<f32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<4xi1>, tensor<i32>, tensor<i32>) -> tensor<4xi32>, res_attrs = [{}], sym_name = "_where", sym_visibility = "private"}> ({
  ^bb0(%arg0: tensor<4xi1>, %arg1: tensor<i32>, %arg2: tensor<i32>):
    %0 = "stablehlo.broadcast_in_dim"(%arg1) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<4xi32>
    %1 = "stablehlo.broadcast_in_dim"(%arg2) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<4xi32>
    %2 = "stablehlo.select"(%arg0, %0, %1) : (tensor<4xi1>, tensor<4xi32>, tensor<4xi32>) -> tensor<4xi32>
    "func.return"(%2) : (tensor<4xi32>) -> ()
  }) : () -> ()
}) {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
