"builtin.module"() <{sym_name = "jit_size1_dims"}> ({
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<3x1x4xf32>, tensor<1x4xf32>, tensor<3x1xf32>) -> (tensor<3x3x4xf32>, tensor<3x4xf32>, tensor<1x1x4x1xf32>, tensor<3x4x4xf32>, tensor<3x4xf32>, tensor<1x1xf32>, tensor<3x1x4xf32>, tensor<3x1x4xf32>, tensor<3x1x4xf32>, tensor<3x4xi32>, tensor<3x1x3xf32>), res_attrs = [{jax.result_info = "result[0]"}, {jax.result_info = "result[1]"}, {jax.result_info = "result[2]"}, {jax.result_info = "result[3]"}, {jax.result_info = "result[4]"}, {jax.result_info = "result[5]"}, {jax.result_info = "result[6]"}, {jax.result_info = "result[7]"}, {jax.result_info = "result[8]"}, {jax.result_info = "result[9]"}, {jax.result_info = "result[10]"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg9: tensor<3x1x4xf32>, %arg10: tensor<1x4xf32>, %arg11: tensor<3x1xf32>):
    %18 = "stablehlo.broadcast_in_dim"(%arg10) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x4xf32>) -> tensor<3x4xf32>
    %19 = "stablehlo.broadcast_in_dim"(%arg11) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<3x1xf32>) -> tensor<3x4xf32>
    %20 = "stablehlo.multiply"(%18, %19) : (tensor<3x4xf32>, tensor<3x4xf32>) -> tensor<3x4xf32>
    %21 = "stablehlo.broadcast_in_dim"(%20) <{broadcast_dimensions = array<i64: 1, 2>}> : (tensor<3x4xf32>) -> tensor<1x3x4xf32>
    %22 = "stablehlo.broadcast_in_dim"(%arg9) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<3x1x4xf32>) -> tensor<3x3x4xf32>
    %23 = "stablehlo.broadcast_in_dim"(%21) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x3x4xf32>) -> tensor<3x3x4xf32>
    %24 = "stablehlo.add"(%22, %23) : (tensor<3x3x4xf32>, tensor<3x3x4xf32>) -> tensor<3x3x4xf32>
    %25 = "stablehlo.reshape"(%arg9) : (tensor<3x1x4xf32>) -> tensor<3x4xf32>
    %26 = "stablehlo.broadcast_in_dim"(%arg10) <{broadcast_dimensions = array<i64: 1, 2>}> : (tensor<1x4xf32>) -> tensor<1x1x4x1xf32>
    %27 = "stablehlo.dot_general"(%arg11, %arg10) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<3x1xf32>, tensor<1x4xf32>) -> tensor<3x4xf32>
    %28 = "stablehlo.reshape"(%arg9) : (tensor<3x1x4xf32>) -> tensor<3x4xf32>
    %29 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %30 = "stablehlo.reduce"(%27, %29) <{dimensions = array<i64: 0>}> ({
    ^bb0(%arg20: tensor<f32>, %arg21: tensor<f32>):
      %59 = "stablehlo.add"(%arg20, %arg21) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%59) : (tensor<f32>) -> ()
    }) : (tensor<3x4xf32>, tensor<f32>) -> tensor<4xf32>
    %31 = "stablehlo.dot_general"(%30, %28) <{dot_dimension_numbers = #stablehlo.dot<>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4xf32>, tensor<3x4xf32>) -> tensor<4x3x4xf32>
    %32 = "stablehlo.transpose"(%31) <{permutation = array<i64: 1, 0, 2>}> : (tensor<4x3x4xf32>) -> tensor<3x4x4xf32>
    %33 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %34 = "stablehlo.reduce"(%arg9, %33) <{dimensions = array<i64: 1>}> ({
    ^bb0(%arg18: tensor<f32>, %arg19: tensor<f32>):
      %58 = "stablehlo.add"(%arg18, %arg19) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%58) : (tensor<f32>) -> ()
    }) : (tensor<3x1x4xf32>, tensor<f32>) -> tensor<3x4xf32>
    %35 = "stablehlo.transpose"(%arg11) <{permutation = array<i64: 1, 0>}> : (tensor<3x1xf32>) -> tensor<1x3xf32>
    %36 = "stablehlo.dot_general"(%35, %arg11) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x3xf32>, tensor<3x1xf32>) -> tensor<1x1xf32>
    %37 = "stablehlo.broadcast_in_dim"(%arg10) <{broadcast_dimensions = array<i64: 1, 2>}> : (tensor<1x4xf32>) -> tensor<3x1x4xf32>
    %38 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %39 = "stablehlo.reduce"(%arg9, %38) <{dimensions = array<i64: 1>}> ({
    ^bb0(%arg16: tensor<f32>, %arg17: tensor<f32>):
      %57 = "stablehlo.maximum"(%arg16, %arg17) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%57) : (tensor<f32>) -> ()
    }) : (tensor<3x1x4xf32>, tensor<f32>) -> tensor<3x4xf32>
    %40 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %41 = "stablehlo.broadcast_in_dim"(%40) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3x4xf32>
    %42 = "stablehlo.maximum"(%41, %39) : (tensor<3x4xf32>, tensor<3x4xf32>) -> tensor<3x4xf32>
    %43 = "stablehlo.broadcast_in_dim"(%42) <{broadcast_dimensions = array<i64: 0, 2>}> : (tensor<3x4xf32>) -> tensor<3x1x4xf32>
    %44 = "stablehlo.subtract"(%arg9, %43) : (tensor<3x1x4xf32>, tensor<3x1x4xf32>) -> tensor<3x1x4xf32>
    %45 = "stablehlo.exponential"(%44) : (tensor<3x1x4xf32>) -> tensor<3x1x4xf32>
    %46 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %47 = "stablehlo.reduce"(%45, %46) <{dimensions = array<i64: 1>}> ({
    ^bb0(%arg14: tensor<f32>, %arg15: tensor<f32>):
      %56 = "stablehlo.add"(%arg14, %arg15) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%56) : (tensor<f32>) -> ()
    }) : (tensor<3x1x4xf32>, tensor<f32>) -> tensor<3x4xf32>
    %48 = "stablehlo.broadcast_in_dim"(%47) <{broadcast_dimensions = array<i64: 0, 2>}> : (tensor<3x4xf32>) -> tensor<3x1x4xf32>
    %49 = "stablehlo.divide"(%45, %48) : (tensor<3x1x4xf32>, tensor<3x1x4xf32>) -> tensor<3x1x4xf32>
    %50 = "func.call"(%arg9) <{callee = @cumsum}> : (tensor<3x1x4xf32>) -> tensor<3x1x4xf32>
    %51 = "func.call"(%arg9) <{callee = @argmax}> : (tensor<3x1x4xf32>) -> tensor<3x4xi32>
    %52 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %53 = "stablehlo.broadcast_in_dim"(%52) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<f32>
    %54 = "stablehlo.reduce_window"(%arg9, %53) <{base_dilations = array<i64: 1, 1, 1>, padding = dense<0> : tensor<3x2xi64>, window_dilations = array<i64: 1, 1, 1>, window_dimensions = array<i64: 1, 1, 2>, window_strides = array<i64: 1, 1, 1>}> ({
    ^bb0(%arg12: tensor<f32>, %arg13: tensor<f32>):
      %55 = "stablehlo.add"(%arg12, %arg13) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%55) : (tensor<f32>) -> ()
    }) : (tensor<3x1x4xf32>, tensor<f32>) -> tensor<3x1x3xf32>
    "func.return"(%24, %25, %26, %32, %34, %36, %37, %49, %50, %51, %54) : (tensor<3x3x4xf32>, tensor<3x4xf32>, tensor<1x1x4x1xf32>, tensor<3x4x4xf32>, tensor<3x4xf32>, tensor<1x1xf32>, tensor<3x1x4xf32>, tensor<3x1x4xf32>, tensor<3x1x4xf32>, tensor<3x4xi32>, tensor<3x1x3xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<3x1x4xf32>) -> tensor<3x1x4xf32>, res_attrs = [{}], sym_name = "cumsum", sym_visibility = "private"}> ({
  ^bb0(%arg8: tensor<3x1x4xf32>):
    %17 = "func.call"(%arg8) <{callee = @cumsum_0}> : (tensor<3x1x4xf32>) -> tensor<3x1x4xf32>
    "func.return"(%17) : (tensor<3x1x4xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<3x1x4xf32>) -> tensor<3x1x4xf32>, sym_name = "cumsum_0", sym_visibility = "private"}> ({
  ^bb0(%arg5: tensor<3x1x4xf32>):
    %13 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %14 = "stablehlo.broadcast_in_dim"(%13) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<f32>
    %15 = "stablehlo.reduce_window"(%arg5, %14) <{base_dilations = array<i64: 1, 1, 1>, padding = dense<0> : tensor<3x2xi64>, window_dilations = array<i64: 1, 1, 1>, window_dimensions = array<i64: 1, 1, 1>, window_strides = array<i64: 1, 1, 1>}> ({
    ^bb0(%arg6: tensor<f32>, %arg7: tensor<f32>):
      %16 = "stablehlo.add"(%arg6, %arg7) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%16) : (tensor<f32>) -> ()
    }) : (tensor<3x1x4xf32>, tensor<f32>) -> tensor<3x1x4xf32>
    "func.return"(%15) : (tensor<3x1x4xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<3x1x4xf32>) -> tensor<3x4xi32>, sym_name = "argmax", sym_visibility = "private"}> ({
  ^bb0(%arg0: tensor<3x1x4xf32>):
    %0 = "stablehlo.iota"() <{iota_dimension = 1 : i64}> : () -> tensor<3x1x4xi32>
    %1 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %2 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %3:2 = "stablehlo.reduce"(%arg0, %0, %1, %2) <{dimensions = array<i64: 1>}> ({
    ^bb0(%arg1: tensor<f32>, %arg2: tensor<i32>, %arg3: tensor<f32>, %arg4: tensor<i32>):
      %4 = "stablehlo.compare"(%arg1, %arg3) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction GT>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %5 = "stablehlo.compare"(%arg1, %arg1) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %6 = "stablehlo.or"(%4, %5) : (tensor<i1>, tensor<i1>) -> tensor<i1>
      %7 = "stablehlo.compare"(%arg1, %arg3) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %8 = "stablehlo.compare"(%arg2, %arg4) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %9 = "stablehlo.and"(%7, %8) : (tensor<i1>, tensor<i1>) -> tensor<i1>
      %10 = "stablehlo.or"(%6, %9) : (tensor<i1>, tensor<i1>) -> tensor<i1>
      %11 = "stablehlo.select"(%6, %arg1, %arg3) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
      %12 = "stablehlo.select"(%10, %arg2, %arg4) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
      "stablehlo.return"(%11, %12) : (tensor<f32>, tensor<i32>) -> ()
    }) : (tensor<3x1x4xf32>, tensor<3x1x4xi32>, tensor<f32>, tensor<i32>) -> (tensor<3x4xf32>, tensor<3x4xi32>)
    "func.return"(%3#1) : (tensor<3x4xi32>) -> ()
  }) : () -> ()
}) {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
