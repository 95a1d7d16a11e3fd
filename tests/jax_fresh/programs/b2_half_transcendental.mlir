"builtin.module"() <{sym_name = "jit_half_transcendental"}> ({
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<12xf32>) -> (tensor<12xbf16>, tensor<12xf16>, tensor<12xbf16>, tensor<12xf16>, tensor<12xbf16>, tensor<12xf16>, tensor<12xf16>, tensor<12xi1>, tensor<12xi1>, tensor<12xf16>, tensor<12xbf16>, tensor<12xf16>, tensor<12xbf16>), res_attrs = [{jax.result_info = "result[0]"}, {jax.result_info = "result[1]"}, {jax.result_info = "result[2]"}, {jax.result_info = "result[3]"}, {jax.result_info = "result[4]"}, {jax.result_info = "result[5]"}, {jax.result_info = "result[6]"}, {jax.result_info = "result[7]"}, {jax.result_info = "result[8]"}, {jax.result_info = "result[9]"}, {jax.result_info = "result[10]"}, {jax.result_info = "result[11]"}, {jax.result_info = "result[12]"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg4: tensor<12xf32>):
    %20 = "stablehlo.convert"(%arg4) : (tensor<12xf32>) -> tensor<12xbf16>
    %21 = "stablehlo.convert"(%arg4) : (tensor<12xf32>) -> tensor<12xf16>
    %22 = "stablehlo.constant"() <{value = dense<5.000000e-01> : tensor<bf16>}> : () -> tensor<bf16>
    %23 = "stablehlo.broadcast_in_dim"(%22) <{broadcast_dimensions = array<i64>}> : (tensor<bf16>) -> tensor<12xbf16>
    %24 = "stablehlo.multiply"(%23, %20) : (tensor<12xbf16>, tensor<12xbf16>) -> tensor<12xbf16>
    %25 = "stablehlo.negate"(%20) : (tensor<12xbf16>) -> tensor<12xbf16>
    %26 = "stablehlo.constant"() <{value = dense<7.070310e-01> : tensor<bf16>}> : () -> tensor<bf16>
    %27 = "stablehlo.broadcast_in_dim"(%26) <{broadcast_dimensions = array<i64>}> : (tensor<bf16>) -> tensor<12xbf16>
    %28 = "stablehlo.multiply"(%25, %27) : (tensor<12xbf16>, tensor<12xbf16>) -> tensor<12xbf16>
    %29 = "chlo.erfc"(%28) : (tensor<12xbf16>) -> tensor<12xbf16>
    %30 = "stablehlo.multiply"(%24, %29) : (tensor<12xbf16>, tensor<12xbf16>) -> tensor<12xbf16>
    %31 = "chlo.erf"(%21) : (tensor<12xf16>) -> tensor<12xf16>
    %32 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
    %33 = "stablehlo.broadcast_in_dim"(%32) <{broadcast_dimensions = array<i64>}> : (tensor<bf16>) -> tensor<12xbf16>
    %34 = "stablehlo.add"(%20, %33) : (tensor<12xbf16>, tensor<12xbf16>) -> tensor<12xbf16>
    %35 = "stablehlo.atan2"(%20, %34) : (tensor<12xbf16>, tensor<12xbf16>) -> tensor<12xbf16>
    %36 = "stablehlo.cbrt"(%21) : (tensor<12xf16>) -> tensor<12xf16>
    %37 = "chlo.asinh"(%20) : (tensor<12xbf16>) -> tensor<12xbf16>
    %38 = "chlo.atan"(%21) : (tensor<12xf16>) -> tensor<12xf16>
    %39 = "chlo.sinh"(%21) : (tensor<12xf16>) -> tensor<12xf16>
    %40 = "stablehlo.compare"(%20, %20) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<12xbf16>, tensor<12xbf16>) -> tensor<12xi1>
    %41 = "stablehlo.subtract"(%21, %21) : (tensor<12xf16>, tensor<12xf16>) -> tensor<12xf16>
    %42 = "stablehlo.divide"(%21, %41) : (tensor<12xf16>, tensor<12xf16>) -> tensor<12xf16>
    %43 = "stablehlo.is_finite"(%42) : (tensor<12xf16>) -> tensor<12xi1>
    %44 = "stablehlo.constant"() <{value = dense<-1> : tensor<i32>}> : () -> tensor<i32>
    %45 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %46 = "func.call"(%21, %44, %45) <{callee = @clip}> : (tensor<12xf16>, tensor<i32>, tensor<i32>) -> tensor<12xf16>
    %47 = "chlo.acos"(%46) : (tensor<12xf16>) -> tensor<12xf16>
    %48 = "func.call"(%20) <{callee = @softplus}> : (tensor<12xbf16>) -> tensor<12xbf16>
    %49 = "stablehlo.abs"(%21) : (tensor<12xf16>) -> tensor<12xf16>
    %50 = "stablehlo.log_plus_one"(%49) : (tensor<12xf16>) -> tensor<12xf16>
    %51 = "stablehlo.exponential_minus_one"(%20) : (tensor<12xbf16>) -> tensor<12xbf16>
    "func.return"(%30, %31, %35, %36, %37, %38, %39, %40, %43, %47, %48, %50, %51) : (tensor<12xbf16>, tensor<12xf16>, tensor<12xbf16>, tensor<12xf16>, tensor<12xbf16>, tensor<12xf16>, tensor<12xf16>, tensor<12xi1>, tensor<12xi1>, tensor<12xf16>, tensor<12xbf16>, tensor<12xf16>, tensor<12xbf16>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<12xf16>, tensor<i32>, tensor<i32>) -> tensor<12xf16>, res_attrs = [{}], sym_name = "clip", sym_visibility = "private"}> ({
  ^bb0(%arg1: tensor<12xf16>, %arg2: tensor<i32>, %arg3: tensor<i32>):
    %14 = "stablehlo.convert"(%arg2) : (tensor<i32>) -> tensor<f16>
    %15 = "stablehlo.broadcast_in_dim"(%14) <{broadcast_dimensions = array<i64>}> : (tensor<f16>) -> tensor<12xf16>
    %16 = "stablehlo.maximum"(%15, %arg1) : (tensor<12xf16>, tensor<12xf16>) -> tensor<12xf16>
    %17 = "stablehlo.convert"(%arg3) : (tensor<i32>) -> tensor<f16>
    %18 = "stablehlo.broadcast_in_dim"(%17) <{broadcast_dimensions = array<i64>}> : (tensor<f16>) -> tensor<12xf16>
    %19 = "stablehlo.minimum"(%18, %16) : (tensor<12xf16>, tensor<12xf16>) -> tensor<12xf16>
    "func.return"(%19) : (tensor<12xf16>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<12xbf16>) -> tensor<12xbf16>, res_attrs = [{}], sym_name = "softplus", sym_visibility = "private"}> ({
  ^bb0(%arg0: tensor<12xbf16>):
    %0 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
    %1 = "stablehlo.broadcast_in_dim"(%0) <{broadcast_dimensions = array<i64>}> : (tensor<bf16>) -> tensor<12xbf16>
    %2 = "stablehlo.maximum"(%arg0, %1) : (tensor<12xbf16>, tensor<12xbf16>) -> tensor<12xbf16>
    %3 = "stablehlo.broadcast_in_dim"(%0) <{broadcast_dimensions = array<i64>}> : (tensor<bf16>) -> tensor<12xbf16>
    %4 = "stablehlo.subtract"(%arg0, %3) : (tensor<12xbf16>, tensor<12xbf16>) -> tensor<12xbf16>
    %5 = "stablehlo.compare"(%4, %4) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<12xbf16>, tensor<12xbf16>) -> tensor<12xi1>
    %6 = "stablehlo.broadcast_in_dim"(%0) <{broadcast_dimensions = array<i64>}> : (tensor<bf16>) -> tensor<12xbf16>
    %7 = "stablehlo.add"(%arg0, %6) : (tensor<12xbf16>, tensor<12xbf16>) -> tensor<12xbf16>
    %8 = "stablehlo.abs"(%4) : (tensor<12xbf16>) -> tensor<12xbf16>
    %9 = "stablehlo.negate"(%8) : (tensor<12xbf16>) -> tensor<12xbf16>
    %10 = "stablehlo.exponential"(%9) : (tensor<12xbf16>) -> tensor<12xbf16>
    %11 = "stablehlo.log_plus_one"(%10) : (tensor<12xbf16>) -> tensor<12xbf16>
    %12 = "stablehlo.add"(%2, %11) : (tensor<12xbf16>, tensor<12xbf16>) -> tensor<12xbf16>
    %13 = "stablehlo.select"(%5, %7, %12) : (tensor<12xi1>, tensor<12xbf16>, tensor<12xbf16>) -> tensor<12xbf16>
    "func.return"(%13) : (tensor<12xbf16>) -> ()
  }) : () -> ()
}) {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
