"builtin.module"() <{sym_name = "jit_zero_trip_loops"}> ({
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<3xf32>, tensor<i32>) -> (tensor<i32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<0x3xf32>, tensor<3xf32>), res_attrs = [{jax.result_info = "result[0][0]"}, {jax.result_info = "result[0][1]"}, {jax.result_info = "result[1]"}, {jax.result_info = "result[2][0]"}, {jax.result_info = "result[2][1]"}, {jax.result_info = "result[3]"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg0: tensor<3xf32>, %arg1: tensor<i32>):
    %0:3 = "stablehlo.while"(%arg1, %arg1, %arg0) ({
    ^bb0(%arg17: tensor<i32>, %arg18: tensor<i32>, %arg19: tensor<3xf32>):
      %27 = "stablehlo.compare"(%arg18, %arg17) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
      "stablehlo.return"(%27) : (tensor<i1>) -> ()
    }, {
    ^bb0(%arg14: tensor<i32>, %arg15: tensor<i32>, %arg16: tensor<3xf32>):
      %22 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
      %23 = "stablehlo.add"(%arg15, %22) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      %24 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %25 = "stablehlo.broadcast_in_dim"(%24) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3xf32>
      %26 = "stablehlo.multiply"(%arg16, %25) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
      "stablehlo.return"(%arg14, %23, %26) : (tensor<i32>, tensor<i32>, tensor<3xf32>) -> ()
    }) : (tensor<i32>, tensor<i32>, tensor<3xf32>) -> (tensor<i32>, tensor<i32>, tensor<3xf32>)
    %1:3 = "stablehlo.while"(%arg1, %arg1, %arg0) ({
    ^bb0(%arg11: tensor<i32>, %arg12: tensor<i32>, %arg13: tensor<3xf32>):
      %21 = "stablehlo.compare"(%arg11, %arg12) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
      "stablehlo.return"(%21) : (tensor<i1>) -> ()
    }, {
    ^bb0(%arg8: tensor<i32>, %arg9: tensor<i32>, %arg10: tensor<3xf32>):
      %16 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
      %17 = "stablehlo.add"(%arg8, %16) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      %18 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %19 = "stablehlo.broadcast_in_dim"(%18) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3xf32>
      %20 = "stablehlo.add"(%arg10, %19) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
      "stablehlo.return"(%17, %arg9, %20) : (tensor<i32>, tensor<i32>, tensor<3xf32>) -> ()
    }) : (tensor<i32>, tensor<i32>, tensor<3xf32>) -> (tensor<i32>, tensor<i32>, tensor<3xf32>)
    %2 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %3 = "stablehlo.broadcast_in_dim"(%2) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<0x3xf32>
    %4 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %5 = "stablehlo.broadcast_in_dim"(%4) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<0x3xf32>
    %6 = "stablehlo.constant"() <{value = dense<5> : tensor<i32>}> : () -> tensor<i32>
    %7 = "stablehlo.subtract"(%arg1, %6) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %8 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %9:3 = "stablehlo.while"(%8, %7, %arg0) ({
    ^bb0(%arg5: tensor<i32>, %arg6: tensor<i32>, %arg7: tensor<3xf32>):
      %15 = "stablehlo.compare"(%arg5, %arg6) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
      "stablehlo.return"(%15) : (tensor<i1>) -> ()
    }, {
    ^bb0(%arg2: tensor<i32>, %arg3: tensor<i32>, %arg4: tensor<3xf32>):
      %10 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
      %11 = "stablehlo.add"(%arg2, %10) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      %12 = "stablehlo.constant"() <{value = dense<3.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %13 = "stablehlo.broadcast_in_dim"(%12) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3xf32>
      %14 = "stablehlo.multiply"(%arg4, %13) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
      "stablehlo.return"(%11, %arg3, %14) : (tensor<i32>, tensor<i32>, tensor<3xf32>) -> ()
    }) : (tensor<i32>, tensor<i32>, tensor<3xf32>) -> (tensor<i32>, tensor<i32>, tensor<3xf32>)
    "func.return"(%0#1, %0#2, %1#2, %arg0, %5, %9#2) : (tensor<i32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<0x3xf32>, tensor<3xf32>) -> ()
  }) : () -> ()
}) {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
