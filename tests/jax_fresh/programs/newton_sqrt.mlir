"builtin.module"() <{sym_name = "jit_newton_sqrt"}> ({
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<6xf32>) -> tensor<6xf32>, res_attrs = [{jax.result_info = "result"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg2: tensor<6xf32>):
    %5 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %6 = "stablehlo.broadcast_in_dim"(%5) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<6xf32>
    %7 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %8:3 = "stablehlo.while"(%arg2, %7, %6) ({
    ^bb0(%arg6: tensor<6xf32>, %arg7: tensor<i32>, %arg8: tensor<6xf32>):
      %12 = "stablehlo.constant"() <{value = dense<20> : tensor<i32>}> : () -> tensor<i32>
      %13 = "stablehlo.compare"(%arg7, %12) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
      "stablehlo.return"(%13) : (tensor<i1>) -> ()
    }, {
    ^bb0(%arg3: tensor<6xf32>, %arg4: tensor<i32>, %arg5: tensor<6xf32>):
      %9 = "func.call"(%arg3, %arg5) <{callee = @closed_call}> : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xf32>
      %10 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
      %11 = "stablehlo.add"(%arg4, %10) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      "stablehlo.return"(%arg3, %11, %9) : (tensor<6xf32>, tensor<i32>, tensor<6xf32>) -> ()
    }) : (tensor<6xf32>, tensor<i32>, tensor<6xf32>) -> (tensor<6xf32>, tensor<i32>, tensor<6xf32>)
    "func.return"(%8#2) : (tensor<6xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<6xf32>, tensor<6xf32>) -> tensor<6xf32>, res_attrs = [{}], sym_name = "closed_call", sym_visibility = "private"}> ({
  ^bb0(%arg0: tensor<6xf32>, %arg1: tensor<6xf32>):
    %0 = "stablehlo.divide"(%arg0, %arg1) : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xf32>
    %1 = "stablehlo.add"(%arg1, %0) : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xf32>
    %2 = "stablehlo.constant"() <{value = dense<5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %3 = "stablehlo.broadcast_in_dim"(%2) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<6xf32>
    %4 = "stablehlo.multiply"(%3, %1) : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xf32>
    "func.return"(%4) : (tensor<6xf32>) -> ()
  }) : () -> ()
}) {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
