"builtin.module"() <{sym_name = "jit_zero_size"}> ({
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<3x2xf32>, tensor<0x2xf32>, tensor<4xi32>) -> (tensor<3xf32>, tensor<3xf32>, tensor<3x2xf32>, tensor<3x2xf32>, tensor<0x2xf32>, tensor<f32>, tensor<0x5x1xf32>, tensor<0x2xf32>, tensor<i32>, tensor<2x2xf32>, tensor<2xf32>), res_attrs = [{jax.result_info = "result[0]"}, {jax.result_info = "result[1]"}, {jax.result_info = "result[2]"}, {jax.result_info = "result[3]"}, {jax.result_info = "result[4]"}, {jax.result_info = "result[5]"}, {jax.result_info = "result[6]"}, {jax.result_info = "result[7]"}, {jax.result_info = "result[8]"}, {jax.result_info = "result[9]"}, {jax.result_info = "result[10]"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg7: tensor<3x2xf32>, %arg8: tensor<0x2xf32>, %arg9: tensor<4xi32>):
    %19 = "stablehlo.slice"(%arg7) <{limit_indices = array<i64: 3, 0>, start_indices = array<i64: 0, 0>, strides = array<i64: 1, 1>}> : (tensor<3x2xf32>) -> tensor<3x0xf32>
    %20 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %21 = "stablehlo.reduce"(%19, %20) <{dimensions = array<i64: 1>}> ({
    ^bb0(%arg16: tensor<f32>, %arg17: tensor<f32>):
      %48 = "stablehlo.add"(%arg16, %arg17) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%48) : (tensor<f32>) -> ()
    }) : (tensor<3x0xf32>, tensor<f32>) -> tensor<3xf32>
    %22 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %23 = "stablehlo.reduce"(%19, %22) <{dimensions = array<i64: 1>}> ({
    ^bb0(%arg14: tensor<f32>, %arg15: tensor<f32>):
      %47 = "stablehlo.maximum"(%arg14, %arg15) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%47) : (tensor<f32>) -> ()
    }) : (tensor<3x0xf32>, tensor<f32>) -> tensor<3xf32>
    %24 = "stablehlo.constant"() <{value = dense<-3.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %25 = "stablehlo.broadcast_in_dim"(%24) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3xf32>
    %26 = "stablehlo.maximum"(%25, %23) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    %27 = "stablehlo.concatenate"(%arg7, %arg8) <{dimension = 0 : i64}> : (tensor<3x2xf32>, tensor<0x2xf32>) -> tensor<3x2xf32>
    %28 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %29 = "stablehlo.broadcast_in_dim"(%28) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<0x2xf32>
    %30 = "stablehlo.dot_general"(%19, %29) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<3x0xf32>, tensor<0x2xf32>) -> tensor<3x2xf32>
    %31 = "func.call"(%arg8) <{callee = @cumsum}> : (tensor<0x2xf32>) -> tensor<0x2xf32>
    %32 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %33 = "stablehlo.reshape"(%arg8) : (tensor<0x2xf32>) -> tensor<0x5x1xf32>
    %34 = "func.call"(%arg8) <{callee = @sort}> : (tensor<0x2xf32>) -> tensor<0x2xf32>
    %35 = "stablehlo.slice"(%arg9) <{limit_indices = array<i64: 0>, start_indices = array<i64: 0>, strides = array<i64: 1>}> : (tensor<4xi32>) -> tensor<0xi32>
    %36 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %37 = "stablehlo.reduce"(%35, %36) <{dimensions = array<i64: 0>}> ({
    ^bb0(%arg12: tensor<i32>, %arg13: tensor<i32>):
      %46 = "stablehlo.multiply"(%arg12, %arg13) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      "stablehlo.return"(%46) : (tensor<i32>) -> ()
    }) : (tensor<0xi32>, tensor<i32>) -> tensor<i32>
    %38 = "stablehlo.constant"() <{value = dense<4.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %39 = "func.call"(%arg8, %38) <{callee = @_pad}> : (tensor<0x2xf32>, tensor<f32>) -> tensor<2x2xf32>
    %40 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %41 = "stablehlo.reduce"(%arg8, %40) <{dimensions = array<i64: 0>}> ({
    ^bb0(%arg10: tensor<f32>, %arg11: tensor<f32>):
      %45 = "stablehlo.add"(%arg10, %arg11) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%45) : (tensor<f32>) -> ()
    }) : (tensor<0x2xf32>, tensor<f32>) -> tensor<2xf32>
    %42 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %43 = "stablehlo.broadcast_in_dim"(%42) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2xf32>
    %44 = "stablehlo.divide"(%41, %43) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    "func.return"(%21, %26, %27, %30, %31, %32, %33, %34, %37, %39, %44) : (tensor<3xf32>, tensor<3xf32>, tensor<3x2xf32>, tensor<3x2xf32>, tensor<0x2xf32>, tensor<f32>, tensor<0x5x1xf32>, tensor<0x2xf32>, tensor<i32>, tensor<2x2xf32>, tensor<2xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<0x2xf32>) -> tensor<0x2xf32>, res_attrs = [{}], sym_name = "cumsum", sym_visibility = "private"}> ({
  ^bb0(%arg6: tensor<0x2xf32>):
    %18 = "func.call"(%arg6) <{callee = @cumsum_0}> : (tensor<0x2xf32>) -> tensor<0x2xf32>
    "func.return"(%18) : (tensor<0x2xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<0x2xf32>) -> tensor<0x2xf32>, sym_name = "cumsum_0", sym_visibility = "private"}> ({
  ^bb0(%arg5: tensor<0x2xf32>):
    "func.return"(%arg5) : (tensor<0x2xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<0x2xf32>) -> tensor<0x2xf32>, res_attrs = [{}], sym_name = "sort", sym_visibility = "private"}> ({
  ^bb0(%arg2: tensor<0x2xf32>):
    %2 = "stablehlo.sort"(%arg2) <{dimension = 0 : i64, is_stable = true}> ({
    ^bb0(%arg3: tensor<f32>, %arg4: tensor<f32>):
      %3 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %4 = "stablehlo.compare"(%arg3, %3) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %5 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %6 = "stablehlo.select"(%4, %5, %arg3) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
      %7 = "stablehlo.compare"(%arg3, %arg3) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %8 = "stablehlo.constant"() <{value = dense<0x7FC00000> : tensor<f32>}> : () -> tensor<f32>
      %9 = "stablehlo.select"(%7, %8, %6) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
      %10 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %11 = "stablehlo.compare"(%arg4, %10) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %12 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %13 = "stablehlo.select"(%11, %12, %arg4) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
      %14 = "stablehlo.compare"(%arg4, %arg4) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %15 = "stablehlo.constant"() <{value = dense<0x7FC00000> : tensor<f32>}> : () -> tensor<f32>
      %16 = "stablehlo.select"(%14, %15, %13) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
      %17 = "stablehlo.compare"(%9, %16) <{compare_type = #stablehlo<comparison_type TOTALORDER>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
      "stablehlo.return"(%17) : (tensor<i1>) -> ()
    }) : (tensor<0x2xf32>) -> tensor<0x2xf32>
    "func.return"(%2) : (tensor<0x2xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<0x2xf32>, tensor<f32>) -> tensor<2x2xf32>, res_attrs = [{}], sym_name = "_pad", sym_visibility = "private"}> ({
  ^bb0(%arg0: tensor<0x2xf32>, %arg1: tensor<f32>):
    %0 = "stablehlo.convert"(%arg1) : (tensor<f32>) -> tensor<f32>
    %1 = "stablehlo.pad"(%arg0, %0) <{edge_padding_high = array<i64: 1, 0>, edge_padding_low = array<i64: 1, 0>, interior_padding = array<i64: 0, 0>}> : (tensor<0x2xf32>, tensor<f32>) -> tensor<2x2xf32>
    "func.return"(%1) : (tensor<2x2xf32>) -> ()
  }) : () -> ()
}) {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
