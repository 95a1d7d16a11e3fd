"builtin.module"() <{sym_name = "jit_while_tuple_state"}> ({
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<5xf32>, tensor<i32>) -> (tensor<i32>, tensor<5xf32>, tensor<f32>, tensor<i1>, tensor<i32>), res_attrs = [{jax.result_info = "result[0]"}, {jax.result_info = "result[1]"}, {jax.result_info = "result[2]"}, {jax.result_info = "result[3]"}, {jax.result_info = "result[4]"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg1: tensor<5xf32>, %arg2: tensor<i32>):
    %3 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %4 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %5 = "stablehlo.constant"() <{value = dense<false> : tensor<i1>}> : () -> tensor<i1>
    %6:5 = "stablehlo.while"(%arg2, %3, %arg1, %4, %5) ({
    ^bb0(%arg16: tensor<i32>, %arg17: tensor<i32>, %arg18: tensor<5xf32>, %arg19: tensor<f32>, %arg20: tensor<i1>):
      %28 = "stablehlo.compare"(%arg17, %arg16) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %29 = "stablehlo.not"(%arg20) : (tensor<i1>) -> tensor<i1>
      %30 = "stablehlo.and"(%28, %29) : (tensor<i1>, tensor<i1>) -> tensor<i1>
      "stablehlo.return"(%30) : (tensor<i1>) -> ()
    }, {
    ^bb0(%arg9: tensor<i32>, %arg10: tensor<i32>, %arg11: tensor<5xf32>, %arg12: tensor<f32>, %arg13: tensor<i1>):
      %15 = "stablehlo.constant"() <{value = dense<5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
      %16 = "stablehlo.broadcast_in_dim"(%15) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<5xf32>
      %17 = "stablehlo.multiply"(%arg11, %16) : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xf32>
      %18 = "func.call"(%arg11) <{callee = @_roll_static}> : (tensor<5xf32>) -> tensor<5xf32>
      %19 = "stablehlo.add"(%17, %18) : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xf32>
      %20 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
      %21 = "stablehlo.reduce"(%19, %20) <{dimensions = array<i64: 0>}> ({
      ^bb0(%arg14: tensor<f32>, %arg15: tensor<f32>):
        %27 = "stablehlo.maximum"(%arg14, %arg15) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%27) : (tensor<f32>) -> ()
      }) : (tensor<5xf32>, tensor<f32>) -> tensor<f32>
      %22 = "stablehlo.add"(%arg12, %21) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      %23 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
      %24 = "stablehlo.add"(%arg10, %23) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      %25 = "stablehlo.constant"() <{value = dense<4.000000e+01> : tensor<f32>}> : () -> tensor<f32>
      %26 = "stablehlo.compare"(%22, %25) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction GT>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
      "stablehlo.return"(%arg9, %24, %19, %22, %26) : (tensor<i32>, tensor<i32>, tensor<5xf32>, tensor<f32>, tensor<i1>) -> ()
    }) : (tensor<i32>, tensor<i32>, tensor<5xf32>, tensor<f32>, tensor<i1>) -> (tensor<i32>, tensor<i32>, tensor<5xf32>, tensor<f32>, tensor<i1>)
    %7 = "stablehlo.constant"() <{value = dense<2> : tensor<i32>}> : () -> tensor<i32>
    %8 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %9:3 = "stablehlo.while"(%7, %arg2, %8) ({
    ^bb0(%arg6: tensor<i32>, %arg7: tensor<i32>, %arg8: tensor<i32>):
      %14 = "stablehlo.compare"(%arg6, %arg7) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
      "stablehlo.return"(%14) : (tensor<i1>) -> ()
    }, {
    ^bb0(%arg3: tensor<i32>, %arg4: tensor<i32>, %arg5: tensor<i32>):
      %10 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
      %11 = "stablehlo.add"(%arg3, %10) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      %12 = "stablehlo.multiply"(%arg3, %arg3) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      %13 = "stablehlo.add"(%arg5, %12) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      "stablehlo.return"(%11, %arg4, %13) : (tensor<i32>, tensor<i32>, tensor<i32>) -> ()
    }) : (tensor<i32>, tensor<i32>, tensor<i32>) -> (tensor<i32>, tensor<i32>, tensor<i32>)
    "func.return"(%6#1, %6#2, %6#3, %6#4, %9#2) : (tensor<i32>, tensor<5xf32>, tensor<f32>, tensor<i1>, tensor<i32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<5xf32>) -> tensor<5xf32>, res_attrs = [{}], sym_name = "_roll_static", sym_visibility = "private"}> ({
  ^bb0(%arg0: tensor<5xf32>):
    %0 = "stablehlo.slice"(%arg0) <{limit_indices = array<i64: 5>, start_indices = array<i64: 4>, strides = array<i64: 1>}> : (tensor<5xf32>) -> tensor<1xf32>
    %1 = "stablehlo.slice"(%arg0) <{limit_indices = array<i64: 4>, start_indices = array<i64: 0>, strides = array<i64: 1>}> : (tensor<5xf32>) -> tensor<4xf32>
    %2 = "stablehlo.concatenate"(%0, %1) <{dimension = 0 : i64}> : (tensor<1xf32>, tensor<4xf32>) -> tensor<5xf32>
    "func.return"(%2) : (tensor<5xf32>) -> ()
  }) : () -> ()
}) {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
