"builtin.module"() <{sym_name = "jit_partition_ops"}> ({
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<5x6xf32>) -> (tensor<5x2xf32>, tensor<3x6xf32>, tensor<4xf32>, tensor<5x6xf32>), res_attrs = [{jax.result_info = "result[0]"}, {jax.result_info = "result[1]"}, {jax.result_info = "result[2]"}, {jax.result_info = "result[3]"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg12: tensor<5x6xf32>):
    %62 = "func.call"(%arg12) <{callee = @partition}> : (tensor<5x6xf32>) -> tensor<5x6xf32>
    %63 = "stablehlo.slice"(%62) <{limit_indices = array<i64: 5, 2>, start_indices = array<i64: 0, 0>, strides = array<i64: 1, 1>}> : (tensor<5x6xf32>) -> tensor<5x2xf32>
    %64 = "func.call"(%arg12) <{callee = @partition_0}> : (tensor<5x6xf32>) -> tensor<5x6xf32>
    %65 = "stablehlo.slice"(%64) <{limit_indices = array<i64: 3, 6>, start_indices = array<i64: 0, 0>, strides = array<i64: 1, 1>}> : (tensor<5x6xf32>) -> tensor<3x6xf32>
    %66 = "func.call"(%65) <{callee = @sort}> : (tensor<3x6xf32>) -> tensor<3x6xf32>
    %67 = "func.call"(%arg12) <{callee = @sort_1}> : (tensor<5x6xf32>) -> tensor<30xf32>
    %68 = "stablehlo.slice"(%67) <{limit_indices = array<i64: 30>, start_indices = array<i64: 26>, strides = array<i64: 1>}> : (tensor<30xf32>) -> tensor<4xf32>
    %69 = "func.call"(%arg12) <{callee = @sort_2}> : (tensor<5x6xf32>) -> tensor<5x6xf32>
    %70 = "func.call"(%69) <{callee = @_flip}> : (tensor<5x6xf32>) -> tensor<5x6xf32>
    "func.return"(%63, %66, %68, %70) : (tensor<5x2xf32>, tensor<3x6xf32>, tensor<4xf32>, tensor<5x6xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<5x6xf32>) -> tensor<5x6xf32>, res_attrs = [{}], sym_name = "partition", sym_visibility = "private"}> ({
  ^bb0(%arg11: tensor<5x6xf32>):
    %57 = "stablehlo.negate"(%arg11) : (tensor<5x6xf32>) -> tensor<5x6xf32>
    %58:2 = "chlo.top_k"(%57) <{k = 3 : i64}> : (tensor<5x6xf32>) -> (tensor<5x3xf32>, tensor<5x3xi32>)
    %59 = "stablehlo.negate"(%58#0) : (tensor<5x3xf32>) -> tensor<5x3xf32>
    %60:2 = "chlo.top_k"(%arg11) <{k = 3 : i64}> : (tensor<5x6xf32>) -> (tensor<5x3xf32>, tensor<5x3xi32>)
    %61 = "stablehlo.concatenate"(%59, %60#0) <{dimension = 1 : i64}> : (tensor<5x3xf32>, tensor<5x3xf32>) -> tensor<5x6xf32>
    "func.return"(%61) : (tensor<5x6xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<5x6xf32>) -> tensor<5x6xf32>, res_attrs = [{}], sym_name = "partition_0", sym_visibility = "private"}> ({
  ^bb0(%arg10: tensor<5x6xf32>):
    %50 = "stablehlo.transpose"(%arg10) <{permutation = array<i64: 1, 0>}> : (tensor<5x6xf32>) -> tensor<6x5xf32>
    %51 = "stablehlo.negate"(%50) : (tensor<6x5xf32>) -> tensor<6x5xf32>
    %52:2 = "chlo.top_k"(%51) <{k = 4 : i64}> : (tensor<6x5xf32>) -> (tensor<6x4xf32>, tensor<6x4xi32>)
    %53 = "stablehlo.negate"(%52#0) : (tensor<6x4xf32>) -> tensor<6x4xf32>
    %54:2 = "chlo.top_k"(%50) <{k = 1 : i64}> : (tensor<6x5xf32>) -> (tensor<6x1xf32>, tensor<6x1xi32>)
    %55 = "stablehlo.concatenate"(%53, %54#0) <{dimension = 1 : i64}> : (tensor<6x4xf32>, tensor<6x1xf32>) -> tensor<6x5xf32>
    %56 = "stablehlo.transpose"(%55) <{permutation = array<i64: 1, 0>}> : (tensor<6x5xf32>) -> tensor<5x6xf32>
    "func.return"(%56) : (tensor<5x6xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<3x6xf32>) -> tensor<3x6xf32>, res_attrs = [{}], sym_name = "sort", sym_visibility = "private"}> ({
  ^bb0(%arg7: tensor<3x6xf32>):
    %34 = "stablehlo.sort"(%arg7) <{dimension = 0 : i64, is_stable = true}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      %35 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %36 = "stablehlo.compare"(%arg8, %35) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %37 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %38 = "stablehlo.select"(%36, %37, %arg8) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
      %39 = "stablehlo.compare"(%arg8, %arg8) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %40 = "stablehlo.constant"() <{value = dense<0x7FC00000> : tensor<f32>}> : () -> tensor<f32>
      %41 = "stablehlo.select"(%39, %40, %38) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
      %42 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %43 = "stablehlo.compare"(%arg9, %42) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %44 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %45 = "stablehlo.select"(%43, %44, %arg9) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
      %46 = "stablehlo.compare"(%arg9, %arg9) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %47 = "stablehlo.constant"() <{value = dense<0x7FC00000> : tensor<f32>}> : () -> tensor<f32>
      %48 = "stablehlo.select"(%46, %47, %45) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
      %49 = "stablehlo.compare"(%41, %48) <{compare_type = #stablehlo<comparison_type TOTALORDER>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
      "stablehlo.return"(%49) : (tensor<i1>) -> ()
    }) : (tensor<3x6xf32>) -> tensor<3x6xf32>
    "func.return"(%34) : (tensor<3x6xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<5x6xf32>) -> tensor<30xf32>, res_attrs = [{}], sym_name = "sort_1", sym_visibility = "private"}> ({
  ^bb0(%arg4: tensor<5x6xf32>):
    %17 = "stablehlo.reshape"(%arg4) : (tensor<5x6xf32>) -> tensor<30xf32>
    %18 = "stablehlo.sort"(%17) <{dimension = 0 : i64, is_stable = true}> ({
    ^bb0(%arg5: tensor<f32>, %arg6: tensor<f32>):
      %19 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %20 = "stablehlo.compare"(%arg5, %19) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %21 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %22 = "stablehlo.select"(%20, %21, %arg5) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
      %23 = "stablehlo.compare"(%arg5, %arg5) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %24 = "stablehlo.constant"() <{value = dense<0x7FC00000> : tensor<f32>}> : () -> tensor<f32>
      %25 = "stablehlo.select"(%23, %24, %22) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
      %26 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %27 = "stablehlo.compare"(%arg6, %26) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %28 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %29 = "stablehlo.select"(%27, %28, %arg6) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
      %30 = "stablehlo.compare"(%arg6, %arg6) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %31 = "stablehlo.constant"() <{value = dense<0x7FC00000> : tensor<f32>}> : () -> tensor<f32>
      %32 = "stablehlo.select"(%30, %31, %29) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
      %33 = "stablehlo.compare"(%25, %32) <{compare_type = #stablehlo<comparison_type TOTALORDER>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
      "stablehlo.return"(%33) : (tensor<i1>) -> ()
    }) : (tensor<30xf32>) -> tensor<30xf32>
    "func.return"(%18) : (tensor<30xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<5x6xf32>) -> tensor<5x6xf32>, res_attrs = [{}], sym_name = "sort_2", sym_visibility = "private"}> ({
  ^bb0(%arg1: tensor<5x6xf32>):
    %1 = "stablehlo.sort"(%arg1) <{dimension = 0 : i64, is_stable = true}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      %2 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %3 = "stablehlo.compare"(%arg2, %2) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %4 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %5 = "stablehlo.select"(%3, %4, %arg2) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
      %6 = "stablehlo.compare"(%arg2, %arg2) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %7 = "stablehlo.constant"() <{value = dense<0x7FC00000> : tensor<f32>}> : () -> tensor<f32>
      %8 = "stablehlo.select"(%6, %7, %5) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
      %9 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %10 = "stablehlo.compare"(%arg3, %9) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %11 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %12 = "stablehlo.select"(%10, %11, %arg3) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
      %13 = "stablehlo.compare"(%arg3, %arg3) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %14 = "stablehlo.constant"() <{value = dense<0x7FC00000> : tensor<f32>}> : () -> tensor<f32>
      %15 = "stablehlo.select"(%13, %14, %12) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
      %16 = "stablehlo.compare"(%8, %15) <{compare_type = #stablehlo<comparison_type TOTALORDER>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
      "stablehlo.return"(%16) : (tensor<i1>) -> ()
    }) : (tensor<5x6xf32>) -> tensor<5x6xf32>
    "func.return"(%1) : (tensor<5x6xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<5x6xf32>) -> tensor<5x6xf32>, res_attrs = [{}], sym_name = "_flip", sym_visibility = "private"}> ({
  ^bb0(%arg0: tensor<5x6xf32>):
    %0 = "stablehlo.reverse"(%arg0) <{dimensions = array<i64: 0>}> : (tensor<5x6xf32>) -> tensor<5x6xf32>
    "func.return"(%0) : (tensor<5x6xf32>) -> ()
  }) : () -> ()
}) {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
