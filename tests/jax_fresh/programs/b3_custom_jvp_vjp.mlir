"builtin.module"() <{sym_name = "jit_custom_jvp_vjp"}> ({
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<6xf32>) -> (tensor<6xf32>, tensor<6xf32>, tensor<6xf32>, tensor<6xf32>), res_attrs = [{jax.result_info = "result[0]"}, {jax.result_info = "result[1]"}, {jax.result_info = "result[2]"}, {jax.result_info = "result[3]"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg3: tensor<6xf32>):
    %6 = "stablehlo.constant"() <{value = dense<3.000000e+01> : tensor<f32>}> : () -> tensor<f32>
    %7 = "stablehlo.broadcast_in_dim"(%6) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<6xf32>
    %8 = "stablehlo.multiply"(%arg3, %7) : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xf32>
    %9 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %10 = "stablehlo.broadcast_in_dim"(%9) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<6xf32>
    %11 = "stablehlo.maximum"(%8, %10) : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xf32>
    %12 = "stablehlo.broadcast_in_dim"(%9) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<6xf32>
    %13 = "stablehlo.subtract"(%8, %12) : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xf32>
    %14 = "stablehlo.compare"(%13, %13) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xi1>
    %15 = "stablehlo.broadcast_in_dim"(%9) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<6xf32>
    %16 = "stablehlo.add"(%8, %15) : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xf32>
    %17 = "stablehlo.abs"(%13) : (tensor<6xf32>) -> tensor<6xf32>
    %18 = "stablehlo.negate"(%17) : (tensor<6xf32>) -> tensor<6xf32>
    %19 = "stablehlo.exponential"(%18) : (tensor<6xf32>) -> tensor<6xf32>
    %20 = "stablehlo.log_plus_one"(%19) : (tensor<6xf32>) -> tensor<6xf32>
    %21 = "stablehlo.add"(%11, %20) : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xf32>
    %22 = "stablehlo.select"(%14, %16, %21) : (tensor<6xi1>, tensor<6xf32>, tensor<6xf32>) -> tensor<6xf32>
    %23 = "stablehlo.constant"() <{value = dense<3.000000e+01> : tensor<f32>}> : () -> tensor<f32>
    %24 = "stablehlo.broadcast_in_dim"(%23) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<6xf32>
    %25 = "stablehlo.multiply"(%arg3, %24) : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xf32>
    %26 = "stablehlo.negate"(%25) : (tensor<6xf32>) -> tensor<6xf32>
    %27 = "stablehlo.exponential"(%26) : (tensor<6xf32>) -> tensor<6xf32>
    %28 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %29 = "stablehlo.broadcast_in_dim"(%28) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<6xf32>
    %30 = "stablehlo.add"(%29, %27) : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xf32>
    %31 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %32 = "stablehlo.broadcast_in_dim"(%31) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<6xf32>
    %33 = "stablehlo.divide"(%32, %30) : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xf32>
    %34 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %35 = "stablehlo.broadcast_in_dim"(%34) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<6xf32>
    %36 = "stablehlo.multiply"(%35, %33) : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xf32>
    %37 = "stablehlo.multiply"(%arg3, %arg3) : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xf32>
    %38 = "stablehlo.constant"() <{value = dense<3.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %39 = "stablehlo.broadcast_in_dim"(%38) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<6xf32>
    %40 = "stablehlo.multiply"(%39, %37) : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xf32>
    %41 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %42 = "stablehlo.broadcast_in_dim"(%41) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<6xf32>
    %43 = "stablehlo.multiply"(%42, %40) : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xf32>
    %44 = "stablehlo.constant"() <{value = dense<-5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %45 = "stablehlo.constant"() <{value = dense<5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %46 = "func.call"(%43, %44, %45) <{callee = @clip}> : (tensor<6xf32>, tensor<f32>, tensor<f32>) -> tensor<6xf32>
    %47 = "stablehlo.negate"(%arg3) : (tensor<6xf32>) -> tensor<6xf32>
    %48 = "stablehlo.exponential"(%47) : (tensor<6xf32>) -> tensor<6xf32>
    %49 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %50 = "stablehlo.broadcast_in_dim"(%49) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<6xf32>
    %51 = "stablehlo.add"(%50, %48) : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xf32>
    %52 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %53 = "stablehlo.broadcast_in_dim"(%52) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<6xf32>
    %54 = "stablehlo.divide"(%53, %51) : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xf32>
    %55 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %56 = "stablehlo.broadcast_in_dim"(%55) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<6xf32>
    %57 = "stablehlo.multiply"(%56, %54) : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xf32>
    "func.return"(%22, %36, %46, %57) : (tensor<6xf32>, tensor<6xf32>, tensor<6xf32>, tensor<6xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<6xf32>, tensor<f32>, tensor<f32>) -> tensor<6xf32>, res_attrs = [{}], sym_name = "clip", sym_visibility = "private"}> ({
  ^bb0(%arg0: tensor<6xf32>, %arg1: tensor<f32>, %arg2: tensor<f32>):
    %0 = "stablehlo.convert"(%arg1) : (tensor<f32>) -> tensor<f32>
    %1 = "stablehlo.broadcast_in_dim"(%0) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<6xf32>
    %2 = "stablehlo.maximum"(%1, %arg0) : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xf32>
    %3 = "stablehlo.convert"(%arg2) : (tensor<f32>) -> tensor<f32>
    %4 = "stablehlo.broadcast_in_dim"(%3) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<6xf32>
    %5 = "stablehlo.minimum"(%4, %2) : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xf32>
    "func.return"(%5) : (tensor<6xf32>) -> ()
  }) : () -> ()
}) {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
