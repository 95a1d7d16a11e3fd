"builtin.module"() <{sym_name = "jit_nan_handling"}> ({
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<4x5xf32>, tensor<4x5xf32>) -> (tensor<4xf32>, tensor<5xf32>, tensor<4x5xi1>, tensor<4x5xi1>, tensor<4x5xi1>, tensor<4x5xf32>, tensor<4x5xf32>, tensor<4x5xi1>, tensor<4x5xi1>, tensor<4x5xf32>, tensor<f32>), res_attrs = [{jax.result_info = "result[0]"}, {jax.result_info = "result[1]"}, {jax.result_info = "result[2]"}, {jax.result_info = "result[3]"}, {jax.result_info = "result[4]"}, {jax.result_info = "result[5]"}, {jax.result_info = "result[6]"}, {jax.result_info = "result[7]"}, {jax.result_info = "result[8]"}, {jax.result_info = "result[9]"}, {jax.result_info = "result[10]"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg24: tensor<4x5xf32>, %arg25: tensor<4x5xf32>):
    %53 = "func.call"(%arg24) <{callee = @nanmax}> : (tensor<4x5xf32>) -> tensor<4xf32>
    %54 = "func.call"(%arg24) <{callee = @nanmin}> : (tensor<4x5xf32>) -> tensor<5xf32>
    %55 = "stablehlo.compare"(%arg24, %arg24) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<4x5xf32>, tensor<4x5xf32>) -> tensor<4x5xi1>
    %56 = "func.call"(%arg24) <{callee = @isinf}> : (tensor<4x5xf32>) -> tensor<4x5xi1>
    %57 = "stablehlo.is_finite"(%arg24) : (tensor<4x5xf32>) -> tensor<4x5xi1>
    %58 = "stablehlo.maximum"(%arg24, %arg25) : (tensor<4x5xf32>, tensor<4x5xf32>) -> tensor<4x5xf32>
    %59 = "stablehlo.minimum"(%arg24, %arg25) : (tensor<4x5xf32>, tensor<4x5xf32>) -> tensor<4x5xf32>
    %60 = "stablehlo.compare"(%arg24, %arg25) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<4x5xf32>, tensor<4x5xf32>) -> tensor<4x5xi1>
    %61 = "stablehlo.compare"(%arg24, %arg24) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<4x5xf32>, tensor<4x5xf32>) -> tensor<4x5xi1>
    %62 = "func.call"(%arg24) <{callee = @nan_to_num}> : (tensor<4x5xf32>) -> tensor<4x5xf32>
    %63 = "func.call"(%arg24) <{callee = @nansum}> : (tensor<4x5xf32>) -> tensor<f32>
    "func.return"(%53, %54, %55, %56, %57, %58, %59, %60, %61, %62, %63) : (tensor<4xf32>, tensor<5xf32>, tensor<4x5xi1>, tensor<4x5xi1>, tensor<4x5xi1>, tensor<4x5xf32>, tensor<4x5xf32>, tensor<4x5xi1>, tensor<4x5xi1>, tensor<4x5xf32>, tensor<f32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<4x5xf32>) -> tensor<4xf32>, res_attrs = [{}], sym_name = "nanmax", sym_visibility = "private"}> ({
  ^bb0(%arg19: tensor<4x5xf32>):
    %41 = "stablehlo.compare"(%arg19, %arg19) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<4x5xf32>, tensor<4x5xf32>) -> tensor<4x5xi1>
    %42 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %43 = "func.call"(%41, %42, %arg19) <{callee = @_where}> : (tensor<4x5xi1>, tensor<f32>, tensor<4x5xf32>) -> tensor<4x5xf32>
    %44 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %45 = "stablehlo.reduce"(%43, %44) <{dimensions = array<i64: 1>}> ({
    ^bb0(%arg22: tensor<f32>, %arg23: tensor<f32>):
      %52 = "stablehlo.maximum"(%arg22, %arg23) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%52) : (tensor<f32>) -> ()
    }) : (tensor<4x5xf32>, tensor<f32>) -> tensor<4xf32>
    %46 = "stablehlo.compare"(%arg19, %arg19) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<4x5xf32>, tensor<4x5xf32>) -> tensor<4x5xi1>
    %47 = "stablehlo.constant"() <{value = dense<true> : tensor<i1>}> : () -> tensor<i1>
    %48 = "stablehlo.reduce"(%46, %47) <{dimensions = array<i64: 1>}> ({
    ^bb0(%arg20: tensor<i1>, %arg21: tensor<i1>):
      %51 = "stablehlo.and"(%arg20, %arg21) : (tensor<i1>, tensor<i1>) -> tensor<i1>
      "stablehlo.return"(%51) : (tensor<i1>) -> ()
    }) : (tensor<4x5xi1>, tensor<i1>) -> tensor<4xi1>
    %49 = "stablehlo.constant"() <{value = dense<0x7FC00000> : tensor<f32>}> : () -> tensor<f32>
    %50 = "func.call"(%48, %49, %45) <{callee = @_where_0}> : (tensor<4xi1>, tensor<f32>, tensor<4xf32>) -> tensor<4xf32>
    "func.return"(%50) : (tensor<4xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<4x5xi1>, tensor<f32>, tensor<4x5xf32>) -> tensor<4x5xf32>, res_attrs = [{}], sym_name = "_where", sym_visibility = "private"}> ({
  ^bb0(%arg16: tensor<4x5xi1>, %arg17: tensor<f32>, %arg18: tensor<4x5xf32>):
    %39 = "stablehlo.broadcast_in_dim"(%arg17) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x5xf32>
    %40 = "stablehlo.select"(%arg16, %39, %arg18) : (tensor<4x5xi1>, tensor<4x5xf32>, tensor<4x5xf32>) -> tensor<4x5xf32>
    "func.return"(%40) : (tensor<4x5xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<4xi1>, tensor<f32>, tensor<4xf32>) -> tensor<4xf32>, res_attrs = [{}], sym_name = "_where_0", sym_visibility = "private"}> ({
  ^bb0(%arg13: tensor<4xi1>, %arg14: tensor<f32>, %arg15: tensor<4xf32>):
    %37 = "stablehlo.broadcast_in_dim"(%arg14) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4xf32>
    %38 = "stablehlo.select"(%arg13, %37, %arg15) : (tensor<4xi1>, tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    "func.return"(%38) : (tensor<4xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<4x5xf32>) -> tensor<5xf32>, res_attrs = [{}], sym_name = "nanmin", sym_visibility = "private"}> ({
  ^bb0(%arg8: tensor<4x5xf32>):
    %25 = "stablehlo.compare"(%arg8, %arg8) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<4x5xf32>, tensor<4x5xf32>) -> tensor<4x5xi1>
    %26 = "stablehlo.constant"() <{value = dense<0x7F800000> : tensor<f32>}> : () -> tensor<f32>
    %27 = "func.call"(%25, %26, %arg8) <{callee = @_where}> : (tensor<4x5xi1>, tensor<f32>, tensor<4x5xf32>) -> tensor<4x5xf32>
    %28 = "stablehlo.constant"() <{value = dense<0x7F800000> : tensor<f32>}> : () -> tensor<f32>
    %29 = "stablehlo.reduce"(%27, %28) <{dimensions = array<i64: 0>}> ({
    ^bb0(%arg11: tensor<f32>, %arg12: tensor<f32>):
      %36 = "stablehlo.minimum"(%arg11, %arg12) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%36) : (tensor<f32>) -> ()
    }) : (tensor<4x5xf32>, tensor<f32>) -> tensor<5xf32>
    %30 = "stablehlo.compare"(%arg8, %arg8) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<4x5xf32>, tensor<4x5xf32>) -> tensor<4x5xi1>
    %31 = "stablehlo.constant"() <{value = dense<true> : tensor<i1>}> : () -> tensor<i1>
    %32 = "stablehlo.reduce"(%30, %31) <{dimensions = array<i64: 0>}> ({
    ^bb0(%arg9: tensor<i1>, %arg10: tensor<i1>):
      %35 = "stablehlo.and"(%arg9, %arg10) : (tensor<i1>, tensor<i1>) -> tensor<i1>
      "stablehlo.return"(%35) : (tensor<i1>) -> ()
    }) : (tensor<4x5xi1>, tensor<i1>) -> tensor<5xi1>
    %33 = "stablehlo.constant"() <{value = dense<0x7FC00000> : tensor<f32>}> : () -> tensor<f32>
    %34 = "func.call"(%32, %33, %29) <{callee = @_where_1}> : (tensor<5xi1>, tensor<f32>, tensor<5xf32>) -> tensor<5xf32>
    "func.return"(%34) : (tensor<5xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<5xi1>, tensor<f32>, tensor<5xf32>) -> tensor<5xf32>, res_attrs = [{}], sym_name = "_where_1", sym_visibility = "private"}> ({
  ^bb0(%arg5: tensor<5xi1>, %arg6: tensor<f32>, %arg7: tensor<5xf32>):
    %23 = "stablehlo.broadcast_in_dim"(%arg6) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<5xf32>
    %24 = "stablehlo.select"(%arg5, %23, %arg7) : (tensor<5xi1>, tensor<5xf32>, tensor<5xf32>) -> tensor<5xf32>
    "func.return"(%24) : (tensor<5xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<4x5xf32>) -> tensor<4x5xi1>, res_attrs = [{}], sym_name = "isinf", sym_visibility = "private"}> ({
  ^bb0(%arg4: tensor<4x5xf32>):
    %19 = "stablehlo.abs"(%arg4) : (tensor<4x5xf32>) -> tensor<4x5xf32>
    %20 = "stablehlo.constant"() <{value = dense<0x7F800000> : tensor<f32>}> : () -> tensor<f32>
    %21 = "stablehlo.broadcast_in_dim"(%20) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x5xf32>
    %22 = "stablehlo.compare"(%19, %21) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<4x5xf32>, tensor<4x5xf32>) -> tensor<4x5xi1>
    "func.return"(%22) : (tensor<4x5xi1>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<4x5xf32>) -> tensor<4x5xf32>, res_attrs = [{}], sym_name = "nan_to_num", sym_visibility = "private"}> ({
  ^bb0(%arg3: tensor<4x5xf32>):
    %6 = "stablehlo.compare"(%arg3, %arg3) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<4x5xf32>, tensor<4x5xf32>) -> tensor<4x5xi1>
    %7 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %8 = "func.call"(%6, %7, %arg3) <{callee = @_where}> : (tensor<4x5xi1>, tensor<f32>, tensor<4x5xf32>) -> tensor<4x5xf32>
    %9 = "stablehlo.constant"() <{value = dense<0x7F800000> : tensor<f32>}> : () -> tensor<f32>
    %10 = "stablehlo.broadcast_in_dim"(%9) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x5xf32>
    %11 = "stablehlo.compare"(%8, %10) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<4x5xf32>, tensor<4x5xf32>) -> tensor<4x5xi1>
    %12 = "stablehlo.constant"() <{value = dense<3.40282347E+38> : tensor<f32>}> : () -> tensor<f32>
    %13 = "func.call"(%11, %12, %8) <{callee = @_where}> : (tensor<4x5xi1>, tensor<f32>, tensor<4x5xf32>) -> tensor<4x5xf32>
    %14 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %15 = "stablehlo.broadcast_in_dim"(%14) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x5xf32>
    %16 = "stablehlo.compare"(%13, %15) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<4x5xf32>, tensor<4x5xf32>) -> tensor<4x5xi1>
    %17 = "stablehlo.constant"() <{value = dense<-3.40282347E+38> : tensor<f32>}> : () -> tensor<f32>
    %18 = "func.call"(%16, %17, %13) <{callee = @_where}> : (tensor<4x5xi1>, tensor<f32>, tensor<4x5xf32>) -> tensor<4x5xf32>
    "func.return"(%18) : (tensor<4x5xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<4x5xf32>) -> tensor<f32>, res_attrs = [{}], sym_name = "nansum", sym_visibility = "private"}> ({
  ^bb0(%arg0: tensor<4x5xf32>):
    %0 = "stablehlo.compare"(%arg0, %arg0) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<4x5xf32>, tensor<4x5xf32>) -> tensor<4x5xi1>
    %1 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %2 = "func.call"(%0, %1, %arg0) <{callee = @_where}> : (tensor<4x5xi1>, tensor<f32>, tensor<4x5xf32>) -> tensor<4x5xf32>
    %3 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %4 = "stablehlo.reduce"(%2, %3) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg1: tensor<f32>, %arg2: tensor<f32>):
      %5 = "stablehlo.add"(%arg1, %arg2) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%5) : (tensor<f32>) -> ()
    }) : (tensor<4x5xf32>, tensor<f32>) -> tensor<f32>
    "func.return"(%4) : (tensor<f32>) -> ()
  }) : () -> ()
}) {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
