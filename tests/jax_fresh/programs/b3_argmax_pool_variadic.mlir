"builtin.module"() <{sym_name = "jit_argmax_pool_variadic"}> ({
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<2x5x4xf32>) -> (tensor<2x3x4xf32>, tensor<2x3x4xi32>, tensor<2x5x3xf32>, tensor<2xf32>, tensor<2xi32>), res_attrs = [{jax.result_info = "result[0]"}, {jax.result_info = "result[1]"}, {jax.result_info = "result[2]"}, {jax.result_info = "result[3]"}, {jax.result_info = "result[4]"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg6: tensor<2x5x4xf32>):
    %2 = "stablehlo.iota"() <{iota_dimension = 1 : i64}> : () -> tensor<2x5x4xi32>
    %3 = "stablehlo.constant"() <{value = dense<100> : tensor<i32>}> : () -> tensor<i32>
    %4 = "stablehlo.broadcast_in_dim"(%3) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<2x5x4xi32>
    %5 = "stablehlo.multiply"(%2, %4) : (tensor<2x5x4xi32>, tensor<2x5x4xi32>) -> tensor<2x5x4xi32>
    %6 = "stablehlo.iota"() <{iota_dimension = 2 : i64}> : () -> tensor<2x5x4xi32>
    %7 = "stablehlo.add"(%5, %6) : (tensor<2x5x4xi32>, tensor<2x5x4xi32>) -> tensor<2x5x4xi32>
    %8 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %9 = "stablehlo.constant"() <{value = dense<1073741824> : tensor<i32>}> : () -> tensor<i32>
    %10:2 = "stablehlo.reduce_window"(%arg6, %7, %8, %9) <{base_dilations = array<i64: 1, 1, 1>, padding = dense<[[0, 0], [0, 1], [1, 0]]> : tensor<3x2xi64>, window_dilations = array<i64: 1, 1, 1>, window_dimensions = array<i64: 1, 2, 2>, window_strides = array<i64: 1, 2, 1>}> ({
    ^bb0(%arg13: tensor<f32>, %arg14: tensor<i32>, %arg15: tensor<f32>, %arg16: tensor<i32>):
      %32 = "stablehlo.compare"(%arg13, %arg15) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction GT>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %33 = "stablehlo.compare"(%arg13, %arg15) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %34 = "stablehlo.compare"(%arg14, %arg16) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %35 = "stablehlo.constant"() <{value = dense<false> : tensor<i1>}> : () -> tensor<i1>
      %36 = "stablehlo.broadcast_in_dim"(%35) <{broadcast_dimensions = array<i64>}> : (tensor<i1>) -> tensor<i1>
      %37 = "stablehlo.compare"(%33, %36) <{compare_type = #stablehlo<comparison_type UNSIGNED>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<i1>, tensor<i1>) -> tensor<i1>
      %38 = "stablehlo.convert"(%37) : (tensor<i1>) -> tensor<i1>
      %39 = "stablehlo.and"(%38, %34) : (tensor<i1>, tensor<i1>) -> tensor<i1>
      %40 = "stablehlo.constant"() <{value = dense<false> : tensor<i1>}> : () -> tensor<i1>
      %41 = "stablehlo.broadcast_in_dim"(%40) <{broadcast_dimensions = array<i64>}> : (tensor<i1>) -> tensor<i1>
      %42 = "stablehlo.compare"(%32, %41) <{compare_type = #stablehlo<comparison_type UNSIGNED>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<i1>, tensor<i1>) -> tensor<i1>
      %43 = "stablehlo.convert"(%42) : (tensor<i1>) -> tensor<i1>
      %44 = "stablehlo.or"(%43, %39) : (tensor<i1>, tensor<i1>) -> tensor<i1>
      %45 = "func.call"(%44, %arg13, %arg15) <{callee = @_where}> : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
      %46 = "func.call"(%44, %arg14, %arg16) <{callee = @_where_0}> : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
      "stablehlo.return"(%45, %46) : (tensor<f32>, tensor<i32>) -> ()
    }) : (tensor<2x5x4xf32>, tensor<2x5x4xi32>, tensor<f32>, tensor<i32>) -> (tensor<2x3x4xf32>, tensor<2x3x4xi32>)
    %11 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %12 = "stablehlo.reduce_window"(%arg6, %11) <{base_dilations = array<i64: 1, 1, 1>, padding = dense<[[0, 0], [1, 0], [0, 0]]> : tensor<3x2xi64>, window_dilations = array<i64: 1, 1, 1>, window_dimensions = array<i64: 1, 2, 2>, window_strides = array<i64: 1, 1, 1>}> ({
    ^bb0(%arg11: tensor<f32>, %arg12: tensor<f32>):
      %31 = "stablehlo.add"(%arg11, %arg12) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%31) : (tensor<f32>) -> ()
    }) : (tensor<2x5x4xf32>, tensor<f32>) -> tensor<2x5x3xf32>
    %13 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %14 = "stablehlo.constant"() <{value = dense<1073741824> : tensor<i32>}> : () -> tensor<i32>
    %15:2 = "stablehlo.reduce"(%arg6, %7, %13, %14) <{dimensions = array<i64: 1, 2>}> ({
    ^bb0(%arg7: tensor<f32>, %arg8: tensor<i32>, %arg9: tensor<f32>, %arg10: tensor<i32>):
      %16 = "stablehlo.compare"(%arg7, %arg9) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction GT>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %17 = "stablehlo.compare"(%arg7, %arg9) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %18 = "stablehlo.compare"(%arg8, %arg10) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %19 = "stablehlo.constant"() <{value = dense<false> : tensor<i1>}> : () -> tensor<i1>
      %20 = "stablehlo.broadcast_in_dim"(%19) <{broadcast_dimensions = array<i64>}> : (tensor<i1>) -> tensor<i1>
      %21 = "stablehlo.compare"(%17, %20) <{compare_type = #stablehlo<comparison_type UNSIGNED>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<i1>, tensor<i1>) -> tensor<i1>
      %22 = "stablehlo.convert"(%21) : (tensor<i1>) -> tensor<i1>
      %23 = "stablehlo.and"(%22, %18) : (tensor<i1>, tensor<i1>) -> tensor<i1>
      %24 = "stablehlo.constant"() <{value = dense<false> : tensor<i1>}> : () -> tensor<i1>
      %25 = "stablehlo.broadcast_in_dim"(%24) <{broadcast_dimensions = array<i64>}> : (tensor<i1>) -> tensor<i1>
      %26 = "stablehlo.compare"(%16, %25) <{compare_type = #stablehlo<comparison_type UNSIGNED>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<i1>, tensor<i1>) -> tensor<i1>
      %27 = "stablehlo.convert"(%26) : (tensor<i1>) -> tensor<i1>
      %28 = "stablehlo.or"(%27, %23) : (tensor<i1>, tensor<i1>) -> tensor<i1>
      %29 = "func.call"(%28, %arg7, %arg9) <{callee = @_where}> : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
      %30 = "func.call"(%28, %arg8, %arg10) <{callee = @_where_0}> : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
      "stablehlo.return"(%29, %30) : (tensor<f32>, tensor<i32>) -> ()
    }) : (tensor<2x5x4xf32>, tensor<2x5x4xi32>, tensor<f32>, tensor<i32>) -> (tensor<2xf32>, tensor<2xi32>)
    "func.return"(%10#0, %10#1, %12, %15#0, %15#1) : (tensor<2x3x4xf32>, tensor<2x3x4xi32>, tensor<2x5x3xf32>, tensor<2xf32>, tensor<2xi32>) -> ()
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
