"builtin.module"() <{sym_name = "jit_reduce_custom"}> ({
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<4x6xf32>, tensor<4x6xi32>) -> (tensor<4xf32>, tensor<4xi32>, tensor<4xf32>, tensor<6xf32>, tensor<4xi1>), res_attrs = [{jax.result_info = "result[0]"}, {jax.result_info = "result[1]"}, {jax.result_info = "result[2]"}, {jax.result_info = "result[3]"}, {jax.result_info = "result[4]"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg6: tensor<4x6xf32>, %arg7: tensor<4x6xi32>):
    %2 = "stablehlo.multiply"(%arg6, %arg6) : (tensor<4x6xf32>, tensor<4x6xf32>) -> tensor<4x6xf32>
    %3 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %4 = "stablehlo.constant"() <{value = dense<-1> : tensor<i32>}> : () -> tensor<i32>
    %5 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %6:3 = "stablehlo.reduce"(%arg6, %arg7, %2, %3, %4, %5) <{dimensions = array<i64: 1>}> ({
    ^bb0(%arg12: tensor<f32>, %arg13: tensor<i32>, %arg14: tensor<f32>, %arg15: tensor<f32>, %arg16: tensor<i32>, %arg17: tensor<f32>):
      %16 = "stablehlo.compare"(%arg15, %arg12) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction GT>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %17 = "func.call"(%16, %arg15, %arg12) <{callee = @_where}> : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
      %18 = "func.call"(%16, %arg16, %arg13) <{callee = @_where_0}> : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
      %19 = "stablehlo.add"(%arg14, %arg17) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%17, %18, %19) : (tensor<f32>, tensor<i32>, tensor<f32>) -> ()
    }) : (tensor<4x6xf32>, tensor<4x6xi32>, tensor<4x6xf32>, tensor<f32>, tensor<i32>, tensor<f32>) -> (tensor<4xf32>, tensor<4xi32>, tensor<4xf32>)
    %7 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %8 = "stablehlo.reduce"(%arg6, %7) <{dimensions = array<i64: 0>}> ({
    ^bb0(%arg10: tensor<f32>, %arg11: tensor<f32>):
      %15 = "stablehlo.multiply"(%arg10, %arg11) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%15) : (tensor<f32>) -> ()
    }) : (tensor<4x6xf32>, tensor<f32>) -> tensor<6xf32>
    %9 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %10 = "stablehlo.broadcast_in_dim"(%9) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x6xf32>
    %11 = "stablehlo.compare"(%arg6, %10) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction GT>}> : (tensor<4x6xf32>, tensor<4x6xf32>) -> tensor<4x6xi1>
    %12 = "stablehlo.constant"() <{value = dense<true> : tensor<i1>}> : () -> tensor<i1>
    %13 = "stablehlo.reduce"(%11, %12) <{dimensions = array<i64: 1>}> ({
    ^bb0(%arg8: tensor<i1>, %arg9: tensor<i1>):
      %14 = "stablehlo.and"(%arg8, %arg9) : (tensor<i1>, tensor<i1>) -> tensor<i1>
      "stablehlo.return"(%14) : (tensor<i1>) -> ()
    }) : (tensor<4x6xi1>, tensor<i1>) -> tensor<4xi1>
    "func.return"(%6#0, %6#1, %6#2, %8, %13) : (tensor<4xf32>, tensor<4xi32>, tensor<4xf32>, tensor<6xf32>, tensor<4xi1>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>, res_attrs = [{}], sym_name = "_where", sym_visibility = "private"}> ({
  ^bb0(%arg3: tensor<i1>, %arg4: tensor<f32>, %arg5: tensor<f32>):
    %1 = "stablehlo.select"(%arg3, %arg4, %arg5) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    "func.return"(%1) : (tensor<f32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>, res_attrs = [{}], sym_name = "_where_0", sym_visibility = "private"}> ({
  ^bb0(%arg0: tensor<i1>, %arg1: tensor<i32>, %arg2: tensor<i32>):
    %0 = "stablehlo.select"(%arg0, %arg1, %arg2) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    "func.return"(%0) : (tensor<i32>) -> ()
  }) : () -> ()
}) {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
