"builtin.module"() <{sym_name = "jit_rounding"}> ({
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<12xf32>) -> (tensor<12xf32>, tensor<12xf32>, tensor<12xf32>, tensor<12xf32>, tensor<12xf32>, tensor<12xf32>, tensor<12xf32>, tensor<12xf32>, tensor<12xf32>, tensor<12xf32>), res_attrs = [{jax.result_info = "result[0]"}, {jax.result_info = "result[1]"}, {jax.result_info = "result[2]"}, {jax.result_info = "result[3]"}, {jax.result_info = "result[4]"}, {jax.result_info = "result[5]"}, {jax.result_info = "result[6]"}, {jax.result_info = "result[7]"}, {jax.result_info = "result[8]"}, {jax.result_info = "result[9]"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg12: tensor<12xf32>):
    %34 = "func.call"(%arg12) <{callee = @round}> : (tensor<12xf32>) -> tensor<12xf32>
    %35 = "stablehlo.round_nearest_afz"(%arg12) : (tensor<12xf32>) -> tensor<12xf32>
    %36 = "stablehlo.floor"(%arg12) : (tensor<12xf32>) -> tensor<12xf32>
    %37 = "stablehlo.ceil"(%arg12) : (tensor<12xf32>) -> tensor<12xf32>
    %38 = "func.call"(%arg12) <{callee = @trunc}> : (tensor<12xf32>) -> tensor<12xf32>
    %39 = "stablehlo.constant"() <{value = dense<1.500000e+00> : tensor<f32>}> : () -> tensor<f32>
    %40 = "func.call"(%arg12, %39) <{callee = @fmod}> : (tensor<12xf32>, tensor<f32>) -> tensor<12xf32>
    %41 = "stablehlo.constant"() <{value = dense<1.500000e+00> : tensor<f32>}> : () -> tensor<f32>
    %42 = "func.call"(%arg12, %41) <{callee = @remainder}> : (tensor<12xf32>, tensor<f32>) -> tensor<12xf32>
    %43 = "stablehlo.sign"(%arg12) : (tensor<12xf32>) -> tensor<12xf32>
    %44 = "stablehlo.multiply"(%arg12, %arg12) : (tensor<12xf32>, tensor<12xf32>) -> tensor<12xf32>
    %45 = "stablehlo.multiply"(%44, %arg12) : (tensor<12xf32>, tensor<12xf32>) -> tensor<12xf32>
    %46 = "stablehlo.constant"() <{value = dense<-1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %47 = "stablehlo.constant"() <{value = dense<5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %48 = "func.call"(%arg12, %46, %47) <{callee = @clip}> : (tensor<12xf32>, tensor<f32>, tensor<f32>) -> tensor<12xf32>
    "func.return"(%34, %35, %36, %37, %38, %40, %42, %43, %45, %48) : (tensor<12xf32>, tensor<12xf32>, tensor<12xf32>, tensor<12xf32>, tensor<12xf32>, tensor<12xf32>, tensor<12xf32>, tensor<12xf32>, tensor<12xf32>, tensor<12xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<12xf32>) -> tensor<12xf32>, res_attrs = [{}], sym_name = "round", sym_visibility = "private"}> ({
  ^bb0(%arg11: tensor<12xf32>):
    %33 = "stablehlo.round_nearest_even"(%arg11) : (tensor<12xf32>) -> tensor<12xf32>
    "func.return"(%33) : (tensor<12xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<12xf32>) -> tensor<12xf32>, res_attrs = [{}], sym_name = "trunc", sym_visibility = "private"}> ({
  ^bb0(%arg10: tensor<12xf32>):
    %27 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %28 = "stablehlo.broadcast_in_dim"(%27) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<12xf32>
    %29 = "stablehlo.compare"(%arg10, %28) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<12xf32>, tensor<12xf32>) -> tensor<12xi1>
    %30 = "stablehlo.ceil"(%arg10) : (tensor<12xf32>) -> tensor<12xf32>
    %31 = "stablehlo.floor"(%arg10) : (tensor<12xf32>) -> tensor<12xf32>
    %32 = "func.call"(%29, %30, %31) <{callee = @_where}> : (tensor<12xi1>, tensor<12xf32>, tensor<12xf32>) -> tensor<12xf32>
    "func.return"(%32) : (tensor<12xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<12xi1>, tensor<12xf32>, tensor<12xf32>) -> tensor<12xf32>, res_attrs = [{}], sym_name = "_where", sym_visibility = "private"}> ({
  ^bb0(%arg7: tensor<12xi1>, %arg8: tensor<12xf32>, %arg9: tensor<12xf32>):
    %26 = "stablehlo.select"(%arg7, %arg8, %arg9) : (tensor<12xi1>, tensor<12xf32>, tensor<12xf32>) -> tensor<12xf32>
    "func.return"(%26) : (tensor<12xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<12xf32>, tensor<f32>) -> tensor<12xf32>, res_attrs = [{}], sym_name = "fmod", sym_visibility = "private"}> ({
  ^bb0(%arg5: tensor<12xf32>, %arg6: tensor<f32>):
    %23 = "stablehlo.convert"(%arg6) : (tensor<f32>) -> tensor<f32>
    %24 = "stablehlo.broadcast_in_dim"(%23) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<12xf32>
    %25 = "stablehlo.remainder"(%arg5, %24) : (tensor<12xf32>, tensor<12xf32>) -> tensor<12xf32>
    "func.return"(%25) : (tensor<12xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<12xf32>, tensor<f32>) -> tensor<12xf32>, res_attrs = [{}], sym_name = "remainder", sym_visibility = "private"}> ({
  ^bb0(%arg3: tensor<12xf32>, %arg4: tensor<f32>):
    %6 = "stablehlo.convert"(%arg4) : (tensor<f32>) -> tensor<f32>
    %7 = "stablehlo.broadcast_in_dim"(%6) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<12xf32>
    %8 = "stablehlo.remainder"(%arg3, %7) : (tensor<12xf32>, tensor<12xf32>) -> tensor<12xf32>
    %9 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %10 = "stablehlo.broadcast_in_dim"(%9) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<12xf32>
    %11 = "stablehlo.compare"(%8, %10) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<12xf32>, tensor<12xf32>) -> tensor<12xi1>
    %12 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %13 = "stablehlo.broadcast_in_dim"(%12) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<12xf32>
    %14 = "stablehlo.compare"(%8, %13) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<12xf32>, tensor<12xf32>) -> tensor<12xi1>
    %15 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %16 = "stablehlo.compare"(%6, %15) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %17 = "stablehlo.broadcast_in_dim"(%16) <{broadcast_dimensions = array<i64>}> : (tensor<i1>) -> tensor<12xi1>
    %18 = "stablehlo.compare"(%14, %17) <{compare_type = #stablehlo<comparison_type UNSIGNED>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<12xi1>, tensor<12xi1>) -> tensor<12xi1>
    %19 = "stablehlo.and"(%18, %11) : (tensor<12xi1>, tensor<12xi1>) -> tensor<12xi1>
    %20 = "stablehlo.broadcast_in_dim"(%6) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<12xf32>
    %21 = "stablehlo.add"(%8, %20) : (tensor<12xf32>, tensor<12xf32>) -> tensor<12xf32>
    %22 = "stablehlo.select"(%19, %21, %8) : (tensor<12xi1>, tensor<12xf32>, tensor<12xf32>) -> tensor<12xf32>
    "func.return"(%22) : (tensor<12xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<12xf32>, tensor<f32>, tensor<f32>) -> tensor<12xf32>, res_attrs = [{}], sym_name = "clip", sym_visibility = "private"}> ({
  ^bb0(%arg0: tensor<12xf32>, %arg1: tensor<f32>, %arg2: tensor<f32>):
    %0 = "stablehlo.convert"(%arg1) : (tensor<f32>) -> tensor<f32>
    %1 = "stablehlo.broadcast_in_dim"(%0) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<12xf32>
    %2 = "stablehlo.maximum"(%1, %arg0) : (tensor<12xf32>, tensor<12xf32>) -> tensor<12xf32>
    %3 = "stablehlo.convert"(%arg2) : (tensor<f32>) -> tensor<f32>
    %4 = "stablehlo.broadcast_in_dim"(%3) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<12xf32>
    %5 = "stablehlo.minimum"(%4, %2) : (tensor<12xf32>, tensor<12xf32>) -> tensor<12xf32>
    "func.return"(%5) : (tensor<12xf32>) -> ()
  }) : () -> ()
}) {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
