"builtin.module"() <{sym_name = "jit_smooth_functions"}> ({
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<12xf32>, tensor<12xf32>) -> (tensor<12xf32>, tensor<12xf32>, tensor<12xf32>, tensor<12xf32>, tensor<12xf32>, tensor<12xf32>, tensor<12xf32>, tensor<12xf32>, tensor<12xf32>, tensor<12xf32>), res_attrs = [{jax.result_info = "result[0]"}, {jax.result_info = "result[1]"}, {jax.result_info = "result[2]"}, {jax.result_info = "result[3]"}, {jax.result_info = "result[4]"}, {jax.result_info = "result[5]"}, {jax.result_info = "result[6]"}, {jax.result_info = "result[7]"}, {jax.result_info = "result[8]"}, {jax.result_info = "result[9]"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg9: tensor<12xf32>, %arg10: tensor<12xf32>):
    %40 = "func.call"(%arg9) <{callee = @softplus}> : (tensor<12xf32>) -> tensor<12xf32>
    %41 = "stablehlo.maximum"(%arg9, %arg10) : (tensor<12xf32>, tensor<12xf32>) -> tensor<12xf32>
    %42 = "stablehlo.subtract"(%arg9, %arg10) : (tensor<12xf32>, tensor<12xf32>) -> tensor<12xf32>
    %43 = "stablehlo.compare"(%42, %42) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<12xf32>, tensor<12xf32>) -> tensor<12xi1>
    %44 = "stablehlo.add"(%arg9, %arg10) : (tensor<12xf32>, tensor<12xf32>) -> tensor<12xf32>
    %45 = "stablehlo.abs"(%42) : (tensor<12xf32>) -> tensor<12xf32>
    %46 = "stablehlo.negate"(%45) : (tensor<12xf32>) -> tensor<12xf32>
    %47 = "stablehlo.exponential"(%46) : (tensor<12xf32>) -> tensor<12xf32>
    %48 = "stablehlo.log_plus_one"(%47) : (tensor<12xf32>) -> tensor<12xf32>
    %49 = "stablehlo.add"(%41, %48) : (tensor<12xf32>, tensor<12xf32>) -> tensor<12xf32>
    %50 = "stablehlo.select"(%43, %44, %49) : (tensor<12xi1>, tensor<12xf32>, tensor<12xf32>) -> tensor<12xf32>
    %51 = "stablehlo.constant"() <{value = dense<9.99999997E-7> : tensor<f32>}> : () -> tensor<f32>
    %52 = "stablehlo.broadcast_in_dim"(%51) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<12xf32>
    %53 = "stablehlo.multiply"(%arg9, %52) : (tensor<12xf32>, tensor<12xf32>) -> tensor<12xf32>
    %54 = "stablehlo.exponential_minus_one"(%53) : (tensor<12xf32>) -> tensor<12xf32>
    %55 = "stablehlo.constant"() <{value = dense<9.99999997E-7> : tensor<f32>}> : () -> tensor<f32>
    %56 = "stablehlo.broadcast_in_dim"(%55) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<12xf32>
    %57 = "stablehlo.multiply"(%arg9, %56) : (tensor<12xf32>, tensor<12xf32>) -> tensor<12xf32>
    %58 = "stablehlo.log_plus_one"(%57) : (tensor<12xf32>) -> tensor<12xf32>
    %59 = "func.call"(%arg9) <{callee = @silu}> : (tensor<12xf32>) -> tensor<12xf32>
    %60 = "func.call"(%arg9) <{callee = @elu}> : (tensor<12xf32>) -> tensor<12xf32>
    %61 = "chlo.sinh"(%arg9) : (tensor<12xf32>) -> tensor<12xf32>
    %62 = "chlo.cosh"(%arg9) : (tensor<12xf32>) -> tensor<12xf32>
    %63 = "chlo.asinh"(%arg9) : (tensor<12xf32>) -> tensor<12xf32>
    %64 = "chlo.atan"(%arg9) : (tensor<12xf32>) -> tensor<12xf32>
    "func.return"(%40, %50, %54, %58, %59, %60, %61, %62, %63, %64) : (tensor<12xf32>, tensor<12xf32>, tensor<12xf32>, tensor<12xf32>, tensor<12xf32>, tensor<12xf32>, tensor<12xf32>, tensor<12xf32>, tensor<12xf32>, tensor<12xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<12xf32>) -> tensor<12xf32>, res_attrs = [{}], sym_name = "softplus", sym_visibility = "private"}> ({
  ^bb0(%arg8: tensor<12xf32>):
    %26 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %27 = "stablehlo.broadcast_in_dim"(%26) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<12xf32>
    %28 = "stablehlo.maximum"(%arg8, %27) : (tensor<12xf32>, tensor<12xf32>) -> tensor<12xf32>
    %29 = "stablehlo.broadcast_in_dim"(%26) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<12xf32>
    %30 = "stablehlo.subtract"(%arg8, %29) : (tensor<12xf32>, tensor<12xf32>) -> tensor<12xf32>
    %31 = "stablehlo.compare"(%30, %30) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<12xf32>, tensor<12xf32>) -> tensor<12xi1>
    %32 = "stablehlo.broadcast_in_dim"(%26) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<12xf32>
    %33 = "stablehlo.add"(%arg8, %32) : (tensor<12xf32>, tensor<12xf32>) -> tensor<12xf32>
    %34 = "stablehlo.abs"(%30) : (tensor<12xf32>) -> tensor<12xf32>
    %35 = "stablehlo.negate"(%34) : (tensor<12xf32>) -> tensor<12xf32>
    %36 = "stablehlo.exponential"(%35) : (tensor<12xf32>) -> tensor<12xf32>
    %37 = "stablehlo.log_plus_one"(%36) : (tensor<12xf32>) -> tensor<12xf32>
    %38 = "stablehlo.add"(%28, %37) : (tensor<12xf32>, tensor<12xf32>) -> tensor<12xf32>
    %39 = "stablehlo.select"(%31, %33, %38) : (tensor<12xi1>, tensor<12xf32>, tensor<12xf32>) -> tensor<12xf32>
    "func.return"(%39) : (tensor<12xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<12xf32>) -> tensor<12xf32>, res_attrs = [{}], sym_name = "silu", sym_visibility = "private"}> ({
  ^bb0(%arg7: tensor<12xf32>):
    %17 = "stablehlo.negate"(%arg7) : (tensor<12xf32>) -> tensor<12xf32>
    %18 = "stablehlo.exponential"(%17) : (tensor<12xf32>) -> tensor<12xf32>
    %19 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %20 = "stablehlo.broadcast_in_dim"(%19) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<12xf32>
    %21 = "stablehlo.add"(%20, %18) : (tensor<12xf32>, tensor<12xf32>) -> tensor<12xf32>
    %22 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %23 = "stablehlo.broadcast_in_dim"(%22) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<12xf32>
    %24 = "stablehlo.divide"(%23, %21) : (tensor<12xf32>, tensor<12xf32>) -> tensor<12xf32>
    %25 = "stablehlo.multiply"(%arg7, %24) : (tensor<12xf32>, tensor<12xf32>) -> tensor<12xf32>
    "func.return"(%25) : (tensor<12xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<12xf32>) -> tensor<12xf32>, res_attrs = [{}], sym_name = "elu", sym_visibility = "private"}> ({
  ^bb0(%arg6: tensor<12xf32>):
    %4 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %5 = "stablehlo.broadcast_in_dim"(%4) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<12xf32>
    %6 = "stablehlo.compare"(%arg6, %5) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction GT>}> : (tensor<12xf32>, tensor<12xf32>) -> tensor<12xi1>
    %7 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %8 = "stablehlo.broadcast_in_dim"(%7) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<12xf32>
    %9 = "stablehlo.compare"(%arg6, %8) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction GT>}> : (tensor<12xf32>, tensor<12xf32>) -> tensor<12xi1>
    %10 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %11 = "func.call"(%9, %10, %arg6) <{callee = @_where}> : (tensor<12xi1>, tensor<f32>, tensor<12xf32>) -> tensor<12xf32>
    %12 = "stablehlo.exponential_minus_one"(%11) : (tensor<12xf32>) -> tensor<12xf32>
    %13 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %14 = "stablehlo.broadcast_in_dim"(%13) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<12xf32>
    %15 = "stablehlo.multiply"(%14, %12) : (tensor<12xf32>, tensor<12xf32>) -> tensor<12xf32>
    %16 = "func.call"(%6, %arg6, %15) <{callee = @_where_0}> : (tensor<12xi1>, tensor<12xf32>, tensor<12xf32>) -> tensor<12xf32>
    "func.return"(%16) : (tensor<12xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<12xi1>, tensor<f32>, tensor<12xf32>) -> tensor<12xf32>, res_attrs = [{}], sym_name = "_where", sym_visibility = "private"}> ({
  ^bb0(%arg3: tensor<12xi1>, %arg4: tensor<f32>, %arg5: tensor<12xf32>):
    %1 = "stablehlo.convert"(%arg4) : (tensor<f32>) -> tensor<f32>
    %2 = "stablehlo.broadcast_in_dim"(%1) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<12xf32>
    %3 = "stablehlo.select"(%arg3, %2, %arg5) : (tensor<12xi1>, tensor<12xf32>, tensor<12xf32>) -> tensor<12xf32>
    "func.return"(%3) : (tensor<12xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<12xi1>, tensor<12xf32>, tensor<12xf32>) -> tensor<12xf32>, res_attrs = [{}], sym_name = "_where_0", sym_visibility = "private"}> ({
  ^bb0(%arg0: tensor<12xi1>, %arg1: tensor<12xf32>, %arg2: tensor<12xf32>):
    %0 = "stablehlo.select"(%arg0, %arg1, %arg2) : (tensor<12xi1>, tensor<12xf32>, tensor<12xf32>) -> tensor<12xf32>
    "func.return"(%0) : (tensor<12xf32>) -> ()
  }) : () -> ()
}) {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
