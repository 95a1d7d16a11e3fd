"builtin.module"() <{sym_name = "jit_float_edge_values"}> ({
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<12xf32>, tensor<12xf32>) -> (tensor<12xf32>, tensor<12xf32>, tensor<12xf32>, tensor<12xf32>, tensor<12xf32>, tensor<12xf32>, tensor<12xf32>, tensor<12xf32>, tensor<12xf32>, tensor<12xf32>, tensor<12xf32>, tensor<12xf32>, tensor<12xf32>, tensor<12xf32>, tensor<12xf32>, tensor<12xf32>, tensor<12xf32>, tensor<12xf32>, tensor<12xf32>, tensor<12xf32>, tensor<12xf32>, tensor<12xf32>), res_attrs = [{jax.result_info = "result[0]"}, {jax.result_info = "result[1]"}, {jax.result_info = "result[2]"}, {jax.result_info = "result[3]"}, {jax.result_info = "result[4]"}, {jax.result_info = "result[5]"}, {jax.result_info = "result[6]"}, {jax.result_info = "result[7]"}, {jax.result_info = "result[8]"}, {jax.result_info = "result[9]"}, {jax.result_info = "result[10]"}, {jax.result_info = "result[11]"}, {jax.result_info = "result[12]"}, {jax.result_info = "result[13]"}, {jax.result_info = "result[14]"}, {jax.result_info = "result[15]"}, {jax.result_info = "result[16]"}, {jax.result_info = "result[17]"}, {jax.result_info = "result[18]"}, {jax.result_info = "result[19]"}, {jax.result_info = "result[20]"}, {jax.result_info = "result[21]"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg9: tensor<12xf32>, %arg10: tensor<12xf32>):
    %47 = "stablehlo.exponential"(%arg9) : (tensor<12xf32>) -> tensor<12xf32>
    %48 = "stablehlo.log"(%arg9) : (tensor<12xf32>) -> tensor<12xf32>
    %49 = "stablehlo.log_plus_one"(%arg9) : (tensor<12xf32>) -> tensor<12xf32>
    %50 = "stablehlo.exponential_minus_one"(%arg9) : (tensor<12xf32>) -> tensor<12xf32>
    %51 = "stablehlo.tanh"(%arg9) : (tensor<12xf32>) -> tensor<12xf32>
    %52 = "stablehlo.sqrt"(%arg9) : (tensor<12xf32>) -> tensor<12xf32>
    %53 = "stablehlo.rsqrt"(%arg9) : (tensor<12xf32>) -> tensor<12xf32>
    %54 = "stablehlo.cbrt"(%arg9) : (tensor<12xf32>) -> tensor<12xf32>
    %55 = "stablehlo.atan2"(%arg9, %arg10) : (tensor<12xf32>, tensor<12xf32>) -> tensor<12xf32>
    %56 = "stablehlo.power"(%arg9, %arg10) : (tensor<12xf32>, tensor<12xf32>) -> tensor<12xf32>
    %57 = "func.call"(%arg9, %arg10) <{callee = @hypot}> : (tensor<12xf32>, tensor<12xf32>) -> tensor<12xf32>
    %58 = "stablehlo.sine"(%arg9) : (tensor<12xf32>) -> tensor<12xf32>
    %59 = "stablehlo.cosine"(%arg10) : (tensor<12xf32>) -> tensor<12xf32>
    %60 = "stablehlo.negate"(%arg9) : (tensor<12xf32>) -> tensor<12xf32>
    %61 = "stablehlo.exponential"(%60) : (tensor<12xf32>) -> tensor<12xf32>
    %62 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %63 = "stablehlo.broadcast_in_dim"(%62) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<12xf32>
    %64 = "stablehlo.add"(%63, %61) : (tensor<12xf32>, tensor<12xf32>) -> tensor<12xf32>
    %65 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %66 = "stablehlo.broadcast_in_dim"(%65) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<12xf32>
    %67 = "stablehlo.divide"(%66, %64) : (tensor<12xf32>, tensor<12xf32>) -> tensor<12xf32>
    %68 = "func.call"(%arg9) <{callee = @softplus}> : (tensor<12xf32>) -> tensor<12xf32>
    %69 = "stablehlo.constant"() <{value = dense<0.693147182> : tensor<f32>}> : () -> tensor<f32>
    %70 = "stablehlo.broadcast_in_dim"(%69) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<12xf32>
    %71 = "stablehlo.multiply"(%70, %arg9) : (tensor<12xf32>, tensor<12xf32>) -> tensor<12xf32>
    %72 = "stablehlo.exponential"(%71) : (tensor<12xf32>) -> tensor<12xf32>
    %73 = "stablehlo.log"(%arg9) : (tensor<12xf32>) -> tensor<12xf32>
    %74 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %75 = "stablehlo.log"(%74) : (tensor<f32>) -> tensor<f32>
    %76 = "stablehlo.broadcast_in_dim"(%75) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<12xf32>
    %77 = "stablehlo.divide"(%73, %76) : (tensor<12xf32>, tensor<12xf32>) -> tensor<12xf32>
    %78 = "chlo.atan"(%arg9) : (tensor<12xf32>) -> tensor<12xf32>
    %79 = "chlo.sinh"(%arg10) : (tensor<12xf32>) -> tensor<12xf32>
    %80 = "chlo.asinh"(%arg9) : (tensor<12xf32>) -> tensor<12xf32>
    %81 = "chlo.erf"(%arg9) : (tensor<12xf32>) -> tensor<12xf32>
    %82 = "stablehlo.maximum"(%arg9, %arg10) : (tensor<12xf32>, tensor<12xf32>) -> tensor<12xf32>
    %83 = "stablehlo.subtract"(%arg9, %arg10) : (tensor<12xf32>, tensor<12xf32>) -> tensor<12xf32>
    %84 = "stablehlo.compare"(%83, %83) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<12xf32>, tensor<12xf32>) -> tensor<12xi1>
    %85 = "stablehlo.add"(%arg9, %arg10) : (tensor<12xf32>, tensor<12xf32>) -> tensor<12xf32>
    %86 = "stablehlo.abs"(%83) : (tensor<12xf32>) -> tensor<12xf32>
    %87 = "stablehlo.negate"(%86) : (tensor<12xf32>) -> tensor<12xf32>
    %88 = "stablehlo.exponential"(%87) : (tensor<12xf32>) -> tensor<12xf32>
    %89 = "stablehlo.log_plus_one"(%88) : (tensor<12xf32>) -> tensor<12xf32>
    %90 = "stablehlo.add"(%82, %89) : (tensor<12xf32>, tensor<12xf32>) -> tensor<12xf32>
    %91 = "stablehlo.select"(%84, %85, %90) : (tensor<12xi1>, tensor<12xf32>, tensor<12xf32>) -> tensor<12xf32>
    "func.return"(%47, %48, %49, %50, %51, %52, %53, %54, %55, %56, %57, %58, %59, %67, %68, %72, %77, %78, %79, %80, %81, %91) : (tensor<12xf32>, tensor<12xf32>, tensor<12xf32>, tensor<12xf32>, tensor<12xf32>, tensor<12xf32>, tensor<12xf32>, tensor<12xf32>, tensor<12xf32>, tensor<12xf32>, tensor<12xf32>, tensor<12xf32>, tensor<12xf32>, tensor<12xf32>, tensor<12xf32>, tensor<12xf32>, tensor<12xf32>, tensor<12xf32>, tensor<12xf32>, tensor<12xf32>, tensor<12xf32>, tensor<12xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<12xf32>, tensor<12xf32>) -> tensor<12xf32>, res_attrs = [{}], sym_name = "hypot", sym_visibility = "private"}> ({
  ^bb0(%arg7: tensor<12xf32>, %arg8: tensor<12xf32>):
    %17 = "stablehlo.abs"(%arg7) : (tensor<12xf32>) -> tensor<12xf32>
    %18 = "stablehlo.abs"(%arg8) : (tensor<12xf32>) -> tensor<12xf32>
    %19 = "stablehlo.constant"() <{value = dense<0x7F800000> : tensor<f32>}> : () -> tensor<f32>
    %20 = "stablehlo.broadcast_in_dim"(%19) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<12xf32>
    %21 = "stablehlo.compare"(%17, %20) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<12xf32>, tensor<12xf32>) -> tensor<12xi1>
    %22 = "stablehlo.constant"() <{value = dense<0x7F800000> : tensor<f32>}> : () -> tensor<f32>
    %23 = "stablehlo.broadcast_in_dim"(%22) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<12xf32>
    %24 = "stablehlo.compare"(%18, %23) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<12xf32>, tensor<12xf32>) -> tensor<12xi1>
    %25 = "stablehlo.or"(%21, %24) : (tensor<12xi1>, tensor<12xi1>) -> tensor<12xi1>
    %26 = "stablehlo.maximum"(%17, %18) : (tensor<12xf32>, tensor<12xf32>) -> tensor<12xf32>
    %27 = "stablehlo.minimum"(%17, %18) : (tensor<12xf32>, tensor<12xf32>) -> tensor<12xf32>
    %28 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %29 = "stablehlo.broadcast_in_dim"(%28) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<12xf32>
    %30 = "stablehlo.compare"(%26, %29) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<12xf32>, tensor<12xf32>) -> tensor<12xi1>
    %31 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %32 = "stablehlo.broadcast_in_dim"(%31) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<12xf32>
    %33 = "stablehlo.compare"(%26, %32) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<12xf32>, tensor<12xf32>) -> tensor<12xi1>
    %34 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %35 = "stablehlo.broadcast_in_dim"(%34) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<12xf32>
    %36 = "func.call"(%33, %35, %26) <{callee = @_where}> : (tensor<12xi1>, tensor<12xf32>, tensor<12xf32>) -> tensor<12xf32>
    %37 = "stablehlo.divide"(%27, %36) : (tensor<12xf32>, tensor<12xf32>) -> tensor<12xf32>
    %38 = "chlo.square"(%37) : (tensor<12xf32>) -> tensor<12xf32>
    %39 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %40 = "stablehlo.broadcast_in_dim"(%39) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<12xf32>
    %41 = "stablehlo.add"(%40, %38) : (tensor<12xf32>, tensor<12xf32>) -> tensor<12xf32>
    %42 = "stablehlo.sqrt"(%41) : (tensor<12xf32>) -> tensor<12xf32>
    %43 = "stablehlo.multiply"(%26, %42) : (tensor<12xf32>, tensor<12xf32>) -> tensor<12xf32>
    %44 = "func.call"(%30, %26, %43) <{callee = @_where}> : (tensor<12xi1>, tensor<12xf32>, tensor<12xf32>) -> tensor<12xf32>
    %45 = "stablehlo.constant"() <{value = dense<0x7F800000> : tensor<f32>}> : () -> tensor<f32>
    %46 = "func.call"(%25, %45, %44) <{callee = @_where_0}> : (tensor<12xi1>, tensor<f32>, tensor<12xf32>) -> tensor<12xf32>
    "func.return"(%46) : (tensor<12xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<12xi1>, tensor<12xf32>, tensor<12xf32>) -> tensor<12xf32>, res_attrs = [{}], sym_name = "_where", sym_visibility = "private"}> ({
  ^bb0(%arg4: tensor<12xi1>, %arg5: tensor<12xf32>, %arg6: tensor<12xf32>):
    %16 = "stablehlo.select"(%arg4, %arg5, %arg6) : (tensor<12xi1>, tensor<12xf32>, tensor<12xf32>) -> tensor<12xf32>
    "func.return"(%16) : (tensor<12xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<12xi1>, tensor<f32>, tensor<12xf32>) -> tensor<12xf32>, res_attrs = [{}], sym_name = "_where_0", sym_visibility = "private"}> ({
  ^bb0(%arg1: tensor<12xi1>, %arg2: tensor<f32>, %arg3: tensor<12xf32>):
    %14 = "stablehlo.broadcast_in_dim"(%arg2) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<12xf32>
    %15 = "stablehlo.select"(%arg1, %14, %arg3) : (tensor<12xi1>, tensor<12xf32>, tensor<12xf32>) -> tensor<12xf32>
    "func.return"(%15) : (tensor<12xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<12xf32>) -> tensor<12xf32>, res_attrs = [{}], sym_name = "softplus", sym_visibility = "private"}> ({
  ^bb0(%arg0: tensor<12xf32>):
    %0 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1 = "stablehlo.broadcast_in_dim"(%0) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<12xf32>
    %2 = "stablehlo.maximum"(%arg0, %1) : (tensor<12xf32>, tensor<12xf32>) -> tensor<12xf32>
    %3 = "stablehlo.broadcast_in_dim"(%0) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<12xf32>
    %4 = "stablehlo.subtract"(%arg0, %3) : (tensor<12xf32>, tensor<12xf32>) -> tensor<12xf32>
    %5 = "stablehlo.compare"(%4, %4) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<12xf32>, tensor<12xf32>) -> tensor<12xi1>
    %6 = "stablehlo.broadcast_in_dim"(%0) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<12xf32>
    %7 = "stablehlo.add"(%arg0, %6) : (tensor<12xf32>, tensor<12xf32>) -> tensor<12xf32>
    %8 = "stablehlo.abs"(%4) : (tensor<12xf32>) -> tensor<12xf32>
    %9 = "stablehlo.negate"(%8) : (tensor<12xf32>) -> tensor<12xf32>
    %10 = "stablehlo.exponential"(%9) : (tensor<12xf32>) -> tensor<12xf32>
    %11 = "stablehlo.log_plus_one"(%10) : (tensor<12xf32>) -> tensor<12xf32>
    %12 = "stablehlo.add"(%2, %11) : (tensor<12xf32>, tensor<12xf32>) -> tensor<12xf32>
    %13 = "stablehlo.select"(%5, %7, %12) : (tensor<12xi1>, tensor<12xf32>, tensor<12xf32>) -> tensor<12xf32>
    "func.return"(%13) : (tensor<12xf32>) -> ()
  }) : () -> ()
}) {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
